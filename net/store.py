"""What LAN play keeps on disk: the user's data folder, a joiner's identity, the host's kept game.

- The data folder: ``$XDG_DATA_HOME/madn`` (default ``~/.local/share/madn``); desync reports go
  to its ``desync/`` folder, LAN state to ``lan/``. Every function takes the folder as a
  parameter, so tests use their own.
- A joiner's identity (:class:`IdentityStore`): per table, the player token the host gave and the
  secrets of the joiner's hash chains, in ``lan/joined/<table>-<token>.json``. A running joiner
  holds an exclusive lock on its file; a joiner started again after a crash finds the file
  unlocked, takes it and rejoins with the token (and goes on with the same chains).
- The host's kept game (:class:`KeptGame`): ``lan/tables/<table>.keep``, frames as on the wire
  (:mod:`net.protocol.frames`): a header (table, settings, members with their tokens, the host's
  chain secrets), then every input with its hash, appended and flushed as it is numbered. A host
  that was closed resumes the table from it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from net.protocol.frames import FrameDecoder, FrameError, encode_frame
from net.protocol.messages import LogEntry, Nested, SchemaError, SetupSpec

log = logging.getLogger("madn.net")


def data_home() -> Path:
    """The user's data folder for madn."""
    base = os.environ.get("XDG_DATA_HOME", "").strip()
    root = Path(base) if base else Path.home() / ".local" / "share"
    return root / "madn"


def desync_folder(data: Path | None = None) -> Path:
    return (data or data_home()) / "desync"


def lan_folder(data: Path | None = None) -> Path:
    return (data or data_home()) / "lan"


# --- locks -------------------------------------------------------------------------------------


def _try_lock(handle: IO[str]) -> bool:
    """An exclusive lock on an open file, without waiting; released when the process ends."""
    if sys.platform == "win32":
        import msvcrt

        try:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


# --- a joiner's identity -----------------------------------------------------------------------


@dataclass
class Identity:
    """A joiner's place at one table: the token, its peer id and its chains' secrets; and, to
    find the way back after a restart, the table's name and address as last joined, the name
    joined with and the AI level that plays the seat ("": a person, in the app)."""

    table: str
    token: bytes = b""
    peer: int = -1
    chains: list[tuple[bytes, int]] = field(default_factory=list)  # (secret, length)
    path: Path | None = None
    handle: IO[str] | None = None
    name: str = ""
    host: str = ""
    port: int = 0
    player: str = ""
    level: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "token": self.token.hex(),
            "peer": self.peer,
            "chains": [[secret.hex(), length] for secret, length in self.chains],
            "name": self.name,
            "host": self.host,
            "port": self.port,
            "player": self.player,
            "level": self.level,
        }


class IdentityStore:
    """The joiner identities kept in one folder (see the module's docstring)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def claim(self, table: str) -> Identity | None:
        """An identity for ``table`` that no running joiner holds, locked for this process."""
        if not self.folder.is_dir():
            return None
        for path in sorted(self.folder.glob(f"{table}-*.json")):
            handle = None
            try:
                handle = path.open("r+", encoding="utf-8")
                if not _try_lock(handle):
                    handle.close()
                    continue
                handle.seek(0)
                identity = _identity_from(json.loads(handle.read() or "{}"), table)
            except (OSError, ValueError, TypeError, KeyError) as error:
                log.warning("ignoring the identity file %s: %s", path, error)
                if handle is not None:
                    handle.close()
                continue
            identity.path, identity.handle = path, handle
            return identity
        return None

    def kept(self) -> tuple[list[Identity], list[Path]]:
        """Every identity kept here that no running joiner holds (released again, ``path`` set),
        and the files that are no identity (damaged)."""
        identities: list[Identity] = []
        damaged: list[Path] = []
        if not self.folder.is_dir():
            return identities, damaged
        for path in sorted(self.folder.glob("*.json")):
            try:
                with path.open("r+", encoding="utf-8") as handle:
                    if not _try_lock(handle):
                        continue
                    data = json.loads(handle.read() or "{}")
                table = data.get("table") if isinstance(data, dict) else None
                identity = _identity_from(data, table if isinstance(table, str) else "")
            except OSError as error:
                log.warning("cannot read the identity file %s: %s", path, error)
                continue
            except (ValueError, TypeError, KeyError, AttributeError):
                damaged.append(path)
                continue
            identity.path = path
            identities.append(identity)
        return identities, damaged

    def save(self, identity: Identity) -> None:
        """Write (and, the first time, lock) the identity's file."""
        if identity.handle is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            path = self.folder / f"{identity.table}-{identity.token.hex()[:12]}.json"
            opened: IO[str] = path.open("a+", encoding="utf-8")
            if not _try_lock(opened):
                opened.close()
                raise OSError(f"{path} is held by another joiner")
            identity.path, identity.handle = path, opened
        handle = identity.handle
        handle.seek(0)
        handle.truncate()
        handle.write(json.dumps(identity.to_json()))
        handle.flush()

    def forget(self, identity: Identity) -> None:
        """Remove the identity's file (the game is over, or the host does not know it)."""
        if identity.path is not None:
            with contextlib.suppress(OSError):
                identity.path.unlink()
        release(identity)


def release(identity: Identity) -> None:
    if identity.handle is not None:
        with contextlib.suppress(OSError):
            identity.handle.close()
        identity.handle = None


def _identity_from(data: Any, table: str) -> Identity:
    if not isinstance(data, dict) or data.get("table") != table:
        raise ValueError("not an identity of this table")
    token = bytes.fromhex(str(data["token"]))
    peer = data["peer"]
    if type(peer) is not int:
        raise ValueError("the peer is no number")
    chains = [(bytes.fromhex(str(s)), int(n)) for s, n in data.get("chains", [])]
    identity = Identity(table, token, peer, chains)
    # Where the table was (files from before these were kept have none).
    for key in ("name", "host", "player", "level"):
        value = data.get(key, "")
        if not isinstance(value, str):
            raise ValueError(f"the {key} is no text")
        setattr(identity, key, value)
    port = data.get("port", 0)
    if type(port) is not int or not 0 <= port < 65536:
        raise ValueError("the port is no port")
    identity.port = port
    return identity


# --- the host's kept game ----------------------------------------------------------------------


@dataclass
class KeptMember:
    peer: int
    name: str
    token: bytes
    seats: tuple[int, ...]
    late: bool = False  # a late arrival, who took a computer's seat during the game
    # A late arrival's frame is kept right before its take: the number of inputs kept before it
    # (-1 when unknown). Its take is the first take of its peer id from there on (an id that
    # plays no seat any more may go to another late arrival: docs/protocol.md "Peer ids").
    at: int = field(default=-1, compare=False)


@dataclass
class KeptGame:
    """A host's game as kept on disk (see the module's docstring)."""

    table: str
    name: str
    port: int
    settings: dict[str, Any]
    setup: Any  # the lobby's Setup
    members: list[KeptMember]
    chains: list[tuple[bytes, int]]
    entries: list[LogEntry]


class KeepFile:
    """Appends a host's game to its keep file, frame by frame, flushed as it goes."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._file: IO[bytes] | None = path.open("ab")

    def _write(self, obj: Any) -> None:
        if self._file is None:
            return
        try:
            self._file.write(encode_frame(obj))
            self._file.flush()
        except (OSError, FrameError) as error:
            log.warning("cannot keep the game in %s: %s", self.path, error)

    def header(self, kept: KeptGame) -> None:
        self._write(_header_frame(kept))
        for secret, length in kept.chains:
            self.chain(secret, length)

    def chain(self, secret: bytes, length: int) -> None:
        self._write(_chain_frame(secret, length))

    def member(self, member: KeptMember) -> None:
        """A late arrival who took a seat: its token, so that it can come back after a resume."""
        self._write(_member_frame(member))

    def entry(self, entry: LogEntry) -> None:
        self._write(entry.fields_to_wire())

    def close(self, remove: bool = False) -> None:
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None
        if remove:
            with contextlib.suppress(OSError):
                self.path.unlink()


def _header_frame(kept: KeptGame) -> dict[str, Any]:
    return {
        "keep": 1,
        "table": kept.table,
        "name": kept.name,
        "port": kept.port,
        "settings": kept.settings,
        "setup": SetupSpec().encode(kept.setup),
        "members": [_member_fields(m) for m in kept.members if not m.late],
    }


def _member_fields(member: KeptMember) -> dict[str, Any]:
    return {
        "peer": member.peer,
        "name": member.name,
        "token": member.token,
        "seats": list(member.seats),
    }


def _member_frame(member: KeptMember) -> dict[str, Any]:
    return {"member": _member_fields(member)}


def _chain_frame(secret: bytes, length: int) -> dict[str, Any]:
    return {"chain": secret, "length": length}


def rewrite_kept(path: Path, kept: KeptGame) -> None:
    """Write ``kept`` anew in place of the keep file ``path``, all or nothing: into a file beside
    it that is then renamed over it. ``OSError`` (the old file untouched) if that fails."""
    fresh = path.with_name(path.name + ".new")
    frames = [
        _header_frame(kept),
        *(_chain_frame(secret, length) for secret, length in kept.chains),
        *_entries_and_late_members(kept),
    ]
    try:
        with fresh.open("wb") as handle:
            for frame in frames:
                handle.write(encode_frame(frame))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(fresh, path)
    except BaseException:
        with contextlib.suppress(OSError):
            fresh.unlink()
        raise


def _entries_and_late_members(kept: KeptGame) -> list[Any]:
    """The inputs with each late arrival's frame where it was kept (before its take)."""
    late = sorted((m for m in kept.members if m.late), key=lambda m: max(m.at, 0))
    frames: list[Any] = []
    for index, entry in enumerate(kept.entries):
        while late and max(late[0].at, 0) <= index:
            frames.append(_member_frame(late.pop(0)))
        frames.append(entry.fields_to_wire())
    frames.extend(_member_frame(m) for m in late)
    return frames


def _frames(path: Path) -> Iterator[Any]:
    decoder = FrameDecoder()
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 16):
            try:
                yield from decoder.feed(chunk)
            except FrameError as error:
                yield from error.decoded
                log.warning("%s ends in a damaged frame (%s): the rest is ignored", path, error)
                return


def load_kept(path: Path) -> KeptGame:
    """Read a keep file; ``ValueError`` when it is no kept game."""
    frames = iter(_frames(path))
    head = next(frames, None)
    if not isinstance(head, dict) or head.get("keep") != 1:
        raise ValueError(f"{path} is no kept game")
    try:
        members = [_kept_member(m) for m in head["members"]]
        setup = SetupSpec().check(head["setup"], "setup")
        kept = KeptGame(
            str(head["table"]),
            str(head["name"]),
            int(head["port"]),
            dict(head["settings"]),
            setup,
            members,
            [],
            [],
        )
        if not isinstance(kept.settings.get("pin", ""), str):
            raise ValueError("the PIN is no text")
    except (KeyError, TypeError, ValueError, SchemaError) as error:
        raise ValueError(f"{path} has a damaged header: {error}") from None
    spec = Nested(LogEntry)
    for obj in frames:
        if isinstance(obj, dict) and "chain" in obj:
            kept.chains.append((bytes(obj["chain"]), int(obj["length"])))
            continue
        if isinstance(obj, dict) and "member" in obj:
            try:
                member = _kept_member(obj["member"], late=True)
                member.at = len(kept.entries)
                kept.members.append(member)
            except (KeyError, TypeError, ValueError) as error:
                log.warning("%s: a damaged late arrival (%s); the rest is ignored", path, error)
                break
            continue
        try:
            kept.entries.append(spec.check(obj, f"input {len(kept.entries)}"))
        except SchemaError as error:
            log.warning("%s: %s; the rest is ignored", path, error)
            break
    return kept


def _kept_member(data: Any, late: bool = False) -> KeptMember:
    return KeptMember(
        int(data["peer"]), str(data["name"]), bytes(data["token"]), tuple(data["seats"]), late
    )


def latest_kept(data: Path | None = None) -> Path | None:
    """The most recently written keep file, if any."""
    folder = lan_folder(data) / "tables"
    files = (
        sorted(folder.glob("*.keep"), key=lambda p: p.stat().st_mtime) if folder.is_dir() else []
    )
    return files[-1] if files else None
