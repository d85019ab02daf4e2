"""How fast the game is shown: the pauses before the computer's and the automatic moves, and the
board's animation speed for each stretch of play. Pure (no Qt).

The *pace* (:class:`Pace`) is how the computer's stretches are shown — what an AI seat plays, and
the chance nobody rolls: at :attr:`Pace.NORMAL` they already go briskly (shorter pauses than a
human's, the board's animations at :data:`AI_ANIMATION_PACE`), :attr:`Pace.FAST` makes them
:data:`FAST_FACTOR` times faster, and :attr:`Pace.END` plays them without pauses or animations,
to the end of the game (the log still tells every move). A local human's own rolls and moves are
always shown at the chosen animation speed (the settings' *speed*: 1 normal, larger faster).
"""

from __future__ import annotations

from enum import Enum

AI_PACE_MS = 300  # pause before an AI rolls / after it decided, at animation speed 1
PASS_PAUSE_MS = 900  # pause before a human's automatic pass (time to read it), at speed 1
AI_PASS_PAUSE_MS = 350  # pause before an AI's automatic pass, at animation speed 1
AI_ANIMATION_PACE = 1.5  # the board's animations of the computer's turns run this much faster
FAST_FACTOR = 4.0  # Pace.FAST: the computer's pauses and animations this much faster again
NO_PAUSE_SPEED = 50.0  # speeds from here on (tests hurrying a game) pause nowhere


class Pace(Enum):
    """How the computer's turns are shown (see the module docstring)."""

    NORMAL = "normal"
    FAST = "fast"
    END = "end"

    def next(self) -> Pace:
        order = list(Pace)
        return order[(order.index(self) + 1) % len(order)]

    def stretch(self, computer: bool) -> float:
        """How much faster than a person's a stretch is shown (``computer``: the computer's)."""
        return FAST_FACTOR if computer and self is Pace.FAST else 1.0

    def skips(self, computer: bool) -> bool:
        """Whether a stretch is played without pauses or animations."""
        return computer and self is Pace.END

    def pause_ms(self, base_ms: int, speed: float, computer: bool) -> int:
        """A pause of ``base_ms`` at animation speed 1, scaled by ``speed`` and the pace."""
        if speed >= NO_PAUSE_SPEED or self.skips(computer):
            return 0
        return int(base_ms / (speed * self.stretch(computer)))

    def board_speed(self, speed: float, computer: bool) -> float:
        """The board's animation speed for a stretch at the settings' ``speed``."""
        return speed * AI_ANIMATION_PACE * self.stretch(True) if computer else speed
