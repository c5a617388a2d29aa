"""One identity, one look (wave 12, h_ident): a person's avatar has one colour on a page,
a Sent folder names the recipient, reactions sit on posts people react to, a sorted list
is in the order its sort key says, a map has one pin per result, a hotel's picture fits
the property and the party."""

from __future__ import annotations

import numpy as np
import pytest

from generator.content import Content
from generator.page import make_theme
from generator.page.model import ShapeOp, TextBlock
from surfaces import registry
from tests.world.world_helpers import sampled

# every surface that draws people's avatars with initials (grep avatar in surfaces/)
AVATAR_SURFACES = ("email_search_results", "email_3pane", "pr_review", "issue_ticket",
                   "pull_request_list", "admin_user_table", "teams_chat", "slack_like",
                   "thread_replies", "chat_bubbles", "video_call_chat", "email_compose",
                   "git_blame", "doc_comments", "review_page", "social_feed", "gmail_thread",
                   "comment_section", "personal_blog", "kanban_board", "calendar_invite",
                   "diff_viewer", "support_chat", "forum_thread")


def _text(block: TextBlock) -> str:
    return "".join(g.char for line in block.laid.lines for g in line.glyphs)


def avatar_colours(page) -> dict[str, set]:
    """initials -> the fills of every avatar on ``page`` that prints them."""
    seen: dict[str, set] = {}
    ops = page.ops
    for i, op in enumerate(ops):
        if not (isinstance(op, ShapeOp) and op.name == "avatar" and op.fill):
            continue
        x1, y1, x2, y2 = op.box
        for nxt in ops[i + 1:i + 3]:
            if isinstance(nxt, TextBlock) and not nxt.empty:
                g = nxt.laid.lines[0].glyphs[0]
                if x1 <= g.pen <= x2 and y1 <= g.baseline <= y2 + 4:
                    seen.setdefault(_text(nxt), set()).add(tuple(op.fill))
                    break
    return seen


def _pages(name: str, seeds: int):
    cls = registry.get(name)
    for lang, seed, params in sampled(name, seeds):
        yield lang, seed, cls().compose(params, make_theme(seed % 2 == 1, "blue"))


@pytest.mark.parametrize("name", [n for n in AVATAR_SURFACES if n in registry.load_all()])
def test_one_person_one_avatar_colour(name):
    for lang, seed, page in _pages(name, 6):
        for initials, fills in avatar_colours(page).items():
            assert len(fills) == 1, (name, lang, seed, initials, fills)


def test_sent_rows_name_the_recipient():
    """A mail search row from Sent or Drafts names its recipient, never the owner."""
    for lang, seed, p in sampled("email_search_results", 30):
        own = {p["folders"][1], p["folders"][2]}
        rows = p["results"]
        for r in rows:
            assert p["me"] not in r["shown"], (lang, seed, r)
            assert (r["folder"] in own) == (r["sender"] == p["me"]), (lang, seed, r)
            if r["folder"] not in own:
                assert r["shown"] == r["sender"], (lang, seed, r)


def test_reactions_sit_on_posts_people_react_to():
    """A thank-you or an "ok" collects no reaction; a question at most one ✅ and only when
    answered; an answer at most one 👍; 🎉 and ❤ only on good news (a fix shipped, a build
    ready, a happy client); news and lunch plans may collect several."""
    hit = 0
    for lang, seed, p in sampled("slack_like", 30):
        msgs = p["messages"]
        for m, nxt in zip(msgs, msgs[1:] + [None], strict=True):
            where = (lang, seed, m["kind"], m["text"], m["emoji"], m["reactions"])
            assert len(m["emoji"]) == len(m["reactions"]) == len(set(m["emoji"])), where
            if m["kind"] in ("thanks", "ack"):
                assert not m["reactions"], where
            if m["kind"] == "ask":
                assert m["emoji"] in ([], ["check"]) and sum(m["reactions"]) <= 1, where
                assert not m["emoji"] or (nxt and nxt["kind"] == "answer"), where
            if m["kind"] == "answer":
                assert sum(m["reactions"]) <= 1, where
            if {"party", "heart"} & set(m["emoji"]):  # good news: a fix, a build, a client
                assert m["kind"] == "say" and m["entry"] in (0, 3, 7), where
            hit += m["kind"] == "say" and len(m["reactions"]) > 1
    assert hit  # good news still collects several pills somewhere


def test_product_grid_follows_its_sort():
    """A shop grid sorted by price runs cheapest first; sorted by rating, the most stars
    first and, among equal stars, the most reviews."""
    for lang, seed, p in sampled("product_listing", 40):
        items = p["items"]
        if p["sort_index"] == 1:
            values = [it["value"] for it in items]
            assert values == sorted(values), (lang, seed, values)
        if p["sort_index"] == 3:
            keys = [(it["rating"], it["reviews"]) for it in items]
            assert keys == sorted(keys, reverse=True), (lang, seed, keys)


def test_map_photos_fit_the_hour_and_pins_the_results():
    """An open place's thumbnail is a daytime picture (a night one only for a closed place
    on an evening page), and the map pins exactly the results listed."""
    from generator.page.model import ShapeOp as Shape
    for lang, seed, p in sampled("map_results", 40):
        for place in p["places"]:
            if place["photo"] == "night":
                assert not place["open"] and p["now"] >= 19, (lang, seed, place)
    for lang, seed, page in _pages("map_results", 4):
        heads = [op for op in page.ops if isinstance(op, Shape) and op.name == "map pin"
                 and op.kind == "ellipse" and op.fill != (255, 255, 255)]
        listed = [r for r in page.regions if r.name.startswith("place ")]
        assert len(heads) == len(listed) > 0, (lang, seed, len(heads), len(listed))
        here = [op for op in page.ops if isinstance(op, Shape) and op.name == "location"]
        assert len(here) in (0, 3), (lang, seed, len(here))  # one dot: halo, ring, centre


def test_hotel_photo_fits_property_and_party():
    """A hotel's facade is a gable-roofed house for an inn, a guesthouse or a lodge and a
    block for a city hotel; a room photo for three or four adults never shows one double
    bed; suites and apartments show their living room."""
    import re

    from surfaces.hotel_listing import HOUSES, SUITES
    for lang, seed, p in sampled("hotel_listing", 40):
        guests = int(re.search(r"\d+", p["guests"]).group())
        for h in p["hotels"]:
            where = (lang, seed, h["name"], h["variant"], h["subject"], guests)
            if h["variant"] == "facade":
                assert h["subject"] == ("house" if h["profile"] in HOUSES else "block"), where
            elif h["profile"] in SUITES:
                assert h["subject"] == "living", where
            else:
                # the beds its room line lists (h_pics1: a triple is a double and a single)
                assert h["subject"] == ("bedroom" if guests <= 2 else "triple" if guests == 3
                                        else "family"), where


# real brands our name lists once held (an e-bike maker, a retailer, a vector database ...)
REAL_BRANDS = {"Tern", "Quince", "Kestrel", "Lumen", "Northwind", "Pinecone", "Tidewater",
               "Alba", "Lumo", "Redwing", "Orbit", "Juniper", "Fathom", "Cobalt"}


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "it", "nl"])
def test_a_brand_name_belongs_to_one_sector(lang):
    """No name is in two sectors' lists (a booking site is no cookware shop), and none is
    a real company's."""
    from surfaces.kit.brands import SECTORS
    slots = Content(lang, np.random.default_rng(0)).data.SLOTS
    owner: dict[str, str] = {}
    for sector, slot in SECTORS.items():
        names = [str(n) for n in slots[slot]]
        assert len(names) >= 4, (lang, sector)
        for name in names:
            assert name not in REAL_BRANDS, (lang, sector, name)
            assert owner.setdefault(name, sector) == sector, (lang, name, owner[name], sector)


# the surfaces whose business the shared goods and software lists name (any other surface
# draws its site's name from its own sector through kit/brands.py)
GOODS = {"product_listing", "product_page", "review_page", "search_page", "faq_page",
         "video_player"}
SOFTWARE = {"installer_wizard", "signup_form", "password_reset", "file_save_dialog",
            "print_dialog", "system_dialog", "terms_of_service"}


def test_surfaces_name_brands_of_their_own_sector():
    """A hotel site, a lyrics site or a job board never takes a cookware maker's name: only
    shop pages read web_brand, only apps read frm_app."""
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parents[2] / "surfaces"
    for path in sorted(root.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        for slot, allowed in (("web_brand", GOODS), ("frm_app", SOFTWARE)):
            if re.search(rf"""word\(["']{slot}["']\)""", text):
                assert path.stem in allowed, (path.stem, slot)
