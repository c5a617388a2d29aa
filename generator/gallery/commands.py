"""The ``gallery`` CLI command: ``pointerbench-text gallery OUT [--predictions P]
[--split S] [--out DIR]``. Bad input: one ``error:`` line, exit 2."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from generator.gallery.site import write_site
from generator.gallery.sitedata import GalleryError
from generator.scorer.protocol import ScorerError


def gallery_command(
    out: Annotated[Path, typer.Argument(help="A built dataset.", show_default=False)],
    predictions: Annotated[Optional[Path], typer.Option(
        "--predictions", help="Predictions to show and score (what eval reads); "
                              "scored against --split (default test).")] = None,
    split: Annotated[Optional[str], typer.Option(
        "--split", help="Only this split (default: every split; test with "
                        "--predictions).")] = None,
    dest: Annotated[Optional[Path], typer.Option(
        "--out", help="Where to write the site (default OUT/gallery).")] = None,
) -> None:
    """Write a static, offline website to browse a build (and a model's predictions)."""
    dest = dest or out / "gallery"
    try:
        facts = write_site(out, dest, split, predictions)
    except (GalleryError, ScorerError) as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from None
    except OSError as exc:
        typer.echo(f"error: cannot write the gallery to {dest}: {exc.strerror or exc}",
                   err=True)
        raise typer.Exit(2) from None
    for warning in facts["warnings"]:
        typer.echo(f"warning: {warning}", err=True)
    line = (f"wrote {dest / 'index.html'}: {facts['rows']} rows, thumbnails "
            f"{facts['made']} made, {facts['reused']} reused")
    if facts["report"] is not None:
        report = facts["report"]
        line += (f"; accuracy {report['accuracy'] * 100:.2f}% ({report['hits']} of "
                 f"{report['n']}), {dest / 'report.html'}")
    typer.echo(line)


def register(app: typer.Typer) -> None:
    """Add the ``gallery`` command to ``app``."""
    app.command("gallery")(gallery_command)
