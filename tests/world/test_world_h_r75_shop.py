"""A product's price is one world fact and icons match their labels (r75 0008: "Luna linen
shirt" white at $60.00, olive on sale at $60.00 down from $90.00; "Shopping cart" beside a
person icon)."""

from __future__ import annotations

from world_helpers import rendered, sampled

import surfaces.kit.chrome as chrome


def test_a_model_is_priced_one_way_in_every_colour() -> None:
    twins = 0
    for lang, seed, p in sampled("product_listing", 40):
        by_model: dict[tuple[str, str], set] = {}
        for it in p["items"]:
            key = (it["maker"], it["model"])
            by_model.setdefault(key, set()).add((it["price"], it["old"]))
        for key, stories in by_model.items():
            assert len(stories) == 1, (lang, seed, key, stories)
        twins += sum(1 for it in p["items"]
                     if sum(j["model"] == it["model"] and j["maker"] == it["maker"]
                            for j in p["items"]) > 1)
    assert twins > 20  # models shown in two colours exist, so the rule is exercised


def test_cart_labels_stand_beside_a_cart_icon(monkeypatch) -> None:
    drawn: list[tuple[str, int, int]] = []
    real = chrome.draw_icon

    def spy(page, theme, name, x, y, size=16, color=None):
        drawn.append((name, x, y))
        return real(page, theme, name, x, y, size, color)

    monkeypatch.setattr(chrome, "draw_icon", spy)
    for surface, key in (("product_listing", "cart"), ("product_page", "cart")):
        for lang in ("en", "de", "fr", "es", "it", "nl"):
            for seed in range(2):
                drawn.clear()
                params, geo = rendered(surface, lang, seed)
                label = [ln for ln in geo.lines if geo.line_text(ln).strip() == params[key]]
                assert label, (surface, lang, seed)
                box = geo.line_box(label[0])
                left = [d for d in drawn if d[1] < box[0] and abs(d[2] + 8 - (box[1] + box[3]) / 2)
                        < 12]
                nearest = max(left, key=lambda d: d[1])
                assert nearest[0] == "cart", (surface, lang, seed, nearest)
