"""Build the installable wheel: translations compiled, sounds synthesised, all inside the package.

    .venv/bin/python packaging/build_dist.py [--outdir dist]

The wheel carries ``madn_qt/translations/*.qm`` and ``madn_qt/sounds/*.wav`` as package data, so an
installed game needs neither the repository's ``resources/`` nor a build step at first start.
``packaging/linux/install.sh`` installs it for one user with a desktop entry and icon.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGED_SOUNDS = ROOT / "madn_qt" / "sounds"


def run(*args: str) -> None:
    subprocess.run([sys.executable, *args], cwd=ROOT, check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="build the madn wheel")
    parser.add_argument("--outdir", default=str(ROOT / "dist"))
    args = parser.parse_args(argv)
    run("tools/build_translations.py", "build")
    PACKAGED_SOUNDS.mkdir(exist_ok=True)
    run("resources/sounds/make_sounds.py", str(PACKAGED_SOUNDS))
    run("-m", "build", "--wheel", "--no-isolation", "--outdir", args.outdir)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
