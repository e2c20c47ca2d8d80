"""OpenSpiel's own random simulation test on every registered game, its
parameters, serialisation, cloning and observers."""

import copy
import pickle

import numpy as np
import pyspiel
import pytest

import space_games
from space_games.openspiel import PARAMETERS, register

NAMES = register()
GAMES = dict(zip(space_games.NAMES, NAMES))


def play(state, steps):
    for i in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply_action(legal[i % len(legal)])
    return state


def test_every_game_is_registered():
    assert NAMES == [
        "space_games_lets_go",
        "space_games_apogee",
        "space_games_red_planet",
        "space_games_space_race",
    ]


@pytest.mark.parametrize("name", NAMES)
def test_random_sim(name):
    game = pyspiel.load_game(name)
    pyspiel.random_sim_test(game, num_sims=3, serialize=False, verbose=False)


@pytest.mark.parametrize("name", NAMES)
def test_random_sim_serialising(name):
    game = pyspiel.load_game(name)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_parameters_reach_the_game():
    game = pyspiel.load_game("space_games_red_planet", {"players": 5})
    assert game.num_players() == 5
    state = game.new_initial_state()
    assert not state.is_terminal()
    assert state.current_player() in range(5)


def test_every_parameter_of_every_game_is_declared():
    for name, _, _, _, params in space_games.games():
        declared = set(pyspiel.load_game(GAMES[name]).get_parameters())
        assert declared == {p.replace("-", "_") for p in params} | {"seed"}, name


@pytest.mark.parametrize("name", space_games.NAMES)
def test_the_defaults_are_the_games_own(name):
    game = pyspiel.load_game(GAMES[name], {"seed": 4})
    native = game.new_initial_state().native
    own = space_games.load(name, 4)
    assert game.num_players() == own.num_players
    assert native.state_json() == own.state_json()
    # Spelled out, the declared defaults (those not standing for "unset")
    # make the same game.
    explicit = {k: v for k, v in PARAMETERS[name].items() if k not in ("first", "turn_cap")}
    assert space_games.load(space_games.spec(name, **explicit), 4).state_json() == own.state_json()


@pytest.mark.parametrize("name, params, spec", [
    ("apogee", {"players": 3, "mission": 4}, "apogee(mission=4)"),
    ("apogee", {"players": 2, "single_winner": True, "turn_cap": 30},
     "apogee(players=2,single-winner=true,turn-cap=30)"),
    ("lets-go", {"first": 1, "sides": "soviet", "stall_rounds": 9},
     "lets-go(first=1,sides=soviet,stall-rounds=9)"),
    ("red-planet", {"board": 3}, "red-planet(board=3)"),
    ("space-race", {"ai": 1, "mission": "cassini", "thematic": True, "cold_war": True},
     "space-race(ai=1,cold-war=true,mission=cassini,thematic=true)"),
    ("space-race", {"players": 2, "mission": "apollo", "cold_war": True},
     "space-race(cold-war=true,mission=apollo,players=2)"),
])
def test_the_games_own_parameters_are_passed_through(name, params, spec):
    game = pyspiel.load_game(GAMES[name], params)
    native = game.new_initial_state().native
    assert native.spec == spec
    assert native.state_json() == space_games.load(spec, 0).state_json()


def test_a_bad_parameter_value_says_what_is_wrong():
    with pytest.raises(ValueError, match="mission"):
        pyspiel.load_game("space_games_apogee", {"mission": 13})


def test_clones_keep_history_and_move_number():
    game = pyspiel.load_game("space_games_apogee", {"players": 2})
    state = play(game.new_initial_state(), 7)
    for other in (state.clone(), copy.deepcopy(state)):
        assert type(other) is type(state)
        assert other.history() == state.history() and len(state.history()) == 7
        assert other.move_number() == state.move_number() == 7
        assert str(other) == str(state)
        play(other, 3)
        assert len(state.history()) == 7 and len(other.history()) == 10


def test_clones_take_no_seed():
    game = pyspiel.load_game("space_games_red_planet", {"seed": 10})
    first = play(game.new_initial_state(), 2)
    for _ in range(5):
        first.clone()
        pickle.loads(pickle.dumps(first))
    second = game.new_initial_state()
    assert second.native.state_json() == space_games.load("red-planet", 11).state_json()


@pytest.mark.parametrize("name", NAMES)
def test_states_serialise_and_pickle(name):
    game = pyspiel.load_game(name)
    state = play(game.new_initial_state(), 12)
    for other in (
        game.deserialize_state(state.serialize()),
        pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1],
        pickle.loads(pickle.dumps(state)),
    ):
        assert str(other) == str(state)
        assert other.history() == state.history()
        assert other.native.state_json() == state.native.state_json()
        assert play(other, 5).history() == play(state.clone(), 5).history()


def test_games_pickle_with_their_next_seed():
    game = pyspiel.load_game("space_games_apogee", {"players": 2, "mission": 4, "seed": 3})
    play(game.new_initial_state(), 1)
    again = pickle.loads(pickle.dumps(game))
    assert str(again) == str(game) and again.num_players() == 2
    assert pyspiel.deserialize_game(game.serialize()).num_players() == 2
    assert (again.new_initial_state().native.state_json()
            == game.new_initial_state().native.state_json()
            == space_games.load("apogee(mission=4,players=2)", 4).state_json())


def test_a_terminal_state_refuses_actions():
    game = pyspiel.load_game("space_games_apogee", {"players": 2})
    state = play(game.new_initial_state(), 100_000)
    assert state.is_terminal()
    with pytest.raises(pyspiel.SpielError, match="the game is over"):
        state.apply_action(0)


def test_no_information_state_is_pretended():
    game = pyspiel.load_game("space_games_red_planet", {"players": 3})
    state = play(game.new_initial_state(), 3)
    with pytest.raises(ValueError, match="perfect recall"):
        state.information_state_string(0)
    with pytest.raises(ValueError, match="perfect recall"):
        state.information_state_tensor(0)
    with pytest.raises(ValueError, match="perfect recall"):
        game.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True))
    with pytest.raises(ValueError, match="ALL_PLAYERS"):
        game.make_py_observer(pyspiel.IIGObservationType(
            perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS))


def test_observers_give_a_seats_view_or_the_public_one():
    game = pyspiel.load_game("space_games_red_planet", {"players": 3})
    state = play(game.new_initial_state(), 3)
    native = state.native
    seat = pyspiel.IIGObservationType(perfect_recall=False)
    public = pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE)
    for obs_type, viewer in ((None, 1), (seat, 1), (public, None)):
        observer = game.make_py_observer(obs_type)
        observer.set_from(state, 1)
        expected = np.frombuffer(native.observation_tensor(viewer), dtype=np.float32)
        assert np.array_equal(observer.tensor, expected)
        assert observer.string_from(state, 1) == native.observation_text(viewer)
    assert state.observation_string(1) == native.observation_text(1)
    assert state.observation_tensor(1) == np.frombuffer(native.observation_tensor(1), dtype=np.float32).tolist()
    assert game.observation_tensor_shape() == list(native.observation_shape)
