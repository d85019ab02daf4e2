"""Reduced motion: the platform probes (with injected commands and files) and the decision."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from madn_qt.motion import (
    effective_reduced_motion,
    gnome_prefers_reduced_motion,
    gtk_prefers_reduced_motion,
    kde_prefers_reduced_motion,
    macos_prefers_reduced_motion,
    parse_bool,
    run_command,
    system_prefers_reduced_motion,
)


class FakeRunner:
    """Answers commands from a table and records what was asked."""

    def __init__(self, answers: dict[str, str | None]) -> None:
        self.answers = answers
        self.calls: list[list[str]] = []

    def __call__(self, args: Sequence[str]) -> str | None:
        self.calls.append(list(args))
        return self.answers.get(args[0])


@pytest.mark.parametrize(
    ("output", "reduced"),
    [
        ("true\n", False),
        ("false\n", True),
        ("'false'", True),
        ("", None),
        (None, None),
        ("No such schema “org.gnome.desktop.interface”\n", None),
    ],
)
def test_gnome_parser(output: str | None, reduced: bool | None) -> None:
    run = FakeRunner({"gsettings": output})
    assert gnome_prefers_reduced_motion(run) is reduced
    assert run.calls == [["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"]]


def test_parse_bool() -> None:
    assert [parse_bool(t) for t in ("1", " TRUE ", "0\n", "no", "2", None)] == [
        True,
        True,
        False,
        False,
        None,
        None,
    ]


def test_macos_reads_universal_access() -> None:
    run = FakeRunner({"defaults": "1\n"})
    assert macos_prefers_reduced_motion(run) is True
    assert run.calls == [["defaults", "read", "com.apple.universalaccess", "reduceMotion"]]
    assert macos_prefers_reduced_motion(FakeRunner({"defaults": None})) is None


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_gtk_settings_file(tmp_path: Path) -> None:
    assert gtk_prefers_reduced_motion(tmp_path) is None
    write(tmp_path / "gtk-3.0" / "settings.ini", "[Settings]\ngtk-enable-animations=0\n")
    assert gtk_prefers_reduced_motion(tmp_path) is True
    write(tmp_path / "gtk-4.0" / "settings.ini", "[Settings]\ngtk-enable-animations=true\n")
    assert gtk_prefers_reduced_motion(tmp_path) is False  # GTK 4 is asked first
    write(tmp_path / "gtk-4.0" / "settings.ini", "garbage without a section\n")
    assert gtk_prefers_reduced_motion(tmp_path) is True


def test_kde_animation_factor(tmp_path: Path) -> None:
    assert kde_prefers_reduced_motion(tmp_path) is None
    write(tmp_path / "kdeglobals", "[KDE]\nAnimationDurationFactor=0\n")
    assert kde_prefers_reduced_motion(tmp_path) is True
    write(tmp_path / "kdeglobals", "[KDE]\nAnimationDurationFactor=0.5\n")
    assert kde_prefers_reduced_motion(tmp_path) is False


def test_linux_asks_gnome_then_gtk(tmp_path: Path) -> None:
    env = {"XDG_CONFIG_HOME": str(tmp_path), "XDG_CURRENT_DESKTOP": "GNOME"}
    write(tmp_path / "gtk-3.0" / "settings.ini", "[Settings]\ngtk-enable-animations=false\n")
    gnome_says_on = FakeRunner({"gsettings": "true\n"})
    assert system_prefers_reduced_motion("linux", gnome_says_on, env) is False
    no_gsettings = FakeRunner({})
    assert system_prefers_reduced_motion("linux", no_gsettings, env) is True


def test_linux_on_kde_asks_kdeglobals_first(tmp_path: Path) -> None:
    env = {"XDG_CONFIG_HOME": str(tmp_path), "XDG_CURRENT_DESKTOP": "KDE"}
    write(tmp_path / "kdeglobals", "[KDE]\nAnimationDurationFactor=0\n")
    run = FakeRunner({"gsettings": "true\n"})
    assert system_prefers_reduced_motion("linux", run, env) is True
    assert run.calls == []


def test_unknown_linux_desktop_is_none(tmp_path: Path) -> None:
    env = {"XDG_CONFIG_HOME": str(tmp_path)}
    assert system_prefers_reduced_motion("linux", FakeRunner({}), env) is None


def test_darwin_dispatches_to_defaults() -> None:
    assert system_prefers_reduced_motion("darwin", FakeRunner({"defaults": "0"})) is False


@pytest.mark.skipif(sys.platform.startswith("win"), reason="checks the non-Windows fallback")
def test_windows_probe_without_windll_is_none() -> None:
    assert system_prefers_reduced_motion("win32") is None


def test_run_command_survives_missing_and_failing_programs() -> None:
    assert run_command(["madn-no-such-program-here"]) is None
    assert run_command([sys.executable, "-c", "import sys; sys.exit(3)"]) is None
    assert run_command([sys.executable, "-c", "print('true')"]) == "true\n"


def test_run_command_times_out() -> None:
    assert run_command([sys.executable, "-c", "import time; time.sleep(10)"]) is None


@pytest.mark.parametrize(
    ("setting", "system", "reduced"),
    [
        ("on", None, True),
        ("on", False, True),
        ("on", True, True),
        ("off", None, False),
        ("off", True, False),
        ("off", False, False),
        ("system", True, True),
        ("system", False, False),
        ("system", None, False),
    ],
)
def test_effective_reduced_motion(setting: str, system: bool | None, reduced: bool) -> None:
    assert effective_reduced_motion(setting, system) is reduced


def test_effective_rejects_unknown_setting() -> None:
    with pytest.raises(ValueError):
        effective_reduced_motion("sometimes", True)
