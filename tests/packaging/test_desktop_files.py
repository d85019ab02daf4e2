"""The desktop entry and the AppStream metainfo pass their validators (real processes, as CI runs
them), and the metainfo's screenshots are the committed images the screenshot script makes."""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / "io.github.madn.Madn.desktop"
METAINFO = LINUX / "io.github.madn.Madn.metainfo.xml"
SCREENSHOTS = ROOT / "packaging" / "screenshots"
# The metainfo names the images by their place in the repository at the release's tag.
SCREENSHOT_URL = re.compile(
    r"https://raw\.githubusercontent\.com/madn/madn/v(?P<version>[^/]+)/(?P<path>packaging/"
    r"screenshots/[a-z0-9-]+\.png)"
)


def _tool(name: str, package: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed (Debian: {package}; .ci/run installs it)")
    return found


def _version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def test_desktop_file_validate_accepts_the_desktop_entry() -> None:
    done = subprocess.run(
        [_tool("desktop-file-validate", "desktop-file-utils"), str(DESKTOP)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "error" not in done.stdout.lower() and "warning" not in done.stdout.lower()


def test_appstreamcli_validate_accepts_the_metainfo() -> None:
    done = subprocess.run(
        [_tool("appstreamcli", "appstream"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_metainfo_matches_the_desktop_entry_and_the_release() -> None:
    meta = ET.parse(METAINFO).getroot()
    assert meta.findtext("id") == DESKTOP.name.removesuffix(".desktop")
    assert meta.findtext("launchable") == DESKTOP.name
    releases = meta.findall("releases/release")
    assert releases and releases[0].get("version") == _version()  # the newest comes first
    assert meta.findtext("provides/binary") == "madn"


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_every_screenshot_is_a_committed_image_of_this_release() -> None:
    meta = ET.parse(METAINFO).getroot()
    shots = meta.findall("screenshots/screenshot")
    assert [shot.get("type") for shot in shots].count("default") == 1
    named = set()
    for shot in shots:
        assert shot.findtext("caption"), "every screenshot says what it shows"
        url = shot.findtext("image") or ""
        match = SCREENSHOT_URL.fullmatch(url)
        assert match, url
        assert match["version"] == _version()
        image = ROOT / match["path"]
        width, height = _png_size(image)
        assert width >= 620 and height >= 350, (image, width, height)  # AppStream's minimum
        named.add(image.name)
    assert named == {path.name for path in SCREENSHOTS.glob("*.png")}  # none made for nothing
    if (ROOT / ".git").exists() and shutil.which("git"):
        tracked = subprocess.run(
            ["git", "ls-files", "packaging/screenshots"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        assert {Path(path).name for path in tracked} >= named
