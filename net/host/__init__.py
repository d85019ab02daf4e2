"""The host of a LAN table: the middle of a star, and the one who numbers inputs.

``HostTable`` (``table``) serves the joiners' connections with ``HostSettings``. Its parts:
``state`` (the numbering of inputs), ``admission`` (connections and the handshake), ``room``
(how many connections, per address), ``pin_gate`` (the table-wide bound on PIN guesses),
``lobby`` (filling the seats, the start and the end), ``inbound`` (a joiner's messages in the
game), ``duties`` (the host's own reveals and the game's end), ``late`` (a friend who takes a
computer's seat), ``takeover`` (missing joiners) and ``refusal_log`` (what it refuses, bounded).
"""

from net.host.table import HostSettings, HostTable

__all__ = ["HostSettings", "HostTable"]
