"""Firms whose names are true to the trade the page is about (review w12: "Sauer Dachbau
OHG" hosted a software team's #backend and #releases, "Costruzioni Barone S.r.l." patented a
vacuum cleaner, "Prairie LLC" hired a registered nurse). A sector's names are the
language's ``w12f.firm_<sector>`` templates filled with a brand word of the locale
(``companies.stems``) or a surname."""

from __future__ import annotations

import re

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.listed import distinct_firms, name_stem
from surfaces.kit.numbers import locale_fact

SECTORS = ("software", "care", "appliance", "logistics")
# wave 13's trades (``w13r.firm_<sector>``): a contract's supplier of the service it is for,
# counsel's law firm (review w13: "Bayside Dental LLC" supplied IT support, "Moon Realty LLC"
# was an attorney's firm)
ROLE_SECTORS = ("it", "cleaning", "catering", "translation", "facility", "security",
                "accounting", "print", "waste", "training", "law", "food")
# the legal forms the templates end in, left off where an app names the firm as its people
# do (a Slack workspace "Nordstern Software", not "Nordstern Software GmbH")
FORMS = {"inc.", "llc", "corp.", "co.", "gmbh", "ggmbh", "ag", "sas", "sarl", "sa", "s.l.",
         "s.a.", "s.r.l.", "s.p.a.", "b.v.", "llp", "n.v.", "s.l.p."}


def templates_of(content: Content, sector: str) -> list[str]:
    """The language's name templates of ``sector``."""
    return content.ui_list(f"w{'12f' if sector in SECTORS else '13r'}.firm_{sector}")


def sector_firm(rng: np.random.Generator, content: Content, sector: str,
                others: list[str] | tuple[str, ...] = (), bare: bool = False) -> str:
    """A firm of ``sector`` ("Nordstern Software GmbH", "Zorggroep Kompas") whose name stem
    is none of ``others``' (no "Etna Software S.r.l." beside "Etna S.r.l."); ``bare``:
    without its legal form."""
    stems = list(locale_fact(content.lang, "companies.stems") or ["Nord"])
    templates = templates_of(content, sector)
    name = ""
    taken = {w for other in others for w in name_stem(other, content)}
    for _ in range(20):
        template = choice(rng, templates)
        last = content.last_name()
        last2 = content.last_name() if "{last2}" in template else last
        while last2 == last and "{last2}" in template:  # never "Weber & Weber"
            last2 = content.last_name()
        name = template.replace("{stem}", choice(rng, stems)).replace(
            "{last}", last).replace("{last2}", last2)
        if not taken & name_stem(name, content) and content.fits_region(name):
            break
    if bare and name.split()[-1].casefold() in FORMS:
        name = name.rsplit(" ", 1)[0]
    return name


def sector_pattern(content: Content, sector: str) -> re.Pattern[str]:
    """What every name of ``sector`` in ``content``'s language matches (for tests and
    checks: a name drawn elsewhere never does), with its legal form or ``bare``."""
    templates = templates_of(content, sector)
    bare = [t.rsplit(" ", 1)[0] for t in templates if t.split()[-1].casefold() in FORMS]
    alts = [re.escape(t).replace(r"\{stem\}", ".+").replace(r"\{last\}", ".+")
            .replace(r"\{last2\}", ".+")
            for t in templates + bare]
    return re.compile("^(?:" + "|".join(alts) + ")$")


def food_maker(rng: np.random.Generator, content: Content) -> tuple[str, str]:
    """(a food firm that makes a pack, its brand: the name's own word, not its trade's) (r41:
    "Canyon Builders LLC" packed the cookies)."""
    maker = sector_firm(rng, content, "food")
    fixed = {w for t in templates_of(content, "food") for w in t.split() if "{" not in w}
    brand = next((w for w in maker.split() if w[:1].isupper() and w not in fixed),
                 maker.split()[0]).strip(",")
    return maker, brand


# the sector whose firms hire each field of surfaces/kit/jobs.py (the rest, office and
# commercial roles, work anywhere: at a firm whose name claims no trade)
FIELD_SECTOR = {"tech": "software", "care": "care", "logistics": "logistics"}


def field_firms(rng: np.random.Generator, content: Content, field: str, n: int,
                avoid: list[str] | tuple[str, ...] = ()) -> list[str]:
    """``n`` firms that employ people of job ``field``, no two sharing a name stem and none
    holding a word of ``avoid`` (other towns): care groups for a nurse and for the clinic
    the nurse works at now (r46: "Instalaciones Rocha S.Coop." hired a nurse who worked at
    "Electricidad Faro S.A."), firms naming no trade for an accountant."""
    sector = FIELD_SECTOR.get(field)

    def clean(name: str) -> bool:
        return not any(word in name for word in avoid)

    if sector is None:
        pool = [f for f in distinct_firms(content, n + 6) if clean(f)]
        return (pool + distinct_firms(content, n))[:n]
    firms: list[str] = []
    for _ in range(n * 20):
        name = sector_firm(rng, content, sector, firms)
        if clean(name) and name not in firms:
            firms.append(name)
        if len(firms) == n:
            break
    while len(firms) < n:  # (never seen: a sector has far more names than a page)
        firms.append(sector_firm(rng, content, sector, firms))
    return firms


def trade_words(content: Content, name: str) -> set[str]:
    """The sector words of ``companies.sectors`` that ``name`` carries ("Conseil" of "Cap
    Nord Conseil SA")."""
    sectors = locale_fact(content.lang, "companies.sectors") or []
    words = set(name.replace(",", " ").split())
    return {s for s in sectors if set(s.split()) <= words}


def shop_firm(content: Content, max_chars: int = 40) -> str:
    """A firm that sells goods (a shop's orders, products and stock): its name claims no
    trade, or one that trades in goods (``w17r.shop_sectors``), never a consultancy's or a
    landscaper's (r52 0003: "Cap Nord Conseil SA" took orders); at most ``max_chars``."""
    fits = set(content.ui_list("w17r.shop_sectors"))
    name = content.firm()
    for _ in range(40):
        if len(name) <= max_chars and trade_words(content, name) <= fits:
            break
        name = content.firm()
    return name


def card_merchant(rng: np.random.Generator, content: Content) -> tuple[str, float]:
    """(a shop where a card is paid, an amount that fits it): a bakery's 2 to 14, a fuel
    station's 28 to 90 (r52 0008: 2 euros "bei der Brückner Energietechnik GmbH")."""
    entry = choice(rng, content.ui_list("w17r.card_merchants"))
    span, template = entry.split("|", 1)
    lo, hi = (int(v) for v in span.split("-"))
    stems = list(locale_fact(content.lang, "companies.stems") or ["Nord"])
    name = template.replace("{stem}", choice(rng, stems)).replace("{last}", content.last_name())
    return name, float(rng.integers(lo * 100, hi * 100)) / 100
