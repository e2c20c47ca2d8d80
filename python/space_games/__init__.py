"""Four space-themed tabletop games as fast, deterministic rules engines.

    >>> import space_games
    >>> game = space_games.load("lets-go(players=3)", seed=7)
    >>> seat = game.to_act()[0]
    >>> game.apply(seat, game.legal_actions(seat)[0])

``space_games.pettingzoo.env(name, **params)`` gives a PettingZoo AEC
environment; ``space_games.openspiel.register()`` registers every game with
OpenSpiel.
"""

from ._native import Game, games, load

NAMES = tuple(g[0] for g in games())
"""The games' names: ``lets-go``, ``apogee``, ``red-planet``, ``space-race``."""


def spec(name: str, **params) -> str:
    """The specification text of ``name`` with ``params``, as ``load`` reads it."""
    if not params:
        return name
    inner = ",".join(f"{k.replace('_', '-')}={_value(v)}" for k, v in sorted(params.items()))
    return f"{name}({inner})"


def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


__all__ = ["Game", "games", "load", "spec", "NAMES"]
