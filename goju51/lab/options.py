"""Command-line options shared by the commands that set up games (text play, arena)."""

from __future__ import annotations

import argparse

from goju51.games.japanese import Rules


def add_rules_options(parser: argparse.ArgumentParser) -> None:
    """Add one switch per rule variant of ``Rules``."""
    group = parser.add_argument_group("rule variants")
    group.add_argument("--jokers", type=int, choices=(0, 1), default=0, help="add one joker")
    group.add_argument("--dealer-starts", action="store_true", help="the dealer plays first")
    group.add_argument(
        "--exchange-or-pass",
        action="store_true",
        help="after a Stop: no clearing; exchange one card or pass",
    )
    group.add_argument("--flush-only", action="store_true", help="only one-suit hands score")


def rules_from_options(args: argparse.Namespace) -> Rules:
    return Rules(
        jokers=args.jokers,
        dealer_starts=args.dealer_starts,
        final_round="exchange_or_pass" if args.exchange_or_pass else "normal",
        flush_only=args.flush_only,
    )
