"""A complaint is one case written in a pleading's order: the claim first, the relief asked
last (never "the relief set out below" with nothing below), goods either never delivered
or delivered with defects (not both), no services contract, and only the parties' names
styled, at their first mention."""

from __future__ import annotations

import re

from world_helpers import sampled

DEFECTS = {"en": r"\bdefects\b", "de": r"Mängel", "fr": r"défauts|non-conformités|vices",
           "es": r"defectos|desperfectos|vicios", "it": r"\b(?:vizi|difetti|difformità)\b",
           "nl": r"gebreken"}
UNDELIVERED = {"en": r"failed to deliver", "de": r"(nicht|nur teilweise) (zum|fristgerecht|bis)",
               "fr": r"n'a pas (livré|fourni|remis)", "es": r"no (entregó|suministró|puso)",
               "it": r"non ha consegnato", "nl": r"niet op de .{0,30}datum geleverd"}
CLAIM = {"en": "brings this action", "de": "verlangt", "fr": "sollicite la réparation",
         "es": "reclama|solicita", "it": "risarcimento", "nl": "vordert"}
RELIEF = {"en": "WHEREFORE", "de": "beantragt", "fr": "Par ces motifs|En conséquence|C'est pourquoi",
          "es": "se solicita al Juzgado", "it": "Con vittoria di spese", "nl": "verzoekt de rechtbank"}
SERVICES = r"service contract|cleaning|Werkvertrag|prestation|maintenance|servicios|" \
           r"appalto|lavori"


def test_complaint_is_one_case_in_order() -> None:
    kinds = set()
    for lang, seed, p in sampled("court_filing", 8):
        text = " ".join(p["texts"])
        other = UNDELIVERED if p["kind"] == "defective" else DEFECTS
        kinds.add(p["kind"])
        assert not re.search(other[lang], text), (lang, seed, p["kind"], text)
        assert not re.search(SERVICES, text), (lang, seed, text)
        assert not re.search(r"below|seguenti conclusioni|wie eingangs", text), (lang, seed)
        assert re.search(CLAIM[lang], p["texts"][0]), (lang, seed, p["texts"][0])
        assert re.search(RELIEF[lang], p["texts"][-1]), (lang, seed, p["texts"][-1])
        for marks, t in zip(p["marks"], p["texts"], strict=True):
            for a, b, kind, _ in marks:
                assert kind == "bold" and t[a:b] in (p["plaintiff"], p["defendant"]), (lang, seed)
        assert sum(len(m) for m in p["marks"]) <= 2
    assert kinds == {"undelivered", "defective"}


def test_californian_court_sits_in_california() -> None:
    """The Superior Court of California hears the case in a Californian county (not "for the
    County of Cincinnati")."""
    for lang, seed, p in sampled("court_filing", 8):
        if lang == "en":
            assert p["county"] in {f"for the County of {c}" for c in
                                   ("Los Angeles", "San Diego", "Fresno", "Sacramento")}, seed
