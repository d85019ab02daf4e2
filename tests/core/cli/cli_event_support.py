"""What the tests of the command line in event mode share (tests/core/cli/test_cli_event_*.py):
``madn`` as a real process, JSON Lines input, ``engine legal``'s answer as the process writes it,
an event-mode input line and a move written short.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from core.cli.engine import legal_line

H4 = [-1, -1, -1, -1]


def run(*args: str, stdin: str = "", timeout: int = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "core.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def jsonl(*lines: object) -> str:
    return "".join((line if isinstance(line, str) else json.dumps(line)) + "\n" for line in lines)


def answer(line: dict[str, Any]) -> dict[str, Any]:
    """``legal_line`` as the process writes it (through JSON), errors as ``{"error": ...}``."""
    try:
        result = legal_line(line)
    except ValueError as error:
        return {"error": str(error)}
    loaded: dict[str, Any] = json.loads(json.dumps(result))
    return loaded


def paths(shortcut: int, detour: int) -> list[dict[str, Any]]:
    return [
        {"kind": "shortcut", "from": shortcut, "to": (shortcut + 4) % 40},
        {"kind": "detour", "from": detour, "to": (detour - 3) % 40},
    ]


def event_input(
    figures: dict[int, list[int]], turn: int, die: int | list[int], **extra: Any
) -> dict[str, Any]:
    line: dict[str, Any] = {
        "mode": "event",
        "seats": sorted(figures),
        "figures": {str(s): row for s, row in figures.items()},
        "turn": turn,
        "die": die,
    }
    line.update(extra)
    return line


def shown(move: dict[str, Any]) -> str:
    """A move as the tables below write it: ``F>T``, ``/sd`` for the paths taken in order,
    `` xS.F`` for a capture, `` *`` when it ends on a star field."""
    text = f"{move['figure']}>{move['to']}"
    if move["route"]:
        text += "/" + "".join(kind[0] for kind in move["route"])
    if move["captures"]:
        text += " x{}.{}".format(*move["captures"])
    if move.get("star"):
        text += " *"
    return text
