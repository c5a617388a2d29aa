"""Chrome that counts what is shown (g_counts): page numbers, line counts, trees, unread
marks and dates agree with the content the page renders."""

from __future__ import annotations

import re

from world_helpers import region_words, rendered

from generator.content import locale_data
from surfaces import registry


def _langs(name: str) -> list[str]:
    return [lang for lang in ("en", "de", "fr", "es", "it", "nl")
            if lang in registry.get(name).languages]


def test_contract_folio_follows_the_clauses_on_the_page() -> None:
    """Clause 1 heads page 1; the final provisions whole on the page make it the last."""
    for lang in _langs("contract_page"):
        for seed in range(8):
            p, geo = rendered("contract_page", lang, seed)
            shown = [int(re.sub(r"\D", "", r.label)) for r in geo.regions
                     if r.name == "clause"]
            n, total = map(int, re.findall(r"\d+", " ".join(region_words(geo, "page number"))))
            assert shown, (lang, seed)
            assert (n == 1) == (shown[0] == 1), (lang, seed, shown, n)
            assert (total == n) == (shown[-1] == 9), (lang, seed, shown, n, total)
            assert n <= 2 and total <= n + 2, (lang, seed)


def test_us_contract_has_no_civil_law_seat() -> None:
    text = " ".join(locale_data("en").SENTENCES["contract"])
    assert "has its seat" not in text and "VAT" not in text
