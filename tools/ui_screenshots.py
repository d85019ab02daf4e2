"""Screenshots of the app for docs/ui.md, taken the way a player meets it (issue 14).

    xvfb-run -s '-screen 0 1280x800x24' .venv/bin/python tools/ui_screenshots.py docs/images
    xvfb-run -s '-screen 0 1280x800x24' .venv/bin/python tools/ui_screenshots.py docs/images ranking
    xvfb-run -s '-screen 0 1280x800x24' .venv/bin/python tools/ui_screenshots.py \
        packaging/screenshots metainfo

Each picture is the real main window (the 3D board, the game's style, a fixed seed) grabbed as
a widget: a human's move at 1280 x 800 in English and German, the window at 1024 x 640, the
computer's turn at four times the pace, the question before an unsaved game is replaced, the
controls in F1, and the end of a game (the ranking, the winner's confetti; ``ranking`` alone).
``metainfo`` takes the AppStream screenshots that the desktop metainfo lists
(``packaging/screenshots/``, docs/packaging.md): the board at a person's move, an event-mode game
some moves in, and the New game dialog, in English at 1280 x 800.
Settings go to a temporary folder; nothing of the user's is read or written.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QSettings, QSize
from PySide6.QtWidgets import QApplication, QWidget


def wait(condition: Callable[[], bool], ms: int = 20000) -> None:
    timer = QElapsedTimer()
    timer.start()
    while not condition():
        if timer.elapsed() > ms:
            raise TimeoutError("the app did not get there")
        QCoreApplication.processEvents()


def pause(ms: int) -> None:
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        QCoreApplication.processEvents()


def main(folder: Path, only: str = "") -> int:
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    from core.rules import Rules
    from core.setup import parse_players
    from madn_qt.i18n import install_translator
    from madn_qt.play.controller import Stage
    from madn_qt.play.pace import Pace
    from madn_qt.play.stage import PERSON_STAGES
    from madn_qt.settings import Settings
    from madn_qt.style import apply_style
    from madn_qt.window.main_window import MainWindow

    apply_style(app)
    folder.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="madn-shots-"))

    def window(language: str, size: QSize, reduced_motion: bool = True) -> MainWindow:
        install_translator(app, language)
        settings = Settings(QSettings(str(scratch / f"{language}.ini"), QSettings.Format.IniFormat))
        settings.landscape_animation = False
        w = MainWindow(settings, reduced_motion=reduced_motion, sound=None, language=language)
        w.autosave = scratch / f"{language}.madn"
        w.show()
        w.resize(size)
        wait(w.isVisible)
        w.activateWindow()  # the keyboard focus (and its ring) needs the active window
        wait(w.isActiveWindow)
        return w

    def shot(widget: QWidget, name: str) -> None:
        pause(400)
        widget.grab().save(str(folder / name))
        print(folder / name)

    def to_a_choice(w: MainWindow, several: bool) -> None:
        c = w.controller
        while True:
            wait(lambda: c.stage in (Stage.HUMAN_ROLL, Stage.HUMAN_MOVE), 60000)
            if c.stage is Stage.HUMAN_MOVE and (len(c.choices) > 1) == several:
                w.panel.focus_choice(1) if several else None
                return
            if c.stage is Stage.HUMAN_ROLL:
                c.request_roll()
            else:
                c.request_move(c.choices[0])

    def ranking() -> None:
        """The end of a game: the ranking over the window, the winner's confetti below it
        (grabbed from the screen: the ranking is a window of its own)."""
        w = window("en", QSize(1280, 800), reduced_motion=False)
        w.move(0, 0)
        w.set_animation_speed(20.0)
        w.start_game(parse_players("normal:Anna,normal:Ben,normal:Carla,normal:Dario"), seed=14)
        w.controller.set_pace(Pace.END)
        wait(lambda: w.ranking_dialog is not None and w.ranking_dialog.isVisible(), 600000)
        pause(700)  # the confetti on its way down
        area = w.geometry()
        picture = app.primaryScreen().grabWindow(0, area.x(), area.y(), area.width(), area.height())
        picture.save(str(folder / "ux-after-ranking.png"))
        print(folder / "ux-after-ranking.png")
        w.close()

    def to_an_event_choice(w: MainWindow, moves: int) -> None:
        """An event-mode game: the person's events confirmed, figures picked, ``moves`` moves
        played, then a move with several choices."""
        c = w.controller
        while True:
            wait(lambda: c.stage in PERSON_STAGES, 120000)
            if c.stage is Stage.HUMAN_ROLL:
                c.request_roll()
            elif c.stage is Stage.HUMAN_CONFIRM:
                c.request_confirm()
            elif c.stage is Stage.HUMAN_PICK:
                c.request_pick(c.picks[0])
            elif moves <= 0 and len(c.choices) > 1:
                w.panel.focus_choice(1)
                return
            else:
                moves -= 1
                c.request_move(c.choices[0])

    def metainfo() -> None:
        """The AppStream screenshots (packaging/linux/io.github.madn.Madn.metainfo.xml)."""
        w = window("en", QSize(1280, 800))
        w.set_animation_speed(20.0)
        w.start_game(parse_players(seats), seed=14)
        to_a_choice(w, several=True)
        shot(w, "board.png")
        w.close()
        event = window("en", QSize(1280, 800))
        event.set_animation_speed(20.0)
        event.controller.set_pace(Pace.FAST)
        rules = Rules().with_options(event_mode=True)
        event.start_game(parse_players(seats, rules=rules), seed=7)
        to_an_event_choice(event, moves=10)
        shot(event, "event-mode.png")
        event.move(0, 0)
        dialog = event.open_new_game()
        wait(dialog.isVisible)
        pause(600)
        area = event.frameGeometry()  # the dialog over the window, as a person sees them
        picture = app.primaryScreen().grabWindow(0, 0, 0, area.width(), area.height())
        picture.save(str(folder / "new-game.png"))
        print(folder / "new-game.png")
        dialog.reject()
        event.close()

    if only == "ranking":
        ranking()
        return 0
    seats = "human:Anna,normal:Ben,normal:Carla,normal:Dario"
    if only == "metainfo":
        metainfo()
        return 0
    for language in ("en", "de", "it"):
        w = window(language, QSize(1280, 800))
        w.set_animation_speed(20.0)
        w.start_game(parse_players(seats), seed=14)
        to_a_choice(w, several=True)
        shot(w, f"ux-after-move-{language}.png")
        if language == "en":
            w.controller.set_pace(Pace.FAST)
            c = w.controller
            c.request_move(w.panel.current_choice())  # type: ignore[arg-type]
            wait(lambda c=c: c.stage in (Stage.AI_TURN, Stage.ANIMATING))
            wait(lambda c=c: not c.is_human(c.position.turn))  # type: ignore[union-attr]
            shot(w, "ux-after-computer-fast.png")
            w.controller.set_pace(Pace.NORMAL)
            to_a_choice(w, several=False)
            w.files.confirm_replace(lambda: None)
            wait(lambda w=w: w.files.question is not None and w.files.question.isVisible())
            shot(w.files.question, "ux-after-unsaved.png")  # type: ignore[arg-type]
            w.files.question.reject()  # type: ignore[union-attr]
            rules = w.open_rules()
            wait(rules.isVisible)
            rules.browser.scrollToAnchor("controls")
            bar = rules.browser.verticalScrollBar()
            bar.setValue(bar.maximum())
            shot(rules, "ux-after-controls.png")
            rules.reject()
        w.close()
    small = window("en", QSize(1024, 640))
    small.set_animation_speed(20.0)
    small.start_game(parse_players(seats), seed=14)
    to_a_choice(small, several=True)
    shot(small, "ux-after-1024.png")
    small.close()
    ranking()
    install_translator(app, "en")
    return 0


if __name__ == "__main__":
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/images")
    raise SystemExit(main(folder, sys.argv[2] if len(sys.argv) > 2 else ""))
