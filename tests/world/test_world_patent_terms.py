"""A patent page names its device by one term in the title and every claim, its abstract
and description speak of no method, its number is in the office's own format and its holder
reads as a firm ("Samenstel" then "Inrichting volgens conclusie 1", a device claimed under a
"Method for ..." title, "NL 1 093 3236 A2" and a hotel group as holder are gone)."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.patent_page import DEVICE, METHOD_WORDS

_NUMBER = {"NL": r"NL 20\d{5} (?:B1|A)", "DE": r"DE 10 20\d\d \d{3} \d{3} (?:B4|A1)",
           "FR": r"FR 3 \d{3} \d{3} (?:B1|A1)", "ES": r"ES 2 \d{3} \d{3} (?:B1|A1)"}


def test_one_device_term_no_method_and_a_real_number() -> None:
    for lang, seed, p in sampled("patent_page", 14):
        term = re.sub(r"\\\d ", "", DEVICE[lang][1]).lower()
        assert p["title"].lower().startswith(term.split()[-1]), (lang, seed, p["title"])
        for claim in p["claims"]:
            assert re.search(rf"(?:^|^(?:a|the) |\b(?:a|un|ein|een|eine) ){term.split()[-1]}\b",
                             claim.lower()), (lang, claim)
        assert "gebruik," not in p["claims"][0], (lang, seed)
        prose = " ".join(p["abstract"] + p["description"]).lower()
        assert not any(w in prose for w in METHOD_WORDS), (lang, seed, prose)
        prefix = p["number"].split()[0]
        if prefix in _NUMBER:
            assert re.fullmatch(_NUMBER[prefix], p["number"]), (lang, seed, p["number"])
        assert " " in p["assignee"] or "-" in p["assignee"], (lang, seed, p["assignee"])
