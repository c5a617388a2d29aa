"""Slots of the selection (drag) references, SPEC 13 (called by render._slots).

Each language folder has the drag templates in ``instructions/templates.toml`` and, in
``instructions/selection.toml``, SUBSTRING (phrases naming a part of a token, slots {host}
and {sub}) and FIELDS (phrases naming a labelled value):

  {qa} {qb}    the quoted first and last words of a select_range
  {substring}  a SUBSTRING phrase of the ref's part (decimals, domain, extension, part)
  {field}      a FIELDS phrase of the ref's field
"""

from __future__ import annotations

from typing import Any

DRAG_KINDS = frozenset({"range", "substring", "field"})


def drag_slots(w: Any, ref: dict[str, Any]) -> dict[str, str]:
    """The slots of a ``range``, ``substring`` or ``field`` reference; ``w`` is the
    render module's writer (pick, quote and the language package ``m``)."""
    kind, sel = ref["kind"], w.m.selection
    if kind == "range":
        a, b = ref["texts"]
        return {"qa": w.quote(a), "qb": w.quote(b)}
    if kind == "substring":
        part = ref["part"]
        if part == "decimals" and len(ref["sub"]) == 1:
            part = "decimal"  # "10,8": the digit after the comma, not "the digits" (r51 #9)
        phrase = w.pick(sel.SUBSTRING[part])
        host = w.quote(ref["text"])
        sub = w.quote(ref["sub"]) if "{sub}" in phrase else ""
        return {"substring": phrase.format(host=host, sub=sub)}
    return {"field": w.pick(sel.FIELDS[ref["field"]])}
