"""wave 23 (h_code): code_editor, ide_problems_panel, diff_viewer, git_blame, pr_review and
terminal printed one program skeleton with renamed identifiers (a record class, a "...Index"
class, ``describe()``'s f-string, defaultdict totals, a closed status -> continue). A page
now draws one of several program shapes (a CLI, a dataclass model, Flask or FastAPI routes,
a tokenizer or hand scanner, a pytest file or unittest case, an async fetcher, a config
loader, the CSV report), each written in this page's author's style with a few helpers:
every module parses, is 60-120 lines long, plants only the faults its shape can carry,
exactly where ``Module.faults`` says, and two pages rarely share their lines."""

from __future__ import annotations

import ast
import itertools
import keyword
import re
from collections import Counter

import numpy as np
from world_helpers import sampled

from surfaces.kit.code_shapes3 import SHAPES
from surfaces.kit.code_world import FAULTS, sample_module

SUPPORTS = {name: set(kinds) for name, _, kinds, _ in SHAPES} | {"report": set(FAULTS)}
IDENT = re.compile(r"[A-Za-z_]\w*")


def test_every_shape_parses_and_is_60_to_120_lines() -> None:
    seen = Counter()
    for seed in range(60):
        for faults in (0, 2 + seed % 3):
            module = sample_module(np.random.default_rng([seed, 23]), faults=faults)
            ast.parse("\n".join(module.lines))  # planted slips are linter findings, not errors
            assert 60 <= len(module.lines) <= 120, (seed, module.shape, len(module.lines))
            seen[module.shape] += 1
    assert set(seen) == set(SUPPORTS), seen


def test_faults_are_of_the_shape_and_where_they_say() -> None:
    for seed in range(60):
        module = sample_module(np.random.default_rng([seed, 24]), faults=2 + seed % 3)
        kinds = {f.kind for f in module.faults}
        assert kinds - {"long_line"} and kinds <= SUPPORTS[module.shape], (seed, module.shape)
        for f in module.faults:
            text = module.lines[f.line - 1]
            if f.kind == "long_line":
                assert len(text) == int(f.name) > 88, (seed, f)
            else:
                assert text[f.col - 1:].startswith(f.name), (seed, module.shape, f, text)
        if "return_none" in kinds:  # mypy's "expected X" names the function's return type
            f = next(f for f in module.faults if f.kind == "return_none")
            sig = next(t for t in reversed(module.lines[:f.line])
                       if t.lstrip().startswith(("def ", "async def ")))
            assert sig.endswith(f"-> {module.cls}:"), (seed, sig, module.cls)


def _norm(line: str) -> str:
    """A code line with every identifier (also inside strings) replaced by one placeholder."""
    return IDENT.sub(lambda m: m.group(0) if keyword.iskeyword(m.group(0)) else "N",
                     line.strip())


def test_code_editor_pages_do_not_repeat_one_program() -> None:
    """Over 60 en pages: the shapes all appear, and few page pairs share more than half of
    their shown non-blank lines (as a share of the longer page) once identifiers are
    normalised. One skeleton made 52% of pairs do so (918 of 1770); now under 4% (67), all
    of them two pages of one shape (a cross-shape pair shares at most ~40%)."""
    pages = []
    for lang, _, p in sampled("code_editor", 60):
        if lang == "en":
            pages.append(Counter(_norm("".join(t for t, _ in toks)) for toks in p["code"]
                                 if "".join(t for t, _ in toks).strip()))
    shares = [sum((a & b).values()) / max(sum(a.values()), sum(b.values()))
              for a, b in itertools.combinations(pages, 2)]
    assert sum(s > 0.5 for s in shares) <= 0.06 * len(shares), sorted(shares)[-10:]
    assert max(shares) < 0.95, max(shares)


def test_every_shape_reaches_the_code_pages() -> None:
    shapes = Counter()
    for seed in range(120):
        shapes[sample_module(np.random.default_rng([seed, 5])).shape] += 1
    assert set(shapes) == set(SUPPORTS), shapes
    assert max(shapes.values()) <= 0.2 * sum(shapes.values()), shapes
