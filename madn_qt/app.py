"""Start the desktop game: options, QApplication, translations, the window.

``madn [--lang de|it|en|system] [--reduced-motion] [--seed N] [--players SPEC] [--flat-board]
[GAME.madn [--replay]]``

``--players`` starts a game at once, without the New game dialog, e.g.
``--players human:Anna,easy,normal,strong`` or ``--players human,empty,random``
(see :func:`core.setup.parse_players`). ``GAME.madn`` opens a saved game instead. Without
either, an unfinished game kept when the app last closed goes on; else the New game dialog
opens. The very first start (no settings yet) shows the first steps' guide over the board
first, the computers waiting (:mod:`madn_qt.window.help`; once, remembered). ``--seed`` makes
the dice and the AI reproducible. ``GAME.madn --replay`` shows the game as a replay in a window
of its own (the main window as without a game: the kept game goes on, if any).
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from core.setup import Setup, parse_players
from madn_qt.qt_compat import protect_none

if TYPE_CHECKING:
    from madn_qt.sound import SoundPlayer

log = logging.getLogger(__name__)
protect_none()  # before any Qt call: see madn_qt/qt_compat.py


DESKTOP_ID = "io.github.madn.Madn"  # packaging/linux/io.github.madn.Madn.desktop
COMMANDS = ("simulate", "stats", "history", "watch", "engine", "host", "join")
COMMANDS_EPILOG = """commands (madn COMMAND --help for each):
  simulate   play games between computer players and count the results
  stats      the statistics of a saved game (dice, fairness test, captures)
  history    the finished games of this computer
  watch      watch computer players play a game in the terminal
  engine     the rules engine as a JSON filter (docs/cli.md)
  host       host a network game without a window
  join       join a network game without a window"""


def parse_args(args: Sequence[str]) -> argparse.Namespace:
    from core.cli.main import version_text

    parser = argparse.ArgumentParser(
        prog="madn",
        description="Mensch ärgere Dich nicht",
        epilog=COMMANDS_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=version_text())
    parser.add_argument(
        "--lang",
        choices=("system", "de", "it", "en"),
        default=None,
        help="language of the app (default: the saved setting, else the system's)",
    )
    parser.add_argument(
        "--reduced-motion",
        action="store_true",
        help="short animations, no camera flights, still landscape",
    )
    parser.add_argument("--seed", type=int, default=None, help="seed for dice and AI")
    parser.add_argument(
        "--players",
        default=None,
        help="quick start, e.g. human:Anna,easy,normal,strong or human:Anna,,strong (human, "
        "empty or an AI level; two players sit opposite: human:Anna,strong is seats 1 and 3)",
    )
    parser.add_argument(
        "--flat-board", action="store_true", help="use the flat 2D board instead of the 3D one"
    )
    parser.add_argument("game", nargs="?", default=None, help="a saved game (.madn) to open")
    parser.add_argument(
        "--replay", action="store_true", help="show the saved game as a replay (watch it again)"
    )
    options = parser.parse_args(list(args))
    if options.game is not None and options.players is not None:
        parser.error("give either --players or a saved game, not both")
    if options.replay and options.game is None:
        parser.error("--replay needs a saved game (GAME.madn)")
    if options.game is not None and not Path(options.game).is_file():
        parser.error(
            f"{options.game}: no such saved game (and no command: the commands are "
            f"{', '.join(COMMANDS)})"
        )
    return options


def players_spec(spec: str) -> str:
    """``--players`` as :func:`core.setup.parse_players` reads it: two players named without
    empty seats between them sit opposite (``a,b`` is ``a,,b``), as ``madn simulate`` seats
    them."""
    parts = spec.split(",")
    if len(parts) == 2 and all(p.strip() for p in parts):
        return f"{parts[0]},,{parts[1]}"
    return spec


def _make_sound() -> SoundPlayer | None:
    try:
        from madn_qt.sound import SoundBoard

        sound = SoundBoard()
        sound.set_ambient(True)
        return sound
    except Exception:  # no audio stack: the game is still a game
        log.exception("sound is unavailable")
        return None


def run_app(args: list[str]) -> int:
    options = parse_args(args)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    from madn_qt.settings import APPLICATION, ORGANISATION, Settings
    from madn_qt.style import apply_style

    app.setApplicationName(APPLICATION)  # names the settings' and the cache's folders
    app.setOrganizationName(ORGANISATION)
    app.setDesktopFileName(DESKTOP_ID)  # (a Wayland window finds the desktop entry's icon)

    apply_style(app)  # the game's look: larger type, the board's wood and meadow, focus rings

    from madn_qt.i18n import install_translator
    from madn_qt.motion import effective_reduced_motion, system_prefers_reduced_motion

    settings = Settings()
    language = install_translator(app, options.lang or settings.language)
    reduced = options.reduced_motion or effective_reduced_motion(
        settings.reduced_motion, system_prefers_reduced_motion()
    )
    setup: Setup | None = None
    if options.players:
        try:
            setup = parse_players(players_spec(options.players))
        except ValueError as error:
            print(f"madn: --players: {error}", file=sys.stderr)
            return 2

    from madn_qt.files.game_files import autosave_path
    from madn_qt.window.main_window import MainWindow

    window = MainWindow(
        settings,
        flat_board=options.flat_board,
        reduced_motion=reduced,
        sound=_make_sound(),
        language=language,
    )
    window.seed = options.seed
    window.autosave = autosave_path()
    window.show()
    # The game kept from last time goes on first, whatever the command line asks for: a new
    # game (--players) or a saved one replaces it only as Game ▸ New and Open do, asking
    # first (Save…, Don't save, Cancel), so that no command line loses it.
    kept = window.files.continue_from(window.autosave)
    if setup is not None:
        new_setup = setup
        window.files.confirm_replace(lambda: window.start_game(new_setup))
    elif options.game is not None and options.replay:
        window.replays.open(options.game)  # a file that is no game: a message, no replay
    elif options.game is not None:
        window.files.open(options.game)  # a file that is no game: a message, no game
    then = None if kept else window.open_new_game
    asked = setup is not None or options.game is not None  # (the command line said what to do)
    if not asked and settings.guide_seen:  # a network game that is not over first, then as ever
        QTimer.singleShot(0, lambda: window.network.way_back.offer(then))
    if not settings.guide_seen:  # the first start: the guide on the real board, then as ever
        after = None if asked else lambda: window.network.way_back.offer(then)
        QTimer.singleShot(0, lambda: window.help.first_start(after))
    code = app.exec()
    QCoreApplication.processEvents()
    return int(code)
