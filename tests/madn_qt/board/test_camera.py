"""Camera and picking math: projection, rays, spheres, orbit and zoom limits."""

from __future__ import annotations

import math

import numpy as np
import pytest

from madn_qt.board import camera as cam


def test_board_centre_projects_inside_the_lower_half_of_the_overview() -> None:
    c = cam.Camera()
    m = c.view_projection(1280 / 800)
    p = cam.project(m, np.array([0.0, 0.0, 0.0]), 1280, 800)
    assert p is not None
    assert 600 < p[0] < 680  # centred left to right
    assert 400 < p[1] < 800  # below the middle: the sky stays visible above


def test_whole_board_is_visible_from_the_overview() -> None:
    for aspect, w, h in ((1.6, 1280, 800), (1.0, 800, 800), (1.25, 1000, 800)):
        c = cam.overview(0.0, aspect)
        m = c.view_projection(aspect)
        for x in (-6.0, 6.0):
            for y in (-6.0, 6.0):
                p = cam.project(m, np.array([x, y, 0.0]), w, h)
                assert p is not None
                assert 0 <= p[0] <= w and 0 <= p[1] <= h, (aspect, x, y, p)


def test_far_things_project_higher_than_near_things() -> None:
    m = cam.Camera().view_projection(1.6)
    near = cam.project(m, np.array([0.0, -5.0, 0.0]), 1280, 800)
    far = cam.project(m, np.array([0.0, 5.0, 0.0]), 1280, 800)
    assert near is not None and far is not None
    assert far[1] < near[1]


def test_point_behind_the_camera_does_not_project() -> None:
    c = cam.Camera()
    m = c.view_projection(1.6)
    behind = c.eye + (c.eye - np.array(c.target))
    assert cam.project(m, behind, 1280, 800) is None


def test_ray_through_a_projected_point_passes_through_it() -> None:
    c = cam.Camera(yaw=0.4, elevation=math.radians(40))
    m = c.view_projection(1.6)
    point = np.array([2.0, -3.0, 0.4])
    p = cam.project(m, point, 1280, 800)
    assert p is not None
    origin, direction = cam.ray(m, p[0], p[1], 1280, 800)
    assert abs(np.linalg.norm(direction) - 1.0) < 1e-9
    # Distance from the point to the ray line.
    to_point = point - origin
    off = to_point - direction * float(np.dot(to_point, direction))
    assert np.linalg.norm(off) < 1e-6


def test_ray_sphere_hits_and_misses() -> None:
    origin = np.array([0.0, -10.0, 0.0])
    direction = np.array([0.0, 1.0, 0.0])
    t = cam.ray_sphere(origin, direction, np.array([0.0, 0.0, 0.0]), 1.0)
    assert t == pytest.approx(9.0)
    assert cam.ray_sphere(origin, direction, np.array([2.0, 0.0, 0.0]), 1.0) is None
    assert cam.ray_sphere(origin, -direction, np.array([0.0, 0.0, 0.0]), 1.0) is None  # behind
    inside = cam.ray_sphere(np.zeros(3), direction, np.zeros(3), 1.0)
    assert inside == pytest.approx(1.0)


def test_orbit_and_zoom_are_clamped() -> None:
    c = cam.Camera()
    high = c.orbited(0.0, 10.0)
    low = c.orbited(0.0, -10.0)
    assert high.elevation == pytest.approx(cam.MAX_ELEVATION)
    assert low.elevation == pytest.approx(cam.MIN_ELEVATION)
    out = c.zoomed(100.0)  # as far as the trees allow (CLEAR_REACH across the ground)
    across = out.distance * math.cos(out.elevation) + math.hypot(*out.target[:2])
    assert across == pytest.approx(cam.CLEAR_REACH) and out.distance < cam.MAX_DISTANCE
    assert c.zoomed(0.001).distance == pytest.approx(cam.MIN_DISTANCE)
    turned = c.orbited(1.0, 0.0)
    assert turned.yaw == pytest.approx(c.yaw + 1.0)
    assert np.linalg.norm(turned.eye - np.array(turned.target)) == pytest.approx(c.distance)


def test_blend_reaches_its_goal() -> None:
    a = cam.Camera()
    b = cam.Camera(yaw=1.0, distance=10.0, target=(2.0, 1.0, 0.0))
    assert a.blended(b, 0.0).close_to(a)
    assert a.blended(b, 1.0).close_to(b)
    half = a.blended(b, 0.5)
    assert half.distance == pytest.approx((a.distance + b.distance) / 2)
    assert not half.close_to(b)


def test_sun_matrix_maps_the_board_into_the_shadow_map() -> None:
    sun = np.array([-0.5, -0.4, 0.76])
    m = cam.sun_view_projection(sun, np.zeros(3), 9.0, 40.0)
    for x in (-6.0, 6.0):
        for y in (-6.0, 6.0):
            clip = m @ np.array([x, y, 0.0, 1.0])
            assert np.all(np.abs(clip[:3]) <= 1.0)


def test_seat_yaw_puts_the_camera_behind_each_seat_turned_towards_its_house() -> None:
    from core.layout import house_cell

    assert cam.seat_yaw(None) == 0.0
    for seat in range(4):
        eye = cam.Camera(yaw=cam.seat_yaw(seat), distance=15.0, target=(0.0, 0.0, 0.0)).eye
        houses = [np.mean([house_cell(s, i) for i in range(4)], axis=0) for s in range(4)]
        distances = [float(np.linalg.norm(eye[:2] - h)) for h in houses]
        assert int(np.argmin(distances)) == seat, distances


def test_the_overview_frames_the_whole_board_at_every_shape_and_seat() -> None:
    """The board (and the heads of far pawns) inside the frame, centred both ways, no more
    than a sliver of margin at the sides: the board fills the width or the height. (At
    1024 x 768 the board's view is about 0.86 wide to 1 high: once the board lay in its lower
    half under the sky.)"""
    for aspect in (0.6, 0.75, 0.86, 1.0, 1.2, 1.6, 2.2):
        for seat in (None, 0, 1, 2, 3):
            c = cam.overview(cam.seat_yaw(seat), aspect)
            assert c.slid(aspect).close_to(c)  # the view adds no slide of its own
            m = c.view_projection(aspect)
            ndc = []
            for x in (-6.0, 6.0):
                for y in (-6.0, 6.0):
                    for z in (0.0, -0.32):
                        clip = m @ np.array([x, y, z, 1.0])
                        ndc.append(clip[:2] / clip[3])
            xs = [p[0] for p in ndc]
            ys = [p[1] for p in ndc]
            assert max(np.abs(xs)) <= 0.97 and min(ys) >= -0.99 and max(ys) <= 0.97
            assert max(np.abs(xs)) > 0.9 or max(ys) - min(ys) > 1.7, (aspect, seat)  # tightly
            assert abs(min(xs) + max(xs)) < 0.05  # centred left to right
            assert abs(min(ys) + max(ys)) < 0.1  # ...and top to bottom
            # Steeper as the picture narrows: the board is taller in a narrow picture.
            assert max(ys) - min(ys) >= min(1.3, 0.75 + (aspect - 0.6)), (aspect, seat)


def _board_share(camera: cam.Camera, aspect: float, n: int = 24) -> float:
    """The share of the picture the board's top covers (rays through an n x n grid)."""
    inverse = np.linalg.inv(camera.view_projection(aspect))
    hits = 0
    for i in range(n):
        for j in range(n):
            x, y = -1.0 + (i + 0.5) * 2.0 / n, -1.0 + (j + 0.5) * 2.0 / n
            near = inverse @ np.array([x, y, -1.0, 1.0])
            far = inverse @ np.array([x, y, 1.0, 1.0])
            a, b = near[:3] / near[3], far[:3] / far[3]
            if b[2] >= a[2]:
                continue  # looking up: sky
            p = a + (b - a) * (a[2] / (a[2] - b[2]))
            hits += abs(p[0]) <= 6.0 and abs(p[1]) <= 6.0
    return hits / (n * n)


@pytest.mark.parametrize("aspect", [1.0, 1.6, 2.2])
def test_orbit_and_zoom_never_lose_the_board(aspect: float) -> None:
    """Orbited all the way round, up and down to the limits and zoomed in and out to the
    limits (as the view slides the picture after each step), the board's centre stays in the
    picture and the board covers a good part of it; orbiting and eight wheel notches in (which
    once ended on the grass) leaves the board filling most of the picture."""
    overview = cam.overview(0.0, aspect)
    farthest = overview.distance * cam.ZOOM_OUT
    out = overview.zoomed(100.0, farthest)
    reach = (cam.CLEAR_REACH - math.hypot(*overview.target[:2])) / math.cos(overview.elevation)
    assert out.distance == pytest.approx(min(farthest, reach))
    for yaw in np.linspace(0.0, 2.0 * math.pi, 13):
        for elevation in (-10.0, 0.0, 0.4, 10.0):
            for factor in (0.001, 0.9**8, 1.0, 100.0):
                camera = overview.orbited(float(yaw), elevation).slid(aspect)
                camera = camera.zoomed(factor, farthest).slid(aspect)
                assert _board_share(camera, aspect) >= 0.12, (yaw, elevation, factor)
                clip = camera.view_projection(aspect) @ np.array([*camera.target, 1.0])
                assert abs(clip[0] / clip[3]) < 0.9 and abs(clip[1] / clip[3]) < 0.9
    notched = overview.orbited(0.7, 0.0).slid(aspect)
    for _ in range(8):
        notched = notched.zoomed(0.9, farthest).slid(aspect)
    assert _board_share(notched, aspect) >= 0.5


def test_nothing_of_the_landscape_stands_between_the_camera_and_the_board() -> None:
    """Wherever orbit and zoom can take the eye, the line of sight to every point of the board's
    top misses every tree's and bush's bounding box (trees stand beyond CLEAR_REACH; the low
    bushes inside it lie under every line of sight): so the board, drawn at full size over a
    moving view's draft without a depth test (renderer._draw_board), is never drawn over a
    plant that should hide it."""
    from madn_qt.board import scenery

    boxes = [
        (m.vertices[:, :3].min(axis=0), m.vertices[:, :3].max(axis=0))
        for m in scenery.plant_meshes()
    ]
    grid = np.linspace(-5.8, 5.8, 12)
    board = np.array([(x, y, 0.0) for x in grid for y in grid])
    for aspect in (1.0, 1.6):
        for seat in (None, 0):
            overview = cam.overview(cam.seat_yaw(seat), aspect)
            farthest = overview.distance * cam.ZOOM_OUT
            for yaw in np.linspace(0.0, 2.0 * math.pi, 49):
                for elevation in (-10.0, -0.2, 0.0):
                    for factor in (0.001, 100.0):
                        camera = overview.orbited(float(yaw), elevation).zoomed(factor, farthest)
                        eye = camera.eye
                        assert math.hypot(eye[0], eye[1]) <= cam.CLEAR_REACH + 1e-6
                        d = board - eye
                        for lo, hi in boxes:
                            with np.errstate(divide="ignore", invalid="ignore"):
                                t1, t2 = (lo - eye) / d, (hi - eye) / d
                            enter = np.nanmax(np.minimum(t1, t2), axis=1)
                            leave = np.nanmin(np.maximum(t1, t2), axis=1)
                            hit = (leave >= np.maximum(enter, 0.0)) & (enter <= 1.0)
                            assert not hit.any(), (aspect, seat, yaw, elevation, factor, lo)


def test_a_camera_turned_round_and_round_goes_back_the_short_way() -> None:
    home = cam.Camera(yaw=0.3)
    spun = home.orbited(4.0 * math.pi + 0.5, 0.0)  # two turns and a bit
    half = spun.blended(home, 0.5)
    assert abs(math.remainder(half.yaw - home.yaw, 2.0 * math.pi)) == pytest.approx(0.25)
    assert spun.blended(home, 1.0).close_to(home)
    assert not spun.close_to(home) and home.orbited(2.0 * math.pi, 0.0).close_to(home)
