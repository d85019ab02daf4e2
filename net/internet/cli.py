"""``madn host --internet`` and ``madn join --code`` (docs/cli.md): the command line's part.

``madn host … --internet [--mailbox URL] [--relay tcp:HOST:PORT]`` prints, on stdout, one line
``invite SEAT CODE`` for each open remote seat (``invite watch CODE`` for a spectator) and a
fresh line whenever a seat is open again or a code was spent by a wrong guess. ``madn join
--code CODE [--mailbox URL] [--relay tcp:HOST:PORT]`` joins by the code alone: the code tells the
seat (or that it is a spectator's). A wrong or used code ends the joiner with exit status 3.
"""

from __future__ import annotations

import argparse
import asyncio
import sys

from net.host.table import HostTable
from net.internet.bridge import JoinBridge
from net.internet.code_book import CodeBook, way_back
from net.internet.codes import CodeError, normalize, unknown_words
from net.internet.doors import InternetDoors, InviteListener
from net.internet.options import servers
from net.internet.rendezvous import Offer, RendezvousError
from net.protocol.messages import SPECTATE


class PrintedInvites(InviteListener):
    """The host's codes on stdout (the contract), the rest on stderr."""

    def invite(self, seat: int, code: str) -> None:
        print(f"invite {'watch' if seat == SPECTATE else seat} {code}", flush=True)

    def invite_used(self, seat: int) -> None:
        _say("host", f"the code for {_seat(seat)} was used")

    def invite_wrong(self, seat: int) -> None:
        _say("host", f"somebody tried a wrong code for {_seat(seat)}: a new code follows")

    def trouble(self, text: str) -> None:
        if not text:  # (the trouble itself is in the log already)
            _say("host", "the rendezvous answers again")


def open_doors(table: HostTable, args: argparse.Namespace) -> InternetDoors:
    """The table's doors to the internet (on the running loop, after ``table.open()``)."""
    doors = InternetDoors(table, servers(args), PrintedInvites())
    doors.open()
    _say("host", f"invite codes through {args.mailbox} (relay {args.relay})")
    return doors


class CodeRefused(Exception):
    """The code leads nowhere: ``status`` is the exit status (3 refused, 4 unreachable)."""

    def __init__(self, status: int, text: str) -> None:
        super().__init__(text)
        self.status = status
        self.text = text


async def meet_by_code(args: argparse.Namespace) -> tuple[JoinBridge, Offer, int]:
    """The first meeting on ``args.code`` and the bridge's port. Raises :class:`CodeRefused`."""
    try:
        code = normalize(args.code)
    except CodeError as error:
        raise CodeRefused(3, str(error)) from None
    strange = unknown_words(code)
    if strange:
        # Not spent yet: the one guess is kept for the code as it was meant.
        raise CodeRefused(3, f"{', '.join(strange)}: no word of an invite code (a typing mistake?)")
    bridge = JoinBridge(servers(args), code, CodeBook(args.data_dir))
    back = way_back(code, args.data_dir)
    if back is not None:
        before, token = back
        _say("join", "this code brought us in before: coming back through the rendezvous")
        bridge.come_back(before, lambda: (before.table, token))
        return bridge, before, await bridge.open()
    try:
        offer = await asyncio.wait_for(bridge.first(), args.code_wait)
    except TimeoutError:
        raise CodeRefused(
            3,
            f"nobody answered code {code} within {args.code_wait:.0f} s: it was used already, "
            "or mistyped, or the table is closed",
        ) from None
    except RendezvousError as error:
        if error.kind == "wrong":
            raise CodeRefused(
                3, f"code {code} is wrong or was used already: ask for a new one"
            ) from None
        if error.kind == "mailbox" and "crowded" in error.text:  # a claim on it is left
            raise CodeRefused(
                3,
                f"code {code} is held by somebody else on the rendezvous: ask for a new one "
                "(the host makes one when nobody came through a code for 10 minutes)",
            ) from None
        raise CodeRefused(4, error.text) from None
    port = await bridge.open()
    return bridge, offer, port


def _seat(seat: int) -> str:
    return "watching" if seat == SPECTATE else f"seat {seat}"


def _say(who: str, text: str) -> None:
    print(f"{who}: {text}", file=sys.stderr, flush=True)
