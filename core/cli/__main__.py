"""``python -m core.cli``: the same command line as ``madn`` has for the engine (docs/cli.md)."""

from core.cli.main import main

raise SystemExit(main())
