"""SoundBoard: silent while locked or off, loops the ambience, survives a machine without audio.

The tests with real audio start a private PulseAudio server with a null sink and run the board in
a child process pointed at it (QtMultimedia picks its backend once per process).
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from madn_qt import sound
from madn_qt.sound import AMBIENT, EFFECTS, SoundBoard, ensure_sounds


@pytest.fixture(scope="module")
def sound_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("sounds")
    assert ensure_sounds(directory, fallback=directory) == directory
    return directory


def test_ensure_sounds_generates_every_wav(sound_dir: Path) -> None:
    assert sorted(p.stem for p in sound_dir.glob("*.wav")) == sorted((*EFFECTS, AMBIENT))


def test_ensure_sounds_falls_back_when_preferred_is_not_writable(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a directory")
    fallback = tmp_path / "cache"
    assert ensure_sounds(blocked / "sounds", fallback=fallback) == fallback
    assert (fallback / "dice.wav").is_file()


def board(qapp: QCoreApplication, sound_dir: Path) -> tuple[SoundBoard, list[str]]:
    b = SoundBoard(sound_dir, has_output=lambda: True)
    played: list[str] = []
    b.played.connect(played.append)
    return b, played


def test_locked_board_plays_nothing_until_unlocked(qapp: QCoreApplication, sound_dir: Path) -> None:
    b, played = board(qapp, sound_dir)
    b.set_ambient(True)
    assert not b.is_unlocked()
    assert b.play("dice") is False
    assert played == []
    b.unlock()
    assert played == [AMBIENT]
    assert b.play("dice") is True
    assert played == [AMBIENT, "dice"]


def test_disabled_board_plays_nothing(qapp: QCoreApplication, sound_dir: Path) -> None:
    b, played = board(qapp, sound_dir)
    b.unlock()
    b.set_enabled(False)
    b.set_ambient(True)
    assert [b.play(name) for name in EFFECTS] == [False] * len(EFFECTS)
    assert played == []
    b.set_enabled(True)
    assert played == [AMBIENT]
    assert b.play("goal") is True


def test_unknown_effect_is_an_error(qapp: QCoreApplication, sound_dir: Path) -> None:
    b, _ = board(qapp, sound_dir)
    with pytest.raises(ValueError):
        b.play("kazoo")
    with pytest.raises(ValueError):
        b.play(AMBIENT)  # the loop is switched with set_ambient, not played


def test_no_output_device_is_logged_once_and_silent(
    qapp: QCoreApplication, sound_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    b = SoundBoard(sound_dir, has_output=lambda: False)
    b.unlock()
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        assert b.play("dice") is False
        assert b.play("step") is False
        b.set_ambient(True)
    assert len([r for r in caplog.records if r.name == sound.__name__]) == 1


# --- real audio through PulseAudio -------------------------------------------------------------

CHILD = r"""
import sys, time
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QTimer
from madn_qt.sound import SoundBoard
app = QCoreApplication(sys.argv)
board = SoundBoard(Path(sys.argv[1]))
board.unlock()
board.set_ambient(True)
print("dice", board.play("dice"), flush=True)
QTimer.singleShot(float(sys.argv[2]) * 1000, app.quit)
app.exec()
print("ambient", board.ambient_playing(), flush=True)
"""


def run_child(sound_dir: Path, env: dict[str, str], seconds: float) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(sound_dir), str(seconds)],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.fixture
def pulse(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A private PulseAudio server with a null sink; skips when it cannot start."""
    if shutil.which("pulseaudio") is None or shutil.which("pactl") is None:
        pytest.skip("pulseaudio is not installed")
    runtime = tmp_path / "pulse"
    runtime.mkdir()
    socket = runtime / "native"
    env = {
        "HOME": str(runtime),
        "XDG_RUNTIME_DIR": str(runtime),
        "PULSE_RUNTIME_PATH": str(runtime),
        "PULSE_SERVER": f"unix:{socket}",
    }
    server = subprocess.Popen(
        [
            "pulseaudio",
            "--daemonize=no",
            "--exit-idle-time=-1",
            "--use-pid-file=no",
            "--disable-shm=yes",
            "-n",
            "--load=module-null-sink",
            f"--load=module-native-protocol-unix socket={socket} auth-anonymous=1",
        ],
        env={**os.environ, **env},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while not pactl(env, "info"):
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.skip("pulseaudio could not start here")
            time.sleep(0.1)
        yield env
    finally:
        server.terminate()
        server.wait(10)


def pactl(env: dict[str, str], *args: str) -> str:
    result = subprocess.run(
        ["pactl", *args], env={**os.environ, **env}, capture_output=True, text=True, timeout=5
    )
    return result.stdout if result.returncode == 0 else ""


def test_plays_into_a_real_sound_server(sound_dir: Path, pulse: dict[str, str]) -> None:
    child = run_child(sound_dir, pulse, seconds=4.0)
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "dice True"
        # While the child plays, the server has a stream (a "sink input") from it.
        deadline = time.monotonic() + 3
        while not pactl(pulse, "list", "short", "sink-inputs").strip():
            assert time.monotonic() < deadline, "no audio stream reached the server"
            time.sleep(0.1)
        out, err = child.communicate(timeout=30)
    finally:
        child.kill()
    assert child.returncode == 0, err
    assert out.strip() == "ambient True"


def test_missing_sound_server_does_not_crash(sound_dir: Path, tmp_path: Path) -> None:
    nowhere = {
        "PULSE_SERVER": f"unix:{tmp_path / 'no-such-socket'}",
        "XDG_RUNTIME_DIR": str(tmp_path),
    }
    child = run_child(sound_dir, nowhere, seconds=1.0)
    out, err = child.communicate(timeout=60)
    assert child.returncode == 0, err
    assert out.split("\n")[-2] == "ambient False"
    assert err.count("sound stays off") == 1  # logged once, although two sounds were asked for
