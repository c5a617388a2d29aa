"""Counters agree with what the page shows: a translator's character counter, a word
processor's word count, a notebook's df.shape, a video call's chat and its controls."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import region_words, rendered, sampled

from generator.content import Content
from surfaces.translation_app import SOURCE_BREAK
from surfaces.video_call_chat import ASK_RECORDED, ASK_SCREEN, SAY_PRESENTATION

LANGS = ("en", "de", "fr", "es", "it", "nl")


def test_translation_counter_counts_the_source_field() -> None:
    for lang, seed, p in sampled("translation_app", 12):
        typed = SOURCE_BREAK.join(p["src"])  # two paragraphs: split by an empty line
        assert int(re.match(r"\d+", p["chars"]).group()) == len(typed), (lang, seed)
        assert p["gap"] == 1.0, (lang, seed)  # the empty line is drawn as a full line


def _alnum(text: str) -> str:
    return "".join(re.findall(r"\w", text))


def test_word_count_is_the_words_on_the_page() -> None:
    for k, lang in enumerate(LANGS):
        for seed in (3 + k, 11 + k, 15 + k):  # reports with headings, some trimmed, memos
            params, geo = rendered("word_processor", lang, seed)
            tokens = " ".join([params["title"], *params["intro"], *(
                t for s in params["sections"] for t in [s["heading"], *s["texts"]])]).split()
            drawn = _alnum("".join(region_words(geo, "document")))
            # the page draws a prefix of the document: the tokens (split on whitespace,
            # "%" and "€" alone included) up to the last word drawn
            shown = [n for n in range(len(tokens) + 1) if _alnum("".join(tokens[:n])) == drawn]
            # a symbol after the last word ("1.199.000 €") may be drawn or not: either count
            status = region_words(geo, "status bar")
            assert any(str(n) in status for n in shown), (lang, seed, shown, status)


def test_notebook_shape_counts_the_columns_head_prints() -> None:
    for lang, seed, p in sampled("jupyter_notebook", 12):
        outs = [c["output"] for c in p["cells"] if c["kind"] == "code" and c["output"]]
        shape = [o["text"] for o in outs if o["kind"] == "value" and o["text"].startswith("(")]
        table = [o for o in outs if o["kind"] == "table"]
        for text in shape:
            cols = int(re.fullmatch(r"\((\d+), (\d+)\)", text).group(2))
            assert cols == 3, (lang, seed, text)
        for t in table:
            assert len(t["cols"]) - 1 == 3, (lang, seed, t["cols"])  # the index is no column


def test_video_call_chat_agrees_with_the_call_state() -> None:
    for lang in LANGS:
        slots = Content(lang, np.random.default_rng(0)).data.SLOTS
        screen = re.escape(slots["hchat_call_ex"][ASK_SCREEN]["ask"].split("{")[0])
        recorded = re.escape(slots["hchat_call_ex"][ASK_RECORDED]["ask"].split("{")[0])
        say = slots["hchat_call_say"][SAY_PRESENTATION]  # "{Great|...} presentation, ..."
        praise = re.escape(say.split("}")[1].split("{")[0].strip()[:12])
        for _, seed, p in ((lang, s, q) for la, s, q in sampled("video_call_chat", 20)
                           if la == lang):
            texts = [(m["who"], m["text"]) for m in p["messages"]]
            for who, text in texts:
                if re.match(screen, text):
                    assert p["sharing"] and who == 0, (lang, seed, text)
                if re.match(recorded, text):
                    assert p["recording"], (lang, seed, text)
            assert not (p["sharing"] and any(re.search(praise, t) for _, t in texts)), seed
            ui = Content(lang, np.random.default_rng(0))
            assert (ui.ui("mcount.stop_share") in p["controls"]) == p["sharing"], (lang, seed)
            assert (ui.ui("mcount.stop_record") in p["controls"]) == p["recording"]
            assert (ui.ui("mcount.recording") in p["badges"]) == p["recording"], (lang, seed)
            assert (ui.ui("mcount.presenting") in p["badges"]) == p["sharing"], (lang, seed)


def _scroll_thumb(name: str, lang: str, seed: int):
    """(params, page) of one light page and whether it draws a scrollbar thumb."""
    from generator.page import make_theme
    from surfaces import registry

    cls = registry.get(name)
    params = cls().sample(np.random.default_rng([seed, 5]),
                          Content(lang, np.random.default_rng([seed, 11])))
    page = cls().compose(params, make_theme(False, "blue"))
    return params, page, any(getattr(op, "name", "") == "scrollbar thumb" for op in page.ops)


def test_flashcard_term_count_is_drawn_or_the_page_scrolls() -> None:
    """"Terms in this set (57)" over three rows: the page's scrollbar says the list runs on."""
    sets = 0
    for k, lang in enumerate(LANGS):
        for seed in range(k, 40, 5):
            params, page, thumb = _scroll_thumb("flashcard_deck", lang, seed)
            if params["layout"] != "set":
                continue
            sets += 1
            rows = [r for r in page.regions if re.fullmatch(r"term \d+", r.name)]
            assert int(re.findall(r"\d+", params["terms"])[0]) == len(params["cards"])
            assert thumb == (len(rows) < len(params["cards"])), (lang, seed, len(rows))
    assert sets >= 12
