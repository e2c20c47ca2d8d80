"""The Ray self-play example on a local Ray instance, and its command line."""

import importlib.util
import json
import pathlib
import subprocess
import sys

import pytest

import ray

HERE = pathlib.Path(__file__).resolve().parent


def load_example():
    spec = importlib.util.spec_from_file_location("ray_selfplay", HERE.parent / "examples" / "ray_selfplay.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_selfplay_across_ray_aggregates_win_rates():
    example = load_example()
    try:
        result = example.run("red-planet", 3, 6, ["ismcts:20", "random", "random"], None, 1)
    finally:
        ray.shutdown()
    bots = {b["bot"]: b for b in result["bots"]}
    assert set(bots) == {"ismcts:20", "random"}
    assert bots["ismcts:20"]["games"] == 6 and bots["random"]["games"] == 12
    assert 0.0 <= bots["random"]["win_rate"] <= 1.0
    total = sum(b["wins"] for b in result["bots"])
    assert total <= 6 + 1e-9


@pytest.mark.parametrize("args, words", [
    (["--players", "9"], "argument --players: lets-go takes 2 to 4 players, not 9"),
    (["--bots", "foo"], "argument --bots: 'foo' is not a bot"),
    (["--bots", "random,ismcts:0"], "argument --bots: 'ismcts:0' is not a bot"),
    (["--games", "0"], "argument --games: at least 1 game"),
    (["--seed", "-1"], "argument --seed"),
    (["--game", "chess"], "argument --game: invalid choice"),
])
def test_bad_arguments_stop_before_ray_starts(args, words, capsys):
    example = load_example()
    with pytest.raises(SystemExit) as e:
        example.parse_args(args)
    assert e.value.code == 2
    assert words in capsys.readouterr().err
    assert not ray.is_initialized()


def test_good_arguments_are_read():
    a = load_example().parse_args(["--game", "apogee", "--players", "5", "--bots", "greedy, ismcts:3,ismcts"])
    assert (a.game, a.players, a.bots) == ("apogee", 5, ["greedy", "ismcts:3", "ismcts"])


def test_the_example_runs_from_the_package_folder():
    # Run from python/, where a space_games/ source folder (with no compiled
    # module) sits beside the examples: the workers use the installed package.
    folder = HERE.parent
    assert (folder / "space_games").is_dir()
    out = subprocess.run(
        [sys.executable, "examples/ray_selfplay.py", "--game", "red-planet", "--players", "2",
         "--games", "2", "--bots", "random"],
        cwd=folder, capture_output=True, text=True, timeout=600,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout)
    assert result["spec"] == "red-planet(players=2)" and result["bots"][0]["games"] == 4
