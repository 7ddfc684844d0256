"""A whole game of Tiến lên as a timed table script: where every card lies, when, and what is
covered — the ground truth that game videos are rendered from and the tracker is scored on.

``script_game(seed)`` plays a seeded game with simple bots (``rules.Game``) and lays it out on a
640×480 table seen from above: each play lands in a row near the centre, pushed towards the
seat that played it, later plays overlapping earlier ones; an arm reaches in from the player's
side to place the cards; when a trick ends, an arm sweeps the pile; the coached player's hand
lies face-up in a strip along the bottom. ``visible_corners(script, t)`` says which corner
indices a camera sees at time ``t`` (occlusion by cards on top and by arms included), and
``sightings(script, t)`` turns them into what a perfect detector would report.

Pure numpy; no card art (see :mod:`datasets.gamevideo` for pixels).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from rules import Card, CardSet, Game, HouseRules, Pass, Play, legal_plays
from rules.combos import Combination, can_bomb_out_of_turn

WIDTH, HEIGHT = 640, 480
CARD_W, CARD_H = 72.0, 100.0
# Corner-index centre, in card units from the top-left corner (a generic poker index).
INDEX_OFFSET = (0.12, 0.17)
INDEX_SIZE = (0.16, 0.30)
SIDES = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}
SIDE_DIR = {"bottom": (0.0, 1.0), "left": (-1.0, 0.0), "top": (0.0, -1.0), "right": (1.0, 0.0)}
HAND_Y = 452.0  # centre line of the coached hand (the hand zone is y > 0.86 * 480)
# Where the played cards' centres may lie: a card's half length in from the frame's edges and
# from the coached hand's zone (vision.tracker.SeatLayout.hand_zone), so the camera sees
# each whole (a long straight from a side seat would run off the frame, 10604's 3-to-K).
TABLE_BOX = (CARD_H / 2, CARD_H / 2, WIDTH - CARD_H / 2, 0.86 * HEIGHT - CARD_H / 2)


@dataclass
class Placement:
    """One card on the table (or in the coached hand) between ``t_on`` and ``t_off``."""

    card: Card
    cx: float
    cy: float
    angle: float  # degrees, clockwise in image coordinates
    t_on: float
    t_off: float
    layer: int
    in_hand: bool = False

    def corners(self) -> np.ndarray:
        """The card's four corners (tl, tr, br, bl) in table pixels."""
        return _rect(self.cx, self.cy, CARD_W, CARD_H, self.angle)

    def index_points(self) -> np.ndarray:
        """Centres of the two corner indices (top-left, and the bottom-right one rotated)."""
        ox, oy = (INDEX_OFFSET[0] - 0.5) * CARD_W, (INDEX_OFFSET[1] - 0.5) * CARD_H
        a = math.radians(self.angle)
        c, s = math.cos(a), math.sin(a)
        p1 = (self.cx + c * ox - s * oy, self.cy + s * ox + c * oy)
        p2 = (self.cx - c * ox + s * oy, self.cy - s * ox - c * oy)
        return np.array([p1, p2])


@dataclass
class Arm:
    """An arm reaching from a side of the table to ``target`` and back."""

    side: str
    target: tuple[float, float]
    t_start: float
    t_end: float

    def polygon(self, t: float) -> np.ndarray | None:
        """The arm's outline at time ``t`` (None when out of view)."""
        if not self.t_start <= t <= self.t_end:
            return None
        phase = (t - self.t_start) / (self.t_end - self.t_start)
        reach = math.sin(math.pi * phase)  # in, then out
        dx, dy = SIDE_DIR[self.side]
        edge = (WIDTH / 2 + dx * WIDTH * 0.62, HEIGHT / 2 + dy * HEIGHT * 0.62)
        edge = (
            edge[0] + (self.target[0] - WIDTH / 2) * 0.5,
            edge[1] + (self.target[1] - HEIGHT / 2) * 0.5,
        )
        tip = (
            edge[0] + (self.target[0] - edge[0]) * reach,
            edge[1] + (self.target[1] - edge[1]) * reach,
        )
        vx, vy = tip[0] - edge[0], tip[1] - edge[1]
        length = math.hypot(vx, vy) or 1.0
        nx, ny = -vy / length, vx / length
        half_wrist, half_hand = 0.42 * CARD_W, 0.55 * CARD_W
        return np.array(
            [
                (edge[0] + nx * half_wrist, edge[1] + ny * half_wrist),
                (tip[0] + nx * half_hand, tip[1] + ny * half_hand),
                (tip[0] + vx / length * 18, tip[1] + vy / length * 18),
                (tip[0] - nx * half_hand, tip[1] - ny * half_hand),
                (edge[0] - nx * half_wrist, edge[1] - ny * half_wrist),
            ]
        )


@dataclass
class GameScript:
    """A timed game: placements, arms, and the true events with times."""

    seed: int
    players: int
    duration: float
    placements: list[Placement] = field(default_factory=list)
    arms: list[Arm] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    coached_seat: int = 0
    sides: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The ground-truth log written next to a rendered video."""
        return {
            "seed": self.seed,
            "players": self.players,
            "sides": list(self.sides),
            "coached_seat": self.coached_seat,
            "duration": round(self.duration, 3),
            "events": self.events,
        }


def _rect(cx: float, cy: float, w: float, h: float, angle: float) -> np.ndarray:
    a = math.radians(angle)
    c, s = math.cos(a), math.sin(a)
    pts = np.array([(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)])
    return np.stack([cx + c * pts[:, 0] - s * pts[:, 1], cy + s * pts[:, 0] + c * pts[:, 1]], 1)


def choose_move(game: Game, rng: random.Random, style: str = "greedy") -> Combination | None:
    """A simple bot: ``greedy`` plays the lowest legal play (sometimes passes), ``random`` any."""
    plays = game.legal_plays()
    if game.table is not None and (not plays or rng.random() < 0.15):
        return None
    if not plays:
        return None
    if style == "random":
        return rng.choice(plays)
    if game.table is None:
        # lead: prefer longer combinations of low cards
        best = min(plays, key=lambda p: game.house_rules.card_value(p.top) - 6 * p.length)
        return best
    singles_first = [p for p in plays if not p.is_bomb or game.table.twos]
    return singles_first[0] if singles_first else plays[0]


def script_game(
    seed: int,
    players: int = 4,
    *,
    house_rules: HouseRules | None = None,
    style: str = "pile",
    bot: str = "greedy",
    max_plays: int | None = None,
    occluding_reaches: float = 0.0,
    pushes: float = 0.0,
) -> GameScript:
    """Play a seeded game and lay it out in time and space.

    ``style``: ``pile`` (plays overlap near the centre) or ``front`` (each seat plays in front
    of itself). ``occluding_reaches``: chance per move that a hand reaches over the pile without
    playing. ``pushes``: chance that a play is nudged after it lands. ``max_plays`` stops early
    (for short demo clips).
    """
    rng = random.Random(seed)
    hr = house_rules or HouseRules()
    game = Game.deal(players, rng=rng, house_rules=hr)
    sides = SIDES[players]
    script = GameScript(seed, players, 0.0, coached_seat=0, sides=sides)
    t = 1.0
    layer = 0
    hand_cards: dict[Card, Placement] = {}
    coached = game.hands[0]
    assert coached is not None
    _lay_out_hand(script, hand_cards, coached, 0.0)
    pile: list[Placement] = []
    plays_done = 0
    trick_start = True
    while not game.is_over and (max_plays is None or plays_done < max_plays):
        seat = game.turn
        assert seat is not None
        # a bomb out of turn on a single 2, now and then
        move: tuple[int, Combination] | None = None
        if game.table is not None and game.table.twos == 1 and game.table.kind == "single":
            for other in range(players):
                if other in game.finished or other == seat:
                    continue
                bombs = [
                    c for c in game.legal_plays(other) if can_bomb_out_of_turn(c, game.table, hr)
                ]
                if bombs and rng.random() < 0.7:
                    move = (other, bombs[0])
                    break
        if move is None:
            combo = choose_move(game, rng, bot)
            if combo is not None:
                move = (seat, combo)
        if rng.random() < occluding_reaches:
            reacher = rng.choice(sides)
            target = (WIDTH / 2 + rng.uniform(-30, 30), HEIGHT / 2 + rng.uniform(-30, 30))
            script.arms.append(Arm(reacher, target, t, t + 0.9))
            t += 1.1
        if move is None:
            script.events.append(
                {"type": "pass", "t": round(t, 3), "seat": seat, "trick": game.trick}
            )
            trick = game.trick
            owner = game.table_owner
            game.push(Pass(seat))
            t += rng.uniform(0.5, 1.0)
            if game.trick != trick:
                # everyone passed: the pile is swept by the winner's arm
                winner_side = sides[owner if owner is not None else 0]
                script.arms.append(Arm(winner_side, (WIDTH / 2, HEIGHT / 2), t, t + 1.0))
                for p in pile:
                    if p.t_off > t + 0.5:
                        p.t_off = t + 0.5
                script.events.append(
                    {"type": "trick", "t": round(t + 0.5, 3), "trick": trick, "winner": game.turn}
                )
                pile = []
                t += 1.0 + rng.uniform(1.6, 2.4)
                trick_start = True
            continue
        who, combo = move
        trick = game.trick
        game.push(Play(who, combo.cards))
        plays_done += 1
        side = sides[who]
        land = _landing_spot(rng, side, style)
        t_on = t + 0.5
        script.arms.append(Arm(side, land, t, t + 1.0))
        angle = rng.uniform(-25, 25) + {"bottom": 0, "top": 180, "left": 90, "right": -90}[side]
        if who == script.coached_seat:
            for card in combo.cards:
                hand_cards[card].t_off = t + 0.2
            remaining = game.hands[who]
            assert remaining is not None
            _lay_out_hand(script, hand_cards, remaining, t + 0.2)
        row = _row(combo.cards, land, angle, rng)
        new = []
        for card, (cx, cy) in row:
            layer += 1
            placement = Placement(card, cx, cy, angle + rng.uniform(-4, 4), t_on, math.inf, layer)
            script.placements.append(placement)
            new.append(placement)
        if rng.random() < pushes:
            t_push = t_on + rng.uniform(0.8, 1.2)
            dx, dy = rng.uniform(-8, 8), rng.uniform(-8, 8)
            for p in new:
                p.t_off = t_push
                layer += 1
                moved = Placement(p.card, p.cx + dx, p.cy + dy, p.angle, t_push, math.inf, layer)
                script.placements.append(moved)
                pile.append(moved)
        else:
            pile.extend(new)
        script.events.append(
            {
                "type": "play",
                "t": round(t_on, 3),
                "seat": who,
                "cards": combo.cards.codes(),
                "kind": combo.kind,
                "trick": trick,
                "leads_trick": trick_start,
                "out_of_turn": game.history[-1].out_of_turn,
            }
        )
        # (a play the others had all passed on, or gone out, takes its trick as it lands: its
        # seat leads the next one, with no sweep between)
        trick_start = game.trick != trick
        t += 1.0 + rng.uniform(0.4, 1.2)
    script.duration = t + 2.0
    return script


def _landing_spot(rng: random.Random, side: str, style: str) -> tuple[float, float]:
    dx, dy = SIDE_DIR[side]
    reach = 0.55 * CARD_H if style == "pile" else 1.9 * CARD_H
    jitter = 10.0 if style == "pile" else 14.0
    return (
        WIDTH / 2 + dx * reach + rng.uniform(-jitter, jitter),
        HEIGHT / 2 - 25 + dy * reach * 0.8 + rng.uniform(-jitter, jitter),
    )


def _row(
    cards: CardSet, centre: tuple[float, float], angle: float, rng: random.Random
) -> list[tuple[Card, tuple[float, float]]]:
    """Cards of one play side by side, each overlapping the next but with its index showing,
    on the table (``TABLE_BOX``): a row too long to fit is slid in toward the middle, and
    laid closer if it must be (rows that fit are laid as drawn)."""
    step = CARD_W * rng.uniform(0.42, 0.55)
    n = len(cards)
    a = math.radians(angle)
    c, s = math.cos(a), math.sin(a)
    x1, y1, x2, y2 = TABLE_BOX
    if n > 1:
        # (the longest the row may be along each axis, then slid to lie inside)
        room = min(
            (x2 - x1) / abs(c) if abs(c) > 1e-9 else math.inf,
            (y2 - y1) / abs(s) if abs(s) > 1e-9 else math.inf,
        )
        step = min(step, room / (n - 1))
    half = (n - 1) / 2 * step
    reach_x, reach_y = abs(c) * half, abs(s) * half
    centre = (
        min(max(centre[0], x1 + reach_x), x2 - reach_x),
        min(max(centre[1], y1 + reach_y), y2 - reach_y),
    )
    out = []
    for i, card in enumerate(cards):
        off = (i - (n - 1) / 2) * step
        out.append((card, (centre[0] + c * off, centre[1] + s * off)))
    return out


def _lay_out_hand(
    script: GameScript, hand_cards: dict[Card, Placement], hand: CardSet, t: float
) -> None:
    """(Re)lay the coached hand in the bottom strip from time ``t``."""
    for placement in hand_cards.values():
        if placement.t_off > t:
            placement.t_off = t
    n = len(hand)
    if n == 0:
        return
    step = min(CARD_W * 0.9, 440.0 / max(n, 1))
    for i, card in enumerate(hand):
        x = WIDTH / 2 + (i - (n - 1) / 2) * step
        placement = Placement(card, x, HAND_Y + 20, 0.0, t, math.inf, -100 + i, in_hand=True)
        hand_cards[card] = placement
        script.placements.append(placement)


def _inside(points: np.ndarray, polygon: np.ndarray) -> np.ndarray:
    """Which points lie inside a convex polygon (vectorised)."""
    inside = np.ones(len(points), bool)
    sign = 0.0
    for i in range(len(polygon)):
        a, b = polygon[i], polygon[(i + 1) % len(polygon)]
        cross = (b[0] - a[0]) * (points[:, 1] - a[1]) - (b[1] - a[1]) * (points[:, 0] - a[0])
        if sign == 0.0:
            sign = 1.0 if polygon_area(polygon) > 0 else -1.0
        inside &= cross * sign >= 0
    return inside


def polygon_area(polygon: np.ndarray) -> float:
    """Signed area (positive for clockwise in image coordinates)."""
    x, y = polygon[:, 0], polygon[:, 1]
    return float(0.5 * (np.dot(x, np.roll(y, -1)) - np.dot(y, np.roll(x, -1))))


def active(script: GameScript, t: float) -> list[Placement]:
    """Placements on the table at time ``t``, bottom layer first."""
    live = [p for p in script.placements if p.t_on <= t < p.t_off]
    return sorted(live, key=lambda p: p.layer)


def visible_corners(script: GameScript, t: float) -> list[tuple[Placement, int, np.ndarray]]:
    """(placement, corner number 0/1, centre point) for every corner index a camera sees."""
    live = active(script, t)
    arms = [poly for arm in script.arms if (poly := arm.polygon(t)) is not None]
    out = []
    for i, p in enumerate(live):
        points = p.index_points()
        hidden = np.zeros(2, bool)
        for q in live[i + 1 :]:
            hidden |= _inside(points, q.corners())
        for poly in arms:
            hidden |= _inside(points, poly)
        for k in range(2):
            x, y = points[k]
            if not hidden[k] and 0 <= x < WIDTH and 0 <= y < HEIGHT:
                out.append((p, k, points[k]))
    return out


def motion(script: GameScript, t: float) -> dict[str, float]:
    """Motion energy per side at ``t``: how far each arm in view reaches in (0..1)."""
    energy: dict[str, float] = {}
    for arm in script.arms:
        if arm.t_start <= t <= arm.t_end:
            phase = (t - arm.t_start) / (arm.t_end - arm.t_start)
            energy[arm.side] = energy.get(arm.side, 0.0) + math.sin(math.pi * phase)
    return energy


def sightings(
    script: GameScript,
    t: float,
    rng: np.random.Generator | None = None,
    *,
    dropout: float = 0.0,
    false_rate: float = 0.0,
    jitter: float = 0.0,
) -> list[tuple[str, float, float, float]]:
    """What a detector would report at ``t``: ``(code, x, y, confidence)`` per visible card,
    normalised; with optional per-card dropout, false sightings and position jitter."""
    rng = rng or np.random.default_rng(0)
    by_card: dict[Card, list[np.ndarray]] = {}
    for placement, _, point in visible_corners(script, t):
        if dropout and rng.random() < dropout:
            continue
        by_card.setdefault(placement.card, []).append(point)
    out = []
    for card, points in by_card.items():
        x, y = np.mean(points, axis=0)
        if jitter:
            x, y = x + rng.normal(0, jitter), y + rng.normal(0, jitter)
        out.append((card.code, float(x) / WIDTH, float(y) / HEIGHT, 0.9))
    if false_rate and rng.random() < false_rate:
        code = Card.from_index(int(rng.integers(52))).code
        out.append((code, float(rng.uniform(0.1, 0.9)), float(rng.uniform(0.1, 0.8)), 0.4))
    return out


__all__ = [
    "Arm",
    "GameScript",
    "Placement",
    "active",
    "choose_move",
    "legal_plays",
    "script_game",
    "sightings",
    "visible_corners",
]
