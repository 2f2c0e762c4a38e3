import subprocess
import sys


def test_the_engine_never_imports_pygame_or_the_app():
    code = (
        "import sys, goju51.games.japanese, goju51.lab.bench, goju51.lab.options\n"
        "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame' or m.startswith('goju51.ui')"
        " or m.startswith('goju51.games.japanese.ai')]\n"
        "print(bad)\n"
        "assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_engine_modules_use_only_the_standard_library():
    import ast
    from pathlib import Path

    import goju51.games.japanese

    allowed_roots = set(sys.stdlib_module_names) | {"goju51"}
    for path in Path(goju51.games.japanese.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                roots = [alias.name.split(".")[0] for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                roots = [node.module.split(".")[0]]
            else:
                continue
            for root in roots:
                assert root in allowed_roots, f"{path.name} imports {root}"
                if root == "goju51":
                    assert not ast.unparse(node).startswith(
                        ("from goju51.ui", "from goju51.games.japanese.ai")
                    )
