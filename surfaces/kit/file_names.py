"""A file's name made from a document's title by the rules of the platform that saves it:
Windows refuses ``\\ / : * ? " < > |`` in a name, the Mac's Finder a colon, Linux a slash
(r61 0007 "Status update: Office move.docx", r87 "Verkoop: kwartaalrapport Q3 2025.docx")."""

from __future__ import annotations

import re

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
