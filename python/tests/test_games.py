"""The native module: loading by name, errors, playing, JSON, tensors, bots."""

import gc
import json
import pickle
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

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


def test_name_is_what_load_takes_and_title_is_for_people():
    for name, title, *_ in space_games.games():
        game = space_games.load(name, 0)
        assert game.name == name
        assert game.title == title
        assert space_games.load(game.name, 0).spec == game.spec
    assert space_games.load("lets-go", 0).title == "Let's Go! To Space"


@pytest.mark.parametrize("spec", CONFIGS)
def test_games_pickle_with_their_whole_state(spec):
    game = space_games.load(spec, 6)
    for _ in range(5):
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    copy = pickle.loads(pickle.dumps(game))
    assert copy.spec == game.spec and copy.state_json() == game.state_json()
    # The copy goes on exactly as the original: its generator came along.
    steps = 0
    while not game.is_finished() and steps < 200:
        seat = game.to_act()[0]
        action = game.legal_actions(seat)[steps % len(game.legal_actions(seat))]
        game.apply(seat, action)
        copy.apply(seat, action)
        steps += 1
    assert copy.state_json() == game.state_json()
    assert copy.returns() == game.returns()


def test_a_game_is_usable_from_other_threads():
    game = space_games.load("red-planet(players=3)", 2)
    seat = game.to_act()[0]
    seen = {}

    def use():
        try:
            seen["legal"] = game.legal_actions(seat)
            seen["copy"] = game.clone()
        except BaseException as e:  # a PanicException is a BaseException
            seen["error"] = e

    t = threading.Thread(target=use)
    t.start()
    t.join()
    assert "error" not in seen, seen.get("error")
    assert seen["legal"] == game.legal_actions(seat)
    assert seen["copy"].state_json() == game.state_json()
    with ThreadPoolExecutor(max_workers=4) as pool:
        masks = list(pool.map(lambda s: bytes(game.legal_mask(s)), range(game.num_players)))
        bots = list(pool.map(lambda i: game.bot_action(seat, "random", i), range(8)))
        made = pool.submit(space_games.load, "apogee(players=2)", 3).result()
    assert masks == [bytes(game.legal_mask(s)) for s in range(game.num_players)]
    assert all(b in game.legal_actions(seat) for b in bots)
    made.apply(made.to_act()[0], made.legal_actions(made.to_act()[0])[0])


def test_a_game_dropped_on_another_thread_is_dropped_quietly():
    caught = []
    old = sys.unraisablehook
    sys.unraisablehook = caught.append
    try:
        games = [space_games.load("apogee(players=2)", i) for i in range(3)]
        t = threading.Thread(target=games.clear)
        t.start()
        t.join()
        gc.collect()
    finally:
        sys.unraisablehook = old
    assert games == [] and caught == []


@pytest.mark.parametrize("call, words", [
    (lambda g: g.apply(g.to_act()[0], -1), "-1 is not an action index: this game's indices run from 0 to N"),
    (lambda g: g.apply(-1, 0), "seat -1 is not a seat of this 3-seat game: seats are 0 to 2"),
    (lambda g: g.apply(2**70, 0), "seat 1180591620717411303424 is not a seat"),
    (lambda g: g.legal_actions(3), "seat 3 is not a seat of this 3-seat game"),
    (lambda g: g.observation_tensor(-2), "seat -2 is not a seat"),
    (lambda g: g.action_text(-5), "-5 is not an action index"),
    (lambda g: g.bot_action(0, "random", -1), "seed -1 is out of range: a seed is an integer from 0 to 18446744073709551615"),
    (lambda g: space_games.load("apogee", seed=-1), "seed -1 is out of range"),
    (lambda g: space_games.load("apogee", 2**64), "seed 18446744073709551616 is out of range"),
])
def test_numbers_out_of_range_are_value_errors_naming_the_argument(call, words):
    game = space_games.load("apogee(players=3)", 1)
    space = game.action_space
    with pytest.raises(ValueError) as e:
        call(game)
    assert str(e.value).startswith(words.replace("0 to N", f"0 to {space - 1}"))


def test_numbers_of_other_types_stay_type_errors():
    game = space_games.load("apogee(players=3)", 1)
    with pytest.raises(TypeError):
        game.apply(0, "three")
    with pytest.raises(TypeError):
        space_games.load("apogee", 1.5)
    assert space_games.load("apogee", 2**64 - 1).num_players == 3


@pytest.mark.parametrize("params", [
    {"mission": "4,players=5"},
    {"mission": "4)"},
    {"board": "(1"},
    {"players": "3=3"},
])
def test_specs_refuse_values_that_would_change_their_meaning(params):
    with pytest.raises(ValueError, match="cannot contain any of , \\( \\) ="):
        space_games.spec("apogee", **params)


def test_specs_refuse_such_names_too():
    with pytest.raises(ValueError, match="game name"):
        space_games.spec("apogee(players=5)", mission=4)
    with pytest.raises(ValueError, match="parameter name"):
        space_games.spec("apogee", **{"mission=4,players": 5})
    assert space_games.spec("apogee", mission=4, single_winner=True) == "apogee(mission=4,single-winner=true)"
