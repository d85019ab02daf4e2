"""Every message of the LAN protocol, one typed schema each, checked before anything uses it.

A message is a msgpack map (one frame, :mod:`net.frames`) whose ``"t"`` names its type; the
other keys are exactly the fields of its schema. :func:`decode_message` checks the type against
the messages one side may receive, every key, every value's type, size and range, and returns
the message as a frozen dataclass; anything else is a :class:`SchemaError` with the reason.
:meth:`Struct.to_wire` makes the map to send. docs/protocol.md lists the same schemas.

Inputs (``Input``) are what the host numbers and relays, what every peer applies in the same
order and what the input log holds: the start of the game, a seat's decision, a reveal for a
chance node, a chain renewal, a peer dropped or back.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, fields
from importlib import metadata
from typing import Any, ClassVar, Final

from core.rules import Rules
from core.setup import Setup

MAGIC: Final = "MADN-LAN"
PROTOCOL_VERSION: Final = 1  # equal to net.discovery.PROTOCOL_VERSION (tests check)


def _app_version() -> str:
    try:
        return metadata.version("madn")
    except metadata.PackageNotFoundError:  # pragma: no cover - running from a bare checkout
        return "0.0.0"


APP_VERSION: Final = _app_version()

MAX_PEERS: Final = 16  # peer ids 0..15 own seats (0 is the host); spectators get 16..63
MAX_PEER_ID: Final = 63
MAX_INDEX: Final = 2**31 - 1  # sequence numbers, command and chance node indices
MAX_CHAIN: Final = 65536  # the longest hash chain a peer may commit to
MAX_LOG_ENTRIES: Final = 512  # inputs in one log frame
U64: Final = 2**64 - 1
NONCE: Final = 16  # bytes of a handshake nonce
TOKEN: Final = 16  # bytes of a player token
DIGEST: Final = 32  # bytes of a SHA-256 digest: chain values, PIN proofs

# Why a join is refused (the refuse message's reason); the text says it to the user.
REFUSALS: Final = (
    "version",  # another protocol version
    "pin",  # wrong or missing PIN
    "full",  # no open seat
    "running",  # the game runs: new players may only watch
    "rules",  # the joiner asked for other rules
    "seat",  # the seat asked for is not open
    "token",  # an unknown player token
    "busy",  # this player is connected already
    "protocol",  # the handshake was malformed
    "closing",  # the host is closing the table
)
DROP_REASONS: Final = ("gone", "timeout", "cheat", "left")
STOP_REASONS: Final = ("desync", "host", "cheat", "closing", "over")
TAKEOVERS: Final = ("ai", "pause")
SEAT_KINDS: Final = ("human", "ai", "remote", "empty")


class SchemaError(ValueError):
    """A message that does not fit its schema (the reason names the field)."""


# --- field specs -------------------------------------------------------------------------------


class Spec:
    """How one field is checked (``check`` returns the value to use) and written (``encode``)."""

    def check(self, value: object, where: str) -> Any:
        raise NotImplementedError

    def encode(self, value: Any) -> Any:
        return value


@dataclass(frozen=True)
class Int(Spec):
    low: int
    high: int

    def check(self, value: object, where: str) -> int:
        if type(value) is not int:
            raise SchemaError(f"{where}: an integer, not {type(value).__name__}")
        if not self.low <= value <= self.high:
            raise SchemaError(f"{where}: {value} is outside {self.low}..{self.high}")
        return value


@dataclass(frozen=True)
class Bool(Spec):
    def check(self, value: object, where: str) -> bool:
        if type(value) is not bool:
            raise SchemaError(f"{where}: true or false, not {type(value).__name__}")
        return value


@dataclass(frozen=True)
class Str(Spec):
    """A string of at most ``max_len`` characters; ``choices`` or ``pattern`` narrow it;
    ``text`` refuses control characters (names and reasons a user reads)."""

    max_len: int
    min_len: int = 0
    choices: tuple[str, ...] = ()
    pattern: str = ""
    text: bool = True

    def check(self, value: object, where: str) -> str:
        if type(value) is not str:
            raise SchemaError(f"{where}: a string, not {type(value).__name__}")
        if not self.min_len <= len(value) <= self.max_len:
            raise SchemaError(
                f"{where}: {len(value)} characters (allowed {self.min_len}..{self.max_len})"
            )
        if self.choices and value not in self.choices:
            raise SchemaError(f"{where}: {value[:40]!r} is not one of {', '.join(self.choices)}")
        if self.pattern and re.fullmatch(self.pattern, value) is None:
            raise SchemaError(f"{where}: {value[:40]!r} has the wrong form")
        if self.text and any(unicodedata.category(ch) in ("Cc", "Cs", "Cn") for ch in value):
            raise SchemaError(f"{where}: control or unassigned characters")
        return value


@dataclass(frozen=True)
class Bin(Spec):
    """Bytes of one of the ``sizes`` given."""

    sizes: tuple[int, ...]

    def check(self, value: object, where: str) -> bytes:
        if type(value) is not bytes:
            raise SchemaError(f"{where}: bytes, not {type(value).__name__}")
        if len(value) not in self.sizes:
            allowed = " or ".join(str(s) for s in self.sizes)
            raise SchemaError(f"{where}: {len(value)} bytes (allowed {allowed})")
        return value


@dataclass(frozen=True)
class Maybe(Spec):
    """``nil`` or the inner spec."""

    inner: Spec

    def check(self, value: object, where: str) -> Any:
        return None if value is None else self.inner.check(value, where)

    def encode(self, value: Any) -> Any:
        return None if value is None else self.inner.encode(value)


@dataclass(frozen=True)
class ListOf(Spec):
    """An array of ``min_len..max_len`` items, each checked by ``item``; read as a tuple."""

    item: Spec
    max_len: int
    min_len: int = 0

    def check(self, value: object, where: str) -> tuple[Any, ...]:
        if type(value) is not list:
            raise SchemaError(f"{where}: an array, not {type(value).__name__}")
        if not self.min_len <= len(value) <= self.max_len:
            raise SchemaError(
                f"{where}: {len(value)} items (allowed {self.min_len}..{self.max_len})"
            )
        return tuple(self.item.check(v, f"{where}[{i}]") for i, v in enumerate(value))

    def encode(self, value: Any) -> Any:
        return [self.item.encode(v) for v in value]


def _check_keys(
    value: object, expected: Mapping[str, Spec], where: str, skip: str = ""
) -> dict[str, Any]:
    if type(value) is not dict:
        raise SchemaError(f"{where}: a map, not {type(value).__name__}")
    keys = set(value) - {skip} if skip else set(value)
    missing = [k for k in expected if k not in keys]
    unknown = sorted(str(k)[:20] for k in keys if k not in expected)
    if missing:
        raise SchemaError(f"{where}: missing {', '.join(missing)}")
    if unknown:
        raise SchemaError(f"{where}: unknown field {', '.join(unknown)}")
    return value


class Struct:
    """A record with a fixed schema; subclasses are frozen dataclasses with ``SCHEMA``."""

    SCHEMA: ClassVar[dict[str, Spec]] = {}

    def fields_to_wire(self) -> dict[str, Any]:
        return {name: spec.encode(getattr(self, name)) for name, spec in self.SCHEMA.items()}

    @classmethod
    def from_fields(cls, value: object, where: str, skip: str = "") -> Any:
        data = _check_keys(value, cls.SCHEMA, where, skip)
        return cls(
            **{name: spec.check(data[name], f"{where}.{name}") for name, spec in cls.SCHEMA.items()}
        )


@dataclass(frozen=True)
class Record(Spec):
    """A nested record of type ``cls`` (a :class:`Struct`)."""

    cls: type[Struct]

    def check(self, value: object, where: str) -> Any:
        return self.cls.from_fields(value, where)

    def encode(self, value: Any) -> Any:
        assert isinstance(value, Struct)
        return value.fields_to_wire()


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
        data = _check_keys(value, {"seats": Spec(), "rules": Spec(), "first": Spec()}, where)
        seats = data["seats"]
        if type(seats) is not list or len(seats) != 4:
            raise SchemaError(f"{where}.seats: an array of 4 seats")
        for index, seat in enumerate(seats):
            for key, field_value in _check_keys(seat, SEAT_SPEC, f"{where}.seats[{index}]").items():
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


@dataclass(frozen=True, slots=True)
class PeerEntry(Struct):
    """A peer at the start of the game: its seats and its chain's anchor."""

    SCHEMA: ClassVar[dict[str, Spec]] = {
        "peer": PEER,
        "name": NAME,
        "seats": ListOf(SEAT, 4),
        "anchor": VALUE,
        "length": Int(1, MAX_CHAIN),
    }
    peer: int
    name: str
    seats: tuple[int, ...]
    anchor: bytes
    length: int


@dataclass(frozen=True, slots=True)
class StartInput(Input):
    """Input 0: the table, the setup, the peers with their seats and commitments, the takeover."""

    KIND: ClassVar[str] = "start"
    SCHEMA: ClassVar[dict[str, Spec]] = {
        "table": TABLE_ID,
        "setup": SetupSpec(),
        "peers": ListOf(Record(PeerEntry), MAX_PEERS, 1),
        "takeover": Str(8, choices=TAKEOVERS),
        "level": LEVEL,
    }
    table: str
    setup: Setup
    peers: tuple[PeerEntry, ...]
    takeover: str
    level: str


@dataclass(frozen=True, slots=True)
class ActInput(Input):
    """A seat's decision (a move, a pass, a confirmation, a pick) as its command token."""

    KIND: ClassVar[str] = "act"
    SCHEMA: ClassVar[dict[str, Spec]] = {"peer": PEER, "seat": SEAT, "cmd": COMMAND}
    peer: int
    seat: int
    cmd: str


@dataclass(frozen=True, slots=True)
class RevealInput(Input):
    """A peer's next chain value for chance node ``node``."""

    KIND: ClassVar[str] = "reveal"
    SCHEMA: ClassVar[dict[str, Spec]] = {"peer": PEER, "node": INDEX, "value": VALUE}
    peer: int
    node: int
    value: bytes


@dataclass(frozen=True, slots=True)
class CommitInput(Input):
    """A peer's new chain: its anchor and length, serving from chance node ``first`` on."""

    KIND: ClassVar[str] = "commit"
    SCHEMA: ClassVar[dict[str, Spec]] = {
        "peer": PEER,
        "anchor": VALUE,
        "length": Int(1, MAX_CHAIN),
        "first": INDEX,
    }
    peer: int
    anchor: bytes
    length: int
    first: int


@dataclass(frozen=True, slots=True)
class DropInput(Input):
    """A peer is gone: it leaves the mix and the host's AI of ``level`` plays its seats."""

    KIND: ClassVar[str] = "drop"
    SCHEMA: ClassVar[dict[str, Spec]] = {
        "peer": Int(1, MAX_PEERS - 1),
        "reason": Str(8, choices=DROP_REASONS),
        "level": LEVEL,
    }
    peer: int
    reason: str
    level: str


@dataclass(frozen=True, slots=True)
class ReturnInput(Input):
    """A dropped peer is back: its seats are its own again, it rejoins the mix."""

    KIND: ClassVar[str] = "return"
    SCHEMA: ClassVar[dict[str, Spec]] = {"peer": Int(1, MAX_PEERS - 1)}
    peer: int


INPUTS: Final[dict[str, type[Input]]] = {
    cls.KIND: cls
    for cls in (StartInput, ActInput, RevealInput, CommitInput, DropInput, ReturnInput)
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


@dataclass(frozen=True, slots=True)
class LogEntry(Struct):
    """An input of the log with the host's state hash after it."""

    SCHEMA: ClassVar[dict[str, Spec]] = {"i": InputSpec(), "h": HASH}
    i: Input
    h: int


# --- messages ----------------------------------------------------------------------------------


class Message(Struct):
    """One frame's message (the map's ``"t"`` names the type)."""

    TYPE: ClassVar[str] = ""

    def to_wire(self) -> dict[str, Any]:
        return {"t": self.TYPE, **self.fields_to_wire()}


@dataclass(frozen=True, slots=True)
class ServerHello(Message):
    """Host → joiner, the first frame on every connection. Never changes."""

    TYPE: ClassVar[str] = "server"
    SCHEMA: ClassVar[dict[str, Spec]] = {
        "magic": Str(16),
        "protocol": Int(0, 2**32 - 1),
        "app": Str(32),
        "nonce": Bin((NONCE,)),
        "table": TABLE_ID,
        "name": TABLE_NAME,
        "pin": Bool(),
    }
    magic: str
    protocol: int
    app: str
    nonce: bytes
    table: str
    name: str
    pin: bool


SPECTATE: Final = -2  # Hello.seat: watch only
ANY_SEAT: Final = -1  # Hello.seat: the first open seat


@dataclass(frozen=True, slots=True)
class Hello(Message):
    """Joiner → host, the answer to :class:`ServerHello`. Never changes."""

    TYPE: ClassVar[str] = "hello"
    SCHEMA: ClassVar[dict[str, Spec]] = {
        "magic": Str(16),
        "protocol": Int(0, 2**32 - 1),
        "app": Str(32),
        "rules": RULES_TEXT,
        "seat": Int(SPECTATE, 3),
        "token": Bin((0, TOKEN)),
        "name": NAME,
        "nonce": Bin((NONCE,)),
        "proof": Bin((0, DIGEST)),
    }
    magic: str
    protocol: int
    app: str
    rules: str
    seat: int
    token: bytes
    name: str
    nonce: bytes
    proof: bytes


@dataclass(frozen=True, slots=True)
class Settings(Struct):
    """The table's settings the joiner is told: the timeout and what happens after it."""

    SCHEMA: ClassVar[dict[str, Spec]] = {
        "timeout": Int(100, 3_600_000),  # milliseconds
        "takeover": Str(8, choices=TAKEOVERS),
        "level": LEVEL,
        "ping": Int(100, 600_000),  # milliseconds between keep-alive frames
    }
    timeout: int
    takeover: str
    level: str
    ping: int


@dataclass(frozen=True, slots=True)
class Accept(Message):
    """Host → joiner: welcome; the peer id, its seats, its token, the host's PIN proof."""

    TYPE: ClassVar[str] = "accept"
    SCHEMA: ClassVar[dict[str, Spec]] = {
        "peer": ANY_PEER,
        "seats": ListOf(SEAT, 4),
        "token": Bin((TOKEN,)),
        "proof": Bin((0, DIGEST)),
        "settings": Record(Settings),
        "inputs": Int(0, MAX_INDEX),
    }
    peer: int
    seats: tuple[int, ...]
    token: bytes
    proof: bytes
    settings: Settings
    inputs: int  # how many inputs the log has now (they follow in log frames)


@dataclass(frozen=True, slots=True)
class Refuse(Message):
    """Host → joiner: the join is refused, with a reason code and a text for the user."""

    TYPE: ClassVar[str] = "refuse"
    SCHEMA: ClassVar[dict[str, Spec]] = {"reason": Str(10, choices=REFUSALS), "text": REASON_TEXT}
    reason: str
    text: str


@dataclass(frozen=True, slots=True)
class Lobby(Message):
    """Host → everyone before the start: the setup and who owns each seat (-1: open)."""

    TYPE: ClassVar[str] = "lobby"
    SCHEMA: ClassVar[dict[str, Spec]] = {
        "setup": SetupSpec(),
        "owners": ListOf(Int(-1, MAX_PEERS - 1), 4, 4),
    }
    setup: Setup
    owners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Commit(Message):
    """Peer → host: the anchor of a chain, serving from chance node ``first`` on."""

    TYPE: ClassVar[str] = "commit"
    SCHEMA: ClassVar[dict[str, Spec]] = {
        "anchor": VALUE,
        "length": Int(1, MAX_CHAIN),
        "first": INDEX,
    }
    anchor: bytes
    length: int
    first: int


@dataclass(frozen=True, slots=True)
class Act(Message):
    """Peer → host: the decision for ``seat`` as the game's command number ``n``."""

    TYPE: ClassVar[str] = "act"
    SCHEMA: ClassVar[dict[str, Spec]] = {"n": INDEX, "seat": SEAT, "cmd": COMMAND}
    n: int
    seat: int
    cmd: str


@dataclass(frozen=True, slots=True)
class Reveal(Message):
    """Peer → host: the next chain value, for chance node ``node``."""

    TYPE: ClassVar[str] = "reveal"
    SCHEMA: ClassVar[dict[str, Spec]] = {"node": INDEX, "value": VALUE}
    node: int
    value: bytes


@dataclass(frozen=True, slots=True)
class InputFrame(Message):
    """Host → everyone: input number ``seq`` and the host's state hash after it."""

    TYPE: ClassVar[str] = "input"
    SCHEMA: ClassVar[dict[str, Spec]] = {"seq": INDEX, "i": InputSpec(), "h": HASH}
    seq: int
    i: Input
    h: int


@dataclass(frozen=True, slots=True)
class Log(Message):
    """Host → a joiner, rejoiner or spectator: inputs ``first``, ``first + 1``, ... of the log."""

    TYPE: ClassVar[str] = "log"
    SCHEMA: ClassVar[dict[str, Spec]] = {
        "first": INDEX,
        "entries": ListOf(Record(LogEntry), MAX_LOG_ENTRIES, 1),
    }
    first: int
    entries: tuple[LogEntry, ...]


@dataclass(frozen=True, slots=True)
class Refused(Message):
    """Host → peer: one of its messages was refused (the connection stays)."""

    TYPE: ClassVar[str] = "refused"
    SCHEMA: ClassVar[dict[str, Spec]] = {"what": Str(10), "reason": REASON_TEXT}
    what: str
    reason: str


@dataclass(frozen=True, slots=True)
class PeerStatus(Struct):
    SCHEMA: ClassVar[dict[str, Spec]] = {
        "peer": ANY_PEER,
        "name": NAME,
        "seats": ListOf(SEAT, 4),
        "connected": Bool(),
        "dropped": Bool(),
    }
    peer: int
    name: str
    seats: tuple[int, ...]
    connected: bool
    dropped: bool


@dataclass(frozen=True, slots=True)
class Status(Message):
    """Host → everyone: who is connected, who is missing, what the game waits for."""

    TYPE: ClassVar[str] = "status"
    SCHEMA: ClassVar[dict[str, Spec]] = {
        "peers": ListOf(Record(PeerStatus), MAX_PEER_ID + 1),
        "waiting": REASON_TEXT,
    }
    peers: tuple[PeerStatus, ...]
    waiting: str


@dataclass(frozen=True, slots=True)
class Ping(Message):
    """Either way: keep-alive when nothing else was sent for a while."""

    TYPE: ClassVar[str] = "ping"
    SCHEMA: ClassVar[dict[str, Spec]] = {}


@dataclass(frozen=True, slots=True)
class Desync(Message):
    """Peer → host: after input ``seq`` this peer's state differs from the host's."""

    TYPE: ClassVar[str] = "desync"
    SCHEMA: ClassVar[dict[str, Spec]] = {"seq": INDEX, "hash": HASH, "notation": Str(2048)}
    seq: int
    hash: int
    notation: str


@dataclass(frozen=True, slots=True)
class PeerState(Struct):
    """One peer's state hash and position notation (in a stop's desync report)."""

    SCHEMA: ClassVar[dict[str, Spec]] = {"peer": ANY_PEER, "hash": HASH, "notation": Str(2048)}
    peer: int
    hash: int
    notation: str


@dataclass(frozen=True, slots=True)
class Stop(Message):
    """Host → everyone: the game stops (desync, a cheating host detected, the host closing)."""

    TYPE: ClassVar[str] = "stop"
    SCHEMA: ClassVar[dict[str, Spec]] = {
        "reason": Str(10, choices=STOP_REASONS),
        "text": REASON_TEXT,
        "seq": INDEX,
        "states": ListOf(Record(PeerState), MAX_PEERS),
    }
    reason: str
    text: str
    seq: int
    states: tuple[PeerState, ...]


@dataclass(frozen=True, slots=True)
class Bye(Message):
    """Either way: this side closes the connection on purpose."""

    TYPE: ClassVar[str] = "bye"
    SCHEMA: ClassVar[dict[str, Spec]] = {"reason": REASON_TEXT}
    reason: str


MESSAGES: Final[dict[str, type[Message]]] = {
    cls.TYPE: cls
    for cls in (
        ServerHello,
        Hello,
        Accept,
        Refuse,
        Lobby,
        Commit,
        Act,
        Reveal,
        InputFrame,
        Log,
        Refused,
        Status,
        Ping,
        Desync,
        Stop,
        Bye,
    )
}
# What each side may receive.
TO_HOST: Final = frozenset({"hello", "commit", "act", "reveal", "ping", "desync", "bye"})
TO_PEER: Final = frozenset(
    {
        "server",
        "accept",
        "refuse",
        "lobby",
        "input",
        "log",
        "refused",
        "status",
        "ping",
        "stop",
        "bye",
    }
)


def decode_message(obj: object, allowed: frozenset[str] | None = None) -> Message:
    """The message ``obj`` (a decoded frame) is, checked against its schema; ``allowed`` limits
    the types accepted. :class:`SchemaError` for anything else."""
    if type(obj) is not dict:
        raise SchemaError(f"a message is a map, not {type(obj).__name__}")
    kind = obj.get("t")
    if type(kind) is not str or kind not in MESSAGES:
        raise SchemaError(f"unknown message type {str(kind)[:20]!r}")
    if allowed is not None and kind not in allowed:
        raise SchemaError(f"a {kind} message is not expected here")
    message: Message = MESSAGES[kind].from_fields(obj, kind, skip="t")
    return message


def peek_version(obj: object) -> tuple[str, int, str] | None:
    """Magic, protocol version and app version of a handshake frame of any version, read
    before its schema is checked (so another version is refused with the reason); ``None``
    when the frame does not even have those."""
    if type(obj) is not dict:
        return None
    magic, protocol, app = obj.get("magic"), obj.get("protocol"), obj.get("app")
    if type(magic) is not str or type(protocol) is not int or type(app) is not str:
        return None
    return magic[:16], protocol, app[:32]


def rules_text(rules: Rules) -> str:
    """The rules as a hello's ``rules`` field: the notation's flags and the figures."""
    return f"{rules.flags()}:{rules.figures}"
