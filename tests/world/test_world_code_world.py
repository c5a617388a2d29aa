"""Code pages show a small program, not a template (review3 0017/0021: a function called
before its ``def`` with a keyword it lacks, ``if items > 73`` on a list, franglais names):
the module parses, each module function is defined above every call of it and called with
arguments it has, identifiers are English, and the only undefined name is a planted typo."""

from __future__ import annotations

import ast
import builtins

import numpy as np

from surfaces.kit.code_world import sample_module


def _check(seed: int, faults: int) -> None:
    module = sample_module(np.random.default_rng(seed), faults=faults)
    tree = ast.parse("\n".join(module.lines))
    typos = {f.name for f in module.faults if f.kind == "undefined"}
    defs = {n.name: n for n in tree.body
            if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)}
    bound = set(dir(builtins)) | set(defs) | {"log", "__name__"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            bound |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            bound.add(node.id)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            pass
    bound |= {t.id for n in ast.walk(tree) if isinstance(n, ast.comprehension)
              for t in ast.walk(n.target) if isinstance(t, ast.Name)}
    bound |= {n.target.id for n in tree.body if isinstance(n, ast.AnnAssign)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            assert node.id in bound or node.id in typos, (seed, node.id, node.lineno)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and isinstance(defs.get(node.func.id), ast.FunctionDef | ast.AsyncFunctionDef):
            fn = defs[node.func.id]
            assert fn.lineno < node.lineno, (seed, fn.name, "called above its def")
            names = {a.arg for a in fn.args.args}
            assert {k.arg for k in node.keywords} <= names, (seed, fn.name)
            assert len(node.args) <= len(fn.args.args), (seed, fn.name)
    for line in module.lines:
        assert line.isascii(), (seed, line)
    planted = {f.kind for f in module.faults}
    assert len(typos) == ("undefined" in planted), seed
    for name in typos:  # the typo is the only spelling of it
        assert sum(t.count(name) for t in module.lines) == 1, (seed, name)


def test_modules_are_consistent_programs() -> None:
    for seed in range(120):
        _check(seed, seed % 5)


def test_faults_are_where_they_say() -> None:
    for seed in range(120):
        module = sample_module(np.random.default_rng(seed), faults=2 + seed % 3)
        assert len({f.kind for f in module.faults} - {"long_line"}) >= 1, seed
        for f in module.faults:
            text = module.lines[f.line - 1]
            if f.kind == "long_line":
                assert len(text) == int(f.name) > 88, (seed, f)
            else:
                assert text[f.col - 1:].startswith(f.name), (seed, f, text)


def test_gutter_numbers_sit_on_their_code_lines() -> None:
    """A line number was drawn ~6 px below its code line (a label beside a 1.5-leading
    text block): both are laid out the same way now."""
    from tests.world.world_helpers import rendered

    for lang, seed in (("fr", 21), ("de", 4)):
        p, geo = rendered("code_editor", lang, seed)
        numbers = {geo.line_text(ln).strip(): ln for ln in geo.lines
                   if geo.line_text(ln).strip().isdigit()}
        checked = 0
        for k, tokens in enumerate(p["code"][:12]):
            if not "".join(t[0] for t in tokens).strip():
                continue
            number = numbers.get(str(p["first_line"] + k))
            if number is None:
                continue
            x0 = geo.glyphs[number.glyphs[0]].pen
            beside = [ln for ln in geo.lines if abs(ln.top - number.top) <= 2
                      and geo.glyphs[ln.glyphs[0]].pen > x0 + 20]
            assert beside, (lang, seed, k)
            checked += 1
        assert checked >= 5, (lang, seed)
