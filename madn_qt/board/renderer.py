"""The board scene's GL side: programs, buffers, shadow maps, and one frame's draw calls.

The static scenery (board, fields, terrain, pond, plants, clouds) lives in one vertex buffer and
is drawn with one call; its sun shadow map is rendered once. Pawns and the die share a second
buffer; their small shadow map is redrawn only when one of them has moved.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
from OpenGL import GL

from madn_qt.board import meshes, palette, scenery, shaders
from madn_qt.board.camera import sun_view_projection
from madn_qt.board.geometry import merge
from madn_qt.board.gl_utils import DepthTarget, MeshBuffer, Program, texture_rgba
from madn_qt.board.textures import TEXTURE_SIZE, image_bytes, paint_board

SUN_DIRECTION = np.array([-0.50, -0.42, 0.76]) / np.linalg.norm([-0.50, -0.42, 0.76])
SUN_COLOUR = (0.95, 0.88, 0.76)
SKY_LIGHT = (0.50, 0.56, 0.64)
GROUND_LIGHT = (0.30, 0.29, 0.20)
STATIC_SHADOW_SIZE = 2048
DYNAMIC_SHADOW_SIZE = 1024


@dataclass
class PieceDraw:
    """One pawn to draw: its seat, model matrix, glow (0..1), and whether a halo marks it."""

    seat: int
    model: np.ndarray
    glow: float = 0.0
    halo: bool = False
    lift: float = 0.0


@dataclass
class Frame:
    """Everything that changes from frame to frame."""

    view_proj: np.ndarray
    eye: np.ndarray
    time: float = 0.0
    wind: float = 0.0
    cloud_shift: float = 0.0
    pieces: list[PieceDraw] = field(default_factory=list)
    die_model: np.ndarray = field(default_factory=lambda: np.eye(4))
    die_lift: float = 0.0
    glow_colour: tuple[float, float, float] = palette.GLOW


class Renderer:
    """Owns every GL object of the scene; use only with the widget's context current."""

    def __init__(self) -> None:
        self._ready = False
        self._dynamic_signature: bytes | None = None
        self.draw_calls = 0

    # --- life cycle ------------------------------------------------------------------------

    def initialize(self) -> None:
        self.lit = Program(shaders.LIT_VERTEX, shaders.LIT_FRAGMENT)
        self.depth = Program(shaders.DEPTH_VERTEX, shaders.DEPTH_FRAGMENT)
        self.sky = Program(shaders.SKY_VERTEX, shaders.SKY_FRAGMENT)
        self.blob = Program(shaders.BLOB_VERTEX, shaders.BLOB_FRAGMENT)

        casters = scenery.shadow_casters()
        static = merge([casters, scenery.pond(), scenery.terrain(), scenery.clouds()])
        self.static = MeshBuffer(static)
        self.static_caster_count = casters.index_count

        parts = [meshes.pawn(s) for s in range(4)] + [meshes.die(), meshes.blob_quad()]
        self.piece_ranges: list[tuple[int, int]] = []
        first = 0
        for part in parts:
            self.piece_ranges.append((first, part.index_count))
            first += part.index_count
        self.pieces = MeshBuffer(merge(parts))

        self.empty_vao = int(GL.glGenVertexArrays(1))
        self.board_texture = texture_rgba(image_bytes(paint_board()), TEXTURE_SIZE, TEXTURE_SIZE)

        self.static_shadow = DepthTarget(STATIC_SHADOW_SIZE)
        self.dynamic_shadow = DepthTarget(DYNAMIC_SHADOW_SIZE)
        self.sun_static = sun_view_projection(SUN_DIRECTION, np.array([0.0, 8.0, 0.0]), 40.0, 140.0)
        self.sun_dynamic = sun_view_projection(SUN_DIRECTION, np.array([0.0, 0.0, 0.0]), 7.6, 40.0)
        self._ready = True
        self._render_static_shadow()

    def cleanup(self) -> None:
        if not self._ready:
            return
        for program in (self.lit, self.depth, self.sky, self.blob):
            program.delete()
        self.static.delete()
        self.pieces.delete()
        GL.glDeleteVertexArrays(1, [self.empty_vao])
        GL.glDeleteTextures(1, [self.board_texture])
        self.static_shadow.delete()
        self.dynamic_shadow.delete()
        self._ready = False

    # --- shadows ---------------------------------------------------------------------------

    def _render_static_shadow(self) -> None:
        self.static_shadow.begin()
        GL.glEnable(GL.GL_DEPTH_TEST)
        GL.glEnable(GL.GL_POLYGON_OFFSET_FILL)
        GL.glPolygonOffset(1.5, 3.0)
        self.depth.use()
        self.depth.mat4("u_sun", self.sun_static)
        self.depth.mat4("u_model", np.eye(4))
        self.static.bind()
        self.static.draw(0, self.static_caster_count)
        GL.glDisable(GL.GL_POLYGON_OFFSET_FILL)

    def _render_dynamic_shadow(self, frame: Frame) -> None:
        self.dynamic_shadow.begin()
        GL.glEnable(GL.GL_DEPTH_TEST)
        GL.glEnable(GL.GL_POLYGON_OFFSET_FILL)
        GL.glPolygonOffset(1.5, 3.0)
        self.depth.use()
        self.depth.mat4("u_sun", self.sun_dynamic)
        self.pieces.bind()
        for piece in frame.pieces:
            self.depth.mat4("u_model", piece.model)
            self.pieces.draw(*self.piece_ranges[piece.seat])
        self.depth.mat4("u_model", frame.die_model)
        self.pieces.draw(*self.piece_ranges[4])
        GL.glDisable(GL.GL_POLYGON_OFFSET_FILL)

    # --- a frame ---------------------------------------------------------------------------

    def render(self, frame: Frame, target_fbo: int, width: int, height: int) -> None:
        if not self._ready:
            return
        self.draw_calls = 0
        signature = b"".join(p.model.astype(np.float32).tobytes() for p in frame.pieces)
        signature += frame.die_model.astype(np.float32).tobytes()
        if signature != self._dynamic_signature:
            self._render_dynamic_shadow(frame)
            self._dynamic_signature = signature

        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, target_fbo)
        GL.glViewport(0, 0, width, height)
        GL.glEnable(GL.GL_DEPTH_TEST)
        GL.glDepthFunc(GL.GL_LESS)
        GL.glDepthMask(GL.GL_TRUE)
        GL.glDisable(GL.GL_BLEND)
        GL.glClearColor(*palette.SKY_HORIZON, 1.0)
        GL.glClear(GL.GL_COLOR_BUFFER_BIT | GL.GL_DEPTH_BUFFER_BIT)

        lit = self.lit
        lit.use()
        lit.mat4("u_view_proj", frame.view_proj)
        lit.mat4("u_sun_static", self.sun_static)
        lit.mat4("u_sun_dynamic", self.sun_dynamic)
        lit.float("u_time", frame.time)
        lit.float("u_wind", frame.wind)
        lit.float("u_cloud_shift", frame.cloud_shift)
        lit.vec3("u_sun_dir", SUN_DIRECTION)
        lit.vec3("u_sun_colour", SUN_COLOUR)
        lit.vec3("u_sky_colour", SKY_LIGHT)
        lit.vec3("u_ground_colour", GROUND_LIGHT)
        lit.vec3("u_fog_colour", palette.SKY_HORIZON)
        lit.vec3("u_eye", frame.eye)
        lit.int("u_board", 0)
        lit.int("u_shadow_static", 1)
        lit.int("u_shadow_dynamic", 2)
        GL.glActiveTexture(GL.GL_TEXTURE0)
        GL.glBindTexture(GL.GL_TEXTURE_2D, self.board_texture)
        GL.glActiveTexture(GL.GL_TEXTURE1)
        GL.glBindTexture(GL.GL_TEXTURE_2D, self.static_shadow.texture)
        GL.glActiveTexture(GL.GL_TEXTURE2)
        GL.glBindTexture(GL.GL_TEXTURE_2D, self.dynamic_shadow.texture)
        GL.glActiveTexture(GL.GL_TEXTURE0)

        # Pieces first: they cover parts of the board, so fewer board fragments get shaded.
        lit.float("u_dynamic_shadows", 1.0)
        self.pieces.bind()
        glow_colour = frame.glow_colour
        for piece in frame.pieces:
            lit.mat4("u_model", piece.model)
            lit.mat3("u_normal_matrix", piece.model[:3, :3])
            lit.vec4("u_glow", (*glow_colour, piece.glow))
            self.pieces.draw(*self.piece_ranges[piece.seat])
            self.draw_calls += 1
        lit.vec4("u_glow", (0.0, 0.0, 0.0, 0.0))
        lit.mat4("u_model", frame.die_model)
        lit.mat3("u_normal_matrix", frame.die_model[:3, :3])
        self.pieces.draw(*self.piece_ranges[4])
        self.draw_calls += 1

        lit.mat4("u_model", np.eye(4))
        lit.mat3("u_normal_matrix", np.eye(3))
        self.static.bind()
        self.static.draw()
        self.draw_calls += 1

        self._draw_blobs(frame)
        self._draw_sky(frame)
        GL.glBindVertexArray(0)

    def _draw_blobs(self, frame: Frame) -> None:
        GL.glEnable(GL.GL_BLEND)
        GL.glDepthMask(GL.GL_FALSE)
        GL.glDepthFunc(GL.GL_LEQUAL)
        blob = self.blob
        blob.use()
        blob.mat4("u_view_proj", frame.view_proj)
        self.pieces.bind()
        first, count = self.piece_ranges[5]
        GL.glBlendFunc(GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA)
        blob.float("u_ring", 0.0)
        for piece in frame.pieces:
            x, y = piece.model[0, 3], piece.model[1, 3]
            size = 0.42 + 0.25 * min(piece.lift, 2.0)
            blob.mat4("u_model", _blob_matrix(x, y, scenery.FIELD_RELIEF + 0.004, size))
            blob.vec4("u_colour", (0.05, 0.03, 0.0, 0.55 / (1.0 + 2.5 * piece.lift)))
            self.pieces.draw(first, count)
            self.draw_calls += 1
        dx, dy = frame.die_model[0, 3], frame.die_model[1, 3]
        blob.mat4("u_model", _blob_matrix(dx, dy, 0.004, 0.5 + 0.2 * frame.die_lift))
        blob.vec4("u_colour", (0.05, 0.03, 0.0, 0.5 / (1.0 + 2.0 * frame.die_lift)))
        self.pieces.draw(first, count)
        GL.glBlendFunc(GL.GL_SRC_ALPHA, GL.GL_ONE)
        blob.float("u_ring", 1.0)
        for piece in frame.pieces:
            if piece.halo:
                x, y = piece.model[0, 3], piece.model[1, 3]
                blob.mat4("u_model", _blob_matrix(x, y, scenery.FIELD_RELIEF + 0.006, 0.5))
                blob.vec4("u_colour", (*frame.glow_colour, 0.35 + 0.65 * piece.glow))
                self.pieces.draw(first, count)
                self.draw_calls += 1
        GL.glDisable(GL.GL_BLEND)
        GL.glDepthMask(GL.GL_TRUE)

    def _draw_sky(self, frame: Frame) -> None:
        GL.glDepthFunc(GL.GL_LEQUAL)
        GL.glDepthMask(GL.GL_FALSE)
        self.sky.use()
        self.sky.mat4("u_inverse_view_proj", np.linalg.inv(frame.view_proj))
        self.sky.vec3("u_sky_top", palette.SKY_TOP)
        self.sky.vec3("u_sky_horizon", palette.SKY_HORIZON)
        self.sky.vec3("u_sun_dir", SUN_DIRECTION)
        GL.glBindVertexArray(self.empty_vao)
        GL.glDrawArrays(GL.GL_TRIANGLES, 0, 3)
        self.draw_calls += 1
        GL.glDepthMask(GL.GL_TRUE)
        GL.glDepthFunc(GL.GL_LESS)


def _blob_matrix(x: float, y: float, z: float, size: float) -> np.ndarray:
    m = np.diag([size, size, 1.0, 1.0])
    m[:3, 3] = (x, y, z)
    return m


def piece_matrix(x: float, y: float, z: float, spin: float) -> np.ndarray:
    """Model matrix of a pawn standing at ``(x, y)`` lifted to ``z``, turned by ``spin``."""
    c, s = math.cos(spin), math.sin(spin)
    m = np.eye(4)
    m[0, 0], m[0, 1], m[1, 0], m[1, 1] = c, -s, s, c
    m[:3, 3] = (x, y, z)
    return m
