"""Instructions a native speaker would write (wave 15, h_words): no label-style templates
("Anklicken: …", "Clic : …", "bbox: …"), and "Select …" rather than "Mark … as selected"."""

from __future__ import annotations

import re

import pytest

from generator import languages
from generator.instructions.render import templates
from generator.targets.categories import CATEGORIES

# "Word:" or "Word :" (French spacing) opening a template: a form label, not a request
LABEL = re.compile(r"^[^\W\d_][\w'-]* ?: ")


def _forms(lang: str) -> list[tuple[str, str]]:
    """Every request form of ``lang``: the templates of every category (the caret ones too,
    whose label forms "Cursor: vor …" went last) and the read-only caret table."""
    table = templates(lang)
    out = []
    for forms in (table.TEMPLATES, table.READONLY):
        for category, options in forms.items():
            out += [(category, str(t)) for t in options]
    return out


@pytest.mark.parametrize("lang", languages.codes())
def test_no_template_opens_with_a_bare_label(lang: str) -> None:
    bad = [(c, t) for c, t in _forms(lang) if LABEL.match(t)]
    assert not bad, bad


@pytest.mark.parametrize("lang", languages.codes())
def test_every_template_is_a_sentence(lang: str) -> None:
    """A request ends like a sentence: a full stop, a question mark or a closing bracket."""
    bad = [(c, t) for c, t in _forms(lang) if not re.search(r"[.?!)]\s*$", t)]
    assert not bad, bad


def test_english_selection_says_select_not_mark_as_selected() -> None:
    bad = [t for _, t in _forms("en") if "as selected" in t]
    assert not bad, bad


@pytest.mark.parametrize("lang", ["en", "de", "fr", "nl"])
def test_a_commit_message_is_named_a_commit_message(lang: str) -> None:
    """r43 #15: "in the file name 'Add orders.py'" on a blame view: the span a phrase
    qualifier quotes from a commit message is called one, whatever its last word is."""
    from world_helpers import rendered

    from generator.targets import PageIndex
    from generator.targets.spannoun import span_noun

    seen = 0
    for seed in range(12):
        _, geo = rendered("git_blame", lang, seed)
        index = PageIndex(geo)
        for block in geo.blocks:
            if block.name != "commit":
                continue
            words = [w for w in geo.words if w.block == block.id]
            if not words:
                continue
            seen += 1
            text = index.span_text(words[0].glyphs[0], words[-1].glyphs[1])
            assert span_noun(index, words[0], text) == "commit", text
    assert seen > 20
    said = templates(lang).QUALIFIERS["phrase_commit"][0]
    assert "commit" in said.casefold()


@pytest.mark.parametrize("lang", languages.codes())
def test_a_quiz_option_letter_is_no_part_of_the_answer_text(lang: str) -> None:
    """r43 #12: "«A La»" quoted the option letter glued to the answer "La presión": the
    letter is a label of its own, so a phrase of the answer never starts with it."""
    from world_helpers import rendered

    letter = re.compile(r"[A-Da-d]\.? +\S")
    seen = 0
    for seed in range(10):
        _, geo = rendered("quiz_page", lang, seed)
        for line in geo.lines:
            text = geo.line_text(line)
            block = geo.blocks[line.block]
            if geo.regions[block.region].name != "answers" or block.role != "text":
                continue
            seen += 1
            assert not letter.match(text), text
    assert seen >= 30


INSIDE_PAGES = [("password_reset", "nl"), ("website_article", "de"), ("email_compose", "en"),
                ("book_page", "fr"), ("personal_blog", "es"), ("sms_thread", "it")]


@pytest.mark.parametrize("surface,lang", INSIDE_PAGES)
def test_a_word_inside_a_longer_word_is_called_the_word(surface: str, lang: str) -> None:
    """r43 #20: «teken» also reads inside «tekens»: a word whose text is part of a longer
    word on the page is named "the word «teken»" ("het woord „teken”"), never quoted bare,
    and the instruction still parses back."""
    import numpy as np
    from world_helpers import rendered, sample_target

    from generator.instructions import render_instruction
    from generator.instructions.tokens import token_kind
    from generator.targets import PageIndex
    from generator.verify.parser import parse_instruction

    noun = templates(lang).PHRASES["word"][0].split("{q}")[0].split()[-1]  # "du mot", "des Wortes"
    seen = 0
    for seed in range(24):  # till three such words: how often a sampled word also reads
        if seed >= 8 and seen >= 3:  # inside a longer one depends on the page's text
            break
        _, geo = rendered(surface, lang, seed)
        index = PageIndex(geo)
        for k in range(6):
            rng = np.random.default_rng(seed * 10 + k)
            t = sample_target(geo, ("word_center", "char_center")[k % 2], rng)
            ref = t and (t.ref if t.ref["kind"] == "word" else t.ref["word"])
            if not ref or not index.inside_longer(ref["text"]):
                continue
            assert ref.get("whole"), ref
            if any(q["type"] in ("ordinal", "style") for q in ref["qualifiers"]):
                continue
            if token_kind(ref["text"]) != "word":
                continue
            text = render_instruction(t, lang, rng)
            seen += 1
            assert noun.casefold() in text.casefold(), text
            parse_instruction(text, lang)
    assert seen >= 3


def test_a_german_neighbour_clause_reads_naturally() -> None:
    """r42 #9: "im Text »Sie« (folgend auf »nennen«)": between two letters the neighbour is
    "nach »nennen«"; after a caret's own "direkt vor/nach" it is "(das Wort nach …)"."""
    import numpy as np

    from generator.instructions import render_instruction
    from generator.targets import Target
    from generator.verify.parser import parse_instruction

    for kind in ("after", "before"):
        host = {"kind": "word", "text": "Sie", "word": 0, "code": False,
                "qualifiers": [{"type": kind, "text": "nennen"}]}
        refs = {"caret_before_word": host, "caret_after_word": host,
                "caret_between_chars": {"kind": "char_pair", "chars": ["i", "e"],
                                        "word": host, "text": "ie"},
                "punctuation": {"kind": "mark", "char": ",", "glyph": 0, "word": host}}
        for category, ref in refs.items():
            cat = CATEGORIES[category]
            for k in range(12):
                t = Target(category, cat.data_type, cat.answer_type, (1, 1, 5, 5), ref, [])
                out = render_instruction(t, "de", np.random.default_rng(k))
                assert "folgend auf" not in out and "gefolgt von" not in out, out
                assert parse_instruction(out, "de").word.context == (kind, "nennen"), out


@pytest.mark.parametrize("surface,lang", [("chat_bubbles", "nl"), ("website_article", "de"),
                                          ("email_compose", "en"), ("book_page", "fr")])
def test_a_letter_of_a_unique_word_gets_no_clause(surface: str, lang: str) -> None:
    """r42 #10: "het teken „e” van het woord „verjaardag” in de zinsnede „je verjaardag”":
    when the host word is the only one of its text, the letter needs no context clause."""
    import numpy as np
    from world_helpers import rendered, sample_target

    from generator.targets import PageIndex

    seen = 0
    for seed in range(6):
        _, geo = rendered(surface, lang, seed)
        index = PageIndex(geo)
        for k in range(8):
            t = sample_target(geo, "char_center", np.random.default_rng(seed * 100 + k))
            if t is None:
                continue
            word = geo.words[t.ref["word"]["word"]]
            if len(index.matches(word)) == 1:
                seen += 1
                assert t.ref["word"]["qualifiers"] == [], t.ref
    assert seen >= 5


@pytest.mark.parametrize("lang", languages.codes())
def test_a_quote_ending_in_a_full_stop_takes_no_second_one(lang: str) -> None:
    """"Put a bounding box around the paragraph ending with “Grüßen.”." has one stop too
    many: a sentence that ends on a quote closing with its own stop ends there."""
    import numpy as np

    from generator.instructions import render_instruction
    from generator.targets import Target
    from generator.verify.parser import parse_instruction

    stacked = re.compile(r"[.!?…]\s?[“”\"'‘’«»‚‹›`]\.$")
    ref = {"kind": "paragraph", "paragraph": 0, "anchor": "end", "text": "mit Grüßen.",
           "code": False, "qualifiers": []}
    for category in ("paragraph_bbox", "select_paragraph"):
        cat = CATEGORIES[category]
        for k in range(40):
            t = Target(category, cat.data_type, cat.answer_type, (1, 1, 5, 5), ref, [])
            out = render_instruction(t, lang, np.random.default_rng(k))
            assert not stacked.search(out), out
            parse_instruction(out, lang)


@pytest.mark.parametrize("surface,lang", [("glossary_page", "fr"), ("website_article", "de"),
                                          ("press_release", "en"), ("personal_blog", "es")])
def test_a_unique_word_is_never_pinned_by_a_whole_sentence(surface: str, lang: str) -> None:
    """r40 #9: a word that occurs once needs no "in the sentence «…»" clause."""
    import numpy as np
    from world_helpers import rendered, sample_target

    from generator.targets import PageIndex

    seen = 0
    for seed in range(6):
        _, geo = rendered(surface, lang, seed)
        index = PageIndex(geo)
        for k in range(10):
            t = sample_target(geo, "word_center", np.random.default_rng(seed * 100 + k))
            if t is None or len(index.matches(geo.words[t.ref["word"]])) != 1:
                continue
            seen += 1
            assert all(q["type"] != "sentence" for q in t.ref["qualifiers"]), t.ref
    assert seen >= 10


MOUSE_LAST = {"es": r"\} con el ratón\.", "it": r"\} con il (?:mouse|puntatore)\.",
              "fr": r"\} (?:avec la|à la) souris\.", "nl": r"\} aan met de muis\."}


@pytest.mark.parametrize("lang", sorted(MOUSE_LAST))
def test_the_mouse_comes_before_the_object(lang: str) -> None:
    """r41 #19, r42 0010: "Pointez le mot « si » juste après « pas » avec la souris" hangs
    the mouse on the object's last clause: the tool comes before the object."""
    bad = [t for _, t in _forms(lang) if re.search(MOUSE_LAST[lang], t)]
    assert not bad, bad


@pytest.mark.parametrize("surface,lang", [("thread_replies", "en"), ("chat_bubbles", "de"),
                                          ("sms_thread", "it"), ("support_chat", "es"),
                                          ("thread_replies", "fr"), ("chat_bubbles", "nl")])
def test_a_one_paragraph_message_is_called_the_message(surface: str, lang: str) -> None:
    """r42 #11: "the paragraph ending in …" for a one-line chat message: a paragraph that is
    all of a message's text is "the message ending in …", and that parses back."""
    import numpy as np
    from world_helpers import rendered, sample_target

    from generator.instructions import render_instruction
    from generator.verify.parser import parse_instruction

    noun = templates(lang).PHRASES["para_end_message"][0].split()[1].casefold()
    seen = 0
    for seed in range(6):
        _, geo = rendered(surface, lang, seed)
        for k in range(6):
            rng = np.random.default_rng(seed * 100 + k)
            t = sample_target(geo, "paragraph_bbox", rng)
            if t is None:
                continue
            para = geo.paragraphs[t.ref["paragraph"]]
            block = geo.blocks[para.block]
            region = geo.regions[block.region]
            alone = region.kind == "message" and sum(
                geo.blocks[p.block].region == region.id and geo.blocks[p.block].role ==
                block.role for p in geo.paragraphs) == 1
            assert bool(t.ref.get("message")) == alone
            if alone:
                seen += 1
                out = render_instruction(t, lang, rng)
                assert noun in out.casefold(), out
                assert parse_instruction(out, lang).kind == "paragraph", out
    assert seen >= 2
