"""The fixtures the board's tests share: ``view``, the 3D board as the test file's
``view_setup`` says (:mod:`tests.madn_qt.board.view_support`; by default the classic start at
the board's size in the main window), closed afterwards."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from core.rules import Rules
from core.setup import initial_position
from madn_qt.board import BoardView
from tests.madn_qt.board.view_support import ViewSetup, open_view


@pytest.fixture
def view_setup() -> ViewSetup:
    """How ``view`` starts; a test file defines its own."""
    return ViewSetup(initial_position(Rules(), (0, 1, 2, 3)))


@pytest.fixture
def view(qtbot: QtBot, view_setup: ViewSetup) -> Iterator[BoardView]:
    v = open_view(qtbot, view_setup)
    yield v
    v.close()
