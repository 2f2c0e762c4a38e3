"""A second, deliberately plain implementation of shared/rules/dice51.md, written from the rules
text alone (no engine code), to check the engine move by move with fixed dice.

Moves are text (``"roll"``, ``"announce 65"``, ``"target 2"`` …), results ``(high, low)``.
"""

from __future__ import annotations

import random

LADDER = [
    (3, 1), (3, 2), (4, 1), (4, 2), (4, 3), (5, 2), (5, 3), (5, 4),
    (6, 1), (6, 2), (6, 3), (6, 4), (6, 5),
    (1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6),
]  # fmt: skip


def text(result: tuple[int, int]) -> str:
    high, low = result
    return f"double {high}" if high == low else f"{high}{low}"


class Reference:
    def __init__(
        self,
        players: int,
        limit: int,
        end: str,
        stacked_chance: float,
        seed: int,
        dice: list[int],
        first: int | None,
        direction: int,
    ) -> None:
        self.n = players
        self.limit = limit
        self.end = end
        self.stacked_chance = stacked_chance
        self.rng = random.Random(seed)
        self.faces = list(dice)
        self.direction = direction
        self.points = [0] * players
        self.over = False
        self.winners: set[int] = set()
        if first is None:
            contenders = list(range(players))
            while len(contenders) > 1:
                rolls = [(seat, self.face()) for seat in contenders]
                best = max(face for _, face in rolls)
                contenders = [seat for seat, face in rolls if face == best]
            first = contenders[0]
        self.begin(first)

    # chance
    def face(self) -> int:
        if not self.faces:
            raise AssertionError("the test gave too few faces")
        return self.faces.pop(0)

    def roll_two(self) -> tuple[int, int]:
        a, b = self.face(), self.face()
        return (max(a, b), min(a, b))

    # seats
    def is_out(self, seat: int) -> bool:
        return self.points[seat] >= self.limit

    def next_in(self, seat: int) -> int:
        other = (seat + self.direction) % self.n
        while self.is_out(other):
            other = (other + self.direction) % self.n
        return other

    # rounds
    def begin(self, starter: int) -> None:
        self.phase = "roll"
        self.player = starter
        self.announcement: tuple[tuple[int, int], int] | None = None
        self.cup: tuple[tuple[int, int], int] | None = None
        self.special: tuple[int, int] | None = None
        self.attacker: int | None = None
        self.stake = 0

    def end_round(self, starter: int, was_out: list[bool]) -> None:
        newly = [s for s in range(self.n) if self.is_out(s) and not was_out[s]]
        still_in = [s for s in range(self.n) if not self.is_out(s)]
        finished = False
        if self.end == "first_out":
            if newly:
                best = min(self.points)
                self.winners = {s for s in range(self.n) if self.points[s] == best}
                finished = True
        elif len(still_in) == 1:
            self.winners = set(still_in)
            finished = True
        elif not still_in:
            best = min(self.points[s] for s in newly)
            self.winners = {s for s in newly if self.points[s] == best}
            finished = True
        if finished:
            self.over = True
            self.phase = "over"
            self.announcement = None
            return
        if self.is_out(starter):
            starter = self.next_in(starter)
        self.begin(starter)

    def legal(self) -> list[str]:
        if self.over:
            return []
        if self.phase == "roll":
            return ["roll", "announce 51"]
        if self.phase == "announce":
            low = 0 if self.announcement is None else LADDER.index(self.announcement[0])
            return [f"announce {text(r)}" for r in LADDER[low:]]
        if self.phase == "respond":
            return ["believe", "doubt"]
        if self.phase == "target":
            return [f"target {s}" for s in range(self.n) if s != self.player and not self.is_out(s)]
        return ["accept", "double or quits"]

    def play(self, move: str) -> None:
        assert move in self.legal(), (move, self.legal())
        was_out = [self.is_out(s) for s in range(self.n)]
        me = self.player
        if move == "roll":
            if self.stacked_chance > 0 and self.rng.random() < self.stacked_chance:
                for s in range(self.n):
                    if not was_out[s]:
                        self.points[s] += 2
                self.end_round(me, was_out)
                return
            result = self.roll_two()
            if result in ((2, 1), (5, 1)):
                self.direction = -self.direction
                self.announcement = None
                self.cup = None
                self.special = result
                self.phase = "target"
                return
            self.cup = (result, me)
            self.phase = "announce"
        elif move == "announce 51":
            result = self.roll_two()
            if result == (5, 1):
                self.direction = -self.direction
                for s in range(self.n):
                    if s != me and not was_out[s]:
                        self.points[s] += 4
            else:
                self.points[me] += 4
            self.end_round(me, was_out)
        elif move.startswith("announce "):
            said = move[len("announce ") :]
            result = next(r for r in LADDER if text(r) == said)
            self.announcement = (result, me)
            self.phase = "respond"
            self.player = self.next_in(me)
        elif move == "believe":
            self.phase = "roll"
        elif move == "doubt":
            assert self.cup is not None and self.announcement is not None
            dice, announcer = self.cup
            lie = LADDER.index(dice) < LADDER.index(self.announcement[0])
            loser = announcer if lie else me
            self.points[loser] += 1
            self.end_round(loser, was_out)
        elif move.startswith("target "):
            target = int(move.split()[1])
            if self.special == (2, 1):
                self.points[target] += 1
                self.end_round(target, was_out)
            else:
                self.phase = "face"
                self.attacker = me
                self.player = target
                self.stake = 4
        elif move == "accept":
            self.points[me] += self.stake
            self.end_round(me, was_out)
        elif move == "double or quits":
            result = self.roll_two()
            if result == (5, 1):
                assert self.attacker is not None
                self.stake *= 2
                self.player, self.attacker = self.attacker, me
            else:
                self.points[me] += 2 * self.stake
                self.end_round(me, was_out)

    def announcement_text(self) -> tuple[str, int] | None:
        if self.announcement is None or self.phase in ("target", "face", "over"):
            return None
        return text(self.announcement[0]), self.announcement[1]
