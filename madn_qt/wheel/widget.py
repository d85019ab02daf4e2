"""The wheel of fortune as a widget: what it shows (the events or the rocket's targets), its spin
and landing, what it says to screen readers, its size, and its painting (the face turns, as a
cached image while it spins). The interface is described in :mod:`madn_qt.wheel`."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
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
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPaintEvent, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from core.event.wheel import WHEEL_SLICES
from madn_qt.wheel.face import Face
from madn_qt.wheel.frame import paint_back, paint_front, pointer_area
from madn_qt.wheel.geometry import (
    PROBE_REACH,
    SPIN_SECONDS,
    START_ANGLE,
    Geometry,
    index_stop_angle,
    pointed_at,
    stop_angle,
    turns_for,
    wheel_geometry,
)
from madn_qt.wheel.labels import Label, Ribbon, lay_out
from madn_qt.wheel.segments import Segment, event_segments, target_segments

translate = QCoreApplication.translate


class WheelOfFortune(QWidget):
    """Event mode's wheel of fortune and the rocket's target wheel (see :mod:`madn_qt.wheel`)."""

    stopped = Signal()
    turning = Signal()  # a spin begins (a reduced one too): its caller has said for whom

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
        self._labels: list[Label] = []
        self._ribbons: list[Ribbon] = []
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
        self._landing_held = False  # a reduced spin's landing waits for the game to go on
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._build_segments()
        self._retranslate()

    # --- what it shows ---------------------------------------------------------------------

    def hold(self, held: bool) -> None:
        """The game is paused: a spin stands still where it is (its landing waits), and turns
        on from there when the game goes on."""
        running = QVariantAnimation.State.Running
        if held and self._animation.state() == running:
            self._animation.pause()
        elif not held and self._animation.state() == QVariantAnimation.State.Paused:
            self._animation.resume()
        if held and self._pending.isActive():
            self._pending.stop()
            self._landing_held = True
        elif not held and self._landing_held:
            self._landing_held = False
            self._pending.start()

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

    def result_text(self) -> str:
        return "" if self._result is None else self._segments[self._result].label

    def pointer_probe(self) -> QPointF:
        """For tests: a point of the face just below the pointer's tip, in widget coordinates
        (its colour is the segment's), where a test reads the pixel a player sees under the
        pointer; it depends on the wheel's inner geometry, which a test cannot know otherwise."""
        g = self._geometry()
        return QPointF(g.centre.x(), g.centre.y() - g.face * PROBE_REACH)

    def label_area(self, index: int) -> QPainterPath:
        """Where segment ``index``'s words stand now, as the wheel is turned (widget
        coordinates; tests: the pointer must not hide them)."""
        g = self._geometry()
        self._lay_out(g)
        place = QTransform()
        place.translate(g.centre.x(), g.centre.y())
        place.rotate(self._angle)
        return place.map(self._face().label_area(index, g))

    def pointer_area(self) -> QPainterPath:
        """What the pointer and its shadow cover now (widget coordinates)."""
        return pointer_area(self._geometry(), self._tilt())

    def _spin(self, target_for: Callable[[int], float], seconds: float, reduced: bool) -> None:
        self._cancel()
        self._angle %= 360.0
        self._result = None
        self._turned = True
        self.turning.emit()
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
            self._segments = event_segments()
        else:
            self._segments = target_segments(self._target_labels, self._target_colours)
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

    def _geometry(self) -> Geometry:
        return wheel_geometry(float(self.width()), float(self.height()))

    def _lay_out(self, g: Geometry) -> None:
        key = (round(g.face, 2), tuple(s.label for s in self._segments), self.font().key())
        if key == self._layout_key:
            return
        self._layout_key = key
        self._labels, self._ribbons = lay_out(self._segments, g, self.font(), self._events_mode)

    def _face(self) -> Face:
        return Face(self._segments, self._labels, self._ribbons, self.font())

    # --- painting --------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        g = self._geometry()
        self._lay_out(g)
        paint_back(painter, g)
        painter.save()
        painter.translate(g.centre)
        painter.rotate(self._angle)
        if self._animation.state() == QVariantAnimation.State.Running:
            self._paint_face_image(painter, g)
        else:
            self._face().paint(painter, g, result=self._result)
        painter.restore()
        paint_front(
            painter,
            g,
            target_wheel=not self._events_mode,
            under_pointer=self._segments[self.index_under_pointer()] if self._turned else None,
            seen=1.0 - min(1.0, self._speed() / 300.0),
            tilt=self._tilt(),
        )
        painter.end()

    def _paint_face_image(self, painter: QPainter, g: Geometry) -> None:
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
            self._face().paint(inner, g, result=None)
            inner.end()
            self._face_image = image
        painter.drawImage(QRectF(-half, -half, 2 * half, 2 * half), image)

    def _tilt(self) -> float:
        """The pointer's flap, pushed aside by the next peg coming up (0 at rest)."""
        speed = self._speed()
        if speed <= 0.0 or len(self._segments) < 2:
            return 0.0
        zone = 6.0
        nearest = min((-(s.start + self._angle)) % 360.0 for s in self._segments)
        push = max(0.0, 1.0 - nearest / zone)
        return -self.MAX_TILT * push * min(1.0, speed / 80.0)
