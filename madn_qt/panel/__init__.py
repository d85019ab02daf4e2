"""The side column: the side panel above the move log, and everything the panel shows and asks.

``SideColumn`` (``column``) holds the ``SidePanel`` (``side_panel``: whose turn, the die, the
figure buttons of ``figure_buttons`` and ``figure_choices``, Roll, the toggles of ``toggles``, the
texts of ``texts`` and ``status_line``) over the move log. In event mode the panel adds the
``EventBox`` (the wheel, what it drew, the picks), the players' rows (``seat_rows``) and the dice
in words (``dice_text``); ``die_face`` is the die before a turn's first roll. The panel only shows
and asks: the window hands its signals to the game controller, which decides.
"""

from madn_qt.panel.column import SideColumn
from madn_qt.panel.event_box import EventBox
from madn_qt.panel.figure_buttons import FigureButton, FocusRingButton
from madn_qt.panel.side_panel import SidePanel

__all__ = ["EventBox", "FigureButton", "FocusRingButton", "SideColumn", "SidePanel"]
