"""The host: a session's game run for its seats, and the seat protocol its clients speak.

Standard library only, never pygame: ``host`` (the ``Host``), ``messages`` (the protocol and
its JSON form), ``local`` (the in-process transport), ``seats`` (who sits where) and
``thinking`` (computers deciding away from the caller's thread).
"""
