"""``thirteen serve``: the local server and web page.

FastAPI, uvicorn and the vision modules are imported inside the command.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path
from typing import Any

from api.commands.vision import negative_option
from api.defaults import LIVE_CONF


def register(subparsers: Any) -> None:
    """Add ``serve`` to the ``thirteen`` parser. Options left out come from ``THIRTEEN_*``
    environment variables, else the defaults."""
    serve = subparsers.add_parser(
        "serve",
        help="run the assistant: a local web page that follows the table",
        description="Start the local server and web page. It watches the camera (with no "
        "--camera: the bundled demo clip, played in a loop), keeps the history, checks each "
        "play, counts the 2s and aces, and saves the game as it goes. Open the address it "
        "prints in a browser.",
    )
    serve.add_argument(
        "--camera",
        help="camera index (0), video file or stream URL; 'none' for no server camera "
        "(use the browser's camera or enter plays by hand); default: the demo clip",
    )
    serve.add_argument("--host", help="address (default 127.0.0.1: this computer only)")
    serve.add_argument("--port", type=int, help="port (default 8000)")
    serve.add_argument(
        "--game",
        choices=("tien-len", "thirteen-rummy", "indian-rummy"),
        help="the game to follow (default tien-len); thirteen-rummy and indian-rummy coach your "
        "hand: melds, penalty, draw and discard, wild rank, discard pile, scores",
    )
    serve.add_argument("--players", type=int, choices=(2, 3, 4), help="default 4")
    serve.add_argument("--house-rules", help="JSON file of house-rule switches")
    serve.add_argument("--data-dir", help="where games are saved (default ~/.local/share/thirteen)")
    serve.add_argument(
        "--seats", help="sides of seats 0.. clockwise (default bottom,left,top,right)"
    )
    serve.add_argument("--model", help="YOLO ONNX model (default models/cards.onnx)")
    serve.add_argument("--classifier", help="ONNX crop classifier for a 1-class --model")
    serve.add_argument(
        "--conf", type=float, help=f"detection confidence threshold (default {LIVE_CONF})"
    )
    negative_option(serve, default=None)  # None: THIRTEEN_NEGATIVE, else auto
    serve.add_argument(
        "--every-frame",
        action="store_true",
        help="run the detector on every frame (default: still frames reuse its detections)",
    )
    serve.add_argument("--once", action="store_true", help="play a video file once, not looped")
    serve.add_argument("--no-detector", action="store_true", help="do not load the card reader")
    serve.add_argument("--log-level", default="info", choices=("debug", "info", "warning"))
    serve.set_defaults(func=_cmd_serve)


def settings_from_args(args: argparse.Namespace) -> Any:
    """:class:`api.settings.Settings` from the command line (over ``THIRTEEN_*`` variables)."""
    from api.settings import Settings

    options = {
        "game": args.game,
        "host": args.host,
        "port": args.port,
        "players": args.players,
        "conf": args.conf,
        "camera": args.camera,
        "house_rules_file": args.house_rules,
        "data_dir": args.data_dir,
        "seats": args.seats,
        "model": args.model,
        "classifier": args.classifier,
        "negative": args.negative,
    }
    given: dict[str, Any] = {k: v for k, v in options.items() if v is not None}
    if args.once:
        given["loop_recordings"] = False
    if args.no_detector:
        given["detector"] = False
    if args.every_frame:
        given["every_frame"] = True
    return Settings(**given)


def _cmd_serve(args: argparse.Namespace) -> int:
    import logging

    import uvicorn
    from pydantic import ValidationError

    from api.app import create_app
    from rules import RulesError
    from vision.tracker import SeatLayout

    try:
        settings = settings_from_args(args)
        settings.load_house_rules()
        SeatLayout(players=settings.players, sides=settings.seats)
    except ValidationError as exc:
        first = exc.errors()[0]
        print(f"thirteen: {'.'.join(map(str, first['loc']))}: {first['msg']}", file=sys.stderr)
        return 2
    except (RulesError, ValueError) as exc:
        print(f"thirteen: {exc}", file=sys.stderr)
        return 2
    target = settings.camera_target
    if (
        target is not None
        and settings.camera is not None
        and not target.strip().isdigit()
        and "://" not in target
        and not Path(target).exists()
    ):
        print(f"thirteen: no such camera, file or folder: {target}", file=sys.stderr)
        return 2
    import importlib.util

    if not any(importlib.util.find_spec(m) for m in ("websockets", "wsproto")):
        print(
            "thirteen: warning: no WebSocket library (websockets or wsproto) is installed: "
            "the page will not update live; pip install websockets",
            file=sys.stderr,
        )
    logging.basicConfig(level=args.log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    where = (
        "the demo clip"
        if settings.camera is None
        else ("no server camera" if target is None else target)
    )
    url = (
        f"http://{'localhost' if settings.host in ('127.0.0.1', '::1') else settings.host}:"
        f"{settings.port}/"
    )
    game = {"tien-len": "Tiến lên", "thirteen-rummy": "Thirteen rummy"}.get(
        settings.game, "Indian rummy"
    )
    print(f"thirteen: {game}; watching {where}; games saved in {settings.data_dir}", flush=True)
    print(f"thirteen: open {url} in a browser (API docs: {url}docs); Ctrl+C stops", flush=True)
    if settings.host not in ("127.0.0.1", "localhost", "::1"):
        print(
            f"thirteen: warning: listening on {settings.host}: anyone who can reach this "
            "address can see and change the game",
            file=sys.stderr,
        )
    with contextlib.suppress(KeyboardInterrupt):
        uvicorn.run(
            create_app(settings),
            host=settings.host,
            port=settings.port,
            log_level=args.log_level,
            access_log=args.log_level == "debug",
            timeout_graceful_shutdown=3,  # open video streams must not hold up Ctrl+C
        )
    return 0
