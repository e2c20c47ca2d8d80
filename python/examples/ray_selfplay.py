"""Self-play games across a Ray cluster, with win rates aggregated.

    python examples/ray_selfplay.py --game lets-go --players 3 --games 40 \
        --bots ismcts:200,random,random

On one machine it starts a local Ray instance; on a cluster, start Ray
there (``ray start --head`` on one node, ``ray start --address=HEAD:6379``
on the others) and pass ``--address auto`` to run the games across it.
Each game is one Ray task; seats rotate between the bots from game to game.
"""

from __future__ import annotations

import argparse
import json

import ray

import space_games


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
    ray.init(address=address, num_cpus=None if address else 2, include_dashboard=False,
             ignore_reinit_error=True, log_to_driver=False)
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


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="lets-go", choices=list(space_games.NAMES))
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--bots", default="ismcts:100,random",
                   help="comma-separated: random, greedy, ismcts:N")
    p.add_argument("--address", default=None, help="a Ray cluster's address, or 'auto'")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    print(json.dumps(run(a.game, a.players, a.games, a.bots.split(","), a.address, a.seed), indent=2))


if __name__ == "__main__":
    main()
