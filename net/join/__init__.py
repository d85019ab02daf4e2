"""A joiner of a LAN table: one connection to the host, the game followed input by input.

``JoinClient`` (``client``) joins with ``JoinSettings``: one object that owns its parts, each with
its own state: ``state`` is what they share (identity, peer id, seats, the session, the
connection), ``follow`` the host's messages after the handshake, ``duties`` its reveals, the
renewal of its hash chain and its seats' decisions.
"""

from net.join.client import JoinClient, JoinFailed, JoinRefused, JoinSettings, parse_address

__all__ = ["JoinClient", "JoinFailed", "JoinRefused", "JoinSettings", "parse_address"]
