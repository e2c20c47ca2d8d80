"""PettingZoo AEC environments of the four games.

    >>> from space_games.pettingzoo import env
    >>> e = env("red-planet", players=3)
    >>> e.reset(seed=1)
    >>> for agent in e.agent_iter():
    ...     obs, reward, terminated, truncated, info = e.last()
    ...     action = None if terminated or truncated else int(obs["action_mask"].nonzero()[0][0])
    ...     e.step(action)

Seats are agents ``player_0`` ... ``player_{n-1}``. An observation is a dict
with ``observation`` (the game's float32 tensor, fixed shape per config) and
``action_mask`` (int8, one per action index). Where several seats decide at
the same time (simultaneous commits), they are served one after another and
no seat's observation shows another's commit until the rulebook reveals it.
Rewards are the game's returns in [-1, 1] at the end (zero-sum where anybody
won); ``shaped_rewards=True`` adds each step's change of score divided by
``reward_scale``, by default the game's own scale (``REWARD_SCALES``: about
ten times the highest final score, so a whole game's shaping stays near 0.1
or below against the terminal ±1). ``terminations`` and ``truncations`` are
kept apart: a truncation is a configured cap (turn limit, stall rule) ending
the game.

Seeding follows Gymnasium: ``reset(seed=s)`` deals the game
``space_games.load(spec, s)`` deals, and seeds the environment's generator
(``np_random``) with ``s``; a ``reset()`` without a seed deals with a seed
drawn from that generator, which the first reset of an environment never
seeded takes from the operating system's entropy. So ``reset(seed=s)``
followed by unseeded resets repeats, and fresh environments differ.

Space Race with ``ai=K``: the last K seats are the rules' own AI players.
They stay agents (``possible_agents`` keeps one per seat, so seat ``i`` is
always ``player_i``), but they never act: ``agent_selection`` is never an AI
seat while the game runs. They get rewards like every seat, and at the end
they take their final (dead) steps like the others.
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

import space_games

REWARD_SCALES = {"lets-go": 1000.0, "apogee": 10000.0, "red-planet": 1000.0, "space-race": 1000.0}
"""The default ``reward_scale`` of each game: Let's Go! To Space's Progress,
Mission: Red Planet's points and Space Race's spaces reach some tens; Apogee
counts Mission progress per mille, 1,000 for a winner."""


def env(name: str, render_mode: str | None = None, shaped_rewards: bool = False,
        reward_scale: float | None = None, **params) -> "SpaceGamesEnv":
    """The AEC environment of game ``name`` (``lets-go``, ``apogee``,
    ``red-planet``, ``space-race``) with the game's parameters, e.g.
    ``players=3``. ``render_mode`` is None, ``"human"`` or ``"ansi"``;
    ``reward_scale`` None is the game's own (``REWARD_SCALES``)."""
    return SpaceGamesEnv(name, render_mode=render_mode, shaped_rewards=shaped_rewards,
                         reward_scale=reward_scale, **params)


class SpaceGamesEnv(AECEnv):
    """A PettingZoo AEC environment over one of the four games."""

    metadata = {"render_modes": ["human", "ansi"], "is_parallelizable": False}

    def __init__(self, name: str, render_mode: str | None = None, shaped_rewards: bool = False,
                 reward_scale: float | None = None, **params):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            modes = ", ".join(repr(m) for m in self.metadata["render_modes"])
            raise ValueError(f"render_mode {render_mode!r} is not one of None, {modes}")
        self.spec_text = space_games.spec(name, **params)
        self.game = space_games.load(self.spec_text, 0)
        self.render_mode = render_mode
        self.shaped_rewards = shaped_rewards
        if reward_scale is None:
            reward_scale = REWARD_SCALES[self.game.name]
        if not reward_scale > 0:
            raise ValueError(f"reward_scale must be a positive number, not {reward_scale!r}")
        self.reward_scale = float(reward_scale)
        self.np_random = None
        self.metadata = dict(self.metadata, name=f"space_games_{name.replace('-', '_')}_v0")
        n = self.game.num_players
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self._index = {a: i for i, a in enumerate(self.possible_agents)}
        shape = tuple(self.game.observation_shape)
        space = self.game.action_space
        self._observation_spaces = {
            a: spaces.Dict({
                "observation": spaces.Box(low=-np.inf, high=np.inf, shape=shape, dtype=np.float32),
                "action_mask": spaces.Box(low=0, high=1, shape=(space,), dtype=np.int8),
            })
            for a in self.possible_agents
        }
        self._action_spaces = {a: spaces.Discrete(space) for a in self.possible_agents}

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None):
        """Deals a new game: with ``seed`` (0 to 2**64 - 1) the game
        ``space_games.load`` deals with it, also seeding ``np_random``;
        without, one with a seed drawn from ``np_random`` (seeded from the
        operating system's entropy at the first such reset)."""
        if seed is not None:
            self.game = space_games.load(self.spec_text, seed)
            self.np_random, _ = seeding.np_random(int(seed))
        else:
            if self.np_random is None:
                self.np_random, _ = seeding.np_random()
            deal = int(self.np_random.integers(0, 2**64, dtype=np.uint64))
            self.game = space_games.load(self.spec_text, deal)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._scores = list(self.game.scores())
        self.agent_selection = self._next_agent()

    def _next_agent(self) -> str:
        to_act = self.game.to_act()
        if to_act:
            return self.possible_agents[to_act[0]]
        # Game over: the agents still listed take their final (dead) steps.
        return self.agents[0] if self.agents else self.possible_agents[0]

    def observe(self, agent):
        seat = self._index[agent]
        obs = np.frombuffer(self.game.observation_tensor(seat), dtype=np.float32)
        obs = obs.reshape(tuple(self.game.observation_shape)).copy()
        if self.game.is_finished():
            mask = np.zeros(self.game.action_space, dtype=np.int8)
        else:
            mask = np.frombuffer(self.game.legal_mask(seat), dtype=np.int8).copy()
        return {"observation": obs, "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._index[agent]
        self._cumulative_rewards[agent] = 0.0
        self.game.apply(seat, int(action))
        self.rewards = {a: 0.0 for a in self.agents}
        if self.shaped_rewards:
            scores = list(self.game.scores())
            for a in self.agents:
                i = self._index[a]
                self.rewards[a] = (scores[i] - self._scores[i]) / self.reward_scale
            self._scores = scores
        if self.game.is_finished():
            returns = self.game.returns()
            truncated = self.game.truncated()
            for a in self.agents:
                self.rewards[a] += returns[self._index[a]]
                if truncated:
                    self.truncations[a] = True
                else:
                    self.terminations[a] = True
        self._accumulate_rewards()
        self.agent_selection = self._next_agent()
        if self.render_mode == "human":
            self.render()

    def render(self):
        if self.render_mode is None:
            return None
        text = self.game.observation_text(None)
        if self.render_mode == "ansi":
            return text
        print(text)
        return None

    def close(self):
        pass
