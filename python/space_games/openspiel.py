"""The four games as OpenSpiel Python games, so OpenSpiel's own algorithms
and tests run on them.

    >>> import pyspiel
    >>> from space_games.openspiel import register
    >>> names = register()
    >>> game = pyspiel.load_game("space_games_red_planet", {"players": 3})

Each game is registered as ``space_games_lets_go``, ``space_games_apogee``,
``space_games_red_planet`` and ``space_games_space_race``: sequential,
imperfect information, sampled stochastic (chance comes from the state's own
seeded RNG; ``seed`` is a game parameter, and each new initial state of a
game uses the next seed), terminal rewards in [-1, 1]. Simultaneous commits
are served one seat after another, and no seat's observation shows another's
commit until the rulebook reveals it. Parameters are the games' own (e.g.
``players``, ``mission``); ``players`` sets OpenSpiel's player count.
"""

from __future__ import annotations

import numpy as np
import pyspiel

import space_games

# name -> (OpenSpiel short name, long name, default parameters)
_GAMES = {
    "lets-go": ("space_games_lets_go", "Let's Go! To Space", {"players": 3}),
    "apogee": ("space_games_apogee", "Apogee", {"players": 2}),
    "red-planet": ("space_games_red_planet", "Mission: Red Planet", {"players": 4}),
    "space-race": ("space_games_space_race", "Space Race", {"players": 2}),
}


def _spec(name: str, params: dict) -> str:
    own = {k: v for k, v in params.items() if k != "seed"}
    return space_games.spec(name, **own)


def _make(name: str):
    short, long_name, defaults = _GAMES[name]
    info = {g[0]: g for g in space_games.games()}[name]
    _, _, min_players, max_players, param_names = info
    parameters = dict(defaults)
    parameters["seed"] = 0
    game_type = pyspiel.GameType(
        short_name=short,
        long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max_players,
        min_num_players=min_players,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )

    class SpaceGame(pyspiel.Game):
        def __init__(self, params=None):
            params = dict(parameters, **(params or {}))
            self._spec = _spec(name, params)
            self._next_seed = int(params.get("seed", 0))
            native = space_games.load(self._spec, self._next_seed)
            self._shape = tuple(native.observation_shape)
            game_info = pyspiel.GameInfo(
                num_distinct_actions=native.action_space,
                max_chance_outcomes=0,
                num_players=native.num_players,
                min_utility=-1.0,
                max_utility=1.0,
                utility_sum=None,
                max_game_length=native.max_decisions,
            )
            super().__init__(game_type, game_info, params)

        def new_initial_state(self):
            seed = self._next_seed
            self._next_seed += 1
            return SpaceState(self, space_games.load(self._spec, seed))

        def make_py_observer(self, iig_obs_type=None, params=None):
            return SpaceObserver(self)

    class SpaceState(pyspiel.State):
        def __init__(self, game, native):
            super().__init__(game)
            self.native = native

        def current_player(self):
            if self.native.is_finished():
                return pyspiel.PlayerId.TERMINAL
            return self.native.to_act()[0]

        def _legal_actions(self, player):
            if self.native.is_finished() or player not in self.native.to_act():
                return []
            return list(self.native.legal_actions(player))

        def _apply_action(self, action):
            self.native.apply(self.native.to_act()[0], int(action))

        def _action_to_string(self, player, action):
            return self.native.action_text(int(action))

        def is_terminal(self):
            return self.native.is_finished()

        def returns(self):
            r = self.native.returns()
            return list(r) if r is not None else [0.0] * self.native.num_players

        def rewards(self):
            return self.returns() if self.native.is_finished() else [0.0] * self.native.num_players

        def __str__(self):
            return self.native.observation_text(None)

        def __deepcopy__(self, memo):
            return SpaceState(self.get_game(), self.native.clone())

        def clone(self):
            return self.__deepcopy__({})

    class SpaceObserver:
        def __init__(self, game):
            shape = game._shape
            self.tensor = np.zeros(int(np.prod(shape)), np.float32)
            self.dict = {"observation": self.tensor.reshape(shape)}

        def set_from(self, state, player):
            raw = np.frombuffer(state.native.observation_tensor(player), dtype=np.float32)
            self.tensor[:] = raw

        def string_from(self, state, player):
            return state.native.observation_text(player)

    return game_type, SpaceGame


def register() -> list[str]:
    """Registers every game with pyspiel; returns their OpenSpiel names."""
    names = []
    registered = set(pyspiel.registered_names())
    for name in _GAMES:
        game_type, cls = _make(name)
        if game_type.short_name not in registered:
            pyspiel.register_game(game_type, cls)
        names.append(game_type.short_name)
    return names
