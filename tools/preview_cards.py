"""Save contact sheets of every card face and back, to judge the card art by eye.

    python tools/preview_cards.py [OUT_DIR]      # default: the system temp folder

Writes one PNG per card width, each with the classic and the four-colour deck on felt.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from goju51.app.cards.cardart import BACK_DESIGNS, CardArt, card_size
from goju51.games.japanese import CARDS

WIDTHS = (40, 64, 90, 130, 200, 260)
FELT = (22, 92, 58)


def contact_sheet(width: int) -> pygame.Surface:
    """Both decks (classic, then four-colour), a suit a row, joker at the end; backs below."""
    card_w, card_h = card_size(width)
    gap = max(6, width // 8)
    rows = 2 * 4 + 1
    sheet = pygame.Surface((gap + 14 * (card_w + gap), gap + rows * (card_h + gap)))
    sheet.fill(FELT)

    def put(surface: pygame.Surface, row: int, column: int) -> None:
        sheet.blit(surface, (gap + column * (card_w + gap), gap + row * (card_h + gap)))

    for deck, four_colour in enumerate((False, True)):
        art = CardArt(four_colour=four_colour)
        for card in CARDS:
            row, column = divmod(card.index, 13) if not card.is_joker else (0, 13)
            put(art.face(card, width), deck * 4 + row, column)
    for column, design in enumerate(BACK_DESIGNS):
        put(CardArt().back(width, design), 8, column)
    return sheet


def main() -> None:
    out_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.gettempdir())
    pygame.init()
    pygame.display.set_mode((1, 1))
    for width in WIDTHS:
        path = out_dir / f"goju51-cards-{width}.png"
        pygame.image.save(contact_sheet(width), path)
        print(path)


if __name__ == "__main__":
    main()
