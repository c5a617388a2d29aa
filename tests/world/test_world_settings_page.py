"""A settings page shows the settings of the sidebar entry that is selected."""

from surfaces.settings_panel import PAGES
from tests.world.world_helpers import sampled


def test_settings_rows_belong_to_the_selected_entry():
    seen = set()
    for lang, seed, p in sampled("settings_panel", 12):
        active = p["active"]
        seen.add(active)
        sections = {row["section"] for row in p["rows"]}
        # an entry's own settings; the account page also gathers the account's security,
        # privacy and region rows (settings_panel.PAGES)
        assert sections <= {active} | set(PAGES[active]), (lang, seed, active, sections)
        assert p["profile"] == (active == 0), (lang, seed)
        assert p["rows"] or p["profile"], (lang, seed)
    assert len(seen) > 1
