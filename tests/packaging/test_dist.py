"""`make dist`: the sdist and a platform wheel with the compiled core; the wheel works without
the repository, a fresh venv that installs it plays on the compiled core, and the desktop files are
well-formed."""

from __future__ import annotations

import base64
import configparser
import hashlib
import json
import os
import subprocess
import sys
import sysconfig
import tarfile
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
EXT_SUFFIX = str(sysconfig.get_config_var("EXT_SUFFIX"))


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """What `make dist` writes, built into a folder of the test's own."""
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [sys.executable, "packaging/build_dist.py", "--outdir", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out


@pytest.fixture(scope="module")
def wheel(dist: Path) -> Path:
    [built] = dist.glob("madn-*.whl")
    return built


@pytest.fixture(scope="module")
def unpacked_wheel(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
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


@pytest.mark.slow
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
    assert "MIT License" in (info / "licenses" / "LICENSE").read_text(encoding="utf-8")
    assert "License-File: LICENSE" in (info / "METADATA").read_text(encoding="utf-8")
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
        "from PySide6.QtCore import QCoreApplication as A; from madn_qt import sound;"
        "from madn_qt.i18n import install_translator as use; app = A([]);"
        "print([(use(app, c), A.translate('RulesText', 'Capturing')) for c in ('de', 'it')]);"
        "print(sound.packaged_sound_dir())",
    )
    languages, sounds = out.splitlines()
    assert languages == "[('de', 'Schlagen'), ('it', 'Mangiare')]"  # (their .qm files found)
    assert sounds.startswith(str(unpacked_wheel))


def _record_hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def test_the_wheel_is_built_for_this_interpreter_with_the_compiled_core(
    wheel: Path, unpacked_wheel: Path
) -> None:
    from core import native_build_matches, source_digests
    from packaging import tags

    name, version, interpreter, abi, platform = wheel.name.removesuffix(".whl").split("-")
    assert (name, interpreter) == ("madn", f"cp{sys.version_info.major}{sys.version_info.minor}")
    assert platform == sysconfig.get_platform().replace("-", "_").replace(".", "_")
    assert tags.Tag(interpreter, abi, platform) in set(tags.sys_tags())  # pip takes it here
    info = unpacked_wheel / f"madn-{version}.dist-info"
    wheel_file = (info / "WHEEL").read_text(encoding="utf-8").splitlines()
    assert "Root-Is-Purelib: false" in wheel_file
    assert f"Tag: {interpreter}-{abi}-{platform}" in wheel_file
    native = unpacked_wheel / "core" / "_native"
    stamp = json.loads((native / "sources.json").read_text(encoding="utf-8"))
    assert stamp["ext_suffix"] == EXT_SUFFIX
    assert stamp["sources"] == source_digests(unpacked_wheel / "core")  # the sources beside it
    assert {"engine", "position", "table", "native__mypyc"} <= {
        Path(built).name.removesuffix(EXT_SUFFIX) for built in stamp["built"]
    }
    assert native_build_matches(unpacked_wheel / "core")
    with zipfile.ZipFile(wheel) as archive:
        record = archive.read(f"madn-{version}.dist-info/RECORD").decode().splitlines()
        listed = {line.split(",")[0]: line.split(",")[1:] for line in record}
        for member in archive.infolist():
            if member.filename.endswith("/RECORD"):
                continue
            data = archive.read(member)
            assert listed.pop(member.filename) == [_record_hash(data), str(len(data))]
    assert list(listed) == [f"madn-{version}.dist-info/RECORD"]


def test_the_sdist_carries_translations_and_sounds_but_no_compiled_code(dist: Path) -> None:
    [sdist] = dist.glob("madn-*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[-1] for name in archive.getnames()}
    assert {"pyproject.toml", "core/engine.py", "madn_qt/translations/madn_de.qm"} <= names
    assert "madn_qt/sounds/dice.wav" in names
    assert not [name for name in names if "_native" in name or name.endswith(".so")]


@pytest.fixture(scope="module")
def fresh_venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new venv with the wheel installed by its pip from the file alone (no index, no other
    source). The wheel's dependencies (PySide6, numpy, ...: hundreds of MB) are not downloaded:
    a .pth line puts this test venv's site-packages *after* the fresh one's, and that folder's
    own .pth files (the editable install of the repository) are not run from there."""
    venv = tmp_path_factory.mktemp("fresh") / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--no-index", "--no-deps", str(wheel)],
        check=True,
        timeout=120,
    )
    [site] = (venv / "lib").glob("python3*/site-packages")
    (site / "zz_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return venv


def _in_venv(venv: Path, *args: str, **env: str) -> str:
    clean = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MADN_PURE")}
    done = subprocess.run(
        [str(venv / "bin" / args[0]), *args[1:]],
        cwd=venv,  # not the repository: its core/ must not be on the path
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.slow
def test_a_fresh_venv_that_installs_the_wheel_plays_on_the_compiled_core(fresh_venv: Path) -> None:
    assert _in_venv(fresh_venv, "madn", "--version").strip() == "madn 0.1.0 (core: compiled)"
    assert _in_venv(fresh_venv, "python", "-m", "core.cli", "--version").endswith(
        "(core: compiled)\n"
    )
    where = _in_venv(
        fresh_venv, "python", "-c", "import core.engine, madn_qt; print(core.engine.__file__)"
    )
    assert where.startswith(str(fresh_venv)) and where.strip().endswith(EXT_SUFFIX)
    out = _in_venv(
        fresh_venv, "madn", "simulate", "--players", "normal,random,easy,random", "--games", "3",
        "--rich", "--json",
    )  # fmt: skip
    assert json.loads(out.splitlines()[-1])["games"] == 3


def test_where_the_build_does_not_fit_the_installed_game_plays_on_the_pure_core(
    fresh_venv: Path,
) -> None:
    """MADN_PURE=1, and a build made for another interpreter (its extension suffix in the stamp):
    the same installation runs the pure sources it carries."""
    pure = _in_venv(fresh_venv, "madn", "--version", MADN_PURE="1")
    assert pure.strip() == "madn 0.1.0 (core: pure Python)"
    [stamp] = fresh_venv.glob("lib/python3*/site-packages/core/_native/sources.json")
    kept = stamp.read_text(encoding="utf-8")
    other = json.loads(kept)
    other["ext_suffix"] = ".cpython-399-x86_64-linux-gnu.so"
    stamp.write_text(json.dumps(other), encoding="utf-8")
    try:
        assert _in_venv(fresh_venv, "madn", "--version").strip().endswith("(core: pure Python)")
        where = _in_venv(fresh_venv, "python", "-c", "import core.engine as e; print(e.__file__)")
        assert where.strip().endswith("core/engine.py")
        out = _in_venv(fresh_venv, "madn", "simulate", "--players", "normal,random", "--json")
        assert json.loads(out.splitlines()[-1])["games"] == 100
    finally:
        stamp.write_text(kept, encoding="utf-8")


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
