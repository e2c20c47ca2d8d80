"""One Markdown row per bot from the arena's --json lines (ci/arena-tables)."""
import json
import sys

cmd = " ".join(sys.argv[1:])
for line in sys.stdin:
    b = json.loads(line)
    print(
        f"| `{cmd}` | {b['bot']} | {b['games']} | {100 * b['win_rate']:.1f}% "
        f"({100 * b['ci95_low']:.1f}–{100 * b['ci95_high']:.1f}) | {b['mean_score']:.1f} "
        f"| {b['us_per_decision'] / 1000:.1f} | {b['capped']} |"
    )
