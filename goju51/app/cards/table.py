"""What every card game's table does with its card sprites, whatever the game: cards dealt off
the stock and turned over, the viewer's hand hidden and shown, table cards swept onto the
set-aside pile, a card held by the mouse and snapped back, and every card flown to its home.

A card table (``goju51.tables.<id>``) subclasses ``CardTable``, keeps its sprites in ``hand``,
``seats`` and its own row of table cards, and says where that row's cards rest
(``_row_homes``); it decides what each event shows.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Generic, Protocol

import pygame
import pytweening

from goju51.app.cards.ahead import FacesAhead
from goju51.app.cards.felt import card_felt
from goju51.app.cards.layout import HAND_SLOTS, SeatLayout
from goju51.app.cards.sprites import CardSprite, CardT, Drag
from goju51.app.kit.scene import Scene
from goju51.app.kit.tween import Tween
from goju51.app.table.base import TableBase
from goju51.host.messages import Refused

FLIGHT = 0.42
"""Seconds a card takes to fly to its new place at normal speed."""
PILE_LAYERS = 4
"""A pile shows a card back per 8 cards it holds, at most this many, each a little higher."""
CLICK_SLOP = 6
"""A press and release closer than this many pixels is a click, not a drag."""

LAYER_REST, LAYER_HAND, LAYER_FLYING, LAYER_DRAG = 1, 2, 5, 9

Home = tuple[CardSprite[Any], pygame.Rect, int]
"""Where a card rests: the sprite, its rect and its layer."""


TAG_INK = pygame.Color(8, 30, 18, 225)
"""The dark pill under a card's tag."""


class PiledLayout(Protocol):
    """What a card table needs of its game's layout: a ``CardTableLayout`` with the stock, the
    set-aside pile and the other seats' places."""

    @property
    def hand_card(self) -> tuple[int, int]: ...
    @property
    def hand_lift(self) -> int: ...
    @property
    def stock(self) -> pygame.Rect: ...
    @property
    def set_aside(self) -> pygame.Rect: ...
    @property
    def seats(self) -> Sequence[SeatLayout]: ...
    @property
    def settings(self) -> Sequence[pygame.Rect]: ...
    @property
    def value(self) -> pygame.Rect: ...
    def hand_rects(self, count: int) -> list[pygame.Rect]: ...
    def px(self, base: float) -> int: ...


class CardTable(TableBase, Generic[CardT]):
    """A table whose pieces are card sprites of the game's cards; see the module docstring."""

    layout: PiledLayout
    result: Any
    """How the game ended, once it has (the results scene shows it)."""

    def declare(self) -> None:
        """No cards anywhere yet."""
        super().declare()
        self.group: pygame.sprite.LayeredUpdates[CardSprite[CardT]] = pygame.sprite.LayeredUpdates()
        self.hand: list[CardSprite[CardT]] = []
        self.seats: dict[int, list[CardSprite[CardT]]] = {
            seat: [] for seat in range(self.view.num_players) if seat != self.viewer
        }
        self.stock_shown = 0
        self.aside_shown = 0
        self.turn_shown: int | None = None
        self.hand_hidden = False
        """The viewer's hand is face down (pass-and-play between turns, or as the game hides
        it)."""
        self.drag: Drag | None = None
        self._hover: CardSprite[CardT] | None = None
        self._faces_ahead = FacesAhead()

    def refused(self, message: Refused) -> None:
        """As every table; and a card let go for the refused move (a guided game's "not
        now") flies back to its place."""
        super().refused(message)
        self._settle(FLIGHT)

    def target_rect(self, target: tuple[str, str]) -> pygame.Rect | None:
        """A card in the hand or on the table by its text form (``("hand_card", "2D")``), a
        button by its name (``target_buttons``)."""
        kind, name = target
        if kind == "hand_card":
            sprites = self.hand
        elif kind == "table_card":
            sprites = [sprite for sprite, _rect, _layer in self._row_homes()]
        else:
            return self.target_buttons().get(name)
        return next((s.rect for s in sprites if str(s.card) == name), None)

    def keep_clear(self) -> list[pygame.Rect]:
        """The prompt, the buttons, the hand's value bar, the hand and the cards on the
        table."""
        row = [sprite.rect for sprite, _rect, _layer in self._row_homes()]
        hand = (sprite.rect for sprite in self.hand)
        return [*super().keep_clear(), self.layout.value, *hand, *row]

    def target_buttons(self) -> dict[str, pygame.Rect]:
        """A guided game's buttons by name (``("button", "clear")``), where they are."""
        return {}

    def results_scene(self, result: Any) -> Scene:
        """The scene that shows how the game ended (pushed once the last event is shown)."""
        raise NotImplementedError

    def _row_homes(self) -> list[Home]:
        """Where the cards on the table (between the piles) rest."""
        raise NotImplementedError

    def _settle(self, duration: float) -> None:
        """Fly (or, with ``duration`` 0, move) every card whose home changed to its home."""
        raise NotImplementedError

    def _hovered(self) -> CardSprite[CardT] | None:
        """The card under the pointer that the viewer could act on now, for highlights."""
        raise NotImplementedError

    def _press_in_play(self, pos: tuple[int, int]) -> None:
        """A press at ``pos`` while the viewer may act, past the corner buttons."""
        raise NotImplementedError

    def _release(self, pos: tuple[int, int]) -> None:
        """The mouse button let go at ``pos`` (a held card is dropped there)."""
        raise NotImplementedError

    # --------------------------------------------------------------------------- lifecycle

    def _land_and_lay_out(self, layout: PiledLayout) -> None:
        """Land every animation, let go of a held card, and put every card at its home in
        ``layout`` at once (a resize)."""
        self.skip()
        if self.drag is not None:
            self._drop_back()
        self.layout = layout
        self._settle(0.0)
        self._refresh_sprites()

    def update(self, dt: float) -> None:
        started = time.perf_counter()
        self.advance(dt)
        self._hover = self._hovered()
        self._hover_lift(dt)
        self._refresh_sprites()
        self._sprites_refreshed()
        self._faces_ahead.paint(started)

    def _sprites_refreshed(self) -> None:
        """Each frame, once every sprite is where it is shown (a table may repaint what rests)."""

    def foot_tag(
        self, card: pygame.Rect, label: str, colour: pygame.Color
    ) -> tuple[pygame.Surface, pygame.Rect]:
        """A tag ("taken", "drawn") and its dark pill inside the card's foot, so it can never
        sit under the value bar or the prompt above the hand."""
        px = self.layout.px
        rendered = self.context.text.fit(
            label, px(14), card.width - px(10), colour=colour, bold=True
        )
        pill = rendered.get_rect().inflate(px(8), px(4))
        pill.midbottom = (card.centerx, card.bottom - px(6))
        return rendered, pill

    def draw_foot_tag(
        self, surface: pygame.Surface, card: pygame.Rect, label: str, colour: pygame.Color
    ) -> None:
        rendered, pill = self.foot_tag(card, label, colour)
        self.context.panels.draw(surface, pill, TAG_INK, radius=pill.height // 2)
        surface.blit(rendered, rendered.get_rect(center=pill.center))

    def _lifted(self, sprite: CardSprite[CardT]) -> bool:
        """Whether ``sprite`` is raised a little: the card pointed at, unless one is held."""
        return sprite is self._hover and self.drag is None

    def _hover_lift(self, dt: float) -> None:
        rate = min(1.0, dt * 14)
        for sprite in self.group.sprites():
            rise = self.layout.hand_lift if sprite in self.hand else self.layout.px(8)
            target = rise if self._lifted(sprite) else 0.0
            sprite.lift += (target - sprite.lift) * rate

    # ----------------------------------------------------------------------------- sprites

    def _refresh_sprites(self) -> None:
        for sprite in self.group.sprites():
            sprite.refresh(self.context.images)

    def _plan_faces(self, row_width: int, deck: Iterable[CardT]) -> None:
        """Paint ahead the faces this window may show: the backs at every card width now, then
        the viewer's hand, the table's cards and the whole ``deck``, a slice per frame."""
        layout, view = self.layout, self.view
        self._faces_ahead.plan(
            self.context.images,
            (row_width, layout.hand_card[0], layout.seats[0].card_size[0]),
            layout.hand_card[0],
            view.hand,
            view.table,
            deck,
        )

    def _from_stock(self, card: CardT | None) -> CardSprite[CardT]:
        """A new face-down sprite on the stock, flying above the rest (the stock one less)."""
        stock = self.layout.stock
        sprite = CardSprite(card, stock.x, stock.y, stock.width, face_up=False)
        self.group.add(sprite, layer=LAYER_FLYING)
        self.stock_shown = max(0, self.stock_shown - 1)
        return sprite

    @property
    def hand_in_view(self) -> bool:
        """The viewer's five dealt cards (or six, one taken) all lie face up in front of them:
        only then may the value bar say what the hand is worth."""
        return (
            not self.hand_hidden
            and len(self.hand) >= HAND_SLOTS - 1
            and all(sprite.face_up for sprite in self.hand)
        )

    def _turn_up(self, sprite: CardSprite[CardT]) -> None:
        sprite.showing = True
        self._turn(sprite, FLIGHT)

    def _turn(self, sprite: CardSprite[CardT], duration: float) -> None:
        """Tween ``flip`` toward the side the card is showing."""
        self.tweens.add(
            Tween(sprite, duration, ease=pytweening.easeInOutSine, flip=sprite.flip_target)
        )

    def _show_hand(self, shown: bool) -> None:
        """Turn the viewer's whole hand face up or face down (pass-and-play: down while others
        play, so whoever watches the computers' turns sees nothing of it; a game may hide it at
        other times too)."""
        if self.hand_hidden != shown:
            return
        self.hand_hidden = not shown
        for sprite in self.hand:
            sprite.showing = shown
            self._turn(sprite, FLIGHT)

    def _sweep_aside(
        self, sprite: CardSprite[CardT], delay: float, on_done: Callable[[], None]
    ) -> None:
        """Fly a table card face down onto the set-aside pile, ``delay`` seconds from now."""
        target = self.layout.set_aside
        self.group.change_layer(sprite, LAYER_FLYING)
        sprite.home_width = target.width
        sprite.showing = False
        self.tweens.add(
            Tween(
                sprite,
                FLIGHT,
                ease=pytweening.easeInOutCubic,
                delay=delay,
                x=target.x,
                y=target.y,
                width=target.width,
                flip=-1.0,
                on_done=on_done,
            )
        )

    def results(self) -> Scene | None:
        return None if self.result is None else self.results_scene(self.result)

    def _open_results(self) -> None:
        scene = self.results()
        if self.stack is not None and scene is not None and self.shows_results:
            self.stack.push(scene)

    def _log(self, line: str) -> None:
        self.log.append(line)

    def _paint_felt(
        self,
        size: tuple[int, int],
        dark: pygame.Color,
        light: pygame.Color,
        outline: pygame.Color,
        row: Iterable[pygame.Rect],
    ) -> pygame.Surface:
        """The felt for a window of ``size``, with the empty places of the ``row`` and of both
        piles outlined (see ``card_felt``)."""
        layout = self.layout
        places = (*row, layout.stock, layout.set_aside)
        return card_felt(size, dark, light, outline, places, max(1, layout.px(2)), layout.px(8))

    def _glow_spread(self) -> int:
        """How far the widest glow around a card reaches."""
        return max(3, self.layout.px(7))

    # ------------------------------------------------------------------------------ homes

    def _seat_layout(self, seat: int) -> SeatLayout:
        players: int = self.view.num_players
        return self.layout.seats[(seat - self.viewer - 1) % players]

    def _homes(self) -> list[Home]:
        """Every card's resting place and layer, from the containers and the layout."""
        homes = [
            (sprite, rect, LAYER_HAND)
            for sprite, rect in zip(self.hand, self.layout.hand_rects(len(self.hand)), strict=True)
        ]
        homes += self._row_homes()
        for seat, fan in self.seats.items():
            rects = self._seat_layout(seat).card_rects(len(fan))
            homes += [(sprite, rect, LAYER_REST) for sprite, rect in zip(fan, rects, strict=True)]
        return homes

    def _fly_home(
        self, sprite: CardSprite[CardT], rect: pygame.Rect, layer: int, duration: float
    ) -> None:
        """Fly ``sprite`` above the rest to ``rect``, where it lands on ``layer``."""
        self.group.change_layer(sprite, LAYER_FLYING)
        self.tweens.add(
            Tween(
                sprite,
                duration,
                ease=pytweening.easeOutCubic,
                x=rect.x,
                y=rect.y,
                width=rect.width,
                on_done=lambda: self.group.change_layer(sprite, layer),
            )
        )

    # ------------------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.MOUSEMOTION:
            self._follow_pointer(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = event.pos
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer = event.pos
            self._release(event.pos)
        else:
            return False
        return True

    def corner_rects(self) -> Sequence[pygame.Rect]:
        return self.layout.settings

    def _press(self, pos: tuple[int, int]) -> None:
        """A press: a corner button's, else the game's while the viewer may act."""
        if self.press_setting(pos):
            return
        if not self.accepting_input:
            self.context.record("ignored", pos=list(pos), reason="not accepting input")
            return
        self._press_in_play(pos)

    # ----------------------------------------------------------------------------- the drag

    def _follow_pointer(self, pos: tuple[int, int]) -> None:
        """The mouse moved to ``pos``: a held card moves with it."""
        self.pointer = pos
        if self.drag is not None:
            self.drag.sprite.x = pos[0] - self.drag.grab[0]
            self.drag.sprite.y = pos[1] - self.drag.grab[1]

    def _pick_up(self, sprite: CardSprite[CardT], home: pygame.Rect, pos: tuple[int, int]) -> None:
        """Hold ``sprite`` (resting at ``home``), pressed at ``pos``, above everything."""
        self.drag = Drag(sprite, home, (pos[0] - sprite.x, pos[1] - sprite.y), pos)
        self.group.change_layer(sprite, LAYER_DRAG)

    def _snap_back(self, drag: Drag) -> None:
        """A card let go where it cannot go flies back to its place."""
        self.tweens.add(
            Tween(
                drag.sprite,
                0.28,
                ease=pytweening.easeOutBack,
                x=drag.home.x,
                y=drag.home.y,
                on_done=lambda: self.group.change_layer(drag.sprite, LAYER_REST),
            )
        )

    def _drop_back(self) -> None:
        """Let go of a held card at once (the window is resized under it)."""
        drag, self.drag = self.drag, None
        if drag is not None:
            self.group.change_layer(drag.sprite, LAYER_REST)
