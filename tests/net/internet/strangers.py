"""Hostile peers of the rendezvous for the tests, written from docs/internet.md alone: a peer that
knows a code and stops after the PAKE, and a stranger who reads the mailbox's list of
nameplates and spoils what it finds. They speak to the test's own local mailbox only."""

from __future__ import annotations

import json
from typing import Any

from net.internet import reactor
from net.internet.rendezvous import APPID


async def stall_after_pake(mailbox: str, code: str, answer: bool) -> Any:
    """Meet the host on ``code`` up to its offer and stop there: with ``answer`` False nothing
    more is sent; with ``answer`` True an answer with no way to reach us (no transit hints) is
    sent and transit never starts. Returns the wormhole (still open: close it with :func:`close`)
    once the offer was read."""

    def begin() -> Any:
        import wormhole
        from twisted.internet import reactor as twisted
        from twisted.internet.defer import Deferred

        async def run() -> Any:
            w = wormhole.create(APPID, mailbox, twisted)
            w.set_code(code)
            await w.get_verifier()
            offer = json.loads(await w.get_message())
            assert offer["madn"] == 1, offer
            if answer:
                hints = {"abilities-v1": [], "hints-v1": []}
                w.send_message(json.dumps({"madn": 1, "transit": hints}).encode())
            return w

        return Deferred.fromCoroutine(run())

    return await reactor.call(begin)


async def close(w: Any) -> None:
    """Close a wormhole of :func:`stall_after_pake` (the other side may be gone: no matter)."""

    def begin() -> Any:
        d = w.close()
        d.addErrback(lambda _failure: None)
        return d

    await reactor.call(begin)
