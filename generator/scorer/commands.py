"""The ``eval`` and ``baseline`` CLI commands, registered onto an existing typer app.

Both commands report bad input as one ``error: ...`` line on stderr and exit
with code 2; they never print a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, NoReturn, Optional

import typer

from .baselines import BASELINE_KINDS, baseline_predictions
from .protocol import (
    SYSTEM_PROMPT,
    ScorerError,
    evaluate_files,
    format_report,
    load_ground_truth,
    write_report,
)


def _fail(message: str) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(2)


def eval_command(
    predictions: Annotated[Optional[Path], typer.Option(
        "--predictions", help="JSONL or JSON list of prediction objects with 'id' "
                                  "(- for standard input).")] = None,
    gt: Annotated[Optional[Path], typer.Option(
        "--gt", help="Dataset dir (OUT), OUT/data, OUT/data/<split> or a metadata.jsonl.")] = None,
    split: Annotated[str, typer.Option("--split", help="Split to score.")] = "test",
    json_path: Annotated[Optional[Path], typer.Option(
        "--json", help="Also write the full JSON report here.")] = None,
    show_system_prompt: Annotated[bool, typer.Option(
        "--show-system-prompt", help="Print the recommended system prompt and exit.")] = False,
) -> None:
    """Score predictions against a built dataset (same protocol as OUT/eval.py)."""
    if show_system_prompt:
        typer.echo(SYSTEM_PROMPT)
        return
    if predictions is None:
        _fail("--predictions is required (or use --show-system-prompt)")
    if gt is None:
        _fail("--gt is required: the dataset directory or a metadata.jsonl")
    try:
        report, warnings = evaluate_files(predictions, gt, split)
        if json_path is not None:
            write_report(report, json_path)
    except ScorerError as exc:
        _fail(str(exc))
    for warning in warnings:
        typer.echo(f"warning: {warning}", err=True)
    typer.echo(format_report(report))
    if json_path is not None:
        typer.echo(f"report written to {json_path}", err=True)


def baseline_command(
    kind: Annotated[str, typer.Argument(
        help=f"Baseline kind: {', '.join(BASELINE_KINDS)}.", show_default=False)],
    out: Annotated[Path, typer.Argument(
        help="Dataset dir (OUT), OUT/data, OUT/data/<split> or a metadata.jsonl.")],
    split: Annotated[str, typer.Option("--split", help="Split to predict.")] = "test",
    seed: Annotated[int, typer.Option("--seed", min=0,
                                      help="Seed of the random baseline.")] = 0,
) -> None:
    """Write baseline predictions for a built dataset as JSONL on stdout."""
    if kind not in BASELINE_KINDS:
        _fail(f"unknown baseline kind {kind!r}; valid kinds: {', '.join(BASELINE_KINDS)}")
    try:
        rows = load_ground_truth(out, split)
    except ScorerError as exc:
        _fail(str(exc))
    for pred in baseline_predictions(kind, rows, seed=seed):
        typer.echo(json.dumps(pred))


def register(app: typer.Typer) -> None:
    """Add the ``eval`` and ``baseline`` commands to ``app``."""
    app.command("eval")(eval_command)
    app.command("baseline")(baseline_command)
