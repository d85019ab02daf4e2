"""``madn stats FILE.madn [--json]``: a game record's statistics (docs/cli.md, issue 24).

Without ``--json`` a table per seat for people; with it exactly one JSON object on one line, the
contract of docs/cli.md. The numbers are :func:`core.stats.record_stats`'s. A file that is
missing, unreadable, corrupt or no game record is one line on stderr and exit status 2.
"""

from __future__ import annotations

import json
from typing import TextIO

from core.cli.watch import EVENT_NAMES
from core.record import Record, RecordError, load
from core.stats import DiceTest, GameStats, SeatStats, SixesShare, record_stats

NAME_WIDTH = 14


def run_stats(path: str, as_json: bool, out: TextIO, err: TextIO) -> int:
    try:
        record = load(path)
        stats = record_stats(record)
    except RecordError as error:
        where = "" if error.code == "unreadable" else f"{path}: "
        err.write(f"madn stats: {where}{error}\n")
        return 2
    if as_json:
        out.write(json.dumps(stats_json(stats)) + "\n")
    else:
        out.write(stats_text(stats, record))
    return 0


# --- JSON ------------------------------------------------------------------------------------


def stats_json(stats: GameStats) -> dict[str, object]:
    """The contract's object: ``seats`` in seat order, then ``all`` (keys in this order)."""
    return {
        "seats": [
            {
                "seat": row.seat,
                "name": row.name,
                "rolls": row.rolls,
                "dice": _dice_json(row.dice),
                "sixes": row.sixes,
                "captures_given": row.captures_given,
                "captures_suffered": row.captures_suffered,
                "passes": row.passes,
            }
            for row in stats.seats
        ],
        "all": {"rolls": stats.total.rolls, "dice": _dice_json(stats.total.dice)},
    }


def _dice_json(tests: tuple[DiceTest, ...]) -> dict[str, object]:
    return {
        test.kind: {
            "faces": {str(face + 1): count for face, count in enumerate(test.faces)},
            "chi2": round(test.chi2, 6),
            "p": float(f"{test.p:.6g}"),
        }
        for test in tests
    }


# --- the table for people ----------------------------------------------------------------------


def stats_text(stats: GameStats, record: Record) -> str:
    lines = [*_headline(stats, record), ""]
    lines += _counts(stats)
    kinds = [test.sides for test in stats.total.dice]
    for sides in kinds:
        lines += ["", *_dice_table(stats, sides)]
    lines += ["", *_selection(stats)]
    if stats.event_mode or stats.total.train_hits:
        lines += ["", *_events(stats)]
    return "\n".join(lines) + "\n"


def _headline(stats: GameStats, record: Record) -> list[str]:
    setup = record.setup
    mode = "event mode" if stats.event_mode else "classic"
    state = "running"
    if record.result:
        state = "finished: " + ", ".join(
            f"{place}. {setup.name(seat)}" for seat, place in record.result
        )
    date = f" of {record.date}" if record.date else ""
    return [
        f"Game{date}: {mode}, rules {setup.rules.flags()}, {len(stats.seats)} seats; {state}",
        f"{stats.total.rolls} rolls in {stats.rounds} table rounds, every roll in play counted "
        "(both dice of a two-dice roll, not the roll-off)",
    ]


def _name(text: str) -> str:
    return text if len(text) <= NAME_WIDTH else text[: NAME_WIDTH - 1] + "…"


def _counts(stats: GameStats) -> list[str]:
    header = f"{'seat':<5}{'name':<{NAME_WIDTH + 1}}  rolls  sixes  captures  captured  passes"
    rows = [header]
    for row in stats.seats:
        rows.append(
            f"{row.seat:<5}{_name(row.name):<{NAME_WIDTH + 1}}{row.rolls:>7}{row.sixes:>7}"
            f"{row.captures_given:>10}{row.captures_suffered:>10}{row.passes:>8}"
        )
    total = stats.total
    rows.append(
        f"{'all':<5}{'':<{NAME_WIDTH + 1}}{total.rolls:>7}{total.sixes:>7}"
        f"{total.captures:>10}{total.captures:>10}{total.passes:>8}"
    )
    return rows


def _dice_table(stats: GameStats, sides: int) -> list[str]:
    faces = "".join(f"{face:>5}" for face in range(1, sides + 1))
    rows = [
        f"Dice d{sides}: the faces shown, a chi-square test against equal faces "
        f"({sides - 1} degrees of freedom)",
        f"{'seat':<5}{'name':<{NAME_WIDTH + 1}}{faces}     chi2        p",
    ]
    for row in stats.seats:
        test = _test(row, sides)
        if test is not None:
            rows.append(f"{row.seat:<5}{_name(row.name):<{NAME_WIDTH + 1}}{_test_columns(test)}")
    for test in stats.total.dice:
        if test.sides == sides:
            rows.append(f"{'all':<5}{'':<{NAME_WIDTH + 1}}{_test_columns(test)}")
    return rows


def _test(row: SeatStats, sides: int) -> DiceTest | None:
    return next((test for test in row.dice if test.sides == sides), None)


def _test_columns(test: DiceTest) -> str:
    counts = "".join(f"{count:>5}" for count in test.faces)
    return f"{counts}{test.chi2:>9.2f}{test.p:>9.3g}  {test.verdict().english()}"


def _selection(stats: GameStats) -> list[str]:
    rows = [
        "Sixes among the rolls of one six-sided die: of all rolls, and of the rolls followed by "
        "a move",
        "(a six can nearly always move, so counting only those shows more sixes; the dice are "
        "the same):",
    ]
    for row in stats.seats:
        rows.append(f"{row.seat:<5}{_name(row.name):<{NAME_WIDTH + 1}}{_shares(row.selection)}")
    rows.append(f"{'all':<5}{'':<{NAME_WIDTH + 1}}{_shares(stats.total.selection)}")
    return rows


def _shares(share: SixesShare) -> str:
    return (
        f"{100 * share.share_all:5.1f} % of {share.rolls} rolls, "
        f"{100 * share.share_moved:5.1f} % of the {share.moved} followed by a move"
    )


def _events(stats: GameStats) -> list[str]:
    rows = ["Events drawn and the train's hits:" if stats.event_mode else "The train's hits:"]
    for row in stats.seats:
        drawn = ", ".join(f"{EVENT_NAMES[event.value]} {count}" for event, count in row.events)
        rows.append(
            f"{row.seat:<5}{_name(row.name):<{NAME_WIDTH + 1}}train hits {row.train_hits}"
            + (f"; {drawn}" if drawn else "")
        )
    return rows
