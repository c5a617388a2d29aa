"""Every Spanish question opens with ¿ and every exclamation with ¡ in the same sentence
("¿Podríamos probar el bar nuevo?", not "Podríamos probar el bar nuevo?"), in every template
of generator/locales/es/content, whichever options a template takes."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import numpy as np
from world_helpers import strings_of

from generator.content import grammar

CONTENT = Path(__file__).resolve().parents[2] / "generator" / "locales" / "es" / "content"
# a sentence up to its closing ? or ! (not a "!" inside a glob such as "!**/venv/**")
SENTENCE = re.compile(r"[^.?!…]*?[?!]+(?=[\s»”\"')]|$)")




def _one(template: str, rng: np.random.Generator, first: bool) -> str:
    """One text of ``template``: its first options (``first``) or random ones; slots as X."""
    out = []
    for kind, piece in grammar._parts(template):
        if kind == "text":
            out.append(piece)
            continue
        body = piece.split(":", 1)[1] if piece.startswith("@") else piece
        if "|" not in body and not piece.startswith("@"):
            out.append("X")
            continue
        opts = grammar._options(body)
        out.append(_one(opts[0 if first else int(rng.integers(len(opts)))], rng, first))
    return "".join(out)


def _unopened(text: str) -> list[str]:
    bad = []
    for m in SENTENCE.finditer(text):
        sentence = m.group()
        opener = "¿" if sentence.rstrip("!").endswith("?") else "¡"
        if opener not in sentence:
            bad.append(sentence.strip())
    return bad


def test_the_detector_finds_a_question_without_its_opening_mark() -> None:
    assert _unopened("Podríamos probar el bar nuevo?")
    assert _unopened("¿Vienes? Creo que sí!")
    assert not _unopened("¿Vienes esta noche? ¡Qué bien! Filtrar (!**/venv/**)")


def test_every_spanish_question_and_exclamation_opens_with_its_mark() -> None:
    rng = np.random.default_rng(0)
    bad = []
    for path in sorted(CONTENT.glob("*.toml")):
        for template in strings_of(tomllib.loads(path.read_text("utf-8"))):
            if "?" not in template and "!" not in template:
                continue
            try:
                texts = {_one(template, rng, k == 0) for k in range(60)}
            except grammar.GrammarError:  # a literal brace (code, JSON): not a template
                texts = {template}
            bad += [(path.name, s) for t in texts for s in _unopened(t)]
    assert not bad, sorted(set(bad))[:20]
