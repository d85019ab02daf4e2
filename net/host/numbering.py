"""The host's numbering of inputs (a part of :class:`net.host.table.HostTable`).

Each input the host numbers is applied to its session, relayed to every connected joiner as one
``input`` frame with its state hash, kept on disk, told to the front end, and followed by the
host's duties (``after_input``: :class:`net.host.duties.Duties` runs them on the next turn of the
loop). An input that gives the seat to act to another controller (a take, a drop, a return) has
that seat's decision asked for again (``hands_changed``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO

from core.table import Step
from net.host.state import TableState
from net.lockstep.roster import seat_holders
from net.lockstep.session import InputRefused
from net.protocol.frames import encode_frame
from net.protocol.messages import DropInput, Input, InputFrame, LogEntry, ReturnInput, TakeInput


class Numbering:
    """Numbers, applies, relays and keeps inputs (see the module's docstring)."""

    def __init__(
        self,
        state: TableState,
        hands_changed: Callable[[], None],
        after_input: Callable[[], None],
    ) -> None:
        self.state = state
        self._hands_changed = hands_changed
        self._after_input = after_input
        self._traced_open: tuple[int, int] | None = None  # benchmark: node index, ns it opened

    def sequence(self, item: Input) -> str | None:
        """Number, apply and relay ``item``; the reason when it does not fit (nothing sent)."""
        state = self.state
        session = state.session
        if session is None or state.finished or state.stopped:
            return "the game is not running"
        seq = session.next_seq
        try:
            digest, steps = session.apply(item)
        except InputRefused as error:
            return str(error)
        self.publish(seq, item, digest, steps)
        return None

    def publish(self, seq: int, item: Input, digest: int, steps: list[Step]) -> None:
        """Relay input ``seq``, applied already, to everyone; keep it; the duties follow."""
        state = self.state
        trace = state.settings.trace
        if trace is not None:
            self._trace(trace, seq, steps, time.monotonic_ns())
        state.send_frame(encode_frame(InputFrame(seq, item, digest).to_wire()))
        if state.keep is not None:
            state.keep.entry(LogEntry(item, digest))
        if self._changes_hands(item):
            self._hands_changed()
        if isinstance(item, TakeInput | DropInput | ReturnInput) and state.session is not None:
            state.listener.seats_changed(seat_holders(state.session))
        if steps:
            state.listener.steps(steps)
        self._after_input()

    def _changes_hands(self, item: Input) -> bool:
        """Whether ``item`` gave the seat to act to another controller (its decision has to be
        asked for again, even at the same command number)."""
        session = self.state.session
        seat = session.to_act() if session is not None else None
        if seat is None or session is None:
            return False
        if isinstance(item, TakeInput):
            return item.seat == seat
        if isinstance(item, (DropInput, ReturnInput)):
            return seat in session.seats_of(item.peer)
        return False

    def _trace(self, trace: TextIO, seq: int, steps: list[Step], now: int) -> None:
        """Benchmark (tools/bench_lan.py): a line ``seq answered opened`` (monotonic ns) for an
        input that answers a chance node: when the host applied it, and when the host applied
        the input that opened the node (before either was sent)."""
        opened = self._traced_open
        if any(_is_chance_step(s) for s in steps):
            trace.write(f"{seq} {now} {opened[1] if opened is not None else now}\n")
        session = self.state.session
        node = session.open if session is not None else None
        if node is None:
            self._traced_open = None
        elif opened is None or opened[0] != node.index:
            self._traced_open = (node.index, now)


def _is_chance_step(step: Step) -> bool:
    from core.chance import Draw, Roll

    return isinstance(step.command, Roll | Draw)
