"""The side panel (madn_qt.panel): its lines, seat rows, figure buttons and their words, the dice
text, the die-change and skip words, and that every control stays whole (fit, grown event games).
Read the panel as a player does through tests/madn_qt/panel_support.py."""
