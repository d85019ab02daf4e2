"""Names a peer sends, as the host keeps them (issue 34; docs/protocol.md "Names"): control
characters and every bidirectional mark, embedding, override and isolate removed, runs of white
space made one space, cut to 32 characters; letters of every script stay."""

from __future__ import annotations

import pytest

from net.protocol.text import BIDI_CONTROLS, clean_name, clean_text

# docs/protocol.md: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069.
DOCUMENTED_BIDI = {"\u061c", "\u200e", "\u200f"}
DOCUMENTED_BIDI |= {chr(c) for c in range(0x202A, 0x202F)} | {chr(c) for c in range(0x2066, 0x206A)}


def test_the_bidirectional_controls_are_the_documented_ones() -> None:
    assert set(BIDI_CONTROLS) == DOCUMENTED_BIDI


@pytest.mark.parametrize("mark", sorted(DOCUMENTED_BIDI))
def test_each_bidirectional_control_is_removed(mark: str) -> None:
    assert clean_name(f"Car{mark}la") == "Carla"
    assert clean_text(f"{mark}Carla{mark}") == "Carla"


@pytest.mark.parametrize("control", ["\x00", "\x07", "\x1b", "\x7f", "\x85", "\x9f"])
def test_control_characters_are_removed(control: str) -> None:
    assert clean_name(f"Be{control}n") == "Ben"


def test_letters_of_every_script_and_format_characters_that_are_not_bidi_stay() -> None:
    for name in ("Zoë", "Ærøskøbing", "Σοφία", "Дарья", "ليلى", "美咲", "a\u200db"):  # ZWJ stays
        assert clean_name(name) == name


def test_white_space_runs_become_one_space_and_the_ends_go() -> None:
    assert clean_name("  Anna \t\n  Maria  ") == "Anna Maria"
    assert clean_name("Anna\u00a0\u2003Maria") == "Anna Maria"  # other spaces too
    assert clean_text("  Anna  Maria  ") == "Anna  Maria"  # a TXT value keeps its inner spaces


@pytest.mark.parametrize(("length", "kept"), [(31, 31), (32, 32), (33, 32), (40, 32)])
def test_a_name_is_cut_to_32_characters(length: int, kept: int) -> None:
    name = "".join(chr(ord("a") + i % 26) for i in range(length))
    assert clean_name(name) == name[:kept]
    assert clean_name(name, limit=5) == name[:5]


def test_the_cut_comes_after_the_cleaning() -> None:
    name = "\u202e" * 10 + "x" * 32
    assert clean_name(name) == "x" * 32
    assert clean_name("a" + " " * 40 + "b") == "a b"


def test_nothing_left_is_empty() -> None:
    assert clean_name("\u202e\u2066 \x00 ") == ""
