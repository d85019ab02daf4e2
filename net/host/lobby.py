"""The host's lobby, the start and the end of the game (a layer of
:class:`net.host.table.HostTable`).

Until the game starts the host fills the remote seats, tells every joiner and the front end who
sits where (``lobby``), keeps the announcement's TXT up to date (the free seats), and numbers
input 0, the start, once every remote seat is taken and every seated joiner has committed to its
first hash chain. The announcement is withdrawn then; the end closes every connection.
"""

from __future__ import annotations

import logging

from core.setup import Seat, SeatKind, Setup
from net.discovery.announcement import Announcement, table_txt
from net.host.state import TableState
from net.lockstep.session import HOST, Session
from net.protocol.messages import Lobby, PeerEntry, StartInput
from net.store import KeepFile, KeptGame, KeptMember, lan_folder

log = logging.getLogger("madn.net.host")


class HostLobby(TableState):
    """The lobby, the start and the end (see the module's docstring)."""

    def _lobby_setup(self) -> Setup:
        """The setup with the joiners' names on their seats."""
        seats = list(self.setup.seats)
        for seat, owner in enumerate(self.owners):
            member = self.members.get(owner)
            if member is not None and owner != HOST:
                seats[seat] = Seat(SeatKind.REMOTE, member.name[:32])
        named = tuple(
            Seat(s.kind, (s.name or self.setup.name(i))[:32], s.level) if s.occupied else s
            for i, s in enumerate(seats)
        )
        return self.setup.with_seats(named)

    def _free_seats(self) -> int:
        return sum(
            1
            for s, seat in enumerate(self.setup.seats)
            if seat.kind is SeatKind.REMOTE and self.owners[s] < 0
        )

    def _late_seats(self) -> list[int]:
        """The seats a late arrival may take now: late join on, the game running, the computer
        playing the seat, and no other late arrival asking for it."""
        session = self.session
        if session is None or not self.settings.late_join or self._finished or self._stopped:
            return []
        asked = {s for m in self.members.values() if m.late for s in m.seats}
        return [
            s for s in session.start.setup.occupied if s not in asked and session.computers_seat(s)
        ]

    def _txt(self) -> dict[str, str]:
        running = self.session is not None
        late = self._late_seats()
        free = len(late) if running else self._free_seats()
        return table_txt(self.setup, free, bool(self.settings.pin), self.table_id, running, late)

    def _refresh_announcement(self) -> None:
        """Announce the table while it can be joined (the lobby; a running game with seats to
        take; a resumed table, whose joiners look for it), with the TXT of now; withdraw it
        otherwise."""
        if not self.settings.announce or self._closing or self._server is None:
            return
        running = self.session is not None
        wanted = (
            not self._finished
            and not self._stopped
            and (not running or self._resumed or bool(self._late_seats()))
        )
        if self._announcement is None:
            if not wanted:
                return
            settings = self.settings
            self._announcement = Announcement(settings.name, self.port, settings.interfaces)
        self._announcement.want(self._txt() if wanted else None)

    def _lobby(self) -> None:
        setup = self._lobby_setup()
        lobby = Lobby(setup, tuple(self.owners))
        for member in self.members.values():
            if member.conn is not None:
                member.conn.send(lobby)
        self.listener.lobby(setup, tuple(self.owners))
        if self.session is None:
            self._refresh_announcement()
        self._maybe_start()

    def _maybe_start(self) -> None:
        if self.session is not None or self._done is None or self._closing:
            return
        if self._free_seats() or any(not m.anchor for m in self._players()):
            return
        setup = self._lobby_setup()
        chain = self.chains[-1]
        host_seats = tuple(s for s, owner in enumerate(self.owners) if owner == HOST)
        host_name = (self.settings.host_name or self.settings.name)[:32]
        peers = [PeerEntry(HOST, host_name, host_seats, chain.anchor, chain.length)]
        peers += [
            PeerEntry(m.peer, m.name[:32], m.seats, m.anchor, m.length) for m in self._players()
        ]
        peers.sort(key=lambda e: e.peer)
        start = StartInput(
            self.table_id, setup, tuple(peers), self.settings.takeover, self.settings.level
        )
        session = Session(start, HOST, self._own_decider)
        self.session = session
        if self.settings.keep:
            path = lan_folder(self.settings.data) / "tables" / f"{self.table_id}.keep"
            self._keep = KeepFile(path)
            self._keep.header(
                KeptGame(
                    self.table_id,
                    self.settings.name,
                    self.port,
                    {
                        "timeout": self.settings.timeout,
                        "takeover": self.settings.takeover,
                        "pin": self.settings.pin,
                    },
                    self.setup,
                    [KeptMember(m.peer, m.name, m.token, m.seats) for m in self._players()],
                    [(c.secret, c.length) for c in self.chains],
                    [],
                )
            )
        log.info(
            "the game starts: %s",
            ", ".join(f"seat {s} {setup.name(s)} ({setup.seats[s].label})" for s in setup.occupied),
        )
        self._publish(0, start, session.log[0].h, [])
        self.listener.started(setup, host_seats)
        # Every seat is taken: withdrawn, unless late arrivals may take a computer's seat.
        self._refresh_announcement()

    def _finish(self) -> None:
        session = self.session
        assert session is not None
        self._finished = True
        self._refresh_announcement()  # withdrawn: nothing to join any more
        final = session.final_line()
        log.info("the game is over after %d inputs: %s", session.next_seq, final)
        for member in self.members.values():
            if member.conn is not None:
                member.conn.close("the game is over")
        if self._keep is not None:
            self._keep.close(remove=True)
            self._keep = None
        self.listener.finished(final)
        if self._done is not None and not self._done.done():
            self._done.set_result(session)
