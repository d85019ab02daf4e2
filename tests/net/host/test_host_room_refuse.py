"""The host's refusal of a hello (issue 34; docs/protocol.md "Messages", ``refuse``), with a
real :class:`net.protocol.wire.Connection` on a fake stream, no sockets: the joiner is sent exactly
one ``refuse`` with the reason code and the text cut to 300 characters (the schema's bound), and no
``bye`` after it; the connection is closed with the whole text as its reason; the refusal log
says ``refused a hello from <address>: <text>`` at INFO.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest

from net.host.refusal_log import RefusalLog
from net.host.room import Room
from net.host.state import TableState
from net.protocol.frames import FrameDecoder
from net.protocol.messages import TO_HOST, TO_PEER, Refuse, decode_message
from net.protocol.wire import Connection
from tests.net.peers import no_handshake, no_loss, no_message, setup_with

ADDRESS = "10.0.0.42"
LOGGER = "madn.test.refuse"


class Transport:
    def is_closing(self) -> bool:
        return False

    def get_write_buffer_size(self) -> int:
        return 0


class Writer:
    """What the connection writes, kept; a transport that is never full."""

    def __init__(self) -> None:
        self.data = b""
        self.transport = Transport()
        self.closed = False

    def write(self, data: bytes) -> None:
        self.data += data

    def close(self) -> None:
        self.closed = True

    def get_extra_info(self, name: str) -> Any:
        return (ADDRESS, 50123) if name == "peername" else None


def room() -> Room:
    """A room with no handshake and no game behind it; its refusals logged to LOGGER."""
    state = TableState(setup_with(1))
    state.refusals = RefusalLog(logging.getLogger(LOGGER))
    return Room(state, no_handshake, no_message, no_loss)


def refused(reason: str, text: str) -> tuple[Connection, Writer, list[Any]]:
    """A connection refused by the room: it, its writer and the messages written to it."""
    writer = Writer()
    conn = Connection(None, writer, TO_HOST)  # type: ignore[arg-type]
    room().refuse(conn, ADDRESS, reason, text)
    return conn, writer, FrameDecoder().feed(writer.data)


def test_the_joiner_is_sent_one_refuse_with_the_reason_and_text_and_no_bye() -> None:
    _, _, sent = refused("pin", "wrong PIN")
    assert sent == [{"t": "refuse", "reason": "pin", "text": "wrong PIN"}]
    assert decode_message(sent[0], TO_PEER) == Refuse("pin", "wrong PIN")


def test_the_connection_is_closed_with_the_text_as_its_reason() -> None:
    conn, writer, _ = refused("full", "table full: every seat is taken")
    assert conn.closed and writer.closed
    assert conn.close_reason == "table full: every seat is taken"


@pytest.mark.parametrize("length", [299, 300, 301, 1000])
def test_the_text_sent_is_cut_to_300_characters_and_fits_the_schema(length: int) -> None:
    text = "".join(chr(ord("a") + i % 26) for i in range(length))
    conn, _, sent = refused("protocol", text)
    assert len(sent) == 1
    assert sent[0]["text"] == text[:300]
    assert decode_message(sent[0], TO_PEER) == Refuse("protocol", text[:300])  # ≤ 300: valid
    assert conn.close_reason == text  # the log and the close keep the whole text


def test_the_refusal_is_logged_as_a_hello_from_the_address_at_info(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        refused("seat", "seat 2 is not open (open: [1, 3])")
    assert [(r.name, r.levelno, r.getMessage()) for r in caplog.records] == [
        (LOGGER, logging.INFO, f"refused a hello from {ADDRESS}: seat 2 is not open (open: [1, 3])")
    ]
