"""The app's dialogs: New game, Rules, Settings and the final ranking."""
