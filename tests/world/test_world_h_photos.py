"""Wave 23 h_photos: pictures that read as photographs, and grain only where a sensor is."""

from __future__ import annotations

import numpy as np
from world_helpers import rendered

from generator.effects import apply_effects, page_inputs, sample_effects
from generator.page.render import render

UI = ("settings_panel", "chat_bubbles", "login_form", "spreadsheet", "social_feed", "event_page")
ALWAYS = {"grain": 1.0, "jpeg": 0.0, "blur": 1.0, "caret": 0.0, "cursor": 0.0}


def _flat(arr: np.ndarray) -> np.ndarray:
    """The pixels of the page's most common colour (its flat background)."""
    flat = arr.reshape(-1, 3).astype(np.int32)
    code = flat[:, 0] << 16 | flat[:, 1] << 8 | flat[:, 2]
    values, counts = np.unique(code, return_counts=True)
    return (code == values[counts.argmax()]).reshape(arr.shape[:2])


def test_ui_backgrounds_stay_uniform_after_effects():
    """A scanned-look grain was laid over crisp app UIs. After every effect a UI page may
    take (grain and blur forced on), its flat background pixels keep one colour; a scanned
    letter still gets its sensor grain."""
    from generator.page import make_theme
    from surfaces import registry

    names = [n for n in UI if n in registry.names()]
    assert len(names) >= 4
    for name in (*names, "scanned_letter"):
        for seed in range(3):
            params, geo = rendered(name, "en", seed)
            cls = registry.get(name)
            image, _ = render(cls().compose(params, make_theme(seed % 2 == 1, "blue")))
            word = geo.words[len(geo.words) // 2]
            kw = page_inputs(geo, geo.word_box(word), range(*word.glyphs))
            fx = sample_effects(np.random.default_rng(seed), **kw, surface=name,
                                family=cls.family, probabilities=ALWAYS)
            before = np.asarray(image)
            after = np.asarray(apply_effects(image, fx))
            mask = _flat(before)
            spread = after[mask].max(axis=0).astype(int) - after[mask].min(axis=0)
            if name == "scanned_letter":
                assert fx["grain"] and spread.max() > 4, (name, seed, spread)
            else:
                assert fx["grain"] is None and fx["blur"] is None, (name, seed)
                assert spread.max() == 0, (name, seed, spread)


def test_boarding_pass_airline_is_a_wordmark_in_its_brand_colours():
    """A real airline's name stood next to a made-up tail-fin emblem. The carrier is the
    real home carrier under its real code, and its mark is its name typeset in its brand's
    colours: no emblem shape, the band in the brand's colour with the name in its ink, and
    gate and seat in an accent that reads on white."""
    from generator.page import make_theme
    from surfaces.boarding_pass import BRAND, CARRIERS, brand
    from surfaces.kit.stage import luma

    assert {name for name, _ in CARRIERS.values()} <= set(BRAND)
    assert all(luma(brand(name)[2]) < 150 for name in BRAND)
    from surfaces import registry

    cls = registry.get("boarding_pass")
    seen = set()
    for lang, seed in [(lang, s) for lang in ("en", "de", "fr", "es", "it", "nl") for s in range(5)]:
        params, geo = rendered("boarding_pass", lang, seed)
        page = cls().compose(params, make_theme(seed % 2 == 1, "blue"))
        assert not [op for op in page.ops if getattr(op, "name", "") == "airline logo"]
        band, ink, _ = brand(params["airline"])
        bands = [op for op in page.ops if getattr(op, "name", "") == "band"]
        assert bands and all(op.fill == band for op in bands), (lang, seed)
        image, _ = render(page)
        x1, y1, x2, _ = bands[0].box
        head = np.asarray(image)[y1 + 8:y1 + 50, x1 + 16:x1 + 200].reshape(-1, 3)
        assert (np.abs(head.astype(int) - ink).sum(axis=1) < 12).sum() > 20, (lang, seed)
        seen.add(params["airline"])
    assert len(seen) >= 5


def _people(kind: int, box=(0, 0, 480, 300)):
    """A group photo drawn by kit.media.picture, rendered with and without its heads' light."""
    from generator.page import Page, make_theme
    from surfaces.kit.media import picture

    page = Page(box[2], box[3], make_theme(False, "blue"))
    picture(page, box, kind, "people")
    lit, _ = render(page)
    finish = [op for op in page.ops if getattr(op, "look", "") == "portrait"]
    assert len(finish) == 1 and finish[0].points, kind  # the finish knows the heads
    heads = [(*finish[0].points[k], *finish[0].points[k + 1])
             for k in range(0, len(finish[0].points), 2)]
    finish[0].points = ()
    flat, _ = render(page)
    finish[0].points = tuple(p for h in heads for p in (h[:2], h[2:]))
    depth = [op for op in page.ops if getattr(op, "look", "") == "depth"]
    return (np.asarray(lit, np.float32), np.asarray(flat, np.float32), heads,
            (page, depth[0]) if depth else None)


def test_group_photos_are_shaded_round_and_have_depth():
    """People in group photos were flat vector shapes. Each body darkens towards the frame's
    foot and each head towards its rim (round, lit); the rows behind the front one are
    softer than it (depth of field)."""
    softer = rows = 0
    for kind in range(16):
        lit, flat, heads, depth = _people(kind)
        gain = (lit.mean(axis=2) + 1) / (flat.mean(axis=2) + 1)
        for cx, cy, r, d in heads:
            if cx - r < 0 or cx + r > 480 or r < 8:  # cut by the frame, or a few pixels
                continue
            if d == 0 and cy + 2 * r < 290:  # a near body: its foot darker than its chest
                chest = gain[int(cy + 1.6 * r):int(cy + 1.9 * r), cx - r // 2:cx + r // 2].mean()
                foot = gain[290:298, cx - r // 2:cx + r // 2].mean()
                assert foot < chest - 0.05, (kind, chest, foot)
            core = gain[cy - r // 4:cy + r // 4, cx - r // 4:cx + r // 4].mean()
            rim = gain[cy - r // 8:cy + r // 8, cx + r - r // 6:cx + r].mean()
            rim = min(rim, gain[cy - r // 8:cy + r // 8, cx - r:cx - r + r // 6].mean())
            assert rim < core - 0.03, (kind, core, rim)
        far = [h for h in heads if h[3] > 0 and h[2] >= 8]
        if far and any(h[3] == 0 for h in heads):
            rows += 1
            assert depth is not None, kind
            page, op = depth
            page.ops.remove(op)
            crisp = np.asarray(render(page)[0], np.float32)

            def sharp(img, h):
                cx, cy, r, _ = h
                win = img[cy - r // 2:cy + r // 2, max(0, cx - r // 2):min(480, cx + r // 2)]
                return np.abs(np.diff(win.mean(axis=2), axis=1)).mean()
            softer += all(sharp(lit, h) < sharp(crisp, h) * 0.85 for h in far)
    assert rows >= 8 and softer >= rows * 0.7, (rows, softer)


def test_group_photo_backdrops_vary():
    """A group stood before the same defocused office every time: a room, a park or an
    evening's lights (bright bokeh discs on a dark hall) appear over many photos."""
    kinds = {"dark": 0, "green": 0, "room": 0}
    for kind in range(24):
        lit = _people(kind, (0, 0, 240, 150))[0]
        top = lit[:40]
        if top.mean() < 90 and top.max() > 200:
            kinds["dark"] += 1
        elif (top[:, :, 1] - top[:, :, [0, 2]].max(axis=2) > 8).mean() > 0.05:
            kinds["green"] += 1
        else:
            kinds["room"] += 1
    assert min(kinds.values()) >= 2, kinds


def test_product_shots_stand_on_the_floor_with_a_contact_shadow():
    """Products were flat fills floating over a drawn ellipse at a fixed height. The floor
    just under a product's foot is in its contact shadow, which fades out (no shadow
    detached from the foot); the product's top is lit more than its foot."""
    from generator.page import Page, make_theme
    from surfaces.kit.products import SHAPES, product

    grounded = 0
    for k, shape in enumerate(SHAPES[:16]):
        page = Page(400, 260, make_theme(False, "blue"))
        product(page, (0, 0, 400, 260), shape, [(150, 150, 150), (60, 90, 160), (170, 60, 50)][k % 3], k)
        lit = np.asarray(render(page)[0], np.float32).mean(axis=2)
        op = [o for o in page.ops if getattr(o, "look", "") == "product"]
        assert len(op) == 1, shape
        op[0].look = "studio"
        flat = np.asarray(render(page)[0], np.float32)
        page.ops.remove(op[0])  # the drawing itself: where the product is
        raw = np.asarray(render(page)[0], np.float32)
        back = (raw[:, :1] + raw[:, -1:]) / 2
        mask = np.abs(raw - back).sum(axis=2) > 24
        rows = np.flatnonzero(mask.any(axis=1))
        if len(rows) < 10:
            continue
        top, foot = rows[0], rows[-1]
        cols = np.flatnonzero(mask[foot - 1:foot + 1].any(axis=0))
        gain = (lit + 1) / (flat.mean(axis=2) + 1)
        near = gain[foot + 2:foot + 6, cols].mean()
        far = gain[min(255, foot + 40):min(259, foot + 44), cols].mean()
        assert near < 0.85 and far > near + 0.08, (shape, near, far)
        body = mask[top:foot + 1]
        upper = gain[top:foot + 1][body][: body.sum() // 4].mean()
        lower = gain[top:foot + 1][body][-body.sum() // 4:].mean()
        assert upper > lower, (shape, upper, lower)
        grounded += 1
    assert grounded >= 10


def test_room_plant_stands_on_the_floor_behind_the_low_table(monkeypatch):
    """A corner plant drawn after the nearer coffee table looked as if it stood on the
    table. The plant (on the floor, in its own shadow) is drawn before the table."""
    import surfaces.kit.rooms as rooms
    from generator.page import Page, make_theme

    WOODS = {(110, 80, 60), (150, 120, 90), (60, 54, 50), (196, 184, 166)}
    calls: list[str] = []
    block = rooms.block
    shadow = rooms.shadow

    def spy(cam, x0, x1, y0, y1, z0, z1, colour, light):
        calls.append("pot" if colour == (190, 110, 80) else "table" if colour in WOODS else "")
        block(cam, x0, x1, y0, y1, z0, z1, colour, light)

    def spy_shadow(cam, x0, x1, z0, z1, floor):
        calls.append("shadow")
        shadow(cam, x0, x1, z0, z1, floor)

    monkeypatch.setattr(rooms, "block", spy)
    monkeypatch.setattr(rooms, "shadow", spy_shadow)
    checked = 0
    for kind in range(30):
        calls.clear()
        rooms.photo_room(Page(400, 260, make_theme(False, "blue")), (0, 0, 400, 260), kind, "living")
        if "pot" in calls and "table" in calls:
            pot = calls.index("pot")
            assert pot < calls.index("table"), kind
            assert calls[pot - 1] == "shadow", kind
            checked += 1
    assert checked >= 10
