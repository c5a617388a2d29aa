"""h_r77: page worlds the r77 reader found contradicting themselves, checked over many seeds:
an IDE's Problems list names lines its file has, and the editor shows (by its scrollbar)
that the file goes on past the lines in view (r77 0015: "Ln 74" under a view ending at 50);
a status page's remedy fits its cause and its stage (r77 0008); a form is due back before the
course or membership it applies for starts (r77 0013)."""

from __future__ import annotations

import datetime

import numpy as np
from world_helpers import rendered, sampled


def test_problems_point_at_lines_the_file_has() -> None:
    for lang, seed, params in sampled("ide_problems_panel", 30):
        for group in params["groups"]:
            assert all(1 <= d["line"] <= group["lines"] for d in group["diags"]), \
                (lang, seed, group["path"])


def test_editor_scrollbar_shows_the_file_goes_on() -> None:
    for seed in range(12):
        lang = ("en", "de", "fr", "es", "it", "nl")[seed % 6]
        params, geo = rendered("ide_problems_panel", lang, seed)
        editor = next(r for r in geo.regions if r.name == "editor")
        thumbs = [s for s in geo.shapes if s.kind == "scrollbar thumb"
                  and editor.box[0] <= s.box[0] and s.box[2] <= editor.box[2]
                  and editor.box[1] <= s.box[1] and s.box[3] <= editor.box[3]]
        assert len(thumbs) == 1, (lang, seed)
        last = params["groups"][0]["lines"]
        shown_end = params["first_line"] + len(params["code"]) - 1
        if shown_end < last:  # the view stops before the file's end: the thumb is no track
            top, bottom = thumbs[0].box[1], thumbs[0].box[3]
            assert bottom - top < editor.box[3] - editor.box[1] - 8, (lang, seed)


def test_incident_remedy_fits_its_cause_and_its_stage() -> None:
    """r77 0008: an "Identified" update said "we rolled back ... and are monitoring" (the
    next stage's words) about an expired certificate (no rollback renews one)."""
    from generator.content import Content

    seen = 0
    for lang, seed, params in sampled("status_page", 30):
        ui = Content(lang, np.random.default_rng(0)).ui_list
        causes, remedies = ui("gops.status.causes"), ui("gops.status.remedies")
        assert len(causes) == len(remedies), lang
        for incident in params["incidents"]:
            for update in incident["updates"]:
                if update["key"] != "identified":
                    continue
                k = next(i for i, c in enumerate(causes) if c in update["text"])
                tails = [r.split("{t}")[1] for r in remedies]  # the words after the time
                assert update["text"].endswith(tails[k]), (lang, seed, update["text"])
                assert not any(t in update["text"] for i, t in enumerate(tails) if i != k)
                seen += 1
    assert seen > 20


def test_form_is_due_back_before_what_it_applies_for_starts() -> None:
    """r77 0013: "send the signed form by 15 November" for a course starting on 5 November
    (with a confirmation "by post before the course starts")."""
    from generator.content import Content
    from surfaces.kit.numbers import format_date
    from surfaces.kit.pdf_form_world import COURSE, MEMBERSHIP, form_world

    for lang in ("en", "de", "fr", "es", "it", "nl"):
        content = Content(lang, np.random.default_rng(77))
        for kind in (MEMBERSHIP, COURSE):
            for seed in range(25):
                w = form_world(np.random.default_rng(seed), content, kind, content.city(), 2)
                assert w["start_day"] >= w["due_day"] + datetime.timedelta(days=5), \
                    (lang, kind, seed)
                assert format_date(w["start_day"], lang) == w["details"][-1][1]  # numeric (r94)


def test_terminal_rows_are_chopped_never_ellipsized() -> None:
    """r77 0007: "… (13 days ago) <Jacqueline A…": a terminal wraps or chops a long row, it
    never adds an ellipsis."""
    seen = 0
    for name in ("git_log", "terminal", "crash_report"):
        for seed in range(12):
            lang = ("en", "de", "fr", "es", "it", "nl")[seed % 6]
            _, geo = rendered(name, lang, seed)
            for line in geo.lines:
                block = geo.blocks[line.block]
                region = geo.regions[block.region] if block.region >= 0 else None
                if region is None or not region.name.startswith("terminal"):
                    continue
                seen += 1
                assert not geo.line_text(line).endswith("…"), (name, lang, seed,
                                                                geo.line_text(line))
    assert seen > 100


def test_a_call_you_present_in_shows_your_shared_screen() -> None:
    """r77 0018: "Sie präsentieren" and "Freigabe beenden" over a grid of faces only."""
    shared = 0
    for seed in range(24):
        lang = ("en", "de", "fr", "es", "it", "nl")[seed % 6]
        params, geo = rendered("video_call_chat", lang, seed)
        screens = [s for s in geo.shapes if s.kind == "shared screen"]
        assert bool(screens) == bool(params["sharing"]), (lang, seed)
        shared += bool(screens)
    assert shared >= 3


def test_a_drawn_lead_picture_is_never_credited_as_a_photo() -> None:
    """r77 0006: a cartoon over "Photo: Jordan Mosley"."""
    photo = ("photo", "foto")
    for lang, seed, params in sampled("website_article", 12):
        assert not params["credit"].casefold().startswith(photo), (lang, seed, params["credit"])
        assert params["credit"].split(":")[0].strip().casefold().startswith(("illustra", "ilustra")), \
            (lang, seed, params["credit"])
