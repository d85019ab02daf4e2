"""GLSL 3.30 core sources of the board scene's shader programs."""

from __future__ import annotations

from typing import Final

LIT_VERTEX: Final = """
#version 330 core
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec3 a_colour;
layout(location = 3) in vec2 a_uv;
layout(location = 4) in vec4 a_extra;   // textured, sway, cloud, material

uniform mat4 u_model;
uniform mat3 u_normal_matrix;
uniform mat4 u_view_proj;
uniform mat4 u_sun_static;
uniform mat4 u_sun_dynamic;
uniform float u_time;
uniform float u_wind;
uniform float u_cloud_shift;

out vec3 v_world;
out vec3 v_normal;
out vec3 v_colour;
out vec2 v_uv;
flat out vec2 v_flags;
out vec3 v_sun_static;
out vec3 v_sun_dynamic;

void main() {
    vec4 world = u_model * vec4(a_pos, 1.0);
    float sway = a_extra.y * u_wind;
    if (sway > 0.0) {
        float phase = world.x * 0.31 + world.y * 0.17;
        world.x += sway * sin(u_time * 1.3 + phase);
        world.y += sway * 0.6 * sin(u_time * 0.9 + phase * 1.7);
    }
    if (a_extra.z > 0.5) {
        float cx = a_uv.x;
        float moved = mod(cx + u_cloud_shift + 220.0, 440.0) - 220.0;
        world.x += moved - cx;
    }
    v_world = world.xyz;
    v_normal = u_normal_matrix * a_normal;
    v_colour = a_colour;
    v_uv = a_uv;
    v_flags = vec2(a_extra.x, a_extra.w);
    v_sun_static = (u_sun_static * world).xyz * 0.5 + 0.5;
    v_sun_dynamic = (u_sun_dynamic * world).xyz * 0.5 + 0.5;
    gl_Position = u_view_proj * world;
}
"""

LIT_FRAGMENT: Final = """
#version 330 core
in vec3 v_world;
in vec3 v_normal;
in vec3 v_colour;
in vec2 v_uv;
flat in vec2 v_flags;
in vec3 v_sun_static;
in vec3 v_sun_dynamic;

uniform sampler2D u_board;
uniform sampler2DShadow u_shadow_static;
uniform sampler2DShadow u_shadow_dynamic;
uniform vec3 u_sun_dir;
uniform vec3 u_sun_colour;
uniform vec3 u_sky_colour;
uniform vec3 u_ground_colour;
uniform vec3 u_fog_colour;
uniform vec3 u_eye;
uniform vec4 u_glow;           // rgb, strength
uniform float u_dynamic_shadows;

out vec4 out_colour;

float sun_shadow() {
    float lit = 1.0;
    if (all(greaterThan(v_sun_static.xy, vec2(0.0))) && all(lessThan(v_sun_static.xy, vec2(1.0)))) {
        lit = texture(u_shadow_static, vec3(v_sun_static.xy, v_sun_static.z - 0.0015));
    }
    if (u_dynamic_shadows > 0.5
        && all(greaterThan(v_sun_dynamic.xy, vec2(0.0))) && all(lessThan(v_sun_dynamic.xy, vec2(1.0)))) {
        vec2 texel = vec2(1.0 / 1024.0);
        float z = v_sun_dynamic.z - 0.002;
        float d = 0.25 * (
            texture(u_shadow_dynamic, vec3(v_sun_dynamic.xy + vec2(-texel.x, -texel.y), z)) +
            texture(u_shadow_dynamic, vec3(v_sun_dynamic.xy + vec2(texel.x, -texel.y), z)) +
            texture(u_shadow_dynamic, vec3(v_sun_dynamic.xy + vec2(-texel.x, texel.y), z)) +
            texture(u_shadow_dynamic, vec3(v_sun_dynamic.xy + vec2(texel.x, texel.y), z)));
        lit = min(lit, d);
    }
    return lit;
}

void main() {
    vec3 n = normalize(v_normal);
    if (!gl_FrontFacing) n = -n;
    vec3 base = v_colour;
    if (v_flags.x > 0.5) base *= texture(u_board, v_uv).rgb;
    float material = v_flags.y;
    vec3 to_eye = u_eye - v_world;
    float dist = length(to_eye);
    vec3 v = to_eye / dist;
    vec3 colour;
    if (material > 2.5) {
        // Cloud: soft, bright, lit from above, no shadows.
        float up = n.z * 0.5 + 0.5;
        colour = mix(vec3(0.80, 0.84, 0.90), vec3(1.0, 0.99, 0.97), up);
        colour = mix(colour, u_fog_colour, 0.25);
        out_colour = vec4(colour, 1.0);
        return;
    }
    float ndl = max(dot(n, u_sun_dir), 0.0);
    float shadow = ndl > 0.0 ? sun_shadow() : 0.0;
    vec3 hemi = mix(u_ground_colour, u_sky_colour, n.z * 0.5 + 0.5);
    colour = base * (hemi + u_sun_colour * ndl * shadow);
    if (material > 1.5) {
        // Water: sky reflection by Fresnel, a glint of sun.
        float fres = 0.25 + 0.75 * pow(1.0 - max(v.z, 0.0), 3.0);
        vec3 r = reflect(-v, vec3(0.0, 0.0, 1.0));
        vec3 sky = mix(u_fog_colour, u_sky_colour * 1.5, clamp(r.z * 2.0, 0.0, 1.0));
        colour = mix(base * (hemi + u_sun_colour * 0.5 * shadow), sky, fres);
        colour += u_sun_colour * pow(max(dot(r, u_sun_dir), 0.0), 80.0) * shadow;
    } else if (material > 0.5) {
        // Glossy paint: a tight sun highlight and a soft sky sheen at grazing angles.
        vec3 h = normalize(u_sun_dir + v);
        float spec = pow(max(dot(n, h), 0.0), 70.0);
        float fres = pow(1.0 - max(dot(n, v), 0.0), 3.0);
        colour += u_sun_colour * spec * 0.55 * shadow + u_sky_colour * fres * 0.35;
    }
    if (u_glow.a > 0.0) {
        float rim = pow(1.0 - max(dot(n, v), 0.0), 2.0);
        colour += u_glow.rgb * u_glow.a * (0.18 + 1.5 * rim);
    }
    float fog = 1.0 - exp(-pow(dist / 150.0, 2.0));
    colour = mix(colour, u_fog_colour, fog);
    out_colour = vec4(colour, 1.0);
}
"""

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

SKY_VERTEX: Final = """
#version 330 core
out vec2 v_ndc;
void main() {
    vec2 p = vec2(gl_VertexID == 1 ? 3.0 : -1.0, gl_VertexID == 2 ? 3.0 : -1.0);
    v_ndc = p;
    gl_Position = vec4(p, 1.0, 1.0);
}
"""

SKY_FRAGMENT: Final = """
#version 330 core
in vec2 v_ndc;
uniform mat4 u_inverse_view_proj;
uniform vec3 u_sky_top;
uniform vec3 u_sky_horizon;
uniform vec3 u_sun_dir;
out vec4 out_colour;
void main() {
    vec4 a = u_inverse_view_proj * vec4(v_ndc, -1.0, 1.0);
    vec4 b = u_inverse_view_proj * vec4(v_ndc, 1.0, 1.0);
    vec3 d = normalize(b.xyz / b.w - a.xyz / a.w);
    float h = clamp(d.z, 0.0, 1.0);
    vec3 colour = mix(u_sky_horizon, u_sky_top, pow(h, 0.6));
    float sun = max(dot(d, u_sun_dir), 0.0);
    colour += vec3(1.0, 0.92, 0.75) * (pow(sun, 12.0) * 0.25);
    out_colour = vec4(colour, 1.0);
}
"""

BLOB_VERTEX: Final = """
#version 330 core
layout(location = 0) in vec3 a_pos;
layout(location = 3) in vec2 a_uv;
uniform mat4 u_model;
uniform mat4 u_view_proj;
out vec2 v_uv;
void main() {
    v_uv = a_uv;
    gl_Position = u_view_proj * (u_model * vec4(a_pos, 1.0));
}
"""

BLOB_FRAGMENT: Final = """
#version 330 core
in vec2 v_uv;
uniform vec4 u_colour;     // rgb, strength
uniform float u_ring;      // 0 soft disc (contact shadow), 1 glowing ring (movable halo)
out vec4 out_colour;
void main() {
    float r = length(v_uv);
    float a;
    if (u_ring > 0.5) {
        a = smoothstep(0.45, 0.72, r) * (1.0 - smoothstep(0.78, 1.0, r));
    } else {
        a = 1.0 - smoothstep(0.15, 1.0, r);
        a = a * a;
    }
    out_colour = vec4(u_colour.rgb, a * u_colour.a);
}
"""
