"""The host's lobby, the start and the end of the game (a part of
:class:`net.host.table.HostTable`).

Until the game starts the host fills the remote seats, tells every joiner and the front end who
sits where (``lobby``), keeps the announcement's TXT up to date (the free seats), and numbers
input 0, the start, once every remote seat is taken and every seated joiner has committed to its
first hash chain. The announcement is withdrawn then; the end closes every connection, and a stop
(a desync, the host's own fault) tells everyone why the game ends without a result.
"""

from __future__ import annotations

import asyncio
import logging

from core.setup import Seat, SeatKind, Setup
from net.discovery.announcement import Announcement, table_txt
from net.host.numbering import Numbering
from net.host.state import TableState
from net.lockstep.session import HOST, GameStopped, Session
from net.protocol.frames import encode_frame
from net.protocol.messages import MAX_PEERS, PeerEntry, PeerState, StartInput, Stop
from net.protocol.messages import Lobby as LobbyMessage
from net.store import KeepFile, KeptGame, KeptMember, lan_folder

log = logging.getLogger("madn.net.host")


class Lobby:
    """The lobby, the announcement, the start and the end (see the module's docstring)."""

    def __init__(self, state: TableState, numbering: Numbering) -> None:
        self.state = state
        self.numbering = numbering
        self.announcement: Announcement | None = None

    def named_setup(self) -> Setup:
        """The setup with the joiners' names on their seats."""
        state = self.state
        seats = list(state.setup.seats)
        for seat, owner in enumerate(state.owners):
            member = state.members.get(owner)
            if member is not None and owner != HOST:
                seats[seat] = Seat(SeatKind.REMOTE, member.name[:32])
        named = tuple(
            Seat(s.kind, (s.name or state.setup.name(i))[:32], s.level) if s.occupied else s
            for i, s in enumerate(seats)
        )
        return state.setup.with_seats(named)

    def free_seats(self) -> int:
        """The remote seats nobody has taken yet."""
        state = self.state
        return sum(
            1
            for s, seat in enumerate(state.setup.seats)
            if seat.kind is SeatKind.REMOTE and state.owners[s] < 0
        )

    def late_seats(self) -> list[int]:
        """The seats a late arrival may take now: late join on, the game running, the computer
        playing the seat, and no other late arrival holding it (a hold without a commitment
        gives way after ``COMMIT_WITHIN`` seconds: :meth:`net.host.state.Member.gives_way`)."""
        state = self.state
        session = state.session
        if session is None or not state.settings.late_join or state.finished or state.stopped:
            return []
        late = [m for m in state.members.values() if m.late]
        now = asyncio.get_running_loop().time() if late else 0.0
        asked = {s for m in late if not m.gives_way(now) for s in m.seats}
        return [
            s for s in session.start.setup.occupied if s not in asked and session.computers_seat(s)
        ]

    def _txt(self) -> dict[str, str]:
        state = self.state
        running = state.session is not None
        late = self.late_seats()
        free = len(late) if running else self.free_seats()
        return table_txt(state.setup, free, bool(state.settings.pin), state.table_id, running, late)

    def refresh_announcement(self) -> None:
        """Announce the table while it can be joined (the lobby; a running game with seats to
        take; a resumed table, whose joiners look for it), with the TXT of now; withdraw it
        otherwise. Nothing before the table listens (its port is 0 until then)."""
        state = self.state
        if not state.settings.announce or state.closing or not state.port:
            return
        running = state.session is not None
        wanted = (
            not state.finished
            and not state.stopped
            and (not running or state.resumed or bool(self.late_seats()))
        )
        if self.announcement is None:
            if not wanted:
                return
            settings = state.settings
            self.announcement = Announcement(settings.name, state.port, settings.interfaces)
        self.announcement.want(self._txt() if wanted else None)

    async def close_announcement(self) -> None:
        if self.announcement is not None:
            await self.announcement.close()

    def seats_changed(self) -> None:
        """Tell everyone who sits where now; the game starts once it can."""
        state = self.state
        setup = self.named_setup()
        lobby = LobbyMessage(setup, tuple(state.owners))
        for member in state.members.values():
            if member.conn is not None:
                member.conn.send(lobby)
        state.listener.lobby(setup, tuple(state.owners))
        if state.session is None:
            self.refresh_announcement()
        self.maybe_start()

    def maybe_start(self) -> None:
        """Number the start once every remote seat is taken and every seated joiner has
        committed to its first chain (and the table is open)."""
        state = self.state
        if state.session is not None or state.done is None or state.closing:
            return
        if self.free_seats() or any(not m.anchor for m in state.seated()):
            return
        settings = state.settings
        setup = self.named_setup()
        chain = state.chains[-1]
        host_seats = tuple(s for s, owner in enumerate(state.owners) if owner == HOST)
        host_name = (settings.host_name or settings.name)[:32]
        peers = [PeerEntry(HOST, host_name, host_seats, chain.anchor, chain.length)]
        peers += [
            PeerEntry(m.peer, m.name[:32], m.seats, m.anchor, m.length) for m in state.seated()
        ]
        peers.sort(key=lambda e: e.peer)
        start = StartInput(state.table_id, setup, tuple(peers), settings.takeover, settings.level)
        session = Session(start, HOST, state.own_decider)
        state.session = session
        if settings.keep:
            path = lan_folder(settings.data) / "tables" / f"{state.table_id}.keep"
            state.keep = KeepFile(path)
            state.keep.header(
                KeptGame(
                    state.table_id,
                    settings.name,
                    state.port,
                    {
                        "timeout": settings.timeout,
                        "takeover": settings.takeover,
                        "pin": settings.pin,
                    },
                    state.setup,
                    [KeptMember(m.peer, m.name, m.token, m.seats) for m in state.seated()],
                    [(c.secret, c.length) for c in state.chains],
                    [],
                )
            )
        log.info(
            "the game starts: %s",
            ", ".join(f"seat {s} {setup.name(s)} ({setup.seats[s].label})" for s in setup.occupied),
        )
        self.numbering.publish(0, start, session.log[0].h, [])
        state.listener.started(setup, host_seats)
        # Every seat is taken: withdrawn, unless late arrivals may take a computer's seat.
        self.refresh_announcement()

    def finish(self) -> None:
        """The game is over: everyone's connection closes, the kept game goes, the result."""
        state = self.state
        session = state.session
        assert session is not None
        state.finished = True
        self.refresh_announcement()  # withdrawn: nothing to join any more
        final = session.final_line()
        log.info("the game is over after %d inputs: %s", session.next_seq, final)
        for member in state.members.values():
            if member.conn is not None:
                member.conn.close("the game is over")
        if state.keep is not None:
            state.keep.close(remove=True)
            state.keep = None
        state.listener.finished(final)
        if state.done is not None and not state.done.done():
            state.done.set_result(session)

    def stop(self, reason: str, text: str, seq: int, states: list[tuple[int, int, str]]) -> None:
        """The game stops without a result: ``stop`` to everyone (with the peers' states,
        ``(peer, hash, notation)``, of a desync), every connection closed."""
        state = self.state
        stop = Stop(
            reason,
            text[:300],
            seq,
            tuple(PeerState(p, h, n[:2048]) for p, h, n in states[:MAX_PEERS]),
        )
        frame = encode_frame(stop.to_wire())
        for member in state.members.values():
            if member.conn is not None:
                member.conn.send_frame(frame)
                member.conn.close(text)
        state.stopped = True
        self.refresh_announcement()  # withdrawn: nothing to join any more
        state.listener.stopped(reason, text)
        if state.done is not None and not state.done.done():
            state.done.set_exception(GameStopped(reason, text))
