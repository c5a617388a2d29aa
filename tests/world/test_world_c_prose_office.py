"""c_prose: office papers say each thing once. A fax's confidentiality notice has three
parts (what it holds, what to do if it came by mistake, who may use it), one sentence each
(the French notice said "confidentielles" twice); an invoice never names its contact in two
sentences running ("... is Matthew Wood." / "– Matthew Wood and the team."); a Teams page
opens its General channel (its posts are everyday talk, not "backend" business) and
nobody thanks with the same words twice on one page."""

from __future__ import annotations

import re
from collections import Counter

from world_helpers import sampled, written_from

from generator.content.provider import locale_data
from surfaces.fax_cover import NOTICE
from surfaces.invoice import names_contact

CONFIDENTIAL = {"en": "confidential", "de": "vertraulich", "fr": "confidenti",
                "es": "confidencial", "it": "riservat|confidenzial", "nl": "vertrouwelijk"}


def test_fax_notice_says_each_part_once() -> None:
    for lang, seed, p in sampled("fax_cover", 40):
        data = locale_data(lang)
        assert len(p["notice"]) == len(NOTICE), (lang, seed, p["notice"])
        for part, sentence in zip(NOTICE, p["notice"], strict=True):
            assert written_from(sentence, data.SENTENCES[f"records.fax_confidential.{part}"],
                                single=True), (lang, seed, part, sentence)
        text = " ".join(p["notice"])
        assert len(re.findall(CONFIDENTIAL[lang], text, re.I)) <= 1, (lang, seed, text)


def test_invoice_names_its_contact_in_no_two_sentences_running() -> None:
    for lang, seed, p in sampled("invoice", 40):
        contact = p["doc"]["world"]["contact"]
        lines = [*p["texts"]["terms"], p["texts"]["thanks"]]
        for a, b in zip(lines, lines[1:], strict=False):
            assert not (names_contact(a, contact) and names_contact(b, contact)), \
                (lang, seed, a, b)


def test_teams_page_opens_general_and_thanks_differ() -> None:
    for lang, seed, p in sampled("teams_chat", 40):
        assert p["active"] == 0, (lang, seed)
        thanks = Counter((r["who"], r["text"]) for post in p["posts"] for r in post["replies"]
                         if r["kind"] == "thanks")
        assert all(n == 1 for n in thanks.values()), (lang, seed, thanks)
        said = Counter(r["text"] for post in p["posts"] for r in post["replies"]
                       if r["kind"] == "thanks")
        assert all(n == 1 for n in said.values()), (lang, seed, said)


def test_checklist_names_the_extinguishers_once_at_the_countrys_interval() -> None:
    """One extinguisher item a checklist; the Netherlands inspects them yearly (NEN 2559),
    so no Dutch item says "zes maanden" of them."""
    subject = {"en": "extinguisher", "de": "löscher", "fr": "extincteur", "es": "extintor",
               "it": "estintor", "nl": "bluss|blusmiddel"}
    for lang, seed, p in sampled("compliance_checklist", 40):
        items = [i["text"] for i in p["items"] if re.search(subject[lang], i["text"], re.I)]
        assert len(items) <= 1, (lang, seed, items)
        if lang == "nl":
            assert not any("zes maanden" in t for t in items), (seed, items)
