"""A client's live list of the tables on the LAN (:class:`TableBrowser`), each confirmed by a TCP
connect (:func:`confirm_tcp`) before it is listed; see :mod:`net.discovery`.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import itertools
import logging
from collections.abc import Callable, Mapping, Sequence

from zeroconf import (
    BadTypeInNameException,
    IPVersion,
    ServiceStateChange,
    Zeroconf,
)
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from net.discovery.announcer import ZeroconfOwner, is_ipv4
from net.discovery.txt import (
    MAX_ADDRESSES,
    MAX_TABLES,
    SERVICE_TYPE,
    TableInfo,
    parse_txt,
    table_from_txt,
)

log = logging.getLogger("net.discovery")


async def confirm_tcp(addresses: Sequence[str], port: int, timeout: float) -> str | None:
    """The first of ``addresses`` (in their order) that accepts a TCP connection on ``port``.

    All are tried at once, each for at most ``timeout`` seconds; the connection is closed at once
    without sending anything. None when none answers.
    """

    async def attempt(address: str) -> bool:
        try:
            _, writer = await asyncio.wait_for(asyncio.open_connection(address, port), timeout)
        except (OSError, TimeoutError, ValueError):
            return False
        writer.close()
        with contextlib.suppress(OSError, TimeoutError):
            await asyncio.wait_for(writer.wait_closed(), timeout)
        return True

    candidates = list(addresses)[:MAX_ADDRESSES]
    if not candidates:
        return None
    results = await asyncio.gather(*(attempt(address) for address in candidates))
    for address, ok in zip(candidates, results, strict=True):
        if ok:
            return address
    return None


OnChange = Callable[[list[TableInfo]], None]


class TableBrowser(ZeroconfOwner):
    """A live list of the tables on the LAN (``async with TableBrowser(on_change) as browser:``).

    Owns one ``AsyncZeroconf`` and one ``AsyncServiceBrowser`` for :data:`SERVICE_TYPE`. Each
    service heard of is resolved (``AsyncServiceInfo.async_request``) and confirmed by a TCP
    connect to one of its addresses before it is listed; a table whose port does not answer is not
    listed (the confirmation is retried ``confirm_attempts`` times with growing pauses, and every
    ``recheck_interval`` seconds listed tables are confirmed again and unconfirmed ones retried).
    ``on_change(tables)`` is called on the event loop's thread, with the whole list sorted by
    name, whenever a table appears, changes or vanishes. Tasks spawned by the handlers are kept
    and cancelled on close.
    """

    def __init__(
        self,
        on_change: OnChange | None = None,
        interfaces: Sequence[str] | None = None,
        *,
        resolve_timeout: float = 3.0,
        confirm_timeout: float = 1.0,
        confirm_attempts: int = 4,
        recheck_interval: float | None = 10.0,
    ) -> None:
        self._on_change = on_change
        self._interfaces = list(interfaces) if interfaces is not None else None
        self._resolve_timeout_ms = max(1, int(resolve_timeout * 1000))
        self._confirm_timeout = confirm_timeout
        self._confirm_attempts = max(1, confirm_attempts)
        self._recheck_interval = recheck_interval
        self._aiozc: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._tables: dict[str, TableInfo] = {}  # listed (confirmed), by lower-cased instance
        self._unconfirmed: dict[str, TableInfo] = {}  # resolved but not answering
        self._tasks: dict[str, asyncio.Task[None]] = {}  # one resolve task per instance
        self._dirty: set[str] = set()  # instances changed while their task ran
        self._recheck_task: asyncio.Task[None] | None = None
        self._last: list[TableInfo] = []
        self._changed = asyncio.Event()
        self._closed = False

    @property
    def tables(self) -> list[TableInfo]:
        """The tables listed now, sorted by name."""
        return self._sorted()

    def _sorted(self) -> list[TableInfo]:
        return sorted(self._tables.values(), key=lambda t: (t.name.casefold(), t.instance))

    async def start(self) -> None:
        """Start browsing (what entering the ``async with`` block does)."""
        aiozc = self._open_zeroconf()
        try:
            self._browser = AsyncServiceBrowser(
                aiozc.zeroconf, [SERVICE_TYPE], handlers=[self._on_service_state_change]
            )
            if self._recheck_interval is not None:
                self._recheck_task = asyncio.create_task(self._recheck_loop())
        except BaseException:
            await self.close()
            raise

    async def close(self) -> None:
        """Stop browsing, cancel every task and close zeroconf (idempotent)."""
        if self._closed:
            return
        self._closed = True
        tasks = list(self._tasks.values())
        if self._recheck_task is not None:
            tasks.append(self._recheck_task)
        self._tasks.clear()
        self._recheck_task = None
        for task in tasks:
            task.cancel()
        try:
            if self._browser is not None:
                await self._browser.async_cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        finally:
            self._browser = None
            aiozc, self._aiozc = self._aiozc, None
            if aiozc is not None:
                await aiozc.async_close()

    async def wait_for(
        self, predicate: Callable[[list[TableInfo]], bool], timeout: float
    ) -> list[TableInfo]:
        """Wait until ``predicate(tables)`` holds (checked now and on every change).

        Returns the tables; raises ``TimeoutError`` after ``timeout`` seconds.
        """
        async with asyncio.timeout(timeout):
            while True:
                tables = self._sorted()
                if predicate(tables):
                    return tables
                self._changed.clear()
                await self._changed.wait()

    # -- zeroconf handler and tasks ----------------------------------------------------------

    def _on_service_state_change(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        if self._closed or service_type != SERVICE_TYPE:
            return
        key = name.lower()
        if state_change is ServiceStateChange.Removed:
            task = self._tasks.pop(key, None)
            if task is not None:
                task.cancel()
            self._dirty.discard(key)
            self._unconfirmed.pop(key, None)
            if self._tables.pop(key, None) is not None:
                self._notify()
            return
        if key in self._tasks:
            self._dirty.add(key)
            return
        if len(self._tasks) + len(self._tables) + len(self._unconfirmed) >= MAX_TABLES:
            log.warning("ignoring %r: already tracking %d tables", name, MAX_TABLES)
            return
        self._spawn(key, name)

    def _spawn(self, key: str, name: str) -> None:
        task = asyncio.get_running_loop().create_task(self._resolve(key, name))
        self._tasks[key] = task
        task.add_done_callback(functools.partial(self._task_done, key))

    def _task_done(self, key: str, task: asyncio.Task[None]) -> None:
        if self._tasks.get(key) is task:
            del self._tasks[key]
        if not task.cancelled() and task.exception() is not None:
            log.warning("resolving %s failed", key, exc_info=task.exception())

    async def _resolve(self, key: str, name: str) -> None:
        for _ in range(16):  # a burst of updates is coalesced; a flood is not followed forever
            self._dirty.discard(key)
            await self._resolve_once(key, name)
            if key not in self._dirty:
                return

    async def _resolve_once(self, key: str, name: str) -> None:
        aiozc = self._aiozc
        if aiozc is None:
            return
        try:
            info = AsyncServiceInfo(SERVICE_TYPE, name)
        except BadTypeInNameException:
            return
        if not await info.async_request(aiozc.zeroconf, self._resolve_timeout_ms):
            log.debug("%s did not resolve", name)
            return
        table = self._table_from_info(name, info)
        if table is None:
            self._drop(key)
            return
        old = self._tables.get(key)
        same_place = old is not None and old.port == table.port
        if old is not None and same_place and set(old.addresses) == set(table.addresses):
            # Only the TXT changed: the confirmed address stays first.
            rest = tuple(a for a in table.addresses if a != old.address)
            self._list(key, _with_addresses(table, (old.address, *rest)))
            return
        for attempt in range(self._confirm_attempts):
            if attempt:
                await asyncio.sleep(0.25 * 2**attempt)  # 0.5, 1, 2 s, ...
            address = await confirm_tcp(table.addresses, table.port, self._confirm_timeout)
            if address is not None:
                rest = tuple(a for a in table.addresses if a != address)
                self._list(key, _with_addresses(table, (address, *rest)))
                return
        log.info("%s does not answer on port %d", name, table.port)
        self._drop(key)
        self._unconfirmed[key] = table

    @staticmethod
    def _table_from_info(name: str, info: AsyncServiceInfo) -> TableInfo | None:
        port = info.port
        if not isinstance(port, int) or not 0 < port < 65536:
            return None
        try:
            addresses = [a for a in info.parsed_addresses(IPVersion.V4Only) if is_ipv4(a)]
        except Exception:  # malformed address records
            return None
        if not addresses:
            return None
        addresses = list(dict.fromkeys(addresses))[:MAX_ADDRESSES]
        try:
            properties: Mapping[bytes, bytes | None] = info.properties
        except Exception:  # a TXT record zeroconf cannot unpack
            properties = {}
        return table_from_txt(name, addresses, port, parse_txt(properties))

    def _list(self, key: str, table: TableInfo) -> None:
        self._unconfirmed.pop(key, None)
        if self._tables.get(key) != table:
            self._tables[key] = table
            self._notify()

    def _drop(self, key: str) -> None:
        self._unconfirmed.pop(key, None)
        if self._tables.pop(key, None) is not None:
            self._notify()

    async def _recheck_loop(self) -> None:
        assert self._recheck_interval is not None
        while not self._closed:
            await asyncio.sleep(self._recheck_interval)
            try:
                await self._recheck()
            except Exception:  # never expected; the rechecks go on
                log.exception("rechecking the tables failed")

    async def _recheck(self) -> None:
        """Confirm the listed tables again and retry the unconfirmed ones (one attempt each)."""
        candidates = [
            (key, table)
            for key, table in itertools.chain(self._tables.items(), self._unconfirmed.items())
            if key not in self._tasks
        ]
        answers = await asyncio.gather(
            *(confirm_tcp(t.addresses, t.port, self._confirm_timeout) for _, t in candidates)
        )
        for (key, table), address in zip(candidates, answers, strict=True):
            if key in self._tasks or self._closed:
                continue  # re-resolving: that task decides
            if address is None:
                if key in self._tables:
                    log.info("%s stopped answering", table.instance)
                    self._drop(key)
                    self._unconfirmed[key] = table
            elif key in self._unconfirmed or key in self._tables:
                rest = tuple(a for a in table.addresses if a != address)
                self._list(key, _with_addresses(table, (address, *rest)))

    def _notify(self) -> None:
        tables = self._sorted()
        if tables == self._last:
            return
        self._last = tables
        self._changed.set()
        if self._on_change is not None:
            try:
                self._on_change(list(tables))
            except Exception:
                log.exception("on_change callback failed")


def _with_addresses(table: TableInfo, addresses: tuple[str, ...]) -> TableInfo:
    return dataclasses.replace(table, addresses=addresses)
