"""What a DOS folder holds: the files of its kind (a GAMES folder holds game directories and
programs, LETTERS holds letters), with 8.3 names, sizes that fit the type and dates of one
stretch of the 1990s. Kinds follow the order of ``apps_dos_word`` (the same in every
language)."""

from __future__ import annotations

import datetime
import unicodedata

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.numbers import ui_list

# games and the day each came out for DOS (two-digit year, month, day; a little late rather
# than early): its directory and files are no older
GAME_RELEASES = {"DOOM": (93, 12, 10), "KEEN": (90, 12, 14), "WOLF3D": (92, 5, 5),
                 "PRINCE": (90, 4, 1), "SIMCITY": (89, 10, 1), "LEMMINGS": (91, 3, 1),
                 "CIV": (91, 10, 1), "MONKEY": (90, 10, 15), "DUKE3D": (96, 2, 1),
                 "XCOM": (94, 4, 1), "TYRIAN": (95, 5, 1), "SCORCH": (91, 6, 1)}
GAME_DIRS = {name: day[0] for name, day in GAME_RELEASES.items()}
# the first full year files of a format were saved (Scream Tracker 3 came out in 1994, ARJ
# in 1991, Windows 3.0 bitmaps in 1990): no CHIPTUNE.S3M of 1992
FORMAT_YEARS = {"S3M": 95, "ARJ": 92, "BMP": 91}
GAME_FILES = ["TETRIS.EXE", "SOLITAIR.EXE", "MINES.EXE", "CHESS.EXE", "MENU.BAT", "GAMES.BAT",
              "README.TXT", "SETUP.EXE"]
# kind -> (stem source, extensions): "sN" a dos.sN list, "year" the folder word and a year,
# "number" an invoice number, "track" a numbered track, "backup" another folder and a year
KINDS = {0: ("s0", ["DOC", "TXT", "WK1"]), 1: ("s1", ["DOC", "TXT", "WRI"]),
         2: ("year", ["WK1", "WKS", "BAK"]), 4: ("number", ["DOC", "WK1"]),
         5: ("s5", ["TXT"]), 6: ("s6", ["PCX", "GIF", "BMP"]),
         7: ("backup", ["ZIP", "ARJ", "BAK"]), 8: ("year", ["WK1", "DOC", "TXT"]),
         9: ("s9", ["TXT", "DOC"]), 10: ("s10", ["DOC", "TXT"]),
         11: ("track", ["MID", "MOD", "S3M", "VOC"])}
GAMES = 3
TUNES = ["ENIGMA", "STARDUST", "SPACEDEB", "AXELF", "TECHNO", "FUNKY", "CHIPTUNE",
         "SATELL", "DREAMS", "JAZZY", "ROCKIT", "MOONWALK", "CANYON", "PASSPORT", "ONESTOP"]
# bytes a file of the type had then, drawn log-uniformly (most are small): a recipe or a
# letter in TXT is a few KB, in a word processor's DOC a few times that, never 300 KB
SIZES = {"TXT": (300, 20000), "DOC": (3000, 60000), "EXE": (8000, 400000),
         "COM": (800, 40000), "BAT": (40, 2000), "BAK": (1000, 120000), "WK1": (2000, 60000),
         "WKS": (2000, 40000), "WRI": (2000, 40000), "ZIP": (5000, 900000),
         "ARJ": (5000, 900000), "PCX": (5000, 150000), "GIF": (3000, 120000),
         "BMP": (20000, 300000), "MID": (2000, 60000), "MOD": (40000, 600000),
         "S3M": (40000, 600000), "VOC": (10000, 500000)}


def dos_name(word: str) -> str:
    """``word`` as an 8-character DOS name (upper case, ASCII letters and digits)."""
    text = word.upper().replace("Ä", "AE").replace("Ö", "OE").replace("Ü", "UE")
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(c for c in text if c.isalnum())[:8]


def _stem(rng: np.random.Generator, content: Content, kind: int, source: str, years: list[int],
          words: list[str]) -> str:
    year = f"{int(choice(rng, years)):02d}"
    if source.startswith("s"):
        if kind == 1 and rng.random() < 0.4:
            return dos_name(content.last_name())
        return choice(rng, ui_list(content, f"dos.{source}"))
    if source == "year":
        return dos_name(words[kind])[:6] + year
    if source == "number":
        return dos_name(words[kind])[:3] + year + f"{int(rng.integers(1, 400)):03d}"
    if source == "backup":
        return dos_name(choice(rng, [w for k, w in enumerate(words) if k != 7]))[:6] + year
    if rng.random() < 0.3:
        return choice(rng, ["TRACK", "SONG"]) + f"{int(rng.integers(1, 20)):02d}"
    return choice(rng, TUNES)


def folder(rng: np.random.Generator, content: Content, kind: int,
           first: int) -> list[tuple[str, str, bool, int]]:
    """(name, extension, is a directory, two-digit year) of the entries of a folder of
    ``kind`` whose files date from ``first`` and the two years after (a name with a year,
    BUDGET94, was saved that year); each name once."""
    words = content.data.SLOTS["apps_dos_word"]
    years = list(range(first, min(100, first + 3)))
    if kind == GAMES:
        dirs = [str(d) for d in rng.choice(list(GAME_DIRS), int(rng.integers(5, 10)),
                                           replace=False)]
        files = [str(f) for f in rng.choice(GAME_FILES, int(rng.integers(3, 7)), replace=False)]
        return [(d, "", True, max(first, GAME_DIRS[d])) for d in dirs] + \
            [(*f.split("."), False, int(choice(rng, years))) for f in files]  # type: ignore
    source, exts = KINDS[kind]
    subs = ui_list(content, "dos.sub")
    entries = [(str(s), "", True, first)
               for s in rng.choice(subs, int(rng.integers(0, 3)), replace=False)]
    stems: set[str] = set()
    for _ in range(int(rng.integers(10, 22)) * 3):
        stem = _stem(rng, content, kind, source, years, words)
        if stem not in stems and len(stems) < 18:
            stems.add(stem)
            year = int(stem[-2:]) if source in ("year", "backup") else \
                int(stem[3:5]) if source == "number" else int(choice(rng, years))
            fit = [e for e in exts if FORMAT_YEARS.get(e, 0) <= year] or ["BAK"]
            entries.append((stem, choice(rng, fit), False, year))
    return sorted(entries)


def stamp(rng: np.random.Generator, years: tuple[int, int]) -> tuple[int, int, int, int, int]:
    """(day, month, two-digit year, hour, minute) of a file saved in working hours."""
    return (int(rng.integers(1, 29)), int(rng.integers(1, 13)), int(rng.integers(*years)),
            int(rng.integers(8, 23)), int(rng.integers(0, 60)))


def size_of(rng: np.random.Generator, ext: str) -> int:
    lo, hi = SIZES[ext]
    return int(np.exp(rng.uniform(np.log(lo), np.log(hi))))


def allowed(kind: int) -> set[str]:
    """The extensions a folder of ``kind`` holds."""
    if kind == GAMES:
        return {f.split(".")[1] for f in GAME_FILES}
    return set(KINDS[kind][1])



def not_before_release(rng: np.random.Generator, name: str,
                       when: tuple[int, int, int, int, int]) -> tuple[int, int, int, int, int]:
    """``when`` (day, month, two-digit year, hour, minute) of a game's directory ``name``,
    moved to within two months after the game came out if it is earlier."""
    if name not in GAME_RELEASES:
        return when
    year, month, day = GAME_RELEASES[name]
    if (when[2], when[1], when[0]) >= (year, month, day):
        return when
    moved = datetime.date(1900 + year, month, day) + datetime.timedelta(
        days=int(rng.integers(0, 60)))
    return (moved.day, moved.month, moved.year - 1900, when[3], when[4])
