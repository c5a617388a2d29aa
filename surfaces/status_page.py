"""A public service status page: overall banner, components with 90-day uptime bars, incidents."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice, measure
from surfaces.kit.brand_art import monogram
from surfaces.kit.chrome import ui_style
from surfaces.kit.forms import form_button
from surfaces.kit.numbers import format_percent, random_day
from surfaces.kit.prose import styled_spans
from surfaces.kit.typography import sample_typography, style

STATE_COLOUR = {"operational": "green", "degraded": "orange", "outage": "red"}
SHOWN = 3  # the components the page has room for
# the symptoms (gops.status.symptoms: error rates, slow responses, failed logins) of a
# partial outage (an orange day) and of a major one (a red day)
SYMPTOMS = {1: [0, 1], 2: [0, 2]}
LOGINS = (1, 2, 7, 9)  # the dash_component people sign in to (website, dashboard, auth, app)
SAAS = ["Relaybox", "Stackline", "Cloudharbor", "Tallyspot", "Pagewise", "Queuely",
        "Helpnest", "Shiplane", "Datawell", "Formbright", "Notely", "Billfold"]


def _name_marks(bold: bool, text: str, comp: str) -> list[list[Any]]:
    """Bold on the component's name (and nothing else), as some status pages do: decided
    once for an incident, so every update marks it alike, and only its first mention in an
    update ("Datenexport" bold five times in one incident read as noise)."""
    found = re.search(re.escape(comp), text) if bold else None
    return [[found.start(), found.end(), "bold", ""]] if found else []


def _report_day(content: Content, day: datetime.date) -> str:
    """The day a post-mortem is promised for: a week on (never the 8th or 11th, which
    Italian writes "l'8", "l'11" after "entro")."""
    due = day + datetime.timedelta(days=7)
    if due.day in (8, 11):
        due += datetime.timedelta(days=1)
    return content.format_date(due)


def _incident(rng: np.random.Generator, content: Content, comp: str, day: datetime.date,
              ongoing: bool, sym: int, names_style: dict[str, bool]) -> dict[str, Any]:
    """One incident told in order: what was seen (and when the next update comes), its one
    cause, then (if over) since when the component works; newest update first."""
    ui = content.ui_list
    # a language that names a component without an article quotes it ("bei « Recherche »");
    # German says "beim Dienst Suche"
    name, comp = comp, content.ui("gops.status.comp", comp=comp)
    wait = int(choice(rng, [15, 30, 60]))
    stages = ["investigating", "identified"][:int(rng.integers(1, 3))] if ongoing else \
        choice(rng, [["investigating", "identified", "resolved"], ["investigating", "resolved"]])
    t = int(rng.integers(7 * 60, 15 * 60))
    times = [t]
    for _stage in stages[1:]:
        # the first update comes as promised; the fix then takes a while
        gap = int(rng.integers(10, wait + 1)) if len(times) == 1 else int(rng.integers(30, 240))
        times.append(times[-1] + gap)
    fmt = content.format_time
    seen = t - int(rng.integers(2, 13))  # first seen a few minutes before the first post
    act = (times[1] if len(times) > 1 else t + 10) - int(rng.integers(1, 6))  # the fix, just before
    texts = {"investigating": " ".join([
        choice(rng, ui("gops.status.investigating")).format(
            symptom=ui("gops.status.symptoms")[sym], comp=comp, t=fmt(seen // 60, seen % 60)),
        content.ui("gops.status.next", n=wait, comp=comp,
                   t=fmt((t + wait) // 60, (t + wait) % 60))]),
        "identified": _identified(rng, content, comp, fmt(act // 60, act % 60))}
    if "resolved" in stages:
        fixed = times[-1] - int(rng.integers(3, min(30, times[-1] - times[-2])))
        texts["resolved"] = " ".join(
            [content.ui("gops.status.resolved", comp=comp,
                        t=fmt(fixed // 60, fixed % 60))]
            + [content.ui(f"gops.status.{x}", comp=comp, t0=fmt(seen // 60, seen % 60),
                          t1=fmt(fixed // 60, fixed % 60), d=_report_day(content, day))
               for x in ("nodata", "report") if rng.random() < 0.6])
    date = content.format_date(day)
    updates = []
    for stage, minute in reversed(list(zip(stages, times, strict=True))):
        text = texts[stage]
        # every update draws as before, but the page's first draw decides for all of them
        bold = names_style.setdefault("bold", bool(rng.random() < 0.5))
        updates.append({"stage": content.ui(f"dash.{stage}"), "text": text, "key": stage,
                        "minute": minute, "marks": _name_marks(bold, text, name),
                        "posted": content.ui("dash.posted", d=date, t=fmt(minute // 60,
                                                                          minute % 60))})
    end = fixed if "resolved" in stages else times[-1] + 20  # minutes down so far
    return {"title": ui("gops.status.titles")[sym].format(comp=comp), "date": date,
            "updates": updates, "colour": "red" if ongoing else "muted", "minutes": end - seen,
            "comp": name}


def _identified(rng: np.random.Generator, content: Content, comp: str, t: str) -> str:
    """The cause and what is being done about it, a remedy that fits the cause and is still
    under way (r77 0008: "Identified" over "we rolled back ... and are monitoring", a
    rollback for an expired certificate)."""
    ui = content.ui_list
    said = choice(rng, ui("gops.status.identified"))
    cause = int(rng.integers(len(ui("gops.status.causes"))))
    rng.integers(2)  # the draw the old two-way wording took: later draws stay as they were
    return " ".join([said.format(cause=ui("gops.status.causes")[cause], comp=comp),
                     ui("gops.status.remedies")[cause].format(comp=comp, t=t)])


class StatusPage(Surface):
    name = "status_page"
    family = "dashboards"
    text_roles = ("prose", "text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    # blank_line: its pages, written from one world since 0.6.0, rarely offer one
    unsupported_categories = ("select_substring", "blank_line")
    regions = ("header", "banner", "active incident", "components", "incidents", "incident")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the components in view; an incident's day is the one coloured day of its bar, and
        # every coloured day is an incident listed below (newest first)
        names = list(dict.fromkeys(content.word("dash_component") for _ in range(20)))[:SHOWN]
        broken = int(rng.integers(0, 2)) if rng.random() < 0.4 else -1  # in view: near the top
        states = ["operational" if k != broken else choice(rng, ["degraded", "outage"])
                  for k in range(len(names))]
        # a red component (its red day) is a major outage; an orange one a partial one
        comps = [{"name": name, "state": state,
                  "label": content.ui("spage.major" if state == "outage" else f"dash.{state}"),
                  "days": [0] * 90, "down": 0.0}
                 for name, state in zip(names, states, strict=True)]
        today = random_day(rng)
        ago = sorted(int(d) for d in rng.choice(np.arange(3, 89), 2, replace=False))
        incidents, names_style = [], {}  # the page's one way with names (see _incident)
        for k in range(int(rng.integers(1, 3))):
            ongoing = k == 0 and broken >= 0
            ci = broken if ongoing else int(rng.integers(0, len(names)))
            level = (1 if states[ci] == "degraded" else 2) if ongoing else int(rng.integers(1, 3))
            signs_in = content.data.SLOTS["dash_component"].index(names[ci]) in LOGINS
            sym = int(choice(rng, [k for k in SYMPTOMS[level] if k != 2 or signs_in]))
            day = today if ongoing else today - datetime.timedelta(days=ago[k])
            inc = _incident(rng, content, names[ci], day, ongoing, sym, names_style)
            comps[ci]["days"][89 - (today - day).days] = level
            # downtime: every minute from first seen to fixed, as the incident tells it (a
            # four-hour incident is four hours off the 90 days: 99.81%, never 99.96%)
            comps[ci]["down"] += inc["minutes"]
            incidents.append(inc)
        for c in comps:
            c["uptime_value"] = round(100 - c.pop("down") / (90 * 1440) * 100, 2)
            c["uptime"] = content.ui("dash.uptime",
                                     p=format_percent(c["uptime_value"], content.lang, 2))
        company = choice(rng, SAAS)
        # the banner follows the worst component: degraded -> a minor disruption, red -> major
        worst = states[broken] if broken >= 0 else "operational"
        banner = {"operational": "dash.status_ok", "degraded": "m_ops_spage.banner_degraded",
                  "outage": "m_ops_spage.banner_major"}[worst]
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "company": company,
            "ok": broken < 0, "components": comps, "incidents": incidents,
            "banner": content.ui(banner), "banner_colour": STATE_COLOUR[worst],
            "labels": {k: content.ui(f"dash.{k}") for k in
                       ("status_ok", "status_partial", "days_ago", "today", "past_incidents",
                        "subscribe", "status_title")}
            | {"active": content.ui("m_ops_spage.active"),
               # the bars' first day: "No other incidents since Mar 3" (not a stock line)
               "no_past": content.ui("m_ops_spage.no_past", date=content.format_date(
                   today - datetime.timedelta(days=89)))},
            "width": int(choice(rng, [720, 760, 800])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        w = params["width"]
        x1, x2 = (page.width - w) // 2, (page.width + w) // 2
        with page.region("header", "chrome", (x1, 0, x2, 70)):
            monogram(page, typo, (x1, 22, x1 + 28, 50), params["company"], theme.accent,
                     letters=1)
            page.label(x1 + 38, 20, params["company"], ui_style(typo, theme, bold=True,
                                                                size=typo["size"] + 3),
                       role="structural", max_width=400)
            st = ui_style(typo, theme)
            bw = round(measure(lab["subscribe"], st)[0]) + 28
            form_button(page, theme, typo, (x2 - bw, 20, x2, 52), lab["subscribe"], radius=4)
        colour = {"green": (20, 130, 50), "orange": (205, 95, 0),
                  "red": (190, 40, 40)}[params["banner_colour"]]
        with page.region("banner", "structural", (x1, 80, x2, 134)):
            page.rect((x1, 80, x2, 130), colour, radius=6, name="banner")
            page.label(x1 + 20, 88, params["banner"],
                       style(typo["ui"], typo["size"] + 4, (255, 255, 255), bold=True),
                       role="structural", max_width=w - 40)
        # an unresolved incident stands above the components; "past" lists resolved ones
        # (an active incident shows its latest update, as status pages do)
        active = [dict(i, updates=i["updates"][:1]) for i in params["incidents"]
                  if i["colour"] == "red"]
        past = [i for i in params["incidents"] if i["colour"] != "red"]
        y = 150
        if active:
            y = self._incidents(page, theme, typo, params, (x1, y, x2), active, lab["active"],
                                "active incident") + 6
        y = self._components(page, theme, typo, params, x1, y, x2)
        if y + 120 < page.height:
            self._incidents(page, theme, typo, params, (x1, y + 24, x2), past,
                            lab["past_incidents"], "incidents")
        return page

    def _components(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                    x1: int, y: int, x2: int) -> int:
        st = ui_style(typo, theme)
        small = st.but(size=typo["size"] - 2, color=theme.muted)
        with page.region("components", "body", (x1, y, x2, page.height)) as reg:
            top = y
            bg = page.rect((x1, y, x2, y + 10), theme.surface, theme.border, radius=6,
                           name="components box")
            for k, comp in enumerate(p["components"]):
                if y + 72 > max(430, page.height - 190):
                    break
                if k:
                    page.line((x1, y), (x2, y), theme.border)
                state = STATE_COLOUR[comp["state"]]
                with page.region(f"component {comp['name']}", "row", (x1, y, x2, y + 72),
                                 label=comp["name"]):
                    page.label(x1 + 16, y + 6, comp["name"], st.but(bold=True), role="text",
                               max_width=300)
                    lw = round(measure(comp["label"], st)[0])
                    page.label(x2 - 16 - lw, y + 6, comp["label"],
                               st.but(color=theme.palette[state], color_name=state),
                               role="text")
                    bar_w = (x2 - x1 - 32) / 90
                    for d, v in enumerate(comp["days"]):
                        bx = x1 + 16 + round(d * bar_w)
                        c = theme.palette[["green", "orange", "red"][v]]
                        page.rect((bx, y + 32, bx + max(2, round(bar_w) - 2), y + 50), c,
                                  radius=1, name="uptime bar")
                    page.label(x1 + 16, y + 50, p["labels"]["days_ago"], small, role="text")
                    uw = round(measure(comp["uptime"], small)[0])
                    page.label((x1 + x2 - uw) // 2, y + 50, comp["uptime"], small, role="text")
                    tw = round(measure(p["labels"]["today"], small)[0])
                    page.label(x2 - 16 - tw, y + 50, p["labels"]["today"], small, role="text")
                y += 76
            page.resize(bg, (x1, top, x2, y))
            page.regions[reg].box = (x1, top, x2, y)
        return y

    def _incidents(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                   box: tuple[int, int, int], incidents: list[dict[str, Any]], heading: str,
                   region: str) -> int:
        """A section of incidents under ``heading``; the y below it."""
        x1, y, x2 = box
        with page.region(region, "body", (x1, y, x2, page.height), label=heading) as reg:
            page.label(x1, y, heading,
                       ui_style(typo, theme, size=typo["size"] + 5, bold=True), role="structural")
            y += 40
            body = style(typo["body"], typo["size"] - 1, theme.text)
            if not incidents:
                page.label(x1, y, p["labels"]["no_past"], ui_style(typo, theme, color=theme.muted),
                           role="text", max_width=x2 - x1)
                y += 30
            for k, inc in enumerate(incidents):
                if y > page.height - 60:
                    break
                with page.region(f"incident {k + 1}", "incident", (x1, y, x2, page.height),
                                 label=inc["title"]):
                    if region != "active incident":  # today's: no date line
                        page.label(x1, y, inc["date"], ui_style(typo, theme, bold=True),
                                   role="structural")
                        page.line((x1, y + 30), (x2, y + 30), theme.border)
                        y += 36
                    colour = theme.palette["red"] if inc["colour"] == "red" else theme.text
                    page.label(x1, y, inc["title"], ui_style(
                        typo, theme, size=typo["size"] + 1, bold=True, color=colour,
                        color_name="red" if inc["colour"] == "red" else ""),
                        role="structural", max_width=x2 - x1)
                    y += 34
                    for up in inc["updates"]:
                        if y > page.height - 50:
                            break
                        y = self._update(page, theme, typo, up, body, (x1, y, x2))
                y += 10
            page.regions[reg].box = (x1, page.regions[reg].box[1], x2, min(y, page.height))
        return y

    def _update(self, page: Page, theme: Theme, typo: dict[str, Any], up: dict[str, Any],
                body: Any, box: tuple[int, int, int]) -> int:
        """One update: its stage in bold, its text, when it was posted; the y below it."""
        x1, y, x2 = box
        first, _, rest = up["text"].partition("\n")
        spans = [styled_spans(up["stage"] + " – ", [], body.but(bold=True), theme,
                              typo["mono"])[0]]
        marks = [m for m in up["marks"] if m[1] <= len(first)]
        spans += styled_spans(first, marks, body, theme, typo["mono"])
        paras = [spans] + ([[Span(rest, body)]] if rest else [])
        block = page.text((x1, y, x2, page.height - 30), paras, body,
                          role="prose", line_height=1.45, paragraph_gap=1.0)
        page.label(x1, block.bottom + 2, up["posted"],
                   ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted), role="text")
        return block.bottom + 38
