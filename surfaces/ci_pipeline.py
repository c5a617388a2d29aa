"""A CI workflow run: run header with status, a job list, the job graph, and the selected
job's log with collapsible steps, durations and numbered log lines."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import button, ui_style
from surfaces.kit.ci_log import step_lines
from surfaces.kit.terminal import columns_of, draw_lines, palette, seg, wrap
from surfaces.kit.typography import sample_typography, style

STEPS = ["term.step_setup", "term.step_checkout", "term.step_install", "term.step_lint",
         "term.step_test", "term.step_build", "term.step_upload", "term.step_complete"]
JOBS = ["term.job_lint", "term.job_test", "term.job_build", "term.job_deploy"]
# plausible run time of each job in seconds: lint, test, build, deploy
JOB_SECONDS = [(20, 90), (60, 420), (45, 300), (30, 180)]
# The steps of each job (indices into STEPS) and which of them does the job's work.
JOB_STEPS = [([0, 1, 2, 3, 7], 3), ([0, 1, 2, 4, 6, 7], 3), ([0, 1, 2, 5, 6, 7], 3),
             ([0, 1, 6, 7], 2)]
# How much of a job's time each step takes (setting up and checking out are quick).
STEP_WEIGHT = [0.25, 0.3, 1.0, 2.0, 3.0, 2.0, 0.5, 0.08]
# each kind of run: its term.workflow title, how many of JOBS it runs, the branches it runs
# on and what triggers it (a build checks every push; staging deploys develop, a release main)
RUNS = {"ci": (0, 3, ["main", "develop", "fix/timeout", "feature/export"], "push"),
        "staging": (1, 4, ["develop"], "push"), "nightly": (2, 3, ["main"], "schedule"),
        "release": (3, 4, ["main"], "push")}
GREEN, RED, AMBER, GREY = (31, 136, 61), (207, 34, 46), (191, 135, 0), (140, 149, 159)


def status_icon(page: Page, x: int, y: int, status: str, d: int = 16) -> None:
    """A filled status disc: check (success), cross (failed), ring (running), dot (queued)."""
    colour = {"ok": GREEN, "fail": RED, "run": AMBER, "wait": GREY}[status]
    if status == "run":
        page.ellipse((x, y, x + d, y + d), None, colour, 3, name="status")
        return
    page.ellipse((x, y, x + d, y + d), colour, name="status")
    w = (255, 255, 255)
    if status == "ok":
        page.line((x + 4, y + d // 2), (x + d // 2 - 1, y + d - 5), w, 2, name="status")
        page.line((x + d // 2 - 1, y + d - 5), (x + d - 4, y + 4), w, 2, name="status")
    elif status == "fail":
        page.line((x + 5, y + 5), (x + d - 5, y + d - 5), w, 2, name="status")
        page.line((x + 5, y + d - 5), (x + d - 5, y + 5), w, 2, name="status")


def duration(secs: int) -> str:
    """A run time as CI tools print it: 45s, 3m 07s."""
    return f"{secs // 60}m {secs % 60:02d}s" if secs >= 60 else f"{secs}s"


class CiPipeline(Surface):
    name = "ci_pipeline"
    family = "code"
    text_roles = ("code", "text", "structural", "chrome")
    # No punctuation: its log lines and step names carry no punctuation marks.
    unsupported_categories = ("punctuation", "select_substring")
    regions = ("header", "sidebar", "job graph", "log")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        failed = bool(rng.random() < 0.4)
        fail_job = int(rng.integers(0, 3)) if failed else -1
        run = choice(rng, sorted(RUNS))
        flow, n_jobs, branches, trigger = RUNS[run]
        jobs = []
        for k, key in enumerate(JOBS[:n_jobs]):
            status = "ok" if fail_job < 0 or k < fail_job else "fail" if k == fail_job else \
                "wait"
            lo, hi = JOB_SECONDS[k]
            secs = 0 if status == "wait" else int(rng.integers(lo, hi))
            jobs.append({"name": content.ui(key), "status": status, "secs": secs,
                         "time": duration(secs) if secs else "—"})
        selected = fail_job if failed else int(rng.integers(0, n_jobs))
        keys, main = JOB_STEPS[selected]
        open_step = main if failed else int(rng.integers(1, main + 1))
        steps = self._steps(rng, content, jobs[selected], keys, open_step)
        # the jobs run one after another, so the run takes their sum; it was triggered at
        # least that long ago (a nightly run in the small hours)
        total = sum(j["secs"] for j in jobs)
        ago = total // 60 + int(rng.integers(1, 50))
        hour = int(rng.integers(2, 4)) if trigger == "schedule" else int(rng.integers(7, 19))
        start = datetime.datetime(2025, int(rng.integers(1, 12)), int(rng.integers(1, 29)),
                                  hour, int(rng.integers(0, 60)))
        start += datetime.timedelta(seconds=sum(j["secs"] for j in jobs[:selected])
                                    + sum(x["secs"] for x in steps[:open_step]))
        sha = "".join(choice(rng, list("0123456789abcdef")) for _ in range(7))
        branch = choice(rng, branches)
        lines = step_lines(rng, STEPS[keys[open_step]], steps[open_step]["status"] == "fail",
                           steps[open_step]["secs"], sha, branch)
        log = [[seg(f"{(start + datetime.timedelta(seconds=t)).isoformat(timespec='milliseconds')}Z ",
                    "dim"), seg(text, colour)] for t, text, colour in lines]
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "title": content.sentence("term.commit"), "workflow": content.title_at("term.workflow", flow), "run_kind": run,
            "run": int(rng.integers(80, 2400)), "failed": failed,
            "status": content.ui("term.failed" if failed else "term.passed"),
            "triggered": content.ui("term.triggered" if trigger == "push" else
                                    "ci.triggered_schedule", when=content.ui("term.ago", n=ago)),
            "branch": branch, "sha": sha,
            "jobs": jobs, "selected": selected, "steps": steps, "open": open_step,
            "log": log, "labels": {k: content.ui(f"term.{k}") for k in (
                "summary", "jobs", "rerun", "duration", "artifacts", "search_logs")},
            "total": duration(total),
            "graph": bool(rng.random() < 0.5),
        }

    @staticmethod
    def _steps(rng: np.random.Generator, content: Content, job: dict[str, Any],
               keys: list[int], open_step: int) -> list[dict[str, Any]]:
        """The selected job's steps; the steps that ran add up to the job's time."""
        ran = len(keys) if job["status"] == "ok" else open_step + 1
        ran = 0 if job["status"] == "wait" else ran
        weights = np.array([STEP_WEIGHT[k] for k in keys]) * rng.uniform(0.7, 1.3, len(keys))
        shares = [int(job["secs"] * w / weights[:ran].sum()) for w in weights[:ran]]
        if ran:
            shares[-1] += job["secs"] - sum(shares)
        steps = []
        for k, key in enumerate(keys):
            st = job["status"]
            status = "ok" if st == "ok" or k < open_step else "fail" if k == open_step else "wait"
            status = "wait" if st == "wait" else status
            secs = shares[k] if k < ran else 0
            steps.append({"name": content.ui(STEPS[key]), "status": status, "secs": secs,
                          "time": duration(secs) if k < ran else "—"})
        return steps

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = self._header(page, theme, typo, params)
        self._sidebar(page, theme, typo, params, (0, y, 240, page.height))
        x1 = 256
        if params["graph"]:
            y = self._graph(page, theme, typo, params, (x1, y + 14, page.width - 16, y + 110))
        self._log(page, theme, typo, params, (x1, y + 14, page.width - 16, page.height - 8))
        return page

    def _header(self, page: Page, theme: Theme, typo: dict[str, Any],
                params: dict[str, Any]) -> int:
        lab = params["labels"]
        with page.region("header", "structural", (0, 0, page.width, 86)):
            st = style(typo["ui"], typo["size"] + 7, theme.text)
            status_icon(page, 20, 20, "fail" if params["failed"] else "ok", 22)
            page.label(52, 6, f"{params['title']} #{params['run']}", st, role="structural",
                       max_width=page.width - 250)
            small = ui_style(typo, theme, color=theme.muted)
            line = f"{params['workflow']} · {params['triggered']} · {params['branch']} · " \
                   f"{params['sha']}"
            page.label(52, 44, line, small, role="text", max_width=page.width - 260)
            bw = round(measure(lab["rerun"], ui_style(typo, theme))[0]) + 24
            button(page, theme, typo, page.width - 20 - bw, 22, lab["rerun"], height=32)
            page.line((0, 85), (page.width, 85), theme.border)
        return 86

    def _sidebar(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = params["labels"]
        with page.region("sidebar", "chrome", box):
            page.rect(box, theme.panel, name="sidebar")
            page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)
            st = ui_style(typo, theme)
            page.label(x1 + 16, y1 + 12, lab["summary"], st)
            page.label(x1 + 16, y1 + 50, lab["jobs"], st.but(bold=True, color=theme.muted),
                       role="structural")
            y = y1 + 84
            for k, job in enumerate(params["jobs"]):
                if k == params["selected"]:
                    page.rect((x1 + 8, y, x2 - 8, y + 32), theme.selection, radius=6,
                              name="selection")
                status_icon(page, x1 + 18, y + 8, job["status"])
                page.label(x1 + 44, y + 2, job["name"], st.but(bold=k == params["selected"]))
                if job["status"] != "wait":
                    t = job["time"]
                    page.label(x2 - 18 - round(measure(t, st)[0]), y + 2, t,
                               st.but(color=theme.muted), role="text")
                y += 36
            y += 20
            page.label(x1 + 16, y, lab["duration"], st.but(color=theme.muted))
            page.label(x1 + 16, y + 24, params["total"], st.but(bold=True, size=st.size + 3),
                       role="text")
            page.label(x1 + 16, y + 64, lab["artifacts"], st.but(color=theme.muted))

    def _graph(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> int:
        x1, y1, x2, y2 = box
        with page.region("job graph", "chart", box):
            page.rect(box, theme.panel, theme.border, radius=8, name="graph")
            n = len(params["jobs"])
            w = min(170, (x2 - x1 - 40 - 30 * (n - 1)) // n)
            st = ui_style(typo, theme)
            cy = (y1 + y2) // 2
            for k, job in enumerate(params["jobs"]):
                bx = x1 + 20 + k * (w + 30)
                if k:
                    page.line((bx - 30, cy), (bx, cy), theme.muted, 2)
                page.rect((bx, cy - 20, bx + w, cy + 20), theme.bg, theme.border, radius=6,
                          name="job")
                status_icon(page, bx + 10, cy - 8, job["status"])
                page.label(bx + 34, cy - round(st.size * 1.1), job["name"], st,
                           max_width=w - 40)
        return y2

    def _log(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        dark = theme.name == "dark"
        colours = palette(True)
        bg = (13, 17, 23) if dark else (36, 41, 47)
        job = params["jobs"][params["selected"]]
        with page.region("log", "body", box, label=job["name"]):
            page.rect(box, bg, radius=8, name="log")
            white = style(typo["ui"], typo["size"] + 2, (240, 246, 252), bold=True)
            page.label(x1 + 16, y1 + 8, job["name"], white, role="structural")
            sub = white.but(bold=False, size=typo["size"] - 1, color=(139, 148, 158))
            page.label(x1 + 16, y1 + 32, f"{job['status'] == 'fail' and '✕' or '✓'} "
                       f"{job['time']}".replace("✕", "×").replace("✓", "•"), sub, role="text")
            page.rect((x2 - 220, y1 + 12, x2 - 16, y1 + 40), (22, 27, 34), (48, 54, 61),
                      radius=6, name="search")
            page.label(x2 - 210, y1 + 14, params["labels"]["search_logs"], sub)
            page.line((x1, y1 + 60), (x2, y1 + 60), (48, 54, 61))
            y = y1 + 70
            step_st = style(typo["ui"], typo["size"], (201, 209, 217))
            for k, step in enumerate(params["steps"]):
                if y + 30 > y2:
                    break
                opened = k == params["open"]
                tri = [(x1 + 16, y + 9), (x1 + 26, y + 9), (x1 + 21, y + 15)] if opened else \
                    [(x1 + 18, y + 7), (x1 + 24, y + 12), (x1 + 18, y + 17)]
                page.polygon(tri, (139, 148, 158))
                status_icon(page, x1 + 34, y + 4, step["status"], 15)
                page.label(x1 + 58, y - 4, step["name"], step_st)
                if step["status"] != "wait":
                    tw = round(measure(step["time"], sub)[0])
                    page.label(x2 - 16 - tw, y - 4, step["time"], sub, role="text")
                y += 30
                if opened:
                    y = self._step_log(page, typo, params, colours, x1, x2, y, y2)

    def _step_log(self, page: Page, typo: dict[str, Any], params: dict[str, Any],
                  colours: dict[str, Any], x1: int, x2: int, y: int, y2: int) -> int:
        size = typo["size"] - 1
        pitch = round(size * 1.55)
        room = max(0, (y2 - y - 30 * (len(params["steps"]) - params["open"] - 1)) // pitch)
        # a web log viewer wraps a long line under itself (never cuts it like a terminal):
        # its number on the first row; only whole lines that fit
        columns = columns_of(typo["mono"], size, x2 - 10 - x1 - 80)
        rows: list[list] = []
        mono = style(typo["mono"], size, (139, 148, 158))
        for k, line in enumerate(params["log"]):
            wrapped = wrap(line, columns)
            if len(rows) + len(wrapped) > room:
                break
            page.label(x1 + 40, y + len(rows) * pitch + (pitch - round(size * 2.2)) // 2,
                       f"{k + 1:>3}", mono, role="chrome")
            rows += wrapped
        end = draw_lines(page, typo["mono"], size, (x1 + 80, y, x2 - 10, y2), rows, colours,
                         pitch=pitch)
        return end + 6
