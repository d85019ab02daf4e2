"""The host's refusal log stays small however a peer varies what it sends (issue 20)."""

from __future__ import annotations

import asyncio
import logging

import pytest

from net.refusal_log import LINES_PER_WINDOW, OTHER_KINDS, RefusalLog, kind_of
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
