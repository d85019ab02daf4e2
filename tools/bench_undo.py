"""How long one undo takes to rebuild what the window shows (issue 36).

Undo takes the person's last decision back in place (``core.game.Game.take_back``) and the move
log is written again from the game as it stands (``core.record.Record.replay_with_happenings``,
what ``madn_qt.window.game_actions`` runs). This times both together on games of random players
(seeded) of the classic rules and of event mode, and prints the median of ``--runs`` runs.

    .venv/bin/python tools/bench_undo.py --runs 7
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    from core.chance import SeededChance
    from core.game import Game
    from core.players import RandomPlayer
    from core.record import Record
    from core.rules import Rules
    from core.setup import Setup
    from core.table import Table
    from madn_qt.play.undo import TakeBacks

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args(argv)
    for name, rules in (("classic", Rules()), ("event mode", Rules(event_mode=True))):
        setup = Setup(rules=rules)
        player = RandomPlayer(options.seed)
        table = Table(
            setup, SeededChance(options.seed), players=dict.fromkeys(setup.occupied, player)
        )
        while not table.over:
            table.step()
        commands = list(table.game.commands)[:-1]  # (the game not over: undo works)
        first = setup.occupied[0]

        def person(seat: int, first: int = first) -> bool:
            return seat == first

        times: list[float] = []
        for _ in range(options.runs):
            game = Game.replay(setup, commands)
            start = time.perf_counter()
            TakeBacks().take_back(game, person)
            Record(setup, list(game.commands)).replay_with_happenings()
            times.append(time.perf_counter() - start)
        median = statistics.median(times) * 1000
        print(f"{name}: {len(commands)} commands, undo rebuild median {median:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
