"""Shared fixtures for the scorer tests: synthetic, realistic metadata rows (SPEC 2)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Callable

import numpy as np
import pytest

from generator import languages

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# (data_type, category, answer_type)
CATEGORIES = [
    ("word", "word_center", "point"), ("char", "char_center", "point"),
    ("punctuation", "punctuation", "point"), ("caret", "caret_after_word", "point"),
    ("caret", "line_start", "point"), ("chrome", "structural_text", "point"),
    ("bbox", "word_bbox", "bbox"), ("bbox", "paragraph_bbox", "bbox"),
    ("invoice", "invoice_total", "bbox"), ("invoice", "invoice_line_items", "bbox"),
]
SURFACES = ["email_thread", "invoice", "code_editor", "wikipedia", "terminal"]
# English twice as often as each other language of the registry.
LANGUAGES = [languages.codes()[0], *languages.codes()]
DIFFICULTIES = ["easy", "medium", "hard"]


def make_row(index: int, bbox: list[int], answer_type: str = "point", *,
             data_type: str = "word", category: str = "word_center",
             surface: str = "email_thread", language: str = "en",
             difficulty: str = "medium", split: str = "test") -> dict:
    """One metadata row shaped exactly like SPEC 2."""
    x1, y1, x2, y2 = bbox
    if answer_type == "point":
        rule = {"type": "point_in_bbox", "bbox": list(bbox)}
    else:
        rule = {"type": "iou", "min_coverage": 0.9, "min_precision": 0.7, "bbox": list(bbox)}
    row_id = f"pbt_{index:04d}" if split == "test" else f"pbt-{split}_{index:04d}"
    return {"file_name": f"{index:04d}.png", "id": row_id,
            "instruction": f"Click the word \"w{index}\".", "bbox": list(bbox),
            "point": [round((x1 + x2) / 2), round((y1 + y2) / 2)],
            "answer_type": answer_type, "eval": rule, "data_type": data_type,
            "category": category, "surface": surface, "language": language,
            "difficulty": difficulty, "image_size": [1024, 768]}


def random_rows(n: int, seed: int = 0, split: str = "test") -> list[dict]:
    """``n`` varied rows with realistic box sizes, drawn from a seeded generator."""
    rng = np.random.default_rng(seed)
    rows = []
    for i in range(n):
        data_type, category, answer = CATEGORIES[int(rng.integers(len(CATEGORIES)))]
        w = int(rng.integers(5, 400 if data_type in ("bbox", "invoice") else 90))
        h = int(rng.integers(8, 120 if category.endswith(("paragraph_bbox", "items")) else 20))
        x1, y1 = int(rng.integers(0, 1024 - w)), int(rng.integers(0, 768 - h))
        rows.append(make_row(
            i, [x1, y1, x1 + w, y1 + h], answer, data_type=data_type, category=category,
            surface=SURFACES[int(rng.integers(len(SURFACES)))],
            language=LANGUAGES[int(rng.integers(len(LANGUAGES)))],
            difficulty=DIFFICULTIES[int(rng.integers(3))], split=split))
    return rows


def write_jsonl(path: Path, records: list) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


@pytest.fixture
def make_out(tmp_path: Path) -> Callable[..., Path]:
    """Write rows as ``OUT/data/<split>/metadata.jsonl`` and return OUT."""
    def _make(rows: list[dict], split: str = "test", name: str = "out") -> Path:
        out = tmp_path / name
        write_jsonl(out / "data" / split / "metadata.jsonl", rows)
        return out
    return _make


@pytest.fixture
def write_preds(tmp_path: Path) -> Callable[..., Path]:
    """Write prediction records as JSONL (or a JSON list) and return the path."""
    def _write(records: list, name: str = "preds.jsonl", as_list: bool = False) -> Path:
        path = tmp_path / name
        if as_list:
            path.write_text(json.dumps(records, indent=2), encoding="utf-8")
            return path
        return write_jsonl(path, records)
    return _write


@pytest.fixture
def rows_factory() -> Callable[..., list[dict]]:
    return random_rows


@pytest.fixture
def row_factory() -> Callable[..., dict]:
    return make_row
