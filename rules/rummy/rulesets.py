"""The two rummy games called Thirteen as configurable rule sets (DESIGN.md §5).

Each rule set is a frozen dataclass; an unknown option, or a value of the wrong type or range, is
an :class:`InvalidRummyRulesError` (``from_dict`` and ``replace`` never drop a key).

>>> ThirteenRummyRules().wild_rank(round=8), ThirteenRummyRules().cards_dealt(11)
(10, 13)
>>> IndianRummyRules(penalty_cap=80).card_value(RummyCard.parse("AS"))
10
>>> ThirteenRummyRules.from_dict({"ace_hi": True})
Traceback (most recent call last):
...
rules.rummy.errors.InvalidRummyRulesError: unknown option ace_hi of thirteen_rummy: known \
options are ace_high, decks, extra_turn, high_ace_penalty, rounds
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any, ClassVar, Final, Literal, TypeVar

from rules.rummy.cards import ACE, RummyCard
from rules.rummy.errors import InvalidRummyRulesError

GameName = Literal["thirteen_rummy", "indian"]
GAME_ALIASES: Final[Mapping[str, GameName]] = {
    "thirteen_rummy": "thirteen_rummy",
    "thirteen-rummy": "thirteen_rummy",
    "thirteen": "thirteen_rummy",
    "indian": "indian",
    "indian_rummy": "indian",
    "indian-rummy": "indian",
}
SCORING_STYLES: Final = ("points", "pool", "deals")

_R = TypeVar("_R", bound="_RuleSet")


class _RuleSet:
    """Shared reading, writing and checking of rule-set options."""

    game: ClassVar[GameName]

    def _check_int(self, name: str, low: int, high: int, *, optional: bool = False) -> None:
        value = getattr(self, name)
        if optional and value is None:
            return
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            none = " or null" if optional else ""
            raise InvalidRummyRulesError(
                f"{self.game} option {name} must be a whole number {low}..{high}{none}: {value!r}"
            )

    def _check_bool(self, name: str) -> None:
        value = getattr(self, name)
        if not isinstance(value, bool):
            raise InvalidRummyRulesError(
                f"{self.game} option {name} must be true or false: {value!r}"
            )

    @classmethod
    def from_dict(cls: type[_R], data: Mapping[str, Any]) -> _R:
        """Build from a mapping (e.g. parsed JSON); unknown keys are an error, not dropped."""
        if not isinstance(data, Mapping):
            raise InvalidRummyRulesError(f"{cls.game} rules must be an object of options: {data!r}")
        known = {f.name for f in fields(cls)}  # type: ignore[arg-type]
        unknown = sorted(set(data) - known)
        if unknown:
            raise InvalidRummyRulesError(
                f"unknown option {', '.join(map(str, unknown))} of {cls.game}: "
                f"known options are {', '.join(sorted(known))}"
            )
        return cls(**data)

    @classmethod
    def from_json(cls: type[_R], text: str) -> _R:
        """Read a rule set from a JSON object."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InvalidRummyRulesError(f"{cls.game} rules are not valid JSON: {exc}") from exc
        return cls.from_dict(data)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-friendly mapping of every option."""
        return asdict(self)  # type: ignore[call-overload,no-any-return]

    def replace(self: _R, **changes: Any) -> _R:
        """A copy with some options changed (validated like the constructor)."""
        return type(self).from_dict(self.to_dict() | changes)


@dataclass(frozen=True, slots=True)
class ThirteenRummyRules(_RuleSet):
    """Thirteen rummy: 11 rounds dealing 3…13 cards; the wild rank is the number of cards dealt.

    Sets are 3+ cards of one rank (with two decks a set may hold the same card twice); runs are 3+
    consecutive cards of one suit, ace low (A-2-3, never Q-K-A) unless ``ace_high``. Wild cards
    stand for any card of a set or run, as many as wanted. Unmelded cards score A 1, 2-10 face
    value, J/Q/K 10 — a wild card left over scores its face value too (the seed lists no exception).
    """

    game: ClassVar[GameName] = "thirteen_rummy"

    decks: int | None = None
    """How many 52-card decks; None: one for 2 players, two for 3-4 (more for bigger tables).
    With None, :func:`rules.rummy.solve` accepts up to two copies of a card."""
    rounds: int = 11
    """How many rounds are played (round r deals r+2 cards; the full game is 11)."""
    ace_high: bool = False
    """Variant: an ace may also be high (Q-K-A; never K-A-2), and an ace left over costs more."""
    high_ace_penalty: int = 15
    """What an ace left over costs when ``ace_high`` is on (otherwise an ace costs 1)."""
    extra_turn: bool = True
    """After a player goes out, each other player has one more turn before scoring."""

    def __post_init__(self) -> None:
        self._check_int("decks", 1, 8, optional=True)
        self._check_int("rounds", 1, 11)
        self._check_bool("ace_high")
        self._check_int("high_ace_penalty", 0, 100)
        self._check_bool("extra_turn")

    @property
    def printed_jokers_per_deck(self) -> int:
        """Thirteen rummy is played without printed jokers."""
        return 0

    def card_value(self, card: RummyCard) -> int:
        """Penalty of one unmelded card: A 1 (15 with ``ace_high``), 2-10 face value, J/Q/K 10."""
        if card.is_joker:
            raise InvalidRummyRulesError(f"{card}: Thirteen rummy has no printed jokers")
        if card.rank == ACE:
            return self.high_ace_penalty if self.ace_high else 1
        return min(card.rank, 10)

    def check_round(self, round: int) -> int:
        """``round`` if it is a round of this game (1..rounds), else an error."""
        if isinstance(round, bool) or not isinstance(round, int) or not 1 <= round <= self.rounds:
            raise InvalidRummyRulesError(
                f"round must be a whole number 1..{self.rounds} in Thirteen rummy: {round!r}"
            )
        return round

    def cards_dealt(self, round: int) -> int:
        """Round ``round`` deals ``round + 2`` cards (3 in round 1 … 13 in round 11)."""
        return self.check_round(round) + 2

    def wild_rank(self, round: int) -> int:
        """The wild rank equals the number of cards dealt: 3s in round 1 … 10s in round 8, J in 9,
        Q in 10, K in 11."""
        return self.cards_dealt(round)

    def decks_for(self, players: int) -> int:
        """Decks used by ``players`` players: ``decks`` if set, else one for two players and as
        many as the last round needs (at least two) for more."""
        if self.decks is not None:
            return self.decks
        if players <= 2:
            return 1
        return max(2, -(-(13 * players + 2) // 52))

    def max_copies(self, players: int | None = None) -> int:
        """How many copies of one card can exist (two when neither decks nor players are known)."""
        if self.decks is not None:
            return self.decks
        return 2 if players is None else self.decks_for(players)


@dataclass(frozen=True, slots=True)
class IndianRummyRules(_RuleSet):
    """Indian rummy: 13 cards, printed jokers, and a wild-joker rank drawn for each deal.

    Sequences are 3+ consecutive cards of one suit, ace high or low but not both (K-A-2 is not a
    sequence); a *pure* sequence uses no joker (a wild-rank card in its own place keeps it pure).
    Groups are 3 or 4 cards of one rank, all suits different. At most one joker (printed or wild)
    per meld. A declaration needs every card melded, two sequences or more, one pure or more.

    Penalties (seed 002): A/K/Q/J/10 count 10, 2-9 face value, jokers (printed or wild) 0. With
    no pure sequence the whole hand counts (the seed: "full penalty, often 80"). With a pure
    sequence but no second sequence the seed is silent; here every card outside the pure
    sequence counts (the usual rule of online Indian rummy: groups and impure sequences only
    count as melded once the two-sequence requirement is met). Then the cap (80).
    """

    game: ClassVar[GameName] = "indian"

    decks: int | None = None
    """How many 52-card decks; None: one for 2 players, two for 3-6. With None,
    :func:`rules.rummy.solve` accepts up to two copies of a card (and two printed jokers)."""
    jokers_per_deck: int = 1
    """Printed jokers shuffled in with each deck."""
    hand_size: int = 13
    """Cards dealt to each player (and held between turns)."""
    penalty_cap: int = 80
    """No hand scores more than this (also what a hand without a pure sequence usually costs)."""
    wrong_declaration_penalty: int = 80
    """What a player who declares an invalid hand scores (the others score nothing that deal)."""
    scoring: str = "points"
    """``points`` (one deal settles), ``pool`` (play until all but one reach ``pool_limit``) or
    ``deals`` (a fixed number of deals, lowest total wins)."""
    pool_limit: int = 101
    """Pool rummy: a player whose total reaches this is out (usually 101 or 201)."""
    deals: int = 2
    """Deals rummy: how many deals are played."""

    def __post_init__(self) -> None:
        self._check_int("decks", 1, 8, optional=True)
        self._check_int("jokers_per_deck", 0, 4)
        self._check_int("hand_size", 3, 13)
        self._check_int("penalty_cap", 1, 1000)
        self._check_int("wrong_declaration_penalty", 0, 1000)
        if self.scoring not in SCORING_STYLES:
            raise InvalidRummyRulesError(
                f"indian option scoring must be one of {', '.join(SCORING_STYLES)}: "
                f"{self.scoring!r}"
            )
        self._check_int("pool_limit", 1, 10000)
        self._check_int("deals", 1, 100)

    @property
    def printed_jokers_per_deck(self) -> int:
        """Printed jokers shuffled in with each deck."""
        return self.jokers_per_deck

    def card_value(self, card: RummyCard, wild_rank: int | None = None) -> int:
        """Penalty of one unmelded card: A/K/Q/J/10 count 10, 2-9 face value, jokers (printed or
        of the wild rank) 0."""
        if card.is_joker or card.rank == wild_rank:
            return 0
        if card.rank == ACE or card.rank >= 10:
            return 10
        return card.rank

    def decks_for(self, players: int) -> int:
        """Decks used by ``players`` players: ``decks`` if set, else one for 2, two for 3-6."""
        if self.decks is not None:
            return self.decks
        return 1 if players <= 2 else 2

    def max_copies(self, players: int | None = None) -> int:
        """How many copies of one card can exist (two when neither decks nor players are known)."""
        if self.decks is not None:
            return self.decks
        return 2 if players is None else self.decks_for(players)

    def max_jokers(self, players: int | None = None) -> int:
        """How many printed jokers are in play."""
        return self.max_copies(players) * self.jokers_per_deck


RummyRules = ThirteenRummyRules | IndianRummyRules


def game_name(game: str) -> GameName:
    """The canonical name of a rummy game: ``thirteen_rummy`` or ``indian`` (also accepts
    ``thirteen-rummy``, ``indian-rummy``, ``indian_rummy``)."""
    if isinstance(game, str):
        name = GAME_ALIASES.get(game.strip().lower())
        if name is not None:
            return name
    raise InvalidRummyRulesError(f"unknown rummy game {game!r}: use 'thirteen_rummy' or 'indian'")


def rules_for(game: str, rules: RummyRules | Mapping[str, Any] | None = None) -> RummyRules:
    """The rule set of ``game``: ``rules`` itself (it must be for that game), a mapping of
    options, or the defaults."""
    name = game_name(game)
    cls: type[ThirteenRummyRules] | type[IndianRummyRules] = (
        ThirteenRummyRules if name == "thirteen_rummy" else IndianRummyRules
    )
    if rules is None:
        return cls()
    if isinstance(rules, ThirteenRummyRules | IndianRummyRules):
        if rules.game != name:
            raise InvalidRummyRulesError(
                f"rules for {rules.game} given for the game {name}: {rules!r}"
            )
        return rules
    if isinstance(rules, Mapping):
        return cls.from_dict(rules)
    raise InvalidRummyRulesError(f"rules must be a rule set or a mapping of options: {rules!r}")
