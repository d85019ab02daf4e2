"""Typed schemas for msgpack maps: each field's type, size and range, checked before use.

A :class:`Spec` checks one decoded value (``check`` returns the value to use or raises
:class:`SchemaError` naming the field) and writes it back (``encode``). A :class:`Struct` made by
:func:`struct` is a frozen dataclass whose fields each name their spec once (``name: str =
wire(Str(32))``); its ``SCHEMA`` maps each field name to that spec, in the fields' order, and its
map on the wire has exactly those keys (a missing or an unknown key is refused).
:mod:`net.protocol.inputs` and :mod:`net.protocol.messages` define the protocol's records with
them.
"""

from __future__ import annotations

import re
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Collection
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, ClassVar, TypeVar, dataclass_transform


class SchemaError(ValueError):
    """A message that does not fit its schema (the reason names the field)."""


# --- field specs -------------------------------------------------------------------------------


class Spec(ABC):
    """How one field is checked (``check`` returns the value to use) and written (``encode``):
    the interface every field spec implements."""

    @abstractmethod
    def check(self, value: object, where: str) -> Any:
        """``value`` as the field's value to use; :class:`SchemaError` (naming ``where``) when it
        does not fit."""

    def encode(self, value: Any) -> Any:
        return value


@dataclass(frozen=True)
class Int(Spec):
    low: int
    high: int

    def check(self, value: object, where: str) -> int:
        if type(value) is not int:
            raise SchemaError(f"{where}: an integer, not {type(value).__name__}")
        if not self.low <= value <= self.high:
            raise SchemaError(f"{where}: {value} is outside {self.low}..{self.high}")
        return value


@dataclass(frozen=True)
class Bool(Spec):
    def check(self, value: object, where: str) -> bool:
        if type(value) is not bool:
            raise SchemaError(f"{where}: true or false, not {type(value).__name__}")
        return value


@dataclass(frozen=True)
class Str(Spec):
    """A string of at most ``max_len`` characters; ``choices`` or ``pattern`` narrow it;
    ``text`` refuses control characters (names and reasons a user reads)."""

    max_len: int
    min_len: int = 0
    choices: tuple[str, ...] = ()
    pattern: str = ""
    text: bool = True

    def check(self, value: object, where: str) -> str:
        if type(value) is not str:
            raise SchemaError(f"{where}: a string, not {type(value).__name__}")
        if not self.min_len <= len(value) <= self.max_len:
            raise SchemaError(
                f"{where}: {len(value)} characters (allowed {self.min_len}..{self.max_len})"
            )
        if self.choices and value not in self.choices:
            raise SchemaError(f"{where}: {value[:40]!r} is not one of {', '.join(self.choices)}")
        if self.pattern and re.fullmatch(self.pattern, value) is None:
            raise SchemaError(f"{where}: {value[:40]!r} has the wrong form")
        if self.text and any(unicodedata.category(ch) in ("Cc", "Cs", "Cn") for ch in value):
            raise SchemaError(f"{where}: control or unassigned characters")
        return value


@dataclass(frozen=True)
class Bin(Spec):
    """Bytes of one of the ``sizes`` given."""

    sizes: tuple[int, ...]

    def check(self, value: object, where: str) -> bytes:
        if type(value) is not bytes:
            raise SchemaError(f"{where}: bytes, not {type(value).__name__}")
        if len(value) not in self.sizes:
            allowed = " or ".join(str(s) for s in self.sizes)
            raise SchemaError(f"{where}: {len(value)} bytes (allowed {allowed})")
        return value


@dataclass(frozen=True)
class Maybe(Spec):
    """``nil`` or the inner spec."""

    inner: Spec

    def check(self, value: object, where: str) -> Any:
        return None if value is None else self.inner.check(value, where)

    def encode(self, value: Any) -> Any:
        return None if value is None else self.inner.encode(value)


@dataclass(frozen=True)
class ListOf(Spec):
    """An array of ``min_len..max_len`` items, each checked by ``item``; read as a tuple."""

    item: Spec
    max_len: int
    min_len: int = 0

    def check(self, value: object, where: str) -> tuple[Any, ...]:
        if type(value) is not list:
            raise SchemaError(f"{where}: an array, not {type(value).__name__}")
        if not self.min_len <= len(value) <= self.max_len:
            raise SchemaError(
                f"{where}: {len(value)} items (allowed {self.min_len}..{self.max_len})"
            )
        return tuple(self.item.check(v, f"{where}[{i}]") for i, v in enumerate(value))

    def encode(self, value: Any) -> Any:
        return [self.item.encode(v) for v in value]


def check_keys(
    value: object, expected: Collection[str], where: str, skip: str = ""
) -> dict[str, Any]:
    """``value`` as a map with exactly the keys ``expected`` (a schema's, or a list of names),
    ``skip`` aside; its values are not checked here."""
    if type(value) is not dict:
        raise SchemaError(f"{where}: a map, not {type(value).__name__}")
    keys = set(value) - {skip} if skip else set(value)
    missing = [k for k in expected if k not in keys]
    unknown = sorted(str(k)[:20] for k in keys if k not in expected)
    if missing:
        raise SchemaError(f"{where}: missing {', '.join(missing)}")
    if unknown:
        raise SchemaError(f"{where}: unknown field {', '.join(unknown)}")
    return value


class Struct:
    """A record with a fixed schema; subclasses are frozen dataclasses with ``SCHEMA``."""

    SCHEMA: ClassVar[dict[str, Spec]] = {}

    def fields_to_wire(self) -> dict[str, Any]:
        return {name: spec.encode(getattr(self, name)) for name, spec in self.SCHEMA.items()}

    @classmethod
    def from_fields(cls, value: object, where: str, skip: str = "") -> Any:
        data = check_keys(value, cls.SCHEMA, where, skip)
        return cls(
            **{name: spec.check(data[name], f"{where}.{name}") for name, spec in cls.SCHEMA.items()}
        )


@dataclass(frozen=True)
class Nested(Spec):
    """A nested record of type ``cls`` (a :class:`Struct`)."""

    cls: type[Struct]

    def check(self, value: object, where: str) -> Any:
        return self.cls.from_fields(value, where)

    def encode(self, value: Any) -> Any:
        assert isinstance(value, Struct)
        return value.fields_to_wire()


def wire(spec: Spec, *, default: Any = MISSING) -> Any:
    """One field of a :func:`struct`: ``spec`` checks its value from the wire and writes it back."""
    return field(default=default, metadata={"spec": spec})


_S = TypeVar("_S", bound=Struct)


@dataclass_transform(frozen_default=True, field_specifiers=(wire,))
def struct(cls: type[_S]) -> type[_S]:
    """Make ``cls`` a frozen, slotted dataclass whose ``SCHEMA`` its :func:`wire` fields give."""
    made: type[_S] = dataclass(frozen=True, slots=True)(cls)
    made.SCHEMA = {f.name: f.metadata["spec"] for f in fields(made)}  # type: ignore[arg-type]
    return made
