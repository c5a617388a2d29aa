"""A password manager vault: sidebar of vaults, categories and folders, an item list (icon,
name, username), and the selected item's detail with labelled fields (username, masked
password with strength, website, one-time code) and a notes paragraph."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, icons
from surfaces.kit.chrome import button, search_box, sidebar_list, ui_style
from surfaces.kit.devtools import LANE_COLOURS
from surfaces.kit.numbers import random_day, ui_list
from surfaces.kit.tables import scrollbar
from surfaces.kit.tax_ids import kvnr
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.web import url_words

# per dt_vault_item (same order in every language): online banking, work email, home Wi-Fi,
# tax portal, streaming, health insurance, router admin, cloud storage, electricity
# supplier, library card. Each kind has its own identity field (the hrec.pw_fields index, or
# "work"/"email"/"admin" for a login name), a one-time code or not, and the notes
# (devtools.pw_note 0-5, same order in every language) that fit it: 0 security questions, 1
# customer number on invoices, 2 change the password, 3 the card's PIN, 4 shared with the
# household, 5 the contract's end; any entry may have the hrec.pw_note_any ones too
IDENT = ["customer", "work", "network", "email", "email", "member", "admin", "email",
         "customer", "card"]
OTP = (0, 1, 3, 7)
HEALTH = 5  # the health insurance's entry
NOTES = [(0, 2, 3), (2,), (4,), (0, 2), (4, 5), (2, 5), (2, 4), (2, 5), (1, 4, 5), (3,)]
FIELDS = ("network", "security", "customer", "member", "card")  # hrec.pw_fields order
# the tile's icon of each kind (the app shows a site's icon; these sites have none cached)
ICONS = ["credit-card", "mail", "home", "file", "play", "shield", "settings", "database",
         "sun", "bookmark"]


def _notes(rng: np.random.Generator, content: Content, kind: int, month: str) -> str:
    """One or two notes that fit a login of ``kind`` (no alarm PIN on a work mailbox); a
    password changed in ``month``, the entry's last change."""
    own = content.data.SENTENCES["devtools.pw_note"]
    fits = [own[i] for i in NOTES[kind]] + content.ui_list("hrec.pw_note_any")
    picks = rng.permutation(len(fits))[:int(rng.integers(1, 3))]
    return " ".join(content.fill(fits[int(i)], month=month) for i in sorted(picks))


def _entry(rng: np.random.Generator, content: Content, kind: int, me: dict[str, str],
           city: str) -> dict[str, Any]:
    """One entry of ``kind``: its identity (label key and value), site and one-time code."""
    ident = IDENT[kind]
    digits = lambda n: "".join(str(int(d)) for d in rng.integers(0, 10, n))  # noqa: E731
    value = {"work": me["work"], "email": me["private"] if rng.random() < 0.7 else me["handle"],
             "admin": "admin", "customer": digits(10),
             # a German health insurer's member is their KVNR (a letter and nine digits)
             "member": kvnr(rng) if content.lang == "de" and kind == HEALTH else digits(9),
             "card": digits(12),
             "network": str(choice(rng, content.ui_list("hrec.pw_ssids"))).replace(
                 "#", f"{int(rng.integers(0, 65536)):04X}")}[ident]
    sites = content.ui_list("hrec.pw_sites")[kind].split(";")
    site = str(choice(rng, sites)).replace("~", _slug(city)) if sites[0] != "-" else ""
    if kind == 1:
        site = f"https://mail.{me['work'].split('@')[1]}"
    elif kind == 6:
        site = "http://192.168.178.1" if content.lang == "de" else "http://192.168.1.1"
    elif site:
        site = f"https://{site}"
    return {"ident": ident, "user": value, "kind": kind, "site": site, "otp": kind in OTP,
            "security": str(choice(rng, ["WPA2-Personal", "WPA3-Personal", "WPA2/WPA3"]))}


def _slug(text: str) -> str:
    return "".join(url_words(text))


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
        private = content.email(me)
        work = private
        for _ in range(6):  # the employer's domain, never the private mailbox's
            work = content.email(me, domain=content.domain(content.company()))
            if work.split("@")[1] != private.split("@")[1]:
                break
        who = {"private": private, "work": work,
               "handle": f"{me.split()[0].lower()}{int(rng.integers(1, 99))}"}  # one nickname
        kinds = list(content.data.SLOTS["dt_vault_item"])
        city = content.city()
        items = [_entry(rng, content, kinds.index(name), who, city) | {
            "name": name, "colour": int(rng.integers(len(LANE_COLOURS)))} for name in names]
        sel = int(rng.integers(0, min(5, len(items))))
        created = random_day(rng, 0, 700)  # an entry is changed after it was created
        modified = created + datetime.timedelta(days=int(rng.integers(0, 300)))
        notes = _notes(rng, content, items[sel]["kind"], content.data.MONTHS[modified.month - 1])
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
                "copy", "search", "vaults", "strong", "folders", "new")} | dict(zip(
                    FIELDS, content.ui_list("hrec.pw_fields"), strict=True)),
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
                    _tile(page, (x1 + 16, y + 11), 30, it)
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
            _tile(page, (px1, 24), 56, it)
            h = style(typo["ui"], typo["size"] + 8, theme.text, bold=True)
            page.label(px1 + 72, 32, it["name"], h, role="structural",
                       max_width=px2 - px1 - 180)
            button(page, theme, typo, px2 - 80, 34, ui["edit"], primary=True, height=32)
            y = 104
            pw = "•" * params["pw_len"]
            fields = _fields(it, pw, params["otp"])
            lst = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted)
            vst = style(typo["ui"], typo["size"] + 1, theme.text)
            page.rect((px1, y, px2, y + len(fields) * 64), theme.bg, theme.border, radius=8,
                      name="card")
            for k, (key, value) in enumerate(fields):
                with page.region(f"field {ui[key]}", "field", (px1, y, px2, y + 64),
                                 label=ui[key]):
                    page.label(px1 + 16, y + 6, ui[key], lst)
                    colour = theme.link if key == "website" else theme.text
                    family = typo["mono"] if key in ("password", "otp", "customer", "member",
                                                     "card") else typo["ui"]
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
                if k < len(fields) - 1:
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


def _fields(it: dict[str, Any], pw: str, otp: str) -> list[tuple[str, str]]:
    """The detail's fields, the entry kind's own: a Wi-Fi's network name, password and
    security; a login's name, password, one-time code (if it has one) and site."""
    if it["ident"] == "network":
        return [("network", it["user"]), ("password", pw), ("security", it["security"])]
    key = it["ident"] if it["ident"] in FIELDS else "username"
    out = [(key, it["user"]), ("password", pw)]
    if it["otp"]:
        out.append(("otp", otp))
    return out + [("website", it["site"])]


def _tile(page: Page, at: tuple[int, int], size: int, it: dict[str, Any]) -> None:
    """The entry's icon: its kind's symbol in white on a coloured rounded tile."""
    x, y = at
    page.rect((x, y, x + size, y + size), LANE_COLOURS[it["colour"]],
              radius=max(6, size // 5), name="icon")
    inner = round(size * 0.6)
    icons.draw(page, None, ICONS[it["kind"]], x + (size - inner) // 2, y + (size - inner) // 2,
               inner, color=(255, 255, 255))
