"""Four space-themed tabletop games as fast, deterministic rules engines.

    >>> import space_games
    >>> game = space_games.load("lets-go(players=3)", seed=7)
    >>> seat = game.to_act()[0]
    >>> game.apply(seat, game.legal_actions(seat)[0])

A game's ``name`` is what ``load`` takes (``lets-go``), its ``title`` the
name for people (``Let's Go! To Space``). Games pickle and copy with their
whole state, and may be used from any thread (calls on one game from
several threads take turns).

``space_games.pettingzoo.env(name, **params)`` gives a PettingZoo AEC
environment; ``space_games.openspiel.register()`` registers every game with
OpenSpiel.
"""

try:
    from ._native import Game, games, load
except ModuleNotFoundError as e:  # pragma: no cover - depends on how it is run
    if e.name != f"{__name__}._native":
        raise
    raise ModuleNotFoundError(
        f"space_games was imported from {__path__[0]}, the package's source folder, which "
        "has no compiled space_games._native: build and install the package "
        "(pip install ./python, or maturin develop), and run Python from a directory "
        "that has no space_games folder in it, so that the installed package is found",
        name=e.name,
    ) from None

NAMES = tuple(g[0] for g in games())
"""The games' names: ``lets-go``, ``apogee``, ``red-planet``, ``space-race``."""

_RESERVED = ",()="


def spec(name: str, **params) -> str:
    """The specification text of ``name`` with ``params``, as ``load`` reads it
    (``_`` in a parameter's name reads as ``-``). A name or value containing
    any of ``,`` ``(`` ``)`` ``=`` is refused with ValueError, as it would
    change the specification's meaning."""
    _plain("game name", name)
    for k, v in params.items():
        _plain("parameter name", k)
        _plain(f"value of {k}", _value(v))
    if not params:
        return name
    inner = ",".join(f"{k.replace('_', '-')}={_value(v)}" for k, v in sorted(params.items()))
    return f"{name}({inner})"


def _plain(what: str, text: str) -> None:
    bad = sorted({c for c in text if c in _RESERVED})
    if bad:
        raise ValueError(
            f"the {what} {text!r} contains {' '.join(repr(c) for c in bad)}: names and values "
            f"in a specification cannot contain any of , ( ) ="
        )


def _value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)


__all__ = ["Game", "games", "load", "spec", "NAMES"]
