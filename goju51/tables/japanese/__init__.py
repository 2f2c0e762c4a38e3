"""Goju Ichi at the table: the table scene, its layout, coach, results and driver."""
