"""The layers point one way (issue 19 item 8): surfaces depend on the engine, never back.

- No module of ``generator`` imports the ``surfaces`` package (the engine gets its surfaces
  through ``generator/surfaceset.py``, installed by the top layer).
- A surface module (built-in, the invoice package, the example plugin) imports from the
  project only ``surfaces.base``, the public kit ``surfaces.kit`` (and its widget modules)
  and its own package: never ``generator`` directly.
- ``surfaces.registry`` does not import ``surfaces.base``, and no kit module imports a
  surface.
- No import cycle among the modules of ``generator`` and ``surfaces``, counting every import
  statement, at module level or inside a function.
Imports are read from the source (AST), so a lazy import cannot hide a dependency.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "tests" / "plugins" / "example_plugin" / "pbt_example_plugin.py"


def _name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_name(p): p for top in ("generator", "surfaces")
           for p in sorted((ROOT / top).rglob("*.py"))}


@functools.lru_cache(maxsize=None)  # three tests read every file: parsed once
def imports(path: Path) -> frozenset[str]:
    """Every absolute module a file imports (``from m import x`` gives m.x when m.x is a
    module of the project, else m), anywhere in the file."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                out.add(full if full in MODULES else node.module)
        elif isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
    return frozenset(out)


def _project(module: str) -> bool:
    return module.split(".")[0] in ("generator", "surfaces")


def test_the_engine_never_imports_surfaces() -> None:
    bad = {name: sorted(m for m in imports(path) if m.split(".")[0] == "surfaces")
           for name, path in MODULES.items() if name.startswith("generator")}
    assert not {k: v for k, v in bad.items() if v}


def _surface_modules() -> dict[str, Path]:
    infra = ("surfaces", "surfaces.base", "surfaces.registry")
    return {name: path for name, path in MODULES.items()
            if name.startswith("surfaces") and name not in infra
            and not name.startswith("surfaces.kit")}


def _allowed(module: str, importer: str, path: Path) -> bool:
    """Not the project's, the base, the kit, or the importer's own surface package."""
    package = importer if path.name == "__init__.py" else importer.rpartition(".")[0]
    return (not _project(module) or module in ("surfaces.base", "surfaces.kit")
            or module.startswith("surfaces.kit.")
            or (package != "surfaces" and module.startswith(package + ".")))


def test_surfaces_import_only_the_kit_and_base() -> None:
    modules = {**_surface_modules(), "pbt_example_plugin": EXAMPLE}
    assert "surfaces.invoice.look" in modules and len(modules) > 150
    bad = {name: sorted(m for m in imports(path) if not _allowed(m, name, path))
           for name, path in modules.items()}
    assert not {k: v for k, v in bad.items() if v}, \
        "re-export what a surface needs through surfaces/kit/__init__.py or surfaces.base"


def test_registry_and_kit_point_away_from_surfaces() -> None:
    assert "surfaces.base" not in imports(MODULES["surfaces.registry"])
    surface_names = set(_surface_modules())
    for name, path in MODULES.items():
        if name.startswith("surfaces.kit"):
            assert not imports(path) & surface_names, name


def test_no_import_cycles() -> None:
    graph = {name: {m for m in imports(path) if m in MODULES and m != name}
             for name, path in MODULES.items()}
    cycles = _cycles(graph)
    assert not cycles, f"import cycles: {cycles}"


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (iterative Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found
