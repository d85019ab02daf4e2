"""Game records: save, load, replay, and clear errors for bad files.

The damaged samples are built at defined places: the record of seed 5's finished game cut after
its tenth command, or with its Result line replaced by the real ranking with the places swapped;
and an unfinished game of 150 commands (no Result line) one command short or cut inside its last
command.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from core.chance import ChanceKind, Draw, Roll, SeededChance
from core.game import Game
from core.happenings import Captured, Happening
from core.moves import PASS
from core.notation import format_position
from core.players import RandomPlayer
from core.position import Phase
from core.record import (
    Record,
    RecordError,
    dumps,
    format_command,
    load,
    loads,
    parse_command,
    save,
)
from core.rules import ORIGINAL, Rules
from core.setup import Seat, SeatKind, Setup
from core.tokens import SHAPES
from tests.core.helpers import random_game

# The samples are classic games without the railway (their texts are pinned below).
SETUP = Setup(Rules(railway=False), (Seat.human("Anna"), Seat(), Seat.ai("normal", "Ben"), Seat()))


def finished_game(seed: int = 5, setup: Setup | None = None) -> Game:
    return random_game(setup or SETUP, seed)


def test_a_saved_record_replays_every_position(tmp_path: Path) -> None:
    game = finished_game()
    path = tmp_path / "game.madn"
    save(Record.of_game(game, "2026-11-30"), path)
    record = load(path)
    assert record.setup == SETUP and record.date == "2026-11-30"
    assert record.result == game.position_ranking()
    assert record.replay().positions == game.positions


def test_a_game_in_progress_and_original_rules_round_trip() -> None:
    game = finished_game(9, Setup.of((0, 1, 2, 3), ORIGINAL))
    partial = Game.replay(game.setup, game.commands[:150])
    record = loads(dumps(Record.of_game(partial, "")))
    assert record.setup == partial.setup
    assert record.replay().position == partial.position
    assert record.result == ()


def test_replaying_gives_back_every_event_of_the_game() -> None:
    game = Game(Setup.of((0, 1, 2, 3), Rules(railway=False)))
    dice, player = SeededChance(3), RandomPlayer(3)
    events: list[Happening] = []
    while not game.over and len(game.commands) < 400:
        if game.position.phase is Phase.MOVE:
            events += game.apply(player.choose(game.position, game.legal_moves()))
        else:
            events += game.draw(dice)
    replayed, replayed_events = Record.of_game(game, "").replay_with_happenings()
    assert replayed.position == game.position
    assert replayed_events == events
    assert any(isinstance(event, Captured) for event in events)


def _text() -> str:
    return dumps(Record.of_game(finished_game(), "2026-11-30"))


def _result_line(places: tuple[tuple[int, int], ...]) -> str:
    return "Result: " + " ".join(f"{seat}:{place}" for seat, place in places)


def _wrong_result(text: str) -> str:
    """The record with its Result line replaced by the real ranking with the places swapped."""
    real = finished_game().position_ranking()
    assert len(real) == 2 and real[0][1] == 1 and real[1][1] == 2
    wrong = ((real[0][0], 2), (real[1][0], 1))
    assert _result_line(real) in text
    return text.replace(_result_line(real), _result_line(wrong))


def _keep_commands(text: str, count: int) -> str:
    """The record cut right after its first ``count`` commands (header unchanged)."""
    header, _, body = text.partition("\n\n")
    return header + "\n\n" + " ".join(body.split()[:count]) + "\n"


def test_the_damaged_record_samples_are_what_they_claim() -> None:
    text = _text()
    winner, loser = (seat for seat, _ in finished_game().position_ranking())
    assert f"Result: {winner}:1 {loser}:2\n" in text
    assert f"Result: {winner}:2 {loser}:1\n" in _wrong_result(text)
    header, _, body = _keep_commands(text, 10).partition("\n\n")
    assert header == text.partition("\n\n")[0]
    assert body.split() == text.partition("\n\n")[2].split()[:10]


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda t: "", "^this is not a game record"),
        (lambda t: t.replace("MADN-RECORD 2", "MADN-RECORD 7"), "newer version"),
        (lambda t: t.replace("MADN-RECORD 2", "MADN-RECORD"), "version is missing"),
        (lambda t: t[: t.index("\n\n")], "^the record is truncated: its header is incomplete$"),
        (
            lambda t: _keep_commands(t, 10),
            r"^the record is truncated or damaged: it announces \d+ commands but holds 10$",
        ),
        (lambda t: t.replace(" r6 ", " r9 ", 1), r"\(r9\): a roll is 1 die of 1\.\.6, not \[9\]$"),
        (lambda t: t.replace(" m", " q", 1), "is not a command"),
        (lambda t: t.replace("Rules: fc", "Rules: fc,warp"), "^unknown rule flag 'warp'$"),
        (lambda t: t.replace("Seats: 0,2", "Seats: 0,1"), "setup is invalid"),
        (
            lambda t: re.sub(r"Commands: (\d+)", r"Commands: \1x", t),
            "^the Commands line is malformed$",
        ),
        (lambda t: re.sub("Result: .*", "Result: 0-1", t), "^the Result line is malformed$"),
        (_wrong_result, "^the Result line does not match the game's commands$"),
    ],
)
def test_damaged_records_give_clear_errors(damage: Callable[[str], str], message: str) -> None:
    text = _text()
    damaged = damage(text)
    assert damaged != text
    with pytest.raises(RecordError, match=message):
        loads(damaged)


def _unfinished_text(commands: int = 150) -> str:
    game = random_game(SETUP, 5, commands)
    assert not game.over and len(game.commands) == commands
    text = dumps(Record.of_game(game, "2026-11-30"))
    assert f"Commands: {commands}\n" in text and "Result:" not in text
    return text


def test_an_unfinished_record_one_command_short_is_refused_as_truncated() -> None:
    text = _unfinished_text()
    assert loads(text).replay().position == random_game(SETUP, 5, 150).position
    lines = text.rstrip("\n").split("\n")
    # 150 commands = 6 lines of 24 and one of 6: the last line loses its last command.
    assert lines[-1] == "r4 m2>10 r4 m2>32 r2 m2>12"
    cut = "\n".join([*lines[:-1], "r4 m2>10 r4 m2>32 r2"]) + "\n"
    with pytest.raises(RecordError) as raised:
        loads(cut)
    assert str(raised.value) == (
        "the record is truncated or damaged: it announces 150 commands but holds 149"
    )


@pytest.mark.parametrize(
    ("cut_to", "message"),
    [
        # The file ends inside the last command: "m2>12" cut to "m2>" or to "m2".
        ("r4 m2>10 r4 m2>32 r2 m2>", f"'m2>' is not a command ({SHAPES})"),
        ("r4 m2>10 r4 m2>32 r2 m2", f"'m2' is not a command ({SHAPES})"),
        # "m2>12" cut to "m2>1" is a well-formed command that does not fit the game.
        ("r4 m2>10 r4 m2>32 r2 m2>1", "command 150 (m2>1): figure 2 to 1 is not a legal move here"),
    ],
)
def test_a_command_cut_in_the_middle_gives_a_clear_error(cut_to: str, message: str) -> None:
    text = _unfinished_text()
    assert text.endswith("\nr4 m2>10 r4 m2>32 r2 m2>12\n")
    damaged = text[: -len("r4 m2>10 r4 m2>32 r2 m2>12\n")] + cut_to + "\n"
    with pytest.raises(RecordError) as raised:
        loads(damaged)
    assert str(raised.value) == message


# --- format 2: the railway's interval draws ----------------------------------------------------

RAILWAY_SETUP = Setup(
    Rules(), (Seat.human("Anna"), Seat.ai("normal", "Ben"), Seat(), Seat.ai("easy", "Dario"))
)


def test_a_railway_record_holds_every_interval_as_a_t_token_and_round_trips() -> None:
    game = random_game(RAILWAY_SETUP, 12)
    assert game.over
    text = dumps(Record.of_game(game, "2026-12-01"))
    header, _, body = text.partition("\n\n")
    assert header.splitlines()[:3] == ["MADN-RECORD 2", "Date: 2026-12-01", "Rules: fc,rw"]
    tokens = body.split()
    draws = [c for c in game.commands if isinstance(c, Draw)]
    roll = game.commands[1]
    assert isinstance(roll, Roll)
    assert tokens[0] == f"t{draws[0].value}" and tokens[1] == f"r{roll.pips[0]}"
    assert [t for t in tokens if t.startswith("t")] == [f"t{d.value}" for d in draws]
    assert len(draws) >= 3 and all(t[1:] in "2345" for t in tokens if t.startswith("t"))
    record = loads(text)
    assert record.setup == RAILWAY_SETUP
    # Moves come back as figure and target only (the engine fills in the rest when replaying).
    assert [format_command(c) for c in record.commands] == tokens
    assert [format_command(c) for c in game.commands] == tokens
    assert record.replay().positions == game.positions


def test_a_railway_game_in_progress_round_trips_while_the_interval_is_drawn() -> None:
    game = random_game(RAILWAY_SETUP, 12)
    waiting = next(i for i, p in enumerate(game.positions) if i > 0 and p.phase is Phase.TRAIN)
    partial = Game.replay(RAILWAY_SETUP, game.commands[:waiting])
    assert partial.position.phase is Phase.TRAIN
    record = loads(dumps(Record.of_game(partial, "")))
    assert record.replay().position == partial.position
    assert record.result == ()


FORMAT_1 = """MADN-RECORD 1
Date: 2026-11-30
Rules: fc
Figures: 4
Seats: 0,2
First: 0
Seat 0: Anna | human
Seat 2: Ben | ai:normal
Commands: 10

r3 p r2 p r1 p r6 m0>0 r4 m0>4
"""


def test_a_format_1_record_loads_as_a_game_without_the_railway() -> None:
    # Written by hand the way format 1 was: no rw, no t. Anna fails her three tries; Ben brings
    # a figure out with the 6 and moves it 4 fields; Anna has her three tries again.
    record = loads(FORMAT_1)
    assert record.setup.rules == Rules(railway=False)
    assert record.setup.first == 0 and record.date == "2026-11-30"
    assert record.setup.seats[0] == Seat.human("Anna")
    assert record.setup.seats[2] == Seat.ai("normal", "Ben")
    game = record.replay()
    assert all(p.phase is not Phase.TRAIN for p in game.positions)
    assert format_position(game.position) == (
        "MADN1 f=H,H,H,H/-/4,H,H,H/- turn=0 phase=roll rolls=3 rules=fc"
    )
    # Saved again it is a format-2 record of the same game.
    again = dumps(record)
    assert again.startswith("MADN-RECORD 2\n") and "Rules: fc\n" in again
    assert loads(again).replay().positions == game.positions


def _railway_text() -> str:
    return dumps(Record.of_game(random_game(RAILWAY_SETUP, 12, 40), ""))


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (9, "command 1 (t9): the train's interval is 2..5, not 9"),
        (1, "command 1 (t1): the train's interval is 2..5, not 1"),
        (6, "command 1 (t6): the train's interval is 2..5, not 6"),
        (12, "command 1 (t12): the train's interval is 2..5, not 12"),
        (0, "command 1 (t0): the train's interval is 2..5, not 0"),
    ],
)
def test_an_interval_outside_two_to_five_is_refused(value: int, message: str) -> None:
    text = _railway_text()
    header, _, body = text.partition("\n\n")
    first, _, rest = body.partition(" ")
    assert re.fullmatch(r"t[2-5]", first)
    with pytest.raises(RecordError) as raised:
        loads(f"{header}\n\nt{value} {rest}")
    assert str(raised.value) == message


def test_a_t_token_where_no_interval_is_drawn_is_refused() -> None:
    with pytest.raises(RecordError) as in_a_plain_game:
        loads(FORMAT_1.replace("Commands: 10", "Commands: 11").replace("\nr3 p", "\nt3 r3 p"))
    assert str(in_a_plain_game.value) == (
        "command 1 (t3): no train draw expected: the position waits for roll"
    )
    text = _railway_text()
    header, _, body = text.partition("\n\n")
    tokens = body.split()
    doubled = " ".join([tokens[0], tokens[0], *tokens[1:]])
    header = re.sub(r"Commands: \d+", f"Commands: {len(tokens) + 1}", header)
    with pytest.raises(RecordError) as twice:
        loads(f"{header}\n\n{doubled}\n")
    assert str(twice.value) == (
        f"command 2 ({tokens[0]}): no train draw expected: the position waits for roll"
    )


@pytest.mark.parametrize("token", ["t", "tx", "t+3", "T3", "q3"])
def test_malformed_t_tokens_are_not_commands(token: str) -> None:
    text = _railway_text()
    header, _, body = text.partition("\n\n")
    _, _, rest = body.partition(" ")
    with pytest.raises(RecordError) as raised:
        loads(f"{header}\n\n{token} {rest}")
    assert str(raised.value) == f"{token!r} is not a command ({SHAPES})"


@pytest.mark.parametrize(("token", "pips"), [("r6+6", (6, 6)), ("r3+4", (3, 4)), ("r10", (10,))])
def test_a_roll_of_two_dice_is_one_token_with_a_plus(token: str, pips: tuple[int, ...]) -> None:
    assert format_command(Roll(pips)) == token
    assert parse_command(token) == Roll(pips)


def test_every_kind_of_seat_round_trips_with_its_name() -> None:
    setup = Setup(
        Rules(),
        (
            Seat.human("Anna Maria"),
            Seat.ai("strong", "Ben"),
            Seat(SeatKind.REMOTE, "Carla"),
            Seat(),
        ),
    )
    record = Record(setup, [Draw(ChanceKind.TRAIN, 4), Roll((3,)), PASS, Roll((2,)), PASS])
    text = dumps(record)
    assert "Seat 0: Anna Maria | human\nSeat 1: Ben | ai:strong\nSeat 2: Carla | remote\n" in text
    assert "Seat 3" not in text and "Seats: 0,1,2\n" in text
    assert text.endswith("\n\nt4 r3 p r2 p\n")
    back = loads(text)
    assert back.setup == setup
    assert back.setup.seats[3].kind is SeatKind.EMPTY
    assert back.replay().position == Game.replay(setup, record.commands).position
    for seat in setup.seats:
        assert Seat.from_label(seat.label, seat.name) == seat
    assert [seat.label for seat in setup.seats] == ["human", "ai:strong", "remote", "empty"]


@pytest.mark.parametrize("kind", ["wizard", "ai", "ai:"])
def test_an_unknown_kind_of_seat_is_refused(kind: str) -> None:
    text = dumps(Record(RAILWAY_SETUP, []))
    with pytest.raises(RecordError) as raised:
        loads(text.replace("Ben | ai:normal", f"Ben | {kind}"))
    assert str(raised.value) == f"seat 1 is played by an unknown kind of player: {kind!r}"
