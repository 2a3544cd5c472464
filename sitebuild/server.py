"""A static file server for the built site (standard library only).

Any static server works; this one only makes sure WebAssembly and JavaScript modules
go out with the types browsers insist on, so Pyodide can start.
"""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path

TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".json": "application/json", ".whl": "application/zip", ".svg": "image/svg+xml"}


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
    quiet = False

    def log_message(self, format, *args):  # noqa: A002 (the base class's name)
        if not self.quiet:
            super().log_message(format, *args)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 8000,
                quiet: bool = False) -> http.server.ThreadingHTTPServer:
    handler = type("Handler", (_Handler,), {"quiet": quiet})
    return http.server.ThreadingHTTPServer(
        (host, port), functools.partial(handler, directory=str(directory)))


def serve_in_background(directory: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve ``directory`` on a free local port from a daemon thread; return the base URL."""
    server = make_server(directory, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address[:2]
    return server, f"http://{host}:{port}/"
