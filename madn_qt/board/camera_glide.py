"""Where the board's camera goes during a move, and how it gets there.

The player's camera (the overview, or wherever they orbited and zoomed) is the camera's home.
With *follow the move* on, the camera eases once into a still view that frames the whole move —
where the figures set off and where they land, with the fields around them, and never closer
than a quarter of the ring — holds still while the figures hop (a still view makes every frame
cheap), and sets off home in time to be back on the player's view when the move ends: nobody is
asked to decide while the camera is elsewhere. An event's figures (a send-back, a rocket, a
swap, a new distribution) are framed the same way. The train is followed as it runs: a view of
the train and the fields round it glides along the track with it (:func:`train_camera`), eased
in from the player's view as it enters and back as it leaves. Under reduced motion, or where a
whole picture is too slow for a smooth glide, it cuts (and the train is watched from the
player's view). Pure (no Qt): :class:`~madn_qt.board.view.BoardView` asks each frame.
"""

from __future__ import annotations

import math

from madn_qt.board import camera as cam
from madn_qt.board.animation import TRAIN_LENGTH, Timeline, smoothstep
from madn_qt.board.meshes import PAWN_HEIGHT
from madn_qt.board.track import point_at, track

CAMERA_GLIDE = 0.55  # s: the camera eases to the move's framing (and back) this long at most
SLOW_FULL_FRAME = 0.06  # s per whole picture: slower renderers cut the camera instead of gliding
FIELD = 1.0  # board units from one field to the next (core.layout)
# The framing never shows less than this much of the board across: a quarter of the ring (ten
# fields, five across each way) and half a field beyond it on each side.
QUARTER_RING = 6.0
FOLLOW_LIFT = math.radians(10.0)  # the following camera looks down a little more steeply
RETURN_MARGIN = 0.05  # s: it sets off home this much earlier than it strictly must (a late frame)
# The following camera frames the running train with this much of the board across, round the
# train's middle (kept this far from the track's ends, which lie at the board's edge).
TRAIN_FRAME = 7.0


def slow_picture(full_redraw_seconds: float) -> bool:
    """Whether a renderer that draws a whole picture in this long is too slow for a glide."""
    return full_redraw_seconds > SLOW_FULL_FRAME


def glide_seconds(timeline: Timeline) -> float:
    """How long the camera eases there (and back) for this move: a short move, a short glide."""
    return min(CAMERA_GLIDE, timeline.duration / 3.0)


def move_box(timeline: Timeline) -> tuple[tuple[float, float], tuple[float, float]]:
    """The part of the board the following camera frames: everything the move crosses and a
    field around it, at least :data:`QUARTER_RING` across each way, kept on the board."""
    (x0, y0), (x1, y1) = timeline.extent()
    lows, highs = [], []
    for low, high in ((x0 - FIELD, x1 + FIELD), (y0 - FIELD, y1 + FIELD)):
        grow = max(QUARTER_RING - (high - low), 0.0) / 2.0
        low, high = low - grow, high + grow
        # (a quarter-ring box at a corner of the ring slides back onto the board)
        inward = max(-cam.BOARD_REACH - low, 0.0) - max(high - cam.BOARD_REACH, 0.0)
        if high - low <= 2.0 * cam.BOARD_REACH:
            low, high = low + inward, high + inward
        lows.append(low)
        highs.append(high)
    return (lows[0], lows[1]), (highs[0], highs[1])


def train_camera(
    user: cam.Camera,
    timeline: Timeline | None,
    timeline_time: float,
    aspect: float,
    *,
    follow: bool,
    reduced: bool,
) -> cam.Camera | None:
    """The camera while it follows the running train: a view of the train and the fields round
    it (:data:`TRAIN_FRAME` across) that moves along the track with it, blended in from the
    player's camera ``user`` as the train enters and back to it as it leaves. A function of the
    train's time alone, so it is smooth without a glide. ``None`` when it does not follow the
    train now (no train running, Overview, reduced motion)."""
    if not follow or reduced or timeline is None or timeline.train is None:
        return None
    run = timeline.train
    if not run.start <= timeline_time <= run.end:
        return None
    _, _, length = track()
    half = TRAIN_FRAME / 2.0
    middle = min(max(run.front(timeline_time) - TRAIN_LENGTH / 2.0, half), length - half)
    x, y = point_at(middle)
    points = tuple(
        (x + dx, y + dy, z)
        for dx in (-half, half)
        for dy in (-half, half)
        for z in (0, PAWN_HEIGHT)
    )
    like = cam.Camera(
        yaw=user.yaw,
        elevation=min(user.elevation + FOLLOW_LIFT, cam.MAX_ELEVATION),
        fov_y=user.fov_y,
    )
    along = cam.framing(points, like, aspect, farthest=user.distance)
    ease = min(CAMERA_GLIDE, run.duration / 4.0)
    inward = smoothstep((timeline_time - run.start) / ease)
    outward = smoothstep((run.end - RETURN_MARGIN - timeline_time) / ease)
    return user.blended(along, min(inward, outward))


def camera_goal(
    user: cam.Camera,
    timeline: Timeline | None,
    timeline_time: float,
    aspect: float,
    *,
    follow: bool,
    reduced: bool,
) -> cam.Camera:
    """Where the camera should be now: the player's camera ``user``, or the framing of the
    running move while following it (until it is time to go back)."""
    if not follow or reduced or timeline is None or timeline.train is not None:
        return user  # (the train is followed by train_camera, from the player's view)
    if timeline_time >= timeline.duration - glide_seconds(timeline) - RETURN_MARGIN:
        return user
    (x0, y0), (x1, y1) = move_box(timeline)
    points = tuple((x, y, z) for x in (x0, x1) for y in (y0, y1) for z in (0.0, PAWN_HEIGHT))
    like = cam.Camera(
        yaw=user.yaw,
        elevation=min(user.elevation + FOLLOW_LIFT, cam.MAX_ELEVATION),
        fov_y=user.fov_y,
    )
    return cam.framing(points, like, aspect, farthest=user.distance)


class CameraGlide:
    """The camera's way to its goal, frame by frame (it remembers where a glide set off)."""

    def __init__(self) -> None:
        self._glide: tuple[cam.Camera, cam.Camera, float] | None = None  # from, to, seconds
        self._time = 0.0

    def stop(self) -> None:
        """The camera is where it belongs (or was put there): no glide is under way."""
        self._glide = None

    def toward(
        self,
        camera: cam.Camera,
        goal: cam.Camera,
        dt: float,
        *,
        reduced: bool,
        slow: bool,
        seconds: float = CAMERA_GLIDE,
    ) -> cam.Camera:
        """``camera`` moved ``dt`` seconds further towards ``goal``: a cut under reduced motion
        or where a whole picture is ``slow``; otherwise an ease in and out over ``seconds`` (as
        they were when the goal last changed) from wherever the camera was then."""
        if reduced or slow or seconds <= 0.0:
            self._glide = None
            return goal
        if self._glide is None or not self._glide[1].close_to(goal):
            self._glide = (camera, goal, seconds)
            self._time = 0.0
        self._time += dt
        u = min(self._time / self._glide[2], 1.0)
        if u >= 1.0:
            self._glide = None
            return goal
        return self._glide[0].blended(goal, u * u * (3.0 - 2.0 * u))
