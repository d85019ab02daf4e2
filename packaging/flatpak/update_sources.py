"""Write the Flatpak manifest's Python sources from PyPI (docs/packaging.md, "Flatpak").

    .venv/bin/python packaging/flatpak/update_sources.py

The same job as flatpak-pip-generator (flatpak-builder-tools), with the choices this game needs:
only wheels (PySide6 from its wheels, numpy, msgpack and zeroconf prebuilt; no compiler run for
them in the sandbox), for both architectures Flathub builds, for the runtime's Python. pip
resolves the requirements against PyPI alone (``pip install --dry-run --report``: the PyPI
config, find-links and constraints of this machine are ignored) and the report gives every
file's URL and SHA-256. Pinned to the versions the test suite runs with (this venv's), so the
Flatpak plays what `make test` tested.

Writes, next to this script:

- ``python3-dependencies.json``: a module that pip-installs the game's run-time dependencies
  (pyproject.toml's ``dependencies``) into ``/app``, with the parts of PySide6 the game never
  loads cleaned up (WebEngine, Designer).
- ``build-tools.json``: the sources (``dest: build-tools``) of what only the build needs —
  mypy (which compiles the core with mypyc), setuptools and build — installed by the ``madn``
  module into a folder of its own build directory, never into ``/app``.

Run it again after changing the runtime (``RUNTIME_PYTHON``) or a dependency.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import tomllib
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
RUNTIME_PYTHON = "3.13"  # org.kde.Platform//6.10 is built on org.freedesktop.Platform//25.08
ARCHES = ("x86_64", "aarch64")
GLIBC_MINOR = 41  # the runtime's glibc (2.41): any manylinux wheel up to it runs there
BUILD_TOOLS = ("mypy", "setuptools", "build")
SITE = f"/lib/python{RUNTIME_PYTHON}/site-packages"
# PySide6 files the game never loads (it imports QtCore, QtGui, QtWidgets, QtOpenGLWidgets,
# QtMultimedia, QtNetwork through pyqtgraph at most): about 200 MB of the unpacked wheels.
CLEANUP = [
    f"{SITE}/PySide6/Qt/lib/libQt6WebEngine*",
    f"{SITE}/PySide6/Qt/libexec/QtWebEngineProcess",
    f"{SITE}/PySide6/Qt/resources/qtwebengine*",
    f"{SITE}/PySide6/Qt/translations/qtwebengine_locales",
    f"{SITE}/PySide6/QtWebEngine*",
    f"{SITE}/PySide6/Qt/lib/libQt6Designer*",
    f"{SITE}/PySide6/designer",
    f"{SITE}/PySide6/Qt/plugins/designer",
    f"{SITE}/PySide6/examples",
    f"{SITE}/PySide6/include",
]


def pinned(requirement: str) -> str:
    """``name==version`` as installed in this venv (what the tests ran with), else as given."""
    name = re.split(r"[<>=!~ \[;]", requirement, maxsplit=1)[0]
    try:
        return f"{name}=={metadata.version(name)}"
    except metadata.PackageNotFoundError:
        return requirement


def platforms(arch: str) -> list[str]:
    """The manylinux tags the runtime runs, newest first (pip does not widen a given
    ``--platform manylinux_2_X`` to the older ones by itself)."""
    tags = [f"manylinux_2_{minor}_{arch}" for minor in range(GLIBC_MINOR, 16, -1)]
    return [*tags, f"manylinux2014_{arch}"]


def resolve(requirements: list[str], arch: str) -> list[dict[str, str]]:
    """pip's resolution of ``requirements`` for the runtime's CPython on ``arch``: every
    wheel's name, version, URL and SHA-256."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env["PIP_CONFIG_FILE"] = os.devnull  # this machine's mirrors and constraints: not for this
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.json"
        command = [
            sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed",
            "--quiet", "--no-cache-dir", "--index-url", "https://pypi.org/simple",
            "--only-binary=:all:", "--implementation", "cp",
            "--python-version", RUNTIME_PYTHON, "--abi", "cp" + RUNTIME_PYTHON.replace(".", ""),
            *(f"--platform={tag}" for tag in platforms(arch)),
            "--target", str(Path(tmp) / "target"),
            "--report", str(report), *requirements,
        ]  # fmt: skip
        subprocess.run(command, check=True, env=env)
        installs = json.loads(report.read_text(encoding="utf-8"))["install"]
    return [
        {
            "name": item["metadata"]["name"],
            "version": item["metadata"]["version"],
            "url": item["download_info"]["url"],
            "sha256": item["download_info"]["archive_info"]["hashes"]["sha256"],
        }
        for item in installs
    ]


def sources(requirements: list[str], dest: str | None = None) -> tuple[list[dict], list[str]]:
    """Flatpak ``file`` sources for every architecture (``only-arches`` where the wheel is one
    architecture's) and the ``name==version`` pins to install."""
    by_url: dict[str, dict] = {}
    pins: set[str] = set()
    for arch in ARCHES:
        for wheel in resolve(requirements, arch):
            pins.add(f"{wheel['name']}=={wheel['version']}")
            source = by_url.setdefault(
                wheel["url"],
                {"type": "file", "url": wheel["url"], "sha256": wheel["sha256"], "arches": []},
            )
            source["arches"].append(arch)
    result = []
    for source in sorted(by_url.values(), key=lambda s: s["url"].rsplit("/", 1)[-1].lower()):
        arches = source.pop("arches")
        if len(arches) < len(ARCHES):
            source["only-arches"] = arches
        if dest:
            source["dest"] = dest
        result.append(source)
    return result, sorted(pins, key=str.lower)


def write(path: Path, data: object) -> None:
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(path.relative_to(ROOT))


def main() -> int:
    with (ROOT / "pyproject.toml").open("rb") as file:
        dependencies = tomllib.load(file)["project"]["dependencies"]
    runtime, runtime_pins = sources([pinned(r) for r in dependencies])
    pip = (
        "pip3 install --verbose --exists-action=i --no-index --no-build-isolation"
        ' --find-links="file://${PWD}" --prefix=${FLATPAK_DEST} '
    )
    write(
        HERE / "python3-dependencies.json",
        {
            "name": "python3-dependencies",
            "buildsystem": "simple",
            "build-commands": [pip + " ".join(f'"{pin}"' for pin in runtime_pins)],
            "sources": runtime,
            "cleanup": CLEANUP,
        },
    )
    tools, _ = sources([pinned(tool) for tool in BUILD_TOOLS], dest="build-tools")
    write(HERE / "build-tools.json", tools)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
