"""``thirteen rummy solve`` and ``thirteen rummy advise``: the rummy games called Thirteen.

    thirteen rummy solve --game indian --wild 7 "AS 2S 3S 4H 5H JK 8D 8C 8H KS KH KD 9C"
    thirteen rummy solve --game thirteen-rummy --round 5 AS 2S 3S 7H 7D 7C 9D --json
    thirteen rummy advise --game thirteen-rummy --round 5 --discard-pile "8S 6H" \\
        4H 5H 9C 9D KS KD QS

Only :mod:`rules.rummy` (standard library) is imported. Bad input raises a ``RulesError``, which
the ``thirteen`` entry point prints as one line with exit status 2.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from rules.rummy import (
    RANK_SYMBOLS,
    Advice,
    Arrangement,
    IndianRummyRules,
    InvalidRummyRulesError,
    RummyRules,
    ThirteenRummyRules,
    advise,
    game_name,
    solve,
)

GAMES = ("indian", "indian-rummy", "thirteen-rummy", "thirteen_rummy")


def register(subparsers: Any) -> None:
    """Add ``thirteen rummy solve`` and ``thirteen rummy advise``."""
    rummy = subparsers.add_parser(
        "rummy",
        help="Thirteen rummy and Indian rummy: best melds, penalty, draw/discard advice",
        description="The rummy games also called Thirteen: arrange a hand into melds with the "
        "lowest penalty, or advise where to draw and what to discard.",
    )
    commands = rummy.add_subparsers(dest="rummy_command", metavar="COMMAND")
    commands.required = True

    solve_cmd = commands.add_parser(
        "solve",
        help="arrange a hand into melds with the lowest penalty",
        description="Arrange a hand into melds with the lowest penalty and say whether it goes "
        "out (declares). A hand of one card more than is held between turns also gets the best "
        "discard.",
    )
    _common(solve_cmd)
    solve_cmd.set_defaults(func=_cmd_solve)

    advise_cmd = commands.add_parser(
        "advise",
        help="where to draw (stock or discard pile) and what to discard",
        description="Between turns: draw from the stock or take the discard pile's top card, "
        "by the (expected) penalty after the move. Just after drawing: what to discard.",
    )
    _common(advise_cmd)
    advise_cmd.add_argument(
        "--discard-pile",
        default="",
        metavar="CARDS",
        help="the discard pile, oldest first (the last card is the one that may be taken)",
    )
    advise_cmd.add_argument(
        "--seen", default="", metavar="CARDS", help="other cards known to be out of the stock"
    )
    advise_cmd.add_argument(
        "--players", type=int, help="players at the table (sets the number of decks)"
    )
    advise_cmd.set_defaults(func=_cmd_advise)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("cards", nargs="+", metavar="CARDS", help='the hand, e.g. "QH JK 10S"')
    parser.add_argument("--game", required=True, choices=GAMES, help="which rummy game")
    parser.add_argument(
        "--round", type=int, help="Thirteen rummy: round 1..11 (round r deals r+2, r+2 is wild)"
    )
    parser.add_argument("--wild", metavar="RANK", help="the wild rank (A, 2-10, J, Q, K)")
    parser.add_argument("--rules", metavar="FILE", help="JSON file of rule options")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _rules(args: argparse.Namespace) -> RummyRules | None:
    if not args.rules:
        return None
    try:
        text = Path(args.rules).read_text(encoding="utf-8")
    except OSError as exc:
        raise SystemExit(f"thirteen: cannot read rules file {args.rules}: {exc.strerror}") from exc
    if game_name(args.game) == "indian":
        return IndianRummyRules.from_json(text)
    return ThirteenRummyRules.from_json(text)


def _cards(args: argparse.Namespace) -> str:
    return " ".join(args.cards)


def _cmd_solve(args: argparse.Namespace) -> int:
    arrangement = solve(
        _cards(args), game_name(args.game), args.round, args.wild, rules=_rules(args)
    )
    if args.json:
        print(json.dumps(arrangement.to_dict(), ensure_ascii=False))
    else:
        print(format_arrangement(arrangement))
    return 0


def _cmd_advise(args: argparse.Namespace) -> int:
    if args.players is not None and args.players < 2:
        raise InvalidRummyRulesError(f"--players must be 2 or more: {args.players}")
    advice = advise(
        _cards(args),
        game_name(args.game),
        args.round,
        args.wild,
        discard_pile=args.discard_pile,
        seen=args.seen,
        rules=_rules(args),
        players=args.players,
    )
    if args.json:
        print(json.dumps(advice.to_dict(), ensure_ascii=False))
    else:
        print(format_advice(advice))
    return 0


def format_arrangement(a: Arrangement) -> str:
    """Several lines for people: melds, unmelded cards, discard, penalty, declaration."""
    lines = []
    if a.wild_rank is not None:
        where = f" (round {a.round})" if a.round is not None else ""
        lines.append(f"wild rank: {RANK_SYMBOLS[a.wild_rank]}{where}")
    lines.append("melds:" if a.melds else "melds: none")
    lines.extend(f"  {m.label(a.game)}: {m.describe()}" for m in a.melds)
    lines.append("unmelded: " + (" ".join(str(c) for c in a.unmelded) or "none"))
    if a.discard is not None:
        lines.append(f"discard: {a.discard}")
    lines.append(f"penalty: {a.penalty}" + (f" ({a.note})" if a.note else ""))
    verb = "declaration" if a.game == "indian" else "goes out"
    lines.append(f"valid {verb}: {'yes' if a.valid_declaration else 'no'}")
    return "\n".join(lines)


def format_advice(advice: Advice) -> str:
    """The advice's reason, then the figures."""
    lines = [advice.reason]
    if advice.stock_expected is not None:
        lines.append(f"stock draw: expected penalty {advice.stock_expected:.2f}")
    if advice.discard_pile_penalty is not None:
        lines.append(f"discard-pile draw: penalty {advice.discard_pile_penalty}")
    lines.append(
        f"cards seen in the discard pile: {advice.seen_in_discard}; unseen: {advice.unseen}"
    )
    return "\n".join(lines)
