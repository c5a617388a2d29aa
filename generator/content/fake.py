"""The Faker of one language: its locale's lists made deterministic and replaced by the
language's own facts (legal forms, company name formats, common surnames and given names,
real towns and streets)."""

from __future__ import annotations

from functools import lru_cache

from faker import Faker

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
    return fake


def _drop_towns(provider, towns: set[str]) -> None:
    """Remove the surnames that are towns from ``provider``'s list (a tuple or a weighted
    dict), keeping its type."""
    last = getattr(provider, "last_names", None)
    if isinstance(last, dict):
        provider.last_names = type(last)((k, v) for k, v in last.items() if k not in towns)
    elif isinstance(last, (list, tuple)):
        provider.last_names = type(last)(n for n in last if n not in towns)
