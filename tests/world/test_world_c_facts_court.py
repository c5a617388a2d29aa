"""c_facts: a US complaint reads as one: the caption page numbers its paragraphs from 1 (a
later page names its page number), a state court cites state jurisdiction (never the
federal diversity test), money in dollars as "$49,000", the written demand said once, the
contract dated once, and the defects described before "the defects" are named."""

from __future__ import annotations

import re

from tests.world.world_helpers import sampled


def test_a_us_complaint_reads_as_one() -> None:
    later = 0
    for _lang, seed, p in sampled("court_filing", 60):
        if p["layout"] != "us":
            continue
        text = " ".join(p["texts"])
        if p["cover"]:
            assert p["first"] == 1 and p["page_no"] == 1, (seed, p["first"])
        else:
            later += 1
            assert p["first"] > 1 and p["page_no"] >= 2, (seed, p["first"])
            assert p["first"] <= len(p["texts"]) - 5
        assert "different states" not in text and "dollars" not in text, (seed, text)
        assert not ("Despite" in text and "demanded in writing" in text), (seed, text)
        dates = re.findall(r"(?:agreement|contract) dated [A-Z][a-z]+ \d+", text)
        assert len(dates) <= 1, (seed, dates)
        if "the defects" in text or "these defects" in text:
            at = min(i for i in (text.find("the defects"), text.find("these defects")) if i >= 0)
            assert "defective" in text[:at], (seed, text)
        if "written notice" in text or "Plaintiff's letter" in text:
            assert "notified" in text, (seed, text)
    assert later > 5
