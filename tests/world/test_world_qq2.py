"""qq2: the code world's stock lines ("def find_booking(bookings: list[Booking], booking_id:
int) -> Booking | None:", main()'s argv fallback, the large_ comprehension, mypy's
"expected \"Invoice\"") were printed alike by every page of a domain. Names now vary per
page; the module stays a clean program and the Problems panel names what the code has."""

from __future__ import annotations

import re
import subprocess
import sys

import numpy as np
import pytest

from surfaces.kit.code_world import func_kind, sample_module


def _lines(prefix: str, n: int = 240) -> list[str]:
    out = []
    for seed in range(n):
        module = sample_module(np.random.default_rng(seed), faults=seed % 4)
        out += [t for t in module.lines if re.match(prefix, t.strip())]
    return out


def test_stock_lines_vary_per_page():
    finds = _lines(r"def (find|get|lookup)_\w+\(")
    mains = _lines(r"def main\(\w")
    fallbacks = _lines(r"\w+ = .*sys\.argv\[1:\]")
    filters = _lines(r"return \[\w+ for \w+ in ")
    for lines, least in ((finds, 60), (mains, 20), (fallbacks, 25), (filters, 60)):
        assert lines and len(set(lines)) >= min(least, len(lines) * 2 // 3), \
            (len(set(lines)), len(lines), lines[:3])
    # one line never stands for more than a few pages
    for lines in (finds, filters):
        assert max(lines.count(t) for t in lines) <= 4, lines


def test_helpers_keep_their_review_kind():
    for seed in range(120):
        module = sample_module(np.random.default_rng(seed), faults=0)
        for name in module.functions:
            if name.startswith(("find_", "get_", "lookup_")):
                assert func_kind(name) == "lookup", name
            if re.match(r"(large|big|select|heavy)_", name):
                assert func_kind(name) == "filter", name


def test_clean_modules_pass_pyflakes_rules(tmp_path):
    """Without planted faults a module has no unused import (Optional, Sequence,
    defaultdict are imported only where used) and no undefined name."""
    for seed in range(80):
        module = sample_module(np.random.default_rng(seed), faults=0)
        (tmp_path / f"m{seed}.py").write_text("\n".join(module.lines) + "\n")
    run = subprocess.run([sys.executable, "-m", "ruff", "check", "--isolated", "--select",
                          "F,ARG", "--output-format", "concise", str(tmp_path)],
                         capture_output=True, text=True)
    if "No module named ruff" in run.stderr:
        pytest.skip("ruff not installed")
    assert run.returncode == 0, run.stdout[:2000]


def test_return_none_message_names_the_class_in_the_code():
    from surfaces.ide_problems_panel import _finding

    class _Content:
        def ui(self, key, **kw):
            return f'Type "None" is not assignable to return type "{kw.get("cls")}"'

    for seed in range(200):
        module = sample_module(np.random.default_rng(seed), faults=6)
        for f in module.faults:
            if f.kind != "return_none":
                continue
            d = _finding(np.random.default_rng(seed), _Content(), f, module.cls)
            m = re.search(r'(?:expected|return type) "(\w+)"', d["message"])
            assert m and any(re.match(rf"class {m.group(1)}\b|from .* import {m.group(1)}$", t)
                             for t in module.lines), (seed, d["message"])
            sig = next(t for t in reversed(module.lines[:f.line])
                       if t.startswith(("def ", "async def ")))
            assert sig.endswith(f"-> {m.group(1)}:"), sig
