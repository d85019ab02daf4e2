"""Where the board's camera goes during a move, and how it gets there.

The player's camera (the overview, or wherever they orbited and zoomed) is the camera's home.
With *follow the move* on, the camera comes closer while figures hop: on a renderer where a
whole new picture is cheap (a GPU) it chases the hopping figure; elsewhere it eases once into a
still close-up that frames the whole move (a still view makes every frame cheap) and back after.
Under reduced motion, or where a whole picture is too slow for a smooth glide, it cuts. Pure (no
Qt): :class:`~madn_qt.board.view.BoardView` asks each frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from madn_qt.board import camera as cam
from madn_qt.board.animation import Timeline

CAMERA_RATE = 2.6  # how quickly a camera following the figure chases it (1/s)
CAMERA_GLIDE = 0.55  # s: a camera framing the move eases there (and back) this long
SLOW_FULL_FRAME = 0.06  # s per whole picture: slower renderers cut the camera instead of gliding
# s per whole draft picture: renderers at least this fast follow the hopping figure; slower
# ones (software rasterisers) frame the whole move and hold still while the figures hop.
FOLLOW_FULL_FRAME = 0.004


@dataclass(frozen=True)
class PictureCost:
    """What the camera needs to know of the renderer: whether a whole picture is cheap enough
    to follow the figure (``fast``) or too dear for any glide (``slow``); neither: a glide."""

    fast: bool
    slow: bool

    @classmethod
    def of(cls, full_redraw_seconds: float) -> PictureCost:
        """The cost of a renderer that draws a whole picture in this long (0: not measured
        yet, which glides)."""
        slow = full_redraw_seconds > SLOW_FULL_FRAME
        return cls(fast=0.0 < full_redraw_seconds <= FOLLOW_FULL_FRAME, slow=slow)


def camera_goal(
    user: cam.Camera,
    current: cam.Camera,
    timeline: Timeline | None,
    timeline_time: float,
    *,
    follow: bool,
    reduced: bool,
    fast: bool,
) -> cam.Camera:
    """Where the camera should be now: the player's camera ``user``, or close to the running
    move when following it (``current`` is where the camera is)."""
    if not follow or reduced or timeline is None or timeline.train is not None:
        return user  # (the train's run is watched from the overview, all of it)
    if fast:
        # Close to the figure, following it hop by hop.
        focus = timeline.focus(timeline_time)
        if focus is None:
            return current if current is not user else user
        distance = user.distance * 0.55
    else:
        # One still close-up framing the whole move: the camera eases in, holds still while the
        # figures hop, and eases back.
        (x0, y0), (x1, y1) = timeline.extent()
        focus = ((x0 + x1) / 2, (y0 + y1) / 2)
        distance = user.distance * 0.5 + max(x1 - x0, y1 - y0) * 0.6
    return cam.Camera(
        yaw=user.yaw,
        elevation=user.elevation + math.radians(10.0),
        distance=min(max(cam.MIN_DISTANCE, distance), user.distance),
        target=(focus[0] * 0.9, focus[1] * 0.9, 0.0),
        fov_y=user.fov_y,
        shift_y=0.05,
    )


class CameraGlide:
    """The camera's way to its goal, frame by frame (it remembers where a glide set off)."""

    def __init__(self) -> None:
        self._glide: tuple[cam.Camera, cam.Camera] | None = None  # from, to
        self._time = 0.0

    def stop(self) -> None:
        """The camera is where it belongs (or was put there): no glide is under way."""
        self._glide = None

    def toward(
        self, camera: cam.Camera, goal: cam.Camera, dt: float, *, reduced: bool, cost: PictureCost
    ) -> cam.Camera:
        """``camera`` moved ``dt`` seconds further towards ``goal``: a cut under reduced motion
        or where a whole picture is slow; where it is cheap, an exponential chase of the moving
        figure; in between, an ease in and out over :data:`CAMERA_GLIDE` seconds from wherever
        the camera was when the goal last changed."""
        if reduced or cost.slow:
            self._glide = None
            return goal
        if cost.fast:  # the goal moves with the figure: chase it
            self._glide = None
            chased = camera.blended(goal, 1.0 - math.exp(-dt * CAMERA_RATE))
            return goal if chased.close_to(goal) else chased
        if self._glide is None or not self._glide[1].close_to(goal):
            self._glide = (camera, goal)
            self._time = 0.0
        self._time += dt
        u = min(self._time / CAMERA_GLIDE, 1.0)
        if u >= 1.0:
            self._glide = None
            return goal
        return self._glide[0].blended(goal, u * u * (3.0 - 2.0 * u))
