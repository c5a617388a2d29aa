"""Every language has exactly English's content keys, and its texts render.

Checked over the merged content and file by file (generator/locales/<code>/content/*.toml),
so a missing translation names the file that lacks it.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from generator import formats, languages
from generator.content import LANGUAGES, Content, grammar, locale_data

MERGED_KEYS = ("SLOTS", "SENTENCES", "TITLES", "UI")

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
BUILTIN_SLOTS = {"name", "fullname", "company", "city", "number"}
SLOT = re.compile(r"\{(\w+)\}")


def _modules(lang: str) -> dict[str, dict[str, object]]:
    return {name.removeprefix("content/").removesuffix(".toml"): languages.read(lang, name)
            for name in languages.content_files(lang)}


def caller_slots(kind: str, topic: str) -> set[str]:
    """Slots English fills from the caller's values (``fill(t, days=...)``), not from SLOTS."""
    english = locale_data("en")
    used = {s for t in getattr(english, kind).get(topic, []) for s in SLOT.findall(t)}
    return used - set(english.SLOTS) - BUILTIN_SLOTS


def _diff(mine: set[str], english: set[str]) -> str:
    missing, extra = sorted(english - mine), sorted(mine - english)
    return f"missing {missing}, extra {extra}"


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("key", MERGED_KEYS)
def test_merged_keys_match_english(lang: str, key: str) -> None:
    mine, english = set(getattr(locale_data(lang), key)), set(getattr(locale_data("en"), key))
    assert mine == english, f"{lang} {key}: {_diff(mine, english)}"


@pytest.mark.parametrize("lang", OTHERS)
def test_area_modules_match_english(lang: str) -> None:
    """Each English content file has a twin in ``lang`` defining the same keys."""
    english, mine = _modules("en"), _modules(lang)
    problems = [f"content/{name}.toml is missing" for name in sorted(set(english) - set(mine))]
    problems += [f"content/{name}.toml has no English twin"
                 for name in sorted(set(mine) - set(english))]
    for name in sorted(set(english) & set(mine)):
        for key in MERGED_KEYS:
            a, b = set(mine[name].get(key.lower(), {})), set(english[name].get(key.lower(), {}))
            if a != b:
                problems.append(f"{name}.{key}: {_diff(a, b)}")
    assert not problems, f"{lang}: " + "; ".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_template_slots_exist(lang: str) -> None:
    data = locale_data(lang)
    unknown = []
    for kind in ("SENTENCES", "TITLES"):
        for topic, templates in getattr(data, kind).items():
            assert templates, f"{lang} {kind}[{topic!r}] is empty"
            known = set(data.SLOTS) | BUILTIN_SLOTS | caller_slots(kind, topic)
            for template in templates:
                for slot in SLOT.findall(template):
                    if slot not in known:
                        unknown.append(f"{kind}[{topic!r}]: {{{slot}}} in {template!r}")
    assert not unknown, f"{lang}: " + "; ".join(unknown)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_slots_are_non_empty_word_lists(lang: str) -> None:
    """A slot is a list of words, or a list of records (tables with the same fields); a job
    title may be a pair of forms {m, f} among words (tests/world/test_world_roles.py)."""
    english = locale_data("en").SLOTS
    for slot, words in locale_data(lang).SLOTS.items():
        if any(isinstance(w, dict) and set(w) == {"m", "f"} for w in words):
            words = [w if isinstance(w, str) else w["f"] for w in words] + \
                [w["m"] for w in words if isinstance(w, dict)]
        if words and isinstance(words[0], dict):
            fields = set(english[slot][0])
            assert all(isinstance(r, dict) and set(r) == fields for r in words), \
                f"{lang} slot {slot!r}: every record needs the fields {sorted(fields)}"
            keys = [repr(sorted(r.items())) for r in words]
            assert len(set(keys)) == len(keys), f"{lang} slot {slot!r} repeats a record"
            continue
        assert words and all(isinstance(w, str) and w.strip() == w and w for w in words), slot
        assert len(set(words)) == len(words), f"{lang} slot {slot!r} repeats a word"


@pytest.mark.parametrize("lang", OTHERS)
def test_ui_labels_take_the_same_fields(lang: str) -> None:
    english = locale_data("en").UI
    for key, label in locale_data(lang).UI.items():
        if key not in english:
            continue
        if isinstance(label, list) or isinstance(english[key], list):
            items = label if isinstance(label, list) else [label]
            assert all(isinstance(x, str) and x for x in items), f"{lang} UI[{key!r}]"
            continue
        mine, theirs = _fields(label), _fields(english[key])
        assert mine == theirs, f"{lang} UI[{key!r}] has fields {mine}, English {theirs}"
        for seed in range(4):  # every drawn variant of a varying label fills
            text = grammar.expand(label, np.random.default_rng(seed))
            text = grammar.AGREE.sub(r"\2" if seed % 2 else r"\3", text)  # {@name:m|f}
            assert _fields(text) <= mine and "|" not in text.replace(" | ", ""), (lang, key)
            assert "{" not in text.format(**{f: 7 for f in mine}), (lang, key)


def _fields(label: str) -> set[str]:
    """The format fields of a UI label (its ``{a|b}`` alternatives are not fields)."""
    return set(SLOT.findall(label))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_template_fills(lang: str) -> None:
    data = locale_data(lang)
    content = Content(lang, np.random.default_rng(5))
    for kind in ("SENTENCES", "TITLES"):
        for topic, templates in getattr(data, kind).items():
            fixed = {slot: "7" for slot in caller_slots(kind, topic)}
            for template in templates:
                text = content.fill(template, **fixed)
                assert "{" not in text and "}" not in text and "  " not in text, text
                assert text == text.strip() and text[0] == text[0].upper(), text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_formats_render(lang: str) -> None:
    data = locale_data(lang)
    assert len(data.MONTHS) == 12 and len(set(data.MONTHS)) == 12
    content = Content(lang, np.random.default_rng(11))
    for _ in range(200):
        date, time = content.date(), content.time()
        assert re.search(r"20(24|25|26)", date) and "{" not in date, date
        assert re.fullmatch(r"\d{1,2}:\d{2}( [AP]M)?", time), time
        if lang != "en":
            own = {m.lower().strip(".") for width in ("wide", "abbreviated")
                   for context in ("format", "stand-alone")
                   for m in formats.month_names(lang, width, context)}
            english = {m.lower() for m in formats.month_names("en")} - own
            assert not set(re.findall(r"[^\W\d_]+", date.lower())) & english, date
            assert set(re.findall(r"[^\W\d_]{3,}", date.lower())) <= own, date
            assert "AM" not in time and "PM" not in time
    assert content.full_name() and content.company() and content.city()


def test_locales_differ_from_english() -> None:
    """Faker locales are the language's own, so names and cities are not American."""
    locales = [locale_data(lang).FAKER_LOCALE for lang in LANGUAGES]
    assert len(set(locales)) == len(locales)
    for lang, locale in zip(LANGUAGES, locales, strict=True):
        assert locale.split("_")[0] == lang, (lang, locale)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_empty_alternative_leaves_a_double_space(lang: str) -> None:
    """An alternative that may be empty carries its own leading space ("team{ independent|}"),
    never sits between two spaces or before a stop ("message Justin ." / "équipe  basée")."""
    import re

    group = r"\{((?:[^{}]|\{[^{}]*\})*)\}"
    data = locale_data(lang)
    for topic, templates in data.SENTENCES.items():
        for template in templates:
            for m in re.finditer(r" " + group + r"(?=[ .,;:!?])", template):
                options = re.split(r"\|(?![^{]*\})", m.group(1))
                assert not ("|" in m.group(1) and "" in options), (lang, topic, template)
