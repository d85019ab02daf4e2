"""``madn host`` / ``madn join`` without ``--headless`` point to the app's lobby (issue 13)."""

from __future__ import annotations

import pytest

from net.cli import main


@pytest.mark.parametrize("argv", [["join", "127.0.0.1:40123"], ["host", "--seats", "remote"]])
def test_without_headless_the_app_s_lobby_is_named(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "Game ▸ Network game…" in err and "--headless" in err
    assert "not there yet" not in err
