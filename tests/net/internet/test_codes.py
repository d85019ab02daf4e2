"""Invite codes as people type them, and the return codes both sides derive
(net/internet/codes.py)."""

from __future__ import annotations

import pytest

from net.internet.codes import (
    WORDS,
    CodeError,
    completions,
    normalize,
    return_code,
    unknown_words,
)


@pytest.mark.parametrize(
    "typed",
    [
        "7-guitarist-revenge",
        " 7 Guitarist  Revenge ",
        "7_guitarist.revenge.",
        "07-GUITARIST-revenge",
    ],
)
def test_a_code_is_forgiven_its_case_spaces_and_separators(typed: str) -> None:
    assert normalize(typed) == "7-guitarist-revenge"


@pytest.mark.parametrize(
    ("typed", "why"),
    [("", "no code given"), ("guitarist-revenge-7", "begins with its number"), ("7", "missing")],
)
def test_what_is_no_code_is_told_why(typed: str, why: str) -> None:
    with pytest.raises(CodeError, match=why):
        normalize(typed)


def test_the_word_list_is_the_pgp_list_and_completes_a_prefix() -> None:
    assert len(WORDS) == 512 and "guitarist" in WORDS and "revenge" in WORDS
    assert completions("guit") == ["guitarist"]
    assert completions("") == []
    assert unknown_words("7-guitarist-revenj") == ["revenj"]
    assert unknown_words("7-guitarist-revenge") == []


def test_a_return_code_is_the_same_on_both_sides_and_differs_by_token_table_and_generation() -> (
    None
):
    token = bytes(range(16))
    code = return_code("a" * 32, token, 0)
    assert code == return_code("a" * 32, token, 0)
    nameplate, password = code.split("-")
    assert len(nameplate) == 12 and len(password) == 32
    others = {
        return_code("b" * 32, token, 0),
        return_code("a" * 32, bytes(16), 0),
        return_code("a" * 32, token, 1),
    }
    assert code not in others and len(others) == 3
    with pytest.raises(CodeError):
        return_code("a" * 32, b"short", 0)
