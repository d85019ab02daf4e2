"""Where the codes this computer joined by led (net/internet/code_book.py): kept, read back, a
damaged book read as empty, and the way back with the token kept for that table."""

from __future__ import annotations

from pathlib import Path

from net.internet.code_book import KEPT, CodeBook, way_back
from net.internet.rendezvous import Offer
from net.store import Identity, IdentityStore, lan_folder, release


def test_a_code_is_kept_with_its_table_seat_and_generation(tmp_path: Path) -> None:
    book = CodeBook(tmp_path)
    assert book.led_to("7-guitarist-revenge") is None
    book.remember("7-guitarist-revenge", Offer("t" * 32, 2, 0))
    book.remember("7-guitarist-revenge", Offer("t" * 32, 2, 3))  # a later offer replaces it
    assert CodeBook(tmp_path).led_to("7-guitarist-revenge") == Offer("t" * 32, 2, 3)


def test_the_book_keeps_the_last_codes_only(tmp_path: Path) -> None:
    book = CodeBook(tmp_path)
    for n in range(KEPT + 5):
        book.remember(f"{n}-aardvark-absurd", Offer("t" * 32, 1, 0))
    assert book.led_to("0-aardvark-absurd") is None
    assert book.led_to(f"{KEPT + 4}-aardvark-absurd") is not None


def test_a_damaged_book_is_read_as_empty_and_written_again(tmp_path: Path) -> None:
    book = CodeBook(tmp_path)
    book.path.parent.mkdir(parents=True)
    book.path.write_bytes(b"\xff{not json")
    assert book.led_to("7-guitarist-revenge") is None
    book.remember("7-guitarist-revenge", Offer("t" * 32, None, 1))
    assert book.led_to("7-guitarist-revenge") == Offer("t" * 32, None, 1)
    book.path.write_text('{"7-guitarist-revenge": {"table": 5, "generation": "x"}}')
    assert book.led_to("7-guitarist-revenge") is None


def test_the_way_back_needs_the_token_kept_for_that_table(tmp_path: Path) -> None:
    table, token = "t" * 32, bytes(range(16))
    CodeBook(tmp_path).remember("7-guitarist-revenge", Offer(table, 2, 1))
    assert way_back("7-guitarist-revenge", tmp_path) is None  # no token kept: a guess it is
    identity = Identity(table, token, 1)
    IdentityStore(lan_folder(tmp_path) / "joined").save(identity)
    release(identity)
    assert way_back("7-guitarist-revenge", tmp_path) == (Offer(table, 2, 1), token)
    assert way_back("8-guitarist-revenge", tmp_path) is None
