"""The glue between LAN play and the main window: Game ▸ Network game…, one LAN game at a time.

:func:`install` gives the window a :class:`NetworkPlay`, which adds the menu action, starts the
network thread when it is first needed, opens the lobby, hosts or joins through a
:class:`~madn_qt.network.link.LanLink` and shows the game with the window's controller, whose
network part is a :class:`~madn_qt.network.lan_game.LanGame`. Every network event arrives as a
queued signal; the window never waits for the network, except for the bounded close of a table
when the player leaves it or the window closes. A stop (out of sync, the host gone) is shown in a
message and leaves the board as it was; the app goes on.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, SignalInstance
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox

from core.actions import Command
from core.setup import SeatKind, Setup
from madn_qt.files.protocol import GameWindow
from madn_qt.log.under_way import Arrival
from madn_qt.network.door import LateQuestion
from madn_qt.network.host_wait import HOST_WAIT
from madn_qt.network.internet import InternetPlay
from madn_qt.network.kept import KeptTable, SeatsShown, seats_now
from madn_qt.network.lan_game import LanGame
from madn_qt.network.presence import TablePresence
from madn_qt.network.seats_shown import shown_setup
from madn_qt.network.table_news import arrival, begin_under_way
from madn_qt.network.way_back import WayBack

if TYPE_CHECKING:
    from madn_qt.network.link import LanLink
    from madn_qt.network.lobby import LobbyDialog
    from madn_qt.network.watcher import TableWatcher
    from net.host.table import HostSettings
    from net.thread import NetworkThread

log = logging.getLogger(__name__)

THREAD_NAME = "madn-app-network"
HOST_PACE = 0.6  # seconds the host's computer seats wait before each decision (watchable)


translate = QCoreApplication.translate


def install(window: GameWindow) -> NetworkPlay:
    """Give ``window`` LAN play (a network part for its controller)."""
    return NetworkPlay(window)


class NetworkPlay(QObject):
    """LAN play for one main window (see the module's docstring)."""

    def __init__(self, window: GameWindow) -> None:
        super().__init__(window.as_widget())
        self.window = window
        controller = window.controller
        self.controller = controller
        self.lan_game = LanGame(controller)  # the controller's network part
        # Settings (tests pin the loopback and a data folder; the app takes the defaults).
        self.interfaces: list[str] | None = None  # zeroconf interfaces (None: all)
        self.bind = "0.0.0.0"
        self.data: Path | None = None  # the LAN data folder (None: net.store.data_home())
        self.host_pace = HOST_PACE
        self.host_timeout = 30.0  # seconds a missing joiner is waited for before the AI plays
        self.join_reconnect = HOST_WAIT  # seconds a lost host is waited for (host_wait)
        self.net: NetworkThread | None = None
        self.link: LanLink | None = None
        self.lobby: LobbyDialog | None = None
        self.watcher: TableWatcher | None = None
        self._result = ""  # how the current link's game ended: finished, stopped, refused, ...
        self._hosted: Setup | None = None  # the setup of the table this app hosts
        self._seats_shown: SeatsShown | None = None
        # the table kept from the last time this app hosted: its offer in the lobby
        self.kept = KeptTable(
            lambda: self.data, lambda text: self._lobby_message("host", text, True)
        )
        self.person_plays = False  # the joined seat is played by the person (not the AI)
        self.own_level = ""  # the level of the AI that plays the joined seat (not the person)
        # the people at the table and what the game waits for: the status bar, the panel's note
        self.presence = TablePresence(self)
        self._autosave: Path | None = None  # the window's autosave, off during a LAN game
        self._door = LateQuestion(window, self._late_answer, lambda: self.presence.holders)
        self._door.asking.connect(self._late_question_shown)
        self.internet = InternetPlay(self)  # invite codes, and joining by one
        self.way_back = WayBack(self)  # the seats kept, and the way back after a restart

        self.action = QAction(window.as_widget())
        self.action.setObjectName("networkGameAction")
        self.action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_L))
        self.action.triggered.connect(self.open_lobby)
        window.add_game_action(self.action)  # (after New game…)
        self._lan = self.presence.line  # the status bar's line and the stop message
        self.lan_game.decision.connect(self._decide)
        self.lan_game.roll.connect(self._roll)
        self.lan_game.left.connect(self.leave)
        controller.game_started.connect(self._on_game_started)
        window.as_widget().installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(translate("Lan", "Ne&twork game…"))
        self._lan.retranslate()

    @property
    def status(self) -> QLabel:
        """The LAN game's line in the status bar."""
        return self.presence.label

    @property
    def message(self) -> QMessageBox | None:
        """The last stop's message box, if there was one."""
        return self._lan.message

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window.as_widget() and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def lan_role(self) -> str:
        """``host`` or ``join`` while the window shows a LAN game that runs; '' otherwise."""
        return self.link.role if self.link is not None and self.controller.following else ""

    # --- the network thread ------------------------------------------------------------------
    def network_thread(self) -> NetworkThread:
        if self.net is None:
            from net.thread import NetworkThread

            self.net = NetworkThread(THREAD_NAME)
            self.net.start()
        return self.net

    # --- the lobby ---------------------------------------------------------------------------
    def open_lobby(self) -> LobbyDialog:
        if self.lobby is not None:
            self.lobby.raise_()
            return self.lobby
        from madn_qt.network.lobby import LobbyDialog
        from madn_qt.network.watcher import TableWatcher

        lobby = LobbyDialog(self.window.as_widget())
        self.lobby = lobby
        kept = self.window.settings.lan_lobby
        lobby.join_page.recall(kept.get("join"))
        lobby.host_page.recall(kept.get("host"))
        if self.controller.following:
            from madn_qt.network.texts import running_note

            lobby.show_note(running_note(hosting=self.lan_role() == "host"))
        lobby.join_page.join_requested.connect(self.join)
        lobby.join_page.leave_requested.connect(self._leave_asked)
        lobby.host_page.open_requested.connect(self.host)
        lobby.host_page.close_requested.connect(self._close_asked)
        lobby.host_page.resume_requested.connect(self.resume_kept)
        lobby.finished.connect(self._lobby_closed)
        self.watcher = TableWatcher(self.network_thread(), self.interfaces, self)
        self.watcher.tables_changed.connect(lobby.join_page.set_tables)
        self.watcher.unavailable.connect(lobby.join_page.tables_unavailable)
        self.watcher.start()
        hosting = self.link is not None and self.link.role == "host"
        self.kept.offer(lobby, self._hosted if hosting else None, self.hosted_seats())
        self.internet.wire(lobby)
        self.way_back.wire(lobby)
        self._late_question_shown(self._door.question())
        if self.lan_role() == "join":  # (Leave the table: also to stop waiting for the host)
            lobby.join_page.set_busy(True)
        self.controller.pause()  # like New game: a local game waits while the lobby is open
        lobby.open()
        return lobby

    def _close_asked(self) -> None:
        """Close the table: at once before its game starts; while it runs, once agreed."""
        if self.lobby is not None and self.lan_role() == "host":
            self.lobby.confirm_close_table(self.leave)
        else:
            self.leave()

    def _lobby_closed(self, result: int) -> None:
        lobby, self.lobby = self.lobby, None
        watcher, self.watcher = self.watcher, None
        self.controller.resume()
        if watcher is not None:
            watcher.stop()
            watcher.deleteLater()
        if result != QDialog.DialogCode.Accepted and not self.controller.following:
            self.leave()  # closed before the game started: close the table, or leave it
        if lobby is not None:
            lobby.deleteLater()

    # --- hosting and joining -----------------------------------------------------------------
    def host(self, setup: Setup, name: str, pin: str) -> None:
        self.remember("host")
        host_name = next((s.name for s in setup.seats if s.is_human), name)
        settings = self._host_settings(name, host_name, pin)
        link = self.new_link(self.internet.hosting(settings))  # (None: a LAN table)
        self._hosted = setup
        try:
            link.host(setup, settings)
        except ValueError as error:
            self._lobby_message("host", str(error), error=True)
            self.link = None
            return
        self._lobby_message("host", translate("Lan", "Opening the table…"))

    def resume_kept(self) -> None:
        """Reopen the kept table (the lobby's "Resume the network table" button)."""
        kept = self.kept.latest()
        if self.lobby is not None:  # (the offer is taken up, or gone)
            self.lobby.host_page.offer_resume(None)
        if kept is None:
            return
        path, name = kept
        settings = self._host_settings(name, name)
        link = self.new_link(self.internet.hosting(settings))  # (with codes, when so checked)
        try:
            link.resume(path, settings)
        except (OSError, ValueError) as error:
            self.link = None
            link.deleteLater()
            self.kept.set_aside(path, str(error))
            return
        self._hosted = link.table.setup if link.table is not None else None
        self._lobby_message("host", translate("Lan", "Opening the table again…"))

    def _host_settings(self, name: str, host_name: str, pin: str = "") -> HostSettings:
        """How this app hosts (or resumes) the table ``name``."""
        from net.host.table import HostSettings

        return HostSettings(
            name=name,
            host_name=host_name,
            bind=self.bind,
            pin=pin,
            timeout=self.host_timeout,
            data=self.data,
            keep=True,  # kept in the data folder: a closed (or crashed) app resumes the table
            interfaces=self.interfaces,
            pace=self.host_pace,
            late_join=self.lobby.host_page.late_join() if self.lobby is not None else True,
            ask_late=True,  # the person here is asked (net.host.late), unless "Allow everyone"
        )

    def join(
        self,
        host: str,
        port: int,
        pin: str,
        name: str,
        level: str | None,
        watch: bool,
        seat: int = -1,
    ) -> None:
        """Join the table at ``host:port`` (``seat``: a running table's seat to take, -1: any)."""
        from net.join.client import JoinSettings
        from net.protocol.messages import ANY_SEAT, SPECTATE

        self.remember("join")
        link = self.new_link()
        self.person_plays = level is None and not watch
        self.own_level = level or ""
        link.join(
            JoinSettings(
                host=host,
                port=port,
                name=name,
                seat=SPECTATE if watch else (seat if seat >= 0 else ANY_SEAT),
                pin=pin,
                level=level,
                data=self.data,
                connect_timeout=5.0,
                reconnect=self.join_reconnect,
            )
        )
        if self.lobby is not None:
            self.lobby.join_page.set_busy(True)

    def remember(self, page: str) -> None:
        """Keep the lobby page's choices for the next time it opens (madn_qt.settings)."""
        if self.lobby is None:
            return
        chosen = self.lobby.join_page if page == "join" else self.lobby.host_page
        kept = dict(self.window.settings.lan_lobby)
        kept[page] = chosen.remembered()
        self.window.settings.lan_lobby = kept

    def new_link(self, link: LanLink | None = None) -> LanLink:
        """The link for the next table (``link``, or a LAN one); the current one is left."""
        from madn_qt.network.link import LanLink

        self.leave()
        link = link if link is not None else LanLink(self.network_thread(), self)
        self.link = link
        self._result = ""
        wiring: list[tuple[SignalInstance, Callable[..., None]]] = [
            (link.opened, self._opened),
            (link.lobby, self._lobby),
            (link.started, self._started),
            (link.seats, self.presence.seats),
            (link.seats, self._seats_changed),
            (link.steps, self.lan_game.feed),
            (link.status, self.presence.status),
            (link.connection, self.presence.connection),
            (link.your_turn, self.lan_game.offer),
            (link.roll_wanted, self.lan_game.offer_roll),
            (link.refused, self._refused),
            (link.stopped, self._stopped),
            (link.finished, self._finished),
            (link.join_refused, self._join_refused),
            (link.failed, self._failed),
            (link.ended, self._ended),
            (link.late_arrival, self._door.ask),
            (link.late_withdrawn, self._door.withdraw),
            (link.pin_attempts, self._pin_attempts),
            (link.take_wait, self.presence.take_wait),
            (link.took_seat, self.presence.took_seat),
            (link.retrying, self._retrying),
        ]
        for signal, slot in wiring:
            signal.connect(functools.partial(self._if_current, link, slot))
        self.way_back.watch(link)
        return link

    def _if_current(self, link: LanLink, slot: Callable[..., None], *args: Any) -> None:
        """Events of a link that was left (or replaced) are dropped."""
        if link is self.link and not link.closing:
            slot(*args)

    def leave(self, final: bool = True) -> None:
        """Close the hosted table (``final``: for good; otherwise it is kept for a resume and
        the joiners try to reconnect), or leave the joined one (bounded); the board stays."""
        link, self.link = self.link, None
        self.controller.stop_following()
        if link is not None:
            link.close(final=final)
            link.deleteLater()
        self.presence.clear()
        self._seats_shown = None
        self._door.close()
        if self.lobby is not None:
            self.lobby.host_page.set_open(False)
            self.lobby.join_page.set_busy(False)
            self.lobby.joined_seats.setVisible(False)
            self.lobby.show_note("")  # (no network game runs any more: its note goes)

    def _decide(self, seat: int, command: Command) -> None:
        if self.link is not None:
            self.link.play(seat, command)

    def _roll(self, commands: int) -> None:
        if self.link is not None:
            self.link.roll(commands)

    # --- what the link reports ---------------------------------------------------------------
    def _opened(self, port: int) -> None:
        from net.discovery import advertised_addresses

        try:
            addresses = advertised_addresses(self.interfaces)
        except ValueError:
            addresses = []
        where = ", ".join(f"{a}:{port}" for a in addresses) or f"port {port}"
        setup = self._hosted
        if self.lobby is not None and setup is not None:
            self.lobby.host_page.set_open(True)
            # Until somebody joins (then the table tells): every remote seat is open.
            owners = [-1 if s.kind is SeatKind.REMOTE else 0 for s in setup.seats]
            ours = [i for i, s in enumerate(setup.seats) if s.kind is SeatKind.HUMAN]
            self.lobby.host_page.seat_list.show_seats(setup, owners, ours)
        self._lobby_message(
            "host",
            translate(
                "Lan",
                "The table is open. Others find it in their lobby, or connect to {address}. "
                "The game starts when every open seat is taken.",
            ).format(address=where),
        )

    def hosted_seats(self) -> SeatsShown | None:
        """The hosted table's seats as the lobby shows them: while its game runs (resumed too)
        from the roster, before its start as the table last told."""
        setup, holders = self._hosted, self.presence.holders
        return seats_now(setup, holders) if setup and holders else self._seats_shown

    def _seats_changed(self, *_holders: object) -> None:
        """A take, a drop, a return: the open lobby shows the hosted table's seats as now."""
        seats = self.hosted_seats()
        if self.lobby is not None and self.lan_role() == "host" and seats is not None:
            self.lobby.host_page.seat_list.show_seats(*seats)

    def _lobby(self, setup: Setup, owners: Sequence[int], ours: Sequence[int]) -> None:
        if self.lobby is None or self.link is None:
            return
        if self.link.role == "host":
            self._seats_shown = (setup, tuple(owners), tuple(ours))
            self.lobby.host_page.seat_list.show_seats(setup, owners, ours)
        else:
            self.lobby.joined_seats.show_seats(setup, owners, ours)
            self.lobby.joined_seats.setVisible(True)
            self._lobby_message(
                "join",
                translate(
                    "Lan", "You are at the table. The game starts when every open seat is taken."
                ),
            )

    def _started(self, setup: Setup, seats: Sequence[int], commands: Sequence[Command]) -> None:
        window = self.window
        window.close_ranking()
        if self._autosave is None:  # a LAN game is not kept
            self._autosave = window.autosave
            window.set_autosave(None)
        # Back after the host was out of reach (the same table, shown all along): the log goes
        # on, and says where the game stands now; otherwise it begins afresh.
        again = self.controller.following
        if not again:
            window.log.reset(roll_off=setup.rules.roll_off)
        if self.link is not None and self.link.role == "host":
            people = [s for s in seats if setup.seats[s].kind is SeatKind.HUMAN]
        else:
            people = list(seats) if self.person_plays else []
        presence = self.presence
        own = presence.own_computer(seats, people)
        home = min(seats) if seats else None
        kind = None
        if commands:  # met under way: the log begins with where the game stands
            role = self.link.role if self.link is not None else "join"
            kind = (
                Arrival.BACK
                if again
                else arrival(role, seats, self.person_plays or bool(self.own_level))
            )
            shown = shown_setup(setup, presence.holders, people, own)
            begin_under_way(window.log, kind, shown, commands)
        presence.news.started(presence.holders, kind)
        hosting = self.link is not None and self.link.role == "host"
        self.lan_game.follow(setup, people, commands, home, presence.holders, own, hosting)
        presence.started(seats, people)
        if self.lobby is not None:
            self.lobby.accept()
            self.window.as_widget().activateWindow()  # the keyboard goes back to the game

    def news_live(self) -> bool:
        """Whether the window shows the table's game, still going on (the log tells news)."""
        return self.controller.following and not self._result

    def _refused(self, what: str, reason: str) -> None:
        log.warning("the host refused our %s: %s", what, reason)
        if what == "act":
            self.lan_game.decision_refused()

    def _stopped(self, reason: str, text: str) -> None:
        from madn_qt.network.texts import stop_text

        self._result = "stopped"
        self.controller.stop_following()
        self._show_message(functools.partial(stop_text, reason), text)

    def _finished(self, _final: str) -> None:
        self._result = "finished"
        self.presence.finished()

    def _late_answer(self, peer: int, allowed: bool, everyone: bool) -> None:
        if self.link is not None:
            self.link.late_answer(peer, allowed, everyone)

    def _pin_attempts(self, count: int) -> None:
        from madn_qt.network.texts import pin_attempts_text

        self._lan.pin = pin_attempts_text(count)
        if count:
            self._lobby_message("host", self._lan.pin, error=True)
        self._lan.show()

    def _retrying(self, _text: str) -> None:
        from madn_qt.network.texts import busy_text

        self._lobby_message("join", busy_text())
        if self.controller.following:  # a rejoin after the host was lost: the status bar says it
            self._lan.show(busy_text())

    def _join_refused(self, reason: str, text: str) -> None:
        from madn_qt.network.texts import refusal_text

        self._result = "refused"
        log.info("refused: %s", text)
        if self.lobby is not None:
            self.lobby.join_page.refused(reason, text)
        if self.controller.following:  # a late arrival the host did not seat after all
            self.presence.take.end()
            self.controller.stop_following()
            self._lan.role = ""
            self._show_message(functools.partial(refusal_text, reason, text), text)

    def _failed(self, text: str) -> None:
        self._result = "failed"
        log.warning("LAN: %s", text)
        if self.controller.following:
            self.controller.stop_following()
            self._show_message(self._lost_text(), text)
            return
        page = "host" if self.link is not None and self.link.role == "host" else "join"
        self._lobby_message(
            page, translate("Lan", "No connection: {reason}").format(reason=text), error=True
        )
        if self.lobby is not None:
            self.lobby.join_page.set_busy(False)

    def _ended(self) -> None:
        if not self._result and self.controller.following:
            self.controller.stop_following()
            self._show_message(self._lost_text(), "")
        link, self.link = self.link, None
        if link is not None:
            link.close()  # a finished host stops listening
            link.deleteLater()
        if self.lobby is not None:
            self.lobby.join_page.set_busy(False)
            self.lobby.host_page.set_open(False)

    def _by_code(self) -> bool:
        return self.link is not None and bool(getattr(self.link, "code", ""))

    def _lost_text(self) -> Callable[[], str]:
        """The connection is given up: a joiner is told how to come back to its seat."""
        from madn_qt.network.texts import lost_text, lost_way_back_text

        if self.link is None or self.link.role != "join" or self.link.client is None:
            return lost_text
        if self.presence.take.waiting:  # a late arrival before its take: no seat is kept
            return lost_text
        return functools.partial(lost_way_back_text, self._by_code())

    def _leave_asked(self) -> None:
        """The lobby's Leave the table; while the host is away, that stops waiting for it, and
        the window says how to come back."""
        from madn_qt.network.texts import stopped_waiting_text

        waiting = self.lan_role() == "join" and self._lan.reconnecting
        by_code = self._by_code()
        self.leave()
        if waiting:
            if self.lobby is not None:
                self.lobby.reject()
            self._show_message(functools.partial(stopped_waiting_text, by_code), "")

    # --- showing -----------------------------------------------------------------------------
    def _lobby_message(self, page: str, text: str, error: bool = False) -> None:
        if self.lobby is not None:
            self.lobby.show_message(page, text, error)

    def _late_question_shown(self, question: str) -> None:
        """A late arrival's question waits above the board (''; none does any more): the host's
        lobby, window-modal over the board, says so (HostPage.late_question)."""
        if self.lobby is not None and self.lan_role() == "host":
            self.lobby.host_page.late_question(question)

    def _show_message(self, text_of: Callable[[], str], details: str) -> None:
        """The game stopped for good: the message says why, and so do the status line, the
        panel and the move log."""
        self.presence.countdown.stop()
        text = text_of()
        self._lan.stop_message(text, details)
        self.controller.set_note(text)
        self.window.log.say(text_of)

    def _on_game_started(self, _setup: Setup) -> None:
        if self.controller.following:
            return
        self.presence.line.clear()  # a local game (Play again after a network game): no line
        if self._autosave is not None:
            self.window.set_autosave(self._autosave)  # a local game again
            self._autosave = None

    # --- closing -----------------------------------------------------------------------------
    def shutdown(self) -> None:
        """The window closes (MainWindow.closeEvent, once it may): the lobby, the table or
        connection, then the network thread."""
        hosting = self.link is not None and self.link.role == "host"
        running = hosting and self.controller.following and self._result != "finished"
        if self.lobby is not None:
            self.lobby.reject()
        # A hosted game that runs is kept: the app opened again offers to resume it.
        self.leave(final=not running)
        if self.watcher is not None:
            self.watcher.stop()
            self.watcher = None
        net, self.net = self.net, None
        if net is not None:
            net.stop()
