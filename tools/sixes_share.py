"""The selection effect behind "the dice are rigged", measured: sixes among every roll of one
six-sided die against sixes among the rolls that were followed by a move (issue 24).

Plays ``--games`` games (default 100, four ``normal`` players, the classic rules with the
railway, seed 1) through ``core.simulate`` exactly as ``madn simulate`` does, and adds up
:func:`core.stats.game_stats`'s ``selection`` of every game (docs/cli.md, ``madn stats``)::

    python tools/sixes_share.py                       # 100 games of four normal players
    python tools/sixes_share.py --players normal,normal --mode event --games 200 --json
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.cli.main import MODES, rules_argument, rules_for_mode
from core.game import Game
from core.rules import Rules
from core.simulate import simulate
from core.stats import SixesShare, game_stats


class _Pooled:
    """The games' selection figures added up as each game ends."""

    def __init__(self) -> None:
        self.share = SixesShare()

    def keep(self, _: int, game: Game) -> None:
        self.share = self.share + game_stats(game).total.selection


def measure(players: Sequence[str], games: int, seed: int, rules: Rules) -> SixesShare:
    """The pooled rolls and sixes of one D6, all and followed by a move, over ``games`` games."""
    pooled = _Pooled()
    simulate(list(players), games, seed, rules, keep=pooled.keep)
    return pooled.share


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="normal,normal,normal,normal")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", type=rules_argument, default="classic")
    parser.add_argument("--mode", choices=MODES, default=None)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    players = args.players.split(",")
    try:
        rules = rules_for_mode(args.rules, args.mode)
        share = measure(players, args.games, args.seed, rules)
    except ValueError as error:
        parser.error(str(error))
    if args.json:
        summary = {
            "games": args.games,
            "players": players,
            "rules": rules.flags(),
            "rolls": share.rolls,
            "sixes": share.sixes,
            "moved": share.moved,
            "moved_sixes": share.moved_sixes,
            "share_all": round(share.share_all, 4),
            "share_moved": round(share.share_moved, 4),
        }
        print(json.dumps(summary))
        return 0
    print(f"{args.games} games of {args.players}, rules {rules.flags()}, seed {args.seed}")
    print(
        f"sixes among all rolls of one D6:          {100 * share.share_all:5.1f} %"
        f" ({share.sixes} of {share.rolls})"
    )
    print(
        f"sixes among the rolls followed by a move: {100 * share.share_moved:5.1f} %"
        f" ({share.moved_sixes} of {share.moved})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
