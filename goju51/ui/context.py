"""What every scene shares: the player's settings and the app's services.

One ``Context`` is made by the app and handed to each scene, so scenes reach images, text,
sounds and the event log without globals, and a settings screen can change ``settings`` live.
"""

from __future__ import annotations

from dataclasses import dataclass

from goju51.ui.recorder import EventRecorder
from goju51.ui.sound import SoundBoard
from goju51.ui.sprites import CardImages
from goju51.ui.widgets import Panels, Text

SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0}
"""Named animation speeds: multipliers of every animation's and opponent's pace."""


def speed_name(speed: float) -> str:
    for name, value in SPEEDS.items():
        if abs(value - speed) < 1e-9:
            return name
    return f"×{speed:g}"


@dataclass
class Settings:
    """Player settings the table reads every frame (so a change shows at once)."""

    speed: float = SPEEDS["normal"]
    four_colour: bool = False
    muted: bool = False

    def next_speed(self) -> None:
        """Cycle slow → normal → fast (a custom speed goes back to normal)."""
        values = list(SPEEDS.values())
        index = values.index(self.speed) + 1 if self.speed in values else 1
        self.speed = values[index % len(values)]


@dataclass
class Context:
    settings: Settings
    images: CardImages
    text: Text
    panels: Panels
    sounds: SoundBoard
    recorder: EventRecorder | None = None

    def record(self, kind: str, **data: object) -> None:
        if self.recorder is not None:
            self.recorder.write(kind, **data)

    def play(self, sound: str) -> None:
        self.sounds.muted = self.settings.muted
        self.sounds.play(sound)
