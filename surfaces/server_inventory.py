"""A cloud console's server inventory: top bar, navigation, status summary tiles, filters and
a dense table of hosts (hostname, IP, OS, CPU, memory, location, status pill, uptime)."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import HEIGHT, Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.brand_art import monogram
from surfaces.kit.cards import card, chip
from surfaces.kit.chrome import button, icon, search_box, sidebar_list, ui_style
from surfaces.kit.listed import dev_owner
from surfaces.kit.numbers import ui_list, with_colon
from surfaces.kit.phone import screen_height
from surfaces.kit.tables import TableStyle, auto_widths, columns_from, draw_table
from surfaces.kit.typography import sample_typography, style

ROLES = ["web", "db", "cache", "worker", "api", "mail", "backup", "lb", "search", "queue"]
# A fleet runs one family's images: one distribution, at most two of its releases.
FAMILIES = {"debian": [["Ubuntu 24.04", "Ubuntu 22.04"], ["Debian 12", "Debian 11"]],
            "rhel": [["Rocky Linux 9", "Rocky Linux 8"], ["AlmaLinux 9", "AlmaLinux 8"],
                     ["Red Hat Enterprise Linux 9"]]}
# the one Windows host a Linux fleet may have: the office's domain controller, named so
WINDOWS = "Windows Server 2022"
# what the project runs (its ID: "<firm>-<product>")
PRODUCTS = ["webshop", "platform", "backend", "intranet", "crm", "portal", "booking"]
STATUS = {"running": "green", "stopped": "red", "maintenance": "orange"}


# A cloud region's code (in every hostname) and its city (g_domain.srv.cities, in this
# order); a language's own country's region is the likeliest.
REGIONS = ("fra", "ams", "par", "mad", "mil", "lon", "nyc")
HOME = {"en": "lon", "de": "fra", "fr": "par", "es": "mad", "it": "mil", "nl": "ams"}


# The environment in every hostname and its tag (apps_srv_tag: Production, Staging,
# Development).
ENV_TAG = {"prod": 0, "stg": 1, "dev": 2}
# (vCPU, GB of memory) a host of each role is given in production, staging and development:
# every production size is at least every staging one, and staging at least development.
SIZES = {"web": (((4, 8), (8, 16)), ((2, 4), (4, 8)), ((1, 2), (2, 4))),
         "db": (((16, 64), (16, 128), (32, 256)), ((8, 32), (8, 64)), ((2, 8), (4, 16))),
         "cache": (((4, 32), (8, 64)), ((2, 16), (4, 16)), ((1, 4), (2, 8))),
         "worker": (((8, 16), (16, 32)), ((4, 8), (4, 16)), ((2, 4), (2, 8))),
         "api": (((4, 8), (8, 16)), ((2, 4), (4, 8)), ((1, 2), (2, 4))),
         "mail": (((4, 8),), ((2, 4),), ((1, 2), (2, 4))),
         "backup": (((4, 16),), ((2, 8),), ((1, 4), (2, 4))),
         "lb": (((2, 4), (4, 8)), ((2, 4),), ((1, 2), (1, 1))),
         "search": (((8, 32), (16, 64)), ((4, 16), (8, 32)), ((2, 8), (4, 8))),
         "queue": (((4, 16), (8, 16)), ((2, 8), (4, 8)), ((1, 2), (2, 4)))}


def _host(rng: np.random.Generator, content: Content, role: str, host: str, env: str,
          net: str, fleet: list[str]) -> dict[str, Any]:
    """One server: its size follows its role and environment, it runs one of the fleet's
    images (the domain controller "ad-..." Windows Server)."""
    status = choice(rng, ["running"] * 6 + ["stopped", "maintenance"])
    if role == "ad":
        cores, mem, os_name = 2, 8, WINDOWS
    else:
        opts = SIZES[role][ENV_TAG[env]]
        cores, mem = opts[int(rng.integers(len(opts)))]
        os_name = choice(rng, fleet)
    return {"host": host, "role": role, "cores": cores, "env": env,
            "ip": f"{net}.{int(choice(rng, [0, 1, 2]))}.{int(rng.integers(2, 254))}",  # the subnets
            "os": os_name, "cpu": content.ui("apps.srv.cores", n=cores),
            "mem": content.ui("g_domain.srv.gb", n=mem), "mem_gb": mem, "status": status,
            "uptime": content.ui("apps.srv.days", n=int(rng.integers(2, 200)))  # "1 giorni"
            if status == "running" else "—"}


class ServerInventory(Surface):
    name = "server_inventory"
    family = "tables"
    text_roles = ("text", "structural", "chrome")
    # No punctuation: its running text is names, numbers and dates, without punctuation marks.
    unsupported_categories = ("punctuation", "select_range", "select_line")
    regions = ("top bar", "sidebar", "header", "summary", "filters", "servers")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        env = choice(rng, ["prod", "stg", "dev"])
        home = HOME.get(content.lang, "lon")
        region = home if rng.random() < 0.6 else choice(rng, REGIONS)
        city = content.ui_list("g_domain.srv.cities")[REGIONS.index(region)]
        row_h = int(choice(rng, [30, 34, 38]))
        # no more servers than the table shows (rows from y 276 to 16 above the screen's
        # bottom: a 720-high screen shows fewer than 768), so the header's count and the
        # status totals describe the rows a reader sees (review54 0005)
        rows, seen = [], {}
        net = f"10.{int(rng.integers(10, 140))}"  # the project's private network in the region
        family = FAMILIES[choice(rng, sorted(FAMILIES))]
        releases = family[int(rng.integers(len(family)))]
        fleet = releases[:int(rng.integers(1, len(releases) + 1))]
        n = min(int(rng.integers(12, 18)), (screen_height(self, HEIGHT) - 16 - 276) // row_h)
        roles = [choice(rng, ROLES) for _ in range(n)]
        if env == "prod" and rng.random() < 0.25:
            roles[-1] = "ad"
        for role in roles:
            seen[role] = seen.get(role, 0) + 1
            rows.append(_host(rng, content, role, f"{role}-{env}-{region}-{seen[role]:02d}",
                              env, net, fleet))
            rows[-1]["loc"] = city
        # the project runs: every role has a host up (r68 0025: both API servers stopped and
        # the database in maintenance on a live webshop)
        for role in dict.fromkeys(roles):
            mine = [r for r in rows if r["role"] == role]
            if not any(r["status"] == "running" for r in mine):
                mine[0]["status"] = "running"
                mine[0]["uptime"] = content.ui("apps.srv.days", n=int(rng.integers(2, 200)))
        ips: set[str] = set()
        for r in rows:  # one address per host
            while r["ip"] in ips:
                head, last = r["ip"].rsplit(".", 1)
                r["ip"] = f"{head}.{int(last) % 253 + 2}"
            ips.add(r["ip"])
        rows.sort(key=lambda r: r["host"])
        counts = {s: sum(r["status"] == s for r in rows) for s in STATUS}
        keys = ("title", "add", "filter", "search", "project", "running", "stopped", "maintenance")
        return {
            "typo": sample_typography(rng, "sans", (12, 13)),
            "labels": {k: content.ui(f"apps.srv.{k}") for k in keys},
            "cols": ui_list(content, "apps.srv.cols"), "nav": ui_list(content, "apps.srv.nav"),
            "total": content.ui("apps.srv.total", n=len(rows)), "rows": rows, "counts": counts,
            "project": f"{content.domain(dev_owner(content)).split('.')[0]}-"
                       f"{choice(rng, PRODUCTS)}", "user": content.full_name(),
            "tags": [content.word_at("apps_srv_tag", ENV_TAG[env])],
            "row_h": row_h, "lang": content.lang, "zebra": bool(rng.random() < 0.5),
            "nav_w": int(rng.integers(170, 215)), "bar": choice(rng, ["dark", "accent"]),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, lab = params["typo"], params["labels"]
        w, h = page.width, page.height
        page.rect((0, 0, w, h), theme.bg, name="background")
        bar = (22, 27, 34) if params["bar"] == "dark" else theme.accent
        white = (240, 242, 245)
        st = ui_style(typo, theme)
        with page.region("top bar", "chrome", (0, 0, w, 48)):
            page.rect((0, 0, w, 48), bar, name="top bar")
            page.rect((16, 14, 36, 34), (255, 255, 255), radius=4, name="logo")
            icon(page, theme, "database", 19, 17, 14, bar)  # the console's mark
            page.label(48, 7, f"{with_colon(lab['project'], params['lang'])} {params['project']}",
                       st.but(color=white, bold=True), max_width=420)
            uw = round(measure(params["user"], st)[0])
            page.label(w - 56 - uw, 7, params["user"], st.but(color=white))
            monogram(page, typo, (w - 44, 10, w - 16, 38), params["user"], (120, 140, 200),
                     circle=True, what="avatar")
        nw = params["nav_w"]
        sidebar_list(page, theme, typo, (0, 48, nw, h), params["nav"], active=1, row=32)
        x1, x2 = nw + 24, w - 24
        with page.region("header", "chrome", (nw, 48, w, 110)):
            t = page.label(x1, 60, lab["title"], style(typo["ui"], typo["size"] + 9, theme.text,
                                                       bold=True), role="structural")
            # every host is in one region: its city stands by the count, not in each row
            page.label(t.right + 12, 68, f"{params['total']} · {params['rows'][0]['loc']}",
                       st.but(color=theme.muted), role="text")
            bw = round(measure(lab["add"], st)[0]) + 24
            button(page, theme, typo, x2 - bw, 64, lab["add"], primary=True, height=32)
        y = 114
        with page.region("summary", "body", (x1, y, x2, y + 64)):
            tw = (x2 - x1 - 24) // 3
            for k, (key, colour) in enumerate(STATUS.items()):
                bx = x1 + k * (tw + 12)
                with page.region(f"card {lab[key]}", "card", (bx, y, bx + tw, y + 60),
                                 label=lab[key]):
                    card(page, theme, (bx, y, bx + tw, y + 60), radius=6, shadow=False)
                    page.ellipse((bx + 14, y + 24, bx + 26, y + 36), theme.palette[colour],
                                 name="status dot")
                    page.label(bx + 36, y + 8, lab[key], st.but(color=theme.muted),
                               role="structural", max_width=tw - 100)
                    page.label(bx + 36, y + 28, str(params["counts"][key]),
                               st.but(size=typo["size"] + 5, bold=True), role="text")
        y += 76
        with page.region("filters", "chrome", (x1, y, x2, y + 36)):
            search_box(page, theme, typo, (x1, y, x1 + 300, y + 34), lab["search"])
            fx = button(page, theme, typo, x1 + 312, y + 3, lab["filter"]) + 12
            for k, tag in enumerate(params["tags"]):
                if fx + 120 > x2:
                    break
                fx = chip(page, theme, typo, fx, y + 9, tag, ("blue", "purple", "teal")[k]) + 8
        y += 50
        self._table(page, theme, typo, params, (x1, y, x2, h - 16))
        return page

    def _table(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        rows = [[[r["host"], "mono"], [r["ip"], "mono"], r["os"], r["cpu"], r["mem"],
                 [lab[r["status"]], f"pill:{STATUS[r['status']]}"], [r["uptime"], "muted"]]
                for r in p["rows"]]
        cols = p["cols"][:5] + p["cols"][6:]  # (no location column: see the header)
        base = ui_style(typo, theme, size=typo["size"] - 1)
        widths = auto_widths(cols, rows, base, x2 - x1 - 2, pad=8,
                             slack=[40, 24, 0, 0, 0, 16, 0])
        # the hostname (in the monospace face) is never cut: the other columns give way
        need = max([round(measure(r["host"], base.but(family=typo["mono"]))[0])
                    for r in p["rows"]] + [round(measure(cols[0], base.but(bold=True))[0])]) + 24
        for k in sorted((2, 3, 4, 6), key=lambda k: -widths[k]):  # (status pills stay whole)
            keep = max([round(measure(str(r[k] if isinstance(r[k], str) else r[k][0]), base)[0])
                        for r in rows] + [round(measure(cols[k], base.but(bold=True))[0])]) + 20
            give = min(max(0, need - widths[0]), max(0, widths[k] - keep))
            widths[0], widths[k] = widths[0] + give, widths[k] - give
        ts = TableStyle(row_height=p["row_h"], header_height=34, zebra=p["zebra"], pad=8)
        fit = (y2 - y1 - 36) // p["row_h"]
        bottom = y1 + 36 + min(fit, len(rows)) * p["row_h"]
        with page.region("servers", "table", (x1, y1, x2, bottom)):
            card(page, theme, (x1, y1, x2, bottom), radius=6, shadow=False)
            draw_table(page, theme, typo, (x1 + 1, y1 + 1, x2 - 1, bottom), columns_from(
                [[t, wd, "left"] for t, wd in zip(cols, widths, strict=True)]), rows, ts)
