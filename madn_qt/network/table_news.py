"""What the move log tells of the people at a network table (issue 38, 7): every peer's log — the
host's, a joiner's, a spectator's — says, with the names as they are now,

* a late arrival taking a seat: "Dora (green) takes over the seat from the computer.";
* a player dropped, the computer playing for them: "The computer plays for Carla (green) now.";
* a dropped player back at their seat: "Carla (green) is back and plays again.";
* a player losing the connection, and having it again before being dropped: "Ben (blue) lost
  the connection." / "Ben (blue) is connected again.".

A take, a drop or a return of this computer's own seats is said to its player: "You take over
Dora (green) from the computer.", "The computer plays for you now (Ben (blue)).", "You are back
and play Ben (blue) again." (a player never reads of themselves in the third person).

The facts are what the app receives already: the roster (``LanLink.seats``:
:mod:`net.lockstep.roster`, read from the log, the same on every peer) and the host's ``status``
(each player connected or not, dropped or not). A line comes when something *changes* — one
roster against the last, one status against the last — never per status; a game from its start
begins with everybody connected, a resumed table with every joiner missing, one met otherwise
under way with the first roster and status it gets (its log begins with where the game stands
instead of "New game: …": :func:`arrival`, :mod:`madn_qt.log.under_way`). Each line is kept as
a function of the language installed, so that the log says it again after a language switch
(``GameLog.say``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from core.actions import Command
from core.position import Phase
from core.setup import Setup
from madn_qt.log.game_log import GameLog
from madn_qt.log.under_way import Arrival, game_so_far, under_way_lines
from madn_qt.texts import colour_name
from net.lockstep.roster import Holder, SeatHolder
from net.lockstep.session import HOST
from net.protocol.messages import PeerStatus

translate = QCoreApplication.translate

Say = Callable[[Callable[[], str]], None]  # GameLog.say: a line made in the language installed


def arrival(role: str, seats: Sequence[int], wants_seat: bool) -> Arrival:
    """How this computer meets a game under way: the host resumed its table; a joiner with seats
    is back at them; one without is a late arrival (``wants_seat``) or a spectator."""
    if role == "host":
        return Arrival.RESUMED
    if seats:
        return Arrival.BACK
    return Arrival.JOINED if wants_seat else Arrival.WATCHING


def who(name: str, seats: Sequence[int]) -> str:
    """ "Carla (green)", "Ben (blue, yellow)": a person and the colours of their seats."""
    colours = ", ".join(colour_name(seat) for seat in seats)
    return translate("Texts", "{name} ({colour})").format(name=name, colour=colours)


def take_line(name: str, seat: int) -> str:
    return translate("TableNews", "{who} takes over the seat from the computer.").format(
        who=who(name, [seat])
    )


def drop_line(name: str, seats: tuple[int, ...]) -> str:
    return translate("TableNews", "The computer plays for {who} now.").format(who=who(name, seats))


def return_line(name: str, seats: tuple[int, ...]) -> str:
    return translate("TableNews", "{who} is back and plays again.").format(who=who(name, seats))


def own_take_line(name: str, seat: int) -> str:
    return translate("TableNews", "You take over {who} from the computer.").format(
        who=who(name, [seat])
    )


def own_drop_line(name: str, seats: tuple[int, ...]) -> str:
    return translate("TableNews", "The computer plays for you now ({who}).").format(
        who=who(name, seats)
    )


def own_return_line(name: str, seats: tuple[int, ...]) -> str:
    return translate("TableNews", "You are back and play {who} again.").format(who=who(name, seats))


def lost_line(name: str, seats: tuple[int, ...]) -> str:
    return translate("TableNews", "{who} lost the connection.").format(who=who(name, seats))


def connected_line(name: str, seats: tuple[int, ...]) -> str:
    return translate("TableNews", "{who} is connected again.").format(who=who(name, seats))


def roster_news(
    before: Sequence[SeatHolder], after: Sequence[SeatHolder], mine: Collection[int] = ()
) -> list[Callable[[], str]]:
    """What changed from one roster to the next: takes, drops, returns (a player's seats
    together, in seat order; ``mine``: this computer's seats, said to its player)."""
    old = {holder.seat: holder for holder in before}
    taken: list[Callable[[], str]] = []
    dropped: dict[tuple[int, str], list[int]] = {}
    back: dict[tuple[int, str], list[int]] = {}
    for holder in after:
        was = old.get(holder.seat)
        if was is None or was.holder is holder.holder:
            continue
        if holder.person and was.holder is Holder.COMPUTER:
            if holder.peer == was.peer:  # the same peer: its seat is its own again
                back.setdefault((holder.peer, holder.name), []).append(holder.seat)
            else:  # a new peer of the game: a late arrival's take
                take = own_take_line if holder.seat in mine else take_line
                taken.append(functools.partial(take, holder.name, holder.seat))
        elif not holder.person and was.person:
            dropped.setdefault((holder.peer, holder.name), []).append(holder.seat)
    news = list(taken)
    for lines, (other, own) in (
        (dropped, (drop_line, own_drop_line)),
        (back, (return_line, own_return_line)),
    ):
        for (_, name), seats in lines.items():
            line = own if set(seats) <= set(mine) else other
            news.append(functools.partial(line, name, tuple(seats)))
    return news


@dataclass(frozen=True)
class _Seen:
    """A player as the last status showed them."""

    connected: bool
    dropped: bool


def connection_news(
    before: dict[int, _Seen], peers: Sequence[PeerStatus]
) -> list[Callable[[], str]]:
    """Players whose connection went or came back since ``before`` (one playing no seat, or
    dropped before or after, is left to the roster's lines)."""
    news: list[Callable[[], str]] = []
    for peer in peers:
        was = before.get(peer.peer)
        if not peer.seats or was is None or was.dropped or peer.dropped:
            continue
        if was.connected and not peer.connected:
            news.append(functools.partial(lost_line, peer.name, tuple(peer.seats)))
        elif not was.connected and peer.connected:
            news.append(functools.partial(connected_line, peer.name, tuple(peer.seats)))
    return news


class TableNews:
    """Says in the log what changes at the table (see the module's docstring): ``say`` writes a
    line (``GameLog.say``), ``live`` tells whether the window shows the table's game now,
    ``mine`` which seats this computer plays."""

    def __init__(
        self, say: Say, live: Callable[[], bool], mine: Callable[[], Collection[int]] = tuple
    ) -> None:
        self._say = say
        self._live = live
        self._mine = mine  # this computer's seats (said to its player)
        self._roster: tuple[SeatHolder, ...] | None = None
        self._seen: dict[int, _Seen] | None = None

    def clear(self) -> None:
        """Another table (or none): nothing known of this one."""
        self._roster = None
        self._seen = None

    def started(self, holders: Sequence[SeatHolder], arrived: Arrival | None) -> None:
        """The game is shown from here on, its roster as it stands (told by the first lines).
        A game from its start (``arrived`` None) begins with every player connected (the host
        sends no status until something changes); a resumed table with every joiner missing
        until it reconnects (docs/protocol.md); a game met otherwise under way with what the
        next status says."""
        self._roster = tuple(holders)
        if arrived is None:
            self._seen = {h.peer: _Seen(True, False) for h in holders if h.person}
        elif arrived is Arrival.RESUMED:
            self._seen = {h.peer: _Seen(h.peer == HOST, False) for h in holders if h.person}

    def seats(self, holders: Sequence[SeatHolder]) -> None:
        """The roster now: a take, a drop, a return since the last one is said."""
        before, self._roster = self._roster, tuple(holders)
        if before is not None:
            self._tell(roster_news(before, holders, self._mine()))

    def status(self, peers: Sequence[PeerStatus]) -> None:
        """The host's status now: a connection lost or back since the last one is said."""
        before = self._seen
        self._seen = {p.peer: _Seen(p.connected, p.dropped) for p in peers}
        if before is not None:
            self._tell(connection_news(before, peers))

    def _tell(self, news: list[Callable[[], str]]) -> None:
        if not self._live():
            return
        for line in news:
            self._say(line)


def begin_under_way(
    log: GameLog, arrived: Arrival, setup: Setup, commands: Sequence[Command]
) -> None:
    """The next game ``log`` shows is met under way after ``commands``: its first lines say
    where it stands (``setup``: the seats as this computer shows them), made again in each
    language; a roll-off that is over begins no later turn."""
    so_far = game_so_far(setup, commands)
    lines_of = functools.partial(under_way_lines, arrived, so_far, setup)
    log.open_under_way(lines_of, roll_off=so_far.position.phase is Phase.ROLL_OFF)
