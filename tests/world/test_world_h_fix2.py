"""Pages that looked schematic (wave 17, h_fix2): every card, tab and map draws its content."""

from __future__ import annotations

import re

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
            assert _shapes_in(page, (x, y - 175, x + 200, y - 5)) >= 12, (lang, seed, _text(b))
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
        assert len(cards) == 3, (lang, seed)
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
