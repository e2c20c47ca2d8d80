"""The per-decision bench runs and measures every game beside hearts."""

import importlib.util
import math
import pathlib

HERE = pathlib.Path(__file__).resolve().parent


def test_step_cost_measures_every_game_and_hearts():
    spec = importlib.util.spec_from_file_location("step_cost", HERE.parent / "bench" / "step_cost.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    rows = module.run(300)
    games = [r["game"] for r in rows]
    assert games[0] == "hearts (OpenSpiel)"
    assert [g.split("(")[0] for g in games[1:]] == ["lets-go", "apogee", "red-planet", "space-race"]
    for r in rows:
        for key in ("step_us", "bare_us", "step_x_hearts", "bare_x_hearts"):
            assert math.isfinite(r[key]) and r[key] > 0, (r["game"], key)
    assert rows[0]["step_x_hearts"] == 1.0
