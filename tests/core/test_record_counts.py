"""A record's ``Commands:`` line is the exact number of commands it holds (issue 34;
docs/record.md): the same number loads; one more command than the line says, or one fewer, is
refused with the clear error, whether the game is finished or not."""

from __future__ import annotations

import re

import pytest

from core.record import Record, RecordError, dumps, loads
from core.rules import Rules
from core.setup import Seat, Setup
from tests.core.helpers import random_game

SETUP = Setup(Rules(railway=False), (Seat.human("Anna"), Seat(), Seat.ai("normal", "Ben"), Seat()))


def unfinished(commands: int) -> str:
    game = random_game(SETUP, 5, commands)
    assert not game.over and len(game.commands) == commands
    return dumps(Record.of_game(game, "2026-12-06"))


def finished() -> str:
    game = random_game(SETUP, 5)
    assert game.over
    return dumps(Record.of_game(game, "2026-12-06"))


def announcing(text: str, count: int) -> str:
    """``text`` with its Commands line saying ``count`` (the commands unchanged)."""
    changed, replaced = re.subn(r"(?m)^Commands: \d+$", f"Commands: {count}", text)
    assert replaced == 1
    return changed


def held(text: str) -> int:
    return len(text.partition("\n\n")[2].split())


def refusal(text: str) -> RecordError:
    with pytest.raises(RecordError) as raised:
        loads(text)
    return raised.value


def test_the_line_and_the_commands_agree_and_the_record_loads() -> None:
    text = unfinished(150)
    assert "Commands: 150\n" in text and held(text) == 150
    assert len(loads(text).commands) == 150


@pytest.mark.parametrize("line", [149, 148, 0])
def test_more_commands_than_the_line_says_are_refused(line: int) -> None:
    text = announcing(unfinished(150), line)
    error = refusal(text)
    assert str(error) == (
        f"the record is truncated or damaged: it announces {line} commands but holds 150"
    )
    assert error.code == "truncated" and error.values == {"promised": line, "found": 150}


def test_one_legal_command_appended_beyond_the_line_is_refused() -> None:
    """The 151st command fits the game (a longer game's record), the line still says 150."""
    longer = unfinished(151)
    text = announcing(longer, 150)
    assert held(text) == 151
    error = refusal(text)
    assert str(error).endswith("it announces 150 commands but holds 151")


@pytest.mark.parametrize("line", [151, 152])
def test_fewer_commands_than_the_line_says_are_refused(line: int) -> None:
    error = refusal(announcing(unfinished(150), line))
    assert str(error) == (
        f"the record is truncated or damaged: it announces {line} commands but holds 150"
    )


@pytest.mark.parametrize("off", [-1, 1])
def test_a_finished_game_one_off_is_refused_for_its_count(off: int) -> None:
    text = finished()
    count = held(text)
    assert len(loads(text).commands) == count
    error = refusal(announcing(text, count + off))
    assert error.code == "truncated" and error.values == {"promised": count + off, "found": count}
