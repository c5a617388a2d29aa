"""The program shapes of the code world (code_world.py) beyond its CSV-report core: a
command line read with argparse or by hand, a record that validates itself, totals summed
with ``continue`` or over a filtered list, a JSON export, a CSV report writer and three
layouts of ``describe()``. Each page draws its own mix (r94: code_editor,
ide_problems_panel and diff_viewer printed one skeleton with renamed identifiers), and the
linter's faults (``locate``) are found in whichever shape holds them."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.rng import choice


def draw_shape(rng: np.random.Generator, w: Any) -> None:
    """How this module is built: its command line, its totals loop, its describe()."""
    w.cli = "argparse" if rng.random() < 0.4 else "argv"
    w.skip = str(choice(rng, ["continue", "filter"]))
    w.layout = int(rng.integers(0, 3))


def optional_parts(rng: np.random.Generator) -> list[str]:
    """The further functions a module has (each on its own draw)."""
    return [p for p, odds in (("find", 0.45), ("totals", 0.65), ("large", 0.5),
                              ("describe", 0.35), ("index", 0.3), ("validate", 0.4),
                              ("json", 0.3), ("report", 0.35)) if rng.random() < odds]


def validate(w: Any) -> list[str]:
    """A check of a record's fields, raising on the first bad one."""
    return [f"def validate_{w.one}({w.var}: {w.cls}) -> None:",
            f"    if {w.var}.{w.amount} < 0:",
            f'        raise ValueError(f"{w.one} {{{w.var}.{w.ident}}}: negative {w.amount}")',
            f"    if {w.var}.status not in STATUSES:",
            f'        raise ValueError(f"{w.one} {{{w.var}.{w.ident}}}: unknown status '
            f'{{{w.var}.status!r}}")', "", ""]


def statuses_line(w: Any) -> str:
    names = ", ".join(f'"{s}"' for s in (*w.statuses, w.closed))
    return f"STATUSES = frozenset({{{names}}})"


def to_json(w: Any) -> list[str]:
    return [f"def to_json({w.plural}: list[{w.cls}]) -> str:",
            f"    return json.dumps([asdict({w.var}) for {w.var} in {w.plural}], default=str, "
            "indent=2)", "", ""]


def report(w: Any) -> list[str]:
    """A writer of the per-group totals as CSV."""
    return [f"def write_report(out: Path, totals: dict[str, {w.type}]) -> None:",
            '    with out.open("w", newline="", encoding="utf-8") as fh:',
            "        writer = csv.writer(fh)",
            f'        writer.writerow(["{w.group}", "{w.amount}"])',
            "        for key in sorted(totals):",
            "            writer.writerow([key, totals[key]])", "", ""]


def describe(w: Any) -> list[str]:
    spec = ".2f" if w.kind != "int" else "d"
    v, i, g, a = w.one, w.ident, w.group, w.amount
    body = (f'    return f"#{{{v}.{i}}} {{{v}.{g}:<20}} {{{v}.{a}:>10{spec}}} {{{v}.status}}"',
            f'    return f"{{{v}.{g}}} ({{{v}.status}}): {{{v}.{a}:{spec}}}"',
            f'    return " | ".join([str({v}.{i}), {v}.{g}, format({v}.{a}, "{spec}"), '
            f"{v}.status.upper()])")[w.layout]
    return [f"def describe({v}: {w.cls}) -> str:", body, "", ""]


def totals_loop(w: Any) -> list[str]:
    """The loop that adds each record's amount to its group, skipping closed ones."""
    if w.skip == "continue":
        return [f"    for {w.one} in {w.plural}:", f'        if {w.one}.status == "{w.closed}":',
                "            continue", f"        totals[{w.one}.{w.group}] += {w.one}.{w.amount}"]
    return [f'    active = [{w.var} for {w.var} in {w.plural} if {w.var}.status != "{w.closed}"]',
            f"    for {w.one} in active:",
            f"        totals[{w.one}.{w.group}] += {w.one}.{w.amount}"]


def argparse_head(w: Any, parts: set[str]) -> list[str]:
    """main() reading its command line with argparse (and a minimum when it filters)."""
    lines = ["def main(argv: list[str] | None = None) -> int:",
             f'    parser = argparse.ArgumentParser(description="Report on {w.plural}.")',
             f'    parser.add_argument("export", type=Path, help="CSV export of {w.plural}")']
    if "large" in parts:
        lines.append(f'    parser.add_argument("--min-{w.amount.replace("_", "-")}", '
                     f"type={w.type}, default=MIN_{w.amount.upper()})")
    lines += ["    args = parser.parse_args(argv)",
              f"    {w.plural} = load_{w.plural}(args.export)"]
    if "large" in parts:
        lines.append(f"    {w.plural} = {w.filt}{w.plural}({w.plural}, args.min_{w.amount})")
    return lines


def used_imports(lines: list[str]) -> list[str]:
    """``lines`` without the imports the module never uses (a linter would flag them)."""
    drop = {name for name, use in (("import argparse", "argparse."), ("import json", "json."),
                                   ("import sys", "sys."), ("import csv", "csv."))
            if not any(use in t for t in lines)}
    out = [t for t in lines if t not in drop]
    if not any("asdict(" in t for t in out):
        out = [t.replace("import asdict, dataclass", "import dataclass") for t in out]
    return out


def unused_name(rng: np.random.Generator, w: Any) -> str:
    """The counter an author started in ``total_by_<group>`` and forgot: named after what
    the loop skips or counts in this domain ("skipped_orders", "n_canceled")."""
    return str(choice(rng, [f"skipped_{w.plural}", f"seen_{w.plural}", f"{w.closed}_seen",
                            f"n_{w.closed}", f"{w.closed}_count", f"{w.one}_count",
                            f"n_{w.plural}", f"num_{w.closed}"]))
