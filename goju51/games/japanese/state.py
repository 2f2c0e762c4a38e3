"""How the engine holds a position: table sizes and the small ints it uses for an empty table
place and a turn's phase. Shared by the game state (``game.py``) and the save reader
(``save.py``), which must not import each other."""

MIN_PLAYERS = 2
MAX_PLAYERS = 6
HAND_SIZE = 5
TABLE_SIZE = 5
EMPTY = -1

START, CLEARED, TAKEN = 0, 1, 2
PHASE_NAMES = ("start", "cleared", "taken")
"""A turn's phases: ``start`` (may clear, take, or pass), ``cleared`` (must take), ``taken``
(must discard)."""
