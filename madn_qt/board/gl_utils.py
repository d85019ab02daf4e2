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

    def mat3(self, name: str, m: np.ndarray) -> None:
        loc = self.location(name)
        if loc >= 0:
            GL.glUniformMatrix3fv(loc, 1, GL.GL_TRUE, np.ascontiguousarray(m, dtype=np.float32))

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

    def __init__(self, mesh: Mesh) -> None:
        self.vao = int(GL.glGenVertexArrays(1))
        self.vbo = int(GL.glGenBuffers(1))
        self.ebo = int(GL.glGenBuffers(1))
        self.count = mesh.index_count
        GL.glBindVertexArray(self.vao)
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, self.vbo)
        data = np.ascontiguousarray(mesh.vertices, dtype=np.float32)
        GL.glBufferData(GL.GL_ARRAY_BUFFER, data.nbytes, data, GL.GL_STATIC_DRAW)
        GL.glBindBuffer(GL.GL_ELEMENT_ARRAY_BUFFER, self.ebo)
        idx = np.ascontiguousarray(mesh.indices, dtype=np.uint32)
        GL.glBufferData(GL.GL_ELEMENT_ARRAY_BUFFER, idx.nbytes, idx, GL.GL_STATIC_DRAW)
        stride = STRIDE * 4
        for location, offset, size in ((0, POS, 3), (1, NORMAL, 3), (2, COLOUR, 3), (3, UV, 2), (4, EXTRA, 4)):
            GL.glEnableVertexAttribArray(location)
            GL.glVertexAttribPointer(
                location, size, GL.GL_FLOAT, GL.GL_FALSE, stride, ctypes.c_void_p(offset * 4)
            )
        GL.glBindVertexArray(0)

    def bind(self) -> None:
        GL.glBindVertexArray(self.vao)

    def draw(self, first: int = 0, count: int | None = None) -> None:
        """Draw ``count`` indices from index ``first`` (the VAO must be bound)."""
        n = self.count - first if count is None else count
        GL.glDrawElements(GL.GL_TRIANGLES, n, GL.GL_UNSIGNED_INT, ctypes.c_void_p(first * 4))

    def delete(self) -> None:
        if self.vao:
            GL.glDeleteVertexArrays(1, [self.vao])
            GL.glDeleteBuffers(2, [self.vbo, self.ebo])
            self.vao = self.vbo = self.ebo = 0


def texture_rgba(data: bytes, width: int, height: int) -> int:
    """A mipmapped RGBA texture from tightly packed bytes, row 0 at t=0."""
    tex = int(GL.glGenTextures(1))
    GL.glBindTexture(GL.GL_TEXTURE_2D, tex)
    GL.glPixelStorei(GL.GL_UNPACK_ALIGNMENT, 1)
    GL.glTexImage2D(GL.GL_TEXTURE_2D, 0, GL.GL_RGBA8, width, height, 0, GL.GL_RGBA, GL.GL_UNSIGNED_BYTE, data)
    GL.glGenerateMipmap(GL.GL_TEXTURE_2D)
    GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER, GL.GL_LINEAR_MIPMAP_LINEAR)
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
            GL.GL_TEXTURE_2D, 0, GL.GL_DEPTH_COMPONENT24, size, size, 0,
            GL.GL_DEPTH_COMPONENT, GL.GL_FLOAT, None,
        )
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MIN_FILTER, GL.GL_LINEAR)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_MAG_FILTER, GL.GL_LINEAR)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_WRAP_S, GL.GL_CLAMP_TO_EDGE)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_WRAP_T, GL.GL_CLAMP_TO_EDGE)
        GL.glTexParameteri(GL.GL_TEXTURE_2D, GL.GL_TEXTURE_COMPARE_MODE, GL.GL_COMPARE_REF_TO_TEXTURE)
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
