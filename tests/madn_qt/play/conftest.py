"""The app's game loop (madn_qt.play): the controller's stages, the pace and its arithmetic, the
AI's worker thread and its warm-up, with and without a window. The app's shared fixtures are in
tests/madn_qt/conftest.py; windows come from tests/madn_qt/app_support.py."""
