"""The names of the host page's seats (a part of :class:`madn_qt.network.host_page.HostPage`).

People's names belong to people: the person at this computer (placeholder: the seat's default
person's name, "Anna") and every player on the network (their own name, once they join). A
computer seat whose name field is left empty plays under a computer's name (:data:`COMPUTER_NAMES`,
shown as its placeholder) — never under a person's default name, which a joiner may well bring
(issue 38: a computer seat "Carla" beside Carla the joiner). A name the host page showed for a
table it hosts is no name the person typed: a computer seat's default stays empty (the
placeholder), also in what the lobby remembers; an old remembered default person's name at a
computer seat (what the page kept before) is read as empty too. No two seats may carry the same
name (:func:`same_name`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from core.setup import DEFAULT_NAMES

# Computer seats' names (a name is the same in every language: it goes to every computer).
COMPUTER_NAMES: Final = ("Robo", "Pixel", "Chip", "Bit")


def computer_name(seat: int, typed: Sequence[str] = ()) -> str:
    """The name of the computer at ``seat`` when none is typed: its own computer name, or the
    next one no seat carries (``typed``: the names typed on the page)."""
    taken = {name.casefold() for name in typed}
    count = len(COMPUTER_NAMES)
    for step in range(count):
        name = COMPUTER_NAMES[(seat + step) % count]
        if name.casefold() not in taken:
            return name
    return COMPUTER_NAMES[seat % count]


def typed_name(seat: int, key: str, name: str) -> str:
    """The name at ``seat`` (played by ``key``) as the person typed it: a computer seat's default
    (a computer's name, or a person's default name the page once filled in) is none."""
    name = name.strip()
    if key.startswith("ai:") and name in (*COMPUTER_NAMES, DEFAULT_NAMES[seat]):
        return ""
    return name


def same_name(names: Sequence[str]) -> str:
    """A name two seats carry ('' when each is its own), compared as a person reads them."""
    seen: set[str] = set()
    for name in names:
        folded = name.strip().casefold()
        if folded and folded in seen:
            return name.strip()
        seen.add(folded)
    return ""
