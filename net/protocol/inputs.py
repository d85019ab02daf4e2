"""The inputs of the LAN protocol: what the host numbers and relays, what every peer applies in
the same order and what the input log holds (docs/protocol.md, "Inputs").

An input is a msgpack map whose ``"k"`` names its kind: the start of the game, a seat's decision,
a reveal for a chance node, a chain renewal, a peer dropped or back, a late arrival taking a
seat from the computer. This module also holds the
field types that inputs and messages share (peer ids, seats, indices, hashes, chain values,
names, command tokens, the setup and the rules).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar, Final

from core.rules import Rules
from core.setup import Setup
from net.protocol.schema import (
    Bin,
    Int,
    ListOf,
    Maybe,
    Nested,
    SchemaError,
    Spec,
    Str,
    Struct,
    check_keys,
    struct,
    wire,
)

MAX_PEERS: Final = 16  # peer ids 0..15 own seats (0 is the host); spectators get 16..63
MAX_PEER_ID: Final = 63
MAX_INDEX: Final = 2**31 - 1  # sequence numbers, command and chance node indices
MAX_CHAIN: Final = 65536  # the longest hash chain a peer may commit to
U64: Final = 2**64 - 1
DIGEST: Final = 32  # bytes of a SHA-256 digest: chain values, PIN proofs
DROP_REASONS: Final = ("gone", "timeout", "cheat", "left")
TAKEOVERS: Final = ("ai", "pause")
SEAT_KINDS: Final = ("human", "ai", "remote", "empty")


@dataclass(frozen=True)
class RulesSpec(Spec):
    """The rules as :meth:`core.rules.Rules.to_dict` writes them."""

    def check(self, value: object, where: str) -> Rules:
        known = {f.name for f in fields(Rules)}
        if type(value) is not dict or len(value) > len(known):
            raise SchemaError(f"{where}: a map of rule options")
        try:
            return Rules.from_dict(value)
        except (ValueError, TypeError) as error:
            raise SchemaError(f"{where}: {error}") from None

    def encode(self, value: Any) -> Any:
        assert isinstance(value, Rules)
        return value.to_dict()


SEAT_SPEC: Final = {
    "kind": Str(8, choices=SEAT_KINDS),
    "name": Str(32),
    "level": Str(16, pattern=r"[a-z0-9_]*"),
}


@dataclass(frozen=True)
class SetupSpec(Spec):
    """A :class:`core.setup.Setup`: four seats (kind, name, AI level), the rules, who is first."""

    def check(self, value: object, where: str) -> Setup:
        data = check_keys(value, ("seats", "rules", "first"), where)
        seats = data["seats"]
        if type(seats) is not list or len(seats) != 4:
            raise SchemaError(f"{where}.seats: an array of 4 seats")
        for index, seat in enumerate(seats):
            for key, field_value in check_keys(seat, SEAT_SPEC, f"{where}.seats[{index}]").items():
                SEAT_SPEC[key].check(field_value, f"{where}.seats[{index}].{key}")
        rules = RulesSpec().check(data["rules"], f"{where}.rules")
        Maybe(Int(0, 3)).check(data["first"], f"{where}.first")
        try:
            setup = Setup.from_dict({**data, "rules": rules.to_dict()})
        except ValueError as error:
            raise SchemaError(f"{where}: {error}") from None
        problem = setup.problem()
        if problem is not None:
            raise SchemaError(f"{where}: {problem}")
        return setup

    def encode(self, value: Any) -> Any:
        assert isinstance(value, Setup)
        return value.to_dict()


# --- common field specs ------------------------------------------------------------------------

PEER: Final = Int(0, MAX_PEERS - 1)
ANY_PEER: Final = Int(0, MAX_PEER_ID)
SEAT: Final = Int(0, 3)
INDEX: Final = Int(0, MAX_INDEX)
HASH: Final = Int(0, U64)
VALUE: Final = Bin((DIGEST,))
NAME: Final = Str(32)
TABLE_NAME: Final = Str(64)
REASON_TEXT: Final = Str(300)
TABLE_ID: Final = Str(32, min_len=32, pattern=r"[0-9a-f]{32}", text=False)
COMMAND: Final = Str(24, min_len=1, pattern=r"[a-z0-9>./+\-]+", text=False)
LEVEL: Final = Str(16, pattern=r"[a-z0-9_]*")
RULES_TEXT: Final = Str(64, pattern=r"[a-z,\-]*(:[0-9]{1,2})?", text=False)


# --- inputs: what the host numbers and every peer applies -------------------------------------


class Input(Struct):
    """One input of the game's log (the map's ``"k"`` names the kind)."""

    KIND: ClassVar[str] = ""

    def to_wire(self) -> dict[str, Any]:
        return {"k": self.KIND, **self.fields_to_wire()}


@struct
class PeerEntry(Struct):
    """A peer at the start of the game: its seats and its chain's anchor."""

    peer: int = wire(PEER)
    name: str = wire(NAME)
    seats: tuple[int, ...] = wire(ListOf(SEAT, 4))
    anchor: bytes = wire(VALUE)
    length: int = wire(Int(1, MAX_CHAIN))


@struct
class StartInput(Input):
    """Input 0: the table, the setup, the peers with their seats and commitments, the takeover."""

    KIND: ClassVar[str] = "start"
    table: str = wire(TABLE_ID)
    setup: Setup = wire(SetupSpec())
    peers: tuple[PeerEntry, ...] = wire(ListOf(Nested(PeerEntry), MAX_PEERS, 1))
    takeover: str = wire(Str(8, choices=TAKEOVERS))
    level: str = wire(LEVEL)


@struct
class ActInput(Input):
    """A seat's decision (a move, a pass, a confirmation, a pick) as its command token."""

    KIND: ClassVar[str] = "act"
    peer: int = wire(PEER)
    seat: int = wire(SEAT)
    cmd: str = wire(COMMAND)


@struct
class RevealInput(Input):
    """A peer's next chain value for chance node ``node``."""

    KIND: ClassVar[str] = "reveal"
    peer: int = wire(PEER)
    node: int = wire(INDEX)
    value: bytes = wire(VALUE)


@struct
class CommitInput(Input):
    """A peer's new chain: its anchor and length, serving from chance node ``first`` on."""

    KIND: ClassVar[str] = "commit"
    peer: int = wire(PEER)
    anchor: bytes = wire(VALUE)
    length: int = wire(Int(1, MAX_CHAIN))
    first: int = wire(INDEX)


@struct
class DropInput(Input):
    """A peer is gone: it leaves the mix and the host's AI of ``level`` plays its seats."""

    KIND: ClassVar[str] = "drop"
    peer: int = wire(Int(1, MAX_PEERS - 1))
    reason: str = wire(Str(8, choices=DROP_REASONS))
    level: str = wire(LEVEL)


@struct
class ReturnInput(Input):
    """A dropped peer is back: its seats are its own again, it rejoins the mix."""

    KIND: ClassVar[str] = "return"
    peer: int = wire(Int(1, MAX_PEERS - 1))


@struct
class TakeInput(Input):
    """A late arrival takes ``seat`` from the computer: a new peer with its chain's anchor, in
    the mix from the next chance node that opens, the seat's controller from now on."""

    KIND: ClassVar[str] = "take"
    peer: int = wire(Int(1, MAX_PEERS - 1))
    name: str = wire(NAME)
    seat: int = wire(SEAT)
    anchor: bytes = wire(VALUE)
    length: int = wire(Int(1, MAX_CHAIN))


INPUTS: Final[dict[str, type[Input]]] = {
    cls.KIND: cls
    for cls in (
        StartInput,
        ActInput,
        RevealInput,
        CommitInput,
        DropInput,
        ReturnInput,
        TakeInput,
    )
}


@dataclass(frozen=True)
class InputSpec(Spec):
    """Any input, by its ``"k"``."""

    def check(self, value: object, where: str) -> Input:
        if type(value) is not dict:
            raise SchemaError(f"{where}: an input map, not {type(value).__name__}")
        kind = value.get("k")
        if type(kind) is not str or kind not in INPUTS:
            raise SchemaError(f"{where}: unknown input kind {str(kind)[:20]!r}")
        result: Input = INPUTS[kind].from_fields(value, f"{where}<{kind}>", skip="k")
        return result

    def encode(self, value: Any) -> Any:
        assert isinstance(value, Input)
        return value.to_wire()


@struct
class LogEntry(Struct):
    """An input of the log with the host's state hash after it."""

    i: Input = wire(InputSpec())
    h: int = wire(HASH)
