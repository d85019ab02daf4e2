"""The 3D board: a wooden MADN board in a small garden landscape, drawn with OpenGL 3.3 core.

Importing this package needs no display; the widget creates its GL resources when first shown
and frees them (between ``makeCurrent``/``doneCurrent``) when its context goes away.

The interface the app codes against is :class:`BoardWidget` (``protocol``), which both boards
implement and :func:`make_board` (``make``) hands out; the 3D :class:`BoardView` offers:

* signals ``figure_clicked(seat, figure)`` (a glowing, movable figure was clicked) and
  ``animation_finished()`` (once per ``play_happenings`` / ``roll_die``; also, deferred through the
  event loop, when there was nothing to animate or an animation was cut short by
  ``set_position``);
* ``set_position``, ``play_happenings(events, after)``, ``roll_die(pips)`` (one die a pip, a
  D6, D4 or D10 as the shown position's dice are: :mod:`madn_qt.board.dice`),
  ``set_movable(seat, figures)``, ``set_follow_camera``, ``set_reduced_motion``,
  ``set_animation_speed`` (0.5 .. 2.0 in the app; larger factors are accepted to hurry tests),
  ``set_landscape_motion``,
  ``figure_screen_pos(seat, figure)``, ``board_screen_pos(x, y, z)``, ``is_animating()``.

How it stays fast on a software rasteriser (Mesa llvmpipe): the static scene (board, fields,
terrain, plants, pond, clouds) is one vertex buffer drawn with one call per material, its sun
shadow map is drawn once, and its picture is cached in an offscreen multisampled framebuffer.
A frame copies only the screen rectangles that changed from that cache (the widget keeps its
contents between frames) and draws the pawns (instanced) and the dice over them. The cached
picture is redrawn when the camera moves, and in small steps only where trees sway and clouds
drift (steps paced to keep that under 8 % of a core). No timer runs while nothing moves.
While the camera moves, the picture is a draft: at an adaptive fraction of the resolution,
without MSAA, flowers and grass, stretched over the frame by a bare texture lookup, with
ten-sided pawns on top; the sky grid skips its cells under the terrain's far rim column by
column (``sky``). Once the view holds still the full picture replaces the draft.

The following camera depends on what a whole new picture costs (measured on the drafts): where
it is cheap (a GPU) the camera glides close and follows the hopping figure; on a software
rasteriser it frames the whole move, eases in over about half a second, holds still while the
figures hop (frames over a still view are cheap) and eases back; where a picture is slower than
60 ms it cuts; under reduced motion it stays.

Modules: ``view`` (the widget: its interface, input and frame clock), owning ``view_camera``
(the player's camera, the one on screen, the glide between them), ``choosing`` (the figures a
click may choose, the hint, the keyboard's focus; the flat board owns one too) and
``frame_painter`` (the renderer on the widget's GL context, a frame drawn and timed);
``pieces`` (a frame's pieces and the figure a click meets, as pure functions of the view's
state), ``playback`` (a move's animation under way and its sound cues), ``table_die`` (the die
at rest or tumbling), ``camera_glide`` (where the camera goes during a move and how it gets
there), ``landscape_clock`` (scene time, the paced landscape steps, the birds' schedule) —
these and ``view_camera`` and ``choosing`` without Qt —, ``renderer`` (GL objects, the cached
background and a frame's draw calls) with ``piece_pass`` (the pieces drawn over it),
``overlay`` (pieces' footprints: soft shadows, halos, the rectangles a frame redraws; numpy
only), ``gl_utils`` (programs, buffers, framebuffers), ``shaders`` (GLSL), ``camera``
(matrices, orbit, picking rays; numpy only), ``animation`` (hops, arcs, flourishes, the
railway's train, the die's tumble, birds; pure Python), ``meshes`` / ``scenery`` /
``geometry`` (numpy meshes, no GL: pawns, die, locomotive and coach), ``textures`` (the painted
board top via QPainter, with or without the railway's track and crossings), ``marks`` (the
game's marks over the plain board and which a position shows, the star fields; no Qt),
``places`` (houses and goal lanes, grown ones too) and ``path_routes`` (where event mode's
construction paths run), ``mark_paint`` (painting the marks, for both boards), ``sky`` (which
sky cells can show; numpy only), ``celebration`` (the winner's wave and confetti),
``static_scene`` and ``bake`` (the scenery uploaded once, its light baked into vertex colours),
``flat_board`` (the painted 2D board: its state, timing and input) with ``flat_fields`` (its
picture without figures), ``flat_figures`` (its figures and focus marks), ``flat_dice``,
``flat_labels`` and ``flat_rail``, and ``track`` (the railway's track both boards draw). Its
colours and light are :mod:`madn_qt.palette` (the widgets' style takes its colours from there
too).
"""

from madn_qt.board.make import make_board
from madn_qt.board.protocol import BoardWidget
from madn_qt.board.view import BoardView

__all__ = ["BoardView", "BoardWidget", "make_board"]
