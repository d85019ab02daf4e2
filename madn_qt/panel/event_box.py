"""The side panel's event row in event mode: the wheel of fortune, what it drew, Confirm, and the
figures a place swap or a send-back picks.

It is the controller's :class:`~madn_qt.play.animator.WheelPresenter`: :meth:`EventBox.present`
spins the wheel (:class:`~madn_qt.wheel.WheelOfFortune`) to the slice the game drew and the box
emits ``stopped`` once it rests. The wheel itself stands over a corner of the board
(:meth:`EventBox.show_wheel_over`), large, while the panel keeps its compact row and the move log
its room; without a board it stands in the box. Then it says the event in a sentence
(:mod:`madn_qt.event_texts`).
When the person at this computer drew it, :meth:`EventBox.ask_confirm` offers Confirm (Space,
Enter or a click: ``confirmed``), and :meth:`EventBox.ask_pick` offers the picks as buttons: a
send-back in one step (the opponent's figure), a swap in two (your figure, then theirs, with
Back). Every button is reached by Tab and plays on Enter; each says its choice in words for a
screen reader. The box owns no rules: it shows what it is given and reports the choice.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from core.actions import Pick
from core.event.draws import pending_of
from core.event.play import acts
from core.event.state import Origin
from core.event.wheel import FIRST_SLICE, Event
from core.happenings import WheelDrawn
from core.position import Phase, Position
from madn_qt.board.protocol import BoardWidget
from madn_qt.event_texts import drawn_sentence, event_name
from madn_qt.play.animator import TargetDraw
from madn_qt.texts import SEAT_RGB, place_short, place_text, symbol
from madn_qt.wheel import WheelOfFortune
from madn_qt.wheel.place import Keep, figure_points, seat_points, wheel_rect

translate = QCoreApplication.translate

# The pick buttons' columns by how many figures there are to pick from: up to 3 in one column of
# whole words, 4 in two, more in three of short labels (the panel fits 1024 x 768 with 12).
PICK_COLUMNS = ((3, 1), (4, 2), (10_000, 3))
MAX_PICK_ROWS = 3  # rows of figures in view at once; more scroll
PICK_SPACING = 4


class EventBox(QGroupBox):
    """The wheel, the drawn event and the person's answer (see the module's docstring)."""

    stopped = Signal()  # the wheel rests (WheelPresenter)
    confirmed = Signal()  # the person confirms the drawn event
    picked = Signal(object)  # Pick: the person's pick
    offered = Signal(object)  # list[(seat, figure)]: the figures a pick may take now ([]: none)
    sound_cue = Signal(str)  # "wheel": a spin's ratchet (not under reduced motion)
    figure_focused = Signal(object)  # (seat, figure) whose pick button has the focus, or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("eventBox")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(4)
        self.wheel = WheelOfFortune(self)
        self.wheel.setMinimumSize(220, 220)
        self.wheel.stopped.connect(self._on_wheel_stopped)
        layout.addWidget(self.wheel, 0, Qt.AlignmentFlag.AlignHCenter)
        self.heading = QLabel(self)
        self.heading.setObjectName("eventTitle")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.sentence = QLabel(self)
        self.sentence.setObjectName("eventSentence")
        self.sentence.setWordWrap(True)
        for label in (self.heading, self.sentence):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
            label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            layout.addWidget(label)
        self.confirm_button = QPushButton(self)
        self.confirm_button.setObjectName("confirmButton")
        self.confirm_button.clicked.connect(self._on_confirm)
        self.confirm_button.hide()
        layout.addWidget(self.confirm_button)
        # The figures to pick: a grid that scrolls beyond MAX_PICK_ROWS rows (reinforced seats
        # can offer many), then a swap's Back below it, always in view.
        self._pick_scroll = QScrollArea(self)
        self._pick_scroll.setWidgetResizable(True)
        self._pick_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._pick_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._pick_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._pick_box = QWidget(self._pick_scroll)
        self._pick_layout = QGridLayout(self._pick_box)
        self._pick_layout.setContentsMargins(0, 0, 0, 0)
        self._pick_layout.setSpacing(PICK_SPACING)
        self._pick_scroll.setWidget(self._pick_box)
        self._pick_scroll.hide()
        layout.addWidget(self._pick_scroll)
        self._back_box = QWidget(self)
        self._back_layout = QVBoxLayout(self._back_box)
        self._back_layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._back_box)
        self._pick_buttons: list[QPushButton] = []
        self._pick_figures: dict[QPushButton, tuple[int, int]] = {}  # (Back has none)
        self._picks: list[Pick] = []
        self._at: Position | None = None  # where the figures to pick stand
        self._names: dict[int, str] = {}
        self._own: int | None = None  # a swap's own figure, once chosen
        self._event: Event | None = None
        self._target: TargetDraw | None = None  # the rocket's target wheel, while it is on
        self._before_move = False  # the pip counter drew it: a special train waits for the move
        self._acts = True  # the event has something to act on
        self._seat = -1
        self._spinning = False
        self._board: BoardWidget | None = None  # the board the wheel stands over, if any
        self.reduced = False  # reduced motion: the wheel shows its result at once
        self.hide()
        self.retranslate()

    def show_wheel_over(self, board: BoardWidget) -> None:
        """The wheel stands over a corner of ``board``: the one that leaves the seat it turns
        for (house, start field, figures) and the rocket's targets free (madn_qt.wheel.place),
        chosen anew at every spin and as the board's size changes."""
        widget = board.as_widget()
        self.wheel.setParent(widget)
        self.wheel.hide()
        widget.installEventFilter(self)
        self._board = board
        self.wheel.turning.connect(self._place_wheel)
        self._place_wheel()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        board = self._board
        if board is not None and watched is board.as_widget() and kind == QEvent.Type.Resize:
            self._place_wheel()
        elif isinstance(watched, QPushButton) and watched in self._pick_buttons:
            if kind in (QEvent.Type.FocusIn, QEvent.Type.Enter):
                self.figure_focused.emit(self._pick_figures.get(watched))
                if kind == QEvent.Type.FocusIn and watched in self._pick_figures:
                    self._pick_scroll.ensureWidgetVisible(watched, 0, 0)
            elif kind == QEvent.Type.Leave:  # (back to the figure whose button has the focus)
                focused = next((b for b in self._pick_buttons if b.hasFocus()), None)
                self.figure_focused.emit(self._pick_figures.get(focused) if focused else None)
        return super().eventFilter(watched, event)

    def _place_wheel(self) -> None:
        board = self._board
        if board is None:
            return
        keep: list[Keep] = seat_points(board, self._seat)
        if self._target is not None:
            keep += figure_points(board, self._target.targets)
        self.wheel.setGeometry(wheel_rect(board.width(), board.height(), keep))

    def _wheel_visible(self, visible: bool) -> None:
        if self._board is not None:
            # (while figures are picked on the board, the wheel leaves it whole)
            visible = visible and not self._pick_buttons
            self.wheel.setVisible(visible)
            if visible:
                self.wheel.raise_()

    def setVisible(self, visible: bool) -> None:
        super().setVisible(visible)
        self._wheel_visible(visible)

    def retranslate(self) -> None:
        self.setAccessibleName(translate("EventBox", "Event"))
        self.confirm_button.setText(translate("EventBox", "OK (Space)"))
        self.confirm_button.setAccessibleName(translate("EventBox", "Confirm the event"))
        self._show_event()

    # --- the wheel ---------------------------------------------------------------------------
    def set_names(self, names: dict[int, str]) -> None:
        self._names = dict(names)
        self._show_event()

    def present(self, drawn: WheelDrawn, after: Position, seconds: float) -> None:
        """Spin for the seat that drew to the drawn slice (WheelPresenter); ``stopped`` when
        the wheel rests (at once, queued, under reduced motion or at a pace that skips). The
        event is then told as it stands at ``after`` (nothing to act on, a special train that
        waits for the move)."""
        self._seat, self._event, self._target = drawn.seat, drawn.event, None
        self._before_move = drawn.origin == Origin.COUNTER.value
        self._acts = acts(after)
        self._spinning = True
        self._clear_answers()
        self.heading.setText(
            translate("EventBox", "{name} turns the wheel…").format(
                name=self._names.get(drawn.seat, "")
            )
        )
        # (never an empty field while it turns: what the turn is about)
        if self._before_move:
            why = translate(
                "EventBox",
                "The pip counter reached 32. Where the wheel stops "
                "decides what happens before the move.",
            )
        else:
            why = translate(
                "EventBox", "A star field. Where the wheel stops decides what happens now."
            )
        self.sentence.setText(why)
        self.setAccessibleDescription(f"{self.heading.text()} {why}")
        self.show()
        if not self.reduced:
            self.sound_cue.emit("wheel")  # (it ticks as long as the wheel turns)
        reduced = self.reduced or seconds <= 0
        self.wheel.spin_to(drawn.slice_number, seconds=seconds, reduced=reduced)

    def present_target(self, draw: TargetDraw, seconds: float) -> None:
        """The rocket's second wheel (WheelPresenter): one segment per figure it could hit, in
        its seat's colour with the seat's symbol and the figure's number, spun to the drawn
        one; ``stopped`` when it rests."""
        self._seat, self._event, self._target = draw.seat, Event.ROCKET, draw
        self._spinning = True
        self._clear_answers()
        self.heading.setText(
            translate("EventBox", "{name}'s rocket picks its target…").format(
                name=self._names.get(draw.seat, "")
            )
        )
        self.sentence.setText(
            translate(
                "EventBox", "The second wheel picks one of %n figure(s).", "", len(draw.targets)
            )
        )
        self.show()
        if not self.reduced:
            self.sound_cue.emit("wheel")
        labels = [f"{symbol(s)} {f + 1}" for s, f in draw.targets]
        self.wheel.set_segments(labels, [SEAT_RGB[s] for s, _ in draw.targets])
        self.wheel.spin_to_index(draw.index, seconds=seconds, reduced=self.reduced or seconds <= 0)

    def spinning(self) -> bool:
        return self._spinning

    def hold(self, held: bool) -> None:
        """The game is paused (WheelPresenter): a spin stands still until it goes on."""
        self.wheel.hold(held)

    def _on_wheel_stopped(self) -> None:
        if not self._spinning:
            return
        self._spinning = False
        self._show_event()
        self.stopped.emit()

    def drawn(self) -> Event | None:
        """The event shown (None before the first spin)."""
        return self._event

    def shows(self, seat: int, event: Event) -> bool:
        """Whether the box shows ``seat``'s ``event`` (turning to it, or at rest on it)."""
        return (self._seat, self._event) == (seat, event)

    def show_drawn(self, position: Position) -> None:
        """Show the event that waits at ``position`` with the wheel at rest on it, without a
        spin (a game opened while an event waits for its answer)."""
        pending = pending_of(position)
        event = pending.event
        assert event is not None
        self._seat, self._event, self._target = position.turn, event, None
        self._before_move = pending.origin is Origin.COUNTER
        self._acts = position.phase is not Phase.CONFIRM or acts(position)
        self._spinning = False
        self.wheel.spin_to(FIRST_SLICE[event], seconds=0, reduced=True)  # (at rest on it)
        self.show()
        self._show_event()

    def _show_event(self) -> None:
        event = self._event
        if event is None or self._spinning:
            return
        if self._target is not None:
            self._show_target(self._target)
            return
        self.heading.setText(
            translate("EventBox", "{name}: {event}").format(
                name=self._names.get(self._seat, ""), event=event_name(event)
            )
        )
        self.sentence.setText(drawn_sentence(event, before_move=self._before_move, acts=self._acts))
        self.setAccessibleDescription(f"{self.heading.text()} {self.sentence.text()}")

    def _show_target(self, draw: TargetDraw) -> None:
        seat, figure = draw.target
        self.heading.setText(
            translate("EventBox", "The rocket hits {figure}.").format(
                figure=self._figure_name(seat, figure)
            )
        )
        self.sentence.setText(
            translate("EventBox", "It flies home from {place}.").format(
                place=place_text(seat, draw.places[draw.index])
            )
        )
        self.setAccessibleDescription(f"{self.heading.text()} {self.sentence.text()}")

    # --- the person's answer -----------------------------------------------------------------
    def ask_confirm(self, active: bool) -> None:
        """Offer Confirm (``active``: the person here drew it and may confirm now)."""
        self._clear_answers()
        self.confirm_button.setVisible(active)
        self.confirm_button.setEnabled(active)
        if active:
            self.confirm_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def ask_pick(self, picks: Sequence[Pick], position: Position) -> None:
        """Offer ``picks`` (for the seat the box shows): a send-back's opponent figures, or a
        swap's own figures first."""
        self._clear_answers()
        self._picks, self._at, self._own = list(picks), position, None
        self._show_picks()

    def clear(self) -> None:
        """Nothing asked (the event was answered, or somebody else answers)."""
        self._clear_answers()

    def finish(self) -> None:
        """The event is over: the box goes until the next wheel."""
        self._clear_answers()
        self._spinning = False
        self._seat, self._event, self._target = -1, None, None
        self.hide()

    def activate_focused(self) -> bool:
        """Enter: play the focused answer (Confirm or a pick button); False if none has it."""
        for button in [self.confirm_button, *self._pick_buttons]:
            if button.isVisible() and button.isEnabled() and button.hasFocus():
                button.click()
                return True
        return False

    def focus_answer(self) -> None:
        """The keyboard focus on the first answer offered (after a dialog, say)."""
        buttons = [b for b in [self.confirm_button, *self._pick_buttons] if b.isVisible()]
        if buttons:
            buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def _clear_answers(self) -> None:
        self.confirm_button.hide()
        had_picks = bool(self._pick_buttons)
        self._drop_pick_buttons()
        self._picks = []
        if had_picks:
            self._wheel_visible(self.isVisible())
            self.offered.emit([])
            self.figure_focused.emit(None)

    def _drop_pick_buttons(self) -> None:
        for button in self._pick_buttons:
            button.removeEventFilter(self)
            self._pick_layout.removeWidget(button)  # (out of the grid at once, not later)
            self._back_layout.removeWidget(button)
            button.hide()
            button.deleteLater()
        self._pick_buttons = []
        self._pick_figures = {}

    def choose_figure(self, seat: int, figure: int) -> bool:
        """A figure clicked on the board: take the pick offered for it now (a swap's own
        figure first, then the opponent's); ``False`` if none is offered for it."""
        for button, offered in self._pick_figures.items():
            if offered == (seat, figure) and button.isVisible() and button.isEnabled():
                button.click()
                return True
        return False

    def _on_confirm(self) -> None:
        if self.confirm_button.isVisible():
            self.confirmed.emit()

    def _figure_name(self, seat: int, figure: int) -> str:
        return translate("EventBox", "{name}'s figure {number}").format(
            name=self._names.get(seat, ""), number=figure + 1
        )

    def _progress(self, seat: int, figure: int) -> int | None:
        at = self._at
        if at is None or not 0 <= seat < len(at.figures) or figure >= len(at.figures[seat]):
            return None
        return at.figures[seat][figure]

    def _figure_text(self, seat: int, figure: int) -> str:
        """ "Ben's figure 2 — field 15" """
        text = self._figure_name(seat, figure)
        progress = self._progress(seat, figure)
        return text if progress is None else f"{text} — {place_text(seat, progress)}"

    def _figure_short(self, seat: int, figure: int, columns: int) -> str:
        """ "▲ 2 — field 15" in two columns, "▲ 2 · 15" in three."""
        text = f"{symbol(seat)} {figure + 1}"
        progress = self._progress(seat, figure)
        if progress is None:
            return text
        if columns > 2:
            return f"{text} · {place_short(seat, progress)}"
        return f"{text} — {place_text(seat, progress)}"

    def _show_picks(self) -> None:
        self._drop_pick_buttons()
        swap = any(p.own >= 0 for p in self._picks)
        # (text, what it does, the figure it picks: None for Back)
        entries: list[tuple[str, Callable[[], None], tuple[int, int] | None]] = []
        if swap and self._own is None:
            self.sentence.setText(translate("EventBox", "Pick your figure to swap:"))
            for own in sorted({p.own for p in self._picks}):
                text = self._figure_text(self._seat, own)
                entries.append((text, functools.partial(self._choose_own, own), (self._seat, own)))
        else:
            if swap:
                self.sentence.setText(translate("EventBox", "Swap it with:"))
            else:
                self.sentence.setText(translate("EventBox", "Pick the figure to send back:"))
            for pick in self._picks:
                if swap and pick.own != self._own:
                    continue
                text = self._figure_text(pick.seat, pick.figure)
                choose = functools.partial(self.picked.emit, pick)
                entries.append((text, choose, (pick.seat, pick.figure)))
            if swap:
                entries.append((translate("EventBox", "Back"), self._back, None))
        # Many figures to pick from (a send-back among a dozen): two or three columns of short
        # labels, the seat's symbol (as on its figures and in the rows above) and the figure's
        # number; the full words stay the button's accessible name.
        count = sum(1 for _, _, picks in entries if picks is not None)
        columns = next(c for limit, c in PICK_COLUMNS if count <= limit)
        for index, (text, action, picks) in enumerate(entries):
            shown = text
            if columns > 1 and picks is not None:
                shown = self._figure_short(*picks, columns)
            button = QPushButton(shown, self._pick_box if picks is not None else self._back_box)
            button.setObjectName("pickButton")
            button.setAccessibleName(text)
            button.setToolTip(text if shown != text else "")
            button.clicked.connect(action)
            if picks is None:  # (Back: below the grid, always in view)
                self._back_layout.addWidget(button)
            else:
                self._pick_layout.addWidget(button, index // columns, index % columns)
            button.show()  # (now, so that it can take the focus at once)
            self._pick_buttons.append(button)
            if picks is not None:
                self._pick_figures[button] = picks
            button.installEventFilter(self)  # (its focus and the mouse over it: on the board)
        self._fit_picks(count, columns, back=len(entries) > count)
        self._wheel_visible(self.isVisible())
        self.offered.emit(list(self._pick_figures.values()))
        if self._pick_buttons:
            self._pick_buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def _fit_picks(self, count: int, columns: int, back: bool) -> None:
        """The pick grid as high as its rows, at most MAX_PICK_ROWS with Back below it (it
        scrolls beyond)."""
        if not count:
            self._pick_scroll.hide()
            return
        rows = -(-count // columns)
        height = max(b.sizeHint().height() for b in self._pick_figures)
        shown = min(rows, MAX_PICK_ROWS - (1 if back else 0))
        self._pick_scroll.setFixedHeight(shown * height + (shown - 1) * PICK_SPACING)
        bar = self._pick_scroll.verticalScrollBar()
        self._pick_scroll.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if rows > shown
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        bar.setValue(0)
        self._pick_scroll.show()

    def _choose_own(self, own: int) -> None:
        self._own = own
        self._show_picks()

    def _back(self) -> None:
        self._own = None
        self._show_picks()
