"""The board scene's GL side: programs, buffers, and one frame's draw calls.

The static scenery (board, terrain, pond, plants, clouds) lives in one vertex buffer with its
light baked into the vertex colours (built once in static_scene.py: the sun's shadow map is
rendered once, read back and baked, see bake.py), and is drawn in two calls (the textured
board, everything else) plus the sky (only its cells above the terrain's rim, see sky.py). Its
picture is cached: drafted without MSAA and without the lawn's flowers and grass while the view
moves (its landscape at a reduced, adaptive resolution, stretched over the frame with linear
filtering: dynamic resolution; the board at full size over it, crisp), drawn again at full size
with 4x MSAA once it holds still, and reused
until the camera or the landscape moves. Pawns, the dice and the train are drawn over it by the
pieces' pass (piece_pass.py: a second buffer, instanced, with soft contact shadows). A full frame
is about ten draw calls.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np
from OpenGL import GL

from madn_qt import palette
from madn_qt.board import overlay, scenery, shaders
from madn_qt.board.camera import sun_view_projection
from madn_qt.board.gl_utils import MeshBuffer, MultisampleTarget, Program, texture_rgba
from madn_qt.board.marks import BoardMarks
from madn_qt.board.overlay import PieceDraw
from madn_qt.board.piece_pass import PiecePass
from madn_qt.board.scenery import CLOUD_WRAP
from madn_qt.board.sky import sky_rows
from madn_qt.board.static_scene import baked_scenery, marked_picture, scene_data
from madn_qt.board.textures import TEXTURE_SIZE
from madn_qt.palette import SKY_LIGHT, SUN_DIRECTION

FINE_SAMPLES = 4  # MSAA of the still picture (a moving view is drafted without)
# Dynamic resolution: a moving view's landscape is drafted at this fraction of each axis and
# stretched (linear filtering) over the target; the board and the pieces are still drawn at full
# resolution on top. The scale adapts so that a draft and its board take about DRAFT_BUDGET: with
# the stretch and the pieces (about 8 ms more on llvmpipe at 1280x800) a moving frame then
# stays within 16 ms; a GPU reaches full scale.
DRAFT_SCALE = 0.7
DRAFT_SCALE_MIN = 0.5
DRAFT_SCALE_MAX = 1.0
DRAFT_SCALE_STEP = 0.05
DRAFT_BUDGET = 0.005


@dataclass
class Frame:
    """Everything that changes from frame to frame."""

    view_proj: np.ndarray
    eye: np.ndarray
    landscape_time: float = 0.0
    wind: float = 0.0
    cloud_shift: float = 0.0
    pieces: list[PieceDraw] = field(default_factory=list)
    glow_colour: tuple[float, float, float] = palette.GLOW
    still: bool = True  # the view has held still a while: a drafted background may be refined

    def view_key(self, width: int, height: int) -> bytes:
        """Changes exactly when the whole cached background must be drawn again."""
        size = np.array([width, height], dtype=np.float32)
        return self.view_proj.astype(np.float32).tobytes() + size.tobytes()


class Renderer:
    """Owns every GL object of the scene; use only with the widget's context current.

    A frame is the cached background (sky, landscape, board; redrawn only when the camera or the
    landscape moved) copied into the target, then the pieces' soft shadows and halos, then the
    pieces themselves, back to front.
    """

    def __init__(self) -> None:
        self._ready = False
        self._offscreens: dict[str, MultisampleTarget] = {}  # draft, upscaled, fine, canvas
        self._background: MultisampleTarget | None = None  # the draft or the fine one
        self._background_view: bytes | None = None
        self._background_land: tuple[float, float, float] | None = None
        self._blit_works = True
        self._blit_checked = False
        self._samples = 0
        self._target_seen: tuple[int, int, int] | None = None
        self._drawn: dict[object, tuple[bytes, tuple[int, int, int, int]]] = {}
        self._target_valid = False
        # For tests: the rectangle the last frame drew again (None: nothing), which only the
        # renderer knows (a partial frame's pixels look the same as a whole one's).
        self.last_dirty_rect: tuple[int, int, int, int] | None = None
        self.draw_calls = 0
        self.full_redraw_seconds = 0.0
        self.background_redraws = 0
        self.needs_refine = False  # the cached picture is a draft (no MSAA): draw it again still
        self._board_timed = True  # the last draft's board has been counted in its time
        self.last_frame_drafted = False  # this frame drew a new draft (the view moved)
        self.draft_scale = DRAFT_SCALE  # of each axis, for the next draft background
        self.adapt_draft_scale = True  # follow the measured draft time (tests may pin it)
        self.last_background_size: tuple[int, int] | None = None  # pixels of the last redraw
        # The background is a reduced draft not yet stretched into a full-size target: a whole
        # frame stretches it straight into the widget's target, a partial one first makes the
        # full-size copy that it restores rectangles from.
        self._stretch_pending = False
        # What the board's picture shows: the railway's track, event mode's marks (set_marks).
        self.marks = BoardMarks()
        self._texture_marks: BoardMarks | None = None  # what the uploaded texture shows
        # For tests: board pictures uploaded after the first (what the GL texture was given;
        # a test cannot see an upload in the picture).
        self.texture_uploads = 0

    # --- life cycle ------------------------------------------------------------------------

    def initialize(self) -> None:
        self.scenery = {
            "BOARD": Program(*shaders.static_source(True)),
            "SCENE": Program(*shaders.static_source(False)),
        }
        self.sky = Program(shaders.SKY_VERTEX, shaders.SKY_FRAGMENT)
        self.upscale = Program(shaders.UPSCALE_VERTEX, shaders.UPSCALE_FRAGMENT)

        data = scene_data()
        self.static_ranges = dict(data.static_ranges)
        self.sun_static = sun_view_projection(SUN_DIRECTION, np.array([0.0, 8.0, 0.0]), 40.0, 140.0)
        self.static = MeshBuffer(baked_scenery(data, self.sun_static))
        self.pieces = PiecePass(data)

        self.empty_vao = int(GL.glGenVertexArrays(1))
        self.skyline = scenery.skyline()
        self.board_texture = texture_rgba(marked_picture(self.marks), TEXTURE_SIZE, TEXTURE_SIZE)
        self._texture_marks = self.marks
        self._board_filter_draft: bool | None = None
        self.sway_boxes, self.cloud_boxes = data.sway_boxes, data.cloud_boxes
        self._ready = True

    def cleanup(self) -> None:
        if not self._ready:
            return
        for program in (*self.scenery.values(), self.sky, self.upscale):
            program.delete()
        self.static.delete()
        self.pieces.delete()
        GL.glDeleteVertexArrays(1, [self.empty_vao])
        GL.glDeleteTextures(1, [self.board_texture])
        for target in self._offscreens.values():
            target.delete()
        self._offscreens = {}
        self._background = None
        self._stretch_pending = False
        self._ready = False

    # --- a frame ---------------------------------------------------------------------------

    def set_marks(self, marks: BoardMarks) -> None:
        """Show the board with these marks: the railway's track or none, event mode's star
        fields and construction paths (uploaded at the next frame)."""
        self.marks = marks

    def _update_board_texture(self) -> None:
        """Upload the board's picture if its marks changed since the last frame (another
        game's rules, a construction event); the cached background is then drawn again."""
        if self._texture_marks == self.marks:
            return
        GL.glBindTexture(GL.GL_TEXTURE_2D, self.board_texture)
        GL.glPixelStorei(GL.GL_UNPACK_ALIGNMENT, 1)
        GL.glTexSubImage2D(
            GL.GL_TEXTURE_2D,
            0,
            0,
            0,
            TEXTURE_SIZE,
            TEXTURE_SIZE,
            GL.GL_RGBA,
            GL.GL_UNSIGNED_BYTE,
            marked_picture(self.marks),
        )
        GL.glGenerateMipmap(GL.GL_TEXTURE_2D)
        self._texture_marks = self.marks
        self.texture_uploads += 1
        self._background_view = None  # drawn again now (a draft), then refined once still
        self.invalidate()

    def invalidate(self) -> None:
        """Draw the whole picture next frame (the target's contents can no longer be trusted)."""
        self._drawn = {}
        self._target_valid = False

    def render(self, frame: Frame, target_fbo: int, width: int, height: int) -> None:
        """Bring the target up to date with ``frame``.

        The background (sky, landscape, board) is cached: while the view moves it is a quick
        draft without MSAA at :attr:`draft_scale` of each axis (the pieces stay at full
        resolution on top), drawn again at full size with :data:`FINE_SAMPLES` once the view
        holds still (:attr:`needs_refine` asks for that frame). The target keeps its contents
        between frames (the widget's partial-update mode): when only some pieces changed, just
        their old and new screen rectangles are restored from the cached background and drawn
        again. Over a multisampled background the pieces are drawn in a multisampled canvas,
        then resolved.
        """
        if not self._ready:
            return
        self.draw_calls = 0
        self._update_board_texture()
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, target_fbo)
        if self._target_seen != (target_fbo, width, height):
            self._samples = int(GL.glGetIntegerv(GL.GL_SAMPLES))
            self._target_seen = (target_fbo, width, height)
            self._blit_checked = False
            self.invalidate()
        view_key = frame.view_key(width, height)
        land_key = (frame.landscape_time, frame.wind, frame.cloud_shift)
        self.last_frame_drafted = False
        background_dirty: tuple[int, int, int, int] | None = None
        fine_samples = max(FINE_SAMPLES, self._samples)
        if self._blit_works:
            bg = self._background
            if bg is None or (bg.width, bg.height) != (width, height):
                self._background_view = None
            refine = view_key == self._background_view and self.needs_refine and frame.still
            if view_key != self._background_view or refine:
                if refine:
                    bg = self._offscreen("fine", width, height)
                    self._draw_background(frame, bg.fbo, width, height, draft=False, timed=False)
                    self.last_background_size = (width, height)
                    self._stretch_pending = False
                else:
                    bg = self._draft_background(frame, width, height)
                self._background = bg
                self.needs_refine = bg.samples < fine_samples
                self.last_frame_drafted = self.needs_refine
                self.invalidate()
            elif land_key != self._background_land and bg is not None:
                # Only the wind moved: redraw just where plants sway and clouds drift.
                bg = self._stretched_background(frame)
                old_shift = self._background_land[2] if self._background_land else 0.0
                background_dirty = self._landscape_rect(frame, old_shift, width, height)
                if background_dirty is not None:
                    self._draw_background(
                        frame, bg.fbo, width, height, background_dirty, draft=bg.samples == 0
                    )
            self._background_view = view_key
            self._background_land = land_key
        rects = overlay.screen_rects(frame.pieces, frame.view_proj, width, height)
        states = {
            p.key: (overlay.signature(p), r) for p, r in zip(frame.pieces, rects, strict=True)
        }
        rect: tuple[int, int, int, int] | None = (0, 0, width, height)
        if self._target_valid and self._blit_works:
            rect = overlay.union(overlay.dirty_rect(self._drawn, states), background_dirty)
        self.last_dirty_rect = rect
        if rect is None:
            return  # nothing changed since the last frame
        inside = [p for p in frame.pieces if overlay.overlaps(states[p.key][1], rect)]
        if self._blit_works:
            self._compose(frame, inside, target_fbo, rect)
        if not self._blit_works:  # formats differ: draw everything into the target each frame
            rect = (0, 0, width, height)
            self._draw_background(frame, target_fbo, width, height)
            self._draw_pieces_in(frame, frame.pieces, target_fbo, rect)
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, target_fbo)
        GL.glBindVertexArray(0)
        self._drawn = states
        self._target_valid = True

    def _draft_background(self, frame: Frame, width: int, height: int) -> MultisampleTarget:
        """Draw the background as a draft at :attr:`draft_scale` of each axis (into the lower
        left corner of a full-size target, so that a new scale allocates nothing); when reduced,
        it is stretched over the frame's target in :meth:`_compose`."""
        if self.adapt_draft_scale and self.full_redraw_seconds > 0.0:
            self._adapt_draft_scale()  # (after the last draft and its board: their whole cost)
        scale = self.draft_scale
        small_w = min(width, max(1, round(width * scale)))
        small_h = min(height, max(1, round(height * scale)))
        draft = self._offscreen("draft", width, height)
        whole = (small_w, small_h) == (width, height)
        self._board_timed = whole  # (a reduced draft's board is timed where it is drawn)
        self._draw_background(frame, draft.fbo, small_w, small_h, draft=True, board=whole)
        self.last_background_size = (small_w, small_h)
        self._stretch_pending = (small_w, small_h) != (width, height)
        return draft

    def _stretched_background(self, frame: Frame) -> MultisampleTarget:
        """The background at full size: a pending reduced draft is stretched into the
        "upscaled" target first, the board drawn on it at full size (needed where only parts
        of the frame are drawn again)."""
        bg = self._background
        assert bg is not None
        if not self._stretch_pending:
            return bg
        full = self._offscreen("upscaled", bg.width, bg.height)
        self._stretch(full.fbo)
        self._draw_board(frame, full.fbo, bg.width, bg.height)
        self._background = full
        self._stretch_pending = False
        return full

    def _stretch(self, fbo: int) -> None:
        """Draw the reduced draft over the whole of ``fbo`` with linear filtering: a textured
        quad, not glBlitFramebuffer (a scaled blit costs half again as much on llvmpipe)."""
        draft = self._offscreens["draft"]
        width, height = draft.width, draft.height
        assert self.last_background_size is not None
        small_w, small_h = self.last_background_size
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, fbo)
        GL.glViewport(0, 0, width, height)
        GL.glDisable(GL.GL_DEPTH_TEST)
        GL.glDisable(GL.GL_BLEND)
        GL.glDisable(GL.GL_CULL_FACE)
        GL.glDisable(GL.GL_SCISSOR_TEST)
        self.upscale.use()
        GL.glUniform2f(self.upscale.location("u_low"), 0.5 / width, 0.5 / height)
        GL.glUniform2f(
            self.upscale.location("u_high"), (small_w - 0.5) / width, (small_h - 0.5) / height
        )
        self.upscale.int("u_image", 0)
        GL.glActiveTexture(GL.GL_TEXTURE0)
        GL.glBindTexture(GL.GL_TEXTURE_2D, draft.texture)
        GL.glBindVertexArray(self.empty_vao)
        GL.glDrawArrays(GL.GL_TRIANGLE_STRIP, 0, 4)
        self.draw_calls += 1
        GL.glEnable(GL.GL_DEPTH_TEST)

    def _adapt_draft_scale(self) -> None:
        """Move the draft scale a step towards the one that fits :data:`DRAFT_BUDGET` (the cost
        is mostly per pixel, so it goes with the square of the scale); a dead band keeps the
        resolution from flickering with the timing noise."""
        spent = max(self.full_redraw_seconds, 1e-4)
        ideal = self.draft_scale * (DRAFT_BUDGET / spent) ** 0.5
        if abs(ideal - self.draft_scale) < DRAFT_SCALE_STEP:
            return
        step = DRAFT_SCALE_STEP if ideal > self.draft_scale else -DRAFT_SCALE_STEP
        scale = round((self.draft_scale + step) / DRAFT_SCALE_STEP) * DRAFT_SCALE_STEP
        self.draft_scale = min(max(scale, DRAFT_SCALE_MIN), DRAFT_SCALE_MAX)

    def _compose(
        self,
        frame: Frame,
        pieces: list[PieceDraw],
        target_fbo: int,
        rect: tuple[int, int, int, int],
    ) -> None:
        """Cached background, then the pieces, into ``rect`` of the target."""
        bg = self._background
        assert bg is not None
        if self._stretch_pending and rect == (0, 0, bg.width, bg.height):
            # A whole frame over a reduced draft (the view moves): stretch it straight into the
            # target, and draw the board and the pieces at full resolution on top.
            self._stretch(target_fbo)
            self._draw_board(frame, target_fbo, bg.width, bg.height)
            self._draw_pieces_in(frame, pieces, target_fbo, rect)
            return
        bg = self._stretched_background(frame)
        check = not self._blit_checked
        self._blit_checked = True
        if bg.samples > self._samples:
            canvas = self._offscreen("canvas", bg.width, bg.height)
            ok = bg.blit_colour_to(canvas.fbo, rect, check=check)
            self._draw_pieces_in(frame, pieces, canvas.fbo, rect)
            ok = ok and canvas.blit_colour_to(target_fbo, rect, check=check)
        else:
            ok = bg.blit_colour_to(target_fbo, rect, check=check)
            self._draw_pieces_in(frame, pieces, target_fbo, rect)
        self._blit_works = ok

    def _draw_pieces_in(
        self, frame: Frame, pieces: list[PieceDraw], fbo: int, rect: tuple[int, int, int, int]
    ) -> None:
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, fbo)
        x0, y0, x1, y1 = rect
        width, height = self._target_seen[1:] if self._target_seen else (x1, y1)
        GL.glViewport(0, 0, width, height)
        GL.glEnable(GL.GL_SCISSOR_TEST)
        GL.glScissor(x0, y0, x1 - x0, y1 - y0)
        self._draw_pieces(frame, pieces)
        GL.glDisable(GL.GL_SCISSOR_TEST)

    def _offscreen(self, role: str, width: int, height: int) -> MultisampleTarget:
        """The offscreen target for ``role``: the background's draft (single-sampled, its
        colour a texture, perhaps drawn reduced), the reduced draft stretched to full size,
        the fine picture, or the multisampled canvas the pieces are drawn in over that."""
        samples = 0 if role in ("draft", "upscaled") else max(FINE_SAMPLES, self._samples)
        target = self._offscreens.get(role)
        if target is None or (target.width, target.height, target.samples) != (
            width,
            height,
            samples,
        ):
            if target is not None:
                target.delete()
            target = MultisampleTarget(width, height, samples, texture=role == "draft")
            self._offscreens[role] = target
            self._blit_checked = False
        return target

    def _draw_background(
        self,
        frame: Frame,
        fbo: int,
        width: int,
        height: int,
        rect: tuple[int, int, int, int] | None = None,
        draft: bool = False,
        timed: bool = True,
        board: bool = True,
    ) -> None:
        """Draw sky, landscape and (unless not ``board``) the board into ``fbo``; only inside
        ``rect`` if one is given. A ``draft`` (the view is moving) samples the board's texture
        bilinearly from one mip level, a still picture trilinearly: texture filtering is dear on
        a software renderer. (Nearest texels saved 0.1 ms a draft but made the field rims
        shimmer as the view moved.) A reduced draft leaves the board out: :meth:`_draw_board`
        draws it at full size over the stretched picture, so that it stays crisp."""
        started = time.perf_counter()
        self.background_redraws += 1
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, fbo)
        GL.glViewport(0, 0, width, height)
        if rect is not None:
            GL.glEnable(GL.GL_SCISSOR_TEST)
            GL.glScissor(rect[0], rect[1], rect[2] - rect[0], rect[3] - rect[1])
        GL.glEnable(GL.GL_CULL_FACE)  # every static mesh is closed or two-sided, wound CCW
        GL.glCullFace(GL.GL_BACK)
        GL.glDisable(GL.GL_BLEND)
        GL.glEnable(GL.GL_DEPTH_TEST)
        GL.glDepthFunc(GL.GL_LESS)
        GL.glDepthMask(GL.GL_TRUE)
        GL.glClearColor(*palette.SKY_HORIZON, 1.0)
        # The sky fills what the scene leaves above the terrain's rim; the colour clear (cheap
        # together with depth and stencil: one pass over each tile) fills the odd pixel where
        # rasterisation leaves a crack between the terrain's rings with the haze colour.
        GL.glClear(GL.GL_COLOR_BUFFER_BIT | GL.GL_DEPTH_BUFFER_BIT | GL.GL_STENCIL_BUFFER_BIT)
        self._draw_scenery(frame, ("BOARD", "SCENE") if board else ("SCENE",), draft)
        GL.glDisable(GL.GL_CULL_FACE)
        GL.glDepthFunc(GL.GL_LEQUAL)
        GL.glDepthMask(GL.GL_FALSE)
        self.sky.use()
        self.sky.mat4("u_inverse_view_proj", np.linalg.inv(frame.view_proj))
        self.sky.vec3("u_sky_top", palette.SKY_TOP)
        self.sky.vec3("u_sky_horizon", palette.SKY_HORIZON)
        self.sky.vec3("u_sun_dir", SUN_DIRECTION)
        GL.glBindVertexArray(self.empty_vao)
        first_rows = sky_rows(frame.view_proj, self.skyline)
        GL.glUniform1iv(self.sky.location("u_first_rows[0]"), len(first_rows), first_rows)
        first_row = int(first_rows.min())
        per_row = shaders.SKY_COLUMNS * 6
        GL.glDrawArrays(
            GL.GL_TRIANGLES, first_row * per_row, (shaders.SKY_ROWS - first_row) * per_row
        )
        self.draw_calls += 1
        GL.glDepthMask(GL.GL_TRUE)
        GL.glDepthFunc(GL.GL_LESS)
        GL.glDisable(GL.GL_SCISSOR_TEST)
        if rect is None and timed:
            # How long a whole picture takes here decides whether the camera may glide.
            GL.glFinish()
            self.full_redraw_seconds = time.perf_counter() - started

    def _draw_scenery(self, frame: Frame, parts: tuple[str, ...], draft: bool) -> None:
        """The static meshes of ``parts`` ("BOARD", "SCENE") into the bound framebuffer."""
        GL.glActiveTexture(GL.GL_TEXTURE0)
        GL.glBindTexture(GL.GL_TEXTURE_2D, self.board_texture)
        if self._board_filter_draft != draft:
            self._board_filter_draft = draft
            minify = GL.GL_LINEAR_MIPMAP_NEAREST if draft else GL.GL_LINEAR_MIPMAP_LINEAR
            GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER, minify)
        self.static.bind()
        for part in parts:
            p = self.scenery[part]
            p.use()
            p.mat4("u_view_proj", frame.view_proj)
            p.float("u_time", frame.landscape_time)
            p.float("u_wind", frame.wind)
            p.float("u_cloud_shift", frame.cloud_shift)
            p.vec3("u_eye", frame.eye)
            p.vec3("u_fog_colour", palette.SKY_HORIZON)
            p.vec3("u_sky_colour", SKY_LIGHT)
            p.int("u_board", 0)
            first, count = self.static_ranges[part]
            if part == "SCENE" and not draft:
                count += self.static_ranges["DETAIL"][1]  # (they follow the scene's indices)
            self.static.draw(first, count)
            self.draw_calls += 1

    def _draw_board(self, frame: Frame, fbo: int, width: int, height: int) -> None:
        """The board at full size over a stretched draft (which left it out): a convex solid,
        so culling its back faces is all the depth it needs, and nothing of the landscape
        stands between it and the camera (:data:`~madn_qt.board.camera.CLEAR_REACH`). Its time
        counts towards the draft's once (:attr:`full_redraw_seconds`): together they are what
        a moving picture costs."""
        started = time.perf_counter()
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, fbo)
        GL.glViewport(0, 0, width, height)
        GL.glDisable(GL.GL_DEPTH_TEST)
        GL.glDisable(GL.GL_BLEND)
        GL.glEnable(GL.GL_CULL_FACE)
        GL.glCullFace(GL.GL_BACK)
        self._draw_scenery(frame, ("BOARD",), draft=True)
        GL.glDisable(GL.GL_CULL_FACE)
        GL.glEnable(GL.GL_DEPTH_TEST)
        if not self._board_timed:  # (once a draft: drawn again for the partial frames)
            self._board_timed = True
            GL.glFinish()
            self.full_redraw_seconds += time.perf_counter() - started

    def _landscape_rect(
        self, frame: Frame, old_shift: float, width: int, height: int
    ) -> tuple[int, int, int, int] | None:
        """Screen rectangle of every swaying plant and of each cloud at its old and new place."""
        boxes = list(self.sway_boxes)
        for (lo, hi), cx in self.cloud_boxes:
            for shift in (old_shift, frame.cloud_shift):
                moved = (cx + shift + CLOUD_WRAP / 2) % CLOUD_WRAP - CLOUD_WRAP / 2
                offset = np.array([moved - cx, 0.0, 0.0])
                boxes.append((lo + offset, hi + offset))
        rect: tuple[int, int, int, int] | None = None
        for lo, hi in boxes:
            corners = np.array(
                [[x, y, z] for x in (lo[0], hi[0]) for y in (lo[1], hi[1]) for z in (lo[2], hi[2])]
            )
            r = overlay.project_rect(corners, frame.view_proj, width, height)
            if r[2] > r[0] and r[3] > r[1]:
                rect = overlay.union(rect, r)
        return rect

    def _draw_pieces(self, frame: Frame, pieces: list[PieceDraw]) -> None:
        """The pieces' pass (:mod:`madn_qt.board.piece_pass`); over a draft background the
        pawns are the draft's."""
        bg = self._background if self._blit_works else None
        draft = bg is not None and bg.samples == 0
        self.draw_calls += self.pieces.draw(
            frame.view_proj, frame.eye, frame.glow_colour, pieces, draft_pawns=draft
        )
