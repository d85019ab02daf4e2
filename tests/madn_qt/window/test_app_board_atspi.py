"""The board's words as a screen reader gets them: read back through AT-SPI (issue 36).

The game's window runs in a process of its own (``atspi_app.py``) under a DBus session of its
own (``dbus-run-session``, which starts the accessibility bus, ``at-spi-bus-launcher``, when
asked) with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``, on this test's Xvfb display. The reader
(``atspi_reader.py``) runs with the system Python, which has Debian's ``python3-pyatspi`` (the
venv has no pyatspi), and walks the AT-SPI tree to the board: first the position opened, then,
after a roll, the position that follows; then it listens for announcements while the app
presses View ▸ Board status (B), and hears the board's words from the move log. Each read
waits for its words up to a deadline; the whole run is bounded too. The test skips only where
the system packages are missing (at-spi2-core, dbus-x11 or dbus-daemon, python3-pyatspi;
.ci/run installs them).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
ROOT = HERE.parents[2]
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
READ_SECONDS = 30  # each read's deadline (a few tenths of a second on a quiet machine)

OPENED = (
    "Ben (green) is to roll.\n"
    "Ben (green): no roll yet. Figure 1: field 30, not safe."
    " Next ahead: Anna (red) figure 1, 27 fields away."
    " Next behind: Anna (red) figure 1, 13 fields away. Figures 2, 3, 4: house, safe.\n"
    "Anna (red): no roll yet. Figure 1: field 17, not safe."
    " Next ahead: Ben (green) figure 1, 13 fields away."
    " Next behind: Ben (green) figure 1, 27 fields away."
    " Figure 4: goal place 2 of 4, safe. Figures 2, 3: house, safe."
)


def missing_packages() -> list[str]:
    """The system packages this test needs that are not installed."""
    missing = []
    if shutil.which("dbus-run-session") is None:
        missing.append("dbus-run-session (dbus-x11 / dbus-daemon)")
    if not any(Path(path).exists() for path in BUS_LAUNCHERS):
        missing.append("at-spi-bus-launcher (at-spi2-core)")
    probe = (
        subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, timeout=30, check=False
        )
        if Path(SYSTEM_PYTHON).exists()
        else None
    )
    if probe is None or probe.returncode != 0:
        missing.append("pyatspi for /usr/bin/python3 (python3-pyatspi)")
    return missing


@pytest.mark.parametrize("board", ["flat", pytest.param("3d", marks=pytest.mark.gl)])
def test_a_screen_reader_reads_the_board_through_atspi(board: str) -> None:
    missing = missing_packages()
    if missing:
        pytest.skip("system packages missing: " + ", ".join(missing))
    env = dict(os.environ)
    env.pop("AT_SPI_BUS_ADDRESS", None)  # (never a desktop's accessibility bus: the session's own)
    env.update(
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        QT_QPA_PLATFORM="xcb",
        PYTHONPATH=str(ROOT),
    )
    assert env.get("DISPLAY"), "the test needs its Xvfb display (pytest-xvfb)"
    run = subprocess.run(
        [
            "dbus-run-session",
            "--",
            sys.executable,
            str(HERE / "atspi_app.py"),
            str(READ_SECONDS),
            board,
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=3 * READ_SECONDS,
        check=False,
    )
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, f"no result from the app (exit {run.returncode}): {run.stderr[-2000:]}"
    result = json.loads(lines[-1])
    assert result["board"] == {"flat": "FlatBoardView", "3d": "BoardView"}[board]
    reads = result["reads"]
    assert [read["code"] for read in reads] == [0, 0], reads
    first, second = reads
    # What AT-SPI hands a screen reader is what the window set, and it is the position's.
    assert first["reader"]["name"] == first["name"] == "Game board: Ben (green) is to roll."
    assert first["reader"]["description"] == first["description"] == OPENED
    # After Ben's roll of 3 the board says so (its description follows the position).
    assert second["reader"]["name"] == "Game board: Ben (green) is to move, rolled 3."
    assert second["reader"]["description"] == second["description"]
    assert second["description"].startswith(
        "Ben (green) is to move, rolled 3.\nBen (green): last roll 3. Figure 1: field 30"
    )
    # B: the same words reach the screen reader as an announcement, from the move log.
    assert result["announcement"] == {"announcement": second["description"], "source": "Move log"}
    assert result["spoken"] == second["description"]
    assert run.returncode == 0
