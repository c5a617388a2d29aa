"""The ``verify`` CLI command: ``pointerbench-text verify OUT [--json REPORT]``.

Exit codes: 0 every row passes, 1 some row fails, 2 the directory cannot be verified (not
a dataset, or built without ``--with-geometry``), said in one ``error: ...`` line.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Optional

import typer

from generator.verify.core import REASONS
from generator.verify.dataset import DatasetError, Report, verify_dataset


def format_table(report: Report) -> str:
    lines = [f"checked {report.checked} rows: {report.checked - report.failed} pass, "
             f"{report.failed} fail"]
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
) -> None:
    """Re-verify a written dataset: its files against SHA256SUMS and build.json, and every
    row from its image and geometry sidecar."""
    if json_path is not None:
        check_json_path(json_path)
    try:
        report = verify_dataset(out)
    except DatasetError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    for check in INTEGRITY:
        check(out, report.add)
    typer.echo(format_table(report))
    if report.failed:
        typer.echo(format_failures(report))
    if json_path is not None:
        json_path.write_text(json.dumps(report.as_json(), indent=1, ensure_ascii=False) + "\n",
                             encoding="utf-8")
        typer.echo(f"report written to {json_path}", err=True)
    raise typer.Exit(1 if report.failed else 0)


def register(app: typer.Typer, integrity=None) -> None:
    """Add the ``verify`` command to ``app`` (with ``integrity(out, fail)`` run too)."""
    if integrity is not None and integrity not in INTEGRITY:
        INTEGRITY.append(integrity)
    app.command("verify")(verify_command)
