"""Self-play games across a Ray cluster, with win rates aggregated.

    python examples/ray_selfplay.py --game lets-go --players 3 --games 40 \
        --bots ismcts:200,random,random

It runs from any directory (the installed ``space_games`` package is the one
used, here and on Ray's workers). On one machine it starts a local Ray
instance; on a cluster, start Ray there (``ray start --head`` on one node,
``ray start --address=HEAD:6379`` on the others), install the package on
every node, and pass ``--address auto`` to run the games across it. Each
game is one Ray task; seats rotate between the bots from game to game.
"""

from __future__ import annotations

import argparse
import json
import pathlib

import ray

import space_games

HERE = pathlib.Path(__file__).resolve().parent


@ray.remote
def play(spec: str, seed: int, bots: list[str]) -> dict:
    game = space_games.load(spec, seed)
    n = game.num_players
    seat_bot = [bots[(s + seed) % len(bots)] for s in range(n)]
    step = 0
    while not game.is_finished():
        seat = game.to_act()[0]
        action = game.bot_action(seat, seat_bot[seat], seed * 100_003 + step)
        game.apply(seat, action)
        step += 1
    returns = game.returns()
    winners = [s for s in range(n) if returns[s] > 0] or []
    share = {}
    for s in range(n):
        share[seat_bot[s]] = share.get(seat_bot[s], 0.0) + (1.0 / len(winners) if s in winners else 0.0)
    return {"seat_bot": seat_bot, "share": share, "decisions": step}


def run(game: str, players: int, games: int, bots: list[str], address: str | None, seed: int) -> dict:
    # Ray puts the driver's working directory first on its workers' path: run
    # from python/, they would import the source folder space_games/ (which
    # has no compiled module) instead of the installed package. With this
    # file's own folder as the working directory, they do not.
    runtime_env = {"working_dir": str(HERE), "excludes": ["__pycache__"]}
    ray.init(address=address, num_cpus=None if address else 2, include_dashboard=False,
             ignore_reinit_error=True, log_to_driver=False, runtime_env=runtime_env)
    spec = space_games.spec(game, players=players)
    results = ray.get([play.remote(spec, seed + i, bots) for i in range(games)])
    table = {}
    for r in results:
        for bot in set(r["seat_bot"]):
            seats = r["seat_bot"].count(bot)
            t = table.setdefault(bot, {"bot": bot, "games": 0, "wins": 0.0})
            t["games"] += seats
            t["wins"] += r["share"].get(bot, 0.0)
    for t in table.values():
        t["win_rate"] = t["wins"] / t["games"] if t["games"] else 0.0
    return {"spec": spec, "games": games, "bots": sorted(table.values(), key=lambda t: t["bot"])}


def bot_error(bot: str) -> str | None:
    """Why ``bot`` is not a bot (None if it is one): random, greedy, ismcts or
    ismcts:N with N from 1 to 4294967295."""
    bot = bot.strip()
    if bot in ("random", "greedy", "ismcts"):
        return None
    n = bot[len("ismcts:"):] if bot.startswith("ismcts:") else None
    if n is not None and n.isascii() and n.isdigit() and 1 <= int(n) <= 2**32 - 1:
        return None
    return f"{bot!r} is not a bot: choose random, greedy, ismcts or ismcts:N (N from 1 to 4294967295)"


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line, checked: a mistake exits with a usage message
    before Ray starts."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="lets-go", choices=list(space_games.NAMES))
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--bots", default="ismcts:100,random",
                   help="comma-separated: random, greedy, ismcts:N")
    p.add_argument("--address", default=None, help="a Ray cluster's address, or 'auto'")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    _, _, low, high, _ = next(g for g in space_games.games() if g[0] == a.game)
    if not low <= a.players <= high:
        p.error(f"argument --players: {a.game} takes {low} to {high} players, not {a.players}")
    if a.games < 1:
        p.error(f"argument --games: at least 1 game, not {a.games}")
    if a.seed < 0:
        p.error(f"argument --seed: a seed is 0 or more, not {a.seed}")
    a.bots = [b.strip() for b in a.bots.split(",")]
    for bot in a.bots:
        why = bot_error(bot)
        if why:
            p.error(f"argument --bots: {why}")
    try:
        space_games.load(space_games.spec(a.game, players=a.players), a.seed)
    except ValueError as e:
        p.error(str(e))
    return a


def main() -> None:
    a = parse_args()
    print(json.dumps(run(a.game, a.players, a.games, a.bots, a.address, a.seed), indent=2))


if __name__ == "__main__":
    main()
