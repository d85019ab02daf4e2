"""The installable wheel works without the repository, and the desktop files are well-formed."""

from __future__ import annotations

import configparser
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"


@pytest.fixture(scope="module")
def unpacked_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "packaging/build_dist.py", "--outdir", str(out)],
        cwd=ROOT,
        check=True,
        capture_output=True,
        timeout=600,
    )
    [wheel] = out.glob("madn-*.whl")
    target = tmp_path_factory.mktemp("site")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(target)
    return target


def _run_installed(site: Path, code: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(site), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(site)!r}); {code}"],
        cwd=site,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_wheel_carries_code_translations_sounds_and_the_command(unpacked_wheel: Path) -> None:
    for path in (
        "core/engine.py",
        "core/ai/strong.py",
        "madn_qt/board/view.py",
        "madn_qt/translations/madn_de.qm",
        "madn_qt/translations/madn_it.qm",
        "madn_qt/sounds/dice.wav",
        "madn_qt/sounds/ambient.wav",
    ):
        assert (unpacked_wheel / path).is_file(), path
    [info] = unpacked_wheel.glob("madn-*.dist-info")
    entry = (info / "entry_points.txt").read_text(encoding="utf-8")
    assert "madn = madn_qt.__main__:main" in entry
    assert not (unpacked_wheel / "tests").exists() and not (unpacked_wheel / "tools").exists()


def test_the_installed_engine_runs_outside_the_repository(unpacked_wheel: Path) -> None:
    line = json.dumps(
        {"seats": [0, 2], "figures": {"0": [-1] * 4, "2": [-1] * 4}, "turn": 0, "die": 6}
    )
    out = _run_installed(
        unpacked_wheel,
        "import io, core, madn_qt.__main__ as m; assert core.__file__.startswith(sys.path[0]);"
        f"sys.stdin = io.StringIO({line!r} + '\\n'); m.main(['engine', 'legal'])",
    )
    assert json.loads(out)["moves"][0]["to"] == 0


def test_the_installed_app_finds_its_translations_and_sounds(unpacked_wheel: Path) -> None:
    out = _run_installed(
        unpacked_wheel,
        "from madn_qt.i18n import available_languages; from madn_qt import sound;"
        "print(sorted(available_languages())); print(sound.packaged_sound_dir())",
    )
    languages, sounds = out.splitlines()
    assert languages == "['de', 'en', 'it']"
    assert sounds.startswith(str(unpacked_wheel))


def test_the_desktop_entry_is_complete() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(LINUX / "io.github.madn.Madn.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Exec"] == "madn"
    assert section["Icon"] == "io.github.madn.Madn"
    assert "BoardGame;" in section["Categories"]
    for language in ("de", "it"):
        assert section[f"Comment[{language}]"]
    assert (ROOT / "packaging" / "icons" / f"{section['Icon']}.svg").is_file()


def test_metainfo_and_icon_are_valid_xml() -> None:
    meta = ET.parse(LINUX / "io.github.madn.Madn.metainfo.xml").getroot()
    assert meta.findtext("id") == "io.github.madn.Madn"
    assert meta.find("launchable") is not None
    icon = ET.parse(ROOT / "packaging" / "icons" / "io.github.madn.Madn.svg").getroot()
    assert icon.tag.endswith("svg")
