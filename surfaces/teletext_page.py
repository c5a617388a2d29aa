"""A teletext page (Ceefax style): black screen, a 40-column monospace grid in the seven
teletext colours, a mosaic-block banner with a double-height title, headline or index rows
with page numbers, and the red/green/yellow/cyan Fastext row."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.numbers import month_abbreviations, ui_list
from surfaces.kit.typography import style

TT = {"black": (0, 0, 0), "red": (255, 0, 0), "green": (0, 255, 0), "yellow": (255, 255, 0),
      "blue": (0, 0, 255), "magenta": (255, 0, 255), "cyan": (0, 255, 255),
      "white": (255, 255, 255)}
COLS, ROWS = 40, 22


HEAD_COLS = 33  # a headline row: column 1 to the page number at COLS - 4, one space between
# apps_tx_headline sentences (the same index in every language) said only in some months
# (0 = January): the heatwave ends in summer (June to August); the snow or black-ice
# warning (entry 14 in en/de, 15 in it/nl) comes in winter, and so do the entries beside it
# (floods, prices)
WINTER = (10, 11, 0, 1, 2)
SEASONS = {5: range(5, 8), 14: WINTER, 15: WINTER}  # r53: no heatwave on 23 Sep


def _headlines(rng: np.random.Generator, content: Content, month: int, n: int,
               skip: set[int]) -> list[tuple[str, int]]:
    """Up to ``n`` (headline, entry) pairs short enough for a row, each from another entry
    not in ``skip``, all fitting the page's month (no "Heatwave to end this week" on 12 Nov)."""
    pool = content.data.SENTENCES["apps_tx_headline"]
    fits = [i for i in range(len(pool))
            if month in SEASONS.get(i, range(12)) and i not in skip]
    drawn = {content.fill(pool[int(i)]): int(i) for i in rng.permutation(fits)}
    # one headline a story: no "Rail strike called off" beside "Strike: talks resume"
    story, told, out = ui_list(content, "w10gc.tx_story"), set(), []
    for h, i in drawn.items():
        if len(h) <= HEAD_COLS and story[i] not in told:
            told.add(story[i])
            out.append((h, i))
    return out[:n]


def _page_numbers(rng: np.random.Generator, heads: list[tuple[str, int]],
                  sport: set[int]) -> list[int]:
    """A page for each headline inside its section's range: news 102-198, sport 202-298
    (the index lists SPORT on 200), each range's pages ascending down the list."""
    news = sorted(int(v) for v in rng.choice(np.arange(102, 199), len(heads), replace=False))
    games = sorted(int(v) for v in rng.choice(np.arange(202, 299), len(heads), replace=False))
    return [games.pop(0) if i in sport else news.pop(0) for _, i in heads]


def _header_date(weekday: str, day: int, month: str, room: int) -> str:
    """The header's date, right of "P101 CHANNEL 101" and one column before the clock: the
    weekday left out when the row has no room for it ("RAI TELEVIDEO 101  21 mag 00:36:33")."""
    full = f"{weekday} {day:02d} {month}"
    return full if len(full) <= room else f"{day:02d} {month}"


class TeletextPage(Surface):
    name = "teletext_page"
    family = "terminal"
    themes = ("dark",)
    text_roles = ("text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("header", "banner", "body", "fastext")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        sections = ui_list(content, "apps.tx.sections")
        mode = choice(rng, ["headlines", "headlines", "index"])
        channel = content.word("apps_tx_channel")
        sec = 0
        days = ui_list(content, "apps.tx.days")
        # the locale's own abbreviations (CLDR's, without the dot): nl "mrt", fr "juin"/"juil"
        months = [m.rstrip(".") for m in month_abbreviations(content.lang)]
        n = int(rng.integers(10, 14))
        month = int(rng.integers(0, 12))
        # teletext writes to fit its 40 columns: only headlines short enough for the row
        # beside their page number (never cut with "…")
        # the sport headlines (entries listed in w8l.tx_sport) live in the sport pages: a
        # NEWS headlines screen leaves them out, the index lists them on 2xx
        sport = {int(v) for v in ui_list(content, "w8l.tx_sport")}
        heads = _headlines(rng, content, month, n, sport if mode == "headlines" else set())
        if mode == "index":  # the index shows four: the news first, then the sport
            heads = sorted(heads[:4], key=lambda h: h[1] in sport)
        base = 100 + 100 * sec
        pages = _page_numbers(rng, heads, sport)
        # P100 is the index; the news starts on 101 (the page a headlines screen shows)
        index_pages = [101 if k == 0 else 100 * (k + 1) if k < 8 else 100 + 10 * k
                       for k in range(len(sections))]
        mosaic = [[int(v) for v in row] for row in rng.integers(0, 2, (3, 2 * COLS))]
        return {
            "mono": choice(rng, ["dejavu_sans_mono", "liberation_mono", "noto_sans_mono",
                                 "go_mono", "jetbrains_mono", "fira_code"]),
            "channel": channel, "page": base if mode == "index" else base + 1,
            "date": _header_date(choice(rng, days), int(rng.integers(1, 29)), months[month],
                                 COLS - 20 - len(channel)),
            # the header clock as the broadcasters print it: 00:36:33 (r50 0026: "00:36/33")
            "clock": ":".join(f"{int(v):02d}" for v in (rng.integers(0, 24), rng.integers(0, 60),
                                                        rng.integers(0, 60))),
            "title": sections[sec] if mode == "headlines" else channel, "mode": mode,
            "heads": [[h, p] for (h, _), p in zip(heads, pages, strict=True)],
            "entries": [i for _, i in heads],  # the apps_tx_headline entry of each
            "sections": [[s, p] for s, p in zip(sections, index_pages, strict=True)],
            "headlines_label": content.ui("apps.tx.headlines"), "index": content.ui("apps.tx.index"),
            "more": content.ui("apps.tx.more", p=base + 99), "fastext": ui_list(content, "apps.tx.fastext"),
            "band": choice(rng, ["blue", "red", "magenta", "green"]), "mosaic": mosaic,
            "colour_a": choice(rng, ["white", "cyan"]), "colour_b": choice(rng, ["yellow", "white"]),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        w, h = page.width, page.height
        page.rect((0, 0, w, h), TT["black"], name="screen")
        page.meta["no_mouse"] = True  # no GUI mouse arrow on this screen (effects)
        size = 28
        st = style(params["mono"], size, TT["white"])
        cw = measure("M", st)[0]
        rh = h // ROWS
        x0 = round((w - cw * COLS) / 2)
        top = (rh - round(size * 2.2)) // 2

        def at(col: int, row: int, text: str, colour: str, role: str = "text",
               span: int = 0) -> Any:
            return page.label(round(x0 + col * cw), row * rh + top + 2, text,
                              st.but(color=TT[colour]), role=role,
                              max_width=round(cw * (span or COLS - col)) + 2)

        with page.region("header", "chrome", (0, 0, w, rh)):
            at(0, 0, f"P{params['page']}", "white", "chrome")
            at(6, 0, f"{params['channel']} {params['page']}", "white", "chrome")
            at(COLS - 9 - len(params["date"]), 0, params["date"], "white", "chrome")
            at(COLS - 8, 0, params["clock"], "yellow", "chrome")
        self._banner(page, params, x0, cw, rh)
        with page.region("body", "body", (0, 4 * rh, w, (ROWS - 1) * rh)):
            if params["mode"] == "index":
                self._index(at, params)
            else:
                at(1, 5, params["headlines_label"], "cyan", "structural")
                for k, (head, num) in enumerate(params["heads"]):
                    row = 6 + k
                    if row > ROWS - 4:
                        break
                    colour = params["colour_a"] if k % 2 == 0 else params["colour_b"]
                    at(1, row, head, colour, span=COLS - 6)
                    at(COLS - 4, row, str(num), "cyan")
            band = TT[params["band"]]
            y = (ROWS - 2) * rh
            page.rect((x0, y, round(x0 + cw * COLS), y + rh), band, name="band")
            at(1, ROWS - 2, params["more"], "white" if params["band"] != "green" else "black")
        with page.region("fastext", "chrome", (0, (ROWS - 1) * rh, w, h)):
            for k, (label, colour) in enumerate(zip(params["fastext"], ("red", "green", "yellow",
                                                                        "cyan"), strict=False)):
                at(k * 10, ROWS - 1, label, colour, "chrome", span=10)
        return page

    def _banner(self, page: Page, params: dict[str, Any], x0: int, cw: float, rh: int) -> None:
        band = TT[params["band"]]
        y1, y2 = rh + 4, 4 * rh - 4
        with page.region("banner", "structural", (x0, y1, round(x0 + cw * COLS), y2),
                         label=params["title"]):
            page.rect((x0, y1, round(x0 + cw * COLS), y2), band, name="banner")
            sx = cw / 2
            sy = (y2 - y1) / 3
            mosaic = params["mosaic"]
            for r, row in enumerate(mosaic):
                for c, on in enumerate(row):
                    if on and (c < 8 or c >= 2 * COLS - 8):
                        page.rect((round(x0 + c * sx), round(y1 + r * sy),
                                   round(x0 + (c + 1) * sx), round(y1 + (r + 1) * sy)),
                                  TT["white"] if params["band"] != "blue" else TT["cyan"],
                                  name="mosaic")
            big = style(params["mono"], 50, TT["yellow"] if params["band"] != "green" else
                        TT["black"], bold=True)
            tw = measure(params["title"], big)[0]
            x = round(x0 + max(cw * 5, (cw * COLS - tw) / 2))
            page.label(x, (y1 + y2 - round(50 * 2.2)) // 2, params["title"], big,
                       role="structural", max_width=round(cw * 30))

    def _index(self, at: Any, params: dict[str, Any]) -> None:
        at(1, 5, params["index"], "cyan", "structural")
        for k, (name, num) in enumerate(params["sections"]):
            col, row = (1, 7 + k) if k < 6 else (21, 7 + k - 6)
            at(col, row, name, "white" if k % 2 == 0 else "yellow", span=14)
            at(col + 15, row, str(num), "cyan")
        for k, (head, num) in enumerate(params["heads"][:4]):
            at(1, 14 + k, head, "green" if k % 2 == 0 else "white", span=COLS - 6)
            at(COLS - 4, 14 + k, str(num), "cyan")
