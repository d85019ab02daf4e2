"""A newcomer at a running table chooses which of the computer's seats to take over (the join
page's seat choice beside "Who plays"), shown only where there is a choice; the whole take by the
chosen seat against a real host is in test_app_lobby_late.py."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from madn_qt.network.join_page import ANY_SEAT, JoinPage
from net.discovery import TableInfo, table_from_txt


def table(name: str, **txt: str) -> TableInfo:
    entries = {"proto": "3", "name": name, "mode": "classic", "free": "0", "pin": "0", **txt}
    return table_from_txt(f"{name}._madn._tcp.local.", ["127.0.0.1"], 9, entries)


def page_with(qtbot: QtBot, *tables: TableInfo) -> JoinPage:
    page = JoinPage()
    qtbot.addWidget(page)
    page.show()
    page.set_tables(list(tables))
    page.name.setText("Dora")
    return page


def seat_items(page: JoinPage) -> list[tuple[str, int]]:
    return [(page.seat.itemText(i), page.seat.itemData(i)) for i in range(page.seat.count())]


def test_a_running_table_with_two_computer_seats_offers_the_choice_and_joins_the_one_chosen(
    qtbot: QtBot,
) -> None:
    page = page_with(qtbot, table("Küche", state="running", late="0,2"))
    assert page.select("Küche")
    assert page.seat.isVisible()
    assert page.seat.accessibleName() == "Seat to take over"
    assert seat_items(page) == [
        ("any seat free to take", ANY_SEAT),
        ("take over red", 0),
        ("take over green", 2),
    ]
    page.seat.setCurrentIndex(2)
    with qtbot.waitSignal(page.join_requested) as asked:
        page.join_selected()
    assert asked.args == ["127.0.0.1", 9, "", "Dora", None, False, 2]


def test_by_default_any_seat_and_no_choice_where_there_is_none(qtbot: QtBot) -> None:
    page = page_with(
        qtbot,
        table("Küche", state="running", late="0,2"),
        table("Garten", state="running", late="3"),
        table("Keller", free="2"),
    )
    assert page.select("Küche")
    with qtbot.waitSignal(page.join_requested) as asked:
        page.join_selected()  # untouched: the first seat free to take, as before
    assert asked.args[-1] == ANY_SEAT
    page.set_busy(False)
    page.player.setCurrentIndex(page.player.findData("watch"))
    assert not page.seat.isVisible()  # watching takes no seat
    page.player.setCurrentIndex(page.player.findData("person"))
    assert page.seat.isVisible()
    for name in ("Garten", "Keller"):  # one seat to take, or a table before its start
        assert page.select(name)
        assert not page.seat.isVisible()
        with qtbot.waitSignal(page.join_requested) as asked:
            page.join_selected()
        assert asked.args[-1] == ANY_SEAT
        page.set_busy(False)


def test_a_choice_stays_while_the_table_is_listed_again_and_by_address_it_is_any(
    qtbot: QtBot,
) -> None:
    page = page_with(qtbot, table("Küche", state="running", late="0,1,2"))
    assert page.select("Küche")
    page.seat.setCurrentIndex(page.seat.findData(1))
    page.set_tables([table("Küche", state="running", late="1,2")])  # red was taken meanwhile
    assert page.seat.currentData() == 1
    page.address.setText("127.0.0.1:4000")  # another table, by its address
    with qtbot.waitSignal(page.join_requested) as asked:
        page.join_address()
    assert asked.args[:2] == ["127.0.0.1", 4000] and asked.args[-1] == ANY_SEAT
