"""A pivot table's product moves by at most a fifth (a quarter's compounding) from one
quarter to the next: no 1,450 then 52,609; a critical alert is production's, not staging's."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled


def _num(text: str) -> int:
    return int(re.sub(r"\D", "", text))


def test_pivot_quarters_move_smoothly() -> None:
    for lang, seed, p in sampled("pivot_summary", 30):
        for _group, items in p["rows"]:
            for item in items:
                vals = [_num(v) for v in item[1:-1]]
                for a, b in zip(vals, vals[1:], strict=False):
                    assert 0.79 <= b / a <= 1.21, (lang, seed, item)


def test_critical_alerts_are_production_s() -> None:
    for lang, seed, p in sampled("alert_list", 20):
        for a in p["alerts"]:
            if a["severity"] == "critical":
                assert "env=prod" in a["labels"], (lang, seed, a)


# the words a docs sentence refers to another page with ("see Installation", "unter
# Konfiguration", "la page Installation"): the name after them is a cross-reference
REFERS = r"(?:see |read |under |unter |page |página |pagina |onder )"


def test_docs_link_every_page_reference_to_a_sidebar_entry() -> None:
    """Every page a docs text refers to ("see Configuration") is a link, at each mention,
    and a link names a page of the sidebar (wave 14: a second "see Installation" was
    plain text)."""
    for lang, seed, p in sampled("docs_site", 20):
        side = set(p["side"])
        for sec in p["sections"]:
            for b in sec["blocks"]:
                pairs = [b[1:]] if b[0] == "p" else b[1] if b[0] == "steps" else []
                for text, marks in pairs:
                    links = [(m[0], m[1]) for m in marks if m[2] == "link"]
                    assert all(text[a:z] in side for a, z in links), (lang, seed, text)
                    for name in side - {p["title"], "FAQ"}:
                        for k in [m.start(1) for m in re.finditer(
                                rf"{REFERS}({re.escape(name)})", text)]:
                            assert any(a <= k < z for a, z in links), (lang, seed, text, name)
