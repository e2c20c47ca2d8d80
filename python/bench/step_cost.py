"""Cost of one decision from Python: each game's PettingZoo env against
OpenSpiel's own hearts, in the same run.

    python bench/step_cost.py --decisions 20000

Two loops per game, both choosing a uniformly random legal action:

* ``step``: the PettingZoo loop an agent runs: ``env.last()`` (the
  observation tensor and the action mask) then ``env.step(action)``; for
  hearts, ``legal_actions()``, ``information_state_tensor()`` (hearts has no observation tensor) and
  ``apply_action()`` (chance outcomes sampled and applied the same way).
* ``bare``: legality and apply only (``game.legal_actions`` +
  ``game.apply`` on the native game; ``legal_actions`` + ``apply_action``
  in hearts).

It prints microseconds per decision and each row's multiple of hearts.
"""

from __future__ import annotations

import argparse
import json
import random
import time

import numpy as np
import pyspiel

import space_games
from space_games.pettingzoo import env as make_env

GAMES = [
    ("lets-go", {"players": 4}),
    ("apogee", {"players": 4}),
    ("red-planet", {"players": 4}),
    ("space-race", {"players": 4}),
]


def hearts(decisions: int, observe: bool, rng: random.Random) -> float:
    game = pyspiel.load_game("hearts")
    done = 0
    state = game.new_initial_state()
    start = time.perf_counter()
    while done < decisions:
        if state.is_terminal():
            state = game.new_initial_state()
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(outcomes, probs)[0])
            continue
        legal = state.legal_actions()
        if observe:
            np.asarray(state.information_state_tensor(), dtype=np.float32)
        state.apply_action(rng.choice(legal))
        done += 1
    return (time.perf_counter() - start) / decisions * 1e6


def env_step(name: str, params: dict, decisions: int, rng: random.Random) -> float:
    e = make_env(name, **params)
    seed = 0
    e.reset(seed=seed)
    done = 0
    start = time.perf_counter()
    while done < decisions:
        if not e.agents:
            seed += 1
            e.reset(seed=seed)
        obs, _, terminated, truncated, _ = e.last()
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(legal[rng.randrange(len(legal))]))
        done += 1
    return (time.perf_counter() - start) / decisions * 1e6


def bare(name: str, params: dict, decisions: int, rng: random.Random) -> float:
    spec = space_games.spec(name, **params)
    seed = 0
    game = space_games.load(spec, seed)
    done = 0
    start = time.perf_counter()
    while done < decisions:
        if game.is_finished():
            seed += 1
            game = space_games.load(spec, seed)
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        game.apply(seat, legal[rng.randrange(len(legal))])
        done += 1
    return (time.perf_counter() - start) / decisions * 1e6


def run(decisions: int, seed: int = 1) -> list[dict]:
    rng = random.Random(seed)
    rows = []
    ref_step = hearts(decisions, True, rng)
    ref_bare = hearts(decisions, False, rng)
    rows.append({"game": "hearts (OpenSpiel)", "step_us": ref_step, "bare_us": ref_bare})
    for name, params in GAMES:
        rows.append({
            "game": space_games.spec(name, **params),
            "step_us": env_step(name, params, decisions, rng),
            "bare_us": bare(name, params, decisions, rng),
        })
    for r in rows:
        r["step_x_hearts"] = r["step_us"] / ref_step
        r["bare_x_hearts"] = r["bare_us"] / ref_bare
    return rows


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--decisions", type=int, default=20_000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true", help="one JSON line per row")
    a = p.parse_args()
    rows = run(a.decisions, a.seed)
    if a.json:
        for r in rows:
            print(json.dumps(r))
        return
    print(f"{'game':<28} {'step µs':>9} {'× hearts':>9} {'bare µs':>9} {'× hearts':>9}")
    for r in rows:
        print(f"{r['game']:<28} {r['step_us']:>9.2f} {r['step_x_hearts']:>9.2f}"
              f" {r['bare_us']:>9.2f} {r['bare_x_hearts']:>9.2f}")


if __name__ == "__main__":
    main()
