"""Errors of the rules core. Every one is a ``ValueError`` that names the input and the reason."""

from __future__ import annotations


class RulesError(ValueError):
    """Base class of every error raised by :mod:`rules`."""


class InvalidNotationError(RulesError):
    """A card code or a list of cards could not be read (unknown code, duplicate, empty)."""


class InvalidCombinationError(RulesError):
    """A set of cards is not one of the six Tiến lên combinations."""


class IllegalPlayError(RulesError):
    """A play or a pass that the rules do not allow in the current state of the game."""


class InvalidHouseRulesError(RulesError):
    """An unknown house-rule switch, or a value of the wrong type or range."""
