"""A video meeting: a dark stage of participant tiles, a control bar, and the in-call chat
panel on the right with messages to everyone."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.call_world import (  # noqa: F401 (the line indices tests read)
    ASK_RECORDED,
    ASK_SCREEN,
    SAY_PRESENTATION,
    call_chat,
)
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.messages import AVATAR_COLOURS, avatar_shape, composer, fit_text
from surfaces.kit.numbers import clock
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.webcam import BACKDROPS, webcam

STAGE = (32, 33, 36)
TILE = (60, 64, 67)
CONTROLS = ["chat.mute", "chat.stop_video", "chat.share", "chat.participants", "chat.chat",
            "chat.reactions", "chat.record"]
CONTROL_ICONS = ["mic", "camera", "screen-share", "users", "chat", "smile", "record"]


ONE_ON_ONE, ALL_HANDS = 5, 4  # chat.meeting titles (same index everywhere)
# how many people each kind of meeting has: a weekly sync, a task review, a kick-off, a
# design critique, an all-hands (eight tiles and a "+N" tile for everyone else), a 1:1
SIZES = {0: (4, 7), 1: (3, 6), 2: (6, 10), 3: (4, 7), ALL_HANDS: (8, 9), ONE_ON_ONE: (2, 3)}


def _task(rng: np.random.Generator, content: Content, title: str) -> str:
    """The task a "{chat_task} review" meeting is about, one that does not repeat the
    title's own word ("Revisione della revisione dello sprint", "Review van de
    sprintreview")."""
    words = [w.lower() for w in re.findall(r"\w{5,}", re.sub(r"\{[^}]*\}", " ", title))]
    tasks = [str(t) for t in content.data.SLOTS["chat_task"]]
    return str(choice(rng, [t for t in tasks if not any(w in t.lower() for w in words)]
                      or tasks))


def _backdrops(rng: np.random.Generator, video: list[bool]) -> list[int]:
    """What each camera shows behind its person (kit.webcam.BACKDROPS): the cameras that are
    on each a different one (while there are enough), the others' unused."""
    order = rng.permutation(len(BACKDROPS))
    rank = np.cumsum(video) - 1
    return [int(order[r % len(order)]) for r in rank]


def _shared_slide(page: Page, box: tuple[int, int, int, int], title: str, st: Any,
                  heights: list[int]) -> None:
    """The screen you share filling the stage: a slide of the meeting's own deck, its
    title the meeting's, bullet lines beside a bar chart of ``heights`` (percent)."""
    x1, y1, x2, y2 = box
    page.rect(box, TILE, radius=8, name="tile")
    w = min(x2 - x1 - 24, round((y2 - y1 - 24) * 1.6))
    h = round(w / 1.6)
    sx, sy = x1 + (x2 - x1 - w) // 2, y1 + (y2 - y1 - h) // 2
    page.rect((sx, sy, sx + w, sy + h), (250, 250, 250), name="shared screen")
    page.rect((sx, sy, sx + w, sy + 18), (218, 220, 224), name="shared screen")
    page.label(sx + w // 14, sy + 34, title, st, role="text", max_width=w - w // 7)
    y = sy + 34 + round(st.size * 2.4)
    half = sx + w // 2
    for k in range(5):  # the bullets
        if y + 8 > sy + h - 20:
            break
        page.ellipse((sx + w // 14, y, sx + w // 14 + 7, y + 7), (95, 99, 104),
                     name="shared screen")
        end = half - 16 - (w // 10 if k % 2 else 0)
        page.rect((sx + w // 14 + 16, y + 1, end, y + 6), (189, 193, 198), name="shared screen")
        y += 26
    base, top = sy + h - 28, sy + 34 + round(st.size * 2.4)
    bw = (sx + w - w // 14 - half) // (2 * len(heights))
    page.line((half, base), (sx + w - w // 14, base), (150, 154, 160), 2, name="shared screen")
    for k, pct in enumerate(heights):  # the chart
        bx = half + bw // 2 + 2 * bw * k
        page.rect((bx, base - round((base - top) * pct / 100), bx + bw, base),
                  (66, 133, 244) if k % 2 else (26, 115, 232), name="shared screen")


class VideoCallChat(Surface):
    name = "video_call_chat"
    family = "chat"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each message is one paragraph: there is no empty line between paragraphs.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("stage", "controls", "chat panel", "message", "composer")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        # the meeting first: who is in it, when it started; the chat is written during it
        titles = content.data.TITLES["chat.meeting"]
        kind = int(rng.integers(len(titles)))
        size = int(rng.integers(*SIZES[kind]))
        people: list[str] = []
        for _ in range(size * 4):  # distinct first names: a chat addresses people by them
            name = content.full_name()
            if name.split()[0] not in {p.split()[0] for p in people}:
                people.append(name)
            if len(people) == size:
                break
        others = [p.split()[0] for p in people[1:]]
        start = int(rng.integers(8, 17)) * 60 + int(choice(rng, [0, 30]))
        # the call's state first: you share your screen or nobody does; it records or not
        state = {"sharing": bool(rng.random() < 0.35), "recording": bool(rng.random() < 0.3)}
        messages = call_chat(rng, content, people, start, state)
        for m in messages:
            m["time"] = clock(m["minute"] // 60, m["minute"] % 60, content.lang)
        last = messages[-1]["minute"]
        # whoever said goodbye has left: their tile is gone, they are not the one speaking
        left = [m["who"] for m in messages if m["bye"]]
        present = [k for k in range(len(people)) if k not in left]
        speaking = int(choice(rng, present))
        muted = [bool(rng.random() < 0.5) and k != speaking for k in range(len(people))]
        video = [bool(rng.random() < 0.35) for _ in people]
        video[0] = True  # the bar offers "Stop video": your camera is on
        controls, icons = list(CONTROLS), list(CONTROL_ICONS)
        if muted[0]:  # you are muted: the bar offers "Unmute" under a struck-out microphone
            controls[0], icons[0] = "chat.unmute", "mic-off"
        if state["sharing"]:  # the bar offers to stop what is running
            controls[2] = "mcount.stop_share"
        if state["recording"]:
            controls[6] = "mcount.stop_record"
        badges = [content.ui(k) for k, on in (("mcount.presenting", state["sharing"]),
                                              ("mcount.recording", state["recording"])) if on]
        return {
            "typo": sample_typography(rng, "sans", (13, 14)),
            "people": people, "me": people[0], "messages": messages,
            "sexes": [content.sex_of(p) for p in people],  # their cameras' hair and beards
            # what each camera shows behind its person: every tile its own (kit.webcam)
            "backdrops": _backdrops(rng, video),
            "title": content.fill(titles[kind], name=choice(rng, others),
                                  chat_task=_task(rng, content, titles[kind])),
            "controls": [content.ui(k) for k in controls], "control_icons": icons, "leave": content.ui("chat.leave"),
            "panel": content.ui(choice(rng, ["chat.in_call", "chat.chat"])),
            # a call of two chats to the other person ("To: Denis Moreau"), not to everyone
            "to": content.ui("chat.to"),
            "everyone": people[1] if size == 2 else content.ui("chat.everyone"),
            "placeholder": content.ui("chat.to_one", name=people[1].split()[0]) if size == 2
            else content.ui("chat.to_everyone"), "you": content.ui("chat.you"),
            "speaking": speaking, "start": start, "kind": kind, "present": present, **state, "badges": badges,
            "active_controls": [content.ui(k) for k in controls if k.startswith("mcount.")],
            "muted": muted, "video": video,
            "chart": [int(v) for v in rng.integers(25, 100, int(rng.integers(3, 6)))],
            "panel_width": int(choice(rng, [300, 320, 340])),
            "clock": clock((last + 2) // 60, (last + 2) % 60, content.lang),
            # everyone else at an all-hands: a "+N" tile after the eight shown
            "more": int(rng.integers(20, 140)) if kind == ALL_HANDS else 0,
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        pw = params["panel_width"]
        sx2 = page.width - pw
        page.rect((0, 0, sx2, page.height), STAGE, name="stage")
        with page.region("stage", "video", (0, 0, sx2, page.height - 72)):
            st = style(typo["ui"], typo["size"], (232, 234, 237))
            right = self._badges(page, st, params["badges"], sx2 - 16)
            page.label(16, 10, f"{params['clock']}  |  {params['title']}", st,
                       role="structural", max_width=right - 40)
            box = (12, 48, sx2 - 12, page.height - 84)
            if params.get("sharing"):  # what you present fills the stage (r96 0005)
                self._presenting(page, typo, params, box)
            else:
                self._tiles(page, typo, params, box)
        self._controls(page, theme, typo, params, sx2)
        self._panel(page, theme, typo, params, (sx2, 0, page.width, page.height))
        return page

    def _badges(self, page: Page, st: Any, badges: list[str], x: int) -> int:
        """The call's state as red pills right-aligned at the stage top ("You are
        presenting", "Recording"); returns the left edge of the first."""
        for text in reversed(badges):
            w = round(measure(text, st)[0]) + 34
            x -= w
            page.rect((x, 12, x + w, 38), (234, 67, 53), radius=13, name="badge")
            page.ellipse((x + 10, 21, x + 18, 29), (255, 255, 255), name="badge dot")
            page.label(x + 24, 25 - round(st.size * 1.1), text, st.but(color=(255, 255, 255)),
                       role="text")
            x -= 8
        return x

    def _presenting(self, page: Page, typo: dict[str, Any], params: dict[str, Any],
                    box: tuple[int, int, int, int]) -> None:
        """While you share: your screen over the stage, a strip of up to four tiles under
        it (the speaker among them, a "+N" tile for the rest)."""
        x1, y1, x2, y2 = box
        strip = 112
        _shared_slide(page, (x1, y1, x2, y2 - strip - 8), params["title"],
                      style(typo["ui"], typo["size"] + 8, (32, 33, 36), bold=True),
                      params.get("chart") or [40, 60, 80])
        present = params["present"]
        shown = [params["speaking"], *(k for k in present if k != params["speaking"])]
        more = params["more"]
        if len(shown) + bool(more) > 4:  # three faces and everyone else counted
            more, shown = more + len(shown) - 3, shown[:3]
        self._tiles(page, typo, {**params, "present": shown, "more": more},
                    (x1, y2 - strip, x2, y2), cols=len(shown) + bool(more))

    def _tiles(self, page: Page, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int], cols: int = 0) -> None:
        n = len(params["present"]) + bool(params["more"])
        cols = cols or (2 if n in (2, 4) else 3)
        rows = (n + cols - 1) // cols
        x1, y1, x2, y2 = box
        gap = 8
        tw = (x2 - x1 - gap * (cols - 1)) // cols
        th = min((y2 - y1 - gap * (rows - 1)) // rows, round(tw * 0.62))
        top = y1 + (y2 - y1 - rows * th - gap * (rows - 1)) // 2
        name_st = style(typo["ui"], typo["size"] - 1, (255, 255, 255))
        if params["more"]:  # the others at an all-hands, in the grid's last cell
            r, c = divmod(n - 1, cols)
            tx, ty = x1 + c * (tw + gap), top + r * (th + gap)
            page.rect((tx, ty, tx + tw, ty + th), TILE, radius=8, name="tile")
            more = f"+{params['more']}"
            st = name_st.but(size=typo["size"] + 10, bold=True)
            page.label(tx + (tw - round(measure(more, st)[0])) // 2,
                       ty + th // 2 - round(st.size * 0.7), more, st, role="text")
        for at, k in enumerate(params["present"]):
            person = params["people"][k]
            r, c = divmod(at, cols)
            tx, ty = x1 + c * (tw + gap), top + r * (th + gap)
            colour = AVATAR_COLOURS[k % len(AVATAR_COLOURS)]
            if params["video"][k]:  # their camera: the person in their room (kit.webcam)
                webcam(page, (tx, ty, tx + tw, ty + th), person,
                       sex=params.get("sexes", [None] * (k + 1))[k],
                       backdrop=params["backdrops"][k])
            else:
                page.rect((tx, ty, tx + tw, ty + th), TILE, radius=8, name="tile")
                d = min(84, th // 2)
                avatar_shape(page, typo, tx + (tw - d) // 2, ty + (th - d) // 2 - 6, person,
                             colour, d)
            if k == params["speaking"]:
                page.rect((tx, ty, tx + tw, ty + th), None, (138, 180, 248), width=3, radius=8,
                          name="speaker")
            label = params["you"] if k == 0 else person
            w = round(measure(label, name_st)[0])
            page.rect((tx + 8, ty + th - 30, tx + 26 + w, ty + th - 8), (0, 0, 0), radius=4,
                      name="name tag")
            page.label(tx + 16, ty + th - 19 - round(name_st.size * 1.1), label, name_st,
                       role="structural", max_width=tw - 30)
            if params["muted"][k]:
                page.ellipse((tx + tw - 32, ty + 8, tx + tw - 8, ty + 32), (234, 67, 53),
                             name="muted")
                icon(page, None, "mic-off", tx + tw - 28, ty + 12, 16, (255, 255, 255))

    def _controls(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
                  x2: int) -> None:
        y = page.height - 72
        with page.region("controls", "chrome", (0, y, x2, page.height)):
            page.rect((0, y, x2, page.height), (24, 25, 27), name="controls")
            st = style(typo["ui"], max(10, typo["size"] - 3), (220, 222, 226))
            labels = params["controls"]
            leave = params["leave"]
            widths = [max(54, round(measure(lb, st)[0]) + 12) for lb in labels]
            lw = round(measure(leave, st.but(bold=True))[0]) + 32
            while sum(widths) + lw + 24 > x2 - 20 and len(widths) > 3:
                widths.pop()
            x = (x2 - sum(widths) - lw - 24) // 2
            for label, name, w in zip(labels, params["control_icons"], widths, strict=False):
                on = name == "mic-off" or label in params["active_controls"]
                icon(page, theme, name, x + w // 2 - 10, y + 10, 20,
                     (234, 67, 53) if on else (220, 222, 226))
                page.label(x + (w - round(measure(label, st)[0])) // 2, y + 34, label, st)
                x += w
            x += 24
            page.rect((x, y + 18, x + lw, y + 54), (234, 67, 53), radius=8, name="button")
            page.label(x + 16, y + 36 - round(st.size * 1.1), leave,
                       st.but(bold=True, color=(255, 255, 255)))

    def _panel(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
               box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        with page.region("chat panel", "panel", box, label=params["panel"]):
            page.rect(box, theme.bg, name="chat panel")
            page.line((x1, y1), (x1, y2), theme.border)
            st = ui_style(typo, theme, size=typo["size"] + 2)
            page.label(x1 + 18, y1 + 12, params["panel"], st.but(bold=True), role="structural",
                       max_width=x2 - x1 - 60)
            page.line((x2 - 34, y1 + 22), (x2 - 22, y1 + 34), theme.muted, 2)
            page.line((x2 - 34, y1 + 34), (x2 - 22, y1 + 22), theme.muted, 2)
            page.line((x1, y1 + 56), (x2, y1 + 56), theme.border)
            y = y1 + 70
            small = ui_style(typo, theme, size=typo["size"] - 1)
            body = style(typo["ui"], typo["size"], theme.text)
            # the panel is scrolled to its newest message, as a call's chat is: the last
            # lines (a goodbye, whoever then left the tiles) are always shown, the oldest
            # scrolled away (r71: a hidden goodbye left a tile missing for no reason)
            msgs = list(enumerate(params["messages"]))
            room, first = y2 - 110 - y, len(msgs)
            while first > 0:
                text = msgs[first - 1][1]["text"]
                need = 26 + fit_text(text, body, x2 - x1 - 36, 1.4, scale=page.scale)[1] + 16
                if need > room and first < len(msgs):
                    break
                room, first = room - need, first - 1
            for k, msg in msgs[first:]:
                who = params["people"][msg["who"]]
                label = params["you"] if msg["who"] == 0 else who
                # your own message shows "You", not your name: no author a reader could name
                with page.region(f"message {k + 1}", "message", (x1, y, x2, y + 60),
                                 label=who if msg["who"] else ""):
                    name = page.label(x1 + 18, y, label, small.but(bold=True),
                                      role="structural", max_width=x2 - x1 - 100)
                    page.label(name.right + 8, y, msg["time"], small.but(color=theme.muted),
                               role="text")
                    block = page.text((x1 + 18, y + 26, x2 - 18, y2 - 110), msg["text"], body,
                                      role="prose", line_height=1.4)
                page.regions[-1].box = (x1, y, x2, block.bottom)
                y = block.bottom + 16
            page.label(x1 + 18, y2 - 96, f"{params['to']} {params['everyone']}",
                       small.but(color=theme.muted))
            composer(page, theme, typo, (x1 + 14, y2 - 64, x2 - 14, y2 - 18),
                     params["placeholder"], radius=22, fill=theme.panel, send=theme.accent)
