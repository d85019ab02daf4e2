"""The segments' names as the wheel writes them: along the radius in the largest type that fits
(two lines where needed, the type shrinking to fit, one size for all), or, for a segment too thin
for its name, on a ribbon along the rim."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

from madn_qt.wheel.geometry import LABEL_REACH, Geometry, pointer_clear_degrees
from madn_qt.wheel.segments import Segment

THIN_DEGREES: Final = 12.0  # a segment narrower than this carries its name on a ribbon
RIBBON_WIDTH: Final = 1.9  # a ribbon's width, in rim widths
SOFT_HYPHEN: Final = "\u00ad"


@dataclass(frozen=True, slots=True)
class Label:
    """A segment's label as fitted: its lines, type size and where its block starts."""

    lines: tuple[str, ...]
    pixels: float
    inner: float  # the block's inner end (radius)
    outer: float  # the room's outer end (radius); the block is centred between the two


@dataclass(frozen=True, slots=True)
class Ribbon:
    """A label written along the rim for a segment too thin for its name: a band from the
    segment along the rim, its words kept clear of where the pointer can rest on the thin
    segments (:func:`~madn_qt.wheel.geometry.pointer_clear_degrees`)."""

    segment: int
    start: float  # degrees, clockwise: the band
    end: float
    flat_at_start: bool  # the end that meets the other ribbon is flat, the far one round
    pixels: float
    words_start: float  # where its words lie, inside the band
    words_end: float

    @property
    def words_middle(self) -> float:
        return (self.words_start + self.words_end) / 2.0


def _breaks(text: str) -> list[tuple[str, str]]:
    """Every way to write ``text`` on two lines: at a space, after a hyphen, at a soft hyphen."""
    out = []
    for i, char in enumerate(text):
        if char == " ":
            out.append((text[:i], text[i + 1 :]))
        elif char == "-" and 0 < i < len(text) - 1:
            out.append((text[: i + 1], text[i + 1 :]))
        elif char == SOFT_HYPHEN:
            out.append((text[:i] + "-", text[i + 1 :]))
    return [(a.replace(SOFT_HYPHEN, ""), b.replace(SOFT_HYPHEN, "")) for a, b in out]


def label_font(base: QFont, pixels: float) -> QFont:
    """The labels' type: the app's family, bold and condensed, ``pixels`` high."""
    font = QFont(base)
    font.setPixelSize(max(1, round(pixels)))
    font.setWeight(QFont.Weight.Bold)
    font.setStretch(QFont.Stretch.Condensed)
    return font


def fit_label(
    text: str, half_angle: float, inner: float, outer: float, largest: float, base: QFont
) -> Label:
    """The largest type (and one or two lines) in which ``text`` fits along a wedge of
    ``half_angle`` degrees between the radii ``inner`` and ``outer``."""
    spread = math.tan(math.radians(min(half_angle, 60.0)))
    single = text.replace(SOFT_HYPHEN, "")
    candidates: list[tuple[str, ...]] = [(single,), *_breaks(text)]
    best: Label | None = None
    pixels = largest
    smallest = max(7.0, largest * 0.45)
    while pixels >= smallest and best is None:
        metrics = QFontMetricsF(label_font(base, pixels))
        line = metrics.height() * 0.92
        pad = pixels * 0.25
        for lines in candidates:
            block = line * len(lines)
            width = max(metrics.horizontalAdvance(part) for part in lines)
            start = max(inner, (block / 2.0 + pad) / spread)
            if start + width <= outer:
                best = Label(lines, pixels, start, outer)
                break
        pixels -= 0.5
    if best is None:  # not even the smallest type: one line, cut short
        metrics = QFontMetricsF(label_font(base, smallest))
        start = max(inner, (metrics.height() / 2.0 + smallest * 0.25) / spread)
        room = max(0.0, outer - start)
        cut = metrics.elidedText(single, Qt.TextElideMode.ElideRight, room)
        best = Label((cut,), smallest, start, outer)
    return best


def lay_out(
    segments: Sequence[Segment], g: Geometry, base: QFont, event_wheel: bool
) -> tuple[list[Label], list[Ribbon]]:
    """Every segment's label (a thin one's too, though it is written on its ribbon) and the
    thin segments' ribbons, for the wheel ``g`` in type ``base``."""
    largest = max(8.0, g.side * (0.052 if event_wheel else 0.062))
    thin = [i for i, s in enumerate(segments) if s.width < THIN_DEGREES]
    if len(thin) > 2:  # (a target wheel of many figures: short names, written along the radius)
        thin = []

    def fit(segment: Segment, pixels: float) -> Label:
        inner, outer = g.hub + g.face * 0.04, g.face * LABEL_REACH
        return fit_label(segment.label, segment.width / 2.0, inner, outer, pixels, base)

    # One type size for all (the median of what each could take): a wheel of labels in ten
    # sizes looks untidy. Longer names go on two lines or, failing that, a little smaller.
    first = [fit(segment, largest) for segment in segments]
    sizes = sorted(label.pixels for i, label in enumerate(first) if i not in thin)
    common = sizes[len(sizes) // 2] if sizes else largest
    labels = [
        label if label.pixels <= common else fit(segment, common)
        for segment, label in zip(segments, first, strict=True)
    ]
    ribbons: list[Ribbon] = []
    ribbon_px = g.rim * 1.25
    circumference = g.radius - g.rim / 2.0
    clear = pointer_clear_degrees(g)
    # The thin segments lie together (the two 1 % events); the pointer may rest anywhere on
    # them, so the words go beside them, a pointer's width away: the first thin segment's
    # back from their start, the others' on from their end.
    first_start = min((segments[i].start for i in thin), default=0.0)
    last_end = max((segments[i].end for i in thin), default=0.0)
    for n, i in enumerate(thin):
        segment = segments[i]
        metrics = QFontMetricsF(label_font(base, ribbon_px))
        length = metrics.horizontalAdvance(segment.label) + ribbon_px * 1.6
        sweep = math.degrees(length / circumference)
        if n == 0 and len(thin) > 1:
            words = (first_start - clear - sweep, first_start - clear)
            ribbons.append(Ribbon(i, words[0], segment.end, False, ribbon_px, *words))
        else:
            words = (last_end + clear, last_end + clear + sweep)
            ribbons.append(Ribbon(i, segment.start, words[1], True, ribbon_px, *words))
    return labels, ribbons
