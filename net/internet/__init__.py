"""Play across the internet with an invite code, through magic-wormhole (docs/internet.md).

No server of ours: magic-wormhole's mailbox server is the rendezvous where a short code becomes a
shared key (a PAKE), and its transit relay carries the encrypted bytes where two homes cannot
reach each other directly. On top of that pipe the LAN protocol runs unchanged (docs/protocol.md):
the same frames, handshake, commit–reveal dice, rejoin and resume.

- :mod:`net.internet.reactor`: Twisted's reactor on its own thread, beside the asyncio loop.
- :mod:`net.internet.codes`: codes as people type them; a returning player's code.
- :mod:`net.internet.rendezvous`: one meeting (code, PAKE, offer, transit) on the reactor.
- :mod:`net.internet.pipe`: a meeting's pipe seen from asyncio, spliced with a stream.
- :mod:`net.internet.doors`: the host's codes, following its table.
- :mod:`net.internet.bridge`: the joiner's loopback port through the rendezvous.
- :mod:`net.internet.cli`: ``madn host --internet`` and ``madn join --code``.
"""
