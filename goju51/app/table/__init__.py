"""What every game table shares: ``base`` (``TableBase``) and ``session`` (a table inside the
app's session)."""
