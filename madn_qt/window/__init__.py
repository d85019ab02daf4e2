"""The main window: the board, the side column, the menus and the dialogs, wired together.

``MainWindow`` (``main_window``) composes the board, the side column and the game controller and
wires their signals; ``game_view`` is what it shows of the game as it goes, ``settings`` the
Settings dialog and what it applies, ``menus`` the menus and their keys. Where it opens and how
big is :mod:`madn_qt.place` (the replay window shares it). The packages below code against the
window's protocol (:class:`madn_qt.files.protocol.GameWindow`), and none of them imports this one.
"""

from madn_qt.window.main_window import MainWindow

__all__ = ["MainWindow"]
