"""Event mode (core.event): the wheel and its draws, every event's effect, the construction paths
and their moves, the dice it changes, its turns, tries and counters, its part of the position
text, and a thousand random games that keep its invariants. Most are fast rule tests (marker
``rules``, set by tests/core/conftest.py)."""
