"""Read the game board's accessible name and description through AT-SPI (issue 36).

Run with the system Python (/usr/bin/python3, which has Debian's python3-pyatspi) on the same
DBus session bus as the app: ``atspi_reader.py APP_NAME WANT DEADLINE_SECONDS``. It walks the
AT-SPI tree of the application named APP_NAME until it finds an object whose name starts with
"Game board" and whose description contains WANT, then prints its name and description as JSON
on one line and exits 0; at the deadline it prints what it last saw and exits 1. Without
pyatspi it exits 3.
"""

from __future__ import annotations

import json
import sys
import time

try:
    import pyatspi  # type: ignore[import-not-found]
except ImportError:
    sys.exit(3)


def find_board(node, depth=0):  # type: ignore[no-untyped-def]
    if node is None or depth > 30:
        return None
    try:
        name = node.name or ""
    except Exception:
        return None
    if name.startswith("Game board"):
        return node
    try:
        count = node.childCount
    except Exception:
        return None
    for index in range(count):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        found = find_board(child, depth + 1)
        if found is not None:
            return found
    return None


def main() -> int:
    app_name, want, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    deadline = time.monotonic() + seconds
    seen: dict[str, object] = {"apps": [], "name": None, "description": None}
    while time.monotonic() < deadline:
        try:
            desktop = pyatspi.Registry.getDesktop(0)
            apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
            seen["apps"] = [a.name for a in apps if a is not None]
            for app in apps:
                if app is None or app.name != app_name:
                    continue
                board = find_board(app)
                if board is None:
                    continue
                seen["name"], seen["description"] = board.name, board.description
                if want in (board.description or ""):
                    print(json.dumps(seen))
                    return 0
        except Exception as error:  # (the bus or the app not up yet)
            seen["error"] = repr(error)
        time.sleep(0.2)
    print(json.dumps(seen))
    return 1


if __name__ == "__main__":
    sys.exit(main())
