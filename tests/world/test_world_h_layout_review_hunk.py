"""A pull request's inline review sits under a real diff hunk: a file header with the path
and "+N −M" counting the lines shown, a hunk header "@@ -a,b +c,d @@" whose starts and
lengths are those of the rows, old and new line numbers running on (a removed line has no
new number, an added one no old), and a green or red band under each added or removed
line. All six languages, 20 pages each (params), 3 composed."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.page import make_theme
from surfaces import registry
from surfaces.kit.review_hunk import ADD, DEL, hunk_header


def _check_rows(lang: str, seed: int, p: dict) -> None:
    rows = p["rows"]
    # the sampled hunk's header is that of its rows; compose draws that of the rows it
    # keeps (h_r98: context trimmed to leave the thread room), checked by _check_drawn
    m = re.fullmatch(r"@@ -(\d+),(\d+) \+(\d+),(\d+) @@", hunk_header(rows_of(p))[0])
    assert m, (lang, seed, rows)
    a, b, c, d = (int(x) for x in m.groups())
    olds = [o for o, _, _ in rows if o is not None]
    news = [n for _, n, _ in rows if n is not None]
    assert (len(olds), len(news)) == (b, d), (lang, seed, rows)
    assert olds == list(range(a, a + b)) and news == list(range(c, c + d)), (lang, seed, rows)
    for old, new, op in rows:
        assert (old is None) == (op == "+") and (new is None) == (op == "-"), (lang, seed, rows)
    plus, minus = sum(op == "+" for *_, op in rows), sum(op == "-" for *_, op in rows)
    assert p["delta"] == f"+{plus} \u2212{minus}", (lang, seed, p["delta"], rows)
    assert plus >= 1 and len(rows) == len(p["code"]), (lang, seed, rows)


def rows_of(p: dict) -> list[tuple]:
    return [(o, n, "", op) for o, n, op in p["rows"]]


def _check_drawn(lang: str, seed: int, p: dict, said: list[str]) -> None:
    """The drawn "@@ -a,b +c,d @@" spans every changed line and only lines of the hunk, with
    as many unchanged lines on both sides."""
    drawn = [m.groups() for t in said if (m := re.fullmatch(
        r"@@ -(\d+),(\d+) \+(\d+),(\d+) @@", t))]
    assert len(drawn) == 1, (lang, seed, said)
    a, b, c, d = (int(x) for x in drawn[0])
    olds = [o for o, _, _ in p["rows"] if o is not None]
    news = [n for _, n, _ in p["rows"] if n is not None]
    assert set(range(a, a + b)) <= set(olds) and set(range(c, c + d)) <= set(news), \
        (lang, seed, drawn, p["rows"])
    plus, minus = sum(op == "+" for *_, op in p["rows"]), sum(op == "-" for *_, op in p["rows"])
    assert b - minus == d - plus >= 0, (lang, seed, drawn, p["rows"])
    for o, n, op in p["rows"]:
        if op != " ":
            assert (o or n) in (range(a, a + b) if o else range(c, c + d)), (lang, seed, drawn)


def test_the_review_hunk_is_numbered_and_counted_as_it_shows() -> None:
    removed = 0
    cls = registry.get("pr_review")
    for lang, seed, p in sampled("pr_review", 20):
        _check_rows(lang, seed, p)
        removed += any(op == "-" for *_, op in p["rows"])
        if seed >= 3:
            continue
        theme = make_theme(seed % 2 == 1, "blue")
        page = cls().compose(p, theme)
        bands = [op.fill for op in page.ops if getattr(op, "name", "") == "diff line"]
        want = [(ADD if o == "+" else DEL)[theme.name] for *_, o in p["rows"] if o != " "]
        assert bands == want, (lang, seed, bands, want)
        texts = [b for b in page.text_blocks()]
        said = ["".join(g.char for ln in b.laid.lines for g in ln.glyphs) for b in texts]
        assert p["path"] in said, (lang, seed)
        _check_drawn(lang, seed, p, said)
        assert all(part in said for part in p["delta"].split()), (lang, seed, p["delta"])
    assert removed >= 20, removed
