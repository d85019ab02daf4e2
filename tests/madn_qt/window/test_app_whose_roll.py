"""Whose roll the panel shows while a train passes (issue 33: "while the train passes the panel
shows the previous player's roll and says 'Anna moves…'"): an event game of two computers with
the railway is played in the real window until a train has passed; every time the panel's
status line is set while the train is on (the position waits for the train's next interval),
the status says that the train passes, not that the seat to move moves or plays, and the die box
shows no roll (the empty die, "not rolled yet"), not the roll of the player before. In English,
German and Italian."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.happenings import Happening, TrainPassed, TrainScheduled
from core.position import Phase
from core.rules import Rules
from madn_qt.play.controller import Stage
from tests.madn_qt.app_support import config, make_window
from tests.madn_qt.panel_support import die_description, die_text

PASSES = {"en": "The train passes…", "de": "Die Eisenbahn fährt durch…", "it": "Passa il treno…"}
NOT_ROLLED = {"en": "not rolled yet", "de": "noch nicht gewürfelt", "it": "non ancora tirato"}


@pytest.mark.parametrize("language", ["en", "de", "it"], indirect=True)
def test_while_the_train_passes_the_panel_shows_nobody_s_roll(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    panel = window.panel
    seen: list[tuple[str, str, str, Stage]] = []  # status, die, its description, stage
    set_status = panel.set_status

    def record(text: str) -> None:
        set_status(text)
        position = c.position
        if position is not None and position.phase is Phase.TRAIN and not position.over:
            seen.append((text, die_text(panel), die_description(panel), c.stage))

    panel.set_status = record  # type: ignore[method-assign]
    trains: list[Happening] = []

    def heard(happenings: list[Happening], _position: object) -> None:
        trains.extend(h for h in happenings if isinstance(h, TrainPassed | TrainScheduled))

    c.happenings_applied.connect(heard)
    rules = Rules(event_mode=True, railway=True)
    window.start_game(config("normal:Ben,empty,normal:Cleo,empty", rules), seed=11)
    # The first interval is drawn at the start; wait for a train to pass and the next one drawn.
    qtbot.waitUntil(
        lambda: (
            any(isinstance(h, TrainPassed) for h in trains)
            and isinstance(trains[-1], TrainScheduled)
        ),
        timeout=120000,
    )
    shown = [s for s in seen if s[3] is not Stage.OVER]
    assert shown, "the panel was set while the train passed"
    for status, die, description, _stage in shown:
        assert status == PASSES[language]
        assert die == "" and description == NOT_ROLLED[language]
