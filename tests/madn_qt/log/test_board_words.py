"""The board in words (madn_qt.log.board_words, issue 36): safe or not under the rules in force,
the special fields, finished and knocked-out seats, the last rolls, the end of a game."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from core.game import Game
from core.position import Phase, Position
from core.rules import Rules
from core.setup import Setup
from madn_qt.i18n import install_translator, remove_translators
from madn_qt.log.board_words import board_words, figure_safe, last_rolls


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    install_translator(qapp, "en")
    yield
    remove_translators(qapp)


def at(rules: Rules, figures: dict[int, tuple[int, ...]], turn: int = 0) -> Position:
    start = Setup.of((0, 1, 2, 3), rules).start()
    table = list(start.figures)
    for seat, row in figures.items():
        table[seat] = row
    return start.but(figures=tuple(table), turn=turn, phase=Phase.ROLL)


def test_goal_figures_are_safe_in_the_classic_game_and_only_covered_in_event_mode() -> None:
    figures = {0: (40, 42, 43, -1)}  # goal places 1, 3, 4; place 2 free
    classic = at(Rules(railway=False), figures)
    assert [figure_safe(classic, 0, p) for p in (40, 42, 43, -1)] == [True] * 4
    event = at(Rules(event_mode=True, railway=False), figures)
    assert [figure_safe(event, 0, p) for p in (40, 42, 43, -1)] == [False, True, True, True]
    assert not figure_safe(classic, 0, 0)  # the start field is no refuge (GAME.md 2.6)
    words = board_words(event, Setup.of((0, 1, 2, 3), event.rules), {}).description
    assert "Figure 1: goal place 1 of 4, not safe. Figure 2: goal place 3 of 4, safe." in words


def test_special_fields_are_named() -> None:
    # Field 14 (engine 13) is a railway crossing; field 3 (engine 2) a star field.
    railway = at(Rules(railway=True), {0: (13, -1, -1, -1)})
    setup = Setup.of((0, 1, 2, 3), railway.rules)
    assert (
        "Figure 1: field 14 (railway crossing), not safe."
        in board_words(railway, setup, {}).description
    )
    event = at(Rules(event_mode=True, railway=False), {0: (2, -1, -1, -1)})
    setup = Setup.of((0, 1, 2, 3), event.rules)
    assert "Figure 1: field 3 (star field), not safe." in board_words(event, setup, {}).description


def test_finished_and_knocked_out_seats_and_the_order_from_the_seat_to_move() -> None:
    rules = Rules(event_mode=True, railway=False, play_on=True)
    position = at(rules, {1: (40, 41, 42, 43), 3: ()}, turn=2)
    assert position.event_state is not None
    state = dataclasses.replace(position.event_state, out=(3,))
    position = position.but(finished=(1,), event_state=state)
    setup = Setup.of((0, 1, 2, 3), rules)
    lines = board_words(position, setup, {2: 5, 0: 6}).description.split("\n")
    assert lines[0] == "Carla (green) is to roll."
    assert [line.split(":")[0] for line in lines[1:]] == [
        "Carla (green), computer (random)",
        "Dario (yellow), computer (random)",
        "Anna (red), computer (random)",
        "Ben (blue), computer (random)",
    ]
    assert lines[1].startswith("Carla (green), computer (random): last roll 5.")
    assert lines[2] == "Dario (yellow), computer (random): knocked out."
    assert lines[4] == "Ben (blue), computer (random): finished, place 1."


def test_last_rolls_and_the_end_of_a_game() -> None:
    from core.chance import SeededChance

    game = Game(Setup.of((0, 2), Rules(railway=False)))
    chance = SeededChance(11)
    while not game.over:
        if game.chance_node() is not None:
            game.draw(chance)
        else:
            game.apply(game.legal_moves()[-1])
    rolls = last_rolls(game.positions)
    assert set(rolls) == {0, 2}
    for seat, pips in rolls.items():
        last = next(p for p in reversed(game.positions) if p.pips and p.turn == seat)
        assert pips == sum(last.pips)
    # Up to an earlier position: the rolls as they were then.
    early = game.positions[3]
    assert last_rolls(game.positions, early) == last_rolls(game.positions[:4])
    words = board_words(game.position, game.setup, rolls)
    assert words.name.startswith("Game board: The game is over. ")
    assert words.name.endswith(" wins.")
    assert board_words(None, None, {}).description == "No game is running."
