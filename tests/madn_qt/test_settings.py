"""Settings: typed round-trips through a real INI file; bad entries read as defaults."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from core.rules import ORIGINAL
from core.setup import Seat, Setup
from madn_qt.settings import Settings


def ini(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "madn.ini"


def reopened(path: Path, settings: Settings) -> Settings:
    settings.sync()
    return Settings(ini(path))


def test_defaults_without_a_file(path: Path) -> None:
    s = Settings(ini(path))
    assert s.language == "system"
    assert s.sound_on is True
    assert s.reduced_motion == "system"
    assert s.follow_camera is True
    assert s.animation_speed == 1.0
    assert s.landscape_animation is True
    assert s.last_setup is None


def test_values_survive_a_restart(path: Path) -> None:
    s = Settings(ini(path))
    s.language = "it"
    s.sound_on = False
    s.reduced_motion = "on"
    s.follow_camera = False
    s.animation_speed = 1.75
    s.landscape_animation = False
    t = reopened(path, s)
    assert (t.language, t.sound_on, t.reduced_motion) == ("it", False, "on")
    assert (t.follow_camera, t.animation_speed, t.landscape_animation) == (False, 1.75, False)
    assert path.is_file()


def test_last_setup_round_trips_with_rules(path: Path) -> None:
    setup = Setup(
        seats=(
            Seat.human("Anna"),
            Seat.ai("strong", "Ben"),
            Seat(),
            Seat.ai("random", "Ölkännchen"),
        ),
        rules=ORIGINAL.with_options(forced_capture=False),
        first=3,
    )
    s = Settings(ini(path))
    s.last_setup = setup
    assert reopened(path, s).last_setup == setup
    s.last_setup = None
    assert reopened(path, s).last_setup is None


CORRUPT = """[ui]
language=klingon
[sound]
on=maybe
[motion]
reduced=sometimes
animation_speed=fast
[view]
follow_camera=@Invalid()
landscape_animation=2
[game]
last_setup={"seats": [1, 2
"""


def test_corrupt_values_fall_back_to_defaults(path: Path) -> None:
    path.write_text(CORRUPT, encoding="utf-8")
    s = Settings(ini(path))
    assert s.language == "system"
    assert s.sound_on is True
    assert s.reduced_motion == "system"
    assert s.animation_speed == 1.0
    assert s.follow_camera is True
    assert s.landscape_animation is True
    assert s.last_setup is None


@pytest.mark.parametrize(
    "stored",
    [
        '{"seats": []}',
        '{"seats": [{"kind": "alien"}, {}, {}, {}]}',
        '{"seats": [{}, {}, {}, {}], "rules": {"forced_capture": "yes"}}',
        '{"seats": [{}, {}, {}, {}], "rules": {"figures": 99}}',
        '{"seats": [{"name": 5}, {}, {}, {}]}',
        '["not", "a", "mapping"]',
        "42",
    ],
)
def test_wrong_shaped_setups_read_as_none(path: Path, stored: str) -> None:
    store = ini(path)
    store.setValue("game/last_setup", stored)
    assert Settings(store).last_setup is None


def test_speed_out_of_range_on_disk_is_clamped(path: Path) -> None:
    store = ini(path)
    store.setValue("motion/animation_speed", "9.5")
    assert Settings(store).animation_speed == 2.0
    store.setValue("motion/animation_speed", 0.1)
    assert Settings(store).animation_speed == 0.5
    store.setValue("motion/animation_speed", "nan")
    assert Settings(store).animation_speed == 1.0


def test_setters_reject_invalid_values(path: Path) -> None:
    s = Settings(ini(path))
    with pytest.raises(ValueError):
        s.language = "fr"  # type: ignore[assignment]
    with pytest.raises(ValueError):
        s.reduced_motion = "sometimes"  # type: ignore[assignment]
    with pytest.raises(ValueError):
        s.animation_speed = 3.0
    with pytest.raises(ValueError):
        s.sound_on = "yes"  # type: ignore[assignment]
    assert s.language == "system" and s.animation_speed == 1.0 and s.sound_on is True


def test_the_window_geometry_round_trips_as_bytes(path: Path) -> None:
    s = Settings(ini(path))
    assert s.window_geometry is None and s.splitter_state is None
    blob = bytes(range(256))  # any bytes, NULs and high bytes included
    s.window_geometry = blob
    s.splitter_state = b"\x00\xff split"
    again = reopened(path, s)
    assert again.window_geometry == blob
    assert again.splitter_state == b"\x00\xff split"
    again.window_geometry = None
    assert reopened(path, again).window_geometry is None


@pytest.mark.parametrize("stored", ["not base64 at all!", "12"])
def test_a_damaged_window_geometry_reads_as_none(path: Path, stored: str) -> None:
    store = ini(path)
    store.setValue("window/geometry", stored)
    store.sync()
    assert Settings(ini(path)).window_geometry is None


def test_the_window_geometry_setter_takes_bytes_only(path: Path) -> None:
    s = Settings(ini(path))
    with pytest.raises(ValueError):
        s.window_geometry = "AAAA"  # type: ignore[assignment]


def test_the_log_height_round_trips_and_a_bad_one_is_none(path: Path) -> None:
    """The move log's height the player dragged it to (issue 22): 0 until then, kept as
    pixels; a stored value that is no height reads as 0, the setter takes heights only."""
    s = Settings(ini(path))
    assert s.log_height == 0
    s.log_height = 240
    assert reopened(path, s).log_height == 240
    for stored in ("tall", "-5", "99999", "true"):
        store = ini(path)
        store.setValue("window/log_height", stored)
        store.sync()
        assert Settings(ini(path)).log_height == 0, stored
    for bad in (-1, 10_001, True):
        with pytest.raises(ValueError):
            s.log_height = bad


def test_full_screen_is_off_at_first_round_trips_and_a_bad_one_is_off(path: Path) -> None:
    """View ▸ Full screen (issue 36): off until the player turns it on, then remembered; a
    stored value that is no boolean reads as off, the setter takes booleans only."""
    s = Settings(ini(path))
    assert s.full_screen is False
    s.full_screen = True
    assert reopened(path, s).full_screen is True
    store = ini(path)
    store.setValue("window/full_screen", "maybe")
    store.sync()
    assert Settings(ini(path)).full_screen is False
    with pytest.raises(ValueError):
        s.full_screen = "yes"  # type: ignore[assignment]


def test_the_guide_is_unseen_at_first_and_remembered_once_seen(path: Path) -> None:
    """The first steps' guide (issue 36): unseen until shown once (done or skipped), then
    remembered; a stored value that is no boolean reads as unseen."""
    s = Settings(ini(path))
    assert s.guide_seen is False
    s.guide_seen = True
    assert reopened(path, s).guide_seen is True
    store = ini(path)
    store.setValue("ui/guide_seen", "perhaps")
    store.sync()
    assert Settings(ini(path)).guide_seen is False
    with pytest.raises(ValueError):
        s.guide_seen = 1  # type: ignore[assignment]
