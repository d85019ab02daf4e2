"""Hypothesis strategies built from net/protocol/messages.py's schemas: every field of every
message."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from core.rules import Rules
from core.setup import Seat, SeatKind, Setup
from net.protocol.messages import (
    INPUTS,
    Bin,
    Bool,
    InputSpec,
    Int,
    ListOf,
    Maybe,
    Nested,
    RulesSpec,
    SetupSpec,
    Spec,
    Str,
    Struct,
)

TEXT = st.characters(blacklist_categories=("Cc", "Cs", "Cn"))
OCCUPIED = [(0, 2), (1, 3), (0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3), (0, 1, 2, 3)]
MAX_ITEMS = 4  # keep generated arrays small (fast, and within a frame)


@st.composite
def rules(draw: st.DrawFn) -> Rules:
    event = draw(st.booleans())
    return Rules(
        forced_capture=draw(st.booleans()),
        jump_in_goal=draw(st.booleans()),
        one_figure_out=draw(st.booleans()),
        roll_off=draw(st.booleans()),
        play_on=draw(st.booleans()),
        penalties=False if event else draw(st.booleans()),
        railway=draw(st.booleans()),
        event_mode=event,
        figures=draw(st.integers(1, 10)),
    )


@st.composite
def setups(draw: st.DrawFn) -> Setup:
    occupied = draw(st.sampled_from(OCCUPIED))
    seats = []
    for index in range(4):
        if index not in occupied:
            seats.append(Seat())
            continue
        kind = draw(st.sampled_from([SeatKind.HUMAN, SeatKind.AI, SeatKind.REMOTE]))
        name = draw(st.text(TEXT, max_size=32))
        level = (
            draw(st.from_regex(r"[a-z0-9_]{0,16}", fullmatch=True)) if kind is SeatKind.AI else ""
        )
        seats.append(Seat(kind, name, level))
    first = draw(st.none() | st.sampled_from(occupied))
    return Setup(draw(rules()), tuple(seats), first)


def for_spec(spec: Spec) -> st.SearchStrategy[Any]:
    """Values that pass ``spec`` (as ``check`` returns them)."""
    if isinstance(spec, Int):
        return st.integers(spec.low, spec.high)
    if isinstance(spec, Bool):
        return st.booleans()
    if isinstance(spec, Str):
        if spec.choices:
            return st.sampled_from(spec.choices)
        if spec.pattern:
            return st.from_regex(spec.pattern, fullmatch=True).filter(
                lambda s: spec.min_len <= len(s) <= spec.max_len
            )
        return st.text(TEXT, min_size=spec.min_len, max_size=min(spec.max_len, 40))
    if isinstance(spec, Bin):
        return st.sampled_from(spec.sizes).flatmap(lambda n: st.binary(min_size=n, max_size=n))
    if isinstance(spec, Maybe):
        return st.none() | for_spec(spec.inner)
    if isinstance(spec, ListOf):
        return st.lists(
            for_spec(spec.item),
            min_size=spec.min_len,
            max_size=max(spec.min_len, min(spec.max_len, MAX_ITEMS)),
        ).map(tuple)
    if isinstance(spec, Nested):
        return structs(spec.cls)
    if isinstance(spec, RulesSpec):
        return rules()
    if isinstance(spec, SetupSpec):
        return setups()
    if isinstance(spec, InputSpec):
        return st.one_of([structs(cls) for cls in INPUTS.values()])
    raise TypeError(f"no strategy for {spec!r}")


def structs(cls: type[Struct]) -> st.SearchStrategy[Any]:
    return st.builds(cls, **{name: for_spec(spec) for name, spec in cls.SCHEMA.items()})
