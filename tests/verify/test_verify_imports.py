"""The verifier is independent: it imports nothing from the sampler, the instruction
templates or the surfaces, directly (checked on the source with ast) or transitively
(checked in a fresh interpreter)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import generator.verify

PACKAGE = Path(generator.verify.__file__).parent
BANNED = ("generator.targets", "generator.instructions", "surfaces", "generator.pipeline",
          "generator.build")
ALLOWED_GENERATOR = ("generator.geometry", "generator.fonts", "generator.page.segment",
                     "generator.page.theme", "generator.verify",
                     "generator.rows")  # the row shapes; it imports nothing


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = ".".join(path.relative_to(PACKAGE.parent.parent).with_suffix("").parts[:-1])
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            out += [base] + [f"{base}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(
                node.func, "id", "")) in ("import_module", "__import__"):
            for arg in node.args:
                out += [v.value for v in ast.walk(arg)
                        if isinstance(v, ast.Constant) and isinstance(v.value, str)]
    return out


def test_no_banned_import_in_the_source():
    files = sorted(PACKAGE.rglob("*.py"))
    assert len(files) >= 10
    for path in files:
        for name in _imports(path):
            assert not name.startswith(BANNED), f"{path.name} imports {name}"
            if name.startswith("generator"):
                assert name.startswith(ALLOWED_GENERATOR) or name in ("generator",), \
                    f"{path.name} imports {name}, not one of {ALLOWED_GENERATOR}"


def test_no_banned_module_loaded_at_run_time():
    code = ("import sys, generator.verify, generator.verify.commands, "
            "generator.verify.grammar.en\n"
            "from generator.verify.grammar import lexicon; lexicon('en')\n"
            f"bad = [m for m in sys.modules if m.startswith({BANNED!r})]\n"
            "print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
