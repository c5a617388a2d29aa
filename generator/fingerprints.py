"""Content fingerprints of a page, for provable disjointness between datasets (SPEC 8).

A page has one fingerprint of its whole normalised text and one per paragraph of eight
words or more. Normalisation: Unicode NFKC, case-folded, runs of white space collapsed.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from pathlib import Path
from typing import Any

from generator.geometry import PageGeometry

MIN_PARAGRAPH_WORDS = 8
FILE_NAME = "fingerprints.jsonl"
_SPACE = re.compile(r"\s+")


def normalise(text: str) -> str:
    return _SPACE.sub(" ", unicodedata.normalize("NFKC", text).casefold()).strip()


def digest(text: str) -> str:
    return hashlib.sha256(normalise(text).encode("utf-8")).hexdigest()[:32]


def page_fingerprints(geo: PageGeometry) -> dict[str, Any]:
    paragraphs = set()
    for para in geo.paragraphs:
        text = geo.paragraph_text(para)
        if len(normalise(text).split(" ")) >= MIN_PARAGRAPH_WORDS:
            paragraphs.add(digest(text))
    return {"page": digest(geo.page_text()), "paragraphs": sorted(paragraphs)}


def overlaps(fp: dict[str, Any], excluded: ExcludedSet) -> bool:
    return fp["page"] in excluded.pages or any(p in excluded.paragraphs
                                                for p in fp["paragraphs"])


class ExcludedSet:
    """The fingerprints of other datasets that a build must not share."""

    def __init__(self) -> None:
        self.pages: set[str] = set()
        self.paragraphs: set[str] = set()
        self.sources: list[str] = []

    def add_dataset(self, out: Path) -> None:
        for record in read_fingerprints(out).values():
            self.pages.add(record["page"])
            self.paragraphs.update(record["paragraphs"])
        self.sources.append(str(out))

    def digest(self) -> str:
        blob = "\n".join(sorted(self.pages)) + "\n--\n" + "\n".join(sorted(self.paragraphs))
        return hashlib.sha256(blob.encode()).hexdigest()

    def __bool__(self) -> bool:
        return bool(self.pages or self.paragraphs)


def fingerprint_files(out: Path) -> list[Path]:
    return sorted((out / "data").glob(f"*/{FILE_NAME}"))


def read_fingerprints(out: Path) -> dict[str, dict[str, Any]]:
    """id -> fingerprint record for every split of a built dataset. The records are checked:
    one well-formed record per metadata row (an emptied or cut file is an error, never
    "nothing to exclude"); any problem is a ValueError naming the file and line."""
    files = fingerprint_files(out)
    if not (out / "data").is_dir() or not files:
        raise FileNotFoundError(f"{out} is not a dataset with fingerprints "
                                f"(no data/<split>/{FILE_NAME})")
    records = {}
    for path in files:
        split = _read_records(path)
        rows = _metadata_rows(path.parent / "metadata.jsonl")
        if len(split) != rows:
            raise ValueError(f"{path} holds {len(split)} fingerprint records for {rows} rows "
                             "of metadata.jsonl: the dataset is damaged")
        records.update(split)
    return records


_HEX = re.compile(r"[0-9a-f]{32}")


def _read_records(path: Path) -> dict[str, dict[str, Any]]:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise ValueError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise ValueError(f"{path} is not UTF-8 text") from None
    records = {}
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{path} line {number}: not JSON ({exc.msg})") from None
        if not _well_formed(rec):
            raise ValueError(f"{path} line {number}: expected {{\"id\": str, \"page\": "
                             "32 hex digits, \"paragraphs\": [32 hex digits, ...]}")
        records[rec["id"]] = rec
    return records


def _well_formed(rec: Any) -> bool:
    return (isinstance(rec, dict) and isinstance(rec.get("id"), str)
            and isinstance(rec.get("page"), str) and bool(_HEX.fullmatch(rec["page"]))
            and isinstance(rec.get("paragraphs"), list)
            and all(isinstance(p, str) and _HEX.fullmatch(p) for p in rec["paragraphs"]))


def _metadata_rows(path: Path) -> int:
    try:
        with open(path, "rb") as fh:
            return sum(1 for line in fh if line.strip())
    except OSError as exc:
        raise ValueError(f"cannot read {path}: {exc.strerror or exc}") from None


def find_overlaps(a: Path, b: Path) -> list[dict[str, Any]]:
    """Every pair of pages (one from each dataset) sharing a page or paragraph fingerprint."""
    left, right = read_fingerprints(a), read_fingerprints(b)
    by_page: dict[str, list[str]] = {}
    by_para: dict[str, list[str]] = {}
    for rid, rec in right.items():
        by_page.setdefault(rec["page"], []).append(rid)
        for p in rec["paragraphs"]:
            by_para.setdefault(p, []).append(rid)
    found = []
    for lid, rec in left.items():
        for rid in by_page.get(rec["page"], []):
            found.append({"a": lid, "b": rid, "kind": "page", "fingerprint": rec["page"]})
        for p in rec["paragraphs"]:
            for rid in by_para.get(p, []):
                found.append({"a": lid, "b": rid, "kind": "paragraph", "fingerprint": p})
    return found
