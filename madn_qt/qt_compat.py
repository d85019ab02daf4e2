"""Work around a reference-count bug of the PySide6 6.12 wheels on Python 3.11.

With PySide6 6.12.0 under CPython 3.11 every call of a Qt method that returns ``void``
(``QPainter.setBrush``, ``QWidget.update``, ``QLabel.setText``, ...) hands back ``None``
without taking a reference to it, so each call lowers ``None``'s reference count by one; a
signal's ``emit()`` does the same with the ``True`` it returns. ``None`` starts with a few
thousand references; after that many calls CPython aborts with "Fatal Python error:
none_dealloc: deallocating None" (or ``bool_dealloc``) — a Qt app dies within seconds.
(Python 3.12 made these singletons immortal, which is why the wheel's authors never see it.)

:func:`protect_none` gives ``None``, ``True`` and ``False`` 2**40 extra references each, which
no session of the game can use up. It does nothing on Python 3.12+ or other interpreters. Call
it before Qt is used; it is harmless to call more than once.
Tests: ``tests/madn_qt/test_app_qt_compat.py``.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 40
_protected = False


def needs_protection() -> bool:
    return sys.implementation.name == "cpython" and sys.version_info < (3, 12)


def protect_none() -> bool:
    """Make ``None``, ``True`` and ``False`` effectively immortal on CPython < 3.12.

    Returns ``True`` if they are protected (now or before), ``False`` where it is not needed.
    """
    global _protected
    if not needs_protection():
        return False
    if not _protected:
        # ob_refcnt is the first field of every object in a release build of CPython.
        for singleton in (None, True, False):
            ctypes.c_ssize_t.from_address(id(singleton)).value += _HEADROOM
        _protected = True
    return True
