"""The capture counter behind docs/ai.md's forced-capture figures."""

from __future__ import annotations

import pytest

from core.rules import Rules
from tools.ai_captures import count_captures, main


def test_every_capture_has_one_capturer_and_one_victim() -> None:
    result = count_captures(["normal", "random", "random", "random"], 4, 3)
    made, suffered = result["made"], result["suffered"]
    assert isinstance(made, list) and isinstance(suffered, list)
    assert len(made) == len(suffered) == 4
    assert sum(made) == pytest.approx(sum(suffered))
    assert sum(made) > 1  # four-player games without a capture do not happen in practice


def test_without_forced_capture_random_players_capture_less() -> None:
    names = ["random", "random", "random", "random"]
    forced = count_captures(names, 12, 8, Rules())
    free = count_captures(names, 12, 8, Rules(forced_capture=False))
    assert forced["rules"] == "fc" and free["rules"] == "-"
    forced_made, free_made = forced["made"], free["made"]
    assert isinstance(forced_made, list) and isinstance(free_made, list)
    assert sum(free_made) < sum(forced_made)


def test_bad_arguments_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--players", "strong"], ["--games", "0"], ["--rules", "fc=maybe"]):
        with pytest.raises(SystemExit) as stop:
            main(argv)
        assert stop.value.code == 2
    assert "--players needs 2 to 4 names" in capsys.readouterr().err
