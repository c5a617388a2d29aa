"""Targets and their instructions agree with what a reader sees (wave 16, h_targets)."""

from __future__ import annotations

import re

import pytest
from world_helpers import rendered

from generator.resolve import content_languages
from surfaces import registry

# a person's name drawn as a header: two or three capitalised words
NAME = re.compile(r"[A-ZÀ-Þ][\w'’-]+(?: [A-ZÀ-Þ][\w'’-]+){1,2}")
THREADS = {"doc_comments": 8, "pr_review": 8, "video_call_chat": 4, "teams_chat": 3,
           "thread_replies": 3, "issue_ticket": 3, "forum_thread": 3, "retro_forum": 3,
           "social_feed": 3, "slack_like": 2, "support_chat": 2, "app_store_listing": 2,
           "video_player": 2, "comment_section": 2}


def block_text(geo, block: int) -> str:
    return " ".join(w.text for w in geo.words if w.block == block)


@pytest.mark.parametrize("name", sorted(THREADS))
def test_a_message_named_by_its_author_holds_only_that_authors_text(name: str) -> None:
    """r49 0009: "the comment from Margaret Gregory" boxed a comma of Gene Edwards' reply in
    her thread. Text a message region holds (its innermost region) is its author's: a reply
    that prints another writer's name is a message region of its own, labelled with that
    writer; a message shown as "You" is labelled with no name a reader could not see."""
    cls = registry.get(name)
    seen = 0
    for lang in content_languages():
        if lang not in cls.languages:
            continue
        for seed in range(THREADS[name]):
            _, geo = rendered(name, lang, seed)
            for reg in geo.regions:
                if reg.kind != "message" or not reg.label.strip():
                    continue
                seen += 1
                for b in geo.blocks:
                    if b.region != reg.id or b.role != "structural":
                        continue
                    text = block_text(geo, b.id)
                    assert text == " ".join(reg.label.split()) or not NAME.fullmatch(text), \
                        (name, lang, seed, reg.name, reg.label, text)
    assert seen or name in ("comment_section",), name


TABLES = ("file_save_dialog", "file_manager", "admin_user_table", "query_results", "sql_console",
          "expense_report", "accounting_ledger", "store_receipt", "time_tracker",
          "train_timetable", "data_table", "git_blame", "server_inventory", "comment_section",
          "crypto_exchange", "banking_dashboard", "csv_preview", "pivot_summary")
LINE_CATEGORIES = ("select_line", "line_bbox", "line_start", "line_end")


def _level(a, b) -> bool:
    overlap = min(a[3], b[3]) - max(a[1], b[1])
    return overlap > 0.5 * min(a[3] - a[1], b[3] - b[1])


def row_mates(geo, line_id: int) -> list[str]:
    """Words of other blocks printed level with line ``line_id`` in its own region, or in
    table cells beside its cell: what a reader sees as the rest of the same row."""
    line = geo.lines[line_id]
    box = geo.line_box(line)
    region = geo.blocks[line.block].region
    out = []
    for w in geo.words:
        block = geo.blocks[w.block]
        if w.block == line.block or block.role not in ("text", "prose", "code", "structural"):
            continue
        same = block.region == region or geo.regions[block.region].kind \
            == geo.regions[region].kind == "cell"
        wbox = geo.word_box(w)
        if same and wbox is not None and _level(box, wbox):
            out.append(w.text)
    return out


@pytest.mark.parametrize("name", TABLES)
def test_a_line_of_a_table_or_list_is_its_whole_row(name: str) -> None:
    """r49 0019: "la riga che inizia con '28 dic 2024 09:24'" boxed the date cell of a file
    list whose row begins with the file name; r48 0010: "de regel die begint met 'Betaling'"
    in a ledger. A line a target names (line_*, select_line) has nothing else of its row
    beside it: a table's cell is no line to a reader."""
    for lang, seed, category, geo, target in _targets(name, LINE_CATEGORIES, range(4)):
        mates = row_mates(geo, target.ref["line"])
        assert not mates, (name, lang, seed, category, target.ref["text"], mates)


def _targets(name: str, categories, seeds: range, draws: int = 0):
    """``(lang, seed, category, geo, target)`` for every language of the surface, each seed's
    rendered page and each category: one draw (rng ``[seed, k]``), or ``draws`` draws (rng
    ``[seed, k, r]``); categories the page offers no target for are left out."""
    import numpy as np
    from world_helpers import sample_target

    cls = registry.get(name)
    for lang in content_languages():
        if lang not in cls.languages:
            continue
        for seed in seeds:
            _, geo = rendered(name, lang, seed)
            for k, category in enumerate(categories):
                keys = [[seed, k, r] for r in range(draws)] if draws else [[seed, k]]
                for key in keys:
                    target = sample_target(geo, category, np.random.default_rng(key))
                    if target is not None:
                        yield lang, seed, category, geo, target


PHONE_SURFACES = ("notification_center", "weather_forecast", "settings_panel", "signup_form",
                  "password_reset", "podcast_app", "voicemail_list", "ereader")


def _pointer_words(lang: str) -> list[str]:
    from generator.instructions.render import templates

    return [w.casefold() for w in templates(lang).POINTER_WORDS]


@pytest.mark.parametrize("lang", content_languages())
def test_touch_templates_name_no_mouse_and_every_category_has_some(lang: str) -> None:
    """r49 0029: "Pulsa con el ratón la palabra «Catalina»" on a phone's lock screen. On a
    touch screen every category keeps templates, none with a mouse or a click; the touch
    ones name no text cursor, so they stand in read-only text too."""
    import types

    from generator.instructions.render import options_for, templates
    from generator.targets.categories import CATEGORIES, INVOICE_CATEGORIES

    m = templates(lang)
    words = _pointer_words(lang)
    caret = [w.casefold() for w in m.CARET_WORDS]
    assert words
    for templates_ in m.TOUCH.values():
        for t in templates_:
            assert not any(w in str(t).casefold() for w in words + caret), (lang, t)
    for category in CATEGORIES:
        if category in INVOICE_CATEGORIES:
            continue
        for editable in (True, False, None):
            ref = {"touch": True} if editable is None else {"touch": True, "editable": editable}
            options = options_for(m, types.SimpleNamespace(category=category, ref=ref))
            assert len(options) >= 2, (lang, category, editable, options)
            for t in options:
                assert not any(w in str(t).casefold() for w in words), (lang, category, t)


@pytest.mark.parametrize("lang", content_languages())
def test_touch_templates_parse_back(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each touch template, with every kind of disambiguator, parses back to the query of
    its category (the verifier reads no template: its grammar must cover them)."""
    import sys
    from pathlib import Path

    from generator.instructions.render import templates

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "verify"))
    from test_verify_languages_roundtrip import parse_back_failures

    failures = []
    for category, options in templates(lang).TOUCH.items():
        for i, template in enumerate(options):
            failures += parse_back_failures(
                lang, category, i, {"TEMPLATES": {category: []}, "READONLY": {category: []},
                                    "TOUCH": {category: [template]}},
                {"touch": True}, monkeypatch)
    assert not failures, f"{len(failures)} failures, e.g.\n" + "\n".join(failures[:8])


def _phone_page(name: str, lang: str, seed: int, phone: bool):
    import numpy as np

    from generator.content import Content
    from generator.page import make_theme
    from generator.page.render import render
    from generator.screens import Screen

    surface = registry.get(name)()
    surface.screen = Screen(780, 1688, 2, "phone") if phone else None
    params = surface.sample(np.random.default_rng([seed, 5]),
                            Content(lang, np.random.default_rng([seed, 11])))
    return render(surface.compose(params, make_theme(False, "blue")))[1]


def test_instructions_on_a_phone_tap_and_on_a_desktop_click() -> None:
    """Every instruction set on a phone's layout (pages built on the phone screen) names no
    mouse and no click, in all six languages; the same surfaces on a desktop keep theirs."""
    import numpy as np
    from world_helpers import sample_target

    from generator.instructions.render import render_instruction

    categories = ("word_center", "char_center", "punctuation", "structural_text",
                  "chrome_label", "caret_after_word", "line_start", "select_word")
    desktop_clicks = 0
    for k, name in enumerate(PHONE_SURFACES):
        for lang in content_languages():
            words = _pointer_words(lang)
            for phone in (True, False):
                geo = _phone_page(name, lang, k, phone)
                assert bool(geo.meta.get("touch")) == phone, (name, lang, phone)
                for n, category in enumerate(categories):
                    rng = np.random.default_rng([k, n])
                    target = sample_target(geo, category, rng)
                    if target is None:
                        continue
                    for s in range(3):
                        text = render_instruction(target, lang, np.random.default_rng([s, n]))
                        mouse = any(w in text.casefold() for w in words)
                        assert not (phone and mouse), (name, lang, category, text)
                        desktop_clicks += mouse and not phone
    assert desktop_clicks > 50


UNIT_CATEGORIES = ("line_start", "line_end", "line_bbox", "paragraph_start", "paragraph_end",
                   "paragraph_bbox", "sentence_boundary", "blank_line", "select_line",
                   "select_sentence", "select_paragraph")


def _unit_refs(category: str) -> list[dict]:
    region = {"type": "region", "name": "sidebar", "label": "", "message": False}
    sender = {"type": "region", "name": "message 2", "label": "Ann Lee", "message": True}
    kind = "gap" if category == "blank_line" else "sentence" if "sentence" in category \
        else "line" if "line" in category else "paragraph"
    out = []
    for q in (region, sender):
        if kind == "gap":
            para = {"kind": "paragraph", "paragraph": 0, "anchor": "start", "code": False,
                    "text": "Peak Flow", "qualifiers": [q]}
            end = {**para, "anchor": "end", "text": "Husten.", "qualifiers": []}
            out += [{"kind": "gap", "paragraphs": [0, 1], "side": "between", "para1": end,
                     "para2": para},
                    {"kind": "gap", "paragraphs": [0, 1], "side": "before", "para1": None,
                     "para2": para}]
            continue
        for anchor in ("start", "end"):
            out.append({"kind": kind, kind: 0, "anchor": anchor, "code": False,
                        "text": "Sehr geehrte" if anchor == "start" else "Grüßen.",
                        "final": ".", "qualifiers": [q]})
    return out


@pytest.mark.parametrize("lang", content_languages())
def test_a_place_clause_never_stands_between_a_comma_and_the_verb(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """r49 0001: "…, der mit »Peak Flow« anfängt, in der Verlaufsnotiz, klicken?". Over every
    template of every category naming a line, paragraph, sentence or empty line, with a
    place and a sender clause: the clause never follows a comma (German puts it inside
    the relative clause: "der Absatz, der in der Verlaufsnotiz mit »Peak Flow« anfängt")."""
    import types

    import numpy as np

    import generator.instructions.render as render
    from generator.targets import Target
    from generator.targets.categories import CATEGORIES

    module = render.templates(lang)
    places = [str(f).format(region=module.REGIONS.get("sidebar", "sidebar"))
              for f in module.QUALIFIERS["region"]] + \
        [f.split("{name}")[0].strip() for forms in module.AUTHORED.values() for f in forms
         if len(f.split("{name}")[0].strip()) > 3]
    seen = 0
    for category in UNIT_CATEGORIES:
        options = list(module.TEMPLATES[category]) + list(module.READONLY.get(category, []))
        for i, template in enumerate(options):
            proxy = types.SimpleNamespace(**vars(module))
            proxy.TEMPLATES = {**module.TEMPLATES, category: [template]}
            proxy.READONLY = {}
            monkeypatch.setattr(render, "templates", lambda _lang, p=proxy: p)
            cat = CATEGORIES[category]
            for j, ref in enumerate(_unit_refs(category)):
                target = Target(category, cat.data_type, cat.answer_type, (1, 1, 5, 5), ref)
                for seed in range(3):
                    text = render.render_instruction(target, lang,
                                                     np.random.default_rng([i, j, seed]))
                    seen += 1
                    for place in places:  # ", in der Seitenleiste", ", im Kommentar von"
                        assert f", {place}" not in text, (lang, category, template, text)
    assert seen > 200


@pytest.mark.parametrize("lang", content_languages())
def test_an_ordinal_character_is_never_the_nth_letter(lang: str) -> None:
    """r48 0002: "de laatste letter 'r' van de tekst 'stroomstoring'" reads as "the last
    letter (an r)"; the last letter is a 'g'. An ordinal names the character itself: "de
    laatste 'r'", "the second «e»", "das letzte »r«", never "the {ord} letter/character"."""
    import numpy as np

    from generator.instructions.render import render_instruction, templates
    from generator.targets import Target

    m = templates(lang)
    nouns = {str(v).casefold() for v in m.CHAR_NOUNS.values()} | {
        "letter", "character", "buchstabe", "buchstaben", "zeichen", "lettre", "caractère",
        "letra", "carácter", "lettera", "carattere", "teken"}
    for n in (1, 2, 3, -1):
        for char, kind, host in (("r", "letter", "stroomstoring"), ("e", "letter", "Rechnung")):
            ref = {"kind": "char", "char": char, "char_kind": kind, "ordinal": n, "glyph": 0,
                   "text": char, "word": {"text": host, "word": 0, "code": False,
                                          "qualifiers": []}}
            target = Target("char_center", "char", "point", (1, 1, 5, 5), ref)
            for seed in range(12):
                text = render_instruction(target, lang, np.random.default_rng(seed)).casefold()
                ordinal = m.ORDINALS[n].casefold()
                for noun in nouns:
                    assert f"{ordinal} {noun} " not in text and f"{ordinal}e {noun} " \
                        not in text and f"{ordinal}n {noun} " not in text, (lang, text)


FIELD_PAGES = ("patent_page", "pdf_form", "tax_form", "compliance_checklist", "fax_cover",
               "email_3pane", "comment_section", "issue_ticket")


def _quals(ref: dict) -> list[tuple[str, dict]]:
    """(quoted text, qualifier) of every reference in ``ref``."""
    out = [(ref.get("text", ""), q) for q in ref.get("qualifiers", [])]
    if isinstance(ref.get("word"), dict):
        out += _quals(ref["word"])
    return out


@pytest.mark.parametrize("name", FIELD_PAGES)
def test_a_quote_is_never_placed_in_the_region_named_after_it(name: str) -> None:
    """r48 0000: "auf den Text »Anmeldetag« im Feld Anmeldetag": the target is the field's
    own label, and the place clause repeats the quote. No region whose name or label holds
    every word of the quote is the quote's place."""
    categories = ("word_center", "structural_text", "word_bbox", "char_center",
                  "select_line", "line_bbox", "select_word")
    for lang, seed, _, _, target in _targets(name, categories, range(2), draws=2):
        for text, q in _quals(target.ref):
            if q["type"] != "region":
                continue
            words = set(re.findall(r"\w+", text.casefold()))
            place = set(re.findall(r"\w+", f"{q['name']} {q['label']}".casefold()))
            assert not words or not words <= place, (name, lang, seed, text, q)


def test_a_dutch_bounding_box_is_a_begrenzingsvak() -> None:
    """r48 0028: "het omhullende kader" is a calque of "bounding box"; r90 0008 found
    "begrenzingsvak" stiff too: Dutch says "de rechthoek rond" or "het kader rond"."""
    from generator.instructions.render import templates

    m = templates("nl")
    for category, options in m.TEMPLATES.items():
        for t in options:
            assert "omhullend" not in str(t), (category, t)
        assert "begrenzingsvak" not in str(t) or category not in ("word_bbox",), (category, t)
    assert any("rechthoek rond" in str(t) or "kader rond" in str(t)
               for t in m.TEMPLATES["word_bbox"])


@pytest.mark.parametrize("name", ("review_page", "app_store_listing", "comment_section",
                                  "issue_ticket", "chat_bubbles"))
def test_only_a_chat_or_mail_message_is_called_the_message(name: str) -> None:
    """Build 16016 0054: "Markiere die Nachricht, die mit »zur Garantie.« schließt" on a
    customer review. A paragraph that is a whole review or comment is a paragraph; a
    chat's, a mail's or a thread's reply is "the message"."""
    import numpy as np
    from world_helpers import sample_target

    cls = registry.get(name)
    messages = 0
    for lang in content_languages():
        if lang not in cls.languages:
            continue
        for seed in range(2):
            _, geo = rendered(name, lang, seed)
            for k, category in enumerate(("select_paragraph", "paragraph_bbox")):
                for r in range(3):
                    target = sample_target(geo, category, np.random.default_rng([seed, k, r]))
                    if target is None or not target.ref.get("message"):
                        continue
                    block = geo.blocks[geo.paragraphs[target.ref["paragraph"]].block]
                    region = geo.regions[block.region].name.split()
                    assert not {"review", "comment"} & set(region), (name, lang, region)
                    messages += 1
    assert messages or name != "chat_bubbles"
