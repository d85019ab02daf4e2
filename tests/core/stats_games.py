"""Games with known rolls for the statistics tests: setups and record tokens, counted by hand."""

from __future__ import annotations

from core.event.wheel import FIRST_SLICE, Event
from core.game import Game
from core.record import Record
from core.rules import Rules
from core.setup import Setup
from core.tokens import parse_command

# Classic, no railway, seats 0 (Anna) and 2 (Carla), seat 0 begins. Anna brings a figure out and
# walks it to 17 while Carla fails her tries; Carla comes out onto 20 and steps to 21, Anna
# captures her there (table round 5), Carla comes out again and captures Anna on 21.
CAPTURES = (
    "r6 m0>0 r5 m0>5 r1 p r2 p r3 p "  # table round 1
    "r5 m0>10 r4 p r5 p r1 p "  # 2
    "r5 m0>15 r2 p r3 p r4 p "  # 3
    "r2 m0>17 r6 m0>0 r1 m0>1 "  # 4
    "r4 m0>21 r6 m0>0 r1 m0>1"  # 5: both capture; the turn comes back to Anna
)


def _ev(event: Event) -> str:
    return f"w{FIRST_SLICE[event]}"


# Event mode, no railway, seats 0 and 2. Anna's pip counter reaches 32 with a 2: the wheel gives
# the ten-sided die; Anna comes out with a D10's 6 and rolls a 10. Carla's counter reaches 35
# with a 9: a second die for one turn; she rolls two D10s: 3+6 (passed), then 6+6 (out).
D10_AND_TWO_DICE = (
    "c0 r5 p r5 p r5 p r1 p r1 p r1 p r5 p r5 p r5 p r1 p r1 p r1 p "
    f"r2 {_ev(Event.TEN_SIDED)} ok p r3 p r6 m0>0 r10 m0>10 "
    f"r10 p r10 p r9 {_ev(Event.SECOND_DIE)} ok d1 p "
    "r3 m0>13 r3+6 p r6+6 m0>0"
)

# The same start, but Carla's counter draws "knocked out": Anna wins.
KNOCK_OUT = (
    "c0 r5 p r5 p r5 p r1 p r1 p r1 p r5 p r5 p r5 p r1 p r1 p r1 p "
    f"r2 {_ev(Event.TEN_SIDED)} ok p r3 p r6 m0>0 r10 m0>10 "
    f"r10 p r10 p r9 {_ev(Event.KNOCKED_OUT)} ok"
)

# Railway with one figure each, the train after 2 table rounds: Anna's figure waits on the
# crossing (ring field 13) when the second round ends, and the train sends it home.
TRAIN = "t2 r1 p r1 p r1 p r1 p r1 p r1 p r6 m0>0 r6 m0>6 r6 m0>12 r1 m0>13 r2 p r2 p r2 p t3"

# A roll-off (Anna 3, Carla 5: Carla begins); its rolls are not counted.
ROLL_OFF = "r3 r5 r6 m0>0 r1 m0>1 r2 p r4 p r6 m0>0"

SETUPS = {
    "captures": (Rules(railway=False), CAPTURES),
    "d10": (Rules(railway=False, event_mode=True), D10_AND_TWO_DICE),
    "knock_out": (Rules(railway=False, event_mode=True), KNOCK_OUT),
    "train": (Rules(figures=1), TRAIN),
    "roll_off": (Rules(railway=False, roll_off=True), ROLL_OFF),
}


def scripted(name: str) -> Game:
    """The game ``name`` of :data:`SETUPS`, every command applied."""
    rules, tokens = SETUPS[name]
    game = Game(Setup.of((0, 2), rules))
    for token in tokens.split():
        game.apply(parse_command(token))
    return game


def scripted_record(name: str) -> Record:
    game = scripted(name)
    return Record.of_game(game, "2026-12-01")
