"""A setup wizard's text agrees with its buttons: on the folder page the primary button is
Install, so the intro never says "Click Next"; a Windows wizard installs under C:\\; and
"Step n of m" counts the step list shown."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_installer_text_matches_buttons_and_steps() -> None:
    for lang, seed, p in sampled("installer_wizard", 30):
        n, m = (int(x) for x in re.findall(r"\d+", p["step_text"])[:2])
        assert n == p["step"] + 1 and m == len(p["steps"]), (lang, seed, p["step_text"])
        assert p["path"].startswith("C:\\"), p["path"]
        if p["page"] == "location":
            word = p["labels"]["next"].strip("<> ")
            assert word not in p["intro"], (lang, seed, p["intro"])
        assert "Doorgaan" not in p["intro"], p["intro"]


def test_installer_text_belongs_to_the_page_shown() -> None:
    """The components page's description box holds the hover hint, the folder page tells
    how to browse and start; no welcome-page text ("This wizard will guide you") on step 3
    or 4."""
    from world_helpers import written_from

    from generator.content.provider import locale_data

    for lang, seed, p in sampled("installer_wizard", 30):
        data = locale_data(lang)
        if p["page"] == "location":
            assert written_from(p["intro"], data.SENTENCES["frm_installer_location"]), \
                (lang, seed, p["intro"])
            assert "{" not in p["intro"], p["intro"]  # the button names filled in
        elif p["page"] == "components":
            assert written_from(p["intro"], [data.UI["forms.inst_desc_hint"]], single=True), \
                (lang, seed, p["intro"])
