"""A record file that cannot be read names the file and the system's reason among its values (the
app words them, docs/record.md); a reason the system does not give is left empty. An error made
without a code has none: the app shows its general sentence for it.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from core.record import RecordError, load


def test_a_missing_file_names_the_file_and_the_reason(tmp_path: Path) -> None:
    path = tmp_path / "nothing.madn"
    with pytest.raises(RecordError) as raised:
        load(path)
    reason = os.strerror(errno.ENOENT)
    assert raised.value.code == "unreadable"
    assert raised.value.values == {"path": str(path), "reason": reason}
    assert str(raised.value) == f"cannot read {path}: {reason}"


def test_a_read_error_without_a_reason_leaves_the_reason_empty(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.madn"
    path.write_text("MADN-RECORD 2\n", encoding="utf-8")

    def fail(self: Path) -> bytes:
        raise OSError("the device went away")  # an OSError without errno and strerror

    monkeypatch.setattr(Path, "read_bytes", fail)
    with pytest.raises(RecordError) as raised:
        load(path)
    assert raised.value.values == {"path": str(path), "reason": ""}


def test_an_error_made_without_a_code_has_none() -> None:
    error = RecordError("something else went wrong")
    assert (str(error), error.code, error.values) == ("something else went wrong", "", {})
