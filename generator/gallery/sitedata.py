"""The gallery's data: every row of the chosen splits with its facets, thumbnail and, with
predictions, the predicted answer and its outcome as the scorer judges it.

Predictions are scored by ``generator.scorer.protocol`` itself (``evaluate_files``, the
function behind ``pointerbench-text eval``), so every hit, miss and accuracy the gallery
shows is the scorer's own number. Rows of shapes the scorer does not know yet (drag,
absent, multi-target) are shown as they are; facets of a multi-target row are the values
of its targets. A multi-target page's prediction is one per target (``<id>#<k>``, drag
targets with their two points), each with the scorer's outcome; the page is a hit when
every target is.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any
from urllib.parse import quote

from generator.gallery.thumbs import Thumbnails
from generator.rows import target_rows
from generator.scorer.protocol import (
    ScorerError,
    evaluate_files,
    extract_box,
    extract_point,
    load_predictions,
    row_rule,
)

FACETS = ("split", "data_type", "category", "language", "surface", "difficulty", "theme",
          "answer_type")
TARGET_KEYS = ("data_type", "category", "difficulty", "answer_type")


class GalleryError(ValueError):
    """Bad input for the gallery (said in one ``error:`` line)."""


def dataset_splits(out: Path, split: str | None) -> list[str]:
    data = out / "data"
    if not data.is_dir():
        raise GalleryError(f"{out} has no data/ directory; is it a pointerbench-text dataset?")
    found = sorted(p.name for p in data.iterdir() if (p / "metadata.jsonl").is_file())
    if not found:
        raise GalleryError(f"{data} holds no split with a metadata.jsonl")
    if split is None:
        return found
    if split not in found:
        raise GalleryError(f"split {split!r} not in {out} (found: {', '.join(found)})")
    return [split]


def load_rows(out: Path, split: str) -> list[dict[str, Any]]:
    meta = out / "data" / split / "metadata.jsonl"
    rows = []
    for number, line in enumerate(meta.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise GalleryError(f"{meta} line {number}: invalid JSON ({exc.msg})") from None
        if not isinstance(row, dict) or not isinstance(row.get("id"), str) \
                or not isinstance(row.get("file_name"), str):
            raise GalleryError(f"{meta} line {number}: a row needs a string id and file_name")
        rows.append(row)
    return rows


def _values(row: dict[str, Any], key: str) -> list[str]:
    if row.get(key) is not None:
        return [str(row[key])]
    targets = row.get("targets")
    if key in TARGET_KEYS and isinstance(targets, list):
        return sorted({str(t[key]) for t in targets if isinstance(t, dict) and key in t})
    return []


def facets_of(row: dict[str, Any], split: str, theme: str) -> dict[str, list[str]]:
    facets = {key: _values(row, key) for key in FACETS}
    facets["split"], facets["theme"] = [split], [theme]
    return facets


def _finite(values: Any) -> list[float] | None:
    if values is None:
        return None
    try:
        numbers = [float(v) for v in values]
    except (TypeError, ValueError):
        return None
    return numbers if all(math.isfinite(v) for v in numbers) else None


def _plain(value: Any) -> Any:
    """A JSON-safe copy: non-finite numbers become null, unknown objects strings."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value if value is None or isinstance(value, (str, int, bool)) else str(value)


def shown_prediction(row: dict[str, Any], record: dict[str, Any] | None) -> dict[str, Any] | None:
    """What to draw for a prediction: the point, box or drag ends the row's kind reads."""
    if record is None:
        return None
    shown: dict[str, Any] = {"record": _plain(record)}
    if row.get("answer_type") == "drag":
        for key in ("start", "end"):
            value = record.get(key)
            if isinstance(value, (list, tuple)) and len(value) >= 2:
                shown[key] = _finite(value[:2])
        return shown
    try:
        kind = row_rule(row)["kind"]
    except (ScorerError, KeyError, TypeError):
        kind = "point"
    shown["point" if kind == "point" else "bbox"] = _finite(
        extract_point(record) if kind == "point" else extract_box(record))
    return shown


def page_outcome(row: dict[str, Any], outcomes: dict[str, str]) -> str:
    """A row's outcome; a multi-target page: hit when every target is, else the first of
    miss, unreadable, missing that one of its targets has."""
    if not isinstance(row.get("targets"), list):
        return outcomes.get(row["id"], "missing")
    got = {outcomes.get(t["id"], "missing") for t in target_rows(row)}
    if got == {"hit"}:
        return "hit"
    return next(o for o in ("miss", "unreadable", "missing") if o in got)


def shown_page_prediction(row: dict[str, Any], records: dict[str, Any],
                          outcomes: dict[str, str]) -> dict[str, Any] | None:
    """``shown_prediction`` of a row; a multi-target page: ``{"targets": [...]}``, one
    per target in order (None where it has no prediction), each with its outcome."""
    if not isinstance(row.get("targets"), list):
        return shown_prediction(row, records.get(row["id"]))
    shown = []
    for target in target_rows(row):
        one = shown_prediction(target, records.get(target["id"]))
        if one is not None:
            one["outcome"] = outcomes.get(target["id"], "missing")
        shown.append(one)
    return {"targets": shown}


def score_split(out: Path, split: str, predictions: Path):
    """The scorer's report of one split and the prediction records by id."""
    report, warnings = evaluate_files(predictions, out, split)
    records, _ = load_predictions(predictions)
    return report, warnings, records


def dataset_key(out: Path) -> str:
    """Names the dataset in the browser's storage, so flags of two builds never mix."""
    try:
        build = json.loads((out / "build.json").read_text(encoding="utf-8"))
        digest = build.get("sha256sums_digest")
        if digest:
            return str(digest)
    except (OSError, ValueError):
        pass
    return str(out.resolve())


def collect(out: Path, dest: Path, split: str | None,
            predictions: Path | None) -> tuple[dict[str, Any], dict[str, Any]]:
    """``(site data, side facts)``: the data becomes rows.js; the facts hold the report,
    the scorer's warnings and the thumbnail counts."""
    if predictions is not None and split is None:
        split = "test"  # as eval: predictions are scored against one split
    splits = dataset_splits(out, split)
    report, warnings, records, outcomes = None, [], {}, {}
    if predictions is not None:
        report, warnings, records = score_split(out, splits[0], predictions)
        outcomes = {r["id"]: r["reason"] for r in report["rows"]}
    items, made, reused = [], 0, 0
    for name in splits:
        thumbs = Thumbnails(out, dest, name)
        for row in load_rows(out, name):
            try:
                page = thumbs.page(row["file_name"])
            except OSError as exc:
                raise GalleryError(f"cannot read page {row['file_name']} of {row['id']}: "
                                   f"{exc.strerror or exc}") from None
            image = Path(os.path.relpath(out / "data" / name / row["file_name"], dest))
            item = {"row": row, "split": name, "image": quote(image.as_posix()),
                    "thumb": quote(page["thumb"]), "size": page["size"],
                    "facets": facets_of(row, name, page["theme"])}
            if predictions is not None:
                item["outcome"] = page_outcome(row, outcomes)
                item["facets"]["result"] = [item["outcome"]]
                item["pred"] = shown_page_prediction(row, records, outcomes)
            items.append(item)
        thumbs.save()
        made, reused = made + thumbs.made, reused + thumbs.reused
    facets = list(FACETS) + (["result"] if predictions is not None else [])
    data = {"title": out.resolve().name, "key": dataset_key(out), "facets": facets,
            "predictions": predictions.name if predictions is not None else None,
            "accuracy": None if report is None else
            {"acc": report["accuracy"], "hits": report["hits"], "n": report["n"]},
            "rows": items}
    return data, {"report": report, "warnings": warnings, "made": made, "reused": reused,
                  "split": splits[0]}
