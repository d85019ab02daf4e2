"""Rule options and presets (GAME.md sections 2, 3 and 4)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Final


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of the classic game and of the original rule sheet.

    Defaults are those of the classic rules: forced capture on, the railway (GAME.md 4.2) on,
    everything else off. ``event_mode`` plays the extended game of GAME.md 4 (star fields, the
    wheel, construction paths, other dice); penalties are a classic-mode option. ``figures`` is
    how many figures each seat starts with: event mode can grow a player's figures and goal lane.
    """

    forced_capture: bool = True
    jump_in_goal: bool = False
    one_figure_out: bool = False
    roll_off: bool = False
    play_on: bool = False
    penalties: bool = False
    railway: bool = True
    event_mode: bool = False
    figures: int = 4

    def __post_init__(self) -> None:
        if not 1 <= self.figures <= 10:
            raise ValueError(f"figures must be 1..10, not {self.figures}")
        if self.event_mode and self.penalties:
            raise ValueError("penalties are a classic-mode option: not with event mode")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Build rules from a mapping; unknown keys or wrong types raise ``ValueError``."""
        known = {f.name: f for f in fields(cls)}
        values: dict[str, Any] = {}
        for key, value in data.items():
            if key not in known:
                raise ValueError(f"unknown rule option {key!r}")
            expected = int if key == "figures" else bool
            if type(value) is not expected:
                raise ValueError(f"rule option {key!r} must be {expected.__name__}")
            values[key] = value
        return cls(**values)

    def with_options(self, **changes: Any) -> Rules:
        return replace(self, **changes)

    def flags(self) -> str:
        """The options that are on as short flags (``fc,jg``), ``-`` for none."""
        return ",".join(flag for flag, name in FLAGS if getattr(self, name)) or "-"

    @classmethod
    def from_flags(cls, text: str, figures: int = 4) -> Rules:
        """Rules from :meth:`flags` text; ``ValueError`` names an unknown flag."""
        options = {name: False for _, name in FLAGS}
        for flag in filter(None, text.split(",")):
            if flag == "-":
                continue
            if flag not in _FLAG_TO_FIELD:
                raise ValueError(f"unknown rule flag {flag!r}")
            options[_FLAG_TO_FIELD[flag]] = True
        return cls(**options, figures=figures)


CLASSIC: Final = Rules()
ORIGINAL: Final = Rules(
    forced_capture=True,
    jump_in_goal=True,
    one_figure_out=True,
    roll_off=True,
    play_on=True,
    penalties=True,
    railway=False,
)
PRESETS: Final[dict[str, Rules]] = {"classic": CLASSIC, "original": ORIGINAL}

# Short flags used in the position notation, in a fixed order.
FLAGS: Final[tuple[tuple[str, str], ...]] = (
    ("fc", "forced_capture"),
    ("jg", "jump_in_goal"),
    ("one", "one_figure_out"),
    ("ro", "roll_off"),
    ("po", "play_on"),
    ("pen", "penalties"),
    ("rw", "railway"),
    ("ev", "event_mode"),
)
_FLAG_TO_FIELD: Final = dict(FLAGS)
