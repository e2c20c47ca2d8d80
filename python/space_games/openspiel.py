"""The four games as OpenSpiel Python games, so OpenSpiel's own algorithms
and tests run on them.

    >>> import pyspiel
    >>> from space_games.openspiel import register
    >>> names = register()
    >>> game = pyspiel.load_game("space_games_apogee", {"players": 3, "mission": 4})

Each game is registered as ``space_games_lets_go``, ``space_games_apogee``,
``space_games_red_planet`` and ``space_games_space_race``: sequential,
imperfect information, terminal rewards in [-1, 1]. Simultaneous commits
are served one seat after another, and no seat's observation shows another's
commit until the rulebook reveals it.

Parameters are the games' own, written with ``_`` for ``-``, with the
games' own defaults (``PARAMETERS``); ``players`` sets OpenSpiel's player
count. Where a game leaves a parameter unset by default, OpenSpiel's typed
default stands for "unset": ``first=-1`` (Let's Go! To Space: a random First
Player) and ``turn_cap=0`` (Apogee: no turn cap). ``seed`` (0) seeds the
first initial state.

Chance: every initial state is dealt when it is first used, with its own
seed (``seed`` for the first, then the next integer for each further state
the game deals), and the state's own generator makes every later draw.
Clones and deserialised states take no seed; the throwaway states OpenSpiel's
C++ side makes to learn the observation tensor's size (``random_sim_test``
does at every step) do. No chance node is exposed, so OpenSpiel sees the
game as DETERMINISTIC: a state, once dealt, is fixed by the actions applied
to it. (Its sampled-stochastic mode would need the game's generator through
``GetRNGState``, which OpenSpiel does not let a Python game provide; games
and states could then not be serialised.) States clone, serialise and
pickle with their deal, history and move number; games pickle with the
seed their next state will be dealt with.

Observers: the default observation (a seat's view of the current position,
public and private) and the public observation (``private_info`` NONE: the
spectator's view). The games keep no information state (perfect recall):
asking for one, or for ``information_state_string``/``_tensor``, raises
ValueError.
"""

from __future__ import annotations

import numpy as np
import pyspiel

import space_games

# name -> (OpenSpiel short name, long name)
_GAMES = {
    "lets-go": ("space_games_lets_go", "Let's Go! To Space"),
    "apogee": ("space_games_apogee", "Apogee"),
    "red-planet": ("space_games_red_planet", "Mission: Red Planet"),
    "space-race": ("space_games_space_race", "Space Race"),
}

PARAMETERS = {
    "lets-go": {"players": 3, "first": -1, "sides": "random", "stall_rounds": 5},
    "apogee": {"players": 3, "mission": 1, "single_winner": False, "turn_cap": 0},
    "red-planet": {"players": 4, "board": 1},
    "space-race": {"players": 3, "ai": 0, "mission": "mercury", "thematic": False,
                   "cold_war": False},
}
"""Each game's parameters with their defaults, as OpenSpiel takes them."""

# The OpenSpiel values that stand for a parameter left unset.
_UNSET = {"first": -1, "turn_cap": 0}


def _spec(name: str, params: dict) -> str:
    """The specification of ``name`` with the parameters that differ from its
    defaults (the game's own defaults apply to the others)."""
    defaults = PARAMETERS[name]
    own = {
        k: v for k, v in params.items()
        if k != "seed" and v != defaults[k] and not (k in _UNSET and v == _UNSET[k])
    }
    return space_games.spec(name, **own)


class _Deal:
    """A state's native game, dealt with the game's next seed when it is
    first used: a state OpenSpiel makes only to copy another into (a clone,
    a deserialised state) takes no seed. A copy of a state copies its deal."""

    __slots__ = ("_game", "_native")

    def __init__(self, game=None, native=None):
        self._game = game
        self._native = native

    def get(self):
        if self._native is None:
            self._native = self._game._deal()
            self._game = None
        return self._native

    def __deepcopy__(self, memo):
        return _Deal(native=self.get().clone())

    def __reduce__(self):
        return (_Deal, (None, self.get()))


def _load_game(short_name: str, params: dict, next_seed: int):
    """A pickled game, read back."""
    register()
    game = pyspiel.load_game(short_name, params)
    game._next_seed = next_seed
    return game


def _load_state(game, data: str):
    """A pickled state, read back."""
    return game.deserialize_state(data)


def _make(name: str):
    short, long_name = _GAMES[name]
    info = {g[0]: g for g in space_games.games()}[name]
    _, _, min_players, max_players, _ = info
    parameters = dict(PARAMETERS[name])
    parameters["seed"] = 0
    game_type = pyspiel.GameType(
        short_name=short,
        long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
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
            unknown = sorted(set(params) - set(parameters))
            if unknown:
                raise ValueError(
                    f"{short} takes no parameter {', '.join(unknown)}: its parameters are "
                    f"{', '.join(sorted(parameters))}"
                )
            self._params = params
            self._spec = _spec(name, params)
            self._next_seed = int(params["seed"])
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
            return SpaceState(self)

        def observation_tensor_shape(self):
            return list(self._shape)

        def observation_tensor_size(self):
            return int(np.prod(self._shape))

        def _deal(self):
            seed = self._next_seed
            self._next_seed += 1
            return space_games.load(self._spec, seed)

        def make_py_observer(self, iig_obs_type=None, params=None):
            if isinstance(iig_obs_type, dict):
                # OpenSpiel passes only the parameters when no type is asked for.
                iig_obs_type, params = None, iig_obs_type
            if params:
                raise ValueError(f"{short} observers take no parameters; passed {params}")
            if iig_obs_type is None:
                return SpaceObserver(self, private=True)
            if iig_obs_type.perfect_recall:
                raise ValueError(
                    f"{short} keeps no information state (perfect recall): it observes "
                    "the current position only; ask for IIGObservationType(perfect_recall=False), "
                    "or use observation_string/observation_tensor"
                )
            private = iig_obs_type.private_info
            if iig_obs_type.public_info and private == pyspiel.PrivateInfoType.SINGLE_PLAYER:
                return SpaceObserver(self, private=True)
            if iig_obs_type.public_info and private == pyspiel.PrivateInfoType.NONE:
                return SpaceObserver(self, private=False)
            raise ValueError(
                f"{short} has no observer with public_info={iig_obs_type.public_info} and "
                f"private_info={private.name}: it has the public and private view of one "
                "player (private_info SINGLE_PLAYER) and the public view (private_info NONE), "
                "both with public_info=True and perfect_recall=False"
            )

        def __reduce__(self):
            return (_load_game, (short, dict(self._params), self._next_seed))

    class SpaceState(pyspiel.State):
        def __init__(self, game):
            super().__init__(game)
            self._deal = _Deal(game)

        @property
        def native(self):
            """The native game (``space_games.Game``) of this state."""
            return self._deal.get()

        def current_player(self):
            if self.native.is_finished():
                return pyspiel.PlayerId.TERMINAL
            return self.native.to_act()[0]

        def _legal_actions(self, player):
            if self.native.is_finished() or player not in self.native.to_act():
                return []
            return list(self.native.legal_actions(player))

        def _apply_action(self, action):
            native = self.native
            if native.is_finished():
                raise pyspiel.SpielError(
                    f"the game is over (returns {native.returns()}): a terminal state takes no action"
                )
            native.apply(native.to_act()[0], int(action))

        def _action_to_string(self, player, action):
            return self.native.action_text(int(action))

        def is_terminal(self):
            return self.native.is_finished()

        def returns(self):
            r = self.native.returns()
            return list(r) if r is not None else [0.0] * self.native.num_players

        def rewards(self):
            return self.returns() if self.native.is_finished() else [0.0] * self.native.num_players

        def observation_tensor(self, player=None):
            seat = self.current_player() if player is None else player
            return np.frombuffer(self.native.observation_tensor(seat), dtype=np.float32).tolist()

        def __str__(self):
            return self.native.observation_text(None)

        def __deepcopy__(self, memo):
            return self.clone()

        def __reduce__(self):
            return (_load_state, (self.get_game(), self.serialize()))

    class SpaceObserver:
        def __init__(self, game, private):
            shape = game._shape
            self.private = private
            self.tensor = np.zeros(int(np.prod(shape)), np.float32)
            self.dict = {"observation": self.tensor.reshape(shape)}

        def set_from(self, state, player):
            seat = player if self.private else None
            raw = np.frombuffer(state.native.observation_tensor(seat), dtype=np.float32)
            self.tensor[:] = raw

        def string_from(self, state, player):
            return state.native.observation_text(player if self.private else None)

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
