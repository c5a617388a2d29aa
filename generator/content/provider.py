"""The content provider: fills a language's sentence templates and labels from its data.

The data of each language comes from the language registry (generator/languages.py: the
files ``generator/locales/<code>/content/*.toml`` and its locale.toml): ``FAKER_LOCALE``,
``MONTHS`` (CLDR's), ``SENTENCES`` (topic -> templates), ``TITLES`` (topic -> templates),
``SLOTS`` (slot -> words, or records with named fields), ``UI`` (label key -> label, or a
list of labels). Dates and times are the locale's CLDR formats (generator/formats.py). A
missing key is an error naming the language and the key, never a fall-back to English.
"""

from __future__ import annotations

import datetime
import re
from types import SimpleNamespace
from typing import Any

import numpy as np

from generator import formats, languages
from generator.content import geo, grammar, names, plugin_data, sound
from generator.content.addresses import Address
from generator.content.fake import make_faker, reset_twin_names
from generator.content.phrases import draw_sentences
from generator.languages import LanguageError
from generator.rng import choice, faker_seed

LANGUAGES = languages.codes()
_EPOCH = datetime.date(2024, 1, 1)


class ContentError(LanguageError):
    """A language lacks a key or a slot that a surface asked for."""

    def __str__(self) -> str:
        return str(self.args[0])


def locale_data(lang: str) -> SimpleNamespace:
    """The content of ``lang`` (ContentError when the language or one of its keys is missing)."""
    try:
        data = languages.content(lang)
        if not hasattr(data, "MONTHS"):  # month names come from CLDR, once per language
            data.MONTHS = formats.month_names(lang)
        return data
    except LanguageError as exc:
        raise ContentError(str(exc)) from None


_DOUBLE_STOP = re.compile(r"(?<!\.)\.\.(?!\.)")
# an option ending in "?" or "!" before the template's own full stop: the stop goes (never
# inside code: "user?.name" is followed by a letter)
_STOP_AFTER_MARK = re.compile(r"([?!])\.(?=\s|$|[\"”»)])")


class Content:
    """Content for one example in one language, drawn from that example's content stream."""

    def __init__(self, lang: str, rng: np.random.Generator):
        self.lang = lang
        self.rng = rng
        self.data = locale_data(lang)
        self.fake = make_faker(self.data.FAKER_LOCALE, lang, tuple(self.data.SLOTS["cities"]))
        self.fake.seed_instance(faker_seed(rng))
        reset_twin_names(self.fake)
        self._used_templates: dict[str, set[int]] = {}
        self._pinned: dict[str, str | list[str]] = {}
        self._mailboxes: dict[str, str] = {}

    def _table(self, name: str) -> Any:
        """The language's table ``name``, with plugin surfaces' own keys (plugin_data)."""
        return plugin_data.table(self.lang, name, getattr(self.data, name))

    # ---- people and things ---------------------------------------------------------

    def first_name(self) -> str:
        return self.fake.first_name()

    def last_name(self) -> str:
        return self.fake.last_name()

    def full_name(self, first: str | None = None) -> str:  # nobody famous (r54 0022)
        return names.full_name(self.fake, first)

    def sex_of(self, name: str) -> str | None:
        """"m" or "f" for a person whose first name the locale lists for one sex only
        ("Ida Mondadori" -> "f"); None for a name of both sexes or an unknown one."""
        male, female = names.first_names(self.data.FAKER_LOCALE)
        first = name.split()[0] if name.split() else ""
        if (first in male) == (first in female):
            return None
        return "m" if first in male else "f"

    def role(self, slot: str, person: str | None = None, advert: bool = False) -> str:
        """A job title of ``slot`` in the grammatical gender of ``person`` (a name): an entry
        ``{m = ..., f = ...}`` gives the form that fits them ("Directrice financière" for Ida);
        a plain entry fits everyone. Without a person the masculine (generic) form, which a
        job ``advert`` marks as open to all as the locale's ``[people] job_advert`` says
        ("Backend-Entwickler (m/w/d)")."""
        entry = choice(self.rng, self._slot(slot))
        if isinstance(entry, str):
            return entry
        if person is None:
            if not advert:
                return entry["m"]
            return languages.fact(self.lang, "people.job_advert", str).format(
                title=entry["m"], both=grammar.both_forms(entry["m"], entry["f"]))
        return entry[self.sex_of(person) or "m"]

    def company(self) -> str:
        """A company name; in German one whose legal form takes "die" (never "e.K.", a
        merchant's "der"), so running text can write "bei der {company}"."""
        name = self.fake.company()
        for _ in range(10):
            if not (self.lang == "de" and name.endswith("e.K.")) and self.fits_region(name):
                break
            name = self.fake.company()
        return name

    def fits_region(self, name: str) -> bool:
        """Whether firm ``name`` names no region (``trades.regional_stems``: "Atlantique",
        "Nordhafen") or one the page's pinned town lies in (r44: a Bavarian "Isartal" firm in
        Wiesbaden); without a pinned town, no region's name."""
        words = f" {name.replace(',', ' ')} "
        for entry in self._table("UI").get("trades.regional_stems", []):
            stem, regions = entry.split("=", 1)
            if f" {stem} " in words:
                city = self._pinned.get("city")
                region = languages.fact(self.lang, "places.regions", dict).get(city, "") \
                    if isinstance(city, str) else ""
                return region in [r.strip() for r in regions.split("|")]
        return True

    def firm(self) -> str:
        """A company name that reads as a firm ("Rocher SARL", "Hayes-Andrews"): never a town,
        a bare surname or a real brand borrowed by Faker's locale ("Rocher", "Accor")."""
        real, prefixes = names.real_companies(self.data.FAKER_LOCALE)
        towns = set(self.data.SLOTS["cities"])  # "Instalaciones Valencia" reads as a town's
        name = self.company()
        for _ in range(20):
            if (" " in name.strip() or "-" in name) and name not in real and \
                    not name.startswith(prefixes) and towns.isdisjoint(name.split()):
                break
            name = self.company()
        return name

    def email(self, name: str | None = None, domain: str | None = None) -> str:
        """An address for ``name`` at ``domain`` in the firm's one shape (names.firm_shape);
        without one, the person's own private address (a consumer webmail of the country in
        their habit's shape), the same wherever the page names them."""
        if name is None:
            return self.fake.email()
        # "Ben van Praagh" -> ben.vanpraagh, "José Ángel Plaza" -> joseangel.plaza
        first, last = names.first_and_last(name, self.data.FAKER_LOCALE)
        de = self.lang == "de"  # Schäfer -> schaefer
        first_ascii = names.address_ascii(first, de) if first else ""
        last_ascii = names.address_ascii("".join(last), de) if last else ""
        if domain is not None:  # one rule for everyone at the firm (j.smith@, jsmith@)
            return f"{names.local_part(first_ascii, last_ascii, names.firm_shape(domain))}@{domain}"
        if name not in self._mailboxes:  # one person, one private address on the page
            webmail = languages.fact(self.lang, "addresses.webmail", list)
            # each their own webmail habit: anna.kowalski@, akowalski@, anna_kowalski77@
            self._mailboxes["local " + name] = names.local_part(
                first_ascii, last_ascii, choice(self.rng, names.WEBMAIL_SHAPES),
                int(self.rng.integers(1, 99)))
            # a consumer webmail of the country (r68 0021: "emanuele@colombo.it", the
            # surname's own domain, read as a vanity address on a form)
            self._mailboxes[name] = choice(self.rng, webmail)
        local = self._mailboxes["local " + name]
        domain = self._mailboxes[name]
        return f"{local}@{domain}"

    def domain(self, company: str) -> str:
        """The web domain of ``company`` ("Lefèvre SARL" -> "lefevre.fr", "Manufacturas
        Barros" -> "manufacturasbarros.es"): names.firm_domain."""
        return names.firm_domain(company, self.data.FAKER_LOCALE, self.lang, self.fake.tld())

    def trade(self, company: str) -> str:
        """The trade word or sector word in ``company``'s name ("Infraestructuras"), or "": such a
        firm sells what its name says, not thermostats."""
        trade = names.trade_of(company, names.company_types(self.data.FAKER_LOCALE))
        sectors = languages.fact(self.lang, "companies.sectors", list)
        # "Northwind Logistics Inc", "Gerber Haustechnik GmbH": the sector word anywhere
        return trade or next((s for s in sectors if f" {s} " in f" {company} "), "")

    def city(self) -> str:
        """A real city of the language's country (the ``cities`` slot; Faker's locales
        invent some names); the page's town once ``pin(city=...)`` set one."""
        city = self._pinned.get("city")
        return city if isinstance(city, str) else self.word("cities")

    def address(self, city: str | None = None) -> Address:
        """A postal address in ``city`` (the page's town by default): a real street, a
        postcode of that town and the town line as the country writes it."""
        return self.fake.postal_address(city or self.city())

    def pin(self, **slots: str | list[str]) -> None:
        """Fix slots for the rest of the page: a document set in one town writes that town
        wherever a template names a city (``pin(city=content.city())``); a list is drawn
        from (``pin(name=first names of the channel's members)``), never the writer
        ``me`` a fill names (nobody writes "as Anna said" in Anna's own message)."""
        self._pinned.update(slots)

    def word(self, slot: str) -> str:
        value = choice(self.rng, self._slot(slot))
        if not isinstance(value, str):
            raise ContentError(f"language {self.lang!r}: slot {slot!r} holds records; "
                               f"use record()")
        return value

    def word_at(self, slot: str, index: int) -> str:
        """Word ``index`` of ``slot``, for slots whose order means something (``weekday``:
        Monday first)."""
        values = self._slot(slot)
        if not 0 <= index < len(values):
            raise ContentError(f"language {self.lang!r}: slot {slot!r} has no word {index}")
        return values[index]

    def title_at(self, topic: str, index: int, /, **fixed: str) -> str:
        """Title template ``index`` of ``topic`` filled, for topics whose order means
        something (the same entry in every language: a court complaint's title, a lesson)."""
        templates = self._table("TITLES").get(topic) or []
        if not 0 <= index < len(templates):
            raise ContentError(f"language {self.lang!r}: titles {topic!r} have no entry {index}")
        return self.fill(templates[index], **fixed)

    def record(self, slot: str) -> dict[str, Any]:
        """One record (a table with named fields, e.g. an airport's iata and city) of ``slot``."""
        value = choice(self.rng, self._slot(slot))
        if not isinstance(value, dict):
            raise ContentError(f"language {self.lang!r}: slot {slot!r} holds words, not records")
        return value

    def _slot(self, slot: str) -> list[Any]:
        words = self._table("SLOTS").get(slot)
        if not words:
            raise ContentError(f"language {self.lang!r} has no slot {slot!r} "
                               f"(generator/locales/{self.lang}/content/*.toml, [slots])")
        return words

    # ---- text ----------------------------------------------------------------------

    def fill(self, template: str, /, **fixed: str) -> str:
        """``template`` with its alternatives drawn (``{a|b}``, generator/content/grammar.py)
        and its slots filled; the first letter upper-cased."""
        template = grammar.expand(template, self.rng)
        fixed = geo.resolve(self, template, fixed)  # no harbor in an inland town
        text, values = grammar.fill_slots(template, lambda key: self._fill_slot(key, fixed))
        if "{@" in text:
            speaker = {k: v for k, v in self._pinned.items() if isinstance(v, str)} | fixed
            text = grammar.agree(text, values, speaker, self.sex_of)
        text = _DOUBLE_STOP.sub(".", text)  # "chez Moreau S.A.R.L.." (a name ending in ".")
        text = _STOP_AFTER_MARK.sub(r"\1", text)  # "{|, is it lost?|}." -> "is it lost?"
        text = self.sound(text)  # "a {gadget}" -> "an air fryer"
        return text[0].upper() + text[1:] if text else text

    def _fill_slot(self, key: str, fixed: dict[str, str]) -> str:
        if key in fixed:
            return fixed[key]
        value, me = self._pinned.get(key), fixed.get("me", "")
        if value is None:
            return self._slot_value(key)
        return value if isinstance(value, str) else choice(
            self.rng, [v for v in value if v not in (me, me.split(" ")[0])] or value)

    def _slot_value(self, key: str) -> str:
        if key == "name":
            return self.first_name()
        if key == "fullname":
            return names.townless(self.full_name, self.data.SLOTS.get("cities", ()))
        if key == "company":
            return self.company()
        if key == "city":
            return self.city()
        if key == "number":
            return str(int(self.rng.integers(2, 60)))
        if any(isinstance(v, dict) and "m" in v for v in self._slot(key)):
            return self.role(key)  # a job title in a sentence: its generic form
        return self.word(key)

    def sentence(self, topic: str, /, **fixed: str) -> str:
        """One sentence of ``topic``, from a template this page has not used yet while the
        topic has one (two variants of one template on a page read as a glitch)."""
        templates = self._templates(topic)
        fresh = [i for i in range(len(templates)) if i not in self._used(topic)] or \
            list(range(len(templates)))
        i = int(choice(self.rng, fresh))
        self._used(topic).add(i)
        return self.fill(templates[i], **fixed)

    def sentences(self, topic: str, k: int, /, ordered: bool = False,
                  **fixed: str) -> list[str]:
        """``k`` sentences of ``topic``, none repeated, templates this page has not used
        first; ``ordered`` keeps them in the order of the topic's templates (topics written
        as a story: "In this notebook ...", "First ...", "Next ...", "Finally ...")."""
        templates = self._templates(topic)
        used = self._used(topic)
        order = [int(i) for i in self.rng.permutation(len(templates))]
        fresh = [i for i in order if i not in used]
        order = fresh + [i for i in order if i in used]
        # no phrase said twice ("Ich habe es mir eingetragen. Ich habe es an ..."), from the
        # fresh templates while they suffice (a skipped one stays unsaid); when the
        # templates cannot give k without one, the draw that allows it
        def fill(i: int) -> str:
            return self.fill(templates[i], **fixed)
        out = draw_sentences(fill, fresh, k, strict=True) if fresh else []
        if len(out) < k:
            out = draw_sentences(fill, order, k, strict=False)
        used.update(i for i, _ in out)
        if ordered:
            out.sort(key=lambda pair: pair[0])
        return [s for _, s in out]

    def fresh(self, topic: str) -> int:
        """How many of ``topic``'s templates this page has not written yet."""
        return len(self._templates(topic)) - len(self._used(topic))

    def written(self, topic: str) -> int:
        """How many of ``topic``'s templates this page has written."""
        return len(self._used(topic))

    def skip(self, topic: str, indices: tuple[int, ...]) -> None:
        """Never write templates ``indices`` of ``topic`` on this page (a sentence whose
        fixed times or prices would disagree with the page's own)."""
        self._used(topic).update(i for i in indices if i < len(self._templates(topic)))

    def _templates(self, topic: str) -> list[str]:
        templates = self._table("SENTENCES").get(topic)
        if not templates:
            raise ContentError(f"language {self.lang!r} has no sentences for topic {topic!r}")
        return templates

    def _used(self, topic: str) -> set[int]:
        """Indices of ``topic``'s templates this page (this Content) has written."""
        return self._used_templates.setdefault(topic, set())

    def paragraph(self, topic: str, k: int, /, **fixed: str) -> str:
        return " ".join(self.sentences(topic, k, **fixed))

    def title(self, topic: str, /, **fixed: str) -> str:
        templates = self._table("TITLES").get(topic)
        if not templates:
            raise ContentError(f"language {self.lang!r} has no titles for topic {topic!r}")
        return self.fill(choice(self.rng, templates), **fixed)

    def ui(self, key: str, **values: Any) -> str:
        label = self._table("UI").get(key)
        if label is None:
            raise ContentError(f"language {self.lang!r} has no UI label {key!r} "
                               f"(generator/locales/{self.lang}/content/*.toml, [ui])")
        if not isinstance(label, str):
            raise ContentError(f"language {self.lang!r}: UI label {key!r} is a list; "
                               f"use ui_list()")
        if "|" in label:  # a sentence-like label may vary: "{I declare|I confirm} that ..."
            label = grammar.expand(label, self.rng)
        if "{@" in label:  # "{name} s'est {@name:inscrit|inscrite}": agrees with values' name
            label = grammar.agree(label, [], {k: str(v) for k, v in values.items()},
                                  self.sex_of)
        if not values:
            return label
        return self.sound(grammar.one_full_stop(label.format(**values)))

    def sound(self, text: str) -> str:
        """``text`` with the language's sound rules applied ("a Ancona" -> "ad Ancona")."""
        return sound.apply(self.lang, text)

    def ui_list(self, key: str) -> list[str]:
        """A UI label that is a list (menu items, options, weekday names)."""
        label = self._table("UI").get(key)
        if label is None:
            raise ContentError(f"language {self.lang!r} has no UI label {key!r} "
                               f"(generator/locales/{self.lang}/content/*.toml, [ui])")
        return [label] if isinstance(label, str) else list(label)

    def date(self) -> str:
        """A date in 2024-2026 (a fixed range: never relative to today), locale-formatted."""
        day = _EPOCH + datetime.timedelta(days=int(self.rng.integers(0, 1000)))
        return self.format_date(day)

    def birth_date(self) -> str:
        """An adult's date of birth (1940 to 2006), locale-formatted."""
        day = datetime.date(1940, 1, 1) + datetime.timedelta(days=int(self.rng.integers(0, 24100)))
        return self.format_date(day)

    def format_date(self, day: datetime.date) -> str:
        """``day`` as the locale writes a date with the month's name (CLDR, yMMMd)."""
        return formats.date_text(day, self.lang)

    def format_time(self, hour: int, minute: int) -> str:
        """A time of day in the locale's short form (CLDR)."""
        return formats.clock(hour, minute, self.lang)

    def time(self) -> str:
        h, m = int(self.rng.integers(7, 20)), int(self.rng.integers(0, 12)) * 5
        return self.format_time(h, m)

