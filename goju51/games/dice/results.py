"""Dice results: ``Result(high, low)``, the ladder of the 19 announceable results, the specials.

Inside the engine a result is an int ``code``: 0–18 its place on the ladder (lowest first),
``CODE_21`` and ``CODE_51`` the specials. ``FACES_CODE[a * 7 + b]`` is the code of faces a and b.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Result:
    """Two dice read higher die first: ``Result(6, 5)`` is "65", ``Result(3, 3)`` "double 3"."""

    high: int
    low: int

    def __post_init__(self) -> None:
        for name, face in (("high", self.high), ("low", self.low)):
            if type(face) is not int or not 1 <= face <= 6:
                raise ValueError(f"{name} must be a die face from 1 to 6, not {face!r}")
        if self.high < self.low:
            raise ValueError(f"the higher die comes first: Result({self.low}, {self.high})")

    @classmethod
    def of(cls, a: int, b: int) -> Result:
        """The result of two faces in either order (2 and 5, or 5 and 2, make 52)."""
        return RESULTS[FACES_CODE[_face(a) * 7 + _face(b)]]

    @classmethod
    def parse(cls, text: str) -> Result:
        """Read ``"65"``, ``"double 3"``, ``"21"`` or ``"51"`` back (case and outer spaces
        aside); anything else raises ``ValueError``."""
        if not isinstance(text, str):
            raise ValueError(f"not a dice result: {text!r}")
        code = _BY_TEXT.get(text.strip().lower())
        if code is None:
            raise ValueError(
                f"not a dice result: {text!r} (write the higher die first, as in '65', "
                "'double 3', '21', '51')"
            )
        return RESULTS[code]

    @property
    def code(self) -> int:
        """0–18 on the ladder, ``CODE_21`` or ``CODE_51`` for the specials."""
        return _CODE[self.high * 7 + self.low]

    @property
    def is_double(self) -> bool:
        return self.high == self.low

    @property
    def is_special(self) -> bool:
        return self.code >= CODE_21

    @property
    def rank(self) -> int | None:
        """The place on the ladder (0 for 31 … 18 for double 6); None for 21 and 51."""
        code = self.code
        return None if code >= CODE_21 else code

    def __str__(self) -> str:
        if self.high == self.low:
            return f"double {self.high}"
        return f"{self.high}{self.low}"


def _face(face: int) -> int:
    if type(face) is not int or not 1 <= face <= 6:
        raise ValueError(f"a die face is 1 to 6, not {face!r}")
    return face


_LADDER_PAIRS = [
    (3, 1),
    (3, 2),
    (4, 1),
    (4, 2),
    (4, 3),
    (5, 2),
    (5, 3),
    (5, 4),
    (6, 1),
    (6, 2),
    (6, 3),
    (6, 4),
    (6, 5),
    *((d, d) for d in range(1, 7)),
]

CODE_21 = 19
CODE_51 = 20
NUM_LADDER = 19

RESULTS: tuple[Result, ...] = (
    *(Result(h, lo) for h, lo in _LADDER_PAIRS),
    Result(2, 1),
    Result(5, 1),
)
"""Every result by code: the ladder, then 21, then 51."""

LADDER: tuple[Result, ...] = RESULTS[:NUM_LADDER]
"""The 19 announceable results, lowest first."""

SPECIALS: tuple[Result, ...] = RESULTS[NUM_LADDER:]

_CODE = [-1] * 49
for _code, _result in enumerate(RESULTS):
    _CODE[_result.high * 7 + _result.low] = _code
del _code, _result

FACES_CODE: tuple[int, ...] = tuple(
    _CODE[max(a, b) * 7 + min(a, b)] if a and b else -1 for a in range(7) for b in range(7)
)
"""Code of faces a and b (either order) at index ``a * 7 + b``."""

_BY_TEXT = {str(result): code for code, result in enumerate(RESULTS)}

CHANCE_36: tuple[int, ...] = tuple(1 if r.is_double else 2 for r in RESULTS)
"""How many of the 36 equally likely rolls give each code."""
