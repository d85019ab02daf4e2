"""The wheel of fortune of event mode (GAME.md 4.3): a self-contained, painted widget.

The wheel only shows a draw the game has already made; it never draws anything itself. Its
fourteen segments are the events of :mod:`core.event.wheel` in their order, each as wide as its
slices (6 of 600 for "Knocked out" and "Leader, turn back!", 49 for each other), clockwise from
the wheel's zero mark; the pointer stands at the top.

Interface (all a controller or panel needs)::

    wheel = WheelOfFortune(parent)
    wheel.stopped.connect(on_stopped)          # Signal(): the wheel has come to rest
    wheel.spin_to(slice_number, seconds=SPIN_SECONDS, reduced=False)   # slice 0..599
    wheel.stop_now()                           # land at once (emits stopped, synchronously)
    wheel.set_segments(labels, colours=None)   # the rocket's target wheel: equal segments
    wheel.spin_to_index(index, seconds=SPIN_SECONDS, reduced=False)    # 0..len(labels)-1
    wheel.set_events()                         # back to the fourteen events (spin_to does it)
    wheel.result_event() / wheel.result_index()  # what it stopped on (None while turning)

- ``spin_to`` turns the wheel from where it stands with an ease-out (OutCubic) for ``seconds``
  and stops with the pointer inside the drawn event's segment, at
  :func:`stop_angle` ``(slice_number, turns)`` (a pure function; ``turns`` grows with
  ``seconds``). ``stopped`` is emitted once it rests. ``reduced=True`` (reduced motion) shows the
  result at once and emits ``stopped`` queued (after the caller's code has run, so a connection
  made right after the call still hears it). A new spin replaces one still running; the replaced
  one emits nothing. ``stop_now()`` lands a running spin (or a queued reduced one) at once and
  emits ``stopped`` before it returns; at rest it does nothing.
- The rocket's second wheel: ``set_segments`` shows one equal segment per possible target (the
  ``target`` chance node of :func:`core.event.play.draw_node`: index ``i`` is
  ``opponent_targets(position)[i]``), each with its label and an optional colour (``#rrggbb``,
  e.g. the target's seat colour; equal neighbours are told apart by a lighter shade), and
  ``spin_to_index`` turns it as ``spin_to`` does, to :func:`index_stop_angle`.
- The widget plays no sound: start the ``"wheel"`` sound (:mod:`madn_qt.sound`, about
  :data:`SPIN_SECONDS` long) with a spin that is not reduced.
- For tests and screen readers: :meth:`~WheelOfFortune.angle` (degrees, clockwise),
  :meth:`~WheelOfFortune.event_under_pointer`, :meth:`~WheelOfFortune.index_under_pointer`,
  :meth:`~WheelOfFortune.is_spinning`, :meth:`~WheelOfFortune.pointer_probe` (a point of the face
  just below the pointer's tip, in widget coordinates) and
  :meth:`~WheelOfFortune.segment_colour`. The accessible name is "Wheel of fortune"; the
  accessible description says "Turning…" and then what it stopped on.

The look (docs/ui.md, "The wheel of fortune"): a painted wooden toy wheel in the board's colours —
a wooden rim with brass pegs at the segment borders, each segment in its own paint with its name
written along the radius (two lines where needed, the type shrinking to fit), the two thin 1 %
segments reaching through the rim into a ribbon each that carries their names, an ivory hub that
shows the symbol of the segment under the pointer (the board's violet star before the first
spin), and a red pointer whose flap ticks over the pegs. After a spin the other segments are
dimmed and the result is rimmed in gold. Cheap: it repaints only while it turns (a
``QVariantAnimation`` at the animation timer's ~60 Hz, stopped at rest), turning a cached image
of the face; at rest the face is painted as vectors, sharp at any size from 220 to 400 px.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from core.event.wheel import FIRST_SLICE, SLICES, WHEEL_SLICES, Event, event_of
from madn_qt import style
from madn_qt.event_texts import event_name

translate = QCoreApplication.translate

SPIN_SECONDS: Final = 3.2  # a spin's usual length: the "wheel" sound lasts as long
SLICE_DEGREES: Final = 360.0 / WHEEL_SLICES
# The pointer stops this far (a share of the segment's width) inside a segment's borders, so
# that it never seems to rest on a border.
STOP_MARGIN: Final = 0.18
TURNS_PER_SECOND: Final = 1.1  # how far a spin turns the wheel, per second of its length
MIN_TURNS: Final = 1

# The events' paint: warm, distinct toy colours, each neighbour clearly apart; none is a seat's.
EVENT_COLOURS: Final[dict[Event, str]] = {
    Event.REINFORCEMENT: "#5e9c3f",
    Event.KNOCKED_OUT: "#2e2826",
    Event.LEADER_BACK: "#f0c23b",
    Event.CONSTRUCTION: "#e3772b",
    Event.NEW_DISTRIBUTION: "#8d5fa8",
    Event.SWAP: "#2a9d96",
    Event.SEND_BACK: "#cf4c3e",
    Event.ROCKET: "#4a86c8",
    Event.SECOND_DIE: "#efe5cc",
    Event.FOUR_SIDED: "#dc7486",
    Event.TEN_SIDED: "#4f5f8e",
    Event.EXTRA_ROLL: "#a6c44e",
    Event.SKIP: "#9a8572",
    Event.SPECIAL_TRAIN: "#80303a",
}
# The rocket's wheel without colours given: these, round and round.
TARGET_COLOURS: Final = ("#4a86c8", "#e3772b", "#5e9c3f", "#8d5fa8", "#2a9d96", "#cf4c3e")
# The board's star fields are violet (madn_qt/board/mark_paint.py): the hub shows that star
# before the first spin, since a star field is what turns the wheel.
STAR_VIOLET: Final = "#8045b8"
POINTER_RED: Final = "#c8372b"
POINTER_DARK: Final = "#5c1610"
BRASS: Final = style.hex_colour((0.85, 0.66, 0.28))
BRASS_DARK: Final = style.hex_colour((0.52, 0.37, 0.12))
IVORY: Final = style.hex_colour((0.95, 0.92, 0.84))
GOLD_RING: Final = style.hex_colour((1.0, 0.78, 0.16))


# --- the wheel's geometry, pure -------------------------------------------------------------


def event_spans() -> list[tuple[Event, float, float]]:
    """``(event, start, end)`` of each segment in degrees, clockwise from the zero mark, in the
    order of :class:`Event`; each segment's width is its share of the 600 slices."""
    return [
        (
            event,
            FIRST_SLICE[event] * SLICE_DEGREES,
            (FIRST_SLICE[event] + SLICES[event]) * SLICE_DEGREES,
        )
        for event in Event
    ]


def pointed_at(angle: float) -> float:
    """The wheel's own direction (degrees clockwise from its zero mark, 0..360) under the
    pointer when the wheel is turned ``angle`` degrees clockwise."""
    return (-angle) % 360.0


def _inside(start: float, end: float, position: float) -> float:
    """Where the pointer rests in a segment ``start..end`` for a draw at ``position`` (0..1)."""
    return start + (end - start) * (STOP_MARGIN + (1.0 - 2.0 * STOP_MARGIN) * position)


def stop_angle(slice_number: int, turns: int) -> float:
    """The wheel's angle after a spin of ``turns`` whole turns that stops on slice
    ``slice_number`` (0..599): the pointer rests inside that slice's event, at the same share of
    the segment as the slice has among the event's slices (kept :data:`STOP_MARGIN` off the
    borders)."""
    event = event_of(slice_number)
    first, count = FIRST_SLICE[event], SLICES[event]
    position = (slice_number - first + 0.5) / count
    start = first * SLICE_DEGREES
    return 360.0 * turns - _inside(start, start + count * SLICE_DEGREES, position)


def index_stop_angle(index: int, count: int, turns: int) -> float:
    """The rocket's wheel of ``count`` equal segments after ``turns`` turns, stopped on
    segment ``index``: the pointer in the middle of it."""
    if not 0 <= index < count:
        raise ValueError(f"the wheel has segments 0..{count - 1}, not {index}")
    width = 360.0 / count
    return 360.0 * turns - _inside(index * width, (index + 1) * width, 0.5)


def event_at(angle: float) -> Event:
    """The event under the pointer at wheel angle ``angle``."""
    position = pointed_at(angle)
    return event_of(min(WHEEL_SLICES - 1, int(position / SLICE_DEGREES)))


def index_at(angle: float, count: int) -> int:
    """The segment of a wheel of ``count`` equal segments under the pointer."""
    return min(count - 1, int(pointed_at(angle) / (360.0 / count)))


def turns_for(stop_at_zero: float, start: float, seconds: float) -> int:
    """How many whole turns a spin of ``seconds`` from angle ``start`` makes before it stops at
    ``stop_at_zero`` (its stop angle for 0 turns): the fewest that carry the wheel at least
    :data:`TURNS_PER_SECOND` turns a second (and one turn at the least) forwards."""
    wanted = max(MIN_TURNS * 360.0, seconds * TURNS_PER_SECOND * 360.0)
    return max(0, math.ceil((wanted + start - stop_at_zero) / 360.0))


# --- segments and their layout --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Segment:
    """One segment: its angles (degrees clockwise from the zero mark), label and paint."""

    start: float
    end: float
    label: str
    colour: str
    event: Event | None = None

    @property
    def width(self) -> float:
        return self.end - self.start

    @property
    def middle(self) -> float:
        return (self.start + self.end) / 2.0


@dataclass(frozen=True, slots=True)
class _Geometry:
    centre: QPointF
    radius: float  # the rim's outer edge
    face: float  # the painted face's edge (the rim's inner edge)
    hub: float
    side: float  # the square the wheel is laid out in

    @property
    def rim(self) -> float:
        return self.radius - self.face


@dataclass(frozen=True, slots=True)
class _Label:
    """A segment's label as fitted: its lines, type size and where its block starts."""

    lines: tuple[str, ...]
    pixels: float
    inner: float  # the block's inner end (radius)
    outer: float  # the room's outer end (radius); the block is centred between the two


@dataclass(frozen=True, slots=True)
class _Ribbon:
    """A label written along the rim for a segment too thin for its name."""

    segment: int
    start: float  # degrees, clockwise
    end: float
    flat_at_start: bool  # the end that meets the other ribbon is flat, the far one round
    pixels: float


THIN_DEGREES: Final = 12.0  # a segment narrower than this carries its name on a ribbon
RIBBON_WIDTH: Final = 1.9  # a ribbon's width, in rim widths
# Radii as shares of the face: the labels end at LABEL_REACH, the pointer's tip reaches down to
# TIP_REACH, and between the two lies the probe, bare paint of the segment under the pointer.
LABEL_REACH: Final = 0.905
PROBE_REACH: Final = 0.93
TIP_REACH: Final = 0.96
# At first the pointer stands in the middle of "Skip a turn": the ribbons to the right, in view.
START_ANGLE: Final = 360.0 - (FIRST_SLICE[Event.SKIP] + SLICES[Event.SKIP] / 2) * SLICE_DEGREES
SOFT_HYPHEN: Final = "\u00ad"


def _breaks(text: str) -> list[tuple[str, str]]:
    """Every way to write ``text`` on two lines: at a space, after a hyphen, at a soft hyphen."""
    out = []
    for i, char in enumerate(text):
        if char == " ":
            out.append((text[:i], text[i + 1 :]))
        elif char == "-" and 0 < i < len(text) - 1:
            out.append((text[: i + 1], text[i + 1 :]))
        elif char == SOFT_HYPHEN:
            out.append((text[:i] + "-", text[i + 1 :]))
    return [(a.replace(SOFT_HYPHEN, ""), b.replace(SOFT_HYPHEN, "")) for a, b in out]


def label_font(base: QFont, pixels: float) -> QFont:
    """The labels' type: the app's family, bold and condensed, ``pixels`` high."""
    font = QFont(base)
    font.setPixelSize(max(1, round(pixels)))
    font.setWeight(QFont.Weight.Bold)
    font.setStretch(QFont.Stretch.Condensed)
    return font


def fit_label(
    text: str, half_angle: float, inner: float, outer: float, largest: float, base: QFont
) -> _Label:
    """The largest type (and one or two lines) in which ``text`` fits along a wedge of
    ``half_angle`` degrees between the radii ``inner`` and ``outer``."""
    spread = math.tan(math.radians(min(half_angle, 60.0)))
    single = text.replace(SOFT_HYPHEN, "")
    candidates: list[tuple[str, ...]] = [(single,), *_breaks(text)]
    best: _Label | None = None
    pixels = largest
    smallest = max(7.0, largest * 0.45)
    while pixels >= smallest and best is None:
        metrics = QFontMetricsF(label_font(base, pixels))
        line = metrics.height() * 0.92
        pad = pixels * 0.25
        for lines in candidates:
            block = line * len(lines)
            width = max(metrics.horizontalAdvance(part) for part in lines)
            start = max(inner, (block / 2.0 + pad) / spread)
            if start + width <= outer:
                best = _Label(lines, pixels, start, outer)
                break
        pixels -= 0.5
    if best is None:  # not even the smallest type: one line, cut short
        metrics = QFontMetricsF(label_font(base, smallest))
        start = max(inner, (metrics.height() / 2.0 + smallest * 0.25) / spread)
        room = max(0.0, outer - start)
        cut = metrics.elidedText(single, Qt.TextElideMode.ElideRight, room)
        best = _Label((cut,), smallest, start, outer)
    return best


def _lighter(colour: str, amount: float) -> str:
    """``colour`` mixed with white by ``amount`` (0..1)."""
    r, g, b = (v / 255 for v in style.rgb(colour))
    return style.hex_colour((r + (1 - r) * amount, g + (1 - g) * amount, b + (1 - b) * amount))


def ink_for(paint: str) -> str:
    """The label colour that reads best on ``paint``: the board's ink or the fields' paint."""
    return max((style.INK, style.PAPER), key=lambda ink: style.contrast_ratio(ink, paint))


# --- the widget -----------------------------------------------------------------------------


class WheelOfFortune(QWidget):
    """Event mode's wheel of fortune and the rocket's target wheel (see the module's doc)."""

    stopped = Signal()

    MAX_TILT: Final = 16.0  # degrees the pointer's flap bends over a peg

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._angle = START_ANGLE
        self._segments: list[Segment] = []
        self._events_mode = True
        self._target_labels: list[str] = []
        self._target_colours: list[str] | None = None
        self._result: int | None = None  # the segment it stopped on
        self._turned = False
        self._layout_key: tuple[object, ...] | None = None
        self._labels: list[_Label] = []
        self._ribbons: list[_Ribbon] = []
        self._face_image: QImage | None = None
        self._animation = QVariantAnimation(self)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._turn)
        self._animation.finished.connect(self._land)
        self._start = 0.0
        self._target = 0.0
        self._pending = QTimer(self)  # a reduced spin's queued landing
        self._pending.setSingleShot(True)
        self._pending.setInterval(0)
        self._pending.timeout.connect(self._land)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._build_segments()
        self._retranslate()

    # --- what it shows ---------------------------------------------------------------------

    def set_events(self) -> None:
        """Show the fourteen events (the wheel of fortune proper)."""
        if self._events_mode:
            return
        self._cancel()
        self._events_mode = True
        self._result = None
        self._turned = False
        self._build_segments()
        self._retranslate()

    def set_segments(self, labels: Sequence[str], colours: Sequence[str] | None = None) -> None:
        """Show ``labels`` on equal segments, clockwise from the zero mark (the rocket's target
        wheel); ``colours`` (``#rrggbb``, as many as labels) paints them."""
        if not labels:
            raise ValueError("a wheel needs at least one segment")
        if colours is not None and len(colours) != len(labels):
            raise ValueError("one colour per label")
        self._cancel()
        self._events_mode = False
        self._target_labels = list(labels)
        self._target_colours = list(colours) if colours is not None else None
        self._result = None
        self._turned = False
        self._build_segments()
        self._retranslate()

    def segments(self) -> list[Segment]:
        """The segments as drawn (angles, labels, paint)."""
        return list(self._segments)

    def segment_colour(self, index: int) -> QColor:
        return QColor(self._segments[index].colour)

    # --- spinning --------------------------------------------------------------------------

    def spin_to(
        self, slice_number: int, seconds: float = SPIN_SECONDS, reduced: bool = False
    ) -> None:
        """Turn the event wheel to slice ``slice_number`` (0..599) of the draw."""
        if not 0 <= slice_number < WHEEL_SLICES:
            raise ValueError(f"the wheel has slices 0..{WHEEL_SLICES - 1}, not {slice_number}")
        self.set_events()
        self._spin(lambda turns: stop_angle(slice_number, turns), seconds, reduced)

    def spin_to_index(
        self, index: int, seconds: float = SPIN_SECONDS, reduced: bool = False
    ) -> None:
        """Turn the target wheel (:meth:`set_segments`) to segment ``index``."""
        if self._events_mode:
            raise ValueError("spin_to_index needs set_segments first")
        count = len(self._segments)
        index_stop_angle(index, count, 0)  # checks the index
        self._spin(lambda turns: index_stop_angle(index, count, turns), seconds, reduced)

    def stop_now(self) -> None:
        """Land a spin at once (emits ``stopped`` before returning); at rest, nothing."""
        if self._animation.state() == QVariantAnimation.State.Running:
            self._animation.stop()
            self._angle = self._target
            self._land()
        elif self._pending.isActive():
            self._pending.stop()
            self._land()

    def is_spinning(self) -> bool:
        """A spin is on its way (an animation running or a reduced spin's landing queued)."""
        return self._animation.state() == QVariantAnimation.State.Running or (
            self._pending.isActive()
        )

    def angle(self) -> float:
        """How far the wheel is turned, degrees clockwise from its zero mark at the pointer."""
        return self._angle

    def index_under_pointer(self) -> int:
        position = pointed_at(self._angle)
        for i, segment in enumerate(self._segments):
            if segment.start <= position < segment.end:
                return i
        return len(self._segments) - 1

    def event_under_pointer(self) -> Event | None:
        """The event under the pointer (``None`` on the rocket's target wheel)."""
        return self._segments[self.index_under_pointer()].event

    def result_index(self) -> int | None:
        """The segment the last spin stopped on; ``None`` before one and while turning."""
        return self._result

    def result_event(self) -> Event | None:
        return None if self._result is None else self._segments[self._result].event

    def result_text(self) -> str:
        return "" if self._result is None else self._segments[self._result].label

    def pointer_probe(self) -> QPointF:
        """A point of the face just below the pointer's tip (its colour is the segment's)."""
        g = self._geometry()
        return QPointF(g.centre.x(), g.centre.y() - g.face * PROBE_REACH)

    def _spin(self, target_for: Callable[[int], float], seconds: float, reduced: bool) -> None:
        self._cancel()
        self._angle %= 360.0
        self._result = None
        self._turned = True
        if reduced or seconds <= 0:
            self._target = target_for(1) % 360.0
            self._angle = self._target
            self._set_description(translate("Wheel", "Turning…"))
            self.update()
            self._pending.start()
            return
        self._start = self._angle
        self._target = target_for(turns_for(target_for(0), self._angle, seconds))
        self._face_image = None  # drawn afresh for this spin's size and language
        self._animation.setStartValue(self._angle)
        self._animation.setEndValue(self._target)
        self._animation.setDuration(max(1, round(seconds * 1000)))
        self._set_description(translate("Wheel", "Turning…"))
        self._animation.start()

    def _cancel(self) -> None:
        """Stop a spin without landing it (a new spin or another wheel replaces it)."""
        if self._animation.state() == QVariantAnimation.State.Running:
            self._animation.blockSignals(True)
            self._animation.stop()
            self._animation.blockSignals(False)
            self._angle = self._target
        self._pending.stop()

    def _turn(self, value: object) -> None:
        self._angle = float(value)  # type: ignore[arg-type]
        self.update()

    def _land(self) -> None:
        self._angle = self._target
        self._result = self.index_under_pointer()
        self._face_image = None
        self._describe()
        self.update()
        self.stopped.emit()

    def _speed(self) -> float:
        """The wheel's speed now, degrees per second (0 at rest)."""
        if self._animation.state() != QVariantAnimation.State.Running:
            return 0.0
        duration = max(1, self._animation.duration())
        u = min(1.0, self._animation.currentTime() / duration)
        distance = self._target - self._start
        return abs(distance) / (duration / 1000.0) * 3.0 * (1.0 - u) ** 2

    # --- words -----------------------------------------------------------------------------

    def _build_segments(self) -> None:
        if self._events_mode:
            self._segments = [
                Segment(start, end, event_name(event), EVENT_COLOURS[event], event)
                for event, start, end in event_spans()
            ]
        else:
            count = len(self._target_labels)
            width = 360.0 / count
            paints = self._target_colours or [
                TARGET_COLOURS[i % len(TARGET_COLOURS)] for i in range(count)
            ]
            shown: list[str] = []
            for i, paint in enumerate(paints):
                previous = shown[-1] if shown else None
                if paint == previous or (i == count - 1 and count > 1 and paint == shown[0]):
                    paint = _lighter(paint, 0.3)
                shown.append(paint)
            self._segments = [
                Segment(i * width, (i + 1) * width, label, shown[i])
                for i, label in enumerate(self._target_labels)
            ]
        self._layout_key = None
        self._face_image = None
        self.update()

    def _retranslate(self) -> None:
        self.setAccessibleName(translate("Wheel", "Wheel of fortune"))
        if self._events_mode:
            self._build_segments()
        self._describe()

    def _describe(self) -> None:
        if self.is_spinning():
            text = translate("Wheel", "Turning…")
        elif self._result is not None:
            text = translate("Wheel", "Stopped on {result}.").format(result=self.result_text())
        elif self._events_mode:
            text = translate("Wheel", "Not turned yet.")
        else:
            text = translate(
                "Wheel", "The rocket's wheel of its %n target(s).", None, len(self._segments)
            )
        self._set_description(text)

    def _set_description(self, text: str) -> None:
        if self.accessibleDescription() != text:
            self.setAccessibleDescription(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._layout_key = None
            self._face_image = None
        super().changeEvent(event)

    # --- size ------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(300, 300)

    def minimumSizeHint(self) -> QSize:
        return QSize(220, 220)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def _geometry(self) -> _Geometry:
        w, h = float(self.width()), float(self.height())
        side = min(w, h)
        radius = side * 0.455
        top = (h - side) / 2.0 + side * 0.062  # room above for the pointer
        centre = QPointF(w / 2.0, top + radius)
        face = radius * 0.925
        return _Geometry(centre, radius, face, face * 0.17, side)

    def _layout(self, g: _Geometry) -> None:
        key = (round(g.face, 2), tuple(s.label for s in self._segments), self.font().key())
        if key == self._layout_key:
            return
        self._layout_key = key
        self._labels = []
        self._ribbons = []
        largest = max(8.0, g.side * (0.052 if self._events_mode else 0.062))
        thin = [i for i, s in enumerate(self._segments) if s.width < THIN_DEGREES]

        def fit(segment: Segment, pixels: float) -> _Label:
            inner, outer = g.hub + g.face * 0.04, g.face * LABEL_REACH
            return fit_label(segment.label, segment.width / 2.0, inner, outer, pixels, self.font())

        # One type size for all (the median of what each could take): a wheel of labels in ten
        # sizes looks untidy. Longer names go on two lines or, failing that, a little smaller.
        first = [fit(segment, largest) for segment in self._segments]
        sizes = sorted(label.pixels for i, label in enumerate(first) if i not in thin)
        common = sizes[len(sizes) // 2] if sizes else largest
        self._labels = [
            label if label.pixels <= common else fit(segment, common)
            for segment, label in zip(self._segments, first, strict=True)
        ]
        ribbon_px = g.rim * 1.25
        circumference = g.radius - g.rim / 2.0
        for n, i in enumerate(thin):
            segment = self._segments[i]
            metrics = QFontMetricsF(label_font(self.font(), ribbon_px))
            length = metrics.horizontalAdvance(segment.label) + ribbon_px * 1.6
            sweep = math.degrees(length / circumference)
            # The first thin segment's ribbon runs back from its end, the last's on from its
            # start: where two thin segments meet, their ribbons meet.
            if n == 0 and len(thin) > 1:
                self._ribbons.append(_Ribbon(i, segment.end - sweep, segment.end, False, ribbon_px))
            elif n == len(thin) - 1 and len(thin) > 1:
                self._ribbons.append(
                    _Ribbon(i, segment.start, segment.start + sweep, True, ribbon_px)
                )
            else:
                middle = segment.middle
                self._ribbons.append(
                    _Ribbon(i, middle - sweep / 2, middle + sweep / 2, False, ribbon_px)
                )

    # --- painting --------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        g = self._geometry()
        self._layout(g)
        self._paint_back(painter, g)
        painter.save()
        painter.translate(g.centre)
        painter.rotate(self._angle)
        if self._animation.state() == QVariantAnimation.State.Running:
            self._paint_face_image(painter, g)
        else:
            self._paint_face(painter, g, result=self._result)
        painter.restore()
        self._paint_front(painter, g)
        painter.end()

    def _paint_face_image(self, painter: QPainter, g: _Geometry) -> None:
        half = g.radius + g.rim
        ratio = self.devicePixelRatioF()
        size = math.ceil(2 * half * ratio)
        image = self._face_image
        if image is None or image.width() != size:
            image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
            image.setDevicePixelRatio(ratio)
            image.fill(Qt.GlobalColor.transparent)
            inner = QPainter(image)
            inner.setRenderHint(QPainter.RenderHint.Antialiasing)
            inner.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            inner.translate(half, half)
            self._paint_face(inner, g, result=None)
            inner.end()
            self._face_image = image
        painter.drawImage(QRectF(-half, -half, 2 * half, 2 * half), image)

    def _paint_back(self, painter: QPainter, g: _Geometry) -> None:
        """The shadow on the table and the wooden rim (they do not turn with the wheel)."""
        c, r = g.centre, g.radius
        shadow = QRadialGradient(QPointF(c.x() + r * 0.03, c.y() + r * 0.06), r * 1.08)
        shadow.setColorAt(0.86, QColor(60, 36, 16, 95))
        shadow.setColorAt(1.0, QColor(60, 36, 16, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(shadow))
        painter.drawEllipse(QPointF(c.x() + r * 0.03, c.y() + r * 0.06), r * 1.08, r * 1.08)
        wood = QLinearGradient(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r))
        wood.setColorAt(0.0, QColor(style.hex_colour((0.93, 0.74, 0.50))))
        wood.setColorAt(0.45, QColor(style.WOOD))
        wood.setColorAt(1.0, QColor(style.WOOD_DARK))
        painter.setBrush(QBrush(wood))
        painter.setPen(QPen(QColor(style.INK), max(1.0, g.side * 0.005)))
        painter.drawEllipse(c, r, r)
        # the rim's bevel: a light edge towards the sun, a dark one away from it
        bevel = QLinearGradient(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r))
        bevel.setColorAt(0.0, QColor(255, 246, 220, 170))
        bevel.setColorAt(0.5, QColor(255, 246, 220, 0))
        bevel.setColorAt(1.0, QColor(50, 28, 10, 120))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QBrush(bevel), max(1.0, g.rim * 0.22)))
        painter.drawEllipse(c, r - g.rim * 0.2, r - g.rim * 0.2)

    def _paint_face(self, painter: QPainter, g: _Geometry, result: int | None) -> None:
        """Everything that turns, painted about the centre (0, 0) at angle 0."""
        face = g.face
        box = QRectF(-face, -face, 2 * face, 2 * face)
        painter.setPen(Qt.PenStyle.NoPen)
        for segment in self._segments:
            # painted wood, a little deeper towards the hub
            paint = QColor(segment.colour)
            gradient = QRadialGradient(QPointF(0, 0), face)
            gradient.setColorAt(0.0, paint.darker(118))
            gradient.setColorAt(0.55, paint)
            gradient.setColorAt(1.0, paint.lighter(104))
            painter.setBrush(QBrush(gradient))
            painter.drawPath(_wedge(box, segment.start, segment.end))
        # thin segments reach through the rim into their ribbons
        for ribbon in self._ribbons:
            segment = self._segments[ribbon.segment]
            outer = g.radius - g.rim * 0.5
            painter.setBrush(QColor(segment.colour))
            painter.drawPath(
                _wedge(QRectF(-outer, -outer, 2 * outer, 2 * outer), segment.start, segment.end)
            )
        # the borders between segments
        border = QPen(QColor(style.PAPER), max(1.0, g.side * 0.0055))
        border.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(border)
        for segment in self._segments if len(self._segments) > 1 else []:
            direction = _direction(segment.start)
            painter.drawLine(direction * (g.hub * 0.9), direction * face)
        self._paint_labels(painter, g)
        if result is not None:
            self._paint_result(painter, g, result)
        self._paint_pegs(painter, g)
        for ribbon in self._ribbons:
            self._paint_ribbon(painter, g, ribbon)

    def _paint_labels(self, painter: QPainter, g: _Geometry, only: int | None = None) -> None:
        thin = {ribbon.segment for ribbon in self._ribbons}
        for i, (segment, label) in enumerate(zip(self._segments, self._labels, strict=True)):
            if i in thin or only not in (None, i):
                continue
            font = label_font(self.font(), label.pixels)
            metrics = QFontMetricsF(font)
            line = metrics.height() * 0.92
            width = max(metrics.horizontalAdvance(part) for part in label.lines)
            middle = (label.inner + label.outer) / 2.0
            left = max(label.inner, middle - width / 2.0)
            painter.save()
            painter.rotate(segment.middle)
            painter.rotate(-90.0)  # +x now runs outwards along the segment's middle
            painter.setFont(font)
            painter.setPen(QColor(ink_for(segment.colour)))
            top = -line * len(label.lines) / 2.0
            for n, part in enumerate(label.lines):
                rect = QRectF(left, top + n * line, width, line)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, part)
            painter.restore()

    def _paint_result(self, painter: QPainter, g: _Geometry, result: int) -> None:
        """The result stands out: the other segments dimmed, a gold ring round the drawn one
        (outside it, so that a thin segment keeps its own paint under the pointer)."""
        face = g.face
        box = QRectF(-face, -face, 2 * face, 2 * face)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 24, 10, 80))
        for i, segment in enumerate(self._segments):
            if i != result:
                painter.drawPath(_wedge(box, segment.start, segment.end))
        if len(self._segments) == 1:
            return
        segment = self._segments[result]
        width = max(2.0, g.side * 0.011)
        ring = QPen(QColor(GOLD_RING), 2 * width)
        ring.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(ring)
        reach = face - width
        inner_box = QRectF(-reach, -reach, 2 * reach, 2 * reach)
        painter.drawPath(_wedge(inner_box, segment.start, segment.end, g.hub))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(segment.colour))
        painter.drawPath(_wedge(inner_box, segment.start, segment.end, g.hub))
        self._paint_labels(painter, g, only=result)

    def _paint_pegs(self, painter: QPainter, g: _Geometry) -> None:
        covered = [(r.start, r.end) for r in self._ribbons]
        radius = g.radius - g.rim * 0.5
        size = g.rim * 0.27
        for segment in self._segments if len(self._segments) > 1 else []:
            at = segment.start
            if any(a - 0.01 <= at <= b + 0.01 for a, b in covered):
                continue
            centre = _direction(at) * radius
            shine = QRadialGradient(centre + QPointF(-size * 0.35, -size * 0.35), size * 1.3)
            shine.setColorAt(0.0, QColor("#fff3c8"))
            shine.setColorAt(0.45, QColor(BRASS))
            shine.setColorAt(1.0, QColor(BRASS_DARK))
            painter.setPen(QPen(QColor(style.INK), max(0.8, size * 0.25)))
            painter.setBrush(QBrush(shine))
            painter.drawEllipse(centre, size, size)

    def _paint_ribbon(self, painter: QPainter, g: _Geometry, ribbon: _Ribbon) -> None:
        segment = self._segments[ribbon.segment]
        radius = g.radius - g.rim * 0.5
        width = g.rim * RIBBON_WIDTH
        box = QRectF(-radius, -radius, 2 * radius, 2 * radius)
        path = QPainterPath()
        path.arcMoveTo(box, 90.0 - ribbon.start)
        path.arcTo(box, 90.0 - ribbon.start, -(ribbon.end - ribbon.start))
        stroker_pen = QPen(QColor(style.INK), width + max(1.5, g.side * 0.006))
        stroker_pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(stroker_pen)
        painter.drawPath(path)
        far = ribbon.end if ribbon.flat_at_start else ribbon.start
        # the far end rounded
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(style.INK))
        painter.drawEllipse(
            _direction(far) * radius, stroker_pen.widthF() / 2, stroker_pen.widthF() / 2
        )
        paint = QColor(segment.colour)
        painter.setBrush(paint)
        painter.drawEllipse(_direction(far) * radius, width / 2, width / 2)
        pen = QPen(paint, width)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        # the text, letter by letter along the arc, reading clockwise
        font = label_font(self.font(), ribbon.pixels)
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        painter.setPen(QColor(ink_for(segment.colour)))
        text = segment.label.replace(SOFT_HYPHEN, "")
        total = metrics.horizontalAdvance(text)
        at = math.radians((ribbon.start + ribbon.end) / 2.0) - total / 2.0 / radius
        baseline = -radius + metrics.capHeight() / 2.0
        for char in text:
            advance = metrics.horizontalAdvance(char)
            painter.save()
            painter.rotate(math.degrees(at + advance / 2.0 / radius))
            painter.drawText(QPointF(-advance / 2.0, baseline), char)
            painter.restore()
            at += advance / radius

    def _paint_front(self, painter: QPainter, g: _Geometry) -> None:
        """What does not turn: the face's shading, the hub and the pointer."""
        c, face = g.centre, g.face
        shade = QRadialGradient(c, face)
        shade.setColorAt(0.0, QColor(255, 250, 235, 40))
        shade.setColorAt(0.55, QColor(255, 250, 235, 0))
        shade.setColorAt(0.93, QColor(40, 22, 8, 0))
        shade.setColorAt(1.0, QColor(40, 22, 8, 70))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(shade))
        painter.drawEllipse(c, face, face)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(style.INK), max(1.0, g.side * 0.005)))
        painter.drawEllipse(c, face, face)
        # a turned groove in the rim, and the rim's outer edge catching the light
        painter.setPen(QPen(QColor(80, 48, 20, 70), max(1.0, g.side * 0.003)))
        painter.drawEllipse(c, face + g.rim * 0.28, face + g.rim * 0.28)
        painter.setPen(QPen(QColor(255, 240, 210, 60), max(1.0, g.side * 0.003)))
        painter.drawEllipse(c, face + g.rim * 0.36, face + g.rim * 0.36)
        self._paint_hub(painter, g)
        self._paint_pointer(painter, g)

    def _paint_hub(self, painter: QPainter, g: _Geometry) -> None:
        c, hub = g.centre, g.hub
        rim = QRadialGradient(QPointF(c.x() - hub * 0.4, c.y() - hub * 0.4), hub * 1.6)
        rim.setColorAt(0.0, QColor("#fff3c8"))
        rim.setColorAt(0.5, QColor(BRASS))
        rim.setColorAt(1.0, QColor(BRASS_DARK))
        painter.setPen(QPen(QColor(style.INK), max(1.0, g.side * 0.005)))
        painter.setBrush(QBrush(rim))
        painter.drawEllipse(c, hub, hub)
        inner = hub * 0.84
        ivory = QRadialGradient(QPointF(c.x() - inner * 0.3, c.y() - inner * 0.35), inner * 1.3)
        ivory.setColorAt(0.0, QColor("#fffdf6"))
        ivory.setColorAt(1.0, QColor(IVORY).darker(110))
        painter.setPen(QPen(QColor(BRASS_DARK), max(0.8, g.side * 0.003)))
        painter.setBrush(QBrush(ivory))
        painter.drawEllipse(c, inner, inner)
        # What the pointer points at: its symbol, fading in as the wheel slows.
        seen = 1.0 - min(1.0, self._speed() / 300.0)
        painter.save()
        painter.translate(c)
        if not self._events_mode:
            paint_icon(painter, Event.ROCKET, inner * 1.35, QColor(style.INK), QColor(IVORY))
        elif not self._turned:
            paint_icon(painter, None, inner * 1.35, QColor(STAR_VIOLET), QColor(IVORY))
        else:
            segment = self._segments[self.index_under_pointer()]
            ink = QColor(style.darkened_to(segment.colour, IVORY, 3.0))
            if seen < 1.0:
                painter.setOpacity(1.0 - seen)
                paint_icon(painter, None, inner * 1.35, QColor(STAR_VIOLET), QColor(IVORY))
            painter.setOpacity(seen)
            paint_icon(painter, segment.event, inner * 1.35, ink, QColor(IVORY))
        painter.restore()

    def _tilt(self) -> float:
        """The pointer's flap, pushed aside by the next peg coming up (0 at rest)."""
        speed = self._speed()
        if speed <= 0.0 or len(self._segments) < 2:
            return 0.0
        zone = 6.0
        nearest = min((-(s.start + self._angle)) % 360.0 for s in self._segments)
        push = max(0.0, 1.0 - nearest / zone)
        return -self.MAX_TILT * push * min(1.0, speed / 80.0)

    def _paint_pointer(self, painter: QPainter, g: _Geometry) -> None:
        pivot = QPointF(g.centre.x(), g.centre.y() - g.radius - g.side * 0.012)
        head = g.side * 0.042
        tip = g.centre.y() - g.face * TIP_REACH - pivot.y()
        shape = _teardrop(head, tip)
        painter.save()
        painter.translate(pivot)
        painter.rotate(self._tilt())
        # its shadow on the wheel
        painter.save()
        painter.translate(g.side * 0.008, g.side * 0.012)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 20, 8, 90))
        painter.drawPath(shape)
        painter.restore()
        paint = QLinearGradient(QPointF(-head, 0), QPointF(head, 0))
        paint.setColorAt(0.0, QColor(POINTER_RED).lighter(135))
        paint.setColorAt(0.55, QColor(POINTER_RED))
        paint.setColorAt(1.0, QColor(POINTER_RED).darker(140))
        painter.setPen(QPen(QColor(POINTER_DARK), max(1.0, g.side * 0.006)))
        painter.setBrush(QBrush(paint))
        painter.drawPath(shape)
        # a glint along its left side
        painter.setPen(QPen(QColor(255, 235, 220, 150), max(1.0, g.side * 0.006)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        glint = QRectF(-head * 0.62, -head * 0.62, head * 1.24, head * 1.24)
        painter.drawArc(glint, 110 * 16, 70 * 16)
        # the brass pin it swings on
        pin = head * 0.38
        shine = QRadialGradient(QPointF(-pin * 0.35, -pin * 0.35), pin * 1.4)
        shine.setColorAt(0.0, QColor("#fff3c8"))
        shine.setColorAt(0.5, QColor(BRASS))
        shine.setColorAt(1.0, QColor(BRASS_DARK))
        painter.setPen(QPen(QColor(POINTER_DARK), max(0.8, g.side * 0.004)))
        painter.setBrush(QBrush(shine))
        painter.drawEllipse(QPointF(0, 0), pin, pin)
        painter.restore()


# --- shapes ---------------------------------------------------------------------------------


def _direction(degrees: float) -> QPointF:
    """The unit vector ``degrees`` clockwise from straight up (y grows downwards)."""
    a = math.radians(degrees)
    return QPointF(math.sin(a), -math.cos(a))


def _wedge(box: QRectF, start: float, end: float, inner: float = 0.0) -> QPainterPath:
    """The wedge from ``start`` to ``end`` (degrees clockwise from up) of the circle ``box``,
    from radius ``inner`` (0: the centre)."""
    path = QPainterPath()
    if end - start >= 359.999:
        path.addEllipse(box)
        if inner > 0:
            path.addEllipse(QPointF(0, 0), inner, inner)
        return path
    if inner > 0:
        path.moveTo(_direction(start) * inner)
    else:
        path.moveTo(0.0, 0.0)
    path.arcTo(box, 90.0 - start, -(end - start))
    if inner > 0:
        small = QRectF(-inner, -inner, 2 * inner, 2 * inner)
        path.arcTo(small, 90.0 - end, end - start)
    path.closeSubpath()
    return path


def _teardrop(head: float, tip: float) -> QPainterPath:
    """A pointer: a round head of radius ``head`` about (0, 0), narrowing to a point at (0, tip)
    below it."""
    beta = math.degrees(math.acos(min(0.99, head / tip)))
    path = QPainterPath()
    path.moveTo(0.0, tip)
    a = math.radians(beta)
    path.lineTo(head * math.sin(a), head * math.cos(a))
    box = QRectF(-head, -head, 2 * head, 2 * head)
    path.arcTo(box, beta - 90.0, 360.0 - 2 * beta)
    path.closeSubpath()
    return path


def paint_icon(
    painter: QPainter, event: Event | None, size: float, ink: QColor, paper: QColor
) -> None:
    """The symbol of ``event`` (``None``: the star fields' star), ``size`` wide, centred at the
    painter's origin, drawn in ``ink``; ``paper`` is the ground it stands on (for cut-outs)."""
    painter.save()
    painter.scale(size / 100.0, size / 100.0)
    fill = QBrush(ink)

    def pen(width: float) -> QPen:
        p = QPen(ink, width)
        p.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        return p

    def solid() -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)

    def lines(width: float) -> None:
        painter.setPen(pen(width))
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def arrow_head(tip: QPointF, towards: QPointF, length: float = 16.0) -> None:
        dx, dy = tip.x() - towards.x(), tip.y() - towards.y()
        d = math.hypot(dx, dy) or 1.0
        ux, uy = dx / d, dy / d
        base = QPointF(tip.x() - ux * length, tip.y() - uy * length)
        wing = QPointF(-uy * length * 0.62, ux * length * 0.62)
        solid()
        painter.drawPolygon(QPolygonF([tip, base + wing, base - wing]))

    def plus(x: float, y: float, arm: float) -> None:
        lines(9.0)
        painter.drawLine(QPointF(x - arm, y), QPointF(x + arm, y))
        painter.drawLine(QPointF(x, y - arm), QPointF(x, y + arm))

    def pips(centres: list[tuple[float, float]], radius: float, colour: QColor) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for x, y in centres:
            painter.drawEllipse(QPointF(x, y), radius, radius)

    def number(text: str, box: QRectF, pixels: float) -> None:
        font = QFont()
        font.setPixelSize(round(pixels))
        font.setWeight(QFont.Weight.Black)
        font.setStretch(QFont.Stretch.Condensed)
        painter.setFont(font)
        painter.setPen(paper)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    if event is None:  # the star fields' five-pointed star
        solid()
        points = []
        for k in range(10):
            r = 46.0 if k % 2 == 0 else 19.0
            a = math.radians(k * 36.0)
            points.append(QPointF(r * math.sin(a), -r * math.cos(a) + 4.0))
        painter.drawPolygon(QPolygonF(points))
    elif event is Event.REINFORCEMENT:
        solid()
        painter.drawEllipse(QPointF(-10, -22), 13, 13)
        body = QPainterPath()
        body.moveTo(-19, -6)
        body.lineTo(-1, -6)
        body.quadTo(-4, 14, 12, 30)
        body.lineTo(-32, 30)
        body.quadTo(-16, 14, -19, -6)
        painter.drawPath(body)
        painter.drawRoundedRect(QRectF(-36, 27, 52, 13), 5, 5)
        plus(30, -22, 13)
    elif event is Event.KNOCKED_OUT:
        lines(15.0)
        painter.drawLine(QPointF(-28, -28), QPointF(28, 28))
        painter.drawLine(QPointF(28, -28), QPointF(-28, 28))
    elif event is Event.LEADER_BACK:
        lines(11.0)
        path = QPainterPath()
        path.moveTo(24, 40)
        path.lineTo(24, -6)
        path.arcTo(QRectF(-20, -28, 44, 44), 0, 180)
        path.lineTo(-20, 10)
        painter.drawPath(path)
        arrow_head(QPointF(-20, 36), QPointF(-20, 10), 26)
    elif event is Event.CONSTRUCTION:
        painter.save()
        painter.rotate(-40)
        solid()
        painter.drawRoundedRect(QRectF(-6, -14, 12, 62), 4, 4)
        head = QPainterPath()
        head.moveTo(-30, -34)
        head.lineTo(18, -34)
        head.quadTo(34, -34, 34, -26)
        head.lineTo(34, -16)
        head.lineTo(-30, -16)
        head.closeSubpath()
        painter.drawPath(head)
        painter.drawRoundedRect(QRectF(-36, -38, 10, 26), 3, 3)
        painter.restore()
    elif event is Event.NEW_DISTRIBUTION:
        lines(9.0)
        one = QPainterPath(QPointF(-42, -22))
        one.cubicTo(QPointF(-6, -22), QPointF(-4, 22), QPointF(30, 22))
        two = QPainterPath(QPointF(-42, 22))
        two.cubicTo(QPointF(-6, 22), QPointF(-4, -22), QPointF(30, -22))
        painter.drawPath(one)
        painter.drawPath(two)
        arrow_head(QPointF(46, 22), QPointF(28, 22), 20)
        arrow_head(QPointF(46, -22), QPointF(28, -22), 20)
    elif event is Event.SWAP:
        lines(9.0)
        painter.drawLine(QPointF(-40, -15), QPointF(26, -15))
        painter.drawLine(QPointF(40, 15), QPointF(-26, 15))
        arrow_head(QPointF(44, -15), QPointF(20, -15), 22)
        arrow_head(QPointF(-44, 15), QPointF(-20, 15), 22)
    elif event is Event.SEND_BACK:
        solid()
        roof = QPolygonF([QPointF(-44, -2), QPointF(-14, -32), QPointF(16, -2)])
        painter.drawPolygon(roof)
        painter.drawRect(QRectF(-36, -4, 44, 36))
        painter.setBrush(paper)
        painter.drawRoundedRect(QRectF(-20, 10, 12, 22), 3, 3)
        lines(9.0)
        painter.drawLine(QPointF(44, 18), QPointF(24, 18))
        arrow_head(QPointF(12, 18), QPointF(30, 18), 20)
    elif event is Event.ROCKET:
        solid()
        body = QPainterPath()
        body.moveTo(0, -46)
        body.cubicTo(QPointF(18, -30), QPointF(17, 0), QPointF(13, 18))
        body.lineTo(-13, 18)
        body.cubicTo(QPointF(-17, 0), QPointF(-18, -30), QPointF(0, -46))
        painter.drawPath(body)
        painter.drawPolygon(QPolygonF([QPointF(-13, -2), QPointF(-29, 24), QPointF(-13, 16)]))
        painter.drawPolygon(QPolygonF([QPointF(13, -2), QPointF(29, 24), QPointF(13, 16)]))
        painter.setBrush(paper)
        painter.drawEllipse(QPointF(0, -16), 6.5, 6.5)
        flame = QPainterPath()
        flame.moveTo(-8, 23)
        flame.quadTo(0, 30, 8, 23)
        flame.quadTo(4, 36, 0, 46)
        flame.quadTo(-4, 36, -8, 23)
        painter.setBrush(fill)
        painter.drawPath(flame)
    elif event is Event.SECOND_DIE:
        lines(7.0)
        painter.drawRoundedRect(QRectF(-8, -42, 48, 48), 10, 10)
        pips([(4, -30), (28, -6)], 5.0, ink)
        solid()
        painter.drawRoundedRect(QRectF(-42, -8, 50, 50), 10, 10)
        pips([(-29, 5), (-17, 17), (-5, 29)], 5.5, paper)
    elif event is Event.FOUR_SIDED:
        solid()
        painter.drawPolygon(QPolygonF([QPointF(0, -44), QPointF(46, 36), QPointF(-46, 36)]))
        number("4", QRectF(-30, -8, 60, 44), 40)
    elif event is Event.TEN_SIDED:
        solid()
        painter.drawPolygon(
            QPolygonF([QPointF(0, -47), QPointF(42, -4), QPointF(0, 47), QPointF(-42, -4)])
        )
        number("10", QRectF(-30, -26, 60, 44), 34)
    elif event is Event.EXTRA_ROLL:
        solid()
        painter.drawRoundedRect(QRectF(-42, -18, 56, 56), 11, 11)
        pips([(-28, -4), (0, -4), (-28, 24), (0, 24), (-14, 10)], 5.5, paper)
        plus(30, -28, 13)
    elif event is Event.SKIP:
        solid()
        painter.drawRoundedRect(QRectF(-28, -36, 19, 72), 5, 5)
        painter.drawRoundedRect(QRectF(9, -36, 19, 72), 5, 5)
    elif event is Event.SPECIAL_TRAIN:
        solid()
        painter.drawRoundedRect(QRectF(-22, -14, 52, 28), 8, 8)  # boiler
        painter.drawRect(QRectF(-46, -30, 26, 44))  # cab
        painter.drawRect(QRectF(-50, -36, 34, 8))  # its roof
        painter.drawRect(QRectF(12, -32, 11, 20))  # chimney
        painter.drawRect(QRectF(-48, 12, 84, 8))  # frame
        painter.drawPolygon(QPolygonF([QPointF(30, 12), QPointF(46, 22), QPointF(30, 22)]))
        painter.setBrush(paper)
        painter.drawRect(QRectF(-40, -24, 14, 13))  # the cab's window
        for x, r in ((-30.0, 12.0), (0.0, 9.0), (21.0, 9.0)):
            painter.setBrush(fill)
            painter.drawEllipse(QPointF(x, 28), r + 2, r + 2)
            painter.setBrush(paper)
            painter.drawEllipse(QPointF(x, 28), r * 0.35, r * 0.35)
    painter.restore()
