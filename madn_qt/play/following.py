"""What comes next in a LAN game the controller shows (:class:`FollowedSteps`): the steps the
network reported, shown (a backlog caught up unanimated, then one animated), the game's end, or
what the network offers the person here (a roll, a decision) — else somebody elsewhere acts.

A collaborator of :class:`~madn_qt.play.controller.GameController`: it shares the controller's
person's choices and step show and reports through the callables the controller gives it.
"""

from __future__ import annotations

from collections.abc import Callable

from core.position import Phase
from core.table import Step, Table
from madn_qt.play.choices import PersonChoices
from madn_qt.play.lan import LanOffer, LanPart, LanWait
from madn_qt.play.stage import Stage
from madn_qt.play.step_show import StepShow


class FollowedSteps:
    """The LAN game's next stage (see the module's docstring)."""

    def __init__(
        self,
        choices: PersonChoices,
        step_show: StepShow,
        tell: Callable[[Step], None],
        set_stage: Callable[[Stage], None],
        over: Callable[[Table], None],
    ) -> None:
        self._choices = choices
        self._step_show = step_show
        self._tell = tell
        self._set_stage = set_stage
        self._over = over

    def advance(self, lan: LanPart, table: Table) -> None:
        animator = self._step_show.animator
        while (reported := lan.next_step(table)) is not None:
            step = reported.step
            self._choices.set_moves([])
            if reported.animated:
                self._set_stage(Stage.ANIMATING)
                self._step_show.present(step, reported.before, computer=False)
                return
            self._tell(step)
            if animator is not None:
                animator.set_position(step.position)
        if lan.ended:
            return  # (a step that did not fit stopped the following)
        position = table.position
        if position.phase is Phase.OVER:
            lan.shown_to_the_end()
            self._over(table)
            return
        chance = position.chance_node() is not None
        here = lan.what_next(len(table.game.commands), position.turn, table.seat_to_act(), chance)
        if isinstance(here, LanOffer):
            self._set_stage(self._choices.offer(here.seat, here.actions, position, animator))
        elif here is LanWait.ROLL:
            self._set_stage(Stage.HUMAN_ROLL)
        else:  # somebody else acts, the dice are being revealed, or our decision is on its way
            self._set_stage(Stage.AI_TURN if here is LanWait.ELSEWHERE else Stage.IDLE)
