"""A move's way through event mode's special paths in words (GAME.md 4.4): the move log's "the
orange detour at field 10: back to 7, then on to 10", "the green shortcut at field 12: on to 16,
then on to 18", and the same way in one line under the move on the figure's button ("the orange
detour: 10 → 7", beside "field 10 → 10").

Pure (no widgets). The way is read off the move's route (every progress value it passes): a
step forward adds one, the green shortcut four, the orange detour takes three back; the
junction is where the path begins. Field numbers are the board's absolute ones
(:func:`madn_qt.texts.field_number`), as the field numbers on the board show them.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from core.event.construction import DETOUR, DETOUR_LENGTH, SHORTCUT, SHORTCUT_LENGTH
from madn_qt.texts import field_number, place_short

translate = QCoreApplication.translate

JUMPS = {SHORTCUT: SHORTCUT_LENGTH, DETOUR: -DETOUR_LENGTH}  # a path's one step, in progress


@dataclass(frozen=True)
class Leg:
    """One special path taken: its kind, where it begins and ends (progress), and where the
    figure's steps after it lead (the next path's junction or the move's end)."""

    kind: str
    junction: int
    end: int
    then: int


def legs(route: tuple[int, ...], paths: tuple[str, ...]) -> list[Leg] | None:
    """The special paths a route takes, in order; ``None`` when the route does not show them
    (a move without its route, or one that disagrees with ``paths``)."""
    if not paths or len(route) < 2:
        return None
    jumps: list[tuple[str, int, int]] = []
    for before, after in itertools.pairwise(route):
        step = after - before
        if step == 1:
            continue
        kind = next((k for k, jump in JUMPS.items() if jump == step), None)
        if kind is None:
            return None
        jumps.append((kind, before, after))
    if tuple(kind for kind, _, _ in jumps) != paths:
        return None
    ends = [junction for _, junction, _ in jumps[1:]] + [route[-1]]
    return [
        Leg(kind, junction, end, then)
        for (kind, junction, end), then in zip(jumps, ends, strict=True)
    ]


def leg_text(seat: int, leg: Leg) -> str:
    """One path taken: "the orange detour at field 10: back to 7, then on to 10"."""
    junction = field_number(seat, leg.junction)
    end = place_short(seat, leg.end)
    if leg.kind == SHORTCUT:
        text = translate("RouteText", "the green shortcut at field {junction}: on to {end}")
    else:
        text = translate("RouteText", "the orange detour at field {junction}: back to {end}")
    text = text.format(junction=junction, end=end)
    if leg.then == leg.end:
        return text
    return translate("RouteText", "{path}, then on to {target}").format(
        path=text, target=place_short(seat, leg.then)
    )


def route_text(seat: int, route: tuple[int, ...], paths: tuple[str, ...]) -> str:
    """The way of a move of ``seat`` through the special paths ("" for a plain move, or where
    the route does not show its paths)."""
    found = legs(route, paths)
    if not found:
        return ""
    text = leg_text(seat, found[0])
    for leg in found[1:]:
        text = translate("RouteText", "{first}, then {next}").format(
            first=text, next=leg_text(seat, leg)
        )
    return text


def short_way(seat: int, route: tuple[int, ...], paths: tuple[str, ...]) -> str:
    """The way as a figure's button says it in one line under the move, the junction and the
    path's end as arrows like the move's own: "the orange detour: 10 → 7" (two paths without
    their colours: "the shortcut: 6 → 10, the detour: 11 → 8"); "" as :func:`route_text`."""
    found = legs(route, paths)
    if not found:
        return ""
    texts = []
    for leg in found:
        if leg.kind == SHORTCUT:
            text = (
                translate("RouteText", "the green shortcut: {junction} → {end}")
                if len(found) == 1
                else translate("RouteText", "the shortcut: {junction} → {end}")
            )
        else:
            text = (
                translate("RouteText", "the orange detour: {junction} → {end}")
                if len(found) == 1
                else translate("RouteText", "the detour: {junction} → {end}")
            )
        junction = field_number(seat, leg.junction)
        texts.append(text.format(junction=junction, end=place_short(seat, leg.end)))
    return ", ".join(texts)
