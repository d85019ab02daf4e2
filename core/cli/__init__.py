"""The command line of the rules engine: ``madn engine``, ``madn simulate`` and ``madn watch``
(docs/cli.md). :mod:`core.cli.main` reads the arguments, :mod:`core.cli.engine` answers the
engine's JSON Lines (its positions read by :mod:`core.cli.position_json`), :mod:`core.cli.watch`
prints a game as it is played and :mod:`core.cli.simulate` plays many. Imports no Qt.
"""
