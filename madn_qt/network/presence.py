"""Who is at the network table and what its game waits for, as the window says it while the game
runs (a part of :class:`madn_qt.network.glue.NetworkPlay`).

:class:`TablePresence` keeps what the network last told of the people at the table — who plays
each seat (the roster, :mod:`net.lockstep.roster`), the seats played here, each player connected,
missing or dropped (the host's ``status``), a late arrival's wait for its seat — and says it:

* the status bar's line (:class:`~madn_qt.network.status.LanStatus`): this side's part ("Network
  game: you play Dora.", "waiting for Anna to let you take over green…"), then who is missing
  with the seconds before the takeover, counted down here each second;
* the panel's note while nobody here has anything to do (``controller.set_note``): the host out
  of reach and how long the game waits for it, or the missing player and the countdown;
* the move log's lines of takes, drops, returns and connections (:class:`TableNews`).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QLabel

from madn_qt.network.host_wait import waiting_text
from madn_qt.network.status import LanStatus
from madn_qt.network.table_news import TableNews
from madn_qt.network.take_wait import TakeWait
from madn_qt.play.controller import Stage

if TYPE_CHECKING:
    from madn_qt.network.glue import NetworkPlay
    from net.lockstep.roster import SeatHolder

log = logging.getLogger("madn_qt.network.glue")

translate = QCoreApplication.translate


class TablePresence(QObject):
    """The people at the table as the window shows them (see the module's docstring)."""

    def __init__(self, play: NetworkPlay) -> None:
        super().__init__(play)
        self._play = play
        self.controller = play.controller
        window = play.window
        self.line = LanStatus(window.as_widget())  # the status bar's line and the stop message
        self.holders: tuple[SeatHolder, ...] = ()  # who plays each seat (net.lockstep.roster)
        self.mine: tuple[int, ...] = ()  # the seats played at this computer (none: watching)
        self.take = TakeWait()  # a late arrival's wait for its seat
        # The last status (peers, takeover, when it came): a missing player's countdown.
        self.peers: list[Any] = []
        self.takeover = "ai"
        self.peers_since = 0.0
        self.countdown = QTimer(self)
        self.countdown.setInterval(1000)
        self.countdown.timeout.connect(self.show_peers)
        # takes, drops, returns, connections lost and back: lines of the move log
        self.news = TableNews(
            lambda text_of: window.log.say(text_of), play.news_live, lambda: self.mine
        )
        self.controller.position_changed.connect(lambda _position: self.show_note())
        self.controller.stage_changed.connect(lambda _stage: self.show_note())

    @property
    def label(self) -> QLabel:
        return self.line.label

    def clear(self) -> None:
        """The table is left: nothing of it is said any more."""
        self.line.clear()
        self.holders = ()
        self.mine = ()
        self.take.end()
        self.news.clear()
        self.peers = []
        self.countdown.stop()

    # --- this side's part --------------------------------------------------------------------
    def started(self, seats: Sequence[int], people: Sequence[int]) -> None:
        """The game runs (or was replayed after a rejoin): this side plays ``people`` by hand,
        else ``seats`` by its computer (none: watching)."""
        self.mine = tuple(people or seats)
        self.line.role = self.role()
        self.line.show("")

    def seats(self, holders: tuple[SeatHolder, ...]) -> None:
        """Who plays each seat now (a take, a drop, a return): the log, the board and the line."""
        self.holders = holders
        self.news.seats(holders)
        self._play.lan_game.set_holders(holders)
        if self.controller.following:  # (the names as shown now: a late arrival's own)
            self.line.role = self.role()
            self.line.show()
            self.show_note()

    def role(self) -> str:
        """The status bar's first part: what is played at this computer, by whom, under which
        names (as the board shows them now), or the wait for a seat to take."""
        if self.take.waiting:
            return self.take.text(self.holders)
        play = self._play
        shown = self.controller.setup
        names = ", ".join(shown.name(s) if shown else str(s) for s in self.mine)
        link = play.link
        if not self.mine:
            text = translate("Lan", "Network game: you are watching.")
        elif (link is not None and link.role == "host") or play.person_plays:
            text = translate("Lan", "Network game: you play {seats}.").format(seats=names)
        else:
            text = translate("Lan", "Network game: the computer plays {seats} for you.")
            text = text.format(seats=names)
        pin = link.table.settings.pin if link is not None and link.table else ""
        if pin:  # the host's own reminder (a resumed table asks for its kept PIN)
            text += " " + translate("Lan", "Table PIN: {pin}.").format(pin=pin)
        return text

    def own_computer(self, seats: Sequence[int], people: Sequence[int]) -> dict[int, str]:
        """The seats this side's AI plays for a joiner (seat → level)."""
        link = self._play.link
        if link is None or link.role == "host" or people:
            return {}
        return {seat: self._play.own_level for seat in seats}

    def take_wait(self, seat: int) -> None:
        """This joiner, a late arrival, waits for the host to let it take ``seat``."""
        self.take.begin(seat)
        self.line.role = self.role()
        self.line.show()
        self.show_note()
        self.take.announce(self.label, self.line.role)

    def took_seat(self, seat: int, _seq: int) -> None:
        """This joiner, a late arrival, plays ``seat`` now (its person, or its AI); the role
        line names it as the roster does (its own name, once the take's roster comes)."""
        people = [seat] if self._play.person_plays else []
        self.take.end()
        self.mine = (seat,)
        self._play.lan_game.set_local_seats(people, seat, self.own_computer([seat], people))
        self.line.role = self.role()
        self.line.show()
        self.show_note()

    # --- the others: connected, missing, dropped -----------------------------------------------
    def status(self, peers: Sequence[Any], _waiting: str, takeover: str) -> None:
        self.peers, self.takeover = list(peers), takeover
        self.news.status(peers)
        self.peers_since = time.monotonic()
        self.show_peers()

    def show_peers(self) -> None:
        """The last status, its countdowns as of now (each second while one runs)."""
        from madn_qt.network.texts import peers_text

        elapsed = time.monotonic() - self.peers_since
        text = peers_text(self.peers, self.takeover, elapsed)
        counting = any(
            p.left is not None and not p.connected and not p.dropped and p.left > elapsed
            for p in self.peers
        )
        if counting and not self.countdown.isActive():
            self.countdown.start()
        elif not counting:
            self.countdown.stop()
        self.line.show(text or translate("Lan", "Everybody is connected."))
        self.show_note()

    def show_note(self) -> None:
        """The panel says what the game waits for when nobody here has anything to do: the
        host out of reach, or a missing player (every die waits for every player's reveal, and
        their turns for them), with the countdown the status bar shows too. While the person
        here may roll or choose, the panel says that instead."""
        from madn_qt.network.texts import missing_text, reconnecting_text

        c = self.controller
        if not c.following:
            return
        if self.line.reconnecting:
            c.set_note(self.line.away or reconnecting_text())
            return
        note = ""
        if c.stage not in (Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, Stage.OVER):
            elapsed = time.monotonic() - self.peers_since
            absent = [p for p in self.peers if p.seats and not p.connected and not p.dropped]
            if absent:
                note = missing_text(absent[0], self.takeover, elapsed)
        c.set_note(note or self.take.text(self.holders))

    def connection(self, connected: bool, text: str) -> None:
        """A joiner lost the host (it waits for the table, ``join_reconnect`` seconds) or has
        it again."""
        log.info("LAN: %s", text)
        self.line.reconnecting = not connected
        self.line.away = "" if connected else waiting_text(text, self._play.join_reconnect)
        self._play.lan_game.set_host_away(not connected)
        self.line.show()
        self.show_note()

    def finished(self) -> None:
        self.countdown.stop()
        self.line.show(translate("Lan", "The game is over."))
