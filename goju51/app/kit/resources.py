"""Find bundled asset files (fonts, sounds) wherever the game runs from.

Assets live in the package ``goju51.assets`` (the repo's ``assets/`` folder, mapped by
pyproject). ``importlib.resources`` finds it in a normal or editable install and in a
PyInstaller bundle that collects the package. Two fallbacks cover the other cases, both
relative to this file, never to the working directory:

- ``goju51/assets`` next to this package: a PyInstaller bundle that ships the assets only
  as data files;
- ``assets/`` at the repository root: a plain source checkout run with ``PYTHONPATH``.
"""

from __future__ import annotations

import functools
from importlib import resources
from pathlib import Path

ASSETS_PACKAGE = "goju51.assets"


@functools.cache
def assets_root() -> Path:
    """Return the folder that holds the bundled assets."""
    try:
        return Path(str(resources.files(ASSETS_PACKAGE)))
    except ModuleNotFoundError:
        package_dir = Path(__file__).resolve().parents[2]  # goju51/app/kit → goju51
        for candidate in (package_dir / "assets", package_dir.parent / "assets"):
            if candidate.is_dir():
                return candidate
        raise FileNotFoundError(f"cannot find the {ASSETS_PACKAGE} folder") from None


def asset_path(*parts: str) -> Path:
    """Return the path of a bundled asset, e.g. ``asset_path("sounds", "deal.wav")``."""
    return assets_root().joinpath(*parts)
