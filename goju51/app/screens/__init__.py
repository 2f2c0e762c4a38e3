"""The screens around a game: menu, set-up, rules, settings, statistics, hand-over."""
