"""Reviewer r86 fixes: a forward keeps the original subject behind its prefix (0019)."""

from __future__ import annotations

from world_helpers import sampled


def test_forward_subject_is_prefix_plus_original_subject() -> None:
    seen = set()
    for lang, seed, p in sampled("email_compose", 40):
        fwd = p["forward"]
        if not fwd:
            continue
        subject_line = fwd["head"][3]
        original = subject_line.split(":", 1)[1].strip()
        prefix, _, rest = p["subject"].partition(": ")
        assert rest == original and original[:1].isupper(), (lang, seed, p["subject"], original)
        assert 1 <= len(prefix) <= 4, (lang, seed, p["subject"])
        seen.add(lang)
    assert len(seen) == 6, seen


def test_alert_list_search_box_names_the_heading_term() -> None:
    """r86 0007: heading "Waarschuwingen" over a search box "Alerts doorzoeken"; the page's
    one term for its items is the heading's, and no severity label repeats it."""
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        _, _, p = next(iter(s for s in sampled("alert_list", 1) if s[0] == lang))
        lab = p["labels"]
        stem = lab["alerts"].lower()[:5]
        assert stem in p["search"].lower(), (lang, lab["alerts"], p["search"])
        for sev in ("critical", "warning", "info"):
            assert not lab[sev].lower().startswith(stem), (lang, lab["alerts"], lab[sev])


def test_contract_clauses_use_section_sign_only_in_german() -> None:
    signs = {lang: 0 for lang in ("en", "de", "fr", "es", "it", "nl")}
    for lang, _, p in sampled("contract_page", 30):
        signs[lang] += p["section_sign"]
    assert signs["de"] > 0 and not any(v for k, v in signs.items() if k != "de"), signs


def test_word_processor_links_no_date_and_memo_names_its_sender() -> None:
    """r86 0013: "Thursday" and "July 31" drawn as links in a memo; a memo saying "call me"
    with no sender on the page."""
    from surfaces.kit.prose import _dated
    memos, dated = set(), 0
    for lang, seed, p in sampled("word_processor", 30):
        paras = [*zip(p["intro"], p["intro_marks"], strict=True),
                 *(pm for sec in p["sections"]
                   for pm in zip(sec["texts"], sec["marks"], strict=True))]
        for text, marks in paras:
            for a, b, kind, _ in marks:
                dated += _dated(text[a:b])
                assert kind != "link" or not _dated(text[a:b]), (lang, seed, text[a:b])
        if p["genre"] == "memo":
            assert p["intro"][0].count(",") >= 1 and not p["intro_marks"][0], (lang, seed)
            memos.add(lang)
    assert len(memos) == 6 and dated > 0, (memos, dated)


def test_subtitle_frame_shows_its_two_speakers() -> None:
    """r86 0014: the video frame under a dialogue showed an empty room."""
    from world_helpers import page_params

    from generator.page import make_theme
    from surfaces.subtitle_editor import SubtitleEditor
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(3):
            p = page_params("subtitle_editor", lang, seed)
            assert len(set(p["faces"])) == 2, (lang, seed)
            page = SubtitleEditor().compose(p, make_theme(False, "blue"))
            video = next(r for r in page.regions if r.name == "video")
            figs = [op for op in page.ops if getattr(op, "kind", "") == "figure"]
            assert len(figs) == 2, (lang, seed, len(figs))
            for op in figs:
                b, v = op.box, video.box
                assert v[0] <= b[0] and b[2] <= v[2] and v[1] <= b[1] and b[3] <= v[3], (lang, seed)


def test_crash_frames_localised_and_code_context_fits() -> None:
    """r86 0002: a source line cut at the code box's edge; "in … at line" in German."""
    from world_helpers import page_params

    from generator.page import make_theme
    from generator.page.render import render
    from surfaces.crash_report import CrashReport
    drawn = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(4):
            p = page_params("crash_report", lang, seed)
            assert (" at line " in p["where"][0]) == (lang == "en"), (lang, p["where"][0])
            _, geo = render(CrashReport().compose(p, make_theme(False, "blue")))
            shown = " ".join(" ".join("".join(g.char for g in geo.glyphs[slice(*ln.glyphs)])
                                      for ln in geo.lines).split())
            texts = [" ".join("".join(t[0] for t in ln).split()) for ln in p["code"]]
            texts = [t for t in texts if t]
            if texts[0] in shown:  # the context is drawn: every line whole (or wrapped)
                drawn += 1
                assert all(t in shown for t in texts), (lang, seed, texts)
    assert drawn >= 12, drawn


def test_save_dialog_shows_no_document_title_but_the_proposed_name() -> None:
    """r86 0001: the sheet behind the dialog titled otherwise than the file being saved;
    a new document's first line is the proposed name, hidden by the dialog."""
    from world_helpers import page_params

    from generator.page import make_theme
    from generator.page.render import render
    from surfaces.file_save_dialog import FileSaveDialog
    for lang, seed, p in sampled("file_save_dialog", 30):
        assert not p["owner"]["title"], (lang, seed)
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        p = page_params("file_save_dialog", lang, 0)
        _, geo = render(FileSaveDialog().compose(p, make_theme(False, "blue")))
        lines = ["".join(g.char for g in geo.glyphs[slice(*ln.glyphs)]) for ln in geo.lines]
        assert sum(p["file_name"] in t for t in lines) == 1, (lang, p["file_name"])


def test_gallery_grid_varied_no_kind_dominates() -> None:
    """r86 0010: a third of the grid the same park scene; each album mixes at least four
    kinds of picture (portraits among them) and no kind fills more than a third of it."""
    portraits = 0
    for lang, seed, p in sampled("photo_gallery", 30):
        whats = [ph["what"] for ph in p["photos"]]
        assert len(set(whats)) >= 4, (lang, seed, sorted(set(whats)))
        drawn_as = [ph["what"] if ph["variant"] == "scene" else ph["variant"]
                    for ph in p["photos"]]
        assert max(map(drawn_as.count, drawn_as)) <= len(whats) / 3 + 1, (lang, seed, drawn_as)
        drawn = [(ph["variant"], ph["kind"], ph["subject"]) for ph in p["photos"]]
        assert len(set(drawn)) == len(drawn), (lang, seed)
        portraits += whats.count("portrait")
    assert portraits > 0


def test_shop_pictures_follow_product_names() -> None:
    """r86 0015: a "mug set" drawn as one mug, a backpack as a duffel, a shirt folded into
    a black box: a set draws several pieces, a backpack and a shirt only their own forms."""
    from generator.content.provider import locale_data
    from surfaces.kit.product_forms import ALTS
    from surfaces.kit.products import DRAW, SHOP_SHAPES

    sets = ("set", "lot de", "juego de")
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for name, shape in zip(locale_data(lang).SLOTS["shop_product"], SHOP_SHAPES, strict=True):
            assert any(w in name.lower() for w in sets) == shape.endswith("_set"), (lang, name)
    assert "mug_set" in DRAW
    names = {f.__name__ for f in ALTS["backpack"]} | {f.__name__ for f in ALTS["shirt"]}
    assert not names & {"_backpack_sling", "_backpack_square", "<lambda>"}, names
