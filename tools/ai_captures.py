"""Captures made and suffered per game, by the first player and by each opponent after it.

    python tools/ai_captures.py --players strong,random,random,random --games 200
    python tools/ai_captures.py --players strong,random,random,random --games 200 \
        --rules forced_capture=false

Plays whole games through the rich API (seats rotated, dice seeded as ``madn simulate`` seeds
them) and counts the engine's :class:`~core.events.Captured` events. ``made[k]`` and
``suffered[k]`` are per-game means for the first player (k = 0) and for the players after it in
turn order (k = 1, 2, 3). docs/ai.md uses it to show where forced capture moves the win shares.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence

from core.ai import warm_up
from core.cli import rules_argument
from core.events import Captured
from core.game import Game, Setup
from core.players import Player, make_player
from core.position import Phase
from core.rng import Rng, SeededDice
from core.rules import CLASSIC, Rules
from core.simulate import SEATS_FOR, seat_assignment


def count_captures(
    names: Sequence[str], games: int, seed: int, rules: Rules = CLASSIC
) -> dict[str, object]:
    if "strong" in names:
        warm_up(rules, SEATS_FOR[len(names)])
    made = [0] * len(names)
    suffered = [0] * len(names)
    master = Rng(seed)
    for index in range(games):
        stream = Rng(master.next_u64())
        seats = seat_assignment(len(names), index, True)
        players: dict[int, Player] = {
            seat: make_player(name, stream.next_u64())
            for name, seat in zip(names, seats, strict=True)
        }
        order = sorted(seats)
        first = order.index(seats[0])
        after = {seat: (order.index(seat) - first) % len(order) for seat in order}
        game = Game(Setup(rules=rules, seats=tuple(order)))
        dice = SeededDice(stream.next_u64())
        while not game.over:
            if game.position.phase is not Phase.MOVE:
                game.roll(dice)
                continue
            moves = game.legal_moves()
            mover = players[game.position.turn]
            move = moves[0] if len(moves) == 1 else mover.choose(game.position, moves)
            for event in game.apply(move):
                if isinstance(event, Captured):
                    made[after[event.by_seat]] += 1
                    suffered[after[event.seat]] += 1
    return {
        "players": list(names),
        "rules": rules.flags(),
        "games": games,
        "made": [round(m / games, 2) for m in made],
        "suffered": [round(s / games, 2) for s in suffered],
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="strong,random,random,random")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--rules", type=rules_argument, default="classic")
    args = parser.parse_args(argv)
    names = args.players.split(",")
    if len(names) not in SEATS_FOR:
        parser.error("--players needs 2 to 4 names")
    if args.games < 1:
        parser.error("--games must be at least 1")
    print(json.dumps(count_captures(names, args.games, args.seed, args.rules)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
