"""The status line's texts: what is going on, and which keys work now.

Each text names the keys that do something at that moment (Space to roll, Enter for the only
movable figure, Tab/Enter/H among several, F for the pace of the computer's turns, Ctrl+N after
the game). :func:`every_status_text` lists all the texts a game can show, so that the panel can
give the line the height of the tallest one (nothing jumps). The texts keep the "MainWindow"
translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.position import Phase, Position
from core.setup import Setup
from madn_qt.play.controller import Stage
from madn_qt.play.pace import Pace

translate = QCoreApplication.translate


def no_game_text() -> str:
    return translate("MainWindow", "Start a new game from the Game menu (Ctrl+N).")


def paused_text(network: bool = False) -> str:
    """A window or a menu is open: the game waits (in a network game only this view)."""
    if network:
        return translate(
            "MainWindow",
            "The board waits while a window or a menu is open — the network game goes on.",
        )
    return translate("MainWindow", "Paused while a window or a menu is open.")


def held_text(network: bool = False) -> str:
    """Game ▸ Pause (P): the player paused the game (in a network game only this view)."""
    if network:
        return translate(
            "MainWindow", "Paused here — the network game goes on without waiting. P to go on."
        )
    return translate("MainWindow", "Paused — P to go on.")


def roll_text(name: str) -> str:
    return translate("MainWindow", "{name}, roll the die: press Space.").format(name=name)


def choose_text(name: str, choices: int) -> str:
    if choices <= 1:
        text = translate("MainWindow", "{name}: Enter moves the only figure that can move.")
    else:
        text = translate(
            "MainWindow", "{name}: Tab picks a figure, Enter moves it, H gives a hint."
        )
    return text.format(name=name)


def confirm_text(name: str) -> str:
    """Event mode: the wheel drew an event for the person here."""
    return translate("MainWindow", "{name}, the wheel has spoken: Space or Enter.").format(
        name=name
    )


def pick_text(name: str) -> str:
    """Event mode: the person here picks the figures of a swap or a send-back."""
    return translate("MainWindow", "{name}: Tab picks a figure, Enter takes it.").format(name=name)


def cannot_move_text(name: str) -> str:
    return translate("MainWindow", "{name} cannot move.").format(name=name)


def rolls_text(name: str) -> str:
    return translate("MainWindow", "{name} rolls…").format(name=name)


def moves_text(name: str) -> str:
    return translate("MainWindow", "{name} moves…").format(name=name)


def train_text() -> str:
    """The train passes (before a turn's first roll, or a special train): about nobody."""
    return translate("MainWindow", "The train passes…")


def wheel_text(name: str) -> str:
    """The wheel turns for the person here (its event is told once it rests)."""
    return translate("MainWindow", "The wheel turns for {name}…").format(name=name)


def computer_text(name: str, pace: Pace) -> str:
    """A turn of the computer (or of a seat played elsewhere), at the pace now chosen."""
    if pace is Pace.FAST:
        text = translate("MainWindow", "{name} plays, four times faster. F: to the end.")
    elif pace is Pace.END:
        text = translate("MainWindow", "{name} plays, without animations. F: normal pace.")
    else:
        text = translate("MainWindow", "{name} plays. F: faster.")
    return text.format(name=name)


def elsewhere_text(name: str, remote: bool) -> str:
    """A turn of a network game played at another computer: by a person there (``remote``), or
    by the host's computer. The pace (F) is the network's here: nothing to offer."""
    if remote:
        return translate("MainWindow", "{name} plays at another computer.").format(name=name)
    return translate("MainWindow", "{name} plays.").format(name=name)


def over_text(winner: str) -> str:
    text = translate("MainWindow", "The game is over. {winner} wins. Ctrl+N: a new game.")
    return text.format(winner=winner)


def status_text(
    stage: Stage,
    name: str,
    *,
    human: bool,
    choices: int,
    paused: bool,
    pace: Pace,
    held: str = "",
    die_rolling: bool,
    winner: str,
    position: Position | None = None,
    elsewhere: str = "",
    network: bool = False,
) -> str:
    """The status line for the player ``name`` to move at ``stage`` (``position``: the one
    shown, which tells a passing train or a turning wheel from a move; ``held``: the text of
    the player's pause, which says it before anything else; ``elsewhere``: in a network game,
    the kind of the seat played at another computer, ``remote`` or ``ai``)."""
    if held:
        return held
    if paused:
        return paused_text(network=network)
    if stage is Stage.OVER:
        return over_text(winner)
    phase = None if position is None else position.phase
    if phase is Phase.TRAIN and stage in (Stage.AI_TURN, Stage.AUTO_PASS, Stage.ANIMATING):
        return train_text()  # (nobody moves while it passes: not the last roll's player)
    if human and phase is Phase.WHEEL and stage is Stage.ANIMATING:
        return wheel_text(name)
    if not human and stage in (Stage.AI_TURN, Stage.AUTO_PASS, Stage.ANIMATING):
        if elsewhere:
            return elsewhere_text(name, elsewhere == "remote")
        return computer_text(name, pace)
    if stage is Stage.HUMAN_ROLL:
        return roll_text(name)
    if stage is Stage.HUMAN_MOVE:
        return choose_text(name, choices)
    if stage is Stage.HUMAN_CONFIRM:
        return confirm_text(name)
    if stage is Stage.HUMAN_PICK:
        return pick_text(name)
    if stage is Stage.AUTO_PASS:
        return cannot_move_text(name)
    if stage is Stage.ANIMATING:
        return rolls_text(name) if die_rolling else moves_text(name)
    return ""


def every_status_text(setup: Setup | None) -> list[str]:
    """Every text the status line can show in a game of ``setup`` (no game: ``None``)."""
    if setup is None:
        return [no_game_text(), paused_text()]
    texts = [paused_text(), paused_text(network=True), held_text(), held_text(network=True)]
    texts.append(train_text())
    for seat in setup.occupied:
        name = setup.name(seat)
        texts.append(over_text(name))
        if setup.seats[seat].is_human:
            texts += [
                wheel_text(name),
                roll_text(name),
                confirm_text(name),
                pick_text(name),
                choose_text(name, 1),
                choose_text(name, 2),
                cannot_move_text(name),
                rolls_text(name),
                moves_text(name),
            ]
        else:
            texts += [computer_text(name, pace) for pace in Pace]
            texts += [elsewhere_text(name, remote) for remote in (True, False)]
    return texts
