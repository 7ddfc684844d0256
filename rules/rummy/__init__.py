"""The rummy games also called Thirteen: Thirteen rummy (11 rounds) and Indian rummy.

Standard library only. Cards and hands (:class:`RummyCard`, :func:`parse_hand`; two decks mean a
card may be held twice), the rule sets (:class:`ThirteenRummyRules`, :class:`IndianRummyRules`),
melds (:class:`Meld`, :func:`classify_meld`), the exact solver (:func:`solve` →
:class:`Arrangement`), draw/discard advice (:func:`advise`), and the game flow
(:class:`RummyDeal`, :class:`ThirteenRummyGame`, :class:`IndianScoreboard`).

>>> a = solve("5H 6H 7H 8S 9S JK 4C 4D 4S KH KC KD KS", "indian", wild_rank=2)
>>> a.penalty, a.valid_declaration
(0, True)
"""

from __future__ import annotations

from rules.rummy.advice import Advice, advise, unseen_cards
from rules.rummy.cards import (
    ALL_RUMMY_CARDS,
    JOKER,
    RANK_SYMBOLS,
    STANDARD_DECK,
    RummyCard,
    hand_codes,
    hand_str,
    parse_cards,
    parse_hand,
)
from rules.rummy.errors import (
    IllegalRummyMoveError,
    InvalidRummyCardError,
    InvalidRummyHandError,
    InvalidRummyRulesError,
    RummyError,
)
from rules.rummy.game import (
    IndianScoreboard,
    RummyDeal,
    RummyEvent,
    Scoreboard,
    ThirteenRummyGame,
    new_deck,
)
from rules.rummy.melds import Meld, classify_meld
from rules.rummy.rulesets import (
    IndianRummyRules,
    RummyRules,
    ThirteenRummyRules,
    game_name,
    rules_for,
)
from rules.rummy.solver import Arrangement, check_hand, solve, solve_hand

__all__ = [
    "ALL_RUMMY_CARDS",
    "JOKER",
    "RANK_SYMBOLS",
    "STANDARD_DECK",
    "Advice",
    "Arrangement",
    "IllegalRummyMoveError",
    "IndianRummyRules",
    "IndianScoreboard",
    "InvalidRummyCardError",
    "InvalidRummyHandError",
    "InvalidRummyRulesError",
    "Meld",
    "RummyCard",
    "RummyDeal",
    "RummyError",
    "RummyEvent",
    "RummyRules",
    "Scoreboard",
    "ThirteenRummyGame",
    "ThirteenRummyRules",
    "advise",
    "check_hand",
    "classify_meld",
    "game_name",
    "hand_codes",
    "hand_str",
    "new_deck",
    "parse_cards",
    "parse_hand",
    "rules_for",
    "solve",
    "solve_hand",
    "unseen_cards",
]
