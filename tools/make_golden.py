"""Write the perft-style golden files of tests/core/golden/ (run only when the rules change).

``legal_moves.txt``: one line per sampled ``(position, die)``: the notation, then every legal
move as ``figure>target`` (``xS.F`` when it captures seat S's figure F, ``!duty`` when it breaks
one), or ``pass``. The first part samples every 23rd decision of seeded games under six option
sets; the second (:func:`option_samples`, appended so the first part stays as it was) holds
decisions where an option changes the legal moves: jump in goal, forced capture off, penalties.
``perft.txt``: ``depth count notation`` — leaves of the full game tree (every die value and every
legal move a ply) below the position.
``event_legal.txt``: ``madn engine legal`` in event mode: one line per sampled decision of seeded
event-mode games, the JSON input line, a tab, and the exact output line (:func:`event_samples`:
routes over the construction paths, D4, D10, two dice, grown goal lanes, star landings).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from core.board import DEFAULT_FIGURES, STAR_FIELDS, ring_field
from core.chance import D6, SeededChance
from core.cli.engine import legal_line
from core.engine import apply
from core.moves import Move, legal_moves
from core.notation import format_position
from core.players import RandomPlayer
from core.position import Phase, Position
from core.rules import Rules
from core.setup import Setup
from core.table import ChanceTurn, Next, PassTurn, Table

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


def seeded_turns(
    setup: Setup, chance: SeededChance, player: RandomPlayer
) -> Iterator[tuple[Position, Next]]:
    """The turns of a seeded game at a :class:`~core.table.Table`, every seat played by
    ``player``: each position with what it waits for, yielded before it is played (a chance
    answer from ``chance``, a pass, or the player's choice among the legal actions)."""
    table = Table(
        setup,
        chance,
        players={seat: player for seat in setup.occupied},
    )
    while (turn := table.what_next()) is not None:
        yield table.position, turn
        if isinstance(turn, ChanceTurn):
            table.draw()
        elif isinstance(turn, PassTurn):
            table.play(turn.move)
        else:
            table.play(player.choose(table.position, list(turn.actions)))


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
            setup = Setup.of(seats, rules)
            turns = seeded_turns(setup, SeededChance(1000 + index), RandomPlayer(index))
            moving = (p for p, turn in turns if not isinstance(turn, ChanceTurn))
            samples += [p for step, p in enumerate(moving) if step % 23 == 0]
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
            seed = 2000 + 100 * index + game_number
            setup = Setup.of((0, 1, 2, 3), rules)
            for position, turn in seeded_turns(setup, SeededChance(seed), RandomPlayer(seed)):
                if len(found) == wanted:
                    break
                if isinstance(turn, ChanceTurn):
                    continue
                other = position.but(
                    rules=rules.with_options(**{option: not getattr(rules, option)})
                )
                if _moves_seen(position) != _moves_seen(other):
                    found.append(position)
            game_number += 1
        samples += found
    return samples


# Event-mode games the event golden file samples: (rules, seats).
EVENT_GAMES = (
    (Rules(event_mode=True), (0, 1, 2, 3)),
    (Rules(event_mode=True, railway=False), (0, 2)),
    (Rules(event_mode=True, jump_in_goal=True), (1, 2, 3)),
    (Rules(event_mode=True, forced_capture=False, one_figure_out=True), (0, 1, 2, 3)),
)
EVENT_STRIDE = 101  # every 101st decision of the games ...
EVENT_QUOTA = 10  # ... and this many decisions per kind (one in EVENT_EVERY of each kind)
EVENT_EVERY = 3
EVENT_GAMES_EACH = 3
_DEFAULT_RULES = Rules().to_dict()


def legal_input(position: Position) -> dict[str, Any]:
    """The ``engine legal`` input line of an event-mode decision (knocked-out seats left out)."""
    state = position.event_state
    assert state is not None and position.phase is Phase.MOVE
    playing = [s for s in position.seats if s not in state.out]
    data: dict[str, Any] = {
        "mode": "event",
        "seats": playing,
        "figures": {str(s): list(position.figures[s]) for s in playing},
    }
    if any(position.goal_sizes[s] != DEFAULT_FIGURES for s in playing):
        data["goal"] = {str(s): position.goal_sizes[s] for s in playing}
    data["turn"] = position.turn
    pips = position.pips
    data["die"] = pips[0] if len(pips) == 1 else list(pips)
    if position.dice != D6:
        data["dice"] = {"sides": position.dice.sides, "count": position.dice.count}
    if state.paths is not None:
        paths = state.paths
        data["paths"] = [
            {"kind": "shortcut", "from": paths.shortcut, "to": paths.shortcut_end},
            {"kind": "detour", "from": paths.detour, "to": paths.detour_end},
        ]
    rules = {
        key: value
        for key, value in position.rules.to_dict().items()
        if key not in ("event_mode", "figures") and value != _DEFAULT_RULES[key]
    }
    if rules:
        data["rules"] = rules
    return data


def _kinds(position: Position) -> list[str]:
    """What a decision shows of event mode (a sample of each kind is kept)."""
    moves = [m for m in legal_moves(position) if not m.is_pass]
    seat = position.turn
    kinds = []
    if any(m.paths for m in moves):
        kinds.append("route")
    if any(len(m.paths) == 2 for m in moves):
        kinds.append("both paths")
    if position.dice.sides != 6:
        kinds.append(f"d{position.dice.sides}")
    if position.dice.count == 2:
        kinds.append("two dice")
    if any(position.goal_sizes[s] > DEFAULT_FIGURES for s in position.seats):
        kinds.append("grown")
    if any(m.target < 40 and ring_field(seat, m.target) in STAR_FIELDS for m in moves):
        kinds.append("star")
    if any(m.capture for m in moves):
        kinds.append("capture")
    if position.event_state is not None and position.event_state.out:
        kinds.append("knocked out")
    return kinds


def event_samples() -> list[Position]:
    """Decisions of seeded event-mode games: every :data:`EVENT_STRIDE`-th, and of each kind
    (:func:`_kinds`) every :data:`EVENT_EVERY`-th up to :data:`EVENT_QUOTA`. Each is checked:
    the command line offers exactly the game's legal moves."""
    samples: list[Position] = []
    seen: dict[str, int] = {}
    for index, (rules, seats) in enumerate(EVENT_GAMES):
        for number in range(EVENT_GAMES_EACH):
            seed = 3000 + 10 * index + number
            setup = Setup.of(seats, rules)
            step = 0
            for position, turn in seeded_turns(setup, SeededChance(seed), RandomPlayer(seed)):
                if isinstance(turn, ChanceTurn):
                    continue
                if position.phase is Phase.MOVE and not legal_moves(position)[0].is_pass:
                    kinds = _kinds(position)
                    keep = step % EVENT_STRIDE == 0
                    for kind in kinds:
                        seen[kind] = seen.get(kind, 0) + 1
                        wanted = seen[kind] % EVENT_EVERY == 1
                        if wanted and seen[kind] <= EVENT_EVERY * EVENT_QUOTA:
                            keep = True
                    if keep:
                        _check_offered(position)
                        samples.append(position)
                    step += 1
    return samples


def _check_offered(position: Position) -> None:
    answer = legal_line(legal_input(position))
    offered = [(m["figure"], m["to"], tuple(m["route"])) for m in answer["moves"]]
    keys = sorted(m.key for m in legal_moves(position) if not m.is_pass)
    if offered != keys:
        raise AssertionError(f"engine legal differs from the game at {format_position(position)}")


def event_lines() -> list[str]:
    """The lines of ``event_legal.txt``."""
    lines = []
    for position in event_samples():
        data = legal_input(position)
        answer = legal_line(data)
        lines.append(
            json.dumps(data, separators=(", ", ": "))
            + "\t"
            + json.dumps(answer, separators=(", ", ": "))
        )
    return lines


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
    events = event_lines()
    (GOLDEN / "event_legal.txt").write_text("\n".join(events) + "\n", encoding="utf-8")
    print(
        f"{len(lines)} legal-move lines, {len(perfts)} perft lines, {len(events)} event lines",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
