"""An online dictionary entry: headword, pronunciation and part of speech, numbered senses
with italic examples, synonyms, the word's origin, and a sidebar (word of the day, nearby
words)."""

from __future__ import annotations

import unicodedata
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, fontbook, measure
from surfaces.kit.chrome import icon, search_box, ui_style
from surfaces.kit.document import fit_prose
from surfaces.kit.numbers import quoted, ui_list
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import chip, site_header

IPA_FONT = "liberation_sans"


def _alpha(word: str) -> str:
    """``word``'s place in a dictionary's order: "éclat" among the e's, not after "vif"."""
    return "".join(c for c in unicodedata.normalize("NFD", word.casefold())
                   if not unicodedata.combining(c))


def parse_entry(entry: dict[str, Any]) -> dict[str, Any]:
    senses = [[s["sense"], s["example"]] for s in entry["senses"]]
    return {"word": entry["headword"], "ipa": entry["pronunciation"], "pos": entry["pos"],
            "senses": senses}


class DictionaryEntry(Surface):
    name = "dictionary_entry"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "entry", "sense", "sidebar")  # synonyms, origin, usage: per-word data only

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        entries = list(content.data.SLOTS["rec_dict_entry"])
        order = rng.permutation(len(entries))
        main = parse_entry(entries[int(order[0])])
        wotd = parse_entry(entries[int(order[1])])
        sense_texts = [s[0] for s in main["senses"]]
        # an origin only from the word's own data (the entries hold none: no "Old English"
        # story told of "fragile")
        origin = [str(main["origin"])] if main.get("origin") else []
        # a usage note only where one was written for this word: a note drawn by part of
        # speech ("In newspapers it often has a narrower meaning") is filler for "canopy"
        usage = [str(main["usage"])] if main.get("usage") else []
        # nearby words are the headword's alphabetical neighbours in the whole language
        # (not the few other headwords this site happens to hold)
        nearby = next((row.split("|") for row in content._slot("rec_dict_nearby")
                       if row.split("|")[2] == main["word"]), [main["word"]])
        # synonyms only from the entry's own data: words of the same class are not related
        see_also = [str(w) for w in main.get("synonyms", [])][:4]
        # the site's other entries: an A-Z list under the entry, a few looked up today
        others = [parse_entry(entries[int(i)]) for i in order[1:]]
        browse = sorted(([e["word"], e["pos"]] for e in others), key=lambda w: _alpha(w[0]))
        return {
            "typo": sample_typography(rng, "sans", (13, 14, 15)),
            "head_font": choice(rng, [f for f in fontbook().families_of("serif")
                                      if f in ("eb_garamond", "liberation_serif",
                                               "linux_libertine", "noto_serif", "vollkorn",
                                               "tex_gyre_pagella")]),
            "body_font": choice(rng, fontbook().families_of(choice(rng, ["sans", "serif"]))),
            "size": int(choice(rng, [14, 15, 16])),
            "brand": content.ui("records.dict.brand"), "nav": ui_list(content, "records.dict.nav"),
            "labels": {k: content.ui(f"records.dict.{k}") for k in (
                "search_ph", "synonyms", "origin", "usage", "nearby", "examples", "wotd", "listen",
                "browse", "trending")},
            "browse": browse, "trending": [e["word"] for e in others[1:7]],
            "entry": main, "sense_marks": [sample_marks(rng, t, "article") for t in sense_texts],
            "wotd": wotd, "nearby": nearby, "synonyms": see_also,
            # no styling in the notes: an italic "Suriname" would mark nothing
            "usage": usage, "usage_marks": [[] for _ in usage], "lang": content.lang,
            "origin": origin, "origin_marks": [sample_marks(rng, t, "article") for t in origin],
            "sidebar": bool(rng.random() < 0.75), "brand_colour": int(rng.integers(0, 4)),
            "sense_gap": int(choice(rng, [10, 14, 18])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        page.rect((0, 0, page.width, page.height), theme.bg, name="background")
        colours = [(30, 60, 120), (150, 30, 40), (20, 90, 70), (60, 40, 110)]
        fill = colours[params["brand_colour"]] if theme.name == "light" else theme.panel
        white = (255, 255, 255)
        site_header(page, theme, typo, (0, 0, page.width, 60), params["brand"],
                            params["nav"], fill=fill, colour=white, reserve=300,
                            brand_style=style(params["head_font"], 26, white, bold=True))
        search_box(page, theme, typo, (page.width - 300, 12, page.width - 20, 48),
                   params["entry"]["word"])
        # a wide screen centres the site's 1360-px column (no 1,600-px lines, r21)
        wide = min(page.width, 1360)
        cx = (page.width - wide) // 2
        main_right = cx + wide - (300 if params["sidebar"] else 60)
        with page.region("entry", "article", (cx + 48, 60, main_right, page.height)) as rid:
            y = self._entry(page, theme, params, cx + 48, main_right)
        foot = page.height - (56 if page.height >= 900 else 0)
        if params["sidebar"]:
            self._sidebar(page, theme, params, (cx + wide - 270, 84, cx + wide - 24,
                                                foot - 20))
            page.regions[rid].box = (cx + 48, 60, main_right, y)
            self._browse(page, theme, params, (cx + 48, y + 12, main_right, foot - 20))
        elif y + 290 < page.height:  # one column: the word of the day and the nearby
            # words follow the entry side by side, as the narrow layout stacks them; the
            # article ends above them and the card is no sidebar (r70 0001: "in the
            # sidebar" for a nearby word beside the card)
            page.regions[rid].box = (cx + 48, 60, main_right, y)
            lab = params["labels"]["wotd"]
            box = (cx + 48, y + 12, cx + 348, y + (342 if page.height >= 900 else 242))
            with page.region(f"card {lab}", "card", box, label=lab) as cid:
                card = self._wotd(page, theme, params, box)
            page.regions[cid].box = box[:3] + (card,)  # the card as tall as its content
            low = self._nearby(page, theme, params, cx + 400, y + 12, foot - 8)
            if main_right - cx >= 900:  # room for a third column
                low = max(low, self._trending(page, theme, params, cx + 680, y + 12, foot - 8))
            self._browse(page, theme, params, (cx + 48, max(card, low) + 24, main_right,
                                               foot - 20))
        else:
            foot = page.height
        if foot < page.height:  # a tall screen reaches the site's footer
            self._footer(page, theme, params, (cx + 48, foot, cx + wide - 24))
        return page

    def _entry(self, page: Page, theme: Theme, params: dict[str, Any], x1: int, x2: int) -> int:
        typo, e, size = params["typo"], params["entry"], params["size"]
        head = page.label(x1, 76, e["word"], style(params["head_font"], 40, theme.text, bold=True),
                          role="structural")
        y = head.bottom + 2
        ipa = page.label(x1, y, f"/{e['ipa']}/", style(IPA_FONT, size, theme.muted), role="text")
        icon(page, theme, "play", ipa.right + 12, y + round(size * 1.1) - 7)
        page.label(ipa.right + 32, y, params["labels"]["listen"],
                   ui_style(typo, theme, size=size - 2, color=theme.link))
        y = ipa.bottom + 6
        page.label(x1, y, e["pos"], style(params["body_font"], size + 1, theme.accent, italic=True,
                                          bold=True), role="structural")
        page.line((x1, y + round(size * 2.4)), (x2, y + round(size * 2.4)), theme.border)
        y += round(size * 2.4) + 14
        body = style(params["body_font"], size, theme.text)
        for k, (sense, example) in enumerate(e["senses"]):
            if y > page.height - 120:
                break
            with page.region(f"sense {k + 1}", "section", (x1, y, x2, y + 120), label=str(k + 1)):
                page.ellipse((x1, y + 2, x1 + 24, y + 26), theme.accent, name="badge")
                page.label(x1 + 7 if k < 9 else x1 + 3, y + 14 - round(12 * 1.1), str(k + 1),
                           style(typo["ui"], 12, theme.accent_text, bold=True),
                           role="structural")
                paras = [styled_spans(sense, params["sense_marks"][k], body, theme, typo["mono"]),
                         [Span(quoted(example, params["lang"]), body.but(italic=True,
                                                                  color=theme.muted))]]
                block = page.text((x1 + 40, y, x2, y + 140), paras, body, role="prose",
                                  line_height=1.5, paragraph_gap=0.3)
            y = block.bottom + params["sense_gap"]
        y = self._synonyms(page, theme, params, x1, x2, y + 6)
        for key in ("usage", "origin"):
            if y > page.height - 90:
                break
            if not params[key]:
                continue
            lab = params["labels"][key]
            with page.region(key, "section", (x1, y, x2, page.height - 20), label=lab):
                h = page.label(x1, y, lab, ui_style(typo, theme, size=size + 2, bold=True),
                               role="structural")
                block = fit_prose(page, (x1, h.bottom + 2, x2, page.height - 20), params[key],
                                  params[f"{key}_marks"], body, theme, typo["mono"],
                                  line_height=1.5)
            y = block.bottom + 22
        return y

    def _synonyms(self, page: Page, theme: Theme, params: dict[str, Any], x1: int, x2: int,
                  y: int) -> int:
        typo = params["typo"]
        if y > page.height - 150 or not params["synonyms"]:
            return y
        lab = params["labels"]["synonyms"]
        with page.region("synonyms", "section", (x1, y, x2, y + 80), label=lab):
            h = page.label(x1, y, lab, ui_style(typo, theme, size=params["size"] + 2, bold=True),
                           role="structural")
            x = x1
            for word in params["synonyms"]:
                x = chip(page, theme, typo, x, h.bottom + 4, word) + 8
        return h.bottom + 56

    def _sidebar(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        x1, y1, x2, y2 = box
        lab = params["labels"]
        with page.region("sidebar", "sidebar", box, label=lab["wotd"]) as rid:
            card = self._wotd(page, theme, params, box)
            bottom = self._nearby(page, theme, params, x1, card + 30, y2)
            bottom = self._trending(page, theme, params, x1, bottom + 24, y2) or bottom
        page.regions[rid].box = (x1, y1, x2, bottom)  # the sidebar ends where its list does

    def _wotd(self, page: Page, theme: Theme, params: dict[str, Any], box) -> int:
        """The word of the day's card: the word, its pronunciation and part of speech, its
        first sense (on a tall screen its example too); the card ends 16 px under its last
        line, as the site sizes it (a fixed 230 px left a blank band under a short sense).
        Returns its bottom."""
        typo, lab = params["typo"], params["labels"]
        x1, y1, x2, _ = box
        tall = page.height >= 900
        card = page.rect((x1, y1, x2, y1 + 10), theme.panel, theme.border, radius=8,
                         name="card")
        cap = ui_style(typo, theme, size=typo["size"] - 2, bold=True, color=theme.muted)
        page.label(x1 + 16, y1 + 12, lab["wotd"].upper(), cap, role="structural")
        w = params["wotd"]
        page.label(x1 + 16, y1 + 38, w["word"], style(params["head_font"], 26, theme.text,
                                                        bold=True), role="structural")
        ipa = page.label(x1 + 16, y1 + 84, f"/{w['ipa']}/", ui_style(typo, theme,
                                                                    color=theme.muted),
                         role="text", max_width=x2 - x1 - 32)
        pos = ui_style(typo, theme, italic=True, color=theme.accent)
        x, y = ipa.right + 10, y1 + 84
        if x + measure(w["pos"], pos)[0] > x2 - 16:  # a long one goes under it, in the card
            x, y = x1 + 16, y + 26
        page.label(x, y, w["pos"], pos, max_width=x2 - 16 - x)
        sense = page.text((x1 + 16, y + 32, x2 - 16, y + 136), w["senses"][0][0],
                          ui_style(typo, theme), role="text", line_height=1.4, max_lines=4)
        bottom = sense.bottom
        if tall:
            bottom = page.text((x1 + 16, sense.bottom + 10, x2 - 16, sense.bottom + 110),
                               quoted(w["senses"][0][1], params["lang"]),
                               ui_style(typo, theme, italic=True, color=theme.muted),
                               role="text", line_height=1.4, max_lines=4).bottom
        page.resize(card, (x1, y1, x2, bottom + 16))
        return bottom + 16

    def _nearby(self, page: Page, theme: Theme, params: dict[str, Any], x1: int, y: int,
                y2: int) -> int:
        """The headword's alphabetical neighbours, itself in bold; the bottom of the list."""
        typo = params["typo"]
        cap = ui_style(typo, theme, size=typo["size"] - 2, bold=True, color=theme.muted)
        page.label(x1, y, params["labels"]["nearby"].upper(), cap, role="structural")
        y += 32
        st = ui_style(typo, theme, color=theme.link)
        for word in params["nearby"]:
            if y > y2 - 30:
                break
            cur = word == params["entry"]["word"]
            page.label(x1, y, word, st.but(bold=cur, color=theme.text if cur else theme.link))
            y += 30
        return y

    def _trending(self, page: Page, theme: Theme, params: dict[str, Any], x1: int, y: int,
                  y2: int) -> int:
        """Words looked up today (the site's other entries), where room is left: the bottom
        of the list, or 0 when none fits."""
        if y + 32 + 30 * 3 > y2:
            return 0
        typo = params["typo"]
        cap = ui_style(typo, theme, size=typo["size"] - 2, bold=True, color=theme.muted)
        page.label(x1, y, params["labels"]["trending"].upper(), cap, role="structural")
        y += 32
        st = ui_style(typo, theme, color=theme.link)
        for k, word in enumerate(params["trending"]):
            if y > y2 - 30:
                break
            page.label(x1, y, f"{k + 1}. {word}", st)
            y += 30
        return y

    def _browse(self, page: Page, theme: Theme, params: dict[str, Any], box) -> None:
        """The site's other entries A to Z, each with its part of speech, in columns under
        the entry as far as room is left."""
        x1, y, x2, y2 = box
        typo, size = params["typo"], params["size"]
        rows = (y2 - y - 48) // 30
        if rows < 3:
            return
        lab = params["labels"]["browse"]
        cols = max(1, min(3, (x2 - x1) // 240))
        words = params["browse"][:rows * cols]
        per = -(-len(words) // cols)
        with page.region(f"section {lab}", "section", (x1, y, x2, y + 48 + per * 30), label=lab):
            page.line((x1, y), (x2, y), theme.border)
            page.label(x1, y + 10, lab, ui_style(typo, theme, size=size + 2, bold=True),
                       role="structural")
            link = ui_style(typo, theme, color=theme.link)
            muted = ui_style(typo, theme, size=typo["size"] - 1, italic=True, color=theme.muted)
            w = (x2 - x1) // cols
            for k, (word, pos) in enumerate(words):
                cx, cy = x1 + (k // per) * w, y + 48 + (k % per) * 30
                r = page.label(cx, cy, word, link, max_width=w - 20)
                page.label(r.right + 8, cy + 1, pos, muted, max_width=max(10, cx + w - r.right - 28))

    def _footer(self, page: Page, theme: Theme, params: dict[str, Any], span) -> None:
        """The site's footer band: its name and its sections again."""
        x1, y, x2 = span
        typo = params["typo"]
        with page.region("footer", "chrome", (0, y, page.width, page.height)):
            page.rect((0, y, page.width, page.height), theme.panel, name="footer")
            page.line((0, y), (page.width, y), theme.border)
            x = page.label(x1, y + 14, params["brand"], style(params["head_font"], 18, theme.text,
                                                            bold=True)).right + 40
            link = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            for item in params["nav"]:
                if x > x2 - 120:
                    break
                x = page.label(x, y + 16, item, link).right + 28
