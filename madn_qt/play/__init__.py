"""The app's game loop: the controller that drives the running game's table at the app's pace.

``GameController`` (``controller``) asks the table what comes next and owns its collaborators,
each with its own state: the pace of the computer's stretches (``computer_pace``, its arithmetic
in ``pace``), how a played command is told to the window and shown (``step_show``), what the
person here may choose (``choices``), the engine player's decision off the GUI thread
(``thinking``, on ``ai_worker``'s thread), and what it waits for (``waits``); ``Stage`` says what
it is doing now. A LAN game's network part is seen only through ``LanPart`` (``lan``).
``Animator`` and ``WheelPresenter`` (``animator``) are what it needs of a board and a wheel; both
boards and the event box provide them.
"""

from madn_qt.play.animator import Animator, WheelPresenter
from madn_qt.play.controller import GameController
from madn_qt.play.lan import LanOffer, LanPart, LanWait, Reported
from madn_qt.play.pace import Pace
from madn_qt.play.stage import PERSON_STAGES, Stage

__all__ = [
    "PERSON_STAGES",
    "Animator",
    "GameController",
    "LanOffer",
    "LanPart",
    "LanWait",
    "Pace",
    "Reported",
    "Stage",
    "WheelPresenter",
]
