"""Sound effects. A game must never crash or stall because of audio: a machine with no
sound device, a missing file or a corrupt one just means silence (and a logged warning).
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from goju51.app.kit.resources import asset_path

log = logging.getLogger(__name__)

SOUND_NAMES = (
    *("click", "deal", "take", "discard", "clear", "shuffle", "stop", "win"),
    *("shake", "roll"),
    *("challenge", "reveal"),
)
"""The card games' sounds, then the dice game's (the cup shaken, the cup set down), then
Chinese 51's own (a challenge, every hand turned up)."""


class SoundBoard:
    """Plays the game's named sound effects (see ``SOUND_NAMES``).

    ``muted`` silences it; ``volume`` (0..1) scales every effect. Construct it after
    ``pygame.init()``; it initializes the mixer itself if nobody has.
    """

    def __init__(
        self, volume: float = 0.8, muted: bool = False, sound_dir: Path | None = None
    ) -> None:
        self.muted = muted
        self._volume = 0.0
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._reported: set[str] = set()
        if _open_mixer():
            folder = sound_dir if sound_dir is not None else asset_path("sounds")
            for name in SOUND_NAMES:
                sound = _load(folder / f"{name}.wav")
                if sound is not None:
                    self._sounds[name] = sound
        self.volume = volume

    @property
    def available(self) -> bool:
        """Whether any sound can be heard at all (an audio device and loaded files)."""
        return bool(self._sounds)

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = min(1.0, max(0.0, float(value)))
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    def play(self, name: str) -> None:
        """Play the effect ``name``; does nothing when muted or when it cannot be played."""
        if self.muted or self._volume == 0.0:
            return
        sound = self._sounds.get(name)
        if sound is None:
            if name not in SOUND_NAMES and name not in self._reported:
                self._reported.add(name)
                log.warning("unknown sound effect %r", name)
            return
        sound.play()


def _open_mixer() -> bool:
    if pygame.mixer.get_init():
        return True
    try:
        pygame.mixer.init(frequency=44_100, size=-16, channels=2, buffer=512)
    except pygame.error as error:
        log.warning("no audio, playing silently: %s", error)
        return False
    return True


def _load(path: Path) -> pygame.mixer.Sound | None:
    try:
        return pygame.mixer.Sound(path)
    except (pygame.error, OSError) as error:
        log.warning("cannot load sound %s: %s", path, error)
        return None
