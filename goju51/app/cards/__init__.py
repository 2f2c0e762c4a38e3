"""Card art and sprites, shared by the card games."""
