"""Review r83 (seed 83083): an inbox row without its text, thumbnails against their titles,
Notepad's Ln/Col, US English, report wording, subtitle "paragraphs", window chrome."""

from __future__ import annotations

from generator.page import make_theme
from surfaces import registry
from tests.world.world_helpers import sampled


def test_inbox_rows_never_show_a_date_without_sender():
    """r83 0004: the row the window's foot cut showed checkbox, star and date, no sender."""
    cls = registry.get("gmail_inbox")
    for lang, seed, params in sampled("gmail_inbox", 30):
        if seed % 3:
            continue
        page = cls().compose(params, make_theme(seed % 2 == 1, "blue"))
        rows = {k for k, r in enumerate(page.regions) if r.name.startswith("message ")
                and r.kind == "message"}
        texts: dict[int, list[int]] = {k: [] for k in rows}
        for block in page.text_blocks():
            if block.region in rows:
                texts[block.region].append(len(block.laid.lines))
        for k, lines in texts.items():
            assert lines and all(lines), (lang, seed, page.regions[k].name, lines)


def _pointers(name: str, lang: str, seed: int):
    """(cursor, inks, resting boxes, target box) of the fake pointers 30 effect draws place
    on one rendered page, its target a word of the page."""
    import numpy as np

    from generator.effects import page_inputs, sample_effects
    from tests.world.world_helpers import rendered

    _, geo = rendered(name, lang, seed)
    word = geo.words[len(geo.words) // 2]
    box = geo.word_box(word)
    kw = page_inputs(geo, box, range(*word.glyphs))
    inks = [ink for line in geo.lines if (ink := geo.line_box(line)) is not None]
    on = {"cursor": 1.0, "caret": 0.0, "grain": 0.0, "jpeg": 0.0, "blur": 0.0}
    for k in range(30):
        params = sample_effects(np.random.default_rng([seed, k]), probabilities=on, **kw)
        for d in params["distractors"]:
            yield d, inks, kw["point_boxes"], box


def _hits(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_the_pointer_rests_in_many_places_and_never_on_the_target():
    """r83: the pointer's tip sat on a label's last letter on 10 of 20 pages. Now it rests
    by a label, over a button, icon, row or scrollbar, or in a blank; never on the target."""
    from generator.effects.sampling import TARGET_MARGIN

    kinds = {"label": 0, "shape": 0, "blank": 0}
    total = 0
    for name in ("crypto_exchange", "banking_dashboard", "gmail_inbox", "log_viewer",
                 "expense_report", "gmail_thread"):
        for lang, seed in (("en", 1), ("de", 2), ("fr", 3)):
            for d, inks, shapes, target in _pointers(name, lang, seed):
                m = TARGET_MARGIN
                grown = (target[0] - m, target[1] - m, target[2] + m, target[3] + m)
                assert not _hits(d["box"], grown), (name, lang, d)
                if d["shape"] == "ibeam":
                    continue
                total += 1
                tip = (d["x"], d["y"], d["x"] + 1, d["y"] + 1)
                if any(_hits(d["box"], ink) for ink in inks):
                    kinds["label"] += 1
                elif any(_hits(tip, s) for s in shapes):
                    kinds["shape"] += 1
                else:
                    kinds["blank"] += 1
    assert total > 200, total
    assert kinds["label"] < 0.45 * total, kinds
    assert kinds["shape"] > 0.2 * total and kinds["blank"] > 0.1 * total, kinds


# British words the r83 reviewer read on US pages ("bike puncture", "itemised", "at such
# short notice", "my entire flat") and their kin; tests/world/test_world_a_mix1_us.py holds
# the older list and the files that are British by design
BRITISH_MORE = (r"\b(punctures?|itemis(e|ed|es|ing)|at (such )?short notice|cosy|"
                r"watercolours?|car parks?|petrol|hob|jumpers?|biscuits?|crisps|own-brand|"
                r"hand luggage|(studio|entire|whole|my|our|your|the) flat(?! (tire|tyre|fee|rate|"
                r"white|iron|bread|screen|battery|design|list|lay))|with a lift|lifts)\b")


def test_english_content_writes_american_words():
    import re
    from pathlib import Path

    from tests.world.test_world_a_mix1_us import BRITISH_BY_DESIGN

    root = Path(__file__).resolve().parents[2] / "generator" / "locales" / "en" / "content"
    found = []
    for path in sorted(root.glob("*.toml")):
        if path.name in BRITISH_BY_DESIGN - {"records.toml"}:
            continue
        for n, line in enumerate(path.read_text().splitlines(), 1):
            if path.name == "records.toml" and "expense" not in line and "receipt" not in line:
                continue  # the dictionary's British headwords; its expense policy is US
            found += [f"{path.name}:{n}: {m.group(0)}"
                      for m in re.finditer(BRITISH_MORE, re.sub(r"\{\w+\}", "", line), re.I)]
    assert not found, found


def test_up_next_thumbnails_show_their_titles_subject():
    """r83 0012: "Relaxing fireplace for sleep" over a face, "A rainy walk" on a sunny
    street, a lighthouse as parkland: every "up next" title names a subject a scene draws."""
    from surfaces.kit.scenes import UNDRAWN_STEMS, drawn_scene, shown_title, video_scene

    scenes = 0
    for lang, seed, params in sampled("video_player", 30):
        for item in params["next"]:
            low = f" {item['title'].lower()} "
            assert shown_title(item["title"]), (lang, seed, item["title"])
            assert not any(stem in low for stem in UNDRAWN_STEMS), (lang, seed, item["title"])
            # a title with a setting is drawn in it (no sunny street for a rainy walk)
            assert drawn_scene(item["title"]) == video_scene(item["title"]), item["title"]
            scenes += bool(drawn_scene(item["title"]))
    assert scenes > 0.4 * 6 * 30 * 6, scenes  # many thumbnails show their subject's scene
    assert not drawn_scene("Relaxing fireplace for sleep")
    assert not drawn_scene("A rainy walk through Atlanta")
    assert not drawn_scene("Why this old lighthouse is still standing")
    assert drawn_scene("A walk through Atlanta at night") == "city"


def test_a_coffee_machine_is_drawn_as_one():
    """r83 0011: the support chat's "Kaffeemaschine" was a box with a dial (a heater)."""
    from surfaces.kit.products import item_shape

    seen = 0
    for lang, seed, params in sampled("support_chat", 30):
        for name, shot in zip(params["cards"], params["shots"], strict=True):
            if any(w in name.lower() for w in ("kaffee", "coffee", "koffie", "cafetera", "caffè", "café")):
                seen += 1
                assert shot[0] == "coffee", (lang, seed, name, shot)
    for name in ("Kaffeemaschine", "coffee machine", "koffiemachine", "cafetera",
                 "macchina del caffè", "machine à café"):
        assert item_shape(name) == "coffee", name
    assert seen, "no coffee machine in 30 pages: the test proves nothing"


def test_notepad_wraps_at_the_window_edge_under_its_ln_col():
    """r83 0008: "Ln 8, Col 15" with the caret on the eleventh row of text wrapped at 72
    characters in a 1000 px window (hard breaks, then): Notepad's status bar counts the
    file's lines, so its text wraps at the window's edge (word wrap), where a wrapped
    paragraph is one line (tests/world/test_world_g_chrome.py checks the Ln/Col)."""
    from generator.page.model import ShapeOp

    cls = registry.get("plain_text")
    wide = 0
    for lang, seed, params in sampled("plain_text", 30):
        if not params["windows"]:
            continue
        assert not params["wrap_chars"], (lang, seed)
        page = cls().compose(params, make_theme(False, "blue"))
        assert any(isinstance(op, ShapeOp) and op.name == "caret" for op in page.ops)
        rights = [max(g.pen for g in line.glyphs) for b in page.text_blocks()
                  if b.role in ("text", "prose") for line in b.laid.lines[:-1] if line.glyphs]
        wide += bool(rights) and max(rights) > 0.75 * page.width * page.scale
    assert wide > 20, wide


def test_a_subtitle_cue_is_no_paragraph():
    """r83 0013: "el párrafo que empieza por «Tu madre»" for a one-line subtitle in the
    editor's text field: a field's short value offers no paragraph targets; a document's
    paragraphs still do."""
    from generator.targets import PageIndex
    from generator.targets.lines import _paragraphs
    from tests.world.world_helpers import rendered

    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(5):
            _, geo = rendered("subtitle_editor", lang, seed)
            index = PageIndex(geo)
            for category in ("paragraph_start", "paragraph_end", "paragraph_bbox"):
                for pid in _paragraphs(index, category):
                    block = geo.blocks[geo.paragraphs[pid].block]
                    assert geo.regions[block.region].name != "editor", (lang, seed, category)
        _, geo = rendered("plain_text", lang, 1)
        assert _paragraphs(PageIndex(geo), "paragraph_start"), lang


def test_a_margin_moves_as_much_as_its_figures_say():
    """r83 0003: "il margine è nettamente migliorato" over revenue +1 % and costs -1 %: a
    margin that the two figures move by less than MARKED points moved slightly."""
    import re

    from surfaces.kit.report_world import MARKED, verdict
    from tests.world.world_helpers import reports, template_regex

    for lang in ("en", "de", "fr", "es", "it", "nl"):
        seen = set()
        for seed, content, w, secs in reports(lang, 60):
            rev, costs = w["figures"][:2]
            key = verdict(rev, costs)
            if key not in ("hp.v.cut", "hp.v.squeeze"):
                continue
            small = abs(rev["pct"] - costs["pct"]) < MARKED
            want = f"{key}_slight" if small else key
            other = key if small else f"{key}_slight"
            text = secs[0]["texts"][0]
            assert re.search(template_regex(content.data.UI[want]), text), (lang, seed, text)
            assert not re.search(template_regex(content.data.UI[other]), text), (lang, seed)
            seen.add(small)
        assert seen == {True, False}, (lang, seen)


def test_a_mac_window_has_its_menus_at_the_screen_top():
    """r83 0018: VS Code's traffic lights over an in-window "Fichier Édition Sélection" bar.
    On macOS the menus sit in the menu bar across the screen's top, above the window."""
    from generator.page.model import ShapeOp

    seen = {True: 0, False: 0}
    for name in ("code_editor", "ide_problems_panel", "lecture_slide", "sql_console",
                 "subtitle_editor"):
        cls = registry.get(name)
        for lang, seed, params in sampled(name, 10):
            if lang not in ("en", "fr", "nl"):
                continue
            page = cls().compose(params, make_theme(seed % 2 == 1, "blue"))
            mac = any(isinstance(op, ShapeOp) and op.name == "window button"
                      and op.fill == (255, 95, 87) for op in page.ops)
            boxes = {r.name: r.box for r in page.regions if r.name in ("title bar", "menu bar")}
            title, menus = boxes["title bar"], boxes["menu bar"]
            if mac:
                assert menus[1] == 0 and menus[3] <= title[1], (name, lang, seed)
            else:
                assert title[1] == 0 and menus[1] >= title[3], (name, lang, seed)
            seen[mac] += 1
    assert seen[True] and seen[False], seen


def test_the_posts_tab_lists_the_newest_posts_too():
    """r83 0006: posts of 2 and 5 days ago under "Aktivitäten" but "Beiträge" starting at
    15 days ago: the Posts tab lists every post, newest first."""
    cls = registry.get("profile_page")
    checked = 0
    for lang, seed, params in sampled("profile_page", 30):
        if not params.get("side") or seed % 2:
            continue
        page = cls().compose(params, make_theme(False, "blue"))
        rid = [k for k, r in enumerate(page.regions) if r.name == "posts"]
        if not rid:
            continue
        text = " ".join("".join(g.char for ln in b.laid.lines for g in ln.glyphs)
                        for b in page.text_blocks() if b.region in rid)
        squashed = text.replace(" ", "")
        first = params["posts"][0].replace(" ", "")[:30]
        assert first in squashed, (lang, seed, params["posts"][0])
        checked += 1
    assert checked > 10, checked
