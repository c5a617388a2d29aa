"""A docs page is written section by section for its headings, from one product: sections in
the order real docs use, steps under a steps heading, an example after "see the example
below", code font on every command and file, links only on page cross-references."""

from __future__ import annotations

import re

from world_helpers import sampled

from surfaces.kit.prose import mentions

ORDER = ("intro", "prereq", "quick", "install", "file", "env", "apply", "trouble", "next")


def _texts(sections):
    for sec in sections:
        for b in sec["blocks"]:
            if b[0] == "p":
                yield sec["kind"], b[1], b[2]
            elif b[0] == "steps":
                for text, marks in b[1]:
                    yield sec["kind"], text, marks


def _wordings(template: str) -> str:
    """A regex of every wording of ``template``: {a|b} any alternative (nested), {slot}
    any short text."""
    out, i = "", 0
    while i < len(template):
        if template[i] != "{":
            out += re.escape(template[i])
            i += 1
            continue
        depth, j, cuts = 0, i, [i]
        while True:
            depth += {"{": 1, "}": -1}.get(template[j], 0)
            if depth == 1 and template[j] == "|":
                cuts.append(j)
            if depth == 0:
                break
            j += 1
        cuts.append(j)
        opts = [template[a + 1:b] for a, b in zip(cuts, cuts[1:], strict=False)]
        out += ("(?:" + "|".join(_wordings(o) for o in opts) + ")" if len(opts) > 1
                else ".{1,80}?")
        i = j + 1
    return out


def _check_marks(lang, seed, text, marks, product, cli):
    for a, b, kind, _ in marks:
        assert text[a:b] != product, (lang, seed, text)  # the page's subject is never styled
        assert kind in ("code", "link"), (lang, seed, kind)
    code = [(a, b) for a, b, k, _ in marks if k == "code"]
    for m in mentions(text, cli):  # every mention of the command is in code font
        assert any(a <= m.start() and m.end() <= b for a, b in code), (lang, seed, text)


def test_docs_site_sections_follow_their_headings():
    for lang, seed, p in sampled("docs_site", 6):
        kinds = [s["kind"] for s in p["sections"]]
        assert kinds == sorted(kinds, key=ORDER.index), (lang, seed, kinds)
        assert kinds[0] == "intro" and not p["sections"][0]["heading"], (lang, seed)
        heads = [s["heading"] for s in p["sections"][1:]]
        assert all(heads) and len(set(heads)) == len(heads) and p["title"] not in heads
        assert any(b[0] == "steps" for s in p["sections"] for b in s["blocks"]), (lang, seed)
        for sec in p["sections"]:
            blocks = [b[0] for b in sec["blocks"]]
            if sec["kind"] in ("quick", "install", "apply"):
                assert blocks == ["steps"], (lang, seed, sec)
            if sec["kind"] == "file":  # "see the example below" is followed by the example
                assert blocks == ["p", "code"] and sec["blocks"][0][1].endswith(":")
        for _, text, marks in _texts(p["sections"]):
            assert "\x01" not in text and "\x02" not in text and "{" not in text
            _check_marks(lang, seed, text, marks, p["product"], p["product"].lower())
            for a, b, kind, _ in marks:
                if kind == "link":  # a link is a cross-reference to a sidebar page
                    assert text[a:b] in p["side"], (lang, seed, text[a:b])


def test_docs_intro_is_about_the_product_not_a_credit():
    for lang, seed, p in sampled("docs_site", 6):
        intro = p["sections"][0]["blocks"][0][1].lower()
        for word in ("thanks", "danke", "merci", "gracias", "grazie", "bedankt"):
            assert word not in intro, (lang, seed, intro)
        assert p["product"] in intro.title() or p["product"].lower() in intro, (lang, seed)


def test_markdown_page_is_one_docs_page():
    for lang, seed, p in sampled("markdown_split_preview", 6):
        kinds = [b[0] for b in p["blocks"]]
        assert kinds[0] == "h1" and kinds.count("h1") == 1, (lang, seed, kinds)
        assert "ol" in kinds, (lang, seed, kinds)  # a how-to page has its steps
        title = p["blocks"][0][1]
        assert p["file"].endswith(".md") and p["file"][:3] in title.lower().replace(" ", "-")
        for i, b in enumerate(p["blocks"]):
            if b[0] == "code":  # an example follows the sentence announcing it
                assert p["blocks"][i - 1][0] == "p" and p["blocks"][i - 1][1].endswith(":")
            texts = [b[1]] if b[0] == "p" else b[1] if b[0] == "ol" else []
            for t in texts:
                assert "{" not in t and "\x01" not in t, (lang, seed, t)


def test_an_example_follows_what_it_illustrates_and_first_names_a_then():
    """"For example, X takes precedence" comes after "any setting can be overridden", and a
    file looked for "first" somewhere is then looked for somewhere else."""
    from generator.content.provider import locale_data

    for lang, seed, p in sampled("docs_site", 12):
        data = locale_data(lang)
        # the env paragraph is its three sentences in order (any of each one's skeletons):
        # "can be overridden", then "for example, X wins", then "restart after a change"
        env = re.compile(" ".join(_wordings(t) for t in data.SENTENCES["hd_env"]) + "$")
        for kind, text, _ in _texts(p["sections"]):
            if kind == "env":
                assert env.match(text), (lang, seed, text)
            first = re.search(r"\b(first|zuerst|d'abord|primero|prima|eerst)\b", text)
            if kind == "file" and first:
                assert re.search(r"\b(then|danach|puis|después|poi|daarna)\b", text), (
                    lang, seed, text)
