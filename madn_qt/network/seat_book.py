"""The tables where this computer holds a seat in a game that is not over.

``net`` keeps a joiner's token per table (``lan/joined/<table>-<token>.json``,
:class:`net.store.IdentityStore`), with what it takes to come back: the table's name and address
as last joined, the name joined with and who plays the seat (the computer's level, or "" for
the person). A finished game's token is forgotten (net), and so is one the host no longer knows;
a game that stopped for good (the host closed the table, out of sync) is struck off here
(:meth:`SeatBook.drop`), and so is a late arrival's that ended before its take (net keeps none
until the take is numbered: it holds no seat before; :meth:`SeatBook.forget`). So every token
kept is a seat in a game that is not over: a restarted app offers the most recent first
(madn_qt.network.way_back), and the lobby marks the tables it finds with "your seat". A table
joined by an invite code is joined again by the same code (the code book knows it:
:class:`net.internet.code_book.CodeBook`), which spends no guess.

A kept file that is no identity is set aside (renamed ``.damaged``) with a message; a file a
running joiner holds (``madn join`` on the same data folder) is not this app's to offer.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from net.store import Identity

log = logging.getLogger("madn_qt.network.glue")

translate = QCoreApplication.translate


@dataclass(frozen=True)
class KeptSeat:
    """Where this computer holds a seat (see the module's docstring)."""

    table: str  # the table id (the host's hello)
    name: str  # the table's name
    host: str  # its address as last joined
    port: int
    code: str  # the invite code it was joined by ("" on a LAN)
    player: str  # the name joined with
    level: str  # the computer's level that plays the seat ("": the person)
    when: float  # when its token was last written (seconds since the epoch)


class SeatBook:
    """The seats kept in the data folder ``data`` (None: net.store.data_home); ``say`` shows
    that a damaged file was set aside."""

    def __init__(self, data: Path | None, say: Callable[[str], None]) -> None:
        from net.store import IdentityStore, lan_folder

        self._data = data
        self.store = IdentityStore(lan_folder(data) / "joined")
        self._say = say

    def seats(self) -> list[KeptSeat]:
        """The seats this computer holds, the most recent first."""
        from net.internet.code_book import CodeBook

        identities, damaged = self.store.kept()
        for path in damaged:
            self._set_aside(path)
        book = CodeBook(self._data)
        seats = [
            KeptSeat(
                table=identity.table,
                name=identity.name,
                host=identity.host,
                port=identity.port,
                code=book.code_of(identity.table) or "",
                player=identity.player,
                level=identity.level,
                when=_mtime(identity.path),
            )
            for identity in identities
            if identity.token
        ]
        return sorted((s for s in seats if s.code or (s.host and s.port)), key=lambda s: -s.when)

    def drop(self, table: str) -> None:
        """The game at ``table`` stopped for good: its token goes."""
        identity = self.store.claim(table)
        while identity is not None:
            self.store.forget(identity)
            identity = self.store.claim(table)

    def forget(self, identity: Identity) -> None:
        """A late arrival that never took its seat: its token (if one was kept) goes."""
        self.store.forget(identity)

    def _set_aside(self, path: Path) -> None:
        log.warning("the kept network seat %s is damaged", path)
        try:
            path.replace(path.with_name(path.name + ".damaged"))
        except OSError as error:
            log.warning("cannot set %s aside: %s", path, error)
            with contextlib.suppress(OSError):
                path.unlink()
        self._say(
            translate(
                "Lan",
                "Your kept seat in {file} is damaged and cannot be joined again; it was set aside.",
            ).format(file=path.name)
        )


def _mtime(path: Path | None) -> float:
    if path is None:
        return 0.0
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
