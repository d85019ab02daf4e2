"""Saving and opening games (madn_qt.files): the file dialogs, saved games read back, the question
before unsaved work is lost, and the game kept for the next start."""
