"""How a hand of Chinese 51 ended, worked out in words: who called or declared, who compared
hands with whom and who took which points ("Dana challenged: 50 ≥ 49", "Dana takes 149").

Everything comes from a seat's view of the finished hand (its caller, challengers, final hands
and scores) and the challenge's winner as the engine announced it: this module compares numbers
to write them down, it never decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable

from goju51.app.kit.i18n import join_names, tr
from goju51.games.chinese import PlayerView, hand_value


def relation(value: int, other: int) -> str:
    """The sign between two hand values as written in the story (>, = or <): a comparison of
    numbers only; who won a tie is the engine's word, told by the line that follows."""
    return ">" if value > other else "=" if value == other else "<"


def final_values(view: PlayerView) -> tuple[int, ...]:
    """Every seat's hand value once the hand is over and all hands are shown."""
    if view.final_hands is None:
        raise ValueError("the hand is not over")
    return tuple(hand_value(hand, view.rules) for hand in view.final_hands)


def hand_story(
    view: PlayerView, winner: int | None, name: Callable[[int], str], you: int | None = None
) -> list[str]:
    """The lines that explain a finished hand's scores, in play order (``winner``: of the
    challenge, as the hand's ``HandOver`` names it). ``you`` is the seat addressed as "you"
    (None: every seat by its name): its own lines say "You called…" ("_you" keys), and
    ``name`` gives its word where another seat's line names it."""
    if not view.is_over or view.scores is None:
        raise ValueError("the hand is not over")
    values = final_values(view)
    scores = view.scores
    caller = view.caller
    reason = view.end_reason

    def said(key: str, seat: int, **params: object) -> str:
        """A line whose subject is ``seat``."""
        return tr(f"{key}_you", **params) if seat == you else tr(key, name=name(seat), **params)

    others = [seat for seat in range(view.num_players) if seat != caller]
    lines: list[str] = []
    if reason == "declared" and caller is not None:
        special = scores[caller]
        key = "chinese.story.bomb" if special > 102 else "chinese.story.fifty_one"
        lines.append(said(key, caller, points=special))
    elif reason == "called" and caller is not None:
        lines.append(said("chinese.story.called", caller, value=values[caller]))
        challengers = view.challengers
        for seat, challenged in view.decisions:
            if challenged:
                lines.append(
                    said(
                        "chinese.story.challenged",
                        seat,
                        value=values[seat],
                        sign=relation(values[seat], values[caller]),
                        caller_value=values[caller],
                    )
                )
            else:
                lines.append(said("chinese.story.passed", seat, value=values[seat]))
        if winner is not None:
            losers = [name(seat) for seat in (caller, *challengers) if seat != winner]
            lines.append(
                said(
                    "chinese.story.takes",
                    winner,
                    points=scores[winner],
                    losers=join_names(losers),
                )
            )
        else:
            lines.append(tr("chinese.story.unchallenged"))
        others = [seat for seat, challenged in view.decisions if not challenged]
    elif reason == "stock":
        lines.append(tr("chinese.story.stock"))
    else:
        lines.append(tr("chinese.story.no_draw"))
    own = [tr("chinese.story.own", name=name(seat), value=scores[seat]) for seat in others]
    if own:
        lines.append(tr("chinese.story.own_values", list=tr("list.separator").join(own)))
    return lines
