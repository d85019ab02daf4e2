"""The app's game loop: the controller that drives the running game's table at the app's pace.

``GameController`` (``controller``) asks the table what comes next, lets the AI think off the
GUI thread (``ai_worker``), tells the window what a command did and waits for the board to show
it (``step_show``), at the pace the player chose (``pace``, ``computer_pace``); ``Stage`` says what
it is doing now. ``Animator`` and ``WheelPresenter`` (``animator``) are what it needs of a board
and a wheel; both boards and the event box provide them.
"""

from madn_qt.play.animator import Animator, WheelPresenter
from madn_qt.play.controller import GameController
from madn_qt.play.pace import Pace
from madn_qt.play.stage import PERSON_STAGES, Stage

__all__ = ["PERSON_STAGES", "Animator", "GameController", "Pace", "Stage", "WheelPresenter"]
