"""The Ray self-play example on a local Ray instance."""

import importlib.util
import pathlib

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
