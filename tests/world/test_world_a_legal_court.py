"""A court filing is laid out as the country's courts write it: a US pleading (line-numbered
paper, counsel's block, Superior Court caption) in English only; elsewhere a civil-law
statement of claim whose court is a real seat of that court for the country, with no case
number yet (the court gives one once the claim is filed), whose sections are the language's
(facts, law, relief) in the language's order, and whose facts come before the filing."""

from __future__ import annotations

import datetime
import re

from world_helpers import sampled

from generator import languages

COURT = {"it": r"Tribunale di ", "de": r"Landgericht ", "fr": r"Tribunal judiciaire de ",
         "es": r"Juzgado de Primera Instancia n\.º \d{1,2} de ", "nl": r"Rechtbank [A-Z]"}
HEADINGS = {"it": ["FATTO", "DIRITTO", "CONCLUSIONI"],
            "de": ["Anträge", "I. Sachverhalt", "II. Rechtliche Würdigung"],
            "fr": ["EXPOSÉ DES FAITS", "DISCUSSION", "PAR CES MOTIFS"],
            "es": ["HECHOS", "FUNDAMENTOS DE DERECHO", "SUPLICO AL JUZGADO"],
            "nl": ["DE FEITEN", "DE GRONDEN VAN DE EIS", "EIS"]}


def test_layout_per_language() -> None:
    seen = set()
    for lang, seed, p in sampled("court_filing", 20):
        seen.add(lang)
        if lang == "en":
            assert p["layout"] == "us" and p["civil"] is None, seed
            continue
        assert p["layout"] == "civil" and not p["pleading"], (lang, seed)
        c = p["civil"]
        assert "California" not in " ".join(str(v) for v in c.values()), (lang, seed)
        assert "case_line" not in c and p["case"] == "", (lang, seed)
        heads = [c["headings"][k] for k in c["order"]]
        assert heads == HEADINGS[lang], (lang, seed, heads)
        assert len(p["sections"]) == len(p["texts"])
        assert set(p["sections"]) <= {"facts", "law", "relief"}
        assert p["sections"][-1] == "relief", (lang, seed)  # the relief asked is never cut
        assert p["plaintiff"] in c["p_party"] and p["defendant"] in c["d_party"], (lang, seed)
    assert seen == {"en", "de", "fr", "es", "it", "nl"}


def test_court_is_a_real_seat() -> None:
    """The court's town is one of the seats the locale lists for that court, the court's
    name says that town (or the district that sits there) and the plaintiff sits there."""
    for lang, seed, p in sampled("court_filing", 20):
        if lang == "en":
            continue
        seats = {s["city"]: s["court"] for s in languages.fact(lang, "court.seats", list)}
        court = p["county"]
        town = next(t for t, name in seats.items()
                    if re.fullmatch(re.escape(name).replace(r"\{k\}", r"\d{1,2}"), court))
        assert re.match(COURT[lang], court), (lang, seed, court)
        assert town in p["civil"]["p_party"], (lang, seed, town)
        assert p["civil"]["d_city"] != town and p["civil"]["d_city"] in p["civil"]["d_party"]
        if lang == "es":
            n = int(re.search(r"n\.º (\d+)", court).group(1))
            top = next(s["n"] for s in languages.fact(lang, "court.seats", list)
                       if s["city"] == town)
            assert 1 <= n <= top, (seed, court)


def test_facts_precede_the_filing() -> None:
    for lang, seed, p in sampled("court_filing", 20):
        w = {k: datetime.date.fromisoformat(v) for k, v in p["world"].items()}
        assert w["contract"] < w["order"] < w["due"] < w["notice"] < w["filed"] < w["hearing"]
        if p["civil"]:
            date = re.search(r"\d[\d./-]+\d", p["civil"]["place_date"]).group(0)
            assert str(w["filed"].year) in date, (lang, seed, date)


def _number_labels(lang: str, seed: int) -> tuple[dict, list[str]]:
    """(params, the texts of the page's blocks that are a bare number)."""
    import numpy as np

    from generator.content import Content
    from generator.page import make_theme
    from surfaces import registry

    cls = registry.get("court_filing")
    p = cls().sample(np.random.default_rng([seed, 5]), Content(lang, np.random.default_rng(
        [seed, 11])))
    page = cls().compose(p, make_theme(False, "blue"))
    texts = ["".join(g.char for line in b.laid.lines for g in line.glyphs)
             for b in page.text_blocks()]
    return p, [t for t in texts if t.isdigit()]


def test_civil_page_has_no_pleading_lines() -> None:
    """No numbered margin lines outside the US: a civil page's only bare number is its
    folio; a US page on pleading paper has its 1..n column."""
    for lang in ("en", "it", "de", "fr", "es", "nl"):
        for seed in range(6):
            p, numbers = _number_labels(lang, seed)
            if p["layout"] == "civil":
                assert numbers == ["1"], (lang, seed, numbers)
            elif p["pleading"]:
                assert numbers[:3] == ["1", "2", "3"], (lang, seed)
