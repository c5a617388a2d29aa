"""The gallery's report page: accuracy by category, data type, language, surface,
difficulty and answer type, drawn as inline SVG bars from the scorer's own report (the
dict ``pointerbench-text eval --json`` writes), so its numbers are eval's."""

from __future__ import annotations

from html import escape
from typing import Any

AXES_SHOWN = ("category", "data_type", "language", "surface", "difficulty", "answer_type")
LABEL_W, BAR_W, ROW_H, TEXT_W = 230, 360, 20, 130


def _colour(acc: float) -> str:
    hue = round(120 * acc)  # red (0) to green (120)
    return f"hsl({hue}, 55%, 45%)"


def bar_chart(axis: str, cells: dict[str, dict[str, Any]]) -> str:
    """One horizontal bar per value of ``axis``: accuracy, hits and n."""
    width, height = LABEL_W + BAR_W + TEXT_W, ROW_H * len(cells) + 4
    parts = [f'<svg class="chart" xmlns="http://www.w3.org/2000/svg" width="{width}" '
             f'height="{height}" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="accuracy by {escape(axis)}">']
    for k, (key, cell) in enumerate(cells.items()):
        y = 2 + k * ROW_H
        bar = BAR_W * cell["acc"]
        parts.append(
            f'<g class="bar" data-key="{escape(str(key))}" data-acc="{cell["acc"]}" '
            f'data-hits="{cell["hits"]}" data-n="{cell["n"]}">'
            f'<text x="{LABEL_W - 8}" y="{y + 14}" text-anchor="end">{escape(str(key))}</text>'
            f'<rect class="track" x="{LABEL_W}" y="{y + 3}" width="{BAR_W}" '
            f'height="{ROW_H - 6}"/>'
            f'<rect x="{LABEL_W}" y="{y + 3}" width="{bar:.1f}" height="{ROW_H - 6}" '
            f'fill="{_colour(cell["acc"])}"/>'
            f'<text x="{LABEL_W + BAR_W + 8}" y="{y + 14}">{cell["acc"] * 100:.2f}% '
            f'({cell["hits"]}/{cell["n"]})</text></g>')
    parts.append("</svg>")
    return "".join(parts)


STYLE = """
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #202124; background: #fafafa; }
h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 24px 0 6px; }
.chart text { font: 12px system-ui, sans-serif; fill: #202124; }
.chart .track { fill: #e8eaed; }
#overall { font-size: 18px; } .note { color: #5f6368; } a { color: #0b57d0; }
"""


def render_report(report: dict[str, Any], title: str, predictions: str, split: str) -> str:
    """The whole report page (no script, no external resource)."""
    sections = []
    for axis in AXES_SHOWN:
        cells = report.get(f"by_{axis}") or {}
        if axis == "difficulty":  # easy, medium, hard rather than alphabetical
            rank = {"easy": 0, "medium": 1, "hard": 2}
            cells = dict(sorted(cells.items(), key=lambda kv: (rank.get(kv[0], 3), str(kv[0]))))
        sections.append(f'<section class="axis" data-axis="{axis}"><h2>by {axis.replace("_", " ")}'
                        f'</h2>{bar_chart(axis, cells)}</section>')
    notes = [f"{report[key]} {text}" for key, text in (
        ("missing_predictions", "rows without a usable prediction (counted as misses)"),
        ("unknown_ids", "prediction ids not in the ground truth (ignored)"),
        ("duplicate_ids", "ids predicted more than once (last record used)"))
        if report.get(key)]
    note_html = "".join(f'<p class="note">{escape(n)}</p>' for n in notes)
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        f'<title>Report: {escape(title)}</title><link rel="icon" href="data:,">'
        f'<style>{STYLE}</style></head><body>'
        f'<h1>{escape(title)} ({escape(split)}): {escape(predictions)}</h1>'
        f'<p id="overall" data-accuracy="{report["accuracy"]}" data-hits="{report["hits"]}" '
        f'data-n="{report["n"]}">accuracy <b>{report["accuracy"] * 100:.2f}%</b> '
        f'({report["hits"]} of {report["n"]}), scored by pointerbench-text eval\'s rules</p>'
        f'{note_html}<p><a href="index.html">back to the gallery</a> · '
        '<a href="index.html?result=miss">the misses</a></p>'
        + "".join(sections) + "</body></html>\n")
