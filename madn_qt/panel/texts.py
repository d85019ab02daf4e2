"""The side panel's lines that may wrap, and how each keeps its height: the turn line, the status
line, the "who plays" line and the railway's countdown (:class:`WrappingLines`); and the words of
the turn line and the "who plays" line (:func:`turn_text`, :func:`other_text`).

:class:`WrappingLines` is a collaborator of :class:`~madn_qt.panel.side_panel.SidePanel` with its
own state (the texts reserved, the countdown's table rounds). Every text a line can show in a game
is reserved at its start (:meth:`WrappingLines.reserve`): each line is as tall as its tallest text
at its width, and again after each resize, so that nothing makes the panel jump (docs/ui.md,
"Panel").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from core.position import Position
from madn_qt.panel.figure_buttons import reserve_height
from madn_qt.texts import colour_name, level_name

translate = QCoreApplication.translate


def turn_text(seat: int, name: str, human: bool, kind: str = "", level: str = "") -> str:
    """Whose turn: "Ben (blue) — computer, strong" (``level``: the computer's level, an engine
    player's name as core.ai names it)."""
    who = translate("SidePanel", "{name} ({colour})").format(name=name, colour=colour_name(seat))
    if human:
        return who
    if kind == "remote":
        return translate("SidePanel", "{who} — at another computer").format(who=who)
    if level:
        return translate("SidePanel", "{who} — computer, {level}").format(
            who=who, level=level_name(level)
        )
    return translate("SidePanel", "{who} — computer").format(who=who)


def no_game_turn_text() -> str:
    """The turn line while no game runs."""
    return translate("SidePanel", "No game running")


def other_text(seat: int, name: str, kind: str = "", level: str = "") -> str:
    """The line in the figure buttons' place while a seat played elsewhere moves."""
    who = translate("SidePanel", "{name} ({colour})").format(name=name, colour=colour_name(seat))
    if kind == "remote":
        return translate("SidePanel", "{who} plays at another computer.").format(who=who)
    if level:
        return translate("SidePanel", "The computer plays for {who}, level: {level}.").format(
            who=who, level=level_name(level)
        )
    return translate("SidePanel", "The computer plays for {who}.").format(who=who)


class WrappingLines(QObject):
    """The panel's lines that may wrap, their reserved heights, the countdown (see the module's
    docstring)."""

    def __init__(
        self, panel: QWidget, turn: QLabel, status: QLabel, train: QLabel, other: QLabel
    ) -> None:
        super().__init__(panel)
        self._panel = panel
        self._turn_label, self._status, self._train_label, self._other_label = (
            turn,
            status,
            train,
            other,
        )
        self._turn_texts: list[str] = []  # every text the turn line can show in this game
        self._status_texts: list[str] = []  # every status text of this game
        self._other_texts: list[str] = []  # every "who plays" line of this game
        self._train_rounds: int | None = None  # the countdown shown (None: hidden)
        self._train_probe: QLabel | None = None  # the countdown's hidden twin, to measure
        for label in (turn, status, train, other):
            label.installEventFilter(self)

    # --- reserving the texts' heights --------------------------------------------------------
    def reserve(self, turn: list[str], status: list[str], other: list[str]) -> None:
        """Every text the turn line, the status line and the "who plays" line can show in this
        game (all seats' names, in the language now in use): each line is as tall as its
        tallest text, so that none of them makes the panel jump."""
        self._turn_texts, self._status_texts, self._other_texts = turn, status, other
        self.reserve_all()

    def reserve_all(self) -> None:
        reserve_height(self._turn_label, self._turn_reserve())
        self.fit_status()
        self._reserve_train_height()
        self._reserve_other_height()

    def fit_status(self) -> None:
        """The status line as tall as the tallest of its texts, the one it shows included: a
        text of the network game (a note: the host away, and how to stop waiting) is no text
        the line knows at the game's start, and is shown whole too."""
        reserve_height(self._status, [*(self._status_texts or ["X\nX"]), self._status.text()])

    def _reserve_other_height(self) -> None:
        """The "who plays" line must fit the figure buttons' place, which it takes."""
        label = self._other_label
        width = label.width()
        if width <= 0 or not self._other_texts:
            return
        metrics = QFontMetrics(label.font())
        height = max(
            metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, t).height()
            for t in self._other_texts
        )
        label.setMinimumHeight(height)

    # --- the railway's countdown -------------------------------------------------------------
    def show_train(self, position: Position | None) -> None:
        """The railway's countdown from ``position.train`` (the table rounds still to end before
        the train passes); hidden when there is no game, its rules have no railway, or it is
        over (no train comes any more)."""
        if position is None or not position.rules.railway or position.over:
            self._train_rounds = None
            self._train_label.hide()
            return
        self._train_rounds = position.train
        self.show_train_text()
        self._train_label.show()

    def train_text(self) -> str:
        """The countdown as shown ("" when hidden)."""
        return self._train_label.text() if not self._train_label.isHidden() else ""

    def _reserve_train_height(self) -> None:
        """Keep the countdown as tall as its tallest text at the label's width (bold and red for
        the last round), so a text that wraps to a second line does not make the panel jump.
        Each text is measured on a hidden twin of the label with that text's style (a style
        sheet's bold font and frame are not the font and frame the label had before it)."""
        label = self._train_label
        width = label.width()
        if width <= 0:
            return
        probe = self._train_probe
        if probe is None:
            probe = QLabel(label.parentWidget())
            probe.setObjectName("trainCountdownProbe")
            probe.hide()
            probe.setWordWrap(True)
            probe.setFrameShape(label.frameShape())
            probe.setContentsMargins(label.contentsMargins())
            self._train_probe = probe
        probe.setFont(self._panel.font())  # (the panel's: the label's may be its style's bold)
        height = 0
        for rounds in (0, 1, 5):
            probe.setStyleSheet(_train_style(rounds))
            probe.setText(_countdown_text(rounds))
            height = max(height, probe.heightForWidth(width))
        label.setFixedHeight(height)

    def show_train_text(self) -> None:
        """The countdown's words (again, in the language now in use)."""
        rounds = self._train_rounds
        if rounds is None:
            return
        self._reserve_train_height()
        text = _countdown_text(rounds)
        # With no round left the line stands out (bold, the crossings' red).
        style = _train_style(rounds)
        if self._train_label.styleSheet() != style:
            self._train_label.setStyleSheet(style)
        if self._train_label.text() != text:
            self._train_label.setText(text)
            self._train_label.setAccessibleDescription(text)

    def _turn_reserve(self) -> list[str]:
        """The turn line's texts: this game's, and "No game running" (shown before a game, in
        Italian on two lines: it was cut at the top and the bottom)."""
        return [*self._turn_texts, no_game_turn_text()]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:  # a new width: the texts may wrap differently
            if watched is self._train_label:
                self._reserve_train_height()
            elif watched is self._turn_label:
                reserve_height(self._turn_label, self._turn_reserve())
            elif watched is self._status:
                self.fit_status()
            elif watched is self._other_label:
                self._reserve_other_height()
        return super().eventFilter(watched, event)


def _countdown_text(rounds: int) -> str:
    if rounds >= 2:
        return translate("SidePanel", "Train in %n table rounds", "", rounds)
    if rounds == 1:
        return translate("SidePanel", "The train comes after this round")
    return translate("SidePanel", "The next train is being scheduled")


def _train_style(rounds: int) -> str:
    """The countdown's style: with no round left it stands out (bold, the crossings' red)."""
    return "font-weight: bold; color: #b3261e;" if rounds == 1 else ""
