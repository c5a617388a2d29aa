"""A dial-up bulletin board in a DOS-style terminal: ANSI colours on black, a double-line
banner, and either the main menu or a message being read, with the command prompt."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice
from surfaces.kit.bbs_world import board_area, caller_towns, day_of_calls
from surfaces.kit.numbers import with_colon
from surfaces.kit.typography import style

ANSI = {"black": (0, 0, 0), "blue": (0, 0, 170), "cyan": (85, 255, 255),
        "dcyan": (0, 170, 170), "yellow": (255, 255, 85), "white": (255, 255, 255),
        "grey": (170, 170, 170), "magenta": (255, 85, 255), "green": (85, 255, 85),
        "red": (255, 85, 85), "dgrey": (85, 85, 85)}
MONO_FAMILIES = ["dejavu_sans_mono", "liberation_mono", "noto_sans_mono", "go_mono", "hack"]
MENU = [("M", "term.bbs_messages"), ("F", "term.bbs_files"), ("D", "term.bbs_doors"),
        ("W", "term.bbs_who"), ("B", "term.bbs_bulletins"), ("G", "term.bbs_goodbye")]


def _feminine(content: Content, key: str, text: str) -> str:
    """``text`` with the masculine forms of ``key`` ("sono nuovo=>sono nuova") made feminine."""
    for pair in content.ui_list(key):
        masc, fem = pair.split("=>")
        text = text.replace(masc, fem)
    return text


_WELCOME = {"m": "term.bbs_welcome", "f": "term.bbs_welcome_f", None: "term.bbs_welcome_n"}


class BbsTerminal(Surface):
    name = "bbs_terminal"
    family = "code"
    themes = ("dark",)
    text_roles = ("prose", "text", "structural", "chrome")
    # select_substring: its pages, written from one message since 0.7.0, rarely offer one
    unsupported_categories = ("select_substring",)
    regions = ("banner", "menu", "message header", "message", "status bar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        board = choice(rng, ["The Night Owl", "Silicon Cellar", "Modem Harbor",
                             "Crystal Cave", "Phoenix BBS", "Data Attic"])
        sysop = content.full_name()
        user = content.full_name()
        message = self._message(rng, content, sysop, user)
        # last callers, the latest first, from the board's local-call area, at the pace
        # the day's call counter implies
        # the board's phone lines as a reader sees them: "Node 1" reads as a one-line board,
        # so the day's calls follow the node shown (most hobby boards had one or two lines)
        lines = 1 + int(rng.choice(4, p=[0.4, 0.3, 0.2, 0.1]))
        number, minutes = day_of_calls(rng, lines)
        towns = caller_towns(rng, board_area(rng, content), len(minutes))
        callers = [[content.full_name(), town, content.format_time(m // 60, m % 60)]
                   for m, town in zip(minutes, towns, strict=True)]
        total = int(rng.integers(20, 400))
        return {
            "lang": content.lang,
            "family": choice(rng, MONO_FAMILIES), "size": int(choice(rng, [15, 16, 17])),
            "board": board, "node": lines, "lines": lines, "sysop": sysop, "user": user,
            # "Bentornata" for a woman, a neutral greeting when the name tells no sex
            "welcome": content.ui(_WELCOME[content.sex_of(user)], name=user.split()[0],
                                  n=number),
            "menu_title": content.ui("term.bbs_menu"),
            "menu": [[key, content.ui(label)] for key, label in MENU],
            "choice": content.ui("term.bbs_choice"),
            "time_left": content.ui("term.bbs_time_left", n=int(rng.integers(5, 60))),
            "reader": bool(rng.random() < 0.6),
            "head": {k: content.ui(f"term.bbs_{k}") for k in ("from", "to", "subj", "date")},
            **message,
            "msg": content.ui("term.bbs_msg", a=int(rng.integers(1, total)), b=total),
            "keys": content.ui("term.bbs_keys"), "sign": sysop.split()[0], "callers": callers,
            "callers_title": content.ui("w6m2.bbs_callers"),
            "news": content.ui("bbs.news", day=content.word("term_day")),
        }

    @staticmethod
    def _message(rng: np.random.Generator, content: Content, sysop: str,
                 user: str) -> dict[str, Any]:
        """The message on screen: a first post to All, or the reply to it ("Re: ..."),
        addressed to its author; subject, body and signature from one sampled message."""
        record = content.record("bbs_message")
        slots = {"hobby": content.word("term_hobby"), "day": content.word("term_day")}
        author = sysop if record["sysop"] else content.full_name()
        if rng.random() < 0.5:
            sender, to, re_, text = author, content.ui("term.bbs_all"), "", record["op"]
        else:  # the caller reads a reply to a post of theirs (r65 0015: not their own
            # reply sent to someone else); the sysop's posts are answered to the sysop
            author = sysop if record["sysop"] else user
            sender = content.full_name()
            to, re_, text = author, "Re: ", record["reply"]
        body = content.fill(text, first=author.split()[0], **slots)
        subject = content.fill(record["subject"], **slots)
        if content.sex_of(author) == "f":  # "sono nuova", "Benvenuta" for a woman
            body, subject = (_feminine(content, "bbs.fem", t) for t in (body, subject))
        if re_ and content.sex_of(sender) == "f":  # "Contente de te voir"
            body = _feminine(content, "bbs.fem_self", body)
        return {"from": sender, "to": to, "body": [body], "author": author,
                "template": content.data.SLOTS["bbs_message"].index(record),
                "subject": re_ + subject,
                "date": f"{content.date()} {content.time()}"}

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        page.rect((0, 0, page.width, page.height), ANSI["black"], name="screen")
        page.meta["no_mouse"] = True  # a full-screen text-mode BBS has no GUI pointer (r81 0003)
        size = params["size"]
        mono = style(params["family"], size, ANSI["grey"])
        pitch = round(size * 1.45)
        x0 = 24
        y = self._banner(page, params, mono, x0, 18, pitch)
        if params["reader"]:
            y = self._reader(page, params, mono, x0, y + 10, pitch)
        else:
            y = self._menu(page, params, mono, x0, y + 10, pitch)
        with page.region("status bar", "chrome", (0, page.height - pitch - 10, page.width,
                                                  page.height)):
            sy = page.height - pitch - 8
            page.rect((0, sy - 2, page.width, page.height), ANSI["blue"], name="status bar")
            text = f" {params['user']}  |  {params['board']} Node {params['node']}  |  " \
                   f"{params['time_left']}"
            page.text((x0, sy, page.width - 10, sy + pitch + 2), text,
                      mono.but(color=ANSI["white"]), role="chrome", wrap=False,
                      line_height=pitch / size)
        return page

    def _banner(self, page: Page, params: dict[str, Any], mono: Any, x0: int, y: int,
                pitch: int) -> int:
        x2 = page.width - x0
        h = pitch * 3 + 12
        with page.region("banner", "header", (x0, y, x2, y + h)):
            for inset in (0, 5):  # the double line of a CP437 box, drawn as rules
                page.rect((x0 + inset, y + inset, x2 - inset, y + h - inset), None,
                          ANSI["dcyan"], width=2, name="frame")
            page.text((x0 + 20, y + 14, x2 - 20, y + 14 + pitch + 4), params["board"].upper(),
                      mono.but(color=ANSI["yellow"], bold=True), role="structural",
                      wrap=False, align="center", line_height=pitch / mono.size)
            page.text((x0 + 20, y + 14 + pitch, x2 - 20, y + 14 + 2 * pitch + 4),
                      f"{with_colon('SysOp', params['lang'])} {params['sysop']}  -  Node {params['node']}",
                      mono.but(color=ANSI["cyan"]), role="text", wrap=False, align="center",
                      line_height=pitch / mono.size)
        return y + h

    def _menu(self, page: Page, params: dict[str, Any], mono: Any, x0: int, y: int,
              pitch: int) -> int:
        page.text((x0, y, page.width - x0, y + pitch + 2), params["welcome"],
                  mono.but(color=ANSI["green"]), role="prose", wrap=False,
                  line_height=pitch / mono.size)
        y += 2 * pitch
        with page.region("menu", "menu", (x0, y, page.width - x0, y + pitch * 10),
                         label=params["menu_title"]):
            page.text((x0, y, page.width - x0, y + pitch + 2), f"-= {params['menu_title']} =-",
                      mono.but(color=ANSI["magenta"], bold=True), role="structural",
                      wrap=False, line_height=pitch / mono.size)
            y += int(pitch * 1.6)
            for k, (key, label) in enumerate(params["menu"]):
                col, row = divmod(k, 3)
                x = x0 + 20 + col * 440
                yy = y + row * pitch
                page.text((x, yy, x + 430, yy + pitch + 2), [
                    Span("[", mono.but(color=ANSI["dgrey"])),
                    Span(key, mono.but(color=ANSI["yellow"], bold=True)),
                    Span("] ", mono.but(color=ANSI["dgrey"])),
                    Span(label, mono.but(color=ANSI["cyan"]))], mono, role="chrome",
                    wrap=False, line_height=pitch / mono.size)
            y += 4 * pitch
        page.text((x0, y, page.width - x0, y + 3 * pitch), params["news"],
                  mono.but(color=ANSI["white"]), role="prose", line_height=1.45)
        y += 3 * pitch
        page.text((x0, y, page.width - x0, y + pitch + 2), f"-= {params['callers_title']} =-",
                  mono.but(color=ANSI["magenta"], bold=True), role="structural", wrap=False,
                  line_height=pitch / mono.size)
        y += pitch
        for k, (name, city, time) in enumerate(params["callers"]):
            page.text((x0 + 20, y, page.width - x0, y + pitch + 2), [
                Span(f"{k + 1}. ", mono.but(color=ANSI["dgrey"])),
                Span(f"{name:<24}", mono.but(color=ANSI["green"])),
                Span(f"{city:<24}", mono.but(color=ANSI["dcyan"])),
                Span(time, mono.but(color=ANSI["grey"]))], mono, role="text", wrap=False,
                line_height=pitch / mono.size)
            y += pitch
        y += pitch
        page.text((x0, y, page.width - x0, y + pitch + 2), [
            Span(with_colon(params['choice'], params['lang']) + " ", mono.but(color=ANSI["white"])),
            Span("_", mono.but(color=ANSI["grey"]))], mono, role="text", wrap=False,
            line_height=pitch / mono.size)
        return y + pitch

    def _reader(self, page: Page, params: dict[str, Any], mono: Any, x0: int, y: int,
                pitch: int) -> int:
        head = params["head"]
        rows = [(head["from"], params["from"]), (head["to"], params["to"]),
                (head["subj"], params["subject"]), (head["date"], params["date"])]
        with page.region("message header", "header", (x0, y, page.width - x0,
                                                      y + pitch * 5)):
            page.text((x0, y, page.width - x0, y + pitch + 2), params["msg"],
                      mono.but(color=ANSI["magenta"]), role="text", wrap=False, align="right",
                      line_height=pitch / mono.size)
            for label, value in rows:
                page.text((x0, y, page.width - x0, y + pitch + 2), [
                    Span(with_colon(label.ljust(5), params["lang"]) + " ", mono.but(color=ANSI["dcyan"])),
                    Span(value, mono.but(color=ANSI["yellow"] if label == head["subj"]
                                         else ANSI["white"]))], mono, role="text", wrap=False,
                    line_height=pitch / mono.size)
                y += pitch
        page.line((x0, y + pitch // 2), (page.width - x0, y + pitch // 2), ANSI["dcyan"], 2)
        y += pitch
        bottom = page.height - 3 * pitch - 14
        with page.region("message", "message", (x0, y, page.width - x0, bottom),
                         label=params["from"]):
            text = "\n".join(params["body"] + [params["from"].split()[0]])
            block = page.text((x0, y, page.width - x0, bottom), text, mono, role="prose",
                              line_height=1.45, paragraph_gap=1.0)
        y = block.bottom + pitch
        page.text((x0, page.height - 2 * pitch - 14, page.width - x0, page.height - pitch - 10),
                  [Span(params["keys"], mono.but(color=ANSI["cyan"])),
                   Span("  _", mono.but(color=ANSI["grey"]))], mono, role="chrome", wrap=False,
                  line_height=pitch / mono.size)
        return y
