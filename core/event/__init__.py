"""Event mode (GAME.md 4): the wheel and its events (:mod:`~core.event.wheel`), event mode's
state in a position (:mod:`~core.event.state`), the construction paths
(:mod:`~core.event.construction`), how the events play out (:mod:`~core.event.play`) and their
notation (:mod:`~core.event.notation`). The railway runs in both modes: :mod:`core.railway`.
"""

from __future__ import annotations

import core

if core.NATIVE:  # the compiled event modules come first (core/__init__.py)
    __path__.insert(0, str(core.NATIVE_DIR / "event"))
