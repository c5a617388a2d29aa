"""A job sampled before it is written: its role (the ``shop2_job_title`` slot, the same
order in every language), the pay band that role earns where the page is set, and the
duties, requirements and cover-letter lines that belong to it (a nurse is never asked for
SQL, an office manager never paid like a developer)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from generator import languages
from generator.content import Content
from generator.content.grammar import both_forms

from . import choice

# per role of shop2_job_title: (lowest, highest) full-time pay in thousands of euros a year
# in Germany, France or the Netherlands, the field its letter lines come from, and where
# the work is done: anywhere, not remote (a sales area, a building), on site, or in shifts
# on site (a ward, a warehouse)
ROLES = (
    (42, 64, "tech", "any"),              # product designer
    (45, 66, "tech", "any"),              # data analyst
    (52, 80, "tech", "any"),              # backend developer
    (55, 82, "commercial", "any"),        # marketing manager
    (40, 56, "commercial", "any"),        # customer success manager
    (34, 50, "commercial", "no_remote"),  # sales representative
    (33, 44, "office", "onsite"),         # office manager
    (38, 52, "office", "any"),            # project coordinator
    (44, 60, "office", "any"),            # HR advisor
    (40, 56, "office", "any"),            # accountant
    (36, 50, "care", "shift"),            # registered nurse
    (34, 46, "logistics", "shift"),       # warehouse supervisor
)
# roles whose field's achievement line (shop2_letter_<field>) is not theirs to claim
NO_WIN = (3, 4)  # marketing manager, customer success manager
# what the same job pays in each currency, against the euro figure above
PAY = {"EUR": 1.0, "USD": 1.35, "GBP": 0.85, "CHF": 1.5}
LOWER_PAY = {"es": 0.68, "it": 0.72, "fr": 0.9}  # where pay is lower than in Germany
# the same roles in the US, thousands of dollars a year (around the BLS medians: a registered
# nurse earns about $86k, a developer $130k; r64 0008 paid a New York nurse $50-65k)
US_ROLES = ((80, 120), (68, 100), (105, 150), (100, 155), (62, 90), (52, 80), (50, 68),
            (50, 70), (60, 82), (66, 92), (78, 102), (50, 68))
# metros that pay above the national band (New York, the Bay Area, the capitals' regions)
METRO = {"New York": 1.3, "San Francisco": 1.35, "San Jose": 1.35, "Boston": 1.2,
         "Seattle": 1.2, "Washington": 1.15, "Los Angeles": 1.15, "San Diego": 1.1,
         "Paris": 1.15, "München": 1.12, "Frankfurt am Main": 1.1, "Hamburg": 1.05,
         "Stuttgart": 1.08, "Amsterdam": 1.08, "Madrid": 1.12, "Barcelona": 1.08,
         "Milano": 1.12}
# a week's paid hours full time: a yearly band over 52 of them is the hourly rate
WEEK = {"en": 40, "de": 39, "fr": 35, "es": 40, "it": 40, "nl": 38}
CONTRACT_PREMIUM = 1.3  # an American contractor's rate over an employee's (no benefits)


@dataclass
class Job:
    index: int
    title: str     # as the advert prints it ("Datenanalyst (m/w/d)")
    plain: str     # the generic form, inside a sentence
    field: str
    place: str     # any, no_remote, onsite or shift
    low: int       # the band, whole currency units a year, full time
    high: int


def role_band(lang: str, currency: str, role: int, city: str = "") -> tuple[float, float]:
    """The full-time yearly pay of ``role`` where the page is set, in whole units of
    ``currency``: the US table for dollars, else the German band scaled to the country and
    currency; higher in a metro that pays more."""
    if currency == "USD":
        lo, hi = US_ROLES[role]
        scale = 1000.0
    else:
        lo, hi = ROLES[role][:2]
        scale = PAY.get(currency, 1.0) * LOWER_PAY.get(lang, 1.0) * 1000
    scale *= METRO.get(city, 1.0)
    return lo * scale, hi * scale


def hourly(lang: str, yearly: float, contract: bool = False) -> float:
    """The hourly rate of a yearly full-time pay (a contractor's with its premium), to the
    quarter."""
    rate = yearly / (52 * WEEK.get(lang, 40)) * (CONTRACT_PREMIUM if contract else 1.0)
    return round(rate * 4) / 4


def sample_job(rng: np.random.Generator, content: Content, currency: str,
               index: int | None = None, city: str = "") -> Job:
    """A role and the pay band a posting for it in ``city`` prints in ``currency``."""
    i = int(rng.integers(len(ROLES))) if index is None else index
    _, _, field, place = ROLES[i]
    entry = content.data.SLOTS["shop2_job_title"][i]
    plain = entry if isinstance(entry, str) else entry["m"]
    # every title of a board carries the marker ("Responsable d'entrepôt H/F" too); a
    # Spanish one both endings ("Enfermero/a": r81 0009 "Enfermero" beside "enfermera")
    title = languages.fact(content.lang, "people.job_advert", str).format(
        title=plain, both=plain if isinstance(entry, str) else both_forms(entry["m"], entry["f"]))
    lo, hi = role_band(content.lang, currency, i, city)
    low = round(float(rng.uniform(lo, lo + (hi - lo) * 0.4)) / 500) * 500
    high = round(low * float(choice(rng, [1.15, 1.2, 1.25, 1.3])) / 500) * 500
    high = min(high, round(hi / 500) * 500)
    return Job(i, title, plain, field, place, low, max(high, low + 1000))


def duties(rng: np.random.Generator, content: Content, job: Job, place: str,
           city: str, about: list[str] | None = None) -> list[str]:
    """The posting's running text: the role's duty, then the company (``about``, or stock
    lines) and where the work is done (an office in the town, hybrid, remote, or shifts on
    a ward): the town once, not again after ``about`` named it."""
    duty = content.fill(content.data.SLOTS["shop2_job_duty"][job.index], city=city)
    if about and place in ("onsite", "shift"):  # the company text has named the town
        street = content.address(city).street  # its office's street, the town not again
        for _ in range(8):  # ("Rambla de Sabadell" in a posting that named Sabadell)
            if city not in street:
                break
            street = content.address(city).street
        where = content.fill(choice(rng, content.ui_list(f"w12f.{place}")), street=street)
    else:
        where = content.sentence(f"shop2_job_{place}", city=city)
    if about is None:
        about = content.sentences("shop2_job_company", int(rng.integers(1, 3)), city=city)
    return [" ".join([duty, *about[:1]]), " ".join([where, *about[1:]])]


# shop2_job_skill entries that already say the candidate is organised ("capacidad de
# organización", "a well-organized approach"), and the shop2_job_extra bullet that says it
# again ("Forma de trabajar organizada"): the same indices in every language
ORGANISED = (6, 7)
# the job fields in the order of w21p.job_area (where the experience asked was gained)
FIELDS = ("tech", "commercial", "office", "care", "logistics")
WAY_OF_WORKING = 1


def requirements(rng: np.random.Generator, content: Content, job: Job) -> list[str]:
    """Four requirement bullets: experience, the role's own skill, two general ones."""
    years = 2 + job.index % 2 if job.low < 45000 else int(choice(rng, [3, 4, 5]))
    skill = content.fill(content.data.SLOTS["shop2_job_skill"][job.index])
    skipped = set()
    if job.place != "shift":  # weekends and late shifts are asked of a ward or a warehouse
        skipped.add(2)
    if job.index in ORGANISED:  # one bullet on being organised, not two (r52 0022)
        skipped.add(WAY_OF_WORKING)
    content.skip("shop2_job_extra", tuple(sorted(skipped)))
    extra = len(content.data.SENTENCES["shop2_job_extra"]) - len(skipped)
    area = content.ui_list("w21p.job_area")[FIELDS.index(job.field)]
    return [content.sentence("shop2_job_years", n=str(years), area=area), skill,
            *content.sentences("shop2_job_extra", min(2, extra))]


def cover_letter(rng: np.random.Generator, content: Content, job: Job, person: str,
                 employer: str, company: str, city: str, available: bool = True) -> list[str]:
    """Two paragraphs from ``person``, working at ``employer``, applying to ``company``;
    ``available=False`` leaves out the sentence on when they could start (a form's own
    start-date field says it)."""
    fixed = {"role": _in_sentence(content, job, person), "employer": employer, "company": company, "city": city,
             "years": str(int(rng.integers(2, 9)))}
    first = content.sentences("shop2_letter_open", 2, ordered=True, **fixed)
    # what the writer does all day is the role's own line (a data analyst's reports, never
    # the app a developer maintains); a field's achievement may follow where it fits the
    # role (a marketing or customer-success manager wins no key accounts or distributors)
    field = [content.fill(content.data.SLOTS["shop2_letter_duty"][job.index], **fixed)]
    if job.index not in NO_WIN and rng.random() < 0.5:
        field.append(content.sentence(f"shop2_letter_{job.field}", **fixed))
    count = int(rng.integers(2, 4))
    if not available:
        content.skip("shop2_letter_close", (1,))
        count = int(rng.integers(1, 3))  # the thanks, what draws them to the firm, or both
    close = content.sentences("shop2_letter_close", count, ordered=True, **fixed)
    # the town once: "su crecimiento en Castellón" and "una entrevista en Castellón" read
    # as one clause said twice
    said = " ".join(first + field)
    close = [c for k, c in enumerate(close) if k == 0 or city not in c or
             city not in " ".join([said, *close[:k]])]
    return [said, " ".join(close)]


def _in_sentence(content: Content, job: Job, person: str) -> str:
    """The role as ``person`` names it inside a sentence: their grammatical gender, lower
    case where the language writes it so ("au poste d'infirmière")."""
    entry = content.data.SLOTS["shop2_job_title"][job.index]
    role = entry if isinstance(entry, str) else entry[content.sex_of(person) or "m"]
    if content.lang in ("fr", "es", "it", "nl") and not role[1:2].isupper():
        role = role[0].lower() + role[1:]
    if content.lang == "fr":
        role = ("d'" if role[0] in "aeéiouyh" else "de ") + role
    return role
