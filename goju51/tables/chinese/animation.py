"""The Chinese 51 table, part 2: the events → animation script (the deal, draws, discards, the
row swept aside, exchanges, a call and its challenge round, a declaration, the hands shown and
the scores) and the homes every card sprite settles to.

Every event is first cut down to what the viewer may see (``for_seat``): another seat's drawn
card never reaches this table, unless its view is of every hand (a finished game watched again).
"""

from __future__ import annotations

import itertools
from functools import partial

from goju51.app.cards.sprites import CardSprite
from goju51.app.cards.table import FLIGHT, LAYER_REST, Home
from goju51.app.kit.i18n import card_name, tr
from goju51.app.table.base import BANNER_SECONDS
from goju51.games.chinese import (
    Called,
    Card,
    Challenged,
    Dealt,
    Declared,
    Declined,
    Discarded,
    Drew,
    Event,
    ExchangedAll,
    ExchangedOne,
    HandOver,
    HandsRevealed,
    OpeningDiscard,
    SetAside,
    TurnStarted,
    for_seat,
)
from goju51.tables.chinese.layout import sort_hand
from goju51.tables.chinese.look import (
    DEAL_GAP,
    DECISION_BEAT,
    HOLD,
    REVEAL_BEAT,
    sorted_sprites,
)
from goju51.tables.chinese.state import ChineseTableState
from goju51.tables.chinese.story import final_values, hand_story


class TableAnimation(ChineseTableState):
    """The Chinese 51 table's events → animation script, and where every card rests."""

    def queue(self, event: Event) -> None:
        if not self.view.every_hand:
            event = for_seat(event, self.viewer)
        match event:
            case Dealt():
                self._queue_deal(event)
            case TurnStarted():
                self.timeline.then(lambda: self._start_turn(event))
            case Drew():
                self.timeline.then(lambda: self._show_draw(event), FLIGHT + HOLD)
            case SetAside():
                self.timeline.then(lambda: self._show_set_aside(event), FLIGHT + 0.25)
            case OpeningDiscard() | Discarded():
                self.timeline.then(lambda: self._show_discard(event), FLIGHT + HOLD)
            case ExchangedAll():
                self.timeline.then(lambda: self._show_exchange_all(event), FLIGHT + HOLD)
            case ExchangedOne():
                self.timeline.then(lambda: self._show_exchange_one(event), FLIGHT + HOLD)
            case Called():
                self.timeline.then(lambda: self._show_call(event), FLIGHT + HOLD)
            case Declared():
                self.timeline.then(lambda: self._show_declared(event), REVEAL_BEAT)
            case Challenged() | Declined():
                self.timeline.then(lambda: self._show_decision(event), DECISION_BEAT)
            case HandsRevealed():
                self.timeline.then(lambda: self._show_hands(event), REVEAL_BEAT)
            case HandOver():
                self.timeline.then(lambda: self._show_hand_over(event), FLIGHT)

    # --------------------------------------------------------------------------- the deal

    def _queue_deal(self, event: Dealt) -> None:
        """One card at a time round the table: a hand the event names (the viewer's; every
        hand, when every hand is shown) is dealt face up."""
        n = self.view.num_players
        self.stock_shown = event.stock_count + 5 * n + 1
        named = {seat: iter(hand) for seat, hand in enumerate(event.hands) if hand is not None}
        for index in range(5 * n + 1):
            seat = (event.starter - index) % n
            cards = named.get(seat)
            card = None if cards is None else next(cards)
            self.timeline.then(partial(self._deal_one, seat, card), DEAL_GAP)
        self.timeline.then(
            lambda: self._log(tr("chinese.log.dealt", name=self._name(event.starter))), FLIGHT
        )

    def _deal_one(self, seat: int, card: Card | None) -> None:
        sprite = self._from_stock(card)
        if seat == self.viewer:
            self.hand.append(sprite)
            self.hand = sorted_sprites(self.hand)
            if not self.hand_hidden:
                self._turn_up(sprite)
        else:
            self.seats[seat].append(sprite)
            if card is not None:
                self._turn_up(sprite)
        self._settle()
        self.context.play("deal")

    def _turn_down(self, sprite: CardSprite[Card]) -> None:
        sprite.showing = False
        self._turn(sprite, FLIGHT)

    # ------------------------------------------------------------------------------ turns

    def _start_turn(self, event: TurnStarted) -> None:
        self.turn_shown = event.player
        self.phase_shown = event.phase
        self.drawn = None
        self.reset_choice()
        if self.hides_hand_between_turns:
            self._show_hand(event.player == self.viewer)
        self.turn_began(event.player)

    def _show_draw(self, event: Drew) -> None:
        sprite = self._from_stock(event.card)
        self.stock_shown = event.stock_count
        if event.player == self.viewer:
            self.hand = sorted_sprites([*self.hand, sprite])
            self.drawn = event.card
            if not self.hand_hidden:
                self._turn_up(sprite)
        else:
            self.seats[event.player].append(sprite)
            if event.card is not None:
                self._turn_up(sprite)
        self.pending_draw.add(event.player)
        self._settle()
        self.context.play("deal")

    def _take_from_hand(self, seat: int, card: Card) -> CardSprite[Card]:
        """The sprite of ``card`` leaving ``seat``'s hand, face up (a hidden one is named)."""
        sprite: CardSprite[Card] | None
        if seat == self.viewer:
            sprite = next(s for s in self.hand if s.card == card)
            self.hand.remove(sprite)
        else:
            fan = self.seats[seat]
            sprite = next((s for s in fan if s.card == card), None)
            if sprite is None:
                sprite = next(s for s in fan if s.card is None)
                sprite.card = card
            fan.remove(sprite)
        sprite.marked = False
        if not sprite.showing:
            self._turn_up(sprite)
        return sprite

    def _into_hand(self, seat: int, sprite: CardSprite[Card]) -> None:
        """A row card taken into ``seat``'s hand: seen by everyone, marked in an opponent's."""
        if seat == self.viewer:
            self.hand = sorted_sprites([*self.hand, sprite])
            if self.hand_hidden:
                self._turn_down(sprite)
        else:
            sprite.marked = True
            self.seats[seat].append(sprite)

    def _show_discard(self, event: OpeningDiscard | Discarded) -> None:
        sprite = self._take_from_hand(event.player, event.card)
        self.row.append(sprite)
        self.drawn = None
        drew = event.player in self.pending_draw
        self.pending_draw.discard(event.player)
        key = "chinese.log.draw_discard" if drew else "chinese.log.opening"
        self._log(tr(key, name=self._name(event.player), card=card_name(event.card)))
        self._settle()
        self.context.play("discard")

    def _show_set_aside(self, event: SetAside) -> None:
        for index, sprite in enumerate(self.row):
            self._sweep_aside(sprite, index * 0.04, sprite.kill)
        self.row = []
        self.aside_shown = event.set_aside_count
        self.banner = (tr("chinese.banner.swept"), BANNER_SECONDS / 2)
        self._log(tr("chinese.log.set_aside", count=event.set_aside_count))
        self.context.play("clear")

    def _show_exchange_all(self, event: ExchangedAll) -> None:
        taken = list(self.row)
        self.row = [self._take_from_hand(event.player, card) for card in event.given]
        for sprite in taken:
            self._into_hand(event.player, sprite)
        self._log(
            tr(
                "chinese.log.exchange_all",
                name=self._name(event.player),
                given=" ".join(map(card_name, event.given)),
                taken=" ".join(map(card_name, event.taken)),
            )
        )
        self._settle()
        self.context.play("take")

    def _show_exchange_one(self, event: ExchangedOne) -> None:
        taken = self.row[event.slot]
        self.row[event.slot] = self._take_from_hand(event.player, event.given)
        self._into_hand(event.player, taken)
        self._log(
            tr(
                "chinese.log.exchange_one",
                name=self._name(event.player),
                given=card_name(event.given),
                taken=card_name(event.taken),
            )
        )
        self._settle()
        self.context.play("take")

    # -------------------------------------------------------------------- ending the hand

    def _show_call(self, event: Called) -> None:
        """The called hand goes face down (it stays up when every hand is shown)."""
        self.caller_shown = event.player
        if not self.view.every_hand:
            if event.player == self.viewer:
                self._show_hand(False)
            else:
                for sprite in self.seats[event.player]:
                    self._turn_down(sprite)
        self._log(tr("chinese.log.called", name=self._name(event.player)))
        self.banner = (tr("chinese.banner.called", name=self._name(event.player)), BANNER_SECONDS)
        self.context.play("stop")

    def _show_declared(self, event: Declared) -> None:
        self.caller_shown = event.player
        self._reveal(event.player, event.hand)
        key = "chinese.banner.bomb" if event.kind == "bomb" else "chinese.banner.fifty_one"
        line = tr(key, name=self._name(event.player))
        self._log(line)
        self.banner = (line, BANNER_SECONDS)
        self.context.play("win")

    def _show_decision(self, event: Challenged | Declined) -> None:
        challenged = isinstance(event, Challenged)
        self.decisions_shown[event.player] = challenged
        key = "chinese.log.challenged" if challenged else "chinese.log.passed"
        self._log(tr(key, name=self._name(event.player)))
        self.context.play("challenge" if challenged else "click")

    def _reveal(self, seat: int, cards: tuple[Card, ...]) -> None:
        """Turn ``seat``'s whole hand face up, naming its hidden cards."""
        if seat == self.viewer:
            self._show_hand(True)
            return
        fan = self.seats[seat]
        known = [sprite.card for sprite in fan if sprite.card is not None]
        hidden = [card for card in cards if card not in known]
        for sprite in fan:
            if sprite.card is None:
                sprite.card = hidden.pop()
            sprite.marked = False
            self._turn_up(sprite)

    def _show_hands(self, event: HandsRevealed) -> None:
        self.turn_shown = None
        self.final_values = event.values
        for seat, cards in enumerate(event.hands):
            self._reveal(seat, cards)
        self.context.play("reveal")

    def _show_hand_over(self, event: HandOver) -> None:
        self.result = event
        for line in hand_story(self.view, event.winner, self._name):
            self._log(line)
        self.context.play("win")
        self.timeline.then(self._open_results, 0.6)

    # ---------------------------------------------------------------------------- the log

    # ------------------------------------------------------------------ homes and settling

    def _row_homes(self) -> list[Home]:
        return [
            (sprite, self.layout.row_slots[slot], LAYER_REST)
            for slot, sprite in enumerate(self.row[: len(self.layout.row_slots)])
        ]

    def _settle(self, duration: float = FLIGHT) -> None:
        """Fly (or, with ``duration`` 0, move) every card whose home changed to its home."""
        for sprite, rect, layer in self._homes():
            if self.drag is not None and sprite is self.drag.sprite:
                continue
            sprite.home_width = rect.width
            if duration <= 0:
                self.tweens.cancel(sprite)
                sprite.x, sprite.y, sprite.width = rect.x, rect.y, rect.width
                sprite.flip = sprite.flip_target
                self.group.change_layer(sprite, layer)
                continue
            # A flight under way heads for the old home: stop it (and turn on from here).
            self.tweens.cancel(sprite)
            if sprite.flip != sprite.flip_target:
                self._turn(sprite, duration)
            if (round(sprite.x), round(sprite.y), round(sprite.width)) == (
                rect.x,
                rect.y,
                rect.width,
            ):
                sprite.x, sprite.y, sprite.width = rect.x, rect.y, rect.width
                if self.group.get_layer_of_sprite(sprite) != layer:
                    self.group.change_layer(sprite, layer)
                continue
            self._fly_home(sprite, rect, layer, duration)

    def _show_position(self) -> None:
        """Lay out the hand as it stands, without animation (a loaded save, a new viewer)."""
        view = self.view
        self.group.empty()
        final_hands = view.final_hands
        over = final_hands is not None
        caller_hidden = (
            view.caller is not None and view.phase == "challenge" and not view.every_hand
        )
        hide_mine = (
            self.hides_hand_between_turns and view.current_player != self.viewer and not over
        ) or (caller_hidden and view.caller == self.viewer)
        self.hand = [CardSprite(card, 0, 0, 1, not hide_mine) for card in sort_hand(view.hand)]
        self.hand_hidden = hide_mine
        self.row = [CardSprite(card, 0, 0, 1, True) for card in view.table]
        for opponent in view.opponents:
            if final_hands is not None:
                fan = [CardSprite(c, 0, 0, 1, True) for c in final_hands[opponent.seat]]
            else:
                hidden = opponent.hidden or (None,) * opponent.unknown_count
                fan = [CardSprite(card, 0, 0, 1, card is not None) for card in hidden]
                face_up = not (caller_hidden and opponent.seat == view.caller)
                for card in opponent.known:
                    sprite = CardSprite(card, 0, 0, 1, face_up)
                    sprite.marked = True
                    fan.append(sprite)
            self.seats[opponent.seat] = fan
        fans = itertools.chain.from_iterable(self.seats.values())
        for sprite in [*self.hand, *self.row, *fans]:
            self.group.add(sprite, layer=LAYER_REST)
        self.stock_shown = view.stock_count
        self.aside_shown = view.set_aside_count
        self.turn_shown = None if over else view.current_player
        self.phase_shown = view.phase
        self.drawn = view.drawn
        self.caller_shown = view.caller
        self.decisions_shown = dict(view.decisions)
        if over:
            self.final_values = final_values(self.view)
            self.result = view.hand_over()
        if not self.log:  # a table opened on a saved game: its log is read from the history
            self.log.extend(self._history_lines())
        self._settle(0.0)
