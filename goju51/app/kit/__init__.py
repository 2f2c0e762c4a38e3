"""The scene kit: scenes, tweens, widgets, forms, fonts, sounds, translations, resources."""
