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
            gaps = {}  # per line band: the blanks between two words, and the text's end
            for ln in geo.lines:
                a, b = ln.glyphs
                ink_at = [i for i in range(a, b) if geo.glyphs[i].ink is not None]
                band = gaps.setdefault((ln.top, ln.bottom), [])
                for p, q in zip(ink_at, ink_at[1:], strict=False):
                    if any(geo.glyphs[i].char == " " for i in range(p + 1, q)):
                        band.append((geo.glyphs[p].ink[2], geo.glyphs[q].ink[0]))
                if ink_at:
                    end = geo.glyphs[ink_at[-1]].ink[2] + 1
                    band.append((end, end))
            sig_bands = {(geo.lines[i].top, geo.lines[i].bottom) for i in sig}
            for x, top, bottom in caret_slots(geo, set()):
                assert (top, bottom) not in sig_bands, (lang, seed, x, top)
                # after a word, before the next (never mid-word: "haftun|gs")
                assert any(lo <= x <= hi for lo, hi in gaps.get((top, bottom), [])), \
                    (lang, seed, x, top)
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
