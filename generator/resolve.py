"""Resolve a build's restrictions against what exists: categories with a sampler and a
surface, languages with content and instructions, registered surfaces."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from generator.config import (
    ALL_LANGUAGES,
    BuildConfig,
    ConfigError,
    check_names,
    check_training,
    preset_of,
)
from generator.content import ContentError, locale_data
from generator.instructions import available_languages
from generator.surfaceset import registry
from generator.targets import CATEGORIES, implemented


def content_languages() -> tuple[str, ...]:
    out = []
    for lang in ALL_LANGUAGES:
        try:
            locale_data(lang)
        except (ContentError, ModuleNotFoundError):
            continue
        out.append(lang)
    return tuple(out)


def usable_languages() -> tuple[str, ...]:
    instructions = set(available_languages())
    return tuple(lang for lang in content_languages() if lang in instructions)


def resolve(config: BuildConfig) -> BuildConfig:
    """Check every name the user gave and compute the weights the build really uses."""
    check_training(config.targets_per_page, config.negatives)
    surfaces = registry.load_all()
    check_plugins(config.surfaces, surfaces)
    check_names("category", config.categories, list(CATEGORIES))
    check_names("surface", config.surfaces, list(surfaces))
    check_names("language", config.languages, ALL_LANGUAGES)
    usable = usable_languages()
    not_ready = [lang for lang in config.languages if lang not in usable]
    if not_ready:
        raise ConfigError(f"language {', '.join(not_ready)} is not available yet; available: "
                          f"{', '.join(usable)}")
    preset = preset_of(config.preset)
    # Plugins are opt-in: named with --surfaces, or drawn by the preset their plugin registers.
    surface_names = config.surfaces or preset.surfaces or tuple(registry.builtin_names())
    wanted = config.categories or tuple(CATEGORIES)
    drawable = [c for c in wanted if c in implemented()
                and any(surfaces[s].supports(c) for s in surface_names)]
    weights = {c: preset.category_weights[c] for c in drawable if preset.category_weights[c] > 0}
    if config.categories:  # an explicit list keeps every category it names
        weights = {c: preset.category_weights[c] or 1.0 for c in drawable}
    if not weights:
        raise ConfigError(f"none of the categories {', '.join(wanted)} can be drawn by the "
                          f"surfaces {', '.join(surface_names)}")
    languages = config.languages or tuple(lang for lang in usable
                                          if preset.language_weights.get(lang, 0) > 0)
    languages = drawn_languages(languages, bool(config.languages),
                                [surfaces[s] for s in surface_names])
    lang_weights = {lang: 1.0 if config.languages else preset.language_weights[lang]
                    for lang in languages}
    return replace(config, category_weights=weights, language_weights=lang_weights,
                   surface_names=tuple(surface_names))


def drawn_languages(languages: tuple[str, ...], named: bool, classes: list) -> tuple[str, ...]:
    """The languages some chosen surface writes: a surface that does not declare a language
    (a plugin written before the language existed) is skipped for it; a language named
    with --languages that no chosen surface writes is an error."""
    written = {lang for cls in classes for lang in cls.languages}
    lacking = [lang for lang in languages if lang not in written]
    if named and lacking:
        raise ConfigError(f"no chosen surface writes language {', '.join(lacking)}")
    kept = tuple(lang for lang in languages if lang in written)
    if not kept:
        raise ConfigError(f"no chosen surface writes any of the languages {', '.join(languages)}")
    return kept


def check_plugins(named: tuple[str, ...], surfaces: dict) -> None:
    """A build naming a plugin that failed to load fails with the reason; other broken
    plugins get one warning line each and are skipped."""
    for name, plugin in registry.broken().items():
        if name in named and name not in surfaces:
            raise ConfigError(f"surface {name!r} comes from the plugin {plugin.describe()}, "
                              f"which failed to load: {plugin.error}")
    registry.warn_broken(named)


def surfaces_for(config: BuildConfig):
    """A function (category, language) -> surfaces able to draw it, in name order (the
    answers are remembered: every example of a build asks)."""
    return _options_among(tuple(config.surface_names))


@lru_cache(maxsize=8)
def _options_among(surface_names: tuple[str, ...]):
    classes = registry.load_all()

    @lru_cache(maxsize=None)
    def options(category: str, language: str) -> tuple[str, ...]:
        return tuple(name for name in surface_names
                     if classes[name].supports(category) and language in classes[name].languages)

    return options
