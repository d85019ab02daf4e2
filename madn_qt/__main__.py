"""Entry point of ``madn``: the desktop game, or the headless engine commands."""

from __future__ import annotations

import sys
from collections.abc import Sequence

HEADLESS = ("engine", "simulate", "watch", "stats", "history", "host", "join")
LAN = ("host", "join")  # the headless LAN peers (net.cli); the others are core.cli's


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in LAN:
        from net.cli import main as lan_main

        return lan_main(args)
    if args and args[0] in HEADLESS:
        from core.cli.main import main as cli_main

        return cli_main(args)
    from madn_qt.app import run_app

    return run_app(args)


if __name__ == "__main__":
    raise SystemExit(main())
