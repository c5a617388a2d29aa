"""The file-level checks of ``verify``: is this dataset the one its build.json describes?

SHA256SUMS against every file (listed files present and equal, no unlisted file), its
digest against build.json, the row count against build.json's n, every row's id and file
name, and the plan (category and language of each index; the language of a multi-target page)
that build.json's config makes.
Each failure names the file or the row. Lives outside generator/verify because the plan
comes from the generator's own planner, which the independent verifier must not import.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any

from generator.writer import UNHASHED, file_sha256

Fail = Callable[[dict[str, Any], str, str], None]


def check_dataset(out: Path, fail: Fail) -> None:
    """Report every integrity failure of ``out`` through ``fail(row, reason, detail)``."""
    build = _build_json(out, fail)
    _check_sums(out, build, fail)
    if build is None:
        return
    split, n = build.get("split"), build.get("n")
    meta = out / "data" / str(split) / "metadata.jsonl"
    rows = _rows(meta, fail)
    if rows is None:
        return
    if len(rows) != n:
        fail({"id": f"data/{split}/metadata.jsonl"}, "row_count",
             f"{len(rows)} rows, build.json says n = {n}")
    _check_ids(rows, str(split), int(n) if isinstance(n, int) else len(rows), fail)
    _check_plan(rows, build, fail)


def _build_json(out: Path, fail: Fail) -> dict[str, Any] | None:
    try:
        build = json.loads((out / "build.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        fail({"id": "build.json"}, "build_json", f"unreadable: {exc}")
        return None
    if not isinstance(build, dict) or not isinstance(build.get("config"), dict):
        fail({"id": "build.json"}, "build_json", "not a build record (no config)")
        return None
    return build


def _check_sums(out: Path, build: dict[str, Any] | None, fail: Fail) -> None:
    try:
        data = (out / "SHA256SUMS").read_bytes()
    except OSError as exc:
        fail({"id": "SHA256SUMS"}, "checksum", f"unreadable: {exc.strerror or exc}")
        return
    if build is not None and hashlib.sha256(data).hexdigest() != build.get("sha256sums_digest"):
        fail({"id": "SHA256SUMS"}, "checksum", "its digest differs from build.json's "
             "sha256sums_digest")
    listed = {}
    for number, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
        digest, sep, name = line.partition("  ")
        if not sep or len(digest) != 64:
            fail({"id": "SHA256SUMS"}, "checksum", f"line {number} is not 'digest  file'")
            continue
        listed[name] = digest
    for name, digest in sorted(listed.items()):
        path = out / name
        if not path.is_file():
            fail({"id": name}, "missing_file", "listed in SHA256SUMS, not on disk")
        elif file_sha256(path) != digest:
            fail({"id": name}, "checksum", "content differs from SHA256SUMS")
    for path in sorted(out.rglob("*")):
        rel = path.relative_to(out)
        if (path.is_file() and rel.as_posix() not in UNHASHED and rel.as_posix() not in listed
                and not any(part.startswith(".") for part in rel.parts)):
            fail({"id": rel.as_posix()}, "unlisted_file", "on disk, not in SHA256SUMS")


def _rows(meta: Path, fail: Fail) -> list[dict[str, Any]] | None:
    try:
        lines = meta.read_text(encoding="utf-8").splitlines()
        return [json.loads(line) for line in lines if line.strip()]
    except (OSError, ValueError) as exc:
        fail({"id": str(meta)}, "unreadable", str(exc))
        return None


def _check_ids(rows: list[dict[str, Any]], split: str, n: int, fail: Fail) -> None:
    from generator.pipeline import example_id

    for index, row in enumerate(rows):
        file_name, row_id = example_id(split, index, n)
        if row.get("id") != row_id or row.get("file_name") != file_name:
            fail(row, "id", f"row {index} should be {row_id} ({file_name}), is "
                 f"{row.get('id')} ({row.get('file_name')})")


def _check_plan(rows: list[dict[str, Any]], build: dict[str, Any], fail: Fail) -> None:
    from generator.build import plan_for
    from generator.config import BuildConfig

    config = build["config"]
    known = {f.name for f in fields(BuildConfig)}
    try:
        values = {k: tuple(v) if isinstance(v, list) else v for k, v in config.items()
                  if k in known}
        plan = plan_for(BuildConfig(**values))
    except Exception as exc:  # any config this generator cannot plan is a finding
        fail({"id": "build.json"}, "plan", f"its config makes no plan: {exc}")
        return
    if len(plan) != len(rows):
        fail({"id": "build.json"}, "plan", f"its config plans {len(plan)} rows, the data "
             f"holds {len(rows)}")
    for index, (row, slot) in enumerate(zip(rows, plan, strict=False)):
        # A multi-target page (SPEC 12) draws its first target from the slot's category
        # only while that draw is accepted, so only its language is the plan's.
        category = slot.category if isinstance(row.get("targets"), list) else row.get("category")
        if (category, row.get("language")) != (slot.category, slot.language):
            fail(row, "plan", f"row {index} is {row.get('category')}/{row.get('language')}, "
                 f"build.json's config plans {slot.category}/{slot.language}")
