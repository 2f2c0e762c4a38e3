"""Bundled game assets (fonts, sounds), installed as the package ``goju51.assets``."""
