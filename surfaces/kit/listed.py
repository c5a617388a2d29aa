"""A listed company's world, drawn before its quote page is written: a name with a legal
form that trades on an exchange (AG, SE, KGaA; SA; S.p.A.; N.V.; Inc., Corp.: never a GmbH,
an eG or a KG on XETRA), its headcount, and a market value that fits it (price times a share
count, about what a firm of that size is worth), a P/E and a dividend yield whose payout
is below the earnings. The forms are each language's ``stk.forms`` (listable) and
``stk.strip`` (any legal form or prefix Faker may write, removed first)."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from generator.content import names
from generator.content.names import company_types
from surfaces.kit import Content, choice
from surfaces.kit.code import ascii_name
from surfaces.kit.numbers import locale_fact

# A maker's name claims making or no trade at all (review w11: "Schwab Kommunikation SE ...
# vertreibt Industrieanlagen"): of the trade words a name may hold (the locale's
# companies.sectors, Faker's trade prefixes), only these stems fit a maker of equipment.
MAKER_WORDS = ("systemtechnik", "automation", "elektrotechn", "engineering", "ingénier",
               "ingenier", "ingegneria", "industri", "manufactur", "systems", "sistemi",
               "fabrica")


def trade_words(content: Content) -> list[str]:
    """Every trade word a company name in ``content``'s language may hold."""
    words = [*(locale_fact(content.lang, "companies.sectors") or []),
             *company_types(content.data.FAKER_LOCALE)]
    return sorted({w for w in words if w}, key=len, reverse=True)


# ... and these fit a maker of apps ("Schmidt Spedition OHG" made a sleep app: review w11)
SOFTWARE_WORDS = ("software", "informati", "datentechnik", "digital", "systems", "sistemi",
                  "automatiser", "automation", "systemtechnik", "ingénier", "ingenier",
                  "ingegneria", "engineering", "technolog", "analytics", "labs")


def claims_other_trade(name: str, trades: list[str],
                       fitting: tuple[str, ...] = MAKER_WORDS) -> bool:
    """Whether ``name`` holds a trade word not among ``fitting`` ("Kommunikation" for a
    maker of equipment)."""
    low = name.casefold()
    return any(re.search(rf"(?<!\w){re.escape(t.casefold())}(?!\w)", low)
               and not t.casefold().startswith(fitting) for t in trades)


def software_firm(content: Content) -> str:
    """A firm whose name claims no trade but software (or none): an app's developer."""
    trades = trade_words(content)
    name = content.firm()
    for _ in range(40):
        if not claims_other_trade(name, trades, SOFTWARE_WORDS):
            break
        name = content.firm()
    return name


def dev_owner(content: Content) -> str:
    """The firm that owns a developer tool's account: the registry scope or org, the CI or
    repository org, the API, the server fleet, the cron, log, alert and metrics dashboards.
    A software house or a name that claims no trade (reviews w14: "Hillcrest Solar Co."
    published an npm package, a cleaning firm's dashboard archived shop orders)."""
    return software_firm(content)


def dev_handle(content: Content) -> str:
    """The owner's handle on a code host ("eastgate" for "Eastgate Systems"): the first word
    of ``dev_owner``'s name, lower-cased and in the ASCII a code host allows ("diaz" for
    "Díaz Ingeniería", "mueller" for "Müller": never "díaz")."""
    return login(dev_owner(content), content.lang)


def login(name: str, lang: str) -> str:
    """A login on a code host: the first word of a person's or a firm's ``name`` in the
    ASCII a host allows ("jose" for "José Díaz", "diaz" for "Díaz, Ingeniería")."""
    return ascii_name(name.split()[0].strip(","), lang).replace("_", "-")


def short_name(name: str, limit: int = 22) -> str:
    """``name`` cut to whole words within ``limit`` characters, never ending on a joiner
    ("Hecht & Lang GmbH & Co. KG" -> "Hecht & Lang GmbH")."""
    words = name.split(",")[0].split()
    while len(words) > 1 and (len(" ".join(words)) > limit or words[-1] in ("&", "-", "Co.", "e")):
        words.pop()
    return " ".join(words)[:limit]


def everyday_name(content: Content, firm: str) -> str:
    """The name ``firm`` goes by in its people's own posts and mails: without its legal form
    ("Hecht & Lang GmbH & Co. KG" -> "Hecht & Lang", "Logistica Porcu & C. e figli" ->
    "Logistica Porcu & C.")."""
    forms = sorted((s for s in content.ui_list("stk.strip") if s[0] != "^"), key=len,
                   reverse=True)
    tail = re.compile(r"[\s,]+(?:" + "|".join(re.escape(s) for s in forms) + r")$")
    base = firm
    while tail.search(base):
        base = tail.sub("", base)
    return base.rstrip(" ,&") or firm


def listed_name(rng: np.random.Generator, content: Content,
                maker: bool = False) -> str:
    """A company name with a listable legal form ("Pölitz & Conradi AG"); a ``maker``'s name
    claims no trade but making."""
    strip = sorted(content.ui_list("stk.strip"), key=len, reverse=True)
    trades = trade_words(content) if maker else []
    tail = re.compile(r"[\s,]+(?:" + "|".join(re.escape(s) for s in strip if s[0] != "^") + r")$")
    head = re.compile("|".join(re.escape(s[1:]) + r"\s+" for s in strip if s[0] == "^") or "$^")
    for _ in range(60):
        name = content.company()
        base = name
        while tail.search(base):
            base = tail.sub("", base)
        base = head.sub("", base, count=1).strip(" ,")
        if maker and claims_other_trade(base, trades):
            continue
        if len(base) > 2 and base[0].isalpha():
            return f"{base} {choice(rng, content.ui_list('stk.forms'))}"
    return f"{name} {content.ui_list('stk.forms')[0]}"


def size_world(rng: np.random.Generator, price: float) -> dict[str, Any]:
    """``staff`` (rounded as a profile writes it), ``shares`` and ``cap`` (sales per head
    of 150-400 thousand, valued at 0.6-4 times sales), ``pe`` and ``yield_pct`` (a payout of
    15-70 % of the earnings)."""
    staff = float(np.exp(rng.uniform(np.log(1500), np.log(120_000))))
    digits = 10 ** max(0, int(np.log10(staff)) - 1)  # two significant digits: 4,300; 27,000
    staff = int(round(staff / digits) * digits)
    cap = staff * float(rng.uniform(150e3, 400e3)) * float(rng.uniform(0.6, 4.0))
    pe = float(rng.uniform(7, 45))
    payout = float(rng.uniform(0.15, 0.7))  # the profile says it pays one every year
    return {"staff": staff, "shares": cap / price, "cap": cap, "pe": pe,
            "yield_pct": payout / pe * 100}


def name_stem(name: str, content: Content) -> set[str]:
    """The words that tell ``name``'s firm apart: no legal form, trade word or joiner
    ("Informática Alcor S.L." -> {"alcor"})."""
    low = name.casefold()
    for word in trade_words(content):
        low = re.sub(rf"(?<!\w){re.escape(word.casefold())}(?!\w)", " ", low)
    forms = {f.casefold().strip(".") for f in
             [*content.ui_list("stk.strip"), *content.ui_list("stk.forms")]}
    return {w for w in re.findall(r"[\w'-]+", low)
            if len(w) > 2 and w.strip(".") not in forms and not w[0].isdigit()} - \
        {"and", "und", "et", "fils", "figli", "hijos", "sons", "zonen", "co", "cie", "c"}


def distinct_firms(content: Content, n: int) -> list[str]:
    """``n`` firms no two of which share a name stem (no "Alcor S.L." beside "Informática
    Alcor S.L.", review w11), none naming a trade (an employer's own text says what it does:
    no "Inmobiliaria Ferrán S.A. fabrica alimentos")."""
    firms: list[str] = []
    taken: set[str] = set()
    trades = trade_words(content)
    for _ in range(n * 40):
        name = content.firm()
        stem = name_stem(name, content)
        if stem and not stem & taken and not claims_other_trade(name, trades, ()):
            firms.append(name)
            taken |= stem
        if len(firms) == n:
            break
    while len(firms) < n:  # (never seen: each language has far more names than a page)
        firms.append(content.firm())
    return firms


def unique_email(content: Content, name: str, domain: str, taken: set[str]) -> str:
    """``name``'s address at ``domain``, unlike the ``taken`` ones: the firm's shape, else
    first.last@, else with a middle initial or a number (two Annas get anna@ and
    anna.berg@)."""
    mail = content.email(name, domain)
    if mail in taken:
        first, last = names.first_and_last(name, content.data.FAKER_LOCALE)
        de = content.lang == "de"
        f = names.address_ascii(first, de) if first else ""
        last_ = names.address_ascii("".join(last), de) if last else ""
        for local in (names.local_part(f, last_, "first.last"),
                      *(f"{f}.{chr(97 + k)}.{last_}" for k in range(26)),
                      *(f"{f}.{last_}{k}" for k in range(2, 99))):
            if f"{local}@{domain}" not in taken:
                mail = f"{local}@{domain}"
                break
    taken.add(mail)
    return mail
