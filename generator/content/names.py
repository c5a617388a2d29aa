"""Faker's name lists as people of the country write their names (no unaccented twin of an
accented name: "Jose Angel" beside "José Ángel"; "McKay" rather than "Mckay"), and what a
locale's lists tell about a name: its sex, a real firm's name; and a name spelled for an
address."""

from __future__ import annotations

import re
import string
import unicodedata
import zlib
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from faker import Faker

from generator import languages

NAME_LISTS = ("first_names", "first_names_male", "first_names_female", "last_names")
_MC = re.compile(r"^Mc([a-z])")
# Irish O' names Faker lists without the apostrophe ("Oconnell"): written "O'Connell"
_O = re.compile(r"^O(brien|connor|connell|neill|neal|donnell|shea|keefe|hara|rourke|sullivan|"
                r"toole|leary|malley|dowd|reilly|grady|brian)$")


# lower-case words a surname may start with; Faker's de_DE list also holds garbled entries
# ("auch Schlauchin", "Dussen van") that no German carries: those are dropped
PARTICLES = frozenset("van von der den de di da del della dei du des la le ten ter zu zum "
                      "zur y e dos das do d'".split())


def _well_formed(name: str) -> bool:
    """A surname whose lower-case words are particles in front ("van der Dussen")."""
    words = name.split()
    lower = [w.islower() for w in words]
    return not lower[-1] and all(
        w in PARTICLES for w, low in zip(words, lower, strict=True) if low)


def strip_accents(text: str) -> str:
    """``text`` without its accents ("León" -> "Leon")."""
    return "".join(c for c in unicodedata.normalize("NFKD", text)
                   if not unicodedata.combining(c))


def _marks(text: str) -> int:
    """How many accent marks ``text`` carries ("Ibáñez" 2, "Ibañez" 1)."""
    return sum(1 for c in unicodedata.normalize("NFKD", text) if unicodedata.combining(c))


def _as_written(names: Any) -> Any:
    """Faker's names as people write them: no twin short of an accent of a name ("Jose
    Angel" beside "José Ángel", "Fernandez" beside "Fernández", "Nuñez" beside "Núñez"),
    "McKay" not "Mckay",
    "O'Connell" not "Oconnell". A
    weighted table (a dict) keeps its weights."""
    keys = list(names)
    most: dict[str, int] = {}  # the most accent marks a spelling of the name carries
    for n in keys:
        most[strip_accents(n)] = max(most.get(strip_accents(n), 0), _marks(n))
    kept = [n for n in keys if _marks(n) == most[strip_accents(n)]
            and (not n.strip() or _well_formed(n))]
    fixed = {n: _O.sub(lambda m: "O'" + m.group(1).capitalize(),
                       _MC.sub(lambda m: "Mc" + m.group(1).upper(), n)) for n in kept}
    if isinstance(names, dict):
        return type(names)((fixed[n], names[n]) for n in kept)
    return type(names)(fixed[n] for n in kept)



def write_as_people_do(provider: Any, lang: str | None = None) -> None:
    """Rewrite the name lists a Faker person provider draws from (``NAME_LISTS``); with
    ``lang``, its given names are that country's common ones first (not Faker's rare,
    archaic ones: ``use_common_first_names``)."""
    if lang is not None:
        use_common_first_names(provider, lang)
    fixes = languages.fact(lang, "people.respelled", dict) if lang is not None else {}
    for name in NAME_LISTS:
        if isinstance(getattr(provider, name, None), (list, tuple, dict)):
            setattr(provider, name, _respell(_as_written(getattr(provider, name)), fixes))


def _respell(names: Any, fixes: dict[str, str]) -> Any:
    """``names`` with Faker's misspelt entries written right (locale.toml
    ``people.respelled``: "Múñiz" -> "Muñiz"); a weighted table keeps its weights."""
    if not fixes:
        return names
    if isinstance(names, dict):
        out: dict[str, Any] = type(names)()
        for n, w in names.items():
            out[fixes.get(n, n)] = out.get(fixes.get(n, n), 0) + w
        return out
    return type(names)(fixes.get(n, n) for n in names)


@lru_cache(maxsize=None)
def common_first_names(lang: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The male and the female given names people of working age bear in ``lang``'s
    country (locale.toml ``people.first_names_male``/``_female``); empty when the language
    keeps Faker's lists."""
    from generator import languages

    out = []
    for key in ("people.first_names_male", "people.first_names_female"):
        try:
            out.append(tuple(languages.fact(lang, key, list)))
        except languages.LanguageError:
            out.append(())
    return out[0], out[1]


def use_common_first_names(provider: Any, lang: str) -> None:
    """Let a Faker person provider draw the given names of working-age people of ``lang``'s
    country (``common_first_names``), where the language lists them."""
    male, female = common_first_names(lang)
    if male and female and hasattr(provider, "first_names_male"):
        provider.first_names_male, provider.first_names_female = male, female
        provider.first_names = male + female


@lru_cache(maxsize=None)
def first_names(locale: str) -> tuple[frozenset[str], frozenset[str]]:
    """The male and the female first names of a Faker locale, with the common names of the
    languages that use it (``common_first_names``): a name's sex is known either way."""
    from generator import languages

    male: set[str] = set()
    female: set[str] = set()
    for provider in Faker(locale).factories[0].providers:
        if hasattr(provider, "first_names_male"):
            male, female = set(provider.first_names_male), set(provider.first_names_female)
            break
    for lang in languages.codes():
        if languages.fact(lang, "faker_locale", str) == locale:
            extra_m, extra_f = common_first_names(lang)
            male |= set(extra_m)
            female |= set(extra_f)
    return frozenset(male), frozenset(female)


@lru_cache(maxsize=None)
def real_companies(locale: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """The real firms a Faker locale lists ("Shell", "SIF group") and its prefixes that
    make a name a foundation or a royal warrant ("Stichting", "Royal")."""
    for provider in Faker(locale).factories[0].providers:
        if hasattr(provider, "company_suffixes"):
            return (frozenset(getattr(provider, "large_companies", ())),
                    tuple(p + " " for p in getattr(provider, "company_prefixes", ())))
    return frozenset(), ()


_SPELLED = str.maketrans({"ß": "ss", "ä": "ae", "ö": "oe", "ü": "ue"})  # Spieß -> spiess


def address_ascii(text: str, umlauts: bool = False) -> str:
    """``text`` as the lower-case ASCII of an e-mail or web address; German ``umlauts``
    spelled out."""
    text = text.translate(_SPELLED) if umlauts else text.replace("ß", "ss")
    norm = unicodedata.normalize("NFKD", text)
    return "".join(c for c in norm if c in string.ascii_lowercase + string.digits) or "user"


@lru_cache(maxsize=None)
def company_types(locale: str) -> tuple[str, ...]:
    """The trade words a Faker locale puts before a surname ("Manufacturas Barros S.Coop.",
    "Infraestructuras Plaza S.L."), longest first."""
    for provider in Faker(locale).factories[0].providers:
        if hasattr(provider, "company_types"):
            return tuple(sorted(provider.company_types, key=len, reverse=True))
    return ()


def trade_of(company: str, trades: tuple[str, ...]) -> str:
    """The trade word ``company`` opens with (one of ``trades``), or ""."""
    return next((t for t in trades if company.startswith(t + " ")), "")


def domain_word(company: str, trades: tuple[str, ...] = ()) -> str:
    """The name part of ``company``'s web domain, ASCII: its first name word, a double name
    whole ("Mason-Carrillo" -> "masoncarrillo", not "mason"), a surname with its particles
    ("de Wit & Bos" -> "dewit", "De Angelis" -> "deangelis"); a name that opens with one of ``trades`` keeps it before
    its surname ("Manufacturas Barros" -> "manufacturasbarros", never "manufacturas")."""
    trade = trade_of(company, trades + ORG_FORMS)
    if trade:
        return address_ascii(trade.lower()) + domain_word(company[len(trade):].strip())
    pair = _name_pair(company)
    if pair:
        return pair
    double = company.split()[0].rstrip(",") if company.split() else company
    if "-" in double and all(p[:1].isupper() for p in double.split("-")):
        return address_ascii(double.lower())
    words = company.replace(",", " ").replace("-", " ").split()
    lead = 0
    while lead < len(words) - 1 and (words[lead].islower() or words[lead] in PARTICLES) \
            and words[lead] != "&":
        lead += 1
    word = "".join(words[:lead + 1]) if lead else \
        next((w for w in words if len(w) > 2), company)
    return address_ascii(word.lower())


# "Alfonso y Pablo": two names joined by a word are the domain together (alfonsoypablo.es,
# not alfonso.es, r64 0001); "Rossi e Figli" keeps its surname alone
_AND = ("y", "e", "und", "et", "en", "and")
_KIN = ("hijos", "hermanos", "figli", "fratelli", "söhne", "brüder", "fils", "frères", "zonen",
        "sons", "brothers", "zn", "co", "cía", "compañía", "partners", "asociados", "associati",
        "associés", "partner", "partners")


def _name_pair(company: str) -> str:
    words = company.replace(",", " ").split()
    if len(words) >= 3 and words[1] in _AND and words[0][:1].isupper() \
            and words[2][:1].isupper() and words[2].lower().rstrip(".") not in _KIN:
        return address_ascii("".join(words[:3]).lower())
    return ""


# legal forms a name opens with, kept like a trade: "Stichting Verschuren" ->
# "stichtingverschuren", never "stichting.nl"
ORG_FORMS = ("Stichting", "Vereniging", "Stiftung", "Fondazione", "Fundación", "Fondation",
             "Associazione", "Asociación", "Association")

# a surname's capitalised particle stays with it: "De Angelis" -> "deangelis", not "angelis"
PARTICLES = frozenset({"De", "Di", "Da", "Del", "Della", "Dalla", "Lo", "La", "Le", "Van",
                       "Von", "Du", "Des", "Dos", "Das", "Mac"})


COUNTRY_TLD = {"en": "com"}  # a language's country code top-level domain, where not its code


def firm_domain(company: str, locale: str, lang: str, drawn: str) -> str:
    """``company``'s web domain: its domain word under the ``drawn`` top-level domain if
    that is .com or the country's own, else under the country's (a firm is no .org)."""
    country = COUNTRY_TLD.get(lang, lang)
    tld = drawn if drawn in ("com", country, "co.uk") else country
    sectors = tuple(languages.fact(lang, "companies.sectors", list))
    stem = next((s for s in languages.fact(lang, "companies.stems", list)
                 if company.startswith(s + " ")), "")
    if stem:  # "Granite Ridge Logistics Inc" -> graniteridge.com, the brand's own
        return f"{address_ascii(stem.lower(), lang == 'de')}.{tld}"
    words = company.split()
    if len(words) > 2 and words[1] in sectors and words[0] not in sectors:
        # "Gerber Haustechnik GmbH" -> gerberhaustechnik.de: the surname alone is anyone's
        pair = "".join(address_ascii(w.lower(), lang == "de") for w in words[:2])
        return f"{pair}.{tld}"
    if lang == "de":  # Schäfer & Eberhardt -> schaefer.de, as the firm's mail addresses
        company = company.translate(_SPELLED)
    # "Transports Bonnin SARL" -> transportsbonnin.fr, never transports.fr
    trades = tuple(sorted(company_types(locale) + sectors, key=len, reverse=True))
    return f"{domain_word(company, trades)}.{tld}"


def _given_words(words: list[str], locale: str) -> int:
    """How many of a name's words are its first name: 2 for "Juan Antonio Rosell"."""
    male, female = first_names(locale)
    return next((k for k in range(len(words) - 1, 1, -1)
                 if " ".join(words[:k]) in male or " ".join(words[:k]) in female), 1)


def first_and_last(name: str, locale: str) -> tuple[str, list[str]]:
    """A person's first name (a compound one whole: "José Ángel") and the words after it,
    lower-case, as an e-mail address joins them."""
    words = name.split()
    k = _given_words(words, locale)
    return "".join(words[:k]).lower(), [w.lower() for w in words[k:]]


def surname_of(locale: str, name: str) -> str:
    """What a text calls a person after the first mention: the words after the whole first
    name ("Juan Antonio Rosell" -> "Rosell", never "Antonio Rosell", r71 0026); a Dutch
    prefix opens with a capital once the first name is gone ("Jan van Dijk" -> "Van Dijk")."""
    words = name.split()
    if len(words) < 2:
        return name
    last = " ".join(words[_given_words(words, locale):])
    return last[:1].upper() + last[1:] if locale.startswith("nl") else last


# how a firm writes its staff's addresses (one rule for everyone at one domain) and how
# people name their webmail: "first.last" most often, then jsmith, j.smith, first name only
FIRM_SHAPES = ("first.last", "first.last", "first.last", "first.last", "flast", "f.last", "first")
WEBMAIL_SHAPES = ("first.last", "first.last", "firstlast", "f.last", "first_last",
                  "first.lastNN", "firstlastNN")


def firm_shape(domain: str) -> str:
    """The one address rule of the firm at ``domain``, fixed by the domain itself."""
    return FIRM_SHAPES[zlib.crc32(domain.encode()) % len(FIRM_SHAPES)]


def local_part(first: str, last: str, shape: str, digits: int = 0) -> str:
    """An address's local part for ``first`` and ``last`` (ASCII) in ``shape``."""
    if not last or not first:
        return first or last or "user"
    local = {"first.last": f"{first}.{last}", "flast": f"{first[:1]}{last}",
             "f.last": f"{first[:1]}.{last}", "first": first, "firstlast": f"{first}{last}",
             "first_last": f"{first}_{last}"}.get(shape.removesuffix("NN"))
    return f"{local}{digits:02d}" if shape.endswith("NN") else local


def townless(draw, towns) -> str:
    """A full name from ``draw()`` without a listed town in it: "Madison Butler, who has run a
    café in Indianapolis" reads as a second town on a local page."""
    towns, name = set(towns), draw()
    for _ in range(8):
        if not towns & set(name.split()):
            break
        name = draw()
    return name


FAMOUS_KEYS = ("people.famous", "w11h.famous")


def _name_key(name: str) -> str:
    return " ".join(strip_accents(name).casefold().replace("-", " ").split())


@lru_cache(maxsize=None)
def famous_names() -> frozenset[str]:
    """The full names of famous people (``people.famous`` and the invoice's ``w11h.famous`` of
    every language: sport, politics, film, music), compared without case and accents; a
    sampled person never bears one."""
    return frozenset(_name_key(n) for code in languages.codes() for key in FAMOUS_KEYS
                     for n in languages.content(code).UI.get(key, ()))


def is_famous(name: str) -> bool:
    """Whether ``name`` ("Michael Jordan", "Thomas Müller") is a famous person's full name."""
    return _name_key(name) in famous_names()


_PARTS = re.compile(r"[\s-]+")  # "Pierre-Louis" is Pierre and Louis


def surname_for(draw: Callable[[], str], first: str) -> str:
    """A surname from ``draw`` (a Faker's last_name) that makes no famous full name with
    ``first`` ("Thomas Müller", "Michael Jordan") nor repeats it ("Michael Michael", r69
    0004) nor a part of it ("Pierre-Louis Pierre", r72 0011), after at most 20 draws."""
    given = set(_PARTS.split(first.casefold()))
    for _ in range(20):
        last = draw()
        if not is_famous(f"{first} {last}") and not given & set(_PARTS.split(last.casefold())):
            break
    return last


def full_name(fake: Any, first: str | None = None) -> str:
    """A person's name from ``fake`` (of the given ``first`` name), never a famous one."""
    first = first or fake.first_name()
    return f"{first} {surname_for(fake.last_name, first)}"
