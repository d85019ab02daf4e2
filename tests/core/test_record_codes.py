"""Every refused record says why as a code with values (the app words it in the player's
language), besides core's English message: each code is in ``ERROR_CODES`` with exactly the
values its sentence takes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.record import ERROR_CODES, RecordError, load, loads
from tests.core.test_record import _keep_commands, _text, _wrong_result
from tests.core.test_record_header import SAMPLE, without


def _illegal(text: str) -> str:
    # The first roll of a 1 by Anna: a move out of the house is not possible then.
    return text.replace("r3 p", "r3 m0>0", 1)


CASES: list[tuple[str, str, dict[str, object]]] = [
    ("", "not_a_record", {}),
    ("MADN-RECORD x\n", "no_version", {}),
    (SAMPLE.replace("MADN-RECORD 2", "MADN-RECORD 7"), "newer_version", {"version": 7}),
    (SAMPLE.replace("Rules: fc\n", "bogus\nRules: fc\n"), "bad_header_line", {"line": 3}),
    (SAMPLE.replace("Seat 0:", "Seat x:"), "bad_seat_number", {"line": 6}),
    (
        SAMPLE.replace("Anna | human", "Anna | wizard"),
        "unknown_player",
        {"seat": 0, "kind": "wizard"},
    ),
    (SAMPLE[: SAMPLE.index("\n\n")], "truncated_header", {}),
    (without("Seats: 0,2"), "missing_header", {"key": "Seats"}),
    (SAMPLE.replace("Rules: fc", "Rules: fc,warp"), "bad_rules", {"flags": "fc,warp"}),
    (SAMPLE.replace("Seats: 0,2", "Seats: 0,1"), "bad_setup", {}),
    (SAMPLE.replace("r2 p", "q2 p"), "bad_command", {"token": "q2"}),
    (SAMPLE.replace("Commands: 6", "Commands: 6x"), "bad_commands_line", {}),
    (SAMPLE.replace("Commands: 6", "Commands: 9"), "truncated", {"promised": 9, "found": 6}),
    (_illegal(SAMPLE), "illegal_command", {"index": 2, "command": "m0>0"}),
]


@pytest.mark.parametrize(("text", "code", "values"), CASES, ids=[c[1] for c in CASES])
def test_a_refused_record_names_its_reason_by_code(
    text: str, code: str, values: dict[str, object]
) -> None:
    with pytest.raises(RecordError) as raised:
        loads(text)
    error = raised.value
    assert error.code == code, str(error)
    assert set(error.values) == set(ERROR_CODES[code])
    for key, value in values.items():
        assert error.values[key] == value


def test_the_result_lines_have_their_codes() -> None:
    text = _text()
    with pytest.raises(RecordError) as malformed:
        loads(re.sub("Result: .*", "Result: 0-1", text))
    assert malformed.value.code == "bad_result"
    with pytest.raises(RecordError) as mismatch:
        loads(_wrong_result(text))
    assert mismatch.value.code == "result_mismatch"
    with pytest.raises(RecordError) as short:
        loads(_keep_commands(text, 10))
    assert short.value.code == "truncated" and short.value.values["found"] == 10


def test_files_that_cannot_be_read_have_their_codes(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as missing:
        load(tmp_path / "nothing.madn")
    assert missing.value.code == "unreadable"
    assert set(missing.value.values) == {"path", "reason"}
    binary = tmp_path / "picture.madn"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff")
    with pytest.raises(RecordError) as not_text:
        load(binary)
    assert not_text.value.code == "not_utf8"


def test_every_code_lists_its_values_once() -> None:
    for code, keys in ERROR_CODES.items():
        assert re.fullmatch("[a-z_0-9]+", code)
        assert len(set(keys)) == len(keys)
