"""r97 rows 16 and 18 (fr): a partial folder path quoted as "le texte" (now "le chemin"), a
headline fragment as "le libellé" (a heading is named "le titre", and only whole)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from generator.targets.spannoun import PATH

LOCALES = Path(__file__).resolve().parents[2] / "generator" / "locales"


def test_paths_are_told_from_words() -> None:
    for path in ("Program Files\\Lumewick", "C:\\Users", "~/.config", "/usr/local/bin",
                 "src/app/main"):
        assert PATH.search(path), path
    for text in ("and/or", "24/7", "read me", "Conseil municipal de Calais"):
        assert not PATH.search(text), text


def test_every_language_names_headings_and_paths() -> None:
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        vocab = tomllib.loads((LOCALES / lang / "instructions" / "vocab.toml").read_text())
        lex = (LOCALES / lang / "verifier" / "lexicon.toml").read_text()
        for key in ("phrase_title", "phrase_path"):
            (form,) = vocab["qualifiers"][key]
            assert f'"{form.replace(" {s}", "").lower()}"' in lex, (lang, key)
    fr = tomllib.loads((LOCALES / "fr" / "instructions" / "vocab.toml").read_text())
    assert fr["qualifiers"]["phrase_title"] == ["dans le titre {s}"]
