"""The app's dialogs: New game (``new_game``), Rules (``rules_dialog``, its text written for the
chosen options by ``rules_text`` and ``rules_event``), Settings (``settings_dialog``), the final
ranking (``ranking``) and About (``about``); and what the game's windows share about their
buttons (:func:`no_default_button`)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QPushButton


def no_default_button(buttons: QDialogButtonBox) -> None:
    """No button of ``buttons`` is pressed by Return: where Return means something else (a
    game in a list: watch it) a default button acted on the same key a second time, and where
    it means nothing it opened a file dialog. Escape still closes the window."""
    for button in buttons.buttons():
        if isinstance(button, QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
