"""The package's layers import one way only, read from the source (type-only imports count).

core (standard library) ← games/<id> (core and itself) ← games (the registry) ← lab (command
line tools) and host (a session run for its seats, and the seat protocol) ← net (that
protocol across computers, over WebSockets) ← app (the
pygame-ce shell, which knows games through the registry only) ← tables/<id> (a game's
screens: the app and its own game) ← play and dev (the composition root and developer tools,
the only ones that import tables). No module imports another game's
package, nothing below the app imports pygame, and no two modules import each other, however
indirectly. The screens that show a game (tables, the app's table, screens and cards) are
clients of one seat: none of them imports a game state or the host that runs one.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "goju51"
STDLIB = set(sys.stdlib_module_names)


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> Iterator[str]:
    """Every module ``path`` imports, anywhere in it (functions and TYPE_CHECKING included)."""
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                yield ".".join([*base, node.module] if node.module else base)
            else:
                assert node.module is not None
                yield node.module
                # "from goju51.games import japanese" imports a subpackage too.
                for alias in node.names:
                    candidate = f"{node.module}.{alias.name}"
                    if (PACKAGE.parent / candidate.replace(".", "/")).exists() or (
                        PACKAGE.parent / (candidate.replace(".", "/") + ".py")
                    ).exists():
                        yield candidate


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}
GRAPH = {name: set(imports_of(path)) for name, path in MODULES.items()}
GAME_IDS = sorted(path.name for path in (PACKAGE / "games").iterdir() if path.is_dir())
GAME_IDS = [game for game in GAME_IDS if (PACKAGE / "games" / game / "__init__.py").exists()]


def project_imports(module: str) -> set[str]:
    return {name for name in GRAPH[module] if name.split(".")[0] == "goju51"}


def in_package(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def modules_in(package: str) -> list[str]:
    return [name for name in MODULES if in_package(name, package)]


@pytest.mark.parametrize("module", modules_in("goju51.core"))
def test_the_core_uses_the_standard_library_and_itself_only(module: str) -> None:
    for name in GRAPH[module]:
        assert name.split(".")[0] in STDLIB or in_package(name, "goju51.core"), name


@pytest.mark.parametrize(
    "module", [m for game in GAME_IDS for m in modules_in(f"goju51.games.{game}")]
)
def test_a_game_uses_the_standard_library_the_core_and_itself_only(module: str) -> None:
    own = ".".join(module.split(".")[:3])
    for name in GRAPH[module]:
        allowed = (
            name.split(".")[0] in STDLIB or in_package(name, "goju51.core") or in_package(name, own)
        )
        assert allowed, f"{module} imports {name}"


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_game_engine_never_imports_its_opponents(game: str) -> None:
    """The rules stand alone: opponents, the registry entry and text play build on them."""
    engine = [
        m
        for m in modules_in(f"goju51.games.{game}")
        if not in_package(m, f"goju51.games.{game}.ai")
        and m.rpartition(".")[2] not in ("spec", "text")
    ]
    for module in engine:
        for name in project_imports(module):
            assert not in_package(name, f"goju51.games.{game}.ai"), f"{module} imports {name}"


@pytest.mark.parametrize("module", modules_in("goju51.lab"))
def test_the_tools_find_games_through_the_registry_only(module: str) -> None:
    for name in project_imports(module):
        assert (
            name == "goju51.games"
            or in_package(name, "goju51.core")
            or in_package(name, "goju51.lab")
        ), f"{module} imports {name}"
    assert not any(in_package(name, "pygame") for name in GRAPH[module])


@pytest.mark.parametrize("module", modules_in("goju51.host"))
def test_the_host_knows_games_through_their_specs_and_never_draws(module: str) -> None:
    """The host is game-neutral and headless: it gets a ``GameSpec``, never a game's module,
    and imports nothing outside the standard library (no pygame, no app)."""
    for name in GRAPH[module]:
        allowed = (
            name.split(".")[0] in STDLIB
            or in_package(name, "goju51.core")
            or in_package(name, "goju51.host")
        )
        assert allowed, f"{module} imports {name}"


@pytest.mark.parametrize("module", modules_in("goju51.net"))
def test_the_network_carries_the_host_protocol_and_never_draws(module: str) -> None:
    """Playing across computers: the host's protocol over WebSockets, hosted games found by
    multicast DNS, games found through the registry; no pygame, no app."""
    for name in GRAPH[module]:
        allowed = (
            name.split(".")[0] in (*STDLIB, "websockets", "zeroconf", "ifaddr")
            or name == "goju51.games"
            or any(in_package(name, f"goju51.{layer}") for layer in ("core", "host", "net"))
        )
        assert allowed, f"{module} imports {name}"


@pytest.mark.parametrize("module", modules_in("goju51.app"))
def test_the_app_knows_games_through_the_registry_only(module: str) -> None:
    for name in project_imports(module):
        allowed = (
            name in ("goju51", "goju51.games")  # the root package holds the version only
            or in_package(name, "goju51.core")
            or in_package(name, "goju51.host")
            or in_package(name, "goju51.net")
            or in_package(name, "goju51.app")
        )
        assert allowed, f"{module} imports {name}"


@pytest.mark.parametrize("module", [m for m in MODULES if in_package(m, "goju51.tables")])
def test_a_table_uses_the_app_and_its_own_game_only(module: str) -> None:
    parts = module.split(".")
    game = parts[2] if len(parts) > 2 else None
    for name in project_imports(module):
        allowed = (
            name == "goju51.games"
            or in_package(name, "goju51.core")
            or in_package(name, "goju51.host")
            or in_package(name, "goju51.app")
            or (
                in_package(name, "goju51.tables")
                and (game is None or in_package(name, f"goju51.tables.{game}"))
            )
            or (game is not None and in_package(name, f"goju51.games.{game}"))
        )
        assert allowed, f"{module} imports {name}"


SEAT_CLIENTS = ("goju51.tables", "goju51.app.table", "goju51.app.screens", "goju51.app.cards")
"""The screens that show a game: clients of one seat, fed its view and events."""
GAME_STATE_NAMES = frozenset({"Game", "GameState"})
HOST_SIDE = ("goju51.host.host", "goju51.host.local", "goju51.host.thinking")
"""What runs a game for its seats (and so holds it): the flow owns it, never a screen."""


def game_state_imports(module: str) -> list[str]:
    """The imports by which ``module`` could hold a game: an engine's ``Game`` (or the
    protocol ``GameState``), an engine's game module, or the host that runs one."""
    found = []
    for node in ast.walk(ast.parse(MODULES[module].read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names = {alias.name for alias in node.names}
            engine = node.module.startswith(("goju51.games", "goju51.core.game"))
            if engine and (names & GAME_STATE_NAMES or node.module.endswith(".game")):
                found.append(f"from {node.module} import {', '.join(sorted(names))}")
            if node.module.startswith(HOST_SIDE):
                found.append(f"from {node.module} import ...")
        elif isinstance(node, ast.Import):
            found.extend(
                alias.name
                for alias in node.names
                if alias.name.endswith(".game") or alias.name.startswith(HOST_SIDE)
            )
    return found


@pytest.mark.parametrize(
    "module", [m for m in MODULES if any(in_package(m, p) for p in SEAT_CLIENTS)]
)
def test_a_screen_never_holds_a_game_only_a_seats_view(module: str) -> None:
    """A table is a client of one seat: it is built from the host's messages (the seat's view,
    the events cut for it) and sends requests; it never holds, receives or imports a game
    state or the host running one (type-only imports count)."""
    assert game_state_imports(module) == []


def test_only_the_composition_root_and_the_dev_tools_import_the_tables() -> None:
    for module in MODULES:
        if any(in_package(module, top) for top in ("goju51.tables", "goju51.play", "goju51.dev")):
            continue
        assert not any(in_package(n, "goju51.tables") for n in project_imports(module)), module


def test_no_import_cycles_anywhere() -> None:
    """No two modules import each other, however indirectly, not even for type hints."""
    assert not find_cycle(list(MODULES))


def find_cycle(modules: list[str]) -> list[str]:
    """One import cycle among ``modules`` (as a path), or an empty list."""
    inside = set(modules)
    edges = {
        m: {n for n in project_imports(m) if n in inside and n != m and not in_package(m, n)}
        for m in modules
    }
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        stack.pop()
        state[node] = 2
        return []

    for module in sorted(modules):
        if module not in state and (cycle := visit(module)):
            return cycle
    return []


def imports_from_own_package(module: str) -> list[str]:
    """The ``from P import ...`` lines of ``module`` whose ``P`` is a package holding it: such a
    module depends on its own package's ``__init__`` (which may be half-run while it imports)."""
    found = []
    for node in ast.walk(ast.parse(MODULES[module].read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom) and (
            node.level
            or (node.module and node.module != module and in_package(module, node.module))
        ):
            found.append(f"from {'.' * node.level}{node.module or ''} import ...")
    return found


@pytest.mark.parametrize(
    "module",
    [m for m in MODULES if m != "goju51"],
)
def test_every_module_imports_its_own_package_by_full_module_path(module: str) -> None:
    """``from goju51.games.dice.ai import equilibrium_data`` inside ``goju51.games.dice.ai``
    imports the package while it is being imported: name the module instead."""
    assert imports_from_own_package(module) == []
