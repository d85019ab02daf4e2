"""Cut a saved game at a chosen moment and give a seat to a person: test and review material for
the grown event games of issue 33 (a seat with 26 figures, a branch of the special paths).

    python tools/cut_record.py GAME.madn OUT.madn --human 0:Anna [--when WHEN] [--figures N]

``--when`` is what the cut game must wait for from that person: ``roll`` (default), ``move``
(a choice of moves), ``branch`` (a choice among routes of the special paths), ``confirm``
(an event to confirm), ``pick`` (an event's figures to pick) or ``wheel`` (the wheel about
to turn for that seat). ``--figures N`` asks for the
first such moment at which that seat has at least N figures (``--last`` the last one). The
command prints where it cut: the command's number, the seat's figures and their places.

The records come from ``madn simulate --mode event --records DIR``; the cut game replays
exactly (it is a prefix of a legal game), and the app opens it as any saved game.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

from core.board import HOUSE, is_ring
from core.game import Game
from core.position import Phase, Position
from core.record import Record, load, save
from core.setup import Seat

WHEN = {
    "roll": Phase.ROLL,
    "move": Phase.MOVE,
    "branch": Phase.MOVE,
    "confirm": Phase.CONFIRM,
    "pick": Phase.PICK,
    "wheel": Phase.WHEEL,
}


def fits(game: Game, position: Position, seat: int, when: str, figures: int) -> bool:
    """Whether ``position`` waits for ``seat``'s decision of the kind ``when`` with at least
    ``figures`` figures."""
    if position.turn != seat or position.phase is not WHEN[when]:
        return False
    if len(position.figures[seat]) < figures:
        return False
    if when == "branch":
        moves = game.legal_moves()
        plain = {(m.figure, m.target) for m in moves if not m.is_pass and not m.paths}
        special = [m for m in moves if not m.is_pass and m.paths]
        # A branch: one figure can go the plain way or a special way (to another target).
        return any(m.figure in {f for f, _ in plain} for m in special)
    if when == "move":
        return len([m for m in game.legal_moves() if not m.is_pass]) >= 2
    return True


def cut(record: Record, seat: int, when: str, figures: int, last: bool) -> int | None:
    """The number of commands to keep (the game then waits for what was asked), or None."""
    game = Game(record.setup)
    found: int | None = None
    for index, command in enumerate(record.commands):
        if fits(game, game.position, seat, when, figures):
            found = index
            if not last:
                return found
        game.apply(command)
    return found


def describe(position: Position, seat: int) -> str:
    row = position.figures[seat]
    house = sum(1 for p in row if p == HOUSE)
    ring = sum(1 for p in row if p != HOUSE and is_ring(p))
    goal = len(row) - house - ring
    return f"{len(row)} figures: house {house}, on the way {ring}, goal {goal}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--human", required=True, help="SEAT:NAME, the seat a person takes")
    parser.add_argument("--when", choices=sorted(WHEN), default="roll")
    parser.add_argument("--figures", type=int, default=0)
    parser.add_argument("--last", action="store_true", help="the last such moment")
    args = parser.parse_args(argv)
    seat_text, _, name = args.human.partition(":")
    seat = int(seat_text)
    record = load(args.game)
    keep = cut(record, seat, args.when, args.figures, args.last)
    if keep is None:
        print(f"cut_record: no such moment in {args.game}", file=sys.stderr)
        return 1
    seats = list(record.setup.seats)
    seats[seat] = Seat.human(name or seats[seat].name)
    setup = dataclasses.replace(record.setup, seats=tuple(seats))
    cut_record = Record(setup, record.commands[:keep], record.date)
    save(cut_record, args.out)
    position = cut_record.replay().position
    told = describe(position, seat)
    print(f"{args.out}: {keep} commands, {position.phase.value}; seat {seat} {told}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
