"""A side that leaves while the other still sends (net/protocol/wire.py, ``Connection.end``): its
bye reaches the other side before the connection ends, over a real loopback socket, every time."""

from __future__ import annotations

import asyncio

import pytest

from net.protocol.messages import TO_HOST, TO_PEER, Bye, Ping
from net.protocol.wire import Connection, ConnectionClosed
from tests.net.peers import run

ROUNDS = 20


async def one_round() -> str:
    """The host floods pings and reads only after a moment; the joiner reads a few, then
    leaves with ``end``. What the host read last: the bye, or the error it got instead (a
    joiner that closed at once would reset the connection, and the host would lose the bye
    that waited unread)."""
    heard: asyncio.Future[str] = asyncio.get_running_loop().create_future()

    async def host_side(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = Connection(reader, writer, TO_HOST)

        async def flood() -> None:
            while not conn.closed:
                for _ in range(50):
                    conn.send(Ping())
                await asyncio.sleep(0)

        flooding = asyncio.ensure_future(flood())
        try:
            await asyncio.sleep(0.1)  # busy: the bye waits in the socket while we send on
            while True:
                message = await conn.receive()
                if isinstance(message, Bye):
                    heard.set_result("bye")
                    return
        except ConnectionClosed as error:
            heard.set_result(f"closed: {error}")
        finally:
            flooding.cancel()
            conn.close("done", bye=False)

    server = await asyncio.start_server(host_side, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    joiner = Connection(reader, writer, TO_PEER)
    for _ in range(20):
        assert isinstance(await joiner.receive(), Ping)
    joiner.end("the player leaves")
    try:
        async with asyncio.timeout(5):
            while True:
                await joiner.receive()  # read on until the host closes
    except ConnectionClosed:
        pass
    joiner.close("gone", bye=False)
    result = await asyncio.wait_for(heard, 5)
    server.close()
    await server.wait_closed()
    return result


@pytest.mark.slow
def test_a_bye_sent_while_the_other_side_floods_is_read_every_time() -> None:
    async def rounds() -> list[str]:
        return [await one_round() for _ in range(ROUNDS)]

    assert run(rounds) == ["bye"] * ROUNDS
