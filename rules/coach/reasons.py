"""Reasons in plain words, drawn from what the seed players teach (DESIGN.md §4):

keep the 2s until opponents are down to a few cards; don't break a straight or double sequence
for a pair; lead the type the others can't answer; count the 2s and aces that are gone; a bomb
is ready for a 2; note who passed on what.

Each reason comes with *ideas*, short names of the strategy behind it, so that a page (or a
test) can tell which lesson a suggestion teaches without parsing the sentence.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rules.coach.fast import (
    ACES_MASK,
    DOUBLE_SEQUENCE,
    PAIR,
    SINGLE,
    STRAIGHT,
    TRIPLE,
    TWO_RANK,
    TWOS_MASK,
    Combo,
    bombs,
    combo_of,
    from_values,
    same_shape_beating,
    to_values,
)
from rules.coach.plan import plan
from rules.coach.policy import KEEP_TWOS_UNTIL, is_control
from rules.coach.view import Options
from rules.combos import Combination
from rules.game import Observation
from rules.house_rules import HouseRules

__all__ = ["Context", "explain"]

_KIND_WORDS = ("single", "pair", "triple", "straight", "double sequence", "four of a kind")


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _seats(seats: Iterable[int]) -> str:
    """Seats named in a sentence, 0-based like every message of the rules (the page shows
    them counting from 1).

    >>> _seats([1]), _seats([0, 1, 3])
    ('Seat 1', 'Seat 0, seat 1 and seat 3')
    """
    names = [f"seat {s}" for s in seats]
    text = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return text[0].upper() + text[1:]


def _twos(n: int) -> str:
    return "one 2" if n == 1 else f"{n} 2s"


def _part_words(part: Combo, rules: HouseRules) -> str:
    kind = part[0]
    cards = from_values(part[3], rules)
    if kind == STRAIGHT:
        return f"straight {cards}"
    if kind == DOUBLE_SEQUENCE:
        return f"double sequence {cards}"
    return f"{_KIND_WORDS[kind]} {cards}"


@dataclass(frozen=True, slots=True)
class Context:
    """Facts about the position that the reasons draw on (all from the observation)."""

    obs: Observation
    rules: HouseRules
    opts: Options
    hand: int
    parts: tuple[Combo, ...]
    unseen: int
    opponents: dict[int, int]
    fewest: int
    fewest_seat: int
    table: Combo | None

    @classmethod
    def build(cls, obs: Observation, rules: HouseRules, opts: Options) -> Context:
        """Collect the facts of one observation."""
        hand_cards = obs.hand
        assert hand_cards is not None
        hand = to_values(hand_cards, rules)
        unseen = to_values((1 << 52) - 1 - obs.played.mask - hand_cards.mask, rules)
        opponents = {
            s: obs.cards_left[s]
            for s in range(obs.players)
            if s != obs.seat and s not in obs.finished
        }
        fewest_seat = min(opponents, key=lambda s: (opponents[s], s)) if opponents else obs.seat
        return cls(
            obs,
            rules,
            opts,
            hand,
            tuple(plan(hand)),
            unseen,
            opponents,
            opponents.get(fewest_seat, 13),
            fewest_seat,
            None if obs.table is None else combo_of(obs.table, rules),
        )

    @property
    def twos_out(self) -> int:
        """2s neither played nor in this hand."""
        return (self.unseen & TWOS_MASK).bit_count()

    @property
    def aces_out(self) -> int:
        """Aces neither played nor in this hand."""
        return (self.unseen & ACES_MASK).bit_count()

    def beatable(self, combo: Combo) -> bool:
        """Could the unseen cards form a same-shape combination that beats ``combo``?"""
        return same_shape_beating(self.unseen, combo) is not None

    def broken_by(self, values: int) -> list[Combo]:
        """Planned combinations that a play takes only part of."""
        return [p for p in self.parts if p[3] & values and p[3] & ~values]

    def passed_on(self, combo: Combo) -> list[tuple[int, Combination]]:
        """Opponents still in who passed on a combination of the same shape as ``combo`` and
        no higher (so they probably cannot beat ``combo`` either), with the highest such one."""
        found = []
        for seat, tables in self.obs.passes_on().items():
            if seat not in self.opponents:
                continue
            same = [
                (c[2], t)
                for t in tables
                for c in [combo_of(t, self.rules)]
                if (c[0], c[1]) == (combo[0], combo[1]) and c[2] <= combo[2]
            ]
            if same:
                found.append((seat, max(same, key=lambda pair: pair[0])[1]))
        return found


def explain(
    ctx: Context,
    candidate: Combination | None,
    *,
    rank: int,
    score: float,
    exact: bool | None,
    lost_by_force: bool = False,
    gap: float = 0.0,
) -> tuple[str, tuple[str, ...]]:
    """A short reason (one or two sentences) and the ideas behind it.

    ``exact``: True or False when the endgame solver proved the move wins or loses the race
    for the best place left, None when the estimate comes from simulations.
    """
    said: list[tuple[str, str]] = []
    if candidate is None:
        _explain_pass(ctx, said)
    else:
        _explain_play(ctx, candidate, said)
    if exact is True:
        said.insert(0, ("exact", _sure_win(ctx)))
    elif exact is False:
        said.insert(
            0,
            ("exact", "If the others play well, this loses (the coach worked out every move)."),
        )
    elif lost_by_force and rank == 0:
        said.append(
            (
                "exact",
                "Against perfect play every choice loses; this one gives the others the most "
                "chances to go wrong.",
            )
        )
    ideas = tuple(dict.fromkeys(idea for idea, _ in said))
    cautions_only = said and all(_is_caution(idea, sentence) for idea, sentence in said)
    if candidate is not None and rank == 0 and exact is None and cautions_only:
        # Only warnings so far: say why it is still the pick.
        said[1:] = [("best_anyway", "Even so, it did best when the coach played each choice out.")]
        ideas = (*ideas, "best_anyway")
    text = " ".join(sentence for _, sentence in said[:2])
    return text, ideas


def _is_caution(idea: str, sentence: str) -> bool:
    """Does this sentence warn against the move rather than recommend it?"""
    return idea in ("dont_break", "keep_twos") or sentence.startswith("Count the 2s")


def _sure_win(ctx: Context) -> str:
    if not ctx.obs.finished:
        return "This wins for sure, whatever the others do: the coach worked out every move."
    return (
        "This beats the last player left for sure, whatever they do: the coach worked out "
        "every move."
    )


def _explain_pass(ctx: Context, said: list[tuple[str, str]]) -> None:
    opts = ctx.opts
    rules = ctx.rules
    table = ctx.table
    if opts.out_of_turn:
        said.append(("wait", "Wait: you need not bomb this 2 now; the bomb stays in your hand."))
        return
    assert table is not None
    answers = [to_values(c.cards, rules) for c in opts.plays]
    if not answers:
        said.append(("no_answer", "Pass: nothing in your hand beats the table."))
    twos_held = (ctx.hand & TWOS_MASK).bit_count()
    two_answers = [a for a in answers if a & TWOS_MASK]
    if two_answers and ctx.fewest > KEEP_TWOS_UNTIL:
        said.append(
            (
                "keep_twos",
                f"Pass and keep your {'2s' if twos_held > 1 else '2'}: every opponent still holds "
                f"at least {_plural(ctx.fewest, 'card')}, so a 2 is worth more later.",
            )
        )
    plain = [a for a in answers if not a & TWOS_MASK]
    breaking = [a for a in plain if ctx.broken_by(a)]
    if plain and len(breaking) == len(plain):
        broken = ctx.broken_by(breaking[0])
        multi = [p for p in broken if p[0] in (STRAIGHT, DOUBLE_SEQUENCE)] or broken
        said.append(
            (
                "dont_break",
                f"Pass rather than break your {_part_words(multi[0], rules)} to answer this "
                f"{_KIND_WORDS[table[0]]}.",
            )
        )
    my_bombs = bombs(ctx.hand) if rules.bombs else []
    if my_bombs and ctx.twos_out and not any(a for a in answers if a in [b[3] for b in my_bombs]):
        said.append(
            (
                "bomb_ready",
                f"Keep your {_part_words(my_bombs[0], rules)} ready for a 2 "
                f"({_twos(ctx.twos_out)} still out).",
            )
        )
    if not said:
        said.append(
            (
                "save",
                "Pass: the cards that could answer are worth more later; let the others spend "
                "theirs.",
            )
        )


def _explain_play(ctx: Context, combo: Combination, said: list[tuple[str, str]]) -> None:
    rules = ctx.rules
    values = to_values(combo.cards, rules)
    mine = combo_of(combo, rules)
    left = ctx.hand & ~values
    table = ctx.table
    name = combo.describe()
    if not left:
        said.append(("go_out", "Go out: these are your last cards."))
        return
    if table is not None and table[0] <= TRIPLE and table[2] >> 2 == TWO_RANK and combo.is_bomb:
        twos = "2s" if table[1] > 1 else "2"
        said.append(
            (
                "bomb_the_two",
                f"Bomb the {twos} with your {name}: it beats the {twos} and wins you the lead.",
            )
        )
        return
    if ctx.opts.out_of_turn:
        said.append(("bomb_the_two", f"Bomb the 2 now, out of turn, with your {name}."))
        return
    holds_two = bool(values & TWOS_MASK)
    if holds_two:
        if ctx.fewest <= KEEP_TWOS_UNTIL:
            said.append(
                (
                    "twos_now",
                    f"Spend the 2 now: seat {ctx.fewest_seat} is down to "
                    f"{_plural(ctx.fewest, 'card')}, so take control before they go out.",
                )
            )
        elif len(ctx.parts) <= 3:
            said.append(
                (
                    "twos_now",
                    "Spend the 2 now: you are close to going out and need to win the lead.",
                )
            )
        else:
            said.append(
                (
                    "keep_twos",
                    "This spends a 2 early: every opponent still holds at least "
                    f"{_plural(ctx.fewest, 'card')}, and 2s are usually worth more later.",
                )
            )
    broken = ctx.broken_by(values)
    multi = [p for p in broken if p[0] in (STRAIGHT, DOUBLE_SEQUENCE)]
    if multi and mine[0] not in (STRAIGHT, DOUBLE_SEQUENCE):
        said.append(
            (
                "dont_break",
                f"It breaks your {_part_words(multi[0], rules)}; keep sequences together when "
                "you can.",
            )
        )
    elif broken and mine[0] == SINGLE and any(p[0] in (PAIR, TRIPLE) for p in broken):
        pair = next(p for p in broken if p[0] in (PAIR, TRIPLE))
        said.append(
            (
                "dont_break",
                f"It splits your {_part_words(pair, rules)}, which is easier to get rid of whole.",
            )
        )
    unbeatable = not ctx.beatable(mine)
    if unbeatable and not holds_two:
        said.append(
            (
                "unbeatable",
                f"Nobody can beat this {name}: every higher one has been played or is in "
                "your hand"
                + (" (that is why you count the 2s and aces)." if mine[2] >> 2 >= 10 else "."),
            )
        )
    elif unbeatable and holds_two:
        said.append(("count", f"All higher 2s are gone, so this {name} wins the trick."))
    if table is None:
        _explain_lead(ctx, combo, mine, said)
    else:
        in_plan = mine in ctx.parts
        if not said or (not multi and in_plan and not holds_two):
            same_shape = [
                combo_of(c, rules)
                for c in ctx.opts.plays
                if (c.kind, c.length) == (combo.kind, combo.length)
            ]
            lowest = all(mine[2] <= other[2] for other in same_shape)
            if in_plan:
                what = (
                    f"you have to play {'that card' if mine[0] == SINGLE else 'these'} sometime "
                    "anyway, and the rest of your hand stays together"
                )
            elif lowest:
                what = "your lowest answer"
            else:
                what = "high enough that the others may not beat it"
            on_table = ctx.obs.table.describe() if ctx.obs.table else "table"
            said.append(("cheap_answer", f"Beat the {on_table} with {combo}: {what}."))
    if not holds_two and mine[2] >> 2 >= 11 and mine[0] == SINGLE and ctx.twos_out:
        said.append(
            (
                "count",
                "Count the 2s: "
                + (
                    "one is still out and can beat it."
                    if ctx.twos_out == 1
                    else f"{ctx.twos_out} are still out and can beat it."
                ),
            )
        )
    my_bombs = bombs(left) if rules.bombs else []
    if my_bombs and ctx.twos_out and not combo.is_bomb:
        said.append(
            (
                "bomb_ready",
                f"Your {_part_words(my_bombs[0], rules)} stays ready to bomb a 2.",
            )
        )


def _explain_lead(
    ctx: Context, combo: Combination, mine: Combo, said: list[tuple[str, str]]
) -> None:
    name = combo.describe()
    passed = ctx.passed_on(mine)
    if passed:
        highest = max((t for _, t in passed), key=lambda t: ctx.rules.card_value(t.top))
        who = "Everyone else" if len(passed) == len(ctx.opponents) else _seats(s for s, _ in passed)
        said.append(
            (
                "passed_on",
                f"{who} passed on {highest.cards} before, so they probably cannot beat this: "
                f"lead the kind of play the others can't answer.",
            )
        )
    if ctx.fewest == 1:
        if mine[0] != SINGLE:
            said.append(
                (
                    "danger",
                    f"Seat {ctx.fewest_seat} has one card left: lead a {name}, not a single.",
                )
            )
        else:
            said.append(
                (
                    "danger",
                    f"Seat {ctx.fewest_seat} has one card left: if you lead a single, lead high.",
                )
            )
    weak = [p for p in ctx.parts if not is_control(p)]
    if weak and mine == weak[0]:
        said.append(
            (
                "lead_low",
                f"Lead your lowest {name} while your high cards can still win the lead back.",
            )
        )
    elif mine in ctx.parts:
        said.append(("lead", f"Lead {combo.cards}: it keeps the rest of your hand together."))
    elif not said:
        said.append(("lead", f"Lead {combo.cards}."))
