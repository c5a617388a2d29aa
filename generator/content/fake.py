"""The Faker of one language: its locale's lists made deterministic and replaced by the
language's own facts (legal forms, company name formats, common surnames and given names,
real towns and streets)."""

from __future__ import annotations

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
    fake.add_provider(RealAddresses(fake.factories[0], lang, list(towns)))
    taken = set(towns)  # no stem a reader takes for a surname ("Ribera S.L.") or a town
    for provider in fake.factories[0].providers:
        taken |= set(getattr(provider, "last_names", ()))
    fake.add_provider(CompanyWords(fake.factories[0], lang, taken))
    no_twin_names(fake.factories[0])
    return fake


FIRST_DRAWS = ("first_name", "first_name_male", "first_name_female", "first_name_nonbinary")
LAST_DRAWS = ("last_name", "last_name_male", "last_name_female", "last_name_nonbinary")


def no_twin_names(generator) -> None:
    """Make ``generator`` draw no given name equal to the surname drawn just before and no
    surname equal to the given name drawn just before, case-insensitively: en_US lists
    "Michael", "Thomas", "James" as surnames too, so a person drawn first name then surname
    (or "Surname, First") could be "Michael Michael" (r69 0004). ``reset_twin_names``
    forgets the last draws when a page's Faker is seeded."""
    state = generator._twin_state = {"first": "", "last": ""}

    def guarded(draw, own: str, other: str):
        def pick(*args, **kwargs) -> str:
            name = draw(*args, **kwargs)
            for _ in range(12):
                if name.casefold() != state[other].casefold():
                    break
                name = draw(*args, **kwargs)
            state[own] = name
            return name
        return pick

    for kind, other, methods in (("first", "last", FIRST_DRAWS), ("last", "first", LAST_DRAWS)):
        for method in methods:
            if hasattr(generator, method):
                setattr(generator, method, guarded(getattr(generator, method), kind, other))


def reset_twin_names(fake: Faker) -> None:
    """Forget the names ``fake`` drew last (a page's draws never depend on the page before)."""
    state = getattr(fake.factories[0], "_twin_state", None)
    if state is not None:
        state["first"] = state["last"] = ""


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


def _drop_towns(provider, towns: set[str]) -> None:
    """Remove the surnames that are towns from ``provider``'s list (a tuple or a weighted
    dict), keeping its type; a town's accent-stripped twin goes too (with "León" a town,
    "Leon" would stay behind as a misspelt surname)."""
    plain = {names.strip_accents(t) for t in towns}
    last = getattr(provider, "last_names", None)
    if isinstance(last, dict):
        provider.last_names = type(last)((k, v) for k, v in last.items()
                                         if names.strip_accents(k) not in plain)
    elif isinstance(last, (list, tuple)):
        provider.last_names = type(last)(n for n in last if names.strip_accents(n) not in plain)
