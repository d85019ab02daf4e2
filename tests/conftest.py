"""Settings of the whole suite."""

from __future__ import annotations

from hypothesis import settings

# Property tests check what is true, not how fast: on a shared, loaded machine one example can
# take longer than Hypothesis's default deadline (200 ms) without anything being wrong.
settings.register_profile("shared-machine", deadline=None)
settings.load_profile("shared-machine")
