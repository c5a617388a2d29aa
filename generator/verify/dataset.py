"""Re-verify a written dataset from its PNGs, metadata and geometry sidecars.

Every split under ``OUT/data`` with a ``metadata.jsonl`` is checked; each row is verified
against ``data/<split>/<file_name>`` and ``geometry/<split>/<stem>.json.gz`` exactly as the
build verified it. A dataset built without ``--with-geometry`` cannot be re-verified
(the verifier needs the page geometry): that is a ``NoGeometry`` error (a
``DatasetError``), not a failed row; the ``verify`` command still runs its file checks.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PIL import Image

from generator.geometry import PageGeometry
from generator.rows import flatten
from generator.verify.core import verify

UNREADABLE = "unreadable"  # a row whose PNG or sidecar is missing or broken


class DatasetError(ValueError):
    """The directory is not a dataset the verifier can re-check."""


class NoGeometry(DatasetError):
    """A dataset built without ``--with-geometry``: its rows cannot be re-verified."""


@dataclass
class Report:
    checked: int = 0
    by_reason: Counter[str] = field(default_factory=Counter)
    by_category: dict[str, Counter[str]] = field(default_factory=dict)
    failures: list[dict[str, Any]] = field(default_factory=list)
    seen: set[str] = field(default_factory=set)

    @property
    def failed(self) -> int:
        return len(self.failures)

    def add(self, row: dict[str, Any], reason: str, detail: str) -> None:
        self.failures.append({"id": row.get("id"), "reason": reason,
                              "category": row.get("category"), "detail": detail})
        self.by_reason[reason] += 1
        self.by_category.setdefault(row.get("category", "?"), Counter())[reason] += 1

    def as_json(self) -> dict[str, Any]:
        return {"checked": self.checked, "failed": self.failed,
                "by_reason": dict(sorted(self.by_reason.items())),
                "by_category": {c: dict(sorted(v.items()))
                                for c, v in sorted(self.by_category.items())},
                "failures": self.failures}


def _splits(out: Path) -> list[Path]:
    data = out / "data"
    if not data.is_dir():
        raise DatasetError(f"{out} has no data/ directory; is it a pointerbench-text dataset?")
    splits = sorted(p for p in data.iterdir() if (p / "metadata.jsonl").is_file())
    if not splits:
        raise DatasetError(f"{data} holds no split with a metadata.jsonl")
    for split in splits:
        if not (out / "geometry" / split.name).is_dir():
            raise NoGeometry(f"{out} was built without --with-geometry: no geometry/"
                               f"{split.name} sidecars to verify against (rebuild it with "
                               "--with-geometry)")
    return splits


def _rows(split: Path) -> Iterator[dict[str, Any]]:
    with open(split / "metadata.jsonl", encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if line.strip():
                try:
                    yield json.loads(line)
                except json.JSONDecodeError as exc:
                    raise DatasetError(f"{split}/metadata.jsonl line {n}: {exc}") from exc


def verify_row_files(out: Path, split: str, row: dict[str, Any],
                     last: dict[str, Any] | None = None):
    """The verdict of one written row (raises OSError / ValueError on broken files).
    ``last`` keeps the page loaded last, so the targets of one page share one load."""
    if last is not None and last.get("file") == row["file_name"]:
        image, geo = last["page"]
    else:
        image, geo = _page(out, split, row["file_name"])
        if last is not None:
            last.update(file=row["file_name"], page=(image, geo))
    return verify(image, geo, row)


def _page(out: Path, split: str, file_name: str) -> tuple[Image.Image, PageGeometry]:
    stem = file_name.removesuffix(".png")
    geo = PageGeometry.loads_gz((out / "geometry" / split / f"{stem}.json.gz").read_bytes())
    with Image.open(out / "data" / split / file_name) as im:
        return im.convert("RGB"), geo


def verify_dataset(out: Path, progress: Callable[[int], None] | None = None,
                   only: set[str] | None = None) -> Report:
    """Verify every row (one per target of a multi-target page), or with ``only`` the
    rows of those ids (a page id selects all its targets)."""
    report = Report()
    for split in _splits(Path(out)):
        last: dict[str, Any] = {}
        for row in flatten(_rows(split)):  # one row per target (generator/rows.py)
            rid = str(row.get("id"))
            page = rid.split("#")[0]
            if only is not None and rid not in only and page not in only:
                continue
            report.checked += 1
            report.seen.update((rid, page))
            try:
                verdict = verify_row_files(Path(out), split.name, row, last)
            except (OSError, ValueError, KeyError) as exc:
                report.add(row, UNREADABLE, f"{type(exc).__name__}: {exc}")
            else:
                if not verdict.ok:
                    report.add(row, verdict.reason, verdict.detail)
            if progress:
                progress(1)
    return report
