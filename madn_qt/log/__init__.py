"""The move log: what happened, in sentences of the game's language, read out as it is written.

``MoveLogFormatter`` (``move_log``) turns the happenings of each command into lines (event mode's
lines are ``event_log``'s, a move's way along the special paths is ``route_text``'s);
``MoveLogView`` shows them, read-only, and announces each new line to a screen reader.
``GameLog`` (``game_log``) keeps what the log was written from, to write it again in another
language or after opening a game; a ``FileNote`` is its line on a saved, opened or continued game.
"""

from madn_qt.log.game_log import FileNote, GameLog
from madn_qt.log.move_log import LogLine, MoveLogFormatter, MoveLogView

__all__ = ["FileNote", "GameLog", "LogLine", "MoveLogFormatter", "MoveLogView"]
