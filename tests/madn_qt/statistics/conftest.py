"""The statistics (madn_qt.statistics): the window, its tables computed from the history, and the
race plot over hundreds of table rounds."""
