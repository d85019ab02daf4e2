"""Play a fixed set of seeded games and print, per game, a digest of everything that happened.

Run as ``python -m tests.core.fixed_games`` by tests/core/test_native.py, once on the compiled
core and once with ``MADN_PURE=1``: the two outputs must be equal line for line. A digest covers
every command, every event and the state hash of every position along the game, so any
difference in behaviour between the builds shows.
"""

from __future__ import annotations

import gc
import hashlib
import json
import sys

import core
from core.ai import make_player
from core.ai.strong import warm_up
from core.rules import ORIGINAL, Rules
from core.setup import Seat, Setup
from core.table import Table

RULE_SETS: dict[str, Rules] = {
    "classic": Rules(),
    "no-railway": Rules(railway=False),
    "original": ORIGINAL,
    "event": Rules(event_mode=True),
    "event-original": Rules(
        event_mode=True, jump_in_goal=True, one_figure_out=True, roll_off=True, play_on=True
    ),
}
LINE_UPS: tuple[tuple[str, ...], ...] = (
    ("random", "random", "random", "random"),
    ("easy", "normal", "normal", "random"),
    ("normal", "easy"),
)
# The strong level builds race tables for seconds per rule set: it plays where they are shared.
STRONG_RULE_SETS = ("classic", "event")
STRONG_LINE_UP = ("strong", "normal", "strong", "easy")


def digest_game(rules: Rules, names: tuple[str, ...], seed: int) -> dict[str, object]:
    """One game to the end: its length, ranking, the digest of its whole history, and the
    objects that only the cyclic garbage collector could free (``core.simulate`` pauses it)."""
    gc.collect()
    gc.disable()
    try:
        result = _digest(rules, names, seed)
        result["cycles"] = gc.collect()
    finally:
        gc.enable()
    return result


def _digest(rules: Rules, names: tuple[str, ...], seed: int) -> dict[str, object]:
    seats = (0, 1, 2, 3) if len(names) == 4 else (0, 2)
    players = {
        seat: make_player(name, seed * 31 + seat) for seat, name in zip(seats, names, strict=True)
    }
    setup = Setup.of(seats, rules)
    setup = setup.with_seats(
        tuple(
            Seat.ai(players[s].name, setup.name(s)) if s in players else seat
            for s, seat in enumerate(setup.seats)
        )
    )
    table = Table(setup, seed=seed, players=players)
    history = hashlib.sha256()
    for step in table.run():
        history.update(f"{step.command!r}|{step.happenings!r}|{step.state_hash:016x}\n".encode())
    return {
        "commands": len(table.game.commands),
        "ranking": [list(entry) for entry in table.game.position_ranking()],
        "history": history.hexdigest(),
    }


def main() -> int:
    print(json.dumps({"native": core.NATIVE}))
    for name in STRONG_RULE_SETS:  # the strong level's race tables, built before its games
        warm_up(RULE_SETS[name])  # (building them leaves cycles; the games must leave none)
    for rule_name, rules in RULE_SETS.items():
        line_ups = LINE_UPS + ((STRONG_LINE_UP,) if rule_name in STRONG_RULE_SETS else ())
        for names in line_ups:
            for seed in (1, 2) if names[0] == "random" else (1,):
                result = digest_game(rules, names, seed)
                print(json.dumps({"rules": rule_name, "players": names, "seed": seed, **result}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
