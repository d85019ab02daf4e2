"""The statistics window's numbers as tables of words (issue 24): the dice and their fairness
test, the players' figures, the race, event mode's events. Each table is what a plot beside it
draws, for the keyboard and a screen reader, and what Save table writes as CSV. No widgets: the
window puts them into ``QTableWidget``s.

Numbers are written with a :class:`QLocale`: by default the one of the app's language
(:func:`madn_qt.i18n.install_translator` makes it the default: "18,5 %" in German and Italian);
the window writes the CSV file with ``QLocale.c()`` ("18.5", no thousands separators), for
programs to read.
"""

from __future__ import annotations

import csv
import io
import statistics
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from core.event.wheel import Event
from core.stats import DiceTest, GameStats, SixesShare, Verdict
from madn_qt.event_texts import event_name

translate = QCoreApplication.translate


class StatisticsTable:
    """Column headers and rows of words, as shown and as written to CSV."""

    def __init__(self, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
        self.headers = list(headers)
        self.rows = [list(row) for row in rows]

    def csv(self) -> str:
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(self.headers)
        writer.writerows(self.rows)
        return out.getvalue()


def decimal(value: float, decimals: int, locale: QLocale | None = None) -> str:
    """``value`` with ``decimals`` digits after the point, in ``locale`` (the app's by default:
    "0,371" in German)."""
    return (locale or QLocale()).toString(float(value), "f", decimals)


def whole(value: int, locale: QLocale | None = None) -> str:
    """A large whole number with the locale's thousands separators ("1.000.000" in German)."""
    return (locale or QLocale()).toString(value)


def percent(share: float, locale: QLocale | None = None) -> str:
    return f"{decimal(100.0 * share, 1, locale)} %"


def kind_name(kind: str) -> str:
    """A kind of die as the game names it in the language shown: "D6" (German "W6")."""
    return translate("Statistics", "D{sides}").format(sides=kind[1:])


def verdict_text(verdict: Verdict, locale: QLocale | None = None) -> str:
    """A fairness test's result in the player's language."""
    if verdict.key == "too_few":
        text = translate("Statistics", "too few dice to tell: the test needs at least {needs}")
        return text.format(needs=whole(verdict.needs, locale))
    if verdict.key == "nothing_unusual":
        return translate("Statistics", "nothing unusual")
    if verdict.key == "unusual":
        text = translate("Statistics", "unusual, but happens by chance about once in {n} games")
    else:
        text = translate(
            "Statistics", "very unusual: happens by chance less than once in {n} games"
        )
    return text.format(n=whole(verdict.once_in, locale))


def verdict_short(verdict: Verdict, locale: QLocale | None = None) -> str:
    """The same in a table's cell: "nothing unusual", "unusual (1 in 40)", "too few to tell"."""
    if verdict.key == "too_few":
        return translate("Statistics", "too few to tell")
    if verdict.key == "nothing_unusual":
        return translate("Statistics", "nothing unusual")
    if verdict.key == "unusual":
        text = translate("Statistics", "unusual (1 in {n})")
    else:
        text = translate("Statistics", "very unusual (< 1 in {n})")
    return text.format(n=whole(verdict.once_in, locale))


def dice_kinds(stats: GameStats) -> list[str]:
    """The kinds of dice the game rolled ("d4", "d6", "d10"), fewest sides first."""
    return [test.kind for test in stats.total.dice]


def _test_of(tests: Sequence[DiceTest], kind: str) -> DiceTest | None:
    return next((test for test in tests if test.kind == kind), None)


def dice_table(
    stats: GameStats, kind: str, names: Mapping[int, str], locale: QLocale | None = None
) -> StatisticsTable:
    """Every seat's faces of one kind of die, and all together: rolls, the faces, chi², p and
    the verdict in words ("too few to tell" while the test does not hold)."""
    sides = int(kind[1:])
    headers = [
        translate("Statistics", "Player"),
        translate("Statistics", "Dice thrown"),
        *(str(face) for face in range(1, sides + 1)),
        "χ²",
        "p",
        translate("Statistics", "Fair?"),
    ]
    rows: list[list[str]] = []
    lines = [(names.get(s.seat, s.name), _test_of(s.dice, kind)) for s in stats.seats]
    lines.append((translate("Statistics", "All"), _test_of(stats.total.dice, kind)))
    for name, test in lines:
        if test is None:
            continue
        rows.append(
            [
                name,
                str(test.dice),
                *(str(count) for count in test.faces),
                decimal(test.chi2, 2, locale),
                decimal(test.p, 3, locale),
                verdict_short(test.verdict(), locale),
            ]
        )
    return StatisticsTable(headers, rows)


def selection_text(share: SixesShare, locale: QLocale | None = None) -> str:
    """The one selection effect that makes honest dice look rigged, with this game's figures."""
    if not share.rolls:
        return ""
    return translate(
        "Statistics",
        "Every roll is counted here. Sixes: {all} of all {rolls} rolls of one die; {moved} of "
        "the rolls that were followed by a move. A six can always move, a small number often "
        "cannot: counting only the rolls that moved makes honest dice look as if they favoured "
        "the six.",
    ).format(
        all=percent(share.share_all, locale),
        rolls=whole(share.rolls, locale),
        moved=percent(share.share_moved, locale),
    )


def seconds_text(value: float, locale: QLocale | None = None) -> str:
    """A time in seconds with its unit: "12 s", "1.4 s", "under 0.1 s"."""
    if value < 0.05:
        return translate("Statistics", "under {time} s").format(time=decimal(0.1, 1, locale))
    return f"{decimal(value, 0 if value >= 10 else 1, locale)} s"


def move_time(seconds: Sequence[float], locale: QLocale | None = None) -> str:
    """A player's time per move: the median of its timed decisions; "computed" where every
    decision was played by the computer at the pace "to the end" (kept as exactly 0 seconds,
    madn_qt.history.writer.COMPUTED: no time to tell); "–" where none was timed (a game opened
    from a file, played over the network, or not yet decided)."""
    timed = [s for s in seconds if s > 0.0]
    if timed:
        return seconds_text(statistics.median(timed), locale)
    if seconds:
        return translate("Statistics", "computed")
    return "–"


def players_table(
    stats: GameStats,
    names: Mapping[int, str],
    seconds: Mapping[int, Sequence[float]],
    locale: QLocale | None = None,
) -> StatisticsTable:
    """Each player's rolls, sixes, captures given and suffered, passes and time per move (the
    median of the decisions timed: :func:`move_time`)."""
    headers = [
        translate("Statistics", "Player"),
        translate("Statistics", "Rolls"),
        translate("Statistics", "Sixes"),
        translate("Statistics", "Captures given"),
        translate("Statistics", "Captures suffered"),
        translate("Statistics", "Passes"),
        translate("Statistics", "Time per move"),
    ]
    if stats.event_mode:
        headers.append(translate("Statistics", "Train hits"))
    rows = []
    for seat in stats.seats:
        time = move_time(seconds.get(seat.seat, ()), locale)
        row = [
            names.get(seat.seat, seat.name),
            str(seat.rolls),
            f"{seat.sixes} ({percent(seat.sixes / seat.rolls if seat.rolls else 0.0, locale)})",
            str(seat.captures_given),
            str(seat.captures_suffered),
            str(seat.passes),
            time,
        ]
        if stats.event_mode:
            row.append(str(seat.train_hits))
        rows.append(row)
    return StatisticsTable(headers, rows)


def race_table(stats: GameStats, names: Mapping[int, str]) -> StatisticsTable:
    """The race's numbers: each table round's standing per player (steps its figures went)."""
    rounds = max((len(seat.race.steps) for seat in stats.seats), default=0)
    headers = [translate("Statistics", "Table round")]
    headers += [names.get(seat.seat, seat.name) for seat in stats.seats]
    rows = []
    for index in range(rounds):
        row = [str(index)]
        for seat in stats.seats:
            steps = seat.race.steps
            row.append(str(steps[index]) if index < len(steps) else "")
        rows.append(row)
    return StatisticsTable(headers, rows)


def events_table(stats: GameStats, names: Mapping[int, str]) -> StatisticsTable:
    """Event mode: how often each event was drawn for each player, and the train's hits."""
    headers = [translate("Statistics", "Event")]
    headers += [names.get(seat.seat, seat.name) for seat in stats.seats]
    headers.append(translate("Statistics", "All"))
    counts = [dict(seat.events) for seat in stats.seats]
    total = dict(stats.total.events)
    rows = []
    for event in Event:
        if not total.get(event):
            continue
        rows.append([event_name(event), *(str(c.get(event, 0)) for c in counts), str(total[event])])
    rows.append(
        [
            translate("Statistics", "Figures the train hit"),
            *(str(seat.train_hits) for seat in stats.seats),
            str(stats.total.train_hits),
        ]
    )
    return StatisticsTable(headers, rows)
