"""What the game controller is doing now (:class:`Stage`), and which stages wait for the
person at this computer."""

from __future__ import annotations

from enum import Enum


class Stage(Enum):
    IDLE = "idle"
    HUMAN_ROLL = "human_roll"
    HUMAN_MOVE = "human_move"
    HUMAN_CONFIRM = "human_confirm"  # event mode: the person confirms the drawn event
    HUMAN_PICK = "human_pick"  # event mode: the person picks the event's figures
    AI_TURN = "ai_turn"
    AUTO_PASS = "auto_pass"
    ANIMATING = "animating"
    OVER = "over"


PERSON_STAGES: frozenset[Stage] = frozenset(
    {Stage.HUMAN_ROLL, Stage.HUMAN_MOVE, Stage.HUMAN_CONFIRM, Stage.HUMAN_PICK}
)
