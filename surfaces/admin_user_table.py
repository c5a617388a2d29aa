"""An admin console's user management page: navigation sidebar, title with Invite button,
search and filter chips, and a users table (checkbox, avatar with name and email, role
pill, status, last sign-in, two-factor) with a pagination footer."""

from __future__ import annotations

import datetime
import unicodedata
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import button, search_box, sidebar_list, ui_style
from surfaces.kit.devtools import label_pill, text_h
from surfaces.kit.messages import AVATAR_COLOURS, avatar_shape
from surfaces.kit.numbers import ui_list
from surfaces.kit.tables import Column, TableStyle, draw_table, fit_widths, keep_headers
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import chip

ROLE_COLOURS = ["purple", "red", "blue", "grey", "teal"]
STATUS_KINDS = ["good", "muted", "bad"]


def _last_sign_in(rng: np.random.Generator, now: datetime.date, status: int) -> datetime.date:
    """An active user signed in lately; a suspended one weeks or months ago."""
    back = int(rng.integers(0, 21)) if status == 0 else int(rng.integers(20, 200))
    return now - datetime.timedelta(days=back)


# one icon per devtools.adm_nav entry: Dashboard, Users, Groups, Roles, Audit log, Billing,
# Settings
NAV_ICONS = ("grid", "user", "users", "key", "list", "credit-card", "settings")
# rows a page of the table shows (a console's page sizes are 10, 20, 25 or 50; ten fit the
# screen at every row height) and the sample of the directory its first page is sorted from
PAGE, POOL = 10, 240


def name_key(name: str) -> str:
    """How a console sorts names: accents and case ignored ("Émile" beside "Emma")."""
    norm = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in norm if not unicodedata.combining(c))


def _page_of(pool: list[str]) -> list[str]:
    """The first PAGE names of the sorted ``pool`` with a given name at most twice (r69 0011:
    three "Agnès" in ten rows read as one list repeated)."""
    seen: dict[str, int] = {}
    out = []
    for name in pool:
        first = name_key(name.split()[0])
        if seen.get(first, 0) < 2:
            seen[first] = seen.get(first, 0) + 1
            out.append(name)
        if len(out) == PAGE:
            break
    return out


class AdminUserTable(Surface):
    name = "admin_user_table"
    family = "tables"
    text_roles = ("text", "structural", "chrome")
    regions = ("sidebar", "header", "toolbar", "table", "footer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        roles = ui_list(content, "devtools.adm_roles")
        statuses = ui_list(content, "devtools.adm_statuses")
        row_h = int(choice(rng, [40, 44, 48]))
        # as many users as the table shows (rows from y 176 to 718), so "1-n of N" is true
        org = content.company()
        domain = content.domain(org)  # the organisation's accounts share its domain
        users = []
        now = datetime.date(2024, 3, 1) + datetime.timedelta(days=int(rng.integers(0, 900)))
        # page 1 of the directory sorted by name, A to Z: the first PAGE of its ``total``
        # names (drawn as a sample of the directory, so 1-10 of 687 all start with A or B)
        total = int(rng.integers(PAGE + 20, 900))
        pool = sorted({content.full_name() for _ in range(min(total, POOL))}, key=name_key)
        taken: set[str] = set()
        for name in _page_of(pool):
            role = int(rng.choice(5, p=[0.05, 0.15, 0.35, 0.35, 0.10]))
            status = int(rng.choice(3, p=[0.75, 0.15, 0.10]))
            if role == 0:  # the owner runs the account: active (r40: an "Invited" owner, "Never")
                status = 0
            users.append({"name": name, "email": unique_address(content.email(name, domain),
                                                                taken), "role": role,
                          "status": status,
                          "last": content.ui("devtools.adm_never") if status == 1 else
                          content.format_date(_last_sign_in(rng, now, status)),
                          # an invited user has never signed in, so has set up no second factor
                          "mfa": status != 1 and bool(rng.random() < 0.6),
                          "colour": int(rng.integers(len(AVATAR_COLOURS)))})
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "users": users, "roles": roles,
            "statuses": statuses, "cols": ui_list(content, "devtools.adm_cols"),
            "nav": ui_list(content, "devtools.adm_nav"), "nav_icons": list(NAV_ICONS),
            "filters": ui_list(content, "devtools.adm_filter"),
            "ui": {k: content.ui(f"devtools.adm_{k}") for k in (
                "title", "invite", "search", "on", "off", "export", "console")},
            "showing": content.ui("devtools.adm_showing", a=1, b=len(users), n=total),
            "org": org, "now": now.isoformat(), "nav_w": int(choice(rng, [200, 220, 240])),
            "row_h": row_h, "selected": int(rng.integers(0, 5)),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, ui = params["typo"], params["ui"]
        nw = params["nav_w"]
        sidebar_list(page, theme, typo, (0, 0, nw, page.height), params["nav"], 1,
                     title=ui["console"], row=34, icons=params.get("nav_icons"))
        x1, x2 = nw + 28, page.width - 28
        with page.region("header", "structural", (nw, 0, page.width, 76)):
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(x1, 10, params["org"], st, role="text", max_width=400)
            h = style(typo["ui"], typo["size"] + 10, theme.text, bold=True)
            page.label(x1, 30, ui["title"], h, role="structural")
            # right-aligned with the table's edge, the secondary button to their left
            bst = ui_style(typo, theme)
            wi, we = (round(measure(t, bst)[0]) + 24 for t in (ui["invite"], ui["export"]))
            button(page, theme, typo, x2 - wi, 28, ui["invite"], primary=True, height=34)
            button(page, theme, typo, x2 - wi - 12 - we, 28, ui["export"], height=34)
        with page.region("toolbar", "chrome", (x1, 86, x2, 124)):
            search_box(page, theme, typo, (x1, 86, x1 + 300, 120), ui["search"])
            x = x1 + 316
            for f in params["filters"]:
                if x + 140 > x2:
                    break
                x = chip(page, theme, typo, x, 89, f, height=28,
                         size=typo["size"] - 1) + 10
        bottom = 138 + 38 + len(params["users"]) * params["row_h"] + 1  # the rows, no gap
        self._table(page, theme, typo, params, (x1, 138, x2, min(page.height - 50, bottom)))
        with page.region("footer", "chrome", (x1, page.height - 46, x2, page.height)):
            st = ui_style(typo, theme, size=typo["size"] - 1, color=theme.muted)
            page.label(x1, page.height - 38, params["showing"], st, role="text")
            for k in range(2):  # page 1: "previous" is disabled
                page.rect((x2 - 70 + 36 * k, page.height - 38, x2 - 40 + 36 * k,
                           page.height - 10), theme.panel if k == 0 else theme.surface,
                          theme.border, radius=4, name="button")
                cx = x2 - 55 + 36 * k
                d = -4 if k == 0 else 4
                page.polygon([(cx - d, page.height - 30), (cx + d, page.height - 24),
                              (cx - d, page.height - 18)], theme.border if k == 0 else theme.text)
        return page

    def _table(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        ui = params["ui"]
        cols = params["cols"]
        ts = TableStyle(row_height=params["row_h"], header_height=38, zebra=False, grid="rows",
                        header_upper=True, size=typo["size"] - 1)
        widths = keep_headers(fit_widths([40, 300, 110, 110, 130, 100], x2 - x1), ["", *cols],
                              typo, ts)
        columns = [Column("", widths[0])] + [Column(t, w) for t, w in zip(cols, widths[1:],
                                                                          strict=True)]
        rows = []
        for u in params["users"]:
            rows.append([["", "nocheck"], "", "",
                         [params["statuses"][u["status"]], STATUS_KINDS[u["status"]]],
                         [u["last"], "muted"], [ui["on"] if u["mfa"] else ui["off"],
                                                "good" if u["mfa"] else "muted"]])
        rh = params["row_h"]
        with page.region("table", "table", box):
            page.rect((x1, y1, x2, y2), theme.surface, theme.border, radius=6, name="table")
            bottom = draw_table(page, theme, typo, (x1, y1, x2, y2), columns, rows, ts)
            # the header's select-all box, and the Name column's sort arrow (A to Z)
            page.rect((x1 + 10, y1 + 12, x1 + 24, y1 + 26), None, theme.muted, radius=3,
                      name="checkbox")
            hw = round(measure(cols[0].upper(), ui_style(typo, theme, size=typo["size"] - 2,
                                                        bold=True))[0])
            ax = x1 + widths[0] + 10 + hw + 6
            page.polygon([(ax, y1 + 23), (ax + 4, y1 + 16), (ax + 8, y1 + 23)], theme.muted,
                         name="sort arrow")
            st = ui_style(typo, theme, size=typo["size"] - 1)
            mst = st.but(color=theme.muted, size=typo["size"] - 2)
            y = y1 + 38
            for k, u in enumerate(params["users"]):
                if y + rh > bottom:
                    break
                cx = x1 + widths[0]
                # the user's name and role fill the table's blank cells B and C: regions of
                # their own (two regions "cell B7" would make one row's label the avatar's)
                with page.region(f"user {k + 1}", "cell", (cx, y, cx + widths[1], y + rh),
                                 label=cols[0]):
                    avatar_shape(page, typo, cx + 10, y + rh // 2 - 14, u["name"],
                                 AVATAR_COLOURS[u["colour"]], 28)
                    page.label(cx + 48, y + rh // 2 - text_h(st) + 6, u["name"],
                               st.but(bold=True), role="text", max_width=widths[1] - 60)
                    page.label(cx + 48, y + rh // 2 - 4, u["email"], mst, role="text",
                               max_width=widths[1] - 60)
                rx = cx + widths[1]
                with page.region(f"role {k + 1}", "cell", (rx, y, rx + widths[2], y + rh),
                                 label=cols[1]):
                    label_pill(page, theme, typo, rx + 10, y + rh // 2,
                               params["roles"][u["role"]], ROLE_COLOURS[u["role"]])
                y += rh


def unique_address(address: str, taken: set[str]) -> str:
    """``address``, or with a number as a directory gives the second Aaron (aaron2@): one
    mailbox per account."""
    local, domain = address.split("@")
    n, out = 1, address
    while out in taken:
        n += 1
        out = f"{local}{n}@{domain}"
    taken.add(out)
    return out
