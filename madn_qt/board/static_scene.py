"""The static scene that the GL side uploads: meshes, the board's picture, and its baked light.

Built once per process (plain numpy and bytes; the board's picture needs a QGuiApplication for
QPainter; it comes in two variants, with and without the railway's track) and cached, so that a
board widget that gets a new GL context (moved to another window) does not build them again.
The light is baked into the static mesh once per sun (see bake.py).

The game's marks (event mode's star fields and construction paths, :mod:`marks`) are a layer of
their own: painted over a copy of the plain picture when they change (a new game, a
construction event; about 10 ms), never into it, so neither the plain picture is painted again
nor the scenery baked again (:func:`marked_picture`).
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass

import numpy as np
from OpenGL import GL
from PySide6.QtGui import QImage

from madn_qt.board import bake, dice, meshes, scenery, shaders
from madn_qt.board.geometry import Mesh, merge
from madn_qt.board.gl_utils import DepthTarget, MeshBuffer, Program
from madn_qt.board.marks import BoardMarks
from madn_qt.board.textures import image_bytes, paint_board, paint_marks_on, paint_numbers_on

STATIC_SHADOW_SIZE = 2048
PAWN_SEGMENTS = 14
# Over a draft background (the view moves) the pawns are turned with fewer sides: on llvmpipe
# their triangles, not their pixels, are what a frame pays for (about 1 ms less for 16 pawns).
# The still picture that follows brings back the round ones together with its MSAA.
DRAFT_PAWN_SEGMENTS = 10
DRAFT_PAWN = 3  # index of the draft pawn in the piece buffer (after pawn, die, wing)
# (then the train's locomotive and coach, the D4 and the D10, see overlay.kind)


@dataclass(frozen=True)
class SceneData:
    """Everything the GL side uploads, built once per process (plain numpy and bytes)."""

    static: Mesh
    static_ranges: dict[str, tuple[int, int]]
    casters: tuple[tuple[int, int], ...]  # index ranges that cast the sun's shadows
    pieces: Mesh
    piece_ranges: list[tuple[int, int]]
    sway_boxes: list[scenery.Box]
    cloud_boxes: list[tuple[scenery.Box, float]]


@functools.cache
def scene_data() -> SceneData:
    """The meshes; cached, so a widget that gets a new GL context (moved to another window)
    does not build them again. (The board's picture: :func:`board_picture`.)"""
    plants = scenery.plants()
    # Near to far, roughly, so that the depth test spares the pixels behind (the board first).
    # The lawn's details come last, in the same draw as the scene: a draft leaves them out.
    parts = {
        "BOARD": scenery.board(),
        "SCENE": merge([plants, scenery.terrain(), scenery.pond(), scenery.clouds()]),
        "DETAIL": scenery.lawn_details(),
    }
    ranges: dict[str, tuple[int, int]] = {}
    first = 0
    for name, mesh in parts.items():
        ranges[name] = (first, mesh.index_count)
        first += mesh.index_count
    board_count = parts["BOARD"].index_count
    # 14 sides are round enough for a pawn a few dozen pixels tall, and 16 of them cost less.
    pieces = [
        meshes.pawn_all_seats(PAWN_SEGMENTS),
        meshes.die(),
        meshes.bird_wing(),
        meshes.pawn_all_seats(DRAFT_PAWN_SEGMENTS),
        meshes.locomotive(),
        meshes.coach(),
        meshes.numbered_die(dice.d4()),
        meshes.numbered_die(dice.d10()),
    ]
    piece_ranges: list[tuple[int, int]] = []
    first = 0
    for part in pieces:
        piece_ranges.append((first, part.index_count))
        first += part.index_count
    sway, drifting = scenery.moving_boxes()
    return SceneData(
        static=merge(list(parts.values())),
        static_ranges=ranges,
        casters=((0, board_count + plants.index_count), ranges["DETAIL"]),
        pieces=merge(pieces),
        piece_ranges=piece_ranges,
        sway_boxes=sway,
        cloud_boxes=drifting,
    )


@functools.cache
def _plain_image(railway: bool) -> QImage:
    return paint_board(railway=railway)


@functools.cache
def board_picture(railway: bool) -> bytes:
    """The board top's texture (RGBA bytes), with or without the railway; each painted once
    per process, when a game first needs it. Needs a QGuiApplication (QPainter)."""
    return image_bytes(_plain_image(railway))


@functools.lru_cache(maxsize=2)
def _marked_image(marks: BoardMarks) -> QImage:
    """The plain picture with ``marks`` (no field numbers) painted over a copy of it."""
    image = _plain_image(marks.railway).copy()
    paint_marks_on(image, marks)
    return image


@functools.lru_cache(maxsize=2)
def marked_picture(marks: BoardMarks) -> bytes:
    """The board top's texture with the game's ``marks``: the plain picture itself when there
    are none (the classic game), else the marks painted over a copy of it (the last two kept:
    a construction event's picture and the one before). The field numbers (View ▸ Field
    numbers, a focused button's fields) go over a copy of the picture without them, kept too:
    a change of focus paints its numbers only, never the grown houses and lanes again."""
    if marks.plain:
        return board_picture(marks.railway)
    bare = dataclasses.replace(marks, numbers=False, named=())
    if bare == marks:
        return image_bytes(_marked_image(marks))
    image = (_plain_image(marks.railway) if bare.plain else _marked_image(bare)).copy()
    paint_numbers_on(image, marks)
    return image_bytes(image)


_BAKED: dict[bytes, Mesh] = {}


def baked_scenery(data: SceneData, sun: np.ndarray) -> Mesh:
    """The static mesh with its light baked in (see bake.py); the sun's depth map for it is
    rendered here once, read back and dropped. Needs a current context; cached per process."""
    key = sun.astype(np.float32).tobytes()
    if key not in _BAKED:
        target = DepthTarget(STATIC_SHADOW_SIZE)
        casters = MeshBuffer(data.static)
        depth_program = Program(shaders.DEPTH_VERTEX, shaders.DEPTH_FRAGMENT)
        try:
            target.begin()
            GL.glEnable(GL.GL_DEPTH_TEST)
            GL.glDepthFunc(GL.GL_LESS)
            depth_program.use()
            depth_program.mat4("u_sun", sun)
            depth_program.mat4("u_model", np.eye(4))
            casters.bind()
            for first, count in data.casters:
                casters.draw(first, count)
            raw = GL.glReadPixels(
                0, 0, STATIC_SHADOW_SIZE, STATIC_SHADOW_SIZE, GL.GL_DEPTH_COMPONENT, GL.GL_FLOAT
            )
            depth = np.frombuffer(bytes(raw), dtype=np.float32) if isinstance(raw, bytes) else raw
            depth = np.asarray(depth, dtype=np.float32).reshape(
                STATIC_SHADOW_SIZE, STATIC_SHADOW_SIZE
            )
        finally:
            GL.glBindVertexArray(0)
            GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, 0)
            depth_program.delete()
            casters.delete()
            target.delete()
        _BAKED[key] = Mesh(bake.bake(data.static.vertices, depth, sun), data.static.indices)
    return _BAKED[key]
