"""The AI benchmark's decision timing plays whole games under the rules it is given."""

from __future__ import annotations

from typing import Any

import pytest

import tools.bench_ai
from core.rules import Rules
from tools.bench_ai import main, timing


def test_timing_plays_the_given_rules_and_counts_real_choices(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    played: list[Rules] = []
    real_play = tools.bench_ai.play_game

    def recording(setup: Any, *args: Any) -> Any:
        played.append(setup.rules)
        return real_play(setup, *args)

    monkeypatch.setattr(tools.bench_ai, "play_game", recording)
    rules = Rules(forced_capture=False)
    result = timing("normal", "random,random,random", 3, 11, rules)
    assert played == [rules] * 3
    assert result["rules"] == "rw"  # only the railway on: forced capture is off
    decisions = result["decisions"]
    assert isinstance(decisions, int) and decisions >= 3
    assert result["decisions_per_game"] == round(decisions / 3, 1)
    median, worst = result["median_ms"], result["max_ms"]
    assert isinstance(median, float) and isinstance(worst, float)
    assert 0 < median <= worst


def test_timing_rejects_unknown_rules(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["timing", "--level", "normal", "--games", "1", "--rules", "sometimes"])
    assert stop.value.code == 2
    assert "sometimes" in capsys.readouterr().err
