"""House rules of Tiến lên: every switch named in DESIGN.md §4, with its default."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Final

from rules.cards import Card
from rules.errors import InvalidHouseRulesError

INSTANT_WINS: Final = frozenset({"four_twos", "six_pairs", "dragon"})


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The switches a table agrees on before play. Unknown switches are an error.

    >>> HouseRules(suit_order="SCHD").card_value(Card.parse("9D")) > HouseRules().card_value(
    ...     Card.parse("9D"))
    True
    """

    bombs: bool = True
    """Bombs (four of a kind, double sequences) may beat 2s and each other."""
    quad_beats_pair_of_twos: bool = False
    """A four of a kind also beats a pair of 2s (not only a single 2)."""
    quad_beats_three_pair: bool = True
    """A four of a kind beats a double sequence of 3 pairs."""
    longer_double_sequence_beats_shorter: bool = True
    """A longer double sequence beats a shorter one."""
    double_sequence_chop_exact_length: bool = False
    """True: k pairs beat exactly k−2 twos. False: k ≥ 3 pairs beat up to k−2 twos."""
    four_pair_beats_quad: bool = True
    """A double sequence of 4 (or more) pairs beats a four of a kind."""
    pass_is_final: bool = True
    """A player who passes sits out the rest of the trick (False: may come back in)."""
    require_3s_first_play: bool = True
    """The first play of the first game must contain 3♠ (or the lowest dealt card)."""
    opening_min_straight: int = 3
    """The shortest straight allowed as the very first play (some tables: 5)."""
    suit_order: str = "SCDH"
    """Suits from lowest to highest (some American tables: ``"SCHD"``)."""
    two_penalty: int = 2
    """Points for each 2 left in hand when the game is won."""
    instant_wins: frozenset[str] = field(default=INSTANT_WINS)
    """Which instant wins count before the first play."""

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type == "bool" and not isinstance(value, bool):
                raise InvalidHouseRulesError(
                    f"house rule {f.name} must be true or false: {value!r}"
                )
        if (
            not isinstance(self.suit_order, str)
            or len(self.suit_order) != 4
            or set(self.suit_order.upper()) != set("SCDH")
        ):
            raise InvalidHouseRulesError(
                "suit_order must order the four suits S, C, D, H, lowest first: "
                f"{self.suit_order!r}"
            )
        object.__setattr__(self, "suit_order", self.suit_order.upper())
        if (
            isinstance(self.opening_min_straight, bool)
            or not isinstance(self.opening_min_straight, int)
            or not 3 <= self.opening_min_straight <= 12
        ):
            raise InvalidHouseRulesError(
                f"opening_min_straight must be a whole number 3..12: {self.opening_min_straight!r}"
            )
        if (
            isinstance(self.two_penalty, bool)
            or not isinstance(self.two_penalty, int)
            or not (0 <= self.two_penalty <= 100)
        ):
            raise InvalidHouseRulesError(
                f"two_penalty must be a whole number 0..100: {self.two_penalty!r}"
            )
        wins = self.instant_wins
        if isinstance(wins, str) or not all(isinstance(w, str) for w in wins):
            raise InvalidHouseRulesError(f"instant_wins must be a list of names: {wins!r}")
        unknown = set(wins) - INSTANT_WINS
        if unknown:
            raise InvalidHouseRulesError(
                f"unknown instant win {sorted(unknown)}: choose from {sorted(INSTANT_WINS)}"
            )
        object.__setattr__(self, "instant_wins", frozenset(wins))
        positions = tuple("SCDH".index(s) for s in self.suit_order)
        rank_of_suit = [0, 0, 0, 0]
        for position, suit in enumerate(positions):
            rank_of_suit[suit] = position
        object.__setattr__(self, "_suit_rank", tuple(rank_of_suit))

    # ``_suit_rank`` is set in __post_init__; slots need it declared.
    _suit_rank: tuple[int, ...] = field(default=(0, 1, 2, 3), init=False, repr=False, compare=False)

    def card_value(self, card: Card) -> int:
        """A number that orders cards under these rules: rank first, then suit (0 = 3♠ … 51)."""
        return (card.index & ~3) | self._suit_rank[card.index & 3]

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HouseRules:
        """Build from a mapping (e.g. parsed JSON); unknown keys are an error, not dropped."""
        if not isinstance(data, Mapping):
            raise InvalidHouseRulesError(f"house rules must be an object of switches, got {data!r}")
        known = {f.name for f in fields(cls) if f.init}
        unknown = sorted(set(data) - known)
        if unknown:
            raise InvalidHouseRulesError(
                f"unknown house rule {', '.join(unknown)}: "
                f"known switches are {', '.join(sorted(known))}"
            )
        values = dict(data)
        if "instant_wins" in values:
            wins = values["instant_wins"]
            if isinstance(wins, str) or not isinstance(wins, list | tuple | set | frozenset):
                raise InvalidHouseRulesError(f"instant_wins must be a list of names: {wins!r}")
            values["instant_wins"] = frozenset(wins)
        return cls(**values)

    @classmethod
    def from_json(cls, text: str) -> HouseRules:
        """Read house rules from a JSON object."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InvalidHouseRulesError(f"house rules file is not valid JSON: {exc}") from exc
        return cls.from_dict(data)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-friendly mapping of every switch."""
        data = asdict(self)
        data.pop("_suit_rank", None)
        data["instant_wins"] = sorted(self.instant_wins)
        return data

    def replace(self, **changes: Any) -> HouseRules:
        """A copy with some switches changed (validated like the constructor)."""
        return HouseRules.from_dict(self.to_dict() | changes)
