"""Engine speed: random legal playouts through the public API, for 2, 4 and 6 players.

Run: ``python benchmarks/engine.py`` (same as ``python -m goju51 bench``); ``--seconds N``.
"""

import sys

from goju51.lab.bench import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
