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
            assert p["doc"] in p["title"], (lang, seed)
            assert len(numbers) <= 1, (lang, seed, text)  # one autosave time
        if p["kind"] == "delete":
            count = re.findall(r"\d+", p["title"])
            assert set(numbers) <= set(count) | {"14", "30", "60"}, (lang, seed, text)
        assert p["title"].rstrip("?") not in text, (lang, seed)  # the question once
        # the document behind is one quarterly report (its summary, background, results
        # and next steps) under the report's title, not stitched stock sentences
        assert len(p["doc_paras"]) == 4, (lang, seed)
        assert p["doc"] == QUARTERLY[lang], (lang, seed, p["doc"])
        results = p["doc_paras"][2]
        assert len(re.findall(r"\d+\s?%", results)) >= 2, (lang, seed, results)


def test_menu_bar_matches_the_platform():
    """A window's menu bar holds its menus in the page's language (File Edit View ... Help),
    not only the app's name; macOS's opens with the app's own menu and has Window."""
    import numpy as np

    from generator.content import Content

    for lang in ("en", "de", "fr", "es", "it", "nl"):
        ui = Content(lang, np.random.default_rng(0)).ui
        menus = {k: ui(f"menu.{k}") for k in ("file", "edit", "view", "help", "window")}
        seen = set()
        for _lang, seed, p in (x for x in sampled("system_dialog", 20) if x[0] == lang):
            m = p["menus"]
            assert len(m) >= 6 and m[-1] == menus["help"], (lang, seed, m)
            start = 1 if p["mac"] else 0
            assert m[start:start + 3] == [menus["file"], menus["edit"], menus["view"]], (
                lang, seed, m)
            assert (m[0] == p["app"]) == p["mac"], (lang, seed, m)
            assert (menus["window"] in m) == p["mac"], (lang, seed, m)
            seen.add(p["mac"])
        assert seen == {True, False}, (lang, seen)
