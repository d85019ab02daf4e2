"""The wheel of fortune (madn_qt/wheel/): its segments are the core's slices, every draw stops
with the pointer in the drawn event, the real widget spins, stops, shows and says its result,
reduced motion lands at once, the rocket's target wheel, and every label fits in en/de/it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core.event.wheel import FIRST_SLICE, SLICES, WHEEL_SLICES, Event, event_of
from madn_qt.event_texts import event_name
from madn_qt.i18n import install_translator
from madn_qt.wheel import (
    EVENT_COLOURS,
    SOFT_HYPHEN,
    SPIN_SECONDS,
    STOP_MARGIN,
    THIN_DEGREES,
    WheelOfFortune,
    event_at,
    event_spans,
    index_at,
    index_stop_angle,
    pointed_at,
    stop_angle,
    turns_for,
)
from tests.madn_qt.wheel_support import event_under_pointer, result_event, result_index


def make_wheel(qtbot: QtBot, size: int = 300) -> WheelOfFortune:
    wheel = WheelOfFortune()
    qtbot.addWidget(wheel)
    wheel.resize(size, size)
    wheel.show()
    qtbot.waitExposed(wheel)
    return wheel


def colour_under_pointer(wheel: WheelOfFortune) -> QColor:
    image: QImage = wheel.grab().toImage()
    probe = wheel.pointer_probe()
    ratio = image.devicePixelRatio()
    return image.pixelColor(round(probe.x() * ratio), round(probe.y() * ratio))


def nearest(colour: QColor, paints: dict[int, str]) -> int:
    """The key of the paint nearest to ``colour`` (the face is shaded a little)."""

    def distance(paint: str) -> int:
        q = QColor(paint)
        return sum(
            (a - b) ** 2
            for a, b in zip(
                (q.red(), q.green(), q.blue()),
                (colour.red(), colour.green(), colour.blue()),
                strict=True,
            )
        )

    return min(paints, key=lambda key: distance(paints[key]))


EVENT_PAINTS = {i: EVENT_COLOURS[event] for i, event in enumerate(Event)}


# --- the geometry, pure ---------------------------------------------------------------------


def test_segments_are_the_cores_slices_in_order() -> None:
    spans = event_spans()
    assert [event for event, _, _ in spans] == list(Event)
    assert spans[0][1] == 0.0 and spans[-1][2] == pytest.approx(360.0)
    for (event, start, end), (_, following, _) in zip(spans, [*spans[1:], spans[0]], strict=True):
        assert end - start == pytest.approx(360.0 * SLICES[event] / WHEEL_SLICES)
        assert following == pytest.approx(end % 360.0)
    widths = {event: end - start for event, start, end in spans}
    assert widths[Event.KNOCKED_OUT] == pytest.approx(3.6)  # 1 %
    assert widths[Event.LEADER_BACK] == pytest.approx(3.6)
    assert widths[Event.ROCKET] == pytest.approx(29.4)  # 8 1/6 %


@pytest.mark.parametrize("turns", [0, 1, 3, 7])
def test_every_slice_stops_the_pointer_in_its_event(turns: int) -> None:
    spans = {event: (start, end) for event, start, end in event_spans()}
    for slice_number in range(WHEEL_SLICES):
        angle = stop_angle(slice_number, turns)
        event = event_of(slice_number)
        assert event_at(angle) is event, slice_number
        start, end = spans[event]
        margin = (end - start) * STOP_MARGIN - 1e-9
        assert start + margin <= pointed_at(angle) <= end - margin, slice_number
    # the slices of one event spread over its segment, in order
    rocket = [pointed_at(stop_angle(FIRST_SLICE[Event.ROCKET] + k, 1)) for k in range(49)]
    assert rocket == sorted(rocket) and rocket[-1] - rocket[0] > 15.0


def test_a_spin_turns_forwards_by_whole_turns() -> None:
    assert stop_angle(10, 4) - stop_angle(10, 3) == pytest.approx(360.0)
    for slice_number in (0, 52, 299, 599):
        for start in (0.0, 90.0, 359.0):
            zero = stop_angle(slice_number, 0)
            turns = turns_for(zero, start, SPIN_SECONDS)
            way = stop_angle(slice_number, turns) - start
            assert 3.5 * 360 <= way < 4.6 * 360  # 3.5 to 4.5 turns: the sound has 3.5
            assert stop_angle(slice_number, turns_for(zero, start, 0.1)) - start >= 360.0
    with pytest.raises(ValueError):
        stop_angle(WHEEL_SLICES, 1)


@pytest.mark.parametrize("count", [1, 2, 3, 5, 8, 13, 20])
def test_the_target_wheel_stops_in_the_middle_of_its_segment(count: int) -> None:
    width = 360.0 / count
    for index in range(count):
        angle = index_stop_angle(index, count, 3)
        assert index_at(angle, count) == index
        assert pointed_at(angle) == pytest.approx((index + 0.5) * width)
    with pytest.raises(ValueError):
        index_stop_angle(count, count, 1)


# --- the widget -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "event", [Event.ROCKET, Event.KNOCKED_OUT, Event.LEADER_BACK, Event.SPECIAL_TRAIN]
)
def test_it_spins_stops_and_shows_the_drawn_event(qtbot: QtBot, styled: None, event: Event) -> None:
    wheel = make_wheel(qtbot)
    slice_number = FIRST_SLICE[event] + SLICES[event] // 2
    seen: list[float] = []
    wheel._animation.valueChanged.connect(lambda _: seen.append(wheel.angle()))
    start, zero = wheel.angle() % 360.0, stop_angle(slice_number, 0)
    with qtbot.waitSignal(wheel.stopped, timeout=5000):
        wheel.spin_to(slice_number, seconds=0.5)
        assert wheel.is_spinning() and result_event(wheel) is None
        assert wheel.accessibleDescription() == "Turning…"
    assert not wheel.is_spinning()
    assert wheel.angle() == pytest.approx(stop_angle(slice_number, turns_for(zero, start, 0.5)))
    assert len(seen) > 5 and seen == sorted(seen)  # it turned, always forwards
    assert event_under_pointer(wheel) is event and result_event(wheel) is event
    under = colour_under_pointer(wheel)
    assert nearest(under, EVENT_PAINTS) == list(Event).index(event), under.name()
    assert wheel.accessibleName() == "Wheel of fortune"
    assert wheel.accessibleDescription() == f"Stopped on {event_name(event)}."


def test_every_event_shows_under_the_pointer_at_every_size(qtbot: QtBot, styled: None) -> None:
    wheel = make_wheel(qtbot, 220)
    for size in (220, 300, 400):
        wheel.resize(size, size)
        for event in Event:
            for slice_number in (FIRST_SLICE[event], FIRST_SLICE[event] + SLICES[event] - 1):
                wheel.spin_to(slice_number, reduced=True)
                wheel.stop_now()
                under = colour_under_pointer(wheel)
                assert nearest(under, EVENT_PAINTS) == list(Event).index(event), (size, event)


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_it_repaints_only_while_it_turns(qtbot: QtBot) -> None:
    wheel = WheelOfFortune()
    qtbot.addWidget(wheel)
    wheel.resize(300, 300)
    counter = PaintCounter()
    wheel.installEventFilter(counter)  # before it is shown: its first paint is counted
    wheel.show()
    qtbot.waitExposed(wheel)
    qtbot.waitUntil(lambda: counter.paints >= 1, timeout=10000)  # shown
    qtbot.wait(50)  # (a late paint of the showing, if any)
    counter.paints = 0
    qtbot.wait(300)
    assert counter.paints == 0  # at rest: no timer, no repaint
    at_stop: list[int] = []  # the paints when it stopped (its landing not yet painted)
    wheel.stopped.connect(lambda: at_stop.append(counter.paints))
    with qtbot.waitSignal(wheel.stopped, timeout=30000):
        wheel.spin_to(300, seconds=1.0)
    turning = at_stop[0]
    assert turning >= 2, turning  # it repainted as it turned (about 60 a second when idle)
    # The landing is painted after the stop (a queued update): wait for it, then for nothing.
    qtbot.waitUntil(lambda: counter.paints > turning, timeout=10000)
    counter.paints = 0
    qtbot.wait(300)
    assert counter.paints == 0  # at rest again: no repaint
    assert not wheel.is_spinning()


def test_reduced_motion_shows_the_result_at_once(qtbot: QtBot) -> None:
    wheel = make_wheel(qtbot)
    heard: list[bool] = []
    wheel.stopped.connect(lambda: heard.append(True))
    slice_number = FIRST_SLICE[Event.SWAP] + 3
    wheel.spin_to(slice_number, seconds=3.0, reduced=True)
    assert event_under_pointer(wheel) is Event.SWAP  # at once
    assert wheel.angle() == pytest.approx(stop_angle(slice_number, 1) % 360.0)
    assert heard == []  # ... and stopped follows, queued
    qtbot.waitUntil(lambda: heard == [True], timeout=1000)
    assert result_event(wheel) is Event.SWAP
    qtbot.wait(50)
    assert heard == [True]


def test_stop_now_lands_at_once(qtbot: QtBot) -> None:
    wheel = make_wheel(qtbot)
    heard: list[Event | None] = []
    wheel.stopped.connect(lambda: heard.append(result_event(wheel)))
    slice_number = FIRST_SLICE[Event.EXTRA_ROLL]
    start, zero = wheel.angle() % 360.0, stop_angle(slice_number, 0)
    wheel.spin_to(slice_number, seconds=20.0)
    qtbot.wait(100)
    wheel.stop_now()
    assert heard == [Event.EXTRA_ROLL] and not wheel.is_spinning()
    assert wheel.angle() == pytest.approx(stop_angle(slice_number, turns_for(zero, start, 20.0)))
    wheel.stop_now()  # at rest: nothing
    assert heard == [Event.EXTRA_ROLL]


def test_a_new_spin_replaces_a_running_one(qtbot: QtBot) -> None:
    wheel = make_wheel(qtbot)
    heard: list[Event | None] = []
    wheel.stopped.connect(lambda: heard.append(result_event(wheel)))
    wheel.spin_to(FIRST_SLICE[Event.SKIP], seconds=5.0)
    qtbot.wait(50)
    with qtbot.waitSignal(wheel.stopped, timeout=5000):
        wheel.spin_to(FIRST_SLICE[Event.ROCKET], seconds=0.3)
    qtbot.wait(50)
    assert heard == [Event.ROCKET]


def test_the_rockets_target_wheel(qtbot: QtBot, styled: None, qapp: QApplication) -> None:
    install_translator(qapp, "en")  # the English plural forms
    wheel = make_wheel(qtbot)
    labels = ["Ben 1", "Ben 3", "Carla 2", "Dora 4", "Dora 1"]
    colours = ["#1e5aa8", "#1e5aa8", "#2e7d32", "#e0a800", "#e0a800"]
    wheel.set_segments(labels, colours)
    segments = wheel.segments()
    assert [s.label for s in segments] == labels
    assert all(s.width == pytest.approx(72.0) and s.event is None for s in segments)
    paints = [s.colour for s in segments]
    assert all(a != b for a, b in zip(paints, paints[1:] + paints[:1], strict=True))
    assert wheel.accessibleDescription() == "The rocket's wheel of its 5 targets."
    start, zero = wheel.angle() % 360.0, index_stop_angle(2, 5, 0)
    with qtbot.waitSignal(wheel.stopped, timeout=5000):
        wheel.spin_to_index(2, seconds=0.4)
    assert result_index(wheel) == 2 and wheel.index_under_pointer() == 2
    assert event_under_pointer(wheel) is None and wheel.result_text() == "Carla 2"
    assert wheel.angle() == pytest.approx(index_stop_angle(2, 5, turns_for(zero, start, 0.4)))
    target_paints = dict(enumerate(paints))
    assert nearest(colour_under_pointer(wheel), target_paints) == 2
    assert wheel.accessibleDescription() == "Stopped on Carla 2."
    wheel.spin_to_index(4, reduced=True)
    wheel.stop_now()
    assert wheel.result_text() == "Dora 1"
    with pytest.raises(ValueError):
        wheel.spin_to_index(5)
    # spin_to goes back to the events
    wheel.spin_to(FIRST_SLICE[Event.SEND_BACK], reduced=True)
    wheel.stop_now()
    assert len(wheel.segments()) == len(Event) and result_event(wheel) is Event.SEND_BACK


def test_the_event_wheel_needs_no_segments_and_the_target_wheel_some(qtbot: QtBot) -> None:
    wheel = make_wheel(qtbot)
    with pytest.raises(ValueError):
        wheel.spin_to_index(0)
    with pytest.raises(ValueError):
        wheel.set_segments([])
    with pytest.raises(ValueError):
        wheel.set_segments(["a", "b"], ["#ffffff"])
    wheel.set_segments(["Ben 2"])  # a single target fills the wheel
    wheel.spin_to_index(0, reduced=True)
    wheel.stop_now()
    assert wheel.result_text() == "Ben 2"


def test_square_and_sized_for_a_panel(qtbot: QtBot) -> None:
    wheel = make_wheel(qtbot)
    assert wheel.hasHeightForWidth() and wheel.heightForWidth(260) == 260
    assert wheel.minimumSizeHint().width() == 220 and wheel.sizeHint().width() == 300


@pytest.mark.parametrize("size", [220, 300, 400])
def test_every_label_fits_whole_in_every_language(
    qtbot: QtBot, styled: None, language: str, size: int
) -> None:
    wheel = make_wheel(qtbot, size)
    wheel.grab()  # lays the labels out
    floor = 7.0
    for segment, label in zip(wheel.segments(), wheel._labels, strict=True):
        if segment.width < THIN_DEGREES:
            continue  # on a ribbon
        whole = segment.label.replace(SOFT_HYPHEN, "")
        shown = " ".join(label.lines).replace("- ", "-")
        assert shown == whole or "".join(label.lines) == whole, (language, shown)
        assert label.pixels >= floor, (language, size, whole, label.pixels)
        assert label.inner + 1 < label.outer
    # the thin segments carry their names on the rim, on ribbons that meet between them
    ribbons = wheel._ribbons
    assert [wheel.segments()[r.segment].event for r in ribbons] == [
        Event.KNOCKED_OUT,
        Event.LEADER_BACK,
    ]
    assert ribbons[0].end == pytest.approx(ribbons[1].start)
    assert all(r.pixels >= floor and 20.0 < r.end - r.start < 100.0 for r in ribbons)
    assert (
        wheel.accessibleName()
        == {
            "en": "Wheel of fortune",
            "de": "Glücksrad",
            "it": "Ruota della fortuna",
        }[language]
    )


def test_a_language_switch_rewrites_the_labels(qtbot: QtBot, qapp: QApplication) -> None:
    wheel = make_wheel(qtbot)
    wheel.spin_to(FIRST_SLICE[Event.ROCKET], reduced=True)
    wheel.stop_now()
    try:
        install_translator(qapp, "de")
        qtbot.waitUntil(lambda: wheel.segments()[7].label == "Rakete", timeout=1000)
        assert wheel.accessibleName() == "Glücksrad"
        assert wheel.accessibleDescription() == "Stehen geblieben auf: Rakete."
    finally:
        install_translator(qapp, "en")
    qtbot.waitUntil(lambda: wheel.segments()[7].label == "Rocket", timeout=1000)


def test_the_pointer_ticks_over_the_pegs_and_rests_straight(qtbot: QtBot) -> None:
    wheel = make_wheel(qtbot)
    tilts: list[float] = []
    wheel._animation.valueChanged.connect(lambda _: tilts.append(wheel._tilt()))
    with qtbot.waitSignal(wheel.stopped, timeout=5000):
        wheel.spin_to(FIRST_SLICE[Event.SECOND_DIE], seconds=1.0)
    assert any(t < -1.0 for t in tilts)
    assert all(-WheelOfFortune.MAX_TILT <= t <= 0.0 for t in tilts)
    assert wheel._tilt() == 0.0
