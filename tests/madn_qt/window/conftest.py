"""The whole window as a player meets it (madn_qt.window and everything under it): whole games by
keyboard and mouse, the 3D and flat boards in play, accessibility, settings, the railway and
event mode's games; event-game helpers in event_support.py."""
