"""``pointerbench-text check-disjoint A B``: report pages and paragraphs two datasets share."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from generator.fingerprints import find_overlaps


def register(app: typer.Typer) -> None:
    @app.command("check-disjoint")
    def check_disjoint(
        a: Path = typer.Argument(..., help="A built dataset."),
        b: Path = typer.Argument(..., help="Another built dataset."),
        json_out: Path = typer.Option(None, "--json", help="Write the overlaps as JSON."),
    ) -> None:
        """Exit 1 if the two datasets share any page or paragraph fingerprint."""
        try:
            found = find_overlaps(a, b)
        except (OSError, ValueError, KeyError) as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from None
        if json_out:
            json_out.write_text(json.dumps({"overlaps": found, "count": len(found)}, indent=1))
        if not found:
            typer.echo(f"disjoint: {a} and {b} share no page and no paragraph")
            return
        pages = sum(1 for f in found if f["kind"] == "page")
        typer.echo(f"NOT disjoint: {pages} shared pages, {len(found) - pages} shared paragraphs")
        for f in found[:20]:
            typer.echo(f"  {f['kind']:9s} {f['a']} ~ {f['b']}  {f['fingerprint']}")
        if len(found) > 20:
            typer.echo(f"  … and {len(found) - 20} more")
        raise typer.Exit(1)
