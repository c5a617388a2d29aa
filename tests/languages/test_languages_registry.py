"""The language registry: every language has every key English has; a missing or malformed
key is an error naming the language, the file and the key; and a language is one folder: a
copy of a folder under a new code builds, verified, with nothing else edited."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from generator import languages

OTHERS = [code for code in languages.codes() if code != "en"]
# How deep the keys of a file must match English's: content and vocabulary tables name the
# same things in every language; a lexicon's or a region table's entries are the
# language's own words, so only their top-level keys must be there.
DEPTH = {"locale.toml": 2, "verifier/lexicon.toml": 1, "instructions/regions.toml": 1}


def _files(code: str) -> list[str]:
    root = languages.folder(code)
    return sorted(str(p.relative_to(root)) for p in root.rglob("*.toml"))


def _keys(value: Any, depth: int, prefix: str = "") -> set[str]:
    if depth == 0 or not isinstance(value, dict):
        return set()
    out = set()
    for key, item in value.items():
        name = f"{prefix}{key}"
        out |= {name} | _keys(item, depth - 1, f"{name}.")
    return out


@pytest.fixture
def fresh_registry():
    """Forget the cached languages before and after a test that changes the registry."""
    languages.clear_caches()
    yield
    languages.clear_caches()


def test_the_registry_finds_the_languages_english_first() -> None:
    codes = languages.codes()
    assert codes[0] == "en" and len(codes) == len(set(codes)) >= 6
    for code in codes:
        assert (languages.folder(code) / "locale.toml").is_file()
        assert languages.name(code)


@pytest.mark.parametrize("lang", OTHERS)
def test_every_language_has_every_key_english_has(lang: str) -> None:
    problems = [f"language {lang!r}: missing file {name}"
                for name in sorted(set(_files("en")) - set(_files(lang)))]
    for name in sorted(set(_files("en")) & set(_files(lang))):
        depth = DEPTH.get(name, 2)
        mine = _keys(languages.read(lang, name), depth)
        english = _keys(languages.read("en", name), depth)
        problems += [f"language {lang!r}: {name} lacks key {key!r}"
                     for key in sorted(english - mine)]
    assert not problems, "\n".join(problems)


def _copy(tmp_path: Path, source: str, code: str) -> Path:
    root = tmp_path / "locales"
    shutil.copytree(languages.folder(source), root / code)
    return root


def test_a_missing_key_names_language_file_and_key(tmp_path, monkeypatch, fresh_registry):
    root = _copy(tmp_path, "de", "xq")
    path = root / "xq" / "locale.toml"
    data = path.read_text(encoding="utf-8").replace("faker_locale =", "# faker_locale =")
    path.write_text(data, encoding="utf-8")
    monkeypatch.setenv(languages.ENV, str(root))
    languages.clear_caches()
    with pytest.raises(languages.LanguageError) as err:
        languages.content("xq")
    message = str(err.value)
    assert "'xq'" in message and "locale.toml" in message and "'faker_locale'" in message


def test_a_malformed_file_or_value_names_language_and_file(tmp_path, monkeypatch,
                                                           fresh_registry):
    root = _copy(tmp_path, "fr", "xr")
    vocab = root / "xr" / "instructions" / "vocab.toml"
    vocab.write_text(vocab.read_text(encoding="utf-8").replace("[ordinals]", "[ordinals",
                                                                1), encoding="utf-8")
    months = root / "xr" / "locale.toml"
    months.write_text(months.read_text(encoding="utf-8").replace(
        'faker_locale = "fr_FR"', "faker_locale = 7"), encoding="utf-8")
    monkeypatch.setenv(languages.ENV, str(root))
    languages.clear_caches()
    with pytest.raises(languages.LanguageError, match=r"'xr'.*vocab\.toml is not valid TOML"):
        languages.instructions("xr")
    with pytest.raises(languages.LanguageError,
                       match=r"'xr'.*locale\.toml key 'faker_locale' must be str"):
        languages.content("xr")


def test_a_missing_selection_key_names_language_file_and_key(tmp_path, monkeypatch,
                                                             fresh_registry):
    """The verifier's selection vocabulary is checked like the rest of the folder."""
    from generator.verify.grammar import LexiconError, selection

    root = _copy(tmp_path, "it", "xs")
    path = root / "xs" / "verifier" / "selection.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("\npart_in =", "\n# part_in ="),
                    encoding="utf-8")
    monkeypatch.setenv(languages.ENV, str(root))
    languages.clear_caches()
    try:
        with pytest.raises(LexiconError,
                           match=r"'xs'.*verifier/selection\.toml lacks key\(s\) part_in"):
            selection("xs")
    finally:
        selection.cache_clear()


def test_an_unknown_language_is_an_error_listing_the_known_ones() -> None:
    with pytest.raises(languages.LanguageError, match="unknown language 'zz'.*en, de"):
        languages.folder("zz")


def test_a_copied_language_folder_builds_with_nothing_else_edited(tmp_path):
    """Copy the Dutch folder under the new code xx (outside the package, through
    POINTERBENCH_LOCALES) and build and verify rows in it: the registry, content, templates,
    locale formats, invoices and the verifier all take the new language from its folder."""
    root = _copy(tmp_path, "nl", "xx")
    locale = root / "xx" / "locale.toml"
    assert tomllib.loads(locale.read_text(encoding="utf-8"))["name"]
    env = {**os.environ, languages.ENV: str(root)}
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, "-m", "generator", "build", "--n", "12", "--seed", "4",
         "--preset", "uniform", "--languages", "xx", "--with-geometry", "--out", str(out)],
        capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    rows = [json.loads(line) for line in
            (out / "data" / "test" / "metadata.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 12 and {r["language"] for r in rows} == {"xx"}
    check = subprocess.run([sys.executable, "-m", "generator", "verify", str(out)],
                           capture_output=True, text=True, timeout=300, env=env)
    assert check.returncode == 0, check.stdout + check.stderr
    # Without the folder, the language does not exist.
    gone = subprocess.run([sys.executable, "-m", "generator", "build", "--n", "2",
                           "--languages", "xx", "--out", str(tmp_path / "none")],
                          capture_output=True, text=True, timeout=600)
    assert gone.returncode == 2 and gone.stderr.startswith("error:"), gone.stderr
