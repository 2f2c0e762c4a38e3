"""The player's settings: read by every scene each frame, so a change shows at once, and kept
between runs in ``settings.json`` (see ``saves``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from goju51.app.cards.cardart import BACK_DESIGNS
from goju51.app.kit.i18n import LANGUAGES, system_language

SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0}
"""Named animation speeds: multipliers of every animation's and opponent's pace."""
MIN_SPEED, MAX_SPEED = 0.1, 100.0


def speed_name(speed: float) -> str:
    for name, value in SPEEDS.items():
        if abs(value - speed) < 1e-9:
            return name
    return f"×{speed:g}"


@dataclass
class Settings:
    """Everything the settings screen changes; defaults suit a first start."""

    speed: float = SPEEDS["normal"]
    four_colour: bool = False
    muted: bool = False
    volume: float = 0.8
    language: str = field(default_factory=system_language)
    back_design: str = BACK_DESIGNS[0]
    fullscreen: bool = False
    memory_aid: bool = True
    """Show the cards opponents were seen taking (else they stay face down like the rest)."""
    desktop_offered: bool = False
    """The executable has asked once to add itself to the Linux applications menu."""

    def validate(self) -> None:
        """Raise ``ValueError`` when a value is out of range (a damaged settings file)."""
        if not MIN_SPEED <= self.speed <= MAX_SPEED:
            raise ValueError(f"animation speed {self.speed!r} is out of range")
        if not 0.0 <= self.volume <= 1.0:
            raise ValueError(f"volume {self.volume!r} is out of range")
        if self.language not in LANGUAGES:
            raise ValueError(f"unknown language {self.language!r}"[:80])
        if self.back_design not in BACK_DESIGNS:
            raise ValueError(f"unknown card back {self.back_design!r}"[:80])

    def next_speed(self, step: int = 1) -> None:
        """Cycle slow → normal → fast (a custom speed goes back to normal)."""
        values = list(SPEEDS.values())
        index = values.index(self.speed) + step if self.speed in values else 1
        self.speed = values[index % len(values)]
