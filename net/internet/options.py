"""The command line's options of internet play (docs/cli.md), light to import: ``madn host``
and ``madn join`` read them on every start, while magic-wormhole and Twisted are loaded
(:mod:`net.internet.cli`) only when a table is opened or joined by code."""

from __future__ import annotations

import argparse

from net.internet.rendezvous import PUBLIC_MAILBOX, PUBLIC_RELAY, Servers

CODE_WAIT = 30.0  # seconds a code is given to find its host


def add_server_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--mailbox",
        default=PUBLIC_MAILBOX,
        help=f"the rendezvous (a magic-wormhole mailbox server's URL; default {PUBLIC_MAILBOX})",
    )
    parser.add_argument(
        "--relay",
        default=PUBLIC_RELAY,
        help=f"the transit relay (tcp:HOST:PORT; default {PUBLIC_RELAY})",
    )
    parser.add_argument(
        "--relay-only",
        action="store_true",
        help="never connect directly: every byte through the relay (hides your addresses)",
    )


def servers(args: argparse.Namespace) -> Servers:
    return Servers(args.mailbox, args.relay, direct=not args.relay_only)


def relay_problem(text: str) -> str | None:
    """Why ``--relay`` is no ``tcp:HOST:PORT`` (None when it is)."""
    parts = text.split(":")
    if len(parts) == 3 and parts[0] == "tcp" and parts[1] and parts[2].isdigit():
        return None
    return f"--relay is tcp:HOST:PORT, not {text!r}"


def mailbox_problem(text: str) -> str | None:
    if text.startswith(("ws://", "wss://")):
        return None
    return f"--mailbox is a ws:// or wss:// URL, not {text!r}"
