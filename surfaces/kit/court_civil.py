"""A civil-law statement of claim (atto di citazione, Klageschrift, assignation, demanda,
dagvaarding): the court's heading, the title, the parties with their seat and counsel, then
sections of facts, law and relief, closed by place, date and the counsel's signature. No
pleading-paper line numbers, no US caption, and no case number: a claim that starts a case
gets one from the court once it is filed (R.G. at the iscrizione a ruolo, the Aktenzeichen,
the RG of the placement, the reparto's number, the rolnummer).

Every choice is a fact of the language's locale.toml ``[court]`` (``layout``, ``seats``,
``law``, ``relief``, ``sections``) or a string of its content toml
(``w6legal.court.*``)."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from generator import languages
from generator.content import Content
from generator.layout import Style, measure
from generator.page import Page, Theme
from surfaces.kit.document import centred_label, prose
from surfaces.kit.numbers import format_date


def layout_of(lang: str) -> str:
    """"us" (pleading paper) or "civil"."""
    return languages.fact(lang, "court.layout", str)


def court_fact(lang: str, key: str, default: Any) -> Any:
    """``court.<key>`` of the language's locale.toml, ``default`` where it has none."""
    try:
        return languages.fact(lang, f"court.{key}")
    except Exception:  # noqa: BLE001 - a language without the key
        return default


def claim_amount(rng: np.random.Generator, lang: str) -> float:
    """The sum a complaint claims, at least what the court of court.seats hears (a smaller
    claim goes to a lower court: court.min_claim), in euros or dollars with cents."""
    least = int(court_fact(lang, "min_claim", 8000)) * 100
    return float(rng.integers(max(800_000, least), max(9_000_000, 4 * least))) / 100


def section_of(lang: str, index: int) -> str:
    """Which section template ``index`` of records.court belongs to."""
    if index in languages.fact(lang, "court.relief", list):
        return "relief"
    if index in languages.fact(lang, "court.law", list):
        return "law"
    return "facts"


def seat(rng: np.random.Generator, lang: str) -> dict[str, str]:
    """A real seat of the country's first-instance civil court: its town and its name."""
    seats = languages.fact(lang, "court.seats", list)
    pick = dict(seats[int(rng.integers(0, len(seats)))])
    k = int(rng.integers(1, int(pick.get("n", 9)) + 1))
    pick["court"] = pick["court"].format(k=k)
    pick.setdefault("code", "")
    return pick


def lawyer(content: Content) -> tuple[str, str]:
    """A lawyer whose first name tells the sex, for the words that agree with it."""
    name = content.full_name()
    for _ in range(30):
        sex = content.sex_of(name.split()[0])
        if sex in ("m", "f"):
            return name, sex
        name = content.full_name()
    return name, "f"


def civil_block(rng: np.random.Generator, content: Content, world: dict[str, datetime.date], court: dict[str, str],
                plaintiff: str, defendant: str, counsel: tuple[str, str]) -> dict[str, Any]:
    """The strings of the civil layout, all from the case's world."""
    ui = content.ui
    city = court["city"]
    towns = [t for t in content.data.SLOTS["cities"] if t != city]
    other = towns[int(rng.integers(0, len(towns)))]  # the supplier sits in another town
    name, sex = counsel
    counsel_text = ui(f"w6legal.court.counsel_{sex}", lawyer=name, city=city)
    p_addr = content.address(city).one_line
    d_addr = content.address(other).one_line
    date = format_date(world["filed"], content.lang)
    return {
        "heading": ui("w6legal.court.heading", court=court["court"]),
        "align": languages.fact(content.lang, "court.heading_align", str),
        "p_party": ui("w6legal.court.p_party", name=plaintiff, address=p_addr,
                      counsel=counsel_text),
        "p_role": ui("w6legal.court.p_role"),
        "versus": ui("w6legal.court.versus"),
        "d_party": ui("w6legal.court.d_party", name=defendant, address=d_addr),
        "d_role": ui("w6legal.court.d_role"),
        "headings": {k: ui(f"w6legal.court.{k}") for k in ("facts", "law", "relief")},
        "order": languages.fact(content.lang, "court.sections", list),
        "place_date": ui("w6legal.court.place_date", city=city, date=date),
        "sign": ui(f"w6legal.court.sign_{sex}", lawyer=name),
        "d_city": other,
    }


def _bold_name(text: str, names: list[str]) -> list[list[Any]]:
    for name in names:
        if (at := text.find(name)) >= 0:
            return [[at, at + len(name), "bold", ""]]
    return []


def _para(page: Page, box: tuple[int, int, int, int], text: str, names: list[str],
          body: Style, ink: Theme, step: int, align: str = "left") -> int:
    block = prose(page, box, [text], [_bold_name(text, names)], body, ink, "dejavu_sans_mono",
                  line_height=step / body.size, align=align)
    return block.bottom


def _right(page: Page, x2: int, y: int, text: str, st: Style) -> None:
    page.label(x2 - round(measure(text, st)[0]), y, text, st, role="text")


def compose_head(page: Page, ink: Theme, p: dict[str, Any], x1: int, x2: int, y: int,
                 step: int, body: Style) -> int:
    """Court heading, title, the parties; returns the y below them."""
    c = p["civil"]
    bold = body.but(bold=True)
    lines = c["heading"].split("\n")
    with page.region("court", "structural", (x1, y, x2, y + step * (len(lines) + 2))):
        for k, line in enumerate(lines):
            if c["align"] == "left":
                page.label(x1, y + k * step, line, bold, role="structural")
            else:
                centred_label(page, (x1 + x2) // 2, y + k * step, line.upper(), bold,
                              role="structural")
        if c["align"] == "left":  # the place and date stand at the right of the address
            _right(page, x2, y, c["place_date"], body)
        y += step * len(lines) + step // 2
        centred_label(page, (x1 + x2) // 2, y, p["title"].upper(),
                      body.but(bold=True, size=body.size + 3), role="structural")
        y += step + step // 2  # no case number: the court gives one once the claim is filed
    names = [p["plaintiff"], p["defendant"]]
    with page.region("case caption", "structural", (x1, y, x2, y + 9 * step)):
        party, *counsel = c["p_party"].split("\n")  # the counsel on a line of its own
        y = _para(page, (x1, y, x2, y + 5 * step), party, names, body, ink, step)
        for line in counsel:
            with page.region("counsel", "structural", (x1, y, x2, y + 3 * step)):
                y = _para(page, (x1, y, x2, y + 3 * step), line, [], body, ink, step)
        if c["p_role"]:
            _right(page, x2, y, c["p_role"], bold)
            y += step
        if c["versus"]:
            centred_label(page, (x1 + x2) // 2, y + step // 3, c["versus"], bold, role="text")
            y += step + step // 2
        y = _para(page, (x1, y, x2, y + 4 * step), c["d_party"], names, body, ink, step)
        if c["d_role"]:
            _right(page, x2, y, c["d_role"], bold)
            y += step
    return y + step // 2


def compose_body(page: Page, ink: Theme, p: dict[str, Any], x1: int, x2: int, y: int,
                 bottom: int, step: int, body: Style) -> int:
    """The sections in the language's order, numbered paragraphs running on; a section or a
    paragraph that no longer fits is left for the next page. Returns the bottom."""
    c = p["civil"]
    number = 1
    with page.region("body", "body", (x1, y, x2, bottom)):
        for key in c["order"]:
            paras = [t for t, s in zip(p["texts"], p["sections"], strict=True) if s == key]
            if not paras or y + 3 * step > bottom:
                return y
            centred_label(page, (x1 + x2) // 2, y, c["headings"][key], body.but(bold=True),
                          role="structural")
            y += step + step // 3
            for text in paras:
                numbered = f"{number}. {text}"
                block = prose(page, (x1, y, x2, bottom), [numbered], [[]], body, ink,
                              "dejavu_sans_mono", line_height=step / body.size)
                if block.laid.truncated:
                    page.ops.remove(block)
                    return y
                y = block.bottom + step // 3
                number += 1
            y += step // 3
    return y


def compose_close(page: Page, p: dict[str, Any], x1: int, x2: int, y: int, step: int,
                  body: Style) -> None:
    """Place and date (where the heading did not already give them), the signature."""
    c = p["civil"]
    lines = c["sign"].split("\n")
    with page.region("signature", "structural", (x1, y, x2, y + step * (len(lines) + 1))):
        if c["align"] != "left":
            page.label(x1, y, c["place_date"], body, role="text")
        sx = (x1 + x2) // 2 + 60
        for k, line in enumerate(lines):
            page.label(sx, y + (k + 1) * step, line, body, role="text")
