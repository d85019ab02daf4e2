"""The host's invite codes on the lobby's host page, for a table that invites over the internet.

:class:`InviteBook` is what the doors told so far (pure state, kept by
:class:`madn_qt.network.internet.InternetPlay` for as long as the table is open, so a lobby opened
again shows the same codes); :class:`InvitePanel` shows it: for each open seat (and for a
spectator) its code in large letters, to read out on the phone, a Copy button and what became of
it — waiting for a friend, used by Carla, withdrawn, or that somebody tried a wrong code and the
code shown is a new one. When the rendezvous cannot be reached the panel says so, with the
server's address.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from madn_qt.texts import SEAT_RGB, colour_name, symbol

translate = QCoreApplication.translate

SPECTATE = -2  # net.protocol.messages.SPECTATE (the app imports net only when it plays)
CODE_SCALE = 1.5  # the code's type, against the page's
SPENT_RGB = "#8a7b68"  # a used or withdrawn code, greyed

# What became of a seat's code.
MAKING, WAITING, WRONG, USED, CLOSED = "making", "waiting", "wrong", "used", "closed"


@dataclass
class Invite:
    """One seat's door as the host's person sees it."""

    code: str = ""
    state: str = MAKING
    name: str = ""  # who came through it (once the table knows)
    wrong: bool = False  # somebody tried a wrong code since this seat last had a visitor
    visitors: int = 0  # how many came through this seat's codes (the spectators' line says so)


@dataclass
class InviteBook:
    """The doors of the table this app hosts over the internet (see the module's docstring)."""

    mailbox: str = ""  # the rendezvous's address, for the trouble's sentence
    invites: dict[int, Invite] = field(default_factory=dict)  # by seat (SPECTATE too)
    trouble: str = ""  # the rendezvous cannot be reached: the English details ('' it works)

    def seat(self, seat: int) -> Invite:
        return self.invites.setdefault(seat, Invite())

    def code(self, seat: int, code: str) -> None:
        invite = self.seat(seat)
        invite.code, invite.name = code, ""
        invite.state = WRONG if invite.wrong else WAITING

    def used(self, seat: int) -> None:
        invite = self.seat(seat)
        invite.state, invite.wrong = USED, False
        invite.visitors += 1

    def closed(self, seat: int) -> None:
        invite = self.seat(seat)
        invite.state, invite.code, invite.wrong = CLOSED, "", False

    def guessed_wrong(self, seat: int) -> None:
        invite = self.seat(seat)
        invite.state, invite.code, invite.wrong = WRONG, "", True

    def joined(self, names: dict[int, str]) -> None:
        """The names of the players who sit at the table now, by seat."""
        for seat, invite in self.invites.items():
            if invite.state == USED and seat in names:
                invite.name = names[seat]

    def seats(self) -> list[int]:
        """The seats in the order shown: the players' seats, then the spectator's code."""
        return sorted(self.invites, key=lambda s: (s == SPECTATE, s))


def seat_label(seat: int) -> str:
    if seat == SPECTATE:
        return translate("Lan", "Spectator")
    return f"{symbol(seat)} {colour_name(seat)}"


def state_text(seat: int, invite: Invite) -> str:
    """What became of ``seat``'s code, in a few words."""
    if invite.state == USED:
        if invite.name:
            return translate("Lan", "Used by {name}").format(name=invite.name)
        return translate("Lan", "Used")
    if invite.state == CLOSED:
        return translate("Lan", "Withdrawn: the seat is no longer open")
    if invite.state == WRONG:
        if invite.code:
            return translate("Lan", "Someone tried a wrong code — a new code is ready")
        return translate("Lan", "Someone tried a wrong code — a new code follows")
    if invite.state == WAITING:
        if seat == SPECTATE and invite.visitors:  # (the host is not left wondering)
            return translate("Lan", "A spectator came in; this code is for the next one")
        if seat == SPECTATE:
            return translate("Lan", "Waiting for a spectator")
        return translate("Lan", "Waiting for a friend")
    return translate("Lan", "Making a code…")


def trouble_text(mailbox: str) -> str:
    return translate(
        "Lan",
        "The rendezvous server {server} cannot be reached, so no code can be made. Is this "
        "computer online? Codes come as soon as the server answers; another server can be "
        "chosen in Settings.",
    ).format(server=mailbox)


def spoken(code: str) -> str:
    """A code as a screen reader should read it: its parts apart."""
    return code.replace("-", " ")


class _Row:
    """One seat's line: its name, its code large, Copy, what became of it."""

    def __init__(self, panel: InvitePanel, seat: int) -> None:
        self.seat = seat
        self.name = QLabel(seat_label(seat), panel)
        self.name.setObjectName(f"inviteSeat{seat}")
        if seat != SPECTATE:
            self.name.setStyleSheet(f"color: {SEAT_RGB[seat]}; font-weight: bold;")
        self.code = QLabel(panel)
        self.code.setObjectName(f"inviteCode{seat}")
        font = QFont(panel.font())
        font.setPointSizeF(font.pointSizeF() * CODE_SCALE)
        font.setBold(True)
        self.code.setFont(font)
        self.code.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.code.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Tab reads it out
        self.code.setContentsMargins(0, 0, 0, 6)  # (a little room before the next seat)
        self.copy = QPushButton(translate("Lan", "Copy"), panel)
        self.copy.setObjectName(f"inviteCopy{seat}")
        self.copy.setAutoDefault(False)
        self.copy.clicked.connect(lambda: panel.copy(seat))
        self.state = QLabel(panel)
        self.state.setObjectName(f"inviteState{seat}")
        self.state.setWordWrap(True)
        self.state.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def show(self, invite: Invite) -> None:
        label = seat_label(self.seat)
        self.code.setText(invite.code or "—")
        state = state_text(self.seat, invite)
        self.state.setText(state)
        wrong = invite.state == WRONG
        self.state.setStyleSheet("color: #b00020;" if wrong else "")
        spent = invite.state in (USED, CLOSED)  # (a used code stays in view, greyed)
        self.code.setEnabled(not spent)
        self.code.setStyleSheet(f"color: {SPENT_RGB};" if spent else "")
        self.copy.setEnabled(bool(invite.code) and not spent)
        self.code.setAccessibleName(
            translate("Lan", "Invite code for {seat}").format(seat=label)
            if invite.code
            else translate("Lan", "No invite code for {seat}").format(seat=label)
        )
        self.code.setAccessibleDescription(f"{spoken(invite.code)}. {state}")
        self.copy.setAccessibleName(translate("Lan", "Copy the code for {seat}").format(seat=label))
        self.copy.setAccessibleDescription(state)


class InvitePanel(QGroupBox):
    """The invite codes (see the module's docstring); Alt+C (the title's mnemonic) goes to the
    first Copy button, Tab goes on from code to code."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("Lan", "Invite &codes"), parent)
        self.setObjectName("invitePanel")
        self.setAccessibleName(translate("Lan", "Invite codes"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        self.intro = QLabel(
            translate(
                "Lan",
                "Read a code out to a friend, or copy it into a message. A code works once and "
                "decides the seat; the friend enters it under Join a table.",
            ),
            self,
        )
        self.intro.setObjectName("inviteIntro")
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self._grid = QGridLayout()
        self._grid.setColumnStretch(1, 1)
        self._grid.setVerticalSpacing(2)
        layout.addLayout(self._grid)
        self.trouble = QLabel(self)
        self.trouble.setObjectName("inviteTrouble")
        self.trouble.setWordWrap(True)
        self.trouble.setStyleSheet("color: #b00020;")
        self.trouble.setAccessibleName(translate("Lan", "Rendezvous server"))
        self.trouble.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.trouble.setVisible(False)
        layout.addWidget(self.trouble)
        self.copied = QLabel(self)
        self.copied.setObjectName("inviteCopied")
        self.copied.setWordWrap(True)
        layout.addWidget(self.copied)
        layout.addStretch(1)
        self.book = InviteBook()
        self.rows: dict[int, _Row] = {}

    def show_book(self, book: InviteBook) -> None:
        """Show ``book`` (the rows stay, so the focus stays on a Copy button)."""
        self.book = book
        for seat in book.seats():
            row = self.rows.get(seat)
            if row is None:
                row = self.rows[seat] = _Row(self, seat)
                self._place()
            row.show(book.invites[seat])
        self.trouble.setText(trouble_text(book.mailbox) if book.trouble else "")
        self.trouble.setToolTip(book.trouble)
        self.trouble.setAccessibleDescription(self.trouble.text())
        self.trouble.setVisible(bool(book.trouble))
        self.intro.setVisible(not book.trouble)  # (no code to read out meanwhile: its room)

    def _place(self) -> None:
        """The rows in the book's order: each seat's name, what became of its code and Copy on
        one line, the code in large letters below (the German column stays narrow enough for
        the longest code); the tab order follows."""
        seats = sorted(self.rows, key=lambda s: (s == SPECTATE, s))
        before: QWidget | None = None
        for index, seat in enumerate(seats):
            row = self.rows[seat]
            self._grid.addWidget(row.name, 2 * index, 0)
            self._grid.addWidget(row.state, 2 * index, 1)
            self._grid.addWidget(row.copy, 2 * index, 2)
            self._grid.addWidget(row.code, 2 * index + 1, 0, 1, 3)
            for widget in (row.name, row.state, row.copy, row.code):
                widget.show()  # (now, not at the layout's queued show: Alt+C may come first)
            for widget in (row.code, row.copy):
                if before is not None:
                    QWidget.setTabOrder(before, widget)
                before = widget

    def copy(self, seat: int) -> None:
        """Copy ``seat``'s code to the clipboard (and say so)."""
        invite = self.book.invites.get(seat)
        if invite is None or not invite.code:
            return
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(invite.code)
        text = translate("Lan", "Copied the code for {seat}: {code}").format(
            seat=seat_label(seat), code=invite.code
        )
        self.copied.setText(text)
        self.copied.setAccessibleDescription(text)

    def codes(self) -> dict[int, str]:
        """The codes shown now, by seat (tests)."""
        return {s: r.code.text() for s, r in self.rows.items() if r.copy.isEnabled()}

    def states(self) -> dict[int, str]:
        """What each seat's line says now (tests)."""
        return {s: r.state.text() for s, r in self.rows.items()}
