"""Video thumbnails show their title's topic (r95 row 17: one talking head for yoga,
Scotland and a laptop): a trip outdoors, a recipe its dish, a routine a room, a repair its
object or bench; only talks and vlogs show a face; no two thumbnails of a page alike."""

import numpy as np
import pytest

from generator.page import Page, make_theme
from generator.page.render import render
from surfaces.kit.media import thumbnail
from surfaces.kit.video_topics import topic_picture
from tests.world.world_helpers import sampled


@pytest.mark.parametrize("title,variant", [
    ("Easy yoga routine for busy mornings", "room"),
    ("Our first week in Scotland", ("scene", "shore", "road")),
    ("Repairing my old laptop", "object"),
    ("Sourdough bread from scratch", "dish"),
    ("Rebuilding a rusty sewing machine", "workshop"),
    ("Honest review: the cheapest e-bike", "city"),
    ("Wir testen fünf Rucksäcke", "object"),
    ("Unser Wochenende in München", ("scene", "shore", "road")),
    ("Why crows are smarter than you think", "person"),
    ("How to grow tomatoes on a balcony", ("park", "presenter")),
])
def test_topic_picture(title: str, variant) -> None:
    got = topic_picture(title, 3)[0]
    assert got in (variant if isinstance(variant, tuple) else (variant,)), (title, got)


def test_most_thumbnails_are_not_faces() -> None:
    faces: dict[str, int] = {}
    total: dict[str, int] = {}
    for lang, _, params in sampled("video_player", 20):
        for item in params["next"]:
            person = topic_picture(item["title"], item["kind"])[0] == "person"
            faces[lang] = faces.get(lang, 0) + person
            total[lang] = total.get(lang, 0) + 1
    assert len(total) == 6
    for lang in total:
        assert faces[lang] / total[lang] < 0.4, (lang, faces[lang], total[lang])


def test_thumbnails_of_one_page_differ() -> None:
    page = Page(400, 100, make_theme(False, "blue"))
    boxes = [(k * 100, 0, k * 100 + 96, 56) for k in range(4)]
    titles = ["Easy yoga routine for beginners", "Organizing my whole garage in one day",
              "Our first trip in Norway", "My last road trip in Japan"]
    for k, (box, title) in enumerate(zip(boxes, titles, strict=True)):
        thumbnail(page, box, 8 * k + 3, title)
    image = np.asarray(render(page)[0].convert("L"), dtype=np.int16)
    crops = [image[b[1]:b[3], b[0]:b[2]] for b in boxes]
    for i in range(4):
        for j in range(i + 1, 4):
            assert np.abs(crops[i] - crops[j]).mean() > 4, (titles[i], titles[j])
