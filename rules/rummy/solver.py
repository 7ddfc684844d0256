"""The exact hand solver: the arrangement of a rummy hand into melds with the lowest penalty.

:func:`solve` checks a hand against the game (codes, copies per deck, jokers, hand size for the
round) and returns an :class:`Arrangement`; :func:`solve_hand` does the same for a hand of any
size (tests, advice).

Hand sizes. A hand of the size held between turns (r+2 cards in round r of Thirteen rummy, 13 in
Indian rummy) is scored as it is: ``valid_declaration`` means every card is melded, so the player
goes out (declares) on the next turn, whatever is drawn. A hand of one card more (just drawn: r+3
or 14) must discard exactly one card: the solver chooses the discard too, ``discard`` names it,
and ``valid_declaration`` means the player can go out (declare) now.

How it works. The hand is a multiset of at most 53 card kinds, packed into one integer with four
bits per kind present (a count and a guard bit, so "does this meld fit" and "take it away" are
one subtraction). Candidate melds are listed once per hand: every set/group (every sub-multiset
of a rank, with a joker count) and every run/sequence (every window of positions of a suit,
with jokers in the gaps and at the ends). Then a memoised search takes the lowest card kind left
and either leaves it unmelded, discards it, turns it into a joker (a wild-rank card), or uses it
in one of the candidate melds whose lowest kind it is. Jokers are a count. In Indian rummy a
wild-rank card keeps its identity (it may make a pure sequence or a group as itself); the joker
count may go negative while wild-rank cards are still to come (each is then converted to pay
the debt), so a meld may use a wild card that sorts after it, and the state also holds the
number of pure sequences and sequences (capped at 1 and 2). In Thirteen rummy a wild card is
as good as a joker even in its own place, so wild cards are only a count there. The Indian
penalty rules for hands that cannot declare (no pure sequence: every card counts; a pure
sequence but no second sequence: every card outside it counts) are computed beside the search,
and the 80 cap applied last. Every choice is explored (memoised; a branch stops early only once
a cost of 0 is found), so the result is exact; ``tests/rummy`` checks it against a brute force.

>>> a = solve("AS 2S 3S 7H 7D 7C 9D", "thirteen_rummy", round=5)
>>> [str(m) for m in a.melds], [str(c) for c in a.unmelded], a.penalty, a.valid_declaration
(['A♠ 2♠ 3♠', '9♦ 7♣ 7♦ 7♥'], [], 0, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import combinations, product
from typing import Any, Final

from rules.rummy.cards import ACE, JOKER, RANK_SYMBOLS, RummyCard, parse_hand
from rules.rummy.errors import InvalidRummyHandError, InvalidRummyRulesError
from rules.rummy.melds import Meld
from rules.rummy.rulesets import (
    GameName,
    IndianRummyRules,
    RummyRules,
    ThirteenRummyRules,
    rules_for,
)

_INF: Final = 1 << 60
_SCALE: Final = 64  # cost = penalty * _SCALE + number of cards left unmelded (ties: fewer)
_FIELD: Final = 4
_SET, _RUN, _PURE = 0, 1, 2


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand arranged into melds with the lowest possible penalty.

    ``unmelded`` holds every card that is not in ``melds`` (nor the ``discard``); ``penalty`` is
    what they cost under the game's rules, after the cap. ``valid_declaration`` says whether the
    hand goes out / declares as it is (Thirteen rummy: every card melded; Indian rummy: every card
    melded, two sequences or more, one pure or more) — a hand can cost 0 and still not be one,
    e.g. with a spare joker. ``note`` says which penalty rule applied.
    """

    melds: tuple[Meld, ...]
    unmelded: tuple[RummyCard, ...]
    penalty: int
    valid_declaration: bool
    discard: RummyCard | None
    game: GameName
    wild_rank: int | None
    round: int | None = None
    note: str = ""

    @property
    def cards(self) -> tuple[RummyCard, ...]:
        """Every card of the hand (melded, unmelded and the discard), sorted."""
        out = [c for m in self.melds for c in m.cards] + list(self.unmelded)
        if self.discard is not None:
            out.append(self.discard)
        return tuple(sorted(out))

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly form."""
        return {
            "game": self.game,
            "round": self.round,
            "wild_rank": RANK_SYMBOLS[self.wild_rank] if self.wild_rank else None,
            "melds": [m.to_dict() | {"label": m.label(self.game)} for m in self.melds],
            "unmelded": [c.code for c in self.unmelded],
            "discard": self.discard.code if self.discard else None,
            "penalty": self.penalty,
            "valid_declaration": self.valid_declaration,
            "note": self.note,
        }

    def __str__(self) -> str:
        parts = [f"{m.label(self.game)} {m.describe()}" for m in self.melds]
        text = "; ".join(parts) if parts else "no melds"
        if self.unmelded:
            text += " | unmelded " + " ".join(str(c) for c in self.unmelded)
        if self.discard is not None:
            text += f" | discard {self.discard}"
        return f"{text} | penalty {self.penalty}" + (
            " | goes out" if self.valid_declaration else ""
        )


def solve(
    cards: str | Iterable[str | RummyCard],
    game: str,
    round: int | None = None,
    wild_rank: int | str | None = None,
    rules: RummyRules | Mapping[str, Any] | None = None,
) -> Arrangement:
    """The lowest-penalty arrangement of a hand, and whether it goes out / declares.

    ``cards``: codes (``["QH", "JK", "10S"]``) or one string. ``game``: ``"thirteen_rummy"`` or
    ``"indian"``. Thirteen rummy needs ``round`` (1..11; it sets the wild rank and the hand size)
    or ``wild_rank`` (3..13, which is the same thing); Indian rummy takes an optional
    ``wild_rank`` (1..13 or a rank symbol such as ``"Q"``) and no round. The hand holds the cards
    kept between turns (r+2, or 13) or one more (just drawn: the solver picks the discard).

    >>> solve(["QH", "JK", "10S"], "indian", rules={"hand_size": 3}).penalty
    20
    """
    rs = rules_for(game, rules)
    hand = parse_hand(cards)
    check_hand(hand, rs)
    wild = _parse_wild_rank(wild_rank)
    if isinstance(rs, ThirteenRummyRules):
        if round is None and wild is None:
            raise InvalidRummyRulesError(
                "Thirteen rummy needs the round (1..11) or the wild rank (3..K) to solve a hand"
            )
        if round is None:
            assert wild is not None
            if not 3 <= wild <= rs.rounds + 2:
                raise InvalidRummyRulesError(
                    f"wild rank {RANK_SYMBOLS[wild]} is no round's wild rank in Thirteen rummy "
                    f"(3..{RANK_SYMBOLS[rs.rounds + 2]})"
                )
            round = wild - 2
        dealt = rs.cards_dealt(round)
        if wild is not None and wild != dealt:
            raise InvalidRummyRulesError(
                f"wild rank {RANK_SYMBOLS[wild]} does not match round {round}, whose wild rank "
                f"is {RANK_SYMBOLS[dealt]}"
            )
        held = wild = dealt
    else:
        if round is not None:
            raise InvalidRummyRulesError(
                f"Indian rummy has no numbered rounds (round={round!r}); give wild_rank instead"
            )
        held = rs.hand_size
    if len(hand) not in (held, held + 1):
        where = f"round {round} of Thirteen rummy" if round is not None else "Indian rummy"
        raise InvalidRummyHandError(
            f"{len(hand)} cards ({' '.join(c.code for c in hand) or 'none'}): a hand in {where} "
            f"holds {held} cards, or {held + 1} just after drawing"
        )
    return _solve(hand, rs, wild, discards=len(hand) - held, round=round)


def solve_hand(
    cards: str | Iterable[str | RummyCard],
    game: str,
    wild_rank: int | str | None = None,
    discard: bool = False,
    rules: RummyRules | Mapping[str, Any] | None = None,
) -> Arrangement:
    """Like :func:`solve` for a hand of any size: ``discard`` says whether one card must be
    discarded. In Indian rummy a declaration still needs every card melded with two sequences,
    one of them pure.

    >>> solve_hand("5S 6S 7S 9H 9D", "indian").penalty
    18
    """
    rs = rules_for(game, rules)
    hand = parse_hand(cards)
    if discard and not hand:
        raise InvalidRummyHandError("cannot discard from an empty hand")
    return _solve(hand, rs, _parse_wild_rank(wild_rank), discards=int(bool(discard)))


def check_hand(hand: tuple[RummyCard, ...], rs: RummyRules, players: int | None = None) -> None:
    """Raise :class:`InvalidRummyHandError` if the decks in play cannot hold ``hand``."""
    counts = Counter(hand)
    copies = rs.max_copies(players)
    jokers = counts.pop(JOKER, 0)
    if jokers:
        if isinstance(rs, ThirteenRummyRules):
            raise InvalidRummyHandError(
                f"JK in {' '.join(c.code for c in hand)}: Thirteen rummy is played without "
                "printed jokers"
            )
        limit = rs.max_jokers(players)
        if jokers > limit:
            raise InvalidRummyHandError(
                f"{jokers} printed jokers in {' '.join(c.code for c in hand)}: only {limit} in "
                f"play with {copies} deck{'s' if copies > 1 else ''}"
            )
    for card, n in counts.items():
        if n > copies:
            raise InvalidRummyHandError(
                f"{card.code} appears {n} times in {' '.join(c.code for c in hand)}: only {copies} "
                f"cop{'ies' if copies > 1 else 'y'} with {copies} deck{'s' if copies > 1 else ''}"
            )


def _parse_wild_rank(wild_rank: int | str | None) -> int | None:
    if wild_rank is None:
        return None
    if isinstance(wild_rank, str):
        text = wild_rank.strip().upper()
        text = "10" if text == "T" else text
        if text in RANK_SYMBOLS[1:]:
            return RANK_SYMBOLS.index(text)
        if text.isdigit():
            wild_rank = int(text)
    if isinstance(wild_rank, bool) or not isinstance(wild_rank, int) or not 1 <= wild_rank <= 13:
        raise InvalidRummyRulesError(
            f"wild rank must be 1..13 or a rank symbol (A, 2-10, J, Q, K): {wild_rank!r}"
        )
    return wild_rank


@dataclass(frozen=True, slots=True)
class _Candidate:
    """A meld the search may take: its natural kinds and how many jokers it uses."""

    jokers: int
    wilds: int  # wild-rank cards among the naturals
    mtype: int  # _SET, _RUN or _PURE
    kinds: tuple[int, ...]  # natural kinds (rummy card indices), with repeats
    rank_or_suit: int
    lo: int  # runs: first position of the window; sets: 0
    hi: int


def _solve(
    hand: tuple[RummyCard, ...],
    rs: RummyRules,
    wild: int | None,
    discards: int,
    round: int | None = None,
) -> Arrangement:
    check_hand(hand, rs)
    return _Search(hand, rs, wild, discards).arrangement(round)


class _Search:
    """One hand's candidate melds and the memoised search over them."""

    def __init__(
        self, hand: tuple[RummyCard, ...], rs: RummyRules, wild: int | None, discards: int
    ) -> None:
        self.hand = hand
        self.rs = rs
        self.wild = wild
        self.discards = discards
        self.indian = indian = isinstance(rs, IndianRummyRules)
        # Thirteen rummy has no printed jokers, and a wild card there is as good as a joker even
        # in its own place (a run with 7♠ as itself, or a set of 7s, is the same meld with the
        # 7s as jokers), so its wild cards leave the card counts and become a joker count.
        self.pool0 = [c for c in hand if c.is_joker or (not indian and c.rank == wild)]
        naturals = Counter(c.index for c in hand if c not in self.pool0)
        self.printed = len(self.pool0)
        self.kinds = kinds = sorted(naturals)
        field_of = {k: i for i, k in enumerate(kinds)}
        self.units = units = [1 << (_FIELD * i) for i in range(len(kinds))]
        self.state0 = sum(naturals[k] * units[i] for i, k in enumerate(kinds))
        self.is_wild = [int(RummyCard.from_index(k).rank == wild) for k in kinds]
        self.wild_total = sum(naturals[k] for i, k in enumerate(kinds) if self.is_wild[i])
        self.candidates, self.windows = _candidates(
            naturals, self.printed + self.wild_total, wild, rs
        )
        self.needs = [sum(units[field_of[k]] for k in c.kinds) for c in self.candidates]
        self.field_of = field_of
        self.ones = sum(units)
        self.wild_ones = sum(u for u, w in zip(units, self.is_wild, strict=True) if w)
        # Flags: 3 * (has a pure sequence) + sequences (capped at 2); Thirteen rummy keeps 0.
        if self.indian:
            self.trans = [
                [f, 3 * (f // 3) + min(2, f % 3 + 1), 3 + min(2, f % 3 + 1)] for f in range(6)
            ]
            self.accept = 5
        else:
            self.trans = [[0, 0, 0]]
            self.accept = 0
        # Keys: state << 10 | (jokers + 32) << 4 | discards left << 3 | flags.
        self.memo: dict[int, int] = {}
        # how: (0, -) unmelded, (1, -) discard, (2, -) becomes a joker, (3, candidate index),
        # (4, window index)
        self.how: dict[int, tuple[int, int]] = {}
        self.cost_a = self._search(field_of)

    def value(self, card: RummyCard) -> int:
        """Penalty of one unmelded card."""
        if isinstance(self.rs, IndianRummyRules):
            return self.rs.card_value(card, self.wild)
        return self.rs.card_value(card)

    def _search(self, field_of: dict[int, int]) -> int:
        kinds, units, is_wild = self.kinds, self.units, self.is_wild
        guard = sum(8 << (_FIELD * i) for i in range(len(kinds)))
        cost_unmelded = [self.value(RummyCard.from_index(k)) * _SCALE + 1 for k in kinds]
        if self.indian or self.wild is None:
            leftover_joker = 1
            loose_set = 1 << 30  # spare jokers never form a meld of their own
        else:
            leftover_joker = self.value(RummyCard(self.wild, 0)) * _SCALE + 1
            loose_set = 3  # three spare wild cards or more are a set of the wild rank
        by_low: list[list[tuple[int, int, int, int, int]]] = [[] for _ in kinds]
        for index, cand in enumerate(self.candidates):
            low = min(field_of[k] for k in cand.kinds)
            by_low[low].append((self.needs[index], cand.jokers, cand.wilds, cand.mtype, index))
        by_window: list[list[tuple[int, int, int]]] = [[] for _ in kinds]
        for index, (_suit, lo, hi, window_kinds) in enumerate(self.windows):
            wmask = sum(units[field_of[k]] for k in window_kinds)
            for k in window_kinds:
                by_window[field_of[k]].append((wmask, hi - lo + 1, index))
        ones, wild_ones = self.ones, self.wild_ones
        trans, accept, memo, how = self.trans, self.accept, self.memo, self.how

        def best(state: int, jokers: int, disc: int, flags: int, wild_left: int) -> int:
            if jokers + wild_left < 0:
                return _INF
            key = state << 10 | (jokers + 32) << 4 | disc << 3 | flags
            found = memo.get(key)
            if found is not None:
                return found
            if state == 0:
                left = jokers
                if disc and left:
                    left -= 1
                    disc = 0
                if disc or flags != accept:
                    result = _INF
                else:
                    result = 0 if left >= loose_set else left * leftover_joker
                memo[key] = result
                return result
            f = ((state & -state).bit_length() - 1) // _FIELD
            rest = state - units[f]
            w = is_wild[f]
            result = cost_unmelded[f] + best(rest, jokers, disc, flags, wild_left - w)
            move = (0, 0)
            if disc:
                cost = best(rest, jokers, 0, flags, wild_left - w)
                if cost < result:
                    result, move = cost, (1, 0)
            if w:
                cost = best(rest, jokers + 1, disc, flags, wild_left - 1)
                if cost < result:
                    result, move = cost, (2, 0)
            if result == 0:  # nothing is cheaper than every card melded
                memo[key] = result
                how[key] = move
                return result
            fl = trans[flags]
            sg = state | guard
            for needs, mj, mw, mt, index in by_low[f]:
                if (sg - needs) & guard != guard:
                    continue
                wl = wild_left - mw
                jl = jokers - mj
                if jl + wl < 0:
                    continue
                cost = best(state - needs, jl, disc, fl[mt], wl)
                if cost < result:
                    result, move = cost, (3, index)
                    if not cost:
                        break
            windows = by_window[f]
            if windows and result:
                present = (state | state >> 1 | state >> 2) & ones
                for wmask, length, index in windows:
                    needs = present & wmask
                    wl = wild_left - (needs & wild_ones).bit_count()
                    jl = jokers - length + needs.bit_count()
                    if jl + wl < 0:
                        continue
                    cost = best(state - needs, jl, disc, flags, wl)
                    if cost < result:
                        result, move = cost, (4, index)
                        if not cost:
                            break
            memo[key] = result
            how[key] = move
            return result

        return best(self.state0, self.printed, self.discards, 0, self.wild_total)

    def arrangement(self, round: int | None) -> Arrangement:
        """The best arrangement: the search's, or (Indian rummy) one of the penalty rules for
        hands that cannot declare; then the cap."""
        hand, value, discards = self.hand, self.value, self.discards
        total = sum(value(c) for c in hand)
        options: list[tuple[int, int, str]] = []  # (cost, preference, which rule)
        if self.cost_a < _INF:
            options.append((self.cost_a, 0, "melds"))
        pure_choice: _Candidate | None = None
        if self.indian:
            # A pure sequence but no second sequence: every card outside the pure sequence counts.
            best_b: int | None = None
            for cand in self.candidates:
                if cand.mtype != _PURE:
                    continue
                rest = Counter(hand)
                for k in cand.kinds:
                    rest[RummyCard.from_index(k)] -= 1
                if discards and sum(rest.values()) == 0:
                    continue  # the discard must come from outside the pure sequence
                inside = sum(value(RummyCard.from_index(k)) for k in cand.kinds)
                spare = max((value(c) for c, n in rest.items() if n > 0), default=0)
                cost = total - inside - (spare if discards else 0)
                if best_b is None or cost < best_b:
                    best_b, pure_choice = cost, cand
            if best_b is not None and pure_choice is not None:
                left = len(hand) - len(pure_choice.kinds) - discards
                options.append((best_b * _SCALE + left, 1, "pure only"))
            # No pure sequence: the whole hand counts.
            spare_all = max((value(c) for c in hand), default=0) if discards else 0
            options.append(((total - spare_all) * _SCALE + len(hand) - discards, 2, "whole hand"))
        cost, _, which = min(options)
        penalty = cost // _SCALE
        cap = self.rs.penalty_cap if isinstance(self.rs, IndianRummyRules) else None
        cap_note = ""
        if cap is not None and penalty > cap:
            penalty, cap_note = cap, f"; capped at {cap}"
        game, wild = self.rs.game, self.wild

        if which != "melds":
            remaining = Counter(hand)
            melds: tuple[Meld, ...] = ()
            if which == "pure only":
                assert pure_choice is not None
                for k in pure_choice.kinds:
                    remaining[RummyCard.from_index(k)] -= 1
                melds = (_make_meld(pure_choice, []),)
                note = "a pure sequence but no second sequence: every card outside it counts"
            else:
                note = "no pure sequence: every card counts"
            rest_cards = sorted(remaining.elements())
            dropped = None
            if discards:
                dropped = max(rest_cards, key=lambda c: (value(c), c.index))
                rest_cards.remove(dropped)
            return Arrangement(
                melds,
                tuple(rest_cards),
                penalty,
                False,
                dropped,
                game,
                wild,
                round,
                note + cap_note,
            )

        # Walk the search's choices from the start.
        chosen: list[_Candidate] = []
        unmelded: list[RummyCard] = []
        converted: list[RummyCard] = []
        dropped = None
        state, jokers, disc, flags = self.state0, self.printed, discards, 0
        while state:
            kind, index = self.how[state << 10 | (jokers + 32) << 4 | disc << 3 | flags]
            if kind == 3:
                cand = self.candidates[index]
                chosen.append(cand)
                state -= self.needs[index]
                jokers -= cand.jokers
                flags = self.trans[flags][cand.mtype]
                continue
            if kind == 4:
                suit, lo, hi, window_kinds = self.windows[index]
                taken = tuple(k for k in window_kinds if (state >> (_FIELD * self.field_of[k])) & 7)
                gaps = hi - lo + 1 - len(taken)
                wilds = sum(1 for k in taken if k % 13 + 1 == self.wild)
                chosen.append(_Candidate(gaps, wilds, _RUN, taken, suit, lo, hi))
                state -= sum(self.units[self.field_of[k]] for k in taken)
                jokers -= gaps
                continue
            f = ((state & -state).bit_length() - 1) // _FIELD
            card = RummyCard.from_index(self.kinds[f])
            state -= self.units[f]
            if kind == 0:
                unmelded.append(card)
            elif kind == 1:
                dropped, disc = card, 0
            else:
                converted.append(card)
                jokers += 1
        pool = sorted(self.pool0) + converted
        built = []
        chosen.sort(key=lambda cand: cand.mtype == _SET)  # runs first: wild cards in place
        for cand in chosen:
            built.append(_make_meld(cand, pool, self.wild if not self.indian else None))
        if disc and pool:
            dropped = pool.pop()
        if not self.indian and len(pool) >= 3:
            assert self.wild is not None
            built.append(Meld("set", tuple(pool), (False,) * len(pool), self.wild))
            pool = []
        unmelded.extend(pool)
        unmelded.sort()
        assert sum(value(c) for c in unmelded) == self.cost_a // _SCALE
        valid = self.cost_a == 0
        if game == "indian":
            note = "declaration: every card melded" if valid else "two sequences, one pure"
        else:
            note = "goes out: every card melded" if valid else "unmelded cards count"
        built.sort(key=lambda m: (m.kind != "run", not m.pure, m.cards[0].index))
        return Arrangement(
            tuple(built),
            tuple(unmelded),
            penalty,
            valid,
            dropped,
            game,
            wild,
            round,
            note + cap_note,
        )


def _make_meld(cand: _Candidate, pool: list[RummyCard], wild: int | None = None) -> Meld:
    """The meld of a candidate, taking its jokers from the front of ``pool`` — or, for a run in
    Thirteen rummy (``wild`` given), a wild card that belongs in the gap, shown as itself."""
    naturals = sorted(RummyCard.from_index(k) for k in cand.kinds)
    if cand.mtype == _SET:
        jokers = pool[: cand.jokers]
        del pool[: cand.jokers]
        cards = tuple(naturals) + tuple(jokers)
        flags = (False,) * len(naturals) + (True,) * len(jokers)
        return Meld("set", cards, flags, cand.rank_or_suit)
    by_position = {}
    for c in naturals:
        position = c.rank
        if c.rank == ACE and cand.hi == 14:
            position = 14
        by_position[position] = c
    gaps = [p for p in range(cand.lo, cand.hi + 1) if p not in by_position]
    if wild is not None:
        for position in gaps:
            own = RummyCard(1 if position == 14 else position, cand.rank_or_suit)
            if own.rank == wild and own in pool:
                pool.remove(own)
                by_position[position] = own
    out: list[RummyCard] = []
    as_joker: list[bool] = []
    for position in range(cand.lo, cand.hi + 1):
        natural = by_position.get(position)
        if natural is None:
            out.append(pool.pop(0))
            as_joker.append(True)
        else:
            out.append(natural)
            as_joker.append(False)
    return Meld("run", tuple(out), tuple(as_joker), cand.lo, cand.rank_or_suit)


def _candidates(
    naturals: Counter[int], joker_supply: int, wild: int | None, rs: RummyRules
) -> tuple[list[_Candidate], list[tuple[int, int, int, tuple[int, ...]]]]:
    """Every meld of the hand's natural cards with up to ``joker_supply`` jokers, once each —
    except Thirteen rummy's runs shorter than 13, returned as windows ``(suit, lo, hi, kinds)``
    that the search fills with every natural card still in hand (jokers in the other places).

    Why that is exact: if a run put a joker where a natural card X of the hand belongs, and X is
    elsewhere — in a set, standing in as a wild card, discarded, or in a run taken later — X and
    the joker can swap places (a meld left with wild cards only is a set of the wild rank); if X
    is unmelded, X goes into the run and the joker extends the run at an end, which is possible
    unless the run is 13 long. So runs of 13 are listed with every choice of gaps.
    """
    indian = isinstance(rs, IndianRummyRules)
    out: list[_Candidate] = []
    windows: list[tuple[int, int, int, tuple[int, ...]]] = []
    seen: set[tuple[tuple[int, ...], int, int]] = set()

    def add(kinds: tuple[int, ...], jokers: int, mtype: int, key: int, lo: int, hi: int) -> None:
        wilds = sum(1 for k in kinds if k % 13 + 1 == wild)
        if jokers > joker_supply - wilds:
            return
        ident = (kinds, jokers, mtype)
        if ident in seen:
            return
        seen.add(ident)
        out.append(_Candidate(jokers, wilds, mtype, kinds, key, lo, hi))

    # Sets / groups.
    for rank in range(1, 14):
        present = [(s * 13 + rank - 1, naturals[s * 13 + rank - 1]) for s in range(4)]
        present = [(k, n) for k, n in present if n]
        if not present:
            continue
        if indian:
            ks = [k for k, _ in present]
            for size in (2, 3, 4):
                for combo in combinations(ks, size):
                    for jokers in (0, 1):
                        if 3 <= size + jokers <= 4:
                            add(combo, jokers, _SET, rank, 0, 0)
        else:
            for counts in product(*(range(n + 1) for _, n in present)):
                m = sum(counts)
                if m == 0:
                    continue
                combo = tuple(
                    k for (k, _), c in zip(present, counts, strict=True) for _ in range(c)
                )
                top = 0 if rank == wild else joker_supply
                for jokers in range(max(0, 3 - m), top + 1):
                    add(combo, jokers, _SET, rank, 0, 0)

    # Runs / sequences.
    ace_high = indian or (isinstance(rs, ThirteenRummyRules) and rs.ace_high)
    for suit in range(4):
        has = [False] * 15
        for rank in range(1, 14):
            if naturals[suit * 13 + rank - 1]:
                has[rank] = True
        if ace_high:
            has[14] = has[1]
        if not any(has):
            continue
        top = 14 if ace_high else 13
        for lo in range(1, top - 1):
            for hi in range(lo + 2, top + 1):
                if lo == 1 and hi == 14:
                    continue
                length = hi - lo + 1
                positions = [p for p in range(lo, hi + 1) if has[p]]
                if not positions:
                    continue
                gaps = length - len(positions)
                kinds = tuple(sorted(suit * 13 + (1 if p == 14 else p) - 1 for p in positions))
                if not indian:
                    if gaps > joker_supply:
                        continue
                    if length < 13:
                        windows.append((suit, lo, hi, kinds))
                        continue
                    for size in range(max(1, 13 - joker_supply), len(kinds) + 1):
                        for chosen in combinations(kinds, size):
                            add(chosen, 13 - size, _RUN, suit, lo, hi)
                    continue
                if gaps == 0:
                    add(kinds, 0, _PURE, suit, lo, hi)
                    for drop in range(len(kinds)):
                        add(kinds[:drop] + kinds[drop + 1 :], 1, _RUN, suit, lo, hi)
                elif gaps == 1:
                    add(kinds, 1, _RUN, suit, lo, hi)
    return out, windows
