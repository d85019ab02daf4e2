"""The game history of this computer (``core.history``) in the app.

``HistoryDialog`` (``window``, Game ▸ Game history): every game that ended here, wins per person
and computer level, a plot over the games, filters, and a past game as a replay or as its
statistics. ``writer`` adds each game the moment it ends, offline or on the LAN, with the time
each command took (``GameClock``).
"""

from madn_qt.history.window import HistoryDialog
from madn_qt.history.writer import GameClock, add_finished_game

__all__ = ["GameClock", "HistoryDialog", "add_finished_game"]
