"""Saving and loading record files: atomic writes beside the target, and clear errors for files
that cannot be read (missing, not UTF-8, binary garbage).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from core.game import Game
from core.record import Record, RecordError, load, save
from core.rules import Rules
from core.setup import Seat, Setup
from tests.core.helpers import random_game

SETUP = Setup(Rules(railway=False), (Seat.human("Anna"), Seat(), Seat.ai("normal", "Ben"), Seat()))


def finished_game() -> Game:
    return random_game(SETUP, 5)


def test_binary_garbage_and_missing_files_give_record_errors(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.madn"
    garbage.write_bytes(b"\xff\xfe\x00\x81" * 64)
    with pytest.raises(RecordError, match="not UTF-8"):
        load(garbage)
    with pytest.raises(RecordError, match="cannot read"):
        load(tmp_path / "missing.madn")


def test_saving_never_leaves_a_half_written_file(tmp_path: Path) -> None:
    path = tmp_path / "game.madn"
    save(Record.of_game(finished_game(), "x"), path)
    before = path.read_text(encoding="utf-8")

    class Broken(Record):
        pass

    broken = Broken(SETUP)
    broken.commands = [object()]  # type: ignore[list-item]
    with pytest.raises(AttributeError):
        save(broken, path)
    assert path.read_text(encoding="utf-8") == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.madn"]


def test_the_temporary_file_is_written_next_to_the_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Beside the target, so that the final rename stays on one file system and is atomic.
    renames: list[tuple[str, str]] = []
    replace = os.replace

    def spy(source: str, target: str) -> None:
        renames.append((str(source), str(target)))
        replace(source, target)

    monkeypatch.setattr(os, "replace", spy)
    folder = tmp_path / "saves"
    folder.mkdir()
    save(Record.of_game(finished_game(), "x"), folder / "game.madn")
    [(source, target)] = renames
    assert Path(source).parent == folder and target == str(folder / "game.madn")
    assert [p.name for p in folder.iterdir()] == ["game.madn"]


def test_a_file_that_is_not_utf8_is_named_as_such(tmp_path: Path) -> None:
    path = tmp_path / "latin1.madn"
    path.write_bytes(b"MADN-RECORD 2\nDate: \xe9t\xe9\n")
    with pytest.raises(RecordError) as raised:
        load(path)
    assert str(raised.value) == "the record is not UTF-8 text (corrupt file?)"
