"""Thin wrappers over PyOpenGL: shader programs, mesh buffers, textures, depth targets.

Every object here must be created and deleted while the widget's context is current.
"""

from __future__ import annotations

import ctypes

import numpy as np
from OpenGL import GL

from madn_qt.board.geometry import COLOUR, EXTRA, NORMAL, POS, STRIDE, UV, Mesh


class GLError(RuntimeError):
    pass


def _compile(kind: int, source: str) -> int:
    shader = GL.glCreateShader(kind)
    GL.glShaderSource(shader, source)
    GL.glCompileShader(shader)
    if not GL.glGetShaderiv(shader, GL.GL_COMPILE_STATUS):
        log = GL.glGetShaderInfoLog(shader)
        GL.glDeleteShader(shader)
        raise GLError(f"shader compile failed: {log!r}")
    return int(shader)


class Program:
    """A linked shader program with cached uniform locations."""

    def __init__(self, vertex: str, fragment: str) -> None:
        vs = _compile(GL.GL_VERTEX_SHADER, vertex)
        fs = _compile(GL.GL_FRAGMENT_SHADER, fragment)
        self.handle = int(GL.glCreateProgram())
        GL.glAttachShader(self.handle, vs)
        GL.glAttachShader(self.handle, fs)
        GL.glLinkProgram(self.handle)
        GL.glDeleteShader(vs)
        GL.glDeleteShader(fs)
        if not GL.glGetProgramiv(self.handle, GL.GL_LINK_STATUS):
            raise GLError(f"program link failed: {GL.glGetProgramInfoLog(self.handle)!r}")
        self._locations: dict[str, int] = {}

    def use(self) -> None:
        GL.glUseProgram(self.handle)

    def location(self, name: str) -> int:
        loc = self._locations.get(name)
        if loc is None:
            loc = int(GL.glGetUniformLocation(self.handle, name))
            self._locations[name] = loc
        return loc

    def mat4(self, name: str, m: np.ndarray) -> None:
        loc = self.location(name)
        if loc >= 0:
            GL.glUniformMatrix4fv(loc, 1, GL.GL_TRUE, np.ascontiguousarray(m, dtype=np.float32))

    def vec3(self, name: str, v: tuple[float, float, float] | np.ndarray) -> None:
        loc = self.location(name)
        if loc >= 0:
            GL.glUniform3f(loc, float(v[0]), float(v[1]), float(v[2]))

    def vec4(self, name: str, v: tuple[float, float, float, float]) -> None:
        loc = self.location(name)
        if loc >= 0:
            GL.glUniform4f(loc, float(v[0]), float(v[1]), float(v[2]), float(v[3]))

    def float(self, name: str, value: float) -> None:
        loc = self.location(name)
        if loc >= 0:
            GL.glUniform1f(loc, float(value))

    def int(self, name: str, value: int) -> None:
        loc = self.location(name)
        if loc >= 0:
            GL.glUniform1i(loc, int(value))

    def delete(self) -> None:
        if self.handle:
            GL.glDeleteProgram(self.handle)
            self.handle = 0


class MeshBuffer:
    """A vertex array with one interleaved vertex buffer and an index buffer."""

    def __init__(self, mesh: Mesh, usage: int = GL.GL_STATIC_DRAW) -> None:
        self.usage = usage
        self.vao = int(GL.glGenVertexArrays(1))
        self.vbo = int(GL.glGenBuffers(1))
        self.ebo = int(GL.glGenBuffers(1))
        self.count = mesh.index_count
        GL.glBindVertexArray(self.vao)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, self.vbo)
        data = np.ascontiguousarray(mesh.vertices, dtype=np.float32)
        GL.glBufferData(GL.GL_ARRAY_BUFFER, max(data.nbytes, 4), data if data.size else None, usage)
        GL.glBindBuffer(GL.GL_ELEMENT_ARRAY_BUFFER, self.ebo)
        idx = np.ascontiguousarray(mesh.indices, dtype=np.uint32)
        GL.glBufferData(
            GL.GL_ELEMENT_ARRAY_BUFFER, max(idx.nbytes, 4), idx if idx.size else None, usage
        )
        stride = STRIDE * 4
        for location, offset, size in (
            (0, POS, 3),
            (1, NORMAL, 3),
            (2, COLOUR, 3),
            (3, UV, 2),
            (4, EXTRA, 4),
        ):
            GL.glEnableVertexAttribArray(location)
            GL.glVertexAttribPointer(
                location, size, GL.GL_FLOAT, GL.GL_FALSE, stride, ctypes.c_void_p(offset * 4)
            )
        GL.glBindVertexArray(0)

    def bind(self) -> None:
        GL.glBindVertexArray(self.vao)

    def replace(self, mesh: Mesh) -> None:
        """New contents for a dynamic buffer (the VAO is bound afterwards)."""
        GL.glBindVertexArray(self.vao)
        data = np.ascontiguousarray(mesh.vertices, dtype=np.float32)
        idx = np.ascontiguousarray(mesh.indices, dtype=np.uint32)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, self.vbo)
        GL.glBufferData(
            GL.GL_ARRAY_BUFFER, max(data.nbytes, 4), data if data.size else None, self.usage
        )
        GL.glBufferData(
            GL.GL_ELEMENT_ARRAY_BUFFER, max(idx.nbytes, 4), idx if idx.size else None, self.usage
        )
        self.count = int(idx.size)

    def draw(self, first: int = 0, count: int | None = None) -> None:
        """Draw ``count`` indices from index ``first`` (the VAO must be bound)."""
        n = self.count - first if count is None else count
        GL.glDrawElements(GL.GL_TRIANGLES, n, GL.GL_UNSIGNED_INT, ctypes.c_void_p(first * 4))

    def delete(self) -> None:
        if self.vao:
            GL.glDeleteVertexArrays(1, [self.vao])
            GL.glDeleteBuffers(2, [self.vbo, self.ebo])
            self.vao = self.vbo = self.ebo = 0


class InstanceBuffer:
    """Per-instance data for a mesh's VAO: model matrix (locations 5..8), paint + glow (9),
    seat (10). Rows are :data:`INSTANCE_FLOATS` floats; see :func:`instance_row`."""

    def __init__(self, mesh: MeshBuffer) -> None:
        self.mesh = mesh
        self.vbo = int(GL.glGenBuffers(1))
        self.count = 0
        self._first: int | None = None  # the row the VAO's instance pointers start at
        GL.glBindVertexArray(mesh.vao)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, self.vbo)
        GL.glBufferData(GL.GL_ARRAY_BUFFER, INSTANCE_FLOATS * 4, None, GL.GL_DYNAMIC_DRAW)
        for location in range(5, 11):
            GL.glEnableVertexAttribArray(location)
            GL.glVertexAttribDivisor(location, 1)
        self.point_at(0)
        GL.glBindVertexArray(0)

    def point_at(self, first: int) -> None:
        """Make instance 0 of the next draw be row ``first`` (GL 3.3 has no base instance).
        Only this sets the pointers, so when they already start there nothing is called."""
        if first == self._first:
            return
        self._first = first
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, self.vbo)
        stride = INSTANCE_FLOATS * 4
        base = first * stride
        for k in range(4):
            GL.glVertexAttribPointer(
                5 + k, 4, GL.GL_FLOAT, GL.GL_FALSE, stride, ctypes.c_void_p(base + 16 * k)
            )
        GL.glVertexAttribPointer(9, 4, GL.GL_FLOAT, GL.GL_FALSE, stride, ctypes.c_void_p(base + 64))
        GL.glVertexAttribPointer(
            10, 1, GL.GL_FLOAT, GL.GL_FALSE, stride, ctypes.c_void_p(base + 80)
        )

    def upload(self, rows: np.ndarray) -> None:
        data = np.ascontiguousarray(rows, dtype=np.float32)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, self.vbo)
        GL.glBufferData(
            GL.GL_ARRAY_BUFFER, max(data.nbytes, 4), data if data.size else None, GL.GL_DYNAMIC_DRAW
        )
        self.count = int(data.shape[0]) if data.ndim == 2 else 0

    def delete(self) -> None:
        if self.vbo:
            GL.glDeleteBuffers(1, [self.vbo])
            self.vbo = 0


INSTANCE_FLOATS = 21


def instance_row(
    model: np.ndarray, paint: tuple[float, float, float], glow: float, seat: int
) -> np.ndarray:
    row = np.empty(INSTANCE_FLOATS, dtype=np.float32)
    row[:16] = np.asarray(model, dtype=np.float32).T.reshape(-1)  # columns, as GL reads a mat4
    row[16:19] = paint
    row[19] = glow
    row[20] = seat
    return row


def texture_rgba(data: bytes | None, width: int, height: int, mipmaps: bool = True) -> int:
    """An RGBA texture from tightly packed bytes, row 0 at t=0 (uninitialised for None);
    mipmapped, or else a single level sampled linearly."""
    tex = int(GL.glGenTextures(1))
    GL.glBindTexture(GL.GL_TEXTURE_2D, tex)
    GL.glPixelStorei(GL.GL_UNPACK_ALIGNMENT, 1)
    GL.glTexImage2D(
        GL.GL_TEXTURE_2D, 0, GL.GL_RGBA8, width, height, 0, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, data
    )
    if mipmaps:
        GL.glGenerateMipmap(GL.GL_TEXTURE_2D)
    else:
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MAX_LEVEL, 0)
    minify = GL.GL_LINEAR_MIPMAP_NEAREST if mipmaps else GL.GL_LINEAR
    GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER, minify)
    GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MAG_FILTER, GL.GL_LINEAR)
    GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_WRAP_S, GL.GL_CLAMP_TO_EDGE)
    GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_WRAP_T, GL.GL_CLAMP_TO_EDGE)
    GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
    return tex


class DepthTarget:
    """A framebuffer with only a depth texture, sampled with hardware depth comparison."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.texture = int(GL.glGenTextures(1))
        GL.glBindTexture(GL.GL_TEXTURE_2D, self.texture)
        GL.glTexImage2D(
            GL.GL_TEXTURE_2D,
            0,
            GL.GL_DEPTH_COMPONENT24,
            size,
            size,
            0,
            GL.GL_DEPTH_COMPONENT,
            GL.GL_FLOAT,
            None,
        )
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER, GL.GL_LINEAR)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MAG_FILTER, GL.GL_LINEAR)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_WRAP_S, GL.GL_CLAMP_TO_EDGE)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_WRAP_T, GL.GL_CLAMP_TO_EDGE)
        GL.glTexParameteri(
            GL.GL_TEXTURE_2D, GL.GL_TEXTURE_COMPARE_MODE, GL.GL_COMPARE_REF_TO_TEXTURE
        )
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_COMPARE_FUNC, GL.GL_LEQUAL)
        GL.glBindTexture(GL.GL_TEXTURE_2D, 0)
        self.fbo = int(GL.glGenFramebuffers(1))
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, self.fbo)
        GL.glFramebufferTexture2D(
            GL.GL_FRAMEBUFFER, GL.GL_DEPTH_ATTACHMENT, GL.GL_TEXTURE_2D, self.texture, 0
        )
        GL.glDrawBuffer(GL.GL_NONE)
        GL.glReadBuffer(GL.GL_NONE)
        status = GL.glCheckFramebufferStatus(GL.GL_FRAMEBUFFER)
        if status != GL.GL_FRAMEBUFFER_COMPLETE:
            raise GLError(f"shadow framebuffer incomplete: {status}")

    def begin(self) -> None:
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, self.fbo)
        GL.glViewport(0, 0, self.size, self.size)
        GL.glClear(GL.GL_DEPTH_BUFFER_BIT)

    def delete(self) -> None:
        if self.fbo:
            GL.glDeleteFramebuffers(1, [self.fbo])
            GL.glDeleteTextures(1, [self.texture])
            self.fbo = self.texture = 0


class MultisampleTarget:
    """An offscreen colour + depth/stencil framebuffer (multisampled when ``samples`` > 0).
    With ``texture`` (single-sampled only) the colour is a linearly filtered texture,
    :attr:`texture`, that a shader can sample (the dynamic-resolution draft)."""

    def __init__(self, width: int, height: int, samples: int, texture: bool = False) -> None:
        self.width, self.height, self.samples = width, height, samples
        self.fbo = int(GL.glGenFramebuffers(1))
        self.colour = 0 if texture else int(GL.glGenRenderbuffers(1))
        self.texture = texture_rgba(None, width, height, mipmaps=False) if texture else 0
        self.depth = int(GL.glGenRenderbuffers(1))
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, self.fbo)
        if texture:
            GL.glFramebufferTexture2D(
                GL.GL_FRAMEBUFFER, GL.GL_COLOR_ATTACHMENT0, GL.GL_TEXTURE_2D, self.texture, 0
            )
        buffers = [(self.depth, GL.GL_DEPTH24_STENCIL8, GL.GL_DEPTH_STENCIL_ATTACHMENT)]
        if not texture:
            buffers.insert(0, (self.colour, GL.GL_RGBA8, GL.GL_COLOR_ATTACHMENT0))
        for rb, fmt, attachment in buffers:
            GL.glBindRenderbuffer(GL.GL_RENDERBUFFER, rb)
            if samples > 0:
                GL.glRenderbufferStorageMultisample(GL.GL_RENDERBUFFER, samples, fmt, width, height)
            else:
                GL.glRenderbufferStorage(GL.GL_RENDERBUFFER, fmt, width, height)
            GL.glFramebufferRenderbuffer(GL.GL_FRAMEBUFFER, attachment, GL.GL_RENDERBUFFER, rb)
        GL.glBindRenderbuffer(GL.GL_RENDERBUFFER, 0)
        status = GL.glCheckFramebufferStatus(GL.GL_FRAMEBUFFER)
        if status != GL.GL_FRAMEBUFFER_COMPLETE:
            self.delete()
            raise GLError(f"offscreen framebuffer incomplete: {status}")

    def blit_colour_to(
        self, target_fbo: int, rect: tuple[int, int, int, int] | None = None, check: bool = True
    ) -> bool:
        """Copy the colour into ``target_fbo`` (same size and samples); False if GL refused."""
        while check and GL.glGetError() != GL.GL_NO_ERROR:
            pass
        GL.glBindFramebuffer(GL.GL_READ_FRAMEBUFFER, self.fbo)
        GL.glBindFramebuffer(GL.GL_DRAW_FRAMEBUFFER, target_fbo)
        x0, y0, x1, y1 = rect if rect is not None else (0, 0, self.width, self.height)
        GL.glBlitFramebuffer(x0, y0, x1, y1, x0, y0, x1, y1, GL.GL_COLOR_BUFFER_BIT, GL.GL_NEAREST)
        ok = GL.glGetError() == GL.GL_NO_ERROR if check else True
        GL.glBindFramebuffer(GL.GL_FRAMEBUFFER, target_fbo)
        return ok

    def delete(self) -> None:
        if self.fbo:
            GL.glDeleteFramebuffers(1, [self.fbo])
            GL.glDeleteRenderbuffers(1, [self.depth])
            if self.colour:
                GL.glDeleteRenderbuffers(1, [self.colour])
            if self.texture:
                GL.glDeleteTextures(1, [self.texture])
            self.fbo = self.colour = self.depth = self.texture = 0
