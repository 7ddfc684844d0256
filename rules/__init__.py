"""The rules core of thirteen: cards, combinations, house rules, the Tiến lên game, counting.

Standard library only; importing it loads nothing heavy and has no side effects.

>>> from rules import parse_cards, classify, beats
>>> classify(parse_cards("5S 5H 6C 6D 7S 7H")).kind
'double_sequence'
>>> beats("2H", "2D")
True
"""

from __future__ import annotations

from rules.cards import ALL_CARDS, EMPTY, FULL_DECK, Card, CardSet, Rank, Suit, parse_cards
from rules.combos import KINDS, Combination, Verdict, beats, classify, verdict
from rules.counting import CardCount, count_cards
from rules.errors import (
    IllegalPlayError,
    InvalidCombinationError,
    InvalidHouseRulesError,
    InvalidNotationError,
    RulesError,
)
from rules.game import (
    Game,
    Move,
    Observation,
    Pass,
    Play,
    Series,
    Turn,
    instant_win,
    is_valid_opening,
    penalty,
)
from rules.house_rules import HouseRules
from rules.legal import legal_plays

__all__ = [
    "ALL_CARDS",
    "EMPTY",
    "FULL_DECK",
    "KINDS",
    "Card",
    "CardCount",
    "CardSet",
    "Combination",
    "Game",
    "HouseRules",
    "IllegalPlayError",
    "InvalidCombinationError",
    "InvalidHouseRulesError",
    "InvalidNotationError",
    "Move",
    "Observation",
    "Pass",
    "Play",
    "Rank",
    "RulesError",
    "Series",
    "Suit",
    "Turn",
    "Verdict",
    "beats",
    "classify",
    "count_cards",
    "instant_win",
    "is_valid_opening",
    "legal_plays",
    "parse_cards",
    "penalty",
    "verdict",
]
