"""Replays (madn_qt.replay): the model of a record, the player forwards and back, the window and its
fit, opening replays and playing on from a step; shared helpers in replay_support.py."""
