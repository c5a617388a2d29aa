"""Documents whose body is written from their title's topic (h_text): a commented report
titled for one team's quarter names that team and that quarter in its opening, and its
paragraphs keep the French space before a colon when a repeated town is dropped."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_a_commented_report_body_is_about_its_title() -> None:
    """r-h_text: "Annual Review" over "the third quarter", "Report on revenue" over a body
    about staff turnover, "Pilot Evaluation" over a body without a pilot. The title names
    the team and the quarter; the opening paragraph names both, no other period."""
    for lang, seed, p in sampled("doc_comments", 40):
        if p["genre"] != "report":  # a project's status update: tests/world/test_world_q_docs
            continue
        body = " ".join(p["texts"])
        period = re.search(r"\d{4}", p["title"])
        assert period, (lang, seed, p["title"])
        quarter = p["title"][p["title"].rindex(" ", 0, period.start()) + 1:period.end()]
        assert quarter in p["texts"][0], (lang, seed, p["title"], p["texts"][0])
        dept = p["title"].split(":")[0].strip()
        assert dept.casefold() in p["texts"][0].casefold(), (lang, seed, dept, p["texts"][0])
        years = set(re.findall(r"\b20\d\d\b", body))
        assert years <= {str(int(period.group()) + d) for d in (-1, 0, 1)}, (lang, seed, body)


def test_a_dropped_town_leaves_the_french_colon_space() -> None:
    from surfaces.kit.doc_threads import one_town

    texts = one_town(["Le site de Lorient va bien.", "Au site de Lorient, la marge : stable.",
                      "Les coûts à Lorient ; la marge à Lorient ."], "Lorient", "fr", 1)
    assert texts[1].endswith("la marge : stable."), texts
    assert texts[2] == "Les coûts ; la marge.", texts
    for lang, seed, p in sampled("doc_comments", 30):
        if lang == "fr":
            for text in p["texts"]:
                assert not re.search(r"\w[:;?!]", text), (seed, text)


def test_a_comment_never_quotes_a_cut_number() -> None:
    """A quoted clause or sentence runs on over "1.872.000 €" and "12,5 %": never the
    fragment "Der Umsatz wuchs um 14 % auf 1" (the old splitter cut at every full stop)."""
    for lang, seed, p in sampled("doc_comments", 40):
        for c in p["comments"]:
            text = p["texts"][c["para"]]
            a, b = p["anchors"][str(c["para"])]
            assert not (b < len(text) - 1 and text[b] in ".," and text[b + 1].isdigit()), \
                (lang, seed, text[a:b + 4])
            assert not (a > 1 and text[a - 1] in ".," and text[a - 2].isdigit()), \
                (lang, seed, text[a - 4:b])


def test_a_sentence_does_not_end_at_an_abbreviation() -> None:
    """The page's sentences (select_sentence, sentence_boundary): "Dr. Weber", "z. B.",
    "e.g. the", "Sra. López", "M. Dupont", "Nr. 5" and "12.5" end no sentence; "No." and a
    chat's lower-case "ok. see you" still do."""
    from generator.page.segment import sentence_breaks

    for text, n in [("Dr. Weber kommt morgen. Er ist da.", 2), ("Das ist z. B. gut. Ja.", 2),
                    ("Use e.g. the old one. Done.", 2), ("Estimada Sra. López: gracias. Hola.", 2),
                    ("M. Dupont est là. Oui.", 2), ("Nr. 5 ist frei. Gut.", 2),
                    ("It rose to 12.5 percent. Yes.", 2), ("Dott. Rossi arriva. Sì.", 2),
                    ("Wir sind da. Bis bald!", 2), ("Fine. Thanks.", 2),
                    ("No. I think so.", 2), ("ok. see you. Bye.", 3)]:
        assert len(sentence_breaks(text)) == n, (text, sentence_breaks(text))
