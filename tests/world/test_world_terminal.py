"""A terminal session is one consistent shell (review3 0002): pytest prints one mark per
test and its English summary counts them; ``ls -la``'s "total" is the entries' disk blocks
and its time column follows GNU ls (a year for files over six months old); the window cuts
above a command, never mid-output; git status carries git's hints; Italian articles elide."""

from __future__ import annotations

import datetime
import re

import numpy as np

from generator.content import Content
from surfaces.terminal import fit_blocks
from tests.world.world_helpers import sampled

SUMMARY = re.compile(r"^(\d+) passed(?:, (\d+) skipped)? in \d+\.\d\ds$")


def _text(line) -> str:
    return "".join(s[0] for s in line)


def _check_ls(lang: str, seed: int, p, texts: list[str], k: int) -> None:
    months = Content(lang, np.random.default_rng(0)).ui("w9c.ls_months").split()
    now = datetime.datetime.fromisoformat(p["now"])
    rows = []
    for t in texts[k + 2:]:
        m = re.match(r"^[d-]rw\S+\s+\d+ \S+ \S+\s+(\d+) (\S+) +(\d+) +(\d\d:\d\d|\d{4}) ", t)
        if not m:
            break
        rows.append(m.groups())
    total = int(texts[k + 1].split()[1])
    assert total == sum(4 * -(-int(size) // 4096) for size, *_ in rows), (lang, seed)
    for _, mon, day, tail in rows:
        month = months.index(mon) + 1
        if ":" in tail:
            year = now.year if (month, int(day)) <= (now.month, now.day) else now.year - 1
            when = datetime.datetime(year, month, int(day))
            assert datetime.timedelta(0) <= now - when <= datetime.timedelta(days=183), (
                lang, seed, mon, day, tail, now)
        else:
            when = datetime.datetime(int(tail), month, int(day))
            assert now - when >= datetime.timedelta(days=181) or when > now, (lang, seed)


def test_terminal_outputs_agree_with_themselves() -> None:
    for lang, seed, p in sampled("terminal", 12):
        texts = [_text(line) for line in p["lines"]]
        for k, t in enumerate(texts):
            if t.endswith("python -m pytest -q"):
                marks, j = 0, k + 1
                while not SUMMARY.match(texts[j]):
                    marks += len(re.sub(r"\s*\[\s*\d+%\]$", "", texts[j]).strip())
                    j += 1
                passed, skipped = SUMMARY.match(texts[j]).groups()
                assert marks == int(passed) + int(skipped or 0), (lang, seed)
                assert texts[j - 1].endswith("[100%]"), (lang, seed)
            if t.endswith("ls -la"):
                _check_ls(lang, seed, p, texts, k)
            if t.endswith("git status") and texts[k + 4].rstrip().endswith(":"):
                assert "git add" in texts[k + 5] and "git restore" in texts[k + 6], (lang, seed)


def test_the_window_starts_at_a_command() -> None:
    for lang, seed, p in sampled("terminal", 4):
        for rows in range(8, 40, 3):
            shown = fit_blocks(p["lines"], p["starts"], rows)
            first = _text(shown[0])
            assert re.search(r"(\$|%) ", first) or len(shown) == rows, (lang, seed, first)


def test_italian_articles_elide_before_a_vowel() -> None:
    content = Content("it", np.random.default_rng(0))
    for text, want in {"Aggiunge test per la area": "Aggiunge test per l'area",
                       "dati di la area": "dati dell'area", "per la API": "per l'API",
                       "una alla volta": "una alla volta", "la Arena di Verona": "la Arena di Verona",
                       "non c'è nulla a che fare": "non c'è nulla a che fare",
                       "Pranzo all'una e mezza?": "Pranzo all'una e mezza?",
                       "bagnando una o due volte": "bagnando una o due volte",
                       "ogni volta che la apro": "ogni volta che la apro"}.items():
        assert content.sound(text) == want, (text, content.sound(text))
