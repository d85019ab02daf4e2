"""Table discovery on the LAN: a host announces its table over mDNS/DNS-SD, clients browse for it.

A host announces one service of type :data:`SERVICE_TYPE` per open table (:class:`TableAnnouncer`)
and withdraws it with goodbye packets when the table closes or its game starts full. A client
keeps a live list of the tables it hears of (:class:`TableBrowser`): every table is resolved
(``AsyncServiceInfo.async_request``) and confirmed by a TCP connect to its port before it is
listed, and tables that speak another protocol version are listed as incompatible with the
reason. docs/protocol.md ("Discovery") describes the service type and the TXT keys.

Both classes own one ``AsyncZeroconf`` each and must be used on a running asyncio loop (no Qt
here: the app runs this loop on its network thread). Both are async context managers; leaving
the block closes them on every exit path.

The code lives in three modules, re-exported here: :mod:`net.discovery.txt` (the service type,
the TXT keys and their parsing, :class:`TableInfo`), :mod:`net.discovery.announcer`
(:class:`TableAnnouncer`, the advertised addresses) and :mod:`net.discovery.browser`
(:class:`TableBrowser`, the TCP confirmation).
"""

from __future__ import annotations

from net.discovery.announcer import TableAnnouncer, advertised_addresses
from net.discovery.browser import TableBrowser, confirm_tcp
from net.discovery.txt import (
    MAX_ADDRESSES,
    MAX_FREE_SEATS,
    MAX_KEY_CHARS,
    MAX_LABEL_BYTES,
    MAX_RULE_FLAGS,
    MAX_TABLES,
    MAX_TXT_ENTRIES,
    MAX_TXT_ENTRY_BYTES,
    MAX_VALUE_CHARS,
    MODES,
    SERVICE_TYPE,
    TXT_FREE,
    TXT_MODE,
    TXT_NAME,
    TXT_PIN,
    TXT_PROTO,
    TXT_RULES,
    TableInfo,
    instance_label,
    label_for,
    parse_txt,
    table_from_txt,
)
from net.protocol.messages import PROTOCOL_VERSION

__all__ = [
    "MAX_ADDRESSES",
    "MAX_FREE_SEATS",
    "MAX_KEY_CHARS",
    "MAX_LABEL_BYTES",
    "MAX_RULE_FLAGS",
    "MAX_TABLES",
    "MAX_TXT_ENTRIES",
    "MAX_TXT_ENTRY_BYTES",
    "MAX_VALUE_CHARS",
    "MODES",
    "PROTOCOL_VERSION",
    "SERVICE_TYPE",
    "TXT_FREE",
    "TXT_MODE",
    "TXT_NAME",
    "TXT_PIN",
    "TXT_PROTO",
    "TXT_RULES",
    "TableAnnouncer",
    "TableBrowser",
    "TableInfo",
    "advertised_addresses",
    "confirm_tcp",
    "instance_label",
    "label_for",
    "parse_txt",
    "table_from_txt",
]
