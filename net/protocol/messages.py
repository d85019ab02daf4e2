"""Every message of the LAN protocol, one typed schema each, checked before anything uses it.

A message is a msgpack map (one frame, :mod:`net.protocol.frames`) whose ``"t"`` names its type; the
other keys are exactly the fields of its schema. :func:`decode_message` checks the type against
the messages one side may receive, every key, every value's type, size and range, and returns
the message as a frozen dataclass; anything else is a :class:`SchemaError` with the reason.
:meth:`Struct.to_wire` makes the map to send. docs/protocol.md lists the same schemas.

The inputs (what the host numbers and every peer applies) are in :mod:`net.protocol.inputs`, the
schema machinery in :mod:`net.protocol.schema`; both are re-exported here, so ``from
net.protocol.messages import ...`` finds every record of the protocol.
"""

from __future__ import annotations

from importlib import metadata
from typing import Any, ClassVar, Final

from core.rules import Rules
from core.setup import Setup
from net.protocol.inputs import (
    ANY_PEER,
    COMMAND,
    DIGEST,
    DROP_REASONS,
    HASH,
    INDEX,
    INPUTS,
    LEVEL,
    MAX_CHAIN,
    MAX_INDEX,
    MAX_PEER_ID,
    MAX_PEERS,
    NAME,
    PEER,
    REASON_TEXT,
    RULES_TEXT,
    SEAT,
    SEAT_KINDS,
    SEAT_SPEC,
    TABLE_ID,
    TABLE_NAME,
    TAKEOVERS,
    U64,
    VALUE,
    ActInput,
    CommitInput,
    DropInput,
    Input,
    InputSpec,
    LogEntry,
    PeerEntry,
    ReturnInput,
    RevealInput,
    RulesSpec,
    SetupSpec,
    StartInput,
    TakeInput,
)
from net.protocol.schema import (
    Bin,
    Bool,
    Int,
    ListOf,
    Maybe,
    Nested,
    SchemaError,
    Spec,
    Str,
    Struct,
    struct,
    wire,
)

__all__ = [
    "ANY_PEER",
    "ANY_SEAT",
    "APP_VERSION",
    "COMMAND",
    "DIGEST",
    "DROP_REASONS",
    "HASH",
    "INDEX",
    "INPUTS",
    "LEVEL",
    "MAGIC",
    "MAX_CHAIN",
    "MAX_INDEX",
    "MAX_LEFT",
    "MAX_LOG_ENTRIES",
    "MAX_PEERS",
    "MAX_PEER_ID",
    "MESSAGES",
    "NAME",
    "NONCE",
    "PEER",
    "PROTOCOL_VERSION",
    "REASON_TEXT",
    "REFUSALS",
    "RULES_TEXT",
    "SEAT",
    "SEAT_KINDS",
    "SEAT_SPEC",
    "SPECTATE",
    "STOP_REASONS",
    "TABLE_ID",
    "TABLE_NAME",
    "TAKEOVERS",
    "TOKEN",
    "TO_HOST",
    "TO_PEER",
    "U64",
    "VALUE",
    "Accept",
    "Act",
    "ActInput",
    "Bin",
    "Bool",
    "Bye",
    "Commit",
    "CommitInput",
    "Desync",
    "DropInput",
    "Hello",
    "Input",
    "InputFrame",
    "InputSpec",
    "Int",
    "ListOf",
    "Lobby",
    "Log",
    "LogEntry",
    "Maybe",
    "Message",
    "Nested",
    "PeerEntry",
    "PeerState",
    "PeerStatus",
    "Ping",
    "Refuse",
    "Refused",
    "ReturnInput",
    "Reveal",
    "RevealInput",
    "RulesSpec",
    "SchemaError",
    "ServerHello",
    "Settings",
    "SetupSpec",
    "Spec",
    "StartInput",
    "Status",
    "Stop",
    "Str",
    "Struct",
    "TakeInput",
    "decode_message",
    "peek_version",
    "rules_text",
]

MAGIC: Final = "MADN-LAN"
# The version of the LAN protocol (frames and messages, docs/protocol.md), stated here once: the
# handshake carries it, discovery announces it, and a table of another version is incompatible.
PROTOCOL_VERSION: Final = 3


def _app_version() -> str:
    try:
        return metadata.version("madn")
    except metadata.PackageNotFoundError:  # pragma: no cover - running from a bare checkout
        return "0.0.0"


APP_VERSION: Final = _app_version()
MAX_LOG_ENTRIES: Final = 512  # inputs in one log frame
MAX_LEFT: Final = 3600  # seconds: the longest timeout (settings.timeout, 3 600 000 ms)
NONCE: Final = 16  # bytes of a handshake nonce
TOKEN: Final = 16  # bytes of a player token

# Why a join is refused (the refuse message's reason); the text says it to the user.
REFUSALS: Final = (
    "version",  # another protocol version
    "pin",  # wrong or missing PIN
    "full",  # no open seat
    "running",  # the game runs: no seat for a newcomer (or the host said no)
    "rules",  # the joiner asked for other rules
    "seat",  # the seat asked for is not open
    "token",  # an unknown player token
    "busy",  # the table cannot take this connection now: try again
    "protocol",  # the handshake was malformed
    "closing",  # the host is closing the table
)
STOP_REASONS: Final = ("desync", "host", "cheat", "closing", "over")


# --- messages ----------------------------------------------------------------------------------


class Message(Struct):
    """One frame's message (the map's ``"t"`` names the type)."""

    TYPE: ClassVar[str] = ""

    def to_wire(self) -> dict[str, Any]:
        return {"t": self.TYPE, **self.fields_to_wire()}


@struct
class ServerHello(Message):
    """Host → joiner, the first frame on every connection. Never changes."""

    TYPE: ClassVar[str] = "server"
    magic: str = wire(Str(16))
    protocol: int = wire(Int(0, 2**32 - 1))
    app: str = wire(Str(32))
    nonce: bytes = wire(Bin((NONCE,)))
    table: str = wire(TABLE_ID)
    name: str = wire(TABLE_NAME)
    pin: bool = wire(Bool())


SPECTATE: Final = -2  # Hello.seat: watch only
ANY_SEAT: Final = -1  # Hello.seat: the first open seat


@struct
class Hello(Message):
    """Joiner → host, the answer to :class:`ServerHello`. Never changes."""

    TYPE: ClassVar[str] = "hello"
    magic: str = wire(Str(16))
    protocol: int = wire(Int(0, 2**32 - 1))
    app: str = wire(Str(32))
    rules: str = wire(RULES_TEXT)
    seat: int = wire(Int(SPECTATE, 3))
    token: bytes = wire(Bin((0, TOKEN)))
    name: str = wire(NAME)
    nonce: bytes = wire(Bin((NONCE,)))
    proof: bytes = wire(Bin((0, DIGEST)))


@struct
class Settings(Struct):
    """The table's settings the joiner is told: the timeout and what happens after it."""

    timeout: int = wire(Int(100, 3_600_000))
    takeover: str = wire(Str(8, choices=TAKEOVERS))
    level: str = wire(LEVEL)
    ping: int = wire(Int(100, 600_000))


@struct
class Accept(Message):
    """Host → joiner: welcome; the peer id, its seats, its token, the host's PIN proof."""

    TYPE: ClassVar[str] = "accept"
    peer: int = wire(ANY_PEER)
    seats: tuple[int, ...] = wire(ListOf(SEAT, 4))
    token: bytes = wire(Bin((TOKEN,)))
    proof: bytes = wire(Bin((0, DIGEST)))
    settings: Settings = wire(Nested(Settings))
    inputs: int = wire(
        Int(0, MAX_INDEX)
    )  # how many inputs the log has now (they follow in log frames)


@struct
class Refuse(Message):
    """Host → joiner: the join is refused, with a reason code and a text for the user."""

    TYPE: ClassVar[str] = "refuse"
    reason: str = wire(Str(10, choices=REFUSALS))
    text: str = wire(REASON_TEXT)


@struct
class Lobby(Message):
    """Host → everyone before the start: the setup and who owns each seat (-1: open)."""

    TYPE: ClassVar[str] = "lobby"
    setup: Setup = wire(SetupSpec())
    owners: tuple[int, ...] = wire(ListOf(Int(-1, MAX_PEERS - 1), 4, 4))


@struct
class Commit(Message):
    """Peer → host: the anchor of a chain, serving from chance node ``first`` on."""

    TYPE: ClassVar[str] = "commit"
    anchor: bytes = wire(VALUE)
    length: int = wire(Int(1, MAX_CHAIN))
    first: int = wire(INDEX)


@struct
class Act(Message):
    """Peer → host: the decision for ``seat`` as the game's command number ``n``."""

    TYPE: ClassVar[str] = "act"
    n: int = wire(INDEX)
    seat: int = wire(SEAT)
    cmd: str = wire(COMMAND)


@struct
class Reveal(Message):
    """Peer → host: the next chain value, for chance node ``node``."""

    TYPE: ClassVar[str] = "reveal"
    node: int = wire(INDEX)
    value: bytes = wire(VALUE)


@struct
class InputFrame(Message):
    """Host → everyone: input number ``seq`` and the host's state hash after it."""

    TYPE: ClassVar[str] = "input"
    seq: int = wire(INDEX)
    i: Input = wire(InputSpec())
    h: int = wire(HASH)


@struct
class Log(Message):
    """Host → a joiner, rejoiner or spectator: inputs ``first``, ``first + 1``, ... of the log."""

    TYPE: ClassVar[str] = "log"
    first: int = wire(INDEX)
    entries: tuple[LogEntry, ...] = wire(ListOf(Nested(LogEntry), MAX_LOG_ENTRIES, 1))


@struct
class Refused(Message):
    """Host → peer: one of its messages was refused (the connection stays)."""

    TYPE: ClassVar[str] = "refused"
    what: str = wire(Str(10))
    reason: str = wire(REASON_TEXT)


@struct
class PeerStatus(Struct):
    peer: int = wire(ANY_PEER)
    name: str = wire(NAME)
    seats: tuple[int, ...] = wire(ListOf(SEAT, 4))
    connected: bool = wire(Bool())
    dropped: bool = wire(Bool())
    # A missing player: whole seconds (rounded up) until the timeout runs out and the takeover
    # (accept.settings.takeover) begins; None when nothing is pending.
    left: int | None = wire(Maybe(Int(0, MAX_LEFT)), default=None)


@struct
class Status(Message):
    """Host → everyone: who is connected, who is missing, what the game waits for."""

    TYPE: ClassVar[str] = "status"
    peers: tuple[PeerStatus, ...] = wire(ListOf(Nested(PeerStatus), MAX_PEER_ID + 1))
    waiting: str = wire(REASON_TEXT)


@struct
class Ping(Message):
    """Either way: keep-alive when nothing else was sent for a while."""

    TYPE: ClassVar[str] = "ping"


@struct
class Desync(Message):
    """Peer → host: after input ``seq`` this peer's state differs from the host's."""

    TYPE: ClassVar[str] = "desync"
    seq: int = wire(INDEX)
    hash: int = wire(HASH)
    notation: str = wire(Str(2048))


@struct
class PeerState(Struct):
    """One peer's state hash and position notation (in a stop's desync report)."""

    peer: int = wire(ANY_PEER)
    hash: int = wire(HASH)
    notation: str = wire(Str(2048))


@struct
class Stop(Message):
    """Host → everyone: the game stops (desync, a cheating host detected, the host closing)."""

    TYPE: ClassVar[str] = "stop"
    reason: str = wire(Str(10, choices=STOP_REASONS))
    text: str = wire(REASON_TEXT)
    seq: int = wire(INDEX)
    states: tuple[PeerState, ...] = wire(ListOf(Nested(PeerState), MAX_PEERS))


# How a host that closes for now (its game kept for a resume) ends its ``bye``'s reason: the
# joiner may tell its player that the table opens again (docs/protocol.md "Missing peers").
BYE_KEPT = "the table is kept for a resume"


@struct
class Bye(Message):
    """Either way: this side closes the connection on purpose."""

    TYPE: ClassVar[str] = "bye"
    reason: str = wire(REASON_TEXT)


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
