"""A terms page's contents list every section from 1 (the one in view marked), and its
body ends on a whole clause, never a clause cut with "…"."""

from generator.page import make_theme
from surfaces import registry
from tests.world.world_helpers import sampled


def test_contents_start_at_section_one():
    for lang, seed, p in sampled("terms_of_service", 10):
        toc = p["toc"]
        assert toc[p["first"] - 1:p["first"] - 1 + len(p["titles"])] == p["titles"], (lang, seed)


def test_no_clause_is_cut_with_an_ellipsis():
    cls = registry.get("terms_of_service")
    for lang, seed, p in sampled("terms_of_service", 8):
        if lang not in ("en", "de", "fr"):
            continue
        page = cls().compose(p, make_theme(False, "blue"))
        cut = [op for op in page.ops if getattr(getattr(op, "laid", None), "truncated", False)]
        assert not cut, (lang, seed)
