"""Commands as short text tokens: what a game record holds and what LAN peers send each other.

Chance answers: ``rN`` a roll (``rN+M`` two dice), ``tN`` the railway's interval, and in event
mode ``wN`` the wheel's slice, ``gN`` a rocket's target, ``fN`` a new distribution's field,
``cN`` a construction pair, ``dN`` a second die's turns. Decisions: ``mF>T`` figure ``F``
(0-based) to progress ``T``, with ``/sd`` naming the paths a route takes in order (``s`` the
shortcut, ``d`` the detour); ``p`` a pass; ``ok`` the confirmation of an event; ``kS.F`` the
opponent figure picked for a send-back; ``xO>S.F`` the own figure ``O`` and the opponent figure
picked for a place swap.
"""

from __future__ import annotations

import re
from typing import Final

from core.actions import CONFIRM, Command, Confirm, Pick
from core.chance import ChanceKind, Draw, Roll
from core.event.construction import DETOUR, SHORTCUT
from core.moves import PASS, Move

DRAW_LETTERS: Final = {
    ChanceKind.TRAIN: "t",
    ChanceKind.WHEEL: "w",
    ChanceKind.TARGET: "g",
    ChanceKind.PLACE: "f",
    ChanceKind.PATHS: "c",
    ChanceKind.SECOND: "d",
}
_DRAW_KINDS: Final = {letter: kind for kind, letter in DRAW_LETTERS.items()}
_PATH_LETTERS: Final = {SHORTCUT: "s", DETOUR: "d"}
_PATH_KINDS: Final = {letter: kind for kind, letter in _PATH_LETTERS.items()}

_MOVE = re.compile(r"m(\d+)>(-?\d+)(?:/([sd]{1,2}))?")
_ROLL = re.compile(r"r(\d+(?:\+\d+)*)")
_DRAW = re.compile(r"([twgfcd])(\d+)")
_SEND_BACK = re.compile(r"k(\d)\.(\d+)")
_SWAP = re.compile(r"x(\d+)>(\d)\.(\d+)")

SHAPES: Final = "rN, tN, wN, gN, fN, cN, dN, mF>T, p, ok, kS.F or xO>S.F"


class CommandError(ValueError):
    """A token that is no command."""


def format_command(command: Command) -> str:
    """The token of a command."""
    if isinstance(command, Roll):
        return "r" + "+".join(str(p) for p in command.pips)
    if isinstance(command, Draw):
        return f"{DRAW_LETTERS[command.kind]}{command.value}"
    if isinstance(command, Confirm):
        return "ok"
    if isinstance(command, Pick):
        if command.own < 0:
            return f"k{command.seat}.{command.figure}"
        return f"x{command.own}>{command.seat}.{command.figure}"
    if command.is_pass:
        return "p"
    paths = "".join(_PATH_LETTERS[kind] for kind in command.paths)
    return f"m{command.figure}>{command.target}" + (f"/{paths}" if paths else "")


def parse_command(token: str) -> Command:
    """A command from its token; :class:`CommandError` for anything else."""
    if token == "p":
        return PASS
    if token == "ok":
        return CONFIRM
    if m := _ROLL.fullmatch(token):
        return Roll(tuple(int(p) for p in m.group(1).split("+")))
    if m := _MOVE.fullmatch(token):
        figure, target = int(m.group(1)), int(m.group(2))
        kinds = tuple(_PATH_KINDS[letter] for letter in m.group(3) or "")
        if len(set(kinds)) != len(kinds):
            raise CommandError(f"{token!r} takes a path twice")
        return Move(figure, target, target, paths=kinds)
    if m := _DRAW.fullmatch(token):
        return Draw(_DRAW_KINDS[m.group(1)], int(m.group(2)))
    if m := _SEND_BACK.fullmatch(token):
        return Pick(-1, int(m.group(1)), int(m.group(2)))
    if m := _SWAP.fullmatch(token):
        return Pick(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    raise CommandError(f"{token!r} is not a command ({SHAPES})")
