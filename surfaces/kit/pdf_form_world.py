"""The world of one filled-in form: who issues it, the fields of its kind (a parking permit
asks for the vehicle, a change of address for the old address) and its own checks and
notes. Kinds follow the order of ``office.form`` (the same in every language)."""

from __future__ import annotations

import datetime
from typing import Any

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.numbers import currency_for, format_money, random_day, ui_list

PARKING, MOVE, MEMBERSHIP, COURSE, CLAIM = range(5)


# German towns whose plates carry a one-letter code; others: the town's first two letters
ONE_LETTER = {"Berlin": "B", "München": "M", "Köln": "K", "Frankfurt am Main": "F",
              "Stuttgart": "S", "Essen": "E", "Düsseldorf": "D", "Hannover": "H",
              "Leipzig": "L", "Nürnberg": "N", "Dortmund": "DO", "Duisburg": "DU"}


def _plate(rng: np.random.Generator, lang: str, city: str) -> str:
    """A number plate as the language's country writes it (KR-AB 123, AB-123-CD,
    1234 BCD, AB 123 CD, 12-ABC-3, 7ABC123)."""
    def letters(n: int) -> str:
        return "".join(choice(rng, list("BCDFGHJKLMNPRSTVWXZ")) for _ in range(n))

    def digits(n: int) -> str:
        return "".join(str(int(rng.integers(1 if k == 0 else 0, 10))) for k in range(n))

    if lang == "de":
        code = ONE_LETTER.get(city) or "".join(c for c in city.upper() if c.isalpha())[:2]
        return f"{code}-{letters(2)} {digits(int(rng.integers(2, 5)))}"
    if lang in ("fr", "it"):
        return f"{letters(2)}-{digits(3)}-{letters(2)}" if lang == "fr" else \
            f"{letters(2)} {digits(3)} {letters(2)}"
    if lang == "es":
        return f"{digits(4)} {letters(3)}"
    if lang == "nl":
        return f"{digits(2)}-{letters(3)}-{digits(1)}"
    return f"{digits(1)}{letters(3)}{digits(3)}"


def _details(rng: np.random.Generator, content: Content, kind: int, signed: datetime.date,
             city: str) -> list[list[Any]]:
    """[label, value, width weight] of the kind's own fields ("2. Details")."""
    ui = content.ui
    when = content.format_date
    if kind == PARKING:
        zone = choice(rng, list("ABCDEFGHK")) + str(int(rng.integers(1, 9)))
        return [[ui("office.f_plate"), _plate(rng, content.lang, city), 1],
                [ui("pf.zone_label"), ui("pf.zone", zone=zone), 1]]
    if kind == MOVE:
        old = content.address(content.city() if rng.random() < 0.4 else city)
        moved = signed - datetime.timedelta(days=int(rng.integers(1, 20)))
        return [[ui("pf.prev_label"), old.one_line, 3], [ui("pf.moved_label"), when(moved), 1]]
    if kind == MEMBERSHIP:
        start = (signed.replace(day=1) + datetime.timedelta(days=int(
            rng.integers(32, 60)))).replace(day=1)  # the first of next month or the one after
        return [[ui("pf.mtype_label"), choice(rng, ui_list(content, "pf.mtypes")), 1],
                [ui("pf.start_label"), when(start), 1]]
    if kind == COURSE:
        start = signed + datetime.timedelta(days=int(rng.integers(7, 50)))
        return [[ui("pf.course_label"), choice(rng, ui_list(content, "pf.courses")), 2],
                [ui("pf.start_label"), when(start), 1]]
    spent = signed - datetime.timedelta(days=int(rng.integers(1, 25)))
    amount = format_money(float(rng.integers(800, 60000)) / 100, content.lang,
                          currency_for(rng, content.lang))
    return [[ui("pf.purpose_label"), choice(rng, ui_list(content, "pf.purposes")), 2],
            [ui("pf.amount_label"), amount, 1], [ui("pf.spent_label"), when(spent), 1]]


def _pick(rng: np.random.Generator, items: list[str], k: int) -> list[str]:
    """``k`` of ``items`` in their order."""
    keep = sorted(int(i) for i in rng.choice(len(items), min(k, len(items)), replace=False))
    return [items[i] for i in keep]


# the checks a signer may leave unticked (being contacted, photos, volunteering, a course
# newsletter, step-free access, the household moving too): every other one is required, so
# a signed form has it ticked (indices into pf.checks and pf.checks<kind>, alike in every language)
OPTIONAL_CHECKS = {"pf.checks": (3,), "pf.checks1": (3,), "pf.checks2": (2, 3),
                   "pf.checks3": (2, 3)}


def _checks(rng: np.random.Generator, content: Content, kind: int) -> list[tuple[str, bool]]:
    """The form's checks (its kind's, then general ones), each with whether it is required."""
    out = []
    for key, k in ((f"pf.checks{kind}", int(rng.integers(1, 3))),
                   ("pf.checks", int(rng.integers(1, 3)))):
        items = ui_list(content, key)
        out += [(c, items.index(c) not in OPTIONAL_CHECKS.get(key, ()))
                for c in _pick(rng, items, k)]
    return out


def form_world(rng: np.random.Generator, content: Content, kind: int, city: str,
               pages: int) -> dict[str, Any]:
    """Issuer (name and address in the applicant's town), detail fields, the signing day,
    checks and notes of a form of ``kind``."""
    fill = content.fill
    issuer = fill(ui_list(content, "pf.issuer")[kind], city=city, company=content.company())
    signed = random_day(rng)
    checks = _checks(rng, content, kind)
    own = _pick(rng, ui_list(content, f"pf.notes{kind}"), int(rng.integers(1, 3)))
    generic = _pick(rng, ui_list(content, "pf.notes"), 5)
    order = [int(i) for i in rng.permutation(len(generic))]
    generic = [generic[i] for i in order]
    cut = 3 - len(own)
    return {"issuer": issuer, "issuer_address": content.address(city).one_line,
            "details": _details(rng, content, kind, signed, city),
            "date": content.format_date(signed),
            "checks": [fill(c, city=city) for c, _ in checks],
            "required": [req for _, req in checks],
            "notes": [fill(n, city=city, number=str(pages)) for n in own + generic[:cut]],
            "declaration": [fill(n, city=city, number=str(pages)) for n in generic[cut:cut + 2]]}
