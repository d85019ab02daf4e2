"""The wheel of fortune (madn_qt.wheel): its segments and pointer, and where it is placed beside the
board; read the wheel as a player does through tests/madn_qt/wheel_support.py."""
