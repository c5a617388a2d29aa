"""A cron job scheduler: a jobs table (schedule in words, cron expression, next and last
run, status pills) and a details panel for the selected job with its command and notes."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.cards import card
from surfaces.kit.chrome import button, search_box, sidebar_list, ui_style
from surfaces.kit.clock import cron_next, cron_prev, sample_now
from surfaces.kit.forms import toggle
from surfaces.kit.listed import dev_owner, short_name
from surfaces.kit.numbers import clock, format_date, locale_fact, ui_list, with_colon
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.tables import TableStyle, auto_widths, columns_from, draw_table, keep_headers
from surfaces.kit.typography import sample_typography, style

COMMANDS = ["/usr/local/bin/backup.sh --full", "python manage.py send_reminders",
            "find /tmp -mtime +7 -delete", "node scripts/reindex.js", "php artisan sync:customers",
            "python reports/weekly.py --email", "logrotate /etc/logrotate.conf",
            "certbot renew --quiet", "python fx/import_rates.py", "df -h | mail -s disk ops",
            "node jobs/newsletter.js", "python manage.py archive_orders --days 365"]
# The schedules each job (same index as COMMANDS and the apps_cron_job names) really runs
# on: (kind, hours it may start at, minutes); a weekly report never runs every 5 minutes.
JOB_SCHEDULES = [
    [("daily", (1, 4), (0, 15, 30))],                                   # nightly backup
    [("weekdays", (8, 10), (0, 30)), ("daily", (8, 9), (0,))],          # invoice reminders
    [("daily", (2, 5), (0, 45)), ("hourly", (0, 0), (5, 35))],          # temp files
    [("hourly", (0, 0), (0, 15, 30)), ("daily", (0, 3), (30,))],       # search index
    [("min", (0, 0), (15, 30)), ("hourly", (0, 0), (0, 10))],          # sync customers
    [("weekly", (6, 8), (0, 30))],                                      # weekly report
    [("daily", (0, 0), (0, 5))],                                        # rotate logs
    [("weekly", (3, 4), (0, 30)), ("monthly", (3, 4), (0,))],          # certificates
    [("weekdays", (16, 17), (0, 15, 30)), ("daily", (6, 7), (0,))],    # exchange rates
    [("min", (0, 0), (5, 10, 15)), ("hourly", (0, 0), (0, 30))],       # disk space
    [("weekly", (9, 10), (0, 30))],                                     # newsletter
    [("monthly", (1, 2), (0, 30))],                                     # archive orders
]
STATUS = {"ok": "green", "failed": "red", "running": "blue", "paused": "orange"}


def _schedule(rng: np.random.Generator, content: Content, lang: str,
              job: int) -> tuple[str, str]:
    """A cron expression natural for job ``job`` and the same schedule in words."""
    kind, hours, minutes = choice(rng, JOB_SCHEDULES[job])
    h, m = int(rng.integers(hours[0], hours[1] + 1)), int(choice(rng, list(minutes)))
    t = clock(h, m, lang)
    days = ui_list(content, "apps.cron.days")
    if kind == "min":
        return f"*/{m} * * * *", content.ui("apps.cron.every_min", n=m)
    if kind == "hourly":
        return f"{m} * * * *", content.ui("apps.cron.hourly", m=m)
    if kind == "daily":
        return f"{m} {h} * * *", content.ui("apps.cron.daily", t=t)
    if kind == "weekdays":
        return f"{m} {h} * * 1-5", content.ui("apps.cron.weekdays", t=t)
    if kind == "weekly":
        d = int(rng.integers(1, 6))
        return f"{m} {h} * * {d}", content.ui("apps.cron.weekly", day=days[d], t=t)
    d = int(rng.integers(1, 29))
    return f"{m} {h} {d} * *", content.ui("apps.cron.monthly", d=d, t=t)


def _when(moment: datetime.datetime, lang: str) -> str:
    return f"{format_date(moment.date(), lang)} {clock(moment.hour, moment.minute, lang)}"


# How long each job (same index as COMMANDS) runs, in seconds: a certificate renewal that
# finds nothing to renew is done in seconds, a full backup or an archive run takes minutes
# (r70 0006: "certbot renew" at "environ 10 min")
JOB_SECONDS = [(240, 2400), (3, 60), (1, 30), (40, 600), (5, 120), (20, 300), (1, 8),
               (3, 40), (2, 25), (1, 5), (60, 900), (120, 1800)]


def _duration(rng: np.random.Generator, expr: str, job: int) -> str:
    """A run time of job ``job`` (JOB_SECONDS), shorter than the gap between two runs of
    ``expr``."""
    lo, hi = JOB_SECONDS[job]
    if expr.startswith("*/"):
        hi = min(hi, int(expr.split()[0][2:]) * 30)
    elif expr.split()[1] == "*":
        hi = min(hi, 600)  # hourly: done well within the hour
    total = int(round(np.exp(rng.uniform(np.log(lo), np.log(max(lo, hi) + 1)))))
    mins, secs = divmod(total + (total % 60 == 0), 60)  # never "4 min 0 s"
    return f"{mins} min {secs} s" if mins else f"{secs} s"


def usual_run(total: int) -> str:
    """A run of ``total`` seconds as "usually takes about ..." says it: a round number (50 s,
    2 min, 5 min), never "about 47 s"."""
    mins = round(total / 60)
    if total < 58:
        return f"{max(5, round(total / 5) * 5)} s"
    return f"{mins if mins <= 3 else max(5, round(mins / 5) * 5)} min"


def _note(rng: np.random.Generator, content: Content, job: dict[str, Any], tz: str) -> str:
    """The selected job's notes, written from it: its owner, its usual run time (the
    duration shown), why it is paused if it is."""
    nums = [int(n) for n in re.findall(r"\d+", job["dur"])]
    total = nums[0] * 60 + nums[1] if len(nums) == 2 else nums[0]
    dur = usual_run(total)
    said = [content.ui("gops.cron.owner", name=content.full_name()),
            content.ui("gops.cron.takes", dur=dur)]
    # one number style a sentence: "retried twice, five minutes apart" (words, as running
    # text writes small numbers; never "retried 2 times, five minutes apart")
    retry = content.ui("gops.cron.retry", n=choice(rng, content.ui_list("gops.cron.retries")),
                       gap=choice(rng, content.ui_list("gops.cron.gaps")))
    extra = [retry,
             content.ui("gops.cron.keep", days=int(choice(rng, [7, 14, 30, 90]))),
             content.ui("gops.cron.tz", tz=tz), content.ui("gops.cron.idem")]
    said += [extra[int(i)] for i in rng.permutation(len(extra))[:int(rng.integers(0, 3))]]
    if job["status"] == "paused":
        said.insert(0, content.ui("gops.cron.paused", name=content.first_name()))
    return " ".join(said)


class CronSchedule(Surface):
    name = "cron_schedule"
    family = "tables"
    text_roles = ("prose", "text", "code", "structural", "chrome")
    # No blank_line: each description is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("sidebar", "header", "jobs", "details")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        lang = content.lang
        names = content.data.SLOTS["apps_cron_job"]
        order = [int(i) for i in rng.permutation(len(names))]
        jobs = []
        now = sample_now(rng)
        for i in order:
            expr, words = _schedule(rng, content, lang, i)
            status = choice(rng, ["ok"] * 7 + ["failed", "running", "paused"])
            last = cron_prev(expr, now)
            if status == "running" and now - last > datetime.timedelta(minutes=10):
                status = "ok"  # a job is only still running shortly after it started
            jobs.append({"name": names[i], "cmd": COMMANDS[i], "expr": expr, "words": words,
                         "status": status, "enabled": status != "paused",
                         "next": "—" if status == "paused" else _when(cron_next(expr, now), lang),
                         "last": _when(last, lang), "dur": _duration(rng, expr, i)})
        sel = int(rng.integers(0, 3))
        tz = choice(rng, locale_fact(content.lang, "time_zones"))  # the team's own zone
        note = [_note(rng, content, jobs[sel], tz)]
        keys = ("title", "new", "search", "timezone", "details", "command", "history",
                "duration", "enabled", "ok", "failed", "running", "paused")
        return {
            "lang": lang, "typo": sample_typography(rng, "sans", (12, 13, 14)),
            "labels": {k: content.ui(f"apps.cron.{k}") for k in keys},
            "cols": ui_list(content, "apps.cron.cols"), "nav": ui_list(content, "apps.cron.nav"),
            "project": short_name(dev_owner(content)), "jobs": jobs, "selected": sel,
            "tz": tz,
            "note": note, "marks": [sample_marks(rng, t, "mail") for t in note],
            "runs": [bool(rng.random() < 0.85) for _ in range(23)]
            + [jobs[sel]["status"] != "failed"],
            "row_h": int(choice(rng, [34, 38, 42])), "details": True,
            "nav_w": int(rng.integers(180, 220)),
            "now": now.isoformat(),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.bg, name="background")
        nw = params["nav_w"]
        sidebar_list(page, theme, typo, (0, 0, nw, h), params["nav"], active=0,
                     title=params["project"], row=32)
        x1, x2 = nw + 24, w - 24
        st = ui_style(typo, theme)
        with page.region("header", "chrome", (nw, 0, w, 64)):
            page.label(x1, 14, lab["title"], style(typo["ui"], typo["size"] + 8, theme.text,
                                                   bold=True), role="structural", max_width=300)
            bw = round(measure(lab["new"], st)[0]) + 24
            button(page, theme, typo, x2 - bw, 16, lab["new"], primary=True, height=32)
            search_box(page, theme, typo, (x2 - bw - 250, 16, x2 - bw - 12, 48), lab["search"])
        tz = f"{with_colon(lab['timezone'], params['lang'])} {params['tz']}"
        page.label(x1, 58, tz, st.but(size=typo["size"] - 2, color=theme.muted), role="text")
        jobs = params["jobs"]
        rows = []
        for job in jobs:
            rows.append([[job["name"], "bold"], job["words"], [job["expr"], "mono"], job["next"],
                         [lab[job["status"]], f"pill:{STATUS[job['status']]}"]])
        titles = params["cols"][:4] + [""]
        base = ui_style(typo, theme, size=typo["size"] - 1)
        first = min((x2 - x1) // 3, 24 + max(round(measure(r[0][0], base.but(bold=True))[0])
                                             for r in rows))
        widths = [first] + auto_widths(titles[1:], [r[1:] for r in rows], base,
                                       x2 - x1 - 2 - first, slack=[0, 28, 0, 10])
        ts = TableStyle(row_height=params["row_h"], zebra=False, header_upper=True)
        widths = keep_headers(widths, titles, typo, ts)
        top = 92
        fit = (h - 250 - top - 38) // params["row_h"]
        bottom = top + 38 + min(fit, len(rows)) * params["row_h"]
        with page.region("jobs", "table", (x1, top, x2, bottom)):
            card(page, theme, (x1, top, x2, bottom), radius=6, shadow=False)
            end = draw_table(page, theme, typo, (x1 + 1, top + 1, x2 - 1, bottom - 1),
                             columns_from([[t, wd, "left"] for t, wd in zip(titles, widths,
                                                                           strict=True)]),
                             rows, ts)
            sel = params["selected"]
            ry = top + 1 + 36 + sel * params["row_h"]
            if ry + params["row_h"] <= end:
                page.rect((x1 + 1, ry, x1 + 4, ry + params["row_h"]), theme.accent,
                          name="selection")
        if params["details"]:
            self._details(page, theme, typo, params, (x1, bottom + 16, x2, h - 20))
        return page

    def _details(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        job = p["jobs"][min(p["selected"], len(p["jobs"]) - 1)]
        with page.region("details", "card", box, label=lab["details"]):
            card(page, theme, box, radius=6, shadow=False)
            st = ui_style(typo, theme)
            page.label(x1 + 16, y1 + 10, f"{with_colon(lab['details'], p['lang'])} {job['name']}",
                       st.but(bold=True), role="structural", max_width=(x2 - x1) // 2)
            toggle(page, theme, x2 - 56, y1 + 18, job["enabled"])
            ew = round(measure(lab["enabled"], st)[0])
            page.label(x2 - 66 - ew, y1 + 10, lab["enabled"], st.but(color=theme.muted))
            mid = x1 + (x2 - x1) * 55 // 100
            page.label(x1 + 16, y1 + 46, lab["command"], st.but(size=typo["size"] - 2,
                                                                color=theme.muted), role="structural")
            page.rect((x1 + 16, y1 + 74, mid - 16, y1 + 104), theme.code_bg, radius=4,
                      name="code block")
            mono = style(typo["mono"], typo["size"] - 1, theme.text)
            page.label(x1 + 26, y1 + 74 + (30 - round(mono.size * 2.2)) // 2,
                       f"{job['expr']}  {job['cmd']}", mono, role="code", max_width=mid - x1 - 52)
            base = style(typo["body"], typo["size"], theme.text)
            paras = [styled_spans(t, m, base, theme, typo["mono"])
                     for t, m in zip(p["note"], p["marks"], strict=True)]
            page.text((x1 + 16, y1 + 116, mid - 16, y2 - 10), paras, base, role="prose",
                      line_height=1.45)
            page.label(mid + 8, y1 + 46, lab["history"], st.but(size=typo["size"] - 2,
                                                                color=theme.muted), role="structural")
            cell = max(10, (x2 - mid - 40) // 12 - 4)
            for k, ok in enumerate(p["runs"]):
                cx = mid + 8 + (k % 12) * (cell + 4)
                cy = y1 + 78 + (k // 12) * (cell + 6)
                colour = theme.palette["green" if ok else "red"]
                page.rect((cx, cy, cx + cell, cy + cell), colour, radius=3, name="run")
            page.label(mid + 8, y1 + 78 + 2 * (cell + 6) + 4,
                       f"{with_colon(lab['duration'], p['lang'])} {job['dur']}",
                       st.but(size=typo["size"] - 1), role="text")
