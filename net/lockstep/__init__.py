"""Lockstep play: every peer applies the same numbered inputs in the same order.

``Session`` (``session``) is the game as the input log makes it, with the state hash after each
command; ``randomness`` the fair chance between peers (hash chains, commit–reveal, values without
modulo bias); ``seat_play`` how a peer plays the seats it controls; ``roll_hold`` a person's own
die, rolled by Space as at a real table.
"""

from net.lockstep.session import HOST, GameStopped, Session

__all__ = ["HOST", "GameStopped", "Session"]
