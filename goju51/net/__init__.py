"""Playing across computers on the local network: the host's WebSocket server (``server``),
a joining app's seat (``client``) and the lobby's messages (``lobby``). The seat protocol
itself is the host's (``goju51.host.messages``); this package only carries it."""
