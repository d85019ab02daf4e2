"""The host's doors to the internet: an invite code for each open seat, one for a spectator,
and a return code for each player (docs/internet.md).

:class:`InternetDoors` follows its :class:`~net.host.table.HostTable`: every quarter second it
compares the doors it has with the doors the table needs and opens or closes the difference.

- A **seat door** for each seat a friend may take now: an open remote seat in the lobby; while
  the game runs, with late arrivals allowed, a seat the computer plays. Its code is told to the
  listener (``madn host --internet`` prints ``invite SEAT CODE``). Once a friend has come through
  it the code is spent; the door stays while that friend's connection lasts, and if the seat is
  still open afterwards (the friend was refused, or left) a fresh code is made. A code nobody
  came to for :data:`CODE_LIFE` seconds is replaced by a fresh one: a stranger who lists the
  mailbox's nameplates can claim a code and go (the mailbox keeps the claim, and the friend finds
  the code full), and the host is never told of that.
- A **spectator door**, the same with ``SPECTATE`` for its seat. A spectator's offer carries the
  table's *spectators' key* (16 random bytes, made for the first spectator, kept beside the keep
  file): once a spectator came, one **spectators' return door** waits on the return code derived
  from that key, bound to watching, and serves every spectator whose connection broke, one
  after another, as the spectators' door does (a spectator's own token is forgotten when its
  connection ends: it comes back as a new spectator).
- A **return door** for each player the table knows (not for a spectator), on the return code
  derived from its token
  (:func:`net.internet.codes.return_code`): a player whose connection broke comes back through
  it with no new code. It is opened again as soon as it was used, and claimed afresh after
  :data:`RETURN_LONELY` seconds in which nobody came (a claim is all a stranger who lists the
  mailbox's nameplates needs to keep the player's bridge out: the fresh claim then finds the
  code crowded). Its *generation* goes up by one when the door met a message that is never
  confirmed (left behind by a joiner's program that died, or a stranger's) or a crowded code
  and, for every player, when the table is resumed (the host's own program died and left its
  claims behind); it stays among the :data:`~net.internet.bridge.GENERATIONS` the player's
  bridge tries (the one the last offer told it and the next three), going round to the first
  after the last. The generations are kept beside the table's keep file
  (``<table>.keep.doors``), and every offer tells the joiner the generation of its next code.

Every connection that comes through a door is served by the table's room exactly like a LAN
connection, bound to what its code was for (:class:`net.host.invite.Invite`).

A wrong guess spends a code (so does a PAKE message that is never confirmed: a program that died
after sending it, or a stranger's, left on a listed code): the listener is told and a fresh code
is made — at once after the first wrong guess for a seat, then after a pause that doubles with
each further wrong guess in a row (2 s up to 60 s), so a stranger who lists the mailbox's
nameplates cannot keep a family busy with burnt codes faster than that. A mailbox that cannot be
reached is tried again on the same pauses, and the listener is told once per trouble.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
from dataclasses import dataclass, field, replace
from pathlib import Path

from core.setup import SeatKind
from net.host.invite import Invite
from net.host.table import HostTable
from net.internet.bridge import GENERATIONS
from net.internet.codes import return_code
from net.internet.pipe import Pipe, meet, serve_over
from net.internet.rendezvous import Offer, Patience, RendezvousError, Servers
from net.protocol.messages import SPECTATE

log = logging.getLogger("madn.net.internet")

TICK = 0.25  # seconds between two looks at what the table needs
FIRST_PAUSE = 2.0  # seconds before a code is made again after a second wrong guess in a row
LAST_PAUSE = 60.0
RETURN_LONELY = 20.0  # seconds a return door waits for its player before it claims again
CODE_LIFE = 600.0  # seconds a seat's or the spectators' code waits for nobody before a fresh one


class InviteListener:
    """What the host's front end is told about its codes (on the asyncio loop's thread)."""

    def invite(self, seat: int, code: str) -> None:
        """A fresh code for ``seat`` (``SPECTATE``: a spectator's code)."""

    def invite_used(self, seat: int) -> None:
        """Somebody came through the code of ``seat``: it is spent."""

    def invite_closed(self, seat: int) -> None:
        """The code of ``seat`` is withdrawn: the seat is no longer open."""

    def invite_wrong(self, seat: int) -> None:
        """Somebody tried a wrong code for ``seat``: it is spent, a new one follows."""

    def trouble(self, text: str) -> None:
        """The rendezvous cannot be reached (or it works again: ``text`` empty)."""


@dataclass(eq=False)
class Door:
    """One door: what it is for, and its meeting (then its connection) as a task."""

    invite: Invite
    task: asyncio.Task[None] | None = None
    code: str = ""
    used: bool = False
    wrongs: int = 0  # wrong guesses in a row at this door's seat
    pause_until: float = 0.0
    serving: set[asyncio.Task[None]] = field(default_factory=set)
    key: bytes = b""  # a return door's: the token (or the spectators' key) of its return code


class InternetDoors:
    """The doors of one hosted table (see the module's docstring)."""

    def __init__(
        self,
        table: HostTable,
        servers: Servers,
        listener: InviteListener | None = None,
        code_life: float = CODE_LIFE,
    ) -> None:
        self.table = table
        self.code_life = code_life
        self.servers = servers
        self.listener = listener or InviteListener()
        self.seat_doors: dict[int, Door] = {}  # by seat (SPECTATE for the spectators' door)
        self.return_doors: dict[bytes, Door] = {}  # by the player's token (or spectators' key)
        self.spectators_key = b""  # made for the first spectator's offer
        self.watched = False  # a spectator came: the spectators' return door is open
        self._task: asyncio.Task[None] | None = None
        self._trouble = ""
        self.base = 0  # the generation of a new player's return code
        self.generations: dict[bytes, int] = {}  # by token
        self.told: dict[bytes, int] = {}  # by token: the generation the last offer told

    @property
    def codes(self) -> dict[int, str]:
        """The codes that wait for a friend now, by seat (``SPECTATE`` too)."""
        return {s: d.code for s, d in self.seat_doors.items() if d.code and not d.used}

    def open(self) -> None:
        """Start following the table (call on its loop, after ``table.open()``)."""
        if self.table.state.resumed:
            self._load_generations()
        if self._task is None:
            self._task = asyncio.ensure_future(self._follow())

    # --- generations of the return codes -------------------------------------------------------

    def _generations_file(self) -> Path | None:
        keep = self.table.state.keep
        return None if keep is None else keep.path.with_name(keep.path.name + ".doors")

    def _load_generations(self) -> None:
        """The generations of the program before (each one up: its claims are left behind)."""
        path = self._generations_file()
        saved: object = None
        if path is not None:
            with contextlib.suppress(OSError, ValueError):
                saved = json.loads(path.read_text(encoding="utf-8"))
        base: int = 0
        tokens: dict[str, object] = {}
        told: dict[str, object] = {}
        if isinstance(saved, dict):
            if isinstance(saved.get("base"), int):
                base = saved["base"]
            if isinstance(saved.get("tokens"), dict):
                tokens = saved["tokens"]
            if isinstance(saved.get("told"), dict):
                told = saved["told"]
        self.base = base + 1
        keys = [member.token for member in self.table.state.members.values()]
        watch = saved.get("watch") if isinstance(saved, dict) else None
        if isinstance(watch, str) and len(watch) == 32:
            with contextlib.suppress(ValueError):
                self.spectators_key = bytes.fromhex(watch)
                self.watched = True  # (its spectators come back through it, as the players)
                keys.append(self.spectators_key)
        for key in keys:
            kept = tokens.get(key.hex())
            now = kept if isinstance(kept, int) else base
            said = told.get(key.hex())
            self.told[key] = said if isinstance(said, int) else now
            self.generations[key] = now
            self._next_generation(key)
        self._save_generations()

    def _next_generation(self, token: bytes) -> None:
        """The return code of ``token`` one generation up, among those its bridge tries."""
        told = self.told.setdefault(token, self.generations[token])
        self.generations[token] = told + (self.generations[token] - told + 1) % GENERATIONS

    def _save_generations(self) -> None:
        path = self._generations_file()
        if path is None:
            return
        data = {
            "base": self.base,
            "tokens": {t.hex(): g for t, g in self.generations.items()},
            "told": {t.hex(): g for t, g in self.told.items()},
        }
        if self.watched:
            data["watch"] = self.spectators_key.hex()
        partial = path.with_name(path.name + ".part")
        try:
            partial.write_text(json.dumps(data), encoding="utf-8")
            os.replace(partial, path)
        except OSError as error:
            log.warning("cannot keep the return codes' generations in %s: %s", path, error)

    async def close(self) -> None:
        """Close every door and every connection that came through one."""
        tasks = []
        if self._task is not None:
            self._task.cancel()
            tasks.append(self._task)
        for door in [*self.seat_doors.values(), *self.return_doors.values()]:
            for task in [door.task, *door.serving]:
                if task is not None:
                    task.cancel()
                    tasks.append(task)
        self.seat_doors.clear()
        self.return_doors.clear()
        path = self._generations_file()
        if path is not None and self.table.state.finished:
            path.unlink(missing_ok=True)
        with contextlib.suppress(Exception):
            await asyncio.gather(*tasks, return_exceptions=True)

    # --- what the table needs ------------------------------------------------------------------

    def open_seats(self) -> list[int]:
        """The seats a friend may take now (in the lobby: the open remote seats)."""
        state = self.table.state
        if state.closing or state.finished or state.stopped:
            return []
        if state.session is None:
            return [
                s
                for s, seat in enumerate(state.setup.seats)
                if seat.kind is SeatKind.REMOTE and state.owners[s] < 0
            ]
        return self.table.lobby.late_seats()

    async def _follow(self) -> None:
        while True:
            self._look()
            await asyncio.sleep(TICK)

    def _look(self) -> None:
        loop = asyncio.get_running_loop()
        now = loop.time()
        state = self.table.state
        wanted = self.open_seats()
        if not (state.closing or state.finished or state.stopped):
            wanted.append(SPECTATE)
        for seat, door in list(self.seat_doors.items()):
            if seat not in wanted and not door.used and door.task is not None:
                door.task.cancel()
                del self.seat_doors[seat]
                self.listener.invite_closed(seat)
        for seat in wanted:
            door = self.seat_doors.setdefault(seat, Door(Invite(seat=seat)))
            alone = seat == SPECTATE or not door.serving  # spectators come one after another
            if door.task is None and alone and now >= door.pause_until:
                door.used = False
                door.code = ""
                door.task = asyncio.ensure_future(self._seat_door(door))
        for seat, door in list(self.seat_doors.items()):  # spent, served, no longer open
            if seat not in wanted and door.task is None and not door.serving:
                del self.seat_doors[seat]
        # (A spectator is forgotten when its connection ends: a return door would wait for nobody.)
        tokens = {m.token for m in state.members.values() if m.token and not m.spectator}
        watching = self.watched and SPECTATE in wanted
        for token in [*tokens, self.spectators_key] if watching else tokens:
            if token not in self.generations:  # its seat's offer told it the base
                self.generations[token] = self.told[token] = self.base
                self._save_generations()
            invite = Invite(seat=SPECTATE) if token == self.spectators_key else Invite(token=token)
            door = self.return_doors.setdefault(token, Door(invite, key=token))
            if door.task is None and now >= door.pause_until:
                door.task = asyncio.ensure_future(self._return_door(door))
        for token, door in list(self.return_doors.items()):
            kept = token in tokens or (watching and token == self.spectators_key)
            if not kept and door.task is not None:
                door.task.cancel()
                del self.return_doors[token]

    # --- doors ---------------------------------------------------------------------------------

    async def _seat_door(self, door: Door) -> None:
        seat = door.invite.seat
        assert seat is not None

        def told(code: str) -> None:
            door.code = code
            self.listener.invite(seat, code)

        try:
            patience = Patience(lonely=self.code_life)
            pipe, _ = await meet(
                self.servers, offer=self._offer(door), on_code=told, patience=patience
            )
        except RendezvousError as error:
            if error.kind == "lonely":  # its next code at once (a claim on this one is left)
                log.info("nobody came through %s: a fresh code is made", door.invite.label)
                door.code = ""
            else:
                self._failed(door, error)
            return
        finally:
            door.task = None
        door.used = True
        door.wrongs = 0
        self._fine()
        log.info("somebody came through %s (%s)", door.invite.label, pipe.description)
        self.listener.invite_used(seat)
        if seat == SPECTATE and not self.watched:  # its way back is open from now on
            self.watched = True
            self._save_generations()
        self._serve(door, pipe, replace(door.invite, code=door.code))

    async def _return_door(self, door: Door) -> None:
        token = door.key
        generation = self.generations[token]
        code = return_code(self.table.table_id, token, generation)
        patience = Patience(lonely=RETURN_LONELY)
        try:
            pipe, _ = await meet(
                self.servers, code=code, offer=self._offer(door), patience=patience
            )
        except RendezvousError as error:
            if error.kind == "lonely":  # claimed afresh at once: a claim left behind is met
                pass
            elif error.kind == "stale" or "crowded" in error.text:
                # Somebody's claim is left behind on this code: the next generation's.
                self._next_generation(token)
                self._save_generations()
                log.info("a return code met a message left behind: the next generation is open")
            else:
                self._failed(door, error)
            return
        finally:
            door.task = None
        self.told[token] = generation  # the offer told it: the bridge tries from there
        self._save_generations()
        door.wrongs = 0
        self._fine()
        who = "a spectator" if token == self.spectators_key else "a player"
        log.info("%s came back through its return code (%s)", who, pipe.description)
        self._serve(door, pipe, replace(door.invite, code=code.split("-")[0]))

    def _offer(self, door: Door) -> Offer:
        """The offer through ``door``: the generation of the return code the player comes back
        by (a newcomer's: :attr:`base`, the generation its token will get)."""
        table = self.table.table_id
        if door.key == self.spectators_key and door.key:  # the spectators' return door
            return Offer(table, SPECTATE, self.generations[door.key], door.key)
        if door.key:
            return Offer(table, None, self.generations.get(door.key, self.base))
        if door.invite.seat == SPECTATE:  # the spectator comes back by the spectators' key
            key = self._spectators_key()
            return Offer(table, SPECTATE, self.generations[key], key)
        return Offer(table, door.invite.seat, self.base)

    def _spectators_key(self) -> bytes:
        """The table's spectators' key (made for the first spectator's offer)."""
        if not self.spectators_key:
            self.spectators_key = os.urandom(16)
            self.generations[self.spectators_key] = self.told[self.spectators_key] = self.base
        return self.spectators_key

    def _serve(self, door: Door, pipe: Pipe, invite: Invite) -> None:
        room = self.table.room

        async def serve() -> None:
            await serve_over(pipe, lambda r, w: room.serve(r, w, invite))

        task = asyncio.ensure_future(serve())
        door.serving.add(task)
        task.add_done_callback(door.serving.discard)

    def _failed(self, door: Door, error: RendezvousError) -> None:
        now = asyncio.get_running_loop().time()
        seat = door.invite.seat
        if error.kind in ("wrong", "stale"):  # stale: a PAKE message never confirmed, which
            door.wrongs += 1  # a stranger can leave on every code it lists: paced alike
            again = "it is opened again" if door.invite.token else "a new one is made"
            log.warning("somebody tried a wrong code at %s: %s", door.invite.label, again)
            if seat is not None and not door.invite.token:
                self.listener.invite_wrong(seat)
        elif error.kind == "mailbox":
            door.wrongs += 1
            if error.text != self._trouble:
                self._trouble = error.text
                log.warning("%s", error.text)
                self.listener.trouble(error.text)
        else:
            log.warning("a meeting at %s failed: %s", door.invite.label, error.text)
        if door.wrongs > 1:
            door.pause_until = now + min(LAST_PAUSE, FIRST_PAUSE * 2 ** (door.wrongs - 2))
        door.code = ""

    def _fine(self) -> None:
        if self._trouble:
            self._trouble = ""
            self.listener.trouble("")
