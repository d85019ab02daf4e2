"""A game finished by real ``madn host`` and ``madn join`` processes on 127.0.0.1 is in every
machine's own history (core/history.py): the host's and a joiner's in their own ``MADN_HISTORY``
files, a second joiner's in its data folder's default place. Each keeps the same game (commands,
ranking, the final state hash) with the seats as that machine played them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.history import FILE_NAME, GameEntry, History
from tests.net.processes import Peer, host_process, join_process

pytestmark = pytest.mark.timeout(180)


def _only_game(path: Path) -> tuple[GameEntry, History]:
    history = History.open(path)
    games = history.games()
    assert len(games) == 1, games
    return games[0], history


def _final(peer: Peer) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The state hash and the ranking of a peer's ``final`` line."""
    _, digest, *places = peer.final().split()
    ranking = tuple((int(s), int(p)) for s, p in (place.split(":") for place in places))
    return int(digest, 16), ranking


def test_a_lan_game_is_in_the_host_s_and_each_joiner_s_history(
    peers: list[Peer], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = {name: tmp_path / f"{name}.sqlite3" for name in ("host", "j1")}
    monkeypatch.setenv("MADN_HISTORY", str(files["host"]))
    boss, port = host_process(peers, tmp_path, "ai:random,remote,ai:easy,remote", "--seed", "7")
    monkeypatch.setenv("MADN_HISTORY", str(files["j1"]))
    one = join_process(peers, tmp_path, "j1", port, "--ai", "random", "--seat", "1", "--name", "Jo")
    monkeypatch.delenv("MADN_HISTORY")  # the second joiner: its data folder's default place
    two = join_process(peers, tmp_path, "j2", port, "--ai", "easy", "--seat", "3")
    assert [p.wait() for p in (boss, one, two)] == [0, 0, 0], boss.stderr()[-2000:]
    digest, ranking = _final(boss)
    assert _final(one) == _final(two) == (digest, ranking)
    default = tmp_path / "xdg-j2" / "madn" / "Mensch ärgere Dich nicht" / FILE_NAME

    host_game, host_history = _only_game(files["host"])
    one_game, one_history = _only_game(files["j1"])
    two_game, two_history = _only_game(default)
    with host_history, one_history, two_history:
        for game, history in (
            (host_game, host_history),
            (one_game, one_history),
            (two_game, two_history),
        ):
            assert game.mode == "classic" and game.ranking == ranking
            assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d", game.date)
            assert game.duration is not None and game.duration > 0
            record = history.record(game.id)  # loaded: every command replayed and checked
            assert record.replay().position.state_hash() == digest
            assert game.commands == len(record.commands)
            seconds = history.seconds(game.id)
            assert seconds is not None and len(seconds) == game.commands
            assert sum(seconds) <= game.duration + 0.01
        host_commands = host_history.record(host_game.id).commands
        assert one_history.record(one_game.id).commands == host_commands

    def seats(game: GameEntry) -> list[tuple[int, str, str, bool]]:
        return [(s.seat, s.name, s.kind, s.local) for s in game.seats]

    assert seats(host_game) == [
        (0, "Anna", "ai:random", True),
        (1, "Jo", "remote", False),
        (2, "Carla", "ai:easy", True),
        (3, "Dario", "remote", False),
    ]
    assert seats(one_game) == [
        (0, "Anna", "ai:random", False),
        (1, "Jo", "ai:random", True),
        (2, "Carla", "ai:easy", False),
        (3, "Dario", "remote", False),
    ]
    assert [(s.kind, s.local) for s in two_game.seats] == [
        ("ai:random", False),
        ("remote", False),
        ("ai:easy", False),
        ("ai:easy", True),
    ]
