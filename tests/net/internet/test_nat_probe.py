"""Where the two homes behind NAT cannot be made (tests/net/internet/nat.py), the test that needs
them is skipped with the reason, and nothing is left behind (issue 37)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.net import netns
from tests.net.internet import nat


def refuse_ip(calls: list[tuple[str, ...]]) -> object:
    def ip(*args: str) -> subprocess.CompletedProcess[str]:
        calls.append(args)
        return subprocess.CompletedProcess(["ip", *args], 1, "", "refused")

    return ip


def test_no_namespaces_no_world(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    calls: list[tuple[str, ...]] = []
    monkeypatch.setattr(netns, "unusable", lambda: "`ip netns add` is not permitted here: no")
    monkeypatch.setattr(netns, "ip", refuse_ip(calls))
    with pytest.raises(nat.Unusable, match="not permitted"), nat.nat_world(tmp_path):
        pytest.fail("a world was made")
    assert calls == []


def test_no_iptables_no_world(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    calls: list[tuple[str, ...]] = []
    monkeypatch.setattr(netns, "unusable", lambda: None)
    monkeypatch.setattr(netns, "ip", refuse_ip(calls))
    monkeypatch.setattr(shutil, "which", lambda name: None)
    assert nat.unusable() == "needs iptables (`iptables` is not installed)"
    with pytest.raises(nat.Unusable, match="iptables"), nat.nat_world(tmp_path):
        pytest.fail("a world was made")
    assert calls == []


def test_a_namespace_refused_halfway_is_a_reason_and_nothing_stays(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[tuple[str, ...]] = []

    def second_refused(*args: str) -> subprocess.CompletedProcess[str]:
        calls.append(args)
        added = [c for c in calls if c[:2] == ("netns", "add")]
        refused = args[:2] == ("netns", "add") and len(added) == 2
        return subprocess.CompletedProcess(["ip", *args], int(refused), "", "no more")

    monkeypatch.setattr(netns, "unusable", lambda: None)
    monkeypatch.setattr(netns, "ip", second_refused)
    monkeypatch.setattr(shutil, "which", lambda name: f"/usr/sbin/{name}")
    monkeypatch.setattr(nat, "must", lambda namespace, *command: None)
    with pytest.raises(nat.Unusable, match="no more"), nat.nat_world(tmp_path):
        pytest.fail("a world was made")
    first = calls[0][2]
    assert ("netns", "del", first) in calls  # the one namespace made is removed again
