"""system_dialog: the dialog is written from one small world (one document, one autosave
time, one item count), and never repeats its title's question."""

import re

from tests.world.world_helpers import sampled

QUARTERLY = {"en": "Quarterly Report", "de": "Quartalsbericht", "fr": "Rapport trimestriel",
             "es": "Informe trimestral", "it": "Relazione trimestrale", "nl": "Kwartaalrapport"}


def test_dialog_names_one_document_and_one_time():
    for lang, seed, p in sampled("system_dialog", 25):
        text = " ".join(p["message"])
        assert "{" not in text and "}" not in text, (lang, seed, text)
        numbers = re.findall(r"\b\d+\b", text)
        if p["kind"] == "save":
            # the window behind the dialog shows the document the dialog is about
            assert p["menus"][-1] in p["title"], (lang, seed)
            assert len(numbers) <= 1, (lang, seed, text)  # one autosave time
        if p["kind"] == "delete":
            count = re.findall(r"\d+", p["title"])
            assert set(numbers) <= set(count) | {"14", "30", "60"}, (lang, seed, text)
        assert p["title"].rstrip("?") not in text, (lang, seed)  # the question once
        # the document behind is one quarterly report (its summary, background, results
        # and next steps) under the report's title, not stitched stock sentences
        assert len(p["doc_paras"]) == 4, (lang, seed)
        assert p["menus"][-1] == QUARTERLY[lang], (lang, seed, p["menus"])
        results = p["doc_paras"][2]
        assert len(re.findall(r"\d+\s?%", results)) >= 2, (lang, seed, results)
