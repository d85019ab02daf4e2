"""LAN play in the app: the lobby, the bridge from the network thread to Qt, and the glue that
shows a LAN game in the main window.

- :mod:`.link`: one hosted or joined table on the network thread (:class:`~.link.LanLink`);
  every callback of ``net`` reaches the GUI thread as a queued Qt signal (:mod:`.bridge`).
- :mod:`.watcher`: the live list of tables on the LAN (``net.discovery.TableBrowser``).
- :mod:`.lan_game`: :class:`~.lan_game.LanGame`, the window controller's network part while it
  follows a LAN game: it holds the commands the network plays until the controller shows them
  and hands the local person's choices to the network, never playing them itself.
- :mod:`.lobby`, :mod:`.join_page`, :mod:`.host_page`: Game ▸ Network game….
- :mod:`.glue`: :func:`~.glue.install` adds the menu action and runs one LAN game at a time.

Nothing here imports ``net`` at the app's start: the lobby and the links load it when used.
"""
