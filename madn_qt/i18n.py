"""Translations: pick the language and install Qt translators for it.

The app's strings are English in the source and go through Qt's ``tr``/``translate``; the German
and Italian texts live in ``resources/translations/madn_*.ts`` and are compiled to
``madn_qt/translations/madn_*.qm`` by ``tools/build_translations.py build`` (docs/translations.md).
English has a .qm file too: it holds the plural forms of the ``%n`` strings.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

log = logging.getLogger(__name__)

SUPPORTED: Final[tuple[str, ...]] = ("de", "it", "en")
FALLBACK: Final = "en"
QM_DIR: Final = Path(__file__).resolve().parent / "translations"

# The translators install_translator installed, so that a language switch can remove them again
# (QCoreApplication does not hand back its translators).
_installed: list[QTranslator] = []


def resolve_language(language: str, system: QLocale | None = None) -> str:
    """The supported language code for a setting ("system", "de", "it", "en"; else English).

    "system" takes the first of the system's preferred UI languages that the app supports.
    """
    if language != "system":
        return language if language in SUPPORTED else FALLBACK
    locale = system if system is not None else QLocale.system()
    for name in (*locale.uiLanguages(), locale.name()):
        code = name.replace("_", "-").split("-")[0].lower()
        if code in SUPPORTED:
            return code
    return FALLBACK


def remove_translators(app: QCoreApplication) -> None:
    """Uninstall every translator :func:`install_translator` installed."""
    while _installed:
        app.removeTranslator(_installed.pop())


def install_translator(app: QCoreApplication, language: str, qm_dir: Path = QM_DIR) -> str:
    """Show the app in ``language`` (a setting value); returns the language code now in use.

    Replaces translators installed earlier, loads ``madn_<code>.qm`` and, if Qt ships one, Qt's
    own ``qtbase_<code>.qm`` (standard buttons and dialogs). A missing .qm file leaves the
    English source text and is logged, never raised.
    """
    code = resolve_language(language)
    remove_translators(app)
    QLocale.setDefault(QLocale(code))
    ours = QTranslator(app)
    if ours.load(f"madn_{code}", str(qm_dir)):
        app.installTranslator(ours)
        _installed.append(ours)
    else:
        log.warning("no madn_%s.qm in %s: run tools/build_translations.py build", code, qm_dir)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qtbase = QTranslator(app)
    if code != FALLBACK and qtbase.load(f"qtbase_{code}", qt_dir):
        app.installTranslator(qtbase)
        _installed.append(qtbase)
    return code
