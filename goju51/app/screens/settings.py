"""Settings: language, animation speed, sound and volume, deck colours, card back, full
screen, and the memory aid. Every change applies at once and is saved."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from goju51.app.cards.cardart import BACK_DESIGNS, ShownCard
from goju51.app.kit.forms import Control, FormScene
from goju51.app.kit.i18n import LANGUAGES, tr
from goju51.app.kit.preferences import SPEEDS, Settings, speed_name

if TYPE_CHECKING:
    from goju51.app.navigation import Navigator

PREVIEW = tuple(ShownCard.parse(text) for text in ("AS", "KH", "QC", "JD"))
VOLUME_STEP = 0.1


def _cycle(options: tuple[str, ...], current: str, step: int) -> str:
    index = options.index(current) if current in options else 0
    return options[(index + step) % len(options)]


class SettingsScene(FormScene):
    title_key = "settings.title"
    keys_help = "settings.keys"

    def __init__(self, flow: Navigator) -> None:
        super().__init__(flow.context)
        self.flow = flow

    @property
    def settings(self) -> Settings:
        return self.context.settings

    def changed(self) -> None:
        self.flow.apply_settings()

    def build(self) -> list[Control]:
        s = self.settings
        centre = self.size[0] // 2 - self.px(170)
        row = self.column(104, 560, 48, 10, centre_x=centre)

        def choice(
            key: str,
            label: Callable[[], str],
            change: Callable[[int], None],
            active: Callable[[], bool] | None = None,
        ) -> Control:
            def changed(step: int) -> None:
                change(step)
                self.changed()

            control = Control(key, row(len(controls)), label, change=changed, size=19)
            if active is not None:
                control.active = active
            return control

        def flip(name: str) -> Callable[[int], None]:
            return lambda _step: setattr(s, name, not getattr(s, name))

        controls: list[Control] = []
        controls.append(
            choice(
                "language",
                lambda: tr("settings.language", name=tr(f"language.{s.language}")),
                lambda step: setattr(s, "language", _cycle(LANGUAGES, s.language, step)),
            )
        )
        controls.append(
            choice(
                "speed",
                lambda: tr("settings.speed", speed=self._speed_label()),
                lambda step: s.next_speed(step),
            )
        )
        controls.append(
            choice(
                "sound",
                self._sound_label,
                flip("muted"),
                active=lambda: not s.muted,
            )
        )
        controls.append(
            choice(
                "volume",
                lambda: tr("settings.volume", percent=round(s.volume * 100)),
                lambda step: setattr(
                    s, "volume", round(min(1.0, max(0.0, s.volume + step * VOLUME_STEP)), 2)
                ),
            )
        )
        controls.append(
            choice(
                "deck",
                lambda: tr("settings.deck_four" if s.four_colour else "settings.deck_two"),
                flip("four_colour"),
                active=lambda: s.four_colour,
            )
        )
        controls.append(
            choice(
                "back",
                lambda: tr("settings.back", design=tr(f"back.{s.back_design}")),
                lambda step: setattr(s, "back_design", _cycle(BACK_DESIGNS, s.back_design, step)),
            )
        )
        controls.append(
            choice(
                "fullscreen",
                lambda: tr("settings.fullscreen_on" if s.fullscreen else "settings.fullscreen_off"),
                flip("fullscreen"),
                active=lambda: s.fullscreen,
            )
        )
        controls.append(
            choice(
                "memory",
                lambda: tr("settings.memory_on" if s.memory_aid else "settings.memory_off"),
                flip("memory_aid"),
                active=lambda: s.memory_aid,
            )
        )
        done = row(len(controls))
        done.y += self.px(14)
        controls.append(
            Control("done", done, lambda: tr("settings.done"), activate=self.back, size=19)
        )
        return controls

    def _sound_label(self) -> str:
        """On or off, and that nothing can be heard when no audio device could be opened."""
        label = tr("settings.sound_off" if self.settings.muted else "settings.sound_on")
        if not self.context.sounds.available:
            return tr("settings.sound_no_device", setting=label)
        return label

    def _speed_label(self) -> str:
        name = speed_name(self.settings.speed)
        return tr(f"speed.{name}") if name in SPEEDS else name

    def draw_content(self, surface: pygame.Surface) -> None:
        """The deck and the card back as they will look at the table."""
        images, px = self.context.images, self.px
        width = px(84)
        left = self.size[0] // 2 + px(160)
        for index, card in enumerate(PREVIEW):
            x = left + (index % 2) * px(100)
            y = px(130) + (index // 2) * px(134)
            surface.blit(images.card(card, width, True), (x, y))
        surface.blit(images.card(None, width, False), (left + px(200), px(130)))
