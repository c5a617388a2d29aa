"""Instructions a native speaker would write, naming what the page shows (wave 16, h_instr).

- r46 0011: quotation marks balance in every instruction: a quoted page text never cuts a
  quotation of the page open („update over ‘Dashboard”), and a text holding single quotation
  marks is quoted with double ones.
- r46 0012, r47 0020, r46 0025: a chrome_label / structural_text target is a whole label, or
  the instruction names the label it is part of ("le mot « aide » dans le libellé « Centre
  d'aide »"); a file name's stem or extension is no word target ("py" of "expenses.py").
- r46 0016: a style named after the quote is set apart (parenthesised, a participle or a
  relative clause), never read as the result: "evidenziare «Variazione» in grassetto".
- r47 0008: "every line of it" only for a paragraph of several lines.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from world_helpers import rendered, sample_target

from generator.instructions.render import render_instruction, templates
from generator.targets import PageIndex, Target
from generator.targets.categories import CATEGORIES, INVOICE_CATEGORIES
from generator.targets.labels import label_text, label_words
from generator.targets.quotemarks import balanced

LANGS = ("en", "de", "fr", "es", "it", "nl")
TEXT_CATEGORIES = [c for c in CATEGORIES if c not in INVOICE_CATEGORIES
                   and c != "select_field_value"]
# pages with quotations, apostrophes and code in their text
QUOTING = ("status_page", "book_page", "ereader", "course_platform", "magazine_spread",
           "comment_section", "poll_page", "ide_problems_panel", "pr_review", "court_filing")
LABELS = ("glossary_page", "ide_problems_panel", "docs_site", "gmail_inbox", "slack_like",
          "file_save_dialog", "checkout_form", "email_search_results")
FILE_NAME = re.compile(r"[\w-]+\.(?:py|json|js|ts|csv|pdf|md|txt|toml|ya?ml|docx?|xlsx?|png)")


def _instructions(surface: str, lang: str, seed: int, categories) -> list[tuple[Target, str]]:
    _, geo = rendered(surface, lang, seed)
    out = []
    for k, category in enumerate(categories):
        rng = np.random.default_rng([seed, k, 7])
        target = sample_target(geo, category, rng)
        if target is not None:
            out.append((target, render_instruction(target, lang, rng)))
    return out


def test_the_checker_reads_quotes_and_apostrophes() -> None:
    for text in ("update over ‘Dashboard", "Dashboard’ zich", "log.warning(\"skipping",
                 "„update over ‘Dashboard”", "'update over ‘Dashboard’'x'"):
        assert not balanced(text), text
    for text in ("„update over ‘Dashboard’”", "un po' caro", "residents' association.",
                 "l’école", "'s-Hertogenbosch", "« Centre d'aide »", "»Hallo«", "„Hallo“"):
        assert balanced(text), text


@pytest.mark.parametrize("lang", LANGS)
def test_quotation_marks_balance_in_every_instruction(lang: str) -> None:
    seen = 0
    for surface in QUOTING:
        for seed in range(2):
            for target, text in _instructions(surface, lang, seed, TEXT_CATEGORIES):
                assert balanced(text), (surface, seed, target.category, text)
                seen += 1
    assert seen > 200


def test_single_quotation_marks_take_double_outer_marks() -> None:
    """„update over ‘Dashboard’”, never 'update over ‘Dashboard’' (nested in one style)."""
    ref = {"kind": "word", "text": "Dashboard", "word": 0, "code": False, "qualifiers": [
        {"type": "phrase", "text": "over ‘Dashboard’", "code": False, "noun": "phrase"}]}
    target = Target("word_center", "word", "point", (1, 1, 5, 5), ref, [])
    for lang in ("en", "nl"):
        for k in range(30):
            text = render_instruction(target, lang, np.random.default_rng(k))
            assert "'over ‘" not in text and "‘over ‘" not in text, text


def _label_of(index: PageIndex, word) -> str:
    return label_text(index, label_words(index, word))


@pytest.mark.parametrize("lang", LANGS)
def test_a_label_target_is_the_whole_label_or_names_it(lang: str) -> None:
    seen = parts = 0
    for surface in LABELS:
        for seed in range(4):
            _, geo = rendered(surface, lang, seed)
            index = PageIndex(geo)
            for k in range(6):
                for category in ("chrome_label", "structural_text"):
                    target = sample_target(geo, category, np.random.default_rng([seed, k]))
                    if target is None:
                        continue
                    word = geo.words[target.ref["word"]]
                    label = _label_of(index, word)
                    seen += 1
                    if label.strip(":.,;()[] ").casefold() == word.text.casefold() \
                            or len(label) > 40:
                        continue
                    parts += 1
                    named = [q for q in target.ref["qualifiers"] if q["type"] == "phrase"]
                    assert named and named[0]["text"] == label, (surface, seed, label, target.ref)
                    text = render_instruction(target, lang, np.random.default_rng(k))
                    assert label in text, text
    assert seen > 40


@pytest.mark.parametrize("lang", LANGS)
def test_no_word_target_is_a_piece_of_a_file_name(lang: str) -> None:
    """"py" of "expenses.py", `cobaltix` of `cobaltix.json`: a file name is one token."""
    word_categories = ("word_center", "word_bbox", "chrome_label", "structural_text",
                       "select_word")
    seen = 0
    for surface in ("ide_problems_panel", "docs_site", "gmail_thread", "file_save_dialog"):
        for seed in range(4):
            _, geo = rendered(surface, lang, seed)
            chars = "".join(g.char for g in geo.glyphs)
            for k in range(8):
                for category in word_categories:
                    target = sample_target(geo, category, np.random.default_rng([seed, k]))
                    if target is None or "word" not in target.ref:
                        continue
                    a, b = geo.words[target.ref["word"]].glyphs
                    seen += 1
                    # the token around the word: its line's run of glyphs up to a space (a
                    # menu item and the tab below it are drawn one after the other, no space)
                    line = geo.glyphs[a].line
                    while a > 0 and not chars[a - 1].isspace() and geo.glyphs[a - 1].line == line:
                        a -= 1
                    while b < len(chars) and not chars[b].isspace() and geo.glyphs[b].line == line:
                        b += 1
                    token = chars[a:b].strip("()[]«»“”\"',;:`")
                    assert not FILE_NAME.fullmatch(token) or token == target.ref["text"], \
                        (surface, token, target.ref["text"])
    assert seen > 50


# descriptive suffixes no verb takes as its result: a participle, a relative clause, a place
DESCRIPTIVE = re.compile(
    r"^\(|^(?:set|printed|formatted|coloured|that is) |^in the link$|^im Link$|"
    r"^écrit |^dans le lien$|^qui est |^en el enlace$|^que es |^nel link$|^che è |^in de link$")


@pytest.mark.parametrize("lang", LANGS)
def test_a_style_after_the_quote_is_never_a_result(lang: str) -> None:
    table = templates(lang)
    bad = [(s, f) for s, forms in table.STYLE_SUFFIX.items() for f in forms
           if not DESCRIPTIVE.search(f)]
    assert not bad, bad


def test_italian_bold_word_is_not_made_bold() -> None:
    """r46 0016: "Potresti evidenziare «Variazione» in grassetto?" reads as "make it bold"."""
    ref = {"kind": "word", "text": "Variazione", "word": 0, "code": False,
           "qualifiers": [{"type": "style", "style": "bold"}]}
    target = Target("select_word", "selection", "drag", (1, 1, 5, 5), ref, [])
    for k in range(60):
        text = render_instruction(target, "it", np.random.default_rng(k))
        assert not re.search(r"» in grassetto", text), text


MULTILINE = {"en": "every line", "de": "allen Zeilen", "nl": "alle regels"}


@pytest.mark.parametrize("lang", sorted(MULTILINE))
def test_every_line_only_for_a_paragraph_of_several_lines(lang: str) -> None:
    ref = {"kind": "paragraph", "paragraph": 0, "anchor": "end", "text": "call a taxi?",
           "code": False, "qualifiers": []}
    said = {}
    for lines in (1, 3):
        target = Target("select_paragraph", "selection", "drag", (1, 1, 5, 5),
                        {**ref, "lines": lines}, [])
        said[lines] = [render_instruction(target, lang, np.random.default_rng(k))
                       for k in range(80)]
    assert not [t for t in said[1] if MULTILINE[lang] in t]
    assert [t for t in said[3] if MULTILINE[lang] in t]


def test_a_paragraph_reference_counts_its_lines() -> None:
    seen = set()
    for surface in ("subtitle_editor", "website_article"):
        for seed in range(4):
            _, geo = rendered(surface, "en", seed)
            for k in range(4):
                target = sample_target(geo, "select_paragraph", np.random.default_rng(k))
                if target is None:
                    continue
                pid = target.ref["paragraph"]
                para = geo.paragraphs[pid]
                r = geo.paragraph_glyphs(para)
                lines = {geo.glyphs[i].line for i in range(r.start, r.stop)}
                assert target.ref["lines"] == len(lines)
                seen.add(len(lines) == 1)
    assert seen


def test_a_phrase_never_cuts_brackets_out_of_order() -> None:
    """r-build 16016: «4,6» "nel testo `2})-(\\d{4,6`": the brackets of a regular expression
    cut so that each closes before it opens."""
    from generator.targets.spanchecks import unbalanced

    assert unbalanced("2})-(\\d{4,6") and unbalanced("erp> Script-6") and unbalanced("a (b")
    assert not unbalanced("(a) b") and not unbalanced("«x» y")
