"""Pages that looked schematic (wave 17, h_fix2): every card, tab and map draws its content."""

from __future__ import annotations

import re

import numpy as np

from surfaces.kit.products import item_shape
from tests.world.world_helpers import composed_pages

LANGS = ("en", "de", "fr", "es", "it", "nl")
TIME = re.compile(r"\b\d{1,2}[:.h]\d\d\b")


def _text(block) -> str:
    return " / ".join("".join(g.char for g in line.glyphs) for line in block.laid.lines)


def _blocks(page):
    return [op for op in page.ops if hasattr(op, "laid")]


def _shapes_in(page, box) -> int:
    x1, y1, x2, y2 = box
    return sum(1 for op in page.ops if type(op).__name__ == "ShapeOp"
               and op.box[0] >= x1 - 1 and op.box[1] >= y1 - 1 and op.box[2] <= x2 + 1
               and op.box[3] <= y2 + 1)


def test_support_chat_cards_show_their_product_and_messages_their_time():
    """r51 0010: the product cards were grey boxes with a grey disc; each card now draws
    its product (many shapes over its picture box, not two), and every message carries
    the clock time it was sent at, in order."""
    for lang, seed, page in composed_pages("support_chat", range(8), LANGS):
        names = [b for b in _blocks(page) if b.role == "text" and b.laid.box[1] > 300
                 and b.laid.box[0] < 600 and not re.search(r"\d", _text(b))]
        assert len(names) == 3, (lang, seed, [_text(b) for b in names])
        for b in names:
            x, y = b.laid.box[0], b.laid.box[1]
            # (>= 5, not 2: a backdrop or a screen is one dithered gradient op since h_pics1)
        assert _shapes_in(page, (x, y - 175, x + 200, y - 5)) >= 5, (lang, seed, _text(b))
        messages = [r for r in page.regions if r.kind == "message"]
        assert messages, (lang, seed)
        times = []
        for r in messages:
            inside = [_text(b) for b in _blocks(page)
                      if r.box[1] <= b.laid.box[1] and b.laid.box[3] <= r.box[3] + 2]
            stamp = [t for t in inside if TIME.fullmatch(t.replace(" AM", "").replace(" PM", ""))]
            assert stamp, (lang, seed, inside)
            times.append(stamp[0])
        assert len(set(times)) > 1, (lang, seed, times)


def test_item_shape_draws_clothes_and_bags_as_themselves():
    assert item_shape("winter jacket") == "jacket"
    assert item_shape("Rucksack") == "backpack"
    assert item_shape("casque audio") == "headphones"
    assert item_shape("electric kettle") == "kettle"
    assert item_shape("smart scale") == "carton"


def _inside(box, inner) -> bool:
    return (box[0] - 1 <= inner[0] and box[1] - 1 <= inner[1] and inner[2] <= box[2] + 1
            and inner[3] <= box[3] + 1)


def test_poll_sidebar_cards_show_standings_votes_and_closing_day():
    """r51 0027: "More polls" cards were boxes holding only a question; each now holds its
    question, its leading option and share (with a bar), and its votes and closing day."""
    for lang, seed, page in composed_pages("poll_page", range(6), LANGS):
        cards = [op for op in page.ops if type(op).__name__ == "ShapeOp" and op.name == "card"
                 and op.box[0] > 680]
        # the sidebar lists two other polls (h_pool1: fewer stock questions a page)
        assert len(cards) == 2, (lang, seed)
        for card in cards:
            texts = [_text(b) for b in _blocks(page) if _inside(card.box, b.laid.box)
                     and _text(b).strip()]
            assert len(texts) >= 4, (lang, seed, texts)
            assert any(re.search(r"\d\s?%", t) for t in texts), (lang, seed, texts)
            assert any(re.search(r"\d{4}", t) for t in texts), (lang, seed, texts)
            fills = [op for op in page.ops if type(op).__name__ == "ShapeOp"
                     and op.name == "result fill" and _inside(card.box, op.box)]
            assert fills, (lang, seed)


def test_profile_marks_its_tab_and_fills_the_left_column():
    """r51 0008: the tabs had no selected state and 60% of the frame was an empty card. One
    tab is underlined in the accent colour, and the left column's text runs down to near the
    bottom of the page (the Posts tab lists the person's older posts under About)."""
    for lang, seed, page in composed_pages("profile_page", range(10), LANGS):
        marks = [op for op in page.ops if type(op).__name__ == "ShapeOp"
                 and op.name == "tab underline"]
        assert len(marks) == 1, (lang, seed)
        left = [b for b in _blocks(page) if b.laid.box[0] < 600 and _text(b).strip()]
        lowest = max(b.laid.box[3] for b in left)
        assert lowest > page.height - 160, (lang, seed, lowest)
        posts = [r for r in page.regions if r.name == "posts"]
        cut = [_text(b) for b in _blocks(page) if posts and _inside(posts[0].box, b.laid.box)
               and "…" in _text(b)]
        assert not cut, (lang, seed, cut)


def _ereader_pages(screen, seeds):
    import numpy as np

    from generator.content import Content
    from generator.page import make_theme
    from surfaces import registry
    cls = registry.get("ereader")
    for lang in LANGS:
        for seed in seeds:
            surface = cls()
            surface.screen = screen
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            yield lang, seed, params, surface.compose(params, make_theme(False, "blue"))


def test_ereader_page_is_filled_down_to_its_foot():
    """r51 0014: a phone page held two short paragraphs over an empty half page (the long
    third paragraph did not fit whole and was left out). The last column now ends inside a
    paragraph: its text runs to within a few lines of the column's foot."""
    from generator.screens import Screen
    for screen in (Screen(780, 1688, 2.0, "phone"), Screen(1024, 768, 1, "benchmark")):
        for lang, seed, params, page in _ereader_pages(screen, range(8)):
            pages = [r for r in page.regions if r.name == "page" and r.kind == "page"]
            last = pages[-1]
            prose = [b for b in _blocks(page) if b.role == "prose" and b.laid.lines
                     and last.box[0] <= b.laid.box[0] < last.box[2]]
            foot = max(b.laid.lines[-1].baseline for b in prose) / page.scale
            slack = last.box[3] - foot
            line = params["size"] * params["line_height"]
            assert slack < 5 * line, (lang, seed, screen.kind, slack, line)


def test_flow_partial_sets_the_next_paragraphs_first_sentences():
    """kit.novel.flow(partial=True) ends a page inside the paragraph that does not fit
    whole: its first sentences that fit are set (never part of a sentence), counted as set."""
    from generator.page import Page, make_theme
    from surfaces.kit.prose_flow import flow
    from surfaces.kit.typography import style

    theme = make_theme(False, "blue")
    body = style("dejavu_serif", 16, theme.text)
    first = "The rain had stopped before noon."
    second = " ".join(["She walked down to the harbour and waited by the wall."] * 8)
    for partial, want in ((False, 1), (True, 2)):
        page = Page(400, 400, theme)
        n = flow(page, (10, 10, 390, 230), [first, second], [[], []], body, theme,
                 "dejavu_mono", partial=partial, line_height=1.4, gap=0.5)
        assert n == want, (partial, n)
        text = " ".join(_text(b) for b in _blocks(page))
        assert ("harbour" in text) == partial, text
        assert text.rstrip().endswith("."), text


def test_maps_name_some_of_their_streets():
    """Map tiles name their streets: map_results and realestate_listing write real street
    names of the page's town on the map's roads (chrome), inside the map, none twice."""
    for name in ("map_results", "realestate_listing"):
        counts = []
        for lang, seed, page in composed_pages(name, range(8), LANGS):
            maps = [r for r in page.regions if r.name == "map"]
            labels = [b for b in _blocks(page) if b.name == "street name"]
            texts = [_text(b) for b in labels]
            assert len(set(texts)) == len(texts), (name, lang, seed, texts)
            assert all(_inside(maps[0].box, b.laid.box) for b in labels), (name, lang, seed)
            assert all(not re.search(r"\d{2}", t) for t in texts), (name, lang, seed, texts)
            counts.append(len(labels))
        # a name goes only where it crosses no road or river (test below), so a small map
        # crowded with roads may name none (0.24.0: a real-estate map names its homes' own
        # streets only, one home a street, beside building blocks: 0.7)
        # (wave 21: a map names only streets of one neighbourhood, one postcode of the
        # town's known streets, often one name: 0.65 of maps, a name a map)
        assert sum(c > 0 for c in counts) >= 0.65 * len(counts), (name, counts)
        assert sum(counts) >= 1.0 * len(counts), (name, counts)


def test_street_names_cross_no_road_or_river():
    """A street name sits beside its road, never across a line (the merged 0.22.0 build set
    'Meadow Lane' over a sloping road and then over the river: text no map prints)."""
    for name in ("map_results", "realestate_listing"):
        for lang, seed, page in composed_pages(name, range(8), LANGS):
            lines = [op for op in page.ops if type(op).__name__ == "ShapeOp" and op.kind == "line"
                     and op.name in ("map road", "map water")]
            for b in (b for b in _blocks(page) if b.name == "street name"):
                x1, y1, x2, y2 = b.laid.box
                for op in lines:
                    (px, py), (qx, qy) = op.points[0], op.points[-1]
                    half = op.width / 2
                    for i in range(201):
                        x, y = px + (qx - px) * i / 200, py + (qy - py) * i / 200
                        assert not (x1 - half <= x <= x2 + half and y1 - half <= y <= y2 + half), \
                            (name, lang, seed, _text(b), op.name)


def test_no_ellipsis_where_the_text_has_room():
    """quiz_page's info box cut "Risposta non ancora…" (it wraps now) and map_results' chip
    "Rechercher dans cette z…" (sized to its label now): no text of these pages is cut."""
    for name in ("quiz_page", "map_results"):
        for lang, seed, page in composed_pages(name, range(6), LANGS):
            cut = [_text(b) for b in _blocks(page) if "…" in _text(b)]
            assert not cut, (name, lang, seed, cut)


def test_excel_ribbon_draws_buttons_and_drop_downs_not_text_boxes():
    """formula_bar_sheet's ribbon showed "Paste", "Calibri  11", "Wrap Text" and "General"
    as four look-alike text boxes. Paste is a clipboard button over its label, the font and
    its size are two drop-downs with chevrons, Wrap Text sits beside its icon, unboxed."""
    from generator.content import Content
    from generator.page import make_theme
    from generator.surfaceset import registry
    from surfaces.kit.typography import picker_font_name

    surface = registry.get("formula_bar_sheet")()
    for lang, seed in ((lang, seed) for lang in LANGS for seed in range(4)):
        params = surface.sample(np.random.default_rng([seed, 0]),
                                Content(lang, np.random.default_rng([seed, 0, 1])))
        page, family = surface.compose(params, make_theme(False, "blue")), params["typo"]["ui"]
        ribbon = next(r for r in page.regions if r.name == "ribbon")
        texts = [_text(b) for b in _blocks(page) if _inside(ribbon.box, b.laid.box)]
        # the font the cells are drawn in, by the name a font menu lists (r91 0012: a fixed
        # "Calibri" over cells in another face)
        assert picker_font_name(family) in texts and "11" in texts, (lang, seed, texts)
        shapes = [op for op in page.ops if type(op).__name__ == "ShapeOp"
                  and _inside(ribbon.box, op.box)]
        assert sum(op.name == "paste" for op in shapes) >= 2, (lang, seed)
        assert sum(op.name == "control" for op in shapes) == 3, (lang, seed)
