"""The host of a LAN table: the middle of a star, and the one who numbers inputs.

``HostTable`` (``table``) serves the joiners' connections with ``HostSettings``. It is one object
with collaborators, each a plain class with its own state: ``state`` (``TableState``, what they
all share), ``numbering`` (numbering, applying and relaying inputs), ``lobby`` (filling the seats,
the announcement, the start, the end), ``late`` (a friend who takes a computer's seat),
``takeover`` (missing joiners), ``duties`` (the host's own reveals and seats), ``inbound`` (a
joiner's messages in the game), ``room`` (how many connections, per address) and ``admission``
(connections and the handshake); beside them ``pin_gate`` (the table-wide bound on PIN guesses),
``refusal_log`` (what it refuses, bounded), ``spectator_log`` (spectators coming and going,
bounded), ``take_limit`` (how often one address takes a computer's seat) and ``reveal_clock``
(the takeover's: when a joiner's reveal is due, and its late seconds).
"""

from net.host.table import HostSettings, HostTable

__all__ = ["HostSettings", "HostTable"]
