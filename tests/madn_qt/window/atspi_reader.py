"""Read the game board's accessible name and description through AT-SPI (issue 36).

Run with the system Python (/usr/bin/python3, which has Debian's python3-pyatspi) on the same
DBus session bus as the app: ``atspi_reader.py APP_NAME WANT DEADLINE_SECONDS``. It walks the
AT-SPI tree of the application named APP_NAME until it finds an object whose name starts with
"Game board" and whose description contains WANT, then prints its name and description as JSON
on one line and exits 0; at the deadline it prints what it last saw and exits 1. With
``--announcement SECONDS`` it waits for an announcement instead (:func:`listen`). Without
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


def listen() -> int:
    """``atspi_reader.py --announcement SECONDS``: wait for an announcement (an
    ``object:announcement`` event, what Qt sends for a ``QAccessibleAnnouncementEvent``), print
    its text and its source's name as JSON and exit 0; after SECONDS print ``{}`` and exit 1.
    "LISTENING" on a line of its own says that the listener is registered."""
    seconds = float(sys.argv[2])
    heard: dict[str, object] = {}

    def on_event(event) -> None:  # type: ignore[no-untyped-def]
        heard["announcement"] = str(event.any_data)
        try:
            heard["source"] = event.source.name
        except Exception:
            heard["source"] = None
        pyatspi.Registry.stop()

    def give_up() -> bool:
        pyatspi.Registry.stop()
        return False

    from gi.repository import GLib  # type: ignore[import-not-found]

    pyatspi.Registry.registerEventListener(on_event, "object:announcement")
    GLib.timeout_add(int(seconds * 1000), give_up)
    GLib.idle_add(lambda: print("LISTENING", flush=True) and False)
    pyatspi.Registry.start()
    print(json.dumps(heard), flush=True)
    return 0 if heard else 1


if __name__ == "__main__":
    sys.exit(listen() if sys.argv[1] == "--announcement" else main())
