"""A manual page in a terminal pager: bold section headings, indented paragraphs, option
lists with bold flags and underlined arguments, and the pager's reverse-video status line."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Theme, choice
from surfaces.kit.chrome import title_bar
from surfaces.kit.terminal import palette
from surfaces.kit.typography import sample_typography, style

# the page documents a file copying and syncing tool (its tagline, synopsis SOURCE... DEST
# and description say so), so its name says so too
TOOLS = ["syncdir", "dirsync", "filesync", "treesync", "mirrorctl", "copysync", "syncpair",
         "foldsync", "pathsync", "mirrordir", "treemirror", "syncup"]
# ... or one composed of a place and a verb of copying ("homemirror", "sitesync")
# (never a kind of file, "musicsync": the tool copies any files)
TOOL_A = ["home", "site", "disk", "data", "node", "host", "backup", "share", "web", "vault",
          "repo", "cloud"]
TOOL_B = ["sync", "mirror", "rsync"]
# The pager's first line on screen: the top (header, line 1), or scrolled down to SYNOPSIS
# (line 6: header, blank, NAME, tagline, blank) or DESCRIPTION (line 9), as "man" counts.
SCROLL_LINES = (1, 6, 9)
# a short option is its long option's initial ("-b" for the bandwidth limit, as rsync's
# --bwlimit), except the conventional "-n" of a dry run
FLAGS = [("-v", "--verbose", ""), ("-q", "--quiet", ""), ("-c", "--config", "FILE"),
         ("-n", "--dry-run", ""), ("-r", "--recursive", ""), ("-V", "--version", ""),
         ("-h", "--help", ""), ("-f", "--force", ""), ("-b", "--bwlimit", "RATE"),
         ("-l", "--log", "PATH")]


# the bandwidth limit's default in kilobytes per second
RATES = (512, 1000, 1024, 2048, 4096, 5000, 8192, 10000)

class ManPage(Surface):
    name = "man_page"
    family = "code"
    text_roles = ("prose", "code", "structural", "chrome")
    regions = ("title bar", "header", "section", "status bar")  # "footer" when the end shows

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        tool = choice(rng, TOOLS) if rng.random() < 0.3 else \
            choice(rng, TOOL_A) + choice(rng, TOOL_B)
        ver = f"{int(rng.integers(1, 5))}.{int(rng.integers(0, 20))}"
        # the tool's own files: its help texts name them (and never the same two pages)
        world = {"tool": tool, "ver": ver, "env": f"{tool.upper()}_OPTS",
                 "conf": choice(rng, [f"/etc/{tool}.conf", f"/etc/{tool}/{tool}.conf",
                                      f"/usr/local/etc/{tool}.conf"]),
                 "logf": choice(rng, [f"/var/log/{tool}.log", f"~/.{tool}/{tool}.log",
                                      f"/tmp/{tool}.log"]),
                 # a default a maintainer would pick: a round figure, never 6528 (r48)
                 "rate": str(choice(rng, list(RATES)))}
        options = content.data.SENTENCES["term.option"]
        scroll = int(choice(rng, [0, 0, 1, 2]))
        # scrolled down, the screen reaches further into the OPTIONS list
        # --log is always documented: the FILES section names it beside the log file
        log = len(FLAGS) - 1
        picks = sorted({int(i) for i in rng.choice(log, 4 + 2 * scroll, replace=False)} | {log})
        desc = _description(rng, content, world, tool)
        return {
            "typo": sample_typography(rng, "sans", (13,)),
            "size": int(choice(rng, [13, 14, 15])), "tool": tool,
            "section": 1,  # a user command: "User Commands", name(1) in the status line
            "manual": content.ui("term.man_manual"),
            "tagline": content.ui("term.man_tagline"),
            "heads": {k: content.ui(f"term.man_{k}") for k in (
                "name", "synopsis", "description", "options", "examples", "see_also")},
            "description": desc,
            "tail": {"exit": content.ui("hcode_man.exit_status"),
                     "files": content.ui("hcode_man.files"),
                     "codes": [["0", content.ui("hcode_man.exit_0")],
                               ["1", content.ui("hcode_man.exit_1")],
                               ["2", content.ui("hcode_man.exit_2")]],
                     "paths": [[world["conf"], content.ui("hcode_man.file_conf")],
                               [world["logf"], content.ui("hcode_man.file_log")]],
                     "see": ", ".join(choice(rng, [["rsync(1)", "ssh(1)", "cron(8)"],
                                                   ["rsync(1)", "cp(1)", "crontab(5)"],
                                                   ["scp(1)", "rsync(1)", "find(1)"]]))},
            # option texts follow FLAGS order in every language
            "options": [[*FLAGS[i], _lower_lead(content.fill(options[i], **world), tool)]
                        for i in picks],
            "scroll": scroll,  # sections scrolled past; the status line counts them
            "status": content.ui("term.man_status", page=f"{tool}(1)",
                                 line=SCROLL_LINES[scroll]),
            # a page that fits the screen whole cannot be scrolled: then it shows line 1
            "status_top": content.ui("term.man_status", page=f"{tool}(1)", line=1),
            "mac": bool(rng.random() < 0.5), "version": f"{tool} {ver}", "date": content.date(),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo = params["typo"]
        dark = theme.name == "dark"
        colours = palette(dark)
        y = title_bar(page, theme, typo, f"man {params['tool']}", mac=params["mac"], height=32,
                      platform="" if params["mac"] else "gnome")
        page.rect((0, y, page.width, page.height), colours["bg"], name="terminal")
        size = params["size"]
        mono = style(typo["mono"], size, colours["fg"])
        bold = mono.but(bold=True)
        pitch = round(size * 1.35)
        cw = size * 0.6
        x0, indent = 12, 12 + round(cw * 7)
        tool, sec = params["tool"], params["section"]
        heads = params["heads"]
        y += 8
        bottom = page.height - pitch - 10
        width = int((page.width - 24 - x0 - round(cw * 7)) // cw)
        if params.get("scroll") and y + _whole_lines(params, width) * pitch <= bottom:
            # less cannot scroll a page that fits the screen (r57 0001: "Zeile 6" above
            # 40 % of blank screen): the top, header and all, and line 1
            params = {**params, "scroll": 0, "status": params.get("status_top",
                                                                  params["status"])}
        if not params.get("scroll"):  # scrolled down, the header is above the screen
            self._header(page, f"{tool.upper()}({sec})", params["manual"], mono, x0, y - 8, pitch)
            y += 2 * pitch

        ctx = {"page": page, "mono": mono, "bold": bold, "pitch": pitch, "size": size,
               "cw": cw, "x0": x0, "indent": indent, "bottom": bottom}
        sections = [
            (heads["name"], [[Span(f"{tool} - {params['tagline']}", mono)]], "prose"),
            (heads["synopsis"], [[Span(tool, bold), Span(" [", mono),
                                  Span("OPTION", mono.but(underline=True)), Span("]... ", mono),
                                  Span("SOURCE", mono.but(underline=True)), Span("... ", mono),
                                  Span("DEST", mono.but(underline=True))]], "code"),
            (heads["description"], [[Span(p, mono)] for p in params["description"]], "prose"),
        ][params.get("scroll", 0):]
        for title, paras, role in sections:
            if y + 2 * pitch > bottom:
                break
            with page.region("section", "section", (0, y, page.width, bottom), label=title):
                y = self._section(ctx, title, y)
                block = page.text((indent, y, page.width - 24, bottom), paras, mono, role=role,
                                  line_height=pitch / size, paragraph_gap=1.0)
                y = block.bottom + pitch
        y = self._options(ctx, params, y)
        y = self._tail(ctx, params, y)
        if y is not None and y + pitch <= bottom:  # the end of the page: man's footer line
            self._header(page, params["version"], params["date"], mono, x0, y - 8, pitch,
                         f"{tool.upper()}({sec})")
        self._status_bar(page, f" {params['status']} ", mono, colours, x0, pitch, cw)
        return page

    @staticmethod
    def _section(ctx: dict[str, Any], title: str, y: int) -> int:
        """A section's bold heading at the left margin; returns the line below it."""
        page, pitch = ctx["page"], ctx["pitch"]
        page.text((ctx["x0"], y, page.width - 12, y + pitch + 2), title, ctx["bold"],
                  role="structural", wrap=False, line_height=pitch / ctx["size"])
        return y + pitch

    def _options(self, ctx: dict[str, Any], params: dict[str, Any], y: int) -> int:
        """OPTIONS: each flag on its line, its text indented below (troff .TP)."""
        page, mono, bold, pitch = ctx["page"], ctx["mono"], ctx["bold"], ctx["pitch"]
        indent, bottom, lh = ctx["indent"], ctx["bottom"], ctx["pitch"] / ctx["size"]
        if y + 3 * pitch >= bottom:
            return y
        with page.region("section", "section", (0, y, page.width, bottom),
                         label=params["heads"]["options"]):
            y = self._section(ctx, params["heads"]["options"], y)
            for short, long_, arg, text in params["options"]:
                if y + 2 * pitch > bottom:
                    break
                spans = [Span(short, bold), Span(", ", mono), Span(long_, bold)]
                if arg:
                    spans += [Span("=", mono), Span(arg, mono.but(underline=True))]
                page.text((indent, y, page.width - 24, y + pitch + 2), spans, mono,
                          role="code", wrap=False, line_height=lh)
                block = page.text((indent + round(ctx["cw"] * 7), y + pitch, page.width - 24,
                                   bottom), text, mono, role="prose", line_height=lh)
                y = block.bottom + pitch // 2
            y += pitch // 2
        return y

    def _tail(self, ctx: dict[str, Any], params: dict[str, Any], y: int) -> int | None:
        """EXIT STATUS, FILES and SEE ALSO, as far as the screen reaches; the line below
        them when all three fit (else None)."""
        page, mono, bold, pitch = ctx["page"], ctx["mono"], ctx["bold"], ctx["pitch"]
        indent, bottom, lh = ctx["indent"], ctx["bottom"], ctx["pitch"] / ctx["size"]
        tail = params["tail"]
        items = [(tail["exit"], [(c, t) for c, t in tail["codes"]], "prose"),
                 (tail["files"], [(f, t) for f, t in tail["paths"]], "code"),
                 (params["heads"]["see_also"], [(tail["see"], "")], "code")]
        for title, rows, role in items:
            if y + 3 * pitch > bottom:  # a pager shows a section's first rows (r57 0001)
                return None
            with page.region("section", "section", (0, y, page.width, bottom), label=title):
                y = self._section(ctx, title, y)
                for term, text in rows:
                    if y + (1 + (bool(text) and len(term) >= 6)) * pitch > bottom:
                        return None
                    page.text((indent, y, page.width - 24, y + pitch + 2), term,
                              bold if role == "code" else mono, role="code", wrap=False,
                              line_height=lh)
                    # a tag shorter than the indent shares its line with the text (troff .TP)
                    if not text or len(term) >= 6:
                        y += pitch
                    if text:
                        block = page.text((indent + round(ctx["cw"] * 7), y, page.width - 24,
                                           bottom), text, mono, role="prose", line_height=lh)
                        y = block.bottom
                y += pitch
        return y

    @staticmethod
    def _header(page: Page, left: str, manual: str, mono, x0: int, y: int, pitch: int,
                right: str = "") -> None:
        """The man header line: NAME(section) left and right, the manual's title centred;
        with ``right``, the footer (version, date, NAME(section))."""
        box = (x0, y + 8, page.width - 12, y + 8 + pitch + 4)
        name = "footer" if right else "header"
        with page.region(name, "structural", (0, y, page.width, y + pitch + 12)):
            for text, align in ((left, "left"), (manual, "center"), (right or left, "right")):
                page.text(box, text, mono, role="structural", wrap=False, align=align,
                          line_height=pitch / mono.size)

    @staticmethod
    def _status_bar(page: Page, text: str, mono, colours, x0: int, pitch: int,
                    cw: float) -> None:
        """The pager's reverse-video status line at the bottom."""
        with page.region("status bar", "chrome", (0, page.height - pitch - 8, page.width,
                                                  page.height)):
            sy = page.height - pitch - 6
            width = round(len(text) * cw) + 4
            page.rect((x0, sy, x0 + width, sy + pitch), colours["fg"], name="status")
            page.text((x0, sy, page.width - 12, sy + pitch + 2), text,
                      mono.but(color=colours["bg"]), role="chrome", wrap=False,
                      line_height=pitch / mono.size)


# term.man by index (the same order in every language): what the tool does first, then how;
# one sentence on what overrides the configuration (4, 5 and 10 say it three ways)
WHAT, HOW, PRECEDENCE, NOTES = 0, (1, 11, 9, 2), (4, 5, 10), (7, 3, 8, 6)


def _description(rng: np.random.Generator, content: Content, world: dict[str, str],
                 tool: str) -> list[str]:
    """Two DESCRIPTION paragraphs: what the tool does and how, then its configuration and
    behaviour; no clause said twice."""
    lines = content.data.SENTENCES["term.man"]

    def pick(group: tuple[int, ...], n: int) -> list[int]:
        return sorted(int(i) for i in rng.choice(group, n, replace=False))

    first = [WHAT] + [HOW[i] for i in pick(tuple(range(len(HOW))), int(rng.integers(1, 3)))]
    second = [int(choice(rng, list(PRECEDENCE)))] + \
        [NOTES[i] for i in pick(tuple(range(len(NOTES))), int(rng.integers(1, 3)))]
    return [" ".join(_lower_lead(content.fill(lines[i], **world), tool) for i in para)
            for para in (first, second)]


def _wrapped(text: str, width: int) -> int:
    """The lines ``text`` takes wrapped at ``width`` characters (a monospaced font)."""
    lines, col = 1, 0
    for word in text.split():
        if col and col + 1 + len(word) > width:
            lines, col = lines + 1, len(word)
        else:
            col += len(word) + (1 if col else 0)
    return lines


def _whole_lines(params: dict[str, Any], width: int) -> float:
    """The screen lines the whole page takes from its header to its footer (as compose
    lays it out: a blank line after each section, half a line between options)."""
    tail = params["tail"]
    n = 2 + 3 + 3  # header and blank, NAME, SYNOPSIS
    n += 1 + sum(_wrapped(p, width) + 1 for p in params["description"])
    n += 1 + sum(1 + _wrapped(o[3], width - 7) + 0.5 for o in params["options"]) + 0.5
    n += 1 + sum(1 + (len(c) >= 6) + _wrapped(t, width - 7) for c, t in tail["codes"]) + 1
    n += 1 + sum(1 + (len(f) >= 6) + _wrapped(t, width - 7) for f, t in tail["paths"]) + 1
    return n + 3 + 1  # SEE ALSO, the footer


def _lower_lead(text: str, tool: str) -> str:
    """``text`` with a leading command name in its own (lower) case."""
    lead = tool[0].upper() + tool[1:]
    return tool + text[len(lead):] if text.startswith(lead) else text
