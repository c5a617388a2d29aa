"""A desktop mail client's meeting invite (Outlook style): response buttons, title,
organizer, time, location, attendees, agenda prose, join details and a day preview."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice
from surfaces.kit.agenda_world import ONE_ON_ONE, agenda_paragraphs, agenda_world
from surfaces.kit.chrome import icon, title_bar, ui_style
from surfaces.kit.holidays import working_day
from surfaces.kit.mails import doc_file
from surfaces.kit.messages import AVATAR_COLOURS, attachment_chip, avatar_shape
from surfaces.kit.numbers import clock, hour_label, random_day, with_colon
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

BUTTONS = [("office.c_accept", "green"), ("office.c_tentative", "purple"),
           ("office.c_decline", "red"), ("office.c_propose", "")]


def _agenda(rng: np.random.Generator, content: Content, kind: int, people: list[str],
            day: datetime.date, start: int, length: int,
            room: str | None) -> tuple[dict[str, Any], list[str]]:
    """The agenda as data (items with minutes adding up to the meeting, a host, the day
    apologies are due and the day the notes follow) and the paragraphs written from it.
    One document throughout, never the agenda itself nor one of its items."""
    world = agenda_world(rng, content, kind, length, people, day, start, room)
    taken = set(" ".join([content.ui("office.c_agenda"), *world["items"]]).lower().split())
    doc = content.word("doc")
    for _ in range(8):  # not "read the timeline" above "Timeline and milestones"
        if not taken & {w for w in doc.lower().split() if len(w) > 3}:
            break
        doc = content.word("doc")
    # the document the invite asks to read before the meeting ("the roadmap Roberto
    # attached") is the file the invite carries; an invite asking for none carries none
    world["file"] = doc_file(rng, doc) if world["prep"] else ""
    return world, agenda_paragraphs(content, world, doc)


def _filler_start(rng: np.random.Generator, first: int, start: int, end: int) -> int | None:
    """When (minutes after midnight) the day view's other meeting starts: on the hour or
    half past, in office hours (08:00 to 19:00), 45 minutes clear of the invitation's
    meeting (``start``-``end``) and inside the view's six hours from ``first``; None when
    no such time is left."""
    times = [t for t in range(max(8, first) * 60, (first + 6) * 60 - 44, 30)
             if t + 45 <= 19 * 60 and (t + 45 <= start or t >= end)]
    return int(choice(rng, times)) if times else None


def _other(content: Content, title: str) -> str:
    """Another meeting of the day for the preview: never this one's title again."""
    other = title
    for _ in range(12):
        other = content.title("office.meeting")
        if other != title:
            break
    return other


class CalendarInvite(Surface):
    name = "calendar_invite"
    unsupported_categories = ("blank_line",)
    family = "mail"
    text_roles = ("prose", "text", "structural", "chrome")
    regions = ("title bar", "toolbar", "header", "attendees", "body", "day preview")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        start = int(rng.integers(8, 16))
        minute = int(choice(rng, [0, 0, 30]))
        length = int(choice(rng, [30, 60, 60, 90]))
        end_min = start * 60 + minute + length
        day = random_day(rng)
        day -= datetime.timedelta(days=max(0, day.weekday() - 4))  # meetings on working days
        day = working_day(content.lang, day)  # never on a public holiday (Santo Stefano)
        kind = int(rng.integers(0, 8))  # office.meeting, the same order in every language
        people = [content.full_name() for _ in range(2 if kind == ONE_ON_ONE else
                                                     int(rng.integers(4, 9)))]
        n_opt = 0 if kind == ONE_ON_ONE else int(rng.integers(0, 3))
        # the title, the agenda and the greeting speak of this meeting's people and project
        content.pin(name=[p.split()[0] for p in people[1:]], project=content.word("project"))
        title = content.title_at("office.meeting", kind, name=people[-1].split()[0])
        where = content.word("office_room") if rng.random() < 0.6 else \
            content.ui("office.c_online")
        world, texts = _agenda(rng, content, kind, people, day, start, length,
                               None if where == content.ui("office.c_online") else where)
        items = world["items"]
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, "sans", (13, 14)),
            "title": title, "kind": kind, "organizer": people[0],
            # a work meeting: the organiser writes from the company's domain, not a webmail
            "email": content.email(people[0], content.domain(content.firm())),
            "required": people[:len(people) - n_opt], "optional": people[len(people) - n_opt:],
            "day": day.isoformat(),
            "when": content.ui("office.c_time", date=content.format_date(day),
                               a=clock(start, minute, content.lang),
                               b=clock(end_min // 60, end_min % 60, content.lang)),
            "start": start, "minute": minute, "length": length,
            # the day view from 07:00 at the earliest (r65 0029: a column from 06:00)
            "first": max(7, start - 2),
            "hours": [hour_label(h, content.lang) for h in range(max(7, start - 2),
                                                                 max(7, start - 2) + 6)],
            "where": where,
            "buttons": [[content.ui(k), c] for k, c in BUTTONS],
            "labels": {k: content.ui(f"office.c_{k}") for k in (
                "required", "optional", "organizer", "join", "no_conflicts", "reminder",
                "online", "respond")},
            "meeting_id": content.ui("office.c_meeting_id", id=" ".join(
                str(int(rng.integers(100, 999))) for _ in range(3))),
            "passcode": content.ui("office.c_passcode", code="".join(
                choice(rng, list("abcdefghkmnpqrstuvwxyz23456789")) for _ in range(6))),
            "texts": texts, "agenda_head": content.ui("office.c_agenda"),
            # only a figure is styled, never "Thursday let her know" as a link
            "items": items, "minutes": world["minutes"], "file": world["file"],
            "slot": [content.ui("w9pa.min", n=m) for m in world["minutes"]],
            "due": world["due"] and world["due"].isoformat(), "after": world["after"].isoformat(),
            "marks": [sample_marks(rng, t, "mail", keys=[]) for t in texts],
            # a group is greeted as one ("Hi all"); a 1:1 greets its one guest
            "greeting": content.ui("document.dear", name=people[1].split()[0])
            if kind == ONE_ON_ONE else str(choice(rng, content.data.SLOTS["ct_hello_all"])),
            "other": _other(content, title),
            "other_at": _filler_start(rng, max(7, start - 2), start * 60 + minute, end_min),
            "preview": bool(rng.random() < 0.7), "gap": float(choice(rng, [0.6, 1.0, 1.0])),
            "app": content.ui("hq73.invite_window"),  # "<subject> – Meeting", not the inbox
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = title_bar(page, theme, typo, f"{params['title']} – {params['app']}", mac=False,
                      centre=True)
        y = self._toolbar(page, theme, typo, params, y)
        right = page.width - (290 if params["preview"] else 24)
        y = self._header(page, theme, typo, params, 28, y + 14, right - 20)
        with page.region("body", "body", (28, y, right - 20, page.height)):
            self._body(page, theme, typo, params, 28, y, right - 20)
        if params["preview"]:
            self._preview(page, theme, typo, params, (right, 100, page.width - 16,
                                                      page.height - 20))
        return page

    def _toolbar(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 y: int) -> int:
        with page.region("toolbar", "chrome", (0, y, page.width, y + 48)):
            page.rect((0, y, page.width, y + 48), theme.panel, name="toolbar")
            st = ui_style(typo, theme)
            x = 16
            for k, (label, colour) in enumerate(p["buttons"]):
                c = theme.palette[colour] if colour else theme.muted
                cy = y + 24
                if k == 0:
                    page.line((x, cy), (x + 5, cy + 5), c, 2, name="icon")
                    page.line((x + 5, cy + 5), (x + 13, cy - 5), c, 2, name="icon")
                elif k == 2:
                    page.line((x + 1, cy - 5), (x + 11, cy + 5), c, 2, name="icon")
                    page.line((x + 1, cy + 5), (x + 11, cy - 5), c, 2, name="icon")
                else:  # tentative: a question mark in a circle; propose a new time: a clock
                    icon(page, theme, "help" if k == 1 else "clock", x - 1, cy - 7, 14, c)
                x = page.label(x + 20, y + 24 - round(st.size * 1.1), label, st).right + 26
                if k == 2:
                    page.line((x - 13, y + 12), (x - 13, y + 36), theme.border)
            page.line((0, y + 47), (page.width, y + 47), theme.border)
        return y + 48

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                x: int, y: int, right: int) -> int:
        lab = p["labels"]
        with page.region("header", "structural", (x, y, right, y + 170)):
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.rect((x, y, right, y + 28), theme.faded(theme.accent, on=theme.bg, amount=0.88),
                      radius=4, name="info bar")
            page.label(x + 10, y + 14 - round(st.size * 1.1),
                       f"{lab['respond']}  ·  {lab['no_conflicts']}", st, role="text",
                       max_width=right - x - 20)
            y += 40
            t = page.text((x, y, right, y + 70), p["title"],
                          style(typo["ui"], typo["size"] + 9, theme.text), role="structural",
                          max_lines=2, line_height=1.2)
            y = t.bottom + 12
            avatar_shape(page, typo, x, y, p["organizer"], AVATAR_COLOURS[2], 40, photos=0.4)
            body = ui_style(typo, theme)
            n = page.label(x + 52, y - 4, p["organizer"], body.but(bold=True),
                           role="structural", max_width=260)
            page.label(n.right + 8, y - 4, f"<{p['email']}>", st, role="text",
                       max_width=max(40, right - n.right - 10))
            page.label(x + 52, y + 16, lab["organizer"], st, role="text")
            y += 56
            for k, text in enumerate((p["when"], p["where"], lab["reminder"])):
                icon(page, theme, ("clock", "pin", "bell")[k], x + 2, y + 8, 13)
                page.label(x + 26, y, text, body.but(color=theme.link) if k == 1 and
                           p["where"] == lab["online"] else body, role="text",
                           max_width=right - x - 30)
                y += 26
        with page.region("attendees", "field", (x, y, right, y + 80)):
            small = ui_style(typo, theme, size=typo["size"] - 1)
            for key, names in (("required", p["required"]), ("optional", p["optional"])):
                if not names:
                    continue
                # one space after the colon (two read as a gap in the text: an instruction
                # quoting "Optional: Brandon" found "Optional:  Brandon" on the page)
                spans = [Span(with_colon(lab[key], p["lang"]) + " ", small.but(color=theme.muted))]
                spans.append(Span("; ".join(names), small))
                block = page.text((x, y + 4, right, y + 60), [spans], small, role="text",
                                  line_height=1.4, max_lines=2)
                y = block.bottom + 4
        if p.get("file"):
            with page.region(f"attachment {p['file']}", "field", (x, y + 6, right, y + 46)):
                attachment_chip(page, theme, ui_style(typo, theme), p["file"], x, y + 6)
            y += 46
        page.line((x, y + 8), (right, y + 8), theme.border)
        return y + 22

    def _body(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
              x: int, y: int, right: int) -> None:
        body = style(typo["body"], typo["size"] + 1, theme.text)
        g = page.label(x, y, p["greeting"], body, role="text")
        paras = [styled_spans(t, m, body, theme, typo["mono"])
                 for t, m in zip(p["texts"], p["marks"], strict=True)]
        # the first paragraph says "below is the agenda: 3 items": the agenda follows it
        # right away, then the practical paragraphs (r48: a promised agenda never drawn)
        block = page.text((x, g.bottom + 6, right, page.height - 120), paras[:1], body,
                          role="prose", line_height=1.5)
        y = page.label(x, block.bottom + 12, p["agenda_head"], body.but(bold=True),
                       role="structural").bottom
        for k, item in enumerate(p["items"]):
            page.label(x + 8, y, f"{k + 1}.", body, role="text")
            y = page.label(x + 30, y, f"{item} ({p['slot'][k]})", body, role="text",
                           max_width=right - x - 30).bottom
        y += 14
        if len(paras) > 1 and y < page.height - 160:
            y = page.text((x, y, right, page.height - 120), paras[1:], body, role="prose",
                          line_height=1.5, paragraph_gap=p["gap"]).bottom + 14
        if y > page.height - 110:
            return
        page.line((x, y), (right, y), theme.border)
        y += 10
        st = ui_style(typo, theme)
        page.label(x, y, p["labels"]["online"], st.but(bold=True, size=st.size + 2),
                   role="structural")
        page.label(x, y + 30, p["labels"]["join"], st.but(color=theme.link, underline=True,
                                                          link=True), role="text")
        small = st.but(color=theme.muted, size=st.size - 1)
        m = page.label(x, y + 58, p["meeting_id"], small, role="text")
        page.label(m.right + 24, y + 58, p["passcode"], small, role="text")

    def _preview(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("day preview", "sidebar", box):
            page.rect(box, theme.panel, theme.border, radius=6, name="day preview")
            st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            slot = (y2 - y1 - 20) / len(p["hours"])
            for k, label in enumerate(p["hours"]):
                yy = round(y1 + 10 + k * slot)
                page.label(x1 + 8, yy - 10, label, st, role="text", max_width=60)
                page.line((x1 + 66, yy), (x2 - 8, yy), theme.border)
            first = p["first"]
            top = y1 + 10 + (p["start"] - first + p["minute"] / 60) * slot
            bottom = top + p["length"] / 60 * slot
            colour = theme.accent
            page.rect((x1 + 70, round(top) + 1, x2 - 12, round(bottom) - 1),
                      theme.faded(colour, on=theme.panel, amount=0.7), radius=4, name="event")
            page.rect((x1 + 70, round(top) + 1, x1 + 74, round(bottom) - 1), colour,
                      name="event")
            page.label(x1 + 80, round(top) + 1, p["title"], ui_style(typo, theme, bold=True,
                                                                     size=typo["size"] - 1),
                       role="text", max_width=x2 - x1 - 96)
            if p["other_at"] is not None:  # another meeting of the day, in office hours
                oy = round(y1 + 10 + (p["other_at"] / 60 - first) * slot)
                page.rect((x1 + 70, oy, x2 - 12, round(oy + slot * 0.75)),
                          theme.faded(theme.palette["teal"], on=theme.panel, amount=0.75),
                          radius=4, name="event")
                page.label(x1 + 80, oy, p["other"], ui_style(typo, theme, size=typo["size"] - 2),
                           role="text", max_width=x2 - x1 - 96)
