"""A password manager vault: sidebar of vaults, categories and folders, an item list (icon,
name, username), and the selected item's detail with labelled fields (username, masked
password with strength, website, one-time code) and a notes paragraph."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice
from surfaces.kit.brand_art import monogram
from surfaces.kit.chrome import button, search_box, sidebar_list, ui_style
from surfaces.kit.devtools import LANE_COLOURS
from surfaces.kit.numbers import random_day, ui_list
from surfaces.kit.tables import scrollbar
from surfaces.kit.typography import sample_typography, style

# per dt_vault_item (same order in every language): its site's host name ("" for the work
# mailbox: the employer's own), and the notes (devtools.pw_note 0-5, same order in every
# language) that fit it: 0 security questions, 1 customer number on invoices, 2 change the
# password, 3 the card's PIN, 4 shared with the household, 5 the contract's end; notes 6
# and later are about any login
SITES = ["bank", "", "192.168.1.1", "tax", "stream", "health", "192.168.1.1", "cloud", "energy",
         "library"]
NOTES = [(0, 2, 3), (0, 2), (2, 4), (0, 2), (1, 2, 4, 5), (0, 1, 2, 5), (2, 4), (0, 2, 5),
         (1, 2, 4, 5), (2, 3)]


def _notes(rng: np.random.Generator, content: Content, kind: int) -> str:
    """One to three notes that fit a login of ``kind`` (no alarm PIN on a work mailbox)."""
    templates = content.data.SENTENCES["devtools.pw_note"]
    fits = [*NOTES[kind], *range(6, len(templates))]
    picks = rng.permutation(len(fits))[:int(rng.integers(1, 4))]
    return " ".join(content.fill(templates[fits[int(i)]]) for i in sorted(picks))


class PasswordManager(Surface):
    name = "password_manager"
    family = "productivity"
    text_roles = ("prose", "text", "field", "structural", "chrome")
    # No blank_line: each note is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line",)
    regions = ("sidebar", "search", "list", "detail")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        names = list(dict.fromkeys(content.word("dt_vault_item") for _ in range(20)))
        me = content.full_name()
        items = []
        handle = f"{me.split()[0].lower()}{int(rng.integers(1, 99))}"  # one nickname
        private = content.email(me)
        work = private
        for _ in range(6):  # the employer's domain, never the private mailbox's
            work = content.email(me, domain=content.domain(content.company()))
            if work.split("@")[1] != private.split("@")[1]:
                break
        kinds = list(content.data.SLOTS["dt_vault_item"])
        for name in names:
            kind = kinds.index(name)
            user = work if kind == 1 else private if rng.random() < 0.6 else handle
            site = SITES[kind] if "." in SITES[kind] else \
                f"{SITES[kind]}.{choice(rng, ['com', 'net', 'eu'])}"
            items.append({"name": name, "user": user, "kind": kind,
                          "site": f"mail.{work.split('@')[1]}" if kind == 1 else site,
                          "colour": int(rng.integers(len(LANE_COLOURS)))})
        sel = int(rng.integers(0, min(5, len(items))))
        notes = _notes(rng, content, items[sel]["kind"])
        created = random_day(rng, 0, 700)  # an entry is changed after it was created
        modified = created + datetime.timedelta(days=int(rng.integers(0, 300)))
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "items": items, "sel": sel,
            "kinds": ui_list(content, "devtools.pw_kinds"),
            "vaults": ui_list(content, "devtools.pw_vault_names"), "notes": notes,
            "pw_len": int(rng.integers(12, 22)),
            "otp": f"{int(rng.integers(0, 1000)):03d} {int(rng.integers(0, 1000)):03d}",
            "modified": content.ui("devtools.pw_modified", d=content.format_date(modified)),
            "created": content.ui("devtools.pw_created", d=content.format_date(created)),
            "ui": {k: content.ui(f"devtools.pw_{k}") for k in (
                "all", "favorites", "username", "password", "website", "otp", "notes", "edit",
                "copy", "search", "vaults", "strong", "folders", "new")},
            "side_w": int(choice(rng, [190, 210, 230])), "list_w": int(choice(rng, [280, 310])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, ui = params["typo"], params["ui"]
        sw, lw = params["side_w"], params["list_w"]
        nav = [ui["all"], ui["favorites"]] + params["kinds"] + params["vaults"]
        sidebar_list(page, theme, typo, (0, 0, sw, page.height), nav, 0, title=ui["vaults"],
                     counts={0: str(len(params["items"]))}, row=32,
                     # all items, favourites, then the kinds (logins, cards, identities, secure
                     # notes) and the vaults
                     icons=["grid", "star", *("key", "credit-card", "user-circle",
                                              "file")[:len(params["kinds"])],
                            *["lock"] * len(params["vaults"])])
        search_box(page, theme, typo, (sw + 12, 12, sw + lw - 12, 46), ui["search"])
        self._list(page, theme, typo, params, (sw, 56, sw + lw, page.height))
        self._detail(page, theme, typo, params, (sw + lw, 0, page.width, page.height))
        return page

    def _list(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        st = ui_style(typo, theme)
        mst = st.but(color=theme.muted, size=typo["size"] - 2)
        with page.region("list", "list", box):
            page.line((x2 - 1, 0), (x2 - 1, y2), theme.border)
            y = y1 + 4
            # the sidebar counts every item: a list longer than the pane scrolls
            shown = max(0, (y2 - y - 54) // 56 + 1)
            if shown < len(params["items"]):
                scrollbar(page, theme, (x1, y1, x2 - 1, y2), shown, len(params["items"]))
                x2 -= 10
            for k, it in enumerate(params["items"]):
                if y + 54 > y2:
                    break
                with page.region(f"item {k + 1}", "list item", (x1, y, x2, y + 54),
                                 label=it["name"]):
                    if k == params["sel"]:
                        page.rect((x1 + 6, y, x2 - 8, y + 52), theme.selection, radius=6,
                                  name="selection")
                    # the entry's letter on its colour, as password managers draw an
                    # item without a site icon
                    monogram(page, typo, (x1 + 16, y + 11, x1 + 46, y + 41), it["name"],
                             LANE_COLOURS[it["colour"]], letters=1)
                    page.label(x1 + 58, y + 4, it["name"], st.but(bold=True),
                               max_width=x2 - x1 - 70, role="text")
                    page.label(x1 + 58, y + 26, it["user"], mst, max_width=x2 - x1 - 70,
                               role="text")
                y += 56

    def _detail(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        ui = params["ui"]
        it = params["items"][params["sel"]]
        with page.region("detail", "body", box, label=it["name"]):
            page.rect(box, theme.surface, name="detail")
            px1, px2 = x1 + 28, x2 - 28
            monogram(page, typo, (px1, 24, px1 + 56, 80), it["name"], LANE_COLOURS[it["colour"]],
                     letters=1)
            h = style(typo["ui"], typo["size"] + 8, theme.text, bold=True)
            page.label(px1 + 72, 32, it["name"], h, role="structural",
                       max_width=px2 - px1 - 180)
            button(page, theme, typo, px2 - 80, 34, ui["edit"], primary=True, height=32)
            y = 104
            pw = "•" * params["pw_len"]
            fields = [("username", it["user"]), ("password", pw), ("otp", params["otp"]),
                      ("website", f"https://{it['site']}")]
            lst = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            vst = style(typo["ui"], typo["size"] + 1, theme.text)
            page.rect((px1, y, px2, y + 4 * 64), theme.bg, theme.border, radius=8, name="card")
            for k, (key, value) in enumerate(fields):
                with page.region(f"field {ui[key]}", "field", (px1, y, px2, y + 64),
                                 label=ui[key]):
                    page.label(px1 + 16, y + 6, ui[key], lst)
                    colour = theme.link if key == "website" else theme.text
                    family = typo["mono"] if key in ("password", "otp") else typo["ui"]
                    page.label(px1 + 16, y + 28, value, vst.but(color=colour, family=family),
                               role="field", max_width=px2 - px1 - 140)
                    if key == "password":
                        page.label(px2 - 180, y + 30, ui["strong"], lst.but(
                            color=theme.palette["green"], color_name="green"), role="text")
                    if key == "otp":
                        page.ellipse((px2 - 150, y + 30, px2 - 132, y + 48), None,
                                     theme.accent, 3, name="timer")
                    page.label(px2 - 90, y + 28, ui["copy"], lst.but(color=theme.link),
                               max_width=80)
                if k < 3:
                    page.line((px1, y + 63), (px2, y + 63), theme.border)
                y += 64
            y += 20
            page.label(px1, y, ui["notes"], lst.but(bold=True), role="structural")
            body = style(typo["body"], typo["size"], theme.text)
            b = page.text((px1, y + 30, px2, y + 150), params["notes"], body, role="prose",
                          line_height=1.5)
            y = b.bottom + 24
            for line in (params["modified"], params["created"]):
                if y + 24 > y2:
                    break
                page.label(px1, y, line, lst, role="text")
                y += 24
