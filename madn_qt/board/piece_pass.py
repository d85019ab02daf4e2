"""The pieces' pass of a 3D board frame: everything that moves drawn over the cached background.

Soft contact shadows and the glow's halos first (one alpha-blended call), then the pieces far to
near — pawns, the dice, the train's vehicles, birds and confetti — each run of one mesh an
instanced draw, lit like the scenery; the numbered dice's faces sample one small texture of
numbers (:mod:`madn_qt.board.dice_atlas`). Over a draft background (the view moves) the pawns are
turned with fewer sides. Owned by :class:`~madn_qt.board.renderer.Renderer`; use only with the
widget's context current.
"""

from __future__ import annotations

import ctypes

import numpy as np
from OpenGL import GL

from madn_qt import palette
from madn_qt.board import overlay, shaders
from madn_qt.board.dice_atlas import ATLAS_SIZE, atlas_bytes
from madn_qt.board.geometry import merge
from madn_qt.board.gl_utils import (
    INSTANCE_FLOATS,
    InstanceBuffer,
    MeshBuffer,
    Program,
    instance_row,
    texture_rgba,
)
from madn_qt.board.overlay import (
    BIRD_MESH,
    BIRD_PAINT,
    CONFETTI_MESH,
    DICE_MESHES,
    MARK_MESHES,
    NUMBERED_MESHES,
    TRAIN_MESHES,
    PieceDraw,
)
from madn_qt.board.static_scene import DRAFT_PAWN, SceneData
from madn_qt.palette import GROUND_LIGHT, SKY_LIGHT, SUN_COLOUR, SUN_DIRECTION


class PiecePass:
    """The pieces' program, meshes and instance buffer, the blobs' program and buffer, and the
    texture of the dice's numbers."""

    def __init__(self, data: SceneData) -> None:
        self.lit = Program(*shaders.lit_source("PIECE"))
        self.blob = Program(shaders.BLOB_VERTEX, shaders.BLOB_FRAGMENT)
        self.ranges = list(data.piece_ranges)
        self.meshes = MeshBuffer(data.pieces)
        self.instances = InstanceBuffer(self.meshes)
        self.blobs = MeshBuffer(merge([]), GL.GL_DYNAMIC_DRAW)
        self.numbers_texture = texture_rgba(atlas_bytes(), ATLAS_SIZE, ATLAS_SIZE)
        GL.glBindTexture(GL.GL_TEXTURE_2D, self.numbers_texture)
        # Trilinear, a little sharper than the mipmaps would choose: the numbers are small and
        # seen at a slant.
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER, GL.GL_LINEAR_MIPMAP_LINEAR)
        GL.glTexParameterf(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_LOD_BIAS, -0.5)
        GL.glBindTexture(GL.GL_TEXTURE_2D, 0)

    def delete(self) -> None:
        self.lit.delete()
        self.blob.delete()
        self.instances.delete()
        self.meshes.delete()
        self.blobs.delete()
        GL.glDeleteTextures(1, [self.numbers_texture])

    def _use_lit(self, view_proj: np.ndarray, eye: np.ndarray) -> Program:
        p = self.lit
        p.use()
        p.mat4("u_view_proj", view_proj)
        p.vec3("u_sun_dir", SUN_DIRECTION)
        p.vec3("u_sun_colour", SUN_COLOUR)
        p.vec3("u_sky_colour", SKY_LIGHT)
        p.vec3("u_ground_colour", GROUND_LIGHT)
        p.vec3("u_eye", eye)
        return p

    def draw(
        self,
        view_proj: np.ndarray,
        eye: np.ndarray,
        glow_colour: tuple[float, float, float],
        pieces: list[PieceDraw],
        *,
        draft_pawns: bool,
    ) -> int:
        """Shadows and halos, then the pieces far to near, seen through ``view_proj`` from
        ``eye``, into the bound framebuffer (the pawns with fewer sides if ``draft_pawns``);
        the number of draw calls. No depth buffer
        is needed for pawns and the die: they stand on the board, and each is drawn bottom to
        top with back faces culled; only while the train runs are the pieces depth-tested."""
        calls = 0
        GL.glDisable(GL.GL_DEPTH_TEST)
        GL.glDepthMask(GL.GL_FALSE)
        shadows, halos = overlay.blob_quads(pieces, palette.GLOW_RING)
        self.blobs.replace(merge([shadows, halos]))
        GL.glEnable(GL.GL_BLEND)
        self.blob.use()
        self.blob.mat4("u_view_proj", view_proj)
        GL.glBlendFunc(GL.GL_SRC_ALPHA, GL.GL_ONE_MINUS_SRC_ALPHA)
        # (shadows and the rings' dark outlines first, then the bright rings over them, in one
        # call: both alpha-blended)
        self.blobs.draw(0, shadows.index_count + halos.index_count)
        calls += 1
        GL.glDisable(GL.GL_BLEND)
        pieces = [p for p in pieces if p.mesh not in MARK_MESHES]  # (marks are only rings)

        # The train's vehicles are not convex and pass close to pawns (some leap over it): while
        # it runs, the pieces are depth-tested among themselves (a depth clear of the redrawn
        # rectangle only; the scissor is set). The board lies below them all.
        depth = any(p.mesh in TRAIN_MESHES for p in pieces)
        if depth:
            GL.glEnable(GL.GL_DEPTH_TEST)
            GL.glDepthFunc(GL.GL_LESS)
            GL.glDepthMask(GL.GL_TRUE)
            GL.glClear(GL.GL_DEPTH_BUFFER_BIT)
        GL.glEnable(GL.GL_CULL_FACE)
        GL.glCullFace(GL.GL_BACK)
        lit = self._use_lit(view_proj, eye)
        lit.vec4("u_glow", (*glow_colour, 0.0))
        GL.glActiveTexture(GL.GL_TEXTURE1)
        GL.glBindTexture(GL.GL_TEXTURE_2D, self.numbers_texture)
        GL.glActiveTexture(GL.GL_TEXTURE0)
        lit.int("u_numbers", 1)
        numbered = False
        lit.int("u_numbered", 0)
        order = sorted(pieces, key=lambda p: -float(np.sum((p.model[:3, 3] - eye) ** 2)))
        rows = []
        for piece in order:
            if piece.mesh in DICE_MESHES or piece.mesh in TRAIN_MESHES:
                paint = (1.0, 1.0, 1.0)
            elif piece.mesh == BIRD_MESH:
                paint = BIRD_PAINT
            elif piece.mesh == CONFETTI_MESH:
                paint = piece.tint
            else:
                paint = palette.SEAT_PAINT[piece.mesh]
            rows.append(instance_row(piece.model, paint, piece.glow, piece.mesh))
        self.meshes.bind()
        self.instances.upload(np.array(rows) if rows else np.zeros((0, INSTANCE_FLOATS)))
        # Runs of the same mesh (pawns, the die, wings) are one instanced draw each, in depth order.
        start = 0
        while start < len(order):
            kind = overlay.kind(order[start].mesh)
            end = start + 1
            while end < len(order) and overlay.kind(order[end].mesh) == kind:
                end += 1
            first, count = self.ranges[DRAFT_PAWN if kind == 0 and draft_pawns else kind]
            if (order[start].mesh in NUMBERED_MESHES) != numbered:  # (only they print numbers)
                numbered = not numbered
                lit.int("u_numbered", int(numbered))
            self.instances.point_at(start)
            GL.glDrawElementsInstanced(
                GL.GL_TRIANGLES, count, GL.GL_UNSIGNED_INT, ctypes.c_void_p(first * 4), end - start
            )
            calls += 1
            start = end
        GL.glDisable(GL.GL_CULL_FACE)
        GL.glDepthMask(GL.GL_TRUE)
        GL.glEnable(GL.GL_DEPTH_TEST)
        return calls
