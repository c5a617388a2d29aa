"""pdf_form: a signed form has its required boxes ticked (only an optional one, such as
agreeing to be contacted or to photos being published, may be left empty)."""

from __future__ import annotations

import re

from world_helpers import sampled, template_regex

from generator.content.provider import locale_data

# per language, the optional checks: being contacted, photos, volunteering, news of courses,
# step-free access, the household moving too (pf.checks 3, pf.checks1 3, pf.checks2 2-3,
# pf.checks3 2-3)
OPTIONAL = {"pf.checks": (3,), "pf.checks1": (3,), "pf.checks2": (2, 3), "pf.checks3": (2, 3)}


def _optional(lang: str) -> list[re.Pattern[str]]:
    """Patterns of every optional check of ``lang``."""
    ui = locale_data(lang).UI
    return [re.compile(template_regex(ui[key][i]), re.I) for key, idx in OPTIONAL.items()
            for i in idx]


def test_signed_form_ticks_its_required_boxes() -> None:
    unticked_optional = 0
    for lang, seed, p in sampled("pdf_form", 30):
        optional = _optional(lang)
        for label, ticked in zip(p["checks"], p["ticked"], strict=True):
            if not any(o.fullmatch(label) for o in optional):
                assert ticked, (lang, seed, label)
            elif not ticked:
                unticked_optional += 1
    assert unticked_optional  # optional boxes are still sometimes left empty
