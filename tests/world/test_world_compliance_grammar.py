"""compliance_checklist (en): items agree in number ("Shredding bins are", never "is")."""

import re

from tests.world.world_helpers import sampled

_WRONG = re.compile(r"\b(appliances|bins|assessments|notices) (is|has)\b|"
                    r"\b(equipment|waste|assessment|notice) (are|have)\b")


def test_items_agree_in_number():
    for lang, seed, p in sampled("compliance_checklist", 60):
        if lang != "en":
            continue
        text = repr(p)
        assert not _WRONG.search(text), (seed, _WRONG.search(text).group(0))
