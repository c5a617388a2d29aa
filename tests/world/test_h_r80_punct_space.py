"""h_r80: no rendered option of any locale template leaves a space before . , ? ! : ;
("wat moet ik controleren ?" from "{…} {|voor ik koop}?", review r80 row 16). Every string
of every locale data file (the verifier's lexicon excepted: it is read, never rendered) is
expanded with the empty option wherever one exists, with the last option everywhere, and
with random draws; French keeps its no-break space before ? ! : ; by design (a plain space
there is checked by the French typography tests)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import numpy as np
import pytest

from generator import languages
from generator.content.grammar import SLOT, GrammarError, _options, _parts, expand
from tests.world.world_helpers import strings_of

LOCALES = Path(languages.__file__).parent / "locales"
BAD = re.compile(r"(?<=\S) ([.,?!:;])(?=\s|$)")


def _forced(template: str, empty: bool) -> str:
    """``template`` with the empty option drawn wherever it has one (else the first), or the
    last option everywhere."""
    if "|" not in template:
        return template
    out = []
    for kind, piece in _parts(template):
        options = _options(piece) if kind == "group" else ()
        if kind == "text":
            out.append(piece)
        elif len(options) == 1 or piece.startswith("@"):
            out.append("{" + piece + "}")
        else:
            pick = next((i for i, o in enumerate(options) if not o), 0) if empty else -1
            out.append(_forced(options[pick], empty))
    return "".join(out)


def renderings(template: str, rng: np.random.Generator) -> set[str]:
    try:
        _parts(template)
    except GrammarError:  # a label holding a brace, no template
        return {template}
    out = {_forced(template, True), _forced(template, False)}
    if "|" in template:
        out |= {expand(template, rng) for _ in range(8)}
    return {SLOT.sub("X", t) for t in out}


def spaced_marks(lang: str) -> list[str]:
    rng = np.random.default_rng(80)
    found = []
    for path in sorted((LOCALES / lang).rglob("*.toml")):
        if "verifier" in path.parts:
            continue
        for s in strings_of(tomllib.loads(path.read_text("utf-8"))):
            for text in renderings(s, rng):
                for m in BAD.finditer(text):
                    if lang == "fr" and m.group(1) in "?!:;":
                        continue
                    found.append(f"{path.name}: {text[max(0, m.start() - 40):m.end()]!r}")
    return found


@pytest.mark.parametrize("lang", languages.codes())
def test_no_option_leaves_a_space_before_punctuation(lang: str) -> None:
    found = spaced_marks(lang)
    assert not found, f"{len(found)}: " + "\n".join(found[:8])


def test_the_check_sees_an_empty_option() -> None:
    texts = renderings("Tweedehands {thing}: {wat moet ik controleren|waar let ik op} "
                       "{|voor ik koop}?", np.random.default_rng(0))
    assert any(BAD.search(t) for t in texts)
