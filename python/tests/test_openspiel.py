"""OpenSpiel's own random simulation test on every registered game."""

import pyspiel
import pytest

from space_games.openspiel import register

NAMES = register()


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


def test_parameters_reach_the_game():
    game = pyspiel.load_game("space_games_red_planet", {"players": 5})
    assert game.num_players() == 5
    state = game.new_initial_state()
    assert not state.is_terminal()
    assert state.current_player() in range(5)
