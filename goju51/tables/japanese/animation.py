"""The Goju Ichi table, part 2: the events → animation script (a deal, takes and discards,
clears, reshuffles, Stop, the last round, game over) and the homes every sprite settles to."""

from __future__ import annotations

import itertools
from functools import partial

import pygame

from goju51.app.cards.sprites import CardSprite
from goju51.app.cards.table import FLIGHT, LAYER_FLYING, LAYER_REST, Home
from goju51.app.kit.i18n import join_names, tr, tr_count
from goju51.app.kit.scene import Scene
from goju51.app.kit.tween import Tween
from goju51.app.table.base import BANNER_SECONDS, TableBase
from goju51.games.japanese import (
    Card,
    Cleared,
    Dealt,
    Discarded,
    Event,
    GameOver,
    LastRoundBegan,
    Passed,
    Reshuffled,
    Stopped,
    Took,
    TurnStarted,
)
from goju51.tables.japanese.layout import sort_hand
from goju51.tables.japanese.look import (
    DEAL_GAP,
    HOLD,
    REVEAL_GAP,
    sorted_sprites,
)
from goju51.tables.japanese.state import TableState

Place = tuple[object, ...]
"""What identifies a card's place across tables: ("card", card), or ("back", seat, index) for a
face-down card in a seat's fan."""


class TableAnimation(TableState):
    """The Goju Ichi table's events → animation script, and where every card sprite rests."""

    def queue(self, event: Event) -> None:
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
        """Five rounds round the table, then the table's five: a hand the event names (the
        viewer's; every hand, when every hand is shown) is dealt face up."""
        view = self.view
        n = self.view.num_players
        self.stock_shown = event.stock_count + 5 * n + 5
        mine = iter(view.hand)
        for round_index in range(5):
            for offset in range(1, n + 1):
                seat = (event.dealer + offset) % n
                theirs = event.hands[seat]
                if seat == self.viewer:
                    card: Card | None = next(mine)
                else:
                    card = None if theirs is None else theirs[round_index]
                self.timeline.then(partial(self._deal_one, seat, card), DEAL_GAP)
            self.timeline.then(lambda: None, 0.0 if round_index < 4 else FLIGHT)
        for slot, card in enumerate(event.table):
            self.timeline.then(partial(self._reveal, slot, card), REVEAL_GAP)
        self.timeline.then(lambda: self.log.append(tr("log.dealt")), FLIGHT + HOLD)

    def _deal_one(self, seat: int, card: Card | None) -> None:
        sprite = self._from_stock(card)
        if seat == self.viewer:
            self.hand.append(sprite)
            self.hand = sorted_sprites(self.hand)
            self._turn_up(sprite)
        else:
            self.seats[seat].append(sprite)
            if card is not None:
                self._turn_up(sprite)
        self._settle()
        self.context.play("deal")

    def _reveal(self, slot: int, card: Card) -> None:
        sprite = self._from_stock(card)
        self.table[slot] = sprite
        self._turn_up(sprite)
        self._settle()
        self.context.play("deal")

    def _start_turn(self, event: TurnStarted) -> None:
        self.turn_shown = event.player
        self.taken = None
        self.stop_armed = False
        if self.last_round and event.player in self.last_round:
            self.last_round = self.last_round[self.last_round.index(event.player) :]
        if event.player == self.viewer and self.viewer not in self.computers:
            self.focus = ("table", self.focus[1] if self.focus[0] == "table" else 0)
        if self.hides_hand_between_turns:
            self._show_hand(event.player == self.viewer)
        self.turn_began(event.player)

    def _show_take(self, event: Took) -> None:
        sprite = self.table[event.slot]
        assert sprite is not None, "a card is taken from a slot that shows one"
        self.table[event.slot] = None
        if event.player == self.viewer:
            self.hand = sorted_sprites([*self.hand, sprite])
            self.taken = event.card
            if self.viewer not in self.computers:  # the taken card may not go straight back:
                index = self.hand.index(sprite)  # focus its neighbour, a card that may
                beside = index + 1 if index + 1 < len(self.hand) else index - 1
                self.focus = ("hand", beside)
        else:
            sprite.marked = True
            self.seats[event.player].append(sprite)
        cleared, _card = self.pending_line.get(event.player, (False, None))
        self.pending_line[event.player] = (cleared, event.card)
        self._settle()
        self.context.play("take")

    def _show_discard(self, event: Discarded) -> None:
        sprite: CardSprite[Card] | None
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
        self._log(self._turn_line(event.player, cleared, took, event.card))
        self._settle()
        self.context.play("discard")

    def _queue_clear(self, event: Cleared) -> None:
        self.timeline.then(lambda: self._set_aside(event), FLIGHT + 0.15)
        for slot, card in enumerate(event.revealed):
            self.timeline.then(partial(self._reveal, slot, card), REVEAL_GAP)
        self.timeline.then(lambda: None, FLIGHT)

    def _set_aside(self, event: Cleared) -> None:
        self.pending_line[event.player] = (True, None)
        for index, sprite in enumerate(self.table):
            if sprite is not None:
                self._sweep_aside(sprite, index * 0.04, partial(self._into_aside_pile, sprite))
        self.table = [None] * 5
        self.context.play("clear")

    def _into_aside_pile(self, sprite: CardSprite[Card]) -> None:
        sprite.kill()
        self.aside_shown += 1

    def _queue_reshuffle(self, event: Reshuffled) -> None:
        def gather() -> None:
            aside, stock = self.layout.set_aside, self.layout.stock
            for index in range(min(6, self.aside_shown)):
                sprite: CardSprite[Card] = CardSprite(
                    None, aside.x, aside.y, aside.width, face_up=False
                )
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
        you = None if self.hides_hand_between_turns else self.viewer  # one person: "you"
        names = join_names(
            [tr("over.you") if seat == you else self._name(seat) for seat in event.players]
        )
        if event.stopper == self.viewer:  # "You called Stop", in each language's own grammar
            line = tr_count("banner.last_round_you", turns, names=names)
        else:
            line = tr_count("banner.last_round", turns, who=self._name(event.stopper), names=names)
        self.banner = (line, BANNER_SECONDS)

    def _show_game_over(self, event: GameOver) -> None:
        self.result = event
        self.turn_shown = None
        self.last_round = []
        self.banner = None  # the results say how it ended; no last-round news lingers
        self._show_hand(True)
        final = self.view.final_hands or ()
        for seat, fan in self.seats.items():
            known = [sprite.card for sprite in fan if sprite.card is not None]
            hidden = [card for card in final[seat] if card not in known]
            for sprite in fan:
                if sprite.card is None:
                    sprite.card = hidden.pop()
                self._turn_up(sprite)
        self.context.play("win")
        self.timeline.then(self._open_results, 0.0)

    def results_scene(self, result: GameOver) -> Scene:
        """The scene that shows how the game ended (pushed once the last event is shown)."""
        from goju51.tables.japanese.gameover import GameOverScene

        return GameOverScene(
            self.context,
            result,
            self.names,
            self.viewer,
            self.play_again,
            hands=list(self.view.final_hands or ()),
            celebrate=self.viewer in result.winners and self.viewer not in self.computers,
        )

    def _row_homes(self) -> list[Home]:
        return [
            (sprite, self.layout.table_slots[slot], LAYER_REST)
            for slot, sprite in enumerate(self.table)
            if sprite is not None
        ]

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
            self._fly_home(sprite, rect, layer, duration)

    def arrive_from(self, previous: TableBase) -> None:
        """After an undo, every card starts where the replaced table showed it and flies to
        its place in the position taken back: face-up cards are matched by card, face-down
        ones by seat and place; a card that was out of sight comes off the set-aside pile
        (face up) or the stock (face down)."""
        if not isinstance(previous, TableAnimation):
            return
        before = previous._places()
        piles = {True: previous.layout.set_aside, False: previous.layout.stock}
        for place, sprite in self._placed_sprites():
            start = before.get(place, piles[sprite.card is not None])
            sprite.x, sprite.y, sprite.width = start.x, start.y, start.width
        self._settle()

    def _placed_sprites(self) -> list[tuple[Place, CardSprite[Card]]]:
        """Every card sprite with what identifies its place across tables: its card, or for a
        face-down card its seat and position in that seat's fan."""
        placed: list[tuple[Place, CardSprite[Card]]] = [
            (("card", sprite.card), sprite)
            for sprite in [*self.hand, *(s for s in self.table if s is not None)]
        ]
        for seat, fan in self.seats.items():
            placed += [
                (("card", sprite.card) if sprite.card else ("back", seat, index), sprite)
                for index, sprite in enumerate(fan)
            ]
        return placed

    def _places(self) -> dict[Place, pygame.Rect]:
        return {place: sprite.rect.copy() for place, sprite in self._placed_sprites()}

    def _show_position(self) -> None:
        """Lay out the game as it stands, without animation (a loaded save)."""
        view = self.view
        self.group.empty()
        self.hand = [CardSprite(card, 0, 0, 1, True) for card in sort_hand(view.hand)]
        self.table = [
            None if card is None else CardSprite(card, 0, 0, 1, True) for card in view.table_slots
        ]
        for opponent in view.opponents:
            hidden = opponent.hidden or (None,) * opponent.unknown_count
            fan: list[CardSprite[Card]] = [
                CardSprite(card, 0, 0, 1, card is not None) for card in hidden
            ]
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
        self.stopper_shown = view.stopper
        if view.stopper is not None and view.last_turns_left:
            order = [(view.stopper + i) % view.num_players for i in range(1, view.num_players)]
            self.last_round = order[-view.last_turns_left :]
        if not self.log:  # a table opened on a saved game: its log is read from the history
            self.log.extend(self._history_lines())
        if self.hides_hand_between_turns and view.current_player != self.viewer:
            self._show_hand(False)
        self._settle(0.0)
