"""The benchmark's measuring aids: the real event loop run for a while, the process's CPU
seconds, whole frames (the camera orbiting a little every frame), and the figures' summaries."""

from __future__ import annotations

import itertools
import resource
import statistics
import time
from typing import Any


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def summary(times: list[float]) -> str:
    ordered = sorted(times)
    median = statistics.median(ordered) * 1000.0
    p90 = ordered[max(0, int(len(ordered) * 0.9) - 1)] * 1000.0
    return f"median {median:6.2f} ms   p90 {p90:6.2f} ms   ({len(ordered)} frames)"


def ms(values: list[float]) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    p90 = ordered[max(0, int(len(ordered) * 0.9) - 1)]
    return f"{statistics.median(ordered) * 1000:6.2f} (p90 {p90 * 1000:6.2f})"


def pump(seconds: float) -> None:
    """Run the real event loop (blocking, no polling) for ``seconds``."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()


def full_frames(app: Any, view: Any, count: int) -> tuple[list[float], list[float]]:
    """The camera orbits a little every frame: every frame re-rasterises the whole scene (as
    the default benchmark's "full"); paint times and the intervals between window frames."""
    view.paint_times.clear()
    stamps = []
    for _ in range(count):
        view._cameras.put(view._cameras.user(view._aspect()).orbited(0.003, 0.0))
        n = len(view.paint_times)
        view.update()
        while len(view.paint_times) == n:
            app.processEvents()
        stamps.append(time.perf_counter())
    return list(view.paint_times), [b - a for a, b in itertools.pairwise(stamps)]
