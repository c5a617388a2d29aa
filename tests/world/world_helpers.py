"""Sample a surface's params in every language over many seeds (no rendering)."""

from __future__ import annotations

import os
import pickle
import re
from collections import OrderedDict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from generator.content import Content, grammar
from generator.resolve import content_languages
from surfaces import registry

# Params sampled already. sample() is a pure function of the seeds and many tests ask for the
# same surface's pages (the tests of a file again and again, and other files too), so each
# (surface, language, seed) page is sampled once per test run and kept pickled: in memory (the
# few surfaces used last) and, when tests/conftest.py names a folder for this run in
# SAMPLED_CACHE_ENV, on disk for the other xdist worker. Every caller unpickles its own copy
# (a test may change it).
SAMPLED_CACHE_ENV = "PBT_TEST_SAMPLED_CACHE"
_SAMPLED: OrderedDict[str, dict[str, list[bytes]]] = OrderedDict()
_SAMPLED_SURFACES = 16


def _langs_of(name: str) -> dict[str, list[bytes]]:
    langs = _SAMPLED.pop(name, None)
    _SAMPLED[name] = langs = {} if langs is None else langs
    while len(_SAMPLED) > _SAMPLED_SURFACES:
        _SAMPLED.popitem(last=False)
    return langs


def _disk(name: str, lang: str) -> Path | None:
    folder = os.environ.get(SAMPLED_CACHE_ENV)
    return Path(folder) / f"{name}.{lang}.pickle" if folder else None


def _load(name: str, lang: str) -> list[bytes]:
    path = _disk(name, lang)
    try:
        return pickle.loads(path.read_bytes()) if path else []
    except (OSError, EOFError, pickle.UnpicklingError):
        return []


def _store(name: str, lang: str, pages: list[bytes]) -> None:
    path = _disk(name, lang)
    if path is None or len(_load(name, lang)) >= len(pages):
        return
    part = path.with_name(f"{path.name}.{os.getpid()}.part")
    part.write_bytes(pickle.dumps(pages))
    os.replace(part, path)  # a reader sees the old list or the new one, never half of one


def _sampled_in(cls, name: str, lang: str, seeds: int) -> Iterator[dict[str, Any]]:
    langs = _langs_of(name)
    pages = langs.setdefault(lang, [])
    if len(pages) < seeds:
        pages[:] = max(pages, _load(name, lang), key=len)
    grown = False
    try:
        for seed in range(seeds):
            if seed == len(pages):
                content = Content(lang, np.random.default_rng([seed, 11]))
                pages.append(pickle.dumps(cls().sample(np.random.default_rng([seed, 5]),
                                                       content)))
                grown = True
            yield pickle.loads(pages[seed])
    finally:
        if grown:
            _store(name, lang, pages)


def sampled(name: str, seeds: int = 40) -> Iterator[tuple[str, int, dict[str, Any]]]:
    """(language, seed, params) of ``seeds`` pages per language the surface supports."""
    cls = registry.get(name)
    for lang in content_languages():
        if lang not in cls.languages:
            continue
        for seed, params in enumerate(_sampled_in(cls, name, lang, seeds)):
            yield lang, seed, params


def page_params(name: str, lang: str, seed: int) -> dict[str, Any]:
    """The params ``sampled`` gives for (lang, seed), sampled once per run: the seeds before it
    are sampled (and kept) too, so a later ``sampled(name)`` finds them all."""
    *_, params = _sampled_in(registry.get(name), name, lang, seed + 1)
    return params


def rendered(name: str, lang: str, seed: int):
    """(params, geometry) of one page of ``name``, light theme."""
    from generator.page import make_theme
    from generator.page.render import render

    cls = registry.get(name)
    params = _params(cls, name, lang, seed)
    _, geo = render(cls().compose(params, make_theme(seed % 2 == 1, "blue")))
    return params, geo


def _params(cls, name: str, lang: str, seed: int) -> dict[str, Any]:
    """The params ``sampled`` gives for (lang, seed): from its pages when sampled already."""
    pages = _langs_of(name).setdefault(lang, [])
    if seed >= len(pages):
        pages[:] = max(pages, _load(name, lang), key=len)
    if seed < len(pages):
        return pickle.loads(pages[seed])
    content = Content(lang, np.random.default_rng([seed, 11]))
    return cls().sample(np.random.default_rng([seed, 5]), content)


def region_words(geo, region_name: str) -> list[str]:
    """The words drawn inside the region called ``region_name``, in page order."""
    ids = {r.id for r in geo.regions if r.name == region_name}
    return [w.text for w in geo.words if geo.glyphs[w.glyphs[0]].region in ids]


# The small words a language's sound rules (locale.toml text.rewrites) may change: "a" ->
# "an" (en), "a"/"e" -> "ad"/"ed" (it), "y" -> "e" and "o" -> "u" (es).
SOUND_WORDS = {"a": "(?:a|an|ad)", "A": "(?:A|An|Ad)", "e": "(?:e|ed)", "E": "(?:E|Ed)",
               "y": "(?:y|e)", "Y": "(?:Y|E)", "o": "(?:o|u)",
               # es "de el"/"a el" fuse to del/al, which decontract reads as it "di il"/"a il"
               "el": "(?:el|il)", "de": "(?:de|di)",
               # fr "le avenant"/"la impression" elide to "l'", which decontract reads as "il"
               "le": "(?:le|il)", "la": "(?:la|il)"}


_FUSED = {f"{head}{tail}": f"{prep} {art}" for prep, head in (
    ("di", "de"), ("a", "a"), ("da", "da"), ("in", "ne"), ("su", "su"))
    for tail, art in (("l", "il"), ("llo", "lo"), ("lla", "la"), ("i", "i"), ("gli", "gli"),
                      ("lle", "le"))}
_FUSED |= {"du": "de le", "au": "à le", "aux": "à les"}
_FUSED_RE = re.compile(r"\b(" + "|".join(sorted(_FUSED, key=len, reverse=True)) + r")\b",
                       re.I)
_ELIDED_RE = re.compile(r"\b(dell|all|dall|nell|sull)'", re.I)
_ELIDED_ARTICLE = re.compile(r"\b([Ll])'(?=\w)")  # it "l'anno" <- "il anno"
# fr "d'Alexandre", "qu'Émilie" <- "de Alexandre", "que Émilie" (a sound rule elides them)
_ELIDED_NAME = re.compile(r"\b([Dd]|[Qq]u|[Jj]usqu|[Ll]orsqu|[Pp]uisqu)'(?=[AEIOUÉÈÊÂÎÔÛ][a-zéèêëàâîïôûç])")
# fr "d'avril", "qu'il", "s'est" <- "de avril", "que il", "se est" (a sound rule elides a slot's
# noun); "l'avenant" <- "le avenant" is read as it "il" (SOUND_WORDS lets "le"/"la" be "il")
_ELIDED_WORD = re.compile(r"\b([DdJjMmTtSsNn]|[Qq]u|[Jj]usqu|[Ll]orsqu|[Pp]uisqu)'(?=[a-zéèêàâîôûœ])")


def decontract(text: str) -> str:
    """``text`` with the fused prepositions the sound rules make taken apart again ("sul" ->
    "su il", "du" -> "de le"), so a text and its template compare on both sides alike."""
    text = _ELIDED_RE.sub(lambda m: {"dell": "di l'", "all": "a l'", "dall": "da l'",
                                     "nell": "in l'", "sull": "su l'"}[m.group(1).lower()],
                          text)
    text = _ELIDED_NAME.sub(lambda m: m.group(1) + "e ", text)
    text = _ELIDED_WORD.sub(lambda m: m.group(1) + "e ", text)
    text = _ELIDED_ARTICLE.sub(lambda m: "Il " if m.group(1) == "L" else "il ", text)
    return _FUSED_RE.sub(lambda m: _FUSED[m.group(1).lower()], text)


def template_regex(template: str, fused: bool = False) -> str:
    """A regex matching every text ``template`` can give (a slot matches any words); with
    ``fused``, for a text passed through ``decontract``."""
    out = []
    for kind, piece in grammar._parts(template):
        if kind == "text":
            piece = decontract(piece) if fused else piece
            out.append(r"\ ".join(SOUND_WORDS.get(w, re.escape(w)) for w in piece.split(" ")))
        elif piece.startswith("@"):  # an agreement {@slot:m|f}: either form
            forms = grammar._options(piece.split(":", 1)[1])
            out.append("(?:" + "|".join(template_regex(o, fused) for o in forms) + ")")
        elif "|" in piece:
            out.append("(?:" + "|".join(template_regex(o, fused) for o in grammar._options(piece))
                       + ")")
        else:
            out.append(r".+?")
    return "".join(out)


def written_from(text: str, templates: list[str], single: bool = False) -> bool:
    """Whether ``text`` is one or more sentences (exactly one if ``single``), each from one
    of ``templates``."""
    one = "(?:" + "|".join(template_regex(t, True) for t in templates) + ")"
    more = "" if single else rf"(?: {one})*"
    return re.fullmatch(rf"(?i){one}{more}", decontract(text)) is not None


def strings_of(value: Any) -> Iterator[str]:
    """Every string in a page's params (a word, a list, a record, nested)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings_of(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings_of(item)


def reports(lang: str, seeds: int):
    """(seed, content, world, sections) of ``seeds`` quarterly reports (kit/report_world) in
    ``lang``, the town pinned as the surfaces pin it."""
    from surfaces.kit.report_world import report_sections, report_world

    for seed in range(seeds):
        content = Content(lang, np.random.default_rng([seed, 11]))
        rng = np.random.default_rng([seed, 5])
        world = report_world(rng, content)
        content.pin(city=world["city"])
        yield seed, content, world, report_sections(rng, content, world)


def amount_of(text: str) -> float:
    """A formatted amount's value ("$1,234.56", "1.234,56 €", "CHF 1’234.56")."""
    digits = re.sub(r"[^\d.,]", "", text)
    if re.search(r",\d\d$", digits):
        digits = digits.replace(".", "").replace(",", ".")
    return float(digits.replace(",", ""))


def composed_pages(name: str, seeds: range, langs=None):
    """``(lang, seed, page)`` of a surface composed (not rendered) for each seed and
    language, dark on odd seeds where the surface has a dark theme."""
    from generator.page import make_theme
    surface = registry.get(name)()
    for lang in langs or content_languages():
        for seed in seeds:
            params = surface.sample(np.random.default_rng([seed, 0]),
                                    Content(lang, np.random.default_rng([seed, 0, 1])))
            dark = bool(seed % 2) and "dark" in surface.themes or "light" not in surface.themes
            yield lang, seed, surface.compose(params, make_theme(dark, "blue"))


def composed_with_params(name: str, seeds: range, salt: int = 0):
    """``(lang, seed, params, page)`` of a surface sampled with rng ``[seed, salt]`` (its
    content ``[seed, salt, 1]``) and composed in the light theme, every content language."""
    from generator.page import make_theme
    surface = registry.get(name)()
    for lang in content_languages():
        for seed in seeds:
            params = surface.sample(np.random.default_rng([seed, salt]),
                                    Content(lang, np.random.default_rng([seed, salt, 1])))
            yield lang, seed, params, surface.compose(params, make_theme(False, "blue"))


def block_text(block) -> str:
    """A text block's characters as laid out, lines run together."""
    return "".join(g.char for ln in block.laid.lines for g in ln.glyphs)


strings = strings_of  # every string inside a page's params, by its older name


_LAST_INDEX: list = [None, None]  # (geo, its PageIndex): the page a test last drew targets on


def sample_target(geo, category: str, rng: np.random.Generator):
    """``generator.targets.sample_target`` with one PageIndex for a page's draws, as
    generator/candidates.py shares it (the index only caches look-ups of the page): a test
    drawing many categories and keys on a page built the index's words, lines and spans again
    for each draw."""
    import generator.targets as targets

    page_index = targets.PageIndex
    if _LAST_INDEX[0] is not geo:
        _LAST_INDEX[:] = [geo, page_index(geo)]
    targets.PageIndex = lambda g: _LAST_INDEX[1] if g is geo else page_index(g)
    try:
        return targets.sample_target(geo, category, rng)
    finally:
        targets.PageIndex = page_index
