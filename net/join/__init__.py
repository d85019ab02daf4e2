"""A joiner of a LAN table: one connection to the host, the game followed input by input.

``JoinClient`` (``client``) joins with ``JoinSettings``; ``state`` is what it knows (identity,
peer id, seats), ``follow`` the host's messages after the handshake, ``duties`` its reveals and
the renewal of its hash chain.
"""

from net.join.client import JoinClient, JoinFailed, JoinRefused, JoinSettings, parse_address

__all__ = ["JoinClient", "JoinFailed", "JoinRefused", "JoinSettings", "parse_address"]
