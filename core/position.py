"""The position: everything the rules need to know about a game at one moment.

A :class:`Position` is an immutable value (its attributes are never assigned after
construction; mypy enforces it through ``Final``). Commands turn one position into the next
(:mod:`core.engine`); the same position always gives the same legal moves, notation and hash. It
says who acts next: chance (:meth:`Position.chance_node`: the die, the railway's interval) or the
seat to move, which chooses among the legal moves.
"""

from __future__ import annotations

import hashlib
from enum import Enum
from typing import TYPE_CHECKING, Any, Final

from core.board import GOAL_START, HOUSE, SEAT_COUNT
from core.chance import D6, ChanceKind, ChanceNode, Dice
from core.event.draws import draw_node
from core.event.notation import format_events
from core.event.state import EventState
from core.event.wheel import WHEEL_SLICES
from core.rules import Rules

if TYPE_CHECKING:
    from core.moves import Move

TRAIN_LOW: Final = 2  # the railway's interval: 2..5 table rounds (GAME.md 4.2)
TRAIN_HIGH: Final = 5
TRAIN_NODE: Final = ChanceNode(ChanceKind.TRAIN, TRAIN_LOW, TRAIN_HIGH)
WHEEL_NODE: Final = ChanceNode(ChanceKind.WHEEL, 0, WHEEL_SLICES - 1)
_DIE_NODES: dict[Dice, ChanceNode] = {}


class Phase(Enum):
    """What the position waits for."""

    ROLL_OFF = "rolloff"  # chance: the contenders roll once each to find the first player
    ROLL = "roll"  # chance: the player to move rolls
    TRAIN = "train"  # chance: the railway's next interval is drawn
    MOVE = "move"  # the player to move chooses one of the legal moves for the pending roll
    WHEEL = "wheel"  # chance (event mode): the wheel of fortune turns
    CONFIRM = "confirm"  # the player to move confirms the event drawn
    DRAW = "draw"  # chance (event mode): a draw the event needs (target, field, paths, turns)
    PICK = "pick"  # the player to move picks the event's figures (place swap, send back)
    OVER = "over"  # the game has ended


def die_node(dice: Dice) -> ChanceNode:
    """The chance node of a roll of ``dice``."""
    node = _DIE_NODES.get(dice)
    if node is None:
        node = _DIE_NODES[dice] = ChanceNode(ChanceKind.DIE, 1, dice.sides, dice.count)
    return node


class Position:
    """A game position.

    ``figures[s]`` holds the progress of each figure of seat ``s`` (empty for a seat without a
    player); ``goal_sizes[s]`` the length of its goal lane. ``rolls_left`` counts the rolls still
    to come in the current series after the pending one (phase MOVE) or including the next one
    (phase ROLL). ``dice`` are the dice of the next or pending roll. ``train`` counts the table
    rounds still to end before the train passes (0 without the railway, and while its interval is
    drawn); ``opener`` is the seat whose turns begin the table rounds (``-1`` where no rule counts
    them). ``event_state`` is event mode's state (``None`` in the classic game).
    """

    __slots__ = (
        "_hash",
        "_legal",
        "contenders",
        "dice",
        "event_state",
        "figures",
        "finished",
        "goal_sizes",
        "opener",
        "phase",
        "pips",
        "roll_off_pips",
        "rolls_left",
        "rules",
        "seats",
        "train",
        "turn",
    )

    def __init__(
        self,
        rules: Rules,
        seats: tuple[int, ...],
        figures: tuple[tuple[int, ...], ...],
        goal_sizes: tuple[int, ...],
        turn: int,
        phase: Phase,
        pips: tuple[int, ...] = (),
        rolls_left: int = 1,
        finished: tuple[int, ...] = (),
        contenders: tuple[int, ...] = (),
        roll_off_pips: tuple[int, ...] = (),
        dice: Dice = D6,
        train: int = 0,
        opener: int = -1,
        event_state: EventState | None = None,
    ) -> None:
        self.rules: Final = rules
        self.seats: Final = seats
        self.figures: Final = figures
        self.goal_sizes: Final = goal_sizes
        self.turn: Final = turn
        self.phase: Final = phase
        self.pips: Final = pips
        self.rolls_left: Final = rolls_left
        self.finished: Final = finished
        self.contenders: Final = contenders
        self.roll_off_pips: Final = roll_off_pips
        self.dice: Final = dice
        self.train: Final = train
        self.opener: Final = opener
        self.event_state: Final = event_state
        self._hash: int | None = None
        self._legal: list[Move] | None = None

    def but(self, **changes: Any) -> Position:
        """A copy with some attributes changed (the engine's hottest paths call the constructor
        directly)."""
        unknown = changes.keys() - _FIELD_SET
        if unknown:
            raise TypeError(f"a position has no attribute {sorted(unknown)[0]!r}")
        get = changes.get
        return Position(
            get("rules", self.rules),
            get("seats", self.seats),
            get("figures", self.figures),
            get("goal_sizes", self.goal_sizes),
            get("turn", self.turn),
            get("phase", self.phase),
            get("pips", self.pips),
            get("rolls_left", self.rolls_left),
            get("finished", self.finished),
            get("contenders", self.contenders),
            get("roll_off_pips", self.roll_off_pips),
            get("dice", self.dice),
            get("train", self.train),
            get("opener", self.opener),
            get("event_state", self.event_state),
        )

    def with_event_state(self, state: EventState, phase: Phase | None = None) -> Position:
        """A copy with another event state (and phase): built directly, on every event roll."""
        p = self
        return Position(
            p.rules,
            p.seats,
            p.figures,
            p.goal_sizes,
            p.turn,
            phase or p.phase,
            p.pips,
            p.rolls_left,
            p.finished,
            p.contenders,
            p.roll_off_pips,
            p.dice,
            p.train,
            p.opener,
            state,
        )

    def _key(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in _FIELDS)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self is other or self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Position({format_position(self)!r})"

    # --- who acts ----------------------------------------------------------------------------

    def chance_node(self) -> ChanceNode | None:
        """The draw this position waits for, or ``None`` when a seat decides or the game is over."""
        phase = self.phase
        if phase is Phase.ROLL or phase is Phase.ROLL_OFF:
            return die_node(self.dice)
        if phase is Phase.TRAIN:
            return TRAIN_NODE
        if phase is Phase.WHEEL:
            return WHEEL_NODE
        if phase is Phase.DRAW:
            return draw_node(self)
        return None

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    # --- derived facts -----------------------------------------------------------------------

    @property
    def die(self) -> int:
        """Sum of the pending roll's pips (0 when nothing is pending)."""
        return sum(self.pips)

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Seats still playing: in the game, not finished and not knocked out."""
        out = self.event_state.out if self.event_state is not None else ()
        return tuple(s for s in self.seats if s not in self.finished and s not in out)

    def goal_size(self, seat: int) -> int:
        return self.goal_sizes[seat]

    def last_progress(self, seat: int) -> int:
        """Progress of the seat's innermost goal field."""
        return GOAL_START + self.goal_sizes[seat] - 1

    def in_goal(self, seat: int) -> int:
        return sum(1 for p in self.figures[seat] if p >= GOAL_START)

    def next_seat(self, after: int) -> int:
        """The next active seat clockwise after ``after``."""
        seats, finished = self.seats, self.finished
        out = self.event_state.out if self.event_state is not None else ()
        for step in range(1, SEAT_COUNT + 1):
            seat = (after + step) % SEAT_COUNT
            if seat in seats and seat not in finished and seat not in out:
                return seat
        return after

    def with_figure(self, seat: int, figure: int, progress: int) -> Position:
        row = list(self.figures[seat])
        row[figure] = progress
        table = list(self.figures)
        table[seat] = tuple(row)
        return self.but(figures=tuple(table))

    def state_hash(self) -> int:
        """A 64-bit hash of the position, equal in every process and on every platform.

        It is taken over the position notation (the first 8 bytes of its SHA-256, big-endian),
        so two positions with the same notation hash alike; Python's own ``hash()`` is salted
        per process and never used for this.
        """
        if self._hash is None:
            digest = hashlib.sha256(format_position(self).encode()).digest()  # UTF-8
            self._hash = int.from_bytes(digest[:8])  # big-endian, from_bytes' default
        return self._hash


_FIELDS: Final = (
    "rules",
    "seats",
    "figures",
    "goal_sizes",
    "turn",
    "phase",
    "pips",
    "rolls_left",
    "finished",
    "contenders",
    "roll_off_pips",
    "dice",
    "train",
    "opener",
    "event_state",
)
_FIELD_SET: Final = frozenset(_FIELDS)


def check_seats(seats: tuple[int, ...]) -> None:
    """Raise ``ValueError`` unless ``seats`` is a valid set of 2 to 4 occupied seats."""
    if len(set(seats)) != len(seats) or any(not 0 <= s < SEAT_COUNT for s in seats):
        raise ValueError(f"seats must be distinct numbers 0..3, not {list(seats)}")
    if not 2 <= len(seats) <= SEAT_COUNT:
        raise ValueError(f"a game needs 2 to 4 players, not {len(seats)}")
    if len(seats) == 2 and abs(seats[0] - seats[1]) != 2:
        raise ValueError("two players sit opposite: seats 0 and 2, or 1 and 3")


# --- the position text (core.notation parses it) --------------------------------------------------

TAG = "MADN1"
OUT = "x"  # a knocked-out seat's slot in f= (its figures have left the board)


def _format_figure(progress: int) -> str:
    if progress == HOUSE:
        return "H"
    if progress >= GOAL_START:
        return f"G{progress - GOAL_START + 1}"
    return str(progress)


def format_position(position: Position) -> str:
    slots = []
    state = position.event_state
    out = state.out if state is not None else ()
    for seat in range(SEAT_COUNT):
        row = position.figures[seat]
        if seat not in position.seats:
            slots.append("-")
        elif seat in out:
            slots.append(OUT)
        else:
            slots.append(",".join(_format_figure(p) for p in row))
    parts = [TAG, "f=" + "/".join(slots), f"turn={position.turn}", f"phase={position.phase.value}"]
    if position.pips:
        parts.append("die=" + "+".join(str(p) for p in position.pips))
    parts.append(f"rolls={position.rolls_left}")
    parts.append("rules=" + position.rules.flags())
    if any(position.goal_sizes[s] != len(position.figures[s]) for s in position.seats):
        parts.append("goals=" + ",".join(str(g) for g in position.goal_sizes))
    if position.finished:
        parts.append("done=" + ",".join(str(s) for s in position.finished))
    if position.contenders:
        contenders = ",".join(str(s) for s in position.contenders)
        rolled = ",".join(str(v) for v in position.roll_off_pips)
        parts.append(f"rolloff={contenders}:{rolled}")
    if position.dice != D6:
        parts.append(f"dice={position.dice}")
    if position.rules.railway:
        parts.append(f"train={position.train}")
    if position.opener >= 0:
        parts.append(f"open={position.opener}")
    playing = [s for s in position.seats if s not in out]
    if len(position.figures[playing[0]]) != position.rules.figures:
        parts.append(f"start={position.rules.figures}")  # the first seat was reinforced
    if state is not None:
        parts += format_events(state)
    return " ".join(parts)
