"""Reduced motion: what the operating system asks for, and what the app does with it.

:func:`system_prefers_reduced_motion` asks the platform once (call it at start-up, not per frame):

- Linux: GNOME's ``org.gnome.desktop.interface enable-animations`` via ``gsettings``, then
  the ``gtk-enable-animations`` key of GTK's ``settings.ini``; on KDE first the
  ``AnimationDurationFactor`` of ``kdeglobals`` (0 means "no animations");
- Windows: ``SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION)``;
- macOS: ``defaults read com.apple.universalaccess reduceMotion``.

It answers ``None`` when the platform does not say. :func:`effective_reduced_motion` combines that
with the user's choice in the settings ("system", "on", "off").
"""

from __future__ import annotations

import configparser
import os
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

# Runs a command and returns its standard output, or None if it failed or took too long.
CommandRunner = Callable[[Sequence[str]], "str | None"]

COMMAND_TIMEOUT_S = 1.0
SPI_GETCLIENTAREAANIMATION = 0x1042


def run_command(args: Sequence[str]) -> str | None:
    try:
        result = subprocess.run(
            list(args), capture_output=True, text=True, timeout=COMMAND_TIMEOUT_S, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return result.stdout if result.returncode == 0 else None


def parse_bool(text: str | None) -> bool | None:
    """A boolean as gsettings, GTK or ``defaults`` print it (``true``, ``'false'``, ``1``, ...)."""
    if text is None:
        return None
    word = text.strip().strip("'\"").lower()
    if word in ("true", "1", "yes"):
        return True
    if word in ("false", "0", "no"):
        return False
    return None


def gnome_prefers_reduced_motion(run: CommandRunner = run_command) -> bool | None:
    enabled = parse_bool(
        run(["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"])
    )
    return None if enabled is None else not enabled


def _read_ini(path: Path) -> configparser.ConfigParser | None:
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        with path.open(encoding="utf-8") as handle:
            parser.read_file(handle)
    except (OSError, UnicodeDecodeError, configparser.Error):
        return None
    return parser


def gtk_prefers_reduced_motion(config_dir: Path) -> bool | None:
    """``gtk-enable-animations`` from GTK 4's or GTK 3's ``settings.ini`` under ``config_dir``."""
    for version in ("gtk-4.0", "gtk-3.0"):
        parser = _read_ini(config_dir / version / "settings.ini")
        if parser is not None and parser.has_option("Settings", "gtk-enable-animations"):
            enabled = parse_bool(parser.get("Settings", "gtk-enable-animations"))
            if enabled is not None:
                return not enabled
    return None


def kde_prefers_reduced_motion(config_dir: Path) -> bool | None:
    parser = _read_ini(config_dir / "kdeglobals")
    if parser is None or not parser.has_option("KDE", "AnimationDurationFactor"):
        return None
    try:
        factor = float(parser.get("KDE", "AnimationDurationFactor"))
    except ValueError:
        return None
    return factor == 0.0


def windows_prefers_reduced_motion() -> bool | None:
    try:
        import ctypes
        from ctypes import wintypes

        enabled = wintypes.BOOL()
        windll = ctypes.windll  # type: ignore[attr-defined,unused-ignore]
        ok = windll.user32.SystemParametersInfoW(
            SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(enabled), 0
        )
    except (AttributeError, ImportError, OSError, ValueError):
        return None
    return None if not ok else not bool(enabled.value)


def macos_prefers_reduced_motion(run: CommandRunner = run_command) -> bool | None:
    return parse_bool(run(["defaults", "read", "com.apple.universalaccess", "reduceMotion"]))


def _config_dir(environ: Mapping[str, str]) -> Path:
    configured = environ.get("XDG_CONFIG_HOME")
    return Path(configured) if configured else Path.home() / ".config"


def system_prefers_reduced_motion(
    platform: str = sys.platform,
    run: CommandRunner = run_command,
    environ: Mapping[str, str] | None = None,
) -> bool | None:
    """Whether the desktop asks apps to reduce motion; ``None`` when it is not known."""
    if platform.startswith("win"):
        return windows_prefers_reduced_motion()
    if platform == "darwin":
        return macos_prefers_reduced_motion(run)
    env = os.environ if environ is None else environ
    config = _config_dir(env)
    desktop = env.get("XDG_CURRENT_DESKTOP", "").upper()
    if "KDE" in desktop:
        kde = kde_prefers_reduced_motion(config)
        if kde is not None:
            return kde
    gnome = gnome_prefers_reduced_motion(run)
    if gnome is not None:
        return gnome
    return gtk_prefers_reduced_motion(config)


def effective_reduced_motion(setting: str, system: bool | None) -> bool:
    """The app's answer: "on"/"off" win; "system" follows the platform (unknown counts as off)."""
    if setting == "on":
        return True
    if setting == "off":
        return False
    if setting == "system":
        return bool(system)
    raise ValueError(f"reduced motion setting must be system, on or off, not {setting!r}")
