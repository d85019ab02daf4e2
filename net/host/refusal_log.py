"""The host's log of what it refuses, bounded however fast a peer sends.

A peer that floods the host with messages that do not fit (a thousand moves a second for
another seat, say) must not fill the log: each kind of refusal is written once per peer in full,
and after that only counted; every :data:`WINDOW` seconds one line says how many more there
were. A kind is the peer, the refused message's type and the reason with its numbers and its
quoted or bracketed parts taken out ("seat 2 is to act, not seat 3" and "seat 1 is to act, not
seat 0" are one kind; so are two unknown moves 'x' and 'y', whatever a peer makes up). However
many kinds a peer finds, at most :data:`LINES_PER_WINDOW` of its refusals are written in full in
one window; the rest are counted as one.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections import Counter
from typing import Final

WINDOW: Final = 10.0  # seconds between two count lines
MAX_KINDS: Final = 4096  # kinds remembered; beyond them the memory starts afresh
LINES_PER_WINDOW: Final = 8  # refusals of one peer written in full per window
OTHER_KINDS: Final = "refusals of other kinds"

_NUMBERS = re.compile(r"\d+")
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|\([^()]*\)|\[[^\[\]]*\]")


def kind_of(reason: str) -> str:
    """The reason with every quoted or bracketed part replaced by ``…`` and every number by
    ``#`` (and cut): the kind of a refusal."""
    return _NUMBERS.sub("#", _QUOTED.sub("…", reason))[:120]


class RefusalLog:
    """Refusals written once per peer and kind, then counted (see the module's docstring).

    Call :meth:`refused` on the asyncio loop's thread; :meth:`close` writes what is still
    counted."""

    def __init__(self, logger: logging.Logger, window: float = WINDOW) -> None:
        self._log = logger
        self._window = window
        self._seen: set[tuple[str, str, str]] = set()
        self._counts: Counter[tuple[str, str, str]] = Counter()
        self._lines: Counter[str] = Counter()  # full lines per peer in this window
        self._timer: asyncio.TimerHandle | None = None

    def refused(self, who: str, what: str, reason: str, level: int = logging.WARNING) -> None:
        """``who`` (a peer's label or an address) sent a ``what`` that was refused for
        ``reason``."""
        key = (who, what, kind_of(reason))
        if key not in self._seen and self._lines[who] < LINES_PER_WINDOW:
            if len(self._seen) >= MAX_KINDS:
                self._seen.clear()
            self._seen.add(key)
            self._lines[who] += 1
            self._log.log(level, "refused a %s from %s: %s", what, who, reason)
        else:
            if key not in self._seen:
                key = (who, what, OTHER_KINDS)
            self._counts[key] += 1
        if self._timer is None:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:  # no loop (a test's direct call): count now
                self.flush()
                return
            self._timer = loop.call_later(self._window, self.flush)

    def flush(self) -> None:
        """One line per kind counted since the last one."""
        self._timer = None
        self._lines.clear()
        counts, self._counts = self._counts, Counter()
        for (who, what, kind), count in counts.items():
            self._log.warning(
                "refused %d more %s message%s from %s in the last %.0f s (%s)",
                count,
                what,
                "" if count == 1 else "s",
                who,
                self._window,
                kind,
            )

    def close(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self.flush()
