"""Colours and light of the board scene (RGB floats 0..1): one place for the art direction, shared
by both boards and the widgets' style sheet (:mod:`madn_qt.style`)."""

from __future__ import annotations

from typing import Final

import numpy as np

Colour = tuple[float, float, float]

# Seat paint: saturated but not neon, in seat order red, blue, green, yellow.
SEAT_PAINT: Final[tuple[Colour, ...]] = (
    (0.80, 0.17, 0.13),
    (0.13, 0.36, 0.78),
    (0.14, 0.56, 0.25),
    (0.96, 0.75, 0.12),
)
# Symbol colour on each seat's paint: light on the dark colours, dark on yellow.
SEAT_SYMBOL_INK: Final[tuple[Colour, ...]] = (
    (0.98, 0.95, 0.88),
    (0.98, 0.95, 0.88),
    (0.98, 0.95, 0.88),
    (0.22, 0.15, 0.08),
)

FIELD_WHITE: Final[Colour] = (0.96, 0.93, 0.85)
FIELD_LINE: Final[Colour] = (0.28, 0.17, 0.09)
WOOD_LIGHT: Final[Colour] = (0.84, 0.63, 0.40)
WOOD_DARK: Final[Colour] = (0.66, 0.44, 0.24)
WOOD_SIDE: Final[Colour] = (0.55, 0.34, 0.17)
WOOD_BEVEL: Final[Colour] = (0.93, 0.74, 0.50)  # the bevel's upper facet, catching the light

# The railway printed on the board, and the toy train that runs on it.
RAIL_STEEL: Final[Colour] = (0.30, 0.31, 0.34)
RAIL_SHINE: Final[Colour] = (0.86, 0.86, 0.84)
SLEEPER: Final[Colour] = (0.30, 0.18, 0.10)
BALLAST: Final[Colour] = (0.60, 0.58, 0.54)
CROSSING_RED: Final[Colour] = (0.78, 0.12, 0.10)
# A toy steam engine: none of the seats' colours, so nobody mistakes it for a player's piece.
TRAIN_BODY: Final[Colour] = (0.14, 0.15, 0.17)
TRAIN_FRAME: Final[Colour] = (0.09, 0.09, 0.10)
TRAIN_CAB: Final[Colour] = (0.42, 0.13, 0.15)
TRAIN_ROOF: Final[Colour] = (0.20, 0.16, 0.14)
TRAIN_COACH: Final[Colour] = (0.86, 0.70, 0.48)
TRAIN_COACH_ROOF: Final[Colour] = (0.58, 0.20, 0.16)
TRAIN_RED: Final[Colour] = (0.70, 0.14, 0.12)
TRAIN_WHEEL: Final[Colour] = (0.55, 0.12, 0.10)
TRAIN_BRASS: Final[Colour] = (0.85, 0.66, 0.28)
TRAIN_WINDOW: Final[Colour] = (0.16, 0.20, 0.26)
TRAIN_SHADOW: Final[Colour] = (0.20, 0.12, 0.06)

GRASS: Final[Colour] = (0.45, 0.60, 0.28)
GRASS_DRY: Final[Colour] = (0.62, 0.64, 0.34)
GRASS_DARK: Final[Colour] = (0.33, 0.48, 0.22)
HILL_FAR: Final[Colour] = (0.50, 0.60, 0.50)
SAND: Final[Colour] = (0.78, 0.70, 0.50)
WATER: Final[Colour] = (0.30, 0.52, 0.62)
TRUNK: Final[Colour] = (0.42, 0.28, 0.16)
LEAVES: Final[tuple[Colour, ...]] = (
    (0.28, 0.52, 0.20),
    (0.36, 0.58, 0.22),
    (0.22, 0.44, 0.22),
    (0.45, 0.62, 0.24),
)
CLOUD: Final[Colour] = (1.0, 1.0, 1.0)

SKY_TOP: Final[Colour] = (0.38, 0.60, 0.86)
SKY_HORIZON: Final[Colour] = (0.85, 0.91, 0.93)

IVORY: Final[Colour] = (0.95, 0.92, 0.84)
PIP: Final[Colour] = (0.12, 0.09, 0.08)
GLOW: Final[Colour] = (1.0, 0.92, 0.55)
# The ring on the board under a movable pawn: a deep gold that reads on the pale fields.
GLOW_RING: Final[Colour] = (1.0, 0.72, 0.08)

# The sun (a direction towards it) and the hemisphere light of a summer afternoon.
SUN_DIRECTION: Final = np.array([-0.50, -0.42, 0.76]) / np.linalg.norm([-0.50, -0.42, 0.76])
SUN_COLOUR: Final[Colour] = (0.95, 0.88, 0.76)
SKY_LIGHT: Final[Colour] = (0.50, 0.56, 0.64)
GROUND_LIGHT: Final[Colour] = (0.30, 0.29, 0.20)
