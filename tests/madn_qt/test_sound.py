"""SoundBoard: silent while locked or off, mixes voices, loops the ambience, survives no audio.

The tests with real audio start a private PulseAudio server with a null sink and run the board in
a child process pointed at it (QtMultimedia picks its audio backend once per process); the test
records what reaches the server from the sink's monitor.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow, QPushButton
from pytestqt.qtbot import QtBot

from madn_qt import sound
from madn_qt.sound import AMBIENT, EFFECTS, Mixer, SoundBoard, ensure_sounds, read_wav


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


def test_read_wav(sound_dir: Path, tmp_path: Path) -> None:
    samples = read_wav(sound_dir / "click.wav")
    assert samples.dtype == np.float32 and 0.3 < float(np.max(np.abs(samples))) < 1.0
    bad = tmp_path / "bad.wav"
    bad.write_bytes(b"RIFF not really")
    with pytest.raises(ValueError):
        read_wav(bad)


# --- the mixer ---------------------------------------------------------------------------------


def pcm(data: bytes) -> np.ndarray:
    return np.frombuffer(data, dtype="<i2").astype(np.float64) / 32767.0


def test_mixer_sums_voices_and_drops_finished_ones() -> None:
    mixer = Mixer()
    mixer.add("a", np.full(4, 0.25, dtype=np.float32))
    mixer.add("b", np.full(2, 0.5, dtype=np.float32), gain=0.5)
    out = pcm(mixer.mix(6))
    assert np.allclose(out, [0.5, 0.5, 0.25, 0.25, 0.0, 0.0], atol=1e-4)
    assert not mixer.active
    assert pcm(mixer.mix(3)).tolist() == [0.0, 0.0, 0.0]


def test_mixer_loops_seamlessly_until_removed() -> None:
    mixer = Mixer()
    mixer.add(AMBIENT, np.array([0.1, 0.2, 0.3], dtype=np.float32), loop=True)
    out = pcm(mixer.mix(7))
    assert np.allclose(out, [0.1, 0.2, 0.3, 0.1, 0.2, 0.3, 0.1], atol=1e-4)
    assert np.allclose(pcm(mixer.mix(2)), [0.2, 0.3], atol=1e-4)
    assert mixer.playing(AMBIENT)
    mixer.remove(AMBIENT)
    assert not mixer.active


def test_mixer_clips_instead_of_wrapping_around() -> None:
    mixer = Mixer()
    for name in ("a", "b", "c"):
        mixer.add(name, np.full(2, 0.6, dtype=np.float32))
    assert np.allclose(pcm(mixer.mix(2)), [1.0, 1.0], atol=1e-4)


# --- the board without audio -------------------------------------------------------------------


def test_locked_board_never_touches_audio(
    qapp: QCoreApplication, sound_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    board = SoundBoard(sound_dir)
    played: list[str] = []
    board.played.connect(played.append)
    with caplog.at_level(logging.INFO, logger=sound.__name__):
        board.set_ambient(True)
        assert [board.play(name) for name in EFFECTS] == [False] * len(EFFECTS)
    assert played == [] and not board.stream_open() and not board.ambient_playing()
    assert caplog.records == []


def test_disabled_board_never_touches_audio(
    qapp: QCoreApplication, sound_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    board = SoundBoard(sound_dir)
    board.set_enabled(False)
    with caplog.at_level(logging.INFO, logger=sound.__name__):
        board.unlock()
        board.set_ambient(True)
        assert board.play("dice") is False
    assert not board.stream_open() and caplog.records == []


def test_first_key_unlocks_even_when_it_is_a_shortcut(
    qapp: QApplication, sound_dir: Path, qtbot: QtBot
) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    rolled: list[bool] = []
    space = QShortcut(QKeySequence(Qt.Key.Key_Space), window)
    space.activated.connect(lambda: rolled.append(True))
    window.resize(200, 100)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # a window shortcut needs the active window
    qtbot.waitUntil(window.isActiveWindow)
    board = SoundBoard(sound_dir)
    board.unlock_on_first_input(qapp)
    assert not board.is_unlocked()
    QTest.keyClick(window, Qt.Key.Key_Space)  # Space rolls: a shortcut, never a KeyPress event
    assert rolled == [True] and board.is_unlocked()


def test_first_click_unlocks(qapp: QApplication, sound_dir: Path, qtbot: QtBot) -> None:
    button = QPushButton("Roll")
    qtbot.addWidget(button)
    button.show()
    qtbot.waitExposed(button)
    board = SoundBoard(sound_dir)
    board.unlock_on_first_input(qapp)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert board.is_unlocked()


def test_unknown_effect_is_an_error(qapp: QCoreApplication, sound_dir: Path) -> None:
    board = SoundBoard(sound_dir)
    with pytest.raises(ValueError):
        board.play("kazoo")
    with pytest.raises(ValueError):
        board.play(AMBIENT)  # the loop is switched with set_ambient, not played


# --- real audio through PulseAudio -------------------------------------------------------------

CHILD = r"""
import json, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication, QTimer
from madn_qt.sound import SoundBoard

app = QCoreApplication(sys.argv)
board = SoundBoard(Path(sys.argv[1]))
played = []
board.played.connect(played.append)
seen = {}

def step(label, action=None):
    if action is not None:
        seen[label + ":returned"] = action()
    seen[label] = {"stream": board.stream_open(), "ambient": board.ambient_playing(),
                   "played": list(played)}

board.set_ambient(True)
step("locked", lambda: board.play("dice"))
board.unlock()
step("unlocked", lambda: [board.play("dice"), board.play("step"), board.play("capture")])

def switch(on, effect):
    board.set_enabled(on)
    return board.play(effect)

QTimer.singleShot(600, lambda: step("disabled", lambda: switch(False, "goal")))
QTimer.singleShot(800, lambda: step("enabled", lambda: switch(True, "win")))
QTimer.singleShot(1800, lambda: board.set_ambient(False))

# Once the fanfare is out, the board closes its stream after IDLE_STOP_MS; give it 10 s.
def wait_for_idle(deadline=[0]):
    deadline[0] += 100
    if not board.stream_open() or deadline[0] > 10_000:
        step("idle")
        app.quit()
    else:
        QTimer.singleShot(100, wait_for_idle)

QTimer.singleShot(1900, wait_for_idle)
app.exec()
print(json.dumps(seen), flush=True)
"""


def run_child(sound_dir: Path, env: dict[str, str], log_file: Path) -> subprocess.Popen[str]:
    with log_file.open("w") as errors:  # a file, not a pipe: a chatty child must never block
        return subprocess.Popen(
            [sys.executable, "-c", CHILD, str(sound_dir)],
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
        )


def pactl(env: dict[str, str], *args: str) -> str:
    result = subprocess.run(
        ["pactl", *args], env={**os.environ, **env}, capture_output=True, text=True, timeout=5
    )
    return result.stdout if result.returncode == 0 else ""


def wait_recording(env: dict[str, str], recorder: subprocess.Popen[bytes]) -> None:
    """Wait until the server lists the recorder's stream (a source output): from then on, what
    reaches the sink is recorded."""
    deadline = time.monotonic() + 60  # a bound for a recorder that never connects, not a pace
    while not pactl(env, "list", "short", "source-outputs").strip():
        assert recorder.poll() is None, f"parec exited with {recorder.returncode}"
        assert time.monotonic() < deadline, "parec never started recording"
        time.sleep(0.02)


@pytest.fixture
def pulse(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A private PulseAudio server with a null sink; skips when it cannot start."""
    if not all(shutil.which(tool) for tool in ("pulseaudio", "pactl", "parec")):
        pytest.skip("pulseaudio (with pactl and parec) is not installed")
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
            "--load=module-null-sink sink_name=madn_test",
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


def test_plays_into_a_real_sound_server(
    sound_dir: Path, pulse: dict[str, str], tmp_path: Path
) -> None:
    recording = tmp_path / "heard.raw"
    with recording.open("wb") as out:
        recorder = subprocess.Popen(
            [
                "parec",
                "-d",
                "madn_test.monitor",
                "--raw",
                "--format=s16le",
                "--channels=1",
                "--rate=44100",
            ],
            env={**os.environ, **pulse},
            stdout=out,
            stderr=subprocess.DEVNULL,
        )
    try:
        wait_recording(pulse, recorder)
        child = run_child(sound_dir, pulse, tmp_path / "child.log")
        try:
            out_text, _ = child.communicate(timeout=60)
        finally:
            child.kill()
    finally:
        recorder.terminate()
        recorder.wait(10)
    log = (tmp_path / "child.log").read_text(errors="replace")
    assert child.returncode == 0, log[-2000:]
    assert "Invalid socket" not in log
    assert "Error" not in log and "Traceback" not in log, log[-2000:]
    seen = json.loads(out_text)

    assert seen["locked:returned"] is False
    assert seen["locked"] == {"stream": False, "ambient": False, "played": []}
    assert seen["unlocked:returned"] == [True, True, True]
    assert seen["unlocked"] == {
        "stream": True,
        "ambient": True,
        "played": ["ambient", "dice", "step", "capture"],
    }
    assert seen["disabled:returned"] is False
    assert seen["disabled"]["stream"] is False and seen["disabled"]["ambient"] is False
    assert seen["enabled:returned"] is True
    assert seen["enabled"]["played"][-2:] == ["ambient", "win"]
    # Nothing left to play: the board closed its stream by itself.
    assert seen["idle"]["stream"] is False

    heard = np.frombuffer(recording.read_bytes(), dtype="<i2").astype(np.float64) / 32768.0
    assert len(heard) > 44_100 // 2, "the recorder got (almost) nothing"
    assert float(np.max(np.abs(heard))) > 0.1, "the server received only silence"


def test_missing_sound_server_is_logged_once(sound_dir: Path, tmp_path: Path) -> None:
    nowhere = {
        "PULSE_SERVER": f"unix:{tmp_path / 'no-such-socket'}",
        "XDG_RUNTIME_DIR": str(tmp_path),
    }
    child = run_child(sound_dir, nowhere, tmp_path / "child.log")
    out_text, _ = child.communicate(timeout=60)
    log = (tmp_path / "child.log").read_text(errors="replace")
    assert child.returncode == 0, log[-2000:]
    seen = json.loads(out_text)
    assert seen["unlocked:returned"] == [False, False, False]
    assert seen["enabled:returned"] is False
    assert seen["idle"] == {"stream": False, "ambient": False, "played": []}
    assert log.count("sound stays off") == 1
