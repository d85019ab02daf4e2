"""Where network namespaces cannot be entered (a chroot), the namespace tests skip with the
reason instead of failing in their set-up (issue 21)."""

from __future__ import annotations

import subprocess

import pytest

from tests.net import netns


def test_a_namespace_that_cannot_be_entered_is_a_reason_to_skip(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[tuple[str, ...]] = []

    def chrooted(*args: str) -> subprocess.CompletedProcess[str]:
        calls.append(args)
        refused = args[0] == "-n"  # as in a chroot: `ip -n` cannot remount /
        stderr = 'mount --make-rslave /="" failed: Invalid argument' if refused else ""
        return subprocess.CompletedProcess(["ip", *args], int(refused), "", stderr)

    monkeypatch.setattr(netns, "ip", chrooted)
    monkeypatch.setattr(netns.shutil, "which", lambda name: "/usr/sbin/ip")
    netns.unusable.cache_clear()
    try:
        reason = netns.unusable()
        assert reason is not None and "cannot be entered" in reason and "make-rslave" in reason
        assert calls[-1][:2] == ("netns", "del")  # the probe is removed again
        with pytest.raises(pytest.skip.Exception, match="cannot be entered"):
            next(netns.make_namespaces())
    finally:
        netns.unusable.cache_clear()
