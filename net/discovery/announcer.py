"""A host's announcement of its table over mDNS/DNS-SD (:class:`TableAnnouncer`) and the addresses
it advertises (:func:`advertised_addresses`); see :mod:`net.discovery`.
"""

from __future__ import annotations

import ipaddress
import logging
import secrets
import socket
import time
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from types import TracebackType
from typing import Self

import ifaddr
from zeroconf import (
    DNSQuestionType,
    InterfaceChoice,
    IPVersion,
)
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from net.discovery.txt import (
    MAX_KEY_CHARS,
    MAX_TXT_ENTRY_BYTES,
    SERVICE_TYPE,
    TXT_NAME,
    TXT_PROTO,
    cut_utf8,
    label_for,
)
from net.protocol.messages import PROTOCOL_VERSION
from net.protocol.text import clean_text

log = logging.getLogger("net.discovery")


def advertised_addresses(interfaces: Sequence[str] | None = None) -> list[str]:
    """The IPv4 addresses a host advertises for its table.

    With ``interfaces`` given, its IPv4 addresses (tests pin ``["127.0.0.1"]``); otherwise every
    non-loopback IPv4 address of the host, or ``127.0.0.1`` when it has none (a machine without a
    network can still host for itself).
    """
    if interfaces is not None:
        chosen = [a for a in interfaces if is_ipv4(a)]
        if not chosen:
            raise ValueError(f"no IPv4 address among the interfaces {list(interfaces)!r}")
        return list(dict.fromkeys(chosen))
    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and is_ipv4(ip.ip) and not ip.ip.startswith("127."):
                found.append(ip.ip)
    return list(dict.fromkeys(found)) or ["127.0.0.1"]


def is_ipv4(text: object) -> bool:
    if not isinstance(text, str):
        return False
    try:
        ipaddress.IPv4Address(text)
    except ValueError:
        return False
    return True


def zeroconf_interfaces(interfaces: Sequence[str] | None) -> list[str] | InterfaceChoice:
    return list(interfaces) if interfaces is not None else InterfaceChoice.All


class ZeroconfOwner(ABC):
    """Owns one AsyncZeroconf from :meth:`start` to :meth:`close`, once; ``async with`` starts and
    closes it. Subclasses implement both and set ``_interfaces``, ``_aiozc = None`` and ``_closed
    = False``."""

    _interfaces: list[str] | None
    _aiozc: AsyncZeroconf | None
    _closed: bool

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    @abstractmethod
    async def start(self) -> None:
        """Make the zeroconf instance (:meth:`_open_zeroconf`) and begin."""

    @abstractmethod
    async def close(self) -> None:
        """End, and close the zeroconf instance (idempotent)."""

    def _open_zeroconf(self) -> AsyncZeroconf:
        """The zeroconf instance on the owner's interfaces (IPv4), made at the one start."""
        if self._aiozc is not None or self._closed:
            raise RuntimeError(f"a {type(self).__name__} is started once")
        self._aiozc = AsyncZeroconf(
            interfaces=zeroconf_interfaces(self._interfaces), ip_version=IPVersion.V4Only
        )
        return self._aiozc


def _ignore_state_change(**_: object) -> None:
    """A browser handler that does nothing (the announcer's browse only fills the cache)."""


class TableAnnouncer(ZeroconfOwner):
    """Announces one table (``async with TableAnnouncer(...) as announcer:``).

    Entering registers the service ``<name>._madn._tcp.local.`` (probing for the name first; on a
    clash zeroconf appends ``-2``, ``-3``, ...: :attr:`instance` is the name as registered) and
    waits for the announcements to be sent. :meth:`update` re-announces changed TXT entries.
    Leaving the block, or :meth:`close`, sends the goodbye packets and closes the zeroconf
    instance on every exit path.

    ``txt`` holds the entries of docs/protocol.md (``mode``, ``free``, ``rules``, ``pin``);
    ``proto`` (:data:`PROTOCOL_VERSION`) and ``name`` (the table name) are added unless given.
    ``interfaces``: the IPv4 addresses to announce on and to advertise; by default every interface
    is used and the host's non-loopback IPv4 addresses are advertised.
    """

    def __init__(
        self,
        name: str,
        port: int,
        txt: Mapping[str, str],
        interfaces: Sequence[str] | None = None,
    ) -> None:
        if not 0 < port < 65536:
            raise ValueError(f"port out of range: {port}")
        self._name = name
        self._port = port
        self._interfaces = list(interfaces) if interfaces is not None else None
        clean_name = clean_text(name) or label_for(name)
        self._txt = self._checked({TXT_PROTO: str(PROTOCOL_VERSION), TXT_NAME: clean_name})
        self._txt.update(self._checked(txt))
        self._server = f"madn-{secrets.token_hex(6)}.local."
        self._addresses = advertised_addresses(self._interfaces)
        self._aiozc: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._registered = False
        self._closed = False
        self.announced_at: float | None = None  # time.monotonic() when the first announcement left

    @staticmethod
    def _checked(txt: Mapping[str, str]) -> dict[str, str]:
        checked: dict[str, str] = {}
        for key, value in txt.items():
            if (
                not isinstance(key, str)
                or not key
                or "=" in key
                or not all(" " <= ch <= "~" for ch in key)
                or len(key) > MAX_KEY_CHARS
            ):
                raise ValueError(f"bad TXT key {key!r}")
            if not isinstance(value, str):
                raise TypeError(f"TXT value of {key!r} must be str, not {type(value).__name__}")
            room = MAX_TXT_ENTRY_BYTES - len(key) - 1
            checked[key.lower()] = cut_utf8(clean_text(value), room)
        return checked

    @property
    def instance(self) -> str:
        """The full service name as registered (after any renaming on a clash)."""
        if self._info is None:
            raise RuntimeError("the table is not announced")
        return self._info.name

    @property
    def txt(self) -> dict[str, str]:
        """The TXT entries announced."""
        return dict(self._txt)

    @property
    def addresses(self) -> list[str]:
        """The addresses advertised."""
        return list(self._addresses)

    def _service_info(self, name: str) -> AsyncServiceInfo:
        properties: dict[str | bytes, str | bytes | None] = dict(self._txt.items())
        return AsyncServiceInfo(
            SERVICE_TYPE,
            name,
            port=self._port,
            properties=properties,
            server=self._server,
            addresses=[socket.inet_aton(address) for address in self._addresses],
        )

    async def start(self) -> None:
        """Register and announce the table (what entering the ``async with`` block does)."""
        aiozc = self._open_zeroconf()
        try:
            self._info = self._service_info(f"{label_for(self._name)}.{SERVICE_TYPE}")
            # zeroconf probes for the name with QU questions, which a defending host answers by
            # unicast; where several mDNS sockets share port 5353 on this machine (another
            # zeroconf instance, avahi) that answer reaches only one of them. Browsing the type
            # with QM questions while probing brings the tables already announced into this
            # instance's cache by multicast, where the probe looks for a clash.
            clash_watch = AsyncServiceBrowser(
                aiozc.zeroconf,
                [SERVICE_TYPE],
                handlers=[_ignore_state_change],
                question_type=DNSQuestionType.QM,
            )
            try:
                announcing = await aiozc.async_register_service(self._info, allow_name_change=True)
            finally:
                await clash_watch.async_cancel()
            self._registered = True
            self.announced_at = time.monotonic()
            await announcing
        except BaseException:
            await self.close()
            raise
        log.info("announced %s on %s port %d", self._info.name, self._addresses, self._port)

    async def update(self, txt: Mapping[str, str]) -> None:
        """Re-announce with the TXT entries of ``txt`` replacing those announced (others stay)."""
        if self._aiozc is None or self._info is None or not self._registered or self._closed:
            raise RuntimeError("the table is not announced")
        changed = self._checked(txt)
        if all(self._txt.get(key) == value for key, value in changed.items()):
            return
        self._txt.update(changed)
        self._info = self._service_info(self._info.name)
        announcing = await self._aiozc.async_update_service(self._info)
        await announcing

    async def close(self) -> None:
        """Withdraw the table with goodbye packets and close zeroconf (idempotent)."""
        if self._closed:
            return
        self._closed = True
        aiozc, self._aiozc = self._aiozc, None
        if aiozc is None:
            return
        try:
            if self._registered and self._info is not None:
                self._registered = False
                goodbyes = await aiozc.async_unregister_service(self._info)
                await goodbyes
        finally:
            await aiozc.async_close()
        log.info("withdrew %s", self._info.name if self._info else self._name)
