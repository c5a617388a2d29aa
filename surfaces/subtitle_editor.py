"""A desktop subtitle editor: video frame with the current caption burnt in, transport
bar, waveform with cue blocks, the edit box of the selected line and the subtitle list."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.apps import waveform
from surfaces.kit.chrome import ui_style, window_top
from surfaces.kit.media import picture, play_button
from surfaces.kit.numbers import format_number, with_colon
from surfaces.kit.office import option_row
from surfaces.kit.tables import Column, TableStyle, draw_table, keep_headers
from surfaces.kit.typography import sample_typography, style
from surfaces.kit.webcam import figure

MENUS = ["menu.file", "menu.edit", "menu.view", "menu.tools", "menu.help"]


# Where each scene of w6legal.sub.scene_N is set (the picture behind the caption).
SETTINGS = {1: ("night",), 2: ("room", "city"), 3: ("room",)}


SLOTS = ("late", "died", "leaves", "back", "meet")


def scene(rng: np.random.Generator, content: Content) -> tuple[int, list[str], list[str],
                                                                list[str], list[str]]:
    """One scene's dialogue from the locale: its number, the two people (A and B), who
    speaks each line and the lines, each naming only the other person, and their sexes. Each line is one
    of a few ways to say it, written from the scene's own small world: the two names, the
    city, the hour it is and the hours named, the thing looked for and where it lies."""
    number = int(rng.integers(1, len(SETTINGS) + 1))
    sexes = [str(choice(rng, ["f", "m"])) for _ in range(2)]
    first, second = (_first_name(content, sex) for sex in sexes)
    for _ in range(20):
        if second != first:
            break
        second = _first_name(content, sexes[1])
    world = {key: choice(rng, content.ui_list(f"w6legal.sub.{key}")) for key in SLOTS}
    world["lost"], world["found"] = choice(rng, content.ui_list("w6legal.sub.lost")).split("|")
    world.update(a=first, b=second, city=content.city())
    speakers, lines = [], []
    for entry in content.ui_list(f"w6legal.sub.scene_{number}"):
        who, *ways = entry.split("|")
        speakers.append(who)
        lines.append(content.sound(choice(rng, ways).format(**world)))
    return number, [first, second], speakers, lines, sexes


def _first_name(content: Content, sex: str) -> str:
    """A first name of ``sex`` the locale gives that sex only (the speaker drawn in the frame
    is that person: no "Marco" with long hair and a woman's face, no "Anna" with a beard)."""
    fake = content.fake
    for _ in range(20):
        name = fake.first_name_female() if sex == "f" else fake.first_name_male()
        if content.sex_of(name) == sex:
            return name
    return name


def timing(rng: np.random.Generator, lines: list[str]) -> list[list[Any]]:
    """Cues one after the other, each on screen long enough to read (13-17 characters a
    second, 1-7 s), with the short gaps of a conversation and now and then a pause."""
    t = int(rng.integers(90, 2000)) * 1000 + int(rng.integers(0, 999))
    cues = []
    for text in lines:
        pause = rng.random() < 0.12
        gap = int(rng.integers(900, 2400)) if pause else int(rng.integers(80, 600))
        dur = round(len(text) / float(rng.uniform(13, 17)) * 1000)
        dur = min(7000, max(1000, dur))
        cues.append([t + gap, t + gap + dur, text])
        t += gap + dur
    return cues


def cue_number(rng: np.random.Generator, start: int) -> int:
    """The .srt number of the scene's first cue, from its start: the cues of the minutes
    before it (about 8-14 a minute of an episode's dialogue), so cue 2 is never at 00:28:19
    (review r63 0024)."""
    return 1 + round(start / 60_000 * float(rng.uniform(8, 14)))


def timecode(ms: int) -> str:
    h, rest = divmod(ms, 3_600_000)
    m, rest = divmod(rest, 60_000)
    s, ms = divmod(rest, 1000)
    return f"{h:02d}:{m:02d}:{s:02d},{ms:03d}"


def _seconds(ms: int, lang: str) -> str:
    """A cue's length in seconds as the UI's language writes it ("3,277" in German)."""
    return format_number(ms / 1000, lang, 3, group=False)


class SubtitleEditor(Surface):
    name = "subtitle_editor"
    family = "media"
    text_roles = ("prose", "text", "structural", "chrome")
    # No blank_line: each cue is one paragraph: there is no empty line between paragraphs.
    # No paragraph targets: a cue of a line or two is a subtitle, not a paragraph (r83 0013:
    # "el párrafo que empieza por «Tu madre»"; kit-wide, targets.lines._field_value)
    unsupported_categories = ("blank_line", "paragraph_start", "paragraph_end",
                              "paragraph_bbox")
    regions = ("title bar", "menu bar", "video", "transport", "waveform", "editor",
               "subtitle list")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        number, cast, speakers, lines, sexes = scene(rng, content)
        cues = timing(rng, lines)
        sel = int(rng.integers(1, min(6, len(cues))))
        start, end, _ = cues[sel]
        pos = start + int((end - start) * float(rng.uniform(0.1, 0.9)))  # inside the cue
        runtime = int(rng.integers(42, 56)) * 60_000
        params = {
            "typo": sample_typography(rng, "sans", (12, 13)), "cues": cues, "sel": sel,
            "cast": cast, "sexes": sexes, "speakers": speakers, "pos": pos, "runtime": runtime,
            "file": _srt_name(rng, content), "lang": content.lang,
            "menus": [content.ui(k) for k in MENUS],
            "cols": ["#", content.ui("office.s_start"), content.ui("office.s_end"),
                     content.ui("office.s_duration"), content.ui("office.s_text")],
            "labels": {k: content.ui(f"office.s_{k}") for k in (
                "start", "end", "duration", "text", "cps", "add", "export", "subtitles")},
            "count": content.ui("office.s_lines", n=len(cues)),
            "scene": int(rng.integers(0, 5)), "variant": choice(rng, list(SETTINGS[number])),
            "wave": [round(float(v), 2) for v in np.abs(rng.normal(0.35, 0.25, 120)).clip(0.05, 1)],
            "video_w": int(choice(rng, [520, 560, 600])), "caption_box": bool(rng.random() < 0.5),
        }
        params["first_cue"] = cue_number(rng, cues[0][0])
        # the two people talking, in the frame (r86 0014: an empty kitchen under a dialogue):
        # each their own person, the one on the left a little nearer
        params["faces"] = [int(v) for v in rng.integers(0, 2 ** 31, 2)]
        params["framing"] = [round(float(v), 3) for v in rng.uniform(-0.04, 0.04, 3)]
        return params

    @staticmethod
    def _speakers(page: Page, box: tuple[int, int, int, int], params: dict[str, Any]) -> None:
        """The scene's two speakers facing the camera from the frame's thirds, heads in
        its upper half, shoulders down to its foot (under the burnt-in caption)."""
        x1, y1, x2, y2 = box
        w, h = x2 - x1, y2 - y1
        dx, dy, dr = params.get("framing", (0.0, 0.0, 0.0))
        sexes = params.get("sexes", ["", ""])  # cast[0] on the left, as the faces
        for k, seed in enumerate(params.get("faces", [])):
            cx = x1 + w * ((0.3, 0.7)[k] + dx)
            cy = y1 + h * ((0.42, 0.46)[k] + dy)
            figure(page, box, seed, cx, cy, h * ((0.14, 0.125)[k] + dr / 2), sex=sexes[k])

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        y = window_top(page, theme, typo, params["file"], params["menus"],
                       params["video_w"] == 560, "Aegisub")  # on a Mac: its name first
        vw = params["video_w"]
        vh = round(vw * 9 / 16)
        cue = params["cues"][params["sel"]]
        with page.region("video", "media", (0, y, vw + 16, y + vh + 16)):
            page.rect((0, y, vw + 16, y + vh + 16), (10, 10, 12), name="video")
            vbox = (8, y + 8, vw + 8, y + vh + 8)
            # a film frame: graded, grain and dark corners (r85 0014: "a low-poly render")
            picture(page, vbox, params["scene"], params["variant"], grade="cinema")
            self._speakers(page, vbox, params)
            self._caption(page, typo, vbox, cue[2], params["caption_box"])
        y2 = y + vh + 16
        self._transport(page, theme, typo, (0, y2, vw + 16, y2 + 44), params["pos"],
                        params["pos"] / params["runtime"])
        self._editor(page, theme, typo, params, (vw + 16, y, page.width, y2 + 44), cue)
        wy = y2 + 44
        self._wave(page, theme, params, (0, wy, page.width, wy + 70))
        self._list(page, theme, typo, params, (0, wy + 70, page.width, page.height))
        return page

    def _caption(self, page: Page, typo: dict[str, Any], box, text: str, boxed: bool) -> None:
        x1, y1, x2, y2 = box
        st = style(typo["ui"], max(16, (x2 - x1) // 28), (255, 255, 255), bold=True)
        w = min(x2 - x1 - 40, round(measure(text, st)[0]))
        lines = 1 if w < x2 - x1 - 40 else 2
        h = round(st.size * 1.3) * lines
        cx = (x1 + x2) // 2
        top = y2 - 24 - h
        page.rect((cx - w // 2 - 10, top - 4, cx + w // 2 + 10, y2 - 18),
                  (20, 20, 20) if boxed else (60, 60, 60), radius=3, name="caption box")
        page.text((cx - w // 2 - 4, top, cx + w // 2 + 6, y2 - 20), text, st, role="text",
                  align="center", line_height=1.3, max_lines=2)

    def _transport(self, page: Page, theme: Theme, typo: dict[str, Any], box, ms: int,
                   share: float) -> None:
        x1, y1, x2, y2 = box
        with page.region("transport", "chrome", box):
            page.rect(box, theme.panel, name="transport")
            play_button(page, x1 + 26, (y1 + y2) // 2, 13, theme.accent, (255, 255, 255))
            st = style(typo["mono"], typo["size"], theme.text)
            t = page.label(x1 + 50, (y1 + y2) // 2 - round(st.size * 1.1), timecode(ms), st,
                           role="text")
            page.rect((t.right + 16, (y1 + y2) // 2 - 2, x2 - 16, (y1 + y2) // 2 + 2),
                      theme.border, radius=2, name="seek bar")
            px = t.right + 16 + round((x2 - t.right - 32) * share)
            page.rect((t.right + 16, (y1 + y2) // 2 - 2, px, (y1 + y2) // 2 + 2), theme.accent,
                      radius=2, name="seek bar")
            page.ellipse((px - 6, (y1 + y2) // 2 - 6, px + 6, (y1 + y2) // 2 + 6), theme.accent,
                         name="seek knob")

    def _editor(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any], box,
                cue: list[Any]) -> None:
        x1, y1, x2, y2 = box
        lab = p["labels"]
        # the cue's details pane: its labels ("CPS: 15.1") are no text anyone types; only the
        # text box is the editor (r47: a caret inside "CPS: |15.1")
        with page.region("details", "form", box):
            page.rect(box, theme.bg, name="editor")
            page.line((x1, y1), (x1, y2), theme.border)
            x = x1 + 16
            cw = x2 - x - 16
            y = y1 + 12
            for key, value in (("start", timecode(cue[0])), ("end", timecode(cue[1])),
                               ("duration", _seconds(cue[1] - cue[0], p["lang"]))):
                y = option_row(page, theme, typo, x, y, lab[key], value, 100, min(170, cw - 100),
                               "spin")
            st = ui_style(typo, theme)
            page.label(x, y, lab["text"], st, role="structural")
            cps = round(len(cue[2]) / max(0.5, (cue[1] - cue[0]) / 1000), 1)
            cl = f"{with_colon(lab['cps'], p['lang'])} {format_number(cps, p['lang'], 1)}"
            page.label(x2 - 16 - round(measure(cl, st)[0]), y, cl, st.but(color=theme.muted),
                       role="text")
            y += 30
            bottom = y2 - 52
            page.rect((x, y, x2 - 16, bottom), theme.surface, theme.accent, radius=4,
                      name="input")
            body = style(typo["ui"], typo["size"] + 2, theme.text)
            with page.region("editor", "form", (x, y, x2 - 16, bottom)):
                page.text((x + 10, y + 8, x2 - 26, bottom - 6), cue[2], body, role="prose",
                          line_height=1.4)
            bx = x
            for k, label in enumerate((lab["add"], lab["export"])):
                w = round(measure(label, st)[0]) + 26
                page.rect((bx, y2 - 42, bx + w, y2 - 12), theme.accent if k == 0 else theme.panel,
                          None if k == 0 else theme.border, radius=4, name="button")
                page.label(bx + 13, y2 - 27 - round(st.size * 1.1), label,
                           st.but(color=theme.accent_text if k == 0 else theme.text))
                bx += w + 8

    def _wave(self, page: Page, theme: Theme, p: dict[str, Any], box) -> None:
        x1, y1, x2, y2 = box
        with page.region("waveform", "media", box):
            page.rect(box, (18, 20, 24) if theme.name == "dark" else (30, 34, 40), name="waveform")
            cues = p["cues"]
            t0 = cues[max(0, p["sel"] - 1)][0] - 500
            span = cues[min(len(cues) - 1, p["sel"] + 2)][1] - t0 + 500
            for k, (a, b, _) in enumerate(cues):
                xa = x1 + (a - t0) * (x2 - x1) / span
                xb = x1 + (b - t0) * (x2 - x1) / span
                if xb < x1 or xa > x2:
                    continue
                fill = (70, 110, 200) if k == p["sel"] else (60, 66, 80)
                page.rect((max(x1, round(xa)), y1 + 4, min(x2, round(xb)), y2 - 4), fill,
                          name="cue")
            waveform(page, (x1, y1 + 8, x2, y2 - 8), _voiced(p["wave"], cues, t0, span),
                     (120, 220, 140), (90, 170, 110), 1.0)
            # the playhead at the frame shown (r92 row 12: none at 00:18:31,472)
            px = round(x1 + (p["pos"] - t0) * (x2 - x1) / span)
            page.rect((px - 1, y1, px + 1, y2), (240, 70, 60), name="playhead")
            page.polygon([(px - 5, y1), (px + 5, y1), (px, y1 + 6)], (240, 70, 60),
                         name="playhead")

    def _list(self, page: Page, theme: Theme, typo: dict[str, Any], p: dict[str, Any],
              box) -> None:
        x1, y1, x2, y2 = box
        with page.region("subtitle list", "table", box, label=p["labels"]["subtitles"]):
            ts = TableStyle(row_height=26, header_height=28, zebra=False, grid="full",
                            size=typo["size"])
            widths = keep_headers([44, 124, 124, 84, x2 - x1 - 376], p["cols"], typo, ts)
            cols = [Column(t, w, "right" if i in (0, 3) else "left")
                    for i, (t, w) in enumerate(zip(p["cols"], widths, strict=True))]
            first = max(0, p["sel"] - 2)
            rows = [[str(p["first_cue"] + k), timecode(a), timecode(b),
                     _seconds(b - a, p["lang"]), text]
                    for k, (a, b, text) in enumerate(p["cues"])][first:]
            sy = y1 + 28 + (p["sel"] - first) * 26
            page.rect((x1, sy, x2, sy + 26), theme.selection, name="selection")
            draw_table(page, theme, typo, (x1, y1, x2, y2), cols, rows, ts, first_row=first + 1)


def _voiced(wave: list[float], cues: list[list[Any]], t0: int, span: int) -> list[float]:
    """The sound track: loud where a line is spoken, near silence between the lines."""
    out = []
    for k, v in enumerate(wave):
        t = t0 + span * (k + 0.5) / len(wave)
        out.append(v if any(a - 80 <= t <= b + 80 for a, b, _ in cues) else min(v, 0.06))
    return out


def _srt_name(rng: np.random.Generator, content: Content) -> str:
    """The subtitle file of an episode of a series ("Ligne_Nord_S02E05.srt"), not of an
    office document."""
    show = "_".join(content.title("media.show").replace("'", " ").split())
    return f"{show}_S{int(rng.integers(1, 5)):02d}E{int(rng.integers(1, 11)):02d}.srt"
