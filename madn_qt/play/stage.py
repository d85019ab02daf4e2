"""What the game controller is doing now (:class:`Stage`), and which stages wait for the
person at this computer (:data:`PERSON_STAGES`):

* a human is to roll or to choose a move: :attr:`Stage.HUMAN_ROLL` / :attr:`Stage.HUMAN_MOVE`;
  in event mode also to confirm the event the wheel drew (:attr:`Stage.HUMAN_CONFIRM`) or to pick
  the figures of a swap or a send-back (:attr:`Stage.HUMAN_PICK`);
* the wheel of fortune turns: the *wheel presenter* (the window's wheel,
  :class:`~madn_qt.play.animator.WheelPresenter`) spins to the drawn slice and reports
  ``stopped`` (:attr:`Stage.ANIMATING`);
* an AI seat is to act, or chance is drawn that nobody rolls (the railway's interval), or in a
  LAN game somebody elsewhere acts: :attr:`Stage.AI_TURN` (a short pause, then the draw; an AI's
  move is chosen on a background thread);
* only a pass is legal: :attr:`Stage.AUTO_PASS`, applied after a short pause;
* a command's events are being shown: :attr:`Stage.ANIMATING`, until the board (the
  *animator*) emits ``animation_finished``;
* :attr:`Stage.OVER` once the game has ended; :attr:`Stage.IDLE` before a game, and in a LAN game
  while the person's decision is on its way or the host is out of reach.
"""

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
