"""The main window: the board, the side column, the menus and the dialogs, wired together.

``MainWindow`` (``main_window``) composes the board, the side column and the game controller and
wires their signals; ``game_view`` is what it shows of the game as it goes, ``settings`` the
Settings dialog and what it applies, ``menus`` the menus and their keys, ``place`` where the
window opens and how big.

``MainWindow`` is looked up on first use, not imported with the package: the replay window uses
``place`` and ``settings`` from here while the main window itself imports the replay package.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from madn_qt.window.main_window import MainWindow

__all__ = ["MainWindow"]


def __getattr__(name: str) -> type[MainWindow]:
    if name == "MainWindow":
        from madn_qt.window.main_window import MainWindow

        return MainWindow
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
