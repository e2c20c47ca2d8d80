"""Simultaneous decisions are served one seat after another, and a seat's
commit tells the others nothing until the rulebook reveals it."""

import copy
import random

import numpy as np
import pytest

import space_games
from space_games.pettingzoo import env

SPECS = ["apogee(players=3)", "red-planet(players=2)", "red-planet(players=4)", "space-race(players=3)"]


def views(game, seats):
    return [(bytes(game.observation_tensor(s)), game.observation_json(s)) for s in seats] + [
        (bytes(game.observation_tensor(None)), game.observation_json(None))
    ]


@pytest.mark.parametrize("spec", SPECS)
def test_a_commit_is_hidden_until_revealed(spec):
    rng = random.Random(5)
    game = space_games.load(spec, 5)
    compared = 0
    while not game.is_finished():
        to_act = game.to_act()
        seat = to_act[0]
        legal = game.legal_actions(seat)
        if len(to_act) > 1 and len(legal) > 1:
            others = [s for s in to_act if s != seat]
            seen = None
            for index in legal[:6]:
                after = game.clone()
                after.apply(seat, index)
                if not set(others) <= set(after.to_act()):
                    continue  # this commit completed the decision: the reveal may follow
                v = views(after, others)
                if seen is None:
                    seen = v
                else:
                    assert v == seen, f"{spec}: seat {seat}'s choice shows to the others"
                    compared += 1
        game.apply(seat, rng.choice(legal))
    assert compared > 0, f"{spec}: no simultaneous decision was compared"


def test_the_env_serves_simultaneous_seats_one_after_another():
    e = env("red-planet", players=3)
    e.reset(seed=2)
    agent = e.agent_selection
    obs, *_ = e.last()
    legal = np.flatnonzero(obs["action_mask"])
    assert len(legal) > 1
    after = []
    for index in legal[:2]:
        branch = copy.deepcopy(e)
        branch.step(int(index))
        nxt = branch.agent_selection
        assert nxt != agent
        after.append((nxt, branch.observe(nxt)["observation"].tobytes()))
    assert after[0] == after[1]
