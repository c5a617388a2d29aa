"""Office documents tell one world (params only, every language): a memo's subject, body
and sender agree; a press release tells one story with the chief executive's quote; a fax
counts its pages once; a tax return adds up; a PDF viewer's page, thumbnails and title
block agree; inline styles fall on the page's parties, people and amounts only."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content.provider import locale_data
from surfaces.kit.prose import markable_spans

SEEDS = 8


def _records(lang: str, slot: str) -> list[dict]:
    return list(locale_data(lang).SLOTS[slot])


def test_memo_subject_body_and_sender_are_one_matter() -> None:
    for lang, seed, p in sampled("memo_page", SEEDS):
        subject = p["rows"][4][1]
        record = next(r for r in _records(lang, "g_docs_memo")
                      if re.fullmatch(re.sub(r"\\\{\w+\\\}", ".+", re.escape(r["subject"])),
                                      subject))
        assert p["rows"][1][1].endswith(f", {record['dept']}"), (lang, seed, p["rows"][1])
        assert record["dept"] in p["texts"][-1], (lang, seed)  # questions go to that team
        body = " ".join(p["texts"][:-1])
        first = re.escape(record["body"][0].split("{")[0][:20])
        assert re.search(first, body), (lang, seed, subject, body[:80])
        assert p["folio"] and "1" in p["folio"]


def test_press_release_is_one_story() -> None:
    for lang, seed, p in sampled("press_release", SEEDS):
        w = p["world"]
        assert p["company"].lower() in p["headline"].lower(), (lang, seed)
        assert p["speaker"] == f"— {w['exec']}, {w['title']}", (lang, seed)
        assert format(w["employees"], ",").replace(",", "") in \
            p["blurb"].replace(".", "").replace(",", "").replace(" ", "").replace("\u202f", "")


def test_fax_counts_its_pages_once() -> None:
    words = {"two": 2, "three": 3, "four": 4, "zwei": 2, "drei": 3, "vier": 4}
    for lang, seed, p in sampled("fax_cover", SEEDS):
        pages = int(p["pages"])
        assert p["header_line"].endswith(f"P. 1/{pages}"), (lang, seed)
        assert p["header_line"].startswith(p["date"]) and p["company"] in p["header_line"]
        text = " ".join(p["comments"] + p["notice"])
        for n in re.findall(r"(?<![\d.,])(\d{1,2})(?![\d.,])", text):
            assert int(n) <= pages, (lang, seed, text)
        for w in re.findall(r"(?:page|Seite) (\w+)", text):
            assert words.get(w, 0) <= pages, (lang, seed, w)


def test_tax_return_adds_up() -> None:
    for lang, seed, p in sampled("tax_form", SEEDS):
        cents, kinds = p["cents"], p["kinds"]
        income = sum(c or 0 for c, k in zip(cents, kinds, strict=True) if k == "in")
        # deductions: amounts, a share of the wage (10 % in France), contributions (Germany)
        deduct = sum(c or 0 for c, k in zip(cents, kinds, strict=True)
                     if k in ("out", "pct", "social"))
        # a total before any deduction ("sum"), or after those above it ("sub": Einkünfte
        # are the wage less Werbungskosten; tests/world/test_world_h_numbers.py checks each)
        total = kinds.index("sum") if "sum" in kinds else kinds.index("sub")
        assert cents[total] <= income, (lang, seed)
        assert cents[kinds.index("net")] == max(0, income - deduct), (lang, seed)
        paid = cents[kinds.index("paid" if "paid" in kinds else "wage_tax")]
        # class III (a joint return, one earner) on a small wage withholds nothing
        assert 0 < paid or "wage_tax" in kinds, (lang, seed)
        assert paid < cents[kinds.index("net")] * 0.4, (lang, seed)
        rows = locale_data(lang).SLOTS["g_docs_tax"]
        assert p["numbers"] == [r.get("line") or str(k + 1) for k, r in enumerate(rows)]


def test_pdf_viewer_page_and_title_block_agree() -> None:
    for lang, seed, p in sampled("pdf_viewer", SEEDS):
        assert 1 <= p["page"] <= p["total"]
        assert p["first"] == (p["page"] == 1), (lang, seed)
        assert p["section0"] == 1 or not p["first"]


def test_terms_sections_hold_their_own_clauses() -> None:
    from surfaces.terms_of_service import IT_ORDER, SECTIONS

    for lang, seed, p in sampled("terms_of_service", SEEDS):
        data = locale_data(lang)
        headings = data.TITLES["records.tos_section"]
        first = headings.index(p["titles"][0])
        for k, sec in enumerate(p["sections"]):
            allowed = [data.SENTENCES["records.tos"][IT_ORDER[i] if lang == "it" else i]
                       for i in SECTIONS[first + k]]
            # a one-clause heading's second clause of its own (r67 0008)
            allowed += data.UI.get(f"h_facts2.tos_more{SECTIONS[first + k][0]}", [])
            stems = [re.escape(t.split("{")[0][:12]) for t in allowed]
            for text in sec["texts"]:
                assert any(re.match(s, text) for s in stems if s) or not all(stems), \
                    (lang, seed, p["titles"][k], text)


def test_document_marks_fall_on_parties_and_amounts() -> None:
    """Marks on a contract, a complaint, a memo or a release never fall on a word only
    because it is long or capitalised ("pienamente", "Sie Ihre Fragen")."""
    cases = {"contract_page": lambda p: [t for c in p["clauses"] for t in c["texts"]],
             "court_filing": lambda p: p["texts"], "memo_page": lambda p: p["texts"],
             "press_release": lambda p: p["texts"]}
    marks_of = {"contract_page": lambda p: [m for c in p["clauses"] for m in c["marks"]],
                "court_filing": lambda p: p["marks"], "memo_page": lambda p: p["marks"],
                "press_release": lambda p: p["marks"]}
    seen = 0
    for name, texts_of in cases.items():
        for lang, seed, p in sampled(name, 8):
            for text, marks in zip(texts_of(p), marks_of[name](p), strict=True):
                numbers = {text[a:b] for a, b, kind in markable_spans(text) if kind == "number"}
                for a, b, _, _ in marks:
                    seen += 1
                    assert text[a:b] in numbers or text[a:b] in p["keys"], \
                        (name, lang, seed, text[a:b])
    assert seen > 20


def test_patent_dates_kind_and_subject_agree() -> None:
    import datetime

    from surfaces.patent_page import METHOD_WORDS

    for lang, seed, p in sampled("patent_page", SEEDS):
        priority, filed, published = (datetime.date.fromisoformat(d) for d in p["days"])
        assert priority <= filed <= published, (lang, seed)
        assert (filed - priority).days <= 366
        kind = p["number"].split()[-1]
        if p["active"]:  # a grant, years after the filing
            assert kind.startswith("B") and (published - filed).days >= 700, (lang, seed)
        else:  # the application, published 18 months after its priority
            assert kind.startswith("A") and 540 <= (published - priority).days <= 560
        assert p["search"].lower() in p["title"].lower(), (lang, seed, p["title"])
        for claim in p["claims"][1:]:
            assert not claim.lower().startswith(METHOD_WORDS), (lang, seed, claim)


def test_invoice_trades_name_firms_that_sell_all_their_items() -> None:
    """A builder's invoice bills painting, wiring and worktops, a consultant's workshops and
    project management: never from a joinery or a translation agency."""
    narrow = ("transla", "übersetz", "traduc", "tradu", "vertaal", "joinery", "schreiner",
              "menuiserie", "carpinter", "falegnam", "timmer", "elektro", "electric",
              "électric", "elettric")
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        titles = locale_data(lang).TITLES
        for trade in ("craft", "consult"):
            for name in titles[f"invoice.company.{trade}"]:
                assert not any(w in name.lower() for w in narrow), (lang, trade, name)


def test_contract_clauses_match_their_headings_and_one_service() -> None:
    from surfaces.contract_page import CLAUSES

    for lang, seed, p in sampled("contract_page", SEEDS):
        data = locale_data(lang)
        assert p["cover"] == (p["clauses"][0]["number"] == 1), (lang, seed)
        for c in p["clauses"]:
            k = c["number"] - 1
            assert c["title"] == data.TITLES["clause"][k]
            # each sentence opens as one of the heading's own templates (a template opening
            # with a choice can open any way)
            stems = [data.SENTENCES["contract"][i].split("{")[0][:10] for i in CLAUSES[k] + [8]]
            for text in c["texts"]:
                assert "" in stems or any(text.startswith(s) for s in stems), \
                    (lang, seed, c["title"], text)


def test_pdf_form_notes_fit_the_form() -> None:
    # a note about a permit's validity belongs on the permit application only
    permit_words = ("permit", "licence", "genehmigung", "autorisation", "permis", "permiso",
                    "permesso", "vergunning", "parkausweis", "distintivo")

    for lang, seed, p in sampled("pdf_form", SEEDS):
        permit = p["title"] == locale_data(lang).TITLES["office.form"][0]
        text = " ".join(p["notes"]) + " " + p["declaration"]
        assert permit or not any(w in text.lower() for w in permit_words), (lang, seed, text)
        for n in re.findall(r"(?:page|Seite|section|Abschnitt|pagina|página) (\d+)", text):
            assert int(n) <= int(p["pages"]), (lang, seed, n)


def test_spellcheck_memo_is_one_matter_under_its_subject() -> None:
    """A memo open in the spell checker: its body is the matter its title names ("New
    meeting room booking system" above the holiday rules, the car park and a closed
    warehouse was a page of unrelated notices)."""
    import re

    from world_helpers import sampled, template_regex

    from generator.content.provider import locale_data

    seen = 0
    for lang, seed, p in sampled("spellcheck_panel", 16):
        memos = locale_data(lang).SLOTS["g_docs_memo"]
        mine = [m for m in memos if re.fullmatch(template_regex(m["subject"]), p["title"])]
        if not mine:
            continue
        seen += 1
        words = set(re.findall(r"\w+", " ".join(p["texts"][:-1]).lower()))
        own = set(re.findall(r"\w+", " ".join(mine[0]["body"]).lower()))
        others = set(re.findall(r"\w+", " ".join(
            " ".join(m["body"]) for m in memos if m is not mine[0]).lower())) - own
        assert len(words & own) > 3 * len(words & others), (lang, seed, p["title"])
    assert seen


def test_a_report_covers_one_period_and_one_department() -> None:
    """Every report paragraph names the same period ("In the first quarter" and "Over the
    past year" in one report read as two reports stapled together) and, in English, the
    same department's team."""
    import re

    from world_helpers import sampled

    from generator.content.provider import locale_data

    for name in ("doc_comments", "pdf_viewer"):
        for lang, seed, p in sampled(name, 10):
            slots = locale_data(lang).SLOTS
            texts = p["texts"] if "texts" in p else [t for s in p["sections"] for t in s["texts"]]
            text = " ".join(texts)
            periods = {w for w in slots["doc_period"]
                       if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text, re.IGNORECASE)}
            periods = {w for w in periods if not any(w != v and w.lower() in v.lower()
                                                     for v in periods)}
            assert len(periods) <= 1, (name, lang, seed, periods)
            if lang == "en":
                teams = set(re.findall(r"(?:the|Our|The) (\w[\w ]*?) (?:team|department)\b",
                                       text))
                teams = {t for t in teams if t in slots["doc_dept"]}
                assert len(teams) <= 1, (name, seed, teams)


def test_a_recommendation_looks_ahead() -> None:
    """A report's period is in the past (one period a report, kit/office_documents.py), so
    no recommendation is reviewed "in" it ("reviewing it in the past year")."""
    import re

    from generator.content.provider import locale_data

    for template in locale_data("en").SENTENCES["report"]:
        assert not re.search(r"(review|reviewing|revisit)\w* it in \{doc_period\}", template), \
            template
