"""The ``verify`` CLI command: ``pointerbench-text verify OUT [--json REPORT]``.

Exit codes: 0 every row passes, 1 some row fails, 2 the directory cannot be verified (not
a dataset, or built without ``--with-geometry``), said in one ``error: ...`` line.

A dataset built without ``--with-geometry`` still gets the file checks (SHA256SUMS, row
count, ids, plan): when they pass, one ``error:`` line says so and that the per-row checks
need the geometry sidecars (exit 2); when they find a problem, the findings are listed as
for any dataset, with a line saying the rows were not checked (exit 1).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Optional

import typer

from generator.verify.core import REASONS
from generator.verify.dataset import DatasetError, NoGeometry, Report, verify_dataset


def format_table(report: Report, files_only: bool = False) -> str:
    lines = [f"checked {report.checked} rows: {report.checked - report.failed} pass, "
             f"{report.failed} fail"]
    if files_only:  # built without --with-geometry: only the file checks ran
        lines = [f"file checks: {report.failed} findings; rows not checked (built without "
                 "--with-geometry)"]
    if report.failed:
        width = max(len(r) for r in report.by_reason)
        lines.append(f"  {'reason'.ljust(width)}  rows  categories")
        order = [r for r in REASONS if r in report.by_reason] + \
            sorted(r for r in report.by_reason if r not in REASONS)
        for reason in order:
            cats = sorted((c for c, v in report.by_category.items() if v.get(reason)),
                          key=lambda c: -report.by_category[c][reason])
            shown = ", ".join(f"{c} {report.by_category[c][reason]}" for c in cats[:4])
            more = f", +{len(cats) - 4} more" if len(cats) > 4 else ""
            lines.append(f"  {reason.ljust(width)}  {report.by_reason[reason]:4d}  {shown}{more}")
    return "\n".join(lines)


def read_flags(path: Path) -> list[dict[str, str]]:
    """A reviewer's flags (the gallery's export: JSON lines ``{"id", "flag", "note"}``, or
    bare ids one a line). Read here with the standard library only: the verifier imports
    nothing from the rest of the generator."""
    try:
        lines = path.read_text(encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise DatasetError(f"cannot read flags file {path}: {exc}") from None
    flags = []
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line:
            continue
        try:
            record = json.loads(line) if line.startswith("{") else {"id": line}
        except json.JSONDecodeError as exc:
            raise DatasetError(f"{path} line {number}: invalid JSON ({exc.msg})") from None
        if not isinstance(record.get("id"), str):
            raise DatasetError(f"{path} line {number}: expected an object with a string 'id'")
        flags.append({"id": record["id"], "flag": str(record.get("flag") or ""),
                      "note": str(record.get("note") or "")})
    if not flags:
        raise DatasetError(f"flags file {path} names no id")
    return flags


def format_flags(flags: list[dict[str, str]], report: Report) -> str:
    """One line per flag: id, flag, note and the verifier's verdict on the row."""
    failed = {f["id"]: f["reason"] for f in report.failures}
    lines = [f"flagged {len({f['id'] for f in flags})} rows:"]
    for flag in flags:
        verdict = f"fail ({failed[flag['id']]})" if flag["id"] in failed else "pass"
        lines.append(f"  {flag['id']}  {flag['flag'] or '-'}  {json.dumps(flag['note'], ensure_ascii=False)}"
                     f"  verifier: {verdict}")
    return "\n".join(lines)


def format_failures(report: Report, limit: int = 20) -> str:
    """One line per failure (row id or file), the first ``limit`` of them."""
    lines = [f"  {f['id']}: {f['reason']}: {f['detail']}" for f in report.failures[:limit]]
    if report.failed > limit:
        lines.append(f"  ... and {report.failed - limit} more (--json for all)")
    return "\n".join(lines)


def check_json_path(path: Path) -> None:
    """Refuse a --json target that cannot be written, before any work (exit 2)."""
    parent = path.parent if str(path.parent) else Path(".")
    problem = ("is a directory" if path.is_dir() else
               f"its folder {parent} does not exist" if not parent.is_dir() else
               "cannot be written" if not os.access(parent, os.W_OK) or
               (path.exists() and not os.access(path, os.W_OK)) else "")
    if problem:
        typer.echo(f"error: --json {path}: {problem}", err=True)
        raise typer.Exit(2)


# Extra whole-dataset checks (file digests, row count, ids, plan), handed in by the CLI:
# they need the generator's planner, which this package must not import.
INTEGRITY: list = []


def verify_command(
    out: Annotated[Path, typer.Argument(help="A dataset built with --with-geometry.",
                                        show_default=False)],
    json_path: Annotated[Optional[Path], typer.Option(
        "--json", help="Write the report (checked, failed, by_reason, failures) here.")] = None,
    flags_path: Annotated[Optional[Path], typer.Option(
        "--flags", help="A gallery flags file (JSON lines id, flag, note): re-verify only "
                        "the flagged rows and list each flag with the verifier's verdict.")
    ] = None,
) -> None:
    """Re-verify a written dataset: its files against SHA256SUMS and build.json, and every
    row from its image and geometry sidecar."""
    if json_path is not None:
        check_json_path(json_path)
    flags, files_only = None, False
    try:
        if flags_path is not None:
            flags = read_flags(flags_path)
        report = verify_dataset(out, only=None if flags is None else {f["id"] for f in flags})
        unknown = [] if flags is None else sorted({f["id"] for f in flags} - report.seen)
        if unknown:
            raise DatasetError(f"flagged id not in {out}: {', '.join(unknown)}")
    except NoGeometry as exc:
        if flags is not None:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from None
        report, files_only = _files_only(out, str(exc).split(":")[0]), True
    except DatasetError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    if flags is not None:
        typer.echo(format_flags(flags, report))
    elif not files_only:  # whole-dataset checks; a flags review looks at the flagged rows
        for check in INTEGRITY:
            check(out, report.add)
    typer.echo(format_table(report, files_only))
    if report.failed:
        typer.echo(format_failures(report))
    if json_path is not None:
        data = report.as_json()
        if flags is not None:
            data["flags"] = flags
        json_path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n",
                             encoding="utf-8")
        typer.echo(f"report written to {json_path}", err=True)
    raise typer.Exit(1 if report.failed else 0)


def _files_only(out: Path, why: str) -> Report:
    """The file checks of a dataset without geometry: exit 2 with one line when they pass,
    else the findings' report (the caller lists them and exits 1)."""
    report = Report()
    for check in INTEGRITY:
        check(out, report.add)
    if not report.failed:
        typer.echo(f"error: {why}; file checks passed (SHA256SUMS, row count, ids, plan), "
                   "the per-row checks need geometry/ sidecars (rebuild with "
                   "--with-geometry)", err=True)
        raise typer.Exit(2)
    return report


def register(app: typer.Typer, integrity=None) -> None:
    """Add the ``verify`` command to ``app`` (with ``integrity(out, fail)`` run too)."""
    if integrity is not None and integrity not in INTEGRITY:
        INTEGRITY.append(integrity)
    app.command("verify")(verify_command)
