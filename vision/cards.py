"""From corner-index detections to card sightings.

A face-up card usually shows two corner indices (top-left and bottom-right, rotated 180°).
:func:`merge_corners` pairs corners of the same class that sit about one card apart and have
about the same size, so each physical card becomes one :class:`Sighting`. With two decks the
same class may be two cards, so pairing looks at geometry, never at the class alone. A card
whose two corners read as two related codes (a heart's far corner as a diamond) is paired by
its corners' class distributions, and :class:`EchoMemory` keeps its name while one corner is
covered.

>>> from vision.detector import Detections
>>> d = Detections(np.array([[0, 0, 10, 20], [50, 70, 60, 90]]), np.array([0.9, 0.8]),
...                np.array([31, 31]))
>>> [(s.card, s.num_corners) for s in merge_corners(d)]
[('10H', 2)]
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, replace

import numpy as np

from vision.detector import CLASS_NAMES, NUM_CARD_CLASSES, Detections

__all__ = ["EchoMemory", "Sighting", "merge_corners"]

Box = tuple[float, float, float, float]

# Distance between the two index centres of one card, in index-box diagonals. A poker card
# (63 x 88 mm) with ~8 x 22 mm indices inset ~5 / 13 mm gives ~3.5; bridge cards, big-index
# decks and perspective spread this, hence a tolerant cost and a generous maximum.
EXPECTED_CORNER_DISTANCE = 3.5
MAX_CORNER_DISTANCE = 6.0
# Two boxes of one class closer than this (in the same units) overlap: one corner found twice
# (two boxes NMS kept), never a card's two corners. In eleven rendered games' recordings the
# pairs made were 1.37 diagonals apart or more, but for 1% at 0.1-0.2: such duplicates
# (benchmarks/corner_pairs.py --min-distance 0).
MIN_CORNER_DISTANCE = 0.75
# The two corners of one card look about the same size, even in perspective.
MAX_SIZE_RATIO = 2.0
# ... and the same shape: one is the other turned 180 degrees, so their upright boxes are both
# tall, both wide or both square, however the card lies. A tall corner and a wide one (a
# card lying across another) are two cards.
MAX_SHAPE_RATIO = 2.0
# Two lone corners of related codes (_related) are one card's when their class distributions
# overlap at least this much (Bhattacharyya coefficient) and they lie one card apart (at least
# ECHO_MIN_DISTANCE index diagonals: two neighbours in a fanned hand are closer). A card's two
# corners, paired by class in eleven recorded games, lay 1.37 diagonals apart at least, 5% of them
# under 1.5 (benchmarks/corner_pairs.py) (a card turned or seen at a slant: its boxes' diagonals
# are long for it); 1.8 had left those unpaired as echoes. But the next card but one of a row or
# fan turned 40-50 degrees lies 1.4-1.7 diagonals away too: no other corner may lie near the
# two corners' midpoint (within ECHO_CLEAR_RADIUS diagonals), where the card between them shows
# its corner; a card's own centre shows none. (Until session 37 only under 1.8 diagonals; 9302's
# 7♠ and the 7♣ of another straight, 2.6 diagonals apart with a 6♠'s corner between them, were
# paired; benchmarks/RESULTS-tracker.md, session 37, counts what the wider check unpairs.)
# From ECHO_ALIKE_DISTANCE on, a corner whose box has another shape than the pair's (a card
# lying across the card's middle may show its index at the card's centre and hide neither of
# its indices: helper-60's review; one lying as the card does cannot) keeps them apart only
# when one of the two readings is sure, doubting less than ECHO_DOUBT toward the other
# (helper-61's review).
ECHO_OVERLAP: float | None = 0.3
ECHO_MIN_DISTANCE = 1.35
ECHO_CLEAR_RADIUS = 0.6
ECHO_ALIKE_DISTANCE = 1.8
# Cards of one frame are of one deck and seen from one camera: their two corners lie about as
# many index diagonals apart. Two lone corners closer than ECHO_SPAN of the shortest such
# distance among the cards seen whole in the frame are two cards, not one card's corners read
# apart (12914: the 3♠ and 3♣ of a cascaded triple, their corners 1.4 diagonals apart, one
# over the other, while the 3♥ seen whole showed its corners 4.0 apart; the 3♣ read 3♣ 0.57 /
# 3♠ 0.41, and the two were taken as one card read twice, the triple as a pair). Over every
# fifth frame of 110 recorded games (sessions 40-41), this leaves 160 of 3,176 echoes
# unnamed, none of them one card's two corners (one code on the table, at their midpoint).
ECHO_SPAN = 0.4
# ... nor two lone corners farther apart than ECHO_LONG times the longest such distance of
# two cards or more seen whole, in boxes' longer sides (a card's turn moves that 8% at most;
# straight above, two cards of one frame differ by 9% at most, 45 degrees off vertical by
# 73%; a four-index card seen whole by one short edge shows 0.59 of a card's span, helper-
# 115): 16688's K♣, played, and the K♠ laid by it, its corner read K♠ 0.76 / K♣ 0.24, 3.37
# long sides apart while the K♦ and K♥ seen whole showed 1.79, were one K♣, and the pair
# K♥ K♠ was the K♥ alone.
ECHO_LONG = 1.75
# ... and where the boxes say which way the card lies (tall or wide beyond SQUARE_SHAPE), the
# other corner lies along the card by at least this share of its offset across (31 degrees
# from across), less the angle the boxes' shape says the card is turned (an index INDEX_ASPECT
# wide per tall, turned t, has a box of shape (a cos t + sin t) / (a sin t + cos t)). Of the
# 50,314 corner pairs the class pass paired outside the hand zone in 81 recorded games, 5,583
# (11%) lay under 31 degrees (cards turned up to some 26 degrees, their boxes still tall) and
# 1,482 (2.9%) under 31 less the turn, most of those in four games where pairs of one code
# a card apart across are likely two neighbours read alike, not one card (not checked)
# (python benchmarks/corner_pairs.py runs/*/*.pkl --every 3).
ECHO_SLANT = 0.6
INDEX_ASPECT = 0.4
# Two lone corners of unrelated codes lying so are echoes too when one's reading gives the
# other's code, or a related one, at least this much.
ECHO_DOUBT = 0.1
SQUARE_SHAPE = 1.25
# How long (seconds) EchoMemory remembers a corner of such a pair after it was last seen (with
# its partner or alone), and how much a lone corner's box must overlap (IoU) the remembered
# one to be that corner.
ECHO_HOLD_S = 3.0
ECHO_MIN_IOU = 0.5
# Two corners read as related codes are one card's only when both came about together: one
# first seen at least this many seconds after the other lay there (its card's other corner
# covered all that while), reading the other's code under ECHO_DOUBT, is a new card laid on
# that covered corner, not the old card's corner uncovered. A corner's spot counts as seen
# while a corner of its code or a related one is found there (IoU at least ECHO_MIN_IOU)
# within ECHO_GAP_S seconds (a missed frame or an arm passing over does not make it new).
ECHO_SETTLED_S = 1.0
ECHO_GAP_S = 0.5
# A box left alone that lies on a corner of a card seen whole, more confident than it, is that
# corner found twice (the boxes share at least this much of the smaller one's area; NMS keeps
# both when the box around it is much larger): not a card.
MIN_COVER: float | None = 0.6
# A pair by class whose corners lie closer than this share of the median distance between
# the corners of the frame's other pairs read surely (both corners at least SURE_PAIR; in
# their boxes' longer side, which a card's turn changes by 8% at most, where the diagonal
# changes by 30%), one of its corners reading a related code at least PAIR_TOSS_UP as likely
# as its own, is two cards of one rank side by side (16495: the 3♠ and 3♣ of a fanned
# triple, 1.92 long sides apart while the 3♦ seen whole showed 4.48, 0.43; the 3♣ read
# 3♠ 0.54 / 3♣ 0.45). A four-index card seen by the two indices of a short edge shows 0.59
# of its span; turned 45 degrees, 0.45 of an upright card's in diagonals (helper-114),
# still some 0.55 in long sides.
SHORT_PAIR = 0.45
SURE_PAIR = 0.5
PAIR_TOSS_UP = 0.75
JOKER = NUM_CARD_CLASSES - 1
SIX, NINE = 3, 6  # rank indices of the class order (3 4 5 6 7 8 9 ...)
# A sighting's runners-up kept for the tracker: enough for a misread suit or a neighbouring
# rank; rarer ones are noise.
MAX_ALTERNATIVES = 4
MIN_ALTERNATIVE = 0.01


@dataclass(frozen=True)
class Sighting:
    """One card seen in one frame: its class and where it is.

    ``center`` is the midpoint of the two corner boxes (about the card's centre) or, for a card
    with one visible corner, that corner's centre. ``detection_indices`` point into the
    :class:`~vision.detector.Detections` it came from. ``alternatives``: when the detections
    carry class distributions, the likeliest card codes with their probabilities (the
    normalised geometric mean of its corners' distributions, best first, at most
    :data:`MAX_ALTERNATIVES`, none under :data:`MIN_ALTERNATIVE`): what else the card may be,
    for a reader that knows which cards are possible (the tracker and the rules). ``echoes``:
    for a card seen by one corner, the codes of other lone corners that lie where its other
    corner would and are related to it (:func:`merge_corners`), but were read too
    differently to be paired (a 6♣ whose far index, printed upright, reads as a sure 9♣):
    perhaps its own other corner, perhaps another card; the table may tell.
    """

    class_id: int
    center: tuple[float, float]
    boxes: tuple[Box, ...]
    confidence: float
    detection_indices: tuple[int, ...]
    alternatives: tuple[tuple[str, float], ...] = ()
    echoes: tuple[str, ...] = ()

    @property
    def card(self) -> str:
        """Card code such as ``"10H"`` or ``"JK"``."""
        return CLASS_NAMES[self.class_id] if 0 <= self.class_id < NUM_CARD_CLASSES else "?"

    @property
    def num_corners(self) -> int:
        return len(self.boxes)


def _box(row: np.ndarray) -> Box:
    return (float(row[0]), float(row[1]), float(row[2]), float(row[3]))


def merge_corners(
    detections: Detections,
    *,
    expected_distance: float = EXPECTED_CORNER_DISTANCE,
    max_distance: float = MAX_CORNER_DISTANCE,
    min_distance: float = MIN_CORNER_DISTANCE,
    max_size_ratio: float = MAX_SIZE_RATIO,
    max_shape_ratio: float = MAX_SHAPE_RATIO,
    apart: Box | None = None,
    echo_overlap: float | None = ECHO_OVERLAP,
    min_cover: float | None = MIN_COVER,
) -> list[Sighting]:
    """Group corner detections into card sightings, most confident first.

    Two corners of the same class are paired when their centres are at most ``max_distance``
    mean box diagonals apart (and at least ``min_distance``: closer, the two boxes are one
    corner found twice) and their diagonals differ by at most ``max_size_ratio``; among
    candidates, pairs whose distance is closest (in log ratio) to ``expected_distance``
    diagonals are taken first, each corner at most once. Raising ``max_distance`` merges more
    distant corners (fewer split cards, more wrong merges when two decks are in play).
    ``apart``: a region ``(x1, y1, x2, y2)`` in pixels that holds cards of its own, such as the
    coached player's hand: a corner inside it and one outside are two cards when the card
    they would make, their midpoint, lies outside (a card in the hand and a corner on the
    pile read as the same card); a card of the region reaching out of it stays one.

    Then, when the detections carry class distributions, two corners left alone whose codes
    are related (the same rank in the same colour, or a 6 and a 9 of one suit) are one card
    read apart when they lie one card apart along it and their readings overlap by at least
    ``echo_overlap`` (Bhattacharyya coefficient; None: never); the card is whichever of the
    two codes the two readings together find likelier. Two sure readings (a real Q-heart and
    Q-diamond) overlap little; a heart's far corner read as a diamond with the heart second
    overlaps much. Two such corners that overlap less stay two cards, each naming the other
    in its ``echoes`` unless another corner lies between them (a 6♣ whose far index, printed
    upright, reads as a sure 9♣: one card or two, the rules may tell; the 6 and 9 ending a
    cascade of four cards show the 7 and 8 between them). Neither happens to two corners
    lying closer than ``ECHO_SPAN`` of the shortest distance between the two corners of a
    card seen whole in the same frame (one deck, one camera: the rows of a cascade lie
    closer than a card's corners), nor to two lying farther apart than ``ECHO_LONG`` times
    the longest such distance (in boxes' longer sides: a played card's corner and the
    corner of a card of its rank laid by it). This runs on distributions over the 53 cards
    (:func:`card_probs`). The input is not modified.

    A corner left alone whose box shares at least ``min_cover`` of the smaller box's area
    with a more confident corner of a card seen whole (paired by class) is that corner found
    twice, under another reading, and makes no card (None: never).
    """
    if (
        max_distance <= 0
        or expected_distance <= 0
        or not 0 <= min_distance < max_distance
        or max_size_ratio < 1
        or max_shape_ratio < 1
        or (min_cover is not None and not 0 < min_cover <= 1)
    ):
        raise ValueError(
            "distances must be positive (0 <= min_distance < max_distance), max_size_ratio "
            "and max_shape_ratio >= 1, min_cover in (0, 1]"
        )
    geometry = _Geometry(
        detections, max_distance, max_size_ratio, max_shape_ratio, apart, min_distance
    )
    used = np.zeros(len(detections), bool)
    sightings: list[Sighting] = []

    for class_id in np.unique(detections.class_id):
        members = [int(m) for m in np.flatnonzero(detections.class_id == class_id)]
        candidates: list[tuple[float, int, int]] = []
        for pos, i in enumerate(members):
            for j in members[pos + 1 :]:
                distance = geometry.distance(i, j)
                if distance is not None:
                    cost = abs(math.log(max(distance, 1e-3) / expected_distance))
                    candidates.append((cost, i, j))
        for a, b in _take(candidates, used):
            sightings.append(_sighting(detections, int(class_id), (a, b)))
    probs = card_probs(detections)
    if probs is not None:
        sightings = _without_short_pairs(detections, probs, sightings, used)
    if min_cover is not None:
        used |= _covering(detections, used, min_cover)
    maybe: dict[int, list[int]] = {}  # lone corner -> lone corners that may be its echo
    if echo_overlap is not None and probs is not None:
        shortest, longest = _echo_bounds(detections, sightings)
        candidates, doubted = _echo_candidates(detections, probs, used, geometry, shortest, longest)
        for a, b in _take([c for c in candidates if -c[0] >= echo_overlap], used):
            sightings.append(_echo_sighting(detections, probs, a, b))
        for _, a, b in [*candidates, *doubted]:
            # (no corner between them: a card's face shows none; a row or cascade of cards,
            # its end cards' corners a card apart, does)
            if not (used[a] or used[b] or geometry.corner_along(a, b, ECHO_CLEAR_RADIUS)):
                maybe.setdefault(a, []).append(b)
                maybe.setdefault(b, []).append(a)
    for m in np.flatnonzero(~used):
        sighting = _sighting(detections, int(detections.class_id[m]), (int(m),))
        if int(m) in maybe:
            codes = (CLASS_NAMES[int(detections.class_id[o])] for o in maybe[int(m)])
            sighting = replace(sighting, echoes=tuple(dict.fromkeys(codes)))
        sightings.append(sighting)

    sightings.sort(key=lambda s: (-s.confidence, s.class_id, s.center))
    return sightings


def _without_short_pairs(
    detections: Detections, probs: np.ndarray, sightings: list[Sighting], used: np.ndarray
) -> list[Sighting]:
    """``sightings`` (pairs by class) less those far shorter than the frame's other cards
    say a card is: a pair whose corners lie under ``SHORT_PAIR`` of the median span of the
    frame's other pairs read surely (both corners ``SURE_PAIR``; spans in their boxes'
    longer side, :func:`_span`, as a card turned shows them), one of whose corners reads
    a related code (:func:`_related`) at a toss-up with its own (``PAIR_TOSS_UP`` as
    likely). Those are two cards of one rank side by side, one read as the other; their
    corners are left alone (``used`` cleared)."""
    pairs = _class_pairs(detections, sightings)
    if len(pairs) < 2:
        return sightings
    spans = [_span(detections, a, b, long_side=True) for a, b in pairs]
    sure = [min(detections.confidence[a], detections.confidence[b]) >= SURE_PAIR for a, b in pairs]
    dropped: set[tuple[int, int]] = set()
    for n, (a, b) in enumerate(pairs):
        others = [spans[m] for m in range(len(pairs)) if m != n and sure[m]]
        if not others or spans[n] >= SHORT_PAIR * float(np.median(others)):
            continue
        read = int(detections.class_id[a])
        if any(
            probs[i, other] >= PAIR_TOSS_UP * probs[i, read]
            for i in (a, b)
            for other in _RELATED[read]
        ):
            dropped.add((a, b))
            used[[a, b]] = False
    return [s for s in sightings if s.detection_indices not in dropped]


def _echo_sighting(detections: Detections, probs: np.ndarray, a: int, b: int) -> Sighting:
    """Corners ``a`` and ``b``, read as two related codes, as one card: whichever of the two
    codes their readings together find likelier."""
    joint = _joint(probs[[a, b]])
    read = [int(detections.class_id[a]), int(detections.class_id[b])]
    return _sighting(detections, read[int(joint[read].argmax())], (a, b), joint)


def card_probs(detections: Detections) -> np.ndarray | None:
    """The detections' class distributions over the 53 cards (N, 53), or None when they carry
    none (or carry some other set of classes)."""
    probs = detections.class_probs
    return probs if probs is not None and probs.shape[1] == NUM_CARD_CLASSES else None


class _Geometry:
    """Whether two corners of ``detections`` can be one card's, by where they are and their
    boxes' size and shape (``merge_corners``' limits)."""

    def __init__(
        self,
        detections: Detections,
        max_distance: float,
        max_size_ratio: float,
        max_shape_ratio: float,
        apart: Box | None,
        min_distance: float = 0.0,
    ) -> None:
        self.centers = detections.center.astype(np.float64)
        wh = (detections.xyxy[:, 2:] - detections.xyxy[:, :2]).astype(np.float64)
        self.diagonals = np.maximum(np.hypot(wh[:, 0], wh[:, 1]), 1e-6)
        self.shapes = np.maximum(wh[:, 0], 1e-6) / np.maximum(wh[:, 1], 1e-6)
        self.max_distance = max_distance
        self.min_distance = min_distance
        self.max_size_ratio = max_size_ratio
        self.max_shape_ratio = max_shape_ratio
        self.apart = apart

    def distance(self, i: int, j: int) -> float | None:
        """Their distance in mean box diagonals, or None when they cannot be one card's: too
        far apart (or too close: one corner found twice), of other sizes or shapes, or split
        by the ``apart`` region."""
        d, sh = self.diagonals, self.shapes
        gap = float(np.hypot(*(self.centers[i] - self.centers[j])))
        distance = gap / float((d[i] + d[j]) / 2)
        if (
            distance > self.max_distance
            or distance < self.min_distance
            or max(d[i], d[j]) / min(d[i], d[j]) > self.max_size_ratio
            or max(sh[i], sh[j]) / min(sh[i], sh[j]) > self.max_shape_ratio
        ):
            return None
        if self.apart is not None and _split_by(self.apart, self.centers[i], self.centers[j]):
            return None
        return distance

    def corner_between(self, i: int, j: int, radius: float, alike: bool = False) -> bool:
        """Whether another corner lies within ``radius`` mean diagonals of the midpoint of
        corners ``i`` and ``j`` (``alike``: one whose box has the shape of ``i``'s, within
        ``max_shape_ratio``: of a card lying as theirs does)."""
        mid = (self.centers[i] + self.centers[j]) / 2
        reach = radius * float(self.diagonals[i] + self.diagonals[j]) / 2
        near = np.hypot(*(self.centers - mid).T) <= reach
        if alike:
            shapes = self.shapes
            near &= np.maximum(shapes, shapes[i]) / np.minimum(shapes, shapes[i]) <= (
                self.max_shape_ratio
            )
        near[[i, j]] = False
        return bool(near.any())

    def corner_along(self, i: int, j: int, radius: float) -> bool:
        """Whether another corner lies within ``radius`` mean diagonals of the middle of the
        segment from corner ``i`` to corner ``j`` (its fifth to four fifths)."""
        a, b = self.centers[i], self.centers[j]
        span = b - a
        length2 = float(span @ span)
        if length2 <= 0:
            return False
        along = np.clip((self.centers - a) @ span / length2, 0.2, 0.8)
        nearest = a + along[:, None] * span
        reach = radius * float(self.diagonals[i] + self.diagonals[j]) / 2
        near = np.hypot(*(self.centers - nearest).T) <= reach
        near[[i, j]] = False
        return bool(near.any())

    def along_a_card(self, i: int, j: int, turned: bool = True) -> bool:
        offset = self.centers[j] - self.centers[i]
        return _along_a_card(offset, self.shapes[i], self.shapes[j], turned)


def _take(candidates: list[tuple[float, int, int]], used: np.ndarray) -> list[tuple[int, int]]:
    """Pairs from ``candidates`` (cost, i, j), cheapest first, each corner once: marked in
    ``used``."""
    pairs = []
    for _, a, b in sorted(candidates):
        if not (used[a] or used[b]):
            used[a] = used[b] = True
            pairs.append((a, b))
    return pairs


def _related(a: int, b: int) -> bool:
    """Whether classes ``a`` and ``b`` are one card's two corners read apart: the same rank in
    the same colour (a heart's other corner read as a diamond), or a 6 and a 9 of one suit (a
    corner turned the other way)."""
    if not (0 <= a < JOKER and 0 <= b < JOKER) or a == b:
        return False
    rank_a, suit_a = divmod(a, 4)
    rank_b, suit_b = divmod(b, 4)
    if rank_a == rank_b:
        return suit_a // 2 == suit_b // 2  # S C black, D H red
    return suit_a == suit_b and {rank_a, rank_b} == {SIX, NINE}


# The court cards' indices are letters (J, Q, K) the detector confuses, in one colour even when
# sure (7518: a K♦'s far corner read J♦ 0.97, the K♦'s near one K♦ 1.0): a lone corner of a
# court card lying where another of its colour has its other corner may be that corner
# (an echo only, never paired: two real ones may lie so). So may a corner of one rank in the
# other colour (9611: a Q♠'s far corner read Q♥ 0.91, Q♠ 0.02), and so may a 6 and a 9 of
# one colour in its two suits: a far index printed upright, seen turned, its suit read as the
# other of its colour (11612: a 9♥'s far corner read 6♦ 0.84, 6♥ 0.09, just under
# ECHO_DOUBT; naming nothing, it was a card of its own, and once the next play covered the
# 9♥'s near corner, it was logged as a 6♦ single for the 9♥).
COURT_RANKS = frozenset({8, 9, 10})  # J Q K in the class order 3 4 5 6 7 8 9 10 J Q K A 2
_ECHO_ONLY = [
    [
        b
        for b in range(NUM_CARD_CLASSES)
        if a != b
        and max(a, b) < JOKER
        and a // 4 != b // 4
        and {a // 4, b // 4} <= COURT_RANKS
        and a % 4 // 2 == b % 4 // 2
    ]
    + [
        b
        for b in range(NUM_CARD_CLASSES)
        if max(a, b) < JOKER and a // 4 == b // 4 and a % 4 // 2 != b % 4 // 2
    ]
    + [
        b
        for b in range(NUM_CARD_CLASSES)
        if max(a, b) < JOKER
        and {a // 4, b // 4} == {SIX, NINE}
        and a % 4 != b % 4
        and a % 4 // 2 == b % 4 // 2
    ]
    for a in range(NUM_CARD_CLASSES)
]
# each class's related classes (_related), and whether two classes are one or related
_RELATED = [[b for b in range(NUM_CARD_CLASSES) if _related(a, b)] for a in range(NUM_CARD_CLASSES)]
_KIN = np.array(
    [[a == b or b in _RELATED[a] for b in range(NUM_CARD_CLASSES)] for a in range(NUM_CARD_CLASSES)]
)


def _overlap(p: np.ndarray, q: np.ndarray) -> float:
    """Bhattacharyya coefficient of two class distributions: 1 alike, 0 disjoint."""
    return float(np.sqrt(np.maximum(p, 0) * np.maximum(q, 0)).sum())


def _echo_candidates(
    detections: Detections,
    probs: np.ndarray,
    used: np.ndarray,
    geometry: _Geometry,
    shortest: float = 0.0,
    longest: float = math.inf,
) -> tuple[list[tuple[float, int, int]], list[tuple[float, int, int]]]:
    """Lone corners that may be one card's two corners read as two related codes
    (``_related``): at least ``ECHO_MIN_DISTANCE`` diagonals apart (and ``shortest``: a
    share of how far apart the corners of the cards seen whole lie), with no other corner
    near their midpoint (``ECHO_CLEAR_RADIUS``; from ``ECHO_ALIKE_DISTANCE`` on, one of a
    card lying across them only when a reading is sure), and within
    ``merge_corners``' limits (``_Geometry``), one along the card from the other
    (``_along_a_card``, for a card lying as its boxes say, not turned); as (cost, i, j), the
    cost minus the overlap of their class distributions (the most overlapping cheapest).
    Second, echoes only, never paired: those whose codes are related but that lie along the
    card only as far as the boxes say it is turned (the next card of a row turned so lies
    there too), and those whose codes are not related but one of whose readings doubts
    toward the other's code or a related one (a runner-up of at least ``ECHO_DOUBT``: a K♥'s
    far corner read J♦ 0.80, K♦ 0.12)."""
    lone = [int(i) for i in np.flatnonzero(~used)]
    read = {i: int(detections.class_id[i]) for i in lone}
    near = {i: _doubted_codes(probs[i], read[i]) for i in lone}
    candidates: list[tuple[float, int, int]] = []
    doubted: list[tuple[float, int, int]] = []
    for pos, i in enumerate(lone):
        for j in lone[pos + 1 :]:
            if read[j] not in near[i] and read[i] not in near[j]:
                continue
            related = _related(read[i], read[j])
            distance = geometry.distance(i, j)
            if (
                distance is None
                or distance < max(ECHO_MIN_DISTANCE, shortest)
                or _span(detections, i, j, long_side=True) > longest
                or not geometry.along_a_card(i, j)
            ):
                continue
            # (the card between two of a row or fan shows its corner there; a card's own
            # centre shows none, unless a card lies across it: from ECHO_ALIKE_DISTANCE on,
            # a corner of another shape keeps them apart only when a reading is sure)
            if geometry.corner_between(i, j, ECHO_CLEAR_RADIUS) and (
                distance < ECHO_ALIKE_DISTANCE
                or geometry.corner_between(i, j, ECHO_CLEAR_RADIUS, alike=True)
                or probs[i, read[j]] < ECHO_DOUBT
                or probs[j, read[i]] < ECHO_DOUBT
            ):
                continue
            # (a card turned as its boxes say is only named: its corners lie as the next card
            # of a row turned so does)
            pair = related and geometry.along_a_card(i, j, turned=False)
            (candidates if pair else doubted).append((-_overlap(probs[i], probs[j]), i, j))
    return candidates, doubted


def _doubted_codes(p: np.ndarray, read: int) -> set[int]:
    """The codes related to ``read`` (what a corner was read as), and those the reading ``p``
    gives at least ``ECHO_DOUBT`` with their related codes: the codes whose corner it may
    be the echo of."""
    out: set[int] = set()
    for k in {read, *(int(k) for k in np.flatnonzero(p[:NUM_CARD_CLASSES] >= ECHO_DOUBT))}:
        out.update(c for c in _RELATED[k])
        out.add(k)
    out.update(_ECHO_ONLY[read])
    out.discard(read)
    return out


def _along_a_card(offset: np.ndarray, shape_a: float, shape_b: float, turned: bool = True) -> bool:
    """Whether two corners ``offset`` apart can be one card's opposite corners, by their boxes'
    shape (width / height): tall index boxes belong to a card lying about upright, whose other
    corner is below or above (with a card-width shift), not beside, as the next card of a row or
    a fan is; wide boxes, a card lying across; square ones, a card turned about 45 degrees,
    either way. With ``turned``, the turn the boxes' shape shows is allowed for
    (``ECHO_SLANT``)."""
    dx, dy = abs(float(offset[0])), abs(float(offset[1]))
    if shape_a < 1 / SQUARE_SHAPE and shape_b < 1 / SQUARE_SHAPE:
        along, across = dy, dx
    elif shape_a > SQUARE_SHAPE and shape_b > SQUARE_SHAPE:
        along, across = dx, dy
    else:
        return True
    turn = min(_turn(shape_a), _turn(shape_b)) if turned else 0.0
    return math.atan2(along, across) >= math.atan(ECHO_SLANT) - turn


def _turn(shape: float) -> float:
    """How far (radians) a card is turned whose index box has ``shape`` (width / height, or
    its inverse for a card lying across), for an index ``INDEX_ASPECT`` wide per tall."""
    s = min(shape, 1 / shape)
    return math.atan(max(0.0, (s - INDEX_ASPECT) / (1 - s * INDEX_ASPECT)))


def _inside(point: np.ndarray, box: Box) -> bool:
    return bool(box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3])


def _split_by(region: Box, a: np.ndarray, b: np.ndarray) -> bool:
    """Whether one corner lies in ``region`` and the other outside while the card they would
    make (their midpoint) lies outside: two cards, not a card of the region reaching out."""
    return _inside(a, region) != _inside(b, region) and not _inside((a + b) / 2, region)


def _sighting(
    detections: Detections,
    class_id: int,
    indices: tuple[int, ...],
    joint: np.ndarray | None = None,
) -> Sighting:
    """The sighting of the corners ``indices`` named ``class_id``; its alternatives are
    ``joint`` ranked, or the corners' own distributions together (:func:`_joint`; the
    geometric mean, not the product: the two corners of one card are read by the same models
    under the same light, so their errors are not independent, and the product would be
    overconfident)."""
    idx = np.asarray(indices)
    center = detections.center[idx].astype(np.float64).mean(axis=0)
    probs = card_probs(detections)
    if joint is None and probs is not None:
        joint = _joint(probs[idx])
    return Sighting(
        class_id=class_id,
        center=(float(center[0]), float(center[1])),
        boxes=tuple(_box(detections.xyxy[i]) for i in indices),
        confidence=float(detections.confidence[idx].max()),
        detection_indices=indices,
        alternatives=() if joint is None else _ranked(joint),
    )


def _joint(rows: np.ndarray) -> np.ndarray:
    """The normalised geometric mean of class distributions ``rows`` (k, 53)."""
    logs = np.log(np.maximum(np.asarray(rows, np.float64)[:, :NUM_CARD_CLASSES], 1e-9))
    joint: np.ndarray = np.exp(logs.mean(axis=0))
    joint /= joint.sum()
    return joint


def _ranked(joint: np.ndarray) -> tuple[tuple[str, float], ...]:
    order = np.argsort(-joint)[:MAX_ALTERNATIVES]
    return tuple(
        (CLASS_NAMES[int(c)], round(float(joint[c]), 4))
        for c in order
        if joint[c] >= MIN_ALTERNATIVE
    )


@dataclass
class _Echo:
    pair: int  # the entries of one card's two corners share this
    box: Box  # where the corner was last seen
    read: int  # the code it reads as alone
    partner: np.ndarray  # its card's other corner's class distribution (53,)
    partner_read: int  # ... and the code that corner read as
    seen: float  # when it was last seen, paired or alone


class EchoMemory:
    """Keeps the name of a card whose two corners :func:`merge_corners` paired although they
    read as two codes (a heart's far corner read as a diamond) while one of them is covered.

    A lone corner that reads as the code its corner read as, on about the box where that
    corner was last seen (IoU at least ``min_iou``, the best match claiming it), within
    ``hold_s`` seconds of its last sighting, is read together with its unseen partner's
    remembered distribution, as when both were seen (the card is one of the two codes).
    Each such sighting renews the memory, so a card whose near corner stays covered by the
    next play keeps its name while its far corner is seen. Without it, an arm sweeping over
    the card's near corner shows for a moment a card that was never played. Both corners
    seen alone in one frame (their readings overlapped too little that frame) are still one
    card. The price: a card of the other code laid on the very spot of the remembered corner
    within ``hold_s`` of its last sighting is taken for the old card.

    Two corners :func:`merge_corners` paired by their readings alone (related codes) are two
    cards when one was first found ``settled_s`` seconds or more after the other lay on its
    spot and gives the other's code less than ``ECHO_DOUBT``: a 9♠ (9♣ 0.06) laid where the
    9♣ under it has its covered corner is not that 9♣'s corner uncovered. Each then names
    the other in its ``echoes``. A far corner uncovered late (an arm held it down) and read
    in doubt (Q♦ 0.6, Q♥ 0.35) is still its card; the price: one uncovered that late and
    misread surely is read as a card of its own, an echo the tracker may leave out.

    >>> memory = EchoMemory()
    >>> # sightings = memory(merge_corners(detections), detections, t)
    """

    def __init__(
        self,
        hold_s: float = ECHO_HOLD_S,
        min_iou: float = ECHO_MIN_IOU,
        settled_s: float = ECHO_SETTLED_S,
    ) -> None:
        if hold_s < 0 or settled_s < 0 or not 0 < min_iou <= 1:
            raise ValueError("hold_s and settled_s must be >= 0 and min_iou in (0, 1]")
        self.hold_s = hold_s
        self.min_iou = min_iou
        self.settled_s = settled_s
        self._echoes: list[_Echo] = []
        self._pairs = 0
        # the spots corners were found on lately: box, the code read there, when a corner of
        # that code or a related one was first found there, and last
        self._spots = (np.zeros((0, 4)), np.zeros(0, np.int64), np.zeros(0), np.zeros(0))

    def reset(self) -> None:
        self._echoes.clear()
        self._spots = (np.zeros((0, 4)), np.zeros(0, np.int64), np.zeros(0), np.zeros(0))

    def __call__(
        self, sightings: list[Sighting], detections: Detections, t: float
    ) -> list[Sighting]:
        """``sightings`` (merged from ``detections``) with lone corners of remembered pairs
        read as their card; remembers this frame's pairs."""
        # time running backwards is a new stream (a video from its start): forget
        self._echoes = [e for e in self._echoes if 0 <= t - e.seen <= self.hold_s]
        probs = card_probs(detections)
        if probs is None:
            return sightings
        first = self._first_found(detections, t)
        apart: dict[int, list[Sighting]] = {}  # sighting index -> the two cards it is
        matches: dict[int, tuple[_Echo, float]] = {}  # sighting index -> entry, IoU
        for k, s in enumerate(sightings):
            idx = s.detection_indices
            if len(idx) == 2 and detections.class_id[idx[0]] != detections.class_id[idx[1]]:
                new, old = sorted(idx, key=lambda i: -first[i])
                late = _lone(detections, new, old)
                if (
                    first[new] - first[old] >= self.settled_s
                    and probs[new, int(detections.class_id[old])] < ECHO_DOUBT
                    and self._match(late) is None  # (not a remembered card's corner)
                ):
                    # a new card laid on the old one's covered corner: two cards
                    apart[k] = [late, _lone(detections, old, new)]
                    continue
                self._remember(detections, probs, idx, t)
            elif len(idx) == 2:
                # one card's two corners read alike now: what a corner of it remembers of
                # its partner is this reading, not an old one (13600: an A♠'s corner read
                # A♣ 0.57 once, then A♠ for frames; covered by the next play, its other
                # corner alone read A♣ with the old partner)
                self._remember(detections, probs, idx, t, known_only=True)
            elif len(idx) == 1:
                found = self._match(s)
                if found is not None:
                    matches[k] = found
        claimed: dict[int, int] = {}  # entry id -> sighting index, the best IoU's
        for k, (echo, iou) in matches.items():
            other = claimed.get(id(echo))
            if other is None or iou > matches[other][1]:
                claimed[id(echo)] = k
        by_pair: dict[int, list[int]] = {}
        for k in claimed.values():
            by_pair.setdefault(matches[k][0].pair, []).append(k)
        out: list[Sighting | None] = list(sightings)
        # (two corners closer than ECHO_SPAN of a card seen whole in this frame: two cards,
        # as merge_corners found; a pair remembered from a frame without one is not joined)
        shortest, longest = _echo_bounds(detections, sightings)
        for ks in by_pair.values():
            for k in ks:
                echo = matches[k][0]
                echo.box, echo.seen = sightings[k].boxes[0], t
            if len(ks) == 2:  # both corners, seen apart this frame: still one card
                a, b = (sightings[k].detection_indices[0] for k in ks)
                if shortest <= _span(detections, a, b) and (
                    _span(detections, a, b, long_side=True) <= longest
                ):
                    out[ks[0]], out[ks[1]] = _echo_sighting(detections, probs, a, b), None
                continue
            s, echo = sightings[ks[0]], matches[ks[0]][0]
            joint = _joint(np.stack([probs[s.detection_indices[0]], echo.partner]))
            read = [echo.read, echo.partner_read]  # the card is one of the two codes
            out[ks[0]] = replace(
                s, class_id=read[int(joint[read].argmax())], alternatives=_ranked(joint)
            )
        if not apart:
            return [s for s in out if s is not None]
        kept = [s for k, s in enumerate(out) if s is not None and k not in apart]
        kept += [s for two in apart.values() for s in two]
        kept.sort(key=lambda s: (-s.confidence, s.class_id, s.center))
        return kept

    def _first_found(self, detections: Detections, t: float) -> np.ndarray:
        """When each corner of ``detections`` was first found on its spot: the first time of
        the spot it overlaps best (IoU at least ``min_iou``) of those found the frame before
        reading its code or a related one, or within ``ECHO_GAP_S`` seconds reading its very
        code (a corner missed a moment; not another card laid there meanwhile); now, for a
        new spot. Renews the spots."""
        boxes, reads, firsts, seens = self._spots
        keep = (t - seens >= 0) & (t - seens <= ECHO_GAP_S)
        boxes, reads, firsts, seens = boxes[keep], reads[keep], firsts[keep], seens[keep]
        found = np.asarray(detections.xyxy, np.float64).reshape(-1, 4)
        codes = np.asarray(detections.class_id, np.int64)
        first = np.full(len(found), t)
        matched = np.zeros(len(boxes), bool)
        if len(boxes) and len(found):
            iou = _iou_matrix(found, boxes)
            kin = np.where(seens == seens.max(), _KIN[codes][:, reads], codes[:, None] == reads)
            iou[~kin | (iou < self.min_iou)] = -1.0
            best = iou.argmax(axis=1)
            hit = iou[np.arange(len(found)), best] >= 0
            first[hit] = firsts[best[hit]]
            matched[best[hit]] = True
        self._spots = (
            np.concatenate([found, boxes[~matched]]),
            np.concatenate([codes, reads[~matched]]),
            np.concatenate([first, firsts[~matched]]),
            np.concatenate([np.full(len(found), t), seens[~matched]]),
        )
        return first

    def _remember(
        self,
        detections: Detections,
        probs: np.ndarray,
        idx: tuple[int, ...],
        t: float,
        known_only: bool = False,
    ) -> None:
        """Remember corners ``idx``, one card's, each with its partner's reading (with
        ``known_only``, only renew the corners remembered already)."""
        self._pairs += 1
        for me, other in (idx, idx[::-1]):
            box, read = _box(detections.xyxy[me]), int(detections.class_id[me])
            partner = probs[other].astype(np.float64).copy()
            partner_read = int(detections.class_id[other])
            known = next(
                (e for e in self._echoes if e.read == read and _iou(e.box, box) >= self.min_iou),
                None,
            )
            if known is None:
                if not known_only:
                    self._echoes.append(_Echo(self._pairs, box, read, partner, partner_read, t))
            else:
                known.pair, known.box = self._pairs, box
                if not known_only:  # (a card read alike lends its reading, not more time)
                    known.seen = t
                known.partner, known.partner_read = partner, partner_read

    def _match(self, sighting: Sighting) -> tuple[_Echo, float] | None:
        """The remembered corner the lone corner ``sighting`` is, with their boxes' IoU, or
        None."""
        best: tuple[_Echo, float] | None = None
        for echo in self._echoes:
            if echo.read == sighting.class_id:
                iou = _iou(echo.box, sighting.boxes[0])
                if iou >= self.min_iou and (best is None or iou > best[1]):
                    best = (echo, iou)
        return best


def _span(detections: Detections, a: int, b: int, long_side: bool = False) -> float:
    """How far apart corners ``a`` and ``b`` lie, in their boxes' mean diagonal (or mean
    longer side, ``long_side``: much the same however the card is turned, where the
    diagonal of an index's upright box grows by a third as the card turns 45 degrees)."""
    xyxy = np.asarray(detections.xyxy, np.float64)
    wh = xyxy[[a, b], 2:] - xyxy[[a, b], :2]
    size = wh.max(axis=1) if long_side else np.hypot(wh[:, 0], wh[:, 1])
    centres = (xyxy[[a, b], :2] + xyxy[[a, b], 2:]) / 2
    return float(np.hypot(*(centres[0] - centres[1]))) / max(float(size.mean()), 1e-6)


def _class_pairs(detections: Detections, sightings: Iterable[Sighting]) -> list[tuple[int, int]]:
    """The corner indices of the cards seen whole among ``sightings`` by class (two corners
    of one code, not an echo pair)."""
    return [
        (s.detection_indices[0], s.detection_indices[1])
        for s in sightings
        if len(s.detection_indices) == 2
        and detections.class_id[s.detection_indices[0]]
        == detections.class_id[s.detection_indices[1]]
    ]


def _echo_bounds(detections: Detections, sightings: Iterable[Sighting]) -> tuple[float, float]:
    """How far apart two lone corners may lie to be echoes of each other
    (:func:`merge_corners`), by the cards seen whole among ``sightings``
    (:func:`_class_pairs`): at least ``ECHO_SPAN`` of the shortest span between their
    corners, in mean diagonals (0 with none), and at most ``ECHO_LONG`` times the longest,
    in mean longer sides (infinity with fewer than two: one may be a four-index card seen
    by a short edge)."""
    pairs = _class_pairs(detections, sightings)
    floor = ECHO_SPAN * min(_span(detections, a, b) for a, b in pairs) if pairs else 0.0
    ceiling = (
        ECHO_LONG * max(_span(detections, a, b, long_side=True) for a, b in pairs)
        if len(pairs) > 1
        else math.inf
    )
    return floor, ceiling


def _lone(detections: Detections, me: int, other: int) -> Sighting:
    """Corner ``me`` as a card of its own, naming corner ``other``'s code in its echoes."""
    sighting = _sighting(detections, int(detections.class_id[me]), (me,))
    return replace(sighting, echoes=(CLASS_NAMES[int(detections.class_id[other])],))


def _covering(detections: Detections, used: np.ndarray, min_cover: float) -> np.ndarray:
    """Which corners not in ``used`` lie on a more confident corner in it: the boxes share at
    least ``min_cover`` of the smaller box's area."""
    lone, paired = np.flatnonzero(~used), np.flatnonzero(used)
    covering = np.zeros(len(detections), bool)
    if not (len(lone) and len(paired)):
        return covering
    a, b = detections.xyxy[lone].astype(np.float64), detections.xyxy[paired].astype(np.float64)
    inter, area_a, area_b = _intersections(a, b)
    smaller = np.maximum(np.minimum(area_a[:, None], area_b[None, :]), 1e-12)
    weaker = detections.confidence[lone][:, None] < detections.confidence[paired][None, :]
    covering[lone] = ((inter / smaller >= min_cover) & weaker).any(axis=1)
    return covering


def _intersections(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The intersection area of every box of ``a`` (N, 4) with every box of ``b`` (M, 4),
    (N, M), and the areas of ``a``'s and ``b``'s boxes."""
    w = np.minimum(a[:, None, 2], b[None, :, 2]) - np.maximum(a[:, None, 0], b[None, :, 0])
    h = np.minimum(a[:, None, 3], b[None, :, 3]) - np.maximum(a[:, None, 1], b[None, :, 1])
    inter = np.clip(w, 0, None) * np.clip(h, 0, None)
    return (
        inter,
        (a[:, 2] - a[:, 0]) * (a[:, 3] - a[:, 1]),
        (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1]),
    )


def _iou_matrix(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """IoU of every box of ``a`` (N, 4) with every box of ``b`` (M, 4): (N, M)."""
    inter, area_a, area_b = _intersections(a, b)
    union = area_a[:, None] + area_b[None, :] - inter
    return np.where(union > 0, inter / np.maximum(union, 1e-12), 0.0)


def _iou(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    if w <= 0 or h <= 0:
        return 0.0
    inter = w * h
    union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / union if union > 0 else 0.0
