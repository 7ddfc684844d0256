"""Tests for the procedural decks (need the fonts that `python -m datasets.cardart` fetches)."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("PIL")
cv2 = pytest.importorskip("cv2")

from datasets import procdeck, scenes  # noqa: E402
from datasets.cardart import CARD_H, CLASS_NAMES, cache_dir  # noqa: E402

pytestmark = pytest.mark.skipif(
    not procdeck.fonts_available(),
    reason=f"fonts not in {cache_dir()}: run `python -m datasets.cardart` first",
)


def _ink(card: np.ndarray, style: procdeck.Style) -> np.ndarray:
    """Pixels that differ clearly from the paper."""
    diff = np.abs(card[..., :3].astype(np.int16) - np.array(style.paper, np.int16)).max(axis=2)
    return diff > 60


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5, 6, 7])
def test_index_box_is_the_ink_in_the_corner(seed: int) -> None:
    style = procdeck.deck_style(seed)
    for code in ("3S", "10D", "QH", "AC", "2H", "JK"):
        card, boxes = procdeck.draw_card(style, code)
        assert card.shape == (CARD_H, style.width, 4)
        ink = _ink(card, style)
        size = (style.width, CARD_H) * 2
        x0, y0, x1, y1 = (round(v * d) for v, d in zip(boxes[0], size, strict=True))
        inside = ink[y0:y1, x0:x1]
        assert inside.mean() > 0.08, (seed, code)  # the box holds print ...
        # ... and is tight: each of its edge rows/columns has ink within a pixel of it
        assert inside[:2].any() and inside[-2:].any(), (seed, code)
        assert inside[:, :2].any() and inside[:, -2:].any(), (seed, code)
        # between the card's edge (and its printed border line) and the index is paper
        assert not ink[5 : max(y0 - 2, 5), 5 : max(x0 - 2, 5)].any()
        # the second box is the first turned over about the card's centre
        bx0, by0, bx1, by1 = boxes[1]
        assert np.allclose([1 - bx1, 1 - by1, 1 - bx0, 1 - by0], boxes[0])


def test_decks_are_reproducible_and_differ_by_seed() -> None:
    a, _ = procdeck.draw_card(procdeck.deck_style(11), "7C")
    b, _ = procdeck.draw_card(procdeck.deck_style(11), "7C")
    assert np.array_equal(a, b)
    styles = [procdeck.deck_style(s) for s in range(12)]
    assert len({(s.rank_font, s.rank_h, s.width) for s in styles}) == 12


def test_every_card_has_its_own_index() -> None:
    style = procdeck.deck_style(3)
    masks = {code: procdeck.index_mask(style, code) for code in procdeck.deck_codes()}
    assert len(masks) == 53
    seen = {m.tobytes() for m in masks.values()}
    assert len(seen) == 53  # no two cards print the same corner


def test_a_procedural_scene_labels_its_cards() -> None:
    rng = np.random.default_rng(4)
    s = scenes.make_scene(rng, scenes.deck_names("train"), proc_rate=1.0)
    assert s.decks[0].startswith(scenes.PROC_PREFIX)
    assert s.boxes
    for b in s.boxes:
        _deck, code, _ = s.cards[b.card]
        assert 0 <= b.cls < len(CLASS_NAMES) and (code == "JK") == (b.cls == 52)


def test_proc_deck_draws_only_what_a_scene_uses() -> None:
    deck = scenes.get_deck(f"{scenes.PROC_PREFIX}9")
    assert len(deck.cards) == 53 and deck.jokers == ["JK"]
    assert all(card._levels is None for card in deck.cards.values())
    levels = deck.cards["5H"].levels
    assert levels[0].shape[0] == CARD_H and deck.cards["5H"].boxes
    assert sum(card._levels is not None for card in deck.cards.values()) == 1


def test_missing_glyph_is_a_clear_error() -> None:
    font = procdeck.font_files()[0]
    with pytest.raises(ValueError, match="draws nothing"):
        procdeck.glyph_mask(" ", font, 20)


def test_four_colour_decks_are_known_by_name() -> None:
    assert scenes.is_four_colour("anglo_modern_4_color")
    assert not scenes.is_four_colour("anglo")
    four = [s for s in range(60) if procdeck.deck_style(s).four_colour]
    two = [s for s in range(60) if not procdeck.deck_style(s).four_colour]
    assert four and two
    assert scenes.is_four_colour(f"{scenes.PROC_PREFIX}{four[0]}")
    assert not scenes.is_four_colour(f"{scenes.PROC_PREFIX}{two[0]}")
    style = procdeck.deck_style(four[0])
    assert style.ink["C"] != style.ink["S"] and style.ink["D"] != style.ink["H"]


def test_some_decks_draw_their_suit_signs_from_shapes() -> None:
    """About half the decks draw suit signs from shapes: the four signs differ from one another
    and from deck to deck, and such a deck's index boxes still hold its print (the test above
    checks seeds of both kinds)."""
    styles = [procdeck.deck_style(s) for s in range(40)]
    drawn = [s for s in styles if s.signs is not None]
    assert 10 <= len(drawn) <= 30
    assert any(procdeck.deck_style(s).signs is None for s in range(8))
    assert any(procdeck.deck_style(s).signs is not None for s in range(8))
    a, b = drawn[0].signs, drawn[1].signs
    assert a is not None and b is not None
    signs = {suit: procdeck.drawn_sign(suit, a, 40) for suit in "SCDH"}
    assert all(m.shape[0] == 40 and m.max() > 0.9 for m in signs.values())
    for one, other in (("S", "C"), ("D", "H"), ("S", "H")):
        x, y = signs[one], signs[other]
        w = min(x.shape[1], y.shape[1])
        assert np.abs(x[:, :w] - y[:, :w]).mean() > 0.05, (one, other)
    club_a, club_b = signs["C"], procdeck.drawn_sign("C", b, 40)
    assert club_a.shape != club_b.shape or np.abs(club_a - club_b).mean() > 0.02


def test_a_font_with_spades_and_clubs_swapped_is_not_used_for_suit_signs() -> None:
    """GNU FreeFont's bold serif faces draw a club at the spade's code point and a spade at
    the club's: a deck typeset in them would label clubs as spades. The check finds such a
    font by shape alone (here also a copy of a good font with the two swapped), and no deck
    draws its suit signs in one."""
    every = procdeck.font_files()
    bad = {f for f in every if f.rsplit("/", 1)[-1].startswith("FreeSerifBold")}
    signs = {
        f: {suit: procdeck.glyph_mask(sign, f, 48) for suit, sign in procdeck.SUIT_SIGN.items()}
        for f in every
    }
    good = next(f for f in every if f not in bad)
    swapped = dict(signs[good])
    swapped["S"], swapped["C"] = swapped["C"], swapped["S"]
    signs["swapped"] = swapped
    assert procdeck.signs_that_agree(signs) == set(every) - bad
    assert bad and set(procdeck.suit_fonts(every)) == set(every) - bad
    assert all(procdeck.deck_style(s).suit_font not in bad for s in range(200))


def test_some_decks_print_their_far_corner_upright() -> None:
    """A few decks (``UPRIGHT_BOTTOM_RATE``) print the far corner's index upright, suit over
    rank, where most turn the whole index over: the far box holds the index drawn suit first,
    not the near one turned, at the place the label says."""
    styles = {s: procdeck.deck_style(s) for s in range(60)}
    upright = [s for s, style in styles.items() if style.upright_bottom]
    assert 3 <= len(upright) <= 20
    assert any(not style.upright_bottom for style in styles.values())
    for seed in (upright[0], next(s for s in styles if not styles[s].upright_bottom)):
        style = styles[seed]
        card, boxes = procdeck.draw_card(style, "6H")
        near = procdeck.index_mask(style, "6H")
        far = procdeck.index_mask(style, "6H", suit_first=True)
        assert far.shape == near.shape and not np.array_equal(far, near[::-1, ::-1])
        expected = far if style.upright_bottom else near[::-1, ::-1]
        h, w = near.shape
        x0, y0 = round(boxes[1][0] * style.width), round(boxes[1][1] * CARD_H)
        printed = _ink(card, style)[y0 : y0 + h, x0 : x0 + w]
        assert printed.shape == expected.shape
        assert (printed == (expected > 0.5)).mean() > 0.97, seed
