"""Turn a sampled target into an instruction sentence in the example's language."""

from __future__ import annotations

import importlib
from functools import lru_cache
from types import ModuleType

import numpy as np

from generator.rng import choice
from generator.targets import Target

LANGUAGE_KEYS = ("QUOTES", "TEMPLATES")
ALL_LANGUAGES = ("en", "de", "fr", "es", "it", "nl")


class InstructionError(KeyError):
    def __str__(self) -> str:
        return str(self.args[0])


@lru_cache(maxsize=None)
def templates(lang: str) -> ModuleType:
    try:
        module = importlib.import_module(f"generator.instructions.{lang}")
    except ModuleNotFoundError as exc:
        raise InstructionError(f"no instruction templates for language {lang!r}") from exc
    missing = [k for k in LANGUAGE_KEYS if not hasattr(module, k)]
    if missing:
        raise InstructionError(f"generator.instructions.{lang} lacks {', '.join(missing)}")
    return module


def available_languages() -> tuple[str, ...]:
    out = []
    for lang in ALL_LANGUAGES:
        try:
            templates(lang)
        except InstructionError:
            continue
        out.append(lang)
    return tuple(out)


def quote(text: str, rng: np.random.Generator, lang: str) -> str:
    left, right = choice(rng, templates(lang).QUOTES)
    return f"{left}{text}{right}"


def render_instruction(target: Target, lang: str, rng: np.random.Generator) -> str:
    module = templates(lang)
    options = module.TEMPLATES.get(target.category)
    if not options:
        raise InstructionError(f"language {lang!r} has no templates for {target.category!r}")
    template = choice(rng, options)
    return template.format(q=quote(target.ref["text"], rng, lang))
