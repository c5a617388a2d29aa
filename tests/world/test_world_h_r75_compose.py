"""A mail being written (r75 0019): a fake text caret rests after a word of the text being
typed, never mid-word nor in the signature ("UG (haftun|gsbeschränkt)"); German mail text is
read as German, so its nouns are no names to link ("Antwort", "Workshop" as links)."""

from __future__ import annotations

from world_helpers import page_params, sampled

from generator.effects.inputs import caret_slots
from generator.page import make_theme
from generator.page.render import render
from surfaces.email_compose import EmailCompose
from surfaces.kit.prose import _german, markable_spans


def test_compose_caret_rests_after_a_word_outside_the_signature() -> None:
    seen = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(5):
            page = EmailCompose().compose(page_params("email_compose", lang, seed),
                                          make_theme(False, "blue"))
            page.meta["typing_regions"] = list(EmailCompose.typing_regions)  # as the pipeline
            _, geo = render(page)
            sig = {ln.id for ln in geo.lines if geo.blocks[ln.block].name == "signature"}
            assert sig, (lang, seed)
            ends = {}
            for ln in geo.lines:
                a, b = ln.glyphs
                for i in range(a + 1, b):
                    if geo.glyphs[i].char == " " and geo.glyphs[i - 1].ink is not None:
                        ends.setdefault((ln.top, ln.bottom), set()).add(round(geo.glyphs[i].pen))
                inked = [g for g in geo.glyphs[a:b] if g.ink is not None]
                if inked:
                    ends.setdefault((ln.top, ln.bottom), set()).add(inked[-1].ink[2] + 1)
            sig_bands = {(geo.lines[i].top, geo.lines[i].bottom) for i in sig}
            for x, top, bottom in caret_slots(geo, set()):
                assert (top, bottom) not in sig_bands, (lang, seed, x, top)
                assert x in ends.get((top, bottom), set()), (lang, seed, x, top)
                seen += 1
    assert seen > 100


def test_german_mail_is_read_as_german() -> None:
    n = 0
    for lang, seed, p in sampled("email_compose", 30):
        for text in p["paragraphs"]:
            if len(text.split()) < 8:
                continue
            assert _german(text) == (lang == "de"), (lang, seed, text)
            if lang == "de":  # no lone capitalised noun taken for a name
                names = [text[a:b] for a, b, k in markable_spans(text) if k == "name"]
                assert all(" " in nm for nm in names), (seed, names)
            n += 1
    assert n > 60
