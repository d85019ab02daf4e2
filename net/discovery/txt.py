"""What a table's DNS-SD service says: the service type, the TXT keys and their defensive parsing,
and :class:`TableInfo`, one table as a browser lists it (docs/protocol.md, "Discovery").

Everything here is pure (no sockets, no zeroconf instance): :mod:`net.discovery.announcer` writes
the TXT record, :mod:`net.discovery.browser` reads it from anyone on the LAN.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from net.protocol.messages import PROTOCOL_VERSION
from net.protocol.text import clean_text

log = logging.getLogger("net.discovery")

SERVICE_TYPE = "_madn._tcp.local."

# TXT keys (docs/protocol.md, "Discovery").
TXT_PROTO = "proto"  # protocol version, decimal
TXT_NAME = "name"  # table name, UTF-8
TXT_MODE = "mode"  # "classic" or "event"
TXT_FREE = "free"  # free seats, decimal
TXT_RULES = "rules"  # the notation's rule flags, comma-separated (e.g. "fc,rw"); may be empty
TXT_PIN = "pin"  # "1" when joining needs a PIN, else "0"
TXT_STATE = "state"  # "lobby" or "running"
TXT_LATE = "late"  # while running: the seats a late arrival may take, comma-separated ("-": none)

MODES = ("classic", "event")

# Limits for what is read from the network (parse_txt) and written to it (TableAnnouncer).
MAX_TXT_ENTRIES = 32  # entries read from one TXT record; the rest are ignored
MAX_KEY_CHARS = 32  # a longer key is ignored
MAX_VALUE_CHARS = 255  # a longer value is cut (one TXT string is at most 255 bytes anyway)
MAX_TXT_ENTRY_BYTES = 255  # "key=value" in one TXT string (RFC 6763 6.1)
MAX_RULE_FLAGS = 32
MAX_FREE_SEATS = 99
MAX_ADDRESSES = 8  # addresses of one table tried by the TCP confirmation
MAX_TABLES = 256  # services tracked by one browser; more are ignored
# The instance label is at most 63 bytes; zeroconf appends "-2", "-3", ... on a name clash.
MAX_LABEL_BYTES = 56


def cut_utf8(text: str, max_bytes: int) -> str:
    """``text`` cut to at most ``max_bytes`` of UTF-8, on a character boundary."""
    data = text.encode("utf-8")
    if len(data) <= max_bytes:
        return text
    return data[:max_bytes].decode("utf-8", errors="ignore")


def _as_text(raw: object, *, key: bool) -> str | None:
    """A TXT key or value as text, or None when it has a type no TXT record can have."""
    if isinstance(raw, bytes | bytearray | memoryview):
        data = bytes(raw[: 4 * MAX_VALUE_CHARS])
        if key:
            try:
                return data.decode("ascii")
            except UnicodeDecodeError:
                return None
        return data.decode("utf-8", errors="replace")
    if isinstance(raw, str):
        return raw[: 4 * MAX_VALUE_CHARS]
    return None


def parse_txt(properties: Mapping[bytes, bytes | None]) -> dict[str, str]:
    """The TXT record's entries as text, defensively (the record comes from anyone on the LAN).

    Keys are lower-cased printable ASCII (RFC 6763 6.4: case-insensitive; the first of equal keys
    counts); values are UTF-8 with undecodable bytes replaced, control characters and
    bidirectional overrides removed, cut to :data:`MAX_VALUE_CHARS`; a key without a value gives
    ``""``. Entries of the wrong type, overlong or empty keys and everything after the first
    :data:`MAX_TXT_ENTRIES` entries are ignored; anything that is no mapping gives ``{}``. Never
    raises.
    """
    result: dict[str, str] = {}
    try:
        items: Iterable[tuple[object, object]] = properties.items()
        for raw_key, raw_value in itertools.islice(items, MAX_TXT_ENTRIES):
            key = _as_text(raw_key, key=True)
            if key is None or not key or len(key) > MAX_KEY_CHARS:
                continue
            if "=" in key or not all(" " <= ch <= "~" for ch in key):
                continue
            key = key.lower()
            if key in result:
                continue
            if raw_value is None:
                value = ""
            else:
                text = _as_text(raw_value, key=False)
                if text is None:
                    continue
                value = clean_text(text)[:MAX_VALUE_CHARS]
            result[key] = value
    except Exception:  # a hostile or broken mapping: keep what was read
        log.debug("unreadable TXT record", exc_info=True)
    return result


def _parse_count(text: str | None, limit: int) -> int | None:
    if text is None or not text.isascii() or not text.isdigit() or len(text) > 6:
        return None
    value = int(text)
    return value if value <= limit else None


def _parse_seats(text: str) -> tuple[int, ...]:
    """Seat numbers 0..3, comma-separated, each once; anything else is left out."""
    seats: list[int] = []
    for part in text.split(",")[:4]:
        part = part.strip()
        if len(part) == 1 and part in "0123" and int(part) not in seats:
            seats.append(int(part))
    return tuple(seats)


@dataclass(frozen=True)
class TableInfo:
    """One table as a browser lists it (all fields already decoded and checked)."""

    instance: str  # the full mDNS service name: unique on the LAN, the table's key
    name: str  # the table name (TXT ``name``; the instance label when missing)
    addresses: tuple[str, ...]  # IPv4 addresses; the one that answered the TCP confirmation first
    port: int
    txt: Mapping[str, str]  # parse_txt of the TXT record (read-only)
    proto: int | None  # the protocol version announced; None when missing or malformed
    mode: str  # "classic", "event" or "" when missing or unknown
    free: int | None  # free seats; None when missing or malformed
    rules: tuple[str, ...]  # rule flags of the notation, e.g. ("fc", "rw")
    pin: bool  # joining needs a PIN
    running: bool  # the game runs (TXT state=running): only late arrivals and spectators get in
    late: tuple[int, ...]  # while running: the seats the computer plays that one may take
    compatible: bool  # this program can join the table
    reason: str  # why not, for the user ("" when compatible)

    @property
    def address(self) -> str:
        """The address to connect to (the one that answered the confirmation)."""
        return self.addresses[0]

    def __hash__(self) -> int:
        return hash(self.instance)


def instance_label(instance: str) -> str:
    """The instance label of a full service name (``Anna._madn._tcp.local.`` gives ``Anna``)."""
    suffix = "." + SERVICE_TYPE
    if instance.lower().endswith(suffix):
        return instance[: -len(suffix)]
    return instance


def table_from_txt(
    instance: str, addresses: Sequence[str], port: int, txt: Mapping[str, str]
) -> TableInfo:
    """A :class:`TableInfo` from the parsed TXT entries (see :func:`parse_txt`)."""
    name = txt.get(TXT_NAME, "") or clean_text(instance_label(instance))[:MAX_VALUE_CHARS]
    proto = _parse_count(txt.get(TXT_PROTO), 10**6)
    mode_text = txt.get(TXT_MODE, "").lower()
    mode = mode_text if mode_text in MODES else ""
    flags = [flag.strip() for flag in txt.get(TXT_RULES, "").split(",")[:MAX_RULE_FLAGS]]
    rules = tuple(flag for flag in flags if flag and flag != "-")  # "-": no option is on
    compatible = True
    reason = ""
    if proto is None:
        compatible = False
        reason = "the table announces no protocol version"
    elif proto != PROTOCOL_VERSION:
        compatible = False
        age = "a newer" if proto > PROTOCOL_VERSION else "an older"
        reason = (
            f"protocol version {proto} ({age} version of the game); "
            f"this program speaks version {PROTOCOL_VERSION}"
        )
    elif not mode:
        compatible = False
        shown = txt.get(TXT_MODE, "")[:20]
        reason = f"unknown game mode {shown!r}" if shown else "the table announces no game mode"
    return TableInfo(
        instance=instance,
        name=name,
        addresses=tuple(addresses),
        port=port,
        txt=MappingProxyType(dict(txt)),
        proto=proto,
        mode=mode,
        free=_parse_count(txt.get(TXT_FREE), MAX_FREE_SEATS),
        rules=rules,
        pin=txt.get(TXT_PIN, "") == "1",
        running=txt.get(TXT_STATE, "").lower() == "running",
        late=_parse_seats(txt.get(TXT_LATE, "")),
        compatible=compatible,
        reason=reason,
    )


def label_for(name: str) -> str:
    """The instance label for a table name: clean text, no dots, at most MAX_LABEL_BYTES."""
    label = clean_text(name).replace(".", " ").replace("\\", " ").strip()
    label = cut_utf8(label, MAX_LABEL_BYTES).strip()
    return label or "madn table"
