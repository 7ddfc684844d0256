"""Write tests/data/legal_plays.json: (hand, table, house rules) -> the exact legal plays.

Each case is checked against the brute-force reference (every subset of the hand classified)
before it is written, so the golden file never records a generator bug.

    python scripts/make_golden_legal.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from rules import ALL_CARDS, CardSet, HouseRules, classify, legal_plays, parse_cards
from rules.legal import brute_force_legal_plays

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "legal_plays.json"

HAND_PICKED = [
    ("3S 3C 3D 3H 5S 5H 6C 6D 7S 7H 8S 8D 2H", "2S", {}),
    ("3S 3C 3D 3H 5S 5H 6C 6D 7S 7H 8S 8D 2H", "2S 2C", {}),
    ("3S 3C 3D 3H 5S 5H 6C 6D 7S 7H 8S 8D 2H", "2S 2C", {"quad_beats_pair_of_twos": True}),
    ("3S 3C 3D 3H 5S 5H 6C 6D 7S 7H 8S 8D 2H", "9S 9C 10S 10C JS JC", {}),
    ("3S 3C 3D 3H 5S 5H 6C 6D 7S 7H 8S 8D 2H", "KS KC KD KH", {}),
    ("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2S", None, {}),
    ("3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2S", "3H 4H 5H 6H 7H", {}),
    ("3S 3C 4S 4C 5S 5C 6S 6C 7S 7C 8S 8C 2D", None, {}),
    ("3S 3C 4S 4C 5S 5C 6S 6C 7S 7C 8S 8C 2D", "2H", {"double_sequence_chop_exact_length": True}),
    ("9S 9H 10D JC JH QS 2S", "9C 9D", {}),
    ("9S 9H 10D JC JH QS 2S", "9C 9D", {"suit_order": "SCHD"}),
    ("4D 5D 6D 7C 8H", "3S 4S 5S", {}),
    ("3S 4H 5D 7C 7S", None, {}),
]


def case(hand: CardSet, table: str | None, switches: dict[str, object]) -> dict[str, object]:
    hr = HouseRules.from_dict(switches)
    table_combo = classify(table, hr) if table else None
    plays = legal_plays(hand, table_combo, hr)
    reference = brute_force_legal_plays(hand, table_combo, hr)
    assert [p.cards for p in plays] == [p.cards for p in reference], (hand, table, switches)
    return {
        "hand": " ".join(hand.codes()),
        "table": table,
        "house_rules": switches,
        "plays": [" ".join(p.cards.codes()) for p in plays],
    }


def main() -> None:
    cases = [case(parse_cards(h), t, s) for h, t, s in HAND_PICKED]
    rng = random.Random(2026)
    for i in range(30):
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        hand = CardSet(deck[:13])
        table = None
        if i % 3:
            table = " ".join(rng.choice(legal_plays(CardSet(deck[13:26]))).cards.codes())
        cases.append(case(hand, table, {}))
    OUT.write_text(json.dumps(cases, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(cases)} cases to {OUT}")


if __name__ == "__main__":
    main()
