"""`make app`: the one-folder app built with PyInstaller starts where no Python is reachable,
answers --version on the compiled core, and its window shows under Xvfb (`make test-app`).

Slow (a PyInstaller build), so marked `app` and left out of `make test`. The app runs under
`env -i` with PATH a fresh empty folder (this machine has /usr/bin/python3; the app must not need
it), and while its window is up every file mapped into the process is read from /proc: no Python
but the bundle's own."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [
    pytest.mark.app,
    pytest.mark.skipif(
        importlib.util.find_spec("PyInstaller") is None,
        reason="PyInstaller is not installed (make test-app installs it: pip install -e '.[app]')",
    ),
    pytest.mark.skipif(shutil.which("xdotool") is None, reason="xdotool is not installed"),
    pytest.mark.timeout(1800),  # the first test waits for the PyInstaller build
]
WINDOW_TIMEOUT_S = 120


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    dist = tmp_path_factory.mktemp("app")
    done = subprocess.run(
        [sys.executable, "packaging/build_app.py", "--distpath", str(dist)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1500,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return dist / "madn"


@pytest.fixture
def bare_env(tmp_path: Path) -> dict[str, str]:
    """`env -i` with a PATH that holds nothing (no python, no shell tools), a new home."""
    empty = tmp_path / "bin"
    empty.mkdir()
    home = tmp_path / "home"
    runtime = tmp_path / "runtime"
    home.mkdir()
    runtime.mkdir(mode=0o700)
    assert shutil.which("python3", path=str(empty)) is None
    return {
        "PATH": str(empty),
        "HOME": str(home),
        "XDG_RUNTIME_DIR": str(runtime),
        "LANG": "C.UTF-8",
    }


def test_the_bundle_carries_core_plugins_translations_and_sounds(app: Path) -> None:
    inside = app / "_internal"
    stamp = inside / "core" / "_native" / "sources.json"
    assert stamp.is_file() and list((inside / "core" / "_native").glob("engine.*.so"))
    assert (inside / "core" / "engine.py").is_file()  # the sources the stamp is checked against
    plugins = inside / "PySide6" / "Qt" / "plugins"
    for plugin in (
        "platforms/libqxcb.so",
        "xcbglintegrations/libqxcb-glx-integration.so",
        "imageformats/libqsvg.so",
        "imageformats/libqjpeg.so",
    ):
        assert (plugins / plugin).is_file(), plugin
    for language in ("de", "it", "en"):
        assert (inside / "madn_qt" / "translations" / f"madn_{language}.qm").is_file()
    assert {p.stem for p in (inside / "madn_qt" / "sounds").glob("*.wav")} >= {"dice", "ambient"}
    assert list(inside.glob("madn-*.dist-info/METADATA"))


def test_the_app_answers_version_and_plays_without_python(
    app: Path, bare_env: dict[str, str]
) -> None:
    version = subprocess.run(
        [str(app / "madn"), "--version"],
        env=bare_env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert version.stdout.strip() == "madn 0.1.0 (core: compiled)"
    games = subprocess.run(
        [str(app / "madn"), "simulate", "--players", "normal,strong", "--games", "5", "--rich"],
        env=bare_env,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    assert "games" in games.stdout


def test_the_app_plays_across_the_internet_by_code_without_python(
    app: Path, bare_env: dict[str, str], tmp_path: Path
) -> None:
    """magic-wormhole, Twisted and autobahn are in the bundle: a host and a joiner of the bundle
    play a game by an invite code through a local mailbox server and relay."""
    from tests.net.internet.rendezvous import servers

    folder = tmp_path / "wormhole"
    folder.mkdir()
    with servers(folder) as network:
        env = {**bare_env, "XDG_DATA_HOME": str(tmp_path / "host")}
        host_out = (tmp_path / "host.out").open("w+")
        host = subprocess.Popen(
            [str(app / "madn"), "host", "--headless", "--internet", *network.args(),
             "--seats", "ai:random,empty,remote,empty", "--rules", '{"figures": 1}'],
            env=env, stdout=host_out, stderr=subprocess.DEVNULL, text=True,
        )  # fmt: skip
        try:
            code = ""
            deadline = time.monotonic() + 60
            while not code and time.monotonic() < deadline and host.poll() is None:
                found = re.search(r"^invite 2 (\S+)$", (tmp_path / "host.out").read_text(), re.M)
                code = found.group(1) if found else ""
                time.sleep(0.1)
            assert code, (tmp_path / "host.out").read_text()
            joined = subprocess.run(
                [str(app / "madn"), "join", "--headless", "--code", code, "--ai", "random",
                 *network.args()],
                env={**bare_env, "XDG_DATA_HOME": str(tmp_path / "join")},
                capture_output=True, text=True, timeout=300,
            )  # fmt: skip
            assert joined.returncode == 0, joined.stderr[-3000:]
            assert host.wait(60) == 0
        finally:
            if host.poll() is None:
                host.kill()
                host.wait(10)
        final = (tmp_path / "host.out").read_text().splitlines()[-1]
        assert final.startswith("final ") and joined.stdout.splitlines()[-1] == final


def _xdotool(*args: str, timeout: float = 30) -> str:
    done = subprocess.run(
        ["xdotool", *args], capture_output=True, text=True, timeout=timeout, check=True
    )
    return done.stdout


@pytest.fixture
def running(app: Path, bare_env: dict[str, str]) -> Iterator[subprocess.Popen[str]]:
    env = {**bare_env, "DISPLAY": os.environ["DISPLAY"]}
    if "XAUTHORITY" in os.environ:
        env["XAUTHORITY"] = os.environ["XAUTHORITY"]
    process = subprocess.Popen(
        [str(app / "madn")], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    try:
        yield process
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)


def _window_of(pid: int, name: str) -> str:
    """The visible window titled ``name`` (a regular expression) of process ``pid``, waited for
    with ``xdotool search --sync`` under a time limit."""
    start = time.monotonic()
    windows = _xdotool(
        "search", "--sync", "--onlyvisible", "--name", name, timeout=WINDOW_TIMEOUT_S
    ).split()
    assert time.monotonic() - start < WINDOW_TIMEOUT_S
    for window in windows:
        if _xdotool("getwindowpid", window).strip() == str(pid):
            return window
    raise AssertionError(f"no window {name!r} of process {pid}: {windows}")


def test_the_window_shows_under_xvfb_and_nothing_loads_a_system_python(
    app: Path, running: subprocess.Popen[str]
) -> None:
    main = _window_of(running.pid, "^Mensch ärgere Dich nicht$")
    # A new home is the first start: the guide over the window first (Escape skips it, as a
    # person would), then New game asks (no kept game).
    deadline = time.monotonic() + 120
    while not (shown := _named(running.pid, "^New game$")):
        assert running.poll() is None and time.monotonic() < deadline, "no New game dialog"
        _xdotool("windowfocus", "--sync", main)
        _xdotool("key", "Escape")
        time.sleep(1)
    dialog = shown[0]
    mapped = {
        line.split(maxsplit=5)[5]
        for line in Path(f"/proc/{running.pid}/maps").read_text().splitlines()
        if len(line.split(maxsplit=5)) == 6
    }
    bundle = str(app.resolve())
    pythonic = [path for path in mapped if re.search(r"python|site-packages", path, re.I)]
    assert pythonic and all(path.startswith(bundle) for path in pythonic), pythonic
    assert any(path.startswith(f"{bundle}/_internal/libpython3") for path in mapped)
    assert any(re.search(r"/core/_native/engine\.cpython-.*\.so$", path) for path in mapped)
    for qt in ("plugins/platforms/libqxcb.so", "libQt6OpenGLWidgets.so", "libQt6XcbQpa.so"):
        assert [path for path in mapped if qt in path and path.startswith(bundle)], qt

    # Close it as a person would (real key events, XTEST): Escape closes New game (and any other
    # box in front), then Ctrl+Q quits; again until it is gone (a busy machine may be slow).
    front = dialog
    deadline = time.monotonic() + 60
    while running.poll() is None and time.monotonic() < deadline:
        _xdotool("windowfocus", "--sync", front)
        _xdotool("key", "Escape" if front != main else "ctrl+q")
        time.sleep(1)
        shown = _visible_windows(running.pid)
        front = next((window for window in shown if window != main), main)
    output = running.communicate(timeout=30)[0] if running.poll() is None else _output(running)
    assert running.returncode == 0, output
    assert "Traceback" not in output, output


def _named(pid: int, name: str) -> list[str]:
    """The visible windows of process ``pid`` titled ``name`` (a regular expression), now."""
    found = subprocess.run(
        ["xdotool", "search", "--all", "--onlyvisible", "--pid", str(pid), "--name", name],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    return found.stdout.split()


def _visible_windows(pid: int) -> list[str]:
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(pid), "--name", "."],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    return found.stdout.split()


def _output(process: subprocess.Popen[str]) -> str:
    return process.stdout.read() if process.stdout else ""
