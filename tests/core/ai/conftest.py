"""Shared fixtures of the AI tests: positions from real games under every option combination."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from core.engine import apply, legal_actions
from core.moves import legal_moves
from core.players import RandomPlayer
from core.position import Phase, Position
from core.rng import Rng
from core.rules import FLAGS, Rules
from core.setup import initial_position

OPTION_NAMES = [name for _, name in FLAGS]


def every_rules() -> list[Rules]:
    """Every combination of the eight options (classic, original sheet, railway, event mode)
    that the rules allow: 192 (penalties are not played in event mode)."""
    combos = itertools.product((False, True), repeat=len(OPTION_NAMES))
    options = [dict(zip(OPTION_NAMES, combo, strict=True)) for combo in combos]
    return [Rules(**o) for o in options if not (o["event_mode"] and o["penalties"])]


def decision_positions(
    rules: Rules, seats: tuple[int, ...], seed: int, limit: int
) -> Iterator[Position]:
    """Positions of a random game (random players, seeded dice) where a real choice is open."""
    rng = Rng(seed)
    chooser = RandomPlayer(seed)
    position = initial_position(rules, seats)
    found = 0
    for _ in range(20_000):
        if position.phase is Phase.OVER or found >= limit:
            return
        if position.phase is Phase.MOVE:
            moves = legal_moves(position)
            if len(moves) > 1:
                found += 1
                yield position
            position, _ = apply(position, chooser.choose(position, moves))
        elif position.chance_node() is None:  # event mode: a confirmation or a pick
            position, _ = apply(position, chooser.choose(position, legal_actions(position)))
        else:
            node = position.chance_node()
            assert node is not None
            values = [rng.between(node.low, node.high) for _ in range(node.count)]
            position, _ = apply(position, node.answer(values))
