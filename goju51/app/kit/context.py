"""What every scene shares: the player's settings and the app's services.

One ``Context`` is made by the app and handed to each scene, so scenes reach images, text,
sounds and the event log without globals, and a settings screen can change ``settings`` live.
"""

from __future__ import annotations

from dataclasses import dataclass

from goju51.app.cards.sprites import CardImages
from goju51.app.kit.preferences import Settings
from goju51.app.kit.recorder import EventRecorder
from goju51.app.kit.sound import SoundBoard
from goju51.app.kit.widgets import Panels, Text


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
