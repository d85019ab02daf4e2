"""Invite codes as people read them out and type them, and the codes a joiner comes back by.

An invite code is magic-wormhole's: a *nameplate* (a small number the mailbox server hands out)
and two words of the PGP word list, ``7-guitarist-revenge``. The words are the password of the
PAKE: a wrong guess burns the code (the host's side fails and a new code is made), so one
guess per code is all anybody gets.

People type codes every which way: ``7 Guitarist Revenge``, ``7-guitarist revenge.``; the code is
made whole again by :func:`normalize` before it is used, and the app completes the words from the
list (:func:`completions`).

A joiner that lost its connection comes back through the rendezvous too, without a new code: both
sides derive a **return code** from the joiner's 16-byte token (which only the host and that
joiner know, and which crossed the internet only inside the encrypted tunnel), the table's id and
a *generation* (a program that died leaves its claim on the mailbox behind; the next generation's
code does not meet it). Its nameplate has 12 digits (the mailbox hands out small numbers: they do
not meet), its password is 128 bits: nobody without the token finds it.
"""

from __future__ import annotations

import hashlib
import hmac
import re

from wormhole._wordlist import raw_words

#: The words of the PGP word list (the two columns: odd and even bytes), lower case.
WORDS: tuple[str, ...] = tuple(
    sorted({word.lower() for pair in raw_words.values() for word in pair})
)
_WORD_SET = frozenset(WORDS)
_SPLIT = re.compile(r"[\s\-_.,;:/]+")
RETURN_NAMEPLATE_DIGITS = 12


class CodeError(ValueError):
    """A code that cannot be one (the sentence says why)."""


def normalize(text: str) -> str:
    """``" 7 Guitarist  revenge. "`` → ``"7-guitarist-revenge"``: a number and words, joined by
    hyphens, lower case. :class:`CodeError` for what is no code."""
    parts = [p for p in _SPLIT.split(text.strip().lower()) if p]
    if not parts:
        raise CodeError("no code given: it is a number and two words, like 7-guitarist-revenge")
    number, words = parts[0], parts[1:]
    if not number.isdigit() or len(number) > 40:
        raise CodeError(f"a code begins with its number, like 7-guitarist-revenge (not {text!r})")
    if not words:
        raise CodeError(f"the words of the code are missing after {number}")
    return "-".join([str(int(number)), *words])


def unknown_words(code: str) -> list[str]:
    """The words of ``code`` (normalized) that are not in the word list: a typing mistake the
    app can point at before the one guess is spent. (A return code has none.)"""
    return [word for word in code.split("-")[1:] if word not in _WORD_SET]


def completions(prefix: str) -> list[str]:
    """The words of the list that begin with ``prefix`` (lower case)."""
    prefix = prefix.strip().lower()
    return [word for word in WORDS if word.startswith(prefix)] if prefix else []


def return_code(table: str, token: bytes, generation: int) -> str:
    """The code a joiner holding ``token`` comes back to table ``table`` by, in its
    ``generation`` (both sides compute it; docs/internet.md "Coming back")."""
    if len(token) < 16:
        raise CodeError("a return code needs the joiner's whole token")
    purpose = f"madn-return:{table}:{generation}".encode("ascii")
    digest = hmac.new(token, purpose, hashlib.sha256).digest()
    number = int.from_bytes(digest[:8], "big") % 10 ** (RETURN_NAMEPLATE_DIGITS - 1)
    nameplate = 10 ** (RETURN_NAMEPLATE_DIGITS - 1) + number
    return f"{nameplate}-{digest[8:24].hex()}"
