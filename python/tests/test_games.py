"""The native module: loading by name, errors, playing, JSON, tensors, bots."""

import json

import numpy as np
import pytest

import space_games

CONFIGS = [
    "lets-go(players=2)",
    "lets-go(players=4)",
    "apogee(players=1)",
    "apogee(players=3)",
    "red-planet(players=2)",
    "red-planet(players=5)",
    "space-race(players=2)",
    "space-race(players=3)",
]


def test_every_game_is_listed():
    assert set(space_games.NAMES) == {"lets-go", "apogee", "red-planet", "space-race"}


@pytest.mark.parametrize("bad, words", [
    ("chess", "no game is called"),
    ("lets-go(players=9)", "players=9"),
    ("lets-go(colour=red)", "takes no parameter"),
    ("lets-go(players", "not a game specification"),
])
def test_bad_specs_say_what_is_wrong(bad, words):
    with pytest.raises(ValueError, match=words):
        space_games.load(bad, 0)


@pytest.mark.parametrize("spec", CONFIGS)
def test_random_games_finish_with_returns_in_range(spec):
    game = space_games.load(spec, 3)
    shape = tuple(game.observation_shape)
    steps = 0
    while not game.is_finished():
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        mask = np.frombuffer(game.legal_mask(seat), dtype=np.int8)
        assert list(np.nonzero(mask)[0]) == legal
        obs = np.frombuffer(game.observation_tensor(seat), dtype=np.float32)
        assert obs.size == int(np.prod(shape)) and np.all(np.isfinite(obs))
        action = legal[steps % len(legal)]
        assert game.parse_action(game.action_text(action)) == action
        game.apply(seat, action)
        steps += 1
        assert steps <= game.max_decisions
    returns = game.returns()
    assert len(returns) == game.num_players
    assert all(-1.0 <= r <= 1.0 for r in returns)
    assert game.terminated() != game.truncated()


def test_a_refused_action_changes_nothing():
    game = space_games.load("red-planet(players=3)", 1)
    seat = game.to_act()[0]
    before = game.state_json()
    illegal = next(i for i in range(game.action_space) if i not in game.legal_actions(seat))
    with pytest.raises(ValueError):
        game.apply(seat, illegal)
    assert game.state_json() == before


def test_states_round_trip_and_bad_states_are_refused():
    game = space_games.load("space-race(players=2)", 4)
    seat = game.to_act()[0]
    game.apply(seat, game.legal_actions(seat)[0])
    copy = space_games.load("space-race(players=2)", 9)
    copy.load_state(game.state_json())
    assert copy.state_json() == game.state_json()
    with pytest.raises(ValueError):
        copy.load_state(json.dumps({"not": "a state"}))
    assert copy.state_json() == game.state_json()


def test_bots_choose_legal_actions_deterministically():
    game = space_games.load("lets-go(players=2)", 5)
    seat = game.to_act()[0]
    for bot in ["random", "greedy", "ismcts:50"]:
        a = game.bot_action(seat, bot, 11)
        assert a in game.legal_actions(seat)
        assert game.bot_action(seat, bot, 11) == a
    with pytest.raises(ValueError, match="not a bot"):
        game.bot_action(seat, "oracle", 1)


def test_clones_are_independent():
    game = space_games.load("apogee(players=2)", 2)
    copy = game.clone()
    seat = game.to_act()[0]
    game.apply(seat, game.legal_actions(seat)[0])
    assert copy.state_json() != game.state_json()
