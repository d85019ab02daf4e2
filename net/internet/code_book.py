"""The codes this computer joined by, and where they led (``<data>/lan/codes.json``).

An invite code is spent once it brought its friend in. A joiner whose program was killed and
started again with the same code (``madn join --code`` after a crash, as after a crash on a LAN
it rejoins with its kept token) finds here the table the code led to, the seat, and the
generation of its return code, and comes back through the rendezvous on its return code instead
of spending a guess on the used code. The book keeps the last :data:`KEPT` codes; a damaged book
is read as empty (and rewritten).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from pathlib import Path

from net.internet.rendezvous import Offer
from net.store import IdentityStore, data_home, lan_folder, release

log = logging.getLogger("madn.net.internet")

KEPT = 20


class CodeBook:
    def __init__(self, data: Path | None = None) -> None:
        self.path = (data or data_home()) / "lan" / "codes.json"

    def _read(self) -> dict[str, dict[str, object]]:
        with contextlib.suppress(OSError, ValueError):
            book = json.loads(self.path.read_text(encoding="utf-8"))
            if isinstance(book, dict):
                return {k: v for k, v in book.items() if isinstance(v, dict)}
        return {}

    def led_to(self, code: str) -> Offer | None:
        """Where ``code`` led this computer before (None: never, or the book is damaged)."""
        entry = self._read().get(code)
        if entry is None:
            return None
        table, seat, generation = entry.get("table"), entry.get("seat"), entry.get("generation")
        if not isinstance(table, str) or not isinstance(generation, int):
            return None
        if seat is not None and not isinstance(seat, int):
            return None
        return Offer(table, seat, generation)

    def code_of(self, table: str) -> str | None:
        """The code this computer last joined ``table`` by (None: it came in otherwise)."""
        codes = [code for code, entry in self._read().items() if entry.get("table") == table]
        return codes[-1] if codes else None

    def remember(self, code: str, offer: Offer) -> None:
        book = self._read()
        book.pop(code, None)
        book[code] = {"table": offer.table, "seat": offer.seat, "generation": offer.generation}
        kept = dict(list(book.items())[-KEPT:])
        partial = self.path.with_name(self.path.name + ".part")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            partial.write_text(json.dumps(kept), encoding="utf-8")
            os.replace(partial, self.path)
        except OSError as error:
            log.warning("cannot keep where code %s led (%s)", code, error)


def way_back(code: str, data: Path | None = None) -> tuple[Offer, bytes] | None:
    """Where ``code`` led this computer before and the token kept for that table (a joiner
    that was killed there): the offer to come back by, without spending a guess on the code.
    None when the code is new here or no token is kept (a spectator keeps none)."""
    before = CodeBook(data).led_to(code)
    if before is None:
        return None
    identity = IdentityStore(lan_folder(data) / "joined").claim(before.table)
    if identity is None:
        return None
    release(identity)  # (the client claims it again once the host is reached)
    return (before, identity.token) if identity.token else None
