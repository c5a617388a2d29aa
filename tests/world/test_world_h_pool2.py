"""Wave 17 (h_pool2): two pages of one surface and language rarely print the same 8+-word
sentence (issue 18: a training page sharing a sentence with the benchmark).

The check is params-based: the sentences of 8+ words in a page's sampled strings, split as
/work/scripts/pool_collisions.py splits them (the rendered page prints these strings; for a
line composed at draw time, e.g. the npm usage example, the test builds it as compose does).
``pair_rate`` is the share of page pairs (same language) that share one."""

from __future__ import annotations

import re
from itertools import combinations

import numpy as np
import pytest
from world_helpers import sampled, strings_of

from generator.fingerprints import normalise
from surfaces.kit import code_world

SPLIT = re.compile(r"(?<=[.!?…])\s+|\n+")


def sentences(params) -> set[str]:
    return {normalise(p) for s in strings_of(params) for p in SPLIT.split(s)
            if len(p.split()) >= 8}


def pair_rate(pages: dict[str, list[set[str]]]) -> float:
    hits = total = 0
    for per in pages.values():
        for a, b in combinations(per, 2):
            total += 1
            hits += bool(a & b)
    return hits / max(total, 1)


def by_lang(name: str, seeds: int = 40, of=sentences) -> dict[str, list[set[str]]]:
    out: dict[str, list[set[str]]] = {}
    for lang, _, params in sampled(name, seeds):
        out.setdefault(lang, []).append(of(params))
    return out


# the params-based pair rate each surface stays under (rendered rates, measured with
# pool_collisions.py --render, are in the h_pool2 report)
BOUNDS = {"ide_problems_panel": 0.05, "issue_ticket": 0.05, "man_page": 0.04,
          "code_editor": 0.02, "diff_viewer": 0.03, "video_call_chat": 0.02,
          "doc_comments": 0.09, "todo_app": 0.03, "api_client": 0.06,
          "package_registry": 0.09, "pull_request_list": 0.07,
          # the posts' bodies and comments still come from small pools (titles fixed)
          "personal_blog": 0.22}


@pytest.mark.parametrize("name", sorted(BOUNDS))
def test_pages_rarely_share_a_long_sentence(name):
    rate = pair_rate(by_lang(name))
    assert rate <= BOUNDS[name], (name, rate)


def test_code_docstrings_stay_under_eight_words():
    """Every docstring wording of every domain is shorter than a shared sentence."""
    for docs in (code_world.HEADER_DOCS, code_world.PARSE_DOCS, code_world.LOAD_DOCS,
                 code_world.TOTAL_DOCS, code_world.INDEX_DOCS):
        for plural, cls, _, group, amount, _, _, closed in code_world.DOMAINS:
            for d in docs:
                text = '"""' + d.format(plural=plural, group=group, cls=cls, one=plural[:-1],
                                        src="csv_path", amount=amount, closed=closed,
                                        a="an") + '"""'
                assert len(text.split()) < 8, text


def test_the_unused_local_is_the_one_the_panel_names():
    """The unused counter varies with the world, and the finding points at it."""
    names = set()
    for seed in range(200):
        module = code_world.sample_module(np.random.default_rng(seed), faults=6)
        for f in module.faults:
            if f.kind == "unused_local":
                line = module.lines[f.line - 1]
                assert line.strip() == f"{f.name} = 0", line
                assert line[f.col - 1:].startswith(f.name)
                names.add(f.name)
    assert len(names) >= 12, names


def test_log_retries_wait_a_jittered_back_off():
    """A retry line's wait is an exponential back-off with jitter: two logs rarely announce
    the same one, and the next attempt comes after it."""
    waits = set()
    for _, _, params in sampled("log_viewer", 20):
        for rec in strings_of(params):
            m = re.search(r"\((?:\D*)(\d) \D+ 3\)\D+(\d+) ms$", rec)
            if m:
                n, wait = int(m.group(1)), int(m.group(2))
                base = 500 * 2 ** (n - 2)
                assert base <= wait <= 1.3 * base + 1, rec
                waits.add(wait)
    assert len(waits) > 30


def test_npm_usage_lines_vary():
    """The npm readme's usage line (composed at draw time) passes an argument and option
    value the page drew: two readmes rarely print the same line."""
    lines = {}
    for lang, _, p in sampled("package_registry", 40):
        if p["kind"] != "npm":
            continue
        var, arg, (key, value) = p["usage"]
        line = f"const {var} = {p['fn']}({p.get('npm_arg', arg)}, {{ {key}: {value} }});"
        lines.setdefault(lang, []).append({line})
    assert pair_rate(lines) < 0.06
