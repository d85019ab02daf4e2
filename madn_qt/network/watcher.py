"""The live list of tables on the LAN for the lobby: a ``net.discovery.TableBrowser`` on the
network thread, its changes as a queued Qt signal.

The browser resolves every table it hears of and confirms it with a TCP connect before it lists
it; tables of another protocol version are listed with ``compatible=False`` and the reason.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import logging
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from net.discovery import TableBrowser, TableInfo
from net.thread import NetworkThread

log = logging.getLogger(__name__)

START_TIMEOUT = 5.0  # seconds starting or closing the browser may take at most


class TableWatcher(QObject):
    """Browses while started; ``tables_changed(list[TableInfo])`` in the GUI thread."""

    tables_changed = Signal(object)
    unavailable = Signal(str)  # zeroconf could not start (no network, no multicast)

    def __init__(
        self,
        net: NetworkThread,
        interfaces: Sequence[str] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._net = net
        self._interfaces = list(interfaces) if interfaces is not None else None
        self._browser: TableBrowser | None = None
        self.tables: list[TableInfo] = []
        self.tables_changed.connect(self._keep)

    def _keep(self, tables: list[TableInfo]) -> None:
        self.tables = list(tables)

    @property
    def running(self) -> bool:
        return self._browser is not None

    def start(self) -> None:
        if self._browser is not None:
            return
        self._browser = TableBrowser(self._on_change, self._interfaces)
        future = self._net.submit(self._start(self._browser))
        future.add_done_callback(self._started)

    async def _start(self, browser: TableBrowser) -> None:
        await browser.start()

    def _started(self, future: concurrent.futures.Future[None]) -> None:  # network thread
        error = future.exception() if not future.cancelled() else None
        if error is not None:
            log.warning("browsing for tables failed: %s", error)
            with contextlib.suppress(RuntimeError):  # the watcher is gone
                self.unavailable.emit(str(error))

    def _on_change(self, tables: list[TableInfo]) -> None:  # network thread
        with contextlib.suppress(RuntimeError):  # the watcher is gone
            self.tables_changed.emit(list(tables))

    def stop(self, timeout: float = START_TIMEOUT) -> None:
        """Stop browsing (zeroconf closed, its goodbyes sent); waits ``timeout`` at most."""
        browser, self._browser = self._browser, None
        if browser is None:
            return
        try:
            self._net.submit(browser.close()).result(timeout)
        except RuntimeError:
            log.debug("the network thread is gone; the browser went with it")
        except Exception:
            log.exception("closing the table browser failed")
