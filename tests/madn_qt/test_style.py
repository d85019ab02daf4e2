"""The app's style sheet: readable text (contrast of every text/background pair), visible focus
rings on real widgets (pixels), seat helpers, and the larger type."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from madn_qt import style
from madn_qt.texts import SEAT_RGB

_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
_DECLARATION = re.compile(r"([a-z-]+)\s*:\s*([^;]+);?")


def sheet_rules(sheet: str = style.STYLE_SHEET) -> list[tuple[str, dict[str, str]]]:
    """The style sheet's rules: (selector, {property: value}), in order."""
    rules: list[tuple[str, dict[str, str]]] = []
    for selector, body in _RULE.findall(sheet):
        properties = {k: v.strip() for k, v in _DECLARATION.findall(body)}
        rules.append((" ".join(selector.split()), properties))
    return rules


def sheet_pairs(sheet: str = style.STYLE_SHEET) -> list[tuple[str, str, str]]:
    """(selector, text colour, background colour) of every rule that sets a text colour; a
    transparent background stands for the window's ``style.WINDOW`` (labels and check boxes lie
    on the window or a group box of the same colour). Selection colours are pairs too."""
    pairs: list[tuple[str, str, str]] = []
    for selector, properties in sheet_rules(sheet):
        if "color" in properties:
            background = properties.get("background-color", "")
            if background == "transparent":
                background = style.WINDOW
            pairs.append((selector, properties["color"], background))
        if "selection-color" in properties:
            pairs.append(
                (
                    selector + " (selection)",
                    properties["selection-color"],
                    properties.get("selection-background-color", ""),
                )
            )
    return pairs


def test_contrast_ratio_follows_wcag() -> None:
    assert style.contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert style.contrast_ratio("#ffffff", "#000000") == pytest.approx(21.0)
    assert style.contrast_ratio("#777777", "#777777") == pytest.approx(1.0)
    # a known pair: #767676 on white is the classic 4.54:1
    assert style.contrast_ratio("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)
    with pytest.raises(ValueError):
        style.rgb("red")


def test_every_text_colour_in_the_sheet_has_a_background_and_4_5_to_1_contrast() -> None:
    pairs = sheet_pairs()
    assert len(pairs) >= 20  # the parser found the sheet's rules
    selectors = {selector for selector, _, _ in pairs}
    for needed in ("QPushButton", "QLabel", "QGroupBox", "QToolTip", "QHeaderView::section"):
        assert needed in selectors
    low = []
    for selector, text, background in pairs:
        assert background.startswith("#"), f"{selector}: a text colour without a background"
        need = 3.0 if ":disabled" in selector else 4.5  # disabled controls: still legible
        ratio = style.contrast_ratio(text, background)
        if ratio < need:
            low.append((selector, text, background, round(ratio, 2)))
    assert not low


def test_the_pair_check_catches_a_bad_rule() -> None:
    """The parser sees a rule's pair, and a pale text on the wood would be reported."""
    bad = "QLabel#x { color: #d0b080; background-color: #d6a166; } QLabel { color: #000000; }"
    pairs = sheet_pairs(bad)
    assert pairs[0] == ("QLabel#x", "#d0b080", "#d6a166")
    assert style.contrast_ratio(pairs[0][1], pairs[0][2]) < 4.5
    assert pairs[1] == ("QLabel", "#000000", "")  # no background: the test above fails on it


def test_the_focus_ring_stands_out_from_what_lies_round_it() -> None:
    """The ring against the window, the group boxes' wood, the inputs' paper, a plain button's
    face, and the pale rim of the meadow button that it replaces."""
    for background in (style.WINDOW, style.PAPER, style.BUTTON, style.BUTTON_HOVER, style.WOOD):
        assert style.contrast_ratio(style.FOCUS_RING, background) >= 3.0, background
    rules = dict(sheet_rules())
    rim = rules["QPushButton:default, QPushButton#rollButton"]["border-color"]
    assert style.contrast_ratio(style.FOCUS_RING, rim) >= 3.0


def test_the_colours_are_the_boards_wood_and_meadow() -> None:
    from madn_qt import palette

    assert style.hex_colour(palette.FIELD_WHITE) == style.PAPER
    assert style.hex_colour(palette.WOOD_LIGHT) == style.WOOD
    assert style.hex_colour(palette.FIELD_LINE) == style.INK
    r, g, b = style.rgb(style.MEADOW)
    assert g > r and g > b  # green
    wr, wg, wb = style.rgb(style.WINDOW)
    assert wr > wg > wb  # a warm, pale wood


@pytest.mark.parametrize("seat", range(4))
def test_seat_helpers_are_readable(seat: int) -> None:
    badge = dict(
        (k.strip(), v.strip())
        for k, v in (d.split(":") for d in style.seat_badge_css(seat).split(";") if d.strip())
    )
    assert badge["background-color"] == SEAT_RGB[seat]
    assert style.contrast_ratio(badge["color"], badge["background-color"]) >= 4.5
    text = style.SEAT_TEXT[seat]
    assert f"color: {text};" in style.seat_text_css(seat)
    for background in (style.WINDOW, style.PAPER):
        assert style.contrast_ratio(text, background) >= 4.5, (seat, text, background)
    # the yellow seat gets dark ink, the others white
    assert (badge["color"] == style.INK) == (seat == 3)


# --- on real widgets ------------------------------------------------------------------------


@pytest.fixture
def styled(qapp: QApplication) -> Iterator[QApplication]:
    font, sheet = QApplication.font(), qapp.styleSheet()
    style.apply_style(qapp)
    yield qapp
    qapp.setStyleSheet(sheet)
    QApplication.setFont(font)


@pytest.fixture
def app_names(qapp: QApplication) -> Iterator[None]:
    """The application's and organisation's names as run_app gives them (they name the cache
    folder the tick is written to), the test runner's names again afterwards."""
    from madn_qt.settings import APPLICATION, ORGANISATION

    names = qapp.applicationName(), qapp.organizationName()
    qapp.setApplicationName(APPLICATION)
    qapp.setOrganizationName(ORGANISATION)
    yield
    qapp.setApplicationName(names[0])
    qapp.setOrganizationName(names[1])


def test_the_sheet_parses_under_the_apps_own_names(
    qtbot: QtBot, app_names: None, styled: QApplication
) -> None:
    """The cache folder is ".../madn/Mensch ärgere Dich nicht": the tick's path has spaces and
    an umlaut. Unquoted in url(), Qt rejected the whole sheet and the app had no look at all
    (found when the style tests ran after run_app had named the application)."""
    sheet = styled.styleSheet()
    assert " " in sheet.split("url(")[1].split(")")[0]  # the path with spaces is in the sheet
    box = QCheckBox("Railway")
    box.setChecked(True)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    image = box.grab().toImage()
    colours = {QColor(image.pixel(x, y)).name() for x in range(30) for y in range(image.height())}
    assert style.MEADOW in colours and "#ffffff" in colours  # the sheet's box with its tick


def test_a_quoted_css_string_keeps_quotes_and_backslashes() -> None:
    assert style.css_string('C:/a "b"/t.png') == '"C:/a \\"b\\"/t.png"'
    assert style.css_string("a\\b") == '"a\\\\b"'


def _ring_pixels(image: QImage) -> int:
    """Pixels of the focus ring's blue in the picture."""
    ring = np.array(style.rgb(style.FOCUS_RING))
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            c = QColor(image.pixel(x, y))
            if np.abs(np.array([c.red(), c.green(), c.blue()]) - ring).sum() < 40:
                count += 1
    return count


def test_apply_style_sets_the_sheet_and_larger_type(qtbot: QtBot, styled: QApplication) -> None:
    sheet = styled.styleSheet()
    found = re.search(r'image: url\("([^"]+)"\)', sheet)
    assert found is not None and Path(found.group(1)).is_file()  # the checked box's tick
    assert sheet == style.style_sheet(found.group(1))
    assert sheet_pairs(sheet) == sheet_pairs()  # the same text colours
    assert QApplication.font().pointSizeF() >= style.BASE_POINT_SIZE
    label_font = QWidget().font()
    assert label_font.pointSizeF() >= style.BASE_POINT_SIZE


def test_focus_rings_are_drawn_on_buttons_check_boxes_inputs_and_list_items(
    qtbot: QtBot, styled: QApplication
) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    button = QPushButton("Roll", dialog)
    button.setObjectName("rollButton")
    plain = QPushButton("Overview", dialog)
    check = QCheckBox("Sound effects", dialog)
    combo = QComboBox(dialog)
    combo.addItems(["English", "Deutsch"])
    edit = QLineEdit("Anna", dialog)
    items = QListWidget(dialog)
    items.addItems(["Anna rolls 6", "Ben rolls 3"])
    items.setCurrentRow(0)
    widgets: list[QWidget] = [button, plain, check, combo, edit, items]
    for w in widgets:
        layout.addWidget(w)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    for w in widgets:
        others = [o for o in widgets if o is not w]
        w.setFocus()
        qtbot.waitUntil(w.hasFocus)
        ringed = _ring_pixels(w.grab().toImage())
        # a ring round the widget: at least its perimeter once
        assert ringed >= w.width() + w.height(), (type(w).__name__, ringed)
        for o in others:
            assert _ring_pixels(o.grab().toImage()) == 0, (type(o).__name__, "unfocused")
    # the list's current item has its own ring inside the view's, the other item none
    items.setFocus()
    qtbot.waitUntil(items.hasFocus)
    viewport = items.viewport().grab().toImage()
    current = items.visualItemRect(items.item(0))
    other = items.visualItemRect(items.item(1))
    assert _ring_pixels(viewport.copy(current)) >= current.width()
    assert _ring_pixels(viewport.copy(other)) == 0


def test_check_boxes_show_their_box_and_a_tick(qtbot: QtBot, styled: QApplication) -> None:
    """An unchecked box is a paper square in a dark wood frame (3:1 on the window), a checked
    one the meadow with a white tick."""
    assert style.contrast_ratio(style.WOOD_DARK, style.WINDOW) >= 3.0
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    boxes = [QCheckBox("Railway", dialog), QCheckBox("Penalties", dialog)]
    boxes[0].setChecked(True)
    for box in boxes:
        layout.addWidget(box)
    dialog.show()
    qtbot.waitExposed(dialog)

    def count(image: QImage, colour: str) -> int:
        want = np.array(style.rgb(colour))
        total = 0
        for x in range(min(image.width(), 40)):
            for y in range(image.height()):
                c = QColor(image.pixel(x, y))
                total += int(np.abs(np.array([c.red(), c.green(), c.blue()]) - want).sum() < 30)
        return total

    checked, unchecked = (box.grab().toImage() for box in boxes)
    assert count(checked, style.MEADOW) > 40 and count(checked, "#ffffff") > 8
    assert count(unchecked, style.MEADOW) == 0
    assert count(unchecked, style.PAPER) > 40 and count(unchecked, style.WOOD_DARK) > 30


def test_the_default_look_keeps_the_text_size() -> None:
    """A dialog's button becomes the default when it takes the focus, and Qt does not lay it out
    again when the sheet's look changes; a default look with another font weight or size cut the
    lobby's "Connect" off. So no rule for :default may change the font."""
    sheet = style.style_sheet("tick.png")
    rules = re.findall(r"([^{}]+)\{([^{}]*)\}", sheet)
    default_rules = [body for selector, body in rules if ":default" in selector]
    assert default_rules  # the default button has a look of its own
    for body in default_rules:
        assert "font" not in body, body
