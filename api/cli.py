"""The ``thirteen`` command line.

Each area registers its own subcommands; heavy libraries (OpenCV, onnxruntime, FastAPI) are
imported inside the commands that need them, so ``thirteen check`` starts instantly.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from rules import (
    HouseRules,
    RulesError,
    classify,
    count_cards,
    parse_cards,
    verdict,
)

# Modules under api.commands that add subcommands with ``register(subparsers)``.
COMMAND_MODULES = (
    "api.commands.vision",
    "api.commands.rummy",
    "api.commands.live",
    "api.commands.serve",
    "api.commands.arena",
)


def load_house_rules(path: str | None) -> HouseRules:
    """House rules from a JSON file, or the defaults."""
    if path is None:
        return HouseRules()
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise SystemExit(f"thirteen: cannot read house rules file {path}: {exc.strerror}") from exc
    return HouseRules.from_json(text)


def _cmd_check(args: argparse.Namespace) -> int:
    hr = load_house_rules(args.house_rules)
    play = parse_cards(args.play)
    table = parse_cards(args.table) if args.table else None
    v = verdict(play, table, hr)
    combo = classify(play, hr)
    if args.json:
        print(
            json.dumps(
                {
                    "legal": v.legal,
                    "reason": v.reason,
                    "play": play.codes(),
                    "kind": combo.kind if combo else None,
                    "table": table.codes() if table else [],
                }
            )
        )
    else:
        print(("legal: " if v.legal else "illegal: ") + v.reason)
    return 0 if v.legal else 1


def _cmd_count(args: argparse.Namespace) -> int:
    count = count_cards(args.played or "", args.hand)
    if args.json:
        print(json.dumps(count.to_dict()))
        return 0

    def show(cards: object) -> str:
        text = str(cards)
        return text if text else "none"

    print(f"2s still out ({len(count.twos_out)}): {show(count.twos_out)}")
    print(f"aces still out ({len(count.aces_out)}): {show(count.aces_out)}")
    print(f"unseen cards ({len(count.unseen)}): {show(count.unseen)}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The full ``thirteen`` argument parser."""
    parser = argparse.ArgumentParser(
        prog="thirteen",
        description="Camera assistant for the card game Thirteen (Tiến lên).",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True

    check = sub.add_parser("check", help="is a play legal on the table, and why")
    check.add_argument("--play", required=True, help='cards played, e.g. "10C 10D"')
    check.add_argument("--table", default="", help='combination on the table, e.g. "9S 9H"')
    check.add_argument("--house-rules", help="JSON file of house-rule switches")
    check.add_argument("--json", action="store_true", help="print one JSON object")
    check.set_defaults(func=_cmd_check)

    count = sub.add_parser("count", help="2s and aces still out, and all unseen cards")
    count.add_argument("--played", default="", help='cards played so far, e.g. "2S AH 2D"')
    count.add_argument("--hand", help="your own hand (excluded from what is out)")
    count.add_argument("--json", action="store_true", help="print one JSON object")
    count.set_defaults(func=_cmd_count)

    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name is None or not name.startswith(exc.name):
                raise
            continue
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``thirteen`` console script."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result: int = args.func(args)
    except RulesError as exc:
        print(f"thirteen: {exc}", file=sys.stderr)
        return 2
    return result


if __name__ == "__main__":
    sys.exit(main())
