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
    said = "a " + w.group.replace("_", " ") if k % 3 < 2 else "runs of spaces"
    return [f"def {name}(text: str) -> str:", f'    """Tidy {said}: trim, lower-case."""',
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


def _running(w: Any, k: int) -> list[str]:
    name = ("running_totals", "cumulative", "prefix_sums")[k % 3]
    if k % 2:
        return [f"def {name}(values: list[float]) -> list[float]:", "    out: list[float] = []",
                "    acc = 0.0", "    for v in values:", "        acc += v",
                "        out.append(acc)", "    return out"]
    return [f"def {name}(values: list[float]) -> list[float]:",
            "    return [sum(values[:i + 1]) for i in range(len(values))]"]


def _as_bool(w: Any, k: int) -> list[str]:
    name = ("parse_flag", "truthy", "to_bool")[k % 3]
    if k % 2:
        return [f"def {name}(text: str) -> bool:", "    value = text.strip().lower()",
                '    if value in ("1", "yes", "true", "on"):', "        return True",
                '    if value in ("0", "no", "false", "off", ""):', "        return False",
                '    raise ValueError(f"not a yes/no value: {text!r}")']
    return [f"def {name}(text: str) -> bool:",
            '    return text.strip().lower() in {"1", "y", "yes", "true"}']


def _truncate(w: Any, k: int) -> list[str]:
    name = ("shorten", "truncate", "ellipsize")[k % 3]
    if k % 2:
        return [f"def {name}(text: str, width: int = 40) -> str:",
                "    if len(text) <= width:", "        return text",
                '    cut = text[:width - 1].rsplit(" ", 1)[0]', '    return cut + "..."']
    return [f"def {name}(text: str, width: int = 32) -> str:",
            '    return text if len(text) <= width else text[:width - 3] + "..."']


def _pairs(w: Any, k: int) -> list[str]:
    name = ("pairwise", "adjacent_pairs", "consecutive")[k % 3]
    if k % 2:
        return [f"def {name}(items: list) -> list[tuple]:",
                "    return list(zip(items, items[1:]))"]
    return [f"def {name}(items: list) -> list[tuple]:", "    out = []",
            "    for i in range(1, len(items)):", "        out.append((items[i - 1], items[i]))",
            "    return out"]


def _top(w: Any, k: int) -> list[str]:
    name = ("top_n", "largest", "leaders")[k % 3]
    if k % 2:
        return [f"def {name}(counts: dict[str, float], n: int = 5) -> list[str]:",
                "    ranked = sorted(counts, key=counts.__getitem__, reverse=True)",
                "    return ranked[:n]"]
    return [f"def {name}(counts: dict[str, float], n: int = 3) -> list[tuple[str, float]]:",
            "    if n <= 0:", "        return []",
            "    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]"]


def _key_values(w: Any, k: int) -> list[str]:
    name = ("parse_pairs", "split_options", "read_tags")[k % 3]
    if k % 2:
        return [f"def {name}(text: str) -> dict[str, str]:", "    out: dict[str, str] = {}",
                '    for part in text.split(";"):', '        key, sep, value = part.partition("=")',
                "        if sep and key.strip():", "            out[key.strip()] = value.strip()",
                "    return out"]
    return [f"def {name}(text: str) -> dict[str, str]:",
            '    items = [p.split("=", 1) for p in text.split(",") if "=" in p]',
            "    return {k.strip(): v.strip() for k, v in items}"]


def _size(w: Any, k: int) -> list[str]:
    name = ("human_size", "format_bytes", "pretty_size")[k % 3]
    if k % 2:
        return [f"def {name}(n: float) -> str:", '    for unit in ("B", "KB", "MB", "GB"):',
                "        if n < 1024:", '            return f"{n:.0f} {unit}"', "        n /= 1024",
                '    return f"{n:.1f} TB"']
    return [f"def {name}(n: int) -> str:", "    if n < 1000:", '        return f"{n} B"',
            '    return f"{n / 1000:.1f} kB" if n < 10**6 else f"{n / 10**6:.1f} MB"']


def _at_least(w: Any, k: int) -> list[str]:
    """A filter by a minimum ("large_orders"), as the report's ``large_`` helper."""
    name, low, v = f"{w.filt}{w.plural}", w.floor, w.var
    if k % 2:
        return [f"def {name}(values: list[float], {low}: float) -> list[float]:",
                f"    return [{v} for {v} in values if {v} >= {low}]"]
    return [f"def {name}(values: list[float], {low}: float = 0.0) -> list[float]:",
            "    kept = []", f"    for {v} in values:", f"        if {v} < {low}:",
            "            continue", f"        kept.append({v})", "    return kept"]


HELPERS = (_at_least, _median, _chunks, _share, _status_count, _clean, _unique, _clamp, _row,
           _running, _as_bool, _truncate, _pairs, _top, _key_values, _size)


def add_helpers(rng: np.random.Generator, w: Any, lines: list[str], marks: list) -> None:
    """Insert three to five helpers between the module's top-level functions and classes
    (each where a block starts, never inside a decorator chain or below ``__main__``),
    moving the marks of planted faults below them down."""
    starts = [k for k, t in enumerate(lines) if t.startswith(("def ", "async def ", "@",
                                                              "class "))
              and not lines[k - 1].startswith("@")]
    if not starts:
        return
    picked = rng.choice(len(HELPERS), int(rng.integers(3, 6)), replace=False)
    places = sorted((int(choice_of(rng, starts)) for _ in picked), reverse=True)
    for at, k in zip(places, picked, strict=True):
        block = HELPERS[k](w, int(rng.integers(0, 6))) + ["", ""]
        if len(lines) + len(block) > 110:  # a module stays 60-120 lines long (docstrings follow)
            continue
        lines[at:at] = block
        marks[:] = [(kind, j + len(block) if j >= at else j, n) for kind, j, n in marks]


def choice_of(rng: np.random.Generator, items: list[int]) -> int:
    return items[int(rng.integers(len(items)))]


def _make(w: Any, k: int) -> list[str]:
    name = (f"make_{w.one}", f"new_{w.one}", f"build_{w.one}")[k % 3]
    if k % 2:
        return [f"def {name}(**changes: object) -> {w.cls}:",
                f'    fields = {{"{w.ident}": 1, "{w.group}": "north", "{w.amount}": 0, '
                f'"status": "{w.statuses[0]}"}}', "    fields.update(changes)",
                f"    return {w.cls}(**fields)"]
    return [f'def {name}({w.ident}: int = 1, {w.group}: str = "north", '
            f'status: str = "{w.statuses[0]}") -> {w.cls}:',
            f"    return {w.cls}({w.ident}, {w.group}, {w.num('1.0')}, status)"]


def _rows(w: Any, k: int) -> list[str]:
    name = ("write_rows", "save_csv", "csv_file")[k % 3]
    if k % 2:
        return [f"def {name}(path: Path, *rows: str) -> Path:",
                f'    lines = ["{w.ident},{w.group},{w.amount},status", *rows]',
                '    path.write_text("\\n".join(lines) + "\\n", encoding="utf-8")', "    return path"]
    return [f"def {name}(path: Path, rows: list[str]) -> Path:",
            '    with path.open("w", encoding="utf-8") as fh:',
            f'        fh.write("{w.ident},{w.group},{w.amount},status\\n")',
            "        for row in rows:", '            fh.write(row + "\\n")', "    return path"]


def _ids(w: Any, k: int) -> list[str]:
    name = ("ids_of", "keys_of", f"{w.one}_ids")[k % 3]
    if k % 2:
        return [f"def {name}(items: list[{w.cls}]) -> list[int]:",
                f"    return [x.{w.ident} for x in items]"]
    return [f"def {name}(items: list[{w.cls}]) -> set[int]:",
            f"    return {{int(x.{w.ident}) for x in items}}"]


def _close(w: Any, k: int) -> list[str]:
    name = ("assert_close", "same_amount", "check_near")[k % 3]
    if k % 2:
        return [f"def {name}(got: float, want: float, places: int = 2) -> None:",
                '    assert round(got - want, places) == 0, f"{got} != {want}"']
    return [f"def {name}(got: float, want: float) -> None:",
            "    assert abs(float(got) - float(want)) < 1e-6, (got, want)"]


TEST_HELPERS = (_make, _rows, _ids, _close)


def add_test_helpers(rng: np.random.Generator, w: Any, lines: list[str],
                     marks: list) -> None:
    """One to three small test utilities (a factory, a CSV writer, ...) above the first
    test or fixture (marks below them move down)."""
    at = next((k for k, t in enumerate(lines) if t.startswith(("def ", "@", "class "))), None)
    if at is None:
        return
    block: list[str] = []
    for k in rng.choice(len(TEST_HELPERS), int(rng.integers(1, 4)), replace=False):
        block += TEST_HELPERS[k](w, int(rng.integers(0, 6))) + ["", ""]
    lines[at:at] = block
    marks[:] = [(kind, j + len(block) if j >= at else j, n) for kind, j, n in marks]
