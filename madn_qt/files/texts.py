"""A file's problems in the player's words: why a game file cannot be opened (from the error
code and values of :class:`core.record.RecordError`; core's own English message is for the log)
and why saving failed (the common reasons of an :class:`OSError`).
"""

from __future__ import annotations

import errno
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from core.record import RecordError

translate = QCoreApplication.translate


def record_error_text(error: RecordError) -> str:
    """Why a file cannot be opened, in one sentence in the app's language (from the error's code
    and values; core's own English message is for the log)."""
    v = error.values
    texts: dict[str, Callable[[], str]] = {
        "not_a_record": lambda: translate(
            "GameFiles", "It is not a saved game of Mensch ärgere Dich nicht."
        ),
        "no_version": lambda: translate(
            "GameFiles", "The file does not say which version of the format it uses."
        ),
        "newer_version": lambda: translate(
            "GameFiles",
            "A newer version of the game wrote it (format {version}); this version reads "
            "format {supported}.",
        ).format(version=v.get("version", "?"), supported=v.get("supported", "?")),
        "bad_header_line": lambda: translate(
            "GameFiles", "Line {line} of its header is damaged."
        ).format(line=v.get("line", "?")),
        "bad_seat_number": lambda: translate(
            "GameFiles", "Line {line} names a seat that does not exist."
        ).format(line=v.get("line", "?")),
        "unknown_player": lambda: translate(
            "GameFiles",
            "The {colour} seat is played by a kind of player this version does not know ({kind}).",
        ).format(colour=_colour(v.get("seat")), kind=v.get("kind", "")),
        "truncated_header": lambda: translate(
            "GameFiles", "The file is cut short: its header is incomplete."
        ),
        "missing_header": lambda: translate(
            "GameFiles", "Its header lacks the line \u201c{key}\u201d."
        ).format(key=v.get("key", "")),
        "bad_rules": lambda: translate(
            "GameFiles", "Its rules (\u201c{flags}\u201d) are not rules this version knows."
        ).format(flags=v.get("flags", "")),
        "bad_setup": lambda: translate("GameFiles", "Its seats and rules do not make a game."),
        "bad_command": lambda: translate(
            "GameFiles", "It holds \u201c{token}\u201d, which is neither a roll nor a move."
        ).format(token=v.get("token", "")),
        "bad_commands_line": lambda: translate(
            "GameFiles", "Its count of rolls and moves is damaged."
        ),
        "truncated": lambda: translate(
            "GameFiles",
            "The file is cut short or damaged: it announces {promised} rolls and "
            "moves but holds {found}.",
        ).format(promised=v.get("promised", "?"), found=v.get("found", "?")),
        "bad_result": lambda: translate("GameFiles", "Its result line is damaged."),
        "bad_taken_back": lambda: translate(
            "GameFiles", "Its line of moves taken back is damaged."
        ),
        "result_mismatch": lambda: translate("GameFiles", "Its result does not match its moves."),
        "illegal_command": lambda: translate(
            "GameFiles",
            "Roll or move number {index} (\u201c{command}\u201d) is not possible "
            "at that point of the game.",
        ).format(index=v.get("index", "?"), command=v.get("command", "")),
        "unreadable": lambda: translate("GameFiles", "The file cannot be read ({reason}).").format(
            reason=v.get("reason", "")
        ),
        "not_utf8": lambda: translate(
            "GameFiles", "It is not a text file (a damaged file, or another kind of file)."
        ),
    }
    text = texts.get(error.code)
    return text() if text is not None else translate("GameFiles", "The file is damaged.")


def _colour(seat: object) -> str:
    from madn_qt.texts import colour_name

    return colour_name(seat) if isinstance(seat, int) and 0 <= seat < 4 else "?"


def os_error_text(error: OSError) -> str:
    """Why saving failed, in the app's language where the reason is a common one."""
    if error.errno in (errno.ENOENT, errno.ENOTDIR):
        return translate("GameFiles", "The folder does not exist.")
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return translate("GameFiles", "There is no permission to write there.")
    if error.errno == errno.ENOSPC:
        return translate("GameFiles", "The disk is full.")
    return error.strerror or str(error)
