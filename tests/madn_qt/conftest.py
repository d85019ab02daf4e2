"""The fixtures the app's tests share: the game's style, the three languages, the app with its
translators taken away afterwards. A test module's own fixture of the same name wins over these
(test_style.py's ``styled`` gives the app, test_app_lobby_fit.py's also goes back to English).
Every test keeps its finished games in a game history of its own (``MADN_HISTORY``), never the
user's."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from madn_qt.i18n import install_translator, remove_translators
from madn_qt.style import apply_style


@pytest.fixture(autouse=True)
def collect_after_closing() -> Iterator[None]:
    """Python's cyclic collector waits until the test's windows are closed.

    A test's window is often held by a local only (pytest-qt keeps a weak reference): once the
    test returns, a window caught in a reference cycle lives on, shown, until the collector
    finds it; run from inside a paint event (pytest-qt processes events right after the test),
    it deleted a plot that was painting itself, and the worker crashed. So the collector is off
    while the test runs and collects at its teardown, after pytest-qt has closed the windows."""
    enabled = gc.isenabled()
    gc.disable()
    yield
    if enabled:
        gc.enable()
    gc.collect()


@pytest.fixture(autouse=True)
def own_history(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The game history the test's windows write to (core.history.default_path)."""
    path = tmp_path / "history.sqlite3"
    monkeypatch.setenv("MADN_HISTORY", str(path))
    return path


@pytest.fixture
def styled(qapp: QApplication) -> Iterator[None]:
    """The game's style sheet and larger type, as the app has them; the app's own afterwards."""
    font, sheet = QFont(qapp.font()), qapp.styleSheet()
    apply_style(qapp)
    yield
    qapp.setStyleSheet(sheet)
    qapp.setFont(font)


@pytest.fixture(params=["en", "de", "it"])
def language(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    """Each of the game's languages in turn (a test's own ``parametrize`` may name others);
    English afterwards."""
    install_translator(qapp, request.param)
    yield request.param
    install_translator(qapp, "en")


@pytest.fixture
def app(qapp: QCoreApplication) -> Iterator[QCoreApplication]:
    """The app; afterwards without translators and with English as the default locale."""
    yield qapp
    remove_translators(qapp)
    QLocale.setDefault(QLocale(QLocale.Language.English))
