"""The wheel of fortune of event mode (GAME.md 4.3): a self-contained, painted widget.

The wheel only shows a draw the game has already made; it never draws anything itself. Its
fourteen segments are the events of :mod:`core.event.wheel` in their order, each as wide as its
slices (6 of 600 for "Knocked out" and "Leader, turn back!", 49 for each other), clockwise from
the wheel's zero mark; the pointer stands at the top.

Interface (all a controller or panel needs)::

    wheel = WheelOfFortune(parent)
    wheel.stopped.connect(on_stopped)          # Signal(): the wheel has come to rest
    wheel.turning.connect(on_turning)          # Signal(): a spin begins (place the wheel)
    wheel.spin_to(slice_number, seconds=SPIN_SECONDS, reduced=False)   # slice 0..599
    wheel.stop_now()                           # land at once (emits stopped, synchronously)
    wheel.set_segments(labels, colours=None)   # the rocket's target wheel: equal segments
    wheel.spin_to_index(index, seconds=SPIN_SECONDS, reduced=False)    # 0..len(labels)-1
    wheel.set_events()                         # back to the fourteen events (spin_to does it)
    wheel.result_text()                        # what it stopped on ("" while turning)

- ``spin_to`` turns the wheel from where it stands with an ease-out (OutCubic) for ``seconds``
  and stops with the pointer inside the drawn event's segment, at
  :func:`stop_angle` ``(slice_number, turns)`` (a pure function; ``turns`` grows with
  ``seconds``). ``stopped`` is emitted once it rests. ``reduced=True`` (reduced motion) shows the
  result at once and emits ``stopped`` queued (after the caller's code has run, so a connection
  made right after the call still hears it). A new spin replaces one still running; the replaced
  one emits nothing. ``stop_now()`` lands a running spin (or a queued reduced one) at once and
  emits ``stopped`` before it returns; at rest it does nothing.
- The rocket's second wheel: ``set_segments`` shows one equal segment per possible target (the
  ``target`` chance node of :func:`core.event.draws.draw_node`: index ``i`` is
  ``opponent_targets(position)[i]``), each with its label and an optional colour (``#rrggbb``,
  e.g. the target's seat colour; equal neighbours are told apart by a lighter shade), and
  ``spin_to_index`` turns it as ``spin_to`` does, to :func:`index_stop_angle`.
- The widget plays no sound: start the ``"wheel"`` sound (:mod:`madn_qt.sound`, about
  :data:`SPIN_SECONDS` long) with a spin that is not reduced.
- What it shows, for the panel, screen readers and tests: :meth:`~WheelOfFortune.segments` (the
  segments as drawn: angles, labels, paint, events), :meth:`~WheelOfFortune.angle` (degrees,
  clockwise), :meth:`~WheelOfFortune.index_under_pointer`, :meth:`~WheelOfFortune.is_spinning`
  and :meth:`~WheelOfFortune.result_text`; for tests only, :meth:`~WheelOfFortune.pointer_probe`
  (a point of the face just below the pointer's tip, in widget coordinates, where the pixel
  under the pointer is read). The accessible name is "Wheel of fortune"; the accessible
  description says "Turning…" and then what it stopped on.

The look (docs/ui.md, "The wheel of fortune"): a painted wooden toy wheel in the board's colours —
a wooden rim with brass pegs at the segment borders, each segment in its own paint with its name
written along the radius (two lines where needed, the type shrinking to fit), the two thin 1 %
segments reaching through the rim into a ribbon each that carries their names, an ivory hub that
shows the symbol of the segment under the pointer (the board's violet star before the first
spin), and a red pointer whose flap ticks over the pegs. After a spin the other segments are
dimmed and the result is rimmed in gold. Cheap: it repaints only while it turns (a
``QVariantAnimation`` at the animation timer's ~60 Hz, stopped at rest), turning a cached image
of the face; at rest the face is painted as vectors, sharp at any size from 220 to 400 px.

The package, one idea a module: :mod:`~madn_qt.wheel.geometry` (the pure angles: segments, stops,
turns, the wheel's place in its widget), :mod:`~madn_qt.wheel.palette` (the paint),
:mod:`~madn_qt.wheel.segments` (the events or the targets as segments),
:mod:`~madn_qt.wheel.labels` (fitting the names), :mod:`~madn_qt.wheel.icons` (the symbols),
:mod:`~madn_qt.wheel.face` (what turns), :mod:`~madn_qt.wheel.frame` (what does not),
:mod:`~madn_qt.wheel.widget` (:class:`WheelOfFortune`) and :mod:`~madn_qt.wheel.place` (the
corner of the board it stands in).
"""

from madn_qt.wheel.geometry import (
    SPIN_SECONDS,
    STOP_MARGIN,
    event_at,
    event_spans,
    index_at,
    index_stop_angle,
    pointed_at,
    stop_angle,
    turns_for,
)
from madn_qt.wheel.labels import SOFT_HYPHEN, THIN_DEGREES
from madn_qt.wheel.palette import EVENT_COLOURS
from madn_qt.wheel.segments import Segment
from madn_qt.wheel.widget import WheelOfFortune

__all__ = [
    "EVENT_COLOURS",
    "SOFT_HYPHEN",
    "SPIN_SECONDS",
    "STOP_MARGIN",
    "THIN_DEGREES",
    "Segment",
    "WheelOfFortune",
    "event_at",
    "event_spans",
    "index_at",
    "index_stop_angle",
    "pointed_at",
    "stop_angle",
    "turns_for",
]
