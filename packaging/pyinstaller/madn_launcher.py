"""The one-folder app's entry point (PyInstaller, ``packaging/pyinstaller/madn.spec``): the same
as the ``madn`` command of the wheel (``madn_qt.__main__:main``), the game or its subcommands."""

from madn_qt.__main__ import main

raise SystemExit(main())
