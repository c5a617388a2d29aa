"""r97 row 13 (wikipedia, nl): links were orange (the theme's accent), the logo a made-up
circled cross, and the infobox of Hoorn (73 800 people, an old harbor town) showed a
boulevard of high-rise blocks. Links are an encyclopedia's blue, the header a plain serif
wordmark, and a small European town with an old center is pictured by its old harbor front."""

from __future__ import annotations

from generator.page import make_theme
from surfaces import registry
from surfaces.kit.oldtown import WIKI_LINK, town_view
from tests.world.world_helpers import sampled


def test_links_are_blue_and_no_logo_shape() -> None:
    cls = registry.get("wikipedia")
    for lang, seed, p in sampled("wikipedia", 8):
        dark = seed % 2 == 1
        page = cls().compose(p, make_theme(dark, "orange" if seed % 4 < 2 else "blue"))
        links = [g.style.color for b in page.text_blocks() for line in b.laid.lines
                 for g in line.glyphs if g.style.link]
        assert links and set(links) == {WIKI_LINK[dark]}, (lang, seed, set(links))
        assert not [op for op in page.ops if getattr(op, "name", "") == "logo"], (lang, seed)


def test_infobox_picture_fits_the_town() -> None:
    seen = set()
    for lang, seed, p in sampled("wikipedia", 30):
        pop = int(p["info"][3][1].replace("\u202f", "").replace("\xa0", "").replace(".", "")
                  .replace(",", "").replace(" ", ""))
        assert p["view"] == town_view(lang, p["city"], pop), (lang, seed)
        if lang != "en" and pop < 250_000 and p["view"] == "city":  # a town with no old center
            assert p["city"] not in ("Hoorn", "Delft", "Brugge", "Lucca", "Toledo"), p["city"]
        seen.add(p["view"])
    assert seen == {"oldtown", "city"}
    assert town_view("nl", "Hoorn", 73_800) == "oldtown"
    assert town_view("nl", "Amsterdam", 931_000) == "city"
