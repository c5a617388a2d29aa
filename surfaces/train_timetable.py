"""A station departure board: station header with clock, departures/arrivals tabs, rows of
time, train badge, destination with via stops, platform and coloured remarks (on time,
delayed, cancelled), and a travel-information box in prose. Web or station-display look."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import PALETTE_DARK, Content, Page, Theme, choice, measure
from surfaces.kit.chrome import ui_style
from surfaces.kit.numbers import ui_list
from surfaces.kit.phrases import repeated_phrases
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.rail_net import (
    _directions,
    _run,
    _station,
    _weights,
    big_station,
    board_departures,
    last_departure,
    via_lines,
)
from surfaces.kit.rail_words import CATERING_WORDS, DELAY_WORDS, QUIET_WORDS, RESERVE_WORDS, SHORT
from surfaces.kit.typography import sample_typography, style

BADGES = ["red", "blue", "green", "purple", "orange", "teal"]
BOARD_BG, BOARD_ROW, BOARD_INK, BOARD_YEL = (0, 28, 80), (8, 40, 100), (255, 255, 255), (255, 214, 0)
SURE = 5  # the rows the shortest screen shows under the tallest notices


def _headway(rng: np.random.Generator, content: Content, line: dict[str, Any],
             big: bool, few: bool = False) -> int:
    """Minutes between two trains of a service, as timetables run them: a long-distance
    brand (w8l.rail_fast) hourly at a hub (half-hourly on the trunk of a hub with few
    services, as TGVs Paris-Lyon or AVEs Madrid-Barcelona run) and every one
    to four hours at a small stop (the language's
    w8l.rail_fast_small: an Avlo calls at Cuenca a few times a day); a regional line
    half-hourly or hourly (a quarter-hourly RE read as an S-Bahn, a half-hourly ICE as a
    metro)."""
    if line["operator"] in content.ui_list("w8l.rail_fast"):
        pool = ([30] if few else [60]) if big else \
            [int(x) for x in content.ui_list("w8l.rail_fast_small")]
        return int(choice(rng, pool))
    return int(choice(rng, ([30] if few else [30, 30, 60]) if big else [30, 60, 60]))


def _services(rng: np.random.Generator, content: Content, lines: list[dict[str, Any]],
              station: str) -> list[dict[str, Any]]:
    """Every (line, direction) leaving ``station``: its destination, via, a platform, a
    headway (a clock-face interval), a first minute past the hour and a train number."""
    out = []
    seen: set[tuple[str, tuple[str, ...]]] = set()
    # one platform per service: two trains never leave one platform in the same minute
    # as many platforms as the station's lines need: two at a stop of one line (Flörsheim
    # has no platform 19), about three more for each further line (a hub's twenty)
    through = sum(station in line["stops"] for line in lines)
    count = min(24, 2 + 3 * (through - 1))
    free = [str(int(x) + 1) for x in rng.permutation(count)]
    # each service numbers its trains in a block of its own: two services never share a number
    blocks = [int(x) for x in rng.permutation(np.arange(3, 49))]
    big = big_station(lines, station)
    few = len(_directions(lines, station)) < 4
    weight = _weights(lines)
    for k, line in enumerate(lines):
        stops = line["stops"]
        for i in (j for j, s in enumerate(stops) if s == station):
            for d in (1, -1):
                if not 0 <= i + d < len(stops):
                    continue
                dest, via = _run(stops, i, d, weight)
                if (dest, tuple(via)) in seen:  # two lines on one route: one service
                    continue
                seen.add((dest, tuple(via)))
                headway = _headway(rng, content, line, big, few)
                fast = line["operator"] in content.ui_list("w8l.rail_fast")
                hops = len(stops) - 1 - i if d > 0 else i
                out.append({"line": k, "dest": dest, "via": via, "headway": headway,
                            "last": last_departure(line, hops),
                            **_pattern(rng, headway, fast),
                            "platform": free.pop() if free else str(len(out) % count + 1),
                            "platforms": count,
                            "number": blocks.pop() * 200 + int(rng.integers(0, 25)) * 2
                            + (1 if d > 0 else 2)})
    return out


def _pattern(rng: np.random.Generator, headway: int, fast: bool) -> dict[str, Any]:
    """A service's departures past the hour: its first minute, each slot's shift and the
    slots it leaves out. A regional or intercity line runs a clock-face timetable (an NS
    Intercity at :04 and :34 every hour: no shift, no gap); a long-distance brand (an ICE,
    a TGV, an AVE) keeps its minute past the hour, moved by one where paths are tight."""
    if not fast:
        return {"first": int(rng.integers(3, headway)), "shift": [0], "skip": [False]}
    shift = [int(choice(rng, [0, 0, 0, 0, 1, -1])) for _ in range(12)]
    skip = [bool(x < 0.15 and headway <= 30) for x in rng.random(7)]
    return {"first": int(rng.integers(3, headway)), "shift": shift, "skip": skip}


def _free_platform(services: list[dict[str, Any]], platform: str) -> str:
    """The platform a moved train leaves from: the next one of the station no service of the
    board uses (or, at a small station, the other one)."""
    used = {s["platform"] for s in services}
    count = max(s["platforms"] for s in services)
    others = [str((int(platform) + k - 1) % count + 1) for k in range(1, count)]
    return next((p for p in others if p not in used), others[0] if others else platform)


def _has(text: str, words: tuple[str, ...]) -> bool:
    return any(w in text.lower() for w in words)


def _stretch(rng: np.random.Generator, lines: list[dict[str, Any]], station: str,
             shown: set[str]) -> tuple[str, str]:
    """Two neighbouring stops on a line through ``station`` (not the station itself): where
    a notice's replacement bus runs; both named on the board (``shown``: its destinations
    and via stops) where the lines allow, so the notice speaks of places the board shows."""
    through = [line for line in lines if station in line["stops"]]
    every = [(a, b) for line in through for a, b in pairwise(line["stops"])]
    away = [(a, b) for a, b in every if station not in (a, b)]
    pairs = [(a, b) for a, b in away if a in shown and b in shown] or \
        [(a, b) for a, b in every if a in shown | {station} and b in shown | {station}] or \
        away or every
    return pairs[int(rng.integers(0, len(pairs)))]


def _notice(rng: np.random.Generator, content: Content, n: int, delayed: dict[str, int],
            fixed: list[dict[str, str]]) -> str:
    """``n`` travel notices; one announcing delays only when the board shows a delay, and
    then about trains to a destination whose train is late (``delayed``: its longest delay,
    the minutes the notice gives: no "up to thirty minutes" over trains 5 minutes late,
    review 55). A notice about one
    train names a train of the board, each notice another (``fixed``: train, time, dest,
    stop_a, stop_b)."""
    def late(t: str) -> bool:
        return _has(t, DELAY_WORDS)

    dining = [f for f in fixed if f["catering"]]
    seats = [f for f in fixed if f["reserve"]]
    lines = content.data.SENTENCES["apps_tr_notice"] + content.data.SENTENCES["m_ops_tr_notice"]
    pool = [t for t in lines if (delayed or not late(t)) and (dining or not _has(t, CATERING_WORDS))
            and (any(f["quiet"] for f in fixed) or not _has(t, QUIET_WORDS))
            and (seats or not _has(t, RESERVE_WORDS))]
    out: list[str] = []
    for t in (pool[int(i)] for i in rng.permutation(len(pool))):
        if len(out) == n:
            break
        k = len(out)
        about = dict(dining[k % len(dining)] if _has(t, CATERING_WORDS) else
                     seats[k % len(seats)] if _has(t, RESERVE_WORDS) else fixed[k % len(fixed)])
        del about["catering"], about["quiet"], about["reserve"]
        city = str(choice(rng, sorted(delayed))) if delayed else ""
        text = content.fill(t, city=city, delay=str(delayed[city]), **about) \
            if late(t) and delayed else content.fill(t, **about)
        # two notices never say the same thing ("buses replace trains" twice) nor a phrase
        # twice ("En raison de travaux ... En raison de conditions météo")
        said = " ".join(out)
        if not _shingles(text) & _shingles(said) and \
                repeated_phrases(f"{said} {text}") <= repeated_phrases(said):
            out.append(text)
    return " ".join(out)


def _late(rows: list[dict[str, Any]]) -> dict[str, int]:
    """The destinations a delay notice may name, with the longest delay shown for each: of
    the rows every screen shows, a delay worth a notice (no "may be delayed by up to 3
    minutes")."""
    delayed: dict[str, int] = {}
    for r in rows[:SURE]:
        if r["state"] == "delay" and r["delay"] >= 8:
            delayed[r["dest"]] = max(delayed.get(r["dest"], 0), r["delay"])
    return delayed


def _shingles(text: str, k: int = 4) -> set[tuple[str, ...]]:
    """The runs of ``k`` words of ``text`` (lower case, punctuation dropped)."""
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i:i + k]) for i in range(len(words) - k + 1)}


def _hhmm(minute: int) -> str:
    """A board's time on the 24-hour clock ("06:44"), as British and continental boards
    show it whatever the locale's everyday clock."""
    return f"{minute // 60 % 24:02d}:{minute % 60:02d}"


def _via(row: dict[str, Any], st: Any, room: int) -> str:
    """The row's via line with as many of its main stops as the column holds (a narrow
    board names fewer, never "via Firenze Santa Maria Novella, Milano Cent…")."""
    return next((v for v in [row["via_line"], *row.get("via_short", [])]
                 if measure(v, st)[0] <= room), row["via_line"])


def _badge_text(row: dict[str, Any], st: Any, room: int) -> str:
    """The train's name as its badge fits it: "MD 18023" where "Media Distancia 18023" is
    too wide, as boards abbreviate (a British board's badge is the operator alone)."""
    if measure(row["train"], st)[0] + 14 <= room:
        return row["train"]
    words = row["operator"].split()
    short = SHORT.get(row["operator"]) or ("".join(w[0] for w in words).upper()
                                           if len(words) > 1 else row["operator"])
    return f"{short} {row['number']}".strip()


class TrainTimetable(Surface):
    name = "train_timetable"
    family = "tables"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each notice is one paragraph: there is no empty line between paragraphs.
    # No select_substring: since the notices name the board's trains and stops (0.10), its
    # pages rarely hold a compound to select inside (tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "tabs", "departures", "notices")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lines = content.data.SLOTS["rail_lines"]
        station = _station(rng, lines)
        t = int(rng.integers(6 * 60, 21 * 60))
        rows = []
        services = _services(rng, content, lines, station)
        t, deps = board_departures(services, t, 16)  # enough rows for a tall screen
        # the board is looked at shortly before its next train: within a quarter of an hour
        now = max(t, deps[0][0] - int(rng.integers(1, 16)))
        reserve, weight = set(content.ui_list("w14f.rail_reserve")), _weights(lines)
        for t, svc, number in deps:
            # disruptions are known for the next hour or so; later trains show on time
            r = rng.random() if t - now <= 75 else 0.0
            state = "on_time" if r < 0.7 else "delay" if r < 0.9 else \
                "cancelled" if r < 0.95 else "platform_change"
            delay = int(choice(rng, [3, 5, 8, 12, 20])) if state == "delay" else 0
            platform = svc["platform"]
            if state == "platform_change":  # the remark says it moved: to a free platform
                platform = _free_platform(services, platform)
            remark = content.ui(f"apps.tr.{state}") if state != "delay" else \
                content.ui("apps.tr.delay", n=delay)
            ki = svc["line"]
            op = lines[ki]["operator"]
            shown = str(number) if lines[ki].get("numbered", True) else ""
            rows.append({"time": _hhmm(t), "state": state, "delay": delay,
                         "expected": content.ui("apps.tr.expected", t=_hhmm(t + delay))
                         if delay else "",
                         "train": f"{op} {shown}".strip(), "operator": op, "number": shown,
                         "badge": BADGES[ki % len(BADGES)], "dest": svc["dest"],
                         "via": content.ui("apps.tr.via", x=", ".join(svc["via"]))
                         if svc["via"] else "", "via_stops": list(svc["via"]),
                         **via_lines(content, svc["via"], weight, op), "platform": platform,
                         "remark": remark, "catering": bool(lines[ki].get("catering")),
                         "quiet": bool(lines[ki].get("quiet")),
                         "reserve": op in reserve})
        # the notices speak of the places this station's trains call at on the way (never of
        # this station or a terminus: "trains will not stop at" the destination of a row)
        dests = {r["dest"] for r in rows}
        vias = sorted({v for r in rows for v in r["via_stops"]} - {station} - dests) or sorted(
            {s for line in lines if station in line["stops"] for s in line["stops"][1:-1]}
            - {station} - dests)
        content.pin(city=vias or sorted(dests))
        stop_a, stop_b = _stretch(rng, lines, station,
                                  dests | {v for r in rows for v in r["via_stops"]})
        fixed = [{"train": rows[int(i)]["train"], "time": rows[int(i)]["time"],
                  "dest": rows[int(i)]["dest"], "stop_a": stop_a, "stop_b": stop_b,
                  "catering": rows[int(i)]["catering"], "quiet": rows[int(i)]["quiet"],
                  "reserve": rows[int(i)]["reserve"]}
                 for i in rng.permutation(min(SURE, len(rows))) if rows[int(i)]["state"] != "cancelled"]
        notice = _notice(rng, content, int(rng.integers(2, 4)), _late(rows), fixed)
        return {
            "typo": sample_typography(rng, "sans", (13, 14, 15)),
            "labels": {k: content.ui(f"apps.tr.{k}") for k in ("departures", "arrivals", "station",
                                                                 "notices")},
            "cols": ui_list(content, "apps.tr.cols"), "station": station,
            "clock": _hhmm(now), "updated": content.ui("apps.tr.updated", t=_hhmm(now)),
            "rows": rows, "notice": notice, "marks": sample_marks(rng, notice, "mail"),
            "look": choice(rng, ["web", "web", "board"]), "row_h": int(choice(rng, [44, 48, 52])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        w, h = page.width, page.height
        board = params["look"] == "board"
        bg = BOARD_BG if board else theme.bg
        ink = BOARD_INK if board else theme.text
        muted = (170, 190, 230) if board else theme.muted
        page.rect((0, 0, w, h), bg, name="background")
        st = ui_style(typo, theme, color=ink)
        with page.region("header", "chrome", (0, 0, w, 70)):
            page.rect((0, 0, w, 70), BOARD_ROW if board else theme.accent, name="header")
            white = (255, 255, 255)
            page.label(24, 6, lab["station"], st.but(size=typo["size"] - 2, color=(210, 220, 240)),
                       role="structural")
            page.label(24, 24, params["station"], style(typo["ui"], typo["size"] + 10, white, bold=True),
                       role="structural", max_width=600)
            ck = style(typo["mono"], typo["size"] + 12, BOARD_YEL if board else white, bold=True)
            cw = round(measure(params["clock"], ck)[0])
            page.label(w - 24 - cw, 10, params["clock"], ck, role="text")
        with page.region("tabs", "chrome", (0, 70, w, 110)):
            x = 24
            for i, key in enumerate(("departures", "arrivals")):
                b = page.label(x, 76, lab[key], st.but(bold=i == 0, color=ink if i == 0 else muted))
                if i == 0:
                    page.line((x, 106), (b.right, 106), BOARD_YEL if board else theme.accent, 3)
                x = b.right + 28
            uw = round(measure(params["updated"], st.but(size=typo["size"] - 2))[0])
            page.label(w - 24 - uw, 78, params["updated"], st.but(size=typo["size"] - 2, color=muted),
                       role="text")
            page.line((0, 109), (w, 109), BOARD_ROW if board else theme.border)
        base = style(typo["body"], typo["size"] - 1, ink)
        spans = [styled_spans(params["notice"], params["marks"], base, theme, typo["mono"])]
        # the notices' box holds its text (no orange box 60 % empty, review 55): laid out
        # first, on a scratch page, the rows take the height it leaves
        text_h = Page(w, h, theme).text((44, 0, w - 40, h), spans, base, role="prose",
                                        line_height=1.45).bottom
        box_h = 46 + text_h + 14
        bottom = self._rows(page, theme, params, (0, 112, w, h - box_h - 22), board, ink, muted)
        y2 = min(h - 12, bottom + 10 + box_h)
        with page.region("notices", "panel", (24, bottom + 10, w - 24, y2), label=lab["notices"]):
            fill = BOARD_ROW if board else theme.faded(theme.palette["orange"], on=theme.bg, amount=0.88)
            page.rect((24, bottom + 10, w - 24, y2), fill, radius=6, name="notice box")
            page.rect((24, bottom + 10, 30, y2), BOARD_YEL if board else theme.palette["orange"],
                      name="notice bar")
            page.label(44, bottom + 14, lab["notices"], st.but(bold=True), role="structural")
            page.text((44, bottom + 46, w - 40, y2 - 4), spans, base, role="prose", line_height=1.45)
        return page

    def _rows(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int],
              board: bool, ink: Any, muted: Any) -> int:
        x1, y1, x2, y2 = box
        typo = p["typo"]
        st = ui_style(typo, theme, color=ink)
        pal = PALETTE_DARK if board else theme.palette
        xs = [24, 150, 300, x2 - 320, x2 - 220, x2 - 24]
        with page.region("departures", "table", (x1, y1, x2, y2), label=p["labels"]["departures"]):
            for c, title in enumerate(p["cols"]):
                page.label(xs[c], y1 + 2, title, st.but(size=typo["size"] - 2, bold=True, color=muted),
                           role="structural", max_width=xs[c + 1] - xs[c] - 8)
            y = y1 + 34
            rh = p["row_h"]
            for k, r in enumerate(p["rows"]):
                if y + rh > y2:
                    break
                with page.region(f"row {k + 1}", "row", (x1, y, x2, y + rh), label=r["dest"]):
                    if board and k % 2 == 0:
                        page.rect((x1, y, x2, y + rh), BOARD_ROW, name="zebra row")
                    elif not board:
                        page.line((24, y), (x2 - 24, y), theme.border)
                    top = y + 2
                    cancelled = r["state"] == "cancelled"
                    tst = style(typo["mono"] if board else typo["ui"], typo["size"] + 2,
                                BOARD_YEL if board else ink, bold=True, strike=cancelled)
                    # the time on the destination's line, the expected time on the via
                    # line's (at top + 22 it ran across the row's rule)
                    page.label(xs[0], top - 4, r["time"], tst, role="text")
                    if r["expected"]:
                        page.label(xs[0], top + 19, r["expected"], st.but(size=typo["size"] - 2,
                                   color=pal["red"], color_name="red"), role="text",
                                   max_width=xs[1] - xs[0] - 6)
                    colour = pal[r["badge"]]
                    bst = st.but(size=typo["size"] - 2, bold=True, color=(255, 255, 255))
                    train = _badge_text(r, bst, xs[2] - xs[1] - 12)
                    bw = min(xs[2] - xs[1] - 12, round(measure(train, bst)[0]) + 14)
                    page.rect((xs[1], y + rh // 2 - 11, xs[1] + bw, y + rh // 2 + 11), colour, radius=4,
                              name="train badge")
                    page.label(xs[1] + 7, y + rh // 2 - round(bst.size * 1.1), train, bst,
                               role="text", max_width=bw - 10)
                    dst = st.but(bold=True, strike=cancelled)
                    page.label(xs[2], top - 2, r["dest"], dst, role="text", max_width=xs[3] - xs[2] - 10)
                    if r["via_line"]:  # every row the same fields (r63 0022)
                        vst = st.but(size=typo["size"] - 3, color=muted)
                        page.label(xs[2], top + 20, _via(r, vst, xs[3] - xs[2] - 10), vst,
                                   role="text", max_width=xs[3] - xs[2] - 10)
                    changed = r["state"] == "platform_change"
                    pst = st.but(size=typo["size"] + 3, bold=True,
                                 color=pal["red"] if changed else ink,
                                 color_name="red" if changed else "")
                    page.label(xs[3], y + (rh - round(pst.size * 2.2)) // 2, r["platform"], pst,
                               role="text")
                    name = {"on_time": "green", "delay": "red", "cancelled": "red",
                            "platform_change": "orange"}[r["state"]]
                    page.label(xs[4], y + (rh - round(st.size * 2.2)) // 2, r["remark"],
                               st.but(size=typo["size"] - 1, color=pal[name], color_name=name),
                               role="text", max_width=xs[5] - xs[4])
                y += rh
        return y
