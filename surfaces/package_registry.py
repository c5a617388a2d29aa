"""A package registry page (npm or PyPI look): name and version, install command, readme
prose with code blocks, and a metadata sidebar (downloads sparkline, license, size)."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Theme, choice, measure
from surfaces.kit.anaphor import refer_back
from surfaces.kit.apps import line_chart
from surfaces.kit.brand_art import monogram
from surfaces.kit.chrome import search_box, ui_style
from surfaces.kit.code import ascii_name
from surfaces.kit.listed import dev_owner
from surfaces.kit.messages import fit_text
from surfaces.kit.numbers import format_date, format_number, random_day, ui_list, with_colon
from surfaces.kit.phrases import repeated_phrases
from surfaces.kit.pkg_args import npm_arg, py_arg
from surfaces.kit.prose import styled_spans
from surfaces.kit.typography import sample_typography, style

# made-up packages: "fast-csv", "neat-csv" or "fast-diff" are real, well-known packages a
# developer knows by their real authors, so the prefixes are ones no top package uses
PARTS_A = ["brisk", "nimble", "deft", "lean", "trim", "snug", "spry", "plainly"]
PARTS_B = ["date", "cache", "form", "csv", "color", "fetch", "queue", "slug", "config", "diff"]
# what the package of each topic exports: its main function, the usage example's result and
# argument, and one option with a value (a PyPI page writes true/false as True/False)
USAGE = {"date": [("format", "label", "date", ("utc", "true")),
                  ("parse", "when", "text", ("strict", "true"))],
         "cache": [("create", "cache", "store", ("ttl", "60"))],
         "form": [("validate", "errors", "form", ("strict", "false"))],
         "csv": [("parse", "rows", "text", ("header", "true")),
                 ("load", "rows", "path", ("header", "true"))],
         "color": [("convert", "rgb", "hex_code", ("strict", "false")),
                   ("palette", "colors", "base", ("steps", "5"))],
         "fetch": [("request", "response", "url", ("retries", "3"))],
         "queue": [("create", "queue", "handler", ("concurrency", "4"))],
         "slug": [("slugify", "slug", "title", ("lower", "true"))],
         "config": [("load", "config", "path", ("env", "true"))],
         "diff": [("compare", "changes", "old, new", ("context", "3"))]}
# an npm function that returns a promise: its usage example awaits it (r82 0005: an HTTP
# client's "const response = request(...)" without await)
AWAITED = {"request": "await "}
# a numeric option's value as readmes show it (the default or a typical setting)
NUM_VALUES = {"ttl": ["60", "300", "3600"], "retries": ["2", "3", "5"],
              "concurrency": ["2", "4", "8"], "context": ["3", "5"], "steps": ["5", "7", "9"]}
ALIEN = {"pypi": re.compile(r"npm|Node|Deno|TypeScript|tree-shak|cargo|\bJS\b|JavaScript|"
                            r"[Bb]rowser|navigat|Browser"),
         "npm": re.compile(r"\bpip\b|PyPI|Python|cargo")}
# readme lines naming a major version ("Version three drops ...", "Since version 3.0") could
# name one the page's version has not reached: left out
VERSIONED = re.compile(r"[Vv]ersi[oó]n|[Vv]ersie|\b\d+\.\d")
# apps_readme templates (same order in every language) of each apps.pkg.sections heading:
# installation (written apart), usage, features, options, contributing
# (features leave out "no dependencies": the tagline says it; "used in production" only
# once the package is past 1.0 and widely downloaded; the origin story "started out as a
# replacement for ..." is no feature: it goes with who maintains it, under contributing;
# the changelog and semantic versioning lines, 8 and 10, are how it is released, no feature
# either, and no section's topic: left out, r49 "Functies" opened with the changelog)
# The features section opens with what this topic's package does (w20.pkg.feature_<topic>),
# then how it scales and who runs it; the test-coverage line (3) is how it is built, not a
# feature: it goes under contributing (r71 "Funktionen" held only the coverage)
README_PARTS = ([2, 15], [2, 15], [5, 13], [4, 12], [1, 3, 6, 7, 9, 11, 14])
NPM_RED, PYPI_BLUE = (203, 56, 55), (0, 102, 170)



def _readme(rng: np.random.Generator, content: Content, kind: str, name: str, fn: str,
            people: list[str], skip: set[int], topic: str) -> list[dict[str, Any]]:
    """The readme's sections: each says what its heading promises, about this package."""
    sections = ui_list(content, "apps.pkg.sections")
    blocks = []
    # a PyPI page says nothing of npm, Node or TypeScript, an npm page nothing of pip
    foreign = ALIEN[kind]
    # the readme is written about this package: its name and main function
    lead = name[0].upper() + name[1:]  # a sentence opening with the name keeps its case
    templates = content.data.SENTENCES["apps_readme"]
    owner = dev_owner(content)  # "used in production at {company}": a software house
    cov = int(rng.integers(82, 100))  # the test coverage its badge would show
    for k, sec in enumerate(sections[: int(rng.integers(4, 6))]):
        # each section says what its heading promises (README_PARTS)
        # "{user} wrote ..." names the owner (the first maintainer), "with help from {name}"
        # another maintainer
        helper = people[1] if len(people) > 1 else content.full_name()
        lines = [content.fill(templates[int(i)], pkg=name, fn=fn, user=people[0], name=helper,
                              company=owner, pkg_coverage=str(cov))
                 for i in rng.permutation(README_PARTS[min(k, 4)]) if int(i) not in skip]
        lines = [name + t[len(lead):] if t.startswith(lead) else t for t in lines
                 if not foreign.search(t) and not VERSIONED.search(t)]
        if k == 2:  # the features section names the package's features first
            lines = [content.ui(f"w20.pkg.feature_{topic}")] + lines
        text = " ".join(_fresh(lines)[:int(rng.integers(2, 4))])
        if k == 0:  # the Installation section says how to install it
            cmd = f"pip install {name}" if kind == "pypi" else f"npm i {name}"
            runtime = choice(rng, ["Python 3.9", "Python 3.10"] if kind == "pypi"
                             else ["Node.js 18", "Node.js 20"])
            text = content.ui("hn.pkg_install", cmd=cmd, runtime=runtime, pkg=name)
        blocks.append({"h": sec, "text": text, "marks": [],
                       "code": k == 1})
    # the readme names its package once after the install line, then "the package"
    for b, text in zip(blocks[1:], refer_back([b["text"] for b in blocks[1:]], name,
                                              content.lang, 1), strict=True):
        b["text"] = text
    for b in blocks:
        # code font on what a reader would type (the function, the install command), never
        # a link or code span on an arbitrary word ("CI", "Python")
        b["marks"] = [[m.start(), m.end(), "code", ""] for m in re.finditer(
            rf"(?<![\w.]){re.escape(fn)}\(\)|(?:pip install|npm i) [\w-]+", b["text"])]
    return blocks

def _fresh(lines: list[str]) -> list[str]:
    """The lines, each saying no phrase of those before it ("on the issue tracker ... in the
    issue tracker", "leggi prima la guida per chi contribuisce" twice)."""
    kept: list[str] = []
    for line in lines:
        said = " ".join(kept)
        if repeated_phrases(f"{said} {line}") <= repeated_phrases(said):
            kept.append(line)
    return kept


class PackageRegistry(Surface):
    name = "package_registry"
    family = "web"
    text_roles = ("prose", "text", "code", "structural", "chrome")
    # No blank_line: paragraphs are spaced by less than a line, as the real page styles them.
    unsupported_categories = ("blank_line", "select_substring")
    regions = ("header", "title", "tabs", "readme", "sidebar")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        kind = choice(rng, ["npm", "npm", "pypi"])
        topic = choice(rng, PARTS_B)  # what the package does: its name and tagline say it
        name = f"{choice(rng, PARTS_A)}-{topic}"
        if kind == "pypi":
            name = name.replace("-", choice(rng, ["-", "_", ""]))
        version = f"{int(rng.integers(0, 6))}.{int(rng.integers(0, 20))}.{int(rng.integers(0, 12))}"
        fn, var, arg, option = USAGE[topic][int(rng.integers(len(USAGE[topic])))]
        maintainers = list(dict.fromkeys(content.full_name()
                                         for _ in range(int(rng.integers(1, 4)))))
        # the repository is the owner's: the first maintainer's handle
        user = ascii_name(maintainers[0], content.lang).replace("_", "")
        major = int(version.split(".")[0])
        downloads = int(rng.integers(300, 20_000) if major == 0 else
                        rng.integers(5_000, 3_000_000))
        # "used in production" once past 1.0 and widely downloaded; "processes large inputs in
        # chunks" only for a package that reads large inputs
        skip = ({13} if downloads < 200_000 else set()) | \
            (set() if topic in ("csv", "diff", "queue") else {5}) | \
            ({2} if len(USAGE[topic]) > 1 else set())  # "the whole API: parse()" under a
        # tagline promising formatting and parsing: a two-function package skips it
        blocks = _readme(rng, content, kind, name, fn, maintainers, skip, topic)
        keys = ("search", "install", "repository", "homepage", "downloads", "version", "license",
                "unpacked", "files", "last_publish", "collaborators", "public", "navigation",
                "meta", "maintainers", "latest", "sign_in", "register")
        day = format_date(random_day(rng, 500, 400), content.lang)
        unit = "ko" if content.lang == "fr" else "kB"  # French writes octets
        size = f"{format_number(float(rng.integers(8, 260)), content.lang, 0)} {unit}"
        return {
            "lang": content.lang,
            "typo": sample_typography(rng, choice(rng, ["sans", "serif"]), (13, 14, 15)),
            "kind": kind, "name": name, "version": version, "fn": fn, "user": user,
            # the usage example: result name, argument, one option (value true or false)
            "usage": [var, arg, [option[0], choice(rng, NUM_VALUES.get(option[0],
                                                                       [option[1]]))]],
            "npm_arg": npm_arg(rng, arg, topic), "py_arg": py_arg(rng, arg, topic),
            "tagline": content.ui("hn.pkg_tagline", size=size,  # the sidebar's size
                                  tagline=content.ui(f"gops.pkg.tagline_{topic}")),
            "labels": {k: content.ui(f"apps.pkg.{k}") for k in keys},
            "published": content.ui("apps.pkg.published", d=day),
            "released": content.ui("apps.pkg.released", d=day), "date": day,
            "tabs": ui_list(content, "apps.pkg.tabs"), "py_nav": ui_list(content, "apps.pkg.py_nav"),
            "blocks": blocks, "license": choice(rng, ["MIT", "ISC", "Apache-2.0", "BSD-3-Clause"]),
            "downloads": format_number(float(downloads), content.lang, 0),
            "spark": [float(v) for v in np.cumsum(rng.normal(0, 1, 26)) + 20],
            "size": size,
            "files": str(int(rng.integers(4, 80))),
            "maintainers": maintainers,
            "gap": float(choice(rng, [0.6, 1.0])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        page.rect((0, 0, page.width, page.height), theme.bg, name="background")
        if params["kind"] == "pypi":
            self._pypi(page, theme, params)
        else:
            self._npm(page, theme, params)
        return page

    # ---- npm -------------------------------------------------------------------------

    def _npm(self, page: Page, theme: Theme, p: dict[str, Any]) -> None:
        typo, lab = p["typo"], p["labels"]
        w = page.width
        st = ui_style(typo, theme)
        with page.region("header", "chrome", (0, 0, w, 64)):
            page.rect((0, 0, w, 4), NPM_RED, name="stripe")
            page.rect((24, 18, 80, 46), NPM_RED, name="logo")
            page.label(32, 17, "npm", style(typo["mono"], 17, (255, 255, 255), bold=True))
            search_box(page, theme, typo, (100, 14, 640, 50), lab["search"])
            x = w - 24
            for key in ("register", "sign_in"):
                lw = round(measure(lab[key], st)[0])
                page.label(x - lw, 16, lab[key], st.but(bold=True))
                x -= lw + 24
            page.line((0, 63), (w, 63), theme.border)
        x1, split, x2 = 40, 650, w - 32
        with page.region("title", "structural", (x1, 72, x2, 140)):
            page.label(x1, 78, p["name"], style(typo["ui"], typo["size"] + 12, theme.text,
                                                bold=True), role="structural", max_width=500)
            meta = f"{p['version']} • {lab['public']} • {p['published']}"
            page.label(x1, 116, meta, st.but(size=typo["size"] - 1, color=theme.muted),
                       role="text", max_width=600)
        with page.region("tabs", "chrome", (x1, 150, x2, 196)):
            tw = (x2 - x1) // len(p["tabs"])
            for i, t in enumerate(p["tabs"]):
                colour = ((200, 160, 20), (200, 60, 60), (140, 60, 200), (40, 120, 200),
                          (30, 150, 100))[i % 5]
                page.rect((x1 + i * tw, 188, x1 + (i + 1) * tw, 192 if i else 194), colour,
                          name="tab underline")
                lw = round(measure(t, st)[0])
                page.label(x1 + i * tw + (tw - lw) // 2, 152, t, st.but(bold=i == 0))
        self._readme(page, theme, p, (x1, 212, split - 24, page.height - 10))
        self._npm_sidebar(page, theme, p, (split + 8, 212, x2, page.height - 10))

    def _readme(self, page: Page, theme: Theme, p: dict[str, Any],
                box: tuple[int, int, int, int]) -> None:
        typo = p["typo"]
        x1, y1, x2, y2 = box
        base = style(typo["body"], typo["size"], theme.text)
        head = style(typo["ui"], typo["size"] + 5, theme.text, bold=True)
        with page.region("readme", "article", box):
            y = page.label(x1, y1, p["name"], head.but(size=typo["size"] + 9),
                           role="structural", max_width=x2 - x1).bottom
            tag = page.text((x1, y + 2, x2, y + 60), p["tagline"], base.but(italic=True,
                            color=theme.muted), role="prose", max_lines=2, line_height=1.4)
            y = tag.bottom + 10
            for b in p["blocks"]:
                spans = styled_spans(b["text"], b["marks"], base, theme, typo["mono"])
                need = fit_text([spans], base, x2 - x1, 1.55)[1] + (110 if b["code"] else 40)
                if y + need > y2:  # a section is shown whole or not at all
                    break
                hb = page.label(x1, y, b["h"], head, role="structural", max_width=x2 - x1)
                page.line((x1, hb.bottom + 2), (x2, hb.bottom + 2), theme.border)
                y = hb.bottom + 10
                if b["code"]:
                    mod = p["name"].replace("-", "_")
                    var, arg, (key, value) = p["usage"]
                    py_arg, imp = p["py_arg"]
                    lines = ([*([imp] if imp else []), f"from {mod} import {p['fn']}",
                              f"{var} = {p['fn']}({py_arg}, {key}={value.title()})"]
                             if p["kind"] == "pypi" else
                             [f"import {{ {p['fn']} }} from '{p['name']}';",
                              f"const {var} = {AWAITED.get(p['fn'], '')}{p['fn']}("
                              f"{p.get('npm_arg', arg)}, "
                              f"{{ {key}: {value} }});"])
                    y = self._code(page, theme, p, (x1, y, x2, y2), lines) + 10
                tb = page.text((x1, y, x2, y2), [spans], base, role="prose", line_height=1.55)
                y = tb.bottom + 18

    def _code(self, page: Page, theme: Theme, p: dict[str, Any], box: tuple[int, int, int, int],
              lines: list[str]) -> int:
        x1, y, x2, y2 = box
        mono = style(p["typo"]["mono"], p["typo"]["size"] - 1, theme.text)
        pitch = round(mono.size * 1.6)
        bottom = min(y2, y + pitch * len(lines) + 20)
        page.rect((x1, y, x2, bottom), theme.code_bg, radius=6, name="code block")
        for k, line in enumerate(lines):
            ly = y + 10 + k * pitch
            if ly + pitch > y2:
                break
            page.text((x1 + 14, ly, x2 - 10, ly + pitch + 2), line, mono, role="code", wrap=False,
                      max_lines=1, line_height=1.6)
        return bottom

    def _npm_sidebar(self, page: Page, theme: Theme, p: dict[str, Any],
                     box: tuple[int, int, int, int]) -> None:
        typo, lab = p["typo"], p["labels"]
        x1, y1, x2, y2 = box
        cap = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted, bold=True)
        val = ui_style(typo, theme, size=typo["size"] + 1, bold=True)
        with page.region("sidebar", "aside", box):
            page.label(x1, y1, lab["install"], cap, role="structural")
            page.rect((x1, y1 + 30, x2, y1 + 66), theme.surface, theme.border, radius=6,
                      name="install box")
            page.label(x1 + 12, y1 + 33, f"> npm i {p['name']}", style(typo["mono"], typo["size"],
                                                                       theme.text), role="code",
                       max_width=x2 - x1 - 24)
            y = y1 + 78
            for key, value in (("repository", f"github.com/{p['user']}/{p['name']}"),
                               ("homepage", f"{p['name']}.dev")):
                page.label(x1, y, lab[key], cap, role="structural")
                page.label(x1, y + 22, value, val.but(bold=False, size=typo["size"],
                                                      color=theme.link), role="text",
                           max_width=x2 - x1)
                page.line((x1, y + 56), (x2, y + 56), theme.border)
                y += 64
            page.label(x1, y, lab["downloads"], cap, role="structural")
            page.label(x1, y + 24, p["downloads"], val, role="text", max_width=120)
            line_chart(page, (x1 + 130, y + 26, x2, y + 54), p["spark"], (140, 60, 200),
                       fill=theme.faded((140, 60, 200), on=theme.bg, amount=0.8))
            y += 68
            half = (x2 - x1) // 2
            for a, b in ((("version", p["version"]), ("license", p["license"])),
                         (("unpacked", p["size"]), ("files", p["files"]))):
                for k, (key, value) in enumerate((a, b)):
                    page.label(x1 + k * half, y, lab[key], cap, role="structural",
                               max_width=half - 8)
                    page.label(x1 + k * half, y + 22, value, val, role="text", max_width=half - 8)
                page.line((x1, y + 58), (x2, y + 58), theme.border)
                y += 66
            page.label(x1, y, lab["last_publish"], cap, role="structural")
            page.label(x1, y + 22, p["date"], val, role="text")
            y += 66
            if y + 60 < y2:
                page.label(x1, y, lab["collaborators"], cap, role="structural")
                for k, who in enumerate(p["maintainers"]):
                    monogram(page, typo, (x1 + k * 40, y + 28, x1 + k * 40 + 32, y + 60), who,
                             what="avatar")

    # ---- PyPI ------------------------------------------------------------------------

    def _pypi(self, page: Page, theme: Theme, p: dict[str, Any]) -> None:
        typo, lab = p["typo"], p["labels"]
        w, h = page.width, page.height
        white = (255, 255, 255)
        st = ui_style(typo, theme)
        with page.region("header", "chrome", (0, 0, w, 60)):
            page.rect((0, 0, w, 60), PYPI_BLUE, name="header")
            for k, c in enumerate(((255, 210, 60), (60, 120, 180), (255, 230, 120))):
                page.rect((30 + k * 8, 16 + k * 6, 48 + k * 8, 34 + k * 6), c, name="logo")
            search_box(page, theme, typo, (110, 12, 560, 48), lab["search"])
            x = w - 30
            for key in ("register", "sign_in"):
                lw = round(measure(lab[key], st)[0])
                page.label(x - lw, 14, lab[key], st.but(color=white))
                x -= lw + 24
        band = (232, 238, 244) if theme.name == "light" else (40, 48, 58)
        with page.region("title", "structural", (0, 60, w, 170)):
            page.rect((0, 60, w, 170), band, name="banner")
            page.label(40, 66, f"{p['name']} {p['version']}", style(
                typo["ui"], typo["size"] + 14, theme.text, bold=True), role="structural",
                max_width=560)
            page.rect((40, 124, 400, 158), theme.surface, theme.border, name="install box")
            page.label(52, 130, f"pip install {p['name']}", style(typo["mono"], typo["size"],
                                                                  theme.text), role="code",
                       max_width=340)
            lw = round(measure(lab["latest"], st)[0]) + 28
            page.rect((w - 40 - lw, 80, w - 40, 112), (30, 140, 70), radius=4, name="badge")
            page.label(w - 26 - lw, 82, lab["latest"], st.but(color=white, bold=True))
            rw = round(measure(p["released"], st)[0])
            page.label(w - 40 - rw, 124, p["released"], st.but(color=theme.muted), role="text")
        with page.region("sidebar", "aside", (0, 170, 280, h)):
            y = 188
            cap = ui_style(typo, theme, size=typo["size"] - 1, bold=True)
            page.label(40, y, lab["navigation"], cap, role="structural")
            y += 32
            for i, item in enumerate(p["py_nav"]):
                if i == 0:
                    page.rect((36, y, 260, y + 30), theme.selection, name="selection")
                page.label(46, y - 1, item, st.but(color=theme.link if i else theme.text),
                           max_width=210)
                y += 34
            y += 16
            page.label(40, y, lab["meta"], cap, role="structural")
            y += 30
            for key, value in (("license", p["license"]), ("maintainers", p["maintainers"][0])):
                page.label(40, y, f"{with_colon(lab[key], p['lang'])} {value}", st.but(size=typo["size"] - 1),
                           role="text", max_width=230)
                y += 26
        with page.region("tabs", "chrome", (300, 180, w - 40, 214)):
            page.label(300, 180, p["py_nav"][0], style(typo["ui"], typo["size"] + 5, theme.text,
                                                       bold=True), role="structural",
                       max_width=w - 340)
        page.line((300, 218), (w - 40, 218), theme.border)
        self._readme(page, theme, p, (300, 230, w - 40, h - 10))

