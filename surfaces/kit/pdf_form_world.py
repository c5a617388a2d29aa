"""The world of one filled-in form: who issues it, the fields of its kind (a parking permit
asks for the vehicle, a change of address for the old address) and its own checks and
notes. Kinds follow the order of ``office.form`` (the same in every language)."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.court_world import long_date
from surfaces.kit.numbers import currency_for, format_date, format_money, random_day, ui_list

PARKING, MOVE, MEMBERSHIP, COURSE, CLAIM = range(5)


# The code a German town's plates open with (Hamburg is HH, never "HA", Hagen's)
DE_CODES = {"Aachen": "AC", "Augsburg": "A", "Berlin": "B", "Bielefeld": "BI", "Bochum": "BO",
            "Bonn": "BN", "Braunschweig": "BS", "Bremen": "HB", "Chemnitz": "C", "Dortmund": "DO",
            "Dresden": "DD", "Duisburg": "DU", "Düsseldorf": "D", "Erfurt": "EF", "Essen": "E",
            "Frankfurt am Main": "F", "Freiburg im Breisgau": "FR", "Göttingen": "GÖ",
            "Halle (Saale)": "HAL", "Hamburg": "HH", "Hannover": "H", "Heidelberg": "HD",
            "Jena": "J", "Karlsruhe": "KA", "Kassel": "KS", "Kiel": "KI", "Konstanz": "KN",
            "Krefeld": "KR", "Köln": "K", "Leipzig": "L", "Lübeck": "HL", "Magdeburg": "MD",
            "Mainz": "MZ", "Mannheim": "MA", "Mönchengladbach": "MG", "München": "M",
            "Münster": "MS", "Nürnberg": "N", "Passau": "PA", "Potsdam": "P", "Regensburg": "R",
            "Rostock": "HRO", "Stuttgart": "S", "Trier": "TR", "Ulm": "UL", "Wiesbaden": "WI",
            "Wuppertal": "W", "Würzburg": "WÜ"}
# A US state's standard passenger plate ("L" a letter, "9" a digit); other states: ABC 1234
US_PLATES = {"AZ": "LLL9999", "CA": "9LLL999", "FL": "LLLL99", "GA": "LLL9999", "IL": "LL 99999",
             "MA": "9LLL99", "MD": "9LL9999", "MI": "LLL9999", "NC": "LLL-9999", "NY": "LLL-9999",
             "OH": "LLL 9999", "PA": "LLL-9999", "TX": "LLL-9999", "VA": "LLL-9999",
             "WA": "LLL9999"}
# The Netherlands' recent side codes (99-LLL-9, LL-999-L, 9-LLL-99, LLL-99-L)
NL_PLATES = ("99-LLL-9", "LL-999-L", "9-LLL-99", "LLL-99-L")


def _plate(rng: np.random.Generator, lang: str, city: str, state: str = "") -> str:
    """A number plate as the applicant's country (and US state) writes it: TX ABC-1234,
    CA 1ABC234, DE "HH-AB 1234" with the town's own code, FR AB-123-CD, IT AB 123 CD,
    ES 1234 BCD, NL 12-ABC-3."""
    alphabet = list("BDFGHJKLNPRSTVXZ" if lang == "nl" else "BCDFGHJKLMNPRSTVWXZ")

    def fill(pattern: str) -> str:
        return "".join(choice(rng, alphabet) if c == "L" else
                       str(int(rng.integers(k == 0, 10))) if c == "9" else c
                       for k, c in enumerate(pattern))

    if lang == "de":
        code = DE_CODES.get(city) or "".join(c for c in city.upper() if c.isalpha())[:2]
        letters = int(rng.integers(1, 3))  # a plate holds eight characters at most
        digits = int(rng.integers(2, min(4, 8 - len(code) - letters) + 1))
        return f"{code}-{fill('L' * letters)} {fill('9' * digits)}"
    pattern = {"fr": "LL-999-LL", "it": "LL 999 LL", "es": "9999 LLL"}.get(lang) or (
        choice(rng, list(NL_PLATES)) if lang == "nl" else US_PLATES.get(state, "LLL 9999"))
    return fill(pattern)


def member_types(age: int) -> list[int]:
    """The membership types (pf.mtypes: adult, family, student, senior, junior) an applicant
    of ``age`` can take: no student rate at 44, no senior one before 65, junior under 18."""
    if age < 18:
        return [4]
    return [0, 1] + [2] * (age <= 27) + [3] * (age >= 65)


# The days a kind's note (pf.notes<kind>) allows from its event (the move, the expense) to
# the form's return, the shortest wording of every language ("within thirty days of the
# expense", "binnen vijf dagen"): the send-back day never lies beyond it (r57 0029).
RULE_DAYS = {MOVE: {"nl": 5, "": 14}, CLAIM: {"": 30}}


def _deadline(rng: np.random.Generator, kind: int, lang: str) -> tuple[int, int]:
    """(days from the event to the signing, days from the signing to the return-by day)."""
    rule = RULE_DAYS.get(kind)
    if rule is None:
        return int(rng.integers(1, 20)), int(rng.integers(10, 29))
    limit = rule.get(lang, rule[""])
    back = int(rng.integers(1, max(2, limit - 2)))
    room = limit - back
    return back, int(rng.integers(min(10, room), room + 1))


def _start(rng: np.random.Generator, kind: int, due: datetime.date) -> datetime.date | None:
    """When the membership or the course the form applies for starts: after the day the form
    is due back, with time to confirm by post (r77 0013: a form due on 15 November for a
    course starting on 5 November); None for other kinds."""
    if kind == MEMBERSHIP:  # the first of a month, five days after the due day or later
        soon = due + datetime.timedelta(days=5)
        return (soon.replace(day=1) + datetime.timedelta(days=int(rng.integers(32, 60)))
                ).replace(day=1)
    if kind == COURSE:
        return due + datetime.timedelta(days=int(rng.integers(5, 30)))
    return None


def _details(rng: np.random.Generator, content: Content, kind: int, signed: datetime.date,
             city: str, state: str, age: int, back: int = 1,
             start: datetime.date | None = None) -> list[list[Any]]:
    """[label, value, width weight] of the kind's own fields ("2. Details"); ``age`` the
    applicant's on the signing day, ``back`` the days since the move or the expense,
    ``start`` the day a membership or a course starts (``_start``)."""
    ui = content.ui
    # a filled form writes every date one way, the numeric one (r94 0012: "8. März 1981",
    # "30. Juli 2024" and "15. Aug. 2024" on one German form)
    def when(day: datetime.date) -> str:
        return format_date(day, content.lang)
    if kind == PARKING:
        zone = choice(rng, list("ABCDEFGHK")) + str(int(rng.integers(1, 9)))
        return [[ui("office.f_plate"), _plate(rng, content.lang, city, state), 1],
                [ui("pf.zone_label"), ui("pf.zone", zone=zone), 1]]
    if kind == MOVE:
        old = content.address(content.city() if rng.random() < 0.4 else city)
        moved = signed - datetime.timedelta(days=back)
        return [[ui("pf.prev_label"), old.one_line, 3], [ui("pf.moved_label"), when(moved), 1]]
    if kind == MEMBERSHIP:
        kinds = ui_list(content, "pf.mtypes")
        return [[ui("pf.mtype_label"), kinds[int(choice(rng, member_types(age)))], 1],
                [ui("pf.start_label"), when(start), 1]]
    if kind == COURSE:
        return [[ui("pf.course_label"), choice(rng, ui_list(content, "pf.courses")), 2],
                [ui("pf.start_label"), when(start), 1]]
    spent = signed - datetime.timedelta(days=back)
    amount = format_money(float(rng.integers(800, 60000)) / 100, content.lang,
                          currency_for(rng, content.lang))
    return [[ui("pf.purpose_label"), choice(rng, ui_list(content, "pf.purposes")), 2],
            [ui("pf.amount_label"), amount, 1], [ui("pf.spent_label"), when(spent), 1]]


# The squares and low numbers of a town hall ("Plaza Mayor, 1", "Stadhuisplein 1", "1 East
# 6th Street"): an office that is not the town hall never stands there
TOWN_HALL = re.compile(r"\b(?:[1-3])\b|Markt|Plaza Mayor|Mairie|Stadhuis|Rathaus|Municipio|"
                       r"Ayuntamiento|City Hall|Hôtel de Ville", re.I)


def street_name(street: str) -> str:
    """A street line without its house number ("Via Santa Maria, 6" -> "via santa maria")."""
    return " ".join(re.sub(r"\d+\s*[a-zA-Z]?\b|[,.]", " ", street).casefold().split())


def office_address(content: Content, city: str, home_street: str = "") -> str:
    """The address of the office issuing a form in ``city``: a street of the town with an
    ordinary number, not the town hall's square or its number 1, and not the applicant's
    own street ``home_street`` (r68 0021: both in "Via Santa Maria") or number."""
    for _ in range(12):
        home = content.address(city)
        if not TOWN_HALL.search(home.street) and \
                street_name(home.street) != street_name(home_street) and \
                (not home_street or re.findall(r"\d+", home.street) != re.findall(r"\d+", home_street)):
            break  # nor the applicant's house number (both at "32", review r73 0001)
    return home.one_line


def _age(born: datetime.date | None, day: datetime.date) -> int:
    """Full years from ``born`` to ``day`` (40 when no birthday is known)."""
    if born is None:
        return 40
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


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
               pages: int, state: str = "", born: datetime.date | None = None,
               home_street: str = "") -> dict[str, Any]:
    """Issuer (name and address in the applicant's town), detail fields, the signing day,
    checks and notes of a form of ``kind`` signed by someone ``born`` on that day."""
    fill = content.fill
    issuer = fill(ui_list(content, "pf.issuer")[kind], city=city, company=content.company())
    signed = random_day(rng)
    checks = _checks(rng, content, kind)
    own = _pick(rng, ui_list(content, f"pf.notes{kind}"), int(rng.integers(1, 3)))
    generic = _pick(rng, ui_list(content, "pf.notes"), 5)
    order = [int(i) for i in rng.permutation(len(generic))]
    generic = [generic[i] for i in order]
    cut = 3 - len(own)
    # the day the signed form is due back: the send-back note names it, so the notes of
    # two forms rarely read alike (a stock note on every form made 48% of form pairs share
    # a sentence, wave 17)
    back, gap = _deadline(rng, kind, content.lang)
    due_day = signed + datetime.timedelta(days=gap)
    start = _start(rng, kind, due_day)
    slots = {"city": city, "number": str(pages), "due": long_date(due_day, content.lang)}
    return {"issuer": issuer, "issuer_address": office_address(content, city, home_street),
            "details": _details(rng, content, kind, signed, city, state, _age(born, signed),
                                back, start),
            "due_day": due_day, "start_day": start,
            "date": format_date(signed, content.lang),
            "checks": [fill(c, city=city, this_a=ui_list(content, "pf.this_a")[kind],
                            this_b=ui_list(content, "pf.this_b")[kind]) for c, _ in checks],
            "required": [req for _, req in checks],
            # the general ones ("I confirm that the information above is correct") are the
            # signer's declaration: they stand in its section (r65 0006)
            "declares": [c in ui_list(content, "pf.checks") for c, _ in checks],
            "notes": [fill(n, **slots) for n in own + generic[:cut]],
            "declaration": [fill(n, **slots) for n in generic[cut:cut + 2]]}
