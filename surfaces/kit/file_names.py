"""A file's name made from a document's title by the rules of the platform that saves it:
Windows refuses ``\\ / : * ? " < > |`` in a name, the Mac's Finder a colon, Linux a slash
(r61 0007 "Status update: Office move.docx", r87 "Verkoop: kwartaalrapport Q3 2025.docx")."""

from __future__ import annotations

import re

import numpy as np

FORBIDDEN = {"windows": '\\/:*?"<>|', "mac": ":", "linux": "/"}


def file_stem(title: str, platform: str = "windows") -> str:
    """``title`` as a file name's stem on ``platform``: "Title: Sub" is saved as "Title - Sub"
    (a French "Point : Sub" as "Point - Sub", one space each side), "A/B" as "A-B", and the
    other forbidden characters are dropped."""
    bad = FORBIDDEN[platform]
    name = title
    if ":" in bad:
        name = re.sub(r"\s*:\s+", " - ", name).replace(":", "-")
    if "/" in bad:
        name = re.sub(r"\s*/\s*", "-", name)
    name = "".join(ch for ch in name if ch not in bad)
    return re.sub(r"\s+", " ", name).strip(" .")


def is_file_name(name: str, platform: str = "windows") -> bool:
    """Whether ``name`` may be a file's name on ``platform``."""
    return bool(name.strip()) and not any(ch in FORBIDDEN[platform] for ch in name)


def saved_name(rng: np.random.Generator, stem: str, kind: str, folder: str) -> str:
    """A file's stem as people end up saving it, not "<noun> <year>" every time (r99 13:
    "photo 2022.zip", "recording 2019.m4a"): a camera's own name for a photo or a clip
    (IMG_4821, DSC_0412, VID_20230514_181204), an archive named after its folder ("Vacation
    photos 2022"), a recording numbered, and a document as it is, with its year, a date in
    front, a version or a browser's "(1)" for a second download."""
    year = int(rng.integers(2019, 2026))
    if kind in ("image", "video") and rng.random() < 0.75:
        if kind == "video" and rng.random() < 0.5:
            return (f"VID_{year}{int(rng.integers(1, 13)):02d}{int(rng.integers(1, 29)):02d}_"
                    f"{int(rng.integers(7, 22)):02d}{int(rng.integers(0, 6000)):04d}")
        return f"{'IMG_' if rng.random() < 0.7 else 'DSC_'}{int(rng.integers(1000, 9999))}"
    if kind == "zip":
        return f"{folder} {year}" if rng.random() < 0.6 else f"{stem} {year}"
    if kind == "audio":
        return f"{stem} {int(rng.integers(2, 40))}"
    roll = float(rng.random())
    if roll < 0.35:
        return stem
    if roll < 0.6:
        return f"{stem} {year}"
    if roll < 0.72:
        # a past year's date (the file is dated in it, file_manager.year_back)
        day = f"{min(year, 2023)}-{int(rng.integers(1, 13)):02d}-{int(rng.integers(1, 29)):02d}"
        return f"{day} {stem}"
    if roll < 0.86:
        return f"{stem} v{int(rng.integers(2, 5))}"
    return f"{stem} (1)"
