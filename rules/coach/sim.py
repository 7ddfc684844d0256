"""A fast, full-information game state for the coach's playouts (value-space ints, no history).

It follows the same turn rules as :class:`rules.Game` — passes final or not, tricks swept when
all others have passed, the lead passing clockwise when the trick's winner has gone out, bombs on
a single 2 out of turn — but keeps only what a playout needs. ``rules.Game`` validates and
records every move (about 20× slower), which the arena and the tests use to check this one.
"""

from __future__ import annotations

from rules.coach.fast import SINGLE, Combo, beats, bombs, has_bomb
from rules.coach.plan import plan, plan_cost
from rules.coach.policy import choose, greedy_choice
from rules.house_rules import HouseRules

__all__ = ["Sim"]


class Sim:
    """Hands of every seat (value masks), the table, passes and the finishing order."""

    __slots__ = (
        "final",
        "finished",
        "greedy",
        "hands",
        "n",
        "owner",
        "passed",
        "plans",
        "rules",
        "table",
        "turn",
    )

    def __init__(
        self,
        hands: list[int],
        turn: int,
        rules: HouseRules,
        *,
        table: Combo | None = None,
        owner: int = -1,
        passed: int = 0,
        finished: list[int] | None = None,
        greedy: int = 0,
    ) -> None:
        self.n = len(hands)
        self.hands = hands
        self.turn = turn
        self.rules = rules
        self.final = rules.pass_is_final
        self.table = table
        self.owner = owner
        self.passed = passed
        self.finished = finished if finished is not None else []
        self.plans: list[list[Combo] | None] = [None] * self.n
        self.greedy = greedy
        """Bit mask of the seats that play like the greedy bot (the others: the planner)."""

    def copy(self) -> Sim:
        """An independent copy (plans are shared until a seat's hand changes)."""
        other = Sim.__new__(Sim)
        other.n = self.n
        other.hands = list(self.hands)
        other.turn = self.turn
        other.rules = self.rules
        other.final = self.final
        other.table = self.table
        other.owner = self.owner
        other.passed = self.passed
        other.finished = list(self.finished)
        other.plans = list(self.plans)
        other.greedy = self.greedy
        return other

    @property
    def over(self) -> bool:
        """Every place decided."""
        return len(self.finished) >= self.n

    def in_game(self) -> list[int]:
        """Seats still holding cards."""
        return [s for s in range(self.n) if self.hands[s]]

    def plan_of(self, seat: int) -> list[Combo]:
        """The seat's current plan (recomputed after it broke a planned combination)."""
        parts = self.plans[seat]
        if parts is None:
            parts = self.plans[seat] = plan(self.hands[seat])
        return parts

    def play(self, seat: int, combo: Combo) -> None:
        """``seat`` puts ``combo`` down (on turn, or a bomb out of turn)."""
        mask = combo[3]
        self.hands[seat] &= ~mask
        parts = self.plans[seat]
        if parts is not None:
            if combo in parts:
                parts = list(parts)
                parts.remove(combo)
                self.plans[seat] = parts
            else:
                self.plans[seat] = None
        self.table = combo
        self.owner = seat
        if self.final:
            self.passed &= ~(1 << seat)
        else:
            self.passed = 0
        if not self.hands[seat]:
            self.finished.append(seat)
            remaining = self.in_game()
            if len(remaining) == 1:
                self.finished.append(remaining[0])
                return
        self._advance(seat)

    def pass_turn(self, seat: int) -> None:
        """``seat`` passes."""
        self.passed |= 1 << seat
        self._advance(seat)

    def _advance(self, seat: int) -> None:
        owner = self.owner
        hands = self.hands
        passed = self.passed
        trick_over = True
        for s in range(self.n):
            if s != owner and hands[s] and not passed >> s & 1:
                trick_over = False
                break
        if trick_over:
            self.table = None
            self.owner = -1
            self.passed = 0
            self.turn = owner if hands[owner] else self._next_in(owner, 0)
            return
        self.turn = self._next_in(seat, passed if self.final else 0)

    def _next_in(self, seat: int, skip: int) -> int:
        n = self.n
        for step in range(1, n + 1):
            s = (seat + step) % n
            if self.hands[s] and not skip >> s & 1:
                return s
        raise AssertionError("nobody left to play")  # pragma: no cover

    def policy_move(self, seat: int) -> Combo | None:
        """The planner's move for ``seat`` (it sees only its hand and the counts)."""
        hands = self.hands
        n = self.n
        counts = [hands[s].bit_count() for s in range(n) if s != seat and hands[s]]
        if not counts:
            return None
        nxt = hands[(seat + 1) % n]
        step = 2
        while not nxt:
            nxt = hands[(seat + step) % n]
            step += 1
        parts = self.plans[seat]
        if parts is None:
            parts = self.plans[seat] = plan(hands[seat])
        return choose(hands[seat], self.table, self.rules, counts, nxt.bit_count(), parts)

    def out_of_turn_bomb(self, player: int) -> bool:
        """After ``player`` put a single 2 down: a seat that already passed bombs it if it can.

        Returns True when someone did. (Seats still to act bomb on their own turn.)
        """
        if not (self.passed and self.rules.bombs):
            return False
        table = self.table
        assert table is not None
        for step in range(1, self.n):
            s = (player + step) % self.n
            if self.passed >> s & 1 and not self.greedy >> s & 1 and has_bomb(self.hands[s]):
                found = [b for b in bombs(self.hands[s]) if beats(b, table, self.rules)]
                if found:
                    self.play(s, min(found, key=lambda c: (c[1], c[2])))
                    return True
        return False

    def step(self) -> None:
        """The seat on turn makes the planner's move."""
        seat = self.turn
        if self.greedy >> seat & 1:
            move = greedy_choice(self.hands[seat], self.table, self.rules)
        else:
            move = self.policy_move(seat)
        if move is None:
            self.pass_turn(seat)
            return
        self.play(seat, move)
        if move[2] >= 48 and move[0] == SINGLE and len(self.finished) < self.n:
            self.out_of_turn_bomb(seat)

    def playout(self, me: int, *, stop_at_first: bool = False) -> tuple[int, int]:
        """Play on with the planner until ``me`` goes out: (my place 0-based, my cards when the
        first seat went out; -2 when someone was out before the playout started).

        ``stop_at_first``: once another seat has gone out first, stop and estimate the place by
        comparing how far each hand left is from going out (its plan cost) — a quarter of the
        work of a playout, spent on places worth little next to the first.
        """
        cards_at_first = -2 if self.finished else -1
        n = self.n
        hands = self.hands
        while hands[me] and len(self.finished) < n:
            self.step()
            if cards_at_first == -1 and self.finished:
                cards_at_first = hands[me].bit_count()
                if stop_at_first and hands[me] and len(self.finished) < n:
                    mine = plan_cost(hands[me])
                    ahead = sum(
                        1
                        for s in range(n)
                        if s != me
                        and hands[s]
                        and s not in self.finished
                        and plan_cost(hands[s]) < mine
                    )
                    return len(self.finished) + ahead, cards_at_first
        if cards_at_first == -1:
            cards_at_first = 0
        return self.finished.index(me), cards_at_first
