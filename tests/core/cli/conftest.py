"""The command line (core.cli): ``madn engine`` (legal, event, board) against its JSON Lines
contract and goldens, ``madn simulate``, ``madn stats`` and ``madn history``, each run as a real
process."""
