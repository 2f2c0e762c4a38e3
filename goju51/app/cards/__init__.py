"""Card art, sprites, the table layout and the card-sprite table behaviour shared by the card
games."""
