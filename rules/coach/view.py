"""What one seat may do now, read from its :class:`rules.Observation` alone (never other hands).

:func:`check_observation` rejects an observation that cannot be coached, with a clear reason;
:func:`options` lists the legal plays (and whether passing — or waiting — is an option).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import FULL_DECK, CardSet
from rules.combos import Combination, can_bomb_out_of_turn
from rules.errors import RulesError
from rules.game import Observation
from rules.house_rules import HouseRules
from rules.legal import legal_plays

__all__ = ["CoachError", "Options", "check_observation", "options"]


class CoachError(RulesError):
    """An observation the coach cannot work from (unknown seat, unknown hand, impossible counts)."""


@dataclass(frozen=True, slots=True)
class Options:
    """The seat's choices: ``plays``, and ``can_pass`` (on turn against a table).

    ``out_of_turn`` is True when the seat is not on turn and its plays are bombs it may put on
    a single 2 now; then ``can_pass`` means "wait". ``lead`` is True on a new trick.
    """

    plays: list[Combination]
    can_pass: bool
    lead: bool
    out_of_turn: bool = False
    opening: bool = False


def check_observation(observation: Observation, house_rules: HouseRules | None = None) -> None:
    """Raise :class:`CoachError` with the reason when ``observation`` cannot be coached."""
    obs = observation
    if not isinstance(obs, Observation):
        raise CoachError(f"expected an Observation, got {type(obs).__name__}")
    if not isinstance(obs.players, int) or not 2 <= obs.players <= 4:
        raise CoachError(f"Tiến lên is played by 2 to 4 players, not {obs.players!r}")
    if isinstance(obs.seat, bool) or not isinstance(obs.seat, int):
        raise CoachError(f"the seat must be a number 0..{obs.players - 1}, not {obs.seat!r}")
    if not 0 <= obs.seat < obs.players:
        raise CoachError(
            f"no seat {obs.seat} at a table of {obs.players} (seats 0..{obs.players - 1})"
        )
    if len(obs.cards_left) != obs.players:
        raise CoachError(f"cards_left has {len(obs.cards_left)} entries for {obs.players} players")
    if obs.hand is None:
        raise CoachError(f"the hand of seat {obs.seat} is unknown: the coach needs its own hand")
    if obs.turn is not None and not 0 <= obs.turn < obs.players:
        raise CoachError(f"the seat on turn, {obs.turn}, is not at this table")
    if len(obs.finished) >= obs.players:
        raise CoachError("the game is over: nothing to suggest")
    if obs.seat in obs.finished:
        raise CoachError(f"seat {obs.seat} has already gone out: nothing to suggest")
    if len(obs.hand) != obs.cards_left[obs.seat]:
        raise CoachError(
            f"seat {obs.seat} holds {len(obs.hand)} cards but the counts say "
            f"{obs.cards_left[obs.seat]}"
        )
    clash = obs.hand & obs.played
    if clash:
        raise CoachError(f"{clash} cannot be both played and in the hand of seat {obs.seat}")
    for seat, count in enumerate(obs.cards_left):
        if not 0 <= count <= 13:
            raise CoachError(f"seat {seat} cannot hold {count} cards")
    unseen = len(FULL_DECK) - len(obs.played) - len(obs.hand)
    others = sum(c for s, c in enumerate(obs.cards_left) if s != obs.seat)
    if others > unseen:
        raise CoachError(
            f"the other seats hold {others} cards but only {unseen} are unseen: the counts "
            "or the played cards are wrong"
        )
    if obs.table is not None and obs.table.cards & obs.hand:
        raise CoachError(f"{obs.table.cards & obs.hand} is both on the table and in the hand")
    rules = house_rules if house_rules is not None else obs.house_rules
    if not isinstance(rules, HouseRules):
        raise CoachError(f"house rules must be a HouseRules, got {type(rules).__name__}")


def options(observation: Observation, house_rules: HouseRules | None = None) -> Options:
    """The seat's legal plays now (checked first with :func:`check_observation`)."""
    check_observation(observation, house_rules)
    obs = observation
    rules = house_rules if house_rules is not None else obs.house_rules
    hand = obs.hand
    assert hand is not None
    table = obs.table
    on_turn = obs.turn == obs.seat
    if obs.turn is None and table is None:
        # Nobody on turn yet (a watched first game): whoever holds the required card opens.
        on_turn = obs.required is None or obs.required in hand
    if not on_turn:
        if table is None:
            return Options([], False, False, out_of_turn=True)
        bombs = [
            c for c in legal_plays(hand, table, rules) if can_bomb_out_of_turn(c, table, rules)
        ]
        return Options(bombs, bool(bombs), False, out_of_turn=True)
    if table is None:
        opening = obs.required is not None
        plays = legal_plays(
            hand,
            None,
            rules,
            must_include=obs.required if opening and rules.require_3s_first_play else None,
            min_straight=rules.opening_min_straight if opening else 3,
        )
        if not plays:
            raise CoachError(f"seat {obs.seat} must open with {obs.required} but does not hold it")
        return Options(plays, False, True, opening=opening)
    return Options(legal_plays(hand, table, rules), True, False)


def unseen_cards(observation: Observation) -> CardSet:
    """Cards the seat has not seen: in other hands or set aside."""
    hand = observation.hand
    assert hand is not None
    return FULL_DECK - observation.played - hand
