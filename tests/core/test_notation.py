"""Position notation: round trips, and an exact, clear error for every kind of malformed text.

Every key of docs/notation.md has cases for a value out of range, not a number, or missing; the
goal field ``G0`` must be refused, not read as ring progress 39.
"""

from __future__ import annotations

from itertools import product

import pytest

from core.notation import NotationError, format_position, parse_position
from core.position import Phase
from core.rules import FLAGS, ORIGINAL, Rules
from core.setup import Setup, initial_position
from tests.core.helpers import random_game

EXAMPLE = "MADN1 f=H,5,G1,H/-/12,H,H,H/- turn=0 phase=move die=6 rolls=0 rules=fc"


def test_the_documented_example_reads_and_writes_back() -> None:
    position = parse_position(EXAMPLE)
    assert position.seats == (0, 2)
    assert position.figures[0] == (-1, 5, 40, -1)
    assert position.figures[2] == (12, -1, -1, -1)
    assert position.phase is Phase.MOVE and position.die == 6
    assert format_position(position) == EXAMPLE


def test_roll_off_and_finished_seats_round_trip() -> None:
    start = initial_position(ORIGINAL, (0, 1, 2, 3))
    text = format_position(start)
    assert "rolloff=0,1,2,3:" in text and "rules=fc,jg,one,ro,po,pen" in text
    assert parse_position(text) == start
    done = "MADN1 f=G1,G2,G3,G4/5,H,H,H/-/H,H,H,H turn=1 phase=roll rolls=1 rules=fc,po done=0"
    assert format_position(parse_position(done)) == done


def test_key_order_does_not_matter() -> None:
    shuffled = "MADN1 rules=fc rolls=0 die=6 phase=move turn=0 f=H,5,G1,H/-/12,H,H,H/-"
    assert parse_position(shuffled) == parse_position(EXAMPLE)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "starts with"),
        ("MADN2 f=-", "starts with"),
        ("MADN1 f=H/-/H/- turn=0 phase=roll rolls=1", "missing key 'rules'"),
        ("MADN1 f=H,H/-/H,H/- turn=0 phase=roll rolls=1 rules=fc bogus", "not key=value"),
        ("MADN1 f=H,H/-/H,H/- turn=0 phase=roll rolls=1 rules=fc x=1", "unknown key"),
        ("MADN1 f=H,H/-/H,H turn=0 phase=roll rolls=1 rules=fc", "4 seats"),
        ("MADN1 f=H,H/H,H/-/- turn=0 phase=roll rolls=1 rules=fc", "opposite"),
        ("MADN1 f=H,H/-/H,H/- turn=1 phase=roll rolls=1 rules=fc", "not an occupied seat"),
        ("MADN1 f=H,41/-/H,H/- turn=0 phase=roll rolls=1 rules=fc", "outside 0..39"),
        ("MADN1 f=G3,H/-/H,H/- turn=0 phase=roll rolls=1 rules=fc", "beyond its goal"),
        ("MADN1 f=5,5/-/H,H/- turn=0 phase=roll rolls=1 rules=fc", "two figures on one field"),
        ("MADN1 f=25,H/-/5,H/- turn=0 phase=roll rolls=1 rules=fc", "ring field 25"),
        ("MADN1 f=H,H/-/H,H/- turn=0 phase=move rolls=1 rules=fc", "die= is given"),
        ("MADN1 f=H,H/-/H,H/- turn=0 phase=dance rolls=1 rules=fc", "unknown phase"),
        ("MADN1 f=H,H/-/H,H/- turn=0 phase=roll rolls=1 rules=zz", "unknown rule flag"),
        ("MADN1 f=H,x/-/H,H/- turn=0 phase=roll rolls=1 rules=fc", "not a number"),
        ("MADN1 f=H,H/-/H,H/- turn=0 turn=0 phase=roll rolls=1 rules=fc", "given twice"),
    ],
)
def test_malformed_text_gives_a_typed_clear_error(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_position(text)


def test_notation_error_is_a_value_error() -> None:
    assert issubclass(NotationError, ValueError)


BASE = "MADN1 f=H,H/-/H,H/- turn=0 phase=roll rolls=1 rules=fc"
ROLLOFF = "MADN1 f=H,H/-/H,H/- turn=0 phase=rolloff rolls=1 rules=fc,ro"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "a position starts with 'MADN1'"),
        ("MADN2 f=-", "a position starts with 'MADN1'"),
        (BASE.replace("MADN1", "madn1"), "a position starts with 'MADN1'"),
        ("MADN1 turn=0 phase=roll rolls=1 rules=fc", "missing key 'f'"),
        ("MADN1 f=H,H/-/H,H/- phase=roll rolls=1 rules=fc", "missing key 'turn'"),
        ("MADN1 f=H,H/-/H,H/- turn=0 rolls=1 rules=fc", "missing key 'phase'"),
        ("MADN1 f=H,H/-/H,H/- turn=0 phase=roll rules=fc", "missing key 'rolls'"),
        (BASE + " bogus", "token 'bogus' is not key=value"),
        (BASE + " x=1", "unknown key 'x'"),
        (BASE + " turn=0", "key 'turn' given twice"),
        (BASE.replace("turn=0", "turn=0=1"), "turn: '0=1' is not a number"),
        (BASE.replace("f=H,H/-/H,H/-", "f=H,H/-/H,H"), "f needs 4 seats separated by '/', got 3"),
        (
            BASE.replace("f=H,H/-/H,H/-", "f=H,H/-/H,H/-/-"),
            "f needs 4 seats separated by '/', got 5",
        ),
        (
            BASE.replace("/-/H,H/-", "/H,H/-/-"),
            "two players sit opposite: seats 0 and 2, or 1 and 3",
        ),
        (BASE.replace("/-/H,H/-", "/-/-/-"), "a game needs 2 to 4 players, not 1"),
        # Figures: house, ring progress 0..39, goal fields G1..G10 within the lane.
        (BASE.replace("f=H,H", "f=H,41"), "figure of seat 0: 41 is outside 0..39"),
        (BASE.replace("f=H,H", "f=H,40"), "figure of seat 0: 40 is outside 0..39"),
        (BASE.replace("f=H,H", "f=H,-1"), "figure of seat 0: -1 is outside 0..39"),
        (BASE.replace("/H,H/-", "/H,-5/-"), "figure of seat 2: -5 is outside 0..39"),
        (BASE.replace("f=H,H", "f=H,G0"), "goal field of seat 0: 0 is outside 1..99"),
        (BASE.replace("f=H,H", "f=H,G100"), "goal field of seat 0: 100 is outside 1..99"),
        (BASE.replace("f=H,H", "f=H,G-1"), "goal field of seat 0: -1 is outside 1..99"),
        (BASE.replace("f=H,H", "f=H,G"), "goal field of seat 0: '' is not a number"),
        (BASE.replace("f=H,H", "f=H,Gx"), "goal field of seat 0: 'x' is not a number"),
        (BASE.replace("f=H,H", "f=H,G3"), "seat 0 has a figure beyond its goal lane"),
        (BASE.replace("/H,H/-", "/H,G3/-"), "seat 2 has a figure beyond its goal lane"),
        (BASE.replace("f=H,H", "f=H,h"), "figure of seat 0: 'h' is not a number"),
        (BASE.replace("f=H,H", "f=H,"), "figure of seat 0: '' is not a number"),
        (BASE.replace("f=H,H", "f=H,x"), "figure of seat 0: 'x' is not a number"),
        (BASE.replace("f=H,H", "f=5,5"), "seat 0 has two figures on one field"),
        (BASE.replace("f=H,H", "f=G1,G1"), "seat 0 has two figures on one field"),
        (BASE.replace("f=H,H/-/H,H", "f=25,H/-/5,H"), "ring field 25 holds two figures"),
        (BASE.replace("f=H,H/-/H,H", "f=0,H/-/20,H"), "ring field 0 holds two figures"),
        # Who is to move.
        (BASE.replace("turn=0", "turn=1"), "turn 1 is not an occupied seat"),
        (BASE.replace("turn=0", "turn=4"), "turn: 4 is outside 0..3"),
        (BASE.replace("turn=0", "turn=-1"), "turn: -1 is outside 0..3"),
        (BASE.replace("turn=0", "turn=x"), "turn: 'x' is not a number"),
        (BASE.replace("phase=roll", "phase=dance"), "unknown phase 'dance'"),
        (BASE.replace("phase=roll", "phase=ROLL"), "unknown phase 'ROLL'"),
        # The die: given exactly in phase move, each die within the dice's faces (d6: 1..6).
        (BASE.replace("phase=roll", "phase=move"), "die= is given exactly when phase=move"),
        (BASE + " die=3", "die= is given exactly when phase=move"),
        (BASE.replace("phase=roll", "phase=move") + " die=0", "die: 0 is outside 1..6"),
        (BASE.replace("phase=roll", "phase=move") + " die=7", "die: 7 is outside 1..6"),
        (BASE.replace("phase=roll", "phase=move") + " die=x", "die: 'x' is not a number"),
        (BASE.replace("phase=roll", "phase=move") + " die=6+", "die: '' is not a number"),
        (BASE.replace("phase=roll", "phase=move") + " die=", "die: '' is not a number"),
        # Rolls left: 0..3.
        (BASE.replace("rolls=1", "rolls=4"), "rolls: 4 is outside 0..3"),
        (BASE.replace("rolls=1", "rolls=-1"), "rolls: -1 is outside 0..3"),
        (BASE.replace("rolls=1", "rolls=three"), "rolls: 'three' is not a number"),
        (BASE.replace("rules=fc", "rules=zz"), "unknown rule flag 'zz'"),
        (BASE.replace("rules=fc", "rules=fc,FC"), "unknown rule flag 'FC'"),
        # Goal sizes: four of them, each 0..10, a lane exactly for every seat that plays.
        (
            BASE.replace("/H,H/-", "/H/-") + " goals=2,0,0,0",
            "goals: seat 2 needs a goal lane exactly when it plays",
        ),
        (BASE + " goals=2,1,2,0", "goals: seat 1 needs a goal lane exactly when it plays"),
        (BASE.replace("turn=0", "turn=+0"), "turn: '+0' is not written as a plain number"),
        (BASE.replace("turn=0", "turn=00"), "turn: '00' is not written as a plain number"),
        (
            BASE.replace("f=H,H", "f=G01,H"),
            "goal field of seat 0: '01' is not written as a plain number",
        ),
        (BASE + " done=1", "done: finished seats are distinct occupied seats"),
        (
            BASE.replace("f=H,H", "f=G1,G2") + " done=0,0",
            "done: finished seats are distinct occupied seats",
        ),
        (BASE + " done=0", "done: seat 0 has figures outside its goal"),
        (
            BASE.replace("f=H,H", "f=G1,G2") + " done=0",
            "turn 0 is a seat that has finished",
        ),
        (
            BASE.replace("phase=roll", "phase=rolloff") + " rolloff=1,3:",
            "rolloff: the contenders are occupied seats in seat order",
        ),
        (
            BASE.replace("phase=roll", "phase=rolloff") + " rolloff=2,0:",
            "rolloff: the contenders are occupied seats in seat order",
        ),
        (
            BASE.replace("phase=roll", "phase=rolloff").replace("turn=0", "turn=2")
            + " rolloff=0,2:",
            "rolloff: the turn is the next contender's",
        ),
        (BASE + " goals=4,4", "goals needs four sizes"),
        (BASE + " goals=4,0,100,0", "goal size: 100 is outside 0..99"),
        (BASE + " goals=4,0,-1,0", "goal size: -1 is outside 0..99"),
        (BASE + " goals=4,0,x,0", "goal size: 'x' is not a number"),
        (
            BASE.replace("f=H,H", "f=H,G2") + " goals=1,0,2,0",
            "seat 0 has a figure beyond its goal lane",
        ),
        # Finished seats.
        (BASE + " done=5", "done: 5 is outside 0..3"),
        (BASE + " done=x", "done: 'x' is not a number"),
        (BASE + " done=0,", "done: '' is not a number"),
        # The roll-off: contenders, then fewer pips (1..12) than contenders.
        (ROLLOFF, "phase=rolloff needs rolloff="),
        (ROLLOFF + " rolloff=:", "rolloff needs contenders and fewer pips than contenders"),
        (ROLLOFF + " rolloff=", "rolloff needs contenders and fewer pips than contenders"),
        (ROLLOFF + " rolloff=0,2:3,4", "rolloff needs contenders and fewer pips than contenders"),
        (ROLLOFF + " rolloff=0,2:13", "rolloff pips: 13 is outside 1..12"),
        (ROLLOFF + " rolloff=0,2:0", "rolloff pips: 0 is outside 1..12"),
        (ROLLOFF + " rolloff=0,2:x", "rolloff pips: 'x' is not a number"),
        (ROLLOFF + " rolloff=0,5:", "rolloff: 5 is outside 0..3"),
        (ROLLOFF + " rolloff=0,x:", "rolloff: 'x' is not a number"),
        (ROLLOFF + " rolloff=0,2:3:4", "rolloff pips: '3:4' is not a number"),
        (BASE + " rolloff=0,2:", "rolloff= is given only while the first player is found"),
        # Figures per seat: 1..10.
        (
            BASE.replace("H,H/-/H,H", ",".join(["H"] * 11) + "/-/" + ",".join(["H"] * 11)),
            "figures must be 1..10, not 11",
        ),
    ],
)
def test_malformed_text_gives_exactly_this_message(text: str, message: str) -> None:
    with pytest.raises(NotationError) as raised:
        parse_position(text)
    assert str(raised.value) == message


@pytest.mark.parametrize(
    "text",
    [
        EXAMPLE,
        BASE,
        "MADN1 f=H,H,H,H/H,H,H,H/H,H,H,H/H,H,H,H turn=0 phase=roll rolls=3 rules=fc",
        "MADN1 f=-/0,H,H,H/-/39,G4,G3,G1 turn=3 phase=move die=1 rolls=0 rules=-",
        "MADN1 f=G10,H/-/H,H/- turn=0 phase=roll rolls=1 rules=fc goals=10,0,2,0",
        "MADN1 f=H,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 rules=fc goals=5,0,4,0",
        "MADN1 f=G3,H,5/-/H,H,H/- turn=0 phase=roll rolls=1 rules=fc",
        "MADN1 f=H/-/7/- turn=2 phase=move die=6 rolls=2 rules=fc,jg",
        "MADN1 f=5,H,H,H/-/H,H,H,H/- turn=0 phase=move die=6+6 rolls=0 rules=fc dice=d6x2",
        "MADN1 f=5,H,H,H/H,H,H,H/H,H,H,H/- turn=1 phase=move die=10 rolls=0 rules=fc dice=d10",
        "MADN1 f=G1,G2,G3,G4/-/5,H,H,H/- turn=0 phase=over rolls=0 rules=fc done=0",
        "MADN1 f=G1,G2,G3,G4/G4,G3,G2,G1/5,H,H,H/9,H,H,H turn=2 phase=roll rolls=1 "
        "rules=fc,po done=1,0",
        "MADN1 f=0,H,H,H/0,H,H,H/0,H,H,H/0,H,H,H turn=2 phase=rolloff rolls=1 "
        "rules=fc,jg,one,ro,po,pen rolloff=0,1,2,3:5,6",
        "MADN1 f=H,H,H,H/H,H,H,H/H,H,H,H/- turn=0 phase=rolloff rolls=1 rules=ro rolloff=0,2:",
        "MADN1 f=H,H/-/H/- turn=0 phase=roll rolls=1 rules=fc",
    ],
)
def test_canonical_text_reads_and_writes_back_unchanged(text: str) -> None:
    position = parse_position(text)
    assert format_position(position) == text
    assert parse_position(format_position(position)) == position


def test_every_position_of_a_seeded_game_under_the_original_rules_round_trips() -> None:
    game = random_game(Setup.of((0, 1, 2, 3), ORIGINAL), 11)
    for position in game.positions:
        assert parse_position(format_position(position)) == position


def test_every_combination_of_rule_flags_round_trips() -> None:
    names = [name for _, name in FLAGS]
    for values in product((False, True), repeat=len(names)):
        options = dict(zip(names, values, strict=True))
        if options["event_mode"] and options["penalties"]:
            with pytest.raises(ValueError, match="penalties are a classic-mode option"):
                Rules(**options)
            continue
        rules = Rules(**options)
        assert Rules.from_flags(rules.flags()) == rules
    assert Rules().flags() == "fc,rw" and Rules(forced_capture=False, railway=False).flags() == "-"
    assert ORIGINAL.flags() == "fc,jg,one,ro,po,pen"


# --- the railway: train= and open= -------------------------------------------------------------

RW = "MADN1 f=3,H/-/17,H/- turn=2 phase=roll rolls=1 rules=fc,rw train=2 open=0"


@pytest.mark.parametrize(
    "text",
    [
        "MADN1 f=H,H,H,H/-/H,H,H,H/- turn=0 phase=train rolls=0 rules=fc,rw train=0 open=0",
        "MADN1 f=3,H,H,H/-/17,H,H,H/- turn=2 phase=roll rolls=1 rules=fc,rw train=2 open=0",
        "MADN1 f=3,H,H,H/-/17,H,H,H/- turn=2 phase=move die=4 rolls=0 rules=fc,rw train=1 open=0",
        "MADN1 f=3,H,H,H/-/17,H,H,H/- turn=0 phase=roll rolls=1 rules=fc,rw train=5 open=2",
        "MADN1 f=H,H,H,H/-/H,H,H,H/- turn=0 phase=train rolls=0 rules=fc,ro,rw rolloff=0,2: "
        "train=0",
        "MADN1 f=H,H,H,H/-/H,H,H,H/- turn=2 phase=rolloff rolls=0 rules=fc,ro,rw rolloff=0,2:4 "
        "train=3",
        "MADN1 f=G1,G2,G3,G4/-/5,H,H,H/- turn=0 phase=over rolls=0 rules=fc,rw done=0 train=4 "
        "open=0",
        "MADN1 f=5,H,H,H/G1,G2,G3,G4/5,H,H,H/- turn=2 phase=train rolls=0 rules=fc,po,rw done=1 "
        "train=0 open=1",
        "MADN1 f=5,H,H,H/-/H,H,H,H/- turn=0 phase=roll rolls=1 rules=rw dice=d6x2 train=3 open=0",
    ],
)
def test_railway_positions_read_and_write_back_unchanged(text: str) -> None:
    position = parse_position(text)
    assert position.rules.railway
    assert format_position(position) == text
    assert parse_position(format_position(position)) == position


def test_the_railway_keys_are_read_into_the_position() -> None:
    position = parse_position(RW)
    assert (position.train, position.opener, position.phase) == (2, 0, Phase.ROLL)
    waiting = parse_position(
        "MADN1 f=H,H/-/H,H/- turn=2 phase=train rolls=0 rules=fc,rw train=0 open=2"
    )
    assert (waiting.train, waiting.opener, waiting.phase) == (0, 2, Phase.TRAIN)
    assert waiting.chance_node() is not None


def test_a_position_without_the_railway_is_written_as_before() -> None:
    plain = "MADN1 f=3,H/-/17,H/- turn=2 phase=roll rolls=1 rules=fc"
    position = parse_position(plain)
    assert not position.rules.railway and position.train == 0 and position.opener == -1
    assert format_position(position) == plain
    # The same position with the railway is another position with another hash.
    railway = parse_position(RW)
    assert railway.figures == position.figures and railway.state_hash() != position.state_hash()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (BASE + " train=2", "train= needs the railway (rules=...,rw)"),
        (BASE + " train=0", "train= needs the railway (rules=...,rw)"),
        (RW.replace(" train=2", ""), "the railway needs train= (table rounds before the train)"),
        (RW.replace("train=2", "train=0"), "train=0 is given exactly when phase=train"),
        (
            RW.replace("phase=roll", "phase=train").replace("rolls=1", "rolls=0"),
            "train=0 is given exactly when phase=train",
        ),
        (
            RW.replace("phase=roll", "phase=move die=3").replace("train=2", "train=0"),
            "train=0 is given exactly when phase=train",
        ),
        (RW.replace("open=0", "open=1"), "open 1 is not an occupied seat"),
        (RW.replace("open=0", "open=3"), "open 3 is not an occupied seat"),
        (RW.replace("open=0", "open=4"), "open: 4 is outside 0..3"),
        (RW.replace("open=0", "open=-1"), "open: -1 is outside 0..3"),
        (RW.replace("open=0", "open=x"), "open: 'x' is not a number"),
        (RW.replace("train=2", "train=6"), "train: 6 is outside 0..5"),
        (RW.replace("train=2", "train=-1"), "train: -1 is outside 0..5"),
        (RW.replace("train=2", "train=02"), "train: '02' is not written as a plain number"),
        (RW.replace("train=2", "train=x"), "train: 'x' is not a number"),
        (RW + " train=2", "key 'train' given twice"),
    ],
)
def test_malformed_railway_keys_give_exactly_this_message(text: str, message: str) -> None:
    with pytest.raises(NotationError) as raised:
        parse_position(text)
    assert str(raised.value) == message


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (BASE + " open=0", "open= needs the railway (rules=...,rw)"),
        (
            BASE.replace("phase=roll rolls=1", "phase=train rolls=0"),
            "phase=train needs the railway (rules=...,rw)",
        ),
        (
            RW.replace(" open=0", ""),
            "the railway needs open= (the seat whose turns begin the rounds)",
        ),
        (
            RW + " rolloff=0,2:",
            "open= and rolloff= together: the first player is not found yet",
        ),
    ],
)
def test_contradictory_railway_texts_are_refused(text: str, message: str) -> None:
    with pytest.raises(NotationError) as raised:
        parse_position(text)
    assert str(raised.value) == message


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(roll_off=True, play_on=True), ORIGINAL.with_options(railway=True)],
)
def test_every_position_of_a_seeded_railway_game_round_trips(rules: Rules) -> None:
    game = random_game(Setup.of((0, 1, 2, 3), rules), 23)
    assert any(p.phase is Phase.TRAIN for p in game.positions[1:])
    for position in game.positions:
        text = format_position(position)
        assert ("train=" in text) and (("open=" in text) == (position.opener >= 0))
        assert parse_position(text) == position
