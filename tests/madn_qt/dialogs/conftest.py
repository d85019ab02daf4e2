"""The dialogs (madn_qt.dialogs): New game, the ranking, the rules text and Help."""
