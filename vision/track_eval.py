"""Score a tracker's events against a game's true events (from :mod:`datasets.gamescript`).

- **plays exact**: true plays found with exactly the same cards, in the same order (longest
  common subsequence of card sets) over the number of true plays.
- **tricks right**: among plays found exactly, whether "this play starts a new trick" agrees.
- **seat right**: among plays found exactly, whether the seat agrees.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class TrackScore:
    """Counts behind the three rates; add scores of several games with ``+``."""

    true_plays: int
    found_plays: int
    exact: int
    trick_right: int
    seat_right: int
    extra: int

    @property
    def plays_exact(self) -> float:
        return self.exact / self.true_plays if self.true_plays else 1.0

    @property
    def tricks_right(self) -> float:
        return self.trick_right / self.exact if self.exact else 0.0

    @property
    def seats_right(self) -> float:
        return self.seat_right / self.exact if self.exact else 0.0

    def __add__(self, other: TrackScore) -> TrackScore:
        return TrackScore(*(a + b for a, b in zip(self._tuple(), other._tuple(), strict=True)))

    def _tuple(self) -> tuple[int, ...]:
        return (
            self.true_plays,
            self.found_plays,
            self.exact,
            self.trick_right,
            self.seat_right,
            self.extra,
        )

    def summary(self) -> str:
        return (
            f"plays exact {self.plays_exact:.1%} ({self.exact}/{self.true_plays}), "
            f"tricks right {self.tricks_right:.1%}, seats right {self.seats_right:.1%}, "
            f"extra plays {self.extra}"
        )


def _plays(events: Iterable[dict[str, Any]]) -> list[tuple[frozenset[str], int, bool]]:
    """(cards, seat, starts a new trick) per play, in order."""
    out = []
    last_trick = None
    for e in events:
        if e.get("type") != "play":
            continue
        trick = e["trick"]
        out.append((frozenset(e["cards"]), int(e["seat"]), trick != last_trick))
        last_trick = trick
    return out


def _align(
    a: Sequence[tuple[frozenset[str], int, bool]], b: Sequence[tuple[frozenset[str], int, bool]]
) -> list[tuple[int | None, int | None]]:
    """The two play lists in order, paired where the cards match (a longest common
    subsequence); (i, None) is a true play not found exactly, (None, j) a found one too many."""
    n, m = len(a), len(b)
    lcs = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            if a[i][0] == b[j][0]:
                lcs[i][j] = lcs[i + 1][j + 1] + 1
            else:
                lcs[i][j] = max(lcs[i + 1][j], lcs[i][j + 1])
    pairs: list[tuple[int | None, int | None]] = []
    i = j = 0
    while i < n and j < m:
        if a[i][0] == b[j][0]:
            pairs.append((i, j))
            i += 1
            j += 1
        elif lcs[i + 1][j] >= lcs[i][j + 1]:
            pairs.append((i, None))
            i += 1
        else:
            pairs.append((None, j))
            j += 1
    pairs += [(k, None) for k in range(i, n)] + [(None, k) for k in range(j, m)]
    return pairs


def score(truth: Sequence[dict[str, Any]], found: Sequence[dict[str, Any]]) -> TrackScore:
    """Compare two event lists (dicts with ``type``, ``cards``, ``seat``, ``trick``)."""
    a, b = _plays(truth), _plays(found)
    exact = trick_right = seat_right = 0
    for i, j in _align(a, b):
        if i is not None and j is not None:
            exact += 1
            trick_right += a[i][2] == b[j][2]
            seat_right += a[i][1] == b[j][1]
    return TrackScore(len(a), len(b), exact, trick_right, seat_right, len(b) - exact)


def misses(truth: Sequence[dict[str, Any]], found: Sequence[dict[str, Any]]) -> list[str]:
    """What :func:`score` counts against the tracker, in game order: ``- cards (seat s)`` for a
    true play not found exactly, ``+ cards (seat s)`` for a found play the game did not have,
    ``~ cards (seat s) found as cards (seat t)`` for a play found with the wrong seat or trick
    start (``, leads``: the play starts a trick)."""
    a, b = _plays(truth), _plays(found)

    def text(play: tuple[frozenset[str], int, bool]) -> str:
        return f"{' '.join(sorted(play[0]))} (seat {play[1]}{', leads' if play[2] else ''})"

    lines = []
    for i, j in _align(a, b):
        if j is None and i is not None:
            lines.append(f"- {text(a[i])}")
        elif i is None and j is not None:
            lines.append(f"+ {text(b[j])}")
        elif i is not None and j is not None and a[i][1:] != b[j][1:]:
            lines.append(f"~ {text(a[i])} found as {text(b[j])}")
    return lines
