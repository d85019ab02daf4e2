"""The 3D board's camera as the view holds it: where the player put it, where it is now, and how
it gets from one to the other.

The player's camera is the overview from behind the home seat's side, framed for the widget's
shape (it follows resizes), until they orbit or zoom; then it stays where they put it (slid to
suit a new shape). The camera on screen glides towards its goal on the frame clock: the player's
camera, or the framing of a move while it follows (:mod:`madn_qt.board.camera_glide`), or it
goes along with the running train. Pure (no Qt): :class:`~madn_qt.board.view.BoardView` owns
one and asks it each frame.
"""

from __future__ import annotations

from madn_qt.board import camera as cam
from madn_qt.board.camera_glide import (
    CAMERA_GLIDE,
    CameraGlide,
    camera_goal,
    glide_seconds,
    train_camera,
)
from madn_qt.board.playback import Playback

ORBIT_YAW = 0.008  # radians a pixel dragged sideways
ORBIT_PITCH = 0.006  # radians a pixel dragged up or down
ZOOM_STEP = 0.9  # the distance's factor a wheel notch in


class ViewCamera:
    """The player's camera (``user_view``: None while it is the overview), the camera on screen
    (``now``), the home seat it sits behind, whether it follows the moves, and its glide."""

    def __init__(self, aspect: float) -> None:
        self.home_seat: int | None = None  # the camera sits behind it (None: the default)
        self.user_view: cam.Camera | None = None  # orbited or zoomed; None: the overview
        self.follow = False
        self.glide = CameraGlide()
        self.now = self.user(aspect)

    def overview(self, aspect: float) -> cam.Camera:
        """The whole board from behind the home seat's side, framed for ``aspect``."""
        return cam.overview(cam.seat_yaw(self.home_seat), round(aspect, 3))

    def user(self, aspect: float) -> cam.Camera:
        """Where the player put the camera: the overview until they orbit or zoom."""
        return self.user_view if self.user_view is not None else self.overview(aspect)

    def farthest(self, aspect: float) -> float:
        """How far the player may back the camera off: a little beyond the overview."""
        return self.overview(aspect).distance * cam.ZOOM_OUT

    def sit_behind(self, seat: int | None, aspect: float) -> None:
        """The overview from behind ``seat``'s side, at once (a new game)."""
        self.home_seat = seat
        self.user_view = None
        self.now = self.user(aspect)
        self.glide.stop()

    def cut(self, aspect: float) -> None:
        """On the player's camera at once (reduced motion: no glide)."""
        self.now = self.user(aspect)

    def put(self, camera: cam.Camera) -> None:
        """The player moved the camera there: it is there at once."""
        self.user_view = self.now = camera

    def orbit(self, dx: int, dy: int, aspect: float) -> None:
        """Dragged ``dx``, ``dy`` pixels: the camera turns round the board."""
        orbited = self.user(aspect).orbited(-dx * ORBIT_YAW, dy * ORBIT_PITCH)
        self.put(orbited.slid(aspect))

    def zoom(self, steps: float, aspect: float) -> None:
        """The wheel turned ``steps`` notches: closer (positive) or farther."""
        zoomed = self.user(aspect).zoomed(ZOOM_STEP**steps, farthest=self.farthest(aspect))
        self.put(zoomed.slid(aspect))

    def resized(self, old_aspect: float | None, aspect: float) -> None:
        """The widget took a new shape (``old_aspect`` None: it had none): an orbited or zoomed
        camera slides to suit it; the overview is framed anew, unless the camera is gliding
        (its goal is the new overview anyway)."""
        if self.user_view is not None:
            on_it = self.now.close_to(self.user_view)
            self.user_view = self.user_view.slid(aspect)
            if on_it:
                self.now = self.user_view
            return
        if old_aspect is not None and not self.now.close_to(self.overview(old_aspect)):
            return
        self.now = self.user(aspect)

    def goal(self, playback: Playback, aspect: float, *, reduced: bool) -> cam.Camera:
        """Where the camera should be: the player's view, or framing the move when following."""
        return camera_goal(
            self.user(aspect),
            playback.timeline,
            playback.time,
            aspect,
            follow=self.follow,
            reduced=reduced,
        )

    def along_train(self, playback: Playback, aspect: float, *, reduced: bool) -> cam.Camera | None:
        """The camera going along with the running train, while the camera follows."""
        return train_camera(
            self.user(aspect),
            playback.timeline,
            playback.time,
            aspect,
            follow=self.follow,
            reduced=reduced,
        )

    def at_goal(self, playback: Playback, aspect: float, *, reduced: bool) -> bool:
        return self.now.close_to(self.goal(playback, aspect, reduced=reduced))

    def step(
        self, dt: float, playback: Playback, aspect: float, *, reduced: bool, slow: bool
    ) -> tuple[bool, bool]:
        """``dt`` seconds on: the camera goes along with the train (not where whole pictures
        are slow), or glides towards its goal. Whether it changed, and whether it still moves."""
        goal = self.goal(playback, aspect, reduced=reduced)
        along = None if slow else self.along_train(playback, aspect, reduced=reduced)
        changed = False
        if along is not None:  # (the train's run: the camera goes along with it)
            changed = not self.now.close_to(along)
            self.now = goal = along
            self.glide.stop()
        elif not self.now.close_to(goal):
            changed = True
            timeline = playback.timeline
            self.now = self.glide.toward(
                self.now,
                goal,
                dt,
                reduced=reduced,
                slow=slow,
                seconds=CAMERA_GLIDE if timeline is None else glide_seconds(timeline),
            )
        else:
            self.glide.stop()
        return changed, along is not None or not self.now.close_to(goal)
