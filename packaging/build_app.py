"""Build the one-folder app with PyInstaller (``make app``): ``dist/madn/madn``, no Python needed.

    .venv/bin/python packaging/build_app.py [--distpath dist] [--jobs N]

A clean copy of the sources with the compiled translations, the synthesised sounds and the
compiled core is staged (``packaging/staging.py``), then ``packaging/pyinstaller/madn.spec``
bundles it with the Python runtime, PySide6's Qt libraries and plugins (the xcb platform, the
image formats, the OpenGL integrations, multimedia), numpy and PyOpenGL. The shaders are Python
strings of ``madn_qt/board/shaders.py`` and travel with the code. Afterwards the app is asked
``--version`` and must answer that it runs the compiled core; the folder's size is printed
(docs/packaging.md keeps the measured figure). PyInstaller comes with ``pip install -e '.[app]'``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from staging import ROOT, project_version, stage_native, stage_sources

SPEC = ROOT / "packaging" / "pyinstaller" / "madn.spec"
NAME = "madn"


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def write_metadata(stage: Path, version: str) -> None:
    """A minimal ``madn-VERSION.dist-info`` for ``importlib.metadata.version("madn")``."""
    info = stage / f"{NAME}-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {version}\n", encoding="utf-8"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="build the one-folder app dist/madn/")
    parser.add_argument("--distpath", type=Path, default=ROOT / "dist")
    parser.add_argument("--jobs", type=int, default=None, help="parallel C compiles")
    args = parser.parse_args(argv)
    distpath: Path = args.distpath.resolve()
    version = project_version()
    with tempfile.TemporaryDirectory(prefix="madn-app-") as tmp:
        stage = Path(tmp) / "src"
        stage_sources(stage)
        how = stage_native(stage, args.jobs)
        write_metadata(stage, version)
        env = {**os.environ, "MADN_STAGE": str(stage), "MADN_VERSION": version}
        env.pop("MADN_PURE", None)
        subprocess.run(
            [
                sys.executable,
                "-m",
                "PyInstaller",
                "--noconfirm",
                "--clean",
                "--log-level",
                "WARN",
                "--distpath",
                str(distpath),
                "--workpath",
                str(Path(tmp) / "work"),
                str(SPEC),
            ],
            cwd=tmp,
            env=env,
            check=True,
        )
    app = distpath / NAME
    answer = subprocess.run(
        [str(app / NAME), "--version"],
        env={"PATH": "/nonexistent", "HOME": tempfile.gettempdir()},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if answer.returncode != 0 or not answer.stdout.strip().endswith("(core: compiled)"):
        raise SystemExit(f"{app / NAME} --version: {answer.stdout}{answer.stderr}")
    size = folder_size(app)
    print(f"build_app: {app / NAME}: {answer.stdout.strip()}")
    print(f"build_app: {app}/ {size / 1e6:.0f} MB ({how} core)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
