"""Apple's Messages looks like Apple's: its text in the face the kit maps for the Mac's system
UI (not DejaVu Sans, r87 0017), and each bubble's tail is joined to its bubble (a hook out of
the bubble's side, not a loose triangle at its corner)."""

from __future__ import annotations

from world_helpers import composed_pages

from surfaces.kit.typography import SYSTEM_UI


def test_messages_text_is_in_the_mac_system_face() -> None:
    tails = 0
    for lang, seed, page in composed_pages("sms_thread", range(8)):
        families = {g.font.family for b in page.text_blocks() for ln in b.laid.lines
                    for g in ln.glyphs[:1]}
        assert SYSTEM_UI["mac"] in families, (lang, seed, families)
        assert not {f for f in families if f.startswith("dejavu_sans") and f != "dejavu_sans_mono"}
        bubbles = [op.box for op in page.ops if getattr(op, "kind", "") == "rect"
                   and getattr(op, "name", "") == "bubble"]
        for op in page.ops:
            if getattr(op, "kind", "") == "polygon" and op.name == "bubble":
                tails += 1
                xs = [p[0] for p in op.points]
                ys = [p[1] for p in op.points]
                # the tail grows out of a bubble's side: it starts inside it, well above its
                # foot, and reaches past its edge
                assert any(b[0] < min(xs) + 14 <= b[2] and b[1] <= min(ys) <= b[3] - 16 and
                           (min(xs) < b[0] or max(xs) > b[2]) for b in bubbles), \
                    (lang, seed, op.points)
    assert tails > 50
