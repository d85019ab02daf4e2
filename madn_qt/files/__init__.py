"""Saving and opening games: Game ▸ Save game…, Open game…, and the game kept after every command.

``GameFiles`` (``game_files``) owns the file dialogs and their messages and never loses a game: a
failed save leaves the older file, a damaged file is refused whole before anything is replaced,
and the running game is kept (``autosave_path``) so that a crash or a closed window goes on where
it stopped. ``saved_game`` turns the app's seats and game into a ``core.record`` file and back;
``texts`` says a file's problems in the player's words; ``dialogs`` is what the dialogs share.
"""

from madn_qt.files.game_files import GameFiles, autosave_path

__all__ = ["GameFiles", "autosave_path"]
