#!/usr/bin/env sh
# Install the game for the current user: the wheel into ~/.local via pip, plus the desktop entry,
# the AppStream data and the icon, so it appears in the desktop's application menu.
# Usage: packaging/linux/install.sh dist/madn-*.whl
set -eu
wheel=${1:?usage: install.sh path/to/madn-VERSION-py3-none-any.whl}
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
python3 -m pip install --user --upgrade "$wheel"
install -Dm644 "$here/io.github.madn.Madn.desktop" "$data/applications/io.github.madn.Madn.desktop"
install -Dm644 "$here/io.github.madn.Madn.metainfo.xml" "$data/metainfo/io.github.madn.Madn.metainfo.xml"
install -Dm644 "$here/../icons/io.github.madn.Madn.svg" "$data/icons/hicolor/scalable/apps/io.github.madn.Madn.svg"
echo "Installed. Start it from the application menu or with: madn"
