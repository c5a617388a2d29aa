"""c_prose: a quarterly report is not one skeleton filled with numbers. Its verdict follows
the signs and sizes of revenue and costs (growth with a cost cut, growth outrun by costs, a
decline cushioned by cuts, a squeeze), its background fits the quarter (hires or a new
customer after growth, open posts or a lost customer after a decline), and a PDF page
that shows the report's end says "Page 1 of N" only with an appendix on the pages after."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import reports, sampled, template_regex

from generator.content import Content
from generator.resolve import content_languages
from surfaces.kit.report_world import verdict

GROWTH = ("hp.bg.staff", "hp.bg.won")
DECLINE = ("hp.bg.vacant", "hp.bg.lost")


def _matches(content: Content, key: str, text: str) -> bool:
    return re.search(template_regex(content.data.UI[key]), text) is not None


def test_report_verdict_and_background_follow_the_figures() -> None:
    for lang in content_languages():
        verdicts, closings = set(), set()
        for seed, content, w, secs in reports(lang, 60):
            rev, costs = w["figures"][:2]
            key = verdict(rev, costs)
            verdicts.add(key)
            assert ("better" in key or "cut" in key or "held" in key) == \
                (rev["pct"] - costs["pct"] > 1), (lang, seed, key, rev["pct"], costs["pct"])
            background = secs[1]["texts"][0]
            fits, wrong = (GROWTH, DECLINE) if rev["pct"] > 0 else (DECLINE, GROWTH)
            assert any(_matches(content, k, background) for k in fits), (lang, seed, background)
            assert not any(_matches(content, k, background) for k in wrong), \
                (lang, seed, background)
            if _matches(content, "hp.v.oneoff", secs[0]["texts"][0]):
                assert costs["pct"] > 0, (lang, seed)
            closings.add(_matches(content, "hp.next.report", secs[3]["texts"][0]))
        assert len(verdicts) >= 4 and closings == {True, False}, (lang, verdicts, closings)


def test_pdf_report_page_count_has_an_appendix() -> None:
    for lang, seed, p in sampled("pdf_viewer", 30):
        last = p["sections"][-1]["texts"][0]
        content = Content(lang, np.random.default_rng(0))
        key = {"report": "hp.appendix", "status": "qs.appendix", "minutes": "hg.mt.appendix",
               "postmortem": "hg.pm.appendix", "brief": "hg.br.appendix",
               "onboarding": "hg.ob.appendix"}[p["genre"]]
        has_appendix = _matches(content, key, last)
        assert has_appendix == (p["total"] > p["page"]), (lang, seed, p["page"], p["total"])
        if has_appendix:
            assert str(p["total"]) in last and str(p["page"] + 1) in last, (lang, seed, last)
