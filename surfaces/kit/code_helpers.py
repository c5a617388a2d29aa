"""Small helpers a module of any shape may hold besides its main code (a median, a
chunker, a status count, ...), two or three drawn per page and each written one of a few
ways, so two modules of one shape do not print the same lines. They need no import and
call nothing of the module, so they can sit above its first function."""

from __future__ import annotations

from typing import Any

import numpy as np


def _median(w: Any, k: int) -> list[str]:
    name = ("median", "middle_value", f"median_{w.amount}")[k % 3]
    head = [f"def {name}(values: list[float]) -> float:"]
    if k % 2:
        return head + ["    ordered = sorted(values)", "    mid = len(ordered) // 2",
                       "    if len(ordered) % 2:", "        return ordered[mid]",
                       "    return (ordered[mid - 1] + ordered[mid]) / 2"]
    return head + ["    if not values:", '        raise ValueError("median of nothing")',
                   "    ordered, half = sorted(values), len(values) // 2",
                   "    return ordered[half] if len(values) % 2 else "
                   "sum(ordered[half - 1:half + 1]) / 2"]


def _chunks(w: Any, k: int) -> list[str]:
    name = ("chunked", "batches", "in_groups_of")[k % 3]
    if k % 2:
        return [f"def {name}(items: list, size: int) -> list[list]:",
                "    return [items[i:i + size] for i in range(0, len(items), size)]"]
    return [f"def {name}(items: list, size: int) -> list[list]:",
            "    if size < 1:", '        raise ValueError("size must be positive")',
            "    out: list[list] = []", "    while items:",
            "        out.append(items[:size])", "        items = items[size:]",
            "    return out"]


def _share(w: Any, k: int) -> list[str]:
    name = ("percent", "share_of", "as_percent")[k % 3]
    if k % 2:
        return [f"def {name}(part: float, whole: float, digits: int = 1) -> float:",
                "    return round(100 * part / whole, digits) if whole else 0.0"]
    return [f"def {name}(part: float, whole: float) -> str:", "    if whole == 0:",
            '        return "n/a"', '    return f"{100 * part / whole:.1f}%"']


def _status_count(w: Any, k: int) -> list[str]:
    name = ("count_by_status", "status_counts", "tally_statuses")[k % 3]
    head = [f"def {name}(statuses: list[str]) -> dict[str, int]:"]
    if k % 2:
        return head + ["    counts: dict[str, int] = {}", "    for state in statuses:",
                       "        counts[state] = counts.get(state, 0) + 1", "    return counts"]
    return head + ["    return {s: statuses.count(s) for s in sorted(set(statuses))}"]


def _clean(w: Any, k: int) -> list[str]:
    name = (f"normalize_{w.group}", f"clean_{w.group}", "squash_spaces")[k % 3]
    if k % 2:
        return [f"def {name}(text: str) -> str:", '    return " ".join(text.split()).casefold()']
    return [f"def {name}(text: str) -> str:", '    """Trim, collapse spaces, lower-case."""',
            "    words = text.strip().split()", '    return " ".join(w.lower() for w in words)']


def _unique(w: Any, k: int) -> list[str]:
    name = ("unique", "dedupe", "without_repeats")[k % 3]
    if k % 2:
        return [f"def {name}(keys: list[str]) -> list[str]:",
                "    return list(dict.fromkeys(keys))"]
    return [f"def {name}(keys: list[str]) -> list[str]:", "    seen: set[str] = set()",
            "    kept: list[str] = []", "    for key in keys:", "        if key in seen:",
            "            continue", "        seen.add(key)", "        kept.append(key)",
            "    return kept"]


def _clamp(w: Any, k: int) -> list[str]:
    name = ("clamp", "bounded", "within")[k % 3]
    if k % 2:
        return [f"def {name}(value: float, low: float, high: float) -> float:",
                "    return max(low, min(high, value))"]
    return [f"def {name}(value: float, low: float, high: float) -> float:",
            "    if low > high:", '        raise ValueError(f"empty range {low}..{high}")',
            "    if value < low:", "        return low", "    return high if value > high else value"]


def _row(w: Any, k: int) -> list[str]:
    name = ("format_row", "table_line", "pad_cells")[k % 3]
    if k % 2:
        return [f"def {name}(cells: list[str], widths: list[int]) -> str:",
                '    return "  ".join(c.ljust(n) for c, n in zip(cells, widths, strict=True))']
    return [f"def {name}(cells: list[str], width: int = 14) -> str:",
            '    parts = [c[:width - 1] + "~" if len(c) > width else c for c in cells]',
            '    return " | ".join(p.ljust(width) for p in parts)']


HELPERS = (_median, _chunks, _share, _status_count, _clean, _unique, _clamp, _row)


def add_helpers(rng: np.random.Generator, w: Any, lines: list[str], marks: list) -> None:
    """Insert two to four helpers above the module's first function (moving the marks of
    planted faults below them down)."""
    at = next((k for k, t in enumerate(lines) if t.startswith(("def ", "async def ", "@"))
               and not lines[k - 1].startswith("@")), None)
    if at is None:
        return
    picked = rng.choice(len(HELPERS), int(rng.integers(2, 5)), replace=False)
    block: list[str] = []
    for k in picked:
        block += HELPERS[k](w, int(rng.integers(0, 6))) + ["", ""]
    lines[at:at] = block
    marks[:] = [(kind, k + len(block) if k >= at else k, n) for kind, k, n in marks]
