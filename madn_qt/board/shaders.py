"""GLSL 3.30 core sources of the board scene's shader programs."""

from __future__ import annotations

from typing import Final

from madn_qt.board.dice import D4_TOP_RISE

DICE_PALE: Final = 0.3  # the ink of the numbers that do not count, of the full ink

# The lit program of the moving pieces (glossy pawns and the dice, rim glow), built with
# ``#define PIECE``. A numbered die's faces (``a_extra.x`` > 0) mix the ink of the dice atlas
# (madn_qt.board.dice_atlas) over their colour: in full where the number shown is, pale
# elsewhere, so that the value rolled stands out (as a real die's does not from a slant):
# on a D10 (``a_extra.x`` 2) the face that looks up, on a D4 (1) the numbers at its top corner,
# high above its middle (DICE_PALE, D4_TOP_RISE). The static scenery has its light baked in
# (see STATIC_VERTEX below).
MATERIALS: Final = ("PIECE",)

LIT_VERTEX: Final = """
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec3 a_colour;
layout(location = 3) in vec2 a_uv;
layout(location = 4) in vec4 a_extra;   // .x: numbered; .z: symbol cap of seat - 1 (0: the body)
layout(location = 5) in mat4 a_model;   // per instance (locations 5..8)
layout(location = 9) in vec4 a_paint;   // per instance: paint rgb, glow
layout(location = 10) in float a_seat;  // per instance: seat (which symbol cap to keep)

uniform mat4 u_view_proj;
uniform vec4 u_glow;

out vec3 v_world;
out vec3 v_normal;
out vec3 v_colour;
out vec4 v_glow;
out vec4 v_print;  // the atlas at .xy, .z: which numbers (0 none), .w: height over the middle

void main() {
    vec4 world = a_model * vec4(a_pos, 1.0);
    v_print = vec4(a_uv, a_extra.x, world.z - a_model[3].z);
    v_normal = mat3(a_model) * a_normal;
    float cap = a_extra.z;
    v_colour = cap > 0.5 ? a_colour : a_colour * a_paint.rgb;
    v_glow = vec4(u_glow.rgb, a_paint.a);
    v_world = world.xyz;
    gl_Position = u_view_proj * world;
    if (cap > 0.5 && abs(cap - 1.0 - a_seat) > 0.5) {
        gl_Position = vec4(2.0, 2.0, 2.0, 1.0);  // another seat's symbol: clipped away
    }
}
"""

LIT_FRAGMENT: Final = """
in vec3 v_world;
in vec3 v_normal;
in vec3 v_colour;
in vec4 v_glow;                // rgb, strength
in vec4 v_print;

uniform sampler2D u_numbers;
uniform int u_numbered;  // this draw call's pieces print numbers (the D4s or the D10s)
uniform vec3 u_sun_dir;
uniform vec3 u_sun_colour;
uniform vec3 u_sky_colour;
uniform vec3 u_ground_colour;
uniform vec3 u_eye;

out vec4 out_colour;

void main() {
    vec3 n = normalize(v_normal);
    n = gl_FrontFacing ? n : -n;
    vec3 v = normalize(u_eye - v_world);
    float ndl = max(dot(n, u_sun_dir), 0.0);
    vec3 hemi = mix(u_ground_colour, u_sky_colour, n.z * 0.5 + 0.5);
    vec3 base = v_colour;
    if (u_numbered != 0) {  // (a uniform branch: the numbered dice's draw call only)
        vec4 ink = texture(u_numbers, v_print.xy);
        float shown = v_print.z > 1.5
            ? smoothstep(0.8, 0.97, n.z)
            : smoothstep(D4_TOP_RISE_LOW, D4_TOP_RISE_HIGH, v_print.w);
        float strength = min(v_print.z, 1.0) * mix(DICE_PALE, 1.0, shown);
        base = mix(v_colour, ink.rgb, ink.a * strength);
    }
    vec3 colour = base * (hemi + u_sun_colour * ndl);
    vec3 h = normalize(u_sun_dir + v);
    float spec = pow(max(dot(n, h), 0.0), 70.0);
    float fres = pow(1.0 - max(dot(n, v), 0.0), 3.0);
    colour += u_sun_colour * spec * 0.55 + u_sky_colour * fres * 0.35;
    float rim = pow(1.0 - max(dot(n, v), 0.0), 2.0);
    colour += v_glow.rgb * v_glow.a * (0.18 + 1.5 * rim);
    out_colour = vec4(colour, 1.0);
}
"""


def lit_source(material: str) -> tuple[str, str]:
    """Vertex and fragment source of the lit program for one material."""
    if material not in MATERIALS:
        raise ValueError(f"unknown material {material!r}")
    header = f"#version 330 core\n#define {material} 1\n"
    low, high = D4_TOP_RISE
    constants = (
        f"const float DICE_PALE = {DICE_PALE};\n"
        f"const float D4_TOP_RISE_LOW = {low:.4f};\nconst float D4_TOP_RISE_HIGH = {high:.4f};\n"
    )
    return header + LIT_VERTEX, header + constants + LIT_FRAGMENT


DEPTH_VERTEX: Final = """
#version 330 core
layout(location = 0) in vec3 a_pos;
uniform mat4 u_model;
uniform mat4 u_sun;
void main() {
    gl_Position = u_sun * (u_model * vec4(a_pos, 1.0));
}
"""

DEPTH_FRAGMENT: Final = """
#version 330 core
void main() {}
"""

# The sky: a screen-covering grid of SKY_COLUMNS x SKY_ROWS quads (no buffer: corners come from
# gl_VertexID) whose gradient is worked out per vertex, so that each pixel only interpolates.
# Cells below u_first_rows[column] (hidden by the terrain, see sky.py) are moved off screen.
SKY_COLUMNS: Final = 8
SKY_ROWS: Final = 24

SKY_VERTEX: Final = f"""
#version 330 core
uniform mat4 u_inverse_view_proj;
uniform vec3 u_sky_top;
uniform vec3 u_sky_horizon;
uniform vec3 u_sun_dir;
uniform int u_first_rows[{SKY_COLUMNS}];
out vec3 v_colour;
const ivec2 CORNERS[6] = ivec2[6](
    ivec2(0, 0), ivec2(1, 0), ivec2(1, 1), ivec2(0, 0), ivec2(1, 1), ivec2(0, 1));
void main() {{
    int quad = gl_VertexID / 6;
    ivec2 cell = ivec2(quad % {SKY_COLUMNS}, quad / {SKY_COLUMNS}) + CORNERS[gl_VertexID % 6];
    vec2 p = vec2(cell) / vec2({SKY_COLUMNS}.0, {SKY_ROWS}.0) * 2.0 - 1.0;
    vec4 a = u_inverse_view_proj * vec4(p, -1.0, 1.0);
    vec4 b = u_inverse_view_proj * vec4(p, 1.0, 1.0);
    vec3 d = normalize(b.xyz / b.w - a.xyz / a.w);
    float h = clamp(d.z, 0.0, 1.0);
    vec3 colour = mix(u_sky_horizon, u_sky_top, pow(clamp(h * 4.0, 0.0, 1.0), 0.8));
    float sun = max(dot(d, u_sun_dir), 0.0);
    sun = sun * sun;
    sun = sun * sun;
    v_colour = colour + vec3(1.0, 0.92, 0.75) * (sun * sun * 0.25);
    gl_Position = vec4(p, 1.0, 1.0);
    if (quad / {SKY_COLUMNS} < u_first_rows[quad % {SKY_COLUMNS}]) {{
        gl_Position = vec4(2.0, 2.0, 2.0, 1.0);  // under the terrain: clipped away
    }}
}}
"""

SKY_FRAGMENT: Final = """
#version 330 core
in vec3 v_colour;
out vec4 out_colour;
void main() {
    out_colour = vec4(v_colour, 1.0);
}
"""

BLOB_VERTEX: Final = """
#version 330 core
layout(location = 0) in vec3 a_pos;
layout(location = 2) in vec3 a_colour;
layout(location = 3) in vec2 a_uv;
layout(location = 4) in vec4 a_extra;   // strength, ring (0 soft disc, 1 glowing ring)
uniform mat4 u_view_proj;
out vec2 v_uv;
out vec4 v_colour;
out float v_ring;
void main() {
    v_uv = a_uv;
    v_colour = vec4(a_colour, a_extra.x);
    v_ring = a_extra.y;
    gl_Position = u_view_proj * vec4(a_pos, 1.0);
}
"""

BLOB_FRAGMENT: Final = """
#version 330 core
in vec2 v_uv;
in vec4 v_colour;
in float v_ring;
out vec4 out_colour;
void main() {
    float r = length(v_uv);
    float disc = 1.0 - smoothstep(0.15, 1.0, r);
    float ring = smoothstep(0.45, 0.72, r) * (1.0 - smoothstep(0.78, 1.0, r));
    float a = mix(disc * disc, ring, v_ring);
    out_colour = vec4(v_colour.rgb, a * v_colour.a);
}
"""

# The static scenery with its light baked into the vertex colours (see bake.py): the vertex
# shader sways plants, drifts clouds, adds the pond's sky reflection and the distance haze; the
# fragment shader only interpolates (times the board's texture with BOARD defined).
STATIC_VERTEX: Final = """
layout(location = 0) in vec3 a_pos;
layout(location = 2) in vec3 a_colour;  // baked light
layout(location = 3) in vec2 a_uv;
layout(location = 4) in vec4 a_extra;   // textured, sway, cloud, material
uniform mat4 u_view_proj;
uniform float u_time;
uniform float u_wind;
uniform float u_cloud_shift;
uniform vec3 u_eye;
uniform vec3 u_fog_colour;
uniform vec3 u_sky_colour;
out vec3 v_colour;
#ifdef BOARD
out vec2 v_uv;
out float v_textured;
#endif
void main() {
    vec3 world = a_pos;
    vec3 colour = a_colour;
    float fog_scale = 1.0;
#ifdef BOARD
    v_uv = a_uv;
    v_textured = a_extra.x;
#else
    float sway = a_extra.y * u_wind;
    float phase = world.x * 0.31 + world.y * 0.17;
    world.x += sway * sin(u_time * 1.3 + phase);
    world.y += sway * 0.6 * sin(u_time * 0.9 + phase * 1.7);
    if (a_extra.z > 0.5) {  // a cloud: drifts as a whole, hazed already, no distance haze
        float cx = a_uv.x;
        world.x += mod(cx + u_cloud_shift + 220.0, 440.0) - 220.0 - cx;
        fog_scale = 0.0;
    }
    if (abs(a_extra.w - 2.0) < 0.5) {  // the pond mirrors the sky, more so at grazing angles
        vec3 v = normalize(u_eye - world);
        float fres = 0.25 + 0.75 * pow(1.0 - max(v.z, 0.0), 3.0);
        vec3 r = reflect(-v, vec3(0.0, 0.0, 1.0));
        vec3 sky = mix(u_fog_colour, u_sky_colour * 1.5, clamp(r.z * 2.0, 0.0, 1.0));
        colour = mix(colour, sky, fres);
    }
#endif
    float dist = length(world - u_eye);
    float fog = (1.0 - exp(-(dist * dist) / (150.0 * 150.0))) * fog_scale;
    v_colour = mix(colour, u_fog_colour, fog);
    gl_Position = u_view_proj * vec4(world, 1.0);
}
"""

STATIC_FRAGMENT: Final = """
in vec3 v_colour;
#ifdef BOARD
in vec2 v_uv;
in float v_textured;
uniform sampler2D u_board;
#endif
out vec4 out_colour;
void main() {
    vec3 colour = v_colour;
#ifdef BOARD
    colour *= mix(vec3(1.0), texture(u_board, v_uv).rgb, v_textured);
#endif
    out_colour = vec4(colour, 1.0);
}
"""


def static_source(textured: bool) -> tuple[str, str]:
    """Vertex and fragment source of the baked-light scenery program (the board if textured)."""
    header = "#version 330 core\n" + ("#define BOARD 1\n" if textured else "")
    return header + STATIC_VERTEX, header + STATIC_FRAGMENT


# Dynamic resolution: a quad over the whole target samples the reduced draft (which fills the
# lower left part of its texture) with linear filtering. The quad's edges map to the draft's
# outermost texel centres (half a draft texel off the exact mapping, unseen while the view
# moves), so no pixel samples outside the draft and the fragment shader is a bare texture
# lookup: a clamp there cost llvmpipe 1.6 ms more per 1280x800 frame (5.5 ms instead of 3.9).
UPSCALE_VERTEX: Final = """#version 330 core
uniform vec2 u_low;
uniform vec2 u_high;
out vec2 v_uv;
void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float((gl_VertexID >> 1) & 1));
    v_uv = mix(u_low, u_high, corner);
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
"""

UPSCALE_FRAGMENT: Final = """#version 330 core
uniform sampler2D u_image;
in vec2 v_uv;
out vec4 out_colour;
void main() {
    out_colour = texture(u_image, v_uv);
}
"""
