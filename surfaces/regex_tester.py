"""A regex tester in the style of the web ones: the pattern field with flags, the test string with every match
highlighted, match information (match and group spans) and a quick-reference panel."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from surfaces.base import Surface
from surfaces.kit import Content, Page, Span, Style, Theme, choice, measure
from surfaces.kit.chrome import icon, ui_style
from surfaces.kit.devtools import count_badge, text_h
from surfaces.kit.numbers import locale_fact
from surfaces.kit.typography import sample_typography, style

PATTERNS = {
    "email": r"([\w.]+)@([\w-]+\.[a-z]{2,})",
    "date": r"(\d{1,2})\.(\d{1,2})\.(\d{4})",
    "order": r"([A-Z]{2})-(\d{4,6})",
    "phone": r"\+(\d{1,3}) (\d{3}) (\d{3} \d{4}|\d{4,7})",
}
# how the page's country writes a date: (separator, month first)
DATES = {"en": ("/", True), "de": (".", False), "nl": ("-", False), "fr": ("/", False),
         "es": ("/", False), "it": ("/", False)}


def _patterns(lang: str) -> dict[str, str]:
    """The four patterns, the date one with the page's separator."""
    sep = re.escape(DATES.get(lang, (".", False))[0])
    return PATTERNS | {"date": rf"(\d{{1,2}}){sep}(\d{{1,2}}){sep}(\d{{4}})"}


# three-digit prefixes after the country code: US area codes; German town codes without
# their 0 (Köln 221); Spanish, Italian, French and Dutch mobile and Spanish town prefixes
AREAS = {"1": ["212", "312", "415", "617", "503", "206", "404", "512", "303", "612"],
         "49": ["221", "211", "341", "231", "201", "421", "351", "511", "911", "711"],
         "34": ["912", "913", "932", "933", "954", "963", "612", "634", "655", "688"],
         "39": ["320", "328", "333", "338", "340", "347", "348", "349", "366", "393"],
         "33": ["612", "623", "634", "645", "661", "678", "698", "751", "767", "782"],
         "31": ["612", "613", "620", "622", "630", "641", "646", "650", "651", "655"]}
REST = {"49": 7, "34": 6, "39": 7, "33": 6, "31": 6}


def _values(rng: np.random.Generator, content: Content, name: str, calling: str
            ) -> dict[str, str]:
    """The e-mail, date, order number and phone number one test line may quote."""
    sep, month_first = DATES.get(content.lang, (".", False))
    day, month = int(rng.integers(1, 29)), int(rng.integers(1, 13))
    a, b = (month, day) if month_first else (day, month)
    pad = "02d" if content.lang in ("fr", "it", "de") else "d"  # 04/01/2026, 04.01.2026
    # a real geographic or mobile prefix of the country (never a premium 900 or 905), and
    # as many digits after it as the country's numbers have; a North American number
    # groups as 3-3-4, elsewhere the subscriber part is one block
    area = choice(rng, AREAS.get(calling, AREAS["49"]))
    digits = REST.get(calling, 7)
    rest = int(rng.integers(10 ** (digits - 1) * 2, 10 ** digits))
    phone = f"+1 {area} {rng.integers(200, 999)} {rng.integers(1000, 9999)}" \
        if calling == "1" else f"+{calling} {area} {rest}"
    return {"email": content.email(name),
            "date": f"{a:{pad}}{sep}{b:{pad}}{sep}{int(rng.integers(2023, 2027))}",
            "order": f"{choice(rng, ['DE', 'FR', 'NL', 'AB', 'XK'])}-"
                     f"{int(rng.integers(1000, 999999))}",
            "phone": phone}


BRANDS = ("Matchwell", "regexbay", "Rexwick", "patternlab.dev")  # invented testers
MATCH = [(204, 230, 255), (190, 225, 190)]
MATCH_DARK = [(40, 80, 130), (40, 95, 55)]


def _case(rng: np.random.Generator, content: Content, kind: str, calling: str) -> str:
    """One test case for a ``kind`` pattern: a value (six in ten) or a near miss a pattern
    must reject (no top-level domain, a two-digit year, too few digits, no "+")."""
    value = _values(rng, content, content.full_name(), calling)[kind]
    if rng.random() < 0.6:
        return value
    if kind == "email":
        local, domain = value.split("@")
        return choice(rng, [f"{local}@{domain.rsplit('.', 1)[0]}", f"{local}.{domain}",
                            f"{local}@@{domain}"])
    if kind == "date":
        return value[:-4] + value[-2:]  # 17/3/26
    if kind == "order":
        head, digits = value.split("-")
        return choice(rng, [f"{head}-{digits[:3]}", f"{head.lower()}-{digits}",
                            f"{head}{digits}"])
    return value.lstrip("+").replace(" ", "", 1)  # 49745 1988517


class RegexTester(Surface):
    name = "regex_tester"
    family = "code"
    text_roles = ("code", "text", "structural", "chrome")
    # No select_substring: every match is printed twice (the test string and the match
    # panel); its one page in six offered one only where the panel cut the match short
    # ("gianluca.amato@alice…", r75: uniqueness by a cut is none)
    unsupported_categories = ("select_substring",)
    regions = ("header", "sidebar", "expression", "test string", "match information")

    def sample(self, rng: np.random.Generator, content: Content) -> dict[str, Any]:
        calling = str(locale_fact(content.lang, "addresses.calling_code")).lstrip("+")
        patterns = _patterns(content.lang)
        if rng.random() < 0.5:  # a list of test cases: values and near misses, one a line
            kind = choice(rng, list(patterns))
            lines = [_case(rng, content, kind, calling) for _ in range(int(rng.integers(9, 15)))]
            pattern = patterns[kind]
        else:  # pasted text the values are to be pulled from
            lines = []
            for _ in range(int(rng.integers(9, 14))):
                name = content.full_name()
                values = _values(rng, content, name, calling)
                lines.append(content.sentence("devtools.regex", name=name, **values))
            counts = {k: sum(len(re.findall(p, ln)) for ln in lines)
                      for k, p in patterns.items()}
            best = sorted(counts, key=lambda k: -counts[k])[:2]
            pattern = patterns[choice(rng, best)]
        flags = choice(rng, ["gm", "gmi", "g"])
        found = re.compile(pattern, re.IGNORECASE if "i" in flags else 0)  # as /i matches
        matches = [[k, m.start(), m.end(), [m.group(g + 1) for g in range(m.re.groups)]]
                   for k, line in enumerate(lines) for m in found.finditer(line)]
        # regex101 counts positions through the whole test string, newlines included
        starts = np.cumsum([0] + [len(ln) + 1 for ln in lines]).tolist()
        spans = [f"{starts[k] + a}-{starts[k] + b}" for k, a, b, _ in matches]
        return {
            "typo": sample_typography(rng, "sans", (13, 14)), "pattern": pattern,
            "flags": flags, "lines": lines, "matches": matches,
            "spans": spans,
            "ui": {k: content.ui(f"devtools.rx_{k}") for k in (
                "expression", "test", "info", "explain", "flavor", "reference",
                "substitution", "full")},
            "count": content.ui("devtools.rx_matches", n=len(matches),
                                ms=int(rng.integers(1, 40))),
            "match_fmt": [content.ui("devtools.rx_match", n=k + 1) for k in range(len(matches))],
            "group_fmt": [content.ui("devtools.rx_group", n=k + 1) for k in range(3)],
            # an invented tester, like every other page's product (r72 0005: "regex101")
            "brand": str(choice(rng, BRANDS)),
            "side": bool(rng.random() < 0.6), "info_w": int(choice(rng, [300, 330, 360])),
        }

    def compose(self, params: dict[str, Any], theme: Theme) -> Page:
        page = self.new_page(theme)
        typo, ui = params["typo"], params["ui"]
        dark = theme.name == "dark"
        head = (33, 37, 43) if dark else (45, 52, 64)
        with page.region("header", "chrome", (0, 0, page.width, 44)):
            page.rect((0, 0, page.width, 44), head, name="header")
            st = ui_style(typo, theme, color=(235, 235, 235), bold=True)
            page.label(16, 22 - text_h(st) // 2, params["brand"], st, role="structural")
        x = 0
        if params["side"]:
            with page.region("sidebar", "chrome", (0, 44, 150, page.height)):
                page.rect((0, 44, 150, page.height), theme.panel, name="sidebar")
                st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted, bold=True)
                page.label(12, 56, ui["flavor"].upper(), st, role="structural")
                y = 84
                for k, fl in enumerate(["PCRE2", "ECMAScript", "Python", "Golang", "Java", ".NET"]):
                    if k == 2:
                        page.rect((6, y, 144, y + 26), theme.selection, radius=4,
                                  name="selection")
                    page.label(16, y + 13 - text_h(st) // 2, fl,
                               st.but(bold=False, color=theme.text))
                    y += 28
            x = 150
        iw = params["info_w"]
        mid = page.width - iw
        self._expression(page, theme, typo, params, (x + 16, 60, mid - 16, 130))
        self._test(page, theme, typo, params, (x + 16, 146, mid - 16, page.height - 16))
        self._info(page, theme, typo, params, (mid, 44, page.width, page.height), dark)
        return page

    def _expression(self, page: Page, theme: Theme, typo: dict[str, Any],
                    params: dict[str, Any], box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, _ = box
        with page.region("expression", "field", box, label=params["ui"]["expression"]):
            st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted, bold=True)
            page.label(x1, y1, params["ui"]["expression"].upper(), st, role="structural")
            page.rect((x1, y1 + 30, x2, y1 + 66), theme.surface, theme.border, radius=4,
                      name="input")
            mono = style(typo["mono"], typo["size"] + 1, theme.muted)
            page.label(x1 + 10, y1 + 48 - text_h(mono) // 2, "/", mono, role="chrome")
            page.label(x1 + 26, y1 + 48 - text_h(mono) // 2, params["pattern"],
                       mono.but(color=theme.text), role="code", max_width=x2 - x1 - 100)
            page.label(x2 - 60, y1 + 48 - text_h(mono) // 2, "/" + params["flags"], mono,
                       role="chrome")


    def _test(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int]) -> None:
        x1, y1, x2, y2 = box
        ui = params["ui"]
        colours = MATCH_DARK if theme.name == "dark" else MATCH
        with page.region("test string", "body", box, label=ui["test"]):
            st = ui_style(typo, theme, size=typo["size"] - 2, color=theme.muted, bold=True)
            page.label(x1, y1, ui["test"].upper(), st, role="structural")
            base = style(typo["mono"], typo["size"], theme.text)
            pitch = round(base.size * 1.6)
            # regex101 wraps long test lines (it never cuts the input with an ellipsis)
            avail = x2 - x1 - 24
            rows = sum(1 + int(measure(line, base)[0] * 1.08 // avail)
                       for line in params["lines"])
            y2 = min(y2, y1 + 58 + pitch * rows)
            page.rect((x1, y1 + 30, x2, y2), theme.surface, theme.border, radius=4, name="input")
            paras = []
            k = 0
            for n, line in enumerate(params["lines"]):
                spans, pos = [], 0
                for ln, a, b, _ in params["matches"]:
                    if ln != n:
                        continue
                    if a > pos:
                        spans.append(Span(line[pos:a], base))
                    spans.append(Span(line[a:b], base.but(highlight=colours[k % 2])))
                    k += 1
                    pos = b
                if pos < len(line):
                    spans.append(Span(line[pos:], base))
                paras.append(spans)
            page.text((x1 + 12, y1 + 42, x2 - 12, y2 - 8), paras, base, role="text",
                      line_height=1.6, wrap=True)
        if y2 + 110 < box[3]:
            with page.region("substitution", "field", (x1, y2 + 16, x2, y2 + 100),
                             label=ui["substitution"]):
                page.label(x1, y2 + 16, ui["substitution"].upper(), st, role="structural")
                page.rect((x1, y2 + 46, x2, y2 + 82), theme.surface, theme.border, radius=4,
                          name="input")
                page.label(x1 + 12, y2 + 64 - text_h(base) // 2, "$2 <$1>",
                           base.but(color=theme.muted), role="code")

    def _info(self, page: Page, theme: Theme, typo: dict[str, Any], params: dict[str, Any],
              box: tuple[int, int, int, int], dark: bool) -> None:
        x1, y1, x2, y2 = box
        ui = params["ui"]
        with page.region("match information", "list", box, label=ui["info"]):
            page.rect(box, theme.panel, name="panel")
            page.line((x1, y1), (x1, y2), theme.border)
            st = ui_style(typo, theme, size=typo["size"] - 2)
            b = page.label(x1 + 14, y1 + 12, ui["info"].upper(),
                           st.but(bold=True, color=theme.muted), role="structural")
            count_badge(page, theme, typo, b.right + 8, y1 + 12 + text_h(st) // 2,
                        str(len(params["matches"])))
            page.label(x1 + 14, y1 + 40, params["count"], st.but(color=theme.muted), role="text")
            y = y1 + 74
            mono = style(typo["mono"], typo["size"] - 2, theme.text)
            colours = MATCH_DARK if dark else MATCH
            cut = False
            # the label column is as wide as its longest label ("Correspondance 12")
            lw = 14 + max(round(measure(t, st.but(bold=True))[0])
                          for t in params["match_fmt"][-1:] + params["group_fmt"])
            # every match's value inline after its span, or every one on the row below (r82
            # 0000: Match 6 alone dropped below while Matches 1-5 sat inline)
            below = _values_below(params, st, mono, x2 - x1 - 14 - lw)
            for k, (line, a, b, groups) in enumerate(params["matches"]):
                rows = [(params["match_fmt"][k], params["spans"][k],
                         params["lines"][line][a:b])] + [
                    (params["group_fmt"][g], "", v or "") for g, v in enumerate(groups)]
                if y + 24 > y2:
                    cut = True
                    break
                for j, (label, span, value) in enumerate(rows):
                    # the panel scrolls: the last match runs off its foot
                    if y + (48 if j == 0 and below else 24) > y2:
                        cut = True
                        break
                    page.label(x1 + 14, y, label, st.but(bold=j == 0))
                    if span:
                        page.label(x1 + 14 + lw, y, span, st.but(color=theme.muted),
                                   role="text")
                    # the value follows its span ("121-136"), so a long label leaves it room;
                    # one too long for that goes on the row below, whole (r75: a match cut
                    # "gianluca.amato@alice…" beside its span)
                    vx = x1 + 14 + lw + (round(measure(span, st)[0]) + 14 if j == 0 else 0)
                    vw = round(measure(value, mono)[0])
                    if j == 0 and below:
                        y, vx = y + 24, x1 + 18  # under its label, the panel's width
                    page.rect((vx - 4, y + 4, min(x2 - 10, vx + 6 + vw), y + 24),
                              colours[j % 2] if j == 0 else theme.surface, name="value")
                    page.label(vx, y + 1, value, mono, role="code", max_width=x2 - vx - 14)
                    y += 24
                y += 10
                page.line((x1 + 10, y - 5), (x2 - 10, y - 5), theme.border)
            if cut:
                top = y1 + 70
                page.rect((x2 - 9, top, x2 - 3, y2 - 4), theme.surface, radius=3,
                          name="scrollbar")
                page.rect((x2 - 9, top, x2 - 3, top + max(30, (y2 - top) // 3)), theme.border,
                          radius=3, name="scrollbar thumb")
            icon(page, theme, "info", x2 - 30, y1 + 14, 12)


def _values_below(params: dict[str, Any], st: Style, mono: Style, room: int) -> bool:
    """Whether some match's value does not fit after its span in ``room`` px: then every
    value goes on the row below its match's label."""
    return any(round(measure(span, st)[0]) + 14
               + round(measure(params["lines"][line][a:b], mono)[0]) + 14 > room
               for span, (line, a, b, _) in zip(params["spans"], params["matches"],
                                                strict=False))
