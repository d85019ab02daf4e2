"""Build the source distribution and a platform wheel with the compiled core (``make dist``).

    .venv/bin/python packaging/build_dist.py [--outdir dist] [--pure] [--jobs N]

Both are built from a clean copy of the packages (``packaging/staging.py``) with compiled
translations (``madn_qt/translations/*.qm``) and synthesised sounds (``madn_qt/sounds/*.wav``)
as package data, so an installed game needs neither the repository's ``resources/`` nor a build
step at first start. ``python -m build`` makes the sdist and a wheel from it; then the compiled
core (mypyc, docs/native.md) is added to the wheel as ``core/_native/`` with its stamp, and the
wheel is tagged for this interpreter and platform, e.g. ``madn-0.1.0-cp311-cp311-linux_x86_64.whl``.

Where the build does not fit the interpreter that runs the game, ``core/__init__.py`` plays on the
pure-Python sources the wheel also carries; another interpreter than this one (pip refuses the
wheel's tag there) installs from the sdist, which builds a wheel without the compiled core.
``madn --version`` says which core runs. ``--pure`` builds only the sdist and a ``py3-none-any``
wheel (a machine without a C compiler). Before writing, older ``madn-*.whl``/``madn-*.tar.gz`` in
the output folder are removed; anything else there (``dist/madn/``, the app) stays.

``packaging/linux/install.sh`` installs the wheel for one user with a desktop entry and icon.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import zipfile
from pathlib import Path

from staging import ROOT, native_files, run, stage_native, stage_sources


def wheel_tag() -> str:
    """The tag of a wheel with CPython extension modules for this interpreter and platform,
    as setuptools' bdist_wheel writes it (``cp311-cp311-linux_x86_64``)."""
    if sys.implementation.name != "cpython":
        raise SystemExit("the compiled core is built for CPython only: use --pure")
    interpreter = f"cp{sys.version_info.major}{sys.version_info.minor}"
    soabi = str(sysconfig.get_config_var("SOABI"))  # cpython-311-x86_64-linux-gnu, -311d-, -313t-
    abi = "cp" + soabi.split("-")[1]
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{interpreter}-{abi}-{platform}"


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def add_native(pure: Path, stage: Path, outdir: Path) -> Path:
    """A copy of the ``py3-none-any`` wheel ``pure`` with the staged compiled core added under
    ``core/_native/``, ``Root-Is-Purelib: false``, this platform's tag and a new RECORD."""
    project, version = pure.name.split("-")[:2]
    tag = wheel_tag()
    dist_info = f"{project}-{version}.dist-info"
    target = outdir / f"{project}-{version}-{tag}.whl"
    entries: list[tuple[zipfile.ZipInfo, bytes]] = []
    with zipfile.ZipFile(pure) as source:
        for info in source.infolist():
            if info.filename == f"{dist_info}/RECORD":
                continue
            data = source.read(info)
            if info.filename == f"{dist_info}/WHEEL":
                lines = data.decode().splitlines()
                lines = [ln for ln in lines if ln and not ln.startswith(("Root-Is-Purelib", "Tag"))]
                lines += ["Root-Is-Purelib: false", f"Tag: {tag}"]
                data = ("\n".join(lines) + "\n").encode()
            entries.append((info, data))
    first_dist_info = next(i for i, (info, _) in enumerate(entries) if dist_info in info.filename)
    native = []
    for path in native_files(stage):
        arcname = path.relative_to(stage).as_posix()
        native.append((zipfile.ZipInfo.from_file(path, arcname), path.read_bytes()))
    entries[first_dist_info:first_dist_info] = native  # packages first, .dist-info last
    record = [_record_line(info.filename, data) for info, data in entries]
    record.append(f"{dist_info}/RECORD,,")
    record_info = zipfile.ZipInfo(f"{dist_info}/RECORD", entries[-1][0].date_time)
    entries.append((record_info, ("\n".join(record) + "\n").encode()))
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as wheel:
        for info, data in entries:
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    return target


def check_compiled(wheel: Path) -> None:
    """Unpacked on its own, the wheel's core runs compiled (its stamp matches its sources, the
    extension modules load): else this build would install a game on the pure core."""
    with tempfile.TemporaryDirectory(prefix="madn-wheel-") as tmp:
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(tmp)
        code = (
            f"import sys; sys.path.insert(0, {tmp!r}); import core, core.engine, core.ai.strong;"
            "assert core.NATIVE, 'the stamp does not match';"
            f"assert core.engine.__file__.startswith({tmp!r}), core.engine.__file__;"
            f"assert core.engine.__file__.endswith({sysconfig.get_config_var('EXT_SUFFIX')!r})"
        )
        env = {k: v for k, v in os.environ.items() if k != "MADN_PURE"}  # PYTHONPATH stays
        done = subprocess.run(
            [sys.executable, "-c", code], cwd=tmp, env=env, capture_output=True, text=True
        )
        if done.returncode != 0:
            raise SystemExit(f"{wheel.name} would not play on the compiled core:\n{done.stderr}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="build the madn sdist and wheel")
    parser.add_argument("--outdir", type=Path, default=ROOT / "dist")
    parser.add_argument(
        "--pure", action="store_true", help="no compiled core: a py3-none-any wheel"
    )
    parser.add_argument("--jobs", type=int, default=None, help="parallel C compiles")
    args = parser.parse_args(argv)
    outdir: Path = args.outdir.resolve()
    with tempfile.TemporaryDirectory(prefix="madn-dist-") as tmp:
        stage, built = Path(tmp) / "src", Path(tmp) / "built"
        stage_sources(stage)
        # The sdist first, then the wheel built from the unpacked sdist (build's default): the
        # sdist is proven complete. No isolation: setuptools comes from the venv, no download.
        run("-m", "build", "--no-isolation", "--outdir", built, stage)
        [sdist] = built.glob("madn-*.tar.gz")
        [pure] = built.glob("madn-*-py3-none-any.whl")
        how = None
        if not args.pure:
            how = stage_native(stage, args.jobs)
            wheel = add_native(pure, stage, built)
            check_compiled(wheel)
        else:
            wheel = pure
        outdir.mkdir(parents=True, exist_ok=True)
        for old in [*outdir.glob("madn-*.whl"), *outdir.glob("madn-*.tar.gz")]:
            old.unlink()
        for path in (sdist, wheel):
            shutil.copy2(path, outdir / path.name)
            size = path.stat().st_size / 1e6
            print(f"build_dist: {outdir / path.name} ({size:.1f} MB)")
    if how is not None:
        print(f"build_dist: the wheel carries the compiled core ({how}) and the pure sources")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
