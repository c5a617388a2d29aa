"""Pictures fit their subject and never repeat on a page (review: "every tile is the same
clip-art", "'Nasi goreng' shows a bowl of tomato soup", "'71 photos' but the grid ends after
16 tiles with blank space below", "the hiring post's image is the gallery's row of heads")."""

import numpy as np

from generator.content import Content
from generator.page import make_theme
from generator.page.render import render
from surfaces import registry
from surfaces.kit.food import dish_kind
from surfaces.kit.scenery import pick
from surfaces.streaming_catalog import SHOW_STILLS
from tests.world.world_helpers import sampled

LANGS = ("en", "de", "fr", "es", "it", "nl")


def _page(name: str, lang: str, seed: int):
    cls = registry.get(name)
    content = Content(lang, np.random.default_rng([seed, 11]))
    params = cls().sample(np.random.default_rng([seed, 5]), content)
    image, geo = render(cls().compose(params, make_theme(seed % 2 == 1, "blue")))
    return params, np.asarray(image.convert("RGB")), geo


def _distinct(crops: list[np.ndarray], where) -> None:
    for i, a in enumerate(crops):
        for j in range(i):
            b = crops[j]
            same = a.shape == b.shape and np.array_equal(a, b)
            assert not same, (where, i, j)


def test_pick_never_repeats_a_picture():
    rng = np.random.default_rng(3)
    for n in (5, 16, 40):
        drawn = pick(rng, [("city", "market")] * n + [("shore",)] * n)
        keys = [(d["variant"], d["kind"]) for d in drawn]
        assert len(set(keys)) == len(keys), keys
        assert {d["variant"] for d in drawn[:n]} == {"city", "market"}


def test_streaming_stills_come_from_the_show_and_never_repeat():
    for lang, seed, p in sampled("streaming_catalog", 15):
        content = Content(lang, np.random.default_rng(0))
        index = {content.title_at("media.show", k): k for k in range(len(SHOW_STILLS))}
        keys = [(p["hero_still"]["variant"], p["hero_still"]["kind"])]
        assert keys[0][0] == SHOW_STILLS[index[p["hero"]]][0], (lang, seed)
        for title, still in zip(p["titles"], p["stills"], strict=True):
            assert still["variant"] in SHOW_STILLS[index[title]], (lang, seed, title, still)
            keys.append((still["variant"], still["kind"]))
        assert len(set(keys)) == len(keys), (lang, seed, keys)


def test_known_shows_have_their_scenes():
    for lang in LANGS:
        content = Content(lang, np.random.default_rng(0))
        titles = [content.title_at("media.show", k) for k in range(len(SHOW_STILLS))]
        assert SHOW_STILLS[titles.index(content.title_at("media.show", 11))] == ("scifi",)
        assert "shore" in SHOW_STILLS[0] and "shore" in SHOW_STILLS[10]  # lighthouse, coast
        assert "night" in SHOW_STILLS[7]  # Night Shift


def test_streaming_tiles_differ_in_pixels():
    for lang in ("en", "it"):
        for seed in range(3):
            p, img, _ = _page("streaming_catalog", lang, seed)
            tw, th = p["tile_w"], round(p["tile_w"] * 0.6)
            crops, seen = [], set()
            for row in range(2):
                y = 380 + 4 + row * (th + 70) + 38
                for k in range(6):
                    x = 48 + k * (tw + 8)
                    if x + tw > img.shape[1] - 8 or y + th > img.shape[0]:
                        break
                    title = p["lineups"][row][k]  # a title in two rows has one poster
                    if title not in seen:
                        seen.add(title)
                        crops.append(img[y:y + th - 44, x:x + tw])
            assert len(crops) >= 6
            _distinct(crops, (lang, seed))


def test_recipe_photos_show_the_dish():
    assert dish_kind("Nasi goreng") == "fried rice"
    assert dish_kind("Gazpacho andaluz") == "tomato soup"
    assert dish_kind("Hutspot met klapstuk") == "mash"
    assert dish_kind("Wiener Schnitzel") == "cutlet"
    assert dish_kind("Bœuf bourguignon") == "stew"
    assert dish_kind("Mousse au chocolat") == "dessert"
    assert dish_kind("Pannenkoeken met spek") == "bacon pancake"  # kit.food.FLAT (h_pics1)
    for lang in LANGS:
        content = Content(lang, np.random.default_rng(0))
        for d in [*content._slot("recipe"), *content._slot("h_misc_recipe")]:
            assert dish_kind(d["title"]), (lang, d["title"])  # no random plate for a dish


def test_gallery_pictures_never_repeat_and_the_count_covers_the_grid():
    for lang, seed, p in sampled("photo_gallery", 15):
        keys = [(ph["variant"], ph["kind"], ph["subject"]) for ph in p["photos"]]
        assert len(set(keys)) == len(keys), (lang, seed)
        assert p["count"] > len(p["photos"]), (lang, seed)


def test_gallery_grid_fills_the_screen_with_distinct_tiles():
    for lang in ("en", "de", "fr"):
        for seed in range(3):
            p, img, geo = _page("photo_gallery", lang, seed)
            boxes = [r.box for r in geo.regions if r.name.startswith("photo ")]
            bottom = max(b[3] for b in boxes)
            # below the last whole row, the cut row's pictures reach the screen's foot
            x = boxes[0][0] + 5
            col = img[bottom + 12:, x]
            assert len(col) == 0 or len({tuple(c) for c in col}) > 1, (lang, seed)
            h = round((boxes[0][2] - boxes[0][0]) * 0.72)
            _distinct([img[b[1]:b[1] + h, b[0]:b[2]] for b in boxes], (lang, seed))


def test_hiring_posts_show_an_office():
    from surfaces.social_feed import photo_of

    for lang, seed, p in sampled("social_feed", 25):
        for post in p["posts"]:
            low = post["text"].lower()
            if any(s in low for s in ("hiring", "stellt ein", "recrute", "busca gente",
                                      "zoekt versterking")):
                assert photo_of(post["text"])[0] == "office", (lang, post["text"])
        seeds = [post["photo"] for post in p["posts"] if post["photo"] >= 0]
        assert len(set(seeds)) == len(seeds), (lang, seed)
