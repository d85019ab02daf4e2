"""Which board a window gets: the 3D one where OpenGL works, else the flat painted one."""

from __future__ import annotations

import logging

from madn_qt.board.protocol import BoardWidget

log = logging.getLogger(__name__)


def make_board(flat: bool = False) -> BoardWidget:
    """The 3D :class:`~madn_qt.board.view.BoardView` when it is available, else the flat
    painted :class:`~madn_qt.board.flat_board.FlatBoardView` (both are :class:`BoardWidget`)."""
    if not flat:
        try:
            from madn_qt.board.view import BoardView

            return BoardView()
        except (ImportError, AttributeError) as error:
            log.info("3D board not available (%s); using the flat board", error)
        except Exception:  # a broken GL stack must not stop the game
            log.exception("3D board failed; using the flat board")
    from madn_qt.board.flat_board import FlatBoardView

    return FlatBoardView()
