"""Training formats of a built dataset (``pointerbench-text export``; SPEC 12).

One conversation per page, carrying the page's ``id``; one turn pair per target, in the
order of the row's ``targets`` (a one-target row is a page with one target). The first
user turn holds the image. Answers are written with the answer templates below, in the
chosen coordinate system (``generator/export/coords.py``); numbers always in the order
x, y or x1, y1, x2, y2.

Default answer templates (``--answer-template KIND=TEXT`` replaces one; placeholders
``{x}`` ``{y}`` for points, ``{x1}`` ``{y1}`` ``{x2}`` ``{y2}`` for boxes, ``{sx}``
``{sy}`` ``{ex}`` ``{ey}`` for a drag's start and end points)::

    point   {"point": [{x}, {y}]}
    bbox    {"bbox": [{x1}, {y1}, {x2}, {y2}]}
    drag    {"start": [{sx}, {sy}], "end": [{ex}, {ey}]}
    absent  {"absent": true}

A drag target (SPEC 13, a text selection) is answered with its two points, start then end,
each the target's ``start_point`` / ``end_point`` converted like any point (the model value
nearest it whose pixel lies in ``start_bbox`` / ``end_bbox``); its numbers are in the
order sx, sy, ex, ey.

With ``--coords pixel`` these answers are exactly what ``pointerbench-text eval`` reads.

- ``conversations`` (LLaVA): ``DIR/<split>.json``, a JSON list of ``{"id", "image",
  "image_size", "coords", "coord_size", "conversations": [{"from": "human", "value":
  "<image>\\n…"}, {"from": "gpt", "value": …}, …]}``; ``image`` is the PNG's path relative
  to the image folder ``OUT/data/<split>`` (named in ``DIR/README.md``).
- ``messages`` (OpenAI style): ``DIR/<split>.jsonl``, one ``{"id", "images", "image_size",
  "coords", "coord_size", "messages": [{"role": "user", "content": [{"type": "image_url",
  "image_url": {"url": …}}, {"type": "text", "text": …}]}, {"role": "assistant",
  "content": [{"type": "text", "text": …}]}, …]}`` per line; the url is the image's path
  relative to the image folder, or with ``--embed-images`` a ``data:image/png;base64`` URL.
- ``parquet``: shards with the PNG bytes embedded (``generator/export/parquet.py``).

``coord_size`` is the (width, height) the numbers refer to: the image for ``pixel``, the
smart-resized image for ``qwen25``, (1000, 1000) and (1, 1) for the normalised systems.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from generator.export.coords import Frame
from generator.rows import target_rows

TEMPLATES = {"point": '{"point": [{x}, {y}]}', "bbox": '{"bbox": [{x1}, {y1}, {x2}, {y2}]}',
             "drag": '{"start": [{sx}, {sy}], "end": [{ex}, {ey}]}',
             "absent": '{"absent": true}'}
FORMATS = ("conversations", "messages", "parquet")


def parse_templates(specs: list[str]) -> dict[str, str]:
    """``KIND=TEXT`` options over the defaults (ValueError on a bad one)."""
    out = dict(TEMPLATES)
    for spec in specs:
        kind, sep, text = spec.partition("=")
        if not sep or kind not in TEMPLATES:
            raise ValueError(f"--answer-template {spec!r}: expected KIND=TEXT with KIND one "
                             f"of {', '.join(TEMPLATES)}")
        out[kind] = text
    return out


def _fill(template: str, values: dict[str, Any]) -> str:
    for key, value in values.items():
        template = template.replace("{" + key + "}", str(value))
    return template


def turns(row: dict[str, Any], frame: Frame, templates: dict[str, str]
          ) -> Iterator[tuple[str, str, list[float] | None]]:
    """(instruction, answer text, the numbers in it) of each target of the page, in order."""
    for target in target_rows(row):
        kind = target["answer_type"]
        if kind == "absent":
            yield target["instruction"], templates["absent"], None
        elif kind == "bbox":
            nums = frame.box(target["bbox"])
            values = dict(zip(("x1", "y1", "x2", "y2"), nums, strict=True))
            yield target["instruction"], _fill(templates["bbox"], values), nums
        elif kind == "drag":
            nums = frame.point(target["start_point"], target["start_bbox"]) + \
                frame.point(target["end_point"], target["end_bbox"])
            values = dict(zip(("sx", "sy", "ex", "ey"), nums, strict=True))
            yield target["instruction"], _fill(templates["drag"], values), nums
        else:
            nums = frame.point(target["point"], target["bbox"])
            yield target["instruction"], _fill(templates["point"], {"x": nums[0], "y": nums[1]}), nums


def frame_of(row: dict[str, Any], system: str) -> Frame:
    width, height = row["image_size"]
    return Frame(system, width, height)


def _head(row: dict[str, Any], frame: Frame) -> dict[str, Any]:
    return {"id": row["id"], "image_size": row["image_size"], "coords": frame.system,
            "coord_size": list(frame.units)}


def conversation(row: dict[str, Any], system: str, templates: dict[str, str]) -> dict[str, Any]:
    frame = frame_of(row, system)
    conv = []
    for k, (instruction, answer, _) in enumerate(turns(row, frame, templates)):
        conv.append({"from": "human", "value": ("<image>\n" if k == 0 else "") + instruction})
        conv.append({"from": "gpt", "value": answer})
    return {**_head(row, frame), "image": row["file_name"], "conversations": conv}


def messages(row: dict[str, Any], system: str, templates: dict[str, str],
             image_dir: Path | None = None) -> dict[str, Any]:
    """``image_dir`` given: the image is embedded as a base64 data URL."""
    frame = frame_of(row, system)
    url = row["file_name"]
    if image_dir is not None:
        url = "data:image/png;base64," + base64.b64encode(
            (image_dir / row["file_name"]).read_bytes()).decode("ascii")
    msgs: list[dict[str, Any]] = []
    for k, (instruction, answer, _) in enumerate(turns(row, frame, templates)):
        content: list[dict[str, Any]] = [{"type": "text", "text": instruction}]
        if k == 0:
            content.insert(0, {"type": "image_url", "image_url": {"url": url}})
        msgs.append({"role": "user", "content": content})
        msgs.append({"role": "assistant", "content": [{"type": "text", "text": answer}]})
    return {**_head(row, frame), "images": [row["file_name"]], "messages": msgs}
