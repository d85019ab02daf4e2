"""The Flatpak manifest (packaging/flatpak/) checked offline: the files it names exist, the
desktop entry, metainfo and icon go where Flatpak wants them, every Python wheel is pinned with
its SHA-256 for both architectures, and flatpak-builder parses it where flatpak-builder is
installed. Building it needs the KDE runtime from Flathub (docs/packaging.md)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parents[2]
FLATPAK = ROOT / "packaging" / "flatpak"
MANIFEST = FLATPAK / "io.github.madn.Madn.json"
APP_ID = "io.github.madn.Madn"
ARCHES = ("x86_64", "aarch64")
RUNTIME_PYTHON = "cp313"  # org.kde.Platform//6.10 (org.freedesktop.Platform//25.08)


def _load(path: Path) -> object:
    return json.loads(path.read_text(encoding="utf-8"))


def _manifest() -> dict:
    data = _load(MANIFEST)
    assert isinstance(data, dict)
    return data


def _module(name: str) -> dict:
    for module in _manifest()["modules"]:
        if isinstance(module, str):
            module = _load(FLATPAK / module)
        if module["name"] == name:
            return module
    raise AssertionError(f"no module {name}")


def _sources(module: dict) -> list[dict]:
    found = []
    for source in module["sources"]:
        included = _load(FLATPAK / source) if isinstance(source, str) else source
        found += included if isinstance(included, list) else [included]
    return found


def test_the_manifest_names_the_app_the_kde_runtime_and_the_command() -> None:
    manifest = _manifest()
    assert manifest["id"] == APP_ID
    assert (manifest["runtime"], manifest["sdk"]) == ("org.kde.Platform", "org.kde.Sdk")
    assert re.fullmatch(r"6\.\d+", manifest["runtime-version"])
    assert manifest["command"] == "madn"
    args = manifest["finish-args"]
    for needed in ("--share=ipc", "--socket=x11", "--device=dri", "--socket=pulseaudio"):
        assert needed in args
    assert "--share=network" in args  # LAN play (docs/lan.md)
    assert not [arg for arg in args if arg.startswith("--filesystem")]  # files through portals
    # PySide6's wheels carry their own Qt: the runtime's plugin folder must not come first.
    assert "--unset-env=QT_PLUGIN_PATH" in args


def test_every_file_the_manifest_names_exists() -> None:
    for module in _manifest()["modules"]:
        if isinstance(module, str):
            assert (FLATPAK / module).is_file(), module
            module = _load(FLATPAK / module)
        for source in module["sources"]:
            if isinstance(source, str):
                assert (FLATPAK / source).is_file(), source
            elif source["type"] == "dir":
                assert (FLATPAK / source["path"]).resolve() == ROOT
    madn = _module("madn")
    commands = "\n".join(madn["build-commands"])
    for path in re.findall(r"\b(packaging/[\w./-]+\.(?:py|desktop|xml|svg))", commands):
        assert (ROOT / path).is_file(), path


def test_desktop_entry_metainfo_and_icon_are_installed_under_the_app_id() -> None:
    commands = _module("madn")["build-commands"]
    wanted = {
        "share/applications/${FLATPAK_ID}.desktop": f"packaging/linux/{APP_ID}.desktop",
        "share/metainfo/${FLATPAK_ID}.metainfo.xml": f"packaging/linux/{APP_ID}.metainfo.xml",
        "share/icons/hicolor/scalable/apps/${FLATPAK_ID}.svg": f"packaging/icons/{APP_ID}.svg",
    }
    for target, source in wanted.items():
        assert f"install -Dm644 {source} ${{FLATPAK_DEST}}/{target}" in commands


def _wheels(sources: list[dict]) -> dict[str, dict[str, set[str]]]:
    """name -> version -> the architectures a wheel is there for."""
    found: dict[str, dict[str, set[str]]] = {}
    for source in sources:
        assert source["type"] == "file"
        assert source["url"].startswith("https://files.pythonhosted.org/packages/")
        assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"])
        name, version, _, tags = parse_wheel_filename(source["url"].rsplit("/", 1)[-1])
        assert any(
            t.interpreter in (RUNTIME_PYTHON, "py3", "py2.py3") or t.abi == "abi3" for t in tags
        ), source["url"]
        arches = set(source.get("only-arches", ARCHES))
        found.setdefault(name, {}).setdefault(str(version), set()).update(arches)
    return found


def test_the_runtime_dependencies_are_pinned_wheels_for_both_architectures() -> None:
    module = _module("python3-dependencies")
    wheels = _wheels(_sources(module))
    [command] = module["build-commands"]
    assert "--no-index" in command and "--prefix=${FLATPAK_DEST}" in command
    pins = {
        canonicalize_name(name): version
        for name, version in re.findall(r'"([\w.-]+)==([\w.+-]+)"', command)
    }
    assert pins == {name: next(iter(versions)) for name, versions in wheels.items()}
    for name, versions in wheels.items():
        assert len(versions) == 1 and set(ARCHES) == next(iter(versions.values())), name
    with (ROOT / "pyproject.toml").open("rb") as file:
        dependencies = tomllib.load(file)["project"]["dependencies"]
    for dependency in map(Requirement, dependencies):  # PySide6 from its wheels, and the rest
        name = canonicalize_name(dependency.name)
        assert name in pins and dependency.specifier.contains(pins[name]), dependency


def test_the_build_tools_stay_out_of_the_app() -> None:
    sources = [s for s in _sources(_module("madn")) if s["type"] == "file"]
    assert sources and all(source["dest"] == "build-tools" for source in sources)
    wheels = _wheels(sources)
    for tool in ("mypy", "setuptools", "build"):
        assert set(ARCHES) == set().union(*wheels[tool].values()), tool
    first = _module("madn")["build-commands"][0]
    assert "--target=" in first and "--prefix" not in first


def test_flatpak_builder_parses_the_manifest(tmp_path: Path) -> None:
    builder = shutil.which("flatpak-builder")
    if builder is None:
        pytest.skip("flatpak-builder is not installed (Debian: flatpak-builder)")
    done = subprocess.run(
        [builder, "--show-manifest", str(MANIFEST)],
        cwd=tmp_path,  # its state folder (.flatpak-builder) goes there, not into the repository
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout)  # modules and sources from the included files, resolved
    assert [module["name"] for module in shown["modules"]] == ["python3-dependencies", "madn"]
    assert len(shown["modules"][1]["sources"]) > 1
