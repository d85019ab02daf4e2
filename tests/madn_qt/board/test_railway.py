"""The railway on the 3D board: the painted track and crossings, the train's timeline, and the
real widget drawing the track and running the train under Xvfb."""

from __future__ import annotations

import math

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from core.board import CROSSINGS, HOUSE, ring_field
from core.happenings import Happening, Moved, TrainPassed
from core.layout import figure_cell, ring_cell
from core.position import Phase, Position
from core.rules import Rules
from core.setup import initial_position
from madn_qt import palette
from madn_qt.board import meshes
from madn_qt.board.animation import TRAIN_LENGTH, VehiclePose
from madn_qt.board.choreography import build_timeline
from madn_qt.board.rail_paint import RAIL_OFFSET
from madn_qt.board.textures import BOARD_HALF, paint_board
from madn_qt.board.track import along_track, free_stretch, point_at, track
from tests.madn_qt.board.clock_support import HandClock
from tests.madn_qt.board.view_support import ViewSetup

# Figure 0 of blue (seat 1) on crossing 13 (its progress 3), figure 1 of yellow (seat 3) on
# crossing 35 (progress 5); red's figure 2 stands on its innermost goal field, under the track
# but safe; yellow's figure 2 waits in the house place the track passes over.
BLUE_ON_CROSSING = (1, 0, 3)
YELLOW_ON_CROSSING = (3, 1, 5)
HITS = (BLUE_ON_CROSSING, YELLOW_ON_CROSSING)


def _position(rules: Rules | None = None) -> Position:
    start = initial_position(rules or Rules(), (0, 1, 2, 3))
    shown = start.but(phase=Phase.ROLL, train=1, rolls_left=1)
    return shown.with_figure(1, 0, 3).with_figure(3, 1, 5).with_figure(0, 2, 43)


def _after(before: Position) -> Position:
    return before.with_figure(1, 0, HOUSE).with_figure(3, 1, HOUSE).but(phase=Phase.TRAIN, train=0)


def test_the_hits_are_the_ones_the_engine_would_send_home() -> None:
    from core.railway import train_hits

    assert ring_field(1, 3) in CROSSINGS and ring_field(3, 5) in CROSSINGS
    assert train_hits(_position()) == HITS  # red's innermost goal figure is safe


# --- the painted board -------------------------------------------------------------------------


def _pixel(image: QImage, x: float, y: float) -> np.ndarray:
    scale = image.width() / (2 * BOARD_HALF)
    c = QColor(image.pixelColor(int((x + BOARD_HALF) * scale), int((y + BOARD_HALF) * scale)))
    return np.array([c.red(), c.green(), c.blue()], dtype=int)


def test_board_texture_paints_rails_and_sleepers_only_with_the_railway(qapp: object) -> None:
    with_track, without = paint_board(768, railway=True), paint_board(768, railway=False)
    _, (dx, dy), _ = track()
    low, high = free_stretch()
    rails = 0
    for k in range(12):  # along the free stretch between two fields, on one rail
        s = low + 1.4 + k * (high - low - 2.3) / 11
        x, y = point_at(s)
        x, y = x - dy * RAIL_OFFSET, y + dx * RAIL_OFFSET
        steel, wood = _pixel(with_track, x, y), _pixel(without, x, y)
        assert wood[0] > wood[1] > wood[2] and wood[0] - wood[2] > 60, wood  # plain wood
        if steel.max() - steel.min() < 30:  # neutral grey steel (or its shine), never wood
            rails += 1
    assert rails >= 10
    # On the track's line, between the rails: sleepers and ballast, darker or greyer than wood.
    x, y = point_at((low + high) / 2)
    bed, wood = _pixel(with_track, x, y), _pixel(without, x, y)
    assert (bed[0] - bed[2]) < (wood[0] - wood[2]) - 20 or bed.sum() < wood.sum() - 120, bed


def test_crossings_have_a_striped_rim_and_rails_across(qapp: object) -> None:
    with_track, without = paint_board(768, railway=True), paint_board(768, railway=False)
    _, (dx, dy), _ = track()
    red = np.array(palette.CROSSING_RED) * 255
    for field in CROSSINGS:
        cx, cy = ring_cell(field)
        stripes = []
        for k in range(8):  # the middle of each stripe, the first one on the track's line
            a = math.atan2(dy, dx) + k * math.pi / 4
            stripes.append(_pixel(with_track, cx + 0.32 * math.cos(a), cy + 0.32 * math.sin(a)))
        for k, colour in enumerate(stripes):
            if k % 2 == 0:
                assert np.abs(colour - red).max() < 50, (field, k, colour)
            else:
                assert colour.min() > 200, (field, k, colour)  # white
        plain = _pixel(without, cx + 0.32 * dx, cy + 0.32 * dy)
        assert plain.min() > 200, plain  # without the railway: an ordinary off-white field
    # Other ring fields have no stripes.
    x, y = ring_cell(5)
    assert _pixel(with_track, x + 0.32, y).min() > 200


def test_train_meshes_are_closed_low_poly_vehicles() -> None:
    from tests.madn_qt.board.test_meshes import _outward_fraction

    for mesh, length in ((meshes.locomotive(), meshes.LOCO_LENGTH), (meshes.coach(), 0.86)):
        assert _outward_fraction(mesh) == 1.0  # back faces can be culled
        lo, hi = mesh.vertices[:, :3].min(0), mesh.vertices[:, :3].max(0)
        assert hi[0] - lo[0] == pytest.approx(length, abs=0.06)
        assert lo[2] >= 0.0 and hi[2] <= meshes.TRAIN_HEIGHT
        assert hi[1] - lo[1] < 0.5  # stays on the track: other fields lie 0.7 from its line
        assert mesh.index_count // 3 < 2000


# --- the timeline --------------------------------------------------------------------------


def test_train_timeline_runs_the_track_and_knocks_the_hits_home() -> None:
    before = _position()
    after = _after(before)
    timeline = build_timeline([TrainPassed(HITS)], before, after)
    run = timeline.train
    assert run is not None
    _, _, length = track()
    assert run.origin == 0.0 and run.target == pytest.approx(length + TRAIN_LENGTH)
    assert [c[1] for c in timeline.cues] == ["train", "capture", "capture"]
    assert timeline.cues == sorted(timeline.cues)
    assert not run.vehicles(run.start - 0.01) and not run.vehicles(run.end + 0.01)
    middle = run.vehicles((run.start + run.end) / 2)
    assert [v.vehicle for v in middle] == ["locomotive", "coach", "coach"]
    assert all(v.scale == pytest.approx(1.0) for v in middle)
    for v in middle:  # on the track's line
        assert along_track(v.x, v.y)[1] == pytest.approx(0.0, abs=1e-9)
    for seat, figure, start in HITS:
        segments = timeline.tracks[(seat, figure)]
        s, _ = along_track(*figure_cell(seat, figure, start))
        # Knocked off as the locomotive reaches it, and home at the end.
        assert run.front(segments[0].start) == pytest.approx(s - 0.3, abs=1e-6)
        end = timeline.figure_pose((seat, figure), timeline.duration)
        assert end is not None
        assert (end.x, end.y) == pytest.approx(figure_cell(seat, figure, HOUSE))
    # Protected figures on the track leap while it passes under them: red's safe goal figure,
    # and the house figures on the two corner places the track crosses.
    red = timeline.tracks[(0, 2)]
    assert len(red) == 1 and red[0].hover > 0
    top = red[0].pose((red[0].start + red[0].end) / 2)
    assert top.z == pytest.approx(0.75) and (top.x, top.y) == pytest.approx((-1.0, 0.0))
    on_corner = [
        key for key, segs in timeline.tracks.items() if key not in {(0, 2), (1, 0), (3, 1)}
    ]
    assert on_corner and all(timeline.tracks[key][0].hover > 0 for key in on_corner)
    # The camera keeps the board in view while the train runs.
    assert timeline.focus((run.start + run.end) / 2) is None


def test_a_figure_whose_house_place_is_on_the_track_lands_after_the_train() -> None:
    before = _position()
    timeline = build_timeline([TrainPassed(HITS)], before, _after(before))
    run = timeline.train
    assert run is not None
    home, off = along_track(*figure_cell(3, 1, HOUSE))  # yellow's figure 2 lives on the track
    assert off < 0.1
    flight = timeline.tracks[(3, 1)][0]
    assert run.front(flight.end) >= home + TRAIN_LENGTH


def test_reduced_motion_train_is_brief_and_in_a_free_stretch() -> None:
    before = _position()
    full = build_timeline([TrainPassed(HITS)], before, _after(before))
    reduced = build_timeline([TrainPassed(HITS)], before, _after(before), reduced=True)
    assert 0.0 < reduced.duration < full.duration / 3
    run = reduced.train
    assert run is not None and run.duration < 0.5
    low, high = free_stretch()
    for t in (run.start, run.end):
        vehicles = run.vehicles(t)
        assert len(vehicles) == 3 and all(v.scale == 1.0 for v in vehicles)
        assert run.front(t) <= high and run.front(t) - TRAIN_LENGTH >= low
    assert not any(s.hover for segs in reduced.tracks.values() for s in segs)  # no leaps
    for seat, figure, _ in HITS:
        end = reduced.figure_pose((seat, figure), reduced.duration)
        assert end is not None and (end.x, end.y) == pytest.approx(figure_cell(seat, figure, -1))


def test_a_train_with_no_hits_still_animates_and_follows_the_move() -> None:
    before = _position()
    moved = before.with_figure(2, 0, 0)
    events: list[Happening] = [Moved(2, 0, HOUSE, 0, (HOUSE, 0)), TrainPassed(())]
    timeline = build_timeline(events, before, moved)
    run = timeline.train
    assert run is not None and not timeline.empty
    assert run.start == pytest.approx(timeline.tracks[(2, 0)][0].end)  # after the move
    assert build_timeline(events, before, moved, speed=2.0).duration < timeline.duration


# --- the real widget -------------------------------------------------------------------------


@pytest.fixture
def view_setup() -> ViewSetup:
    return ViewSetup(_position(), size=(960, 600))


def _rgb(image: QImage, p: QPointF | None) -> np.ndarray:
    assert p is not None
    c = QColor(image.pixelColor(int(p.x()), int(p.y())))
    return np.array([c.red(), c.green(), c.blue()], dtype=int)


@pytest.mark.gl
def test_the_board_draws_the_track_only_with_the_railway(qtbot: QtBot, view: object) -> None:
    from madn_qt.board import BoardView

    assert isinstance(view, BoardView)
    _, (dx, dy), _ = track()
    low, high = free_stretch()
    points = []
    for k in range(10):
        x, y = point_at(low + 0.5 + k * (high - low - 1.0) / 9)
        points.append((x - dy * RAIL_OFFSET, y + dx * RAIL_OFFSET))

    renderer = view._renderer
    assert renderer is not None

    def still() -> QImage:
        """The picture once the view has been drawn finely (a new board picture is drafted
        first, like a moving view)."""
        view.grabFramebuffer()  # (a paint: a changed board picture is uploaded and drafted)
        qtbot.waitUntil(lambda: not renderer.needs_refine, timeout=5000)
        return view.grabFramebuffer()

    def samples() -> np.ndarray:
        image = still()
        return np.array([_rgb(image, view.board_screen_pos(x, y, 0.0)) for x, y in points])

    def warmth(colours: np.ndarray) -> float:
        return float(np.mean(colours[:, 0] - colours[:, 2]))

    railway = samples()
    cx, cy = ring_cell(CROSSINGS[0])
    # The crossing's rim stripes in front of the pawn standing on it: red where the track
    # enters (front left) and a quarter turn from there (front right), white between them.
    front_left = (cx + 0.32 * dx, cy + 0.32 * dy)
    front_right = (cx - 0.32 * dy, cy + 0.32 * dx)
    front = (cx, cy - 0.32)
    image = still()
    for spot in (front_left, front_right):
        stripe = _rgb(image, view.board_screen_pos(*spot, 0.0))
        assert stripe[0] > 140 and stripe[0] > stripe[1] + 60, stripe
    assert _rgb(image, view.board_screen_pos(*front, 0.0)).min() > 150
    wood_spot = _rgb(image, view.board_screen_pos(3.0, -3.0, 0.0))
    view.set_position(_position(Rules(railway=False)))  # Original rules: no train, no track
    plain = samples()
    image = still()
    assert np.abs(_rgb(image, view.board_screen_pos(3.0, -3.0, 0.0)) - wood_spot).max() <= 3
    field = _rgb(image, view.board_screen_pos(*front_left, 0.0))
    assert field.min() > 150, field  # an ordinary off-white field
    # Over the rail the picture is grey steel and dark sleepers; without the track, warm wood.
    assert warmth(plain) > 60 and warmth(railway) < warmth(plain) - 25
    assert np.abs(railway - plain).sum(axis=1).mean() > 60
    view.set_position(_position())
    assert np.abs(samples() - railway).max() <= 3


def _full_train(vehicles: list[VehiclePose]) -> bool:
    return len(vehicles) == 3 and min(v.scale for v in vehicles) > 0.99


def _play_train(qtbot: QtBot, view: object, reduced: bool) -> tuple[float, float]:
    """Play the two hits on a frame clock stepped by hand (10 ms a frame); returns (the view's
    seconds until animation_finished, timeline duration)."""
    from madn_qt.board import BoardView

    assert isinstance(view, BoardView)
    view.set_reduced_motion(reduced)
    before = _position()
    view.set_position(before)
    cues: list[str] = []
    view.sound_cue.connect(cues.append)
    clock = HandClock(view)
    with qtbot.waitSignal(view.animation_finished, timeout=15000):
        view.play_happenings([TrainPassed(HITS)], _after(before))
        assert view.is_animating()
        timeline = view._playback.timeline
        assert timeline is not None
        duration = timeline.duration
        elapsed = 0.0
        if not reduced:
            # While it runs over the free stretch near its entry, the frame is grabbed (the
            # clock moves only when stepped): the three vehicles are drawn where they are.
            _, high = free_stretch()
            run = timeline.train
            assert run is not None
            elapsed += clock.run_until(
                lambda: run.front(view._playback.time) >= high - 0.6, ms=10, limit=5.0
            )
            vehicles = run.vehicles(view._playback.time)
            assert _full_train(vehicles) and run.front(view._playback.time) <= high
            image = view.grabFramebuffer()
            spots = [view.board_screen_pos(v.x, v.y, 0.3) for v in vehicles]
            during = np.array([_rgb(image, p) for p in spots])
        elapsed += clock.run_until(lambda: not view.is_animating(), ms=10, limit=15.0)
    clock.release()
    view.sound_cue.disconnect(cues.append)
    assert cues[0] == "train" and cues.count("capture") == 2
    assert not view.is_animating()
    if not reduced:  # where the vehicles were, the board shows again
        image = view.grabFramebuffer()
        gone = np.array([_rgb(image, p) for p in spots])
        assert np.abs(during - gone).sum(axis=1).min() > 60, (during, gone)
    for seat, figure, _ in HITS:  # the hit figures stand in their house
        spot = view.figure_screen_pos(seat, figure)
        home = view.board_screen_pos(*figure_cell(seat, figure, HOUSE), 0.028 + 0.40)
        assert spot == home
    return elapsed, duration


@pytest.mark.gl
def test_train_passes_as_an_animation_shorter_under_reduced_motion(
    qtbot: QtBot, view: object
) -> None:
    from madn_qt.board import BoardView

    assert isinstance(view, BoardView)
    view.set_animation_speed(2.0)
    full_elapsed, full = _play_train(qtbot, view, reduced=False)
    reduced_elapsed, reduced = _play_train(qtbot, view, reduced=True)
    # (the view's own time, stepped by hand: it plays each timeline for its whole length)
    assert full > 1.0 and full_elapsed >= full * 0.9  # a real run across the board
    assert 0.0 < reduced < full / 3
    assert 0.0 < reduced_elapsed < full_elapsed / 2


@pytest.mark.gl
def test_follow_camera_goes_along_with_the_train(qtbot: QtBot, view: object) -> None:
    """The move that ends the table round is watched from above; the following camera then
    goes along with the train, closer, and is back on the player's view when it has passed."""
    from madn_qt.board import BoardView

    assert isinstance(view, BoardView)
    # (a loaded machine's slow frames must not turn the camera's ride into a still view)
    view._slow_renderer = lambda: False  # type: ignore[method-assign]
    view.set_animation_speed(2.0)
    view.set_follow_camera(True)
    overview = view._cameras.user(view._aspect())
    before = _position()
    moved = _after(before).with_figure(2, 0, 0)
    events: list[Happening] = [Moved(2, 0, HOUSE, 0, (HOUSE, 0)), TrainPassed(HITS)]
    closest = overview.distance
    clock = HandClock(view)  # (a frame every 16 ms of view time, each one seen)
    with qtbot.waitSignal(view.animation_finished, timeout=10000):
        view.play_happenings(events, moved)
        while view.is_animating():
            run = view._playback.timeline.train if view._playback.timeline else None
            if run is not None and view._playback.time < run.start:
                assert view._cameras.now.close_to(overview)  # (the move before the train)
            closest = min(closest, view._cameras.now.distance)
            clock.step()
    assert closest < overview.distance * 0.8  # it went along, closer
    clock.run_until(lambda: view._cameras.now.close_to(overview), limit=5.0)
