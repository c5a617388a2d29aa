"""A status page's banner follows its worst component (a degraded one is a minor disruption,
a red one a major outage, never "Partial System Outage" over one degraded component), and
an unresolved incident stands in the active section above the components, not under
"Past incidents"."""

from __future__ import annotations

from world_helpers import sampled

from generator.content.provider import locale_data

BANNER = {"operational": "dash.status_ok", "degraded": "m_ops_spage.banner_degraded",
          "outage": "m_ops_spage.banner_major"}


def test_banner_follows_the_worst_component() -> None:
    seen = set()
    for lang, seed, p in sampled("status_page", 8):
        ui = locale_data(lang).UI
        states = {c["state"] for c in p["components"]}
        worst = "outage" if "outage" in states else "degraded" if "degraded" in states \
            else "operational"
        seen.add(worst)
        assert p["banner"] == ui[BANNER[worst]], (lang, seed, p["banner"], states)
        assert p["banner"] != ui["dash.status_partial"], (lang, seed)
    assert seen == set(BANNER)


def test_unresolved_incident_is_not_past() -> None:
    """Composed pages: the ongoing incident's title is drawn in the "active" section, above
    the components, and the "Past incidents" section holds only resolved incidents."""
    from generator.page import make_theme
    from surfaces import registry

    checked = 0
    for lang, seed, p in sampled("status_page", 6):
        page = registry.get("status_page")().compose(p, make_theme(False, "blue"))
        regions = page.regions
        ongoing = [i["title"] for i in p["incidents"] if i["updates"][0]["key"] != "resolved"]
        names = [r.name for r in regions]
        if not ongoing:
            assert "active incident" not in names, (lang, seed)
            continue
        checked += 1
        a, c = names.index("active incident"), names.index("components")
        assert regions[a].box[3] <= regions[c].box[1], (lang, seed)
        assert regions[a + 1].label == ongoing[0], (lang, seed)
        past = names.index("incidents")
        assert all(r.label not in ongoing for r in regions[past:]), (lang, seed)
    assert checked
