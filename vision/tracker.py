"""From card sightings over time to the history of a Tiến lên game.

:class:`TableTracker` takes, frame by frame, the cards the detector saw (``(code, x, y)`` in
normalised image coordinates, or :class:`vision.cards.Sighting` with the frame size) and returns
game events: plays (with seat and the rules' verdict), passes it infers, tricks, the coached
player's open hand, faults. It feeds a :class:`rules.Game`, so legality, the 2s and aces still
out and the cards left per seat are always current.

How a real table is handled:

- **Flicker and missed frames.** A card is believed on the table only after it is seen in ``k``
  of the last ``n`` frames (raising ``k`` removes flicker but delays each play by ``k`` frames).
  So is a card seen in each of the last ``n``, clearly or, after its first clear frame,
  only faintly (``update``'s ``faint``) on its spot, and not on a card seen whole (its pip):
  a card read just over the card threshold as it lands, then just under it (9717's K♥:
  0.23 twice, then 0.17 for seconds); seen so, it stays while its play settles.
- **A play** is the group of new cards that appear together and stay; the group is closed once
  no new card has appeared for ``settle_time`` seconds (longer: fewer split plays, slower
  events; shorter: two quick plays are told apart sooner). Groups that are not a valid
  combination are split by when the cards appeared (gaps over ``split_gap``). A group none
  of whose cards has been seen for half of ``settle_time``, while the pile has not been seen
  either, waits: something glimpsed as an arm swept the pile away (a pip read A♦ for three
  frames) leaves the table before it is a play. So does a group whose cards, never seen
  whole, were last seen while an arm moved on and not once since the table went still:
  something the arm carried or showed, read as a card.
- **Covered cards** are not removed: a card, once played, stays played (single deck). Pushing a
  play a little after it lands changes nothing: cards are identified by what they are.
- **A sweep** ends the trick when every card of the current trick has been out of sight for
  ``sweep_time`` seconds with nothing new (a hand reaching in hides the pile for less than
  that). The rules end a trick too: a play that cannot beat the table must be a new lead.
- **Seats.** A play is attributed by combining where it lands (its offset from the table centre
  towards a seat's side), where the motion came from (optional per-side motion energy), and
  the turn order (each pass the attribution implies costs ``pass_cost``; bombs on a 2 may come
  out of turn). Where the pile lies is learnt from the first plays' landings (and kept for
  the next game: the camera stays); until then the frame's middle stands in for it, so
  landings count only ``early_trust`` of their weight at the first play, rising to all of it
  by the fifth (a camera aimed low or high puts the pile off the middle, and the second
  player's cards would seem to come from across the table; lower trusts the turn order more
  at the start of a game). When the rules allow the play only to seats the cards clearly did
  not come from (by more than ``illegal_cost``), the game as recorded is the likelier mistake
  (an earlier misread card, a play the camera missed): the play is held as an illegal play of
  the seat it came from, and recorded as such if it stays, so one misread does not shift
  every later seat.
  The camera corrects itself too: when a play clearly comes from a seat the record does not
  let play it (it has gone out, another seat leads) and giving one or two recent plays whose
  landing was unclear to their other likely seat makes the whole record legal, the record is
  rewritten (a :class:`CorrectionEvent`). The user can correct any attribution
  (:meth:`TableTracker.reassign`).
- **Misreads.** A detector names most cards right but not all: a suit mistaken, the other
  corner of a 6 read as a 9. Where a sighting carries the detector's runners-up
  (:attr:`vision.cards.Sighting.alternatives`), the table decides between them (a runner-up
  counts when it has at least ``alternative_min`` and a quarter of what was read, and is not
  read elsewhere in the frame): a card lying still keeps its name when a frame reads it as
  another code, and a played card or one in the coached hand does not lend it: its code read
  far from it (``FAR_APART``) while it is read on its own spot too is the runner-up that is
  neither played nor on the table (a 5♣ corner read 6♣ while the coached hand holds the 6♣),
  and a code of the coached hand read far from the hand stays no card on that spot while it
  is read there, even when the hand's own is hidden (a 6♦ corner on the pile read 9♦ beside
  the hand's 9♦: the coached player's arm hides the hand, and the 9♦ does not "move" onto
  the pile), nor when read there a little more surely than on its spot in the hand, by one
  corner under ``LAID_CONF``, while the coached side is still (a K♠'s corner peeking from
  under a 2♦ read 2♠ 0.40 beside the hand's 2♠ at 0.35), and a code of the coached hand
  read surely on the table by one corner while the
  hand was hidden is still the hand's once the hand shows it again within
  ``hand_left_window`` (a 9♣'s far corner, printed upright, landed read 6♣ while the arm hid
  the hand's 6♣); each corner of a played or waiting card keeps its name while its other corner
  is read nearby (an A♣'s far corner read 4♣, 0.76 against 0.24, is still the A♣);
  a card that has just left the coached hand (last seen there within ``hand_left_window``
  seconds) is what a code read on the table with it as a likely runner-up is, while
  something moves on the coached seat's side and unless that code left the hand too
  (the 7♠ of the coached seat's 7♠ 7♦, read 7♣ 0.62 on the pile), and a play of the
  coached seat, its hand read whole, read with a card the hand did not hold is the play with
  that card's runner-up the hand held (a Q♥ read Q♦ 0.7 by one corner);
  a card swept off the table with its trick is not back, so a sighting of it is its
  runner-up when that is at least ``swept_ratio`` as likely (a new 5♠ read as the swept 6♠),
  or, less likely (``repair_min``), when it fills the gap of cards that are no play without
  it (a 6♠ read as the swept 8♠ between 5♥ and 7♣), and so is a card of the current trick,
  never seen whole, read by one corner well away from where it lay as new cards land by
  it (a 3♣ laid over the 3♠ read 3♠ 0.33 / 3♣ 0.24); two whole cards (both corners
  paired) a little apart, a whole card beside a trick card's corner still read on its own
  spot, or two sightings far apart, that got one code are two cards when the weaker has a
  runner-up that fits (else the far one is a "seen twice" fault); and a play the rules
  reject is read again as the likeliest play they accept that one or two misreads explain: a
  card is a runner-up the detector gave it at least ``repair_min`` as often as what was
  read, or, when that runner-up is another card of the play, no card of it. The misread code
  then keeps that meaning on its spot while its play lies there. A group that is no
  combination, one card of which read as a likely runner-up (``MISREAD_KEPT`` as often as
  what was read) makes a play some seat may make, is repaired rather than that card left out
  as no card (5♣ with a 5♠ corner read 6♠, 0.63 against 0.35); it still waits for a card
  that may be hidden (the third card of a straight), but when the next play lands on it
  first (after a pause of ``split_gap``), the two are split there, not read as one group.
  Lower ``repair_min`` repairs more plays, on weaker evidence; a play read without doubt (no
  likely runner-up) that breaks the rules stays a fault for the coach to show, and a
  repaired play says so (``PlayEvent.misreads``).
  A card found only faintly (``update``'s ``faint``: under ``GamePipeline``'s ``card_conf``,
  a sliver of its corner showing under the other card of its pair) is no card on its own,
  unless it is seen whole (both corners paired) on the table as it has just left the coached
  hand with the coached seat's arm moving (a Q♥ laid on the pile read 0.18 by both corners);
  seen so in ``k`` of ``n`` frames beside a play the rules reject, it completes that play
  when it makes the play the seat may make (a K♥ alone on a pair of jacks, the K♣ under it).
  So does a card not seen at all on the table that left the coached hand with a play of the
  coached seat (last seen in the hand zone within ``hand_left_window`` seconds before the
  play's cards were cards on the table, and not since): a Q♣ wholly under the Q♥ of Q♣ Q♥.
  When the next play lands on such a play first, the two are split there too. A card seen
  faintly among a play the rules accept (within ``split_distance`` of a card of it), first
  seen so as the play arrived, joins it when with it the cards are a play the same seat
  may make too (K♥ K♦ K♠, the K♦ in the middle found at 0.19 for seconds; or a single seen
  whole, beside a corner of it, outside it: a 3♣ sliver beside the 3♦ of 3♣ 3♦); one seen
  there before the play came lay there already. Both say so (``PlayEvent.inferred``).
  A waiting card read anew on its spot (a code first read where the frame before read the
  old one, by a corner or whole, the old one not seen since, either among the other's
  runners-up) takes the old code's place in the waiting play, and the old code is left
  alone until it leaves the table (5♦ 5♥, the 5♦ read 6♦ as it landed and 5♦ once the arm
  left: 5♥ 6♦ is no play, and waited until the next play covered the 5♦; a Q♣ read Q♠ for
  four frames, then Q♣, was an illegal pair Q♠ Q♣).
  A card only ever seen by one corner and never read with ``weak_conf`` may be no card at
  all (a pip or another card's corner read as one): such a card may be left out of a play
  the rules reject, whatever the play is, and a rejected play of such cards alone that the
  next play lands on was none (not an illegal play the players went on over). Nor does it
  hold up the cards it landed with when they are a play without it (waiting for the rest,
  the next play would land on them and the two plays and the phantom would be read as one
  invalid group), nor, alone, is it a play of its own when the cards waiting together split
  into several plays that are in turn, one on another, only without it (a covered card's
  corner read anew as the next play lands, 8806, 8809: as a play it was a lead after
  everyone passed in no time, less than ``ALL_PASS_S`` after the play before it); the same
  goes
  for an echo, a card seen by one corner with another card of the group among its
  runners-up (at least ``repair_min`` as often: that card's other corner read as another),
  or lying, in at least half the frames it was seen in, where that card's other corner would
  with a related code (``Sighting.echoes``: a 6♣'s far index, printed upright, read 9♣),
  and for a takeover, a card seen by one corner first on the spot of a played card that was
  seen the frame before but not in that frame, and read less surely than the rest of the group (the
  covered card's corner, read as another as a play landed on it: a 6♣ read as 9♣), and, last,
  for a card seen by one corner first where the frame before read a played card's corner
  while that card is still seen by its other one (a 5♦ corner half covered by the next play
  and read 7♦). Of several such cards in one group, as few are left out as make the rest
  plays, the least surely read first. A group that is a combination, but one the seat it
  came from may not play now, loses such cards too when the rest is a play that seat may
  make, but only a takeover, a corner read anew or a card lying where another card of the
  group has its other corner (a 10♦ landing on a 10♠ covers its near corner and the far one,
  printed upright, reads 10♣; a 2♥'s far corner reads 2♦): a real pair read in doubt between
  its suits stays a pair. Last of all, where the cards came from the coached hand and every
  card it holds has been seen there, a card by one corner never seen in it is none of its
  play (a covered corner read A♣ beside the coached 8♥), and is left out of a combination
  the coached seat would play with it as well when the seat would play the rest (2♦ 2♥,
  the 2♥'s far corner read 2♦, led after two passes, was the coached 2♥ in turn).
  Such a phantom is left alone while it lies there, through the user's corrections too (and
  when it is back on its spot in the same trick within ``PHANTOM_HOLD`` seconds of leaving
  it, unseen or read as another a while; read in its last ``k`` sightings at least
  ``split_distance`` from where it was left out, it lies there no more: a 9♠ corner read
  weakly on the pile was no card, a real 9♠ played a card away is one; one left out as an
  echo of another card needs no ``weak_conf`` there when it lies as no echo),
  until it is seen whole after all (both corners paired; not read more surely: a pip's
  reading drifts): then it is a new card, which may join the last play as a card of it seen
  late. A card read as another's runner-up counts as read only as surely as the detector
  found that runner-up likely.
  A card of the last play read in doubt (an arm still half over it) that is then read
  surely on its spot as its runner-up (at least ``repair_min`` as often) is that card: the
  play is corrected (a :class:`CorrectionEvent` with ``old_cards``), not followed by a new
  one. Cards landing beside the last play within ``join_time`` of it, while it is still seen,
  join it when together they are a play its seat could make there and nothing says they
  came from another seat (a card of the play seen late: a correction too). A play the rules
  reject (a single 2 on a pair) is joined by cards landing beside it that make it the play
  its seat may make, when no other seat could play them without that seat having passed.
- **Nothing lands without an arm.** A card seen by one corner, first read on the spot where
  the frame before read a played card (or, anywhere, not read with ``weak_conf`` as it
  arrives, while no rejected play waits for a card), after
  ``still_time`` seconds in which not one pixel of any side band changed, is no play: no
  arm reached in, so it is that corner read anew as another code (a half-covered 8♠ of the
  pile, taken for the 10♣ above it, read 8♣ on a still frame), or something on the table
  read weakly as a card. So is such a card seen faintly on its spot (not moving) for
  ``still_time`` before it was read as a card, motion or none: it lay there before the arm
  came (a pip of the 10♣ read 9♣ under the card threshold, then just over it as the next
  arm changed the light). It is left alone until it leaves the table or is seen whole (then
  it is a card, as a phantom is). The test is made only as the card arrives, and is off
  without motion given for the whole ``still_time``, while a play is settling, and for a
  card that would complete the last play (its card seen late). It asks for all of that
  because the side bands can miss an arm (a sleeve the colour of the table): a card read
  surely landing on a free spot is a play, motion or none.
- **The hand zone** (default: a strip along the bottom of the frame) holds the coached player's
  open hand; cards there are never plays. A card leaving the hand zone for the table is strong
  evidence that the coached seat played it.
"""

from __future__ import annotations

import functools
import itertools
import math
import statistics
from collections import deque
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations, pairwise
from typing import Any, Literal, NamedTuple

from rules import (
    CardSet,
    Game,
    HouseRules,
    IllegalPlayError,
    InvalidNotationError,
    Pass,
    Play,
    classify,
    parse_cards,
)
from rules.cards import Card, Rank

Side = Literal["bottom", "left", "top", "right"]
SIDE_VECTORS: dict[str, tuple[float, float]] = {
    "bottom": (0.0, 1.0),
    "left": (-1.0, 0.0),
    "top": (0.0, -1.0),
    "right": (1.0, 0.0),
}
# Plays whose landings locate the pile (until then the layout's table_center stands in for it),
# and how many recent ones it is the mean of
PILE_PLAYS = 4
PILE_WINDOW = 24
# A play that later cards may join must have been seen this recently (seconds): still there.
JOIN_SEEN = 0.3
# Doubtful cards of a group are left out as few at a time as will do, up to this many of one
# kind (TableTracker._doubtful's tiers; 2^6 - 2 ways to try); more, all of them at once
MAX_LEFT_OUT = 6
# Everyone passing takes at least this many seconds: a weak card that would lead after all
# passed, arriving sooner after the play before it, is no play (TableTracker._without_weak_plays)
ALL_PASS_S = 1.5
# A card seen whole may be two related cards when its readings gave the other code at least
# this often against its own (TableTracker._twins)
TWIN_RATIO = 0.25
# A phantom that left the table and is back on its spot within this many seconds, in the
# same trick, is the same phantom (a corner hidden for a moment, or read as another code)
PHANTOM_HOLD = 3.0
# A phantom left out as another card's other corner read as a related code (an echo, seen
# by one corner) is a card after all once seen whole in this many frames since: one frame's
# pairing is a corner of that card, or of one laid by it, read as its code a moment (14004's
# J♣). (A phantom that lay alone, a card read faintly, is a card once seen whole.)
PHANTOM_WHOLE_FRAMES = 2
# Two corners paired as such a phantom's lie at most this many times as far apart as the
# median span of the cards seen whole on the table lately (the last SPANS_KEPT whole sightings
# off the coached hand, once SPANS_MIN of them were seen): farther, the pair is two cards'
# corners read as one code (14004: a J♥'s far corner, read J♦, paired with the far corner of
# the K♦ laid, read J♦ 0.96, 1.9 times a card's span away). Real cards pass it too: over
# the first game of each of 50 recorded sets, 244 of 87,016 whole sightings lay more than
# 1.5 times the running median apart (99.9th percentile 1.6, the largest 2.03; normalised
# coordinates, so a card's angle moves its span by up to the frame's aspect ratio, and a
# slanted camera shows near cards larger; ``python benchmarks/whole_spans.py
# runs/blind4*/*0.pkl``): hence echo phantoms only.
WHOLE_SPAN_MAX = 1.5
# How far from a card's corner read clearly, as a fraction of a card's span on this table, a
# faint reading that names that card among its runners-up at a toss-up lies on its far corner
# (TableTracker._on_far_corner): give or take a quarter, as a slanted camera shows near cards
# larger than far ones
FAR_CORNER_BAND = (0.75, 1.25)
# How far from the midpoint of a whole card's index corners, as a fraction of half their
# span, a reading lies on one of its four corners (TableTracker._read_on_whole): the corners
# of a rectangle lie on the circle through two opposite ones
ON_CORNER_BAND = (0.85, 1.15)
# ... and along a card, as a far corner lies from its near one: within this cosine (30 degrees)
# of the line between the two corners of a card of the play seen whole now (or of that card
# when it was seen whole), either way; a card of a row or cascade lies across the cards from
# its neighbours (a row of indices 55 degrees off a card's diagonal)
FAR_CORNER_ALONG = 0.866
SPANS_KEPT = 200
SPANS_MIN = 30
# A card whose runner-up is this likely against what was read (a likely runner-up, as in
# TableTracker._reread) and makes its group a play is repaired, not left out as no card; the
# next play landing on such a group is split from it (TableTracker._split_after_misread)
MISREAD_KEPT = 0.25
# ... and a card on another's corner where that one lay seen whole, as its echo, is that
# corner read anew with the other this likely against it (TableTracker._one_card_twice;
# 16331's 6♠ on the 5♠'s far corner, 0.21)
CORNER_MISREAD = 0.1
# where a four-index card's other indices lie (:meth:`TableTracker._on_other_index`): at a
# right angle to its two paired corners, the squared distances summing to the squared span
# within this share of it, nearer one corner than this share of the span (the short edge)
OTHER_INDEX_FIT = 0.1
OTHER_INDEX_NEAR = 0.6
# Two sightings of one code this far apart (in frame sides) are not two corners of one card
FAR_APART = 0.25
# A card's two corners lie at least this many index diagonals apart (vision.cards'
# ECHO_MIN_DISTANCE: 1.37 the least measured): two lone corners of one code closer than that,
# their boxes apart (not one corner found twice), are two cards side by side
CORNERS_APART = 1.35
# ... or closer than this share of the median distance between the corners of the cards seen
# whole in the frame, in boxes' longer sides (vision.cards' SHORT_PAIR, which leaves two
# such corners of one code unpaired when one reads a related code at a toss-up: 16495's 3♠
# and 3♣, 1.92 long sides apart while the 3♦ seen whole showed 4.48)
SHORT_PAIR = 0.45
# A card's outline lies within this many times as far from its centre as its corners'
# indices (a poker card's corner, 1.23 at most): a lone corner of its code beyond that,
# while it is seen whole, is another card's (:func:`_outside_whole`)
OUTSIDE_WHOLE = 1.35
# how likely against the card read a runner-up must have been, over the frames a play was
# read from, for that play to have been read at a toss-up (:meth:`TableTracker._recard_swept_play`)
TOSS_UP = 0.75
# ... or at least this likely, when a reading of the card now gives that runner-up too
# little to be it (16428: a Q♣ lead read Q♠ 0.78 / Q♣ 0.21 as it landed, the Q♠ played later
# read whole Q♠ 0.94 / Q♣ 0.04, and lost as played before; 16350's 10♥, read 10♦ with 10♥
# 0.19 as often, the 10♦ later 0.996 with no runner-up)
RECARD_MIN = 0.15
# ... and only when the swap explains the readings this much better than the cards as read:
# how much more the earlier card's readings, while it lay there, named the code this one is
# read as than its own, times how much more this card's readings name its own code than
# that one (TableTracker._recard_swept_play; review120: a real A♣ read A♠ 0.55 / A♣ 0.45
# after an A♠ read at a toss-up as it landed, then A♠ 0.7 for seconds, is the A♣)
SWAP_MARGIN = 1.5
# A corner read anew as another code is that card's only when nothing moved for this long
# (seconds; TableTracker._reread): a card landing on it comes with an arm.
STILL_READ = 0.3
# Frames a played card must be read again on the spot a new code took over from it, the new
# code unseen, for that code to be its corner misread a moment (_taken_back; 15906: seven
# frames)
TAKEN_BACK = 4
# The share of its readings a code that took a played card's spot over, nothing moving, must
# give that card for it to be that card's corner misread (_still_doubting_under; 15905's 9♦:
# 6♦ 0.09)
TOOK_OVER_SHARE = 0.05
# A played card's corner read doubting toward a card of the coached hand at most this many
# times as much as its readings did on average is that card's doubt as ever, not the hand's
# card laid on it (_CardTrack.doubt_as_ever; 16473's A♣: A♠ 0.23 of A♣ on average, 0.41 as
# the coached A♥ covered its other corner, 1.8 times; a 2♣ laid on a 2♠: 2.5 times where the
# 2♠ was read 2♣ 0.19 / 2♠ 0.8 all along, review112, and 9 times at 0.06, review111)
DOUBT_GROWN = 2.0
# How far from a whole card's centre, as a fraction of the way to its corners, a faint
# reading is on its face (TableTracker._faint_extends): the corners' circle reaches past the
# card's long sides, where the index of a card half under it shows
FACE_ZONE = 0.6
# A card read back on the spot of a phantom of its code, after the phantom was seen there
# only faintly for a while, is a card laid there only when read at least this surely (and
# DOUBLE_SURER times as surely as the phantom; TableTracker._reads_a_card_on)
LAID_CONF = 0.7
# A far second reading of a coached-hand card (TableTracker._double) read this many times
# more surely than before, or whole, is a card laid there.
DOUBLE_SURER = 2.0
# A court card's corner lying where another court card of its colour has its other corner
# (vision.cards' court echoes) is weighed as a loose echo, not as a related code, unless
# its reading gave that other court at least this (vision.cards.ECHO_DOUBT); so is a 6's
# (9's) corner lying where the 9 (6) of the other suit of its colour has its other corner
# (11612), unless its reading gave that card or a code related to it at least this (an
# echo vision.cards names by ECHO_DOUBT alone)
COURT_DOUBT = 0.1
# ... and only where it lies this far (normalised) from both corners of that card as they
# were when it was last seen whole (7518: a K♦'s far corner, read J♦ 0.97 / K♦ 0.02, lies
# on the K♦'s far corner; 9701's real K♥ lay 0.08 from the Q♥'s)
COURT_SPOT = 0.04
# A card arriving on the table when the coached hand has been seen whole and unchanged for
# this long (seconds: as many cards as that seat holds, the same codes every frame) left
# no hand of the coached seat: whatever was read in the hand before, the coached seat is
# not taken to be more likely to have played it (TableTracker._hand_whole_lately,
# _seat_evidence). Nor less likely: a hand with a card unread beside a phantom reads
# whole too (review91).
HAND_WATCH = 1.0
DEFAULT_SIDES: dict[int, tuple[str, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}


@dataclass(frozen=True, slots=True)
class SeatLayout:
    """Where the seats sit around the frame. Seat ``i`` sits at ``sides[i]``; seats are numbered
    clockwise, so for the default four seats bottom → left → top → right is clockwise as seen
    from above. ``hand_zone`` is ``(x1, y1, x2, y2)`` in normalised coordinates, or None.
    """

    players: int = 4
    sides: tuple[str, ...] = ()
    hand_zone: tuple[float, float, float, float] | None = (0.0, 0.86, 1.0, 1.0)
    coached_seat: int = 0
    table_center: tuple[float, float] = (0.5, 0.5)

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 4:
            raise ValueError(f"2 to 4 players, not {self.players}")
        if not self.sides:
            object.__setattr__(self, "sides", DEFAULT_SIDES[self.players])
        if len(self.sides) != self.players or any(s not in SIDE_VECTORS for s in self.sides):
            raise ValueError(
                f"sides must name one of {sorted(SIDE_VECTORS)} for each of {self.players} seats: "
                f"{self.sides!r}"
            )
        if len(set(self.sides)) != len(self.sides):
            raise ValueError(f"two seats on one side: {self.sides!r}")
        if not 0 <= self.coached_seat < self.players:
            raise ValueError(f"coached_seat must be a seat 0..{self.players - 1}")

    def in_hand_zone(self, x: float, y: float) -> bool:
        """Is the normalised point inside the hand zone?"""
        zone = self.hand_zone
        return zone is not None and zone[0] <= x <= zone[2] and zone[1] <= y <= zone[3]


# -- events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Event:
    """Base of tracker events; ``t`` is the frame time in seconds."""

    t: float

    @property
    def type(self) -> str:
        """Short name used in JSON: ``play``, ``pass``, ``trick``, ``hand``, ``fault`` …"""
        return "event"

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly form (card sets as lists of codes)."""
        data: dict[str, Any] = {"type": self.type}
        for name in self.__slots__:
            data[name] = _jsonable(getattr(self, name))
        data["t"] = round(self.t, 3)
        return data


def _jsonable(value: object) -> object:
    if isinstance(value, CardSet):
        return value.codes()
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class PlayEvent(Event):
    """A play was seen and accepted: who, what, and what the rules say."""

    seat: int
    cards: CardSet
    kind: str
    trick: int
    reason: str
    out_of_turn: bool = False
    number: int = 0
    legal: bool = True
    # cards the camera misread, as the tracker explained them: (code read, the card it was,
    # or None: no card of the play); see TableTracker's "Misreads"
    misreads: tuple[tuple[str, str | None], ...] = ()
    # cards not seen clearly (faintly, or only as they left the coached hand) that the rules
    # put in the play (TableTracker._complete)
    inferred: tuple[str, ...] = ()

    @property
    def type(self) -> str:
        return "play"

    @property
    def misread_note(self) -> str:
        """The misreads in words, e.g. ``"the camera read 5♣ as 6♣; 9♥ was no card of it"``,
        and the cards not seen clearly (empty when there were none)."""
        parts = [
            f"the camera read {Card.parse(real)} as {Card.parse(read)}"
            if real is not None
            else f"{Card.parse(read)} was no card of it"
            for read, real in self.misreads
        ]
        parts += [
            f"{Card.parse(c)} was not seen clearly: the rules put it in" for c in self.inferred
        ]
        return "; ".join(parts)


@dataclass(frozen=True, slots=True)
class PassEvent(Event):
    """A pass; ``inferred`` when the tracker deduced it from who played next."""

    seat: int
    trick: int
    inferred: bool = True

    @property
    def type(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class TrickEvent(Event):
    """A trick ended: ``winner`` leads next (``how``: ``swept`` or ``all passed``)."""

    trick: int
    winner: int
    how: str

    @property
    def type(self) -> str:
        return "trick"


@dataclass(frozen=True, slots=True)
class HandEvent(Event):
    """The coached player's open hand, as seen in the hand zone."""

    seat: int
    cards: CardSet

    @property
    def type(self) -> str:
        return "hand"


@dataclass(frozen=True, slots=True)
class OutEvent(Event):
    """A seat played its last card and finished in ``place`` (1 = winner)."""

    seat: int
    place: int

    @property
    def type(self) -> str:
        return "out"


@dataclass(frozen=True, slots=True)
class CorrectionEvent(Event):
    """An earlier play was corrected (play ``number``, 0-based) and the game replayed: its seat
    (from ``old_seat`` to ``seat``) because a later play made sense only that way, or its
    cards (``old_cards`` to ``cards``, the seat the same) because a card of it, read in doubt,
    was read again without doubt on the same spot."""

    number: int
    cards: CardSet
    old_seat: int
    seat: int
    old_cards: CardSet | None = None

    @property
    def type(self) -> str:
        return "correction"


@dataclass(frozen=True, slots=True)
class FaultEvent(Event):
    """Something the rules do not allow, reported (not enforced): ``fault`` is one of
    ``illegal_play``, ``invalid_combination``, ``card_seen_twice``, ``impossible_card``."""

    fault: str
    message: str
    cards: CardSet
    seat: int | None = None

    @property
    def type(self) -> str:
        return "fault"


# -- the log the game is derived from ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LoggedPlay:
    """A play as accepted: its cards, seat, time, and whether a sweep came before it.

    ``evidence``: how likely each seat was by where the cards landed and where the motion came
    from, when the camera attributed the play (None for plays entered or reassigned by the
    user, forced ones and restored ones: only the camera's own attributions may be corrected
    automatically)."""

    cards: CardSet
    seat: int
    t: float
    swept_before: bool = False
    forced: bool = False
    evidence: tuple[float, ...] | None = field(default=None, compare=False)
    # the camera's misreads the tracker explained (see PlayEvent.misreads; saved with a game,
    # api.storage)
    misreads: tuple[tuple[Card, Card | None], ...] = field(default=(), compare=False)
    # cards not seen clearly that the rules put in the play (see PlayEvent.inferred; saved)
    inferred: tuple[Card, ...] = field(default=(), compare=False)


@dataclass(frozen=True, slots=True)
class LoggedPass:
    """A pass marked by the user."""

    seat: int
    t: float


@dataclass(frozen=True, slots=True)
class LoggedSweep:
    """The pile was swept: the trick ends with all others passing."""

    t: float


LogEntry = LoggedPlay | LoggedPass | LoggedSweep


@dataclass
class _CardTrack:
    seen: deque[int]
    positions: deque[tuple[float, float]]
    # how surely it was read in the frames of ``positions``
    confidences: deque[float] = field(default_factory=lambda: deque(maxlen=8))
    # ... and whether each of those sightings lay as an echo (Sighting.echoes)
    echoed: deque[bool] = field(default_factory=lambda: deque(maxlen=8))
    x: float = 0.0
    y: float = 0.0
    doubled: deque[int] = field(default_factory=lambda: deque(maxlen=8))
    first_t: float = 0.0  # when it was last first seen (again) on the table
    last_t: float = 0.0
    present: bool = False
    present_since: float = 0.0
    gone_t: float = -math.inf  # when it last stopped being present
    was_in_hand: bool = False
    hand_t: float = -math.inf  # when it was last seen in the hand zone
    # since when each of its sightings has lain in the hand zone (inf: the last lay elsewhere)
    held_t: float = math.inf
    # what the detector thought the card might be, summed over the frames it was seen in
    votes: dict[Card, float] = field(default_factory=dict)
    voted: int = 0
    # ... over the frames it was seen on the table since it last arrived there, until it was
    # played: what its play was read from (:meth:`TableTracker._recard_swept_play`)
    landed_votes: dict[Card, float] = field(default_factory=dict)
    # frames it was seen in since it was last first seen, and in how many of them each
    # related code lay where its other corner would (Sighting.echoes); apart, the codes of
    # its rank in the other colour lying so (9611's Q♥ where a Q♠'s far corner was), and
    # the other court cards of its colour its reading did not doubt toward (COURT_DOUBT),
    # when that card was seen whole with neither corner where it lies (COURT_SPOT), and the
    # 6 or 9 of the other suit of its colour its reading did not doubt toward, nor toward a
    # code related to it (11612's 6♦ where a 9♥'s far corner was): only the rejected
    # play's echo tier weighs those (``_echo(colour=True)``), as an ordinary answer lies so
    # too (a 7♥ on a 7♠; 9701's K♥ on a Q♥, read K♥ 0.93 / 8♥; a 9♥ on a 6♦)
    sighted: int = 0
    echo_of: dict[Card, int] = field(default_factory=dict)
    colour_echo_of: dict[Card, int] = field(default_factory=dict)
    # ... and in how many of those frames that code's reading there was a new card's corner
    # (:meth:`TableTracker._on_new_card`)
    new_card_echo_of: dict[Card, int] = field(default_factory=dict)
    # the surest it was read, whether both corners were ever seen paired, and when first
    # paired outside the coached hand
    best_conf: float = 0.0
    whole: bool = False
    whole_t: float = math.inf
    # where its two corners were when it was last seen whole (normalised)
    corner_spots: tuple[tuple[float, float], ...] = ()
    # ... when last seen whole by two corners a card's span apart (FAR_CORNER_BAND of the
    # median span on this table, once SPANS_MIN were seen): not a corner paired with a pip
    card_corners: tuple[tuple[float, float], ...] = ()
    # the codes the frame before it was first seen read on its spot (same_spot)
    anew_of: frozenset[Card] = frozenset()
    # seen whole since it was last first seen (arrived)
    whole_here: bool = False
    # first seen (this time on the table) on the spot of a played card that was seen the
    # frame before and not since, that card (:meth:`TableTracker._takes_over`): perhaps its
    # corner, read as another as a play landed on it (``takes_over``)
    took_over: Card | None = None
    # ... or on a corner's spot of a played card hidden a moment, lying there as last seen
    # whole (:meth:`TableTracker._takes_over_hidden`): so only while read less surely than
    # LAID_CONF (:meth:`TableTracker._taking_over`)
    takes_over_hidden: bool = False
    # the coached hand was seen whole and unchanged, without it, as it last arrived on the
    # table: it is no card of that hand (:meth:`TableTracker._hand_whole_lately`)
    hand_whole: bool = False
    # first read where the frame before read a played card (:meth:`TableTracker._read_anew`)
    read_anew: bool = False
    # ... and that card is still seen (by its other corner): that corner read anew
    rereads_played: bool = False
    # first seen on the spot of a waiting card that was seen the frame before and not in
    # that frame, one the other's runner-up: that card read anew
    # (:meth:`TableTracker._rereads_pending`)
    rereads_pending: Card | None = None
    # the spot it was last seen on (``same_spot``), since when, and in how many frames, however
    # far apart: a card glimpsed now and then (:meth:`TableTracker._glimpsed_beside`)
    spot: tuple[float, float] = (math.inf, math.inf)
    spot_since: float = 0.0
    spot_seen: int = 0
    # ... and the spot it was seen on before that one
    spot_before: tuple[float, float] = (math.inf, math.inf)
    # since when it has been read on that spot ``weak_conf`` surely in each sighting (inf:
    # not so in its last)
    sure_since: float = math.inf
    # frames it was seen whole in
    whole_frames: int = 0
    # the codes its sightings on that spot lay as echoes of (Sighting.echoes; not those of
    # the other colour): there it was that card's other corner
    spot_echoes: set[Card] = field(default_factory=set)

    def forget_where(self) -> None:
        """Forget the recent sightings (where, how surely, whether as echoes): the card lies
        elsewhere now."""
        self.positions.clear()
        self.confidences.clear()
        self.echoed.clear()

    def on_corner(self, x: float, y: float, reach: float) -> bool:
        """Whether ``(x, y)`` lies within ``reach`` of a corner's spot as last seen whole."""
        return any(math.hypot(sx - x, sy - y) <= reach for sx, sy in self.corner_spots)

    @property
    def takes_over(self) -> bool:
        """Whether it took a played card's spot over as it was first seen (``took_over``)."""
        return self.took_over is not None

    def doubt_as_ever(self, r: _Read, other: Card) -> bool:
        """Whether reading ``r`` gives ``other`` against the code read no more than
        ``DOUBT_GROWN`` times as often as its readings did on average (:meth:`ratio`): a
        doubt it had, not one a card laid on it brings."""
        now = dict(r.alternatives)
        reading = now.get(other, 0.0) / max(now.get(r.card, 0.0), 1e-3)
        return self.voted > 0 and reading <= DOUBT_GROWN * self.ratio(other, r.card)

    def doubted(self, other: Card) -> bool:
        """Whether its readings gave ``other`` at least ``TOOK_OVER_SHARE`` on average."""
        return self.voted > 0 and self.votes.get(other, 0.0) >= TOOK_OVER_SHARE * self.voted

    def reads_toward(self, card: Card, other: Card) -> bool:
        """Whether ``card`` (this track's) is a code related to ``other`` (:func:`_related`)
        or its readings doubted toward it (:meth:`doubted`): perhaps ``other``'s corner."""
        return _related(card, other) or self.doubted(other)

    def doubts_under(self) -> bool:
        """Whether its readings doubted toward the played card whose spot it took over
        (``took_over``, :meth:`doubted`): that card's corner read anew, perhaps."""
        return self.took_over is not None and self.doubted(self.took_over)

    def ratio(self, other: Card, read: Card) -> float:
        """How often the detector gave ``other`` against ``read``, over the frames it was
        seen in (the likelihood ratio of the two; ``read`` floored at 0.001 a frame)."""
        return self.votes.get(other, 0.0) / max(
            self.votes.get(read, 0.0), 1e-3 * max(self.voted, 1)
        )


class _GonePhantom(NamedTuple):
    """A phantom that left the table (:meth:`TableTracker._collect_new_cards`): where it
    lay, in which trick, when it was last seen there (faintly or as a card: ``held_t``) and
    last as a card (``clear_t``), and the surest it was read."""

    x: float
    y: float
    trick: int
    held_t: float
    clear_t: float
    best_conf: float


# (x, y, confidence, alternatives, corners seen) of a card's best sighting in one frame
_Seen = tuple[float, float, float, tuple[tuple[Card, float], ...], int]


@dataclass(frozen=True, slots=True)
class _Misread:
    """A code a repair found misread on one spot: the card it is there (None: no card of its
    play), where, and the play and trick it belongs to."""

    actual: Card | None
    x: float
    y: float
    play: CardSet
    trick: int
    # only while the sighting still has ``actual`` among its runners-up (a corner read anew
    # on a still table, :meth:`TableTracker._reread`)
    runner_up: bool = False
    # when it was found, for a card not played yet (a card just gone from the coached hand,
    # or come for a swept one): forgotten once that card is held in the coached hand
    # after it (:meth:`TableTracker._held_since`); None: a card played
    at: float | None = None
    # the misread code was seen whole when the repair named the card (a whole reading of it
    # is then no new card), and when the repair was made (a new card comes with an arm)
    whole: bool = False
    made_t: float = -math.inf


@dataclass(frozen=True, slots=True)
class _Read:
    """One sighting as read, before the table decides which card it is."""

    card: Card
    x: float
    y: float
    confidence: float
    alternatives: tuple[tuple[Card, float], ...]
    corners: int
    spots: tuple[tuple[float, float], ...] = ()  # the centres of the corners seen
    # lone corners where its other corner would be, of related codes (Sighting.echoes)
    echoes: tuple[Card, ...] = ()
    boxes: tuple[tuple[float, float, float, float], ...] = ()  # its corners' boxes, in pixels


@dataclass
class _Glimpse:
    """Where a card was last seen faintly (its own spot, ``same_spot``), since when, and in
    how many frames, however far apart; whether it was ever seen there in ``k`` of ``n``
    frames running (a card showing for a moment, not a reading now and then), and in how
    many of its frames each side's arm was moving."""

    x: float
    y: float
    since: float
    last_t: float = -math.inf
    frame: int = -1
    seen: int = 0
    burst: bool = False
    moving: dict[str, int] = field(default_factory=dict)


@dataclass
class _Pending:
    cards: dict[Card, float] = field(default_factory=dict)  # card -> time it became present

    def last_t(self) -> float:
        return max(self.cards.values()) if self.cards else -math.inf


class TableTracker:
    """Turns per-frame card sightings into game events; see the module docstring.

    Thresholds (all trade-offs, see above): ``k`` of ``n`` frames for presence,
    ``settle_time``, ``split_gap``, ``sweep_time`` and ``sweep_gap`` in seconds; ``pass_cost``
    (0..1, the prior weight of each implied pass), ``landing_weight`` and ``motion_weight``;
    ``illegal_cost`` (0..1, how much less likely the seat the cards came from is when the rules
    forbid it the play: lower trusts the recorded game over the camera, higher the reverse);
    ``rewrite_evidence`` (how clear a play's seat must be before it may rewrite earlier seats:
    lower corrects more, on weaker grounds), ``rewrite_min`` (how likely an earlier play's
    other seat must have been to be given it: lower considers more rewrites, more of them
    wrong) and ``rewrite_depth`` (how many recent plays may be rewritten; each try replays the
    game, so the cost grows with it squared). Misreads (see above): ``alternative_min`` (how
    likely a runner-up must be in one frame to be read instead, besides a quarter of what was
    read), ``same_spot`` (how close, in normalised units, a sighting must be to a card to be
    that card), ``repair_min`` and ``weak_conf`` (a card seen by one corner only and never
    read this surely may be left out of a play the rules reject, or of the cards it landed
    with: higher leaves out more real cards, lower keeps more phantoms); ``join_time``
    (seconds after a play in which cards landing beside it may still be part of it: longer
    joins quick next plays of the same rank to it when the landing does not tell the seats
    apart); ``early_trust`` (0..1, how much the first play's landing counts before the pile
    is located); ``swept_ratio`` (how likely, against the code read, a runner-up must be for a
    sighting of a card swept off the table to be read as it: lower names more new cards
    rightly, but turns more pips and fragments read as swept cards into cards);
    ``still_time`` (seconds without any motion in the side bands after which a corner read
    anew on a played card's spot, or a weak card anywhere, is no play; longer misses more such
    rereads, shorter risks leaving out a card that an arm the bands did not see placed there;
    in the rendered games the cards of real plays were first seen at most 0.47 s after the
    bands last moved, ``benchmarks/arrival_gaps.py``; 1.0 until session 20; None: off);
    ``hand_left_window`` (seconds before a rejected play of the coached seat landed in which a
    card that left the coached hand unseen may have gone with it: longer completes plays whose
    cards left the hand one by one, but risks a card merely lifted out of view).
    """

    def __init__(
        self,
        layout: SeatLayout | None = None,
        *,
        house_rules: HouseRules | None = None,
        first_game: bool = True,
        leader: int | None = None,
        k: int = 3,
        n: int = 5,
        settle_time: float = 0.5,
        split_gap: float = 0.35,
        split_distance: float = 0.08,
        sweep_time: float = 1.5,
        sweep_gap: float = 0.8,
        pass_cost: float = 0.35,
        illegal_cost: float = 0.05,
        rewrite_evidence: float = 0.8,
        rewrite_min: float = 0.1,
        rewrite_depth: int = 12,
        landing_weight: float = 20.0,
        motion_weight: float = 4.0,
        motion_window: float = 0.6,
        incomplete_wait: float = 1.5,
        force_after: float = 3.0,
        vanish_time: float = 0.8,
        hand_settle: float = 0.6,
        alternative_min: float = 0.05,
        same_spot: float = 0.02,
        repair_min: float = 0.05,
        weak_conf: float = 0.45,
        join_time: float = 1.5,
        swept_ratio: float = 0.5,
        early_trust: float = 0.25,
        still_time: float | None = 0.7,
        hand_left_window: float = 2.0,
    ) -> None:
        if not 1 <= k <= n:
            raise ValueError(f"need 1 <= k <= n, got k={k}, n={n}")
        if not 0 <= early_trust <= 1:
            raise ValueError(f"early_trust must be in [0, 1], got {early_trust}")
        if still_time is not None and not 0 < still_time <= 3.0:
            raise ValueError(f"still_time must be in (0, 3] seconds or None, got {still_time}")
        self.layout = layout or SeatLayout()
        self.house_rules = house_rules or HouseRules()
        self.first_game = first_game
        self.leader = leader
        self.k, self.n = k, n
        self.settle_time = settle_time
        self.split_gap = split_gap
        self.split_distance = split_distance
        self.sweep_time = sweep_time
        self.sweep_gap = sweep_gap
        self.pass_cost = pass_cost
        self.illegal_cost = illegal_cost
        self.rewrite_evidence = rewrite_evidence
        self.rewrite_min = rewrite_min
        self.rewrite_depth = rewrite_depth
        self.landing_weight = landing_weight
        self.motion_weight = motion_weight
        self.motion_window = motion_window
        self.incomplete_wait = incomplete_wait
        self.force_after = force_after
        self.vanish_time = vanish_time
        self.hand_settle = hand_settle
        self.alternative_min = alternative_min
        self.same_spot = same_spot
        self.repair_min = repair_min
        self.weak_conf = weak_conf
        self.join_time = join_time
        self.swept_ratio = swept_ratio
        self.early_trust = early_trust
        self.still_time = still_time
        self.hand_left_window = hand_left_window
        self.reset()

    # -- public API ------------------------------------------------------------------------

    def reset(self) -> None:
        """Forget everything: a new game on an empty table."""
        self.game = Game(
            self.layout.players,
            house_rules=self.house_rules,
            first_game=self.first_game,
            leader=self.leader,
        )
        self.log: list[LogEntry] = []
        self.events: list[Event] = []
        self.hand = CardSet()
        self._tracks: dict[Card, _CardTrack] = {}
        self._frame = -1
        self._t = 0.0
        self._pending = _Pending()
        self._motion: deque[tuple[float, dict[str, float]]] = deque()
        self._motion_given = False
        # the coached hand's cards read in the hand zone, frame by frame (over HAND_WATCH),
        # and how many that seat held then
        self._hand_watch: deque[tuple[float, CardSet, int]] = deque()
        self._trick_last_visible = -math.inf
        self._reported: set[tuple[str, Card]] = set()
        self._landings: list[tuple[float, float]] = []
        self._disputed: dict[Card, float] = {}  # card -> when its play was found illegal
        self._disputed_seat = 0
        # when its cards arrived, where they came from and where they lay, as it was rejected
        self._disputed_appear = 0.0
        self._disputed_evidence: list[float] = []
        self._disputed_where: list[tuple[float, float]] = []
        # cards of a rejected play that could not be recorded (no combination, or impossible):
        # left alone until they leave the table
        self._ignored: dict[Card, float] = {}
        # cards left out of plays as no cards (_split_strong): left alone while they lie
        # there, unless seen whole after all (then they are new cards, which may join the
        # last play as a card of it seen late)
        self._phantoms: set[Card] = set()
        # phantoms left out as echoes of the trick (_echoes_trick): cards again once read
        # with weak_conf in each of the last k sightings
        self._trick_echoes: set[Card] = set()
        # phantoms left out as a trick card's corner read anew (_only_corners_read_anew)
        self._anew_phantoms: set[Card] = set()
        # where each phantom lay when it was left out, and the surest it was read then (a
        # phantom's code read well away from there, and no longer there, is a new card)
        self._phantom_spots: dict[Card, tuple[float, float, float]] = {}
        # ... and when it was first left out (while it stays one)
        self._phantom_since: dict[Card, float] = {}
        # how many frames each phantom seen by one corner when it was left out had been seen
        # whole in then (_CardTrack.whole_frames; _still_phantom)
        self._phantom_whole: dict[Card, int] = {}
        # ... of those, the ones held only as a four-index card's other index
        # (:meth:`_on_other_index`), not as an echo: :meth:`_still_phantom`
        self._index_phantoms: set[Card] = set()
        # the spans between the two corners of the cards seen whole lately (_card_span)
        self._spans: deque[float] = deque(maxlen=SPANS_KEPT)
        # phantoms that left the table: where, in which trick and when last seen (for
        # PHANTOM_HOLD seconds, in that trick)
        self._phantoms_gone: dict[Card, _GonePhantom] = {}
        # cards first read on the table while nothing moved (_nothing_moved): no arm brought
        # them; left alone until they leave the table or are seen whole
        self._unmoved: set[Card] = set()
        # where each of them lay when it was left alone (_unmoved_moved)
        self._unmoved_spots: dict[Card, tuple[float, float]] = {}
        # of the waiting cards, those that would be _unmoved but may be the last play's card
        # seen late (_may_complete_last_play): a play only as that (_accept)
        self._late_only: set[Card] = set()
        # old codes of waiting cards read anew (_take_place): left alone until they leave
        # the table (a code flickering back on the corner is still the old reading)
        self._superseded: set[Card] = set()
        # every sighting's spots (its centre and its corners') and card, this frame and the
        # one before (_read_anew)
        self._spots: list[tuple[float, float, Card]] = []
        # how many boxes' longer sides apart two lone corners of one code this frame are two
        # cards side by side, at least (_side_by_side)
        self._side_by_side_under = 0.0
        # the spots of the last frames before this one, the latest first
        self._spots_recent: deque[list[tuple[float, float, Card]]] = deque(maxlen=3)
        # where the last frame's faint sightings (``faint``) lay, each as the code it was read
        # with its toss-ups (_toss_ups), off the hand zone (while a frame is read: the frame
        # before's)
        self._faint_spots: list[tuple[float, float, Card, frozenset[Card]]] = []
        # the gaps between the last frames fed, the latest last (a skipped frame: _first_read)
        self._gaps: deque[float] = deque(maxlen=15)
        # cards seen faintly on the table as they left the coached hand: where,
        # and the last frame so (_from_hand_faintly)
        self._faint_from_hand: dict[Card, tuple[float, float, int]] = {}
        # this frame's cards seen by one corner with lone corners of related codes where
        # their other corner would be (Sighting.echoes): card -> those codes
        self._echoes_now: dict[Card, tuple[Card, ...]] = {}
        # every sighting of this frame as read (before the table decides which card it is)
        self._read_now: list[_Read] = []
        # ... and the centres of each card's corners seen this frame
        self._corners_now: dict[Card, tuple[tuple[float, float], ...]] = {}
        # a card of the coached hand also read far from it: where, when last so, how surely
        # at most, and since when so there (:meth:`_double`)
        self._doubles: dict[Card, tuple[float, float, float, float, float]] = {}
        # the cards first taken this frame by a whole card's corner read anew as another code
        # (:meth:`_corner_read_anew`): their own corner, read later in the frame, is what they
        # are read by
        self._anew_now: set[Card] = set()
        self._hand_candidate = CardSet()
        self._hand_candidate_t = 0.0
        self._conflict_candidate = CardSet()
        self._conflict_t = 0.0
        # codes a repair found misread, on their spots: code -> what it is there
        self._misreads: dict[Card, _Misread] = {}
        # earlier plays corrected while a frame is read (:meth:`_recard_swept_play`)
        self._corrections: list[Event] = []
        # the cards swept off the table, and the frame they were worked out in
        self._swept: tuple[int, CardSet] = (-1, CardSet())
        # the last sighting of each code of a swept card, and the frame it was in
        self._swept_seen: dict[Card, tuple[_Read, int]] = {}
        # cards seen only faintly (``update``'s ``faint``) in the last n frames: frame, x, y
        self._faint: dict[Card, deque[tuple[int, float, float]]] = {}
        # when and where each card's faint sightings began (again when one fell elsewhere)
        self._faint_since: dict[Card, tuple[float, float, float]] = {}
        # ... of those, the cards first seen faintly where they lay as a card (present, or
        # gone within ``vanish_time``): that start is kept while they are read clearly there
        # in between (:meth:`_note_faint`)
        self._faint_lay: set[Card] = set()
        # cards whose faint sightings are all readings of a card read clearly elsewhere,
        # renamed to their runner-up: where they lay before an arm came (_lay_faint), but
        # no faint cards to complete plays with (_faint_beside)
        self._faint_renamed: set[Card] = set()
        # the runners-up of faint sightings read at a toss-up (at least TOSS_UP as likely as
        # the code read), in the last n frames: frame, x, y (for :meth:`_complete` only)
        self._faint_toss: dict[Card, deque[tuple[int, float, float]]] = {}
        # the cards read clearly in the frame a card was last seen faintly that its reading
        # had among its runners-up at a toss-up with it: perhaps one of their far corners
        # (:meth:`_on_far_corner`)
        self._faint_doubts: dict[Card, frozenset[Card]] = {}
        # the spot each card was last seen faintly on: where, since when, last frame, and in
        # how many frames, however far apart (kept ``force_after`` seconds after the last:
        # a card glimpsed faintly beside a rejected play, :meth:`_glimpsed_beside`)
        self._glimpses: dict[Card, _Glimpse] = {}
        # faint cards that are a swept card's faint reading renamed to its runner-up: guesses,
        # ranked after cards read faintly as themselves (:meth:`_faint_beside`), while their
        # faint record (``_faint`` or ``_glimpses``) lasts
        self._faint_guessed: set[Card] = set()
        # cards :meth:`_complete` put in as twins (:meth:`_twins`): guesses from another
        # card's readings, never seen, which a card landing beside the play may replace
        self._guessed: set[Card] = set()
        # the last play :meth:`_join_last_play` made of two: its number, the cards it was
        # logged with, those that joined it and when they arrived
        self._joined: tuple[int, CardSet, CardSet, float] | None = None

    def new_game(self, *, first_game: bool = False, leader: int | None = None) -> None:
        """Start the next game (by default the previous winner leads freely) on the same
        table: where the pile lies is kept."""
        winner = self.game.winner
        self.first_game = first_game
        self.leader = leader if leader is not None else winner
        landings = self._landings[-PILE_WINDOW:]  # the table and camera stay: so does the pile
        self.reset()
        self._landings = landings

    def update(
        self,
        sightings: Iterable[Any],
        t: float,
        *,
        frame_size: tuple[int, int] | None = None,
        motion: Mapping[str, float] | None = None,
        faint: Iterable[Any] = (),
    ) -> list[Event]:
        """Feed one frame; return the events it completes.

        ``sightings``: ``(code, x, y)`` tuples in normalised coordinates, optionally followed by
        a confidence, the runners-up ``((code, probability), ...)`` and the number of corners
        seen (2: the detector paired both corners of the card); or
        :class:`vision.cards.Sighting`-like objects with ``.card`` and ``.center`` (pixels,
        with ``frame_size=(width, height)``) and optionally ``.confidence``,
        ``.alternatives`` and ``.boxes``.
        ``motion``: optional motion energy per side (``{"bottom": 0.3, ...}``) in this frame.
        ``faint``: sightings, in the same forms, too faint to be cards on their own (the
        detector was less sure of them than of ``sightings``): they may only complete a play
        the rules reject (:meth:`_complete`).
        """
        self._frame += 1
        if self._frame > 0:
            self._gaps.append(t - self._t)
        self._t = t
        if motion:
            self._motion.append((t, dict(motion)))
            self._motion_given = True
        while self._motion and self._motion[0][0] < t - self.motion_window - 3.0:
            self._motion.popleft()
        out: list[Event] = []
        sightings, faint = list(sightings), list(faint)
        if taken := self._from_hand_faintly(faint, sightings, frame_size):
            sightings = [*sightings, *taken]
            faint = [s for s in faint if not any(s is f for f in taken)]
        seen = self._normalise(sightings, frame_size, out, t)
        self._note_faint(faint, frame_size, seen)
        self._update_presence(seen, t)
        out.extend(self._update_hand(t))
        out.extend(self._collect_new_cards(t))
        out.extend(self._resolve_pending(t, force=False))
        out.extend(self._check_sweep(t))
        self.events.extend(out)
        return out

    def flush(self) -> list[Event]:
        """At the end of a stream: close any play still settling; a rejected play still on
        the table stands (marked illegal)."""
        out = self._resolve_pending(self._t, force=True)
        if self._disputed and self._seen_since(CardSet(self._disputed), self._t - self.sweep_gap):
            out += self._force_disputed(self._t, now=True)
        self.events.extend(out)
        return out

    # -- corrections (the game is re-derived from the log) ----------------------------------

    def plays(self) -> list[LoggedPlay]:
        """The accepted plays, in order."""
        return [e for e in self.log if isinstance(e, LoggedPlay)]

    def reassign(self, number: int, seat: int) -> list[Event]:
        """Attribute play ``number`` (0-based) to ``seat``; the game is replayed.

        Raises :class:`rules.IllegalPlayError` (and changes nothing) if the corrected history
        breaks the rules.
        """
        plays = [i for i, e in enumerate(self.log) if isinstance(e, LoggedPlay)]
        if not 0 <= number < len(plays):
            raise IllegalPlayError(f"no play number {number}: {len(plays)} plays so far")
        index = plays[number]
        old = self.log[index]
        assert isinstance(old, LoggedPlay)
        new_log = list(self.log)
        new_log[index] = replace(old, seat=seat, forced=False, evidence=None)
        return self._replace_log(new_log)

    def mark_pass(self, seat: int) -> list[Event]:
        """The user says ``seat`` passed (now)."""
        return self._replace_log([*self.log, LoggedPass(seat, self._t)])

    def mark_sweep(self) -> list[Event]:
        """The user says the trick is over."""
        return self._replace_log([*self.log, LoggedSweep(self._t)])

    def add_play(self, cards: CardSet | str, seat: int) -> list[Event]:
        """The user enters a play the camera missed."""
        return self._replace_log([*self.log, LoggedPlay(parse_cards(cards), seat, self._t)])

    def undo(self) -> list[Event]:
        """Remove the last logged entry (play, pass or sweep)."""
        if not self.log:
            raise IllegalPlayError("nothing to undo")
        return self._replace_log(self.log[:-1])

    def load_log(self, entries: Sequence[LogEntry], now: float | None = None) -> list[Event]:
        """Restore a saved game from its log (raises, changing nothing, if it breaks the rules).

        ``now``: the stream time the game resumes at; it counts as the last moment the pile was
        seen, so the camera has ``sweep_time`` to see it again before the trick is swept.
        """
        events = self._replace_log(list(entries))
        if now is not None:
            self._trick_last_visible = now
            self._t = now
        return events

    def replay_log(self) -> list[Event]:
        """Rebuild the game from the current log (after a house-rule change)."""
        return self._replace_log(list(self.log))

    def set_hand(self, cards: CardSet | str) -> None:
        """The coached player's hand, typed in."""
        self.hand = parse_cards(cards)

    def _replace_log(self, new_log: list[LogEntry]) -> list[Event]:
        game, events = self._replay(new_log)
        self._adopt(game, new_log, events)
        # the corrected history decides again what lies on the table
        self._disputed.clear()
        self._ignored.clear()
        return events

    # -- frame processing -------------------------------------------------------------------

    def _normalise(
        self,
        sightings: Iterable[Any],
        frame_size: tuple[int, int] | None,
        out: list[Event],
        t: float,
    ) -> dict[Card, _Seen]:
        """Per card, the best sighting this frame: (x, y, confidence, alternatives), normalised.

        Where a sighting's runners-up (``Sighting.alternatives``) say what else it may be, the
        table decides between them (:meth:`_reread`), most confident sighting first.
        """
        # (the spots move on first: while this frame is read, "the frame before" is the
        # frame before, for the rereading rules as for those that run after)
        self._spots_recent.appendleft(self._spots)
        read: list[_Read] = []
        whole_spans: list[float] = []  # (in their boxes' mean longer side)
        for s in sightings:
            code, x, y, conf, raw_alternatives, corners, raw_echoes = _unpack(s, frame_size)
            try:
                card = Card.parse(code)
            except InvalidNotationError:
                key = ("impossible", Card.from_index(0))
                if key not in self._reported:
                    self._reported.add(key)
                    out.append(
                        FaultEvent(
                            t,
                            "impossible_card",
                            f"{code} cannot be in a game of Tiến lên (52 cards, no jokers)",
                            CardSet(),
                        )
                    )
                continue
            alternatives = _parse_alternatives(raw_alternatives)
            echoes = _parse_codes(raw_echoes)
            boxes = _corner_boxes(s, frame_size)
            r = _Read(card, x, y, conf, alternatives, len(corners), corners, echoes, boxes)
            if len(boxes) == 2:
                whole_spans.append(_boxes_apart(*boxes, long_side=True))
            read.append(self._as_one_corner(r) if len(corners) > 1 else r)
        read.sort(key=lambda r: -r.confidence)
        read = _whole_first(read)

        # (two lone corners of one code closer than the frame's cards seen whole say a
        # card's corners lie are two cards side by side: _side_by_side)
        self._side_by_side_under = (
            SHORT_PAIR * statistics.median(whole_spans) if whole_spans else 0.0
        )
        codes = {r.card for r in read}
        where: dict[Card, list[tuple[float, float]]] = {}
        for r in read:
            where.setdefault(r.card, []).append((r.x, r.y))
        best: dict[Card, _Seen] = {}
        taken: dict[Card, _Read] = {}
        self._anew_now.clear()
        twice: set[Card] = set()
        spots: list[tuple[float, float, Card]] = []
        for r in read:
            if self._double(r, read):
                twice.add(r.card)  # still the other thing read as a card of the coached hand
                continue
            if self._double_read_anew(r):
                continue  # that other thing read as another suit of its colour: still none
            reading = self._reread(r, taken, codes, where)
            if reading is None:
                continue  # a misread corner of a card already accounted for
            card = reading
            spots += [(sx, sy, card) for sx, sy in ((r.x, r.y), *r.spots)]
            if card in best and card in self._anew_now and r.card == card:
                # (the card read by its own corner, not by its other corner read anew)
                best[card] = (r.x, r.y, _confidence_as(r, card), r.alternatives, r.corners)
                taken[card] = r
                self._anew_now.discard(card)
                continue
            if card in best:
                bx, by = best[card][:2]
                if math.hypot(bx - r.x, by - r.y) > FAR_APART:
                    if self._back_in_hand(card, r, taken[card]) or self._still_in_hand(
                        card, r, taken[card]
                    ):
                        best[card] = (r.x, r.y, _confidence_as(r, card), r.alternatives, r.corners)
                        taken[card] = r
                        continue
                    twice.add(card)
                    self._note_double(r)
                continue
            best[card] = (r.x, r.y, _confidence_as(r, card), r.alternatives, r.corners)
            taken[card] = r
        self._spots = spots
        self._read_now = read
        self._echoes_now = {card: r.echoes for card, r in taken.items() if r.echoes}
        self._corners_now = {card: r.spots for card, r in taken.items() if len(r.spots) > 1}
        out += self._corrections
        self._corrections.clear()
        for card in twice:
            track = self._tracks.get(card)
            if track is None:
                continue
            track.doubled.append(self._frame)
            recent = sum(1 for f in track.doubled if f > self._frame - self.n)
            if recent >= self.k and track.present and ("twice", card) not in self._reported:
                self._reported.add(("twice", card))
                out.append(
                    FaultEvent(
                        t,
                        "card_seen_twice",
                        f"{card} is seen in two places at once (a single deck has one)",
                        CardSet([card]),
                    )
                )
        return best

    def _reread(
        self,
        r: _Read,
        taken: Mapping[Card, _Read],
        codes: set[Card],
        where: Mapping[Card, Sequence[tuple[float, float]]],
    ) -> Card | None:
        """The card sighting ``r`` most likely is (None: no card); ``taken``: the cards given
        to this frame's more confident sightings, ``codes``: every code this frame reads,
        ``where``: the spots each code is read on this frame.

        - A code a repair found misread on this spot (``_misreads``, within twice
          ``same_spot``) means what the repair found, the card it was or no card, while its
          play is there (but a card seen whole, read with that card not among its runners-up,
          is a new card on the spot): another card of it is read this frame (a play of one
          card: the card was seen within ``vanish_time``). It is forgotten once the play is
          neither in the current trick nor seen for ``sweep_time``.
        - A card keeps its name on each of its corners: a code first read where the frame
          before read a corner of a played or waiting card, with that card among its likely
          runners-up, while that card is read nearby (within ``FAR_APART``: its other
          corner) this frame, after ``STILL_READ`` seconds without band motion (a card
          landing there comes with an arm), is that card (the A♣'s far corner read 4♣, 0.76
          against 0.24, its near corner read A♣); so too while only the coached arm moves,
          when the code cannot be the coached seat's (:meth:`_not_coached`; 10019: as the
          coached arm withdrew from Q♣ Q♦ laid by a 4♥, the 4♥'s corner read 4♦ 0.77 / 4♥
          0.23 became a lead of the coached seat). It keeps that meaning on that spot while
          its play is there, as a misread a repair found (above), but only while the reading
          still has that card among its runners-up (``alternative_min``); so does a repair's
          misread whose card is read by its other corner within ``FAR_APART``.
        - A card of the current trick keeps its name through an arm that hid it: a code read
          by one corner under ``weak_conf``, not played, on the spot where that card was
          last seen, with it among its runners-up (at least ``repair_min`` as likely), is
          that card while it is not read this frame (5907: a 9♣ hidden by the arm laying the
          next play for most of a second, then read 9♠ 0.2 with 9♣ 0.14, became a 9♠ lead).
        - A corner held as no card (a phantom) keeps that meaning on its spot: a code read
          by one corner on a phantom's spot, of its rank and colour, the phantom not read
          this frame, is the phantom (10715: a 9♥'s far index, printed upright, read 6♥ and
          held as no card, then read 6♦ as a pair landed beside it).
        - A card lying still keeps its name: a code that is not the card on this spot
          (``same_spot`` of the sighting's centre, or, for a code held as no card, of a
          corner it shows; a card held as no card lies nowhere) but has it among its likely
          runners-up is that card, unless the card is read as itself somewhere this frame
          (a whole 9♣ whose corners are a 9♣ left out as no card and a played 6♣'s corner,
          read 9♣ a while, is the 6♣). A code that cannot be on this spot — a swept card (not
          a card of the current trick read on its own spot: a pile hidden past
          ``sweep_gap`` counts as swept), or, for a whole sighting, a code read surer this
          frame on none of its corners — is its likeliest runner-up that is not read this
          frame and lies nowhere, when that card was read on this very spot within
          ``vanish_time`` (:meth:`_just_read_on`: seen there, not present yet); not a
          runner-up of a frame or two past a likelier one (10109: an A♣ read A♣ 0.96 in one
          frame, then 4♣ 0.7 / A♣ 0.3, the 4♣ swept; 10108: a 2♣ landing by the 2♠ it
          answered, read 2♠ / 2♣ at a toss-up, the 2♠'s other corner read surer). Nor
          does a played card or one in the coached hand give its name away: a code read far
          from it (``FAR_APART``) while it is read on its own spot (within ``same_spot``) is
          its likeliest runner-up that is neither played nor on the table, or, for a whole
          sighting, the card seen lately on its centre or a corner (10706), however surely
          each was read (a 5♣ corner read 6♣ as the coached hand holds the 6♣). (Not so for
          other cards: a card held as no card is no proof the code lies there.)
        - A card lying in the coached hand, not read there this frame (the player's arm hides
          it), read far from it by one corner under ``weak_conf``, on a spot where one of the
          last three frames read a played card that the reading does not name as lying here
          (the passing hand may hide that corner a frame or two first), is that played
          card's corner misread (5806: a swept K♥'s corner read A♥ 0.33 / K♥ 0.27 for three
          frames became an A♥ lead), when that is the card's one reading this frame and it
          doubts (if runners-up are given: not 16473's 9♠, laid on the 10♠'s corner, read
          9♠ 0.99), names that card among its likely runners-up, or is the 9 or 6 of its
          suit (a 6♦'s far index read 9♦ 0.96).
        - A code read outside the hand zone, not on its own spot, that has among its likely
          runners-up a card last seen in the coached hand within ``hand_left_window`` (and
          not read this frame) is that card, while something moved on the coached seat's
          side in the last ``motion_window`` seconds (``_coached_arm``), unless the code
          left the hand too: the coached player's card, misread as it is played (another seat's arm
          brings another seat's card, whatever the thumb hides in the hand). It keeps that
          meaning on that spot while the reading still doubts toward it (as a corner read
          anew, above), and until the card is held in the coached hand again after it, for
          ``hand_settle`` (:meth:`_held_since`: it was not played; 7819: a Q♠'s far corner,
          peeking from under the A♣ the coached player laid on it, read as the Q♣ the arm
          hid in the hand; the Q♣ showed in the hand again, but when the coached arm swept
          the pile the corner became the Q♣ once more, and the Q♣ a lead). Not a code read
          on a corner of its own card seen whole (:meth:`_lies_on_corner`), unless that card
          is of the play the coached seat answers, another seat's, which its card may cover
          (11501: the coached arm sweeping the trick won by its 2♠ hid the hand's 2♣ while
          the 2♠'s corner read 2♠ 0.47 / 2♣ 0.28).
        - Two sightings of one code are two cards when they lie far apart, when both show
          two corners (each a whole card) and more than ``same_spot`` apart, or when each
          shows one corner, their boxes apart, closer than a card's two corners lie
          (``CORNERS_APART`` diagonals: two cards side by side, 12708): the weaker one is
          its likeliest runner-up that is not on the table elsewhere, not played (unless it
          lies here) and not read this frame. Without one, it is the same card (seen twice,
          when far apart: a fault).
        - A card seen whole (both corners paired) as a card swept with an earlier trick, that
          card not lying on the table, is its likeliest runner-up (at least ``repair_min`` as
          likely, however much less than the code read) that is neither played nor lies on
          the table (or just left the coached hand, the coached arm moving), nor is read this
          frame, when it lies on the pile with no other swept card read near it (not on the
          heap of swept cards): a swept card is not back (7619: a Q♣ played on a 9♠, read
          Q♠ 0.82 / Q♣ 0.17 by both corners, the Q♠ swept with the first trick, was no
          play, and the 9♠'s trick ended as all passed). It keeps that meaning on that spot
          while the reading still doubts toward it (as a corner read anew, above), and
          until that card is held in the coached hand after it (as above). (A swept
          card read by one corner: its runner-up only when at least ``swept_ratio`` as
          likely, below; a corner is more often another's.)
        - A card seen whole keeps its name on each of its corners: a one-corner code naming as
          its echo a card seen whole, read this frame on its other corner's spot, the frame
          before read on this one (:meth:`_corner_read_anew`, 11201); a one-corner code on a
          spot where a corner of a card seen whole lay, that card not read this frame and a
          likely runner-up, while no arm but that card's seat's moved, or whatever arm moves
          when that card is played and the code, read under ``weak_conf``, is its rank in the
          other suit of its colour (:meth:`_lies_on_corner`, 11014, 12900); and a one-corner
          code lying as the echo of a card read this frame, that card a likely runner-up, is
          that card's corner, not a free runner-up (:meth:`_echo_taken`, 11313).
        A runner-up is likely when it has at least ``alternative_min`` and a quarter of what
        was read; for a code lying still elsewhere, read there this frame too (as above),
        ``alternative_min`` will do, when the sighting lands with a play
        (:meth:`_lands_with`) or the runner-up lies here (13518: the K♣ of K♣ K♦ read 4♣
        0.38 / K♣ 0.12 beside the coached hand's 4♣).
        """
        card, x, y = r.card, r.x, r.y
        game = self.game
        misread = self._misreads.get(card)
        if misread is not None:
            if (
                not misread.whole
                and misread.actual is not None
                and r.corners > 1
                and math.hypot(misread.x - x, misread.y - y) <= 2 * self.same_spot
                and self._motion_energy(misread.made_t, self._t) == 0.0
            ):
                # seen whole on a still table since the repair: the card itself, not a new one
                misread = self._misreads[card] = replace(misread, whole=True)
            if misread.trick != game.trick and not self._seen_since(
                misread.play, self._t - self.sweep_time
            ):
                del self._misreads[card]  # its pile went
            elif (
                misread.actual is not None
                and misread.at is not None
                and self._held_since(misread.actual, misread.at)
            ):
                del self._misreads[card]  # the card it named was not played after all
            elif (
                math.hypot(misread.x - x, misread.y - y) <= 2 * self.same_spot
                and (
                    misread.actual is None
                    or (
                        misread.actual not in taken
                        and not misread.runner_up
                        # (not a card seen whole, read with no doubt toward the card: a new
                        # card landed on the spot, 9407's 6♦ of 6♠ 6♦ on the 5♦ whose corner
                        # had been read 6♦ / 5♦ and repaired)
                        and not (
                            r.corners > 1
                            and not misread.whole
                            and self._motion_energy(misread.made_t, self._t) > 0.0
                            and r.alternatives
                            and dict(r.alternatives).get(misread.actual, 0.0) < self.alternative_min
                        )
                    )
                    # (or taken by its other corner: then, as for a corner read anew, only
                    # while the reading still doubts toward it, not a new card on that spot)
                    or (
                        (
                            misread.actual not in taken
                            or math.hypot(taken[misread.actual].x - x, taken[misread.actual].y - y)
                            <= FAR_APART
                        )
                        and dict(r.alternatives).get(misread.actual, 0.0) >= self.alternative_min
                    )
                )
                and self._play_there(misread, codes)
            ):
                return misread.actual
        if r.corners == 1 and card not in self._phantoms:
            for phantom in self._phantoms:
                track = self._tracks.get(phantom)
                if (
                    phantom.rank == card.rank
                    and phantom.suit // 2 == card.suit // 2  # (of one colour)
                    and phantom not in codes
                    and track is not None
                    and self._near(track, x, y)
                    # (read on that spot the frame before: the corner read anew, not a
                    # card laid on it, which the arm or the card hid a frame first)
                    and bool(track.seen)
                    and track.seen[-1] >= self._frame - 2
                ):
                    # a corner held as no card, read on its very spot as its rank in the
                    # other suit of its colour (not read as itself this frame): that corner
                    # read anew, still no card (10715: a 9♥'s far index, printed upright,
                    # read 6♥ and held as no card for seven seconds, read 6♦ 0.93 as A♠ A♥
                    # landed beside it, joined them: 6♦ A♠ A♥)
                    return phantom
        if (whole := self._corner_read_anew(r, where)) is not None:
            # a card seen whole keeps its name on each of its corners while its other corner
            # still reads it: its corner read anew as a related code (11201: the 5♣ of 3♦ 4♠
            # 5♣, seen whole for three frames, then its far corner read 6♣ 0.85 / 5♣ 0.15
            # as its near one read 5♣ 0.99, made the straight 3♦ 4♠ 5♣ 6♣); the card is
            # read by its other corner, not by this one, whose runners-up are not the card's
            self._anew_now.add(whole)
            return whole
        as_read = _p_read(r)
        swept = card in self._swept_cards()
        if swept and r.alternatives:
            self._swept_seen[card] = (r, self._frame)  # a play it may fill: _complete_from_swept
        floor = max(self.alternative_min, as_read / 4)
        for other, p in r.alternatives:
            if (
                other != card
                and p >= floor
                and (other in game.played or other in self._pending.cards)
                and any(math.hypot(ox - x, oy - y) <= FAR_APART for ox, oy in where.get(other, ()))
                # (no other card's corner read between this one and the card's other corner
                # read by itself: a card lying as theirs does there hides one of a card's
                # corners; 16547's Q♠ of 10♠ J♣ Q♠ K♣ laid in a cascade, read 10♠
                # 0.49-0.66 for a few frames, the J♣ between them)
                and not (
                    (seen := taken.get(other)) is not None
                    and seen.corners == 1
                    and self._laid_between((x, y), (seen.x, seen.y), other, where)
                )
                and self._read_before_at(other, x, y)
                # (on a still table: a card landing on the corner comes with an arm; or only
                # the coached arm moved, and the code cannot be the coached seat's)
                and (
                    self._motion_energy(self._t - STILL_READ, self._t) == 0.0
                    or (
                        self._only_coached_moved(self._t - STILL_READ)
                        and self._not_coached(card, codes)
                    )
                )
            ):
                # a played card's corner read anew, its other corner still read: it keeps
                # that meaning on this spot while its play is there (and the reading doubts)
                play = next(
                    (
                        e.cards
                        for e in reversed(self.log)
                        if isinstance(e, LoggedPlay) and other in e.cards
                    ),
                    CardSet([other]),
                )
                if card not in self._misreads:  # (not over a repair's)
                    self._misreads[card] = _Misread(other, x, y, play, game.trick, True)
                return other
        own = self._tracks.get(card)
        if (
            own is not None
            and own.present
            and self.layout.in_hand_zone(own.x, own.y)
            and math.hypot(own.x - x, own.y - y) > FAR_APART
            and r.corners == 1
            and r.confidence < self.weak_conf
            and card not in game.played
            and len(where.get(card, ())) == 1  # (not read elsewhere too this frame)
            and not any(self._lies_on(other, ((x, y),)) for other, _ in r.alternatives)
            and (before := self._played_read_at(x, y, frames=3)) is not None
            and (
                before not in taken
                or math.hypot(taken[before].x - x, taken[before].y - y) <= FAR_APART
            )
            # (its reading doubts, where runners-up are given: not a card from the hand
            # laid on its corner, read as itself with no doubt, 16473's 9♠ 7 px from the
            # 10♠'s index, read 9♠ 0.39-0.46 / 9♠ 0.99 while the hand's 9♠ was still a card
            # a moment; 9♠ 10♦ J♣ became 10♦ J♣ with the Q♥ that had gone from the hand. A
            # corner half under the passing fingers spreads its reading over other codes,
            # the played card perhaps not among the four kept: review111)
            and (
                not r.alternatives
                or _p_read(r) < 1.0 - self.alternative_min
                or any(a == before and p >= self.alternative_min for a, p in r.alternatives)
                # (or names the 6 or 9 of its suit, sure as it may be: a 6♦'s far index,
                # printed upright, read 9♦ 0.96, review112. Not a code of its rank: a hand
                # card of the played card's rank laid on its index is read so, review113)
                or (card.rank != before.rank and _related(card, before))
            )
        ):
            # a card lying in the coached hand (hidden a moment) read weakly by one corner
            # where the frame before read a played card (not one lying here that it may be
            # read as: that is the card, below): that card's corner, misread
            return before
        if r.corners == 1 and r.confidence < self.weak_conf and card not in game.played:
            for other, p in r.alternatives:
                if (
                    other != card
                    and other not in codes
                    and p >= self.repair_min * as_read
                    and self._lies_unread_on(other, x, y)
                ):
                    # a card of the trick, not read this frame (an arm hid it a while), its
                    # corner read weakly as another as it shows again
                    return other
        # a swept card seen whole landing on the pile, not lying there (or come by one
        # corner, seen whole only now: 13713's 2♠ was present by its near corner, read
        # 0.53-0.66, before both corners showed, 2♠ 0.91 / 2♣ 0.08)
        arriving = (
            swept
            and r.corners > 1
            and card not in self._trick_cards()
            and (own is None or not own.present or not own.whole_here)
            and self._lands_on_pile(card, x, y, where)
        )
        if arriving and self._recard_swept_play(r, taken, codes):
            return card  # its play was the runner-up: this is the card
        # (or one read by one corner on the pile as the coached arm lays a play there, only
        # that arm moving, another card landing with it: 16385, the coached 6♦ 6♥ led, the
        # 6♦'s corner read 8♦ 0.55 / 6♦ 0.06, the 8♦ swept long before; 6♥ was led alone.
        # Then only the card just gone from the coached hand, however unlikely its reading:
        # not another seat's card read so as the coached player sorts its hand, review110)
        lone = (
            swept
            and r.corners == 1
            and card not in self._trick_cards()
            and (own is None or not own.present)
            and self._lands_on_pile(card, x, y, where)
            and self._coached_arm()
            and self._only_coached_moved(self._t - self.motion_window)
            and any(
                o != card
                and o not in game.played
                and not self.layout.in_hand_zone(sx, sy)
                and math.hypot(sx - x, sy - y) <= FAR_APART
                and self._arrives_at(o, sx, sy)
                for o, spots in where.items()
                for sx, sy in spots
            )
        )
        if (arriving and (own is None or not own.present)) or lone:
            for other, p in r.alternatives:
                if (
                    other != card
                    and other not in taken
                    and other not in codes
                    and p >= self.repair_min * as_read
                    and (
                        self._just_left_hand(other)
                        if lone
                        else (
                            self._unplaced(other)
                            or (self._just_left_hand(other) and self._coached_arm())
                        )
                    )
                ):
                    # a card seen whole (both corners read alike) as a card swept with an
                    # earlier trick, landing on the pile: it is not back, its runner-up came
                    # (7619: the Q♣ of a single read Q♠ 0.82, Q♣ 0.17 by both corners)
                    if card not in self._misreads:
                        self._misreads[card] = _Misread(
                            other, x, y, CardSet([other]), game.trick, True, self._t
                        )
                    return other
        likely = [a for a, p in r.alternatives if a != card and p >= floor and a not in codes]
        # (not while another seat's arm moved: a card landing with one corner on a whole
        # card's corner comes with its player's arm)
        if r.corners == 1:
            for other in likely:
                if (
                    other not in taken
                    and self._lies_on_corner(other, x, y)
                    and (
                        self._only_its_arm_moved(other, self._t - STILL_READ)
                        # (or a played card whose suit a weak reading doubts, in its colour:
                        # 12900's J♠, its corner read J♣ 0.26 (J♣ 0.67 / J♠ 0.32) as seat 1's
                        # arm laid the J♥ over its other corner; a sure one may be a card
                        # laid there, review65's 7♥ 0.6 on the 7♦'s far corner)
                        or (
                            r.confidence < self.weak_conf
                            and other in game.played
                            and other.rank == card.rank
                            and other.suit // 2 == card.suit // 2
                        )
                    )
                ):
                    # a card lying still, seen whole, keeps its name on each of its corners:
                    # one corner read as a code with it among its likely runners-up, on
                    # the spot where that corner was when the card was last seen whole, the
                    # card not read this frame, is that card (11014: a 5♥ pushed by the
                    # arm that laid it, its near corner hidden, its far corner, printed
                    # upright, read 5♦ 0.54 / 5♥ 0.45, became a 5♦ lead)
                    return other
        # (the code's own card lies still elsewhere, played or in the coached hand, and is
        # read there this frame too: this reading cannot be it)
        elsewhere = (
            own is not None
            and own.present
            and (card in game.played or self.layout.in_hand_zone(own.x, own.y))
            and math.hypot(own.x - x, own.y - y) > FAR_APART
            and any(self._near(own, *spot) for spot in where.get(card, ()))
        )
        if not likely and elsewhere:
            # (a code that lies still elsewhere, read there this frame too, cannot be here:
            # any runner-up will do, below, as it lands with a play or lies here; 13518: the
            # K♣ of K♣ K♦ read 4♣ 0.38 / K♣ 0.12 while the coached hand's 4♣ read 0.77, the
            # pair a K♦ single. Alone, no play to complete, a runner-up that unlikely is no
            # card: review77's pip on the pile read 4♣ 0.3 / 9♣ 0.07 became a 9♣ play)
            lands = self._lands_with(card, x, y, taken)
            likely = [
                a
                for a, p in r.alternatives
                if a != card
                and p >= self.alternative_min
                and a not in codes
                and (lands or self._lies_on(a, ((x, y),)))
            ]
        if not likely:
            return card
        # its centre, and for a phantom's code the corners seen too (a whole sighting of a
        # code left out as no card whose corner is a played card's: that card)
        here = ((x, y), *r.spots) if card in self._phantoms else ((x, y),)
        if not self._lies_on(card, here):
            for other in likely:
                if other not in taken and self._lies_on(other, here):
                    return other  # the card that lies here, read as another for a moment
            # (a swept code, or one read surer elsewhere by another whole card's sighting:
            # not this one's other corner, nor a box of one of its corners)
            if (
                swept
                # (not a card of this trick read again on its own spot: the pile was hidden)
                and not (card in self._trick_cards() and own is not None and self._near(own, x, y))
            ) or (
                card in taken
                and r.corners > 1
                and not any(
                    math.hypot(taken[card].x - sx, taken[card].y - sy) <= self.same_spot
                    for sx, sy in ((x, y), *r.spots)
                )
            ):
                free = next((o for o in likely if o not in taken and self._unplaced(o)), None)
                if free is not None and self._just_read_on(free, x, y):
                    # the code cannot be here: the likeliest card it may be, just read on
                    # this spot, not yet present
                    return free
            on_corner = self._lies_on_corner(card, x, y)
            if (
                not self.layout.in_hand_zone(x, y)
                and not self._just_left_hand(card)
                and self._coached_arm()
                # (not a card seen whole read on its own corner: 11501's swept 2♠; but the
                # play the coached seat answers, another seat's, may be under its card)
                and not (
                    on_corner
                    and not (
                        game.table is not None
                        and card in game.table.cards
                        and game.table_owner != self.layout.coached_seat
                    )
                )
            ):
                for other in likely:
                    if (
                        other not in taken
                        and self._just_left_hand(other)
                        # (on that card's own corner, not a code its readings doubted
                        # toward as much all along: 16473's A♣, read A♣ 0.8 / A♠ 0.2 for
                        # two seconds, its far corner 0.7 / 0.29 as the coached A♥ covered
                        # the near one; a card laid on it makes the doubt grow, review111)
                        and not (on_corner and self._tracks[card].doubt_as_ever(r, other))
                    ):
                        # the coached player's card, just played, misread: it keeps that
                        # meaning on this spot while the reading doubts toward it
                        if card not in self._misreads:
                            self._misreads[card] = _Misread(
                                other, x, y, CardSet([other]), game.trick, True, self._t
                            )
                        return other
            if elsewhere:
                # the card lies still elsewhere, read there this frame too: this is a card
                # that lies nowhere, or, seen whole, the card lying on one of its corners
                # (10706: seat 3's 2♣, read 2♣ by one corner for three frames, then whole
                # as 2♠ 0.57 / 2♣ 0.43 while the coached hand's 2♠ was read 0.96)
                # (but a corner lying where the other corner of a card read this frame would,
                # that card among its likely runners-up, is that card's: below, 11313)
                if (partner := self._echo_taken(r, taken, floor)) is not None:
                    return partner
                # (first, as before, one that lies nowhere: the card seen on a corner only
                # when none is, and not a played card lying under it)
                untaken = [o for o in likely if o not in taken]
                lately = [
                    o
                    for o in untaken
                    if r.corners > 1
                    and o not in game.played
                    and self._seen_lately_on(o, ((x, y), *r.spots))
                ]
                # (but one its corner read as the code's rank, in another suit, first: the
                # whole reading doubts only the suit its corner read, 10706)
                for other in lately:
                    if other.rank == card.rank and self._tracks[other].sighted <= self.n:
                        return other
                for other in untaken:
                    if self._unplaced(other):
                        return other
                if lately:
                    return lately[0]
            if swept:
                # a card swept off the table with its trick is not back: a new card read as
                # it is its runner-up, when that is nearly as likely (unless it is played, or
                # lies or is read elsewhere)
                for other, p in r.alternatives:
                    if (
                        other in likely
                        and p >= self.swept_ratio * as_read
                        and other not in taken
                        and self._unplaced(other)
                    ):
                        return other
        first = taken.get(card)
        if first is None:
            return card
        apart = math.hypot(first.x - x, first.y - y)
        if (
            apart <= FAR_APART
            and not (r.corners > 1 and first.corners > 1 and apart > self.same_spot)
            # (two lone corners too close to be one card's, their boxes apart: two cards
            # side by side, 12708's 7♠ of 7♠ 7♣ 7♦ read 7♣ 0.6 / 7♠ 0.4 beside the 7♣)
            and not _side_by_side(r, first, self._side_by_side_under)
            and not (_outside_whole(r, first) and not self._on_a_played_card(r, card))
            # (nor a whole reading read less surely than a lone corner of its code outside
            # it: 16334's A♣ of A♠ A♣, both its corners read A♠ 0.57 / A♣ 0.34, the A♠'s
            # lone corner 0.62 beside it)
            and not (
                _outside_whole(first, r)
                and not self._on_a_played_card(first, card)
                # (nor a played card's corner read anew as the card laid by it: on the spot
                # a pile card lies on, or doubting toward one lying by it, helper-105)
                and not self._by_a_played_card(first, card)
                # (nor one doubting toward a code read near it this frame: that card's other
                # corner misread as the whole card's code, helper-106)
                and not any(
                    o != card
                    and p >= MISREAD_KEPT
                    and any(
                        math.hypot(sx - first.x, sy - first.y) <= FAR_APART
                        for sx, sy in where.get(o, ())
                    )
                    for o, p in first.alternatives
                )
            )
            and not self._whole_beside_its_corner(card, r, first, codes)
        ):
            return card  # most likely the same card (two of its corners, not paired)
        if (partner := self._echo_taken(r, taken, floor)) is not None:
            # lying where the other corner of a card read this frame would, that card among
            # its likely runners-up: that card's corner, no other card (11313: the Q♠ just
            # laid by the coached seat, its far corner printed upright and read Q♥ 0.43 /
            # Q♠ 0.39 / Q♣ 0.17 beside the hand's Q♥, became a Q♣ lead)
            return partner
        for other in likely:
            track = self._tracks.get(other)
            lies_here = track is not None and track.present and self._near(track, x, y)
            if other in taken or (track is not None and track.present and not lies_here):
                continue  # that card is read, or lies, elsewhere
            if other in game.played and not lies_here:
                continue
            return other  # the code is another card's this frame: the runner-up
        return card

    def _by_a_played_card(self, r: _Read, whole: Card) -> bool:
        """Whether ``r`` may be a corner of a card of the pile other than ``whole`` (played,
        not swept, or of the current trick) read anew: on the spot that card lies on
        (``same_spot``), or having it among its runners-up (``alternative_min``) within
        three times ``same_spot`` of where it lies or of a corner where it was last seen
        whole, read there or not (not anywhere on the pile: helper-106)."""
        doubted = dict(r.alternatives)
        for other, track in self._pile_tracks(but=whole):
            apart = math.hypot(track.x - r.x, track.y - r.y)
            near = min(
                (
                    math.hypot(cx - r.x, cy - r.y)
                    for cx, cy in ((track.x, track.y), *track.corner_spots)
                ),
            )
            if apart <= self.same_spot or (
                near <= 3 * self.same_spot and doubted.get(other, 0.0) >= self.alternative_min
            ):
                return True
        return False

    def _on_a_played_card(self, r: _Read, whole: Card) -> bool:
        """Whether ``r`` lies on a corner's spot (``same_spot``) of a card of the pile other
        than ``whole`` (played, not swept, or of the current trick) as that card was last
        seen whole. A lone corner of a whole card's code lying out beyond it
        (:func:`_outside_whole`) there is that covered card's corner read anew as the card
        laid on it (13513's 7♣, its far corner read as the J of the card laid on it), not
        another card of the play (helper-94's review of the 15116 rule)."""
        return any(
            track.whole and track.on_corner(r.x, r.y, self.same_spot)
            for _, track in self._pile_tracks(but=whole)
        )

    def _pile_tracks(self, but: Card) -> list[tuple[Card, _CardTrack]]:
        """The cards of the pile other than ``but`` (played and not swept, or of the current
        trick) that have a track, with their tracks."""
        pile = (self.game.played - self._swept_cards()) | self._trick_cards()
        return [(c, t) for c in pile if c != but and (t := self._tracks.get(c)) is not None]

    def _whole_beside_its_corner(
        self, card: Card, r: _Read, first: _Read, codes: set[Card]
    ) -> bool:
        """Whether ``r``, a whole sighting of ``card``, a card of the current trick, is
        another card than ``first``, a surer sighting of it by one corner: ``first`` lies on a
        corner's spot of the card as last seen whole (within ``same_spot``), ``r`` on none of
        them. The card lies where it lay, its other corner covered; what is seen whole beside
        it is a card laid on it (13903: the 2♣ laid over the 2♠'s near corner, read whole
        2♠ 0.54 / 2♣ 0.44 while the 2♠'s far corner still read 2♠ 0.53, was lost). Not when
        another card on the pile (played, not swept), not read this frame, lay there too (its
        centre or a corner as last seen whole on ``first``'s spot, within ``same_spot``): of
        two cards lying squarely, the top one nudged, ``first`` may be the corner of the one
        under it uncovered, or the one under read as the top one, and ``r`` the top one
        moved."""
        track = self._tracks.get(card)
        if (
            r.corners < 2
            or first.corners != 1
            or track is None
            or not track.whole
            or card not in self._trick_cards()
        ):
            return False
        for other in self.game.played - self._swept_cards():
            under = self._tracks.get(other)
            if (
                other != card
                and other not in codes
                and under is not None
                and any(
                    math.hypot(sx - first.x, sy - first.y) <= self.same_spot
                    for sx, sy in ((under.x, under.y), *under.corner_spots)
                )
            ):
                return False
        # (not when it lies centred where the card lay, seen whole: the card itself, by its
        # other two corners, in a deck printing an index in each of its four; 16016's A♠,
        # seen whole by both diagonals, then by one corner of one as the 2♠ covered the
        # other, became an A♣ played out of turn)
        if len(track.corner_spots) == 2:
            cx, cy = _midpoint(track.corner_spots)
            if math.hypot(r.x - cx, r.y - cy) <= self.same_spot:
                return False
        return track.on_corner(first.x, first.y, self.same_spot) and not any(
            track.on_corner(sx, sy, self.same_spot) for sx, sy in ((r.x, r.y), *r.spots)
        )

    def _echo_taken(self, r: _Read, taken: Mapping[Card, _Read], floor: float) -> Card | None:
        """The card read this frame (``taken``) within ``FAR_APART`` of one-corner sighting
        ``r`` that ``r`` names as lying where its other corner would (``Sighting.echoes``)
        and has among its runners-up at least ``floor``: the card whose corner ``r`` most
        likely is. Else None."""
        if r.corners != 1:
            return None
        doubted = dict(r.alternatives)
        for other in r.echoes:
            seen = taken.get(other)
            if (
                other != r.card
                and seen is not None
                and doubted.get(other, 0.0) >= floor
                and math.hypot(seen.x - r.x, seen.y - r.y) <= FAR_APART
            ):
                return other
        return None

    def _recard_swept_play(self, r: _Read, taken: Mapping[Card, _Read], codes: set[Card]) -> bool:
        """Sighting ``r`` reads whole a card swept with an earlier trick, landing on the pile:
        if that card's sightings as its play landed (on the table, until it was played) gave
        a runner-up of this reading at least ``TOSS_UP`` as often as the card (its play was
        read at a toss-up), while this reading is surer of the card than of it, and the
        runner-up is neither played, nor on the table (but as this card's own readings
        renamed to it a moment ago: :meth:`_renamed_here`, 16656), nor in the coached hand,
        the earlier play was the runner-up (or when those sightings doubted toward a code at
        least ``RECARD_MIN`` as often that this reading gives too little to be it, if at all:
        :meth:`_landed_doubting`), if the swap explains the two cards' readings
        ``SWAP_MARGIN`` times better than they were read (review120): it is corrected (a
        :class:`CorrectionEvent` with ``old_cards``, the game replayed), when the rules
        allow it there and it leaves no play illegal that was not, and the camera itself
        gave that play (not the user, nor forced). Returns whether it was (7710: seat 1's
        2♣ 2♦ was read 2♠ 2♦, the 2♣ read 2♠ 0.53 / 2♣ 0.47; seat 3 later played the 2♠,
        read whole 2♠ 0.82 / 2♣ 0.18, and it became a 2♣).

        (Else a new card read as a swept one that was read surely is its runner-up:
        :meth:`_reread`.)"""
        card = r.card
        own = self._tracks.get(card)
        index = next(
            (i for i, e in enumerate(self.log) if isinstance(e, LoggedPlay) and card in e.cards),
            None,
        )
        if own is None or index is None:
            return False
        entry = self.log[index]
        assert isinstance(entry, LoggedPlay)
        if entry.evidence is None or entry.forced:
            return False
        as_read = _p_read(r)
        landed = own.landed_votes
        illegal: set[int] | None = None
        # (its runners-up, and the codes the play's card was doubted toward as it landed that
        # this reading does not give at all: 16497's J♠, read J♠ 0.99 alone, the J♣ of the
        # earlier J♣ J♥ read J♠ 0.59 / J♣ 0.38)
        named = {other for other, _ in r.alternatives}
        options = [*r.alternatives, *((o, 0.0) for o in landed if o not in named)]
        for other, p in options:
            if (
                other == card
                or other in taken
                or other in codes
                or p >= as_read
                or not self._landed_doubting(r, own, other, p / as_read)
                or other in self.hand
            ):
                continue
            renamed = not self._unplaced(other)
            if renamed and not self._renamed_here(other, card, r):
                continue
            mine, theirs = as_read, p
            if renamed:
                votes = self._tracks[other].votes
                mine, theirs = mine + votes.get(card, 0.0), theirs + votes.get(other, 0.0)
            before = own.votes.get(other, 0.0) / max(own.votes.get(card, 0.0), 1e-9)
            if before * mine < SWAP_MARGIN * theirs:
                continue
            cards = entry.cards - CardSet([card]) | CardSet([other])
            if classify(cards, self.house_rules) is None:
                continue
            new_log = list(self.log)
            new_log[index] = replace(
                entry,
                cards=cards,
                # (its notes say the same of the card it was: a code meant it, or was none)
                misreads=tuple(
                    (c, other if a == card else a)
                    for c, a in entry.misreads
                    if c != card and not (a is None and c == other)
                ),
                inferred=tuple(c for c in entry.inferred if c in cards),
            )
            try:
                game, replayed = self._replay(new_log)
            except IllegalPlayError:
                continue
            if illegal is None:  # (the plays as the game stands: its events say)
                illegal = {
                    e.number for e in self.events if isinstance(e, PlayEvent) and not e.legal
                }
            if any(
                isinstance(e, PlayEvent) and not e.legal and e.number not in illegal
                for e in replayed
            ):
                continue
            number = sum(1 for e in self.log[:index] if isinstance(e, LoggedPlay))
            self._adopt(game, new_log, replayed)
            # (a new card: what the old one was read as says nothing)
            own.votes, own.voted, own.landed_votes = {}, 0, {}
            if renamed:
                # (nor was it the code it was renamed to, played before: that lies nowhere)
                del self._pending.cards[other]
                del self._tracks[other]
            self._corrections.append(
                CorrectionEvent(self._t, number, cards, entry.seat, entry.seat, entry.cards)
            )
            return True
        return False

    def _renamed_here(self, other: Card, card: Card, r: _Read) -> bool:
        """Whether ``other`` lies on the table only as readings of ``card`` renamed to it (a
        swept card read again is its runner-up, :meth:`_reread`): waiting to be played, its
        readings naming ``card`` more than itself, within ``FAR_APART`` of reading ``r``
        (16656: seat 2's A♣ was read A♠ 0.57 / A♣ 0.41, then whole at a toss-up, and played
        as A♠; seat 1's A♠, led later, was read by one corner A♠ 0.62 / A♣ 0.37 and renamed
        A♣, then whole A♠ 0.69 / A♣ 0.30: the earlier play was the A♣,
        :meth:`_recard_swept_play`)."""
        track = self._tracks.get(other)
        return (
            track is not None
            and other in self._pending.cards
            and other not in self.game.played
            and track.votes.get(card, 0.0) > track.votes.get(other, 0.0)
            and math.hypot(track.x - r.x, track.y - r.y) <= FAR_APART
        )

    def _landed_doubting(self, r: _Read, own: _CardTrack, other: Card, now: float) -> bool:
        """Whether the play of ``r``'s card (``own`` its track), read as it landed
        (``landed_votes``), was read at a toss-up with ``other`` (``TOSS_UP`` as often), or
        doubted toward it at least ``RECARD_MIN`` as often, ``other`` a code related to it
        (:func:`_related`), while reading ``r`` gives ``other`` too little to be it (``now``,
        against the card, under ``repair_min``: :meth:`_reread` keeps the code, and the card
        would be lost as played before): that play was ``other`` rather than this card is
        (:meth:`_recard_swept_play`). Only for a card read so here (``split_distance``) in
        ``k`` of the last ``n`` frames (not a frame or two blurred as it lands, then read as
        ``other``), well away
        (``split_distance``) from where the play's card lay, that came as the arm of the
        seat to play did (not that card itself pushed back into view, nor left behind by the
        sweep: helper-115). (A reading that may be ``other`` is that card instead:
        helper-64's Q♣ read whole Q♠ 0.93 / Q♣ 0.05 after a Q♠ read 0.6 / 0.4.)"""
        card, landed = r.card, own.landed_votes
        then = landed.get(other, 0.0) / max(landed.get(card, 0.0), 1e-9)
        if then >= TOSS_UP:
            return True
        if not (now < self.repair_min and then >= RECARD_MIN and _related(card, other)):
            return False
        recent = zip(reversed(own.seen), reversed(own.positions), strict=False)
        here = sum(
            1
            for f, (x, y) in recent
            if f > self._frame - self.n and math.hypot(x - r.x, y - r.y) <= self.split_distance
        )
        turn = self.game.turn
        if turn is None:
            return False
        side = self.layout.sides[turn]
        since = min(own.spot_since, self._t) - self.motion_window
        return (
            here >= self.k - 1
            and math.dist(own.spot, own.spot_before) > self.split_distance
            and any(e.get(side, 0.0) > 0.0 for mt, e in self._motion if mt >= since)
        )

    def _arrives_at(self, card: Card, x: float, y: float) -> bool:
        """Whether ``card``, read on ``(x, y)`` this frame, arrives there: never seen, or last
        seen elsewhere (``same_spot``), or on that spot only since ``motion_window`` ago."""
        track = self._tracks.get(card)
        return (
            track is None
            or math.hypot(track.spot[0] - x, track.spot[1] - y) > self.same_spot
            or track.spot_since >= self._t - self.motion_window
        )

    def _lands_on_pile(
        self, card: Card, x: float, y: float, where: Mapping[Card, Sequence[tuple[float, float]]]
    ) -> bool:
        """Whether swept ``card``, read on ``(x, y)``, lies where plays land (within
        ``FAR_APART`` of the pile, :meth:`_table_center`) with no other swept card read near
        it this frame: not on the heap of swept cards, nor pushed aside with them."""
        cx, cy = self._table_center()
        if math.hypot(x - cx, y - cy) > FAR_APART:
            return False
        swept = self._swept_cards()
        return not any(
            other != card
            and other in swept
            and any(math.hypot(ox - x, oy - y) <= FAR_APART for ox, oy in spots)
            for other, spots in where.items()
        )

    def _lies_unread_on(self, card: Card, x: float, y: float) -> bool:
        """Whether ``card``, played in the current trick, was last seen on ``(x, y)`` (within
        ``same_spot``)."""
        track = self._tracks.get(card)
        return (
            track is not None
            and card in self.game.played
            and self._near(track, x, y)
            and card in self._trick_cards()
        )

    def _just_read_on(self, card: Card, x: float, y: float) -> bool:
        """Whether ``card`` was last read on ``(x, y)`` (``same_spot``) within ``vanish_time``,
        present or not."""
        track = self._tracks.get(card)
        return (
            track is not None
            and self._t - track.last_t <= self.vanish_time
            and self._near(track, x, y)
        )

    def _lies_on(self, card: Card, spots: Iterable[tuple[float, float]]) -> bool:
        """Whether ``card`` lies on one of ``spots`` (``same_spot``): present there, and not
        held as no card (a phantom lies nowhere)."""
        track = self._tracks.get(card)
        return (
            track is not None
            and track.present
            and card not in self._phantoms
            and any(self._near(track, *spot) for spot in spots)
        )

    def _lands_with(self, card: Card, x: float, y: float, taken: Mapping[Card, _Read]) -> bool:
        """Whether a sighting of ``card`` on ``(x, y)`` lands with a play: another code read
        more surely this frame (``taken``) within ``FAR_APART``, outside the hand zone,
        neither played nor lying there a while (not present yet, or waiting to settle)."""
        for other, seen in taken.items():
            if (
                other == card
                or other in self.game.played
                or self.layout.in_hand_zone(seen.x, seen.y)
                or math.hypot(seen.x - x, seen.y - y) > FAR_APART
            ):
                continue
            track = self._tracks.get(other)
            if track is None or not track.present or other in self._pending.cards:
                return True
        return False

    def _lies_on_corner(self, card: Card, x: float, y: float, by_corner: bool = False) -> bool:
        """Whether ``card`` lies with a corner on ``(x, y)`` (``same_spot``): present, not held
        as no card, seen whole, and still where it was then (its centre the midpoint of the
        two corners it showed; ``by_corner``: or seen since by one of those corners, where
        it lay), one of those corners on ``(x, y)``."""
        track = self._tracks.get(card)
        if track is None or not track.present or card in self._phantoms or not track.whole:
            return False
        spots = track.corner_spots
        if len(spots) < 2:
            return False
        mx, my = _midpoint(spots)
        where = ((mx, my), *spots) if by_corner else ((mx, my),)
        return any(
            math.hypot(px - track.x, py - track.y) <= self.same_spot for px, py in where
        ) and any(math.hypot(sx - x, sy - y) <= self.same_spot for sx, sy in spots)

    def _corner_read_anew(
        self, r: _Read, where: Mapping[Card, Sequence[tuple[float, float]]]
    ) -> Card | None:
        """The card whose corner ``r``, seen by one corner, is: a card seen whole (present,
        not held as no card) that the frame before read on this spot (``same_spot``), if only
        faintly, where one of its two corners lay when it was last seen whole, read this frame
        on the spot of its other corner, that ``r`` names as a related code lying there
        (``Sighting.echoes``) and among its runners-up (``alternative_min``). Else None.
        (A card laid on that corner would hide it, and show both its own corners. 16707: seat
        2's A♠, its near corner read only faintly, 0.15, for a second, then K♠ 0.52 / A♠ 0.2
        there as the coached arm came, the A♠ read by its far corner: no K♠ played.)"""
        if r.corners != 1:
            return None
        x, y = r.x, r.y
        doubted = dict(r.alternatives)
        for other in r.echoes:
            track = self._tracks.get(other)
            if (
                other == r.card
                or track is None
                or not track.present
                or not track.whole
                or other in self._phantoms
                or len(track.corner_spots) != 2
                or doubted.get(other, 0.0) < self.alternative_min
                or not self._read_before_at(other, x, y, faintly=True)
            ):
                continue
            a, b = track.corner_spots
            theirs = [a, b, *where.get(other, ())]
            if any(
                c == r.card
                and self.same_spot < math.hypot(fx - x, fy - y) <= FAR_APART
                and all(math.hypot(fx - ox, fy - oy) > self.same_spot for ox, oy in theirs)
                and not any(self._tracks[o].present for o in toss_ups if o in self._tracks)
                for fx, fy, c, toss_ups in self._faint_spots
            ):
                # (its own far corner read faintly the frame before, a card's span away and
                # not on that card: a card of its own laid there, review123's K♠; not that
                # card's far corner read faintly as it too, review124, nor a reading at a
                # toss-up with a card lying on the table, review125's K♣ glinting K♠)
                continue
            for here, there in ((a, b), (b, a)):
                if math.hypot(here[0] - x, here[1] - y) <= self.same_spot and any(
                    math.hypot(there[0] - ox, there[1] - oy) <= self.same_spot
                    for ox, oy in where.get(other, ())
                ):
                    return other
        return None

    def _only_its_arm_moved(self, card: Card, since: float) -> bool:
        """Whether nothing moved since ``since`` but the side of the seat whose logged play
        holds ``card`` (a card of no logged play: nothing moved at all)."""
        logged = self._logged_play_of(card)
        side = None if logged is None else self.layout.sides[logged.seat]
        return self._only_side_moved(side, since)

    def _logged_play_of(self, card: Card) -> LoggedPlay | None:
        """The last logged play that holds ``card`` (None: none)."""
        return next(
            (e for e in reversed(self.log) if isinstance(e, LoggedPlay) and card in e.cards),
            None,
        )

    def _only_side_moved(self, side: str | None, since: float, until: float = math.inf) -> bool:
        """Whether nothing moved from ``since`` to ``until`` but ``side`` (None: nothing)."""
        return all(
            v == 0.0
            for mt, e in self._motion
            if since <= mt <= until
            for s, v in e.items()
            if s != side
        )

    def _seen_lately_on(self, card: Card, spots: Iterable[tuple[float, float]]) -> bool:
        """Whether ``card``, present and not held as no card, was seen on one of ``spots``
        (``same_spot``) in one of its last sightings (where it lies is their median: a card
        read by a corner, then whole, lies between the two)."""
        track = self._tracks.get(card)
        return (
            track is not None
            and track.present
            and card not in self._phantoms
            and any(
                math.hypot(px - sx, py - sy) <= self.same_spot
                for px, py in track.positions
                for sx, sy in spots
            )
        )

    def _note_double(self, r: _Read) -> None:
        """Remember that ``r.card``, lying in the coached hand (not played), was also read as
        ``r``, far from it (``FAR_APART``), less surely, by one corner."""
        card = r.card
        track = self._tracks.get(card)
        if (
            track is not None
            and track.present
            and r.corners < 2
            and card not in self.game.played
            and self.layout.in_hand_zone(track.x, track.y)
        ):
            old = self._doubles.get(card)
            surest = max(r.confidence, old[3]) if old else r.confidence
            since = self._t  # (since when it is read there: as long as it was remembered there)
            if old is not None and math.hypot(old[0] - r.x, old[1] - r.y) <= 2 * self.same_spot:
                since = old[4]
            self._doubles[card] = (r.x, r.y, self._t, surest, since)

    def _back_in_hand(self, card: Card, r: _Read, first: _Read) -> bool:
        """Whether ``r``, a reading of ``card`` in the coached hand, is the card, while
        ``first``, a surer reading of it on the table by one corner, is another card's
        corner: the card, not played, lay in the hand within ``hand_left_window`` and is
        seen there again, and the table's reading lies as an echo (``Sighting.echoes``: a
        card of a related code a card away, whose other corner it may be). (The coached
        player took a 9♣ from the hand; the arm hid the hand's 6♣ while the 9♣'s far
        corner, printed upright, landed read 6♣ 0.56; then the hand showed its 6♣ again, at
        0.33.) The table's reading is then remembered as not this card (:meth:`_note_double`)
        and the card lies in the hand again. (Without the echo, the card on the table is the
        one played, and the hand's reading another card's misread: a 9♣ read 6♣.)"""
        track = self._tracks.get(card)
        if (
            track is None
            or card in self.game.played
            or first.corners > 1
            or not first.echoes
            or not self.layout.in_hand_zone(r.x, r.y)
            or self.layout.in_hand_zone(first.x, first.y)
            or track.hand_t < self._t - self.hand_left_window
        ):
            return False
        self._doubles[card] = (first.x, first.y, self._t, first.confidence, self._t)
        track.forget_where()  # (where it lay since it was read on the table: it lies in the hand)
        return True

    def _still_in_hand(self, card: Card, r: _Read, first: _Read) -> bool:
        """Whether ``r``, a reading of ``card`` on its spot in the coached hand, is the card,
        while ``first``, a surer reading of it on the table, is something else read as it:
        the card, not played, lies in the hand and is read there still, and the table's
        reading is by one corner, under ``LAID_CONF``, while the coached seat's side was seen
        still (:meth:`_coached_side_moved`: a card the coached player lays leaves the hand with
        the arm, and the card sliding into its place may read as it a moment). A card is not
        read in the hand and on the table at once; one laid leaves the hand first. (13904:
        as seat 1's 2♦ covered the K♠ played before, the K♠'s corner peeking from under it
        read 2♠ 0.40, a little surer than the hand's 2♠ at 0.35; the 2♠ "moved" onto the
        pile and became seat 1's lead.) The table's reading is then remembered as not this
        card (:meth:`_note_double`: a card laid there is read more surely or whole in time)."""
        track = self._tracks.get(card)
        if (
            track is None
            or not track.present
            or card in self.game.played
            or first.corners > 1
            or first.confidence >= LAID_CONF
            or not self.layout.in_hand_zone(track.x, track.y)
            or not self.layout.in_hand_zone(r.x, r.y)
            or self.layout.in_hand_zone(first.x, first.y)
            or not self._near(track, r.x, r.y)
            # (the coached player laying a card, or the hand closing up after it)
            or self._coached_side_moved(self._t - self.motion_window) is True
        ):
            return False
        self._doubles[card] = (first.x, first.y, self._t, first.confidence, self._t)
        return True

    def _double(self, r: _Read, read: Sequence[_Read] = ()) -> bool:
        """Whether sighting ``r`` is the second reading of its card remembered by
        :meth:`_note_double`, seen there within ``vanish_time``, while the card still lies
        in the coached hand and not near: then it is still not that card, even while the
        hand's own is hidden (the far corner of a 6♦ on the pile read 9♦ for seconds,
        beside the hand's 9♦; the coached player's arm hid the hand's 9♦, and the 9♦
        "moved" onto the pile as a play). It stays remembered while seen there, by one
        corner and no more surely than ``DOUBLE_SURER`` times the surest it was: a card seen
        whole there, or much more surely, is a card laid there (the real 9♦, played). Nor
        while ``r`` is read ``LAID_CONF`` surely and the hand's spot of the card reads
        another code in this frame's sightings ``read``, the card itself not read in the
        hand: the hand's reading was that other card's, moving into the gap (13613: the
        coached player laid the J♥; the Q♥ sliding into its place in the hand read J♥ 0.58
        for a moment, then Q♥, and the J♥ on the pile, read 0.44 then 0.83, was lost)."""
        card, x, y = r.card, r.x, r.y
        double = self._doubles.get(card)
        if double is None:
            return False
        dx, dy, seen, surest, since = double
        track = self._tracks.get(card)
        if (
            self._t - seen > self.vanish_time
            or track is None
            or card in self.game.played
            or not self.layout.in_hand_zone(track.x, track.y)
        ):
            del self._doubles[card]
            return False
        if math.hypot(dx - x, dy - y) > 2 * self.same_spot or self._near(track, x, y):
            return False
        if (
            r.corners > 1
            or r.confidence > DOUBLE_SURER * surest
            or (
                r.confidence >= LAID_CONF
                and self._t - since <= self.hand_left_window  # (read there just now)
                and self._hand_spot_taken(card, track, read)
            )
        ):
            del self._doubles[card]
            return False
        self._doubles[card] = (dx, dy, self._t, max(surest, r.confidence), since)
        return True

    def _hand_spot_taken(self, card: Card, track: _CardTrack, read: Sequence[_Read]) -> bool:
        """Whether the spot of ``card`` (``track``) in the coached hand is read as another
        code in ``read`` (within ``same_spot``), ``card`` read nowhere in the hand."""
        return not any(o.card == card and self.layout.in_hand_zone(o.x, o.y) for o in read) and any(
            o.card != card and self._near(track, o.x, o.y) for o in read
        )

    def _double_read_anew(self, r: _Read) -> bool:
        """Whether sighting ``r``, by one corner, lies on the spot (``same_spot``) of another
        card's second reading remembered by :meth:`_double`, seen there within
        ``vanish_time``, as that card's rank in the other suit of its colour, and no more
        surely than ``DOUBLE_SURER`` times the surest that reading was, once it has been read
        there for ``settle_time``: the same thing read anew, still no card (11106: a 6♥'s far
        corner, printed upright, read 9♥ 0.43 beside the coached hand's 9♥ for five seconds;
        as the next play's arm withdrew from over it, it was read 9♦ 0.53 and became that
        play). The remembered reading stays, as when it is read as itself. (A reading
        remembered for less is a card landing, its suit misread a moment: a real 9♦ read 9♥
        in its first frame.)"""
        if r.corners > 1:
            return False
        card = r.card
        for other, (dx, dy, seen, surest, since) in self._doubles.items():
            track = self._tracks.get(other)
            if (
                other != card
                and other.rank == card.rank
                and other.suit // 2 == card.suit // 2  # (of one colour)
                and self._t - seen <= self.vanish_time
                and seen - since >= self.settle_time
                and math.hypot(dx - r.x, dy - r.y) <= self.same_spot
                and r.confidence <= DOUBLE_SURER * surest
                and track is not None
                and other not in self.game.played
                and self.layout.in_hand_zone(track.x, track.y)
            ):
                self._doubles[other] = (dx, dy, self._t, surest, since)
                return True
        return False

    def _held_since(self, card: Card, since: float) -> bool:
        """Whether ``card``, not played, was held in the coached hand after ``since``: each
        of its sightings from some time after ``since`` on, for at least ``hand_settle``
        seconds, lay in the hand zone (a moment's reading of another hand card as it is no
        proof)."""
        track = self._tracks.get(card)
        return (
            track is not None
            and card not in self.game.played
            and track.held_t > since
            and track.last_t - track.held_t >= self.hand_settle
        )

    def _just_left_hand(self, card: Card, at: float | None = None) -> bool:
        """Whether ``card``, not played, was last seen in the coached hand within
        ``hand_left_window`` seconds before ``at`` (default: now), and not after: perhaps on
        its way to the table (or still there: the callers ask of cards not read since)."""
        track = self._tracks.get(card)
        at = self._t if at is None else at
        return (
            track is not None
            and card not in self.game.played
            and self.layout.in_hand_zone(track.x, track.y)
            and at - self.hand_left_window <= track.last_t <= at
        )

    def _coached_arm(self, at: float | None = None) -> bool:
        """Whether the coached player's arm may have reached in: something moved on the
        coached seat's side in the ``motion_window`` seconds before ``at`` (default: now), or
        no motion was measured then."""
        at = self._t if at is None else at
        return self._coached_side_moved(at - self.motion_window, at) is not False

    def _coached_side_moved(self, since: float, until: float | None = None) -> bool | None:
        """Whether something was seen moving on the coached seat's side (the hand zone's
        band) in the frames from ``since`` to ``until`` (default: now); None when no motion
        was measured in them (no proof either way)."""
        until = self._t if until is None else until
        side = self.layout.sides[self.layout.coached_seat]
        window = [e for mt, e in self._motion if since <= mt <= until]
        return any(e.get(side, 0.0) > 0 for e in window) if window else None

    def _only_coached_moved(self, since: float) -> bool:
        """Whether nothing but the coached seat's side moved since ``since``."""
        side = self.layout.sides[self.layout.coached_seat]
        return all(
            v == 0.0 for mt, e in self._motion if mt >= since for s, v in e.items() if s != side
        )

    def _lone_arm(self) -> str | None:
        """The side whose arm alone moves in this frame (None: none, or several). The coached
        band takes in the hand zone: moving less than one other arm, it is the player sorting
        the hand, and that other arm is alone over the table."""
        if not self._motion or self._motion[-1][0] != self._t:
            return None
        energy = self._motion[-1][1]
        sides = [side for side, e in energy.items() if e > 0]
        coached = self.layout.sides[self.layout.coached_seat]
        if len(sides) == 2 and coached in sides and energy[coached] < max(energy.values()):
            sides.remove(coached)
        return sides[0] if len(sides) == 1 else None

    def _not_coached(self, card: Card, codes: Collection[Card] = ()) -> bool:
        """Whether ``card`` cannot be the coached seat's: never seen in the coached hand,
        while the coached arm has laid cards (they left the hand and lie on the table, not
        played yet) and every card that seat holds is known: those, and the hand's cards
        read this frame (``codes``), are as many as it has left. (Codes, not cards: a hand
        card hidden under the thumb beside a phantom read there, laid with other cards of
        the hand on a played card's corner and read as that card, is lost. Laid alone, no
        card the coached arm laid is on the table, and it is a card; helper-58.)"""
        tracks = self._tracks
        if (track := tracks.get(card)) is not None and track.was_in_hand:
            return False
        laid = CardSet(
            c
            for c, tr in tracks.items()
            if tr.was_in_hand
            and tr.present
            and c not in self.game.played
            and not self.layout.in_hand_zone(tr.x, tr.y)
        )
        known = laid | CardSet(c for c in self.hand if c in codes)
        return (
            bool(laid)
            and card not in known
            and len(known) >= self.game.cards_left[self.layout.coached_seat]
        )

    def _coached_side_moves(self) -> bool:
        """Whether something moves on the coached seat's side in this frame."""
        side = self.layout.sides[self.layout.coached_seat]
        return any(e.get(side, 0.0) > 0 for mt, e in self._motion if mt >= self._t)

    def _unplaced(self, card: Card) -> bool:
        """Neither played nor lying on the table (in the hand zone or elsewhere): a card a
        new sighting may be."""
        track = self._tracks.get(card)
        return card not in self.game.played and not (track is not None and track.present)

    def _swept_cards(self) -> CardSet:
        """The cards gone from the table with their tricks: those of the plays before the last
        sweep (logged, or a lead that came after one), and the current trick's once the pile
        has not been seen for ``sweep_gap`` (a sweep is logged only after ``sweep_time``, and
        the next lead may come sooner: the test :meth:`_accept` makes)."""
        if self._swept[0] != self._frame:
            last = 0
            for i, entry in enumerate(self.log):
                if isinstance(entry, LoggedSweep) or (
                    isinstance(entry, LoggedPlay) and entry.swept_before
                ):
                    last = i
            gone = CardSet()
            for entry in self.log[:last]:
                if isinstance(entry, LoggedPlay):
                    gone |= entry.cards
            if self.game.table is not None and self._trick_last_visible < self._t - self.sweep_gap:
                gone |= self._trick_cards()
            self._swept = (self._frame, gone)
        return self._swept[1]

    def _play_there(self, misread: _Misread, codes: set[Card]) -> bool:
        """Whether the play of a misread is still there (see :meth:`_reread`)."""
        others = misread.play - CardSet([misread.actual]) if misread.actual else misread.play
        if others:
            return bool(others & CardSet(codes))
        track = self._tracks.get(misread.actual) if misread.actual else None
        return track is not None and self._t - track.last_t <= self.vanish_time

    def _near(self, track: _CardTrack, x: float, y: float) -> bool:
        return math.hypot(track.x - x, track.y - y) <= self.same_spot

    def _update_presence(self, seen: dict[Card, _Seen], t: float) -> None:
        frame = self._frame
        span = statistics.median(self._spans) if len(self._spans) >= SPANS_MIN else None
        for card, (x, y, conf, alternatives, corners) in seen.items():
            track = self._tracks.get(card)
            if track is None:
                track = _CardTrack(deque(maxlen=self.n), deque(maxlen=self.n), first_t=t)
                self._tracks[card] = track
                self._first_read(track, card, x, y, seen)
            elif not track.present and t - track.last_t > self.vanish_time:
                if not (
                    card in self.game.played
                    or card in self._pending.cards
                    or card in self._disputed
                    or self.layout.in_hand_zone(track.x, track.y)
                ):
                    # back on the table, never played: how surely it was read before, or
                    # whether whole, says nothing of this sighting (7004: something on the
                    # pile read J♥ 0.46 ten seconds before was read 0.26-0.31 beside the
                    # next play, and could not be left out of it as a card read weakly)
                    track.best_conf, track.whole, track.whole_t = 0.0, False, math.inf
                self._first_read(track, card, x, y, seen)
            elif self._leaves_unmoved_spot(card, track, x, y):
                # (a code left alone where no arm came, read well away from where it lay: it
                # arrives there now, a card perhaps (_unmoved_moved), judged as any arriving
                # code is; what it was on that spot says nothing of it: the pip's frames would
                # hide a far corner's echo, its arrival a corner read anew with nothing moving)
                track.best_conf, track.present_since = 0.0, t
                self._first_read(track, card, x, y, seen)
            if not self.layout.in_hand_zone(x, y) and (
                not track.present or track.held_t < math.inf
            ):
                # arriving on the table (again, or from the hand zone)
                track.hand_whole = self._hand_whole_lately(card)
            track.seen.append(frame)
            track.positions.append((x, y))
            track.confidences.append(conf)
            # the median of recent positions: one stray sighting does not move a card
            xs = sorted(p[0] for p in track.positions)
            ys = sorted(p[1] for p in track.positions)
            track.x, track.y = xs[len(xs) // 2], ys[len(ys) // 2]
            track.last_t = t
            track.best_conf = max(track.best_conf, conf)
            track.whole = track.whole or corners > 1
            track.whole_frames += corners > 1
            track.whole_here = track.whole_here or corners > 1
            if corners > 1 and track.whole_t > t and not self.layout.in_hand_zone(x, y):
                track.whole_t = t  # (first paired on the table, not in the coached hand)
            track.sighted += 1
            if math.hypot(x - track.spot[0], y - track.spot[1]) > self.same_spot:
                track.spot_before = track.spot
                track.spot, track.spot_since, track.spot_seen = (x, y), t, 0
                track.spot_echoes = set()
                track.sure_since = math.inf
            track.spot_seen += 1
            if conf < self.weak_conf:
                track.sure_since = math.inf
            elif track.sure_since == math.inf:
                track.sure_since = t
            if card in self._corners_now:
                track.corner_spots = self._corners_now[card]
                (ax, ay), (bx, by) = track.corner_spots[0], track.corner_spots[-1]
                low, high = FAR_CORNER_BAND
                if span is not None and low * span <= math.hypot(ax - bx, ay - by) <= high * span:
                    track.card_corners = track.corner_spots
            echoes = set(self._echoes_now.get(card, ()))
            doubted = {other for other, p in alternatives if p >= COURT_DOUBT}
            colour = {
                o
                for o in echoes
                if _other_colour(card, o)
                or (
                    _six_nine_across(card, o) and not any(d == o or _related(d, o) for d in doubted)
                )
                or (_courts(card, o) and o not in doubted and self._off_corners(o, x, y))
            }
            track.echoed.append(bool(echoes - colour))
            track.spot_echoes |= echoes - colour
            for other in echoes - colour:
                track.echo_of[other] = track.echo_of.get(other, 0) + 1
                if span is not None and self._on_new_card(track, x, y, other, span):
                    track.new_card_echo_of[other] = track.new_card_echo_of.get(other, 0) + 1
            for other in colour:
                track.colour_echo_of[other] = track.colour_echo_of.get(other, 0) + 1
            if alternatives:
                track.voted += 1
                for other, p in alternatives:
                    track.votes[other] = track.votes.get(other, 0.0) + p
                if card not in self.game.played and not self.layout.in_hand_zone(x, y):
                    for other, p in alternatives:
                        track.landed_votes[other] = track.landed_votes.get(other, 0.0) + p
            if self.layout.in_hand_zone(x, y):
                track.was_in_hand = True
                track.hand_t = t
                track.held_t = min(track.held_t, t)
            else:
                track.held_t = math.inf
        for card, track in self._tracks.items():
            recent = sum(1 for f in track.seen if f > frame - self.n)
            if not track.present:
                if recent >= self.k or (recent and recent + self._faint_on(card, track) >= self.n):
                    track.present = True
                    track.present_since = t
            elif t - track.last_t > self.vanish_time and not self._faintly_there(card, track):
                # hysteresis: a card hidden for a moment (a hand, a missed frame) stays
                track.present, track.gone_t = False, t
        # the current trick's cards: remember when one was last actually seen
        trick_cards = self._trick_cards()
        if any(
            self._tracks[c].last_t >= t and self._tracks[c].present
            for c in trick_cards
            if c in self._tracks
        ):
            self._trick_last_visible = t

    def _off_corners(self, card: Card, x: float, y: float) -> bool:
        """Whether ``(x, y)`` lies well away (``COURT_SPOT``) from both corners of ``card`` as
        they were when it was last seen whole: no corner of it read as another code. (Not
        so for a card never seen whole: its far corner may lie anywhere a card away.)"""
        track = self._tracks.get(card)
        return (
            track is not None
            and bool(track.corner_spots)
            and all(math.hypot(x - sx, y - sy) > COURT_SPOT for sx, sy in track.corner_spots)
        )

    def _faintly_there(self, card: Card, track: _CardTrack) -> bool:
        """Whether ``card``, of the play waiting to settle, was seen faintly this frame on its
        spot (``same_spot`` of where it was read clearly): still there, read just under the
        card threshold (9211's J♦, read 0.27 once and 0.20 for two seconds, stays until its
        play settles)."""
        spots = self._faint.get(card)
        return (
            card in self._pending.cards
            and spots is not None
            and bool(spots)
            and spots[-1][0] == self._frame
            and math.hypot(spots[-1][1] - track.x, spots[-1][2] - track.y) <= self.same_spot
        )

    def _faint_on(self, card: Card, track: _CardTrack) -> int:
        """In how many of the last ``n`` frames, after the first of them in which ``card``
        was read clearly, it was seen only faintly on its spot (``same_spot`` of where it
        was read clearly); 0 when it lies on another card seen whole this frame (within
        twice ``same_spot`` of its centre or a corner: that card's pip, read now and then
        just over the threshold as the light changes, hovering under it otherwise; a lone
        corner beside it may be a covered card's, 9717's 4♥ 0.04 from the K♥ laid over
        it)."""
        frame = self._frame
        clear = [f for f in track.seen if f > frame - self.n]
        if not clear or any(
            math.hypot(sx - track.x, sy - track.y) <= 2 * self.same_spot
            for other, corners in self._corners_now.items()
            if other != card
            for sx, sy in (_midpoint(corners), *corners)
        ):
            return 0
        if (
            len(clear) <= len(track.echoed)
            and all(itertools.islice(reversed(track.echoed), len(clear)))
            and any(c in track.spot_echoes for _, _, c in self._spots)
            # (its faint readings doubting it toward a card it was an echo of: a real card
            # read faintly on a card's far corner spot doubts little toward that card)
            and self._faint_doubts.get(card, frozenset()) & track.spot_echoes
        ):
            # (read clearly only where a card still read had its other corner, as an echo
            # of it: that corner, read faintly since; 14302's 9♣ far corner, 7♣ 0.26 once,
            # then 0.19 with 10♣ and 9♣ at a toss-up, made 8♥ 9♣ 10♣ J♣ a straight from 7♣)
            return 0
        return sum(
            1
            for f, x, y in self._faint.get(card, ())
            if f > min(clear)
            and f not in clear
            and math.hypot(x - track.x, y - track.y) <= self.same_spot
        )

    def _takes_over(
        self, card: Card, x: float, y: float, seen: Mapping[Card, _Seen]
    ) -> Card | None:
        """The played card on whose spot (``same_spot``) ``card``, not played, is first seen,
        that card seen the frame before and not now (where it lies, or where the frame before
        read one of its corners): perhaps the same corner, read as another (a card landing on
        it would have hidden the spot for a moment first; a 10♠'s far corner, read 10♣ once
        the next play covers its near one). None when there is none."""
        if card in self.game.played:
            return None
        for other in self.game.played:
            track = self._tracks.get(other)
            if (
                track is not None
                and other not in seen
                and track.seen
                and track.seen[-1] == self._frame - 1
                and (self._near(track, x, y) or self._read_before_at(other, x, y))
            ):
                return other
        return None

    def _takes_over_hidden(
        self, card: Card, x: float, y: float, seen: Mapping[Card, _Seen]
    ) -> bool:
        """Whether ``card``, not played, is first seen, hidden for a moment, on the spot of a
        corner of a played card not seen now, as that card was last seen whole, lying there
        still (:meth:`_lies_on_corner`): perhaps that corner read as another, as
        :meth:`_takes_over` (13513: the 7♣'s far corner, hidden by the arm that laid the J♦
        over its near one, read J♣ 0.44-0.46 as the arm left; J♣ J♦ cannot answer the
        7♥). But a card landing on that corner hides the spot a moment first too: such a
        card takes over only while read less surely than ``LAID_CONF``
        (:meth:`_taking_over`). The played card may lie seen by that corner since (14318: the
        4♣, seen whole, then by its corner for five seconds, hidden as the 7♠ landed over
        it; the corner then read 4♠ 0.38-0.46, and 4♠ 7♠ waited for a card, taking the next
        two singles into one invalid group)."""
        if card in self.game.played:
            return False
        # (seen since by that corner only: a code of its rank, its index read as another
        # suit; a card of another rank is a card laid there, 7♠ 7♥ with the 7♥ on the 4♣'s
        # corner stays a pair)
        return any(
            other not in seen
            and self._lies_on_corner(other, x, y, by_corner=other.rank == card.rank)
            for other in self.game.played
        )

    def _taking_over(self, track: _CardTrack) -> bool:
        """Whether ``track``'s card took over a played card's spot as it was first seen
        (:meth:`_takes_over`), or a hidden one's corner (:meth:`_takes_over_hidden`) and was
        never read ``LAID_CONF`` surely since: not a card laid there."""
        return track.takes_over or (track.takes_over_hidden and track.best_conf < LAID_CONF)

    def _first_read(
        self, track: _CardTrack, card: Card, x: float, y: float, seen: Mapping[Card, _Seen]
    ) -> None:
        """Note how ``card``, seen on ``(x, y)``, arrives (again) on the table."""
        track.first_t, track.whole_here = self._t, False
        if card not in self.game.played:
            track.landed_votes = {}
        track.sighted, track.echo_of, track.colour_echo_of = 0, {}, {}  # (where it lies now)
        track.new_card_echo_of = {}
        track.took_over = self._takes_over(card, x, y, seen)
        track.takes_over_hidden = self._takes_over_hidden(card, x, y, seen)
        track.read_anew = self._read_anew(card, x, y)
        # (none when frames were skipped since the frame before: the hand laying it may have
        # hidden the spot in one of them)
        skipped = not self._gaps or self._gaps[-1] > 1.5 * statistics.median(self._gaps)
        track.anew_of = frozenset(
            c
            for sx, sy, c in (self._spots_recent[0] if self._spots_recent and not skipped else ())
            if c != card and math.hypot(sx - x, sy - y) <= self.same_spot
        )
        track.rereads_played = self._read_anew(card, x, y, seen)
        track.rereads_pending = self._rereads_pending(card, x, y, seen)

    def _rereads_pending(
        self, card: Card, x: float, y: float, seen: Mapping[Card, _Seen]
    ) -> Card | None:
        """The waiting card (not yet a play) on whose spot (``same_spot``: its centre or a
        corner) ``card`` is first seen, that was seen there the frame before and is not seen
        now, when the new code was the old card's runner-up at least ``repair_min`` as often
        as what it was read (the old card was read in doubt): the same card, read anew (a 5♦
        corner read 6♦ as it lands, 5♦ once the arm has gone; a Q♣ whose two corners read
        Q♠ 0.6 and Q♣ 0.6, named Q♠ for four frames, then Q♣)."""
        for other in self._pending.cards:
            track = self._tracks.get(other)
            if (
                other != card
                and other not in seen
                and track is not None
                and track.seen
                and track.seen[-1] == self._frame - 1
                and self._read_before_at(other, x, y)
                # (the old card itself was read in doubt, the new code among its runners-up
                # at least repair_min as often: not a new card dropped on a sure one)
                and track.ratio(card, other) >= self.repair_min
            ):
                return other
        return None

    def _read_before_at(self, card: Card, x: float, y: float, faintly: bool = False) -> bool:
        """Whether the frame before read ``card`` on ``(x, y)`` (``same_spot``: a sighting's
        centre or one of its corners); ``faintly``: or a faint sighting of it there."""
        clear = self._spots_recent[0] if self._spots_recent else ()
        faint = ((fx, fy, c) for fx, fy, c, _ in self._faint_spots) if faintly else ()
        return any(
            c == card and math.hypot(sx - x, sy - y) <= self.same_spot
            for sx, sy, c in itertools.chain(clear, faint)
        )

    def _played_read_at(
        self,
        x: float,
        y: float,
        besides: Card | None = None,
        seen: Mapping[Card, _Seen] | None = None,
        frames: int = 1,
    ) -> Card | None:
        """A played card other than ``besides`` that one of the last ``frames`` frames before
        this one (at most 3) read on ``(x, y)`` (``same_spot``: a corner of it, or its centre),
        or None; with ``seen``, only one this frame still sees."""
        played = self.game.played
        return next(
            (
                c
                for spots in list(self._spots_recent)[:frames]
                for sx, sy, c in spots
                if c != besides
                and c in played
                and (seen is None or c in seen)
                and math.hypot(sx - x, sy - y) <= self.same_spot
            ),
            None,
        )

    def _read_anew(
        self, card: Card, x: float, y: float, seen: Mapping[Card, _Seen] | None = None
    ) -> bool:
        """Whether ``card``, not played, is first seen on the spot (``same_spot``) where the
        frame before read another card, a played one (a corner of it, or its centre): perhaps
        that corner read anew. With ``seen``, only a played card this frame still sees (by
        its other corner) counts, read there the frame before or the one before that: a 5♦
        corner read as 7♦ once the next play half covers it, while its other corner still
        reads 5♦. (A corner half covered by a card landing on it may be hidden a frame first,
        then read anew: a 6♣'s corner gone one frame, then read 7♣ 0.85 beside the 6♦ on it,
        while its other corner reads 6♣. Not two frames without ``seen``: a card laid
        squarely on a played card's corner hides that corner a frame first too.)"""
        frames = 1 if seen is None else 2
        return (
            card not in self.game.played
            and self._played_read_at(x, y, card, seen, frames) is not None
        )

    def _trick_cards(self) -> CardSet:
        game = self.game
        cards = CardSet()
        for turn in game.history:
            if turn.trick == game.trick and turn.combination is not None:
                cards |= turn.combination.cards
        return cards

    def _present_in(self, zone: str) -> CardSet:
        cards = []
        for card, track in self._tracks.items():
            if not track.present:
                continue
            in_hand = self.layout.in_hand_zone(track.x, track.y)
            if (zone == "hand") == in_hand:
                cards.append(card)
        return CardSet(cards)

    def _hand_whole_lately(self, card: Card) -> bool:
        """Whether the coached hand was seen whole and unchanged, without ``card``, in every
        frame of the last ``HAND_WATCH`` seconds before this one: the same codes each frame,
        exactly as many as the coached seat held (not one fewer: a card picked from it; nor
        one more: a phantom beside the real cards, which a picked card would leave as many).
        Then ``card``, arriving on the table, left no hand of that seat."""
        watch = self._hand_watch
        if not watch or watch[0][0] > self._t - HAND_WATCH * 0.9:
            return False
        held = watch[-1][1]
        return card not in held and all(
            cards == held and len(cards) == left for _, cards, left in watch
        )

    def _update_hand(self, t: float) -> list[Event]:
        # (the hand's cards read in this very frame, the last sighting in the hand zone)
        held = CardSet(
            c
            for c, track in self._tracks.items()
            if track.last_t == t and track.held_t < math.inf and c not in self.game.played
        )
        watch = self._hand_watch
        watch.append((t, held, self.game.cards_left[self.layout.coached_seat]))
        while watch and watch[0][0] < t - HAND_WATCH:
            watch.popleft()
        seen = self._present_in("hand")
        out = self._check_hand_against_history(seen & self.game.played, t)
        hand = seen - self.game.played
        if hand != self._hand_candidate:
            self._hand_candidate = hand
            self._hand_candidate_t = t
            return []
        if hand == self.hand or t - self._hand_candidate_t < self.hand_settle:
            return out
        self.hand = hand
        return [*out, HandEvent(t, self.layout.coached_seat, hand)]

    def _check_hand_against_history(self, conflict: CardSet, t: float) -> list[Event]:
        """A card that stays in the coached hand although the history has it played: one of
        the two was misread. Reported once per card (after ``hand_settle``), not fixed: only
        the user knows which play to correct."""
        if conflict != self._conflict_candidate:
            self._conflict_candidate = conflict
            self._conflict_t = t
            return []
        if not conflict or t - self._conflict_t < self.hand_settle:
            return []
        out: list[Event] = []
        for card in conflict:
            if ("hand_played", card) in self._reported:
                continue
            self._reported.add(("hand_played", card))
            who = next(
                (
                    f" by seat {turn.seat}"
                    for turn in self.game.history
                    if turn.combination is not None and card in turn.combination.cards
                ),
                "",
            )
            out.append(
                FaultEvent(
                    t,
                    "card_seen_twice",
                    f"{card} is in your hand, but the history has it played{who}: a card was "
                    "misread; correct that play",
                    CardSet([card]),
                )
            )
        return out

    def _collect_new_cards(self, t: float) -> list[Event]:
        table = self._present_in("table")
        # a phantom seen whole after all (both corners paired) is a card; one that left the
        # table was cleared away, or is hidden (or read as another code) for a while: back on
        # its spot in the same trick within PHANTOM_HOLD, it is the same phantom
        trick = self.game.trick
        for card in self._phantoms - set(table):
            if (left := self._tracks.get(card)) is not None:
                # (left for the coached hand, its code read there only weakly: where it lay on
                # the table, 16603's J♦, a K♥'s far corner, read so in the hand, 0.24-0.32,
                # as the coached player's J♥ showed between the fingers; back on its spot it became
                # a lead. Read there surely, it is that card of the hand: laid on that spot,
                # a card, review119)
                x, y = left.x, left.y
                recent = list(
                    zip(reversed(left.positions), reversed(left.confidences), strict=False)
                )
                if all(c < self.weak_conf for p, c in recent if self.layout.in_hand_zone(*p)):
                    x, y = next((p for p, _ in recent if not self.layout.in_hand_zone(*p)), (x, y))
                self._phantoms_gone[card] = _GonePhantom(
                    x, y, trick, left.last_t, left.last_t, left.best_conf
                )
        # (one still seen faintly on its spot has not left: 8108's 4♣, a fragment left out
        # of the Q♠ play, lay there faintly for 4 s, then read 0.45 beside the K♦ landing)
        for card, gone in list(self._phantoms_gone.items()):
            spots = self._faint.get(card)
            if (
                spots
                and spots[-1][0] == self._frame
                and math.hypot(spots[-1][1] - gone.x, spots[-1][2] - gone.y) <= self.same_spot
            ):
                self._phantoms_gone[card] = gone._replace(held_t=t)
        self._phantoms_gone = {
            c: v
            for c, v in self._phantoms_gone.items()
            if v.trick == trick and t - v.held_t <= PHANTOM_HOLD
        }
        for card in table - CardSet(self._phantoms):
            if (
                (back := self._phantoms_gone.get(card))
                and self._near(self._tracks[card], back.x, back.y)
                and not self._reads_a_card_on(card, back, t)
            ):
                self._hold_as_phantom(card, back.x, back.y, back.best_conf)
        self._phantoms = {
            c
            for c in self._phantoms
            if c in table
            and self._still_phantom(c)
            and not self._phantom_moved(c)
            and not (
                c in self._trick_echoes
                and self._read_surely(c)
                and not self._surer_cards_far_corner(c)
            )
        }
        self._trick_echoes &= self._phantoms
        # (kept while gone a moment too: held again on its spot, it is the same phantom)
        self._anew_phantoms &= self._phantoms | set(self._phantoms_gone)
        self._phantom_spots = {c: v for c, v in self._phantom_spots.items() if c in self._phantoms}
        self._phantom_whole = {c: v for c, v in self._phantom_whole.items() if c in self._phantoms}
        self._index_phantoms &= set(self._phantom_whole)
        self._phantom_since = {
            c: v
            for c, v in self._phantom_since.items()
            if c in self._phantoms or c in self._phantoms_gone
        }
        # (one seen whole after all is a card, as a phantom is; so is one read surely well
        # away from where it was left alone)
        self._unmoved = {
            c
            for c in self._unmoved
            if c in table and not self._tracks[c].whole and not self._unmoved_moved(c)
        }
        for card in self._unmoved - set(self._unmoved_spots):
            track = self._tracks[card]
            self._unmoved_spots[card] = (track.x, track.y)
        self._unmoved_spots = {c: v for c, v in self._unmoved_spots.items() if c in self._unmoved}
        self._superseded &= set(table)
        new = (
            table
            - self.game.played
            - CardSet(self._disputed)
            - CardSet(self._ignored)
            - CardSet(self._phantoms)
            - CardSet(self._unmoved)
            - CardSet(self._superseded)
        )
        out: list[Event] = []
        settling = bool(self._pending.cards)
        for card in new:
            if card in self._superseded:
                continue  # the old code of a card read anew (:meth:`_take_place`)
            if card not in self._pending.cards and (reread := self._reread_last_play(card, t)):
                out += reread
                continue
            if card not in self._pending.cards:
                track = self._tracks[card]
                if (
                    # (a weak card is no play only while no rejected play waits for a
                    # card: the lower card of its pair, read weakly and late, completes it)
                    (track.read_anew or (self._weak(track) and not self._disputed))
                    and not track.whole
                    and track.present_since >= t - self.settle_time  # as it arrives, only
                    and not settling
                    and (self._nothing_moved(t) or self._lay_faint(card, track))
                ):
                    if not self._may_complete_last_play(card, t):
                        # no arm came in (or none brought it: it lay there, seen faintly): a
                        # corner lying there read anew as another code, or something read
                        # weakly as a card
                        self._unmoved.add(card)
                        continue
                    # (or the last play's card seen late: that, or no card, _accept)
                    self._late_only.add(card)
                # arrival on the table: now (a card from the hand zone was present before)
                self._pending.cards[card] = self._take_place(card, track, t)
        # a pending card that vanished before its play closed was not played (or taken back)
        for card in list(self._pending.cards):
            if card not in table:
                del self._pending.cards[card]
        self._late_only &= set(self._pending.cards)
        # ignored cards that left the table were cleared away
        for card in [c for c in self._ignored if c not in table]:
            del self._ignored[card]
        # a rejected play that is a combination is kept whole while any of it is down (the
        # next play may cover some of it). All gone: taken back if the pile is still there and
        # no play is landing; if the pile went too (a sweep, an arm over it) it waits, for
        # ``force_after`` at most. Cards of one that is no combination leave one by one.
        disputed = CardSet(self._disputed)
        if disputed and classify(disputed, self.house_rules) is None:
            for card in disputed - table:
                del self._disputed[card]
        elif disputed and not disputed & table:
            # (the pile went with it: not seen for half the time the rejected cards were gone)
            pile_hidden = bool(self._trick_cards()) and (
                t - self._trick_last_visible > self.vanish_time / 2
            )
            taken_back = not pile_hidden and not self._pending.cards
            if taken_back or not self._seen_since(disputed, t - self.force_after):
                self._disputed.clear()
        return out

    def _take_place(self, card: Card, track: _CardTrack, t: float) -> float:
        """When ``card`` joins the waiting play: ``t``, or, when it is a waiting card read
        anew (:meth:`_rereads_pending`) and the old code is not seen since, that code's
        arrival: it takes its place, and the old code is left alone until it leaves the
        table (it may flicker back on that corner). (Whichever code is right, the play is
        then read as when the card was read so from the start: the repair (:meth:`_accept`)
        may still give it back its old code, as its runner-up.)"""
        old = track.rereads_pending
        pending = self._pending.cards
        if old is None or old not in pending or self._tracks[old].last_t >= track.first_t:
            return self._came_faintly_with(card, track, t)
        self._superseded.add(old)
        if old in self._late_only:
            # (the same corner: a play only as the last play's card seen late, as it was)
            self._late_only.add(card)
        return pending.pop(old)

    def _came_faintly_with(self, card: Card, track: _CardTrack, t: float) -> float:
        """When ``card``, now read clearly, joins the waiting play: ``t``, or, when the
        waiting cards are no combination, ``card`` makes them one, and it lay faintly on its
        spot (``same_spot`` of where it reads now) from the time they came (within
        ``settle_time``), their last arrival: it came with them, and has settled with them
        (16616: the 7♠ of 3♠ 4♥ 5♠ 6♠ 7♠ 8♠, read 0.20 in the row's gap for 2 s, then 0.21,
        a card; the straight then settled anew, and the next play, landing on it 0.07 s later,
        hid four of its cards before it did)."""
        pending = self._pending.cards
        since = self._faint_since.get(card)
        if not pending or since is None or not self._near(track, since[1], since[2]):
            return t
        if abs(since[0] - min(pending.values())) > self.settle_time:
            return t
        whole = CardSet(pending)
        if (
            classify(whole, self.house_rules) is not None
            or classify(whole | CardSet([card]), self.house_rules) is None
        ):
            return t
        return max(pending.values())

    def _reread_last_play(self, card: Card, t: float) -> list[Event]:
        """``card`` is new on the table, on the spot (``same_spot``) of a card of the last play
        that is not seen any more, and that card was read in doubt with ``card`` as a likely
        runner-up (at least ``repair_min`` as often as what was read): it is the same card,
        read better now (a card read while the arm still half covered it). The play is
        corrected and the game replayed, if the rules allow the corrected play; the old code
        on that spot keeps meaning the card (``_misreads``) while its play is there. Returns
        the correction, or nothing (the card is then a new play's)."""
        if not self.log or not isinstance(self.log[-1], LoggedPlay):
            return []
        last = self.log[-1]
        here = self._tracks.get(card)
        if here is None or card in self.hand or card in self.game.played:
            return []
        for old in last.cards:
            track = self._tracks.get(old)
            if track is None or track.last_t >= t or not self._near(track, here.x, here.y):
                continue
            if track.ratio(card, old) < self.repair_min:
                continue
            cards = last.cards - CardSet([old]) | CardSet([card])
            known = self._misreads.get(old)
            if known is not None and known.actual == card and not known.play <= cards:
                # (a repair found the code on that spot a card of another play landing:
                # a card of it, not this one read better, :meth:`_strayed_runners_up`)
                continue
            if corrected := self._recard_last_play(cards, t):
                del self._tracks[old]
                self._misreads[old] = _Misread(
                    card, track.x, track.y, cards, self.game.trick, whole=track.whole, made_t=t
                )
                return corrected
        return []

    def _recard_last_play(self, cards: CardSet, t: float) -> list[Event]:
        """The last play was ``cards`` (same seat): if the rules allow that play there, the
        log is rewritten and the game replayed; returns the :class:`CorrectionEvent`, or
        nothing (and nothing changes)."""
        last = self.log[-1]
        assert isinstance(last, LoggedPlay)
        if classify(cards, self.house_rules) is None:
            return []
        # (its notes keep only what still describes the play read so)
        kept = replace(
            last,
            cards=cards,
            misreads=tuple(
                (r, a)
                for r, a in last.misreads
                if (a is None and r not in cards) or (a is not None and a in cards)
            ),
            inferred=tuple(c for c in last.inferred if c in cards),
        )
        new_log = [*self.log[:-1], kept]
        try:
            game, replayed = self._replay(new_log)
        except IllegalPlayError:
            return []
        number = len(self.plays()) - 1
        if not any(isinstance(e, PlayEvent) and e.number == number and e.legal for e in replayed):
            return []  # the rules would not have the play read so
        self._adopt(game, new_log, replayed)
        return [CorrectionEvent(t, number, cards, last.seat, last.seat, last.cards)]

    def _resolve_pending(self, t: float, *, force: bool) -> list[Event]:
        pending = self._pending
        after: list[tuple[CardSet, float]] | None = None  # _split_after_misread, if worked out
        if not pending.cards:
            return self._force_disputed(t)
        whole = CardSet(pending.cards)
        if not force:
            quiet_for = t - pending.last_t()
            if quiet_for < self.settle_time:
                return []
            # an arm still moving over the table may be about to uncover more of this play
            # (not one come again over a table that lay still since the play settled, when
            # a card seen faintly among the cards makes them a play: it comes to lay the next
            # play over them, 16409, :meth:`_arm_came_again`)
            if (
                quiet_for < self.settle_time + 0.8
                and self._motion_energy(t - 0.3, t) > 0.15
                and not (
                    classify(whole, self.house_rules) is None
                    and self._arm_came_again(
                        pending.last_t() + self.settle_time,
                        t,
                        self._likeliest_seat(whole, min(pending.cards.values())),
                    )
                    and self._faint_completes(whole, min(pending.cards.values()))
                )
            ):
                return []
            # none of its cards seen for a while, and the pile gone too: it may have been a
            # glimpse (something read as a card as an arm swept the pile away); it waits to
            # be seen again, or to leave the table (then it was no play). (With the pile
            # still seen, a play hidden at once is a play: a hand over it, the next play.)
            # (the cheap tests first: this runs every frame while a play settles)
            if (
                self._trick_last_visible < t - self.settle_time / 2
                and all(
                    c in self._tracks and self._tracks[c].last_t < t - self.settle_time / 2
                    for c in pending.cards
                )
                and self._trick_cards()
            ):
                return []
            if self._left_with_the_arm(pending.cards, t):
                return []
            # not a combination yet: a card may still be hidden; give it a little longer
            # (unless the cards but the doubtful ones are one: those are no cards, see
            # _split_strong; or the next play landed on them: _split_after_misread; or a
            # card that left the coached hand with them makes them the coached seat's play,
            # _hand_plays: 9103's 4♣ of 3♠ 4♣ 5♣ 6♣, never seen on the table, which the
            # next play landed on while the three waited for it)
            if (
                classify(whole, self.house_rules) is None
                and t - self._waiting_since(whole) < self.settle_time + self.incomplete_wait
                and not any(
                    classify(whole - doubtful, self.house_rules) is not None
                    and (not few or self._playable(whole - doubtful))
                    for doubtful, few in self._doubtful(whole)
                )
                and not (after := self._split_after_misread(pending.cards))
                and not self._hand_plays(whole, min(pending.cards.values()))
                # (a card seen faintly among them that makes them a play ends the wait only
                # once an arm comes over the table again, the next play perhaps: until then
                # the card may still show clearly, as another suit than read faintly)
                and not (
                    self._motion_energy(t - 0.3, t) > 0.15
                    and self._faint_completes(whole, min(pending.cards.values()))
                )
            ):
                self._complete_from_swept(whole)
                return []
        self._pending = _Pending()
        out: list[Event] = []
        if self._disputed and (done := self._complete_disputed(whole, t)):
            out.extend(done)
        disputed = CardSet(self._disputed)
        if (
            disputed
            and classify(whole | disputed, self.house_rules) is not None
            and (
                classify(disputed, self.house_rules) is None
                or self._completes_disputed(whole)
                or self._seat_evidence(whole, pending.last_t(), remember=False)[self._disputed_seat]
                >= 0.05
            )
        ):
            # the rest of a play that was incomplete (or looked illegal: one card of a pair)
            # a moment ago; a whole play rejected is not joined by cards that clearly came from
            # another seat, unless together they are the play the rules were waiting for
            appear = min([*pending.cards.values(), *self._disputed.values()])
            self._disputed.clear()
            return self._accept(whole | disputed, appear, t)
        if disputed:
            merged = {**self._disputed, **pending.cards}
            groups = self._split(merged)
            if len(groups) > 1 and disputed <= groups[0][0] and disputed != groups[0][0]:
                # the rest of the rejected play arrived together with the next play
                self._disputed.clear()
                for group, appear_t in groups:
                    out.extend(self._accept(group, appear_t, t))
                return out
            if self._seen_since(disputed, min(pending.cards.values()) - self.sweep_gap):
                # a rejected play is still down (seen until the arm bringing the next one came
                # over it, ``sweep_gap``) and the next one lands: the players went on, so it
                # stands, marked illegal (often a misread: one wrong card must not stop the
                # game). Cards gone longer before were taken back.
                out.extend(self._force_disputed(t, now=True, landed_on=True))
        for group, appear_t in self._split_strong(pending.cards, after):
            out.extend(self._accept(group, appear_t, t))
        return out

    def _waiting_since(self, whole: CardSet) -> float:
        """When the last card of the waiting play came that restarts its wait for the rest
        (``incomplete_wait``): a card not weak, or weak but not read as a runner-up of it that
        makes the cards a play (:meth:`_renamed_to_play`). Such a card arriving late, still
        no combination as read, restarts nothing, it is repaired (14410's J♦, under the Q♥
        of J♦ Q♥ K♠, read 4♦ 0.23-0.34 / J♦ 0.35 1.5 s after the two, and the pile was swept
        before the three settled). A weak card that explains nothing, a pip read 5♥ by
        Q♥ K♠, restarts the wait as before: left in, it would keep the J♦ showing a moment
        later from completing them (review87)."""
        pending = self._pending
        first = min(pending.cards.values())
        firm = [
            a
            for c, a in pending.cards.items()
            if c not in self._tracks
            or not self._weak(self._tracks[c])
            or not self._renamed_to_play(c, whole, first)
        ]
        return max(firm, default=pending.last_t())

    def _renamed_to_play(self, card: Card, cards: CardSet, appear_t: float) -> bool:
        """Whether ``card`` of ``cards`` (come at ``appear_t``), read as a likely runner-up
        of it (at least ``MISREAD_KEPT`` as often as what was read, :meth:`_runners_up`),
        makes ``cards`` a play the seat they came from may make now, as :meth:`_repair`
        would name it: a misread card of the play, not something beside it (14410's J♦ read
        4♦ / J♦ 0.35 by Q♥ K♠, answering 9♣ 10♦ J♠; not a pip read 5♥ / 6♥ there, nor that
        J♦ when J♦ Q♥ K♠ cannot answer the trick: the play has a card more to show,
        review87)."""
        rest = cards - CardSet([card])
        options = [
            play
            for _, other in self._runners_up(card, self._tracks[card], cards, MISREAD_KEPT)
            if classify(play := rest | CardSet([other]), self.house_rules) is not None
        ]
        if not options:
            return False
        swept = self._swept_before(appear_t)
        evidence = self._seat_evidence(cards, appear_t, remember=False)
        seat = max(range(len(evidence)), key=evidence.__getitem__)
        return any(_attribution_cost(self.game, play, seat, swept) is not None for play in options)

    def _left_with_the_arm(self, cards: Mapping[Card, float], t: float) -> bool:
        """Whether every card of ``cards``, none seen whole since it came, was last seen
        while an arm moved, and none since, though a frame came since in which nothing
        moved: something read as a card by one corner in the arm's shadow or on the arm,
        gone with it, not a card laid (a card laid is seen once the arm is gone). The play
        waits to be seen again, or to leave the table, ``vanish_time`` after it was last
        seen (13711: the coached arm reached over the pile without a play; in its shadow the
        corner of the 4♥ played before read A♥ 0.55 / A♦ for five frames, then 4♥ again,
        and an A♥ lead came of it after three passes inferred). (A card seen whole as it
        landed, then covered at once by a still hand, is a play:
        test_a_play_hidden_at_once_while_the_pile_is_seen_is_still_a_play; so is one whose
        spot reads another code now with it a runner-up: 13006's 2♣, read 2♣ by one corner
        as the arm laid it squarely on the 2♠, then whole 2♠ 0.54 / 2♣ 0.45.)"""
        tracks = self._tracks
        if not all(c in tracks and not tracks[c].whole_here for c in cards):
            return False
        if any(
            r.card != c
            and any(a == c and p >= self.alternative_min for a, p in r.alternatives)
            and any(
                math.hypot(sx - tracks[c].x, sy - tracks[c].y) <= 2 * self.same_spot
                for sx, sy in ((r.x, r.y), *r.spots)
            )
            for c in cards
            for r in self._read_now
        ):
            return False  # (its spot read now as another code, it a runner-up: still there)
        last = max(tracks[c].last_t for c in cards)
        return all(
            self._moved_on(tracks[c].last_t)
            or self._paused_on(
                tracks[c].last_t,
                # (review110: not the arm of the seat it lies before, resting on its card)
                self._side_before(tracks[c].x, tracks[c].y),
            )
            for c in cards
        ) and any(last < mt <= t and sum(e.values()) == 0.0 for mt, e in self._motion)

    def _side_before(self, x: float, y: float) -> str:
        """The side whose seat's plays land toward ``(x, y)`` from the pile's centre."""
        cx, cy = self._table_center()
        return max(
            self.layout.sides,
            key=lambda s: (x - cx) * SIDE_VECTORS[s][0] + (y - cy) * SIDE_VECTORS[s][1],
        )

    def _paused_on(self, at: float, owner: str | None = None) -> bool:
        """Whether an arm paused over the table at ``at``: a side (not ``owner``, the side of
        the seat the card lies before: that arm may rest on its own card, helper-110) moved
        in a frame within ``STILL_READ`` before it, nothing in the frame at ``at``, and that
        side moved again within ``STILL_READ`` after it and went on moving
        (:meth:`_moved_on`). A card seen only while an arm hovered there, gone as it
        withdrew, came and went with it (16395: the coached arm reached over the pile and
        paused a moment without laying anything; in its shadow a K♠ was read 0.23 in three
        still frames, and became seat 2's play)."""
        now = next((e for mt, e in self._motion if mt == at), None)
        if now is None or sum(now.values()) > 0.0:
            return False
        before = {
            s
            for mt, e in self._motion
            if at - STILL_READ <= mt < at
            for s, v in e.items()
            if v > 0.0 and s != owner
        }
        resumed = next(
            (
                mt
                for mt, e in self._motion
                if at < mt <= at + STILL_READ and any(e.get(s, 0.0) > 0.0 for s in before)
            ),
            None,
        )
        return resumed is not None and self._moved_on(resumed)

    def _moved_on(self, at: float, frames: int = 3) -> bool:
        """Whether an arm moved in the frame at ``at`` and went on moving in each of the
        ``frames`` frames after it (a side that moved then moves in each): an arm that moved
        on after a card was last seen there, not a hand coming to rest on the card it laid
        (which hides it as it stops), nor another seat's arm moving meanwhile."""
        window = [(mt, e) for mt, e in self._motion if mt >= at][: frames + 1]
        if len(window) <= frames or window[0][0] != at:
            return False
        sides = {s for s, v in window[0][1].items() if v > 0.0}
        return bool(sides) and all(any(e.get(s, 0.0) > 0.0 for s in sides) for _, e in window[1:])

    def _complete_disputed(self, landed: CardSet, t: float) -> list[Event]:
        """As ``landed`` are resolved, one card beside the rejected play still waiting that
        completes it into the play its seat may make, not a card of ``landed``: one seen only
        faintly (in ``k`` of the last ``n`` frames, as :meth:`_complete` takes it) or one
        read now and then since the play came, clearly or faintly
        (:meth:`_glimpsed_beside`). The play so completed is accepted before ``landed`` are
        looked at. (9210: the opening 4♠ 5♦ 6♣ 7♥ 8♠ lacked the 3♠, wholly under the 4♠; it
        showed faintly only as the next straight, 9♣ to A♠, landed on it, and the two were
        read as one straight of twelve cards.) Returns the events, or nothing (and nothing
        changes)."""
        cards = CardSet(self._disputed)
        seat = self._disputed_seat
        appear_t = self._disputed_appear
        swept = self._swept_before(appear_t)
        reach = 2 * self.split_distance
        options = self._faint_beside(cards, seat, reach)
        # (beside where its cards lie, or lay as it was rejected: a card of it half covered by
        # the next play is read by its other corner, its place moves)
        where = [(tr.x, tr.y) for c in cards if (tr := self._tracks.get(c))]
        where += self._disputed_where
        since = appear_t - self.settle_time
        options += self._glimpsed_beside(cards, landed, where, seat, reach, since)
        found = self._first_play_with(
            cards,
            [option for option in options if option[1] not in landed],
            seat,
            swept,
            appear_t,
        )
        if found is None:
            return []
        # (made when it was rejected: ``landed``, come later, are no card of it seen late,
        # :meth:`_join_last_play`, unless they came within ``join_time`` of that)
        made_t = max(self._disputed.values())
        self._disputed.clear()
        return self._accept_completed(*found, appear_t, t, self._disputed_evidence, made_t)

    def _complete_from_swept(self, cards: CardSet) -> None:
        """``cards`` are no combination yet. A code of a swept card read among them (this
        frame or the last, within ``split_distance`` of one of them) whose runner-up (at least
        ``repair_min`` as likely) makes them one, and is not played nor lies elsewhere, is
        that card: a 6♠ read as the swept 8♠ in the gap of 4♠ 5♥ _ 7♣ 8♥ 9♠. The code means
        it on that spot from now on (``_misreads``), so the card is seen and joins the play.
        So too a code of a card of the current trick that strayed as they came
        (:meth:`_strayed_runners_up`)."""
        reach = self.split_distance
        came = min(self._pending.cards.values(), default=self._t) - self.split_gap
        options = self._swept_runners_up(cards, reach) + self._strayed_runners_up(
            cards, reach, came
        )
        for _, code, other, r in sorted(options, key=lambda option: -option[0]):
            play = cards | CardSet([other])
            if classify(play, self.house_rules) is not None:
                self._misreads[code] = _Misread(other, r.x, r.y, play, self.game.trick)
                return

    def _strayed_runners_up(
        self, cards: CardSet, reach: float, came: float, *, whole_too: bool = False
    ) -> list[tuple[float, Card, Card, _Read]]:
        """What codes of cards of the current trick, never seen whole (unless ``whole_too``),
        read this frame by one corner within ``reach`` of a card of ``cards`` may be, as
        :meth:`_swept_runners_up` gives them: such a card read on a spot first read as
        ``cards`` came (at ``came`` or later), at least ``split_distance`` from the spot it
        lay on before. A card of a play lies where it was laid (a push moves its play with
        it): that is a card of the play landing, read as the trick's card, which lies covered
        where it was (13919: seat 3's 3♣ 4♠ 5♥ on 3♠ 4♣ 5♠, the 3♣ read 3♠ 0.33 / 3♣ 0.24
        0.15 from the 3♠, which the play covered; 4♠ 5♥ waited for a card, and the coached
        5♦ 6♠ 7♠ after them became a 5♥ lead and a 7♠)."""
        tracks = self._tracks
        spots = [(tracks[c].x, tracks[c].y) for c in cards if c in tracks]
        trick = self._trick_cards()
        found: list[tuple[float, Card, Card, _Read]] = []
        for r in self._read_now:
            track = tracks.get(r.card)
            if (
                r.corners != 1
                or r.card not in trick
                or r.card in self._misreads
                or track is None
                or (track.whole and not whole_too)
                or track.spot_since < came
                or math.hypot(r.x - track.spot[0], r.y - track.spot[1]) > self.same_spot
                # (farther than a nudge of the arm laying the play moves a card of the
                # trick: 13919's 0.13-0.15, not a 0.1 push; or nearer, its spot covered by a
                # card of the play and its runner-up at a toss-up with it: 16661's 6♥, read
                # 8♥ 0.52 / 6♥ 0.46 0.09 from the 8♥, the 8♣ on the 8♥'s index)
                or (
                    math.dist(track.spot, track.spot_before) < 1.5 * self.split_distance
                    and not self._covered_at_a_toss_up(r, track, cards)
                )
                or not any(math.hypot(r.x - x, r.y - y) <= reach for x, y in spots)
                # (one seen whole only where a card of the play lies on the spot it lay on,
                # its centre or a corner there, covering it, as 16726's 8♥ the 6♦: with that
                # spot bare it was pushed there, under the arm, and is what was read,
                # review116)
                or (track.whole and not self._covered_by(track.spot_before, cards))
                # (the trick's card still read where it lay: not covered, this is something
                # else read as it, a pip or a glint by the play)
                or any(
                    o.card == r.card
                    and math.dist((o.x, o.y), track.spot_before) <= 2 * self.same_spot
                    for o in self._read_now
                )
            ):
                continue
            as_read = _p_read(r)
            # (a likely runner-up of a card seen whole, MISREAD_KEPT: its code was read surely)
            least = MISREAD_KEPT if track.whole else self.repair_min
            found += [
                (p, r.card, other, r)
                for other, p in r.alternatives
                if other != r.card
                and p >= least * as_read
                and other not in cards
                and self._unplaced(other)
            ]
        return sorted(found, key=lambda option: -option[0])

    def _laid_between(
        self,
        a: tuple[float, float],
        b: tuple[float, float],
        card: Card,
        where: Mapping[Card, Sequence[tuple[float, float]]],
    ) -> bool:
        """Whether a card laid with ``card`` (waiting with it, or of its logged play) is read
        this frame (``where``) at the midpoint of ``a`` and ``b`` (within twice
        ``same_spot``), not on ``a`` itself: a card lying as ``card`` does, as a cascade's
        (not a card of a later play laid across it, nor a pip read as a corner: those hide
        no corner, review117)."""
        if card in self._pending.cards:
            laid_with: Collection[Card] = self._pending.cards
        else:
            logged = self._logged_play_of(card)
            laid_with = logged.cards if logged is not None else ()
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        return any(
            math.dist(spot, mid) <= 2 * self.same_spot and math.dist(spot, a) > self.same_spot
            for code in laid_with
            if code != card
            for spot in where.get(code, ())
        )

    def _covered_by(self, spot: tuple[float, float], cards: CardSet) -> bool:
        """Whether a card of ``cards`` lies on ``spot``: its centre, or a corner as last seen,
        within twice ``same_spot`` of it."""
        reach = 2 * self.same_spot
        return any(
            math.dist((tr.x, tr.y), spot) <= reach or tr.on_corner(*spot, reach)
            for c in cards
            if (tr := self._tracks.get(c)) is not None
        )

    def _covered_at_a_toss_up(self, r: _Read, track: _CardTrack, cards: CardSet) -> bool:
        """Whether a card of ``cards`` lies where ``track``'s card lay before its spot moved
        (:meth:`_covered_by`) and reading ``r`` of it has a runner-up at a toss-up with
        it (:func:`_toss_ups`), read in the gap of a row of ``cards`` or one step on from
        its end (:meth:`_fills_row`, :meth:`_continues_row`): covered where it lay, not
        nudged, and what was read off it perhaps another card (:meth:`_strayed_runners_up`)."""
        return (
            any(_toss_ups(r.card, r.alternatives))
            and self._covered_by(track.spot_before, cards)
            # (in the play's row, where its missing card lies: a trick card the arm pushed
            # aside lies off it, review114)
            and (self._fills_row(r.x, r.y, cards) or self._continues_row(r.x, r.y, cards))
        )

    def _swept_runners_up(
        self, cards: CardSet, reach: float
    ) -> list[tuple[float, Card, Card, _Read]]:
        """What codes of swept cards read this frame or the last within ``reach`` of a card
        of ``cards`` may be: (how likely, the code, a runner-up of it at least ``repair_min``
        as likely that is not of ``cards``, not played and lies nowhere else, the reading),
        likeliest first."""
        tracks = self._tracks
        spots = [(tracks[c].x, tracks[c].y) for c in cards if c in tracks]
        found: list[tuple[float, Card, Card, _Read]] = []
        for code, (r, frame) in self._swept_seen.items():
            if frame < self._frame - 1 or code in self._misreads:
                continue
            if not any(math.hypot(r.x - x, r.y - y) <= reach for x, y in spots):
                continue
            as_read = _p_read(r)
            found += [
                (p, code, other, r)
                for other, p in r.alternatives
                if other != code
                and p >= self.repair_min * as_read
                and other not in cards
                and self._unplaced(other)
            ]
        return sorted(found, key=lambda option: -option[0])

    def _complete_with_swept(
        self, cards: CardSet, swept: bool, seat: int, appear_t: float
    ) -> tuple[CardSet, Card, Card, _Read] | None:
        """A play ``seat`` may not make that a code of a swept card read beside it (within
        twice ``split_distance`` of a card of it, as :meth:`_complete` looks for faint cards)
        completes, read as its runner-up (:meth:`_swept_runners_up`), into a play ``seat``
        may make: (that play, the code, the card it is, the reading), or None. Only a sliver:
        read by one corner under ``weak_conf`` (not a swept card lying in view), with no card
        of the play among its runners-up as likely (not the play's own far corner), and a
        card of the coached hand (there a moment ago) only for the coached seat. (7301: the Q♣
        of seat 2's Q♣ Q♦, half under the Q♦, was read 10♣ 0.25 (10♣ 0.7 / Q♣ 0.27) by one
        corner, the 10♣ swept with the first trick; the Q♦ alone could not answer 6♦ 6♥.)
        So too a code of a card of the trick read off its spot as the play came, seen whole
        where it lay, which a card of the play covers (:meth:`_strayed_runners_up`).
        Nothing is changed here."""
        coached = self.layout.coached_seat
        reach = 2 * self.split_distance
        # (or a card of the trick, seen whole where it lay, read off its spot as the play
        # came, :meth:`_strayed_runners_up`: 16726's 8♦ of 8♥ 8♦ on 8♠ 8♣, its one corner read
        # 6♦ 0.53 / 8♦ 0.40 0.18 from the trick's 6♦, which the 8♥ covered)
        strayed = self._strayed_runners_up(cards, reach, appear_t - self.split_gap, whole_too=True)
        options = sorted(
            self._swept_runners_up(cards, reach) + strayed, key=lambda option: -option[0]
        )
        for p, code, other, r in options:
            play = cards | CardSet([other])
            if (
                # (a sliver read by one corner, as it came: not a swept card lying whole
                # beside the play)
                r.corners == 1
                and r.confidence < self.weak_conf
                # (not a card of the play's own far corner, which is likelier)
                and not any(a in cards and q >= p for a, q in r.alternatives)
                # (a card of the coached hand completes only the coached seat's play)
                and (seat == coached or not (other in self.hand or self._just_left_hand(other)))
                and classify(play, self.house_rules) is not None
                and _attribution_cost(self.game, play, seat, swept) is not None
            ):
                return play, code, other, r
        return None

    def _doubtful(self, cards: CardSet) -> list[tuple[CardSet, bool]]:
        """Cards of a group that may be no cards, in the order to try leaving them out, each
        with whether it is only some of its kind (``few``: then what is left must be a play
        some seat may make now, :meth:`_playable`). Each kind is tried as few cards at a time
        as will do, the least surely read first, then whole: the weak ones
        (:meth:`_weak`), then also the echoes (one corner, never paired, with another card of
        the group among its runners-up at least ``repair_min`` as often as what was read, or
        lying where that card's other corner would, :meth:`_echo`: that card's other corner
        read as another, a K♣ corner read as J♣, a 6♣'s far corner read 9♣; two cards, each
        the other's echo, are one card: the less surely read one is left out, the one read
        less surely over its last sightings (``_CardTrack.confidences``); both are left
        out only when nothing else will do, and a tier that is the whole group, holding such
        a pair and only takeovers besides, is still tried a few cards at a time),
        then also the takeovers (one corner, first seen on the spot of a played card that was
        seen the frame before and not in that frame, :meth:`_takes_over`, or, never read
        ``LAID_CONF`` surely, on a corner's spot of a played card hidden a moment, lying
        there as last seen whole, :meth:`_takes_over_hidden`, and read less surely
        than every other card of the group: the covered card's corner read as another), then
        also the corners read anew (one corner, first seen where the frame before read a
        played card, its corner or centre, while that card is still seen, :meth:`_read_anew`
        — one of the two frames just before: a corner hidden longer first is not one —, however
        surely: its other corner shows it is still there, so the one covered now reads as
        another), then also the echoes of the trick (so with a card of the current trick
        lying within ``FAR_APART``; 8001: a 6♥'s far corner, uncovered as the arm that laid
        the 9♥ withdrew, read 6♦ 0.73 / 6♥ 0.19), but only where what is left answers the
        trick: a seat other than its owner may play it (a straight answering a straight is
        not cut to the card left when its 6♣, related to the trick's 6♥, is left out), and
        last the less surely read of two cards lying on one spot (``same_spot``), each the
        other's runner-up at least ``repair_min`` as often, and in doubt (:meth:`_alike`):
        one card read at a toss-up, now as one code, now the other (9413: a Q♣ single read
        Q♠ 0.51 / Q♣ 0.48 by the same two corners for two frames, then Q♣ 0.51 / Q♠ 0.49,
        was read as the pair Q♠ Q♣)."""
        tracks = self._tracks
        weak = CardSet(c for c in cards if c in tracks and self._weak(tracks[c]))
        trick = [(o, tracks[o]) for o in self._trick_cards() if o in tracks]
        echoes = CardSet(
            c
            for c in cards
            if c in tracks
            and not tracks[c].whole
            # (of the group's own cards, also a loose echo, in the other colour or a court: the
            # group as read is rejected, and without it is a play some seat may make; or a
            # four-index card's other index, :meth:`_on_other_index`, where the rest is of
            # that card's rank: not a straight's card laid beside it, review110)
            and any(
                self._echo(tracks[c], c, other, True)
                or (
                    self._on_other_index(tracks[c], c, other)
                    and all(o.rank == other.rank for o in cards if o != c)
                )
                for other in cards
                if other != c
            )
        )
        trick_echoes = CardSet(
            c
            for c in cards
            if c in tracks
            and not tracks[c].whole
            and any(
                self._echo(tracks[c], c, other)
                and math.hypot(t.x - tracks[c].x, t.y - tracks[c].y) <= FAR_APART
                for other, t in trick
            )
        )
        lone = CardSet(c for c in cards if c in tracks and not tracks[c].whole)
        # (a card landing with its corner on an older one's is read as surely as the others)
        takeovers = CardSet(c for c in lone if self._taking_over(tracks[c]))
        least_other = min(
            (tracks[c].best_conf for c in cards - takeovers if c in tracks), default=0.0
        )
        takeovers = CardSet(c for c in takeovers if tracks[c].best_conf < least_other)
        anew = CardSet(c for c in lone if tracks[c].rereads_played)
        # (last, one of two cards read on one spot lately, each the other's runner-up: one
        # card read at a toss-up as either code, frame by frame; the less surely read)
        alike = CardSet(c for c in cards for d in cards if self._alike(c, d))
        strangers = self._strangers_to_hand_play(cards, lone)
        tiers: list[CardSet] = []
        for more in (weak, echoes, takeovers, anew, trick_echoes, alike, strangers):
            if more - (tiers[-1] if tiers else CardSet()):
                tiers.append((tiers[-1] if tiers else CardSet()) | more)
        # within a tier, as few cards as will do, the least surely read first: a phantom
        # beside a real card read weakly too (an old card's corner uncovered as a pair
        # lands, beside the pair's second card seen by a sliver) leaves the real one in
        # (only when the group has a card beyond the tier: a group all doubtful would shrink
        # to any single card of it, always a combination, and never be repaired)
        # (but two cards, each an echo of the other, are one card's two corners: one of them
        # is left out, the less surely read)
        # (and in a group whose cards are all echoes of each other, of three or more, as
        # many as leave one, the fewer first: 8714's K♠ K♣ with the K♣'s far corner read J♣
        # 0.71, each card lying where another's other corner would, is cut to the pair)
        mutual = len(cards) >= 2 and cards <= echoes
        # (in a group with more, two such, each the other's echo, are one card's two
        # corners: leaving both out is tried only after every other way; and a tier that is
        # the whole group, holding such a pair and besides it only takeovers, is still cut,
        # never leaving both of the pair out: 15603's 6♥, its far corner read 8♥ beside its
        # near one read 6♥, landed as the 6♦'s far corner read 8♦ 0.45 while the arm passed;
        # that tier was the whole group, and with the 6♥ and the 8♥ out the 8♦ was played.
        # Not a tier with a weak card or an echo besides the pair: a real triple with two of
        # its cards so read is not cut to its weakest card, review95)
        echo_pairs = [
            (a, b)
            for a, b in combinations(sorted(echoes), 2)
            if self._echo(tracks[a], a, b, True) and self._echo(tracks[b], b, a, True)
        ]
        one_card = [] if mutual else [CardSet(pair) for pair in echo_pairs]

        # (of such a pair, the less surely read is the one read less surely lately, over its
        # last sightings, not in its one best frame: 15811's 6♥ lead, its near corner read
        # 6♥ 0.69 frame after frame, its far one 8♥ 0.70 once, then 0.62; the parent left
        # the 6♥ out. Only the pair's two places in the order are swapped: review96)
        def lately(card: Card) -> float:
            recent = tracks[card].confidences
            return sum(recent) / len(recent) if recent else tracks[card].best_conf

        out: list[tuple[CardSet, bool]] = []
        both_out: list[tuple[CardSet, bool]] = []
        for tier in tiers:
            members = sorted(tier, key=lambda c: (tracks[c].best_conf, c))
            for a, b in echo_pairs:
                if a in tier and b in tier:
                    first, second = sorted((members.index(a), members.index(b)))
                    if lately(members[first]) > lately(members[second]):
                        members[first], members[second] = members[second], members[first]
            pairs = [pair for pair in one_card if pair <= tier]
            in_pairs = CardSet(c for pair in pairs for c in pair)
            # (cut only for the pair: the tier is the whole group)
            pair_cut = not (cards - tier) and bool(pairs) and tier - in_pairs <= takeovers
            few = len(members) <= MAX_LEFT_OUT and (bool(cards - tier) or mutual or pair_cut)
            # (sizes 1 to one less than the tier; all of the group doubtful, so many as
            # leave one card, the fewer first: 12302's 9♣, its far corner, printed upright,
            # read 6♣, landing as the 8♦'s far corner beside it read 9♦ 0.47; leaving two
            # out, the 9♣ answers the 8♦, where 9♣ 9♦ was a pair only a lead could be)
            top = len(members)
            sizes = range(1, top) if few else range(0)
            subsets = [CardSet(s) for size in sizes for s in combinations(members, size)]
            for subset, is_few in [(subset, True) for subset in subsets] + [(tier, False)]:
                if any(subset == o for o, _ in out + both_out):
                    continue
                both = any(pair <= subset for pair in one_card)
                if both and pair_cut and is_few:
                    continue
                (both_out if both else out).append((subset, is_few))
        out += both_out
        only_trick = trick_echoes - echoes - weak - takeovers - anew
        return [
            (o, few)
            for o, few in out
            if not (o & only_trick)
            or any(
                _attribution_cost(self.game, cards - o, seat, False) is not None
                for seat in range(self.layout.players)
                if seat != self.game.table_owner
            )
        ]

    def _strangers_to_hand_play(self, cards: CardSet, lone: CardSet) -> CardSet:
        """The cards of ``lone`` (seen by one corner, never paired) never seen in the coached
        hand, when the other cards of ``cards`` came from it (each was in the hand zone,
        none is there now) and every card the coached seat holds has been seen there (the
        hand as last seen, with those, is as many cards as the seat has left): none of
        them can be of the coached seat's play. (9307: the coached 8♥ landed on the pile,
        and a covered 4♥'s corner beside it read A♣ 0.47 / A♠ 0.17 as it did: 8♥ A♣ is
        no play, and waited, with every play landing after it, for a card to complete it.)
        They are a last tier of :meth:`_doubtful`, and are left out of a combination the
        coached seat would play with them when it would play the rest too
        (:meth:`_split_strong`)."""
        tracks = self._tracks
        coached = self.layout.coached_seat
        from_hand = CardSet(
            c
            for c in cards
            if c in tracks
            and tracks[c].was_in_hand
            and not self.layout.in_hand_zone(tracks[c].x, tracks[c].y)
        )
        others = cards - from_hand
        held = CardSet(
            c
            for c in self.hand
            if c in tracks and self._t - tracks[c].last_t <= self.settle_time / 2
        )
        if (
            not from_hand
            or not others
            or others - lone
            # (the hand as seen now: a card picked from it, read as another code there,
            # lingers in self.hand for vanish_time and hand_settle)
            or len(held | from_hand) < self.game.cards_left[coached]
        ):
            return CardSet()
        return others

    def _alike(self, card: Card, other: Card) -> bool:
        """Whether ``card`` and ``other`` (another code) were read lately on one spot
        (``same_spot``), each the other's runner-up at least ``repair_min`` as often, and
        ``card`` less surely, and in doubt: read at a toss-up (``other`` at least ``TOSS_UP``
        as often as ``card``), or neither ever read with ``weak_conf``: perhaps one card read
        now as one code, now the other, and ``card`` not there (:meth:`_doubtful`). Not two
        cards read surely, laid squared on one spot (a real pair, though illegal)."""
        track, twin = self._tracks.get(card), self._tracks.get(other)
        return (
            track is not None
            and twin is not None
            and card != other
            and (track.best_conf, card) < (twin.best_conf, other)
            and self._echo(track, card, other)
            and self._echo(twin, other, card)
            and (
                (track.voted > 0 and track.ratio(other, card) >= TOSS_UP)
                or max(track.best_conf, twin.best_conf) < self.weak_conf
            )
            and any(
                math.hypot(x - ox, y - oy) <= self.same_spot
                for x, y in track.positions
                for ox, oy in twin.positions
            )
        )

    def _on_other_index(self, track: _CardTrack, card: Card, other: Card) -> bool:
        """Whether ``card`` (``track``), never seen whole, of a code related to ``other``
        (:func:`_related`), lies where a four-index card's third or fourth index would:
        ``other`` seen whole by two corners a card's span apart (``card_corners``), and
        ``card`` at a right angle to them (the squares of its distances to the two within
        ``OTHER_INDEX_FIT`` of the span's), nearer one of them than ``OTHER_INDEX_NEAR``
        spans (along the short edge) and farther than ``same_spot`` from each (16396: a
        four-index 9♣ laid on the pile, seen whole, its third index read 6♣ 0.48 upside
        down, 25 px from its near corner where the card spans 86; 6♣ 9♣ was no play, and
        the 9♣ was lost)."""
        whole = self._tracks.get(other)
        if (
            track.whole
            or whole is None
            or len(whole.card_corners) != 2
            or not _related(card, other)
        ):
            return False
        (ax, ay), (bx, by) = whole.card_corners
        span2 = (ax - bx) ** 2 + (ay - by) ** 2
        da = math.hypot(track.x - ax, track.y - ay)
        db = math.hypot(track.x - bx, track.y - by)
        return (
            span2 > 0.0
            and min(da, db) > self.same_spot
            and min(da, db) <= OTHER_INDEX_NEAR * math.sqrt(span2)
            and abs(da * da + db * db - span2) <= OTHER_INDEX_FIT * span2
        )

    def _echo(self, track: _CardTrack, card: Card, other: Card, colour: bool = False) -> bool:
        """Whether ``card`` (``track``), seen by one corner, may be ``other``'s other corner
        read as another: ``other`` among its runners-up at least ``repair_min`` as often, or
        ``other`` seen by one corner where its other corner would be in at least half the
        frames it was seen in (a 6♣ whose far index, printed upright, reads as a sure 9♣;
        with ``colour``, also ``other`` of its rank in the other colour, 9611, another court
        card of its colour, 9701, or the 6 or 9 of the other suit of its colour, 11612)."""
        if track.voted and track.ratio(other, card) >= self.repair_min:
            return True
        return self._lies_as_echo(track, other, colour)

    def _one_card_twice(
        self, cards: CardSet, evidence: Sequence[float], swept: bool
    ) -> Card | None:
        """Of two cards of a play, each seen by one corner only, each lying where the other's
        other corner would in at least half its sightings (:meth:`_lies_as_echo`), the less
        surely read one when the other is among its runners-up at least ``MISREAD_KEPT`` as
        often and the play without it is one the seat it came from may make too: they are
        one card's two corners, read as two codes (8116: the 5♥ of the lead 5♣ 5♥, its far
        corner read 5♦ 0.66 / 5♥ 0.24, made the triple 5♣ 5♦ 5♥). So too a card seen by one
        corner lying on a corner of the other, where that one lay seen whole, first read
        after it was, as its echo, with the other among its runners-up ``CORNER_MISREAD``
        as often: that corner read anew (16331: the 5♠ of 3♠ 4♥ 5♠, seen whole as it
        landed, its far corner then read 6♠ 0.42-0.56 / 5♠ 0.09-0.3 on its very spot; 3♠
        4♥ 5♠ 6♠ was led). Else None."""
        tracks = self._tracks
        for a, b in combinations(list(cards), 2):
            ta, tb = tracks.get(a), tracks.get(b)
            if ta is None or tb is None:
                continue
            if ta.whole or tb.whole:
                if ta.whole == tb.whole:
                    continue
                lesser, other = (b, a) if ta.whole else (a, b)
                track, whole = tracks[lesser], tracks[other]
                if not (
                    track.first_t >= whole.whole_t
                    # (first read where the frame before read the other card: its corner read
                    # anew; a card laid there comes with a hand that hides the spot a moment,
                    # helper-105's review)
                    and other in track.anew_of
                    and self._lies_as_echo(track, other)
                    and self._lies_on_corner(other, track.x, track.y, by_corner=True)
                    and track.voted
                    and track.ratio(other, lesser) >= CORNER_MISREAD
                ):
                    continue
            else:
                if not (self._lies_as_echo(ta, b) and self._lies_as_echo(tb, a)):
                    continue
                # (closer than the span of a card of the same play seen whole, by
                # FAR_CORNER_BAND: two cards of a cascade, 16372's A♠ A♣ of A♠ A♣ A♦, half
                # the A♦'s span apart; not the table's running median, which a card's angle
                # in the frame, the camera's slant or a four-index pairing shift, review108)
                spans = [
                    math.dist(*tracks[c].corner_spots[:2])
                    for c in cards
                    if c not in (a, b)
                    and c in tracks
                    and tracks[c].whole_here
                    and len(tracks[c].corner_spots) == 2
                ]
                apart = math.hypot(ta.x - tb.x, ta.y - tb.y)
                if spans and apart < FAR_CORNER_BAND[0] * max(spans):
                    continue
                lesser, other = (a, b) if ta.best_conf < tb.best_conf else (b, a)
                track = tracks[lesser]
                if not (track.voted and track.ratio(other, lesser) >= MISREAD_KEPT):
                    continue
            rest = cards - CardSet([lesser])
            if (
                classify(rest, self.house_rules) is not None
                and self._seat_for(rest, evidence, swept) is not None
            ):
                return lesser
        return None

    @staticmethod
    def _lies_as_echo(track: _CardTrack, other: Card, colour: bool = False) -> bool:
        """Whether the card of ``track`` lay where ``other``'s other corner would, with a
        related code (``Sighting.echoes``), in at least half the frames it was seen in since
        it was last first seen; with ``colour``, ``other`` may also be of its rank in the
        other colour, or a court card, or the 6 or 9 of the other suit, of its colour its
        reading did not doubt toward."""
        count = track.echo_of.get(other, 0)
        if colour:
            count += track.colour_echo_of.get(other, 0)
        return 2 * count >= track.sighted > 0

    def _playable(self, cards: CardSet) -> bool:
        """Whether some seat may play ``cards`` now (on the table, or leading after a sweep)."""
        return any(
            _attribution_cost(self.game, cards, seat, swept) is not None
            for seat in range(self.layout.players)
            for swept in (False, True)
        )

    def _leaves_unmoved_spot(self, card: Card, track: _CardTrack, x: float, y: float) -> bool:
        """Whether ``card``, left alone where no arm came (``_unmoved``), is read on ``(x, y)``
        at least ``split_distance`` from where it lay then (not in the hand zone), and its
        sighting before was not: it is first read there (:meth:`_unmoved_moved`)."""
        spot = self._unmoved_spots.get(card)
        if spot is None:
            return False

        def away(px: float, py: float) -> bool:
            return math.hypot(px - spot[0], py - spot[1]) >= self.split_distance

        return (
            away(x, y)
            and not self.layout.in_hand_zone(x, y)
            and not (track.positions and away(*track.positions[-1]))
        )

    def _unmoved_moved(self, card: Card) -> bool:
        """Whether ``card``, left alone as read where no arm came (``_unmoved``), was read in
        its last ``k`` sightings at least ``split_distance`` from where it lay then, each at
        least ``weak_conf`` surely: that code is another thing now (13119: a pip on the pile
        read 2♦ 0.15-0.22 with nothing moving was left alone; the real 2♦ of the pair 2♦ 2♥
        landed 0.12 away, read 0.5-0.6, and was lost with it, the 2♥ an illegal single)."""
        spot, track = self._unmoved_spots.get(card), self._tracks.get(card)
        if spot is None or track is None or len(track.positions) < self.k:
            return False
        return all(
            math.hypot(x - spot[0], y - spot[1]) >= self.split_distance
            for x, y in list(track.positions)[-self.k :]
        ) and all(c >= self.weak_conf for c in list(track.confidences)[-self.k :])

    def _phantom_moved(self, card: Card) -> bool:
        """Whether phantom ``card`` was read in its last ``k`` sightings at least
        ``split_distance`` from where it lay when it was left out, each time at least
        ``weak_conf`` surely, and is read nowhere near that spot now: that code is another
        thing now (a 9♠ corner read weakly on the pile was no card; a real 9♠ played a card
        away is one). (A pip read weakly, pushed with the pile or read on another spot of
        it, is still none.) A phantom that lay as an echo (another card's other corner, read
        as a related code: a K♣'s far corner read J♣ 0.59 / K♣ 0.26) needs no ``weak_conf``
        where none of those sightings is an echo while that card is read this frame: what
        made it none is not where it lies now (the real J♣ laid a card away, half under the
        J♦ of its pair, read J♣ 0.98 at 0.31-0.47). (With that card unseen, its corner may
        be covered: its echo, pushed with the pile, is still none.) Such a phantom moves too
        while its spot still reads its code, when those sightings, none an echo, lie twice
        ``split_distance`` away and more (9105; not another card's far corner, which brings
        no phantom back). Read where it has lain as a card's echo, that card not seen in
        one of those sightings' frames at least (its near corner just covered, glimpsed for a
        frame or two at most), it has not moved either, unless laid there (each of those
        sightings ``LAID_CONF`` and ``DOUBLE_SURER`` times as sure as it was left out, or
        ``LAID_CONF`` while its own spot still read its code in each of their frames)."""
        spot, track = self._phantom_spots.get(card), self._tracks.get(card)
        if spot is None or track is None or len(track.positions) < self.k:
            return False
        recent = list(track.positions)[-self.k :]
        # (well away from that spot: more than a push of the pile moves it)
        far = all(
            math.hypot(x - spot[0], y - spot[1]) >= 2 * self.split_distance for x, y in recent
        )
        # (and none of those sightings an echo itself: not another card's far corner)
        unechoed = len(track.echoed) >= self.k and not any(list(track.echoed)[-self.k :])
        sure = all(c >= self.weak_conf for c in list(track.confidences)[-self.k :]) or (
            unechoed
            and any(
                self._lies_as_echo(track, other)
                and (any(c == other for _, _, c in self._spots) or far)
                for other in track.echo_of
            )
        )
        # (still read on its spot: that code is still the thing it was there, unless it lay
        # as another card's echo and is read now well away, no echo there: that card's far
        # corner still reads as it where it lay, and a real one was laid elsewhere; 9105: a
        # 6♠'s upright far corner read 9♠ 0.3, the real 9♠ of the next straight read
        # 0.5-0.6 a card's length and more away)
        # (nor while those sightings are a card laid there: each at least LAID_CONF and
        # DOUBLE_SURER times as sure as the phantom was when it was left out; 11014: a 6♥'s
        # far corner, printed upright, read 9♥ 0.35 and left out, still read so as the real
        # 9♥ landed 0.12 away, read 0.82 by its near corner, its own far corner read 6♥)
        # (and, of two lone corners each where the other's other corner would be, the surer:
        # not the far corner of a card read at least as surely this frame, 5103)
        # (or each at least LAID_CONF while its spot read its code too, in each of those
        # frames: two things at once, the phantom where it lay and a card laid elsewhere;
        # 13406: a 6♦ turned on its side, its corner read 9♦ 0.5-0.7 and left out, still
        # read so as the real 9♦ landed 0.12 away, read 0.8)
        confidences = list(track.confidences)[-self.k :]
        laid = (
            all(c >= max(LAID_CONF, DOUBLE_SURER * spot[2]) for c in confidences)
            or (all(c >= LAID_CONF for c in confidences) and self._read_at_once(card, spot))
        ) and not self._echoes_surer(card)
        still = any(
            c == card and math.hypot(sx - spot[0], sy - spot[1]) < self.split_distance
            for sx, sy, c in self._spots
        ) and not (
            laid
            or (
                far
                and unechoed
                and any(self._lies_as_echo(track, other) for other in track.echo_of)
            )
        )
        # (nor when it lies on the spot where it lay as a card's echo, that card unseen in
        # one of the frames of those sightings at least: its corner covered by a play landing
        # hides the pairing, not the far corner, unless a card was laid there; 11911: a 6♣'s
        # far corner, printed upright, read 9♣ 0.43 as its echo for 4.6 s, then 0.50-0.56, no
        # echo, once the 6♥ covered the 6♣'s near corner; a covered card glimpsed for a frame
        # or two, as 11911's 6♣ was later, is still covered)
        # (well away, or, read as a card laid there, off its very spot: 12118's K♥ laid 0.07
        # from where a Q♥'s corner had been read K♥ 0.23, read 0.77-0.92)
        # (nor as the far corner of a surer card naming it back: _surer_cards_far_corner)
        return (
            all(
                math.hypot(x - spot[0], y - spot[1])
                >= (self.same_spot if laid else self.split_distance)
                for x, y in recent
            )
            and sure
            and not still
            and (laid or not self._on_hidden_echo(track))
            and not self._surer_cards_far_corner(card)
        )

    def _read_at_once(self, card: Card, spot: tuple[float, ...]) -> bool:
        """Whether this frame and the ``k - 1`` before it each read ``card`` within
        ``split_distance`` of ``spot`` (a sighting's centre or one of its corners), its track
        seen in each of them ``split_distance`` and more from that reading
        (:meth:`_phantom_moved`): two things at once, not the phantom's own sighting pushed
        off its spot (its corners lie nearer its centre than that)."""
        track = self._tracks[card]
        frames = [self._spots, *list(self._spots_recent)[: self.k - 1]]
        positions = list(track.positions)[-self.k :][::-1]  # (newest first, as ``frames``)
        if (
            len(frames) != self.k
            or len(positions) != self.k
            or list(track.seen)[-self.k :] != list(range(self._frame - self.k + 1, self._frame + 1))
        ):
            return False
        return all(
            any(
                c == card
                and math.hypot(sx - spot[0], sy - spot[1]) < self.split_distance
                and math.hypot(sx - px, sy - py) >= self.split_distance
                for sx, sy, c in spots
            )
            for spots, (px, py) in zip(frames, positions, strict=True)
        )

    def _on_hidden_echo(self, track: _CardTrack) -> bool:
        """Whether ``track``'s last ``k`` sightings lie on the spot where it lay as the echo
        of a card (``spot_echoes``) not seen in one of their frames at least
        (:meth:`_phantom_moved`)."""
        frames = set(list(track.seen)[-self.k :])
        return track.spot_seen >= self.k and any(
            (other := self._tracks.get(o)) is not None
            and bool(other.seen)
            and not frames <= set(other.seen)
            for o in track.spot_echoes
        )

    def _surer_cards_far_corner(self, card: Card) -> bool:
        """Whether phantom ``card``'s last ``k`` sightings each lay as an echo, and the lone
        corner it names names it back, read at least as surely this frame
        (:meth:`_surer_partner`), a card that arrived after ``card`` was left out: a phantom
        read so, however surely, is the far corner of that new card, no card still (16304: a
        9♠'s far corner read 6♣ weakly and left out; then the 9♣ answering it, its far
        corner read 6♣ 0.67-0.69, its near one 9♣ 0.90, each naming the other). Only when no
        arm but that card's seat's moved from its coming until ``card`` was read surely on
        its spot (``sure_since``): a later arm may lay a real card with its corner there
        (7893's 9♣, laid on the 6♣'s far corner, read 0.8 where it read 0.43)."""
        track = self._tracks[card]
        echoed = list(track.echoed)[-self.k :]
        since = self._phantom_since.get(card)
        if since is None or len(echoed) < self.k or not all(echoed):
            return False
        partner = self._surer_partner(card)
        if partner is None or (other := self._tracks.get(partner.card)) is None:
            return False
        # (not two cards that make a play together: a pair laid end to end, helper-103)
        if classify(CardSet([card, partner.card]), self.house_rules) is not None:
            return False
        logged = self._logged_play_of(partner.card)
        seat = (
            logged.seat
            if logged is not None
            else self._likeliest_seat(CardSet([partner.card]), other.first_t)
        )
        # (its seat's arm only until its play was taken; after that no arm at all: that
        # seat may lay the real card later, leading after everyone passed, helper-103)
        taken = math.inf if logged is None else logged.t
        sure = track.sure_since
        return (
            other.first_t > since
            and self._only_side_moved(self.layout.sides[seat], other.first_t, min(sure, taken))
            and (sure <= taken or self._only_side_moved(None, taken, sure))
        )

    def _echoes_surer(self, card: Card) -> bool:
        """Whether ``card``'s sighting this frame names as its echo (``Sighting.echoes``) a
        lone corner that names it back and is read at least as surely (:meth:`_surer_partner`):
        of two such corners the surer is the card, the other its far corner (5103)."""
        return self._surer_partner(card) is not None

    def _surer_partner(self, card: Card) -> _Read | None:
        """The lone corner ``card``'s sighting this frame names as its echo
        (``Sighting.echoes``) that names it back, the nearest such (the one where its other
        corner would be, not a farther card's corner that has the phantom's spot as its
        echo), when read at least as surely; else None."""
        track = self._tracks[card]
        if not track.seen or track.seen[-1] != self._frame:
            return None
        (x, y), conf = track.positions[-1], track.confidences[-1]
        echoes = set(self._echoes_now.get(card, ()))
        partners = [r for r in self._read_now if r.card in echoes and card in r.echoes]
        if not partners:
            return None
        nearest = min(partners, key=lambda r: math.hypot(r.x - x, r.y - y))
        return nearest if nearest.confidence >= conf else None

    def _read_surely(self, card: Card) -> bool:
        """Whether ``card`` was read with ``weak_conf`` at least in each of its last ``k``
        sightings."""
        track = self._tracks[card]
        recent = list(track.confidences)[-self.k :]
        return len(recent) >= self.k and all(c >= self.weak_conf for c in recent)

    def _reads_a_card_on(self, card: Card, gone: _GonePhantom, t: float) -> bool:
        """Whether ``card``, back on the spot of a phantom of its code (``gone``) that was
        seen there only faintly for longer than ``PHANTOM_HOLD`` since it was last a card,
        is read there ``DOUBLE_SURER`` times as surely as that phantom ever was, and at
        least ``LAID_CONF``, in each of its last ``k`` sightings: a card of that code laid
        on the spot (its one visible corner read 0.9, where a fragment had been read 0.3),
        not the fragment read again (8108's 4♣: 0.34, faint for 4 s, then 0.45; a fragment
        first read 0.22 may be read 0.45 or 0.55 as a card lands beside it)."""
        if t - gone.clear_t <= PHANTOM_HOLD:
            return False
        recent = list(self._tracks[card].confidences)[-self.k :]
        floor = max(DOUBLE_SURER * gone.best_conf, LAID_CONF)
        return len(recent) >= self.k and all(c >= floor for c in recent)

    def _still_phantom(self, card: Card) -> bool:
        """Whether a card left out as no card (:meth:`_split_strong`) still may be none: its
        corners were never seen paired, or, left out as an echo seen by one corner
        (:meth:`_hold_as_phantom`), it has been seen whole since in fewer than
        ``PHANTOM_WHOLE_FRAMES`` frames: another card's corner read as its code for a
        moment, paired with it (14004: the J♣ a K♣'s far corner was, paired for a frame with
        the K♣'s near corner read J♣ as the K♦ covered it); or longer, but paired with a
        corner on its own spot while no arm came over the table (from ``motion_window``
        before it was first paired, or before the card it echoed was last seen if that was
        earlier, to ``motion_window`` after), never read ``LAID_CONF`` surely. (Not its
        confidence alone: a pip read as a card is often read more surely as the light or
        the pile changes.)"""
        track = self._tracks.get(card)
        if track is None:
            return False
        if not track.whole or (
            # (only one left out as a trick card's corner read anew, never read surely: a
            # real card laid squarely on that card is read LAID_CONF surely, review104)
            card in self._anew_phantoms
            and track.best_conf < LAID_CONF
            and self._whole_on_a_played_card(card)
        ):
            return True
        left = self._phantom_whole.get(card)
        if left is None:
            return False
        if track.whole_frames - left < PHANTOM_WHOLE_FRAMES:
            return True
        # paired on its own spot, with no arm over the table as it was, and never read
        # surely: the card it echoed read whole as its code (14901: K♠ K♦ nudged on the
        # pile, the K♦'s far corner, left out as J♦ 0.52, paired with the K♦'s near corner
        # read J♦ too, 0.50 for seconds, and led a J♦ J♥ of seat 2's that never was)
        # (from the last frame a card it echoed was seen, if before: a card laid over that
        # one by an arm gone well before its corners first pair; to ``motion_window`` after
        # it was first paired, not now: a later arm elsewhere, the next play's, lays no card
        # there)
        spot = self._phantom_spots.get(card)
        if (
            spot is None
            or track.best_conf >= LAID_CONF
            or not track.on_corner(spot[0], spot[1], self.same_spot)
        ):
            return False
        # (one held only as a four-index card's other index stays one only while paired with
        # a corner of a related card, or near it, or with the corner of another card lying
        # there (or of the trick, covered there), read as its code: not a real card's far
        # corner, review110; 16396's 6♣ paired with the corner of the trick's 6♠)
        if card in self._index_phantoms:
            trick = self._trick_cards()
            far = [
                (px, py)
                for px, py in track.corner_spots
                if math.hypot(px - spot[0], py - spot[1]) > self.same_spot
            ]
            if not any(
                math.hypot(px - ox, py - oy) <= FAR_APART / 4
                for px, py in far
                for o, seen in self._tracks.items()
                if o != card and seen.present and _related(card, o)
                for ox, oy in seen.corner_spots
            ) and not any(
                self._near(seen, px, py)
                for px, py in far
                for o, seen in self._tracks.items()
                if o != card and (seen.present or o in trick)
            ):
                return False
        echoed = [
            self._tracks[other].last_t
            for other in {*track.echo_of, *track.colour_echo_of}
            if other in self._tracks
        ]
        start = min(track.whole_t, max(echoed, default=track.whole_t)) - self.motion_window
        end = min(self._t, track.whole_t + self.motion_window)
        return self._motion_energy(start, end) <= 0.15

    def _as_one_corner(self, r: _Read) -> _Read:
        """``r``, a whole sighting of a phantom left out as an echo (:meth:`_hold_as_phantom`),
        lying there, as the lone corner of it nearest where the phantom lay, when its two
        corners lie farther apart than a card's on this table (more than ``WHOLE_SPAN_MAX``
        times the median span of the cards seen whole lately off the coached hand, once
        ``SPANS_MIN`` were seen): two cards' corners read as one code, the far one another
        card's. Else ``r``; its span is noted."""
        (ax, ay), (bx, by) = r.spots[0], r.spots[-1]
        span = math.hypot(ax - bx, ay - by)
        if span <= 0.0:
            return r  # (corners not told apart: a tuple sighting's)
        spans = self._spans
        track = self._tracks.get(r.card)
        # (only a phantom left out as an echo, by one corner: _hold_as_phantom; the median
        # is taken for it alone, this runs for every whole sighting)
        wide = (
            r.card in self._phantom_whole
            and track is not None
            and track.present
            and len(spans) >= SPANS_MIN
            and span > WHOLE_SPAN_MAX * statistics.median(spans)
        )
        if not self.layout.in_hand_zone(r.x, r.y):
            spans.append(span)
        if not wide or track is None:
            return r
        i = min(range(len(r.spots)), key=lambda k: math.dist(r.spots[k], (track.x, track.y)))
        x, y = r.spots[i]
        boxes = r.boxes[i : i + 1] if len(r.boxes) == len(r.spots) else ()
        return replace(r, x=x, y=y, corners=1, spots=((x, y),), boxes=boxes)

    def _split_strong(
        self,
        cards: dict[Card, float],
        after: list[tuple[CardSet, float]] | None = None,
    ) -> list[tuple[CardSet, float]]:
        """:meth:`_split`, but when the cards are no combination and cannot be split into
        plays while the cards but the doubtful ones (:meth:`_doubtful`) can, those are no
        cards: a pip, a covered card's fragment or a card's other corner read as a card as a
        play landed (the next play would land on them, and the two plays and the phantom
        would be read as one invalid group). They are left alone until they leave the table,
        and the rest are split as plays. Before that, the cut :meth:`_split_after_misread`
        finds is taken (``after``: that cut, when the caller has already worked it out).
        So too when the cards are a combination the seat they came from (the likeliest by
        where they landed and the motion) may not play now, and that seat may play the cards
        but the doubtful ones: a 10♦ landing on a 10♠ covers its near corner, and the far
        one, printed upright, reads 10♣ (10♣ 10♦ is a pair, which cannot answer a single).
        First of all, a card's far corner read as a card before that card showed whole
        (:meth:`_far_corners_read_as_cards`) is left out as no card. Cards that split into
        several plays lose the plays made only of weak cards when only without them are
        the plays in turn, one on another (:meth:`_without_weak_plays`).
        """
        if corners := self._far_corners_read_as_cards(CardSet(cards)):
            self._leave_out(corners)
            cards = {card: appear for card, appear in cards.items() if card not in corners}
            after = None  # (the caller's cut was of the cards with them)
        groups = self._split(cards)
        # (a group no seat may play, each card a played card's corner read anew on the very
        # spot where that card lay seen whole, that card still read by its other corner:
        # _only_corners_read_anew)
        misread = [
            g
            for g, a in groups
            if self._only_corners_read_anew(g)
            and self._seat_for(g, self._seat_evidence(g, a, remember=False), self._swept_before(a))
            is None
        ]
        if misread:
            for group in misread:
                self._leave_out(group)
                self._anew_phantoms |= set(group)
            groups = [(g, a) for g, a in groups if g not in misread]
            if not groups:
                return []
        if len(groups) > 1:
            if (kept := self._without_weak_plays(groups)) is not None:
                return kept
            return groups
        whole, appear_t = groups[0]
        if self._echoes_trick(whole):
            self._leave_out(whole)
            self._trick_echoes |= set(whole)
            return []
        combination = classify(whole, self.house_rules) is not None
        evidence: list[float] = []
        swept = False
        if combination:
            swept = self._swept_before(appear_t)
            evidence = self._seat_evidence(whole, appear_t, remember=False)
            if self._only_takeovers(whole) and all(self._taken_back(c) for c in whole):
                # (each a played card's corner read as another a moment, and that card read
                # on its spot again since: 15906's 4♠, of the triple led, its corner read A♠
                # 0.35-0.42 for four frames, then 4♠ 0.74 again; the A♠ was led after three
                # passes inferred, and seat 3's real A♠ later made it an A♣)
                self._leave_out(whole)
                return []
            if (seat := self._seat_for(whole, evidence, swept)) is not None:
                if self._weak_quick_lead(whole, appear_t, swept, seat):
                    self._leave_out(whole)
                    return []
                lone = CardSet(c for c in whole if c in self._tracks and not self._tracks[c].whole)
                strangers = self._strangers_to_hand_play(whole, lone)
                if (
                    seat == self.layout.coached_seat
                    and strangers
                    and classify(hand_play := whole - strangers, self.house_rules) is not None
                    # (each the far corner of a card of the play, or doubted toward one: a
                    # real card of the pair, misread in the hand or hidden there, is neither)
                    and all(
                        any(self._echo(self._tracks[c], c, o) for o in hand_play) for c in strangers
                    )
                    and self._seat_for(hand_play, evidence, swept) == seat
                ):
                    # (none of them can be the coached seat's: 9818's 2♥ on a K♠, its far
                    # corner read 2♦, was a pair the coached seat led after two passes)
                    self._leave_out(strangers)
                    return [(hand_play, appear_t)]
                if (twice := self._one_card_twice(whole, evidence, swept)) is not None:
                    self._leave_out([twice])
                    return [(whole - CardSet([twice]), appear_t)]
                if (rest := self._without_weak_cards(whole, appear_t, evidence, swept)) is not None:
                    return [(rest, appear_t)]
                return groups
            if self._only_takeovers(whole, unmoved=True):
                # (no seat may play it now, and each card is a played card's corner read as
                # another, nothing moving: 15905's 6♦, of the straight led, its covered corner
                # read 6♦ 0.26, then from one frame to the next 9♦ 0.46 / 6♦ 0.09 on the very
                # spot, no band moving; the 9♦ waited as a single out of turn, and was forced
                # as seat 2's play when its real straight landed)
                self._leave_out(whole)
                return []
        else:
            if after is None:
                after = self._split_after_misread(cards)
            if after:
                return after
            if self._faint_completes(whole, appear_t):
                return groups  # (_accept completes it)
        if self._misread_explains(whole):
            return groups
        tracks = self._tracks
        candidates: list[tuple[CardSet, list[tuple[CardSet, float]]]] = []
        for doubtful, few in self._doubtful(whole):
            strong = {card: appear for card, appear in cards.items() if card not in doubtful}
            if not strong:
                continue
            least = min(tracks[c].best_conf for c in strong if c in tracks) if combination else 0
            if combination and not all(
                (self._taking_over(tracks[c]) and tracks[c].best_conf < least)
                or tracks[c].rereads_played
                or any(self._lies_as_echo(tracks[c], o, True) for o in whole if o != c)
                # (a card read on another's very spot: that card read at a toss-up)
                or any(self._alike(c, o) for o in whole)
                or any(self._read_on_whole(c, o) for o in whole if o != c)
                for c in doubtful
            ):
                continue  # (a real pair read in doubt between its two suits stays a pair)
            split = self._split(strong)
            if all(
                classify(group, self.house_rules) is not None
                and (
                    self._seat_for(group, evidence, swept) is not None
                    if combination
                    else (not few or self._playable(group))
                )
                for group, _ in split
            ):
                candidates.append((doubtful, split))
        if not candidates:
            return groups
        doubtful, split = candidates[0]
        if not combination and len(candidates) > 1:
            # of the ways to leave cards out, the first whose plays the seats they came from
            # may make (7518: a 2♠ landing, its far corner read 2♥, an ace's far corner read
            # K♦ beside it; left out, the K♦ leaves 2♠ 2♥, a pair only the trick's winner
            # could lead after a sweep, not the seat it came from; the 2♥ too, a single)
            doubtful, split = next(
                ((d, s) for d, s in candidates if self._came_from_seat(s)),
                candidates[0],
            )
        self._leave_out(doubtful)
        # (split so into several plays, they lose those of weak cards alone that would be the
        # own lead of the play before's seat, in turn or not: 14510's K♠ K♣ K♦, a J♦ read on
        # a king's far corner left out, and a J♠ 0.20 read on the K♠'s corner 0.4 s after,
        # was seat 3's lead after three passes; not another seat's, which may lead at once
        # where its own pass is all the passing left: review88, a seat going out with a 2♦
        # read with an echo, the next seat's weak 6♣ lead)
        if len(split) > 1 and (kept := self._without_weak_plays(split, own=True)) is not None:
            return kept
        return split

    def _only_takeovers(self, cards: CardSet, *, unmoved: bool = False) -> bool:
        """Whether each card of ``cards`` is a lone corner that took a played card's spot
        over from one frame to the next as it was first seen (``_CardTrack.took_over``:
        that card seen there the frame before, not in this one; not the hidden variant, a
        card laid there hides the spot a moment first) and was never read ``LAID_CONF``
        surely: perhaps that card's corner read as another. With ``unmoved``, also with
        motion measured over the ``STILL_READ`` seconds up to it and none on any side, and
        with the card it took over among its runners-up, ``TOOK_OVER_SHARE`` of its readings
        at least: no arm brought it, and it doubts toward what lay there (review97: a card
        laid out of turn by an arm over the pile is a fault to report; review99: so is one
        laid where no motion was measured, or doubting toward another played card). A real
        card laid still by an arm held over the pile that long, doubting toward the card it
        covers, is read as 15905's misread is."""
        tracks = self._tracks
        return bool(cards) and all(
            c in tracks
            and not tracks[c].whole
            and tracks[c].takes_over
            and tracks[c].best_conf < LAID_CONF
            and (not unmoved or self._still_doubting_under(tracks[c]))
            for c in cards
        )

    def _only_corners_read_anew(self, cards: CardSet) -> bool:
        """Whether each of ``cards``, seen by one corner only and never ``LAID_CONF`` surely,
        was first read from one frame to the next on a played card's corner
        (``rereads_played``), and lies now on a corner (``same_spot``) of a card of the trick
        as that card was last seen whole, a card's span apart (``card_corners``), that card
        read this frame on its other corner: that corner read as another code. (16316: the
        9♦ of the pair led, seen whole for a second; as seat 0's arm came to lay K♠ K♦ well
        away, its far corner read 8♦ 0.49 on its very spot, its near one still 9♦; the 8♦,
        no play on a pair, was forced as seat 1's once the game went on.) A real card laid
        so would hide that other corner, unless laid a card's diagonal off, its index on
        this one."""
        tracks = self._tracks
        read = {c for _, _, c in self._spots}
        trick = [
            (o, tracks[o])
            for o in self._trick_cards()
            if o in tracks and o in read and len(tracks[o].card_corners) == 2
        ]

        def on_corner(card: Card, track: _CardTrack) -> bool:
            # (and read in doubt toward that card, or as a code its corner is often read as:
            # a real card laid there, read as itself, names it not, review104)
            return any(
                math.hypot(track.x - cx, track.y - cy) <= self.same_spot
                and math.hypot(o.x - ox, o.y - oy) <= self.same_spot
                and (track.votes.get(code, 0.0) > 0 or _related(card, code))
                for code, o in trick
                for (cx, cy), (ox, oy) in (o.card_corners, o.card_corners[::-1])
            )

        return bool(cards) and all(
            c in tracks
            and not tracks[c].whole
            and tracks[c].rereads_played
            and tracks[c].best_conf < LAID_CONF
            and on_corner(c, tracks[c])
            for c in cards
        )

    def _whole_on_a_played_card(self, card: Card) -> bool:
        """Whether ``card`` was last seen whole by the very corners (``same_spot``) a card of
        the trick showed when it was seen whole a card's span apart (``card_corners``): that
        card read whole as another code (16316: the 9♦'s far corner, left out as 8♦, then
        both corners of the 9♦ read 8♦ 0.41 for a frame)."""
        track = self._tracks[card]
        if len(track.corner_spots) != 2:
            return False
        (ax, ay), (bx, by) = track.corner_spots
        for other in self._trick_cards():
            seen = self._tracks.get(other)
            if other == card or seen is None or len(seen.card_corners) != 2:
                continue
            (cx, cy), (dx, dy) = seen.card_corners
            for (px, py), (qx, qy) in (((ax, ay), (bx, by)), ((bx, by), (ax, ay))):
                if (
                    math.hypot(px - cx, py - cy) <= self.same_spot
                    and math.hypot(qx - dx, qy - dy) <= self.same_spot
                ):
                    return True
        return False

    def _doubts_toward_under(self, track: _CardTrack, card: Card) -> bool:
        """Whether ``card`` (``track``), first seen on a played card's spot
        (``took_over``), reads as a code related to that card (:func:`_related`) or gave it
        ``TOOK_OVER_SHARE`` of its readings at least: that card's corner read anew."""
        under = track.took_over
        return under is not None and track.reads_toward(card, under)

    def _still_doubting_under(self, track: _CardTrack) -> bool:
        """Whether motion was measured over the ``STILL_READ`` seconds up to ``track``'s card
        being first seen, none on any side, and that card's readings gave the played card it
        took over (``took_over``) at least ``TOOK_OVER_SHARE`` on average."""
        return self._nothing_moved(track.first_t, STILL_READ) and track.doubts_under()

    def _taken_back(self, card: Card) -> bool:
        """Whether the played card whose spot ``card`` took over as it was first seen
        (``_CardTrack.took_over``) lies read there again in each of the last ``TAKEN_BACK``
        frames, ``card`` read in none of them, after ``card`` was read for less than
        ``settle_time``, with motion on some side since it was last read: that card's corner
        read as another a moment as an arm passed, not a card laid on it (15906; review98:
        a real card hidden a frame or two as its play is decided, or slid aside after lying
        a second, is not taken back). ``TAKEN_BACK`` is in frames: it needs ``n`` (the
        presence window, ``_CardTrack.seen``) at least as long."""
        track = self._tracks.get(card)
        if track is None or track.took_over is None:
            return False
        under = self._tracks.get(track.took_over)
        frames = range(self._frame - TAKEN_BACK + 1, self._frame + 1)
        return (
            under is not None
            and track.last_t - track.first_t < self.settle_time
            and all(f in under.seen for f in frames)
            and not any(f in track.seen for f in frames)
            and self._near(under, track.x, track.y)
            # (an arm moved over the table since the code was last read, as it hid the
            # spot a moment: review99, a card lifted a moment and laid back, no motion
            # measured, is a card)
            and self._motion_energy(track.last_t, self._t) > 0.0
        )

    def _without_weak_plays(
        self, groups: list[tuple[CardSet, float]], *, own: bool = False
    ) -> list[tuple[CardSet, float]] | None:
        """The plays of ``groups`` (one waiting group split into several) but those made only
        of weak cards (:meth:`_weak`), which are left out as no cards, when the plays may be
        made one on another in one trick (:meth:`_in_turn`) only without them, or, with them
        too, when they would be given to the seat of the play before them, its own lead after
        everyone passed in no time (:meth:`_own_quick_leads`: 12112); else None. A card
        seen by one corner and never read with ``weak_conf`` that arrives apart from a play
        landing (more than ``split_gap`` before or after it) may be a covered card's corner
        read anew as the play half covers it: as a play of its own it would be a lead after
        everyone passed in no time (8809: a 7♥ read 0.2 on the 8♥'s far corner as the 9♥
        landed on it, led by seat 2; 8806: a J♦ read 0.26 on the 7♦ under the Q♠, led by
        seat 1 just before the Q♦). Only a weak group that arrived within
        ``ALL_PASS_S`` of the group before it (or, the first, of the last play) is left
        out: given the time, the others may have passed and it led. Such a card is a card
        again once seen whole (or moved, :meth:`_phantom_moved`), not for being read surely
        by one corner: a covered card's corner may read so as the pile shifts. The price: a
        real card that lands right after another play, read that weakly until the plays
        resolve, and that the rules let follow it only after everyone passed, is lost. So
        too a card first read on a played card's corner as a code related to it, that card
        still read by its other corner (:meth:`_rereads_related`), however surely under
        ``LAID_CONF``, arriving within ``settle_time`` of the play before it (16659: a
        four-index 9♠ on the pile; as the 9♥ landed on it, its corners were paired anew,
        and its lower index, read 9♠ the frame before, read 9♣ 0.53 / 9♠ 0.15 0.4 s after
        the 9♥ came, led by seat 3 after passes inferred in no time; a real lead laid on
        that index after the one pass left comes later, review112). With
        ``own`` (the plays left when doubtful cards are left out, :meth:`_split_strong`), only
        those would-be own leads are left out, in turn or not."""
        last = self._last_play_t()
        tracks = self._tracks

        def window(cards: CardSet) -> float | None:
            # how soon after the play before it the group must come to be left out: within
            # ALL_PASS_S, no time for all to pass, for weak cards; within settle_time, as
            # that play landed, where some are a played card's corner read anew as a related
            # code (16659's 9♣ 0.4 s after the 9♥; a real card laid on that corner as a lead
            # after the one pass left comes later, review112)
            if not all(c in tracks for c in cards):
                return None
            if all(self._weak(tracks[c]) for c in cards):
                return ALL_PASS_S
            if all(self._weak(tracks[c]) or self._rereads_related(c, tracks[c]) for c in cards):
                return self.settle_time
            return None

        weak = [
            (cards, appear)
            for cards, appear in groups
            if (within := window(cards)) is not None
            and appear - max((a for _, a in groups if a < appear), default=last) < within
        ]
        kept = [g for g in groups if g not in weak]
        if not weak or not kept:
            return None
        swept = self._swept_before(groups[0][1])
        plays = [cards for cards, _ in groups]
        if not self._in_turn([c for c, _ in kept], swept):
            return None
        if own or self._in_turn(plays, swept):
            # (in turn only as a card of another seat than the one it would be given to:
            # brought, as far as can be seen, by the arm that laid the play before it, it
            # would be that seat's own lead after everyone passed in no time; 12112: seat 0
            # led 7♠, and a Q♥'s far corner on the pile, read J♥ 0.25-0.33 as the 7♠ landed,
            # became seat 0's J♥ lead, its evidence 0.845 for seat 0)
            weak = self._own_quick_leads(groups, weak, swept)
            kept = [g for g in groups if g not in weak]
            if not weak or not self._in_turn([c for c, _ in kept], swept):
                return None
        for group, _ in weak:
            self._leave_out(group)
        return kept

    def _own_quick_leads(
        self,
        groups: list[tuple[CardSet, float]],
        weak: list[tuple[CardSet, float]],
        swept: bool,
    ) -> list[tuple[CardSet, float]]:
        """Those of ``weak`` (weak groups of ``groups``) that would be given to the seat
        that made the play just before them (for the first, the last play), by
        :meth:`_seat_for` (where they landed and the motion), the groups before them made as
        :meth:`_accept` would make them: brought by the arm that laid that play as far as can
        be seen, they would be its own lead after everyone passed in no time. Not one the
        evidence gives another seat, which may answer at once (the next seat's arm coming in
        as the other leaves: its play, as before), nor one that makes a combination with the
        play before it: that play's card seen late, which joins it
        (:meth:`_join_last_play`; a pair's second card landing a little apart)."""
        game = _clone(self.game)
        last = self._last_logged_play()
        before = None if last is None else (last.cards, last.seat)
        number = sum(1 for e in self.log if isinstance(e, LoggedPlay))
        out: list[tuple[CardSet, float]] = []
        for cards, appear in groups:
            evidence = self._seat_evidence(cards, appear, remember=False)
            seat = self._seat_for(cards, evidence, swept, game)
            if (
                (cards, appear) in weak
                and seat is not None
                and before is not None
                and seat == before[1]
                and classify(before[0] | cards, self.house_rules) is None
            ):
                out.append((cards, appear))
                continue
            if seat is None:
                break  # (not made as it stands: what follows is not known)
            _apply(game, LoggedPlay(cards, seat, self._t, swept), number)
            number += 1
            swept = False  # (the rest land on it)
            before = (cards, seat)
        return out

    def _weak_quick_lead(self, cards: CardSet, appear_t: float, swept: bool, seat: int) -> bool:
        """Whether ``cards``, a group alone, all weak (:meth:`_weak`) and seen by one corner
        (or each a played card's corner read anew, :meth:`_only_takeovers`, as a code
        related to it or doubting toward it, :meth:`_doubts_toward_under`), arrived within
        ``ALL_PASS_S`` of the last play and may be played only as a lead after
        everyone passed (not in turn on the trick, :meth:`_in_turn`): no card, as such a group
        among several is none (:meth:`_without_weak_plays`; 16305: 0.2 s after seat 0's K♦
        was taken, something on the pile read 7♣ 0.25 in four frames of eleven, and became
        seat 0's lead after three passes inferred in no time). The price is the same: a real
        card that lands right after another play, read that weakly, and that only a lead
        after everyone passed makes a play, is lost until seen whole or moved."""
        tracks = self._tracks
        return (
            appear_t - self._last_play_t() < ALL_PASS_S
            and (
                all(c in tracks and self._weak(tracks[c]) and not tracks[c].whole for c in cards)
                # (or each a played card's corner read anew, however surely under LAID_CONF,
                # as a code related to that card or doubting toward it: 16366's Q♠ of the
                # trick's straight, its lone corner read Q♠ 0.74, then from one frame to the
                # next Q♣ 0.52 as seat 3's pair was nudged; the Q♣ was led after passes
                # inferred in no time. Not a 4♥ tossed there as the lead: review109)
                or (
                    self._only_takeovers(cards)
                    and all(self._doubts_toward_under(tracks[c], c) for c in cards)
                )
                # (or each read anew on a corner of a card of the trick, from one frame to
                # the next, that card still read by its other corner, with nothing moving
                # for STILL_READ before: 16734's 10♠, the K♣ laid beside it, its corner read
                # K♠ 0.60 0.4 s after all motion stopped, led by the K♣'s seat after passes
                # inferred in no time. Not a lead laid there by a slow arm, review126)
                or (
                    self._only_corners_read_anew(cards)
                    and all(self._nothing_moved(tracks[c].first_t, STILL_READ) for c in cards)
                )
            )
            and not self._in_turn([cards], swept)
            and self._quick_lead_suspect(cards, appear_t, seat)
        )

    def _quick_lead_suspect(self, cards: CardSet, appear_t: float, seat: int) -> bool:
        """Whether ``cards``, come at ``appear_t`` as ``seat``'s lead after everyone passed
        (:meth:`_weak_quick_lead`), may be a fragment of the pile (helper-103): the pile is
        still seen (not a card laid on a swept table); the lead needs a pass of a seat other
        than ``seat`` (where all others went out or had passed, only its own pass is
        implied: review88's lead after the last seat went out); and ``seat``'s own arm did
        not come over the table again after the last play was taken (the winner's arm
        bringing its lead)."""
        if self._trick_last_visible < appear_t - self.settle_time / 2:
            return False
        try:
            passes, _, _ = plan_play(self.game, cards, seat, False)
        except IllegalPlayError:
            passes = []
        if not any(p != seat for p in passes):
            return False
        own = self.layout.sides[seat]
        last = self._last_play_t()
        # (no sign either way where motion is never measured: GamePipeline(motion=False))
        return self._motion_given and not any(
            e.get(own, 0.0) > 0.15 for mt, e in self._motion if last < mt <= appear_t
        )

    def _without_weak_cards(
        self, cards: CardSet, appear_t: float, evidence: list[float], swept: bool
    ) -> CardSet | None:
        """``cards``, a combination a seat may play, but their weak cards (:meth:`_weak`),
        which are left out as no cards, when with them it is a lead after everyone passed,
        arriving within ``ALL_PASS_S`` of the last play, and without them a play that the
        seat they came from (:meth:`_seat_for`) makes on that play at once (:meth:`_in_turn`);
        else None. 9013: a 2♥ landing on a 2♠ covers its near corner, and the far one,
        printed upright, reads 2♣ 0.3 (2♠ 0.2 its runner-up): 2♣ 2♥, a pair, had led after
        everyone passed in no time, where the 2♥ beats the 2♦ before it. (The group split in
        several plays: :meth:`_without_weak_plays`.) A real pair led by the trick's winner
        after quick passes, one card read weakly, is not cut to a single that seat leads.
        The last play's time is when it was taken (``settle_time`` or more after it landed),
        so the window runs some 2 s from its landing; passes the user marks do not restart
        it. (Where the last play's seat went out and the rest had passed, as in 9013,
        "everyone passed" is the playing seat's own pass: there the weak reading alone
        decides.)"""
        weak = CardSet(c for c in cards if c in self._tracks and self._weak(self._tracks[c]))
        rest = cards - weak
        if (
            not weak
            or not rest
            or appear_t - self._last_play_t() >= ALL_PASS_S
            or classify(rest, self.house_rules) is None
            or self._in_turn([cards], swept)
            or (seat := self._seat_for(rest, evidence, swept)) is None
            or not self._in_turn([rest], swept, seat)
        ):
            return None
        self._leave_out(weak)
        return rest

    def _last_logged_play(self) -> LoggedPlay | None:
        """The last play of the log (None: none yet)."""
        return next((e for e in reversed(self.log) if isinstance(e, LoggedPlay)), None)

    def _last_play_t(self) -> float:
        """When the last play was taken (-inf: none yet)."""
        last = self._last_logged_play()
        return -math.inf if last is None else last.t

    def _leave_out(self, cards: Iterable[Card]) -> None:
        """Hold ``cards`` as phantoms, no cards, where they lie now."""
        for card in cards:
            if (track := self._tracks.get(card)) is not None:
                self._hold_as_phantom(card, track.x, track.y, track.best_conf)
            else:
                self._phantoms.add(card)

    def _hold_as_phantom(self, card: Card, x: float, y: float, conf: float) -> None:
        """Hold ``card`` as a phantom lying on ``(x, y)``, read at best ``conf`` surely; one
        seen by one corner lying as another card's echo (:meth:`_lies_as_echo`, colour
        too), or on a four-index card's other index (:meth:`_on_other_index`), is noted with
        the frames it was seen whole in so far (``_phantom_whole``)."""
        # (held again on its spot after it was gone a moment: the same phantom, since then)
        self._phantom_since.setdefault(card, self._t)
        self._phantoms.add(card)
        self._phantom_spots[card] = (x, y, conf)
        track = self._tracks.get(card)
        if track is None or track.whole:
            return
        echo = any(
            self._lies_as_echo(track, other, colour=True)
            for other in {*track.echo_of, *track.colour_echo_of}
        )
        index = any(
            self._on_other_index(track, card, other)
            for other, seen in self._tracks.items()
            if other != card and seen.present and seen.card_corners
        )
        if echo or index:
            self._phantom_whole[card] = track.whole_frames
            if index and not echo:
                self._index_phantoms.add(card)

    def _read_on_whole(self, card: Card, other: Card) -> bool:
        """Whether ``card``, seen by one corner only, was last read before ``other`` was
        first seen whole, on a corner of ``other`` as it lay then (on the circle through its
        two index corners, within ``ON_CORNER_BAND`` of half their span from their midpoint:
        any of its four corners; some decks print the index in all four), ``other`` among
        its runners-up at least ``MISREAD_KEPT`` as often: a corner of ``other`` read as
        ``card`` as it landed (14612, dondorf: a 9♠ single's third corner read 9♣ 0.52 /
        9♠ 0.2 for three frames, then the 9♠ paired whole, the 9♣ not read since; 9♠ 9♣ was
        a pair answering a single). Not within ``same_spot`` of either index corner: a real
        card laid first, squared under ``other`` as the two land, lies there (review89)."""
        track, whole = self._tracks.get(card), self._tracks.get(other)
        if (
            track is None
            or whole is None
            or track.whole
            or not whole.whole
            or whole.whole_t <= track.last_t
            or len(whole.corner_spots) != 2
            or track.ratio(other, card) < MISREAD_KEPT
        ):
            return False
        (ax, ay), (bx, by) = whole.corner_spots
        if any(
            math.hypot(track.x - sx, track.y - sy) <= self.same_spot
            for sx, sy in whole.corner_spots
        ):
            return False  # (review89: a real 9♣ under a 9♠ squared onto it, on a single)
        half = math.hypot(ax - bx, ay - by) / 2
        low, high = ON_CORNER_BAND
        reach = math.hypot(track.x - (ax + bx) / 2, track.y - (ay + by) / 2)
        return half > 0 and low * half <= reach <= high * half

    def _far_corners_read_as_cards(self, cards: CardSet) -> CardSet:
        """Cards of ``cards`` that were another card's far corner, read as a card before that
        card's near one showed (never all of them): those only ever read weakly
        by one corner (:meth:`_weak`), lying as an echo of a card of ``cards`` (a related
        code where that card's other corner would be, :meth:`_lies_as_echo`) within
        ``FAR_APART``, and not read since that card was first seen whole on the table (7615:
        a 5♣ landing, its far corner read 6♣ 0.42 for four frames, then both corners read
        and paired as the 5♣; 3♣ 4♥ 5♣ 6♣ is a straight, but 3♣ 4♥ 5♣ was played). A real
        card lying so is read still, unless that card now covers it: read surely before, it
        is not left out (a pair's 9♠ under the 9♣ squared onto it)."""
        tracks = self._tracks
        out = CardSet()
        for card in cards:
            track = tracks.get(card)
            if track is None or not self._weak(track):
                continue
            for other in track.echo_of:
                whole = tracks.get(other)
                if (
                    other in cards
                    and whole is not None
                    and whole.whole
                    and whole.whole_t > track.last_t
                    and self._lies_as_echo(track, other)
                    and math.hypot(whole.x - track.x, whole.y - track.y) <= FAR_APART
                ):
                    out |= CardSet([card])
                    break
        return CardSet() if out == cards else out

    def _came_from_seat(self, split: list[tuple[CardSet, float]]) -> bool:
        """Whether the plays of ``split`` may be made in turn, each by a seat it may have
        come from (by where it landed and the motion, :meth:`_seat_for`), each on the one
        before (as :meth:`_accept` will take them)."""
        game = self.game
        try:
            self.game = _clone(game)
            for number, (cards, appear_t) in enumerate(split):
                swept = self._swept_before(appear_t) if number == 0 else False
                evidence = self._seat_evidence(cards, appear_t, remember=False)
                seat = self._seat_for(cards, evidence, swept)
                if seat is None:
                    return False
                _apply(self.game, LoggedPlay(cards, seat, self._t, swept), number)
            return True
        finally:
            self.game = game

    def _echoes_trick(self, cards: CardSet) -> bool:
        """Whether each of ``cards`` may be the other corner of a card of the current trick,
        read as a related code, and so no card: seen only by one corner, never read with
        ``weak_conf``, lying where that card's other corner would in at least half the frames
        it was seen in (:meth:`_lies_as_echo`), while that card is on the table; or lying,
        read as any code, on a corner of that card seen whole, where it lay then
        (:meth:`_on_its_corner`). (5907: the
        far corner of an 8♣ of the trick, half under the 10♥ laid on it, was read 6♣ 0.21
        (6♣ 0.43 / 8♣ 0.34) for four frames, and became the lead of the 10♥'s seat after
        all passed. 14217: an 8♥'s far corner, shown again as the K♠ laid over it settled,
        read 7♥ 0.35 / 6♥ 0.14 / 8♥ 0.09, no related code, and led the same way.) Such a
        phantom is a card again once read with ``weak_conf`` in each of
        its last ``k`` sightings (:meth:`_read_surely`), or seen whole: a card laid there, or
        that code played elsewhere, is read so in time. The price: a real single laid
        exactly on a trick card's covered corner, half under another card, read weakly by
        that one corner only and never better, is lost."""
        tracks = self._tracks
        trick = [c for c in self._trick_cards() if c in tracks and tracks[c].present]
        return bool(cards) and all(
            c in tracks
            and self._weak(tracks[c])
            and any(
                (self._lies_as_echo(tracks[c], o) and not self._echoes_new_card(tracks[c], o))
                or self._on_its_corner(tracks[c], o)
                for o in trick
            )
            for c in cards
        )

    def _echoes_new_card(self, track: _CardTrack, other: Card) -> bool:
        """Whether the card of ``track``, lying as ``other``'s echo (:meth:`_lies_as_echo`),
        had that reading of ``other`` on a new card's corner (:meth:`_on_new_card`) in ``k``
        frames at least, and in at least half of those it lay as its echo in."""
        new = track.new_card_echo_of.get(other, 0)
        return new >= self.k and 2 * new >= track.echo_of.get(other, 0)

    def _on_new_card(self, weak: _CardTrack, x: float, y: float, other: Card, span: float) -> bool:
        """Whether a reading on ``(x, y)`` that names ``other`` as its echo (Sighting.echoes)
        lies with that reading of ``other`` as one card, not as a corner of ``other``:
        ``other`` was seen whole by two corners a card's ``span`` apart (``card_corners``),
        is not seen whole this frame, and is read on one of those corners (it lies there
        still) and also where neither lies (beyond ``same_spot``), a card's span from
        ``(x, y)`` (``FAR_CORNER_BAND``); and ``(x, y)`` lies more than a span from both
        those corners (a corner of no card lying there, whichever two corners those were).
        Then that reading of ``other`` is the new card's near corner read as ``other``.
        (16110: the Q♣ laid beside the trick's 10♣, its far corner read Q♣ 0.38, its near
        one 10♣ 0.36 / Q♣ 0.23, each naming the other; the 10♣ still read 0.21 on its own
        corner, the Q♣ 1.2 and 1.5 spans from the 10♣'s two.)"""
        track = self._tracks.get(other)
        if track is None or len(track.card_corners) != 2 or other in self._corners_now:
            return False
        corners = track.card_corners
        if any(math.hypot(x - cx, y - cy) <= span for cx, cy in corners):
            return False
        # (on a corner of another card of the trick, where it lay seen whole, unread now but
        # seen until the weak card came: that card misread by both corners a moment,
        # helper-102; not one covered long before, its corners' spots under the pile)
        for o in self._trick_cards():
            seen = self._tracks.get(o)
            if (
                o != other
                and seen is not None
                and seen.last_t >= weak.first_t - self.motion_window
                and all(c != o for _, _, c in self._spots)
                and any(
                    math.hypot(x - cx, y - cy) <= self.same_spot for cx, cy in seen.card_corners
                )
            ):
                return False
        (ax, ay), (bx, by) = corners
        ex, ey = bx - ax, by - ay

        def edge(sx: float, sy: float) -> bool:
            # (``(x, y)`` and that reading parallel to the pair seen whole: the other edge of
            # a four-index card seen whole by one edge, helper-102)
            dx, dy = sx - x, sy - y
            along = abs(dx * ex + dy * ey)
            return along >= FAR_CORNER_ALONG * math.hypot(dx, dy) * math.hypot(ex, ey)

        readings = [(sx, sy) for sx, sy, c in self._spots if c == other]
        on = [
            any(math.hypot(sx - cx, sy - cy) <= self.same_spot for cx, cy in corners)
            for sx, sy in readings
        ]
        low, high = FAR_CORNER_BAND
        return any(on) and any(
            not here
            and low * span <= math.hypot(sx - x, sy - y) <= high * span
            and not edge(sx, sy)
            for (sx, sy), here in zip(readings, on, strict=True)
        )

    def _on_its_corner(self, track: _CardTrack, other: Card) -> bool:
        """Whether the card of ``track`` lies on a corner of ``other`` as it lay when seen
        whole, ``other`` still lying there (:meth:`_lies_on_corner`, ``by_corner``), and
        among its runners-up (``alternative_min`` a frame on average), and no arm but that of
        the seat whose play lies last (its card, laid over that corner, uncovers it as it
        settles) moved in the ``motion_window`` before the card was first seen: a card
        another seat's arm brought there is a card (a real A♥ laid with its index on the 8♥'s
        covered corner, half under the K♠, read A♥ 0.7 / 8♥ 0.1). Without motion measured,
        nothing says so."""
        return (
            track.votes.get(other, 0.0) >= self.alternative_min * max(track.voted, 1)
            and self._lies_on_corner(other, track.x, track.y, by_corner=True)
            and self._only_last_arm_moved(track.first_t - self.motion_window, track.first_t)
        )

    def _only_last_arm_moved(self, since: float, until: float) -> bool:
        """Whether nothing moved from ``since`` to ``until`` but the side of the seat of the
        last logged play (anything at all, with none)."""
        last = self._last_logged_play()
        side = None if last is None else self.layout.sides[last.seat]
        return all(
            v == 0.0
            for mt, e in self._motion
            if since <= mt <= until
            for s, v in e.items()
            if s != side
        )

    def _split_after_misread(self, cards: dict[Card, float]) -> list[tuple[CardSet, float]]:
        """The cards split where the next play landed on one that is no combination as read
        but a play all the same: one card of it read as its likely runner-up
        (:meth:`_misread_explains`), or a card that left the coached hand with it
        (:meth:`_hand_plays`), makes it one, and with the rest after it the plays may be
        made in turn (:meth:`_in_turn`). The first cards (up to a pause of
        ``split_gap``) are that play, the rest plays as :meth:`_split` splits them; [] when
        no such cut makes every part a play. (5♣ with a 5♠ corner read 6♠, then 7♠ 7♦ on
        it: 5♣ 6♠ 7♠ is a straight, but the 7♠ and 7♦ arrived together.)"""
        ordered = sorted(cards.items(), key=lambda item: item[1])
        for i in range(1, len(ordered)):
            if ordered[i][1] - ordered[i - 1][1] < self.split_gap:
                continue
            first = CardSet(c for c, _ in ordered[:i])
            if classify(first, self.house_rules) is not None:
                continue
            rest = self._split(dict(ordered[i:]))
            if not all(classify(group, self.house_rules) is not None for group, _ in rest):
                continue
            as_read = self._misread_plays(first) + self._hand_plays(first, ordered[0][1])
            if any(self._in_turn([play, *(group for group, _ in rest)]) for play in as_read):
                return [(first, ordered[0][1]), *rest]
        return []

    def _in_turn(
        self, plays: list[CardSet], swept: bool | None = None, seat: int | None = None
    ) -> bool:
        """Whether ``plays`` may be made one after the other now, each on the one before in
        the same trick, each by the seat the rules like best (the first by ``seat``, when
        given): a pair, then a straight on it, may not (that is one straight with a card read
        as another, not two plays). The first may lead after a sweep; ``swept``: whether one
        was seen before it (:meth:`_swept_before`), and then the first must land on the last
        play unless it was (None: either, and it may lead after everyone passed). A play
        that ends its own trick (all the others passed or went out) is made on the one
        before."""
        game = _clone(self.game)
        for number, cards in enumerate(plays):
            sweeps = (False,) if number else (False, True) if swept is None else (swept,)
            seats = (seat,) if number == 0 and seat is not None else range(self.layout.players)
            options = [
                (cost, who, after_sweep)
                for who in seats
                for after_sweep in sweeps
                if (cost := _attribution_cost(game, cards, who, after_sweep)) is not None
            ]
            if not options:
                return False
            _, who, after_sweep = min(options)
            trick = game.trick
            events = _apply(game, LoggedPlay(cards, who, self._t, after_sweep), number)
            # (made in a later trick: all passed first; it leads, it does not land on the one
            # before)
            later = any(isinstance(e, PlayEvent) and e.trick != trick for e in events)
            if later and not after_sweep and (number or swept is not None):
                return False
        return True

    def _misread_explains(self, cards: CardSet) -> bool:
        """Whether one card of ``cards``, read as a runner-up of it (:meth:`_runners_up`, at
        least ``MISREAD_KEPT`` as often as what was read), makes them a play some seat may
        make now: then :meth:`_accept` repairs the play rather than leaving the card out
        (a 5♠ corner read 6♠, 0.63 against 0.35, beside a 5♣), and the next play landing
        on it is a play of its own (:meth:`_split_after_misread`)."""
        return bool(self._misread_plays(cards))

    def _misread_plays(self, cards: CardSet) -> list[CardSet]:
        """The plays :meth:`_misread_explains` finds ``cards`` may be."""
        out: list[CardSet] = []
        for card in cards:
            track = self._tracks.get(card)
            if track is None or not track.voted:
                continue
            for _, other in self._runners_up(card, track, cards, MISREAD_KEPT):
                new = cards - CardSet([card]) | CardSet([other])
                if classify(new, self.house_rules) is not None and self._playable(new):
                    out.append(new)
        return out

    def _completes_disputed(self, cards: CardSet) -> bool:
        """``cards`` landed beside the rejected play (twice ``split_distance``), and with it
        they are a play its seat may make now while no other seat could play them on their
        own without that seat having passed (its rejected cards lie there: it did not pass).
        A single 2 rejected on a pair, then the other 2 seen late: the arm that brought both
        is gone by then, so where the motion came from says little."""
        seat = self._disputed_seat
        joined = cards | CardSet(self._disputed)
        if _attribution_cost(self.game, joined, seat, False) is None:
            return False
        for other in range(self.layout.players):
            if other == seat:
                continue
            try:
                passes, _, _ = plan_play(self.game, cards, other, False)
            except IllegalPlayError:
                continue
            if seat not in passes:
                return False
        placed = [self._tracks[c] for c in self._disputed if c in self._tracks]
        landed = [self._tracks[c] for c in cards if c in self._tracks]
        if not placed or not landed:
            return False
        return _centre_distance(placed, landed) <= 2 * self.split_distance

    def _seen_since(self, cards: CardSet, since: float) -> bool:
        """Some of ``cards`` was seen at or after ``since`` (the rest may be covered)."""
        tracks = self._tracks
        return any(card in tracks and tracks[card].last_t >= since for card in cards)

    def _force_disputed(
        self, t: float, *, now: bool = False, landed_on: bool = False
    ) -> list[Event]:
        """A play the rules reject that stays on the table (for ``force_after`` seconds, or
        ``now``: when the next play lands, the trick is swept or the stream ends) was
        accepted by the players: record it (marked illegal) so the game goes on. If the seat
        it came from cannot have played it (too few cards left, gone out: the record of an
        earlier play is wrong), it goes to the first seat from the one on turn that can, so
        the cards still count as played. ``now``, cards that cannot be recorded (no
        combination, or impossible) are given up: left alone until they leave the table. So
        are cards that may all be no cards (:meth:`_weak`) when the next play lands on them
        (``landed_on``); until then they wait, however long. (6700: as a pair was pushed
        straight, something on the pile was read J♥ 0.23 by one corner, a single on the pair;
        the next play covered it, and it stood as an illegal play that ended the trick. The
        price: a real card played against the rules, read so weakly by one corner only, and
        played on, is lost, and the fault with it.)"""
        if not self._disputed:
            return []
        cards = CardSet(self._disputed)
        weak = all(c in self._tracks and self._weak(self._tracks[c]) for c in cards)
        if not now and (
            weak
            or t - max(self._disputed.values()) < self.force_after
            or not self._seen_since(cards, t - self.sweep_gap)
        ):
            return []
        if classify(cards, self.house_rules) is None or self.game.is_over or (weak and landed_on):
            if now:
                self._ignored.update(self._disputed)
                self._disputed.clear()
            return []
        players, seat = self.layout.players, self._disputed_seat
        start = self.game.turn if self.game.turn is not None else seat
        seats = [
            seat,
            *((start + i) % players for i in range(players) if (start + i) % players != seat),
        ]
        refused: IllegalPlayError | None = None
        for candidate in seats:
            entry = LoggedPlay(cards, candidate, t, False, forced=True)
            try:
                events = _apply(self.game, entry, len(self.plays()))
                break
            except IllegalPlayError as exc:  # nothing was applied
                refused = refused or exc
        else:
            self._ignored.update(self._disputed)
            self._disputed.clear()
            return [FaultEvent(t, "illegal_play", str(refused), cards, seat)]
        self._disputed.clear()
        self.log.append(entry)
        self._trick_last_visible = t
        return events

    def _split(self, cards: dict[Card, float]) -> list[tuple[CardSet, float]]:
        """One play if the cards form a combination; else the split of the cards, in order of
        arrival, into consecutive valid combinations that cuts at the longest pauses."""
        whole = CardSet(cards)
        whole_valid = classify(whole, self.house_rules) is not None
        if len(cards) > 16:
            return [(whole, min(cards.values()))]
        ordered = sorted(cards.items(), key=lambda item: item[1])
        n = len(ordered)
        # best[i]: (score, cuts) for the first i cards; score = sum of the pauses cut at
        best: list[tuple[float, list[int]] | None] = [None] * (n + 1)
        best[0] = (0.0, [])
        for end in range(1, n + 1):
            for start in range(end):
                prev = best[start]
                if prev is None:
                    continue
                group = CardSet(c for c, _ in ordered[start:end])
                if classify(group, self.house_rules) is None:
                    continue
                pause = ordered[start][1] - ordered[start - 1][1] if start else 0.0
                if start and pause < self.split_gap:
                    continue  # cards that arrived together belong to one play
                score = prev[0] + pause
                if best[end] is None or score > best[end][0]:  # type: ignore[index]
                    best[end] = (score, [*prev[1], start])
        result = best[n]
        if result is None or len(result[1]) < 2:
            return [(whole, min(cards.values()))]
        cuts = [*result[1], n]
        groups = [ordered[a:b] for a, b in pairwise(cuts)]
        if whole_valid:
            # together they are a combination too (3-4-5 then 6-7-8): split only when the
            # parts came apart in time and landed apart in space
            for first, second in pairwise(groups):
                pause = second[0][1] - first[-1][1]
                if pause < self.split_gap or self._distance(first, second) < self.split_distance:
                    return [(whole, min(cards.values()))]
        return [(CardSet(c for c, _ in g), g[0][1]) for g in groups]

    def _distance(self, a: list[tuple[Card, float]], b: list[tuple[Card, float]]) -> float:
        return _centre_distance([self._tracks[c] for c, _ in a], [self._tracks[c] for c, _ in b])

    def _accept(
        self,
        cards: CardSet,
        appear_t: float,
        t: float,
        *,
        repair: bool = True,
        evidence: list[float] | None = None,
        misreads: tuple[tuple[Card, Card | None], ...] = (),
        inferred: tuple[Card, ...] = (),
        made_t: float | None = None,
    ) -> list[Event]:
        if repair and evidence is None and (joined := self._join_last_play(cards, appear_t, t)):
            return joined
        if cards and cards <= CardSet(self._late_only):
            # read weakly where no arm came, kept only as the last play's card seen late, and
            # not that: no card (12919: a 6♣ under the A♥ that beat it showed one club pip,
            # read A♣ 0.21 a second after the arm left; A♥ A♣ is a pair, but the A♣ lay
            # apart from the A♥, and it became a lead of the A♥'s seat after three passes
            # inferred in no time)
            self._unmoved |= set(cards)
            self._late_only -= set(cards)
            return []
        game = self.game
        swept = self._swept_before(appear_t)
        combo = classify(cards, self.house_rules)
        if evidence is None:
            evidence = self._seat_evidence(cards, appear_t)
        likeliest = max(range(len(evidence)), key=evidence.__getitem__)
        if combo is None:
            fix = self._repair(cards, swept, likeliest, leave_out=True) if repair else None
            more = (
                self._faint_extends(cards, swept, likeliest, appear_t)
                if repair and (fix is None or not self._renames_surely(fix[1]))
                else None
            )
            if more is not None and (
                fix is None
                or all(actual is None for _, actual in fix[1])
                or _fills_gap(cards, more[1])
            ):
                # a card seen faintly among the cards, arrived with them, that makes them
                # the play: rather that than leave cards out as no cards, or rename one by
                # an unlikely runner-up when it fills a rank between theirs (8107: J♦ K♠,
                # the J♦ read weakly, the Q♣ between them faintly: J♦ Q♣ K♠; not a 10♥
                # read on a 9♥'s pips making 8♥ 9♠ 10♥ of a 9♥ read 8♥)
                return self._accept_completed(*more, appear_t, t, evidence)
            if fix is not None:
                return self._accept_repaired(*fix, appear_t, t, evidence)
            if repair and (found := self._complete(cards, swept, likeliest, appear_t)):
                return self._accept_completed(*found, appear_t, t, evidence)
            self._dispute(cards, likeliest, t, appear_t, evidence)
            return [
                FaultEvent(
                    t,
                    "invalid_combination",
                    f"{cards} is not a valid combination",
                    cards,
                    likeliest,
                )
            ]
        corrected: list[Event] = []
        if (
            _attribution_cost(game, cards, likeliest, swept) is None
            and evidence[likeliest] >= self.rewrite_evidence
        ):
            corrected = self._correct_history(cards, likeliest, swept, t)
            if corrected:
                game = self.game
        seat_of = self._seat_for(cards, evidence, swept)
        if seat_of is None:
            if repair and not corrected and (fix := self._repair(cards, swept, likeliest)):
                return self._accept_repaired(*fix, appear_t, t, evidence)
            if (
                repair
                and not corrected
                and (found := self._complete(cards, swept, likeliest, appear_t))
            ):
                return self._accept_completed(*found, appear_t, t, evidence)
            if (
                repair
                and not corrected
                and (filled := self._complete_with_swept(cards, swept, likeliest, appear_t))
            ):
                # the swept card's code means that card on its spot from now on
                play, code, other, r = filled
                self._misreads[code] = _Misread(other, r.x, r.y, play, game.trick)
                return self._accept_completed(play, other, r.x, r.y, appear_t, t, evidence)
            if not corrected and (split := self._split_joined(cards, likeliest, swept, t)):
                # (when nothing seen explains the play as the record stands: review125's pair
                # answering a pair, its second card faint or gone from the coached hand)
                return split + self._accept(
                    cards,
                    appear_t,
                    t,
                    repair=repair,
                    evidence=evidence,
                    misreads=misreads,
                    inferred=inferred,
                    made_t=made_t,
                )
            turn = game.turn
            seat = max(
                range(len(evidence)), key=lambda s: evidence[s] * (2.0 if s == turn else 1.0)
            )
            self._dispute(cards, seat, t, appear_t, evidence)
            try:
                plan_play(game, cards, seat, swept)
                reason = f"{cards} does not fit the game"  # pragma: no cover
            except IllegalPlayError as exc:
                reason = str(exc)
            return [FaultEvent(t, "illegal_play", reason, cards, seat)]
        if (
            not corrected
            and seat_of == self.layout.coached_seat
            # (a play completed by a card seen faintly too: 13700's Q♦ was)
            and (fix := self._from_coached_hand(cards, swept))
        ):
            return self._accept_repaired(*fix, appear_t, t, evidence)
        if (
            repair
            and not corrected
            and (more := self._faint_extends(cards, swept, seat_of, appear_t))
        ):
            return self._accept_completed(*more, appear_t, t, evidence)
        entry = LoggedPlay(
            cards,
            seat_of,
            t if made_t is None else made_t,
            swept,
            evidence=tuple(evidence),
            misreads=misreads,
            inferred=inferred,
        )
        number = sum(1 for e in self.log if isinstance(e, LoggedPlay))
        events = _apply(game, entry, number)
        self.log.append(entry)
        self._trick_last_visible = t
        return corrected + events

    def _from_coached_hand(
        self, cards: CardSet, swept: bool
    ) -> tuple[CardSet, list[tuple[Card, Card | None]]] | None:
        """A play of the coached seat read with a card its hand did not hold, while the hand
        is read whole (as many cards as the seat has left): the play the likeliest runner-up
        of that card that the hand held makes (at least ``repair_min`` as often as what was
        read; the play still one the seat may make), as :meth:`_repair` gives it, or None
        (13700: the coached J♠ Q♥ K♦ A♠, its Q♥ read Q♦ 0.61-0.74 / Q♥ 0.19-0.33 by one
        corner; the hand held a Q♥ and no Q♦). A card seen whole on the table is renamed so
        only when the runner-up was read at least ``MISREAD_KEPT`` as often since it landed,
        and the coached side was seen moving since it came (or no motion was measured)
        (14200's Q♣, read whole 10♣ / Q♣ 0.33-0.37; helper-84: not another seat's card
        whose arm the side bands missed)."""
        coached = self.layout.coached_seat
        hand = self.hand
        if len(hand) != self.game.cards_left[coached] or cards <= hand:
            return None
        options: list[tuple[float, Card, Card]] = []
        for card in cards - hand:
            track = self._tracks.get(card)
            if track is None or not track.voted:
                continue
            # (a card seen whole on the table only by a runner-up read at least
            # ``MISREAD_KEPT`` as often since it landed: else the hand's reading is no surer
            # than that; 14200's Q♣, read whole 10♣ 0.62-0.66 / Q♣ 0.33-0.37 as the coached
            # seat played it, the hand holding Q♣ Q♦)
            whole = track.whole_t < math.inf
            landed = track.landed_votes
            # (... and the coached side seen moving since the card came, or no motion
            # measured: 14200's arm left the table; else another seat's card, laid as the
            # hand's card was hidden a moment, whose arm the bands missed)
            arm = self._coached_side_moved(track.first_t - self.motion_window)
            for other in track.votes:
                ratio = track.ratio(other, card)
                held = self._tracks.get(other)
                if (
                    other in hand
                    and other not in cards
                    and ratio >= self.repair_min
                    and (
                        not whole
                        or (
                            landed.get(other, 0.0) >= MISREAD_KEPT * landed.get(card, 0.0) > 0.0
                            and arm is not False
                        )
                    )
                    # (the rest of the play the hand's too: else not the coached seat's)
                    and cards - CardSet([card]) <= hand
                    # (and gone from the hand: one read there since the card came, not played)
                    and not (held is not None and held.hand_t >= track.first_t)
                ):
                    options.append((ratio, card, other))
        for _, card, other in sorted(options, key=lambda o: -o[0]):
            new = cards - CardSet([card]) | CardSet([other])
            if (
                classify(new, self.house_rules) is not None
                and _attribution_cost(self.game, new, coached, swept) is not None
            ):
                return new, [(card, other)]
        return None

    def _renames_surely(self, chosen: list[tuple[Card, Card | None]]) -> bool:
        """Whether a repair (:meth:`_repair`'s explanation) renames a card by a runner-up
        read at least ``MISREAD_KEPT`` as often as it was: a likely misreading, not only a
        card left out or renamed at a long shot."""
        return any(
            actual is not None
            and (track := self._tracks.get(read)) is not None
            and track.ratio(actual, read) >= MISREAD_KEPT
            for read, actual in chosen
        )

    def _seat_for(
        self, cards: CardSet, evidence: Sequence[float], swept: bool, game: Game | None = None
    ) -> int | None:
        """The seat that played ``cards``: of the seats the rules let play them now (in
        ``game``; by default the tracker's), the likeliest by ``evidence`` (where they landed
        and the motion) and the prior of the passes it implies (``pass_cost`` each, out of
        turn 0.3); None when none may, or when only a seat the cards did not come from may
        and the rules are less likely wrong than the camera (``illegal_cost``)."""
        game = self.game if game is None else game
        likeliest = max(range(len(evidence)), key=evidence.__getitem__)
        best: tuple[float, int] | None = None
        for seat in range(self.layout.players):
            cost = _attribution_cost(game, cards, seat, swept)
            if cost is None:
                continue
            passes, out_of_turn = cost
            prior = self.pass_cost**passes * (0.3 if out_of_turn else 1.0)
            score = math.log(max(evidence[seat], 1e-9)) + math.log(prior)
            if best is None or score > best[0]:
                best = (score, seat)
        if (
            best is not None
            and best[1] != likeliest
            and math.log(max(evidence[likeliest], 1e-9) * self.illegal_cost) > best[0]
            and _attribution_cost(game, cards, likeliest, swept) is None
        ):
            return None  # only a seat the cards did not come from may play them
        return None if best is None else best[1]

    def _swept_before(self, appear_t: float) -> bool:
        """Whether the pile was swept before cards appearing at ``appear_t`` landed: none of
        the trick's cards seen for ``sweep_gap`` before."""
        return (
            self.game.table is not None
            and self._trick_last_visible < appear_t - self.sweep_gap
            and not any(
                self._tracks[c].present and self._tracks[c].last_t > appear_t - self.sweep_gap
                for c in self._trick_cards()
                if c in self._tracks
            )
        )

    def _repair(
        self, cards: CardSet, swept: bool, seat: int, *, leave_out: bool = False
    ) -> tuple[CardSet, list[tuple[Card, Card | None]]] | None:
        """A play the rules reject (no combination, or ``seat``, where the cards came from,
        may not play it) that one or two misread cards explain: the play ``seat`` may make
        that the likeliest explanation gives, with the explanation (``(card as read, the card
        it is or None: no card of the play)``), or None. Nothing is changed here.

        A card's explanations are its runners-up: codes the detector gave it at least
        ``repair_min`` as often as what was read, over the frames it was seen (that is the
        likelihood ratio). A runner-up that is not on the table elsewhere, not played and
        not in the coached hand is the card it was; one that is another card of the play
        makes the card no card of it (the other corner of that card, read as another), with
        ``leave_out`` only (for a play that is no combination: a play that is one keeps its
        size, as a pair of one rank whose suits look alike must not become a single), or
        when the two were last seen whole with their corners on the same spots
        (:meth:`_same_corners`: one card read as either, 13609's Q♥ read Q♦ 0.55 / Q♥ 0.44
        in 4 frames of 14, Q♦ Q♥ a pair on a single). A card seen whole on the spot where
        another card of the play, its likely runner-up (``MISREAD_KEPT``), was read by one
        corner before (:meth:`_read_on_its_corner`) is that card (15200); or that corner,
        if it doubted toward the whole card's code (``MISREAD_KEPT``), was no card of the
        play, whichever the readings make likelier (16663's A♣, its corner read A♠ three
        frames in doubt, A♠ 0.51 / A♣ 0.41, then whole A♣ 0.65 / A♠ 0.34 for seconds: the
        A♣). A weak
        card (:meth:`_weak`) of a play of several may be no card of it, in any play, as the
        least likely explanation (``repair_min``).
        Cards read without doubt that break the rules are a play the rules reject: a fault.
        """
        game = self.game
        # (likelihood ratio, card as read, the card it is or None: no card of the play)
        swaps: list[tuple[float, Card, Card | None]] = []
        for card in cards:
            track = self._tracks.get(card)
            if track is not None and len(cards) > 1 and self._weak(track):
                swaps.append((self.repair_min, card, None))  # perhaps no card at all
            if track is None or not track.voted:
                continue
            options: list[tuple[float, Card | None]] = list(self._runners_up(card, track, cards))
            # another card of the play among its runners-up: the card no card of the play
            # (its other corner read as another), or, seen whole where that card was read by
            # one corner just before, that card read as another code
            dropped: list[tuple[float, Card | None]] = []
            renamed: list[tuple[float, Card | None]] = []
            for other in track.votes:
                if other == card or other not in cards:
                    continue
                ratio = track.ratio(other, card)
                doubted = ratio >= MISREAD_KEPT  # (read in doubt between them)
                other_track = self._tracks.get(other)
                if ratio >= self.repair_min and (
                    leave_out or (doubted and self._same_corners(track, other_track))
                ):
                    dropped.append((ratio, None))
                if doubted and self._read_on_its_corner(track, other_track):
                    renamed.append((ratio, other))
                    # (or that corner was this card read as another: no card of the play,
                    # as likely as that corner's readings named this card)
                    assert other_track is not None
                    if (back := other_track.ratio(card, other)) >= MISREAD_KEPT:
                        swaps.append((back, other, None))
            options += dropped + renamed
            options.sort(key=lambda option: -option[0])
            swaps += [(ratio, card, other) for ratio, other in options[:3]]

        # (of weak cards as likely no card, the least surely read lately first, by the
        # median of its last readings: 16362's K♥, a fragment read 0.21 beside the K♣
        # landing, read 0.39 by one corner; K♣ K♥ a pair on a single, and the K♣ was
        # dropped, first of the two as they came. Not by its surest reading: a glint read
        # surely a moment, review109)
        def surety(swap: tuple[float, Card, Card | None]) -> float:
            track = self._tracks.get(swap[1])
            if swap[2] is not None or track is None or not track.confidences:
                return 0.0
            return statistics.median(track.confidences)

        # (pairs of them are tried too)
        swaps = sorted(swaps, key=lambda swap: (-swap[0], surety(swap)))[:12]
        choices = [(ratio, [(read, other)]) for ratio, read, other in swaps]
        choices += [
            (a[0] * b[0], [(a[1], a[2]), (b[1], b[2])])
            for i, a in enumerate(swaps)
            for b in swaps[i + 1 :]
            if a[1] != b[1] and (a[2] is None or a[2] != b[2])
        ]
        choices.sort(key=lambda c: -c[0])
        for _, chosen in choices:
            others = CardSet(other for _, other in chosen if other is not None)
            new = cards - CardSet(read for read, _ in chosen) | others
            if not new or classify(new, self.house_rules) is None:
                continue
            if _attribution_cost(game, new, seat, swept) is None:
                continue
            return new, chosen
        return None

    def _same_corners(self, track: _CardTrack, other: _CardTrack | None) -> bool:
        """Whether ``track`` and ``other`` were last seen whole with each corner within
        ``same_spot`` of one of the other's: one card, as no two cards of a play lie
        (a pair's cards lie fanned or apart, one's corners hidden under the other)."""
        if other is None or not (track.whole and other.whole):
            return False
        if math.hypot(track.x - other.x, track.y - other.y) > self.same_spot:
            return False  # (one lies elsewhere now: its corners seen whole there are stale)
        a, b = track.corner_spots, other.corner_spots
        if len(a) != 2 or len(b) != 2:
            return False

        def on(ours: Sequence[tuple[float, float]], theirs: Sequence[tuple[float, float]]) -> bool:
            return all(
                any(math.hypot(x - ox, y - oy) <= self.same_spot for ox, oy in theirs)
                for x, y in ours
            )

        return on(a, b) and on(b, a)

    def _read_on_its_corner(self, track: _CardTrack, other: _CardTrack | None) -> bool:
        """Whether ``other``, never seen whole nor read since ``track`` was first seen whole,
        lies on a corner's spot of ``track`` (``same_spot``): that corner, read as another
        code by itself before both were paired (15200: the coached J♠ landing, its corner
        read J♠ 0.62 for three frames, then the card whole J♣ 0.6 / J♠ 0.38 on the same
        spot; J♠ J♣ a pair on a single, and seat 2's real J♣ a moment later was lost)."""
        if other is None or other.whole or not track.whole or other.last_t >= track.whole_t:
            return False
        return track.on_corner(other.x, other.y, self.same_spot)

    def _runners_up(
        self, card: Card, track: _CardTrack, cards: CardSet, at_least: float | None = None
    ) -> Iterable[tuple[float, Card]]:
        """The cards ``card`` of ``cards`` may be (likelihood ratio, card): its runners-up, at
        least ``at_least`` (default ``repair_min``) as often as what was read, that are not of
        ``cards``, not played, not in the coached hand and not lying elsewhere on the table."""
        floor = self.repair_min if at_least is None else at_least
        for other in track.votes:
            ratio = track.ratio(other, card)
            if other == card or ratio < floor or other in cards:
                continue
            if other in self.game.played or other in self.hand:
                continue
            elsewhere = self._tracks.get(other)
            if (
                elsewhere is not None
                and elsewhere.present
                and not self._near(elsewhere, track.x, track.y)
            ):
                continue  # that card lies elsewhere on the table
            yield ratio, other

    def _from_hand_faintly(
        self, faint: list[Any], clear: list[Any], frame_size: tuple[int, int] | None
    ) -> list[Any]:
        """The faint sightings that are cards all the same: a card seen on the table (by one
        corner or both, however faintly), not read clearly in this
        frame (``clear``), that had just left the coached hand (:meth:`_just_left_hand`)
        while the coached seat's arm moved (:meth:`_coached_arm`), as of when it was first
        seen faintly there, and that is still seen so there in a frame in which nothing
        moves on the coached side (lying there: not a card in the fingers, shown, kept or put
        back); and then, while it is seen so on that spot (``same_spot``, missing ``n``
        frames at most), even once played. (6100: the coached player's Q♥,
        laid on the pile, was read 0.18 by both corners for two seconds, the hand no longer
        showing it; read clearly only later, by one corner, it was taken for a corner read
        anew, and the play was lost. 6505: its K♥, read 0.16-0.20 by one corner for 2.6
        seconds after the hand lost it, clearly for two frames only as the trick was swept.)"""
        taken: list[Any] = []
        kept: dict[Card, tuple[float, float, int]] = {}
        read = {_unpack(s, frame_size)[0] for s in clear} if faint else set()
        for s in faint:
            code, x, y, _, _, corners, _ = _unpack(s, frame_size)
            try:
                card = Card.parse(code)
            except InvalidNotationError:
                continue
            if code in read or card in kept or self.layout.in_hand_zone(x, y):
                continue
            spot = self._faint_from_hand.get(card)
            # when it was first seen faintly on this spot, if before this frame (judged as of
            # then: the arm that brought it)
            since = self._faint_since.get(card)
            at = (
                since[0]
                if since is not None
                and since[0] < self._t
                and math.hypot(since[1] - x, since[2] - y) <= self.same_spot
                else None
            )
            if (spot is not None and math.hypot(spot[0] - x, spot[1] - y) <= self.same_spot) or (
                at is not None
                and card not in self.game.played
                # (lying there, nothing moving on the coached side: not in the fingers)
                and not self._coached_side_moves()
                and self._just_left_hand(card, at)
                and self._coached_arm(at)
                and (len(corners) > 1 or self._lies_alone_faintly(card, x, y, at))
            ):
                taken.append(s)
                kept[card] = (x, y, self._frame)
        for card, spot in self._faint_from_hand.items():
            if card not in kept and spot[2] > self._frame - self.n:
                kept[card] = spot
        self._faint_from_hand = kept
        return taken

    def _lies_alone_faintly(self, card: Card, x: float, y: float, since: float) -> bool:
        """Whether a card seen faintly by one corner on ``(x, y)`` since ``since`` may be
        the coached play (:meth:`_from_hand_faintly`): seen so for twice ``still_time`` at
        least (a card held still in the fingers is seldom held so long), a
        card's width and more (``split_distance``) from the hand zone (not a card pulled up
        out of the fan), and no card of the trick or waiting card of a related code (the
        same rank and colour, or a 6 and a 9 of one suit) within twice ``split_distance``
        (not a Q♦'s far corner read as the Q♥ the hand hides a moment)."""
        reach = 2 * self.split_distance
        if self.still_time is not None and self._t - since < 2 * self.still_time:
            return False
        d = self.split_distance
        if any(
            self.layout.in_hand_zone(x + dx, y + dy)
            for dx, dy in ((d, 0), (-d, 0), (0, d), (0, -d))
        ):
            return False
        nearby = self._trick_cards() | CardSet(self._pending.cards)
        return not any(
            _related(card, other)
            and (track := self._tracks.get(other)) is not None
            and math.hypot(track.x - x, track.y - y) <= reach
            for other in nearby
        )

    def _note_faint(
        self, faint: Iterable[Any], frame_size: tuple[int, int] | None, seen: Mapping[Card, _Seen]
    ) -> None:
        """Remember this frame's faint sightings on the table (not of a card seen clearly in
        it), and forget what was not seen faintly for ``n`` frames."""
        frame = self._frame
        renamed: set[Card] = set()
        arm = self._lone_arm()
        self._faint_spots = []
        for s in faint:
            code, x, y, _, alternatives, _, _ = _unpack(s, frame_size)
            try:
                card = Card.parse(code)
            except InvalidNotationError:
                continue  # too faint to report
            if self.layout.in_hand_zone(x, y):
                continue
            self._faint_spots.append((x, y, card, frozenset(_toss_ups(card, alternatives))))
            if (card in self.game.played or card in seen) and (
                other := self._faint_runner_up(card, x, y, alternatives, seen)
            ):
                # (a card read clearly far away this frame too, as a clear reading is read
                # again as its runner-up (_reread): 8111's fragment on the pile read 8♣ 0.17,
                # the 8♣ in the coached hand; only for _lay_faint, not as a faint card)
                if card not in self.game.played:
                    renamed.add(other)
                # (a card swept away, read faintly: its runner-up is a guess, after a card
                # read faintly as itself)
                gone = self._tracks.get(card)
                if card not in seen and gone is not None and not gone.present:
                    self._faint_guessed.add(other)
                card = other
            elif card in seen:
                continue
            elif card not in self.game.played:
                self._faint_guessed.discard(card)
                # (only a reading no card read clearly or played explains: not a card's own
                # far corner, nor a played card's covered one)
                self._note_faint_toss(card, x, y, alternatives, seen)
                self._faint_doubts[card] = frozenset(
                    o for o in _toss_ups(card, alternatives) if o in seen
                )
            if card not in renamed:
                self._faint_renamed.discard(card)
            start = self._faint_since.get(card)
            if start is None or math.hypot(start[1] - x, start[2] - y) > self.same_spot:
                self._faint_since[card] = (self._t, x, y)
                track = self._tracks.get(card)
                if (
                    track is not None
                    and self._near(track, x, y)
                    and (track.present or self._t - track.gone_t <= self.vanish_time)
                ):
                    self._faint_lay.add(card)
                else:
                    self._faint_lay.discard(card)
            spots = self._faint.setdefault(card, deque(maxlen=self.n))
            if not spots or spots[-1][0] != frame:
                spots.append((frame, x, y))
            if card not in renamed:
                glimpse = self._glimpses.get(card)
                if glimpse is None or math.hypot(glimpse.x - x, glimpse.y - y) > self.same_spot:
                    glimpse = self._glimpses[card] = _Glimpse(x, y, self._t)
                if glimpse.frame != frame:
                    glimpse.frame, glimpse.last_t = frame, self._t
                    glimpse.seen += 1
                    if arm is not None:
                        glimpse.moving[arm] = glimpse.moving.get(arm, 0) + 1
                    glimpse.burst = glimpse.burst or (
                        sum(
                            f > frame - self.n and math.hypot(fx - x, fy - y) <= self.same_spot
                            for f, fx, fy in spots
                        )
                        >= self.k
                    )
        self._faint_renamed |= renamed
        for card in [c for c, g in self._glimpses.items() if g.last_t < self._t - self.force_after]:
            del self._glimpses[card]
        for card in [c for c, spots in self._faint.items() if spots[-1][0] <= frame - self.n]:
            del self._faint[card]
            self._faint_doubts.pop(card, None)
            self._faint_renamed.discard(card)
        # (when a card first seen faintly where it lay as a card was first seen so is kept
        # while it is read there clearly in between, within ``vanish_time``: it has lain
        # there since, :meth:`_lay_faint`; 16346's fragment on the pile, read A♣ 0.16-0.24
        # with the A♣ in the coached hand, renamed A♠, a card for seconds, then faint, its
        # faint record lapsing at each clear reading, became a card again as the coached
        # arm came and was taken for its play. Not a card first seen faintly as an arm laid
        # it, then clearly now and then: review109)
        for card in [c for c in self._faint_since if c not in self._faint]:
            _, x, y = self._faint_since[card]
            if card not in self._faint_lay or not self._just_read_on(card, x, y):
                del self._faint_since[card]
        self._faint_lay &= self._faint_since.keys()
        self._faint_guessed &= self._faint.keys() | self._glimpses.keys()
        for card in [c for c, spots in self._faint_toss.items() if spots[-1][0] <= frame - self.n]:
            del self._faint_toss[card]

    def _note_faint_toss(
        self, card: Card, x: float, y: float, alternatives: Any, seen: Mapping[Card, _Seen]
    ) -> None:
        """Remember where a faint reading of ``card`` had a runner-up at a toss-up with it (at
        least ``TOSS_UP`` as likely), neither played nor read clearly this frame: perhaps
        that card, seen faintly (8117: the J♣ of J♣ J♥, half under the J♥, read 3♣ 0.52 /
        J♣ 0.47). Only :meth:`_complete` reads these."""
        for other in _toss_ups(card, alternatives):
            if other in self.game.played or other in seen:
                continue
            spots = self._faint_toss.setdefault(other, deque(maxlen=self.n))
            if not spots or spots[-1][0] != self._frame:
                spots.append((self._frame, x, y))
            return  # (the likeliest such runner-up only)

    def _faint_runner_up(
        self, card: Card, x: float, y: float, alternatives: Any, seen: Mapping[Card, _Seen]
    ) -> Card | None:
        """What a faint reading of ``card``, a played card or one read clearly elsewhere in
        this frame, on ``(x, y)`` is when that card lies farther away (its centre more than
        twice ``split_distance``; read there this frame or not): its likeliest runner-up (at
        least ``alternative_min``) neither read this frame, played nor on the table; None when
        none is, or when the card lies near. (7007: the K♠ of the 7-card
        straight 8♦ 9♥ 10♥ J♦ Q♦ K♠ A♦, half covered by the A♦, was read faintly A♠ 0.50 /
        K♠ 0.46, the A♠ of the straight it beat lying a card's length away; without it the
        straight was no combination.)"""
        track = self._tracks.get(card)
        if track is None:
            return None
        # (where it is read this frame, if it is: the track's place is of the frames before;
        # a card no longer on the table, swept with its trick, lies nowhere: 10816's J♣ of
        # 8♠ 9♥ 10♣ J♣ Q♠, read faintly J♠ 0.59 / J♣ 0.38 by the spot where the played J♠
        # had lain two tricks before)
        tx, ty = seen[card][:2] if card in seen else (track.x, track.y)
        lies = card in seen or track.present
        if lies and math.hypot(tx - x, ty - y) <= 2 * self.split_distance:
            return None
        for code, p in alternatives:
            try:
                other = Card.parse(code) if isinstance(code, str) else code
            except InvalidNotationError:
                continue
            if (
                other != card
                and p >= self.alternative_min
                and other not in seen
                and self._unplaced(other)
            ):
                return other
        return None

    def _complete(
        self, cards: CardSet, swept: bool, seat: int, appear_t: float
    ) -> tuple[CardSet, Card, float, float] | None:
        """A play the rules reject (no combination, or ``seat``, where the cards came from,
        may not play it) that one card not seen clearly on the table makes the play ``seat``
        may make. That card is, first, one seen only faintly beside it: the other card of a
        pair half covered by the first (a K♥ alone on a pair of jacks, a K♣ showing a sliver
        of its corner under it). It must have been seen faintly in ``k`` of the last ``n``
        frames, within ``split_distance`` twice over of a card of the play; it must not be
        played, nor read clearly in this frame or the one before, nor lie elsewhere on the
        table, nor be in the coached hand (seen there a moment ago, or typed in) unless the
        coached seat made the play. The nearest that completes the play is taken. Or else it
        is a card that left the coached hand with the play (:meth:`_left_hand_with`) and was
        not seen since: a Q♣ under the Q♥ of Q♣ Q♥, not even faintly seen. Or else a toss-up
        runner-up of a faint reading beside it (:meth:`_note_faint_toss`, seen so in ``k`` of
        the last ``n`` frames). Last, a twin of a card of the play seen whole
        (:meth:`_twins`): its two corners perhaps two cards' (a guess from its readings
        only, which a card landing beside the play soon after replaces,
        :meth:`_join_last_play`). Returns the play, the card and where it lies (the play's
        centre, for one from the hand), or None. Nothing is changed here but that a twin
        put in is remembered as a guess (``_guessed``)."""
        placed = [self._tracks[c] for c in cards if c in self._tracks]
        if not placed:
            return None
        coached = self.layout.coached_seat
        cx = sum(tr.x for tr in placed) / len(placed)
        cy = sum(tr.y for tr in placed) / len(placed)
        options = self._faint_beside(cards, seat, 2 * self.split_distance)
        if seat == coached:
            options += [(0.0, card, cx, cy) for card in self._left_hand_with(cards, appear_t)]
        # (then a toss-up runner-up of a faint reading, seen so in k of the last n frames: a
        # card seen there, if faintly, before one inferred from another card's readings)
        options += self._faint_beside(cards, seat, 2 * self.split_distance, self._faint_toss)
        found = self._first_play_with(cards, options, seat, swept, appear_t)
        if found is not None:
            self._guessed.discard(found[1])  # (seen now, if faintly: no guess)
        else:
            # (last, the twin of a card seen whole: its two corners perhaps two cards; a
            # card of the trick seen whole only as the play came, too)
            twins = self._twins(cards, seat) + self._trick_twins(cards, seat, appear_t)
            found = self._first_play_with(cards, twins, seat, swept, appear_t)
            if found is not None:
                self._guessed.add(found[1])
        return found

    def _trick_twins(
        self, cards: CardSet, seat: int, appear_t: float
    ) -> list[tuple[float, Card, float, float]]:
        """Cards a card of the current trick, seen by one corner until ``cards`` came (at
        ``appear_t``, less ``split_gap``) and whole now, may lie beside: its new corner a
        card of the play, read with it as one card. A code related to it that this frame's
        reading gives at least ``TWIN_RATIO`` as often as the card, neither played, lying on
        the table nor in the coached hand (unless ``seat`` is the coached seat), as
        (how often against the card, that code, x, y) on the corner farther from where the
        card lay, the likeliest first (16685: the K♣ of Q♠ K♣ A♦, its corner read K♣ 0.81 /
        K♠ 0.18 by the trick's K♠, and paired with the K♠'s corner as one K♠ read apart,
        K♠ 0.69 / K♣ 0.30; Q♠ A♦ was rejected). Only a corner within ``split_distance`` of a
        card of the play: the trick card's own far corner, uncovered apart from the play, is
        no card of it (review116)."""
        coached = self.layout.coached_seat
        trick = self._trick_cards()
        options: list[tuple[float, Card, float, float]] = []
        for r in self._read_now:
            track = self._tracks.get(r.card)
            if (
                r.corners != 2
                or len(r.spots) != 2
                or r.card in cards
                or r.card not in trick
                or track is None
                or track.whole_t < appear_t - self.split_gap
                or not math.isfinite(track.spot_before[0])
            ):
                continue
            as_read = _p_read(r)
            far = max(r.spots, key=lambda spot: math.dist(spot, track.spot_before))
            # (among the play's cards, as 16685's K♣ between the Q♠ and the A♦)
            if not any(
                math.dist(far, (tr.x, tr.y)) <= self.split_distance
                for c in cards
                if (tr := self._tracks.get(c)) is not None
            ):
                continue
            for other, p in r.alternatives:
                if (
                    _related(r.card, other)
                    and other not in cards
                    and p >= TWIN_RATIO * as_read
                    and self._unplaced(other)
                    and (seat == coached or not self._in_hand(other))
                    and self._read_alone_at(other, far, appear_t - self.split_gap)
                ):
                    options.append((p / as_read, other, *far))
        return sorted(options, key=lambda option: (-option[0], option[1]))

    def _read_alone_at(self, card: Card, spot: tuple[float, float], since: float) -> bool:
        """Whether ``card`` was read on ``spot`` (twice ``same_spot``) at ``since`` or later,
        clearly or faintly: the corner read as its own card before another corner was paired
        with it (16685's K♣, read alone K♣ 0.78 a frame before it was paired with the K♠'s),
        not only as a runner-up of a card's far corner."""
        reach = 2 * self.same_spot
        glimpse = self._glimpses.get(card)
        if (
            glimpse is not None
            and glimpse.last_t >= since
            and math.dist((glimpse.x, glimpse.y), spot) <= reach
        ):
            return True
        track = self._tracks.get(card)
        return track is not None and track.last_t >= since and math.dist(track.spot, spot) <= reach

    def _twins(self, cards: CardSet, seat: int) -> list[tuple[float, Card, float, float]]:
        """Cards a card of ``cards`` seen whole this frame may lie beside, its two corners
        being two cards: a code related to it (the same rank in the same colour) that its
        readings gave at least ``TWIN_RATIO`` as often as what was read, neither played nor
        lying on the table, nor a card of the coached hand (:meth:`_in_hand`) unless ``seat``
        is the coached seat; as (how often against what was read, card, x, y) at the card's
        centre, the likeliest first. ``merge_corners``
        pairs two related corners that lie a card apart and read alike as one card: the
        lone corners of a pair's two cards may be so too (9417: Q♣ Q♠ on a pair of threes,
        the Q♣'s far corner, Q♣ 0.64 / Q♠ 0.33, and the Q♠'s corner read as one Q♣; 9400:
        K♣ K♠ read as one K♣, 0.63 / 0.36)."""
        coached = self.layout.coached_seat
        options: list[tuple[float, Card, float, float]] = []
        for card in cards:
            track, whole = self._tracks.get(card), self._whole_now(card)
            if track is None or whole is None or not track.voted:
                continue
            for other in track.votes:
                if (
                    _related(card, other)
                    and other not in cards
                    and track.ratio(other, card) >= TWIN_RATIO
                    and other not in self.game.played
                    # (on the table only on this very card, a corner or all of it read so a
                    # moment ago)
                    and (
                        self._unplaced(other)
                        or any(
                            self._near(self._tracks[other], x, y) for x, y in [whole[:2], *whole[3]]
                        )
                    )
                    and (seat == coached or not self._in_hand(other))
                ):
                    options.append((track.ratio(other, card), other, whole[0], whole[1]))
        # (the likeliest twin first)
        return sorted(options, key=lambda option: (-option[0], option[1]))

    def _in_hand(self, card: Card) -> bool:
        """Whether ``card`` is in the coached hand as far as can be told: read there now, or
        last seen there, however long ago (a sleeve over the hand hides its cards for
        seconds; :attr:`hand` lets go of them sooner), and not played since, unless another
        code was read on its spot since (then it was a hand card misread)."""
        if card in self.hand:
            return True
        track = self._tracks.get(card)
        return (
            track is not None
            and card not in self.game.played
            and self.layout.in_hand_zone(track.x, track.y)
            # (not a misreading of a hand card read as itself on that spot since)
            and not any(
                other.last_t > track.last_t
                and math.hypot(other.x - track.x, other.y - track.y) <= self.same_spot
                for code, other in self._tracks.items()
                if code != card
            )
        )

    def _faint_extends(
        self, cards: CardSet, swept: bool, seat: int, appear_t: float
    ) -> tuple[CardSet, Card, float, float] | None:
        """A card seen only faintly among a play of several cards ``seat`` may make (within
        the box around its cards' places, twice ``same_spot`` wider: not a single card's own far
        corner read as another suit, which lies out at a corner of it) that arrived with it
        (first seen faintly there at most ``settle_time`` before the play's first card was a
        card, not lying there before) and with which the cards are a play ``seat`` may make
        too: a card of the play read under the card threshold all along (the K♦ in the middle
        of K♥ K♦ K♠, 0.19 for seconds). A single seen whole (both corners this frame) may
        be joined so by a faint card first seen by the time the single was a card, lying
        within ``split_distance`` of one of its corners, outside the card and not on a corner
        (5806: a 3♣ showing as a sliver beside the near corner of the 3♦ of the lead 3♣ 3♦).
        As :meth:`_complete` returns, or None."""
        placed = [self._tracks[c] for c in cards if c in self._tracks]
        arrived = [
            (distance, card, x, y)
            for distance, card, x, y in self._faint_beside(cards, seat, self.split_distance * 2)
            if (since := self._faint_since.get(card)) is not None
            and since[0] >= appear_t - self.settle_time
        ]
        # (not on the face of a card seen whole this frame, around its centre: its pips or
        # court figure read as a card; FACE_ZONE of the way to its corners, short of its
        # long sides, beside which another card's index may peek out)
        wholes = [w for c in cards if (w := self._whole_now(c)) is not None]
        arrived = [
            option
            for option in arrived
            if all(
                math.hypot(option[2] - cx, option[3] - cy) > FACE_ZONE * half
                for cx, cy, half, _ in wholes
            )
            and not self._on_far_corner(option[1], option[2], option[3], cards, wholes)
        ]
        if len(placed) == 1:
            # a single seen whole (its two corners read this frame), the faint card first
            # seen by the time it was a card (not a next play laid on it): beside a corner of
            # it, outside it (not its own other corner read as another suit, on a corner)
            if len(wholes) != 1:
                return None
            corners = wholes[0][3]
            options = []
            for _, card, x, y in arrived:
                near = min(math.hypot(x - ox, y - oy) for ox, oy in corners)
                if (
                    self._faint_since[card][0] <= appear_t
                    and self.same_spot < near <= self.split_distance
                ):
                    options.append((near, card, x, y))
            return self._first_play_with(cards, sorted(options), seat, swept, appear_t)
        if len(placed) < 2:
            return None
        margin = 2 * self.same_spot  # (a fan is curved a little)
        left, right = min(t.x for t in placed) - margin, max(t.x for t in placed) + margin
        top, bottom = min(t.y for t in placed) - margin, max(t.y for t in placed) + margin
        options = [
            (distance, card, x, y)
            for distance, card, x, y in arrived
            if distance <= self.split_distance
            and (
                (left <= x <= right and top <= y <= bottom)
                # (one step on from a row, outside the box: only to complete cards that are
                # no play, the face of the row's last card lying there too, its pips read as
                # cards; and only with no arm over the table, or once another seat's arm came
                # over it after it lay still: not while the seat's own hand may still hide the
                # real card, helper-101)
                or (
                    classify(cards, self.house_rules) is None
                    and (
                        self._no_arm_now(self._t)
                        or self._arm_came_again(appear_t + self.settle_time, self._t, seat)
                    )
                    and self._continues_row(x, y, cards)
                )
            )
        ]
        return self._first_play_with(cards, options, seat, swept, appear_t)

    def _fills_row(self, x: float, y: float, cards: CardSet) -> bool:
        """Whether ``(x, y)`` lies in the gap of a row of ``cards``' corners read this frame:
        on the midpoint of spots of two different cards of them at least four times
        ``same_spot`` apart (16661: the 6♥ of 5♣ 6♥ 7♠ 8♣ 9♥, read between the 7♠'s and the
        5♣'s indices; :meth:`_on_row`)."""
        return self._on_row(x, y, cards, 0.5, 4 * self.same_spot)

    def _continues_row(self, x: float, y: float, cards: CardSet) -> bool:
        """Whether ``(x, y)`` lies one step on from the end of a row of ``cards``' corners
        read this frame: on ``b + (b - a)``, for spots ``a`` and ``b`` of two different
        cards of them at least twice ``same_spot`` apart (not of one card: its far corner
        lies one step on from its near corner through its centre). (16409: 3♠ 4♦ 5♣ laid in
        a row, their indices 37 px apart, the 3♠ read only faintly one step on from the 4♦,
        outside the box of the two cards' places.)"""
        return self._on_row(x, y, cards, 2.0, 2 * self.same_spot)

    def _on_row(self, x: float, y: float, cards: CardSet, step: float, apart: float) -> bool:
        """Whether ``(x, y)`` lies within ``same_spot`` of ``a + step (b - a)`` for spots
        ``a`` and ``b`` of two different cards of ``cards`` read this frame, at least
        ``apart`` apart."""
        spots = [(sx, sy, c) for sx, sy, c in self._spots if c in cards]
        return any(
            ca != cb
            and math.hypot(bx - ax, by - ay) >= apart
            and math.hypot(ax + step * (bx - ax) - x, ay + step * (by - ay) - y) <= self.same_spot
            for ax, ay, ca in spots
            for bx, by, cb in spots
        )

    def _on_far_corner(
        self,
        card: Card,
        x: float,
        y: float,
        cards: CardSet,
        wholes: list[tuple[float, float, float, list[tuple[float, float]]]],
    ) -> bool:
        """Whether a faint reading of ``card`` on ``(x, y)`` is the far corner of a card of
        ``cards``: its reading had that card among its runners-up at a toss-up, read clearly
        (:meth:`_note_faint`), and lies a card's span (within ``FAR_CORNER_BAND``) from that
        card's corner read this frame. The span: the median of the cards seen whole lately
        (``SPANS_MIN`` of them), else of ``wholes``, those of ``cards`` seen whole now; with
        neither, it is not. (14302: the 9♣ of 8♥ 9♣ 10♣ J♣, seen by its near corner, read
        faintly 7♣ 0.35 / 10♣ 0.30 / 9♣ 0.28 by its far one, made a straight 7♣ to J♣.)"""
        doubts = self._faint_doubts.get(card, frozenset()) & set(cards)
        if not doubts:
            return False
        halves = [half for _, _, half, _ in wholes if half > 0.0]  # (corners told apart)
        if len(self._spans) >= SPANS_MIN:
            span = statistics.median(self._spans)
        elif halves:
            span = 2 * statistics.median(halves)
        else:
            return False
        low, high = FAR_CORNER_BAND
        # (along a card: a real card of a long row lies a card's span from its neighbour's
        # neighbour's neighbour, across the cards, and a 3 reads much like an 8)
        axes = [(b[0] - a[0], b[1] - a[1]) for _, _, _, (a, b) in wholes] or [
            (seen[1][0] - seen[0][0], seen[1][1] - seen[0][1])
            for d in doubts
            if d in self._tracks and len(seen := self._tracks[d].corner_spots) == 2
        ]

        def along(dx: float, dy: float) -> bool:
            return not axes or any(
                abs(dx * ax + dy * ay) >= FAR_CORNER_ALONG * math.hypot(dx, dy) * math.hypot(ax, ay)
                for ax, ay in axes
            )

        return any(
            low * span <= math.hypot(x - sx, y - sy) <= high * span and along(x - sx, y - sy)
            for sx, sy, c in self._spots
            if c in doubts
        )

    def _whole_now(
        self, card: Card
    ) -> tuple[float, float, float, list[tuple[float, float]]] | None:
        """Where ``card`` lies if both its corners were read this frame: (centre x, y, half
        the distance between the corners, the corners), or None."""
        corners = [(sx, sy) for sx, sy, c in self._spots if c == card][1:]
        if len(corners) != 2:
            return None
        cx, cy = (corners[0][0] + corners[1][0]) / 2, (corners[0][1] + corners[1][1]) / 2
        return cx, cy, math.hypot(corners[0][0] - cx, corners[0][1] - cy), corners

    def _faint_completes(self, cards: CardSet, appear_t: float) -> bool:
        """Whether a card seen faintly among ``cards``, a group that is no combination,
        makes them a play the seat they came from may make (:meth:`_faint_extends`): then no
        card of them is left out as no card."""
        swept = self._swept_before(appear_t)
        likeliest = self._likeliest_seat(cards, appear_t)
        return self._faint_extends(cards, swept, likeliest, appear_t) is not None

    def _likeliest_seat(self, cards: CardSet, appear_t: float) -> int:
        """The seat ``cards`` (come at ``appear_t``) most likely came from, by where they
        landed and where motion came from (:meth:`_seat_evidence`, not remembered)."""
        evidence = self._seat_evidence(cards, appear_t, remember=False)
        return max(range(len(evidence)), key=evidence.__getitem__)

    def _first_play_with(
        self,
        cards: CardSet,
        options: Iterable[tuple[float, Card, float, float]],
        seat: int,
        swept: bool,
        appear_t: float,
    ) -> tuple[CardSet, Card, float, float] | None:
        """The first of ``options`` (distance, card, x, y) with which ``cards`` are a play
        ``seat`` may make, as (that play, the card, x, y), or None. Not one that needs more
        passes implied than ``cards`` as read, when the rules accept those and the play
        (come at ``appear_t``) arrived within ``ALL_PASS_S`` of the last play, no time for
        those passes (15104: the coached K♠ answering seat 3's last card, the Q♦, its far
        corner read K♦ 0.19 beside the K♠: K♠ K♦ was a pair lead after three passes
        inferred in no time; given the time, a pair led after the others passed keeps its
        faint card, though one card of it would beat the table)."""
        base = (
            _attribution_cost(self.game, cards, seat, swept)
            if appear_t - self._last_play_t() < ALL_PASS_S
            else None
        )
        for _, card, x, y in options:
            new = cards | CardSet([card])
            if (
                classify(new, self.house_rules) is not None
                and (cost := _attribution_cost(self.game, new, seat, swept)) is not None
                and (base is None or cost[0] <= base[0])
            ):
                return new, card, x, y
        return None

    def _faint_beside(
        self,
        cards: CardSet,
        seat: int,
        reach: float,
        source: Mapping[Card, deque[tuple[int, float, float]]] | None = None,
    ) -> list[tuple[float, Card, float, float]]:
        """Cards seen only faintly within ``reach`` of a card of ``cards``, nearest first, as
        (distance, card, x, y): seen faintly in ``k`` of the last ``n`` frames, not played,
        not read clearly in this frame or the one before, not lying elsewhere on the table,
        not in the coached hand (seen there a moment ago, or typed in) unless ``seat`` is the
        coached seat (:meth:`_complete`, :meth:`_faint_extends`)."""
        placed = [self._tracks[c] for c in cards if c in self._tracks]
        coached = self.layout.coached_seat
        options: list[tuple[float, Card, float, float]] = []
        if not placed:
            return options
        for card, spots in (self._faint if source is None else source).items():
            recent = [(x, y) for f, x, y in spots if f > self._frame - self.n]
            if not recent or card in cards or card in self.game.played:
                continue
            if source is None and card in self._faint_renamed:
                continue
            track = self._tracks.get(card)
            x = sorted(p[0] for p in recent)[len(recent) // 2]
            y = sorted(p[1] for p in recent)[len(recent) // 2]
            # (read clearly on that spot is seen there too, and more surely: 8117's 8♠ of
            # 5♦ 6♦ 7♣ 8♠ 9♠, seen faintly for two seconds, then clearly for two frames)
            here = track is not None and self._near(track, x, y)
            clear = 0
            if track is not None and here:
                # (the last sightings, paired from the end: where is forgotten on a move)
                last = zip(reversed(track.seen), reversed(track.positions), strict=False)
                clear = len(
                    [
                        f
                        for f, (px, py) in last
                        if f > self._frame - self.n and math.hypot(px - x, py - y) <= self.same_spot
                    ]
                )
            if len(recent) + clear < self.k:
                continue
            if track is not None and not here and track.seen and track.seen[-1] >= self._frame - 1:
                continue  # read clearly elsewhere (a corner read as it in passing)
            # a card of the coached hand (typed in, or seen there a moment ago) is played by
            # the coached seat only; one lying elsewhere on the table is not this one
            if card in self.hand and seat != coached:
                continue
            if (
                track is not None
                and track.present
                and not (self.layout.in_hand_zone(track.x, track.y) and seat == coached)
            ):
                continue
            # (beside the nearest card: the end of a long straight is far from its middle)
            distance = min(math.hypot(x - tr.x, y - tr.y) for tr in placed)
            if distance <= reach:
                options.append((distance, card, x, y))
        return sorted(options, key=lambda o: (o[1] in self._faint_guessed, o))

    def _glimpsed_beside(
        self,
        cards: CardSet,
        landed: CardSet,
        where: list[tuple[float, float]],
        seat: int,
        reach: float,
        since: float,
    ) -> list[tuple[float, Card, float, float]]:
        """Cards read but never clearly in ``k`` of ``n`` frames (not present: glimpsed now
        and then), in ``k`` frames all told on one spot (``same_spot``), clear and faint
        ones (``update``'s ``faint``, kept ``force_after`` seconds) counted together, first
        seen there at ``since`` or later, within ``reach`` of a place in ``where`` (of
        ``cards``), nearest first, as (distance, card, x, y). Not one played or left alone,
        nor in the hand zone, nor a card of the coached hand unless ``seat`` is the coached
        seat; nor one on the spot of another card (of ``cards`` or ``landed``, or lying on
        the table: where it lies, or where one of the last frames read a corner or the
        centre of any card): that card read as another now and then (a Q♦ read Q♥ in a few
        frames is no Q♥ of a pair). (9204: the Q♣ of Q♣ Q♦, under the Q♦, was read in three
        frames over two seconds, 0.26 to 0.6, never two in a row.)"""
        options: list[tuple[float, Card, float, float]] = []
        if not where:
            return options
        near = cards | landed
        tracks = self._tracks
        # (where other cards lie, or were read lately: a corner or a centre)
        taken = [(tr.x, tr.y, c) for c, tr in tracks.items() if tr.present or c in near]
        taken += [spot for spots in (self._spots, *self._spots_recent) for spot in spots]
        # (each card's clear sightings on its spot, with its faint ones on that spot; and its
        # faint ones on a spot of their own: 10507's K♣ of K♣ K♦, its one corner left by the
        # K♦ read 0.15-0.18 in five frames and 0.24 in one, as the next play's arm came)
        # Faint frames count only for a glimpse seen in k of n frames running once (a far
        # corner read as its twin now and then is no card: helper-60), and not those while
        # the seat's own arm moved (the rest of its hand in its fingers as it laid the play).
        side = self.layout.sides[seat]
        glimpses = {
            card: (g, g.seen - g.moving.get(side, 0))
            for card, g in self._glimpses.items()
            if g.burst
        }
        glimpsed: list[tuple[Card, float, float, int, float]] = []
        for card, track in tracks.items():
            (x, y), seen, first = track.spot, track.spot_seen, track.spot_since
            if card in glimpses:
                glimpse, calm = glimpses[card]
                if math.hypot(glimpse.x - x, glimpse.y - y) <= self.same_spot:
                    seen, first = seen + calm, min(first, glimpse.since)
            glimpsed.append((card, x, y, seen, first))
        for card, (glimpse, calm) in glimpses.items():
            clear = tracks.get(card)
            if clear is None or (
                math.hypot(glimpse.x - clear.spot[0], glimpse.y - clear.spot[1]) > self.same_spot
            ):
                glimpsed.append((card, glimpse.x, glimpse.y, calm, glimpse.since))
        for card, x, y, seen, first in glimpsed:
            if (
                (card in tracks and tracks[card].present)
                or seen < self.k
                or first < since
                or card in near
                or card in self.game.played
                or card in self._ignored
                or self.layout.in_hand_zone(x, y)
                or (card in self.hand and seat != self.layout.coached_seat)
                or any(
                    c != card
                    and math.hypot(x - px, y - py) <= self.same_spot
                    # (a card that landed on a glimpse seen before it came is not what
                    # was glimpsed)
                    and not (c in landed and c in tracks and first < tracks[c].first_t)
                    for px, py, c in taken
                )
            ):
                continue
            distance = min(math.hypot(x - px, y - py) for px, py in where)
            if distance <= reach:
                options.append((distance, card, x, y))
        return sorted(options, key=lambda o: (o[1] in self._faint_guessed, o))

    def _hand_plays(self, cards: CardSet, appear_t: float) -> list[CardSet]:
        """The plays ``cards`` may be with a card that left the coached hand with them
        (:meth:`_left_hand_with`) that the coached seat may make now."""
        coached = self.layout.coached_seat
        return [
            new
            for card in self._left_hand_with(cards, appear_t)
            if classify(new := cards | CardSet([card]), self.house_rules) is not None
            and any(
                _attribution_cost(self.game, new, coached, swept) is not None
                for swept in (False, True)
            )
        ]

    def _left_hand_with(self, cards: CardSet, appear_t: float) -> list[Card]:
        """Cards that left the coached hand as ``cards`` came from it, latest gone first:
        every card of ``cards`` was seen in the hand zone, and these were last seen there
        within ``hand_left_window`` seconds before ``cards`` were cards on the table
        (``appear_t``: ``k`` frames after they were first seen there; the frame they became
        cards counts) and not since, anywhere (a card is still present a moment after it was
        last seen: ``vanish_time``); none is played."""
        tracks = self._tracks
        if not all(c in tracks and tracks[c].was_in_hand for c in cards):
            return []
        # (last seen by the time the play became cards: it may still count as present a
        # moment)
        gone = [
            (track.last_t, card)
            for card, track in tracks.items()
            if card not in cards and self._just_left_hand(card, appear_t)
        ]
        return [card for _, card in sorted(gone, reverse=True)]

    def _accept_completed(
        self,
        cards: CardSet,
        card: Card,
        x: float,
        y: float,
        appear_t: float,
        t: float,
        evidence: list[float],
        made_t: float | None = None,
    ) -> list[Event]:
        """Record a play :meth:`_complete` completed: the card it put in gets a track on its
        spot (a card of the play, though it may never be seen clearly), and the play, with the
        evidence it came with, is accepted (logged as made at ``made_t``, if given: a
        rejected play completed late, :meth:`_complete_disputed`)."""
        track = self._tracks.get(card)
        if track is None:
            track = _CardTrack(deque(maxlen=self.n), deque(maxlen=self.n), first_t=t)
            self._tracks[card] = track
        track.forget_where()
        track.positions.append((x, y))
        track.x, track.y = x, y
        track.present, track.present_since, track.last_t = True, t, t
        self._faint.pop(card, None)
        self._faint_since.pop(card, None)
        self._faint_lay.discard(card)
        self._faint_toss.pop(card, None)
        return self._accept(
            cards,
            appear_t,
            t,
            repair=False,
            evidence=evidence,
            inferred=(card,),
            made_t=made_t,
        )

    def _join_last_play(self, cards: CardSet, appear_t: float, t: float) -> list[Event]:
        """``cards`` landed within ``join_time`` of the last play, beside it (``split_distance``
        of its cards, twice over) while it is still seen, and from its seat as far as can be
        seen (at least a quarter of the evidence; not needed when no other seat could play
        them now): if the two together are a play that seat could make there, they were one
        play, its last card seen late (an arm over it, a card read late). Else, if the last
        play has a twin :meth:`_complete` guessed (:meth:`_twins`, never seen) and these
        cards in its place are a play that seat could make there, come from that seat as far
        as can be seen (at least a quarter of the evidence, always) within ``force_after``
        (as long as a rejected play waits for its missing card), they were the play. The play is
        corrected (a :class:`CorrectionEvent` with ``old_cards``; a later play may split them
        again, :meth:`_split_joined`). Returns the correction, or nothing."""
        if not self.log or not isinstance(self.log[-1], LoggedPlay):
            return []
        last = self.log[-1]
        # (a card put in by :meth:`_complete` was never seen there: it says nothing of
        # where the play lies, or whether it is still seen; and cards seen may take the place
        # of a twin it guessed for as long as a rejected play waits for its missing card)
        inferred = CardSet(last.inferred)
        guessed = CardSet(c for c in last.inferred if c in self._guessed)
        late = appear_t - last.t
        if last.forced or late > max(self.join_time, self.force_after if guessed else 0.0):
            return []
        placed = [self._tracks[c] for c in last.cards - inferred if c in self._tracks]
        landed = [self._tracks[c] for c in cards if c in self._tracks]
        if not placed or not landed:
            return []

        if _centre_distance(placed, landed) > 2 * self.split_distance:
            return []
        # the last play still lies there, and no card of it was replaced by these
        recent = [tr.last_t >= t - JOIN_SEEN for tr in placed]
        if not any(recent) or any(
            not seen and self._near(tr, b.x, b.y)
            for tr, seen in zip(placed, recent, strict=True)
            for b in landed
        ):
            return []
        # as a play of their own, only the last play's seat could make them, after everyone
        # passed in a moment: then they came with it, wherever they lie; else they must have
        # come from its seat as far as can be seen
        others = any(
            _attribution_cost(self.game, cards, seat, False) is not None
            for seat in range(self.layout.players)
            if seat != last.seat  # (it plays again only after all the others passed)
        )
        if others and self._seat_evidence(cards, appear_t, remember=False)[last.seat] < 0.25:
            return []
        corrected = self._recard_last_play(last.cards | cards, t) if late <= self.join_time else []
        if corrected:
            # (remembered, should a later play show them two plays after all: _split_joined)
            self._joined = (len(self.plays()) - 1, last.cards, cards, appear_t)
        if (
            not corrected
            and guessed
            and self._seat_evidence(cards, appear_t, remember=False)[last.seat] >= 0.25
        ):
            # or the cards seen now instead of the ones inferred: the J♣ of J♣ J♥ landing
            # late beside the J♥, which had been made J♦ J♥ by the J♦ among its readings
            # (:meth:`_twins`); the guess goes, and its track if it was never seen
            corrected = self._recard_last_play(last.cards - guessed | cards, t)
            if corrected:
                self._guessed -= set(guessed)
                for card in guessed - cards:
                    if (track := self._tracks.get(card)) is not None and not track.sighted:
                        del self._tracks[card]
        if corrected:
            self._trick_last_visible = t
        return corrected

    def _rereads_related(self, card: Card, track: _CardTrack) -> bool:
        """Whether ``card`` (``track``), seen by one corner only and never ``LAID_CONF``
        surely, was first read from one frame to the next on a played card's corner while
        that card was still read by its other corner (``rereads_played``), as a code related
        to it or one its readings doubted toward (``anew_of``): that corner read anew."""
        played = self.game.played
        return (
            track.rereads_played
            and not track.whole
            and track.best_conf < LAID_CONF
            and any(o in played and track.reads_toward(card, o) for o in track.anew_of)
        )

    def _weak(self, track: _CardTrack) -> bool:
        """A card only ever seen by one corner and never read with ``weak_conf``: perhaps
        no card (a pip, a face, another card's corner read as a card)."""
        return not track.whole and track.best_conf < self.weak_conf

    def _accept_repaired(
        self,
        cards: CardSet,
        chosen: list[tuple[Card, Card | None]],
        appear_t: float,
        t: float,
        evidence: list[float],
    ) -> list[Event]:
        """Record a play :meth:`_repair` explained: the misread cards' tracks take their real
        names (a card that was no card of the play loses its track), and their misread codes
        on their spots keep meaning the same (``_misreads``) while the play's pile is in the
        current trick or in view. With the evidence the play came with, the seat it came from
        may make it, so it is accepted."""
        spots: list[tuple[Card, Card | None, float, float, bool]] = []
        for read, actual in chosen:
            track = self._tracks.pop(read)
            spots.append((read, actual, track.x, track.y, track.whole))
            if actual is not None:
                self._tracks[actual] = track
        events = self._accept(
            cards, appear_t, t, repair=False, evidence=evidence, misreads=tuple(chosen)
        )
        for read, actual, x, y, whole in spots:
            self._misreads[read] = _Misread(
                actual, x, y, cards, self.game.trick, whole=whole, made_t=t
            )
        return events

    def _split_joined(self, cards: CardSet, seat: int, swept: bool, t: float) -> list[Event]:
        """The cards came from ``seat`` as far as can be seen, which the recorded game does
        not let play them, and nothing seen explains them otherwise (:meth:`_accept` asks
        last): if the last entry of the log is a play :meth:`_join_last_play` made of two,
        and as those two plays of its seat, the later a lead after the first took its trick
        as it landed (the others had passed or gone out), this play is legal and in turn,
        they were two plays (16890: seat 1 went out with the 8♥, seat 0 had passed; seat 3's
        9♦ took the trick, and the 9♥ it led beside it 1.9 s later was joined to it as a
        pair; seat 0's 10♠ answered the 9♥). The play is corrected and the second put after
        it. Returns the correction and the second play, or nothing."""
        if self._joined is None or not self.log or not isinstance(self.log[-1], LoggedPlay):
            return []
        number, first, late, late_t = self._joined
        last = self.log[-1]
        if number != len(self.plays()) - 1 or last.cards != first | late or last.forced:
            return []
        kept = replace(
            last,
            cards=first,
            misreads=tuple((r, a) for r, a in last.misreads if (a or r) in first),
            inferred=tuple(c for c in last.inferred if c in first),
        )
        second = LoggedPlay(
            late,
            last.seat,
            late_t,
            evidence=last.evidence,
            misreads=tuple((r, a) for r, a in last.misreads if (a or r) in late),
            inferred=tuple(c for c in last.inferred if c in late),
        )
        try:
            # (the first took its trick as it landed, the others passed or out: review124's
            # pairs answered mid-game, or bombed too weakly, are no two plays)
            before, _ = self._replay([*self.log[:-1], kept])
            if before.table is not None or before.turn != last.seat:
                return []
            new_log = [*self.log[:-1], kept, second]
            game, replayed = self._replay(new_log)
        except IllegalPlayError:
            return []
        cost = _attribution_cost(game, cards, seat, swept)
        plays = [e for e in replayed if isinstance(e, PlayEvent) and e.number >= number]
        if cost is None or cost[1] or len(plays) != 2 or not all(e.legal for e in plays):
            return []
        self._joined = None
        self._adopt(game, new_log, replayed)
        # (the second play is reported with the correction, once: update adds what is
        # returned to the events)
        self.events.remove(plays[1])
        return [CorrectionEvent(t, number, first, last.seat, last.seat, last.cards), plays[1]]

    def _correct_history(self, cards: CardSet, seat: int, swept: bool, t: float) -> list[Event]:
        """The cards clearly came from ``seat`` (evidence >= ``rewrite_evidence``), which the
        recorded game does not let play them (it went out, or another seat leads): if giving
        one or two of the last ``rewrite_depth`` plays whose landing was unclear to their other
        likely seat (evidence >= ``rewrite_min``) makes the whole record legal, and this play
        legal and in turn for ``seat``, the record is corrected (the likeliest such change
        first). Returns the correction events, or nothing."""
        numbered = [i for i, e in enumerate(self.log) if isinstance(e, LoggedPlay)]
        flips: list[tuple[float, int, int, int]] = []  # (likelihood ratio, number, index, seat)
        for number, index in list(enumerate(numbered))[-self.rewrite_depth :]:
            entry = self.log[index]
            assert isinstance(entry, LoggedPlay)
            was = entry.evidence
            if entry.forced or was is None:
                continue
            for other, p in enumerate(was):
                if other != entry.seat and p >= self.rewrite_min:
                    flips.append((p / max(was[entry.seat], 1e-9), number, index, other))
        options = [(flip[0], [flip]) for flip in flips]
        options += [
            (a[0] * b[0], [a, b])
            for i, a in enumerate(flips)
            for b in flips[i + 1 :]
            if a[2] != b[2]
        ]
        options.sort(key=lambda o: -o[0])
        for _, chosen in options:
            new_log = list(self.log)
            for _, _, index, other in chosen:
                old = new_log[index]
                assert isinstance(old, LoggedPlay)
                new_log[index] = replace(old, seat=other)
            try:
                game, replayed = self._replay(new_log)
            except IllegalPlayError:
                continue
            cost = _attribution_cost(game, cards, seat, swept)
            if cost is None or cost[1]:
                continue
            events: list[Event] = []
            for _, number, index, other in sorted(chosen, key=lambda c: c[1]):
                old = self.log[index]
                assert isinstance(old, LoggedPlay)
                events.append(CorrectionEvent(t, number, old.cards, old.seat, other))
            self._adopt(game, new_log, replayed)
            return events
        return []

    def _adopt(self, game: Game, log: list[LogEntry], replayed: list[Event]) -> None:
        """Take a replayed history: its game, log and events (the camera's own reports —
        hands, faults, corrections — are kept)."""
        self.game, self.log = game, log
        self._swept = (-1, CardSet())  # (worked out again from the new log)
        kept = [e for e in self.events if isinstance(e, HandEvent | FaultEvent | CorrectionEvent)]
        self.events = sorted(kept + replayed, key=lambda e: e.t)

    def _replay(self, log: list[LogEntry]) -> tuple[Game, list[Event]]:
        """A fresh game from ``log`` (raises :class:`IllegalPlayError` if it breaks the rules)."""
        game = Game(
            self.layout.players,
            house_rules=self.house_rules,
            first_game=self.first_game,
            leader=self.leader,
        )
        return game, _push_log(game, log)

    def _dispute(
        self, cards: CardSet, seat: int, t: float, appear_t: float, evidence: list[float]
    ) -> None:
        for card in cards:
            self._disputed[card] = t
        self._disputed_seat = seat
        self._disputed_appear = appear_t
        self._disputed_evidence = evidence
        self._disputed_where = [(tr.x, tr.y) for c in cards if (tr := self._tracks.get(c))]

    def _may_complete_last_play(self, card: Card, t: float) -> bool:
        """Whether ``card`` with the last play, logged within ``join_time``, is a combination
        its seat could have made (it held a card more: not out with it): its card seen late,
        perhaps (:meth:`_join_last_play` decides). (7711: a K♥'s corner under the A♣ a seat
        went out with, read A♥ 0.29 as the camera shook, was no card of a pair of aces.)"""
        last = self.log[-1] if self.log else None
        return (
            isinstance(last, LoggedPlay)
            and t - last.t <= self.join_time
            and self.game.cards_left[last.seat] > 0
            and classify(last.cards | CardSet([card]), self.house_rules) is not None
        )

    def _no_arm_now(self, t: float) -> bool:
        """Whether motion was given in at least two frames of the last 0.3 s up to ``t``, none
        over 0.15: no arm over the table (one leaving may still stir a band a little)."""
        recent = [sum(e.values()) for mt, e in self._motion if t - 0.3 <= mt <= t]
        return len(recent) >= 2 and max(recent) <= 0.15

    def _arm_came_again(self, settled: float, t: float, seat: int) -> bool:
        """Whether another seat's arm than ``seat``'s came over the table in the last 0.3 s
        up to ``t`` (motion over 0.15 on the other sides) after the table lay still from
        ``settled`` on: motion given in at least ``k`` frames between, none over 0.15 (16409:
        seat 3's 4♦ 5♣ settled, the table still for half a second, then the coached arm came
        to lay its answer over them). Not ``seat``'s own arm, come back to its cards: it may
        uncover the card it laid, or lay the one it forgot (helper-101)."""
        still = [sum(e.values()) for mt, e in self._motion if settled <= mt < t - 0.3]
        own = self.layout.sides[seat]
        came = max(
            (
                sum(v for side, v in e.items() if side != own)
                for mt, e in self._motion
                if t - 0.3 <= mt <= t
            ),
            default=0.0,
        )
        return len(still) >= self.k and max(still) <= 0.15 and came > 0.15

    def _nothing_moved(self, t: float, span: float | None = None) -> bool:
        """Whether motion was given over the ``span`` seconds up to ``t`` (default
        ``still_time``) and not one pixel of any side band changed: no arm reached over the
        table, so no card can have landed (False when motion is not given, or not for that
        long). Gaps between the frames that gave it are not looked for: the pipeline gives
        it with every frame."""
        span = self.still_time if span is None else span
        if span is None or not self._motion:
            return False
        start = t - span
        if self._motion[0][0] > start:
            return False  # not measured for that long (the stream just began)
        if sum(1 for mt, _ in self._motion if start <= mt <= t) < 2:
            return False  # frames missing: a camera that reconnected
        return self._motion_energy(start, t) == 0.0

    def _lay_faint(self, card: Card, track: _CardTrack) -> bool:
        """Whether ``card`` was seen faintly on its spot (``same_spot``) for ``still_time``
        before it was read as a card: it lay there before any arm came (a pip of the 10♣
        under it read 9♣, 0.18, then 0.22 as the next play's arm changed the light)."""
        start = self._faint_since.get(card)
        if self.still_time is None or start is None:
            return False
        since, x, y = start
        return track.present_since - since >= self.still_time and self._near(track, x, y)

    def _motion_energy(self, start: float, end: float) -> float:
        """Peak total motion energy in a time window."""
        peak = 0.0
        for mt, energies in self._motion:
            if start <= mt <= end:
                peak = max(peak, sum(energies.values()))
        return peak

    def _table_center(self) -> tuple[float, float]:
        """Where plays land on average (the pile), once a few plays are known."""
        if len(self._landings) < PILE_PLAYS:
            return self.layout.table_center
        xs, ys = zip(*self._landings[-PILE_WINDOW:], strict=True)
        return sum(xs) / len(xs), sum(ys) / len(ys)

    def _seat_evidence(self, cards: CardSet, appear_t: float, remember: bool = True) -> list[float]:
        """Probability per seat from where the cards landed and where motion came from
        (``remember``: count this landing towards where the pile lies)."""
        layout = self.layout
        xs = [self._tracks[c].x for c in cards if c in self._tracks]
        ys = [self._tracks[c].y for c in cards if c in self._tracks]
        centre = self._table_center()
        mx = sum(xs) / len(xs) if xs else centre[0]
        my = sum(ys) / len(ys) if ys else centre[1]
        if remember:
            self._landings.append((mx, my))
        cx, cy = mx - centre[0], my - centre[1]
        # until PILE_PLAYS plays have shown where the pile lies, its centre is a guess
        known = min(1.0, (len(self._landings) - (1 if remember else 0)) / PILE_PLAYS)
        landing_weight = self.landing_weight * (self.early_trust + (1 - self.early_trust) * known)
        tracked = [self._tracks[c] for c in cards if c in self._tracks]
        # (none of them left the coached hand when it was seen whole, unchanged, as they
        # came, whatever was read there before: 14407's K♥, a K♦ of the hand read K♥ once)
        from_hand = any(track.was_in_hand and not track.hand_whole for track in tracked)
        motion_total: dict[str, float] = {}
        for mt, energies in self._motion:
            if appear_t - self.motion_window <= mt <= appear_t + 0.1:
                for side, energy in energies.items():
                    motion_total[side] = motion_total.get(side, 0.0) + energy
        norm = sum(motion_total.values()) or 1.0
        logits = []
        for seat, side in enumerate(layout.sides):
            vx, vy = SIDE_VECTORS[side]
            logit = landing_weight * (cx * vx + cy * vy)
            logit += self.motion_weight * motion_total.get(side, 0.0) / norm
            if from_hand and seat == layout.coached_seat:
                logit += 4.0
            logits.append(logit)
        top = max(logits)
        weights = [math.exp(v - top) for v in logits]
        total = sum(weights)
        return [w / total for w in weights]

    def _check_sweep(self, t: float) -> list[Event]:
        game = self.game
        if game.table is None or game.is_over or self._pending.cards:
            return []
        if t - self._trick_last_visible < self.sweep_time:
            return []
        if not any(c in self._tracks for c in self._trick_cards()):
            return []  # typed-in plays the camera never saw: only the user ends the trick
        events: list[Event] = []
        disputed = CardSet(self._disputed)
        if disputed and self._seen_since(disputed, self._trick_last_visible - self.sweep_gap):
            # a rejected play lay on the pile until it was swept: it was part of the trick
            events += self._force_disputed(t, now=True)
            if game.table is None or game.is_over:
                return events
        entry = LoggedSweep(t)
        events += _apply(game, entry, 0)
        self.log.append(entry)
        return events


# -- applying log entries to a Game ---------------------------------------------------------


def _toss_ups(card: Card, alternatives: Any) -> Iterator[Card]:
    """The runners-up of a reading of ``card`` (its ``alternatives``, likeliest first) at
    least ``TOSS_UP`` as likely as the first, in that order."""
    if not alternatives:
        return
    top = alternatives[0][1]
    for code, p in alternatives[1:]:
        if p < TOSS_UP * top:
            return
        try:
            other = Card.parse(code) if isinstance(code, str) else code
        except InvalidNotationError:
            continue
        if other != card:
            yield other


def _unpack(
    s: Any, frame_size: tuple[int, int] | None
) -> tuple[str, float, float, float, Any, tuple[tuple[float, float], ...], tuple[Any, ...]]:
    """A sighting (a tuple or a :class:`vision.cards.Sighting`-like object, see
    :meth:`TableTracker.update`) as (code, x, y normalised, confidence, runners-up, corners,
    echoes), ``corners`` the centres of the corners seen (normalised; a tuple sighting's are
    all on its centre: (x, y) once per corner), ``echoes`` the codes of ``Sighting.echoes``
    (a tuple sighting has none)."""
    if isinstance(s, tuple):
        x, y = float(s[1]), float(s[2])
        conf = float(s[3]) if len(s) > 3 else 1.0
        count = int(s[5]) if len(s) > 5 else 1
        return s[0], x, y, conf, s[4] if len(s) > 4 else (), ((x, y),) * max(count, 1), ()
    if frame_size is None:
        raise ValueError("pixel sightings need frame_size=(width, height)")
    w, h = frame_size
    cx, cy = s.center
    corners = tuple(((b[0] + b[2]) / 2 / w, (b[1] + b[3]) / 2 / h) for b in getattr(s, "boxes", ()))
    return (
        s.card,
        cx / w,
        cy / h,
        float(getattr(s, "confidence", 1.0)),
        getattr(s, "alternatives", ()),
        corners or ((cx / w, cy / h),),
        tuple(getattr(s, "echoes", ())),
    )


def _corner_boxes(
    s: Any, frame_size: tuple[int, int] | None
) -> tuple[tuple[float, float, float, float], ...]:
    """The boxes of a sighting's corners, in pixels (a tuple sighting has none)."""
    if isinstance(s, tuple) or frame_size is None:
        return ()
    return tuple(
        (float(b[0]), float(b[1]), float(b[2]), float(b[3])) for b in getattr(s, "boxes", ())
    )


def _side_by_side(a: _Read, b: _Read, under: float = 0.0) -> bool:
    """Whether ``a`` and ``b``, each seen by one corner, lie too close to be one card's two
    corners (under ``CORNERS_APART`` of their boxes' mean diagonal, in pixels: the frame's
    sides may differ; or under ``under`` of their mean longer side) while their boxes do not
    overlap (not one corner found twice): two cards side by side."""
    if len(a.boxes) != 1 or len(b.boxes) != 1:
        return False
    if _boxes_overlap(a.boxes[0], b.boxes[0]):
        return False
    return (
        _boxes_apart(a.boxes[0], b.boxes[0]) < CORNERS_APART
        or _boxes_apart(a.boxes[0], b.boxes[0], long_side=True) < under
    )


def _boxes_apart(
    a: tuple[float, float, float, float],
    b: tuple[float, float, float, float],
    long_side: bool = False,
) -> float:
    """How far apart the centres of boxes ``a`` and ``b`` lie, in their mean diagonal (or
    mean longer side: much the same however the card is turned, vision.cards' ``_span``)."""
    (ax1, ay1, ax2, ay2), (bx1, by1, bx2, by2) = a, b
    if long_side:
        size = (max(ax2 - ax1, ay2 - ay1) + max(bx2 - bx1, by2 - by1)) / 2
    else:
        size = (math.hypot(ax2 - ax1, ay2 - ay1) + math.hypot(bx2 - bx1, by2 - by1)) / 2
    gap = math.hypot((ax1 + ax2 - bx1 - bx2) / 2, (ay1 + ay2 - by1 - by2) / 2)
    return gap / max(size, 1e-6)


def _boxes_overlap(
    a: tuple[float, float, float, float], b: tuple[float, float, float, float]
) -> bool:
    """Whether two boxes ``(x1, y1, x2, y2)`` share some area."""
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def _whole_first(read: list[_Read]) -> list[_Read]:
    """``read`` (most confident first), but a card seen whole before a lone corner of its
    code lying outside it (:func:`_outside_whole`) within ``FAR_APART``, that it reads more
    surely (its code likelier in its own reading) and with no other code ``MISREAD_KEPT``
    as likely (one doubting may be that card misread: review118): the whole card is that
    code, the corner another card's, perhaps its runner-up (16598: the Q♠ of Q♠ Q♣, its
    one corner read Q♣ 0.54 / Q♠ 0.46 at 0.73 a card's width from the Q♣ seen whole, Q♣
    0.99 at 0.71, took the Q♣ first; the whole Q♣ was taken for its other corner, and the
    pair led a Q♣)."""
    out = list(read)
    for whole in read:
        if whole.corners != 2:
            continue
        sure = dict(whole.alternatives).get(whole.card, 0.0)
        for lone in out[: out.index(whole)]:
            if (
                lone.card == whole.card
                and lone.corners == 1
                and dict(lone.alternatives).get(lone.card, 1.0) < sure
                and _outside_whole(lone, whole)
                # (only beside it, where _reread weighs the two; and only a whole reading
                # with no likely other code: one doubting toward another card may be that
                # card misread, the lone corner the code's own)
                and math.hypot(lone.x - whole.x, lone.y - whole.y) <= FAR_APART
                and all(p < MISREAD_KEPT for o, p in whole.alternatives if o != whole.card)
            ):
                out.remove(whole)
                out.insert(out.index(lone), whole)
                break
    return out


def _outside_whole(r: _Read, whole: _Read) -> bool:
    """Whether ``r``, seen by one corner, lies outside the card ``whole`` seen whole (both
    corners paired) that got its code: its box overlaps neither corner's, and it lies
    farther from the card's centre than ``OUTSIDE_WHOLE`` times its corners do (a card's
    corners lie within its outline: a third corner of one code out there is another card's;
    15116: the J♠ of J♠ J♣, half under the J♣, its one corner read J♣ 0.79 / J♠ 0.21 a card's
    width from the J♣'s corners, was no card and the J♣ an illegal single)."""
    if len(r.boxes) != 1 or len(whole.boxes) != 2:
        return False
    if any(_boxes_overlap(r.boxes[0], box) for box in whole.boxes):
        return False  # on a corner of it
    bx1, by1, bx2, by2 = r.boxes[0]
    (cx1, cy1), (cx2, cy2) = [((b[0] + b[2]) / 2, (b[1] + b[3]) / 2) for b in whole.boxes]
    half = math.hypot(cx2 - cx1, cy2 - cy1) / 2
    mx, my = (cx1 + cx2) / 2, (cy1 + cy2) / 2
    return math.hypot((bx1 + bx2) / 2 - mx, (by1 + by2) / 2 - my) > OUTSIDE_WHOLE * half


def _fills_gap(cards: CardSet, card: Card) -> bool:
    """Whether ``card``'s rank lies strictly between the lowest and highest of ``cards``'."""
    ranks = [c.rank for c in cards]
    return min(ranks) < card.rank < max(ranks)


def _midpoint(points: Sequence[tuple[float, float]]) -> tuple[float, float]:
    """The mean of ``points``."""
    return (
        sum(x for x, _ in points) / len(points),
        sum(y for _, y in points) / len(points),
    )


def _other_colour(a: Card, b: Card) -> bool:
    """Whether ``a`` and ``b`` are of one rank in the two colours (♠ ♣ black, ♦ ♥ red)."""
    return a.rank == b.rank and a.suit // 2 != b.suit // 2


def _six_nine_across(a: Card, b: Card) -> bool:
    """Whether ``a`` and ``b`` are a 6 and a 9 of one colour in its two suits (a 6♦ and a
    9♥: ``vision.cards``' echoes of a far index seen turned with its suit misread, 11612)."""
    return (
        {a.rank, b.rank} == {Rank.SIX, Rank.NINE}
        and a.suit != b.suit
        and a.suit // 2 == b.suit // 2
    )


def _courts(a: Card, b: Card) -> bool:
    """Whether ``a`` and ``b`` are court cards (J, Q, K) of two ranks in one colour."""
    courts = (Rank.JACK, Rank.QUEEN, Rank.KING)
    return a.rank != b.rank and a.rank in courts and b.rank in courts and a.suit // 2 == b.suit // 2


def _related(a: Card, b: Card) -> bool:
    """Whether ``a`` and ``b`` are codes one card's corner is often read as: the same rank
    in the same colour, or a 6 and a 9 of one suit (``vision.cards``' echoes)."""
    if a == b:
        return False
    if a.rank == b.rank:
        return a.suit // 2 == b.suit // 2  # (♠ ♣ black, ♦ ♥ red)
    return a.suit == b.suit and {a.rank, b.rank} == {Rank.SIX, Rank.NINE}


def _p_read(r: _Read) -> float:
    """The probability the detector gave the code it read (0 without runners-up)."""
    return next((p for a, p in r.alternatives if a == r.card), 0.0)


def _confidence_as(r: _Read, card: Card) -> float:
    """How surely sighting ``r`` was read as ``card``: its confidence, or, for a card it was
    read as one of its runners-up (or as a misread a repair found, when the detector listed
    it), that confidence times the runner-up's probability over that of the code read (a
    corner read as 9♥ while the coached hand holds the 9♥, 9♦ half as likely, is half as
    sure a 9♦)."""
    if card == r.card:
        return r.confidence
    probs = dict(r.alternatives)
    if card not in probs or not probs.get(r.card):
        return r.confidence  # a misread a repair found, not among the runners-up
    return r.confidence * min(1.0, probs[card] / probs[r.card])


def _parse_alternatives(raw: Any) -> tuple[tuple[Card, float], ...]:
    """A sighting's runners-up as cards: ``((code, probability), ...)`` or a mapping (codes
    that are no card of the game are left out; None is none)."""
    if not raw:
        return ()
    if isinstance(raw, tuple):
        try:
            return _parse_alternative_tuple(raw)  # cached: the same codes come every frame
        except TypeError:  # unhashable contents
            pass
    return _parse_pairs(raw.items() if isinstance(raw, Mapping) else raw)


@functools.lru_cache(maxsize=4096)
def _parse_alternative_tuple(raw: tuple[Any, ...]) -> tuple[tuple[Card, float], ...]:
    return _parse_pairs(raw)


def _parse_pairs(pairs: Iterable[Any]) -> tuple[tuple[Card, float], ...]:
    parsed: list[tuple[Card, float]] = []
    for code, p in pairs:
        try:
            parsed.append((Card.parse(code), float(p)))
        except InvalidNotationError:
            continue
    return tuple(parsed)


def _parse_codes(raw: Any) -> tuple[Card, ...]:
    """Card codes as cards (codes that are no card of the game are left out)."""
    if not raw:
        return ()
    return tuple(c for c, _ in _parse_pairs((code, 1.0) for code in raw))


def _centre_distance(a: list[_CardTrack], b: list[_CardTrack]) -> float:
    """How far apart the centres of two groups of cards lie (normalised image units)."""
    ax, ay = sum(tr.x for tr in a) / len(a), sum(tr.y for tr in a) / len(a)
    bx, by = sum(tr.x for tr in b) / len(b), sum(tr.y for tr in b) / len(b)
    return math.hypot(ax - bx, ay - by)


def _clone(game: Game) -> Game:
    """A cheap copy of a game for trying out moves."""
    clone = Game.__new__(Game)
    clone.__dict__.update(game.__dict__)
    clone._state = game._state.copy()
    clone._undo = []
    return clone


def plan_play(game: Game, cards: CardSet, seat: int, swept: bool) -> tuple[list[int], bool, str]:
    """How ``seat`` can legally play ``cards`` now: the passes it implies (in order) and whether
    it is out of turn. Raises :class:`IllegalPlayError` with the reason when it cannot.

    Options, cheapest first: the play as it stands (on turn, or a bomb on a 2 out of turn);
    the seats before it in the trick passed; everyone passed (or the pile was swept:
    ``swept``) and ``seat`` leads the next trick.
    """
    if game.is_over:
        raise IllegalPlayError("the game is over")
    play = Play(seat, cards)
    first_reason = ""
    if not swept:
        ok, reason = game.check(play)
        if ok:
            return [], game.turn is not None and seat != game.turn, reason
        first_reason = reason
        # the seats between the turn and `seat` passed, in the same trick
        probe = _clone(game)
        passes: list[int] = []
        while probe.table is not None and probe.turn is not None and probe.turn != seat:
            passes.append(probe.turn)
            probe.push(Pass(probe.turn))
        if passes and probe.table is not None and probe.turn == seat:
            ok, reason = probe.check(play)
            if ok:
                return passes, False, reason
    # everyone passed: the trick ends and `seat` must be the next leader
    probe = _clone(game)
    passes = []
    while probe.table is not None and probe.turn is not None:
        passes.append(probe.turn)
        probe.push(Pass(probe.turn))
    if passes and probe.turn == seat:
        ok, reason = probe.check(play)
        if ok:
            return passes, False, reason
    if swept:
        leader = probe.turn
        raise IllegalPlayError(
            f"seat {seat} cannot play {cards}: after the sweep seat {leader} leads"
        )
    raise IllegalPlayError(first_reason)


def _attribution_cost(
    game: Game, cards: CardSet, seat: int, swept: bool
) -> tuple[int, bool] | None:
    """(implied passes, out of turn) when ``seat`` may play ``cards``, else None."""
    try:
        passes, out_of_turn, _ = plan_play(game, cards, seat, swept)
    except IllegalPlayError:
        return None
    return len(passes), out_of_turn


def _apply(game: Game, entry: LogEntry, number: int) -> list[Event]:
    """Push one log entry (and the passes it implies) into ``game``; return the events."""
    events: list[Event] = []
    t = entry.t
    swept = isinstance(entry, LoggedSweep) or (isinstance(entry, LoggedPlay) and entry.swept_before)

    def push_pass(seat: int, inferred: bool) -> None:
        trick = game.trick
        owner = game.table_owner
        game.push(Pass(seat))
        events.append(PassEvent(t, seat, trick, inferred))
        if game.trick != trick and owner is not None:
            winner = game.turn if game.turn is not None else owner
            events.append(TrickEvent(t, trick, winner, "swept" if swept else "all passed"))

    if isinstance(entry, LoggedSweep):
        while game.table is not None and game.turn is not None:
            push_pass(game.turn, True)
        return events
    if isinstance(entry, LoggedPass):
        push_pass(entry.seat, False)
        return events
    if entry.forced:
        finished_before = len(game.finished)
        trick = game.trick
        reason = game.force_play(Play(entry.seat, entry.cards))
        last = game.history[-1]
        assert last.combination is not None
        events.append(
            PlayEvent(
                t,
                entry.seat,
                entry.cards,
                last.combination.kind,
                trick,
                reason or "legal",
                last.out_of_turn,
                number,
                last.legal,
            )
        )
        for place in range(finished_before, len(game.finished)):
            events.append(OutEvent(t, game.finished[place], place + 1))
        return events
    passes, _, reason = plan_play(game, entry.cards, entry.seat, entry.swept_before)
    for seat in passes:
        push_pass(seat, True)
    finished_before = len(game.finished)
    trick = game.trick
    game.push(Play(entry.seat, entry.cards))
    last = game.history[-1]
    assert last.combination is not None
    events.append(
        PlayEvent(
            t,
            entry.seat,
            entry.cards,
            last.combination.kind,
            trick,
            reason,
            last.out_of_turn,
            number,
            misreads=tuple(
                (read.code, None if real is None else real.code) for read, real in entry.misreads
            ),
            inferred=tuple(card.code for card in entry.inferred),
        )
    )
    for place in range(finished_before, len(game.finished)):
        events.append(OutEvent(t, game.finished[place], place + 1))
    return events


def replay(
    entries: Sequence[LogEntry], players: int = 4, house_rules: HouseRules | None = None
) -> tuple[Game, list[Event]]:
    """Build the game and its events from a log (used for corrections and saved games)."""
    game = Game(players, house_rules=house_rules or HouseRules())
    return game, _push_log(game, entries)


def _push_log(game: Game, entries: Sequence[LogEntry]) -> list[Event]:
    """Apply every entry of a log to ``game``, numbering the plays; return the events."""
    events: list[Event] = []
    plays = 0
    for entry in entries:
        events.extend(_apply(game, entry, plays))
        plays += isinstance(entry, LoggedPlay)
    return events
