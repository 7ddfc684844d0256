"""Errors of the rummy games. Each is a ``ValueError`` (through :class:`rules.errors.RulesError`)
whose message names the input and the reason."""

from __future__ import annotations

from rules.errors import InvalidNotationError, RulesError


class RummyError(RulesError):
    """Base class of every error raised by :mod:`rules.rummy`."""


class InvalidRummyCardError(InvalidNotationError, RummyError):
    """A card code that is not a rummy card (``3S``, ``10H``, ``TD``, ``A♠``, ``JK`` …)."""


class InvalidRummyHandError(RummyError):
    """A hand that cannot exist under the rules: too many copies of a card for the number of
    decks, a joker in a game without jokers, or the wrong number of cards for the round."""


class InvalidRummyRulesError(RummyError):
    """An unknown option of a rule set, an option of the wrong type or range, an unknown game,
    a round outside 1..11 or a wild rank that does not match the round."""


class IllegalRummyMoveError(RummyError):
    """A draw, discard, going out or declaration that the game flow does not allow now."""
