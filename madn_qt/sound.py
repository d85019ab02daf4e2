"""The game's sound effects: a :class:`SoundBoard` that mixes named WAVs into one audio stream.

The WAVs are synthesised by ``resources/sounds/make_sounds.py`` (see ``docs/sound.md``). They are
not in git: :func:`ensure_sounds` writes the missing ones into ``resources/sounds/`` or, when that
is not writable, into the user's cache directory.

Nothing plays until the app calls :meth:`SoundBoard.unlock` on the first key or mouse input. A
machine without a sound card or sound server is not an error for the game: the board logs it once
and stays silent.

Why not one ``QSoundEffect`` per sound: with Qt 6.12 on PulseAudio, several effects playing at
once often leave a socket notifier spinning forever (a flood of "QSocketNotifier: Invalid socket"
and a busy CPU; see docs/sound.md). The board therefore mixes every voice itself (:class:`Mixer`,
numpy) and feeds a single ``QAudioSink`` from the GUI thread, which also lets overlapping steps
and dice sound together instead of restarting each other.
"""

from __future__ import annotations

import importlib.util
import logging
import tempfile
import time
import wave
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Protocol

import numpy as np
from numpy.typing import NDArray
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QIODevice,
    QObject,
    QStandardPaths,
    QTimer,
    Signal,
)
from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices, QtAudio

log = logging.getLogger(__name__)

EFFECTS: tuple[str, ...] = (
    "dice",
    "step",
    "capture",
    "goal",
    "win",
    "click",
    "train",
    # event mode's
    "wheel",  # the wheel of fortune spinning (madn_qt/wheel.py, SPIN_SECONDS long)
    "rocket",
    "construction",
    "train_signal",  # the train's announcement
)
AMBIENT = "ambient"
ALL_SOUNDS: tuple[str, ...] = (*EFFECTS, AMBIENT)

SAMPLE_RATE = 44_100
PUMP_INTERVAL_MS = 20
BUFFER_SECONDS = 0.12  # the sink's buffer: the latency between play() and hearing it
IDLE_STOP_MS = 1_000  # close the stream after this long without a voice: no idle CPU

# Relative loudness of each sound; the ambient bed stays in the back.
GAIN: dict[str, float] = {
    "dice": 0.8,
    "step": 0.6,
    "capture": 0.8,
    "goal": 0.8,
    "win": 0.9,
    "click": 0.5,
    "train": 0.8,
    "wheel": 0.7,
    "rocket": 0.8,
    "construction": 0.75,
    "train_signal": 0.7,
    AMBIENT: 0.45,
}

_REPO_ROOT = Path(__file__).resolve().parent.parent
RESOURCE_SOUND_DIR = _REPO_ROOT / "resources" / "sounds"
_GENERATOR = RESOURCE_SOUND_DIR / "make_sounds.py"

Samples = NDArray[np.float32]


def load_generator(path: Path = _GENERATOR) -> ModuleType:
    """Import ``make_sounds.py`` (it is a script in resources/, not part of a package)."""
    spec = importlib.util.spec_from_file_location("madn_make_sounds", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load the sound generator {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def packaged_sound_dir() -> Path:
    """Where an installed wheel carries its WAVs (``packaging/build_dist.py`` puts them there)."""
    return Path(__file__).resolve().parent / "sounds"


def cache_sound_dir() -> Path:
    """Where sounds go when resources/ is read-only (an installed app)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base or tempfile.gettempdir()) / "madn-sounds"


def _complete(directory: Path) -> bool:
    return all((directory / f"{name}.wav").is_file() for name in ALL_SOUNDS)


def ensure_sounds(preferred: Path | None = None, fallback: Path | None = None) -> Path | None:
    """A directory holding every WAV, generating the missing ones; ``None`` if none can be made.

    Without ``preferred``: the sounds an installed wheel carries if they are all there, else
    ``resources/sounds``. Then ``fallback`` (default: :func:`cache_sound_dir`).
    """
    if preferred is None:
        preferred = packaged_sound_dir()
        if not _complete(preferred):
            preferred = RESOURCE_SOUND_DIR
    for directory in (preferred, fallback or cache_sound_dir()):
        if _complete(directory):
            return directory
        try:
            load_generator().write_missing(directory)
        except (OSError, ImportError) as error:
            log.info("cannot write sounds into %s: %s", directory, error)
            continue
        if _complete(directory):
            return directory
    log.warning("no sound files could be found or generated; the game stays silent")
    return None


def read_wav(path: Path) -> Samples:
    """A 16-bit mono WAV at :data:`SAMPLE_RATE` as floats in -1..1; ``ValueError`` otherwise."""
    try:
        with wave.open(str(path), "rb") as wav:
            shape = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate())
            frames = wav.readframes(wav.getnframes())
    except (OSError, EOFError, wave.Error) as error:
        raise ValueError(f"{path}: {error}") from error
    if shape != (1, 2, SAMPLE_RATE):
        raise ValueError(f"{path}: expected 16-bit mono at {SAMPLE_RATE} Hz, got {shape}")
    return (np.frombuffer(frames, dtype="<i2").astype(np.float32) / 32768.0).astype(np.float32)


@dataclass(slots=True)
class _Voice:
    name: str
    samples: Samples
    gain: float
    loop: bool
    position: int = 0


class Mixer:
    """Sums the playing voices into 16-bit PCM, one block at a time (no Qt, no I/O)."""

    def __init__(self) -> None:
        self._voices: list[_Voice] = []

    def add(self, name: str, samples: Samples, gain: float = 1.0, loop: bool = False) -> None:
        if len(samples):
            self._voices.append(_Voice(name, samples, gain, loop))

    def remove(self, name: str) -> None:
        self._voices = [v for v in self._voices if v.name != name]

    def clear(self) -> None:
        self._voices.clear()

    def playing(self, name: str) -> bool:
        return any(v.name == name for v in self._voices)

    @property
    def active(self) -> bool:
        return bool(self._voices)

    def mix(self, frames: int) -> bytes:
        """The next ``frames`` samples of every voice together; finished voices drop out."""
        out = np.zeros(frames, dtype=np.float32)
        for voice in self._voices:
            filled = 0
            while filled < frames:
                chunk = voice.samples[voice.position : voice.position + frames - filled]
                out[filled : filled + len(chunk)] += voice.gain * chunk
                filled += len(chunk)
                voice.position += len(chunk)
                if voice.position >= len(voice.samples):
                    if not voice.loop:
                        break
                    voice.position = 0
        self._voices = [v for v in self._voices if v.loop or v.position < len(v.samples)]
        pcm = np.clip(out, -1.0, 1.0) * 32767.0
        return np.round(pcm).astype("<i2").tobytes()


# The first of these anywhere in the app counts as the user's first interaction. A key bound to a
# QShortcut (Space rolls) never arrives as KeyPress, only as ShortcutOverride.
FIRST_INPUT_EVENTS: frozenset[QEvent.Type] = frozenset(
    {
        QEvent.Type.KeyPress,
        QEvent.Type.ShortcutOverride,
        QEvent.Type.MouseButtonPress,
        QEvent.Type.TouchBegin,
        QEvent.Type.TabletPress,
    }
)


class SoundPlayer(Protocol):
    """What the game's windows need of a sound board (:class:`SoundBoard`; tests give their own)."""

    def set_enabled(self, enabled: bool) -> None: ...

    def unlock(self) -> None: ...

    def unlock_on_first_input(self, app: QCoreApplication) -> None: ...

    def play(self, name: str) -> bool: ...

    def has_audio_device(self) -> bool: ...

    def watch_audio_devices(self, changed: Callable[[], None]) -> None:
        """Call ``changed`` whenever audio devices come or go."""


class Unlockable(Protocol):
    def unlock(self) -> None: ...


class _FirstInputFilter(QObject):
    """An application event filter that unlocks a board on the first input, then removes itself."""

    def __init__(self, board: Unlockable, app: QCoreApplication) -> None:
        super().__init__(app)
        self._board = board
        self._app = app
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in FIRST_INPUT_EVENTS:
            self._app.removeEventFilter(self)
            self._board.unlock()
        return False


def unlock_on_first_input(board: Unlockable, app: QCoreApplication) -> None:
    """Call ``board.unlock()`` on the first key (shortcuts included), click or touch in ``app``."""
    _FirstInputFilter(board, app)


def audio_format() -> QAudioFormat:
    fmt = QAudioFormat()
    fmt.setSampleRate(SAMPLE_RATE)
    fmt.setChannelCount(1)
    fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
    return fmt


class SoundBoard(QObject):
    """Plays the game's named sounds; silent until unlocked, when disabled or without audio.

    ``played`` is emitted with the name whenever a sound starts (the ambient loop included).
    """

    played = Signal(str)

    def __init__(self, directory: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._directory = directory if directory is not None else ensure_sounds()
        self._enabled = True
        self._unlocked = False
        self._want_ambient = False
        self._failed = False
        self._samples: dict[str, Samples] = {}
        self._mixer = Mixer()
        self._sink: QAudioSink | None = None
        self._device: QIODevice | None = None
        self._idle_since: float | None = None
        self._pump_timer = QTimer(self)
        self._pump_timer.setInterval(PUMP_INTERVAL_MS)
        self._pump_timer.timeout.connect(self._pump)
        self._devices: QMediaDevices | None = None  # asked once devices are watched

    # --- state -------------------------------------------------------------------------------
    def is_unlocked(self) -> bool:
        """For tests: whether the first key, click or touch has unlocked the board. (A player
        hears it on the next sound; a test without an audio device has no other way to tell.)"""
        return self._unlocked

    def set_enabled(self, enabled: bool) -> None:
        """The master switch for every effect and the ambient loop."""
        self._enabled = enabled
        if enabled:
            self._sync_ambient()
        else:
            self._mixer.clear()
            self._close_stream()

    def unlock(self) -> None:
        """Called on the first user interaction: from now on sounds may play."""
        if not self._unlocked:
            self._unlocked = True
            self._sync_ambient()

    def unlock_on_first_input(self, app: QCoreApplication) -> None:
        """Unlock by itself on the first key, click or touch anywhere in ``app``."""
        if not self._unlocked:
            unlock_on_first_input(self, app)

    def has_audio_device(self) -> bool:
        """Whether this computer has an audio output to play on (now)."""
        return bool(QMediaDevices.audioOutputs())

    def watch_audio_devices(self, changed: Callable[[], None]) -> None:
        """Call ``changed`` whenever audio outputs come or go."""
        if self._devices is None:
            self._devices = QMediaDevices(self)
        self._devices.audioOutputsChanged.connect(changed)

    def set_ambient(self, on: bool) -> None:
        """Whether the garden ambience should loop (it starts once enabled and unlocked)."""
        self._want_ambient = on
        self._sync_ambient()

    def ambient_playing(self) -> bool:
        """For tests: whether the ambient loop is being mixed into an open stream now (what a
        listener hears, read where no microphone is needed)."""
        return self._mixer.playing(AMBIENT) and self._sink is not None

    def stream_open(self) -> bool:
        """For tests: whether an audio stream is open now (it closes itself when nothing plays;
        the audio device's state, which a test cannot read otherwise)."""
        return self._sink is not None

    # --- playing -----------------------------------------------------------------------------
    def play(self, name: str) -> bool:
        """Start effect ``name``; ``False`` when the board is silent (locked, off, audio failed)."""
        if name not in EFFECTS:
            raise ValueError(f"unknown sound effect {name!r}")
        return self._start(name, loop=False)

    def _sync_ambient(self) -> None:
        if not self._want_ambient:
            self._mixer.remove(AMBIENT)
        elif not self._mixer.playing(AMBIENT):
            self._start(AMBIENT, loop=True)

    def _start(self, name: str, *, loop: bool) -> bool:
        if not (self._enabled and self._unlocked) or self._failed:
            return False
        samples = self._load(name)
        if samples is None or not self._open_stream():
            return False
        self._mixer.add(name, samples, GAIN[name], loop)
        self._pump()  # start at once rather than on the next tick
        self.played.emit(name)
        return True

    def _load(self, name: str) -> Samples | None:
        if name not in self._samples:
            if self._directory is None:
                return None
            try:
                self._samples[name] = read_wav(self._directory / f"{name}.wav")
            except ValueError as error:
                log.warning("cannot read sound %s: %s", name, error)
                return None
        return self._samples[name]

    # --- the audio stream --------------------------------------------------------------------
    def _open_stream(self) -> bool:
        if self._sink is not None:
            return True
        sink = QAudioSink(audio_format(), self)
        sink.setBufferSize(int(BUFFER_SECONDS * SAMPLE_RATE) * 2)
        device = sink.start()
        if device is None or sink.error() in (QtAudio.Error.OpenError, QtAudio.Error.FatalError):
            self._fail(f"no audio output ({sink.error().name}); sound stays off")
            sink.deleteLater()
            return False
        self._sink, self._device, self._idle_since = sink, device, None
        self._pump_timer.start()
        return True

    def _close_stream(self) -> None:
        self._pump_timer.stop()
        sink, self._sink, self._device = self._sink, None, None
        if sink is not None:
            sink.stop()
            sink.deleteLater()

    def _pump(self) -> None:
        """Top up the sink's buffer from the mixer; close the stream once idle for a while.

        Errors are polled here rather than taken from ``stateChanged``: PySide 6.12 cannot hand
        that signal's ``QAudio::State`` argument to a Python slot.
        """
        if self._sink is None or self._device is None:
            return
        error = self._sink.error()
        if error in (QtAudio.Error.OpenError, QtAudio.Error.FatalError):
            self._mixer.clear()
            self._close_stream()
            self._fail(f"audio output failed ({error.name}); sound stays off")
            return
        if self._mixer.active:
            self._idle_since = None
        elif self._idle_since is None:
            self._idle_since = time.monotonic()
        elif time.monotonic() - self._idle_since >= IDLE_STOP_MS / 1000:
            self._close_stream()
            return
        frames = self._sink.bytesFree() // 2
        if frames > 0:
            self._device.write(self._mixer.mix(frames))

    def _fail(self, message: str) -> None:
        if not self._failed:
            self._failed = True
            log.warning(message)
