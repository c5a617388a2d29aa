"""A monitoring tool's alert list: navigation rail, state tabs with counts, and alert rows
with a severity badge, rule name, description, label chips and age."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import button, icon, search_box, ui_style
from surfaces.kit.numbers import format_number
from surfaces.kit.typography import sample_typography, style

RULES = ["HighCPUUsage", "ServiceDown", "HighErrorRate", "DiskSpaceLow", "CertificateExpiry",
         "SlowResponses", "BackupFailed", "MemoryPressure", "QueueBacklog", "PodRestarting"]
SEVERITY = {"critical": (207, 34, 46), "warning": (219, 131, 0), "info": (9, 105, 218)}
ENVS = ["prod", "prod", "staging"]
# Each team owns the services its alerts name (a payments alert is about checkout, not auth).
SERVICES = {"platform": ["gateway", "ingress", "scheduler", "config-api"],
            "payments": ["checkout", "payments-api", "billing", "invoicing"],
            "identity": ["auth", "user-profile", "sessions", "sso-bridge"],
            "search": ["search-api", "search-indexer", "catalog", "suggest"],
            "data": ["etl-runner", "reports", "warehouse-sync", "events-ingest"]}
TEAMS = list(SERVICES)
# Per rule: the severities it is raised with and the fewest minutes it has been firing (a
# rule text saying "for 30 minutes" or "for the second night" cannot have started 5 min ago).
RULE_SEVERITY = [("warning", "critical"), ("critical",), ("critical", "warning"),
                 ("warning", "critical"), ("warning", "info"), ("warning", "info"),
                 ("warning", "critical"), ("warning", "critical"), ("warning", "info"),
                 ("warning", "critical")]
# The thresholds a rule's text names, by severity: an error rate of a few per cent, free space
# a tenth; a critical alert fires past a harder threshold than a warning (CPU above 95 %, not
# "Critical: above 85 %"), a certificate is critical in its last week.
PERCENTS = {"HighErrorRate": {"critical": [5, 10], "warning": [2, 5]},
            "DiskSpaceLow": {"critical": [3, 5], "warning": [10, 15]}}
PCT_DEFAULT = {"critical": [95, 98], "warning": [80, 85, 90], "info": [75, 80]}
DAYS = {"critical": (2, 8), "warning": (8, 22), "info": (15, 31)}
RULE_MIN_MINUTES = [31, 61, 5, 5, 5, 5, 180, 5, 5, 5]
# and the most: last night's backup failed hours ago, not "29 h" (r53 0018: "van vannacht"
# with "Sinds 29 uur"); the others fire for minutes to a few hours
RULE_MAX_MINUTES = [0, 0, 0, 0, 0, 0, 720, 0, 0, 0]


class AlertList(Surface):
    name = "alert_list"
    family = "notifications"
    text_roles = ("text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("navigation", "header", "tab bar", "alert list", "alert")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        texts = content.ui_list("gops.alert.texts")  # one per rule, in RULES order
        alerts = []
        for k in rng.permutation(len(RULES))[:9]:
            k = int(k)
            team = choice(rng, TEAMS)
            sev = choice(rng, list(RULE_SEVERITY[k]))
            facts = _facts(rng, content.lang, k, choice(rng, SERVICES[team]), sev)
            lo = max(RULE_MIN_MINUTES[k], int(facts["min"]) + 1)
            alerts.append({"rule": RULES[k], "text": content.fill(texts[k], **facts),
                           "service": facts["svc"],
                           "severity": sev,
                           # a critical page is production's: staging and dev only warn
                           "labels": [f"env={ENVS[0] if sev == 'critical' else choice(rng, ENVS)}",
                                      f"team={team}"],
                           "minutes": int(rng.integers(lo, RULE_MAX_MINUTES[k]
                                                       or max(lo * 3, 180)))})
        # most severe first, the newest first within a severity, as alert managers sort
        alerts.sort(key=lambda a: (["critical", "warning", "info"].index(a["severity"]),
                                   a["minutes"]))
        for alert in alerts:
            m = alert["minutes"]
            # minutes below the hour, hours from there (no "104 min" beside "2 h")
            alert["age"] = content.ui("term.started", n=m) if m < 60 else \
                content.ui("gops.alert.started_h", n=max(1, round(m / 60)))
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "alerts": alerts,
            "labels": {k: content.ui(f"term.{k}") for k in (
                "alerts", "alert_rules", "firing", "pending", "resolved", "silenced",
                "critical", "warning", "info", "acknowledge", "silence", "incidents",
                "dashboards", "logs")},
            "on_call": content.ui("term.on_call", name=content.full_name()),
            "search": content.ui("gops.alert.search"),
            "counts": [0, int(rng.integers(0, 6)), int(rng.integers(10, 80)),
                       int(rng.integers(0, 4))],
            "rail": bool(rng.random() < 0.6), "cards": bool(rng.random() < 0.5),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        lab = params["labels"]
        x1 = 0
        if params["rail"]:
            x1 = self._rail(page, theme, typo, params)
        with page.region("header", "structural", (x1, 0, page.width, 70)):
            page.label(x1 + 24, 14, lab["alerts"], style(typo["ui"], typo["size"] + 10,
                                                       theme.text, bold=True),
                       role="structural")
            st = ui_style(typo, theme, color=theme.muted)
            w = round(measure(params["on_call"], st)[0])
            page.label(page.width - 24 - w, 22, params["on_call"], st, role="text")
        y = 70 + 48
        step = 92 + (10 if params["cards"] else 0)
        # the Firing tab counts exactly the alerts the list shows
        shown = params["alerts"][:max(1, (page.height - 6 - y - 12 + step - 92) // step)]
        self._tabs(page, theme, typo, params, x1, 70, len(shown))
        with page.region("alert list", "list", (x1, y, page.width, page.height)):
            y += 12
            for k, alert in enumerate(shown):
                h = 92
                with page.region(f"alert {k + 1}", "alert", (x1 + 20, y, page.width - 20,
                                                             y + h), label=alert["rule"]):
                    self._row(page, theme, typo, params, alert, (x1 + 20, y, page.width - 20,
                                                                 y + h))
                y += h + (10 if params["cards"] else 0)
        return page

    def _rail(self, page: Page, theme: Theme, typo: dict[str, Any],
              params: dict[str, Any]) -> int:
        lab = params["labels"]
        w = 190
        with page.region("navigation", "chrome", (0, 0, w, page.height)):
            page.rect((0, 0, w, page.height), theme.panel, name="navigation")
            page.line((w - 1, 0), (w - 1, page.height), theme.border)
            page.rect((18, 18, 42, 42), theme.accent, radius=6, name="logo")
            icon(page, theme, "bell", 22, 22, 16, theme.accent_text)  # the alerting app's mark
            st = ui_style(typo, theme)
            y = 70
            for k, key in enumerate(("alerts", "alert_rules", "incidents", "dashboards",
                                     "logs")):
                if k == 0:
                    page.rect((8, y, w - 8, y + 32), theme.selection, radius=6, name="selection")
                icon(page, theme, ("bell", "settings", "flag", "grid", "list")[k], 20, y + 9, 14)
                page.label(44, y + 1, lab[key], st.but(bold=k == 0), max_width=w - 56)
                y += 38
        return w

    def _tabs(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              x1: int, y: int, firing: int) -> int:
        lab = params["labels"]
        with page.region("tab bar", "chrome", (x1, y, page.width, y + 48)):
            st = ui_style(typo, theme, size=typo["size"])
            x = x1 + 24
            for k, key in enumerate(("firing", "pending", "resolved", "silenced")):
                b = page.label(x, y + 6, lab[key], st.but(bold=k == 0))
                c = str(firing if k == 0 else params["counts"][k])
                cw = round(measure(c, st)[0]) + 14
                page.rect((b.right + 6, y + 13, b.right + 6 + cw, y + 33), theme.code_bg,
                          radius=10, name="count")
                page.label(b.right + 13, y + 6, c, st.but(size=st.size - 1))
                if k == 0:
                    page.rect((x, y + 45, b.right + 6 + cw, y + 48), theme.accent, name="tab")
                x = b.right + cw + 30
            search_box(page, theme, typo, (page.width - 260, y + 6, page.width - 24, y + 38),
                       params["search"])
            page.line((x1, y + 47), (page.width, y + 47), theme.border)
        return y + 48

    def _row(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
             alert: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        colour = SEVERITY[alert["severity"]]
        if params["cards"]:
            page.rect(box, theme.surface, theme.border, radius=8, name="card")
        else:
            page.line((x1, y2), (x2, y2), theme.border)
        page.rect((x1, y1 + (1 if params["cards"] else 8), x1 + 4,
                   y2 - (1 if params["cards"] else 8)), colour, radius=2, name="severity")
        st = ui_style(typo, theme, size=typo["size"])
        sev = params["labels"][alert["severity"]]
        sst = st.but(size=st.size - 2, bold=True, color=(255, 255, 255))
        sw = round(measure(sev, sst)[0]) + 16
        page.rect((x1 + 18, y1 + 12, x1 + 18 + sw, y1 + 32), colour, radius=10, name="badge")
        page.label(x1 + 26, y1 + 22 - round(sst.size * 1.1), sev, sst)
        page.label(x1 + 30 + sw, y1 + 6, alert["rule"], st.but(bold=True, family=typo["mono"]),
                   role="structural")
        page.label(x1 + 18, y1 + 34, alert["text"], st, role="text", max_width=x2 - x1 - 260)
        x = x1 + 18
        cst = st.but(size=st.size - 2, family=typo["mono"], color=theme.muted)
        for chip in alert["labels"]:
            w = round(measure(chip, cst)[0]) + 14
            page.rect((x, y1 + 64, x + w, y1 + 84), theme.code_bg, radius=4, name="chip")
            page.label(x + 7, y1 + 74 - round(cst.size * 1.1), chip, cst, role="text")
            x += w + 8
        page.label(x2 - 16 - round(measure(alert["age"], st.but(size=st.size - 1))[0]),
                   y1 + 8, alert["age"], st.but(size=st.size - 1, color=theme.muted),
                   role="text")
        bx = x2 - 16 - round(measure(params["labels"]["acknowledge"], st)[0]) - 24
        button(page, theme, typo, bx, y1 + 50, params["labels"]["acknowledge"], height=28)


K8S = "bcdfghjklmnpqrstvwxz2456789"


def _facts(rng: np.random.Generator, lang: str, k: int, svc: str,
           sev: str) -> dict[str, str]:
    """The numbers and names one alert's text is written from (its service, its pod, the
    threshold crossed, as hard as its severity ``sev``, and for how long)."""
    # a Deployment's pod: <name>-<pod-template-hash>-<5 chars>, Kubernetes' safe alphabet
    pick = lambda n: "".join(K8S[int(i)] for i in rng.integers(0, len(K8S), n))  # noqa: E731
    pod = f"{svc}-{pick(int(choice(rng, [9, 10])))}-{pick(5)}"
    base = int(rng.integers(8, 30)) * 10
    x = int(rng.integers(3, 6))
    return {"svc": svc, "pod": pod, "vol": f"{svc}-data", "db": f"{svc}-db",
            "queue": f"{svc}-jobs", "host": f"{svc}.internal",
            "pct": str(choice(rng, PERCENTS.get(RULES[k], PCT_DEFAULT)[sev])),
            "min": str(choice(rng, [10, 15, 20, 30])),
            "m": str(int(rng.integers(3, 8))), "days": str(int(rng.integers(*DAYS[sev]))),
            "ms": format_number(base * x, lang, 0), "x": str(x), "base": str(base),
            "n": format_number(int(rng.integers(12, 300)) * 100, lang, 0)
            if RULES[k] == "QueueBacklog" else str(int(rng.integers(3, 10)))}
