"""Discovery across two network namespaces joined by a veth pair (issue 13).

The test makes two namespaces of its own (random names), joins them with a veth pair
(10.123.0.1/24 and 10.123.0.2/24), runs an announcer (tests/net/discovery_peer.py) in the first
with the default interfaces, so the host's own non-loopback address is advertised, and a browser
in the second, and checks that the table is found at 10.123.0.1, confirmed by TCP, and vanishes
when the announcer withdraws it. Namespaces and processes are removed in the fixture's teardown,
also when the test fails. Skipped, with the reason, where ``ip netns add`` is not permitted (not
root, no CAP_SYS_ADMIN, no iproute2) or veth links cannot be made; CI runs as root with iproute2.
"""

from __future__ import annotations

import json
import secrets

from tests.net.netns import HOST_ADDRESS, STEP, DiscoveryPeer, Namespaces


def test_table_found_across_two_namespaces(namespaces: Namespaces) -> None:
    name = f"netns {secrets.token_hex(4)}"
    browser = DiscoveryPeer(namespaces.client, "browse", name, "--timeout", str(STEP))
    announcer = DiscoveryPeer(namespaces.host, "announce", name, "--seconds", "60")
    try:
        announced = json.loads(announcer.expect("ANNOUNCED "))
        assert announced["addresses"] == [HOST_ADDRESS], "the loopback is not advertised"
        found = json.loads(browser.expect("FOUND "))
        assert found["name"] == name and found["instance"] == announced["instance"]
        assert found["addresses"] == [HOST_ADDRESS]
        assert found["port"] == announced["port"] and found["compatible"] is True
        assert found["txt"]["mode"] == "classic" and found["txt"]["free"] == "3"

        announcer.end_input()  # the announcer withdraws the table (goodbye packets)
        announcer.expect("CLOSED")
        browser.expect("GONE")
        assert browser.process.wait(timeout=STEP) == 0
        assert announcer.process.wait(timeout=STEP) == 0
    finally:
        announcer.stop()
        browser.stop()
