"""madn_qt.qt_compat keeps None/True/False alive under the PySide6 6.12 + Python 3.11 bug."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from madn_qt import qt_compat

# Many more void calls and signal emits than None has references at start-up.
_SCRIPT = textwrap.dedent(
    """
    import sys
    {protect}
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtWidgets import QApplication, QLabel
    app = QApplication(["t", "-platform", "offscreen"])
    class O(QObject):
        s = Signal(bool)
    o = O()
    label = QLabel()
    for i in range(30000):
        label.setText("x")
        o.s.emit(True)
    print("alive")
    """
)


def _run(protect: bool) -> subprocess.CompletedProcess[str]:
    line = "from madn_qt.qt_compat import protect_none; protect_none()" if protect else ""
    return subprocess.run(
        [sys.executable, "-c", _SCRIPT.format(protect=line)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_protected_process_survives_many_qt_calls() -> None:
    result = _run(protect=True)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "alive" in result.stdout


@pytest.mark.skipif(not qt_compat.needs_protection(), reason="None is immortal here")
def test_the_bug_is_still_there_without_protection() -> None:
    """Documents why qt_compat exists; when PySide6 fixes it this test says so."""
    result = _run(protect=False)
    if result.returncode == 0:
        pytest.skip("this PySide6 no longer drops references: qt_compat could go")
    assert "deallocating" in result.stderr


def test_protect_none_is_idempotent() -> None:
    before = sys.getrefcount(None)
    qt_compat.protect_none()
    qt_compat.protect_none()
    assert sys.getrefcount(None) >= before
