"""The app's look for the side panel and the dialogs: one Qt style sheet in the board's colours.

The colours come from the board's palette (:mod:`madn_qt.palette`): the window is the
pale paint of the fields, frames and group boxes are the board's wood, the main button (Roll,
the dialogs' default button) is the meadow, the text is the dark brown of the board's lines.
Every widget stays a native Qt widget (a style sheet changes only how it is painted), so screen
readers read them as before.

Larger type: :func:`apply_style` raises the application font to :data:`BASE_POINT_SIZE` (the
sheet itself sets no font size, so widgets that make their own font larger or bold, as the
panel's turn line and die box do, stay larger than the rest).

Focus: every focusable widget the app uses (buttons, check boxes, combo boxes, line edits, list
and table items, sliders, the move log) gets a thick ring in :data:`FOCUS_RING` on focus, with at
least 3:1 contrast against what lies round it, the window, the wood and the field paint (WCAG
2.2, non-text contrast). The meadow button is rimmed in the fields' paint, as a painted field
is: its focus ring turns that pale rim blue.

Text: every rule that sets a text colour sets its background in the same rule, so that the
pairs can be checked; every pair has a contrast of at least 4.5:1 (3:1 for disabled controls):
``tests/madn_qt/test_style.py`` reads the pairs out of the sheet and checks them.

Seat helpers for the panel and the dialogs: :func:`seat_badge_css` (a seat's paint with a
readable ink: a swatch or badge) and :func:`seat_text_css` (text in a seat's colour, darkened
where needed to stay readable on the window's background).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Final

from PySide6.QtCore import QPointF, QStandardPaths, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen
from PySide6.QtWidgets import QApplication

from madn_qt import palette
from madn_qt.texts import SEAT_RGB

BASE_POINT_SIZE: Final = 11.0


def hex_colour(c: palette.Colour) -> str:
    """``#rrggbb`` of an RGB float colour."""
    return "#" + "".join(f"{round(max(0.0, min(1.0, v)) * 255):02x}" for v in c)


def rgb(colour: str) -> tuple[int, int, int]:
    """The 0..255 channels of ``#rrggbb``."""
    text = colour.lstrip("#")
    if len(text) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)


def _mix(a: palette.Colour, b: palette.Colour, t: float) -> palette.Colour:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


def _scale(c: palette.Colour, k: float) -> palette.Colour:
    return (c[0] * k, c[1] * k, c[2] * k)


def relative_luminance(colour: str) -> float:
    """WCAG 2.x relative luminance of an sRGB colour ``#rrggbb``."""

    def linear(channel: int) -> float:
        v = channel / 255.0
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(v) for v in rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours, 1.0 .. 21.0 (order does not matter)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# --- the palette of the widgets (all #rrggbb) ----------------------------------------------------

INK: Final = hex_colour(palette.FIELD_LINE)  # the board's line brown: text
INK_SOFT: Final = hex_colour(_mix(palette.FIELD_LINE, palette.WOOD_DARK, 0.85))  # disabled text
PAPER: Final = hex_colour(palette.FIELD_WHITE)  # the fields' paint: inputs, lists, the log
WINDOW: Final = hex_colour(_mix(palette.FIELD_WHITE, palette.WOOD_LIGHT, 0.28))  # pale wood
WOOD: Final = hex_colour(palette.WOOD_LIGHT)  # group boxes' frames, headers
WOOD_DARK: Final = hex_colour(palette.WOOD_SIDE)  # borders
BUTTON: Final = hex_colour(_mix(palette.FIELD_WHITE, palette.WOOD_BEVEL, 0.35))
BUTTON_HOVER: Final = hex_colour(_mix(palette.FIELD_WHITE, palette.WOOD_BEVEL, 0.6))
BUTTON_DISABLED: Final = hex_colour(_mix(palette.FIELD_WHITE, palette.WOOD_LIGHT, 0.12))
MEADOW: Final = hex_colour(_scale(palette.GRASS_DARK, 0.80))  # the main button
MEADOW_HOVER: Final = hex_colour(_scale(palette.GRASS_DARK, 0.92))
MEADOW_PRESSED: Final = hex_colour(_scale(palette.GRASS_DARK, 0.66))
MEADOW_INK: Final = "#ffffff"
SELECTION: Final = hex_colour(_scale(palette.GRASS_DARK, 0.72))  # selected list/table rows
SELECTION_INK: Final = "#ffffff"
FOCUS_RING: Final = "#0a4cb8"  # a strong blue (3:1 even on the wood)
FOCUS_WIDTH: Final = 3  # pixels


def darkened_to(colour: str, background: str, ratio: float = 4.5) -> str:
    """``colour``, darkened in small steps (same hue) until it reads on ``background``."""
    r, g, b = rgb(colour)
    k = 1.0
    out = colour
    while contrast_ratio(out, background) < ratio and k > 0.0:
        k -= 0.02
        out = hex_colour((r / 255 * k, g / 255 * k, b / 255 * k))
    return out


# Seat colours for text on the window (and the paler paper): each seat's paint, darkened as far
# as it needs to read (the yellow most).
SEAT_TEXT: Final[tuple[str, ...]] = tuple(darkened_to(c, WINDOW) for c in SEAT_RGB)


def seat_ink(seat: int) -> str:
    """The text colour that reads best on the seat's paint (white or the board's ink)."""
    paint = SEAT_RGB[seat % len(SEAT_RGB)]
    return max(("#ffffff", INK), key=lambda ink: contrast_ratio(ink, paint))


def seat_badge_css(seat: int, radius: int = 6) -> str:
    """Style sheet declarations for a badge in the seat's paint with readable ink."""
    paint = SEAT_RGB[seat % len(SEAT_RGB)]
    return (
        f"background-color: {paint}; color: {seat_ink(seat)}; "
        f"border: 2px solid {WOOD_DARK}; border-radius: {radius}px;"
    )


def seat_text_css(seat: int, bold: bool = True) -> str:
    """Declarations for text in the seat's colour on the window (or paper) background."""
    weight = " font-weight: bold;" if bold else ""
    return f"color: {SEAT_TEXT[seat % len(SEAT_TEXT)]}; background-color: transparent;{weight}"


def css_string(text: str) -> str:
    """``text`` as a quoted style sheet string. A path in ``url()`` must be quoted: the cache
    folder is named after the application ("Mensch ärgere Dich nicht"), and an unquoted path with
    spaces made Qt reject the whole sheet ("Could not parse application stylesheet")."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def style_sheet(tick: str = "") -> str:
    """The sheet; ``tick`` is the path of the checked box's tick image (:func:`tick_image`;
    without it a checked box is only filled with the meadow)."""
    ring = f"{FOCUS_WIDTH}px solid {FOCUS_RING}"
    image = f" image: url({css_string(tick)});" if tick else ""
    return f"""
QMainWindow, QDialog {{ background-color: {WINDOW}; color: {INK}; }}
QLabel {{ background-color: transparent; color: {INK}; }}
QToolTip {{ background-color: {PAPER}; color: {INK}; border: 1px solid {WOOD_DARK};
    padding: 4px; }}
QGroupBox {{ background-color: {WINDOW}; color: {INK}; border: 2px solid {WOOD};
    border-radius: 8px; margin-top: 1.3em; padding: 8px 6px 6px 6px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px;
    background-color: {WINDOW}; color: {INK}; font-weight: bold; }}
QPushButton {{ background-color: {BUTTON}; color: {INK}; border: 2px solid {WOOD_DARK};
    border-radius: 6px; padding: 5px 8px; min-height: 1.4em; }}
QPushButton:hover {{ background-color: {BUTTON_HOVER}; color: {INK}; }}
QPushButton:pressed, QPushButton:checked {{ background-color: {WOOD}; color: {INK}; }}
QPushButton:disabled {{ background-color: {BUTTON_DISABLED}; color: {INK_SOFT};
    border-color: {WOOD}; }}
QPushButton:default, QPushButton#rollButton {{ background-color: {MEADOW};
    color: {MEADOW_INK}; border-color: {PAPER}; }}
QPushButton#rollButton {{ font-weight: bold; }}
/* Not bold when default: a button becomes the default when it takes the focus, and Qt does
   not lay it out again for the wider bold text, which was then cut off ("Connect"). */
QPushButton:default:hover, QPushButton#rollButton:hover {{ background-color: {MEADOW_HOVER};
    color: {MEADOW_INK}; }}
QPushButton:default:pressed, QPushButton#rollButton:pressed {{
    background-color: {MEADOW_PRESSED}; color: {MEADOW_INK}; }}
QPushButton#rollButton:disabled {{ background-color: {BUTTON_DISABLED}; color: {INK_SOFT};
    border-color: {WOOD}; }}
QPushButton:focus, QPushButton:default:focus, QPushButton#rollButton:focus {{
    border: {ring}; padding: 4px 7px; }}
/* An event's figures to pick: many of them at times, so compact (the panel fits 1024 x 768). */
QPushButton#pickButton {{ padding: 2px 6px; min-height: 1.2em; }}
QPushButton#pickButton:focus {{ padding: 1px 5px; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QCheckBox, QRadioButton {{ background-color: {WINDOW}; color: {INK}; spacing: 8px;
    padding: 3px; border: {FOCUS_WIDTH}px solid {WINDOW}; border-radius: 5px; }}
QCheckBox:focus, QRadioButton:focus {{ border: {ring}; }}
QCheckBox::indicator {{ width: 16px; height: 16px; border: 2px solid {WOOD_DARK};
    border-radius: 3px; background-color: {PAPER}; }}
QCheckBox::indicator:checked {{ background-color: {MEADOW};
    border-color: {MEADOW_PRESSED};{image} }}
QCheckBox::indicator:disabled {{ background-color: {BUTTON_DISABLED}; border-color: {WOOD}; }}
QCheckBox:disabled, QRadioButton:disabled {{ background-color: {WINDOW};
    color: {INK_SOFT}; }}
QComboBox, QLineEdit, QSpinBox {{ background-color: {PAPER}; color: {INK};
    border: 2px solid {WOOD_DARK}; border-radius: 5px; padding: 3px 6px;
    selection-background-color: {SELECTION}; selection-color: {SELECTION_INK}; }}
QComboBox:focus, QLineEdit:focus, QSpinBox:focus {{ border: {ring}; }}
/* What cannot be changed does not look like a field to type in (issue 38): read-only text lies
   on the window's paint, a disabled field is greyed as a disabled button is. */
QLineEdit:read-only {{ background-color: {WINDOW}; color: {INK}; border-color: {WINDOW}; }}
QLineEdit:read-only:focus {{ border: {ring}; }}
QComboBox:disabled, QLineEdit:disabled, QSpinBox:disabled {{
    background-color: {BUTTON_DISABLED}; color: {INK_SOFT}; border-color: {WOOD}; }}
QComboBox QAbstractItemView {{ background-color: {PAPER}; color: {INK};
    selection-background-color: {SELECTION}; selection-color: {SELECTION_INK}; }}
QSlider {{ background-color: transparent; border: {FOCUS_WIDTH}px solid transparent;
    border-radius: 5px; }}
QSlider:focus {{ border: {ring}; }}
QPlainTextEdit, QTextEdit, QTextBrowser, QListView, QListWidget, QTreeView, QTableView,
QTableWidget {{ background-color: {PAPER}; color: {INK}; border: 2px solid {WOOD};
    border-radius: 5px; selection-background-color: {SELECTION};
    selection-color: {SELECTION_INK}; }}
QPlainTextEdit:focus, QTextEdit:focus, QTextBrowser:focus, QListView:focus,
QListWidget:focus, QTreeView:focus, QTableView:focus, QTableWidget:focus {{ border: {ring}; }}
QListView::item, QTreeView::item, QTableView::item {{ padding: 3px; }}
QListView::item:selected, QTreeView::item:selected, QTableView::item:selected {{
    background-color: {SELECTION}; color: {SELECTION_INK}; }}
QListView::item:focus, QTreeView::item:focus, QTableView::item:focus {{
    border: {ring}; }}
QHeaderView::section {{ background-color: {WOOD}; color: {INK}; border: none;
    border-right: 1px solid {WOOD_DARK}; padding: 4px 8px; font-weight: bold; }}
QTabWidget::pane {{ border: 2px solid {WOOD}; border-radius: 5px; }}
QTabBar::tab {{ background-color: {BUTTON}; color: {INK}; border: 2px solid {WOOD};
    padding: 5px 12px; }}
QTabBar::tab:selected {{ background-color: {PAPER}; color: {INK}; }}
QTabBar::tab:focus {{ border: {ring}; }}
/* The side panel is compact, so that every control fits a 1024 x 768 screen and the move log
   still has room: its boxes carry no title, its buttons less padding. */
QGroupBox#turnBox, QGroupBox#figuresBox {{ margin-top: 0px; padding: 3px; }}
#sidePanel QPushButton, #panelActions QPushButton {{ padding: 2px 8px; min-height: 1.25em; }}
#sidePanel QPushButton:focus, #panelActions QPushButton:focus {{ padding: 1px 7px; }}
#panelActions QPushButton#rollButton {{ padding: 5px 8px; }}
#panelActions QPushButton#rollButton:focus {{ padding: 4px 7px; }}
/* A grown seat's figures scroll in the Figures box: the list is the box's own paper. */
QScrollArea#figureList, QWidget#figureListPage {{ background-color: transparent; }}
QSplitter#sideSplitter::handle {{ background-color: {WOOD}; margin: 1px 40px;
    border-radius: 2px; }}
QSplitter#sideSplitter::handle:hover {{ background-color: {WOOD_DARK}; }}
"""


STYLE_SHEET: Final = style_sheet()


def tick_image(folder: Path) -> Path:
    """Write the checked box's tick (white, drawn with QPainter) as ``folder/tick.png``."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "tick.png"
    image = QImage(24, 24, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(QColor(MEADOW_INK), 3.6)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.drawPolyline([QPointF(5.0, 12.5), QPointF(10.0, 17.5), QPointF(19.0, 6.5)])
    painter.end()
    image.save(str(path))
    return path


def apply_style(app: QApplication) -> None:
    """Give the application the game's look: larger type and the sheet, with the checked
    box's tick written to the user's cache folder."""
    font = QFont(app.font())
    if font.pointSizeF() < BASE_POINT_SIZE:
        font.setPointSizeF(BASE_POINT_SIZE)
        app.setFont(font)
    cache = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    folder = Path(cache or tempfile.gettempdir()) / "style"
    try:
        tick = tick_image(folder).as_posix()
    except OSError:  # no place to write it: the checked box is only filled
        tick = ""
    app.setStyleSheet(style_sheet(tick))
