"""The app's dialogs: New game (``new_game``), Rules (``rules_dialog``, its text written for the
chosen options by ``rules_text`` and ``rules_event``), Settings (``settings_dialog``), the final
ranking (``ranking``) and About (``about``)."""
