"""PettingZoo's own API test on every game's AEC environment, seeding,
render modes, shaped rewards and Space Race's AI seats."""

import random

import pytest
from pettingzoo.test import api_test

import space_games
from space_games.pettingzoo import REWARD_SCALES, env

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


def deal(e):
    return e.game.state_json()


def test_unseeded_resets_follow_gymnasium():
    # Fresh environments reset without a seed deal different games.
    deals = set()
    for _ in range(4):
        e = env("apogee", players=2)
        e.reset()
        deals.add(deal(e))
    assert len(deals) == 4
    # A seeded reset deals the seed's game, and the unseeded resets after it
    # repeat from that seed.
    runs = []
    for _ in range(2):
        e = env("apogee", players=2)
        e.reset(seed=9)
        assert deal(e) == space_games.load("apogee(players=2)", 9).state_json()
        run = [deal(e)]
        for _ in range(3):
            e.reset()
            run.append(deal(e))
        runs.append(run)
    assert runs[0] == runs[1] and len(set(runs[0])) == 4


def test_a_negative_seed_is_refused_by_name():
    e = env("apogee", players=2)
    with pytest.raises(ValueError, match="seed -1 is out of range"):
        e.reset(seed=-1)


def test_render_modes_are_checked():
    with pytest.raises(ValueError, match="'rgb_array' is not one of None, 'human', 'ansi'"):
        env("apogee", render_mode="rgb_array")
    assert env("apogee", render_mode="human").render_mode == "human"


def test_a_step_out_of_the_action_space_names_the_range():
    e = env("apogee", players=2)
    e.reset(seed=1)
    with pytest.raises(ValueError, match=f"-1 is not an action index: this game's indices run from 0 to {e.game.action_space - 1}"):
        e.step(-1)


@pytest.mark.parametrize("name, params", ENVS + [("apogee", {"players": 4})])
def test_shaping_stays_small_against_the_terminal_return(name, params):
    e = env(name, shaped_rewards=True, **params)
    assert e.reward_scale == REWARD_SCALES[name]
    rng = random.Random(1)
    shaped = []
    for seed in range(3):
        e.reset(seed=seed)
        total = {a: 0.0 for a in e.possible_agents}
        for agent in e.agent_iter(max_iter=200_000):
            obs, reward, terminated, truncated, info = e.last()
            if terminated or truncated:
                e.step(None)
                continue
            seat = e.possible_agents.index(agent)
            e.step(e.game.bot_action(seat, "greedy", seed) if seed else rng.choice(obs["action_mask"].nonzero()[0]))
            for a in e.possible_agents:
                total[a] += e.rewards[a]
        returns = e.game.returns()
        shaped += [total[a] - returns[i] for i, a in enumerate(e.possible_agents)]
    assert any(s != 0.0 for s in shaped)
    assert all(abs(s) <= 0.15 for s in shaped), (name, shaped)
    assert env(name, shaped_rewards=True, reward_scale=5, **params).reward_scale == 5.0
    with pytest.raises(ValueError, match="reward_scale"):
        env(name, reward_scale=0, **params)


def test_space_race_ai_seats_never_act_but_are_rewarded():
    e = env("space-race", players=3, ai=1)
    e.reset(seed=3)
    ai = "player_2"
    assert e.possible_agents == ["player_0", "player_1", "player_2"]
    ai_reward = None
    for agent in e.agent_iter(max_iter=200_000):
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            if agent == ai:
                ai_reward = reward
            e.step(None)
            continue
        assert agent != ai
        e.step(int(obs["action_mask"].nonzero()[0][0]))
    assert ai_reward is not None and ai_reward == e.game.returns()[2]
