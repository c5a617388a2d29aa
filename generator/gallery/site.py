"""Write the gallery's files: the static app (``static/``, shipped as package data), the
row data as ``rows.js`` (a script assigning one global, because a page opened from
``file://`` may not ``fetch()`` a JSON file), and the report page with predictions.

``index.html`` is written last, so a gallery interrupted while writing has no entry page.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

from generator.gallery.report import render_report
from generator.gallery.sitedata import collect

ASSETS = ("style.css", "flags.js", "detail.js", "gallery.js")


def _write(path: Path, text: str) -> None:
    partial = path.with_name(path.name + ".part")
    partial.write_text(text, encoding="utf-8")
    partial.replace(path)


def rows_script(data: dict[str, Any]) -> str:
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return f"window.PBT_GALLERY = {body};\n"


def write_site(out: Path, dest: Path, split: str | None,
               predictions: Path | None) -> dict[str, Any]:
    """Write the gallery of ``out`` into ``dest``; returns the side facts of ``collect``."""
    dest.mkdir(parents=True, exist_ok=True)
    data, facts = collect(out, dest, split, predictions)
    static = resources.files("generator.gallery") / "static"
    for name in ASSETS:
        _write(dest / name, (static / name).read_text(encoding="utf-8"))
    _write(dest / "rows.js", rows_script(data))
    report_page = dest / "report.html"
    if facts["report"] is not None:
        data_title = data["title"]
        _write(report_page, render_report(facts["report"], data_title,
                                          predictions.name, facts["split"]))
    elif report_page.exists():
        report_page.unlink()  # a report of earlier predictions would be stale
    _write(dest / "index.html", (static / "index.html").read_text(encoding="utf-8"))
    facts["rows"] = len(data["rows"])
    return facts
