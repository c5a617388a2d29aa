"""A notes page's title names what its body is: a report page carries report prose and
report sections, a how-to page names the component its steps are about; a written page is
never "Not started"."""

from __future__ import annotations

from world_helpers import sampled

from generator.content import locale_data


def test_title_matches_the_body() -> None:
    """A how-to is one product's docs page (its name in title and intro, its section
    headings as toggles); a report is one team's quarter (its sections as toggles)."""
    for lang, seed, p in sampled("notion_page", 12):
        data = locale_data(lang)
        assert p["pages"][p["active"]] == p["title"], (lang, seed)
        assert p["status"] != data.UI["office.n_status_vals"][0], (lang, seed)
        if p["kind"] == "docs":
            tool = next(w for w in p["title"].split() if w[:1].isupper() and w in p["texts"][0])
            assert tool, (lang, seed)
        elif p["kind"] == "status":  # a project's update: its sections, its milestones
            assert set(p["toggles"]) <= set(data.UI["qs.h"]), (lang, seed)
        elif p["kind"] == "report":
            assert set(p["toggles"]) <= set(data.UI["hp.h"]), (lang, seed)
            assert any(w in p["title"] for w in data.SLOTS["hp_dept"]), (lang, seed)
        else:  # minutes, a post-mortem, a brief, onboarding notes (kit/doc_genres.py)
            key = {"minutes": "hg.mt.h", "postmortem": "hg.pm.h", "brief": "hg.br.h",
                   "onboarding": "hg.ob.h"}[p["kind"]]
            assert set(p["toggles"]) <= set(data.UI[key]), (lang, seed)
