"""A desktop mail client in three panes: folders, a message list and the reading pane."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.chrome import button, icon, search_box, ui_style
from surfaces.kit.icon_labels import for_label
from surfaces.kit.inbox_world import inbox_rows, mail_dates
from surfaces.kit.messages import AVATAR_COLOURS, attachment_chip, mail_header, mail_row_stacked
from surfaces.kit.numbers import random_day, with_colon
from surfaces.kit.phone import screen_height
from surfaces.kit.prose import sample_marks, styled_spans
from surfaces.kit.typography import sample_typography, style

FAVOURITES = ["mailui.inbox", "mailui.sent_items", "mailui.drafts"]
FOLDERS = ["mailui.inbox", "mailui.drafts", "mailui.sent_items", "mailui.deleted",
           "mailui.junk", "mailui.archive", "mailui.outbox"]
RIBBON = ["mailui.delete", "mailui.archive_action", "mailui.move", "mailui.reply", "mailui.reply_all",
          "mailui.forward", "mailui.flag"]


# kinds of mail the reading pane opens: a colleague's own first mail
OPENABLE = ("question", "request", "share", "lunch", "thanks", "follow-up")


# one icon per ribbon entry: delete, archive, move to, reply, reply all, forward, flag
RIBBON_ICONS = ("trash", "archive", "folder", "undo", "reply-all", "redo", "flag")



def _address(content: Content, sender: str, kind: str) -> str:
    """The open mail's sender address: a colleague writes from the firm's domain, never a
    private gmail.com (r48)."""
    return content.email(sender, content.domain(content.firm()) if kind in OPENABLE else None)


def _read(mails: list[dict[str, Any]], unread: list[bool], selected: int) -> None:
    """The open mail was read on opening: no longer bold nor in the badge's count (r76
    0010); another, newer one is still unread."""
    unread[selected] = False
    if not any(unread):
        unread[0 if selected else 1] = len(unread) > 1
    for k, mail in enumerate(mails):
        mail["unread"] = unread[k]

class Email3Pane(Surface):
    name = "email_3pane"
    family = "mail"
    text_roles = ("prose", "text", "structural", "chrome")
    # No select_substring: its pages rarely show such text (see
    # tests/surfaces/test_surfaces_candidates.py).
    unsupported_categories = ("select_substring",)
    regions = ("top bar", "search", "menu bar", "toolbar", "sidebar", "message list",
               "message", "reading pane")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        n = max(9, screen_height(self) // 60)  # mails to the window's foot (r65 0009)
        today = random_day(rng, 200, 800)  # the page's "now"
        stamps = mail_dates(rng, content, n, int(rng.integers(2, 5)), today, short=False)
        dates = [d[0] for d in stamps]
        me = content.full_name()
        # each row one mail of its own kind (the Focused tab: no newsletters); the preview
        # is the start of its body, its greeting (if the writer wrote one) first
        written = inbox_rows(rng, content, stamps, me.split()[0], primary=True)
        n = len(written)
        # the newest few may be unread (the ones further down were read): the folder's
        # badge counts them, and all of them are in view
        unread = [k < 5 and bool(rng.random() < 0.35) for k in range(n)]  # one at least (_read)
        mails = [{"sender": m["sender"], "subject": m["subject"], "template": m["template"],
                  "snippet": " ".join(t for t in (m["greeting"], _first(m["opening"])) if t),
                  "date": dates[k], "opening": m["opening"], "unread": unread[k],
                  "attachment": m["attachment"]}
                 for k, m in enumerate(written)]
        # the open mail is a colleague's first mail (no "RE:" answer whose earlier message
        # the pane does not show, no auto-reply or notice)
        own = [k for k, m in enumerate(written) if m["kind"] in OPENABLE]
        selected = int(choice(rng, [k for k in own if k < 4] or own or [0]))
        _read(mails, unread, selected)
        body = SENTENCE.split(written[selected]["opening"])
        cut = int(rng.integers(1, len(body))) if len(body) > 1 else 1
        paragraphs = [p for p in (" ".join(body[:cut]), " ".join(body[cut:])) if p]
        sender = mails[selected]["sender"]
        greetings = [m["greeting"] for m in written]
        return {
            "typo": sample_typography(rng, choice(rng, ["sans", "serif"]), (13, 14)),
            "mails": mails, "selected": selected,
            "open": {"sender": sender, "email": _address(content, sender,
                                                        written[selected]["kind"]),
                     "to_line": f"{with_colon(content.ui('mailui.to'), content.lang)} {me}",
                     "date": f"{mails[selected]['date']}, {content.time()}"
                     if k_is_date(mails[selected]["date"]) else mails[selected]["date"]},
            "greeting": greetings[selected],
            "paragraphs": paragraphs,
            # a mark on the firm's name only where the subject names it too
            "marks": [sample_marks(rng, p, "mail", keys=[k for k in written[selected]["keys"]
                                                          if k in mails[selected]["subject"]])
                      for p in paragraphs],
            # one register: "Hola, Fortunata" closes "Un saludo", never "Atentamente"
            "closing": str(choice(rng, content.data.SLOTS["ct_closing_informal"])) + ",",
            "signature": sender.split()[0],
            "favourites": [content.ui(k) for k in FAVOURITES],
            "folders": [content.ui(k) for k in FOLDERS],
            "fav_title": content.ui("mailui.favorites"), "folders_title": content.ui("mailui.folders"),
            "inbox_count": sum(unread),
            "menus": [content.ui(k) for k in ("mailui.file", "mailui.home", "mailui.view",
                                              "mailui.help")],
            "ribbon": [content.ui(k) for k in RIBBON], "new_mail": content.ui("mailui.new_mail"),
            "tabs": [content.ui("mailui.focused"), content.ui("mailui.other")],
            "search": content.ui("mailui.search_short"),
            "actions": [content.ui("mailui.reply"), content.ui("mailui.forward")],
            "folder_width": int(choice(rng, [190, 210, 230])),
            "list_width": int(choice(rng, [300, 330, 360])),
            "avatars": bool(rng.random() < 0.5), "colour": int(rng.integers(len(AVATAR_COLOURS))),
            "gap": float(choice(rng, [0.6, 1.0, 1.0, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        with page.region("top bar", "chrome", (0, 0, page.width, 44)):
            page.rect((0, 0, page.width, 44), theme.accent, name="top bar")
            for k in range(3):
                for j in range(3):
                    page.rect((16 + 6 * k, 14 + 6 * j, 19 + 6 * k, 17 + 6 * j),
                              theme.accent_text, name="icon")
        search_box(page, theme, typo, (300, 7, 740, 37), params["search"])
        y = self._ribbon(page, theme, typo, params, 44)
        fw, lw = params["folder_width"], params["list_width"]
        self._folders(page, theme, typo, params, (0, y, fw, page.height))
        self._list(page, theme, typo, params, (fw, y, fw + lw, page.height))
        self._reading(page, theme, typo, params, (fw + lw, y, page.width, page.height))
        return page

    def _ribbon(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                y: int) -> int:
        st = ui_style(typo, theme)
        with page.region("menu bar", "chrome", (0, y, page.width, y + 32)):
            page.rect((0, y, page.width, y + 32), theme.panel, name="menu bar")
            x = 16
            for k, label in enumerate(params["menus"]):
                block = page.label(x, y + 2, label, st.but(bold=k == 1))
                if k == 1:
                    page.rect((x, y + 28, block.right, y + 31), theme.accent, radius=1,
                              name="tab")
                x = block.right + 22
        y += 32
        with page.region("toolbar", "chrome", (0, y, page.width, y + 46)):
            page.rect((0, y, page.width, y + 46), theme.panel, name="toolbar")
            page.line((0, y + 45), (page.width, y + 45), theme.border)
            x = button(page, theme, typo, 12, y + 8, params["new_mail"], primary=True, height=30)
            x += 16
            for k, label in enumerate(params["ribbon"]):
                w = round(measure(label, st)[0]) + 34
                if x + w > page.width - 10:
                    break
                icon(page, theme, RIBBON_ICONS[k % len(RIBBON_ICONS)], x - 1, y + 14, 16)
                x = page.label(x + 20, y + 8, label, st).right + 16
        return y + 46

    def _folders(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        st = ui_style(typo, theme)
        with page.region("sidebar", "chrome", box):
            page.rect(box, theme.panel, name="sidebar")
            page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)
            y = y1 + 12
            for title, items in ((params["fav_title"], params["favourites"]),
                                 (params["folders_title"], params["folders"])):
                page.polygon([(x1 + 14, y + 10), (x1 + 22, y + 10), (x1 + 18, y + 15)],
                             theme.muted)
                page.label(x1 + 28, y, title, st.but(bold=True), role="structural")
                y += 30
                for k, item in enumerate(items):
                    active = k == 0 and title == params["fav_title"]
                    if active:
                        page.rect((x1 + 6, y, x2 - 8, y + 28), theme.selection, radius=4,
                                  name="selection")
                    icon(page, theme, for_label(item), x1 + 29, y + 6, 16)
                    page.label(x1 + 52, y, item, st.but(bold=active),
                               max_width=x2 - x1 - (96 if k == 0 else 60))
                    if k == 0:
                        c = str(params["inbox_count"])
                        page.label(x2 - 20 - round(measure(c, st)[0]), y, c,
                                   st.but(color=theme.accent, bold=True))
                    y += 28
                y += 10

    def _list(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        st = ui_style(typo, theme, size=typo["size"])
        with page.region("message list", "list", box):
            page.rect(box, theme.surface, name="message list")
            page.line((x2 - 1, y1), (x2 - 1, y2), theme.border)
            x = x1 + 16
            for k, tab in enumerate(params["tabs"]):
                block = page.label(x, y1 + 6, tab, st.but(bold=k == 0,
                                                          color=theme.text if k == 0 else
                                                          theme.muted))
                if k == 0:
                    page.rect((x, y1 + 34, block.right, y1 + 37), theme.accent, radius=1,
                              name="tab")
                x = block.right + 24
            page.line((x1, y1 + 40), (x2, y1 + 40), theme.border)
            y = y1 + 44
            item_h = round(typo["size"] * 1.45) * 3 + 18
            for k, mail in enumerate(params["mails"]):
                if y + 6 > y2:  # the mail the window's foot cuts is drawn too
                    break
                colour = AVATAR_COLOURS[(params["colour"] + k) % len(AVATAR_COLOURS)]
                with page.region(f"message {k + 1}", "message", (x1, y, x2, y + item_h),
                                 label=mail["sender"]):
                    mail_row_stacked(page, theme, typo, (x1, y, x2, y + item_h), mail,
                                     selected=k == params["selected"],
                                     avatar=colour if params["avatars"] else None)
                y += item_h

    def _reading(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                 box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        mail = params["mails"][params["selected"]]
        with page.region("reading pane", "body", box, label=mail["sender"]):
            page.rect(box, theme.bg, name="reading pane")
            left, right = x1 + 24, x2 - 24
            head = page.text((left, y1 + 16, right, y1 + 80), mail["subject"],
                             style(typo["ui"], typo["size"] + 6, theme.text, bold=True),
                             role="structural", max_lines=2, line_height=1.25, name="subject")
            colour = AVATAR_COLOURS[(params["colour"] + params["selected"]) % len(AVATAR_COLOURS)]
            y = mail_header(page, theme, typo, left, head.bottom + 16, right, params["open"],
                            colour)
            page.line((left, y + 4), (right, y + 4), theme.border)
            body = style(typo["body"], typo["size"], theme.text)
            paras = [styled_spans(params["greeting"], [], body, theme, typo["mono"])
                     for _ in range(bool(params["greeting"]))]  # some mails open straight in
            paras += [styled_spans(p, m, body, theme, typo["mono"])
                      for p, m in zip(params["paragraphs"], params["marks"], strict=True)]
            paras.append(styled_spans(params["closing"], [], body, theme, typo["mono"]))
            paras.append(styled_spans(params["signature"], [], body, theme, typo["mono"]))
            block = page.text((left, y + 20, right, y2 - 56), paras, body, role="prose",
                              line_height=1.5, paragraph_gap=params["gap"])
            if mail.get("attachment"):  # the file the mail says it carries
                block = attachment_chip(page, theme, ui_style(typo, theme), mail["attachment"],
                                        left, min(block.bottom + 14, y2 - 100))
            by = min(block.bottom + 20, y2 - 46)
            x = left
            for label in params["actions"]:
                x = button(page, theme, typo, x, by, label, height=30) + 10


SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[¿¡A-ZÀ-Ý])")


def _first(body: str) -> str:
    """The first sentence of a mail body (the list shows its start)."""
    return SENTENCE.split(body)[0]


def k_is_date(text: str) -> bool:
    """True when a list timestamp is a date (it has a year), not a clock time."""
    return any(part.isdigit() and len(part) == 4 for part in text.replace(",", " ").replace(
        ".", " ").replace("/", " ").replace("-", " ").split())
