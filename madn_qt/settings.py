"""The app's persistent preferences: a typed wrapper over QSettings.

Every getter returns a valid value of its type: a missing, corrupt or wrong-typed entry (a
hand-edited INI file, an older version's format) reads as the default instead of crashing the app.
Setters validate and raise ``ValueError`` for values the app itself should never produce.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
from typing import Any, Final, Literal, cast, get_args

from PySide6.QtCore import QSettings

from core.setup import Setup

log = logging.getLogger(__name__)

ORGANISATION: Final = "madn"
APPLICATION: Final = "Mensch ärgere Dich nicht"

Language = Literal["system", "de", "it", "en"]
ReducedMotion = Literal["system", "on", "off"]

LANGUAGES: Final[tuple[Language, ...]] = get_args(Language)
REDUCED_MOTION: Final[tuple[ReducedMotion, ...]] = get_args(ReducedMotion)

SPEED_MIN: Final = 0.5
SPEED_MAX: Final = 2.0
LOG_HEIGHT_MAX: Final = 10_000  # pixels: a stored log height above this is no height
# The public magic-wormhole network (net.internet.rendezvous.PUBLIC_MAILBOX, PUBLIC_RELAY: the
# same, which a test checks; the app imports net only when it plays over the network).
PUBLIC_MAILBOX: Final = "ws://relay.magic-wormhole.io:4000/v1"
PUBLIC_RELAY: Final = "tcp:transit.magic-wormhole.io:4001"


def mailbox_valid(text: str) -> bool:
    """Whether ``text`` is a rendezvous (mailbox server) address: a ws:// or wss:// URL with a
    host."""
    scheme, _, rest = text.partition("://")
    host = rest.split("/", 1)[0].rsplit("@", 1)[-1]
    return scheme in ("ws", "wss") and bool(host) and not any(c.isspace() for c in text)


def relay_valid(text: str) -> bool:
    """Whether ``text`` is a transit relay's address: ``tcp:HOST:PORT``."""
    parts = text.split(":")
    if len(parts) != 3 or parts[0] != "tcp" or not parts[1] or not parts[2].isdigit():
        return False
    return 0 < int(parts[2]) < 65536 and not any(c.isspace() for c in parts[1])


def _as_bool(value: Any) -> bool:
    """QSettings hands back ``bool`` from the registry/plist and ``"true"`` from INI files."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false", "1", "0"):
        return value.strip().lower() in ("true", "1")
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    raise ValueError(f"not a boolean: {value!r}")


class Settings:
    """Typed access to the app's preferences.

    ``Settings()`` uses the platform's native store for organisation ``madn``; tests pass their own
    ``QSettings(path, QSettings.Format.IniFormat)``.
    """

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else QSettings(ORGANISATION, APPLICATION)

    @property
    def store(self) -> QSettings:
        return self._store

    def sync(self) -> None:
        self._store.sync()

    # --- plumbing ----------------------------------------------------------------------------
    def _read(self, key: str, default: Any, convert: Any) -> Any:
        if not self._store.contains(key):
            return default
        value = self._store.value(key)
        try:
            return convert(value)
        except (TypeError, ValueError, json.JSONDecodeError, binascii.Error) as error:
            log.warning("ignoring bad setting %s=%r (%s); using %r", key, value, error, default)
            return default

    def _choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        def convert(value: Any) -> str:
            if value not in choices:
                raise ValueError(f"expected one of {choices}")
            return cast(str, value)

        return cast(str, self._read(key, default, convert))

    def _set_choice(self, key: str, choices: tuple[str, ...], value: str) -> None:
        if value not in choices:
            raise ValueError(f"{key} must be one of {choices}, not {value!r}")
        self._store.setValue(key, value)

    def _set_bool(self, key: str, value: bool) -> None:
        if not isinstance(value, bool):
            raise ValueError(f"{key} must be a bool, not {value!r}")
        self._store.setValue(key, value)

    # --- preferences -------------------------------------------------------------------------
    @property
    def language(self) -> Language:
        return cast(Language, self._choice("ui/language", LANGUAGES, "system"))

    @language.setter
    def language(self, value: Language) -> None:
        self._set_choice("ui/language", LANGUAGES, value)

    @property
    def sound_on(self) -> bool:
        return cast(bool, self._read("sound/on", True, _as_bool))

    @sound_on.setter
    def sound_on(self, value: bool) -> None:
        self._set_bool("sound/on", value)

    @property
    def reduced_motion(self) -> ReducedMotion:
        return cast(ReducedMotion, self._choice("motion/reduced", REDUCED_MOTION, "system"))

    @reduced_motion.setter
    def reduced_motion(self, value: ReducedMotion) -> None:
        self._set_choice("motion/reduced", REDUCED_MOTION, value)

    @property
    def follow_camera(self) -> bool:
        return cast(bool, self._read("view/follow_camera", True, _as_bool))

    @follow_camera.setter
    def follow_camera(self, value: bool) -> None:
        self._set_bool("view/follow_camera", value)

    @property
    def field_numbers(self) -> bool:
        """View ▸ Field numbers: the ring's field numbers on the board (off by default)."""
        return cast(bool, self._read("view/field_numbers", False, _as_bool))

    @field_numbers.setter
    def field_numbers(self, value: bool) -> None:
        self._set_bool("view/field_numbers", value)

    @property
    def animation_speed(self) -> float:
        """Animation pace factor, ``SPEED_MIN``..``SPEED_MAX`` (1.0 = normal); clamped on read."""

        def convert(value: Any) -> float:
            if isinstance(value, bool):
                raise ValueError("a bool is not a speed")
            speed = float(value)
            if speed != speed:  # NaN
                raise ValueError("NaN")
            return min(SPEED_MAX, max(SPEED_MIN, speed))

        return cast(float, self._read("motion/animation_speed", 1.0, convert))

    @animation_speed.setter
    def animation_speed(self, value: float) -> None:
        if isinstance(value, bool) or not SPEED_MIN <= value <= SPEED_MAX:
            raise ValueError(f"animation speed must be {SPEED_MIN}..{SPEED_MAX}, not {value!r}")
        self._store.setValue("motion/animation_speed", float(value))

    @property
    def landscape_animation(self) -> bool:
        """Swaying trees, clouds and birds around the board."""
        return cast(bool, self._read("view/landscape_animation", True, _as_bool))

    @landscape_animation.setter
    def landscape_animation(self, value: bool) -> None:
        self._set_bool("view/landscape_animation", value)

    @property
    def guide_seen(self) -> bool:
        """Whether the first steps' guide (Help ▸ How to play) was shown, done or skipped: the
        first start shows it once (madn_qt.window.help)."""
        return cast(bool, self._read("ui/guide_seen", False, _as_bool))

    @guide_seen.setter
    def guide_seen(self, value: bool) -> None:
        self._set_bool("ui/guide_seen", value)

    @property
    def last_setup(self) -> Setup | None:
        """The setup of the last new game, or ``None`` before the first one (or if unreadable)."""
        return cast(
            "Setup | None",
            self._read("game/last_setup", None, lambda v: Setup.from_dict(json.loads(v))),
        )

    @last_setup.setter
    def last_setup(self, value: Setup | None) -> None:
        if value is None:
            self._store.remove("game/last_setup")
        else:
            # Stored as JSON text: INI and registry backends would otherwise mangle nested types.
            self._store.setValue("game/last_setup", json.dumps(value.to_dict()))

    @property
    def lan_lobby(self) -> dict[str, Any]:
        """What the network lobby remembers (its pages' ``remembered()``; {} at first, or if the
        stored text is not a JSON object): the joiner's name, the last address, the host page."""

        def convert(value: Any) -> dict[str, Any]:
            data = json.loads(value)
            if not isinstance(data, dict):
                raise ValueError("not an object")
            return data

        return cast("dict[str, Any]", self._read("lan/lobby", {}, convert))

    @lan_lobby.setter
    def lan_lobby(self, value: dict[str, Any]) -> None:
        self._store.setValue("lan/lobby", json.dumps(value))

    @property
    def rendezvous(self) -> str:
        """Internet play's rendezvous: a magic-wormhole mailbox server (ws:// or wss://)."""
        return cast(str, self._read("internet/rendezvous", PUBLIC_MAILBOX, _valid(mailbox_valid)))

    @rendezvous.setter
    def rendezvous(self, value: str) -> None:
        if not isinstance(value, str) or not mailbox_valid(value):
            raise ValueError(f"the rendezvous is a ws:// or wss:// URL, not {value!r}")
        self._store.setValue("internet/rendezvous", value)

    @property
    def relay(self) -> str:
        """Internet play's transit relay (``tcp:HOST:PORT``)."""
        return cast(str, self._read("internet/relay", PUBLIC_RELAY, _valid(relay_valid)))

    @relay.setter
    def relay(self, value: str) -> None:
        if not isinstance(value, str) or not relay_valid(value):
            raise ValueError(f"the relay is tcp:HOST:PORT, not {value!r}")
        self._store.setValue("internet/relay", value)

    # --- the window --------------------------------------------------------------------------
    @property
    def window_geometry(self) -> bytes | None:
        """The main window's size, place and state (``QWidget.saveGeometry``) when it last
        closed; ``None`` before the first close (or if unreadable)."""
        return cast("bytes | None", self._read("window/geometry", None, _as_bytes))

    @window_geometry.setter
    def window_geometry(self, value: bytes | None) -> None:
        self._set_bytes("window/geometry", value)

    @property
    def full_screen(self) -> bool:
        """View ▸ Full screen: the main window covers the whole screen (off by default); its
        normal size and place stay in :attr:`window_geometry`."""
        return cast(bool, self._read("window/full_screen", False, _as_bool))

    @full_screen.setter
    def full_screen(self, value: bool) -> None:
        self._set_bool("window/full_screen", value)

    @property
    def splitter_state(self) -> bytes | None:
        """How the window was split between the board and the side panel."""
        return cast("bytes | None", self._read("window/splitter", None, _as_bytes))

    @splitter_state.setter
    def splitter_state(self, value: bytes | None) -> None:
        self._set_bytes("window/splitter", value)

    @property
    def log_height(self) -> int:
        """The move log's height the player gave it by dragging the side column's handle, in
        pixels (a least height from then on); 0: none, the log takes what the panel leaves."""

        def convert(value: Any) -> int:
            if isinstance(value, bool):
                raise ValueError("a bool is not a height")
            height = int(value)
            if not 0 <= height <= LOG_HEIGHT_MAX:
                raise ValueError(f"no log height: {height}")
            return height

        return cast(int, self._read("window/log_height", 0, convert))

    @log_height.setter
    def log_height(self, value: int) -> None:
        if isinstance(value, bool) or not 0 <= value <= LOG_HEIGHT_MAX:
            raise ValueError(f"log height must be 0..{LOG_HEIGHT_MAX}, not {value!r}")
        self._store.setValue("window/log_height", int(value))

    def _set_bytes(self, key: str, value: bytes | None) -> None:
        if value is None:
            self._store.remove(key)
        elif not isinstance(value, bytes):
            raise ValueError(f"{key} must be bytes, not {value!r}")
        else:
            # Stored as Base64 text: INI files keep it readable and every backend the same.
            self._store.setValue(key, base64.b64encode(value).decode("ascii"))


def _valid(check: Any) -> Any:
    """A converter that takes a text ``check`` accepts."""

    def convert(value: Any) -> str:
        if not isinstance(value, str) or not check(value):
            raise ValueError("not an address")
        return value

    return convert


def _as_bytes(value: Any) -> bytes:
    if not isinstance(value, str):
        raise ValueError("not Base64 text")
    return base64.b64decode(value.encode("ascii"), validate=True)
