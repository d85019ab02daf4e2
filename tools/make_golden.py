"""Write the perft-style golden files of tests/core/golden/ (run only when the rules change).

``legal_moves.txt``: one line per sampled ``(position, die)``: the notation, then every legal
move as ``figure>target`` (``xS.F`` when it captures seat S's figure F, ``!duty`` when it breaks
one), or ``pass``. The first part samples every 23rd decision of seeded games under six option
sets; the second (:func:`option_samples`, appended so the first part stays as it was) holds
decisions where an option changes the legal moves: jump in goal, forced capture off, penalties.
``perft.txt``: ``depth count notation`` — leaves of the full game tree (every die value and every
legal move a ply) below the position.
"""

from __future__ import annotations

import sys
from pathlib import Path

from core.chance import SeededChance
from core.engine import apply
from core.game import Game
from core.moves import Move, legal_moves
from core.notation import format_position
from core.players import RandomPlayer
from core.position import Phase, Position
from core.rules import Rules
from core.setup import Setup

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "core" / "golden"


def describe(move: Move) -> str:
    if move.is_pass:
        text = "pass"
    else:
        text = f"{move.figure}>{move.target}"
        if move.capture:
            text += f"x{move.capture[0]}.{move.capture[1]}"
    return text + (f"!{move.breaks.value}" if move.breaks else "")


def classic(**options: bool) -> Rules:
    """The golden files' rules: the classic game without the railway, with ``options``."""
    return Rules(railway=False, **options)


def perft(position: Position, depth: int) -> int:
    """Leaves of the game tree below ``position``: every legal move and every chance outcome."""
    if depth == 0 or position.phase is Phase.OVER:
        return 1
    if position.phase is Phase.MOVE:
        return sum(perft(apply(position, m)[0], depth - 1) for m in legal_moves(position))
    node = position.chance_node()
    assert node is not None and node.count == 1
    outcomes = range(node.low, node.high + 1)
    return sum(perft(apply(position, node.answer((v,)))[0], depth - 1) for v in outcomes)


def sample_positions() -> list[Position]:
    samples: list[Position] = []
    variants = [
        classic(),
        classic(forced_capture=False),
        classic(jump_in_goal=True),
        classic(one_figure_out=True),
        classic(penalties=True),
        classic(jump_in_goal=True, penalties=True, play_on=True),
    ]
    for index, rules in enumerate(variants):
        for seats in ((0, 1, 2, 3), (0, 2), (1, 2, 3)):
            game = Game(Setup.of(seats, rules))
            dice, player = SeededChance(1000 + index), RandomPlayer(index)
            step = 0
            while not game.over:
                if game.position.phase is Phase.MOVE:
                    if step % 23 == 0:
                        samples.append(game.position)
                    game.apply(player.choose(game.position, game.legal_moves()))
                    step += 1
                else:
                    game.draw(dice)
    return samples


# (option, rules the games are played with, decisions to keep)
OPTION_SAMPLES = (
    ("jump_in_goal", classic(jump_in_goal=True), 16),
    ("jump_in_goal", classic(jump_in_goal=True, penalties=True), 8),
    ("forced_capture", classic(forced_capture=False), 8),
    ("penalties", classic(penalties=True), 8),
)


def _moves_seen(position: Position) -> list[str]:
    """The legal moves as in the file, less the pass that penalties always add."""
    return [text for m in legal_moves(position) if (text := describe(m)) != "pass!move"]


def option_samples() -> list[Position]:
    """Decisions of seeded games where switching the option the other way changes the moves
    (for penalties: where a move breaks a duty, not only the pass)."""
    samples: list[Position] = []
    for index, (option, rules, wanted) in enumerate(OPTION_SAMPLES):
        found: list[Position] = []
        game_number = 0
        while len(found) < wanted:
            game = Game(Setup.of((0, 1, 2, 3), rules))
            seed = 2000 + 100 * index + game_number
            dice, player = SeededChance(seed), RandomPlayer(seed)
            while not game.over and len(found) < wanted:
                position = game.position
                if position.phase is Phase.MOVE:
                    other = position.but(
                        rules=rules.with_options(**{option: not getattr(rules, option)})
                    )
                    if _moves_seen(position) != _moves_seen(other):
                        found.append(position)
                    game.apply(player.choose(position, game.legal_moves()))
                else:
                    game.draw(dice)
            game_number += 1
        samples += found
    return samples


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    lines = [
        f"{format_position(p)} | {' '.join(describe(m) for m in legal_moves(p))}"
        for p in [*sample_positions(), *option_samples()]
    ]
    (GOLDEN / "legal_moves.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    samples = sample_positions()
    perfts = [
        f"{d} {perft(root, d)} {format_position(root)}"
        for root, depths in [
            (Setup.of(rules=classic()).start(), (4, 8, 12)),
            (Setup.of((0, 2), classic(one_figure_out=True)).start(), (4, 8)),
            (samples[40], (2, 4, 6, 8)),
            (samples[120], (2, 4, 6, 8)),
            (samples[250], (2, 4, 6, 8)),
        ]
        for d in depths
    ]
    (GOLDEN / "perft.txt").write_text("\n".join(perfts) + "\n", encoding="utf-8")
    print(f"{len(lines)} legal-move lines, {len(perfts)} perft lines", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
