"""What an invite code lets its holder do at the table (docs/internet.md).

A connection that came through an invite code (:mod:`net.internet`) is bound to what the code
was for, checked at its ``hello`` (:mod:`net.host.admission`): a **seat code** takes that seat
and no other (a ``hello`` asking for the first open seat gets that one); a **spectator code**
watches; a **return code** brings back the one player whose token made it. A player's token
works through any code: it identifies the player better than the code does.
"""

from __future__ import annotations

from dataclasses import dataclass

from net.protocol.messages import SPECTATE, Hello

ANY_SEAT = -1


@dataclass(frozen=True)
class Invite:
    """What a connection's code was for: ``seat`` (a seat, or ``SPECTATE``) or, for a return
    code, the ``token`` of the player it brings back."""

    seat: int | None = None
    token: bytes = b""
    code: str = ""  # the code it came by (spent: it may be logged), if known

    @property
    def label(self) -> str:
        """The connection's name in the host's log and its "address" in the room's rules (it
        has none of its own): each code is a friend of its own."""
        if self.code:
            return f"code {self.code}"
        if self.token:
            return "a return code"
        if self.seat == SPECTATE:
            return "a spectator's code"
        return f"the code for seat {self.seat}"

    def problem(self, hello: Hello, known_token: bool) -> str | None:
        """Why ``hello`` may not come through this code (None when it may)."""
        if known_token:
            return None
        if self.token:
            return "this return code is for another player"
        if self.seat == SPECTATE:
            return None if hello.seat == SPECTATE else "this code is for watching the game"
        if hello.seat in (ANY_SEAT, self.seat):
            return None
        return f"this code is for seat {self.seat}, not seat {hello.seat}"

    def seat_asked(self, hello: Hello) -> int:
        """The seat the ``hello`` asks for through this code (its seat code's seat)."""
        if self.seat is not None and self.seat != SPECTATE and hello.seat == ANY_SEAT:
            return self.seat
        return hello.seat
