"""The rules of the classic game as HTML for a QTextBrowser, written for the chosen options.

:func:`rules_html` describes exactly the game a :class:`core.rules.Rules` instance sets up (GAME.md
sections 2 and 3, and the railway of 4.2): each option changes the sentences it touches, so the
rules dialog never explains a rule that is switched off. Every sentence goes through
``QCoreApplication.translate`` in the context ``RulesText``, so ``tools/build_translations.py
update`` collects them into the .ts files. Markup stays out of the translated strings wherever it
can.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from core.board import CROSSINGS, TRACK_GOAL
from core.rules import Rules
from madn_qt.dialogs.rules_event import event_mode_html
from madn_qt.texts import colour_name

translate = QCoreApplication.translate


def _h(text: str) -> str:
    return f"<h2>{escape(text)}</h2>"


def _p(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def _items(texts: list[str], tag: str = "ul") -> str:
    return f"<{tag}>" + "".join(f"<li>{escape(t)}</li>" for t in texts) + f"</{tag}>"


def _overview(rules: Rules) -> str:
    return (
        _h(translate("RulesText", "The game"))
        + _p(
            translate(
                "RulesText",
                "Two to four players race their figures once around the board and into their "
                "own goal. Whoever lands on an opponent sends that figure back home.",
            )
        )
        + _p(
            translate(
                "RulesText",
                "Each player has %n figure(s) of one colour, a house in its corner, a start field "
                "on the ring and a goal lane of as many fields leading to the middle.",
                None,
                rules.figures,
            )
        )
        + _p(
            translate(
                "RulesText",
                "The ring has 40 fields and is played clockwise. The entrance to your goal lane "
                "lies just before your own start field. With two players, they sit opposite.",
            )
        )
    )


def _start(rules: Rules) -> str:
    if rules.roll_off:
        who = translate(
            "RulesText",
            "To decide who begins, everybody rolls once. The highest roll begins; if several "
            "share the highest roll, only they roll again until one is ahead.",
        )
    else:
        who = translate("RulesText", "The player chosen as first in the new-game dialog begins.")
    if rules.one_figure_out:
        figures = translate(
            "RulesText",
            "Every player starts with one figure already on its start field; the others wait "
            "in the house.",
        )
    else:
        figures = translate("RulesText", "All figures start in their house.")
    order = translate("RulesText", "After that the turn passes clockwise.")
    return _h(translate("RulesText", "Setting off")) + _p(f"{figures} {who} {order}")


def _turn() -> str:
    return (
        _h(translate("RulesText", "Your turn"))
        + _items(
            [
                translate(
                    "RulesText",
                    "Roll the die, then move one figure exactly that many fields clockwise. "
                    "The roll cannot be split between figures.",
                ),
                translate(
                    "RulesText",
                    "Every field counts, whether empty or not. On the ring you may jump over "
                    "any figure, your own included.",
                ),
                translate(
                    "RulesText",
                    "If no figure can move by the number rolled, the turn simply passes.",
                ),
                translate(
                    "RulesText",
                    "A figure leaves the house only with a 6. It is placed on your start "
                    "field, and that is the whole move for this 6.",
                ),
                translate(
                    "RulesText",
                    "After moving with a 6 you roll again, as often as sixes keep coming. A 6 "
                    "that cannot be moved gives no extra roll.",
                ),
            ]
        )
        + _h(translate("RulesText", "Three tries"))
        + _p(
            translate(
                "RulesText",
                "If none of your figures is on the ring and none in the goal lane can still "
                "move forward, you may roll up to three times to get a 6. The first 6 ends the "
                "series and is played; without a 6 the next player's turn begins. In every "
                "other case you have one roll.",
            )
        )
    )


def _capture() -> str:
    return _h(translate("RulesText", "Capturing")) + _items(
        [
            translate(
                "RulesText",
                "A figure that ends its move on an opponent's figure captures it: the captured "
                "figure goes back to its house and needs a 6 to come out again.",
            ),
            translate("RulesText", "You may not end a move on one of your own figures."),
            translate(
                "RulesText",
                "No field of the ring is safe, start fields included: a figure coming out of "
                "the house captures an opponent waiting on that start field.",
            ),
        ]
    )


def _duties(rules: Rules) -> str:
    duties = [
        translate(
            "RulesText",
            "Clear your start field: while you have figures in the house and one of your "
            "figures stands on your start field, that figure must move, whatever you rolled, "
            "if it can.",
        ),
        translate(
            "RulesText",
            "Bring a figure out: with a 6, figures in the house and your start field free, a "
            "figure must come out.",
        ),
    ]
    if rules.forced_capture:
        duties.append(
            translate(
                "RulesText",
                "Capture: if any move captures, you must make a capturing move. If several do, "
                "you choose which.",
            )
        )
        rest = translate("RulesText", "When no duty applies, you choose freely.")
    else:
        rest = translate(
            "RulesText",
            "Capturing is never required: you may always pass up a capture. When no duty "
            "applies, you choose freely.",
        )
    text = (
        _h(translate("RulesText", "Duties"))
        + _p(
            translate(
                "RulesText", "When several moves are possible, these duties apply in this order:"
            )
        )
        + _items(duties, "ol")
        + _p(rest)
    )
    return text + (_penalties(rules) if rules.penalties else _enforced())


def _enforced() -> str:
    return _p(
        translate(
            "RulesText",
            "The game only offers moves that keep these duties, so you cannot break one by "
            "mistake.",
        )
    )


def _penalties(rules: Rules) -> str:
    penalties = [
        translate(
            "RulesText",
            "Start field not cleared: the move stands, but the figure left on the start field "
            "goes back to the house.",
        ),
        translate(
            "RulesText",
            "No figure brought out with a 6, or a turn passed although a move was possible: "
            "the move is void, the figure stays where it was, and the next player's turn "
            "begins.",
        ),
    ]
    if rules.forced_capture:
        penalties.insert(
            1,
            translate(
                "RulesText",
                "Capture missed: the move stands, but the figure that could have captured goes "
                "back to the house. If several could have, the most advanced of them goes.",
            ),
        )
    return (
        _h(translate("RulesText", "Penalties"))
        + _p(
            translate(
                "RulesText",
                "As on the original rule sheet, duties are not enforced but punished: you may "
                "make a move that breaks a duty, and the game then applies the penalty and "
                "reports it in the log.",
            )
        )
        + _items(penalties)
        + _p(translate("RulesText", "Computer players always keep every duty."))
    )


def _railway(rules: Rules) -> str:
    if not rules.railway:
        return ""
    crossings = sorted(field + 1 for field in CROSSINGS)  # as the app numbers fields, 1..40
    lanes = sorted({seat for seat, _ in TRACK_GOAL})
    if all(depth == 0 for _, depth in TRACK_GOAL):
        goal = translate(
            "RulesText",
            "The track also passes over the innermost goal field of {lanes}. A figure that has "
            "reached it is safe, so the train never hits anything there.",
        )
    else:
        goal = translate(
            "RulesText",
            "The track also passes through the goal lanes of {lanes}. A goal figure under the "
            "track is hit only while a goal field deeper than its own is still free.",
        )
    names = [colour_name(seat) for seat in lanes]
    if len(names) == 2:
        both = translate("RulesText", "{first} and {second}", "two colours")
        goal = goal.format(lanes=both.format(first=names[0], second=names[1]))
    else:
        goal = goal.format(lanes=", ".join(names))
    return _h(translate("RulesText", "The railway")) + _items(
        [
            translate(
                "RulesText",
                "A railway line runs straight across the board. It crosses the ring at fields "
                "{first} and {second}: these two crossings have red and white striped rims.",
            ).format(first=crossings[0], second=crossings[-1]),
            goal,
            translate(
                "RulesText",
                "At the start the game draws how many table rounds the train waits: two, three, "
                "four or five. A table round is over whenever the turn comes back to the player "
                "who began the game.",
            ),
            translate(
                "RulesText",
                "Once that many table rounds are over, the train passes before the next player "
                "rolls. Every figure standing on a crossing goes back to its house; figures in "
                "the houses are never touched. Then the wait for the next train is drawn.",
            ),
            translate(
                "RulesText",
                "The side panel counts down the table rounds, and the move log announces the "
                "last round before the train and says whose figures it sent home.",
            ),
        ]
    )


def _goal(rules: Rules) -> str:
    if rules.jump_in_goal:
        jumping = translate(
            "RulesText",
            "Inside the goal lane you may jump over your own figures, as on the original rule "
            "sheet.",
        )
    else:
        jumping = translate(
            "RulesText",
            "You may not jump over your own figures inside the goal lane, not even when "
            "entering it from the ring. So it pays to move the first figures all the way in.",
        )
    return _h(translate("RulesText", "Into the goal")) + _items(
        [
            translate(
                "RulesText",
                "After a full round a figure enters the goal lane of its own colour. No "
                "opponent can capture it there.",
            ),
            translate(
                "RulesText",
                "The roll must fit exactly: a figure cannot move beyond the innermost goal "
                "field. It may stop on any free goal field and move on with a later roll.",
            ),
            jumping,
        ]
    )


def _end(rules: Rules) -> str:
    if rules.play_on:
        end = translate(
            "RulesText",
            "The first player with all figures in the goal takes first place. The others play "
            "on, and each place goes to the next player to bring all figures home, until only "
            "one player is left.",
        )
    else:
        end = translate(
            "RulesText",
            "The first player with all figures in the goal wins, and the game ends at once. "
            "The others are ranked by their figures in the goal, then by the distance their "
            "figures have travelled; players who are equal share a place.",
        )
    return _h(translate("RulesText", "Winning")) + _p(end)


def _tips(rules: Rules) -> str:
    tips = [
        translate(
            "RulesText",
            "A figure deep in your goal lane is out of danger for good. When the choice is "
            "between a safe step towards home and a bold dash elsewhere, home usually wins.",
        ),
        translate(
            "RulesText",
            "Before you stop, count backwards: any opponent up to six fields behind you can "
            "reach you with a single roll. Hunting is more comfortable than being hunted.",
        ),
        translate(
            "RulesText",
            "Several figures on the ring give you a choice for every roll; a single figure "
            "must take whatever the die says.",
        ),
        translate(
            "RulesText",
            "Watch the start fields: figures coming out of a house capture whatever stands there.",
        ),
    ]
    if rules.railway:
        tips.append(
            translate(
                "RulesText",
                "Keep an eye on the train's countdown: in the last table round before it comes, "
                "a crossing is the worst place to stop, and a good place to see your rivals "
                "stop.",
            )
        )
    if rules.forced_capture:
        tips.append(
            translate(
                "RulesText",
                "With compulsory capturing you can lure an opponent: a figure offered as bait "
                "may force the other player into a move they did not want.",
            )
        )
    return _h(translate("RulesText", "Tips")) + _items(tips)


def controls() -> list[tuple[str, str]]:
    """Every key and mouse control of the app, with what it does (F1 lists them all)."""
    return [
        (translate("RulesText", "Space"), translate("RulesText", "Roll the die.")),
        (
            translate("RulesText", "Tab / Shift+Tab, arrow keys"),
            translate(
                "RulesText",
                "Pick the next or previous figure that can move (round and round); the board "
                "marks the picked figure and where it would go.",
            ),
        ),
        (
            translate("RulesText", "Enter"),
            translate("RulesText", "Move the picked figure (wherever the focus is)."),
        ),
        (
            translate("RulesText", "H"),
            translate("RulesText", "Show a hint: the suggested figure gets the focus."),
        ),
        (
            translate("RulesText", "F"),
            translate(
                "RulesText",
                "The pace of the computer's turns: normal, four times faster, or to the end of "
                "the game without animations (the move log keeps every move).",
            ),
        ),
        (
            translate("RulesText", "R"),
            translate("RulesText", "Reset the view: the camera back above the whole board."),
        ),
        (
            translate("RulesText", "F11 / Ctrl+Shift+F"),
            translate("RulesText", "Full screen on or off; Escape also leaves it."),
        ),
        (translate("RulesText", "F1"), translate("RulesText", "These rules and controls.")),
        (translate("RulesText", "Ctrl+N"), translate("RulesText", "Start a new game.")),
        (
            translate("RulesText", "Ctrl+L"),
            translate("RulesText", "A network game: host a table or join one."),
        ),
        (
            translate("RulesText", "Ctrl+S / Ctrl+O"),
            translate("RulesText", "Save the game / open a saved game."),
        ),
        (translate("RulesText", "Ctrl+Q"), translate("RulesText", "Quit.")),
        (
            translate("RulesText", "Left click"),
            translate("RulesText", "Click a glowing figure on the board to move it."),
        ),
        (
            translate("RulesText", "Right or middle drag"),
            translate("RulesText", "Turn the camera around the board."),
        ),
        (
            translate("RulesText", "Mouse wheel"),
            translate("RulesText", "Zoom the camera in or out."),
        ),
    ]


def controls_html() -> str:
    """How to play with keyboard and mouse (also shown on its own, e.g. in a help menu)."""
    rows = controls()
    table = "".join(f"<tr><td><b>{escape(k)}</b></td><td>{escape(v)}</td></tr>" for k, v in rows)
    return (
        _h(translate("RulesText", "Controls"))
        + f"<table cellpadding='4'>{table}</table>"
        + _p(
            translate(
                "RulesText",
                "A chosen figure is final: touched is moved. While a figure moves, or while a "
                "computer or network player is thinking, input is locked. The panel's buttons "
                'say what they are set to: "Camera: follows" lets the camera follow each '
                'move, "Camera: overview" keeps the whole board in view; the sound button '
                "switches all sounds on or off.",
            )
        )
    )


def rules_html(rules: Rules) -> str:
    """The complete rules text for ``rules`` as one HTML document."""
    title = escape(translate("RulesText", "Mensch ärgere Dich nicht — the rules"))
    body = "".join(
        (
            _overview(rules),
            _start(rules),
            _turn(),
            _capture(),
            _railway(rules),
            event_mode_html(rules),
            _duties(rules),
            _goal(rules),
            _end(rules),
            _tips(rules),
            controls_html(),
        )
    )
    return f"<html><head><title>{title}</title></head><body><h1>{title}</h1>{body}</body></html>"
