"""The game's window with a known position, read back through AT-SPI (issue 36).

``atspi_app.py SECONDS flat|3d``, run under a DBus session of its own (``dbus-run-session``) with
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``: it shows the main window with the flat or the 3D board on
a position with known figures, starts ``atspi_reader.py`` with the system Python on the same
bus, and waits (its event loop running, so that Qt answers the reader) until the reader has
found the board's description or given up; then Ben rolls a 3 and the reader waits for the
words of the next position. It prints each read with the words the board has, and the board's
class, as JSON, and exits with the reader's code.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QProcess, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from core.chance import ScriptedChance
from core.game import Game
from core.position import Phase
from core.rules import Rules
from core.setup import parse_players
from madn_qt.files.saved_game import OpenedGame
from madn_qt.i18n import install_translator
from madn_qt.settings import Settings
from madn_qt.window.main_window import MainWindow

APP_NAME = "madn-atspi-test"
READER = Path(__file__).with_name("atspi_reader.py")
SYSTEM_PYTHON = "/usr/bin/python3"
FIGURES = ((16, -1, -1, 41), (), (9, -1, -1, -1), ())  # Anna: field 17, goal 2; Ben: field 30


def main() -> int:
    seconds = sys.argv[1] if len(sys.argv) > 1 else "30"
    flat = (sys.argv[2] if len(sys.argv) > 2 else "flat") == "flat"  # else "3d"
    app = QApplication([sys.argv[0]])
    app.setApplicationName(APP_NAME)
    install_translator(app, "en")
    folder = Path(tempfile.mkdtemp(prefix="madn-atspi-"))
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.landscape_animation = False
    window = MainWindow(settings, flat_board=flat, reduced_motion=True, sound=None)
    setup = parse_players("human:Anna,empty,human:Ben", Rules(railway=False))
    game = Game(setup)
    figures = tuple(FIGURES[s] if FIGURES[s] else game.position.figures[s] for s in range(4))
    position = game.position.but(figures=figures, turn=2, phase=Phase.ROLL)
    game.position = position
    game.positions = [position]
    window.show_opened_game(OpenedGame(setup, game, []), chance=ScriptedChance([3] * 9))
    window.show()
    result: dict[str, object] = {"reads": [], "board": type(window.board).__name__}
    reader = QProcess()
    wants = [
        "Figure 4: goal place 2 of 4, safe.",  # the position opened
        "Ben (green) is to move, rolled 3.",  # after Ben's roll: the board follows
    ]

    def read(want: str) -> None:
        reader.start(SYSTEM_PYTHON, [str(READER), APP_NAME, want, seconds])

    def roll() -> None:
        if not window.controller.request_roll():  # (not yet Ben's roll: again soon)
            QTimer.singleShot(50, roll)

    def finished(code: int, _status: object) -> None:
        out = bytes(reader.readAllStandardOutput().data()).decode()
        widget = window.board.as_widget()
        reads = result["reads"]
        assert isinstance(reads, list)
        reads.append(
            {
                "code": code,
                "reader": json.loads(out) if out.strip() else None,
                "name": widget.accessibleName(),
                "description": widget.accessibleDescription(),
            }
        )
        if code != 0:
            app.exit(code)
        elif len(reads) == len(wants):
            listener.start(SYSTEM_PYTHON, [str(READER), "--announcement", seconds])
        else:
            roll()
            read(wants[len(reads)])

    # Then View ▸ Board status (B): its words reach a screen reader as an announcement. The
    # listener says when it listens; B is pressed until it has heard (the registry tells the
    # app about a new listener a moment later).
    listener = QProcess()
    heard: list[str] = []

    def press_b() -> None:
        if listener.state() is QProcess.ProcessState.Running:
            window.menus.board_status_action.trigger()
            QTimer.singleShot(200, press_b)

    def listener_said() -> None:
        listening = "LISTENING" in "".join(heard)
        heard.append(bytes(listener.readAllStandardOutput().data()).decode())
        if not listening and "LISTENING" in "".join(heard):
            press_b()

    def listener_done(code: int, _status: object) -> None:
        heard.append(bytes(listener.readAllStandardOutput().data()).decode())
        lines = [line for line in "".join(heard).splitlines() if line.startswith("{")]
        result["announcement"] = json.loads(lines[-1]) if lines else None
        result["spoken"] = window.board_status.text.description
        app.exit(code)

    reader.finished.connect(finished)
    listener.readyReadStandardOutput.connect(listener_said)
    listener.finished.connect(listener_done)
    QTimer.singleShot(0, lambda: read(wants[0]))
    code = app.exec()
    print(json.dumps(result))
    window.close()
    return code


if __name__ == "__main__":
    sys.exit(main())
