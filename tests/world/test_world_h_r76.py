"""Reader report r76 (seed 76076): a caret only in text a user types in (0000: Word's Editor
pane label "Not in dictionary"; 0019: a posted thread reply), one focused caret a page (0019)."""

from __future__ import annotations

import numpy as np
import pytest
from world_helpers import rendered, sampled

from generator.editable import editable_line_ids
from generator.pipeline import compose_page
from generator.plan import Slot
from generator.rng import ExampleStreams
from generator.targets import sample_target
from generator.targets.categories import CATEGORIES
from generator.verify import verify

LANGS = ("en", "de", "fr", "es", "it", "nl")
CARETS = [c for c, spec in CATEGORIES.items() if spec.data_type == "caret"]


def _region(geo, line):
    rid = geo.blocks[line.block].region
    return geo.regions[rid] if 0 <= rid < len(geo.regions) else None


def _word_pages(surface: str, n: int):
    """(seed, language, geometry) of ``n`` composed pages of ``surface``, languages in turn."""
    for seed in range(n):
        lang = LANGS[seed % len(LANGS)]
        _, geo, _ = compose_page(Slot("word_center", lang, surface),
                                 ExampleStreams(76, "train", seed), 0.3)
        yield seed, lang, geo


@pytest.mark.parametrize("surface", ["spellcheck_panel", "thread_replies"])
def test_editable_lines_only_where_one_types(surface: str) -> None:
    """Word's Editor side pane (its "Not in dictionary" label, its buttons) and a thread's
    posted replies are static text: no line of theirs is editable, and no caret target
    the sampler gives stands there."""
    seen = 0
    for seed in range(12):
        lang = LANGS[seed % len(LANGS)]
        _, geo, _ = compose_page(Slot("caret_after_word", lang, surface),
                                 ExampleStreams(76076, "train", seed), 0.3)
        for lid in editable_line_ids(geo):
            region = _region(geo, geo.lines[lid])
            assert region is not None and region.kind != "message", (lang, seed, region)
            assert region.name != "editor pane", (lang, seed, geo.line_text(geo.lines[lid]))
        for k, category in enumerate(CARETS):
            target = sample_target(geo, category, np.random.default_rng(k))
            if target is None:
                continue
            seen += 1
            lines = {geo.glyphs[i].line for i in target.ref["context_glyphs"]}
            regions = {_region(geo, geo.lines[lid]).name for lid in lines}
            assert "editor pane" not in regions and not any(
                r.startswith("reply") for r in regions), (surface, lang, category, regions)
    assert surface == "thread_replies" or seen > 50


def test_verifier_rejects_a_caret_in_the_editor_pane_label() -> None:
    """The verifier, from the page alone, turns down r76 0000's row: an insertion point after
    "dictionary" in the pane's grey "Not in dictionary" label."""
    rejected = 0
    for k in range(6):
        composed = compose_page(Slot("caret_after_word", "en", "spellcheck_panel"),
                                ExampleStreams(76076, "test", k), 0.0)
        image, geo, _ = composed
        label = next(ln for ln in geo.lines if geo.line_text(ln) == "Not in dictionary")
        x2, top, bottom = geo.line_box(label)[2], label.top, label.bottom
        row = {"file_name": "0000.png", "id": "pbt_0000", "bbox": [x2, top, x2 + 6, bottom],
               "point": [x2 + 3, (top + bottom) // 2], "answer_type": "point",
               "eval": {"type": "point_in_bbox", "bbox": [x2, top, x2 + 6, bottom]},
               "data_type": "caret", "category": "caret_after_word",
               "surface": "spellcheck_panel", "language": "en", "difficulty": "hard",
               "image_size": [geo.width, geo.height],
               "instruction": "Please place the insertion point directly after the word "
                              "'dictionary' in the text 'Not in dictionary'."}
        verdict = verify(image, geo, row)
        assert not verdict.ok, k
        rejected += verdict.reason == "static_caret"
    assert rejected >= 4


COMPOSER_PAGES = ["thread_replies", "chat_bubbles", "slack_like", "support_chat",
                  "video_call_chat", "sms_thread"]


@pytest.mark.parametrize("surface", COMPOSER_PAGES)
def test_one_focused_caret_a_page(surface: str) -> None:
    """A page shows at most one text caret (r76 0019: one in the channel's box and one in
    the thread's reply box at once)."""
    for seed in range(6):
        _, geo = rendered(surface, LANGS[seed % len(LANGS)], seed)
        shown = sum(s.kind == "caret" for s in geo.shapes)
        overlays = sum(o.get("kind") == "caret" for o in geo.meta.get("overlays", []))
        assert shown + overlays <= 1, (surface, seed, shown, overlays)


def test_verifier_rejects_an_ordinal_that_counts_another_case() -> None:
    """r76 0004: "the L of the third 'La'" was the third of "la", "la", "La" on the page;
    a reader counting "La" as written finds only two. Counting a quote over matches that
    differ in case is ambiguous to the verifier."""
    image, geo, _ = compose_page(Slot("char_bbox", "it", "book_page"),
                                 ExampleStreams(76076, "test", 4), 0.3)
    box = [68, 293, 76, 302]
    row = {"file_name": "0004.png", "id": "pbt_0004", "bbox": box, "point": [72, 297],
           "answer_type": "bbox", "data_type": "bbox", "category": "char_bbox",
           "eval": {"type": "iou", "min_coverage": 0.9, "min_precision": 0.7, "bbox": box},
           "surface": "book_page", "language": "it", "difficulty": "hard",
           "image_size": [geo.width, geo.height],
           "instruction": "Qual è il riquadro di delimitazione della “L” nella terza “La”? "
                          "Rispondi nel formato [x1, y1, x2, y2]."}
    assert "La verità" in geo.page_text()
    assert verify(image, geo, row).reason == "ambiguous"


@pytest.mark.parametrize("surface", ["book_page", "website_article", "word_processor"])
def test_sampled_ordinals_count_one_spelling(surface: str) -> None:
    """An ordinal the sampler gives ("the third 'La'") counts words spelled just as quoted:
    no word of its scope differs from the target in case."""
    from generator.targets import PageIndex
    from generator.targets.qualify import qualify

    counted = 0
    for seed, lang, geo in _word_pages(surface, 8):
        index = PageIndex(geo)
        rng = np.random.default_rng(seed)
        for word in geo.words[::3]:
            matches = index.matches(word)
            if len(matches) < 2:
                continue
            for _q in qualify(index, word, matches, rng, ("ordinal",)) or []:
                counted += 1
                assert len({m.text for m in matches}) == 1, (surface, lang, word.text)
    assert counted > 10


def test_a_blank_book_page_has_no_running_head() -> None:
    """r76 0004: the scene ended on page 286 and page 287 was blank under its running head
    and over its folio. A page without text has neither."""
    opens = 0
    for lang, seed, params in sampled("book_page", 40):
        if not params["spread"]:
            continue
        _, geo = rendered("book_page", lang, seed)
        right = [ln for ln in geo.lines if geo.line_box(ln)[0] > geo.width // 2]
        if not any(geo.blocks[ln.block].role == "prose" for ln in right):
            assert not right, (lang, seed, [geo.line_text(ln) for ln in right])
        # h_book: where the scene ends on the left page (now and then), the right page
        # opens the next chapter: its text, under its number and title, no running head
        said = " ".join(geo.line_text(ln) for ln in right)
        if params["next"] and not params["opening"] and params["next"]["chapter"] in said:
            opens += 1
            assert params["chapter"] not in said, (lang, seed, said[:80])
    assert opens >= 2


def test_a_bank_footer_names_the_insurer_of_its_kind_of_bank() -> None:
    """r76 0017: "Fresno Credit Union" over "Member FDIC" (credit unions are NCUA-insured);
    the French footer's "Banque" agrees with its participle ("agréée")."""
    seen = 0
    for lang, seed, params in sampled("banking_dashboard", 20):
        if "FDIC" in params["footer"]:
            seen += 1
            assert "Credit Union" not in params["bank"], (seed, params["bank"])
        assert "Banque agréé " not in params["footer"], (lang, seed)
    assert seen >= 4


def test_english_checklist_items_agree_and_are_american() -> None:
    """r76 0015: "Storage racks is inspected" and "a valid licence" on a Milwaukee LLC's
    checklist: a plural subject takes "are", and the US page spells American."""
    import re

    from test_world_a_mix1_us import BRITISH

    plural_is = re.compile(r"^(?:\w+ )*\w+s (?:is|has)\b")  # "Storage racks is"
    seen = 0
    for lang, seed, params in sampled("compliance_checklist", 30):
        if lang != "en":
            continue
        for item in params["items"]:
            seen += 1
            text = item["text"]
            assert not BRITISH.search(text), (seed, text)
            assert not plural_is.match(text), (seed, text)
    assert seen > 150


def test_latex_preview_title_wraps_whole() -> None:
    """r76 0007: the compiled PDF's title ended "… à l’épreuve de 70…"; LaTeX wraps a long
    title. Every word of the title is in the preview, and no preview line ends in "…"."""
    for lang, seed, params in sampled("latex_editor", 8):
        _, geo = rendered("latex_editor", lang, seed)
        preview = {r.id for r in geo.regions if r.name == "preview"}
        lines = [geo.line_text(ln) for ln in geo.lines
                 if geo.blocks[ln.block].region in preview]
        assert not any(t.rstrip().endswith("…") for t in lines), (lang, seed, lines[:4])
        text = " ".join(lines)
        assert params["title"].split()[-1] in text, (lang, seed, params["title"])


def test_no_template_mixes_straight_and_curly_apostrophes() -> None:
    """r76 0007: "pour l'analyse ... l’Université" in one paragraph: a template writes its
    apostrophes one way."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "generator" / "locales"
    straight, curly = re.compile(r"\w'\w"), re.compile(r"\w’[\w{]")
    mixed = [f"{p.relative_to(root)}:{n}" for p in sorted(root.rglob("*.toml"))
             for n, line in enumerate(p.read_text().splitlines(), 1)
             if not line.lstrip().startswith("#") and straight.search(line)
             and curly.search(line)]
    assert not mixed, mixed


@pytest.mark.parametrize("surface", ["search_page", "job_listing"])
def test_a_long_result_list_fills_the_screen_or_pages(surface: str) -> None:
    """r76 0013 / 0011: "About 11,266,000 results" over four results and "869 jobs" over five
    cards, then blank space. The results run to the screen's foot (more below), or a pager
    under them says the rest is on the next pages."""
    for seed in range(12):
        lang = LANGS[seed % len(LANGS)]
        _, geo = rendered(surface, lang, seed)
        column = [geo.line_box(ln) for ln in geo.lines if geo.line_box(ln)[0] < 400]
        bottom = max(box[3] for box in column)
        pager = [s for s in geo.shapes if s.kind == "page"]
        assert bottom >= geo.height - 70 or pager, (lang, seed, geo.height - bottom)
        if pager:  # the pager is the list's last thing, near the screen's foot
            assert pager[0].box[1] >= geo.height - 110, (lang, seed, pager[0].box)


@pytest.mark.parametrize("surface", ["patent_page", "spellcheck_panel", "pdf_viewer"])
def test_quoted_phrases_keep_word_groups_whole(surface: str) -> None:
    """r76 0001: "in the phrase '2 shows'" cut from "Figure 2 shows"; r76 0000: 'in
    dictionary' cut from the label "Not in dictionary". A phrase qualifier never starts at a
    number after its name's word nor stops before one, and of a short label quotes it all."""
    import re

    from generator.targets import PageIndex
    from generator.targets.qualify import _phrase_option

    quoted = 0
    for _, _, geo in _word_pages(surface, 6):
        index = PageIndex(geo)
        for word in geo.words:
            opt = _phrase_option(index, word, word)
            if opt is None:
                continue
            quoted += 1
            text, line = opt[0]["text"], geo.line_text(geo.lines[word.line])
            at = line.find(text)
            before, after = line[:at], line[at + len(text):]
            assert not (text[:1].isdigit() and re.search(r"[^\W\d]\s$", before)), (text, line)
            assert not (text[-1:].isalpha() and re.match(r"\s\d", after)), (text, line)
            tail = text.split()[-1]
            assert not (len(text.split()) > 1 and len(tail) <= 3 and tail.isalpha()
                        and tail.islower() and re.search(r"\w", after)), (text, line)
            if index.role(word) != "prose" and len(line.split()) <= 4:
                assert len(text.split()) == len(line.split()), (text, line)
    assert quoted > 30


def test_notepad_counts_the_files_lines_not_wrapped_rows() -> None:
    """r76 0003: "Ln 7, Col 10" with the caret on the file's sixth line (a paragraph above it
    wrapped over two rows). Ln counts the paragraphs and blank lines down to the caret."""
    import re

    checked = wrapped = 0
    for lang, seed, params in sampled("plain_text", 24):
        if not params["windows"]:
            continue
        _, geo = rendered("plain_text", lang, seed)
        caret = next(s.box for s in geo.shapes if s.kind == "caret")
        rows = sorted((ln for ln in geo.lines if geo.blocks[ln.block].role in ("text", "prose")),
                      key=lambda ln: ln.top)
        pitch = min(b.top - a.top for a, b in zip(rows, rows[1:], strict=False))
        starts = {p.lines[0] for p in geo.paragraphs}
        n = 0
        for k, ln in enumerate(rows):
            if k:
                n += round((ln.top - rows[k - 1].top) / pitch) - 1  # blank lines between
            n += ln.id in starts
            if ln.top <= (caret[1] + caret[3]) // 2 <= ln.bottom:
                wrapped += ln.id not in starts
                break
        pattern = re.escape(params["position"]).replace(r"\{line\}", r"(\d+)").replace(
            r"\{col\}", r"(\d+)")
        status = next(m for t in (geo.line_text(ln) for ln in geo.lines)
                      if (m := re.fullmatch(pattern, t.strip())))
        assert int(status.group(1)) == n, (lang, seed, status.group(0), n)
        checked += 1
    assert checked >= 10 and wrapped > 0


def test_the_open_mail_is_read() -> None:
    """r76 0010: the open mail still bold and counted in "Recibidos 2"; the ribbon's archive
    button was the folder's noun ("Archivo", also the File tab)."""
    for lang, seed, params in sampled("email_3pane", 12):
        mails = params["mails"]
        assert not mails[params["selected"]]["unread"], (lang, seed)
        assert params["inbox_count"] == sum(m["unread"] for m in mails) >= 1, (lang, seed)
        if lang == "es":
            assert "Archivar" in str(params), seed


def test_chat_tasks_agree_with_their_singular_verbs() -> None:
    """r76 0019: "Wo ist die Release Notes gelandet?" and "the release notes is due": the
    tasks a chat names are singular ("Abgabe für {chat_task} ist"), and the German ask is
    worded so any article's case fits ("Wo ist den Testplan" was possible too)."""
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "generator" / "locales"
    plural = {"en": ("notes", "docs", "slides"), "de": ("die Release Notes", "Testfälle",
                                                     "Lasttests"), "nl": ("notes",)}
    for lang, marks in plural.items():
        data = tomllib.loads((root / lang / "content" / "chat.toml").read_text())
        slots = data.get("slots", data)
        tasks = [t for key in ("chat_task", "chat_task_dev") for t in slots[key]]
        assert not [t for t in tasks if t.endswith(marks)], (lang, tasks)
    asks = (root / "de" / "content" / "h_chat.toml").read_text()
    assert "Wo ist {chat_task}" not in asks and "Wo liegt {chat_task}" not in asks


def test_a_local_paper_is_on_its_countrys_domain() -> None:
    """r76 0009: a local Alkmaar paper on "www.stadsberichtenalkmaar.com"."""
    tld = {"en": ".com", "de": ".de", "fr": ".fr", "es": ".es", "it": ".it", "nl": ".nl"}
    for lang, seed, params in sampled("dictionary_popup", 8):
        host = params["url"].split("/")[0]
        assert host.endswith(tld[lang]), (lang, seed, host)
