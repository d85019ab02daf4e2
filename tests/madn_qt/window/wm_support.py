"""A real window manager on the test's Xvfb display: openbox, started for a test module and
ended after it (Xvfb alone frames no window and knows no full screen)."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

WM_UP_SECONDS = 30.0  # openbox is up in well under a second on a quiet machine


def wm_is_up() -> bool:
    """A window manager that follows the EWMH names its check window on the root window (and
    the window exists: a window manager that ended may leave the name behind)."""
    root = subprocess.run(
        ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
        capture_output=True,
        text=True,
        check=False,
    )
    if root.returncode != 0 or "window id #" not in root.stdout:
        return False
    check = root.stdout.rsplit("#", 1)[1].strip()
    named = subprocess.run(
        ["xprop", "-id", check, "_NET_WM_NAME"], capture_output=True, text=True, check=False
    )
    return named.returncode == 0


@contextmanager
def openbox() -> Iterator[subprocess.Popen[bytes]]:
    """openbox on ``$DISPLAY`` (pytest-xvfb's) until the block ends; waits until it manages
    the screen. Skips the tests, saying why, where openbox or xprop is missing (``.ci/run``
    installs both)."""
    for tool in ("openbox", "xprop"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (apt-get install openbox x11-utils)")
    assert os.environ.get("DISPLAY"), "no X display (pytest-xvfb)"
    assert not wm_is_up(), "another window manager runs on this display"
    process = subprocess.Popen(
        ["openbox", "--sm-disable"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + WM_UP_SECONDS
        while not wm_is_up():
            assert process.poll() is None, f"openbox ended: {process.returncode}"
            assert time.monotonic() < deadline, "openbox did not come up"
            time.sleep(0.05)  # (polling another process: no Qt state to wait for)
        yield process
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        # Its check window goes with it; the next module's windows are unmanaged again.
        deadline = time.monotonic() + WM_UP_SECONDS
        while wm_is_up() and time.monotonic() < deadline:
            time.sleep(0.05)
