"""The host is one object with collaborators (issue 35; docs/architecture.md, "net"): each part a
plain class with its own state, built with what it needs (the shared state, a few parts, a few
callables), never with the whole host; no module of the host leaves a hook for another class to
fill (``raise NotImplementedError``)."""

from __future__ import annotations

import ast
import typing
from pathlib import Path

import net.host
from net.host.admission import Admission
from net.host.duties import Duties
from net.host.inbound import Inbound
from net.host.late import LateArrivals
from net.host.lobby import Lobby
from net.host.numbering import Numbering
from net.host.room import Room
from net.host.state import TableState
from net.host.table import HostTable
from net.host.takeover import Takeover
from tests.net.peers import setup_with

PARTS = (TableState, Numbering, Lobby, LateArrivals, Takeover, Duties, Inbound, Room, Admission)


def test_the_table_and_each_part_are_plain_classes() -> None:
    for cls in (HostTable, *PARTS):
        assert cls.__bases__ == (object,), cls


def test_no_part_is_handed_the_host() -> None:
    for part in PARTS:
        hints = typing.get_type_hints(part.__init__)
        assert HostTable not in hints.values(), part


def test_the_parts_share_one_state() -> None:
    table = HostTable(setup_with(2))
    parts = (
        table.numbering,
        table.lobby,
        table.late,
        table.takeover,
        table.duties,
        table.inbound,
        table.room,
        table.admission,
    )
    assert [type(p) for p in parts] == list(PARTS[1:])
    assert all(p.state is table.state for p in parts)


def test_no_module_of_the_host_raises_not_implemented() -> None:
    folder = Path(net.host.__file__).parent
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Raise) and node.exc is not None:
                raised = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
                assert not (isinstance(raised, ast.Name) and raised.id == "NotImplementedError"), (
                    f"{path.name}:{node.lineno}"
                )
