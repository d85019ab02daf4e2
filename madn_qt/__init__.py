"""The desktop app: main window, 3D board, dialogs, sound, settings, translations.

Importing any part of the app first guards against the PySide6 6.12 reference-count bug on
CPython 3.11 (see :mod:`madn_qt.qt_compat`), so tests and tools that use a single widget are as
safe as the app itself.
"""

from madn_qt.qt_compat import protect_none

protect_none()
