"""The verifier is independent: it imports nothing from the sampler, the instruction
templates or the surfaces, directly (checked on the source with ast) or transitively
(checked in a fresh interpreter), and it reads no data file of theirs: of a language's
folder it opens only its own lexicon and selection vocabulary (checked with an audit hook
while it verifies a dataset of click and drag rows)."""

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
                     "generator.page.theme", "generator.verify", "generator.languages",
                     "generator.rows",  # the row shapes; it imports nothing
                     "generator.editable")  # which lines take typing: read from the geometry


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
    code = ("import sys, generator.verify, generator.verify.commands\n"
            "from generator.verify.grammar import lexicon; lexicon('en')\n"
            f"bad = [m for m in sys.modules if m.startswith({BANNED!r})]\n"
            "print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


OWN_FILES = ("verifier/lexicon.toml", "verifier/selection.toml")


def test_the_verifier_reads_only_its_own_lexicon(tmp_path: Path) -> None:
    """Verify small six-language datasets (click rows, then drag rows) in a fresh
    interpreter and record every file it opens: of generator/locales it may read locale.toml
    (to find the languages), verifier/lexicon.toml and verifier/selection.toml, never
    content, instruction templates or forms.py."""
    outs = [tmp_path / "uniform", tmp_path / "selection"]
    for out, n in zip(outs, ("12", "6"), strict=True):
        build = subprocess.run([sys.executable, "-m", "generator", "build", "--n", n, "--seed",
                                "3", "--with-geometry", "--out", str(out), "--preset", out.name],
                               capture_output=True, text=True, timeout=300)
        assert build.returncode == 0, build.stderr
    code = ("import sys\n"
            "from generator.verify.dataset import verify_dataset\n"
            "opened = []\n"
            "sys.addaudithook(lambda e, a: opened.append(str(a[0])) if e == 'open' else None)\n"
            "from pathlib import Path\n"
            f"for out in {[str(o) for o in outs]!r}:\n"
            "    report = verify_dataset(Path(out))\n"
            "    assert report.failed == 0, report.as_json()\n"
            "print('\\n'.join(p for p in opened if 'locales' in p))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    read = [line for line in done.stdout.splitlines() if line]
    for own in OWN_FILES:
        assert any(p.endswith(own) for p in read), (own, read)
    bad = [p for p in read if not p.endswith((*OWN_FILES, "locale.toml"))
           and "/locales/" in p]
    assert not bad, f"the verifier read the sampler's data: {bad}"
