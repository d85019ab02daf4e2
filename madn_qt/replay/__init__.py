"""Replays: a finished or saved game watched again, step by step, in a window of its own.

``ReplayOpener`` (``files``) opens them (Game ▸ Watch a replay…, ``madn GAME.madn --replay``, the
ranking's Watch again, the history) and plays on from a step as a new game. ``ReplayWindow``
(``window``) shows one: ``ReplayModel`` (``model``: every position, happening and log line of the
record), ``ReplayPlayer`` (``player``: the board's playback forwards, backwards and by jumps), the
control bar (``controls``, ``icons``), the log as a list (``log``) and who plays on (``play_on``).
"""

from madn_qt.replay.files import ReplayOpener
from madn_qt.replay.model import ReplayModel
from madn_qt.replay.window import ReplayWindow

__all__ = ["ReplayModel", "ReplayOpener", "ReplayWindow"]
