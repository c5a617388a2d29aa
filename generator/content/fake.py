"""The Faker of one language: its locale's lists made deterministic and replaced by the
language's own facts (legal forms, company name formats, common surnames and given names,
real towns and streets)."""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from faker import Faker
from faker.providers import BaseProvider

from generator import languages
from generator.content import names
from generator.content.addresses import RealAddresses

# Faker builds a few lists from sets at import time, so their order follows Python's
# per-process string hashing and a seed would mean other names in another process (a Dask
# worker, a resumed build). These are sorted once; parallel lists are never touched.
_SET_DERIVED_LISTS = {"it_IT": ("cities",)}


@lru_cache(maxsize=None)
def make_faker(locale: str, lang: str, towns: tuple[str, ...]) -> Faker:
    """Faker for ``locale`` with ``lang``'s facts; no surname is one of ``towns`` ("Asier
    Girona" would read as a place in a story about Palma)."""
    fake = Faker(locale)
    for provider in fake.factories[0].providers:
        for name in _SET_DERIVED_LISTS.get(locale, ()):
            if isinstance(getattr(provider, name, None), list):
                setattr(provider, name, sorted(getattr(provider, name)))
    suffixes = languages.fact(lang, "companies.suffixes", list)
    surnames = languages.fact(lang, "people.last_names", list)
    formats = languages.fact(lang, "companies.formats", list)
    for provider in fake.factories[0].providers:
        if suffixes and hasattr(provider, "company_suffixes"):
            provider.company_suffixes = tuple(suffixes)  # the country's legal forms
        if formats and hasattr(provider, "company_suffixes"):
            provider.formats = tuple(formats)  # how the country's firms are named
        if surnames and hasattr(provider, "last_names"):
            provider.last_names = tuple(surnames)  # the country's common surnames
        _drop_towns(provider, set(towns))
        names.write_as_people_do(provider, lang)  # and the country's common given names
        if lang in ACCENTED_SURNAMES:
            _keep_accents(provider)
    fake.add_provider(RealAddresses(fake.factories[0], lang, list(towns)))
    taken = set(towns)  # no stem a reader takes for a surname ("Ribera S.L.") or a town
    for provider in fake.factories[0].providers:
        taken |= set(getattr(provider, "last_names", ()))
    fake.add_provider(CompanyWords(fake.factories[0], lang, taken))
    return fake


class CompanyWords(BaseProvider):
    """The parts a company name is built of beyond Faker's: a brand stem ("Northwind",
    "Nordstern") and a sector word ("Logistics", "Haustechnik") from the locale's
    ``companies`` facts, never one of the ``taken`` words (towns, surnames)."""

    def __init__(self, generator, lang: str, taken: set[str]):
        super().__init__(generator)
        self._stems = [s for s in languages.fact(lang, "companies.stems", list)
                       if taken.isdisjoint(s.split())] or ["Nova"]
        self._sectors = languages.fact(lang, "companies.sectors", list) or ["Group"]

    def company_stem(self) -> str:
        return self.random_element(self._stems)

    def company_sector(self) -> str:
        return self.random_element(self._sectors)


# languages whose Faker surname list also holds accent-stripped spellings ("Leon" beside
# "León"); elsewhere such pairs are two names (Dutch "Koster", German "Köster"), and given
# names too ("Julia" and Catalan "Júlia")
ACCENTED_SURNAMES = ("es",)


def _keep_accents(provider) -> None:
    """Drop the surnames that are another listed surname with its accents stripped ("Leon"
    beside "León", "Jimenez" beside "Jiménez"): a Spaniard writes their name with accents."""
    for attr in ("last_names",):
        listed = getattr(provider, attr, None)
        if not isinstance(listed, (dict, list, tuple)):
            continue
        stripped = {_plain(n) for n in listed if _plain(n) != n}
        if isinstance(listed, dict):
            setattr(provider, attr, type(listed)((k, v) for k, v in listed.items()
                                                 if k not in stripped))
        else:
            setattr(provider, attr, type(listed)(n for n in listed if n not in stripped))


def _plain(name: str) -> str:
    return unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()


def _drop_towns(provider, towns: set[str]) -> None:
    """Remove the surnames that are towns from ``provider``'s list (a tuple or a weighted
    dict), keeping its type."""
    last = getattr(provider, "last_names", None)
    if isinstance(last, dict):
        provider.last_names = type(last)((k, v) for k, v in last.items() if k not in towns)
    elif isinstance(last, (list, tuple)):
        provider.last_names = type(last)(n for n in last if n not in towns)
