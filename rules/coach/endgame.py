"""Exact endgames: two seats left, both hands known — who goes out first under best play.

With two seats still holding cards (a two-player game, or the last two of three or four) and the
other hand known (in a four-player game every unseen card is in it), the rest of the game is a
two-player perfect-information race. :func:`solve` searches it completely (memoised AND/OR
search over :class:`rules.coach.sim.Sim` states) within a node limit.

>>> from rules.cards import parse_cards
>>> from rules.house_rules import HouseRules
>>> rules = HouseRules()
>>> me, other = parse_cards("3S 3H 2S").mask, parse_cards("4S 4H 5D").mask
>>> solve(Sim([me, other], 0, rules), me=0)  # lead 2♠, then the 3s: out first
True
"""

from __future__ import annotations

from collections.abc import Callable

from rules.coach.fast import Combo, plays
from rules.coach.sim import Sim

__all__ = ["EndgameTooLarge", "solve", "winning_moves"]


class EndgameTooLarge(Exception):
    """The search went past its node limit."""


def _key(sim: Sim) -> tuple[object, ...]:
    table = sim.table
    return (
        tuple(sim.hands),
        -1 if table is None else table[3],
        sim.owner,
        sim.passed,
        sim.turn,
        len(sim.finished),
    )


def moves(sim: Sim) -> list[Combo | None]:
    """The seat on turn's moves: every distinct legal play (longest first), then a pass."""
    seat = sim.turn
    found = plays(sim.hands[seat], sim.table, sim.rules)
    unique = {c[3]: c for c in found}
    best_first: list[Combo] = sorted(unique.values(), key=lambda c: (-c[1], c[2]))
    ordered: list[Combo | None] = list(best_first)
    if sim.table is not None:
        ordered.append(None)
    return ordered


def _apply(sim: Sim, move: Combo | None) -> Sim:
    child = sim.copy()
    if move is None:
        child.pass_turn(child.turn)
    else:
        child.play(child.turn, move)
    return child


class _Search:
    def __init__(self, me: int, limit: int, stop: Callable[[], bool] | None = None) -> None:
        self.me = me
        self.limit = limit
        self.stop = stop
        self.nodes = 0
        self.memo: dict[tuple[object, ...], bool] = {}

    def wins(self, sim: Sim) -> bool:
        """Does ``me`` go out before the other seat still in, under best play from here?"""
        me = self.me
        if not sim.hands[me]:
            return True
        live = [s for s in range(sim.n) if sim.hands[s] and s not in sim.finished]
        if len(live) < 2 or me not in live:
            return me in sim.finished and sim.finished.index(me) < len(sim.finished) - 1
        key = _key(sim)
        found = self.memo.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if self.nodes > self.limit or (
            self.stop is not None and not self.nodes & 63 and self.stop()
        ):
            raise EndgameTooLarge
        mine = sim.turn == me
        result = not mine
        options = moves(sim)
        if mine:
            # Going out at once ends the search.
            hand = sim.hands[me]
            if any(m is not None and m[3] == hand for m in options):
                result = True
            else:
                result = any(self.wins(_apply(sim, m)) for m in options)
        else:
            other = sim.hands[sim.turn]
            if any(m is not None and m[3] == other for m in options):
                result = False
            else:
                result = all(self.wins(_apply(sim, m)) for m in options)
        self.memo[key] = result
        return result


def _check(sim: Sim, me: int) -> None:
    live = [s for s in range(sim.n) if sim.hands[s] and s not in sim.finished]
    if len(live) != 2 or me not in live:
        raise ValueError(f"the exact endgame needs seat {me} and exactly one other seat still in")


def solve(
    sim: Sim, me: int, *, limit: int = 200_000, stop: Callable[[], bool] | None = None
) -> bool:
    """True when ``me`` goes out before the other seat still in, whatever it does.

    ``sim`` holds both hands; raises :class:`EndgameTooLarge` past ``limit`` positions or
    once ``stop()`` says time is up.
    """
    _check(sim, me)
    return _Search(me, limit, stop).wins(sim)


def winning_moves(
    sim: Sim,
    me: int,
    candidates: list[Combo | None],
    *,
    limit: int = 200_000,
    stop: Callable[[], bool] | None = None,
) -> list[bool]:
    """For each of ``me``'s candidate moves now (``sim.turn == me``), does it win by force?"""
    _check(sim, me)
    search = _Search(me, limit, stop)
    out = []
    for move in candidates:
        child = _apply(sim, move)
        out.append(search.wins(child))
    return out
