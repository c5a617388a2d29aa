"""h_r80 (review r80 row 0): the installer's dialog casts a soft, blurred shadow on the
desktop (kit/cards.window_shadow), never a hard, stepped, near-black offset slab: many
layers, the darkest still more than half the wallpaper's brightness, each a small step."""

from __future__ import annotations

from world_helpers import composed_pages


def test_the_dialog_shadow_is_soft() -> None:
    for lang, seed, page in composed_pages("installer_wizard", range(30)):
        ground = next(op.fill for op in page.ops if getattr(op, "name", "") == "wallpaper")
        layers = [op.fill for op in page.ops if getattr(op, "name", "") == "shadow"]
        assert len(layers) >= 8, (lang, seed, len(layers))
        sums = [sum(ground)] + [sum(c) for c in layers]
        assert min(sums) > 0.5 * sum(ground), (lang, seed, layers)
        assert all(abs(a - b) <= 30 for a, b in zip(sums, sums[1:], strict=False)), sums
