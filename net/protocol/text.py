"""Text a peer sends that a person reads: table names, player names, TXT values.

Control characters and the bidirectional overrides, embeddings and isolates are removed from
every such text before it is used: a name with U+202E (RIGHT-TO-LEFT OVERRIDE) would otherwise
display reversed, and the characters after it too ("Carla" shown where "alraC" was typed, or a
name that turns the rest of a status line around). Letters of every script stay.
"""

from __future__ import annotations

import unicodedata
from typing import Final

# The bidirectional formatting characters (Unicode's "Bidi_Control" property): marks, embeddings,
# overrides and isolates.
BIDI_CONTROLS: Final = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)


def clean_text(text: str) -> str:
    """``text`` without control characters and bidirectional controls, stripped."""
    return "".join(
        ch for ch in text if unicodedata.category(ch) != "Cc" and ch not in BIDI_CONTROLS
    ).strip()


def clean_name(text: str, limit: int = 32) -> str:
    """A player's name as it is shown: cleaned (:func:`clean_text`), runs of white space made one
    space, cut to ``limit`` characters."""
    return " ".join(clean_text(text).split())[:limit]
