"""A news article in a browser with one word selected and a "look up" dictionary popover
under it: headword, part of speech, definition, example, and its action links."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, fontbook, measure
from surfaces.kit.chrome import ui_style
from surfaces.kit.entity_marks import entity_marks
from surfaces.kit.news_story import news_story_world, slots, write_story
from surfaces.kit.numbers import quoted
from surfaces.kit.office import find_runs, popover
from surfaces.kit.phrases import repeated_phrases
from surfaces.kit.prose import styled_spans
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import browser_frame, country_tld, path_slug, site_header, url_words

# the sections of a town's news site: its own, never "World" or "Science"
NAV = ["web.nav_news", "web.nav_city", "web.nav_traffic", "web.nav_sport", "web.nav_agenda"]


# office_dict examples about another particular project or subject (a bridge, a pool, heat
# pumps, parking rules, late-night deliveries, an election, a deadline with its own date):
# quoted in a story about the town's own project they would change the subject (review r28)
OFF_TOPIC = {
    "en": (3, 5, 7, 8, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20, 21, 22, 23, 26, 27, 28),
    "de": (3, 5, 6, 8, 14, 16, 18, 19, 20, 23, 25, 27, 29, 30, 31, 32, 33, 35),
    "fr": (3, 5, 6, 8, 11, 12, 13, 14, 16, 17, 19),
    "es": (3, 5, 6, 8, 9, 10, 11, 13, 14, 15, 16, 17, 20),
    "it": (3, 5, 6, 9, 10, 11, 12, 13),
    "nl": (3, 5, 6, 8, 9, 10, 11, 12, 13, 14, 17, 18, 21),
}


# the examples a resident may say of the story's own project, by story kind (0 a project
# the council approves, 1 a facility that opens, 2 a service launched, 3 an approved project
# over budget and late; kit/news_story.py): no objections deadline after a launch
ON_TOPIC = {
    "en": {2: (0, 3), 4: (0, 3), 24: (0,), 29: (0,), 1: (2,)},
    "de": {2: (0, 3), 7: (0, 3), 17: (0,), 22: (3,), 28: (3,), 1: (2,)},
    "fr": {2: (0, 3), 7: (0, 3), 15: (0, 3), 1: (2,)},
    "es": {2: (0, 3), 7: (0, 3), 12: (0,), 1: (2,)},
    "it": {2: (0, 3), 7: (0, 3), 8: (3,), 1: (2,)},
    "nl": {2: (0, 3), 7: (0, 3), 1: (2,)},
}


# office_dict's row of an agreement reached with the contractor (the same row in every
# language): the story's next step is then no call for bids (r48)
AGREED = 2


def _resident_says(content: Content, world: dict[str, Any], entries: list[dict[str, Any]],
                   entry: dict[str, Any], lead: str) -> tuple[dict[str, Any], str, str]:
    """(the entry, the sentence, the sentence as the story attributes it) of a third
    resident: the example names the story's own project ("the spending plan for the
    library"), so two pages rarely quote the same sentence (wave 17); it says no phrase of
    the lead again ("informó el ayuntamiento de Castellón" after "el ayuntamiento de
    Castellón dio luz verde", "The city council agreed" after "the city council of San Diego
    backed") and does not name the town once more. The drawn ``entry`` first, then the
    others (never the contractor's agreement, which only its own story allows)."""
    city = world["city"]
    taken = {world["speaker"]["full"], world["other"]["full"], world["reporter"]}
    name = content.full_name()
    for _ in range(20):  # the dictionary's sentence is said by a third resident
        if name not in taken:
            break
        name = content.full_name()
    agreed = content.data.SLOTS["office_dict"][AGREED]
    others = [entries[i] for i in content.rng.permutation(len(entries))
              if entries[i] is not entry and entries[i] is not agreed]
    # the project by its short name, else by its anaphor ("the route" once the lead has
    # said "the bike path along the river")
    topic, named = world["topic"], slots(content, world)
    back = {**named, "s": topic["r"], "so": topic["ro"], "sd": topic["rd"]}
    for pick, values in ((e, v) for e in [entry] + others for v in (named, back)):
        for _ in range(12):
            said = content.fill(pick["example"], **values).rstrip(".")
            example = content.ui("hn.dict_said", sentence=said,
                                 fullname=name, city=city, weekday=content.word("weekday"))
            if repeated_phrases(f"{lead} {example}") <= repeated_phrases(lead) and \
                    example.count(city) <= (0 if city in lead else 1):
                return pick, said, example
    return pick, said, example


class DictionaryPopup(Surface):
    name = "dictionary_popup"
    family = "web"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    # select_substring: its pages, written from one world since 0.6.0, rarely offer one
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("tab bar", "header", "article", "popover")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the story first (one town, one local project, one cost figure), then a
        # dictionary word whose example someone of the story says
        # one story of a town (kit/news_story.py, as website_article's): headline, date,
        # body and quoted people all written from its world
        world = news_story_world(rng, content)
        off, on = OFF_TOPIC.get(content.lang, ()), ON_TOPIC[content.lang]
        entries = [e for i, e in enumerate(content.data.SLOTS["office_dict"])
                   if _word_at(e["example"], e["word"]) >= 0 and i not in off
                   and world["kind"] in on.get(i, ())]
        # an opening (kind 1) is remarked on for its first day's crowds, never for a fee
        entries += [e for e in content.data.SLOTS["hs_dict_open"] if world["kind"] in e["k"]]
        entry = entries[int(rng.integers(0, len(entries)))]
        city = world["city"]
        content.pin(city=city)
        story = write_story(content, world,
                            contractor=entry is content.data.SLOTS["office_dict"][AGREED])
        topic = world["topic"]["s"]
        texts = list(story["texts"])
        entry, said, example = _resident_says(content, world, entries, entry, texts[0])
        word, pos = entry["word"], entry["pos"]
        # the resident's sentence goes in whole between two whole sentences of the lead,
        # high on the page (room below): never after "Am 27." of "Am 27. Juni"
        first = sentences(texts[0])
        at = int(rng.integers(1, min(3, len(first)) + 1))
        texts[0] = " ".join(first[:at] + [example] + first[at:])
        offset = texts[0].find(example) + _word_at(example, word)
        # a link on the topic's first mention (the site's page on it), nothing arbitrary
        marks = [entity_marks(rng, t, [topic], ("link",), 0.5) if k == 0 else []
                 for k, t in enumerate(texts)]
        marks[0] = [m for m in marks[0] if m[1] <= offset or m[0] >= offset + len(word)]
        brand = content.fill(content.word("web_masthead"), city=city)
        title = story["headline"]
        return {
            "typo": sample_typography(rng, "serif", (15, 16, 17)),
            "font": choice(rng, fontbook().families_of(choice(rng, ["serif", "serif", "sans"]))),
            "brand": brand, "nav": [content.ui(k) for k in NAV],
            "title": title, "byline": content.ui("web.by", name=world["reporter"]),
            "date": content.ui("web.updated", date=content.format_date(
                datetime.date.fromisoformat(world["day"]))), "texts": texts,
            "marks": marks, "word": example[offset - texts[0].find(example):][:len(word)],
            "headword": word, "offset": offset, "pos": pos, "topic": topic,
            "definition": entry["definition"], "example": example,
            "quoted": quoted(said + ".", content.lang),
            "more": content.ui("office.d_more"), "actions": [content.ui("office.d_copy"),
                                                             content.ui("office.d_search")],
            "source": content.ui("office.d_dictionary"),
            "url": f"www.{_slug(brand)}.{country_tld(content.lang)}/{path_slug(title, 72)}",
            "city": city, "day": world["day"], "noun": world["topic"]["n"], "kind": world["kind"],
            "speaker": world["speaker"]["full"],
            "other": world["other"]["full"], "reporter": world["reporter"],
            "pop_w": int(choice(rng, [320, 360, 400])), "col_w": int(choice(rng, [620, 680])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = browser_frame(page, theme, typo, [params["title"]], params["url"])
        site_header(page, theme, typo, (0, y, page.width, y + 54), params["brand"], params["nav"])
        cw = params["col_w"]
        x1 = (page.width - cw) // 2
        with page.region("article", "body", (x1, y + 54, x1 + cw, page.height)):
            hs = style(params["font"], 30, theme.text, bold=True)
            h = page.text((x1, y + 78, x1 + cw, y + 200), params["title"], hs,
                          role="structural", max_lines=2, line_height=1.2)
            meta = ui_style(typo, theme, size=13, color=theme.muted)
            m = page.label(x1, h.bottom + 6, f"{params['byline']}  ·  {params['date']}", meta,
                           role="text", max_width=cw)
            body = style(params["font"], typo["size"] + 1, theme.text)
            sel = theme.selection
            paras = []
            for k, (t, mk) in enumerate(zip(params["texts"], params["marks"], strict=True)):
                if k == 0:
                    a, b = params["offset"], params["offset"] + len(params["word"])
                    spans = styled_spans(t[:a], [x for x in mk if x[1] <= a], body, theme,
                                         typo["mono"])
                    spans.append(Span(t[a:b], body.but(highlight=sel)))
                    spans += styled_spans(t[b:], [[x[0] - b, x[1] - b, x[2], x[3]] for x in mk
                                                  if x[0] >= b], body, theme, typo["mono"])
                    paras.append(spans)
                else:
                    paras.append(styled_spans(t, mk, body, theme, typo["mono"]))
            box = (x1, m.bottom + 18, x1 + cw, page.height - 10)
            block = page.text(box, paras, body, role="prose", line_height=1.6, paragraph_gap=0.8)
            last = block.laid.lines[-1] if block.laid.lines else None
            if block.laid.truncated and last and last.paragraph > 0 and last.glyphs and \
                    last.glyphs[-1].char == "\u2026":  # no "entro…" at the foot (r89 row 18):
                page.ops.pop()  # the article ends with the last paragraph that fits whole
                block = page.text(box, paras[:last.paragraph], body, role="prose",
                                  line_height=1.6, paragraph_gap=0.8)
        # the selected occurrence: as many of the word before it in the first paragraph
        before = len(re.findall(r"(?<!\w)" + re.escape(params["word"]) + r"(?!\w)",
                                params["texts"][0][:params["offset"]]))
        runs = find_runs(block.laid, params["word"])
        if len(runs) > before:
            self._popover(page, theme, typo, params, runs[before][0])
        return page

    def _popover(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 run: tuple[int, int, int, int, int]) -> None:
        a, b, top, _, bottom = run
        w = p["pop_w"]
        x1 = max(10, min(page.width - w - 10, (a + b) // 2 - w // 2))
        below = bottom + 216 + 16 <= page.height  # else it opens above the word
        y1 = bottom + 16 if below else top - 16 - 210
        box = (x1, y1, x1 + w, y1 + 210)
        with page.region("popover", "popover", box, label=p["headword"]):
            popover(page, theme, box, (a + b) // 2, "top" if below else "bottom")
            st = ui_style(typo, theme)
            x = x1 + 18
            src = page.label(x, y1 + 8, p["source"].upper(), st.but(size=11, bold=True,
                                                                     color=theme.muted),
                             role="chrome")
            hw = page.label(x, src.bottom, p["headword"], style(p["font"], 22, theme.text, bold=True),
                            role="structural", max_width=w - 36)
            pos_st = st.but(italic=True, color=theme.muted)
            pw = round(measure(p["pos"], pos_st)[0])
            if hw.right + 10 + pw <= x1 + w - 18:
                page.label(hw.right + 10, src.bottom + 4, p["pos"], pos_st, role="text")
            else:  # a long word class ("bijvoeglijk naamwoord") goes on the source line
                page.label(x1 + w - 18 - pw, y1 + 8, p["pos"], pos_st, role="text")
            body = style(typo["ui"], 14, theme.text)
            d = page.text((x, hw.bottom + 4, x1 + w - 18, y1 + 112), p["definition"], body,
                          role="prose", line_height=1.4, max_lines=3)
            page.text((x + 10, d.bottom + 6, x1 + w - 18, y1 + 156), p["quoted"],
                      body.but(italic=True, color=theme.muted, size=13), role="text",
                      line_height=1.35, max_lines=2)
            page.line((x1, y1 + 160), (x1 + w, y1 + 160), theme.border)
            link = st.but(size=13, color=theme.link)
            right = x1 + w - 18
            for label in reversed(p["actions"]):
                lw = round(measure(label, link)[0])
                page.label(right - lw, y1 + 168, label, link.but(color=theme.muted),
                           role="chrome")
                right -= lw + 16
            more_w = round(measure(p["more"], link)[0])
            # the link keeps clear of the actions: below them when the row is full
            page.label(x, y1 + 168 if x + more_w + 12 <= right else y1 + 188, p["more"], link,
                       role="chrome", max_width=w - 36)


_SENT = re.compile(r"(?<=[.!?…»”])\s+(?=[«„“\"A-ZÀ-Ý¿¡])")
# a stop that ends no sentence: a German/Nordic ordinal day ("Am 27. Juni"), a number's
# ("Nr. 4"), an initial ("J. Weber") or a short abbreviation ("Dr.", "St.", "z. B.")
_NOT_END = re.compile(r"(?:(?<!\w)\d{1,2}|(?<!\w)\w|\b(?:Dr|St|Nr|Mr|Mrs|Ms|Prof|bzw|ca|vs|Sr|Sra))\.$")


def sentences(text: str) -> list[str]:
    """``text``'s whole sentences: a split after a stop that ends none is joined back."""
    out: list[str] = []
    for part in _SENT.split(text):
        if out and _NOT_END.search(out[-1]):
            out[-1] += " " + part
        else:
            out.append(part)
    return out


def _word_at(sentence: str, word: str) -> int:
    """Index of ``word`` as a whole word in ``sentence`` (case-insensitive), -1 if absent."""
    m = re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", sentence, re.IGNORECASE)
    return m.start() if m else -1


def _slug(text: str, sep: str = "") -> str:
    return sep.join(url_words(text))  # "für" -> "fuer", "Straße" -> "strasse"
