"""A notes page's title names what its body is: a report page carries report prose and
report sections, a how-to page names the component its steps are about; a written page is
never "Not started"."""

from __future__ import annotations

from world_helpers import sampled

from generator.content import locale_data


def test_title_matches_the_body() -> None:
    for lang, seed, p in sampled("notion_page", 12):
        data = locale_data(lang)
        assert p["pages"][p["active"]] == p["title"], (lang, seed)
        assert p["status"] != data.UI["office.n_status_vals"][0], (lang, seed)
        body = " ".join(p["texts"] + [p["callout"]])
        if p["kind"] == "docs":
            component = next(c for c in data.SLOTS["component"]
                             if c.lower() in p["title"].lower())
            assert component.lower() in body.lower(), (lang, seed, p["title"], body)
            assert set(p["toggles"]) <= set(data.UI["notion.docs_sections"]), (lang, seed)
        else:
            assert set(p["toggles"]) <= set(data.TITLES["section"]), (lang, seed)
            assert not any(c.lower() in p["title"].lower() for c in data.SLOTS["component"])
