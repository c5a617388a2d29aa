"""Geometry stays pixel-true after effects, within the tolerance documented in
generator/effects/__init__.py: a real page in several fonts and sizes, light and dark, each
effect at its strongest setting (and all of them at once)."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from generator.effects import (
    GRAIN_CLIP,
    INK_GROWTH,
    INK_KEPT,
    INK_KEPT_TINY,
    JPEG_MAE_MAX,
    JPEG_OUTSIDE_MAX,
    T_INK,
    TINY_MARK,
    apply_effects,
    overlays,
    page_inputs,
    sample_effects,
    text_slots,
)
from generator.effects.sampling import BLUR_SIGMA, GRAIN_CHROMA, GRAIN_SIGMA, JPEG_QUALITY
from generator.layout import Span, Style
from generator.page import Page, make_theme
from generator.page.render import render

FONTS = ["dejavu_sans", "liberation_serif", "roboto", "eb_garamond", "jetbrains_mono", "lato",
         "noto_serif", "inter"]
SIZES = [10, 13, 18, 26]
TEXT = "Quick fjord, “Wait!” AVA 0.5 ÉÖ; fix the lighthouse ¿ñ? i.j"
STRONGEST = {
    "blur": {"blur": {"sigma": BLUR_SIGMA[1]}},
    "grain": {"grain": {"seed": 12345, "sigma": GRAIN_SIGMA[1], "chroma": GRAIN_CHROMA[1]}},
    "jpeg": {"jpeg": {"quality": JPEG_QUALITY[0]}},
}
STRONGEST["all"] = {k: v for p in STRONGEST.values() for k, v in p.items()}
GRAIN_MAX = GRAIN_CLIP * GRAIN_SIGMA[1] * (1 + GRAIN_CHROMA[1]) + 1  # + 1 for rounding
OUTSIDE_MAX = {"blur": 0, "grain": GRAIN_MAX, "jpeg": JPEG_OUTSIDE_MAX,
               "all": JPEG_OUTSIDE_MAX + GRAIN_MAX}


def _render(dark: bool):
    theme = make_theme(dark)
    page = Page(1024, 768, theme)
    y = 8
    for i, family in enumerate(FONTS):
        for size in SIZES:
            color = theme.text if (i + size) % 3 else theme.link
            style = Style(family, size, color, italic=size == 18, bold=size == 13 and i % 2 == 0)
            page.text((10, y, 1014, y + 2 * size), [Span(TEXT, style)], style, wrap=False)
            y += int(size * 1.45)
    image, geo = render(page)
    return image, geo


@pytest.fixture(scope="module", params=[False, True], ids=["light", "dark"])
def rendered(request):
    image, geo = _render(request.param)
    clean = _luma(image)
    bg = int(_luma(Image.new("RGB", (1, 1), tuple(geo.theme["bg"])))[0, 0])
    boxes = [g.ink for g in geo.glyphs if g.ink is not None]
    assert len(boxes) > 1000 and geo.lines[-1].bottom < 768
    outside = np.ones(clean.shape[:2], dtype=bool)
    for x1, y1, x2, y2 in boxes:
        g = INK_GROWTH
        outside[max(0, y1 - g):y2 + g, max(0, x1 - g):x2 + g] = False
    return image, geo, clean, bg, boxes, outside


def _luma(image: Image.Image) -> np.ndarray:
    return np.asarray(image.convert("L"), dtype=np.int16)


def _diff(pixels: np.ndarray, bg: int) -> np.ndarray:
    return np.abs(pixels - bg)


def test_clean_strong_ink_lies_inside_its_glyph_box(rendered) -> None:
    image, geo, clean, bg, boxes, outside = rendered
    strong = _diff(clean, bg) > T_INK
    inside = np.zeros_like(strong)
    for x1, y1, x2, y2 in boxes:
        inside[y1:y2, x1:x2] = True
    assert strong.any() and not (strong & ~inside).any()


@pytest.mark.parametrize("name", list(STRONGEST))
def test_ink_boxes_still_enclose_the_ink_after_effects(rendered, name: str) -> None:
    image, geo, clean, bg, boxes, outside = rendered
    out = _luma(apply_effects(image, STRONGEST[name]))
    assert out.shape == clean.shape
    d_out, d_clean = _diff(out, bg), _diff(clean, bg)
    assert not (d_out[outside] > T_INK).any(), f"{name}: strong ink outside the grown ink boxes"
    change = np.abs(out - clean)
    assert change[outside].max() <= OUTSIDE_MAX[name], (name, change[outside].max())
    faint = []
    for x1, y1, x2, y2 in boxes:
        strong = int((d_clean[y1:y2, x1:x2] > T_INK).sum())
        if not strong:
            continue
        tiny = name == "all" and strong < TINY_MARK
        if d_out[y1:y2, x1:x2].max() < (INK_KEPT_TINY if tiny else INK_KEPT):
            faint.append((x1, y1, x2, y2))
    assert not faint, f"{name}: ink lost in {faint[:5]}"
    if name == "grain":
        rgb = np.asarray(apply_effects(image, STRONGEST[name]), dtype=np.int16)
        assert np.abs(rgb - np.asarray(image, dtype=np.int16)).max() <= GRAIN_MAX


def test_blur_spreads_ink_by_at_most_one_pixel(rendered) -> None:
    image, geo, clean, bg, boxes, outside = rendered
    out = np.asarray(apply_effects(image, STRONGEST["blur"]), dtype=np.int16)
    rgb = np.asarray(image, dtype=np.int16)
    assert np.array_equal(out[outside], rgb[outside])
    assert not np.array_equal(out, rgb)


def test_jpeg_output_is_a_same_size_rgb_png_with_bounded_error(rendered) -> None:
    image, geo, clean, bg, boxes, outside = rendered
    for quality in (JPEG_QUALITY[0], JPEG_QUALITY[1]):
        out = apply_effects(image, {"jpeg": {"quality": quality}})
        assert out.mode == "RGB" and out.size == (1024, 768)
        buffer = io.BytesIO()
        out.save(buffer, format="PNG")
        with Image.open(io.BytesIO(buffer.getvalue())) as back:
            assert np.array_equal(np.asarray(back.convert("RGB")), np.asarray(out))
        mae = np.abs(np.asarray(out, dtype=np.int16) - np.asarray(image, dtype=np.int16)).mean()
        assert 0 < mae <= JPEG_MAE_MAX, (quality, mae)


def test_distractors_change_pixels_only_inside_their_overlay_boxes(rendered) -> None:
    image, geo, clean, bg, boxes, outside = rendered
    word = geo.words[len(geo.words) // 2]
    kw = page_inputs(geo, geo.word_box(word), range(*word.glyphs))
    # as if the page were an editor: carets blink and an I-beam rests anywhere in the text
    kw["caret_slots"] = kw["ibeam_slots"] = text_slots(geo, set())
    kw["text_boxes"] = []
    rng = np.random.default_rng(5)
    seen = set()
    for _ in range(12):
        params = sample_effects(rng, probabilities={"caret": 1.0, "cursor": 1.0, "grain": 0.0,
                                                    "jpeg": 0.0}, **kw)
        rgb = np.asarray(image, dtype=np.int16)
        out = np.asarray(apply_effects(image, params), dtype=np.int16)
        changed = (out != rgb).any(axis=2)
        allowed = np.zeros_like(changed)
        for o in overlays(params):
            x1, y1, x2, y2 = o["box"]
            allowed[y1:y2, x1:x2] = True
            seen.add(o.get("shape", o["kind"]))
        assert changed.any() and not (changed & ~allowed).any()
        wx1, wy1, wx2, wy2 = geo.word_box(word)
        assert np.array_equal(out[wy1:wy2, wx1:wx2], rgb[wy1:wy2, wx1:wx2])
    assert {"caret", "arrow", "ibeam"} <= seen
