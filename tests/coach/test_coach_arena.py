"""The arena (seat rotation, intervals, errors, CLI), the built-in bots, doctests and lint."""

from __future__ import annotations

import argparse
import doctest
import importlib
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from rules import Game, HouseRules, Pass, Play
from rules.bots import BOT_NAMES, GreedyBot, make_bot
from rules.coach import CoachError
from rules.coach.arena import mean_ci95, play_game, run_arena, seating, wilson_ci95

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seating_gives_every_entry_every_seat(players: int) -> None:
    seen = {entry: set() for entry in range(players)}  # type: ignore[var-annotated]
    for rotation in range(players):
        order = seating(players, rotation)
        assert sorted(order) == list(range(players))
        for seat, entry in enumerate(order):
            seen[entry].add(seat)
    assert all(seats == set(range(players)) for seats in seen.values())


def test_identical_bots_get_identical_results() -> None:
    """greedy is deterministic: with every deal played from every seat, four copies of it must
    tie exactly — the rotation leaves no seat advantage."""
    result = run_arena(["greedy"] * 4, games=40, seed=3)
    first = result.players[0]
    for other in result.players[1:]:
        assert (other.firsts, other.place_sum, other.points_sum) == (
            first.firsts,
            first.place_sum,
            first.points_sum,
        )
    assert sum(p.firsts for p in result.players) == 40
    assert sum(p.place_sum for p in result.players) == 40 * (1 + 2 + 3 + 4)


def test_arena_is_reproducible_and_counts_every_game() -> None:
    a = run_arena(["heuristic", "random", "greedy"], games=12, seed=5)
    b = run_arena(["heuristic", "random", "greedy"], games=12, seed=5)
    assert a.to_dict() == b.to_dict()
    assert [p.games for p in a.players] == [12, 12, 12]
    data = a.to_dict()
    assert data["games"] == 12
    entry = data["players"][0]
    assert set(entry) >= {"name", "first_place_rate", "first_place_ci95", "mean_place"}
    lo, hi = entry["first_place_ci95"]
    assert 0.0 <= lo <= entry["first_place_rate"] <= hi <= 1.0


def test_confidence_intervals() -> None:
    lo, hi = wilson_ci95(40, 100)
    assert lo == pytest.approx(0.3094, abs=1e-4) and hi == pytest.approx(0.4980, abs=1e-4)
    assert wilson_ci95(0, 10)[0] == 0.0 and wilson_ci95(10, 10)[1] == pytest.approx(1.0)
    assert wilson_ci95(0, 0) == (0.0, 1.0)
    values = [1.0, 2.0, 3.0, 4.0]
    lo, hi = mean_ci95(sum(values), sum(v * v for v in values), len(values))
    half = 1.959963984540054 * (1.6666666666666667 / 4) ** 0.5
    assert (lo, hi) == pytest.approx((2.5 - half, 2.5 + half))


@pytest.mark.parametrize(
    ("lineup", "games", "message"),
    [
        (["coach", "greedy", "greedy"], 10, "multiple of 3"),
        (["coach", "wizard"], 4, "unknown player 'wizard'"),
        (["greedy"] * 5, 5, "2 to 4 players"),
        (["greedy", "greedy"], 0, "positive whole number"),
    ],
)
def test_arena_errors(lineup: list[str], games: int, message: str) -> None:
    with pytest.raises(CoachError, match=message):
        run_arena(lineup, games=games)


@pytest.mark.parametrize(
    "rules",
    [
        HouseRules(),
        HouseRules(pass_is_final=False, suit_order="SCHD", opening_min_straight=5),
        HouseRules(bombs=False, require_3s_first_play=False),
        HouseRules(quad_beats_pair_of_twos=True, double_sequence_chop_exact_length=True),
    ],
)
def test_every_bot_plays_legal_games(rules: HouseRules) -> None:
    """The referee (rules.Game) raises on any illegal move, out-of-turn bombs included."""
    for players in (2, 3, 4):
        for seed in range(3):
            names = [BOT_NAMES[(seed + s) % 3] for s in range(players)]
            bots = [make_bot(n) for n in names]
            game = play_game(bots, Game.deal(players, seed=seed, house_rules=rules), seed)
            assert game.is_over and sorted(game.finished) == list(range(players))


def test_coach_plays_legal_games() -> None:
    bots = [make_bot("coach", budget_ms=5), GreedyBot(), make_bot("heuristic")]
    game = play_game(bots, Game.deal(3, seed=4), 4)
    assert game.is_over


def test_greedy_plays_its_lowest_card_and_lowest_answer() -> None:
    game = Game(
        3,
        hands=["3S 3H 4D 9C 2S", "5C 6C 7C 8C KH", "10S 10H JD QC AS"],
        first_game=False,
        leader=0,
    )
    bot = GreedyBot()
    rng = random.Random(0)
    assert bot.choose(game.observation(0), rng) == Play.parse(0, "3S")
    game.play("3S")
    assert bot.choose(game.observation(1), rng) == Play.parse(1, "5C")
    game = Game(2, hands=["3S 4S", "5D 6D"], first_game=False, leader=0)
    game.play("4S")
    game.pass_turn()
    game.play("3S")
    assert game.is_over


def test_greedy_passes_only_when_nothing_beats() -> None:
    game = Game(2, hands=["2H 3S", "AS 4D"], first_game=False, leader=0)
    game.play("2H")
    assert GreedyBot().choose(game.observation(1), random.Random(0)) == Pass(1)


def test_heuristic_keeps_its_straight_and_its_two() -> None:
    game = Game(
        2,
        hands=["6S 7D 8C 9H 2S JD", "5H 3C 4C KS KH QD"],
        first_game=False,
        leader=1,
    )
    game.play("5H")
    move = make_bot("heuristic").choose(game.observation(0), random.Random(0))
    assert move == Play.parse(0, "JD")  # not the 6 from the straight, not the 2


def _cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    from api.commands import arena

    parser = argparse.ArgumentParser(prog="thirteen")
    sub = parser.add_subparsers(dest="command")
    arena.register(sub)
    args = parser.parse_args(argv)
    code: int = args.func(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _cli(
        ["arena", "--games", "6", "--seats", "greedy,heuristic,random", "--seed", "2", "--json"],
        capsys,
    )
    assert code == 0
    data = json.loads(out)
    assert data["games"] == 6 and [p["name"] for p in data["players"]] == [
        "greedy",
        "heuristic",
        "random",
    ]
    for p in data["players"]:
        assert len(p["first_place_ci95"]) == 2 and 1.0 <= p["mean_place"] <= 3.0


def test_cli_table_and_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _cli(["arena", "--games", "4", "--seats", "greedy,random"], capsys)
    assert code == 0 and "first place" in out and "greedy" in out and "arena: 4/4" in err
    with pytest.raises(CoachError, match="multiple of 2"):
        _cli(["arena", "--games", "3", "--seats", "greedy,random"], capsys)
    with pytest.raises(CoachError, match="--jobs"):
        _cli(["arena", "--games", "2", "--seats", "greedy,random", "--jobs", "0"], capsys)


@pytest.mark.parametrize(
    "module",
    [
        "rules.coach",
        "rules.coach.fast",
        "rules.coach.plan",
        "rules.coach.endgame",
        "rules.coach.reasons",
        "rules.coach.arena",
        "rules.bots",
    ],
)
def test_docstring_examples(module: str) -> None:
    result = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0


def test_coach_files_are_lint_and_type_clean() -> None:
    files = ["rules/coach", "rules/bots.py", "api/commands/arena.py", "tests/coach"]
    ruff = subprocess.run(
        [sys.executable, "-m", "ruff", "check", *files], cwd=ROOT, capture_output=True, text=True
    )
    assert ruff.returncode == 0, ruff.stdout + ruff.stderr
    mypy = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "rules/coach",
            "rules/bots.py",
            "api/commands/arena.py",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert mypy.returncode == 0, mypy.stdout + mypy.stderr
