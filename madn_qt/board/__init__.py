"""The 3D board: a wooden MADN board in a small garden landscape, drawn with OpenGL 3.3.

Importing this package needs no display; the widget creates its GL resources when shown.
"""

from madn_qt.board.view import BoardView

__all__ = ["BoardView"]
