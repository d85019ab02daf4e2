"""The way back to a network game that is not over (a part of
:class:`madn_qt.network.glue.NetworkPlay`), after the app was closed, or killed, mid-game.

- **Kept seats.** Every table this app joined with a seat whose game is not over
  (:class:`~madn_qt.network.seat_book.SeatBook`: net keeps the token, the table's address and
  who plays the seat; the code book the invite code); a game that stops for good is struck off.
- **At the start** (:meth:`WayBack.offer`, before the New game dialog): the most recent network
  game that is not over, a table this app hosted (``madn_qt.network.kept``) or a seat it holds,
  is offered in one question — "Rejoin" (the lobby joins the table, the kept token gives the
  seat back; a table joined by a code is joined by the same code, which spends no guess) or
  "Open your table again" (the lobby resumes it), and "Not now", which leaves it to the lobby.
  A kept file that is damaged is set aside and said so; nothing is offered from it.
- **In the lobby** (:meth:`WayBack.wire`): the join page marks each listed table where this
  computer holds a seat with "your seat"; joining it takes that seat back, played as before.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from madn_qt.network.seat_book import KeptSeat, SeatBook

if TYPE_CHECKING:
    from madn_qt.network.glue import NetworkPlay
    from madn_qt.network.link import LanLink
    from madn_qt.network.lobby import LobbyDialog

translate = QCoreApplication.translate


class WayBack(QObject):
    """The way back to a network game that is not over (see the module's docstring)."""

    def __init__(self, play: NetworkPlay) -> None:
        super().__init__(play)
        self.play = play
        self.question: QMessageBox | None = None  # the start's question, while it is open
        self._said: list[str] = []  # damaged files set aside (said in the lobby, or the start)
        self._stopped: set[int] = set()  # the links whose game stopped for good
        self._unseated: set[int] = set()  # the links of a late arrival before its take

    def book(self) -> SeatBook:
        return SeatBook(self.play.data, self._say)

    def _say(self, text: str) -> None:
        lobby = self.play.lobby
        if lobby is not None:
            lobby.join_page.show_message(text, error=True)
        else:
            self._said.append(text)

    # --- the start ---------------------------------------------------------------------------
    def offer(self, then: Callable[[], object] | None = None) -> bool:
        """At the app's start: the most recent network game that is not over, offered in one
        question (``then`` after "Not now", or at once when there is none: the New game
        dialog); ``False`` when there is nothing to offer."""
        self._said = []
        hosted = self.play.kept.latest(self._say)
        seats = self.book().seats()
        seat = seats[0] if seats else None
        host_first = hosted is not None and (seat is None or _mtime(hosted[0]) >= seat.when)
        said = " ".join(self._said)
        self._said = []
        if hosted is None and seat is None:
            if said:
                self._ask(translate("Lan", "A kept network game is damaged"), said, "", None, then)
                return False
            if then is not None:
                then()
            return False
        if host_first and hosted is not None:
            text = translate("Lan", "The game at your network table '{name}' is not over.")
            detail = translate(
                "Lan",
                "Open your table again: the players come back to their seats and the game goes "
                "on. Not now: the lobby (Game ▸ Network game…) offers it later.",
            )
            action = translate("Lan", "&Open your table again")
            self._ask(text.format(name=hosted[1]), f"{detail} {said}", action, self._reopen, then)
            return True
        assert seat is not None
        text = translate("Lan", "Your network game at the table '{name}' is not over.")
        if seat.code:
            detail = translate(
                "Lan",
                "Rejoin it with the code {code}: you get your seat back and the game goes on. "
                "Not now: later, Game ▸ Network game…, Join with a code, the same code.",
            ).format(code=seat.code)
        else:
            detail = translate(
                "Lan",
                "Rejoin it: you get your seat back and the game goes on. Not now: the lobby "
                "(Game ▸ Network game…) marks the table “your seat” for later.",
            )
        action = translate("Lan", "&Rejoin")
        rejoin = functools.partial(self.rejoin, seat)
        self._ask(text.format(name=seat.name), f"{detail} {said}", action, rejoin, then)
        return True

    def _ask(
        self,
        text: str,
        detail: str,
        action: str,
        act: Callable[[], None] | None,
        then: Callable[[], object] | None,
    ) -> None:
        """One window-modal question: ``action`` (Enter) or Not now (Escape; ``then``)."""
        title = translate("Lan", "Network game")
        box = QMessageBox(
            QMessageBox.Icon.Question if act else QMessageBox.Icon.Warning,
            title,
            text,
            QMessageBox.StandardButton.NoButton,
            self.play.window.as_widget(),
        )
        box.setObjectName("wayBackQuestion")
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setInformativeText(detail.strip())
        box.setAccessibleName(title)
        box.setAccessibleDescription(f"{text} {detail.strip()}")
        yes: QPushButton | None = None
        if act is not None:
            yes = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
            yes.setObjectName("wayBackYes")
            yes.setAccessibleName(action.replace("&", ""))
            no = box.addButton(translate("Lan", "&Not now"), QMessageBox.ButtonRole.RejectRole)
        else:
            no = box.addButton(QMessageBox.StandardButton.Ok)
        no.setObjectName("wayBackNo")
        no.setAccessibleName(no.text().replace("&", ""))
        box.setDefaultButton(yes or no)
        box.setEscapeButton(no)
        self.question = box

        def answered(_result: int) -> None:
            self.question = None
            chosen = box.clickedButton()
            box.deleteLater()
            if yes is not None and chosen is yes and act is not None:
                act()
            elif then is not None:
                then()

        box.finished.connect(answered)
        box.open()
        (yes or no).setFocus(Qt.FocusReason.OtherFocusReason)

    def _reopen(self) -> None:
        """Open your table again: the lobby resumes the kept table."""
        self.play.open_lobby()
        self.play.resume_kept()

    def rejoin(self, seat: KeptSeat) -> None:
        """Join the table of ``seat`` again, played as before (the kept token gives the seat)."""
        lobby = self.play.open_lobby()
        page = lobby.join_page
        lobby.tabs.setCurrentWidget(page)
        page.rejoin(seat)

    # --- the lobby ---------------------------------------------------------------------------
    def wire(self, lobby: LobbyDialog) -> None:
        """The lobby opens: the join page knows the tables where this computer holds a seat."""
        seats = self.book().seats()
        lobby.join_page.set_own_seats([s for s in seats if not s.code])
        by_code = next((s for s in seats if s.code), None)
        if by_code is not None and not self.play.controller.following:
            lobby.join_page.show_message(
                translate(
                    "Lan",
                    "Your game at the table '{name}' is not over: Join with a code, {code}, "
                    "gives you your seat back.",
                ).format(name=by_code.name, code=by_code.code)
            )

    # --- the seats this app joins ------------------------------------------------------------
    def watch(self, link: LanLink) -> None:
        """A new link: when its game stops for good (the host closed the table, out of sync),
        its kept seat goes (net keeps the token of a game that is not over, and forgets a
        finished game's); so does a late arrival's that ends before its take (refused, not
        seated in time, left, or the host lost): it never had a seat to come back to."""
        link.stopped.connect(lambda _reason, _text: self._stopped.add(id(link)))
        link.take_wait.connect(lambda _seat: self._unseated.add(id(link)))
        link.took_seat.connect(lambda _seat, _seq: self._unseated.discard(id(link)))
        link.ended.connect(lambda: self._ended(link))

    def _ended(self, link: LanLink) -> None:
        stopped, unseated = id(link) in self._stopped, id(link) in self._unseated
        self._stopped.discard(id(link))
        self._unseated.discard(id(link))
        client = link.client
        identity = client.state.identity if client is not None else None
        if identity is None or not (stopped or unseated):
            return
        book = self.book()
        if unseated:  # (net keeps no token before the take: this strikes off one kept anyway)
            book.forget(identity)
        else:
            book.drop(identity.table)
        lobby = self.play.lobby
        if lobby is not None:  # its "your seat" goes from the list
            lobby.join_page.set_own_seats([s for s in book.seats() if not s.code])


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
