"""What a frame redraws: dirty rectangles, piece footprints, soft shadows and halos."""

from __future__ import annotations

import numpy as np

from madn_qt.board import overlay
from madn_qt.board.camera import Camera
from madn_qt.board.overlay import DIE_MESH, PieceDraw, piece_matrix

W, H = 1280, 800


def _pawn(x: float, y: float, *, glow: float = 0.0, halo: bool = False) -> PieceDraw:
    return PieceDraw(mesh=0, key=(0, 0), model=piece_matrix(x, y, 0.03, 0.0), glow=glow, halo=halo)


def screen_rect(piece: PieceDraw, vp: np.ndarray, width: int, height: int) -> overlay.Rect:
    """One piece's rectangle, alone: its footprint projected (what screen_rects does for all)."""
    return overlay.project_rect(overlay.footprint(piece), vp, width, height)


def test_nothing_changed_means_nothing_to_redraw() -> None:
    vp = Camera().view_projection(W / H)
    p = _pawn(-5.0, 1.0)
    state = {p.key: (overlay.signature(p), screen_rect(p, vp, W, H))}
    assert overlay.dirty_rect(state, dict(state)) is None


def test_a_moved_piece_dirties_its_old_and_new_place() -> None:
    vp = Camera().view_projection(W / H)
    a, b = _pawn(-5.0, 1.0), _pawn(-1.0, 5.0)
    old = {a.key: (overlay.signature(a), screen_rect(a, vp, W, H))}
    new = {b.key: (overlay.signature(b), screen_rect(b, vp, W, H))}
    rect = overlay.dirty_rect(old, new)
    assert rect is not None
    ra, rb = old[a.key][1], new[b.key][1]
    assert rect == overlay.union(ra, rb)
    assert overlay.overlaps(rect, ra) and overlay.overlaps(rect, rb)
    assert (rect[2] - rect[0]) * (rect[3] - rect[1]) < W * H / 4  # far from a whole frame


def test_a_pulsing_glow_dirties_only_that_piece() -> None:
    vp = Camera().view_projection(W / H)
    dim, bright = _pawn(3.0, -1.0, glow=0.2, halo=True), _pawn(3.0, -1.0, glow=0.9, halo=True)
    old = {dim.key: (overlay.signature(dim), screen_rect(dim, vp, W, H))}
    new = {bright.key: (overlay.signature(bright), screen_rect(bright, vp, W, H))}
    assert overlay.dirty_rect(old, new) == new[bright.key][1]


def test_footprint_covers_the_pawn_and_its_shadow() -> None:
    vp = Camera().view_projection(W / H)
    p = _pawn(0.0, -3.0)
    x0, y0, x1, y1 = screen_rect(p, vp, W, H)
    for point in ([0.0, -3.0, 0.03], [0.0, -3.0, 0.8], [0.25, -2.8, 0.03]):
        clip = vp @ np.array([*point, 1.0])
        px = (clip[0] / clip[3] * 0.5 + 0.5) * W
        py = (clip[1] / clip[3] * 0.5 + 0.5) * H
        assert x0 <= px <= x1 and y0 <= py <= y1


def test_shadows_halos_and_shadowless_pieces() -> None:
    shadows, halos = overlay.blob_quads([_pawn(0.0, 0.0, halo=True, glow=1.0)], (1.0, 0.9, 0.5))
    assert shadows.index_count == 3 * 6  # a cast shadow, a contact patch, the ring's outline
    assert halos.index_count == 6
    assert float(halos.vertices[:, 12].min()) == 1.0  # drawn as a ring
    plain, _ = overlay.blob_quads([_pawn(0.0, 0.0)], (1.0, 0.9, 0.5))
    assert plain.index_count == 2 * 6  # no halo: no outline
    die = PieceDraw(mesh=DIE_MESH, key="die", model=np.eye(4))
    assert overlay.piece_blobs(die, (1.0, 1.0, 1.0))[0]
    wing = PieceDraw(mesh=overlay.BIRD_MESH, key="w", model=np.eye(4), shadow=False)
    assert overlay.piece_blobs(wing, (1.0, 1.0, 1.0)) == ([], [])


def test_a_lifted_piece_casts_a_fainter_wider_shadow() -> None:
    low = overlay.piece_blobs(_pawn(0.0, 0.0), (1.0, 1.0, 1.0))[0][1]
    high_piece = _pawn(0.0, 0.0)
    high_piece.lift = 1.5
    high = overlay.piece_blobs(high_piece, (1.0, 1.0, 1.0))[0][1]
    assert high[6] < low[6]  # strength
    assert high[3] > low[3]  # size


def test_screen_rects_of_many_pieces_match_one_by_one() -> None:
    vp = Camera().view_projection(W / H)
    pieces = [
        PieceDraw(mesh=k % 4, key=k, model=piece_matrix(k - 3.0, 1.0, 0.03, 0.0), halo=k == 2)
        for k in range(6)
    ]
    pieces.append(PieceDraw(mesh=overlay.DIE_MESH, key="die", model=np.eye(4)))
    pieces.append(PieceDraw(mesh=overlay.BIRD_MESH, key="b", model=np.eye(4), shadow=False))
    assert overlay.screen_rects(pieces, vp, W, H) == [screen_rect(p, vp, W, H) for p in pieces]
    assert overlay.screen_rects([], vp, W, H) == []
