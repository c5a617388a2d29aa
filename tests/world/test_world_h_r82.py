"""h_r82: review 82's defects stay fixed (pandas output, chat dates, en-US wording, French
clock times, the save dialog's owner window, word-processor font names)."""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator.content import Content
from generator.page import make_theme
from surfaces.jupyter_notebook import JupyterNotebook, frame_columns
from surfaces.kit import style
from surfaces.kit.chat_world import BIRTHDAY_SCENE
from tests.world.world_helpers import sampled, written_from

SEEDS = 30


def _outputs(params: dict) -> list[dict]:
    return [c["output"] for c in params["cells"] if c["kind"] == "code" and c["output"]]


def test_notebook_series_prints_as_pandas_does() -> None:
    """r82 row 13: the Series' values are right-justified to the widest one (8144208.07
    starts one column right of 22073998.32), the index left-justified, four spaces apart."""
    seen = 0
    for lang, seed, p in sampled("jupyter_notebook", SEEDS):
        for out in _outputs(p):
            if out["kind"] != "value" or "dtype: float64" not in out["text"]:
                continue
            rows = out["text"].splitlines()[1:-1]
            assert len({len(r) for r in rows}) == 1, (lang, seed, rows)
            names = [re.split(r" {4,}", r)[0].rstrip() for r in rows]
            width = max(len(n) for n in names)
            for row, name in zip(rows, names, strict=True):
                assert row.startswith(name) and row[width:width + 4] == "    ", (lang, seed, row)
                assert row[width + 4:].strip() == row.split()[-1], (lang, seed, row)
            seen += 1
    assert seen > SEEDS


def test_notebook_frame_is_right_aligned() -> None:
    """JupyterLab's DataFrame table right-aligns every cell and header; each column is as
    wide as its widest cell, so no cell is cut."""
    surface = JupyterNotebook()
    checked = 0
    for lang, seed, p in sampled("jupyter_notebook", 10):
        frames = [o for o in _outputs(p) if o["kind"] == "table"]
        if not frames:
            continue
        cols = frame_columns(frames[0], style("dejavu_sans", 12, (0, 0, 0)), 10)
        assert {c.align for c in cols} == {"right"}, (lang, seed)
        page = surface.compose(p, make_theme(seed % 2 == 1, "blue"))
        cells = {i for i, r in enumerate(page.regions) if r.name.startswith("cell ")}
        blocks = [op for op in page.text_blocks() if op.region in cells]
        assert blocks and not any(op.laid.truncated for op in blocks), (lang, seed)
        checked += 1
    assert checked >= 6


@pytest.mark.parametrize("surface", ["chat_bubbles", "sms_thread"])
def test_chat_list_has_no_birthday_wish_days_before_today(surface: str) -> None:
    """r82 row 06: the open chat wished Paul a happy birthday today while a chat dated
    "13 okt" had wished it too. A list holds at most one wish, and none beside a birthday
    chat; no other chat.casual sentence is a birthday wish."""
    wishes = {}
    for lang, seed, p in sampled(surface, SEEDS):
        if lang not in wishes:
            data = Content(lang, np.random.default_rng(0)).data.SENTENCES
            wishes[lang] = data["chat.birthday_wish"]
            assert not any(written_from(t, wishes[lang]) for t in data["chat.casual"]), lang
        birthday = p["messages"][0]["scene"] == BIRTHDAY_SCENE
        shown = [t for t in p["previews"] if not any(t == m["text"] for m in p["messages"])]
        said = [t for t in shown if written_from(t, wishes[lang])]
        assert len(said) <= (0 if birthday else 1), (lang, seed, said)


def test_poll_times_are_written_as_the_language_writes_them() -> None:
    """r82 row 19: a French side poll led with "11:00"; French running text writes "11 h"
    and "11 h 30". The other languages keep their short clock form."""
    from surfaces.kit.numbers import clock

    french = 0
    for lang, seed, p in sampled("poll_page", SEEDS):
        texts = [*p["options"], *(o["lead"] for o in p["other_polls"]),
                 *(c["text"] for c in p["comments"])]
        if lang == "fr":
            assert not [t for t in texts if re.search(r"\d:\d\d", t)], (seed, texts)
            french += sum(bool(re.fullmatch(r"\d{1,2} h(?: [0-5]\d)?", t)) for t in texts)
        elif p["kind"] == "time":
            for o in p["options"]:
                h, m = (int(x) for x in re.findall(r"\d+", o)[:2])
                h += 12 if "PM" in o and h != 12 else 0
                assert o == clock(h, m, lang), (lang, seed, o)
    assert french >= 5, french


def test_font_pickers_list_real_world_names() -> None:
    """r82 row 07: a Docs-style toolbar listed "DejaVu Serif" and the style "Normal". The
    pickers of doc_comments, word_processor and spellcheck_panel name every bundled face by a
    font the products list, and the Docs style menu says "Normal text"."""
    from surfaces.kit import fontbook
    from surfaces.kit.typography import picker_font_name

    foundry = ("DejaVu", "TeX Gyre", "Liberation", "Caladea", "Linux Libertine", "Go")
    for family in fontbook().families:
        assert not picker_font_name(family).startswith(foundry), family
    for surface in ("doc_comments", "word_processor", "spellcheck_panel"):
        shown = set()
        for lang, seed, p in sampled(surface, 12):
            shown.add(picker_font_name(p["font"]))
            if surface == "doc_comments":
                assert p["style_name"] != Content(lang, np.random.default_rng(0)).ui(
                    "document.style_normal"), (lang, seed)
        assert len(shown) >= 3, (surface, shown)


def test_save_dialog_sits_over_its_document() -> None:
    """r82 row 18: "Salva con nome" stood over an empty black window. Behind it now is the
    word processor: ribbon, the sheet of a new, untitled document, and a status bar; no text
    of the owner window lies under the dialog."""
    from surfaces.file_save_dialog import FileSaveDialog

    surface = FileSaveDialog()
    titled = 0
    for lang, seed, p in sampled("file_save_dialog", 6):
        page = surface.compose(p, make_theme(seed % 2 == 1, "blue"))
        dialog = next(r for r in page.regions if r.name == "dialog").box
        inside = {i for i, r in enumerate(page.regions)
                  if r.box[0] >= dialog[0] and r.box[1] >= dialog[1]
                  and r.box[2] <= dialog[2] and r.box[3] <= dialog[3]}
        names = {r.name for r in page.regions}
        assert {"ribbon", "document", "status bar"} <= names, (lang, seed, names)
        title = [op for op in page.text_blocks() if op.region not in inside
                 and "".join(g.char for ln in op.laid.lines for g in ln.glyphs)
                 == p["owner"]["title"]]
        # a new document (r86 0001): Word's title bar says Untitled and its first line, the
        # proposed file name, lies under the dialog, so the name is printed once, in its field
        assert not p["owner"]["title"] and not title, (lang, seed)
        outside = ["".join(g.char for ln in op.laid.lines for g in ln.glyphs)
                   for op in page.text_blocks() if op.region not in inside]
        assert p["file_name"] not in outside, (lang, seed)
        titled += 1
        for op in page.text_blocks():
            if op.region in inside or op.empty:
                continue
            top = min(ln.baseline - ln.ascent for ln in op.laid.lines)
            assert op.bottom <= dialog[1] or top >= dialog[3], (lang, seed, op.region)
    assert titled >= 24, titled


def test_todays_results_have_distinct_times() -> None:
    """r82 row 12: the two newest results both said "11:20 AM". Today's mails are listed at
    distinct times (surfaces/kit/clock.recent_dates)."""
    today = 0
    for lang, seed, p in sampled("email_search_results", SEEDS):
        times = [r["date"] for r in p["results"] if re.fullmatch(r"\d{1,2}[:.]\d\d(?: [AP]M)?",
                                                                r["date"])]
        assert len(times) == len(set(times)), (lang, seed, times)
        today += len(times) > 1
    assert today >= 20, today


def test_recent_dates_draws_distinct_clock_times() -> None:
    """The guard itself: a content whose clock repeats gives distinct times all the same."""
    from surfaces.kit.clock import recent_dates

    class Repeating:
        def __init__(self) -> None:
            self.k = 0

        def time(self) -> str:
            self.k += 1
            return ("11:20", "11:20", "9:05", "11:20", "14:40")[self.k % 5]

    got = recent_dates(np.random.default_rng(0), Repeating(), 3, 3)
    assert sorted(got) == sorted({"11:20", "9:05", "14:40"}), got


def _text(op) -> str:
    return "".join(g.char for ln in op.laid.lines for g in ln.glyphs)


def test_regex_match_values_share_one_layout() -> None:
    """r82 row 00: Match 6's value dropped to the row below its label while Matches 1-5 sat
    inline after their spans. All of a page's match values sit inline, or all below."""
    from surfaces.regex_tester import RegexTester

    surface, below, inline = RegexTester(), 0, 0
    for lang, seed, p in sampled("regex_tester", 10):
        page = surface.compose(p, make_theme(seed % 2 == 1, "blue"))
        ops = page.text_blocks()
        places = set()
        for k, (line, a, b, _) in enumerate(p["matches"]):
            label = next((i for i, op in enumerate(ops) if _text(op) == p["match_fmt"][k]), None)
            if label is None:
                break  # the panel scrolled: later matches are not drawn
            value = next((op for op in ops[label:] if op.role == "code"
                          and _text(op) == p["lines"][line][a:b]), None)
            if value is None:
                break
            rise = value.laid.lines[0].baseline - ops[label].laid.lines[0].baseline
            places.add(abs(rise) < 12)  # a row is 24 px
        assert len(places) <= 1, (lang, seed)
        below += places == {False}
        inline += places == {True}
    assert below >= 1 and inline >= 20, (below, inline)


def test_npm_http_client_usage_awaits_its_promise() -> None:
    """r82 row 05: "const response = request('/api/users', { retries: 3 });" had no await."""
    from surfaces.package_registry import PackageRegistry

    surface, seen = PackageRegistry(), 0
    for lang, seed, p in sampled("package_registry", 30):
        if p["kind"] != "npm" or p["fn"] != "request":
            continue
        page = surface.compose(p, make_theme(False, "blue"))
        code = [t for t in map(_text, page.text_blocks()) if "request(" in t and "=" in t]
        assert code and all("= await request(" in t for t in code), (lang, seed, code)
        seen += 1
    assert seen >= 3, seen


def test_font_pickers_show_whole_names() -> None:
    """A picker shows its font's whole name (Docs: "Times New Roman", never "Times New Rom…";
    the ribbon: "Century Schoolbook")."""
    from surfaces import registry
    from surfaces.kit.typography import picker_font_name

    for surface in ("doc_comments", "word_processor", "file_save_dialog"):
        cls = registry.get(surface)()
        for lang, seed, p in sampled(surface, 8):
            page = cls.compose(p, make_theme(False, "blue"))
            family = p["owner"]["face"] if surface == "file_save_dialog" else p["font"]
            name = picker_font_name(family)
            shown = [_text(op) for op in page.text_blocks() if _text(op).startswith(name[:5])]
            assert name in shown, (surface, lang, seed, name, shown)
