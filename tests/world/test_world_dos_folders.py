"""A DOS folder lists the files of its kind (no spreadsheets in GAMES, no music in
LETTERS), each with an 8.3 name, once, dated in the 1990s no earlier than the year its name
carries (BUDGET94 was not saved in 1992)."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator.content import locale_data
from surfaces.kit.dos_world import GAME_DIRS, allowed, dos_name

YEAR = re.compile(r"(\d\d)\D*$")  # the two-digit year ends the date ("4/10/98", "10.04.98")


def test_folder_files_fit_the_folder() -> None:
    for lang, seed, p in sampled("dos_file_manager", 10):
        words = [dos_name(w) for w in locale_data(lang).SLOTS["apps_dos_word"]]
        for panel in p["panels"]:
            kind = words.index(panel["path"][3:])
            names = [(n, e) for n, e, k, _, _ in panel["entries"] if k == "file"]
            assert len(names) == len(set(n for n, _ in names)), (lang, seed, names)
            for name, ext in names:
                assert ext in allowed(kind), (lang, seed, panel["path"], name, ext)
                assert re.fullmatch(r"[A-Z0-9]{1,8}", name) and len(ext) <= 3, (lang, seed, name)
            for name, _ext, k, _, when in panel["entries"][1:]:
                date = when.split()[0]
                year = int(YEAR.search(date).group(1))
                assert 89 <= year <= 99, (lang, seed, when)
                if k == "dir" and name in GAME_DIRS:  # no DOOM directory from 1990
                    assert year >= GAME_DIRS[name], (lang, seed, name, when)
                m = re.search(r"(\d\d)(\d{3})?$", name)
                if k == "file" and m and re.search(r"[A-Z]\d\d$", name) and not name.startswith(
                        ("TRACK", "SONG")):
                    assert year >= int(m.group(1)), (lang, seed, name, when)
