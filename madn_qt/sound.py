"""The game's sound effects: a :class:`SoundBoard` that plays named WAVs with QSoundEffect.

The WAVs are synthesised by ``resources/sounds/make_sounds.py`` (see ``docs/sound.md``). They are
not in git: :func:`ensure_sounds` writes the missing ones into ``resources/sounds/`` or, when that
is not writable, into the user's cache directory.

Browsers taught players that a page stays silent until they touch it; the board does the same:
nothing plays until the app calls :meth:`SoundBoard.unlock` on the first key or mouse input. A
machine without a sound card (or without a sound server) is not an error for the game: the board
logs it once and stays silent.
"""

from __future__ import annotations

import importlib.util
import logging
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from PySide6.QtCore import QObject, QStandardPaths, QUrl, Signal
from PySide6.QtMultimedia import QMediaDevices, QSoundEffect

log = logging.getLogger(__name__)

EFFECTS: tuple[str, ...] = ("dice", "step", "capture", "goal", "win", "click")
AMBIENT = "ambient"
ALL_SOUNDS: tuple[str, ...] = (*EFFECTS, AMBIENT)

# Relative loudness of each sound (QSoundEffect volume, 0..1); the ambient bed stays in the back.
_VOLUME: dict[str, float] = {
    "dice": 0.8,
    "step": 0.6,
    "capture": 0.8,
    "goal": 0.8,
    "win": 0.9,
    "click": 0.5,
    AMBIENT: 0.45,
}

_REPO_ROOT = Path(__file__).resolve().parent.parent
RESOURCE_SOUND_DIR = _REPO_ROOT / "resources" / "sounds"
_GENERATOR = RESOURCE_SOUND_DIR / "make_sounds.py"


def load_generator(path: Path = _GENERATOR) -> ModuleType:
    """Import ``make_sounds.py`` (it is a script in resources/, not part of a package)."""
    spec = importlib.util.spec_from_file_location("madn_make_sounds", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load the sound generator {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def cache_sound_dir() -> Path:
    """Where sounds go when resources/ is read-only (an installed app)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base or tempfile.gettempdir()) / "madn-sounds"


def _complete(directory: Path) -> bool:
    return all((directory / f"{name}.wav").is_file() for name in ALL_SOUNDS)


def ensure_sounds(
    preferred: Path = RESOURCE_SOUND_DIR, fallback: Path | None = None
) -> Path | None:
    """A directory holding every WAV, generating the missing ones; ``None`` if none can be made.

    Tries ``preferred`` first, then ``fallback`` (default: :func:`cache_sound_dir`).
    """
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


def has_audio_output() -> bool:
    return bool(QMediaDevices.audioOutputs())


class SoundBoard(QObject):
    """Plays the game's named sounds; silent until unlocked, when disabled or without audio.

    ``played`` is emitted with the name whenever an effect is actually started.
    """

    played = Signal(str)

    def __init__(
        self,
        directory: Path | None = None,
        parent: QObject | None = None,
        *,
        has_output: Callable[[], bool] = has_audio_output,
    ) -> None:
        super().__init__(parent)
        self._directory = directory if directory is not None else ensure_sounds()
        self._has_output = has_output
        self._enabled = True
        self._unlocked = False
        self._want_ambient = False
        self._effects: dict[str, QSoundEffect] = {}
        self._broken: set[str] = set()
        self._warned = False

    # --- state -------------------------------------------------------------------------------
    def is_enabled(self) -> bool:
        return self._enabled

    def is_unlocked(self) -> bool:
        return self._unlocked

    def set_enabled(self, enabled: bool) -> None:
        """The master switch for every effect and the ambient loop."""
        self._enabled = enabled
        if enabled:
            self._sync_ambient()
        else:
            for effect in self._effects.values():
                effect.stop()

    def unlock(self) -> None:
        """Called on the first user interaction: from now on sounds may play."""
        if self._unlocked:
            return
        self._unlocked = True
        self._sync_ambient()

    def set_ambient(self, on: bool) -> None:
        """Whether the garden ambience should loop (it starts once enabled and unlocked)."""
        self._want_ambient = on
        self._sync_ambient()

    def ambient_playing(self) -> bool:
        effect = self._effects.get(AMBIENT)
        return effect is not None and effect.isPlaying()

    # --- playing -----------------------------------------------------------------------------
    def play(self, name: str) -> bool:
        """Start effect ``name``; ``False`` when the board is silent (locked, off, no audio)."""
        if name not in EFFECTS:
            raise ValueError(f"unknown sound effect {name!r}")
        effect = self._effect(name)
        if effect is None:
            return False
        effect.play()
        self.played.emit(name)
        return True

    def _sync_ambient(self) -> None:
        if self._want_ambient:
            effect = self._effect(AMBIENT)
            if effect is not None and not effect.isPlaying():
                effect.play()
                self.played.emit(AMBIENT)
        elif AMBIENT in self._effects:
            self._effects[AMBIENT].stop()

    def _effect(self, name: str) -> QSoundEffect | None:
        """The (lazily created) effect for ``name`` if the board may make a sound now."""
        if not (self._enabled and self._unlocked) or name in self._broken:
            return None
        if self._directory is None:
            return None
        effect = self._effects.get(name)
        if effect is None:
            if not self._has_output():
                self._warn_once("no audio output device found; sound stays off")
                return None
            effect = self._make_effect(name, self._directory / f"{name}.wav")
            self._effects[name] = effect
        return effect

    def _make_effect(self, name: str, path: Path) -> QSoundEffect:
        effect = QSoundEffect(self)
        effect.setObjectName(name)
        effect.setVolume(_VOLUME[name])
        if name == AMBIENT:
            effect.setLoopCount(QSoundEffect.Loop.Infinite.value)
        effect.statusChanged.connect(self._on_status_changed)
        effect.setSource(QUrl.fromLocalFile(str(path)))
        return effect

    def _on_status_changed(self) -> None:
        effect = self.sender()
        if isinstance(effect, QSoundEffect) and effect.status() == QSoundEffect.Status.Error:
            self._broken.add(effect.objectName())
            self._warn_once(f"cannot play sound {effect.objectName()!r} (no usable audio device?)")

    def _warn_once(self, message: str) -> None:
        if not self._warned:
            self._warned = True
            log.warning(message)
