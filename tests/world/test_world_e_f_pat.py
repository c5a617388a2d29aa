"""Wave 8 f_pat: a patent page's text varies with its invention and its wording, so a large
training build does not share whole patent pages word for word with the benchmark."""

from __future__ import annotations

from collections import defaultdict

import numpy as np
from world_helpers import sampled

from generator.content import Content, grammar


def test_patent_abstract_and_claim1_vary_over_seeds() -> None:
    """Over 60 seeds a language writes at least 40 distinct abstract + claim 1 texts (the
    first version had 4 parts x 3 kinds and fixed sentences: 12 at most)."""
    texts: dict[str, set[str]] = defaultdict(set)
    parts: dict[str, set[str]] = defaultdict(set)
    for lang, _seed, p in sampled("patent_page", 60):
        texts[lang].add(" ".join(p["abstract"]) + " | " + p["claims"][0])
        parts[lang].add(p["invention"]["part"])
    for lang, found in texts.items():
        assert len(found) >= 40, (lang, len(found))
        assert len(parts[lang]) >= 7, (lang, parts[lang])


def test_patent_sentences_have_alternatives_and_name_the_invention() -> None:
    """Every w8_pat sentence parses in the project grammar and has at least 3 wordings;
    the figure and 'further advantages' sentences name the part or the appliance; the
    part and appliance lists pair up (8 inventions at least)."""
    keys = ("intro", "title", "claim1", "abstract", "problem", "figures", "further")
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        content = Content(lang, np.random.default_rng(0))
        slots = content.data.SLOTS
        assert len(slots["pat_part"]) == len(slots["pat_app"]) == len(slots["pat_app_a"]) >= 8
        for key in keys:
            for template in content.ui_list(f"w8_pat.{key}"):
                assert grammar.variants(template, lambda _s: 1) >= 3, (lang, key, template)
        for key in ("figures", "further"):
            for seed in range(20):
                c = Content(lang, np.random.default_rng(seed))
                text = c.fill(c.ui_list(f"w8_pat.{key}")[0], part="PART", app="APP",
                              app_a="AN APP")
                assert "PART" in text or "APP" in text, (lang, key, text)


_REF = {"en": r"claim \d+,", "de": r"Anspruch \d+,", "fr": r"revendication \d+,",
        "es": r"reivindicación \d+,", "it": r"rivendicazione \d+,", "nl": r"conclusie \d+,"}


def test_patent_dependent_claims_refer_back_in_one_wording() -> None:
    """All dependent claims of a page refer back the same way ('according to claim 1' in
    one, 'as claimed in claim 2' in the next reads as two drafters), and pages differ."""
    import re

    seen: dict[str, set[str]] = defaultdict(set)
    for lang, seed, p in sampled("patent_page", 30):
        app = p["invention"]["app"]
        leads = set()
        for claim in p["claims"][1:]:
            head = re.split(_REF[lang], claim)[0].lower().removeprefix("the ")
            assert head.startswith(app.lower()), (lang, seed, claim)
            leads.add(head[len(app):].strip())
        assert len(leads) == 1, (lang, seed, p["claims"])
        seen[lang] |= leads
    assert all(len(v) >= 2 for v in seen.values()), dict(seen)
