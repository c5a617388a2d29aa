"""A dictionary entry's notes fit its headword: no plural rule under a verb or adjective,
no "with an adverb such as very" under a noun, an origin that is one story (not "from Old
English" and "entered through Old French" together); nearby words are its alphabetical
neighbours; the popup's example uses the word as its part of speech says."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import sampled, template_regex

from generator.content import Content
from surfaces.kit.lexicon import ORIGIN, USAGE_ONLY, pos_class


def _matches(text: str, template: str) -> bool:
    return re.search(template_regex(template), text) is not None


def test_usage_and_origin_fit_the_headword() -> None:
    datas: dict[str, dict] = {}
    for lang, seed, p in sampled("dictionary_entry", 4):
        data = datas.setdefault(lang, Content(lang, np.random.default_rng(0)).data.SENTENCES)
        cls = pos_class(p["entry"]["pos"])
        assert cls != "other" or "bijwoord" in p["entry"]["pos"], (lang, p["entry"]["pos"])
        for kind, ids in USAGE_ONLY[lang].items():
            for i in ids if kind != cls else ():  # a usage note only from the word's data
                assert not any(_matches(u, data["records.usage"][i]) for u in p["usage"]), \
                    (lang, seed, i)
        if p["origin"]:  # an origin only from the word's own data (none yet: omitted)
            leads = [lead for lead, _ in ORIGIN[lang]
                     if _matches(p["origin"][0], data["records.etymology"][lead])]
            assert len(leads) == 1, (lang, seed, p["origin"])
        # the headword in its place among its alphabetical neighbours
        assert p["entry"]["word"] in p["nearby"] and len(p["nearby"]) >= 4


def test_popup_example_uses_its_word() -> None:
    for lang, seed, p in sampled("dictionary_popup", 6):
        assert p["example"] in p["texts"][0]
        word = p["word"].lower().removeprefix("s'")
        assert word[:4] in p["example"].lower() or lang == "de", (lang, seed, p["word"])


def _box(geo, word):
    inks = [geo.glyphs[i].ink for i in range(*word.glyphs)] if isinstance(word.glyphs, tuple) \
        else [geo.glyphs[i].ink for i in word.glyphs]
    return (min(b[0] for b in inks), min(b[1] for b in inks), max(b[2] for b in inks),
            max(b[3] for b in inks))


def test_popup_labels_do_not_overlap() -> None:
    """A long word class or "Meer betekenissen" never runs into the buttons or the edge,
    and a two-line headline is not cut after its first line."""
    from world_helpers import rendered
    for lang, seed in (("nl", 3), ("nl", 0), ("de", 1), ("fr", 2)):
        p, geo = rendered("dictionary_popup", lang, seed)
        ids = {r.id for r in geo.regions if r.name == "popover"}
        boxes = [_box(geo, w) for w in geo.words if geo.glyphs[w.glyphs[0]].region in ids]
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                overlap = a[0] < b[2] - 1 and b[0] < a[2] - 1 and a[1] < b[3] - 1 and b[1] < a[3] - 1
                assert not overlap, (lang, seed, a, b)
        title = " ".join(w.text for w in geo.words if w.line in {0, 1} and w.block == geo.words[0].block)
        assert "…" not in title, (lang, seed, title)


def test_usage_notes_claim_no_unnamed_form():
    """No "a shorter form is used instead" (which form?) nor any-word filler about not
    repeating the word in one paragraph."""
    import re as _re

    bad = _re.compile(r"shorter|simpler|kürzere|verkürzte|plus courte|abrégée|más corta|"
                      r"più breve|kortere|eenvoudigere|twice in the same|zweimal im selben|"
                      r"twee keer|non ripeterla|no repetirla|répéter le mot", _re.I)
    for lang, seed, p in sampled("dictionary_entry", 15):
        assert not bad.search(" ".join(p["usage"])), (lang, seed, p["usage"])
