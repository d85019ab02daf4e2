"""The game history (madn_qt.history): the writer after each game, its clock, and the window that
lists the games."""
