#!/usr/bin/env sh
# Install the game for the current user from the wheel `make dist` builds (docs/packaging.md):
# a virtual environment of its own in ~/.local/share/madn/venv (Debian and Ubuntu refuse
# `pip install --user` into the system's Python, PEP 668), the `madn` command in ~/.local/bin,
# and the desktop entry, the AppStream data and the icon, so that it appears in the menu.
#
#   packaging/linux/install.sh dist/madn-0.1.0-cp311-cp311-linux_x86_64.whl
#   PYTHON=python3.11 packaging/linux/install.sh dist/madn-*.whl   # the Python the wheel is for
#   packaging/linux/install.sh --uninstall                        # saved games and settings stay
#
# The wheel's dependencies (PySide6, numpy, ...) come from PyPI. The wheel is built for one
# Python (its tag, e.g. cp311): for another, install the sdist, dist/madn-*.tar.gz (pure core).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin
home=$data/madn
app=io.github.madn.Madn

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$home/venv"
  rm -f "$bin/madn" "$data/applications/$app.desktop" "$data/metainfo/$app.metainfo.xml" \
    "$data/icons/hicolor/scalable/apps/$app.svg"
  echo "Uninstalled (saved games and settings are kept)."
  exit 0
fi

package=${1:?usage: install.sh dist/madn-VERSION-TAG.whl | dist/madn-VERSION.tar.gz | --uninstall}
"${PYTHON:-python3}" -m venv --clear "$home/venv"
"$home/venv/bin/python" -m pip install --quiet "$package"
mkdir -p "$bin"
ln -sf "$home/venv/bin/madn" "$bin/madn"
# The menu starts the absolute path: a desktop session's PATH often lacks ~/.local/bin.
mkdir -p "$data/applications"
sed "s|^Exec=madn|Exec=$home/venv/bin/madn|" "$here/$app.desktop" >"$data/applications/$app.desktop"
install -Dm644 "$here/$app.metainfo.xml" "$data/metainfo/$app.metainfo.xml"
install -Dm644 "$here/../icons/$app.svg" "$data/icons/hicolor/scalable/apps/$app.svg"
"$home/venv/bin/madn" --version
echo "Installed. Start it from the application menu or with: madn"
