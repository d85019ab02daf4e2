"""Translations: the .qm files build, and installing a language really translates."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from madn_qt.i18n import (
    install_translator,
    resolve_language,
)

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "build_translations.py"


def tr(text: str) -> str:
    return QCoreApplication.translate("RulesText", text)


@pytest.fixture(scope="module")
def qm_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("qm")
    subprocess.run([sys.executable, str(TOOL), "build", "--qm-dir", str(out)], check=True)
    return out


def test_build_writes_a_qm_per_language(qm_dir: Path) -> None:
    for code in ("de", "it", "en"):
        qm = qm_dir / f"madn_{code}.qm"
        assert qm.is_file() and qm.stat().st_size > 0


def test_german(app: QCoreApplication, qm_dir: Path) -> None:
    assert install_translator(app, "de", qm_dir) == "de"
    assert tr("Capturing") == "Schlagen"
    assert tr("Penalties") == "Strafen"
    assert QLocale().language() == QLocale.Language.German


def test_italian(app: QCoreApplication, qm_dir: Path) -> None:
    assert install_translator(app, "it", qm_dir) == "it"
    assert tr("Capturing") == "Mangiare"
    assert tr("Tips") == "Consigli"


def test_switching_language_replaces_the_translator(app: QCoreApplication, qm_dir: Path) -> None:
    install_translator(app, "de", qm_dir)
    install_translator(app, "it", qm_dir)
    assert tr("Capturing") == "Mangiare"
    install_translator(app, "en", qm_dir)
    assert tr("Capturing") == "Capturing"


def test_unknown_language_falls_back_to_english(app: QCoreApplication, qm_dir: Path) -> None:
    install_translator(app, "de", qm_dir)
    assert install_translator(app, "klingon", qm_dir) == "en"
    assert tr("Capturing") == "Capturing"


def test_english_plural_forms(app: QCoreApplication, qm_dir: Path) -> None:
    source = (
        "Each player has %n figure(s) of one colour, a house in its corner, a start field on the "
        "ring and a goal lane of as many fields leading to the middle."
    )
    install_translator(app, "en", qm_dir)
    assert QCoreApplication.translate("RulesText", source, None, 1).startswith(
        "Each player has 1 figure of one colour"
    )
    assert QCoreApplication.translate("RulesText", source, None, 4).startswith(
        "Each player has 4 figures of one colour"
    )
    install_translator(app, "de", qm_dir)
    assert QCoreApplication.translate("RulesText", source, None, 4).startswith(
        "Jede Person hat 4 Figuren"
    )


def test_missing_qm_leaves_english(app: QCoreApplication, tmp_path: Path) -> None:
    assert install_translator(app, "de", tmp_path) == "de"
    assert tr("Capturing") == "Capturing"


@pytest.mark.parametrize(
    ("locale", "expected"),
    [("de_AT", "de"), ("it_CH", "it"), ("en_GB", "en"), ("fr_FR", "en"), ("ja_JP", "en")],
)
def test_system_language(locale: str, expected: str) -> None:
    assert resolve_language("system", QLocale(locale)) == expected


def test_explicit_language_ignores_the_system() -> None:
    assert resolve_language("it", QLocale("de_DE")) == "it"
    assert resolve_language("xx", QLocale("de_DE")) == "en"


def test_translation_files_have_no_untranslated_strings() -> None:
    result = subprocess.run(
        [sys.executable, str(TOOL), "check"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout


def test_update_collects_new_strings_and_keeps_translations(tmp_path: Path) -> None:
    sources = tmp_path / "pkg"
    sources.mkdir()
    module = sources / "widget.py"
    module.write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        "translate = QCoreApplication.translate\n"
        'A = translate("Probe", "Roll again")\n',
        encoding="utf-8",
    )
    ts_dir = tmp_path / "ts"

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, str(TOOL), *args, "--ts-dir", str(ts_dir), "--sources", str(sources)],
            capture_output=True,
            text=True,
            check=False,
        )

    assert run("update").returncode == 0
    de = ts_dir / "madn_de.ts"
    assert "<source>Roll again</source>" in de.read_text(encoding="utf-8")
    assert run("check").returncode == 1  # new strings are unfinished
    de.write_text(
        de.read_text(encoding="utf-8").replace(
            '<translation type="unfinished"></translation>', "<translation>Nochmal</translation>"
        ),
        encoding="utf-8",
    )
    module.write_text(module.read_text() + 'B = translate("Probe", "Pass")\n', encoding="utf-8")
    assert run("update").returncode == 0
    text = de.read_text(encoding="utf-8")
    assert "<translation>Nochmal</translation>" in text and "<source>Pass</source>" in text
    assert run("build", "--qm-dir", str(tmp_path / "qm")).returncode == 0
    assert (tmp_path / "qm" / "madn_de.qm").is_file()


TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{lang}" sourcelanguage="en">
<context>
    <name>Probe</name>
    <message>
        <source>{{who}} rolls {{pips}}.</source>
        <translation>{translation}</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>{quit}</translation>
    </message>
</context>
</TS>
"""


@pytest.mark.parametrize(
    ("translation", "quit_text", "ok"),
    [
        ("{who} würfelt {pips}.", "&amp;Beenden", True),
        ("{who} würfelt.", "&amp;Beenden", False),  # lost a placeholder
        ("{wer} würfelt {pips}.", "&amp;Beenden", False),  # invented one: format() would raise
        ("{who} würfelt {pips}.", "Beenden", False),  # lost the accelerator
    ],
)
def test_check_catches_broken_placeholders(
    tmp_path: Path, translation: str, quit_text: str, ok: bool
) -> None:
    for lang in ("de", "it", "en"):
        good = lang != "de"
        (tmp_path / f"madn_{lang}.ts").write_text(
            TS.format(
                lang=lang,
                translation="{who} rolls {pips}." if good else translation,
                quit="&amp;Quit" if good else quit_text,
            ),
            encoding="utf-8",
        )
    result = subprocess.run(
        [sys.executable, str(TOOL), "check", "--ts-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode == 0) is ok, result.stdout


COUNT_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{lang}" sourcelanguage="en">
<context>
    <name>Probe</name>
    <message numerus="yes">
        <source>in the next %n turns</source>
        <translation{forms}</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation{roll}</translation>
    </message>
</context>
</TS>
"""
FORMS = "><numerusform>{0} %n</numerusform><numerusform>{0} %n</numerusform>"


@pytest.mark.parametrize("english_forms", [True, False])
def test_check_wants_english_plural_forms_but_no_other_english(
    tmp_path: Path, english_forms: bool
) -> None:
    """English shows its source texts, except that a count needs its singular and plural
    ("in the next 1 turns" otherwise)."""
    unfinished = ' type="unfinished">'
    for lang in ("de", "it", "en"):
        forms = FORMS.format("x") if lang != "en" or english_forms else unfinished
        roll = unfinished if lang == "en" else ">Los"
        (tmp_path / f"madn_{lang}.ts").write_text(
            COUNT_TS.format(lang=lang, forms=forms, roll=roll), encoding="utf-8"
        )
    result = subprocess.run(
        [sys.executable, str(TOOL), "check", "--ts-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode == 0) is english_forms, result.stdout
    assert ("no plural forms" in result.stdout) is not english_forms
