"""The table: one game seen from one seat, animated from the engine's events.

The engine decides everything: a click or a key becomes a move, the move is checked against
``game.legal_moves()`` and played with ``game.apply``, and the returned events are queued on a
``Timeline`` as animations. While that timeline or any tween runs, input is ignored (so nothing
can be clicked twice or out of turn); Space skips to the end.

What is shown comes from ``game.view(viewer)`` and the public events only: the viewer's hand
face up, other hands face down except the cards everyone saw them take (marked in gold).
``viewer`` is a parameter, so pass-and-play can show another seat. Seats listed in
``opponents`` are played by computer opponents thinking in a child process (see ``thinking``).

Every sprite has a home (a hand slot, a table slot, an opponent's fan) computed from the pure
``table_layout``; a step changes which container a sprite is in, then ``_settle`` flies every
sprite whose home moved. A resize lands all animations and snaps sprites to the new homes.
"""

from __future__ import annotations

import itertools
import math
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

import pygame
import pytweening

from goju51.app.cards.cardart import draw_glow, suit_icon
from goju51.app.cards.sprites import CardSprite
from goju51.app.kit.context import Context
from goju51.app.kit.i18n import card_name, join_names, language, suit_name, tr, tr_count
from goju51.app.kit.preferences import SPEEDS, speed_name
from goju51.app.kit.scene import Scene
from goju51.app.kit.stilllayer import Part, StillLayer
from goju51.app.kit.tween import Timeline, Tween, Tweens
from goju51.app.kit.widgets import (
    AMBER,
    CREAM,
    GOLD,
    INK,
    draw_button,
    draw_focus,
)
from goju51.app.table import LOG_LINES
from goju51.app.table.thinking import Opponent, Thought, Worker
from goju51.games.japanese import (
    CARDS,
    Card,
    Clear,
    Cleared,
    Dealt,
    Discard,
    Discarded,
    Event,
    Game,
    GameOver,
    LastRoundBegan,
    Move,
    Pass,
    Passed,
    Reshuffled,
    Stopped,
    Take,
    Took,
    TurnStarted,
    best_suit,
    hand_value,
)
from goju51.games.japanese.ai import fallback_move
from goju51.tables.japanese.layout import TableLayout, sort_hand, table_layout

FLIGHT = 0.42
"""Seconds a card takes to fly to its new place at normal speed."""
DEAL_GAP = 0.09
REVEAL_GAP = 0.08
HOLD = 0.18
BANNER_SECONDS = 3.2
TOAST_SECONDS = 2.6
PILE_LAYERS = 4
"""A pile shows a card back per 8 cards it holds, at most this many, each a little higher."""
CLICK_SLOP = 6
"""A press and release closer than this many pixels is a click, not a drag."""
SPARE_SECONDS = 0.002
"""While a frame's update has taken less than this, it paints faces ahead of need, a slice of
work (under a millisecond) at a time: the frame stays well within 8 ms."""

LAYER_REST, LAYER_HAND, LAYER_FLYING, LAYER_DRAG = 1, 2, 5, 9

ROWS = ("table", "hand", "buttons")
"""Keyboard focus rows, top to bottom."""

TAKEN_GREEN = pygame.Color(110, 230, 140)

KEY_HELP = ("table.keys_take", "table.keys_more")
"""Catalog keys of the two lines of keyboard help under the round counter."""


@dataclass(frozen=True)
class SeatLook:
    """What an opponent's plate shows: the still layer repaints it when this changes."""

    seat: int
    lit: bool
    """Their turn, or they won."""
    label: str
    seen_taken: bool
    """The line under their cards saying the gold ones were seen taken."""


@dataclass(frozen=True)
class ValueLook:
    """What the viewer's hand value shows: the still layer repaints it when this changes."""

    cards: tuple[Card, ...]
    won: bool
    over: bool
    lit: bool


@dataclass
class Drag:
    """A table card held by the mouse: where it came from, to snap back there."""

    sprite: CardSprite
    slot: int
    grab: tuple[float, float]
    start: tuple[int, int]


class TableScene(Scene):
    """One game at the table; see the module docstring."""

    def __init__(
        self,
        context: Context,
        game: Game,
        viewer: int,
        opponents: Mapping[int, Opponent],
        names: Mapping[int, str],
        play_again: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.context = context
        self.game = game
        self.viewer = viewer
        self.opponents = dict(opponents)
        self.names = dict(names)
        self.play_again = play_again
        self.layout: TableLayout = table_layout((1280, 720), game.num_players)
        self.group: pygame.sprite.LayeredUpdates = pygame.sprite.LayeredUpdates()
        self.tweens = Tweens()
        self.timeline = Timeline()
        self.hand: list[CardSprite] = []
        self.table: list[CardSprite | None] = [None] * 5
        self.seats: dict[int, list[CardSprite]] = {
            seat: [] for seat in range(game.num_players) if seat != viewer
        }
        self.stock_shown = 0
        self.aside_shown = 0
        self.turn_shown: int | None = None
        self.last_round: list[int] = []
        self.stopper_shown: int | None = None
        self.taken: Card | None = None
        self.stop_armed = False
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        self.pending_line: dict[int, tuple[bool, Card | None]] = {}
        """A move's log line waits for its discard: (cleared first?, card taken)."""
        self.banner: tuple[str, float] | None = None
        self.toast: tuple[str, float] | None = None
        self.result: GameOver | None = None
        self.thought: Thought | None = None
        self.worker = Worker(in_child_process=bool(self.opponents))
        self.waited = 0.0
        self.drag: Drag | None = None
        self.pointer = (-1, -1)
        self.focus: tuple[str, int] = ("table", 0)
        self.show_focus = False
        self.clock = 0.0
        self._still = StillLayer(pygame.Surface((1, 1)))
        """Everything at rest (felt, piles, plates, resting cards, value, log, status), repainted
        only where it changed: most frames then cost one full-screen blit."""
        self._moving: list[CardSprite] = []
        self._hover: CardSprite | None = None
        self._was_ready = False
        self._painting_ahead: Iterator[None] = iter(())
        """Slices of work that paint every face at this window's sizes, soonest needed first:
        each frame with time to spare does a few, so that no face is drawn on the frame it
        first shows (a whole face takes 1.5–3 ms at 1920×1080)."""

    # ------------------------------------------------------------------------- lifecycle

    def enter(self) -> None:
        self.resize(pygame.display.get_surface().get_size())
        if self.game.history:
            self._show_position()
        else:
            for event in self.game.opening_events():
                self._record(event)
                self._queue(event)

    def exit(self) -> None:
        """Forget any opponent still thinking: its answer would be for a table gone."""
        self.thought = None
        self.worker.close()

    def resize(self, size: tuple[int, int]) -> None:
        self.skip()
        if self.drag is not None:
            self._drop_back()
        self.layout = table_layout(size, self.game.num_players)
        self._settle(0.0)
        self._refresh_sprites()
        self._still = StillLayer(self._paint_background(size))
        self._update_still()
        widths = (
            self.layout.table_card[0],
            self.layout.hand_card[0],
            self.layout.seats[0].card_size[0],
        )
        images = self.context.images
        for width in widths:
            images.with_shadow(None, width, face_up=False)
        self._painting_ahead = itertools.chain.from_iterable(
            images.paint_ahead(card, width) for card, width in self._faces_by_need(widths)
        )

    def _faces_by_need(self, widths: tuple[int, int, int]) -> list[tuple[Card, int]]:
        """Every face at the table's, the hand's and the seats' card widths, soonest needed
        first: the viewer's hand, then the table's cards at every width (someone will take
        them), then the whole deck."""
        view = self.game.view(self.viewer)
        hand_width = widths[1]
        soon = [(card, hand_width) for card in view.hand]
        soon += [(card, width) for card in view.table for width in widths]
        deck = CARDS[: self.game.rules.deck_size]
        return list(dict.fromkeys(soon + [(card, width) for width in widths for card in deck]))

    def skip(self) -> None:
        """Land every running and queued animation at once."""
        while self.timeline.busy or self.tweens.busy:
            self.timeline.finish()
            self.tweens.finish()

    @property
    def animating(self) -> bool:
        return self.timeline.busy or self.tweens.busy

    @property
    def accepting_input(self) -> bool:
        """True when the viewer may act: their turn, a human seat, nothing moving."""
        return (
            not self.animating
            and not self.game.is_over
            and self.game.current_player == self.viewer
            and self.viewer not in self.opponents
        )

    # ------------------------------------------------------------------------ frame steps

    def update(self, dt: float) -> None:
        started = time.perf_counter()
        speed = self.context.settings.speed
        self.clock += dt
        self.timeline.update(dt * speed)
        self.tweens.update(dt * speed)
        self.banner = _tick(self.banner, dt)
        self.toast = _tick(self.toast, dt)
        self._think(dt * speed)
        self._hover = self._hovered()
        self._hover_lift(dt)
        self._refresh_sprites()
        self._update_still()
        ready = self.accepting_input
        if ready and not self._was_ready:  # for tests driving the real window
            self.context.record("awaiting", seat=self.viewer, phase=self.game.phase)
        self._was_ready = ready
        while time.perf_counter() - started < SPARE_SECONDS:
            if next(self._painting_ahead, _ALL_PAINTED) is _ALL_PAINTED:
                break

    def _think(self, dt: float) -> None:
        seat = self.game.current_player
        opponent = self.opponents.get(seat)
        if opponent is None or self.animating or self.game.is_over:
            return
        if self.thought is None:
            self.thought = Thought(opponent, self.game.view(seat), fallback_move, self.worker)
            self.waited = 0.0
        self.waited += dt
        move = self.thought.result()
        linger = opponent.pace * (1.0 if self.game.phase == "start" else 0.5)
        if move is not None and self.waited >= linger:
            self.thought = None
            self._play(move)

    def _hover_lift(self, dt: float) -> None:
        hovered = self._hover
        rate = min(1.0, dt * 14)
        for sprite in self.group.sprites():
            if sprite is hovered and (self.drag is None):
                target = self.layout.px(14 if sprite in self.hand else 8)
            else:
                target = 0.0
            sprite.lift += (target - sprite.lift) * rate

    def _refresh_sprites(self) -> None:
        for sprite in self.group.sprites():
            sprite.refresh(self.context.images)

    # ------------------------------------------------------------------------------ moves

    def _play(self, move: Move) -> None:
        """Play a move the engine accepts and queue the animation of what happened."""
        seat = self.game.current_player
        events = self.game.apply(move)
        self.context.record("move", seat=seat, move=str(move))
        for event in events:
            self._record(event)
            self._queue(event)
        self.moved()

    def moved(self) -> None:
        """Called after every move the engine played here (a session saves the game)."""

    def turn_began(self, seat: int) -> None:
        """Called when the table shows the start of ``seat``'s turn (after the animations)."""

    def status_lines(self) -> list[str]:
        """More lines under the round counter (a match's score)."""
        return []

    def corner_buttons(self) -> list[tuple[str, Callable[[], None], bool]]:
        """The small buttons top right: (label, action, enabled)."""
        settings = self.context.settings
        speed = speed_name(settings.speed)
        return [
            (
                tr("table.sound_off" if settings.muted else "table.sound_on"),
                self.toggle_sound,
                True,
            ),
            (
                tr("table.deck_four" if settings.four_colour else "table.deck_two"),
                self.toggle_deck,
                True,
            ),
            (
                tr("table.speed", speed=tr(f"speed.{speed}") if speed in SPEEDS else speed),
                settings.next_speed,
                True,
            ),
        ]

    @property
    def memory_aid(self) -> bool:
        """Show the cards opponents were seen taking (else they are drawn face down)."""
        return self.context.settings.memory_aid

    def toggle_sound(self) -> None:
        self.context.settings.muted = not self.context.settings.muted

    def toggle_deck(self) -> None:
        settings = self.context.settings
        settings.four_colour = not settings.four_colour
        self.context.images.art.four_colour = settings.four_colour

    def _record(self, event: Event) -> None:
        if self.context.recorder is not None:
            self.context.recorder.event(event)

    def try_move(self, move: Move) -> bool:
        """The viewer's move: played if the engine allows it, else explained on screen."""
        if not self.accepting_input:
            self.context.record("ignored", move=str(move), reason="not accepting input")
            return False
        if move in self.game.legal_moves():
            self.stop_armed = self.stop_armed and not isinstance(move, Discard)
            self._play(move)
            return True
        reason = self._refusal(move)
        self.context.record("refused", move=str(move), reason=reason)
        self._say(reason)
        return False

    def _refusal(self, move: Move) -> str:
        """Why the engine refused ``move``, in the player's words (by the engine's code)."""
        refusal = self.game.check(move)
        return tr(f"refuse.{refusal.code}") if refusal is not None else tr("refuse.other")

    def _say(self, text: str) -> None:
        self.toast = (text, TOAST_SECONDS)
        self.context.play("click")

    # ------------------------------------------------------------------ events → animation

    def _queue(self, event: Event) -> None:
        match event:
            case Dealt():
                self._queue_deal(event)
            case TurnStarted():
                self.timeline.then(lambda: self._start_turn(event))
            case Took():
                self.timeline.then(lambda: self._show_take(event), FLIGHT + HOLD)
            case Discarded():
                self.timeline.then(lambda: self._show_discard(event), FLIGHT + HOLD)
            case Cleared():
                self._queue_clear(event)
            case Reshuffled():
                self._queue_reshuffle(event)
            case Stopped():
                self.timeline.then(lambda: self._show_stop(event), 0.6)
            case LastRoundBegan():
                self.timeline.then(lambda: self._show_last_round(event), 0.9)
            case GameOver():
                self.timeline.then(lambda: self._show_game_over(event), FLIGHT + 0.8)
            case Passed():
                self.timeline.then(
                    lambda: self._log(tr("log.passed", name=self._name(event.player))), HOLD
                )

    def _queue_deal(self, event: Dealt) -> None:
        view = self.game.view(self.viewer)
        n = self.game.num_players
        self.stock_shown = event.stock_count + 5 * n + 5
        mine = iter(view.hand)
        for round_index in range(5):
            for offset in range(1, n + 1):
                seat = (event.dealer + offset) % n
                card = next(mine) if seat == self.viewer else None
                self.timeline.then(
                    lambda seat=seat, card=card: self._deal_one(seat, card), DEAL_GAP
                )
            self.timeline.then(lambda: None, 0.0 if round_index < 4 else FLIGHT)
        for slot, card in enumerate(event.table):
            self.timeline.then(lambda slot=slot, card=card: self._reveal(slot, card), REVEAL_GAP)
        self.timeline.then(lambda: self.log.append(tr("log.dealt")), FLIGHT + HOLD)

    def _deal_one(self, seat: int, card: Card | None) -> None:
        sprite = self._from_stock(card)
        if seat == self.viewer:
            self.hand.append(sprite)
            self.hand = _sorted_sprites(self.hand)
            self._turn_up(sprite)
        else:
            self.seats[seat].append(sprite)
        self._settle()
        self.context.play("deal")

    def _reveal(self, slot: int, card: Card) -> None:
        sprite = self._from_stock(card)
        self.table[slot] = sprite
        self._turn_up(sprite)
        self._settle()
        self.context.play("deal")

    def _from_stock(self, card: Card | None) -> CardSprite:
        stock = self.layout.stock
        sprite = CardSprite(card, stock.x, stock.y, stock.width, face_up=False)
        self.group.add(sprite, layer=LAYER_FLYING)
        self.stock_shown = max(0, self.stock_shown - 1)
        return sprite

    def _turn_up(self, sprite: CardSprite) -> None:
        sprite.showing = True
        self._turn(sprite, FLIGHT)

    def _turn(self, sprite: CardSprite, duration: float) -> None:
        """Tween ``flip`` toward the side the card is showing."""
        self.tweens.add(
            Tween(sprite, duration, ease=pytweening.easeInOutSine, flip=sprite.flip_target)
        )

    def _start_turn(self, event: TurnStarted) -> None:
        self.turn_shown = event.player
        self.taken = None
        self.stop_armed = False
        if self.last_round and event.player in self.last_round:
            self.last_round = self.last_round[self.last_round.index(event.player) :]
        if event.player == self.viewer and self.viewer not in self.opponents:
            self.focus = ("table", self.focus[1] if self.focus[0] == "table" else 0)
        self.turn_began(event.player)

    def _show_take(self, event: Took) -> None:
        sprite = self.table[event.slot]
        assert sprite is not None, "a card is taken from a slot that shows one"
        self.table[event.slot] = None
        if event.player == self.viewer:
            self.hand = _sorted_sprites([*self.hand, sprite])
            self.taken = event.card
            if self.viewer not in self.opponents:
                self.focus = ("hand", self.hand.index(sprite))
        else:
            sprite.marked = True
            self.seats[event.player].append(sprite)
        cleared, _card = self.pending_line.get(event.player, (False, None))
        self.pending_line[event.player] = (cleared, event.card)
        self._settle()
        self.context.play("take")

    def _show_discard(self, event: Discarded) -> None:
        if event.player == self.viewer:
            sprite = next(s for s in self.hand if s.card == event.card)
            self.hand.remove(sprite)
        else:
            fan = self.seats[event.player]
            sprite = next((s for s in fan if s.card == event.card), None)
            if sprite is None:
                sprite = next(s for s in fan if s.card is None)
                sprite.card = event.card
                self._turn_up(sprite)
            fan.remove(sprite)
        sprite.marked = False
        self.table[event.slot] = sprite
        self.taken = None
        cleared, took = self.pending_line.pop(event.player, (False, None))
        self._log(
            tr(
                "log.clear_take_discard" if cleared else "log.take_discard",
                name=self._name(event.player),
                took=card_name(took) if took else "?",
                discarded=card_name(event.card),
            )
        )
        self._settle()
        self.context.play("discard")

    def _queue_clear(self, event: Cleared) -> None:
        self.timeline.then(lambda: self._set_aside(event), FLIGHT + 0.15)
        for slot, card in enumerate(event.revealed):
            self.timeline.then(lambda slot=slot, card=card: self._reveal(slot, card), REVEAL_GAP)
        self.timeline.then(lambda: None, FLIGHT)

    def _set_aside(self, event: Cleared) -> None:
        self.pending_line[event.player] = (True, None)
        target = self.layout.set_aside
        for index, sprite in enumerate(self.table):
            if sprite is None:
                continue
            self.group.change_layer(sprite, LAYER_FLYING)
            sprite.home_width = target.width
            sprite.showing = False
            self.tweens.add(
                Tween(
                    sprite,
                    FLIGHT,
                    ease=pytweening.easeInOutCubic,
                    delay=index * 0.04,
                    x=target.x,
                    y=target.y,
                    width=target.width,
                    flip=-1.0,
                    on_done=lambda sprite=sprite: self._into_aside_pile(sprite),
                )
            )
        self.table = [None] * 5
        self.context.play("clear")

    def _into_aside_pile(self, sprite: CardSprite) -> None:
        sprite.kill()
        self.aside_shown += 1

    def _queue_reshuffle(self, event: Reshuffled) -> None:
        def gather() -> None:
            aside, stock = self.layout.set_aside, self.layout.stock
            for index in range(min(6, self.aside_shown)):
                sprite = CardSprite(None, aside.x, aside.y, aside.width, face_up=False)
                self.group.add(sprite, layer=LAYER_FLYING)
                self.tweens.add(
                    Tween(
                        sprite,
                        FLIGHT,
                        delay=index * 0.06,
                        x=stock.x,
                        y=stock.y,
                        on_done=sprite.kill,
                    )
                )
            self.aside_shown = 0
            self.stock_shown = event.stock_count
            self.banner = (tr("banner.reshuffle", count=event.count), BANNER_SECONDS)
            self.context.play("shuffle")

        self.timeline.then(gather, FLIGHT + 0.5)

    def _show_stop(self, event: Stopped) -> None:
        self.stopper_shown = event.player
        self._log(tr("log.stop", name=self._name(event.player)))
        self.context.play("stop")

    def _show_last_round(self, event: LastRoundBegan) -> None:
        self.last_round = list(event.players)
        turns = len(event.players)
        who = tr("table.you") if event.stopper == self.viewer else self._name(event.stopper)
        names = join_names([self._name(seat) for seat in event.players])
        self.banner = (tr_count("banner.last_round", turns, who=who, names=names), BANNER_SECONDS)

    def _show_game_over(self, event: GameOver) -> None:
        self.result = event
        self.turn_shown = None
        self.last_round = []
        final = self.game.view(self.viewer).final_hands or ()
        for seat, fan in self.seats.items():
            known = [sprite.card for sprite in fan if sprite.card is not None]
            hidden = [card for card in final[seat] if card not in known]
            for sprite in fan:
                if sprite.card is None:
                    sprite.card = hidden.pop()
                self._turn_up(sprite)
        self.context.play("win")
        self.timeline.then(self._open_results, 0.0)

    def _open_results(self) -> None:
        if self.stack is not None and self.result is not None:
            self.stack.push(self.results_scene())

    def results_scene(self) -> Scene:
        from goju51.tables.japanese.gameover import GameOverScene

        return GameOverScene(self.context, self.result, self.names, self.viewer, self.play_again)

    def _log(self, line: str) -> None:
        self.log.append(line)

    def _name(self, seat: int) -> str:
        return self.names.get(seat) or tr("table.seat", number=seat + 1)

    # ------------------------------------------------------------------ homes and settling

    def _homes(self) -> list[tuple[CardSprite, pygame.Rect, int]]:
        """Every card's resting place and layer, from the containers and the layout."""
        homes = [
            (sprite, rect, LAYER_HAND)
            for sprite, rect in zip(self.hand, self.layout.hand_rects(len(self.hand)), strict=True)
        ]
        homes += [
            (sprite, self.layout.table_slots[slot], LAYER_REST)
            for slot, sprite in enumerate(self.table)
            if sprite is not None
        ]
        for seat, fan in self.seats.items():
            rects = self._seat_layout(seat).card_rects(len(fan))
            homes += [(sprite, rect, LAYER_REST) for sprite, rect in zip(fan, rects, strict=True)]
        return homes

    def _seat_layout(self, seat: int):
        return self.layout.seats[(seat - self.viewer - 1) % self.game.num_players]

    def _settle(self, duration: float = FLIGHT) -> None:
        """Fly (or, with ``duration`` 0, move) every card whose home changed to its home."""
        for sprite, rect, layer in self._homes():
            if self.drag is not None and sprite is self.drag.sprite:
                continue
            sprite.home_width = rect.width
            if (round(sprite.x), round(sprite.y), round(sprite.width)) == (
                rect.x,
                rect.y,
                rect.width,
            ):
                if self.group.get_layer_of_sprite(sprite) != layer:
                    self.group.change_layer(sprite, layer)
                continue
            if duration <= 0:
                sprite.x, sprite.y, sprite.width = rect.x, rect.y, rect.width
                sprite.flip = sprite.flip_target
                self.group.change_layer(sprite, layer)
                continue
            self.tweens.cancel(sprite)
            if sprite.flip != sprite.flip_target:
                self._turn(sprite, duration)
            self.group.change_layer(sprite, LAYER_FLYING)
            self.tweens.add(
                Tween(
                    sprite,
                    duration,
                    ease=pytweening.easeOutCubic,
                    x=rect.x,
                    y=rect.y,
                    width=rect.width,
                    on_done=lambda sprite=sprite, layer=layer: self.group.change_layer(
                        sprite, layer
                    ),
                )
            )

    def _show_position(self) -> None:
        """Lay out the game as it stands, without animation (a loaded save)."""
        view = self.game.view(self.viewer)
        self.group.empty()
        self.hand = [CardSprite(card, 0, 0, 1, True) for card in sort_hand(view.hand)]
        self.table = [
            None if card is None else CardSprite(card, 0, 0, 1, True) for card in view.table_slots
        ]
        for opponent in view.opponents:
            fan = [CardSprite(None, 0, 0, 1, False) for _ in range(opponent.unknown_count)]
            for card in opponent.known:
                sprite = CardSprite(card, 0, 0, 1, True)
                sprite.marked = True
                fan.append(sprite)
            self.seats[opponent.seat] = fan
        fans = itertools.chain.from_iterable(self.seats.values())
        for sprite in [*self.hand, *(s for s in self.table if s), *fans]:
            self.group.add(sprite, layer=LAYER_REST)
        self.stock_shown = view.stock_count
        self.aside_shown = view.set_aside_count
        self.turn_shown = view.current_player
        self.taken = view.taken
        self._settle(0.0)

    # ------------------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self.drag is not None:
                self.drag.sprite.x = event.pos[0] - self.drag.grab[0]
                self.drag.sprite.y = event.pos[1] - self.drag.grab[1]
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = event.pos
            self.show_focus = False
            self._press(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer = event.pos
            self._release(event.pos)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _press(self, pos: tuple[int, int]) -> None:
        if self._press_setting(pos):
            return
        if not self.accepting_input:
            self.context.record("ignored", pos=list(pos), reason="not accepting input")
            return
        layout = self.layout
        if layout.clear_button.collidepoint(pos):
            self.clear_or_pass()
            return
        if layout.stop_toggle.collidepoint(pos):
            self.toggle_stop()
            return
        sprite = self._sprite_at(pos)
        if sprite is None:
            return
        if sprite in self.table:
            slot = self.table.index(sprite)
            self.drag = Drag(sprite, slot, (pos[0] - sprite.x, pos[1] - sprite.y), pos)
            self.group.change_layer(sprite, LAYER_DRAG)
        elif sprite in self.hand:
            self.try_move(Discard(sprite.card, stop=self.stop_armed))

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        moved = math.dist(pos, drag.start) > CLICK_SLOP
        if moved and not self.layout.hand_zone.collidepoint(pos):
            self._say(tr("table.drop_hint"))
            self._snap_back(drag)
        elif not self.try_move(Take(drag.sprite.card)):
            self._snap_back(drag)

    def _snap_back(self, drag: Drag) -> None:
        home = self.layout.table_slots[drag.slot]
        self.tweens.add(
            Tween(
                drag.sprite,
                0.28,
                ease=pytweening.easeOutBack,
                x=home.x,
                y=home.y,
                on_done=lambda: self.group.change_layer(drag.sprite, LAYER_REST),
            )
        )

    def _drop_back(self) -> None:
        drag, self.drag = self.drag, None
        if drag is not None:
            self.group.change_layer(drag.sprite, LAYER_REST)

    def _sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        hits = [s for s in self.group.get_sprites_at(pos) if s in self.hand or s in self.table]
        return hits[-1] if hits else None

    def _hovered(self) -> CardSprite | None:
        """The card under the pointer that the viewer could act on now, for highlights."""
        if not self.accepting_input:
            return None
        sprite = self._sprite_at(self.pointer)
        if sprite is None:
            return None
        legal = self.game.legal_moves()
        if sprite in self.table and Take(sprite.card) in legal:
            return sprite
        if sprite in self.hand and Discard(sprite.card) in legal:
            return sprite
        return None

    def clear_or_pass(self) -> None:
        """The first button: Clear, or Pass in an "exchange or pass" last round."""
        self.try_move(Pass() if Pass() in self.game.legal_moves() else Clear())

    def toggle_stop(self) -> None:
        if self._stop_available():
            self.stop_armed = not self.stop_armed
            self.context.record("stop_armed", armed=self.stop_armed)
            self.context.play("click")
        else:
            self._say(
                tr("table.stop_called")
                if self.game.stopper is not None
                else tr("table.stop_your_turn")
            )

    def _stop_available(self) -> bool:
        return self.accepting_input and self.game.stopper is None

    def _press_setting(self, pos: tuple[int, int]) -> bool:
        for rect, (_label, action, enabled) in zip(
            self.layout.settings, self.corner_buttons(), strict=True
        ):
            if rect.collidepoint(pos):
                if enabled:
                    self.context.play("click")
                    action()
                return True
        return False

    def _key(self, key: int) -> bool:
        self.show_focus = True
        if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and (
            self.animating or self.thought is not None
        ):
            self.skip()
            self.waited = math.inf  # and the opponent moves as soon as it has decided
            self.context.record("skipped")
            return True
        if key == pygame.K_m:
            self.context.settings.muted = not self.context.settings.muted
            return True
        if not self.accepting_input:
            return key in (pygame.K_SPACE, pygame.K_RETURN)
        if pygame.K_1 <= key <= pygame.K_5:
            card = self._table_card(key - pygame.K_1)
            if card is not None:
                self.try_move(Take(card))
        elif key == pygame.K_c:
            self.try_move(Clear())
        elif key == pygame.K_p:
            self.try_move(Pass())
        elif key == pygame.K_s:
            self.toggle_stop()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_focus(0, -1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self._move_focus(-1 if key == pygame.K_UP else 1, 0)
        elif key == pygame.K_TAB:
            self._move_focus(0, 1, wrap_rows=True)
        elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self._activate_focus()
        else:
            return False
        return True

    def _table_card(self, slot: int) -> Card | None:
        sprite = self.table[slot] if 0 <= slot < len(self.table) else None
        return None if sprite is None else sprite.card

    def _row_length(self, row: str) -> int:
        return {"table": len(self.table), "hand": len(self.hand), "buttons": 2}[row]

    def _move_focus(self, rows: int, columns: int, wrap_rows: bool = False) -> None:
        row_index = ROWS.index(self.focus[0])
        column = self.focus[1]
        if rows:
            row_index = (row_index + rows) % len(ROWS)
            column = min(column, self._row_length(ROWS[row_index]) - 1)
        else:
            column += columns
            if column >= self._row_length(ROWS[row_index]) and wrap_rows:
                row_index, column = (row_index + 1) % len(ROWS), 0
            column %= self._row_length(ROWS[row_index])
        self.focus = (ROWS[row_index], max(column, 0))

    def _activate_focus(self) -> None:
        row, column = self.focus
        if row == "table":
            card = self._table_card(column)
            if card is not None:
                self.try_move(Take(card))
        elif row == "hand" and column < len(self.hand):
            self.try_move(Discard(self.hand[column].card, stop=self.stop_armed))
        elif row == "buttons":
            if column == 0:
                self.clear_or_pass()
            else:
                self.toggle_stop()

    def _focus_rect(self) -> pygame.Rect | None:
        row, column = self.focus
        if row == "table":
            sprite = self.table[column]
            return sprite.rect if sprite is not None else self.layout.table_slots[column]
        if row == "hand":
            return self.hand[column].rect if column < len(self.hand) else None
        return (self.layout.clear_button, self.layout.stop_toggle)[column]

    # ---------------------------------------------------------------------------- drawing

    def _update_still(self) -> None:
        """Split the cards into resting and moving ones; repaint the still layer where anything
        in it changed."""
        tweening = self.tweens.targets()
        dragged = self.drag.sprite if self.drag is not None else None
        resting, self._moving = [], []
        for sprite in self.group.sprites():
            moving = (
                id(sprite) in tweening
                or sprite is dragged
                or sprite is self._hover
                or sprite.lift > 0.5
            )
            (self._moving if moving else resting).append(sprite)
        layout, settings = self.layout, self.context.settings
        look = (
            layout.size,
            settings.four_colour,
            settings.back_design,
            settings.memory_aid,
            language(),
        )
        parts = [
            self._pile_part(layout.stock, self.stock_shown, "table.stock"),
            self._pile_part(layout.set_aside, self.aside_shown, "table.set_aside"),
        ]
        parts += [self._seat_part(seat) for seat in self.seats]
        parts += [self._card_part(sprite) for sprite in resting]
        parts += [self._status_part(), self._value_part(), self._log_part()]
        self._still.update(look, parts)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._still.surface, (0, 0))
        for sprite in self._moving:
            if self.drag is None or sprite is not self.drag.sprite:
                self._draw_card(surface, sprite)
        self._draw_thinking(surface)
        self._draw_hud(surface)
        if self.drag is not None:
            self._draw_drag(surface)

    def _draw_drag(self, surface: pygame.Surface) -> None:
        """The held card above everything, and the hand outlined as the place to drop it."""
        layout = self.layout
        zone = layout.hand_zone
        over = zone.collidepoint(self.pointer)
        pygame.draw.rect(
            surface,
            GOLD if over else CREAM,
            zone,
            max(2, layout.px(3)),
            border_radius=layout.px(14),
        )
        self._draw_card(surface, self.drag.sprite)

    def _paint_background(self, size: tuple[int, int]) -> pygame.Surface:
        """Green felt lit from the middle, with the empty places of the piles and the table."""
        small = pygame.Surface((64, 36))
        dark, light = pygame.Color(12, 66, 38), pygame.Color(34, 128, 72)
        small.fill(dark)
        rings = 14
        for ring in range(rings):
            grow = 1 - ring / rings
            box = pygame.Rect(0, 0, round(96 * grow), round(60 * grow))
            box.center = (32, 17)
            pygame.draw.ellipse(small, dark.lerp(light, (ring + 1) / rings), box)
        felt = pygame.transform.smoothscale(small, size)
        layout = self.layout
        outline = pygame.Color(20, 92, 52)
        for rect in (*layout.table_slots, layout.stock, layout.set_aside):
            pygame.draw.rect(felt, outline, rect, max(1, layout.px(2)), border_radius=layout.px(8))
        return felt.convert() if pygame.display.get_surface() else felt

    def _pile_part(self, rect: pygame.Rect, count: int, label: str) -> Part:
        return Part(
            ("pile", label, count),
            lambda: self._pile_bounds(rect, count, label),
            lambda surface: self._draw_pile(surface, rect, count, label),
        )

    def _draw_pile(
        self, surface: pygame.Surface, rect: pygame.Rect, count: int, label: str
    ) -> None:
        """The stock or the set-aside pile: a card back per 8 cards (at most 4), a count."""
        images = self.context.images
        back = images.card(None, rect.width, False)
        if count:
            surface.blit(images.shadow(rect.size), images.shadow_rect(rect))
        for layer in range(min(PILE_LAYERS, (count + 7) // 8)):
            surface.blit(back, self._pile_layer(rect, layer))
        surface.blit(*self._pile_label(rect, count, label))

    def _pile_layer(self, rect: pygame.Rect, layer: int) -> pygame.Rect:
        step = self.layout.px(1.5)
        return rect.move(-layer * step, -layer * step)

    def _pile_label(
        self, rect: pygame.Rect, count: int, label: str
    ) -> tuple[pygame.Surface, pygame.Rect]:
        layout = self.layout
        rendered = self.context.text.render(tr(label, count=count), layout.px(15))
        return rendered, rendered.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(6)))

    def _pile_bounds(self, rect: pygame.Rect, count: int, label: str) -> pygame.Rect:
        return rect.unionall(
            [
                self._pile_layer(rect, PILE_LAYERS - 1),
                self.context.images.shadow_rect(rect),
                self._pile_label(rect, count, label)[1],
            ]
        )

    def _seat_part(self, seat: int) -> Part:
        winner = self.result is not None and seat in self.result.winners
        label = self._name(seat)
        if self.result is not None:
            label = tr(
                "table.plate_wins" if winner else "table.plate_result",
                name=label,
                value=self.result.values[seat],
            )
        elif seat == self.stopper_shown:
            label = tr("table.plate_stop", name=label)
        thinking = self.thought is not None and self.game.current_player == seat
        marked = any(sprite.marked for sprite in self.seats[seat])
        seen_taken = marked and not thinking and self.result is None and self.memory_aid
        look = SeatLook(seat, seat == self.turn_shown or winner, label, seen_taken)
        return Part(
            look, lambda: self._seat_bounds(look), lambda surface: self._draw_seat(surface, look)
        )

    def _draw_seat(self, surface: pygame.Surface, look: SeatLook) -> None:
        plate = self._seat_layout(look.seat).plate
        colour = GOLD if look.lit else pygame.Color(8, 36, 22, 210)
        self.context.panels.draw(surface, plate, colour, radius=plate.height // 2)
        surface.blits(self._seat_texts(look))

    def _seat_texts(self, look: SeatLook) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The name on the plate, and the line under the cards if it is shown."""
        text, px = self.context.text, self.layout.px
        place = self._seat_layout(look.seat)
        name = text.fit(
            look.label,
            px(17),
            place.plate.width - px(12),
            colour=INK if look.lit else CREAM,
            bold=True,
        )
        texts = [(name, name.get_rect(center=place.plate.center))]
        if look.seen_taken:
            line = text.fit(tr("table.seen_taken"), px(14), place.status.width + px(40))
            texts.append((line, line.get_rect(midtop=place.status.midtop)))
        return texts

    def _seat_bounds(self, look: SeatLook) -> pygame.Rect:
        return _union(self._seat_layout(look.seat).plate, self._seat_texts(look))

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        """Animated dots under the opponent who is deciding."""
        seat = self.game.current_player
        if self.thought is None or seat not in self.seats:
            return
        dots = "." * (1 + int(self.clock * 2.5) % 3)
        self.context.text.blit(
            surface,
            tr("table.thinking") + dots,
            self.layout.px(14),
            "midtop",
            self._seat_layout(seat).status.midtop,
            colour=AMBER,
        )

    def _card_part(self, sprite: CardSprite) -> Part:
        key = (
            "card",
            id(sprite),
            sprite.rect.topleft,
            sprite.rect.size,
            sprite.image_pos,
            sprite.home_width,
            sprite.shadowed,
            sprite.face_up,
            sprite.card,
            sprite.marked,
            sprite in self.hand,
            self._just_taken(sprite),
        )
        return Part(
            key, lambda: self._card_bounds(sprite), lambda surface: self._draw_card(surface, sprite)
        )

    def _draw_card(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        """A card with its shadow and its marks: hovered, seen taken, or just taken."""
        layout, images = self.layout, self.context.images
        rect = sprite.rect
        if not sprite.shadowed:
            surface.blit(images.shadow(rect.size), images.shadow_rect(rect))
        if sprite.marked and sprite.face_up and not self.memory_aid and sprite not in self.hand:
            back = images.card(None, sprite.home_width, False)
            surface.blit(pygame.transform.scale(back, rect.size), rect)
            return
        surface.blit(sprite.image, sprite.image_pos)
        just_taken = self._just_taken(sprite)
        spread = self._glow_spread()
        if sprite is self._hover:
            draw_glow(surface, rect, (255, 240, 150, 220), spread)
        elif just_taken:
            draw_glow(surface, rect, TAKEN_GREEN, spread)
        elif sprite.marked and sprite.face_up:
            draw_glow(surface, rect, GOLD, max(2, layout.px(4)))
        if just_taken:
            surface.blit(*self._just_taken_label(rect))

    def _just_taken(self, sprite: CardSprite) -> bool:
        return sprite.card is not None and sprite.card == self.taken and sprite in self.hand

    def _glow_spread(self) -> int:
        """How far the widest glow around a card reaches."""
        return max(3, self.layout.px(7))

    def _just_taken_label(self, card: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
        rendered = self.context.text.render(
            tr("table.just_taken"), self.layout.px(14), colour=TAKEN_GREEN, bold=True
        )
        return rendered, rendered.get_rect(midbottom=(card.centerx, card.top - self.layout.px(2)))

    def _card_bounds(self, sprite: CardSprite) -> pygame.Rect:
        """Everything ``_draw_card`` may paint: image, shadow, glow and label."""
        rect = sprite.rect
        spread = self._glow_spread()
        bounds = rect.inflate(2 * spread, 2 * spread).unionall(
            [
                pygame.Rect(sprite.image_pos, sprite.image.get_size()),
                self.context.images.shadow_rect(rect),
            ]
        )
        if self._just_taken(sprite):
            bounds.union_ip(self._just_taken_label(rect)[1])
        return bounds

    def _value_part(self) -> Part:
        won = self.result is not None and self.viewer in self.result.winners
        look = ValueLook(
            tuple(sprite.card for sprite in self.hand if sprite.card is not None),
            won,
            self.result is not None,
            won or self.turn_shown == self.viewer,
        )
        return Part(
            look, lambda: self._value_bounds(look), lambda surface: self._draw_value(surface, look)
        )

    def _draw_value(self, surface: pygame.Surface, look: ValueLook) -> None:
        """The viewer's hand value and the suit it counts, gold on the viewer's turn."""
        if not look.cards:
            return
        layout = self.layout
        panel = GOLD if look.lit else pygame.Color(8, 36, 22, 215)
        self.context.panels.draw(surface, layout.value, panel, radius=layout.value.height // 2)
        rendered, place, chip = self._value_label(look)
        surface.blit(rendered, place)
        if chip is not None:
            pygame.draw.ellipse(surface, CREAM, chip)
            icon = suit_icon(
                best_suit(look.cards), int(chip.height * 0.62), self.context.settings.four_colour
            )
            surface.blit(icon, icon.get_rect(center=chip.center))

    def _value_label(
        self, look: ValueLook
    ) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect | None]:
        """The label, where it goes, and the chip showing the suit (none once it is over)."""
        layout, text, px = self.layout, self.context.text, self.layout.px
        value = hand_value(look.cards, self.game.rules)
        if look.over:
            label = tr("table.hand_final_win" if look.won else "table.hand_final", value=value)
        else:
            label = tr("table.hand_value", value=value, suit=suit_name(best_suit(look.cards)))
        rendered = text.fit(
            label,
            px(18),
            layout.value.width - layout.value.height - px(20),
            colour=INK if look.lit else CREAM,
            bold=True,
        )
        chip = pygame.Rect(0, 0, layout.value.height - px(4), layout.value.height - px(4))
        width = rendered.get_width() + (0 if look.over else chip.width + px(8))
        x = layout.value.centerx - width // 2
        place = rendered.get_rect(midleft=(x, layout.value.centery))
        if look.over:
            return rendered, place, None
        chip.midleft = (x + rendered.get_width() + px(8), layout.value.centery)
        return rendered, place, chip

    def _value_bounds(self, look: ValueLook) -> pygame.Rect:
        if not look.cards:
            return self.layout.value
        _rendered, place, chip = self._value_label(look)
        return self.layout.value.unionall([place] if chip is None else [place, chip])

    def _draw_hud(self, surface: pygame.Surface) -> None:
        layout, text, px = self.layout, self.context.text, self.layout.px
        prompt, colour = self._prompt()
        if prompt:
            rendered = text.fit(prompt, px(17), layout.prompt.width, colour=colour, bold=True)
            surface.blit(rendered, rendered.get_rect(center=layout.prompt.center))
        self._draw_buttons(surface)
        if self.banner is not None:
            message, _left = self.banner
            self.context.panels.draw(
                surface, layout.banner, pygame.Color(20, 12, 4, 215), radius=px(12), border=GOLD
            )
            rendered = text.fit(
                message, px(22), layout.banner.width - px(24), colour=GOLD, bold=True
            )
            surface.blit(rendered, rendered.get_rect(center=layout.banner.center))
        if self.show_focus and self.accepting_input:
            rect = self._focus_rect()
            if rect is not None:
                draw_focus(surface, rect, max(2, px(3)))

    def _status_part(self) -> Part:
        game = self.game
        key = (
            "status",
            game.round_number,
            game.turn_number,
            tuple(self.status_lines()),
            len(self.last_round),
        )
        return Part(
            key,
            lambda: _union(self.layout.status, self._status_texts()),
            lambda surface: surface.blits(self._status_texts()),
        )

    def _status_texts(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Top left: the round, the session's lines, then the last round or the key help."""
        layout, text, px = self.layout, self.context.text, self.layout.px
        game = self.game
        lines = [
            (
                tr("table.round", round=game.round_number, turn=game.turn_number),
                px(16),
                CREAM,
                False,
                px(4),
            )
        ]
        lines += [(line, px(16), GOLD, True, px(2)) for line in self.status_lines()]
        if self.last_round:
            lines.append(
                (tr_count("table.last_round", len(self.last_round)), px(17), GOLD, True, px(2))
            )
        else:
            lines += [
                (tr(key), px(14), pygame.Color(176, 200, 184), False, px(2)) for key in KEY_HELP
            ]
        texts = []
        y = layout.status.y
        for line, size, colour, bold, gap in lines:
            rendered = text.render(line, size, colour, bold)
            texts.append((rendered, rendered.get_rect(topleft=(layout.status.x, y))))
            y = texts[-1][1].bottom + gap
        return texts

    def _prompt(self) -> tuple[str, pygame.Color]:
        if self.toast is not None:
            return self.toast[0], AMBER
        if self.result is not None:
            return "", CREAM
        if self.accepting_input:
            phase = self.game.phase
            legal = self.game.legal_moves()
            if phase == "taken":
                armed = "table.prompt.discard_armed" if self.stop_armed else "table.prompt.discard"
                return tr(armed), CREAM
            if phase == "cleared":
                return tr("table.prompt.cleared"), CREAM
            if Pass() in legal:
                return tr("table.prompt.turn_pass"), CREAM
            clear = Clear() in legal
            return tr("table.prompt.turn_clear" if clear else "table.prompt.turn"), CREAM
        if self.turn_shown not in (None, self.viewer):
            return tr("table.prompt.other_turn", name=self._name(self.turn_shown)), CREAM
        return "", CREAM

    def _log_part(self) -> Part:
        return Part(
            ("log", *self.log), lambda: _union(self.layout.log, self._log_texts()), self._draw_log
        )

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The recent moves, newest at the bottom in bold; long lines wrap."""
        if not self.log:
            return
        self.context.panels.draw(
            surface, self.layout.log, pygame.Color(6, 30, 18, 150), radius=self.layout.px(10)
        )
        surface.blits(self._log_texts())

    def _log_texts(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        layout, text, px = self.layout, self.context.text, self.layout.px
        size, line_height, width = px(15), px(20), layout.log.width - px(16)
        rows: list[tuple[str, bool]] = []
        for index, entry in enumerate(self.log):
            fresh = index == len(self.log) - 1
            rows += [(line, fresh) for line in text.wrap(entry, size, width, bold=fresh)]
        rows = rows[-((layout.log.height - px(12)) // line_height) :]
        y = layout.log.bottom - px(6) - line_height * len(rows)
        texts = []
        for line, fresh in rows:
            colour = CREAM if fresh else pygame.Color(190, 206, 194)
            rendered = text.render(line, size, colour, fresh)
            texts.append((rendered, rendered.get_rect(topleft=(layout.log.x + px(8), y))))
            y += line_height
        return texts

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        layout, text, px = self.layout, self.context.text, self.layout.px
        legal = self.game.legal_moves() if self.accepting_input else []
        hovered = self.pointer
        first = "table.pass" if Pass() in legal else "table.clear_button"
        draw_button(
            surface,
            text,
            layout.clear_button,
            tr(first),
            enabled=Clear() in legal or Pass() in legal,
            hovered=layout.clear_button.collidepoint(hovered),
            size=px(17),
        )
        stop_label = tr("table.stop_armed" if self.stop_armed else "table.stop_button")
        draw_button(
            surface,
            text,
            layout.stop_toggle,
            stop_label,
            enabled=self._stop_available(),
            active=self.stop_armed,
            hovered=layout.stop_toggle.collidepoint(hovered),
            size=px(17),
        )
        for rect, (label, _action, enabled) in zip(
            layout.settings, self.corner_buttons(), strict=True
        ):
            draw_button(
                surface,
                text,
                rect,
                label,
                enabled=enabled,
                hovered=rect.collidepoint(hovered),
                size=px(14),
            )


def _sorted_sprites(sprites: list[CardSprite]) -> list[CardSprite]:
    order = sort_hand(sprite.card for sprite in sprites if sprite.card is not None)
    return sorted(sprites, key=lambda sprite: order.index(sprite.card))


_ALL_PAINTED = object()
"""What the iterator of faces to paint ahead gives once it is done."""


def _union(first: pygame.Rect, texts: list[tuple[pygame.Surface, pygame.Rect]]) -> pygame.Rect:
    return first.unionall([rect for _rendered, rect in texts])


def _tick(timed: tuple[str, float] | None, dt: float) -> tuple[str, float] | None:
    if timed is None:
        return None
    text, left = timed
    return (text, left - dt) if left > dt else None
