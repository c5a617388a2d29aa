"""Distractors never cover or imitate the target, and their overlay boxes are exact."""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from generator.effects import (
    CURSOR_SHAPES,
    DEFAULT_PROBABILITIES,
    cursor_box,
    overlays,
    page_inputs,
    sample_effects,
)
from generator.effects.distractors import draw_distractors
from generator.effects.sampling import CARET_MIN_DX, TARGET_MARGIN
from generator.layout import Span, Style
from generator.page import Page, make_theme
from generator.page.render import render

ALL_ON = {name: 1.0 for name in DEFAULT_PROBABILITIES}
W, H = 1024, 768


def _hits(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _check(params: dict, kw: dict) -> None:
    tx1, ty1, tx2, ty2 = kw["target_box"]
    grown = (tx1 - TARGET_MARGIN, ty1 - TARGET_MARGIN, tx2 + TARGET_MARGIN, ty2 + TARGET_MARGIN)
    caret_x = kw.get("caret_x")
    lines = kw.get("target_lines", [])
    boxes = [o["box"] for o in overlays(params)]
    for i, (kind, box) in enumerate(zip([o["kind"] for o in overlays(params)], boxes,
                                        strict=True)):
        x1, y1, x2, y2 = box
        assert 0 <= x1 < x2 <= W and 0 <= y1 < y2 <= H, box
        assert not _hits(box, grown), (box, grown)
        assert not any(_hits(box, other) for other in boxes[:i]), "distractors overlap"
        for ln in lines:
            if caret_x is not None and y1 < ln[3] and ln[1] < y2:
                assert not x1 <= caret_x < x2, "distractor spans the target caret"
            if kind == "caret":
                assert not _hits(box, ln), "fake caret on a target line"
        if kind == "caret" and caret_x is not None:
            assert abs((x1 + x2) // 2 - caret_x) >= CARET_MIN_DX


@st.composite
def _targets(draw):
    w = draw(st.integers(4, 600))
    h = draw(st.integers(4, 400))
    x = draw(st.integers(0, W - w))
    y = draw(st.integers(0, H - h))
    caret = draw(st.booleans())
    line_h = min(h, 20)
    lines = [(max(0, x - draw(st.integers(0, 300))), y, min(W, x + w + draw(st.integers(0, 300))),
              y + line_h)]
    return {"target_box": (x, y, x + w, y + h), "caret_x": x + w // 2 if caret else None,
            "target_lines": lines}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(target=_targets(), seed=st.integers(0, 2**32 - 1),
       slots=st.lists(st.tuples(st.integers(0, W - 1), st.integers(0, H - 40)), max_size=30))
def test_distractors_never_touch_the_target(target: dict, seed: int, slots: list) -> None:
    kw = {"page_size": (W, H), **target, "text_slots": [(x, y, y + 17) for x, y in slots],
          "caret_slots": [(x, y, y + 17) for x, y in slots[::2]], "avoid": [(0, 0, 200, 40)]}
    params = sample_effects(np.random.default_rng(seed), probabilities=ALL_ON, **kw)
    _check(params, kw)
    assert not any(_hits(o["box"], (0, 0, 200, 40)) for o in overlays(params))


def test_a_page_filled_by_the_target_gets_no_distractor() -> None:
    params = sample_effects(np.random.default_rng(0), page_size=(W, H), target_box=(3, 3, W - 3,
                            H - 3), probabilities=ALL_ON)
    assert params["distractors"] == []


def test_overlay_boxes_are_the_exact_extent_of_the_drawn_pixels() -> None:
    grey = (128, 128, 128)
    for shape in CURSOR_SHAPES:
        for size in range(12, 21):
            for fill, outline in (((0, 0, 0), (255, 255, 255)), ((255, 255, 255), (0, 0, 0))):
                base = Image.new("RGB", (60, 60), grey)
                box = cursor_box(shape, size, 20, 17)
                item = {"kind": "cursor", "shape": shape, "size": size, "x": 20, "y": 17,
                        "fill": list(fill), "outline": list(outline), "box": list(box)}
                drawn = np.asarray(draw_distractors(base, [item]))
                changed = np.nonzero((drawn != grey).any(axis=2))
                got = (changed[1].min(), changed[0].min(), changed[1].max() + 1,
                       changed[0].max() + 1)
                assert got == box, (shape, size, got, box)
                assert box[3] - box[1] == size + 2  # the shape plus its 1 px outline
                # both colours are really used: a crisp outlined shape
                assert (drawn == fill).all(axis=2).sum() > size
                assert (drawn == outline).all(axis=2).sum() > size
    caret = {"kind": "caret", "box": [5, 6, 7, 26], "color": [0, 0, 0]}
    drawn = np.asarray(draw_distractors(Image.new("RGB", (40, 40), grey), [caret]))
    assert (drawn != grey).any(axis=2).sum() == 2 * 20


def _text_page(region: str = "", kind: str = "body"):
    theme = make_theme(False)
    page = Page(W, H, theme)
    style = Style("dejavu_sans", 14, theme.text)
    text = "Please review the attached draft before Friday, then send it back to me. " * 6
    if region:
        with page.region(region, kind, (40, 40, 984, 720)):
            page.text((40, 40, 984, 720), [[Span(text, style)]] * 5, style, paragraph_gap=1.0)
    else:
        page.text((40, 40, 984, 720), [[Span(text, style)]] * 5, style, paragraph_gap=1.0)
    return render(page)


def _caret_target(geo):
    word = geo.words[40]
    line = geo.lines[word.line]
    x = round(geo.glyphs[word.glyphs[0]].pen)
    return word, line, x, (x - 3, line.top, x + 3, line.bottom)


def test_static_text_never_gets_a_fake_caret() -> None:
    for region, kind in (("", "body"), ("article", "body"), ("message 2", "message")):
        _, geo = _text_page(region, kind)
        word, _, _, target = _caret_target(geo)
        kw = page_inputs(geo, target, range(*word.glyphs), caret=True)
        assert kw["text_boxes"] and not kw["caret_slots"] and not kw["ibeam_slots"]
        placed = 0
        for seed in range(20):
            params = sample_effects(np.random.default_rng(seed), probabilities=ALL_ON, **kw)
            assert not [d for d in params["distractors"] if d["kind"] == "caret"]
            cursors = [d for d in params["distractors"] if d["kind"] == "cursor"]
            placed += len(cursors)
            for cursor in cursors:  # in the margins: a pointer never hides a paragraph
                assert not any(_hits(cursor["box"], b) for b in kw["text_boxes"]), cursor
        assert placed, "the blank margins always take a cursor"


def test_in_an_editor_the_fake_caret_sits_between_letters_of_other_lines() -> None:
    _, geo = _text_page("editor", "body")
    word, line, x, target = _caret_target(geo)
    kw = page_inputs(geo, target, range(*word.glyphs), caret=True)
    assert kw["caret_x"] == x and kw["target_lines"] and kw["caret_slots"]
    slots = set(kw["caret_slots"])
    for seed in range(40):
        params = sample_effects(np.random.default_rng(seed), probabilities=ALL_ON, **kw)
        _check(params, kw)
        carets = [d for d in params["distractors"] if d["kind"] == "caret"]
        assert carets
        box = carets[0]["box"]
        assert (box[0], box[1], box[3]) in slots
        assert box[1] != line.top, "the fake caret is on the target's line"


def test_in_a_form_no_field_takes_a_fake_caret() -> None:
    """A field's label, a radio or checkbox option and a help line are static text; a typed
    value shows a caret only in the field with the focus ring, which the form draws itself
    (wave 14): the effects never blink a second or unfocused one."""
    from generator.content import Content
    from generator.page import make_theme
    from generator.page.render import render
    from surfaces import registry

    for name in ("signup_form", "installer_wizard", "job_application"):
        cls = registry.get(name)
        offered = 0
        for seed in range(6):
            content = Content("en", np.random.default_rng([seed, 11]))
            params = cls().sample(np.random.default_rng([seed, 5]), content)
            _, geo = render(cls().compose(params, make_theme(False, "blue")))
            kw = page_inputs(geo, (0, 0, 1, 1))
            caret_lines = {(top, bottom) for _, top, bottom in kw["caret_slots"]}
            for line in geo.lines:
                block = geo.blocks[line.block]
                region = geo.regions[block.region] if block.region >= 0 else None
                if region is None or region.kind != "field":
                    continue
                if geo.line_text(line).strip(" *:") == region.label.strip(" *:"):
                    assert (line.top, line.bottom) not in caret_lines, (name, seed, region.label)
            offered += bool(caret_lines)
        assert not offered, f"{name}: an input offered a fake caret"


def test_read_only_cells_details_and_drop_downs_never_take_a_fake_caret() -> None:
    """A table's cells, a ticket's details panel and a print dialog's drop-downs print values
    nobody is typing in; a notebook's code cell and an input box do take one."""
    from generator.content import Content
    from generator.effects.inputs import SELECT_MARKS, _editable_lines
    from generator.page import make_theme
    from generator.page.render import render
    from surfaces import registry

    offered = {"jupyter_notebook": 0, "signup_form": 0}
    for name in ("data_table", "csv_preview", "sql_console", "spreadsheet_grid", "gradebook",
                 "issue_ticket", "print_dialog", *offered):
        cls = registry.get(name)
        for seed in range(4):
            content = Content("en", np.random.default_rng([seed, 11]))
            params = cls().sample(np.random.default_rng([seed, 5]), content)
            _, geo = render(cls().compose(params, make_theme(False, "blue")))
            marks = [s.box for s in geo.shapes if s.kind in SELECT_MARKS]
            for line in _editable_lines(geo):
                region = geo.regions[geo.blocks[line.block].region]
                ink = geo.line_box(line)
                assert not (region.name.startswith("cell ") and region.label != "code"), \
                    (name, seed, region.name, geo.line_text(line))
                assert not (region.kind == "field" and name in ("issue_ticket",)), \
                    (name, seed, geo.line_text(line))
                assert not any(m[1] <= (ink[1] + ink[3]) // 2 <= m[3] and ink[2] < m[0]
                               and m[0] - ink[2] < 200 for m in marks), \
                    (name, seed, "a drop-down's value", geo.line_text(line))
            offered[name] = offered.get(name, 0) + len(_editable_lines(geo))
    assert all(offered[name] for name in ("jupyter_notebook", "signup_form")), offered


def _app_page(document: str = "document", typing: tuple[str, ...] = ()):
    """A toolbar of chrome labels, a composer with a Post button and a document of prose."""
    theme = make_theme(False)
    page = Page(W, H, theme)
    style = Style("dejavu_sans", 14, theme.text)
    with page.region("toolbar", "chrome", (0, 0, W, 40)):
        x = 12
        for label in ("File", "Edit", "View", "Insert", "Format", "Tools"):
            x = page.label(x, 10, label, style).right + 24
    with page.region("composer", "chrome", (0, 40, W, 120)):
        page.label(20, 56, "Share an update with your team", style)
        page.rect((W - 120, 76, W - 40, 108), theme.accent, radius=6, name="button")
        page.label(W - 100, 82, "Post", style)
    text = "Please review the attached draft before Friday, then send it back to me. " * 5
    with page.region(document, "page", (40, 140, 984, 700)):
        page.text((40, 140, 984, 700), [[Span(text, style)]] * 4, style, paragraph_gap=1.0)
    if typing:
        page.meta["typing_regions"] = list(typing)
    return render(page)


def test_a_pointer_rests_on_chrome_and_never_hides_body_text() -> None:
    """An arrow or a hand points at a menu entry or a button, or rests in a blank (r83);
    nothing covers the prose."""
    _, geo = _app_page()
    word = geo.words[-5]
    kw = page_inputs(geo, geo.word_box(word), range(*word.glyphs))
    assert kw["text_slots"] and all(top < 140 for _, top, _ in kw["text_slots"])
    shapes = set()
    for seed in range(40):
        params = sample_effects(np.random.default_rng(seed), probabilities=ALL_ON, **kw)
        for cursor in (d for d in params["distractors"] if d["kind"] == "cursor"):
            shapes.add(cursor["shape"])
            assert not any(_hits(cursor["box"], b) for b in kw["text_boxes"]), cursor
            inked = [ink for line in geo.lines if (ink := geo.line_box(line)) is not None
                     and _hits(cursor["box"], ink)]
            if cursor["shape"] != "ibeam" and inked:
                assert cursor["y"] < 140, cursor  # a label it touches: the toolbar's
    assert {"arrow", "hand"} <= shapes


def test_a_caret_never_blinks_on_a_button_nor_in_a_static_document() -> None:
    """A composer's "Post" button is no input; an invoice's or a PDF's "document" is static
    unless the surface declares it typed in (a word processor's)."""
    _, geo = _app_page()
    word = geo.words[-5]
    kw = page_inputs(geo, geo.word_box(word), range(*word.glyphs))
    post = [s.box for s in geo.shapes if s.kind == "button"][0]
    assert kw["caret_slots"], "the composer's line takes a caret"
    assert all(top < 140 for _, top, _ in kw["caret_slots"]), "no caret in a static document"
    assert not any(post[0] <= x <= post[2] and post[1] <= top <= post[3]
                   for x, top, _ in kw["caret_slots"]), "a caret on the Post button"
    _, typed = _app_page(typing=("document",))
    kw = page_inputs(typed, typed.word_box(typed.words[-5]), range(*typed.words[-5].glyphs))
    assert any(top >= 140 for _, top, _ in kw["caret_slots"]), "a word processor's document"


def test_only_the_surfaces_regions_can_be_typed_in() -> None:
    import pytest

    from surfaces.base import Surface
    from surfaces.registry import _REGISTRY, SurfaceError

    with pytest.raises(SurfaceError, match="types in regions it does not draw"):
        class Stray(Surface):  # noqa: F841 - registering it is the test
            name, family, regions = "stray_typing_test", "documents", ("document",)
            typing_regions = ("note",)

            def sample(self, rng, content):
                return {}

            def compose(self, params, theme):
                return Page(10, 10, theme)
    assert "stray_typing_test" not in _REGISTRY


def test_a_hovering_pointer_leaves_its_label_readable() -> None:
    """A pointer on a chrome label rests at the label's end: it covers at most the last
    HOVER_EDGE pixels of that label's ink and no other line's ink at all; it never rests on
    a label so narrow (a count) that those pixels would hide it."""
    from generator.effects.inputs import HOVER_EDGE, HOVER_MIN_WIDTH
    _, geo = _app_page()
    word = geo.words[-5]
    kw = page_inputs(geo, geo.word_box(word), range(*word.glyphs))
    inks = [geo.line_box(line) for line in geo.lines if geo.line_box(line) is not None]
    hovering = 0
    for seed in range(60):
        params = sample_effects(np.random.default_rng(seed), probabilities=ALL_ON, **kw)
        for cursor in (d for d in params["distractors"] if d["kind"] == "cursor"):
            hit = [ink for ink in inks if _hits(cursor["box"], ink)]
            assert len(hit) <= 1, (cursor, hit)
            for ink in hit:
                hovering += 1
                assert cursor["box"][0] >= ink[2] - HOVER_EDGE, (cursor, ink)
                assert ink[2] - ink[0] >= HOVER_MIN_WIDTH, (cursor, ink)  # not on a "12"
    assert hovering, "no pointer rested on a label: the test would prove nothing"
