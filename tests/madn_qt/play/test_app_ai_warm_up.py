"""A game with a strong AI builds the AI's tables in the background as soon as it starts."""

from __future__ import annotations

import threading
from pathlib import Path

from pytestqt.qtbot import QtBot

from core.ai import race
from tests.madn_qt.app_support import config, make_window


def test_a_strong_seat_starts_the_table_build_at_game_start(qtbot: QtBot, tmp_path: Path) -> None:
    race._TABLES.clear()
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,empty,strong"), seed=1)
    builders = [t for t in threading.enumerate() if t.name == "madn-ai-warm-up"]
    assert builders, "no background build started"
    for thread in builders:
        thread.join(timeout=120)
    assert race._TABLES, "the warm-up built no table"


def test_games_without_a_strong_seat_build_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    race._TABLES.clear()
    window = make_window(qtbot, tmp_path)
    window.start_game(config("human:Anna,normal,random"), seed=1)
    assert not [t for t in threading.enumerate() if t.name == "madn-ai-warm-up"]
    assert not race._TABLES
