"""Pictures fit what the page says they show (h_pics1): an outdoor caption gets an outdoor
photo, a house listing its exterior, a slide titled with a curve a line chart, a topic its
own class of picture (never a stray street), a pancake a flat disc, a hotel room the beds
its line lists; and a rendered gradient has no bands (r66 0001/0003/0006/0020/0029, r67
0023, r68 0008/0017, r69 0012)."""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from generator.page import Page, make_theme
from generator.page.render import render
from surfaces.kit.food import FLAT_KINDS, dish_kind
from surfaces.kit.media import gradient, picture
from surfaces.kit.rooms import BEDS, DOUBLE
from surfaces.kit.stage import fill_gradient
from surfaces.kit.subjects import caption_outdoors, chart_kind, home_picture, topic_picture
from tests.world.world_helpers import sampled

LANGS = ("en", "de", "fr", "es", "it", "nl")
OUTDOOR_VARIANTS = {"city", "night", "scene", "park", "market", "shore", "road", "facade"}


def test_outdoor_captions_get_outdoor_pictures():
    from surfaces.website_article import photo_of
    for caption in ("Karin Schulz, Mitarbeiterin der Stadtverwaltung, vor dem Rathaus am 15. Januar.",
                    "Jane Doe, a spokeswoman, in front of the town hall on Monday.",
                    "Marie Dupont, adjointe, devant la mairie, le 3 mars.",
                    "Ana López, concejala, frente al ayuntamiento, el 3 de marzo.",
                    "Anna Rossi, assessora, davanti al municipio, il 3 marzo.",
                    "Eva de Vries, wethouder, voor het stadhuis op 3 maart.",
                    "Marie Dupont, adjointe, en visite sur place, le 3 mars.",
                    "Anna Rossi, assessora, durante un sopralluogo, il 3 marzo."):
        assert caption_outdoors(caption), caption
        assert photo_of("people", caption)[0] in OUTDOOR_VARIANTS, caption
    for caption in ("Emil Hecht, Sprecher der Stadt, am 17. September vor der Presse.",
                    "Marie Dupont, adjointe, devant la presse, le 3 mars.",
                    "Eva de Vries, wethouder, op het stadhuis op 3 maart."):
        assert not caption_outdoors(caption), caption
    outdoors = 0
    for lang, seed, p in sampled("website_article", 40):
        if not p["has_photo"]:
            continue
        variant, _ = photo_of(p["subject"], p["caption"])
        if caption_outdoors(p["caption"]):
            outdoors += 1
            assert variant in OUTDOOR_VARIANTS, (lang, seed, p["caption"], variant)
    assert outdoors > 0


def test_house_listings_show_an_exterior():
    assert home_picture(True) == ("facade", "house")
    houses = 0
    for lang, seed, p in sampled("realestate_listing", 30):
        for home in p["homes"]:
            if home["house"]:
                houses += 1
                assert home["variant"] == "facade" and home["building"] == "house", \
                    (lang, seed, home["desc"], home["variant"])
    assert houses > 20


def test_curve_titled_slides_get_line_charts():
    from surfaces.lecture_slide import thumb_layout
    for title in ("The demand curve", "Die Nachfragekurve", "La courbe de demande",
                  "La curva de oferta", "La curva di domanda", "De vraagcurve",
                  "Het marktevenwicht"):
        for n in range(2, 9):
            assert thumb_layout(title, n, False) == "line", title
    assert chart_kind("Marktanteile 2024") == "pie"
    assert chart_kind("Number of cases per year") == "bars"
    assert chart_kind("Quando la divisione non funziona") == ""
    seen = 0
    for lang, seed, p in sampled("lecture_slide", 40):
        for n, title in enumerate(p["deck"], 1):
            layout = thumb_layout(title, n, n == p["current"])
            if re.search(r"curv|kurve|courbe", title.lower()) and n != p["current"]:
                seen += 1
                assert layout == "line", (lang, seed, title, layout)
            if layout == "bars":  # a bar chart only under a title that counts
                assert chart_kind(title) == "bars", (lang, seed, title)
    assert seen > 0


def test_topics_pick_their_own_picture_class():
    expect = {"cucito": "craft", "le bricolage": "craft", "la musique": "stage",
              "personal finance": "office", "Finanzen": "office", "les finances personnelles":
              "office", "finanzas personales": "office", "risparmio": "office",
              "geldzaken": "office", "cycling": "city", "le vélo en ville": "city",
              "ciclismo": "city", "home cooking": "dish", "Kochen": "dish", "caffè": "interior",
              "Gartenarbeit": "park", "trekking": "scene"}
    for topic, variant in expect.items():
        assert topic_picture(topic)[0] == variant, (topic, topic_picture(topic))
    for topic in ("cycling", "le vélo en ville", "ciclismo", "la red de carriles bici",
                  "das Radwegenetz", "het fietsnetwerk", "la rete ciclabile"):
        assert topic_picture(topic) == ("city", "bike"), topic
    assert topic_picture("quantum tunnelling")[0] == "bokeh"  # no class fits: neutral
    from surfaces.newsletter_email import hero_picture
    for lang in LANGS:
        content = Content(lang, np.random.default_rng(0))
        for topic in content.data.SLOTS["mailui_topic"]:  # a sewing club: no street, no field
            variant, _ = hero_picture(topic)
            if topic_picture(topic)[0] in ("craft", "stage", "office"):
                assert variant not in ("city", "scene", "park"), (lang, topic, variant)
    from surfaces.event_page import BANNERS
    assert BANNERS[0][0] == "stage"  # a jazz night: its stage, not a night street


def test_pan_dishes_are_flat_discs():
    for title, kind in (("Apfelpfannkuchen", "apple pancake"), ("Buttermilk pancakes",
                                                                 "pancake stack"),
                        ("Crêpes de la Chandeleur", "crepe"), ("Tortilla de patatas", "omelette"),
                        ("Frittata di zucchine", "omelette"), ("Poffertjes", "fritters"),
                        ("Kaiserschmarrn", "torn pancake")):
        assert dish_kind(title) == kind, title
    for lang in LANGS:
        content = Content(lang, np.random.default_rng(0))
        for d in [*content._slot("recipe"), *content._slot("h_misc_recipe")]:
            low = d["title"].lower()
            if re.search(r"pfannk|pancake|pannenk|crêpe|tortilla|frittata|poffert", low):
                assert dish_kind(d["title"]) in FLAT_KINDS, (lang, d["title"])


def _beds_listed(line: str) -> tuple[int, int]:
    """(doubles, singles) of a media.hotel_rooms line: its first number the doubles."""
    nums = [int(n) for n in re.findall(r"\d+", line)]
    return nums[0], (nums[1] if len(nums) > 1 else 0)


def test_hotel_room_photos_show_the_listed_beds():
    from surfaces.hotel_listing import SUITES
    checked = 0
    for lang, seed, p in sampled("hotel_listing", 40):
        for h in p["hotels"]:
            if h["variant"] != "room" or h["profile"] in SUITES:
                continue
            widths = BEDS.get(h["subject"], (1.6,))  # "bedroom": one double
            drawn = (sum(w >= DOUBLE for w in widths), sum(w < DOUBLE for w in widths))
            assert drawn == _beds_listed(h["room"]), (lang, seed, h["room"], h["subject"])
            checked += 1
    assert checked > 50


def _longest_flat_run(rows: np.ndarray) -> int:
    """The most consecutive identical rows in ``rows`` (h, w, 3)."""
    same = np.all(rows[1:] == rows[:-1], axis=(1, 2))
    best = run = 1
    for s in same:
        run = run + 1 if s else 1
        best = max(best, run)
    return best


def test_gradients_are_dithered_not_banded():
    page = Page(600, 420, make_theme(False, "blue"))
    gradient(page, (0, 0, 200, 420), (30, 36, 60), (0, 0, 0), steps=14)  # a streaming hero
    fill_gradient(page, (200, 0, 400, 420), (120, 170, 225), (215, 230, 240), 8)  # a sky
    gradient(page, (400, 0, 600, 420), (200, 120, 60), (90, 40, 20))
    img = np.asarray(render(page)[0])
    for x1 in (0, 200, 400):
        assert _longest_flat_run(img[:, x1:x1 + 200]) < 12, x1
    twice = np.asarray(render(page)[0])
    assert np.array_equal(img, twice)  # deterministic


def test_streaming_hero_has_no_bands():
    from surfaces import registry
    from tests.world.world_helpers import page_params
    for lang, seed in (("en", 1), ("de", 3), ("it", 7)):
        page = registry.get("streaming_catalog")().compose(
            page_params("streaming_catalog", lang, seed), make_theme(True, "blue"))
        img = np.asarray(render(page)[0])
        strip = img[80:370, 4:36]  # left of the hero's text, clear of the art
        assert _longest_flat_run(strip) < 12, (lang, seed)


def test_new_picture_classes_render_and_differ():
    theme = make_theme(False, "blue")
    for variant, subject in (("stage", ""), ("craft", ""), ("bokeh", ""), ("city", "bike"),
                             ("city", "person"), ("room", "triple"), ("room", "family")):
        crops = []
        for kind in (1, 2):
            page = Page(320, 200, theme)
            picture(page, (0, 0, 320, 200), kind, variant, subject)
            img = np.asarray(render(page)[0]).astype(int)
            assert img.std() > 8, variant  # a picture, not a flat fill
            crops.append(img)
        assert np.abs(crops[0] - crops[1]).mean() > 3, variant


def test_a_counting_title_gets_that_many_points():
    """r71 0004: "Les quatre phases de la mitose" over five bars: the thumbnail under a
    title that counts its points shows that many bullets."""
    from generator.page.model import ShapeOp
    from surfaces import registry
    from surfaces.kit.subjects import title_count
    assert title_count("Les quatre phases de la mitose", "fr") == 4
    assert title_count("Die drei Gewalten", "de") == 3
    assert title_count("Due dates", "en") == 0
    cls, seen = registry.get("lecture_slide"), 0
    for lang, seed, p in sampled("lecture_slide", 40):
        if not any(p["counts"]):
            continue
        page = cls().compose(p, make_theme(False, "blue"))
        thumbs = [op for op in page.ops if isinstance(op, ShapeOp) and op.name == "thumbnail"]
        frames = [op for op in thumbs if op.kind == "rect" and op.box[2] - op.box[0] > 60
                  and op.outline is not None]
        for frame in frames:
            x1, y1, x2, y2 = frame.box
            titles = [b for b in page.ops if hasattr(b, "laid") and b.role == "chrome"
                      and x1 <= b.laid.box[0] <= x2 and y1 <= b.laid.box[1] <= y2]
            title = " ".join("".join(g.char for g in ln.glyphs) for b in titles
                             for ln in b.laid.lines)
            want = title_count(title, lang)
            if not want or title == p["title"]:
                continue
            marks = [op for op in thumbs if op.kind == "rect" and op.box[2] - op.box[0] == 3
                     and x1 <= op.box[0] <= x2 and y1 <= op.box[1] <= y2]
            assert len(marks) == want, (lang, seed, title, len(marks))
            seen += 1
    assert seen > 0


def test_a_makers_photo_is_their_workshop():
    """r71 0020: "en su taller" over an office desk: the spread's photos show the maker at
    a bench with the piece of their craft (a clock for a clockmaker, a chair for a
    chairmaker), in every language."""
    import inspect

    import surfaces.magazine_spread as spread
    from surfaces.kit.still_life import PIECES
    source = inspect.getsource(spread.MagazineSpread)
    assert '"presenter"' not in source and '"workshop"' in source
    words = {"clock": r"clock|uhr|horlog|reloj|orolog|klok", "chair": r"chair|stühl|stuhl|chais|"
             r"sill|sedi|stoel", "book": r"book|buch|livre|reli|libr|legat|boek"}
    seen = 0
    for lang, seed, p in sampled("magazine_spread", 30):
        assert p["piece"] in PIECES, (lang, seed)
        pattern = words.get(p["piece"])
        text = f"{p['title']} {p['deck']} {' '.join(p['texts'])}".lower()
        if pattern:
            seen += 1
            assert re.search(pattern, text), (lang, seed, p["piece"], p["title"])
    assert seen > 10
