"""PettingZoo's own API test on every game's AEC environment."""

import pytest
from pettingzoo.test import api_test

from space_games.pettingzoo import env

ENVS = [
    ("lets-go", {"players": 3}),
    ("apogee", {"players": 2}),
    ("red-planet", {"players": 2}),
    ("space-race", {"players": 2}),
]


@pytest.mark.parametrize("name, params", ENVS)
def test_pettingzoo_api(name, params):
    api_test(env(name, **params), num_cycles=300)


@pytest.mark.parametrize("name, params", ENVS)
def test_a_whole_game_through_the_env(name, params):
    e = env(name, **params)
    e.reset(seed=4)
    seen_end = False
    for agent in e.agent_iter(max_iter=200_000):
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            seen_end = True
            e.step(None)
            continue
        mask = obs["action_mask"]
        e.step(int(mask.nonzero()[0][0]))
    assert seen_end and not e.agents


def test_render_prints_the_board():
    e = env("red-planet", render_mode="ansi", players=3)
    e.reset(seed=1)
    text = e.render()
    assert isinstance(text, str) and len(text) > 0
