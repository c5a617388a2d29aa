"""Pictures show their subject: a shop shows the product it sells in the colour it names,
a recipe the dish its title names, a video frame the setting of its subject, a lecture's
thumbnails each their own slide; logos and avatars carry initials, not a bare square."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content.provider import locale_data
from generator.page import Page, make_theme
from generator.page.render import render
from surfaces.kit.brand_art import initials_of, monogram
from surfaces.kit.food import KINDS, dish_kind
from surfaces.kit.products import COLOURS, SHAPES, SHOP_COLOURS, SHOP_SHAPES, product
from surfaces.kit.scenes import SETTINGS, video_scene
from surfaces.kit.typography import sample_typography
from surfaces.video_player import SUBJECT_SCENES


def test_product_page_pictures_the_product_in_the_stated_colour() -> None:
    for lang, seed, p in sampled("product_page", 5):
        data = locale_data(lang)
        records = {str(r["item"]).lower(): r for r in data.SLOTS["page_product"]}
        record = records[p["crumbs"][-1].lower()]
        assert p["shape"] == record["shape"] in SHAPES, (lang, seed)
        # the selected swatch (first) is the colour the page names
        assert data.SLOTS["web_colour"][p["swatches"][0]] == p["colour"], (lang, seed)
        assert len(set(p["swatches"])) == len(p["swatches"]) >= 3, (lang, seed)


def test_product_listing_pictures_each_result_in_its_colour() -> None:
    for lang, seed, p in sampled("product_listing", 6):
        colours = locale_data(lang).SLOTS["web_colour"]
        for it in p["items"]:
            named = it["title"].rsplit(", ", 1)[1]
            assert tuple(it["colour"]) == COLOURS[colours.index(named)], (lang, seed, named)
            assert it["subject"] in SHAPES, (lang, seed)


def test_cart_and_checkout_thumbnails_match_the_named_colour() -> None:
    for name, key in (("shopping_cart", "colour"), ("checkout_form", "variant")):
        for lang, seed, p in sampled(name, 6):
            colours = locale_data(lang).SLOTS["shop_colour"]
            for it in p["items"]:
                assert colours[it["shade"]] in it[key], (name, lang, seed)
                assert 0 <= it["index"] < len(SHOP_SHAPES)
    assert len(SHOP_COLOURS) == len(locale_data("en").SLOTS["shop_colour"])
    assert len(SHOP_SHAPES) == len(locale_data("en").SLOTS["shop_product"])


def test_a_product_shot_is_inked_in_its_colour() -> None:
    for shape in ("backpack", "shoe", "mug", "jacket"):
        for ci in (1, 6):  # navy, burgundy
            page = Page(220, 180, make_theme(False, "blue"))
            product(page, (10, 10, 210, 170), shape, COLOURS[ci], 0)
            img, geo = render(page)
            assert not geo.glyphs  # a picture, no text
            px = np.asarray(img.convert("RGB"), dtype=np.int16).reshape(-1, 3)
            # within 30 (summed over channels): the photo finish's light and grade move
            # the colour a little (h_photo); navy is still navy, not burgundy
            hits = (np.abs(px - np.array(COLOURS[ci])).sum(axis=1) < 30).sum()
            assert hits > 800, (shape, ci, hits)


def test_every_recipe_title_names_a_dish_kind() -> None:
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for record in locale_data(lang).SLOTS["recipe"]:
            assert dish_kind(record["title"]) in KINDS, (lang, record["title"])
    assert dish_kind("Klassieke tomatensoep") == "tomato soup"


def test_video_frames_follow_the_subject() -> None:
    subjects = len(locale_data("en").SLOTS["video_subject"])
    assert set(SUBJECT_SCENES) == set(range(subjects))
    for variant, setting in SUBJECT_SCENES.values():
        assert (variant == "presenter" and setting in SETTINGS) or \
            (variant == "city" and setting in ("", "bike")) or (variant, setting) == ("dish", "bread")
    assert video_scene("A rainy walk through Milwaukee") == "city"
    assert video_scene("Beginner guitar lesson: your first chords") == "guitar"
    assert video_scene("Sourdough from scratch") == "kitchen"
    assert video_scene("City hall in Seattle backs revised plans") == ""


def test_logo_tiles_carry_the_initials() -> None:
    typo = sample_typography(np.random.default_rng(0), "sans", (14,))
    for name, letters in (("Piccinni e figli", "PF"), ("Munoz, Davis and White", "MD"),
                          ("Quillbox", "Q"), ("Hervé", "H")):
        assert initials_of(name) == letters
        page = Page(120, 120, make_theme(False, "blue"))
        monogram(page, typo, (20, 20, 76, 76), name)
        _, geo = render(page)
        assert [w.text for w in geo.words] == [letters], name
    for lang, seed, p in sampled("job_listing", 3):
        for job in p["jobs"]:
            assert initials_of(job["company"]).isupper(), (lang, seed, job["company"])


def test_lecture_thumbnails_are_different_slides() -> None:
    for lang, seed, p in sampled("lecture_slide", 10):
        middle = [t for t in p["thumb_titles"] if t != p["title"]]
        assert len(set(middle)) == len(middle), (lang, seed, p["thumb_titles"])


def test_listing_and_show_pictures_fit_their_subject() -> None:
    from surfaces.streaming_catalog import still

    assert still("Night Shift", 1) == still("Équipe de nuit", 2) == "night"
    assert still("Northern Line", 2) != "night"
    for lang, seed, p in sampled("realestate_listing", 3):
        for home in p["homes"]:
            # the home's kind, sampled first, decides its picture (a flat: its block)
            assert home["building"] == ("house" if home["house"] else "block"), (lang, seed)
            assert home["variant"] in ("room", "facade"), (lang, seed)  # never a landscape
