"""The dice's numbers as the atlas paints them: how much ink each texel carries (its alpha)."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QImage

from madn_qt.board.dice_atlas import ATLAS_SIZE


def coverage(image: QImage) -> np.ndarray:
    """How much ink each texel of an atlas image carries, 0..1 (rows from the top)."""
    data = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(ATLAS_SIZE, ATLAS_SIZE, 4)
    alpha: np.ndarray = data[:, :, 3].astype(np.float32) / 255.0
    return alpha
