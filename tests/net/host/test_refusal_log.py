"""The host's refusal log stays small however a peer varies what it sends (issue 20)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import pytest

from net.host.refusal_log import LINES_PER_WINDOW, MAX_KINDS, OTHER_KINDS, RefusalLog, kind_of
from tests.net.peers import run, until


def test_numbers_quotes_and_brackets_do_not_make_a_new_kind() -> None:
    assert kind_of("seat 2 is to act, not seat 3") == kind_of("seat 1 is to act, not seat 0")
    assert kind_of("unknown move 'zz9'") == kind_of("unknown move 'made up by a peer'")
    assert kind_of('rules ("fc,rw") than asked (x)') == kind_of('rules ("") than asked ([y])')
    assert kind_of("seat 2 is to act") != kind_of("the game is not running")


def test_a_flood_of_made_up_reasons_writes_a_few_lines(caplog: pytest.LogCaptureFixture) -> None:
    logger = logging.getLogger("madn.test.refusals")

    async def flood() -> None:
        refusals = RefusalLog(logger, window=0.2)
        for i in range(2000):
            # an attacker varies the text the reason quotes, and the words too
            refusals.refused("eve (peer 3)", "act", f"no such move 'm{i}'")
            refusals.refused("eve (peer 3)", "act", f"{'ab'[i % 2] * (i % 50)} is wrong")
        refusals.refused("ben (peer 1)", "act", "seat 2 is to act, not seat 1")
        await until(lambda: any("more act" in r.getMessage() for r in caplog.records), 5.0)
        await asyncio.sleep(0)
        refusals.close()

    with caplog.at_level(logging.INFO, logger="madn.test.refusals"):
        run(flood)
    lines = [r.getMessage() for r in caplog.records]
    eve_full = [line for line in lines if line.startswith("refused a act from eve")]
    assert len(eve_full) <= LINES_PER_WINDOW, eve_full
    assert any("ben (peer 1)" in line for line in lines)  # another peer is still heard
    counted = [line for line in lines if line.startswith("refused ") and " more " in line]
    assert any(OTHER_KINDS in line for line in counted), counted
    assert sum(int(line.split()[1]) for line in counted) + len(eve_full) == 4000
    assert len(lines) < 20, lines


# --- the rule itself, at its boundary (issue 34) ----------------------------------------------

PEER = "mallory (peer 1)"


def logged(script: Callable[[RefusalLog], None], window: float = 1000.0) -> list[str]:
    """The log lines a RefusalLog writes while ``script`` uses it on a running loop (a window
    far longer than the test, ended only by the script's own flush), then closed."""
    logger = logging.getLogger("madn.test.refusal_rule")
    records: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(record.getMessage())

    handler = Keep(logging.DEBUG)
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    logger.propagate = False

    async def on_the_loop() -> None:
        refusals = RefusalLog(logger, window=window)
        script(refusals)
        refusals.close()

    try:
        run(on_the_loop)
    finally:
        logger.removeHandler(handler)
    return records


def refusals_logged(calls: list[tuple[str, str, str]]) -> list[str]:
    """The lines for ``calls`` (who, what, reason), all in one window: full lines, then counts."""

    def script(refusals: RefusalLog) -> None:
        for who, what, reason in calls:
            refusals.refused(who, what, reason)

    return logged(script)


def full(lines: list[str]) -> list[str]:
    return [line for line in lines if line.startswith("refused a ")]


def counted(lines: list[str]) -> list[str]:
    return [line for line in lines if " more " in line]


def test_two_raw_reasons_of_one_kind_are_written_once_then_counted() -> None:
    first, second = "seat 2 is to act, not seat 3", "seat 1 is to act, not seat 0"
    assert first != second and kind_of(first) == kind_of(second)
    lines = refusals_logged([(PEER, "act", first), (PEER, "act", second)])
    assert full(lines) == [f"refused a act from {PEER}: {first}"]
    assert counted(lines) == [
        f"refused 1 more act message from {PEER} in the last 1000 s ({kind_of(first)})"
    ]
    assert len(lines) == 2


def test_the_same_reason_again_is_counted_each_time() -> None:
    reason = "no such move 'm0>7'"
    lines = refusals_logged([(PEER, "act", reason)] * 5)
    assert full(lines) == [f"refused a act from {PEER}: {reason}"]
    assert counted(lines) == [
        f"refused 4 more act messages from {PEER} in the last 1000 s ({kind_of(reason)})"
    ]


def test_two_kinds_are_each_written_in_full_and_nothing_is_counted() -> None:
    calls = [
        (PEER, "act", "seat 2 is to act, not seat 3"),
        (PEER, "act", "the game is not running"),
    ]
    assert kind_of(calls[0][2]) != kind_of(calls[1][2])
    lines = refusals_logged(calls)
    assert full(lines) == [f"refused a act from {who}: {reason}" for who, _, reason in calls]
    assert counted(lines) == []


def test_the_peer_and_the_message_type_are_part_of_the_kind() -> None:
    reason = "the game is not running"
    calls = [(PEER, "act", reason), ("ben (peer 2)", "act", reason), (PEER, "reveal", reason)]
    lines = refusals_logged(calls)
    assert full(lines) == [f"refused a {what} from {who}: {reason}" for who, what, reason in calls]
    assert counted(lines) == []


def kinds(count: int) -> list[str]:
    """``count`` reasons of ``count`` different kinds (words, not numbers, tell them apart)."""
    words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india"]
    words += ["juliett", "kilo", "lima"]
    return [f"{word} is not a move" for word in words[:count]]


@pytest.mark.parametrize("extra", [-1, 0, 1, 2])
def test_at_most_the_limit_of_kinds_of_one_peer_is_written_in_full(extra: int) -> None:
    reasons = kinds(LINES_PER_WINDOW + extra)
    assert len({kind_of(r) for r in reasons}) == len(reasons)
    lines = refusals_logged([(PEER, "act", r) for r in reasons])
    written = min(len(reasons), LINES_PER_WINDOW)
    assert full(lines) == [f"refused a act from {PEER}: {r}" for r in reasons[:written]]
    over = len(reasons) - written
    if over:
        many = "message" if over == 1 else "messages"
        assert counted(lines) == [
            f"refused {over} more act {many} from {PEER} in the last 1000 s ({OTHER_KINDS})"
        ]
    else:
        assert counted(lines) == []


def test_the_limit_is_per_peer_and_starts_afresh_in_the_next_window() -> None:
    reasons = kinds(LINES_PER_WINDOW + 1)

    def two_windows(refusals: RefusalLog) -> None:
        for reason in reasons:
            refusals.refused(PEER, "act", reason)
        refusals.refused("ben (peer 2)", "act", reasons[-1])  # another peer is heard in full
        refusals.flush()  # the window ends (what the timer does)
        refusals.refused(PEER, "act", reasons[-1])  # a new window: the ninth kind in full
        refusals.refused(PEER, "act", reasons[0])  # a kind seen before: counted

    records = logged(two_windows)
    written = full(records)
    assert written == [f"refused a act from {PEER}: {r}" for r in reasons[:-1]] + [
        f"refused a act from ben (peer 2): {reasons[-1]}",
        f"refused a act from {PEER}: {reasons[-1]}",
    ]
    assert counted(records) == [
        f"refused 1 more act message from {PEER} in the last 1000 s ({OTHER_KINDS})",
        f"refused 1 more act message from {PEER} in the last 1000 s ({kind_of(reasons[0])})",
    ]


@pytest.mark.parametrize(
    ("reason", "kind"),
    [
        ("seat 2 is to act, not seat 13", "seat # is to act, not seat #"),
        ("no such move 'm0>7' (made up)", "no such move … …"),
        ('rules ("fc,rw") [x]', "rules … …"),
    ],
)
def test_a_kind_is_the_reason_with_numbers_and_quoted_parts_replaced(
    reason: str, kind: str
) -> None:
    assert kind_of(reason) == kind
    lines = refusals_logged([(PEER, "act", reason)] * 2)
    assert counted(lines) == [f"refused 1 more act message from {PEER} in the last 1000 s ({kind})"]


def test_a_kind_is_cut_after_120_characters() -> None:
    head = "x" * 119
    assert kind_of(head + "ab") == head + "a" == kind_of(head + "ac")
    assert kind_of(head + "a") != kind_of(head + "b")
    lines = refusals_logged([(PEER, "act", head + "ab"), (PEER, "act", head + "ac")])
    assert len(full(lines)) == 1 and len(counted(lines)) == 1


@pytest.mark.parametrize(("kinds_before", "forgotten"), [(MAX_KINDS - 1, False), (MAX_KINDS, True)])
def test_the_memory_of_kinds_starts_afresh_when_it_holds_max_kinds(
    kinds_before: int, forgotten: bool
) -> None:
    """After ``MAX_KINDS`` remembered kinds a new one clears the memory: the first kind is then
    written in full again; one kind fewer, and it is still counted."""

    def script(refusals: RefusalLog) -> None:
        for peer in range(kinds_before):  # one kind per peer: no peer reaches its line limit
            refusals.refused(f"p{peer}", "act", "the game is not running")
        refusals.refused("newcomer", "act", "the game is not running")
        refusals.refused("p0", "act", "the game is not running")

    lines = logged(script)
    again = [line for line in full(lines) if line.startswith("refused a act from p0:")]
    assert len(again) == (2 if forgotten else 1)
    assert len(counted(lines)) == (0 if forgotten else 1)


def test_closing_writes_the_counts_at_once_and_cancels_the_window_timer() -> None:
    timers: list[asyncio.TimerHandle | None] = []

    def script(refusals: RefusalLog) -> None:
        refusals.close()  # nothing refused yet: nothing written, nothing to cancel
        refusals.refused(PEER, "act", "the game is not running")
        refusals.refused(PEER, "act", "the game is not running")
        timers.append(refusals._timer)
        refusals.close()  # the count now, not after the window
        refusals.close()  # again: nothing more

    lines = logged(script)
    assert lines == [
        f"refused a act from {PEER}: the game is not running",
        f"refused 1 more act message from {PEER} in the last 1000 s (the game is not running)",
    ]
    assert timers[0] is not None and timers[0].cancelled()


def test_without_a_running_loop_the_count_is_written_at_once(
    caplog: pytest.LogCaptureFixture,
) -> None:
    refusals = RefusalLog(logging.getLogger("madn.test.refusal_direct"), window=7.0)
    with caplog.at_level(logging.INFO, logger="madn.test.refusal_direct"):
        refusals.refused(PEER, "act", "the game is not running")
        refusals.refused(PEER, "act", "the game is not running")
    assert [r.getMessage() for r in caplog.records] == [
        f"refused a act from {PEER}: the game is not running",
        f"refused 1 more act message from {PEER} in the last 7 s (the game is not running)",
    ]
    assert [r.levelno for r in caplog.records] == [logging.WARNING, logging.WARNING]
