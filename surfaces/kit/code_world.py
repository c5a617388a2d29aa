"""A small Python program sampled as a world: one domain (orders, tickets, ...), a record
class, and 4-6 functions that call each other in definition order, each body of its own
kind (try/except, a loop with an early return, a dict accumulation, a comprehension, an
f-string, ``main``). Identifiers and comments are English in every page language, as real
code is. ``faults`` plants the slips a linter reports (an unused import, an unused
argument, a typo'd name, a ``return None`` under a non-Optional annotation, an unused local,
an over-long line); ``Module.faults`` says where each one is, so a Problems panel can list
exactly what its squiggles mark."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from generator.rng import choice
from surfaces.kit import code_variants as shapes
from surfaces.kit.code_names import (
    AMOUNTS,
    CLASS_SUFFIX,
    CLASSES,
    CLOSED,
    GROUPS,
    IDENTS,
    prose_name,
    style,
)
from surfaces.kit.code_shapes3 import SHAPE_SHARE, SHAPES, Fault, Module, domain_of, shaped
from surfaces.kit.code_style import restyle

# plural, Class, id field, group field, amount field, amount kind, statuses, closed status
DOMAINS = (
    ("orders", "Order", "order_id", "customer", "total", "money", ("open", "paid", "shipped"),
     "canceled"),
    ("invoices", "Invoice", "invoice_id", "client", "amount", "money", ("draft", "sent", "paid"),
     "void"),
    ("shipments", "Shipment", "tracking_id", "carrier", "weight_kg", "float",
     ("pending", "in_transit", "delivered"), "lost"),
    ("tickets", "Ticket", "ticket_id", "assignee", "hours", "float", ("new", "open", "solved"),
     "closed"),
    ("bookings", "Booking", "booking_id", "room", "price", "money",
     ("pending", "confirmed", "checked_in"), "canceled"),
    ("expenses", "Expense", "expense_id", "category", "amount", "money",
     ("submitted", "approved", "paid"), "rejected"),
    ("readings", "Reading", "reading_id", "sensor", "value", "float", ("ok", "late", "checked"),
     "invalid"),
    ("members", "Member", "member_id", "team", "logins", "int", ("active", "invited", "away"),
     "disabled"),
)
# the repositories a module of each domain lives in (r46 0017: expenses.py in "webshop")
REPOS = {"orders": ("webshop", "storefront", "shop-backend"),
         "invoices": ("billing", "invoicing", "accounts"),
         "shipments": ("logistics", "shipping-service", "warehouse"),
         "tickets": ("helpdesk", "support-tools", "service-desk"),
         "bookings": ("booking-service", "reservations", "hotel-backend"),
         "expenses": ("expense-tracker", "finance-tools", "intranet"),
         "readings": ("telemetry", "sensor-hub", "iot-platform"),
         "members": ("member-portal", "intranet", "community")}
LIMITS = {"total": ["50.00", "100.00", "250.00"], "amount": ["25.00", "100.00", "500.00"],
          "price": ["80.00", "120.00", "200.00"], "weight_kg": ["20.0", "31.5", "50.0"],
          "hours": ["4.0", "8.0", "16.0"], "value": ["0.5", "40.0", "75.0"],
          "logins": ["5", "10", "30"]}
TYPES = {"money": "Decimal", "float": "float", "int": "int"}
FAULTS = ("unused_import", "unused_arg", "undefined", "return_none", "unused_local",
          "long_line")


@dataclass
class _World:
    plural: str
    cls: str
    ident: str
    group: str
    amount: str
    kind: str
    statuses: tuple[str, ...]
    closed: str
    limit: str
    faults: set[str]
    # how this author writes: a parameter's name, a docstring's wording (index per function)
    row: str = "row"
    src: str = "path"
    argv: str = "argv"
    doc: tuple[int, ...] = (0, 0, 0, 0, 0)
    unused: str = "skipped"  # the local a linter flags as assigned but never used
    finder: str = "find_"
    filt: str = "large_"
    floor: str = "minimum"
    seq: str = "items"
    key: str = "wanted"
    var: str = "x"  # the comprehension's variable
    optional: bool = False  # "Optional[X]" rather than "X | None"
    sig: str = "list[str] | None = None"
    fallback: str = "sys.argv[1:] if {a} is None else {a}"
    args: str = "args"
    typing: set[str] = field(default_factory=set)
    pair: tuple[str, str] = ("value", "kv")  # main()'s sorted-totals loop names
    miss: bool = False  # the lookup logs a miss before returning None
    cli: str = "argv"  # main() reads sys.argv by hand or with argparse (code_variants)
    skip: str = "continue"  # the totals loop skips closed records with continue or a filter
    layout: int = 0  # which describe() layout

    def opt(self, cls: str) -> str:
        return f"Optional[{cls}]" if self.optional else f"{cls} | None"

    @property
    def one(self) -> str:
        return self.plural[:-1]

    @property
    def type(self) -> str:
        return TYPES[self.kind]

    def num(self, text: str) -> str:
        return {"money": f'Decimal("{text}")', "float": text, "int": text.split(".")[0]}[
            self.kind]


# Docstrings as short as real ones: under eight words, so two code pages of one domain do
# not print the same long sentence.
HEADER_DOCS = ("Summarize {plural} from a CSV export.", "{cls} totals per {group}.",
               "Read {plural} and report by {group}.", "CSV export of {plural}, by {group}.")
PARSE_DOCS = ("Parse one {one} row; None if malformed.", "One CSV row as {a} {cls}.",
              "Build {a} {cls}, or None.")
LOAD_DOCS = ("Read every well-formed {one}.", "Load the {plural} at ``{src}``.",
             "Parsed {plural}; bad rows are logged.")
TOTAL_DOCS = ("Sum the {amount} of each {group}.", "Total {amount} per {group}.",
              "{amount} per {group}, without {closed} ones.")
INDEX_DOCS = ("{classes} grouped by {group}.", "Look up {plural} by {group}.",
              "Lists of {cls} objects by {group}.", "Index of {plural} per {group}.",
              "Group {plural} by {group} once.")


def class_plural(cls: str) -> str:
    """Instances of a class named in prose: "OrderEntries", "Invoices", "MeasurementData
    objects" (wave 22: a "{cls}s" template wrote "MeasurementDatas", "OrderEntrys")."""
    if cls.endswith("Data"):
        return f"{cls} objects"
    if cls.endswith("y") and cls[-2:-1] not in tuple("aeiou"):
        return cls[:-1] + "ies"
    return cls + ("es" if cls.endswith(("s", "x", "ch", "sh")) else "s")


def _doc(w: _World, docs: tuple[str, ...], k: int) -> str:
    a = "an" if w.cls[0] in "AEIO" else "a"  # "a User", "an Invoice"
    doc = docs[w.doc[k] % len(docs)].format(
        plural=w.plural, group=prose_name(w.group), cls=w.cls, one=w.one, src=w.src,
        amount=prose_name(w.amount), closed=prose_name(w.closed), a=a,
        classes=class_plural(w.cls))
    return doc[0].upper() + doc[1:]


def _header(w: _World) -> list[str]:
    lines = [f'"""{_doc(w, HEADER_DOCS, 0)}"""', "",
             "from __future__ import annotations", "", "import argparse", "import csv",
             "import json", "import logging"]
    if "unused_import" in w.faults:
        lines.append("import os")
    lines += ["import sys", "from collections import defaultdict"]
    if "Sequence" in w.typing:
        lines.append("from collections.abc import Sequence")
    lines.append("from dataclasses import asdict, dataclass")
    if w.kind == "money":
        lines.append("from decimal import Decimal, InvalidOperation")
    lines.append("from pathlib import Path")
    if "Optional" in w.typing:
        lines.append("from typing import Optional")
    lines += ["", "log = logging.getLogger(__name__)", "",
              "Row = dict[str, str]", "",
              f"MIN_{w.amount.upper()} = {w.num(w.limit)}", "", "", "@dataclass",
              f"class {w.cls}:", f"    {w.ident}: int", f"    {w.group}: str",
              f"    {w.amount}: {w.type}", f'    status: str = "{w.statuses[0]}"', "", ""]
    return lines


def _parse(w: _World) -> list[str]:
    ret = w.cls if "return_none" in w.faults else w.opt(w.cls)
    errors = "(KeyError, InvalidOperation)" if w.kind == "money" else "(KeyError, ValueError)"
    conv = {"money": "Decimal", "float": "float", "int": "int"}[w.kind]
    r = w.row
    return [f"def parse_{w.one}({r}: Row) -> {ret}:",
            f'    """{_doc(w, PARSE_DOCS, 1)}"""',
            "    try:", f'        {w.amount} = {conv}({r}["{w.amount}"])',
            f"    except {errors}:",
            f'        log.warning("skipping {w.one} %s: bad {w.amount}", {r}.get("{w.ident}"))',
            "        return None",
            f'    status = {r}.get("status") or "{w.statuses[0]}"',
            f'    return {w.cls}(int({r}["{w.ident}"]), {r}["{w.group}"].strip(), {w.amount}, '
            "status)", "", ""]


def _load(w: _World) -> list[str]:
    arg = ", strict: bool = False" if "unused_arg" in w.faults else ""
    lines = [f"def load_{w.plural}({w.src}: Path{arg}) -> list[{w.cls}]:",
             f'    """{_doc(w, LOAD_DOCS, 2)}"""',
             f"    {w.plural}: list[{w.cls}] = []",
             f'    with {w.src}.open(newline="", encoding="utf-8") as fh:',
             f"        for {w.row} in csv.DictReader(fh):",
             f"            {w.one} = parse_{w.one}({w.row})",
             f"            if {w.one} is not None:",
             f"                {w.plural}.append({w.one})"]
    if "long_line" in w.faults:
        lines.append(f'    log.info("loaded %d {w.plural} from %s; malformed rows were skipped '
                     f'with a warning", len({w.plural}), {w.src})')
    else:
        lines.append(f'    log.info("loaded %d {w.plural} from %s", len({w.plural}), {w.src})')
    return lines + [f"    return {w.plural}", "", ""]


def _find(w: _World) -> list[str]:
    return [f"def {w.finder}{w.one}({w.seq}: list[{w.cls}], {w.key}: int) -> {w.opt(w.cls)}:",
            f"    for {w.one} in {w.seq}:", f"        if {w.one}.{w.ident} == {w.key}:",
            f"            return {w.one}",
            *([f'    log.debug("{w.one} %s not found", {w.key})'] if w.miss else []),
            "    return None", "", ""]


def _totals(w: _World) -> list[str]:
    zero = {"money": "Decimal", "float": "float", "int": "int"}[w.kind]
    result = "totls" if "undefined" in w.faults else "totals"
    lines = [f"def total_by_{w.group}({w.plural}: list[{w.cls}]) -> dict[str, {w.type}]:",
             f'    """{_doc(w, TOTAL_DOCS, 3)}"""',
             f"    totals: dict[str, {w.type}] = defaultdict({zero})"]
    if "unused_local" in w.faults:
        lines.append(f"    {w.unused} = 0")
    lines += [*shapes.totals_loop(w), f"    return dict({result})", "", ""]
    return lines


def _filter(w: _World) -> list[str]:
    v = w.var
    return [f"def {w.filt}{w.plural}({w.seq}: list[{w.cls}], {w.floor}: {w.type} = "
            f"MIN_{w.amount.upper()}) -> list[{w.cls}]:",
            f"    return [{v} for {v} in {w.seq} "
            f"if {v}.{w.amount} >= {w.floor} and {v}.status != \"{w.closed}\"]",
            "", ""]


def _index(w: _World) -> list[str]:
    name = "".join(p.capitalize() for p in w.group.split("_")) + "Index"
    return [f"class {name}:", f'    """{_doc(w, INDEX_DOCS, 4)}"""', "",
            f"    def __init__(self, {w.plural}: list[{w.cls}]) -> None:",
            f"        self._by_{w.group}: dict[str, list[{w.cls}]] = defaultdict(list)",
            f"        for {w.one} in {w.plural}:",
            f"            self._by_{w.group}[{w.one}.{w.group}].append({w.one})", "",
            f"    def get(self, {w.group}: str) -> list[{w.cls}]:",
            f"        return self._by_{w.group}.get({w.group}, [])", "",
            "    def __len__(self) -> int:", f"        return len(self._by_{w.group})", "", ""]


def _main(w: _World, parts: set[str]) -> list[str]:
    a = w.args
    head = (["def main() -> int:", f"    {a} = sys.argv[1:]"] if w.argv == "argv"
            else [f"def main({w.argv}: {w.sig}) -> int:",
                  f"    {a} = " + w.fallback.format(a=w.argv)])
    lines = [*head, f"    if not {a}:",
             f'        print("usage: {w.plural}.py EXPORT.csv", file=sys.stderr)',
             "        return 2", f"    {w.plural} = load_{w.plural}(Path({a}[0]))"]
    if "large" in parts:
        lines.append(f"    {w.plural} = {w.filt}{w.plural}({w.plural})")
    if w.cli == "argparse":
        lines = shapes.argparse_head(w, parts)
    fmt = ">10.2f" if w.kind != "int" else ">10d"
    if "totals" in parts:
        v, kv = w.pair
        lines += [f"    totals = total_by_{w.group}({w.plural})",
                  f"    for {w.group}, {v} in sorted(totals.items(), key=lambda {kv}: {kv}[1], "
                  "reverse=True):", f'        print(f"{{{w.group}:<24}} {{{v}:{fmt}}}")']
    elif "describe" in parts:
        lines += [f"    for {w.one} in {w.plural}:", f"        print(describe({w.one}))"]
    else:
        lines.append(f'    print(f"{{len({w.plural})}} {w.plural}")')
    return lines + ["    return 0", "", "", 'if __name__ == "__main__":',
                    "    raise SystemExit(main())"]


def sample_module(rng: np.random.Generator, faults: int = 0, tests: bool = True) -> Module:
    """A whole module of one sampled domain, with ``faults`` linter findings planted: the
    CSV report below or one of ``code_shapes3.SHAPES`` (a test file only if ``tests``)."""
    plural, cls, ident, group, amount, kind, statuses, closed = DOMAINS[
        int(rng.integers(len(DOMAINS)))]
    limit = choice(rng, LIMITS[amount])
    one = plural[:-1]
    cls = str(choice(rng, list(CLASSES[plural]))) + str(choice(rng, list(CLASS_SUFFIX)))
    ident = str(choice(rng, list(IDENTS))).format(ident=ident, one=one)
    group = str(choice(rng, list(GROUPS[group])))
    amount = str(choice(rng, list(AMOUNTS[amount])))
    closed = str(choice(rng, list(CLOSED[plural])))
    kinds = [s for s in SHAPES if tests or s[0] not in ("tests", "unittest")]
    shape = kinds[int(rng.integers(len(kinds)))] if rng.random() < SHAPE_SHARE else None
    kinds = shape[2] if shape else FAULTS  # a shape plants only the faults it can carry
    chosen = set(rng.choice(kinds, min(faults, len(kinds)), replace=False)) if faults else set()
    w = _World(plural, cls, ident, group, amount, kind, statuses, closed, limit, chosen,
               choice(rng, ["row", "record", "fields", "raw"]),
               choice(rng, ["path", "source", "csv_path"]),
               choice(rng, ["argv", "arguments", "cli_args", "raw_args", "cmd_args", "args_in",
                            "command_line", "given", "cli"]),
               tuple(int(v) for v in rng.integers(0, 12, 5)))
    w.unused = shapes.unused_name(rng, w)
    style(rng, w)
    if shape:
        return shaped(rng, w, shape)
    shapes.draw_shape(rng, w)
    extra = shapes.optional_parts(rng)
    if ("undefined" in chosen or "unused_local" in chosen) and "totals" not in extra:
        extra.append("totals")
    builders = {"find": _find, "totals": _totals, "validate": shapes.validate,
                "large": _filter, "describe": shapes.describe, "index": _index,
                "json": shapes.to_json, "report": shapes.report}
    lines = _header(w) + _parse(w) + _load(w)
    if "validate" in extra:  # the statuses a record may have, beside the minimum
        k = next(k for k, t in enumerate(lines) if t.startswith("MIN_"))
        lines[k + 1:k + 1] = ["", shapes.statuses_line(w)]
    for part in [p for p in builders if p in extra]:
        lines += builders[part](w)
    lines = shapes.used_imports(lines + _main(w, set(extra)))
    for name in ("Optional", "Sequence", "defaultdict"):  # imports only where used
        if not any(f"{name}[" in t or f"{name}(" in t for t in lines):
            lines = [t for t in lines if not (t.startswith("from ") and t.endswith(f" {name}"))]
    lines = restyle(rng, lines, [], chosen)
    defined = [m.group(1) for t in lines if (m := re.match(r"(?:def|class) (\w+)", t))]
    return Module(f"{plural}.py", lines, defined, _locate(lines, w), cls, w.one)


def _locate(lines: list[str], w: _World) -> list[Fault]:
    """Where each planted fault (and every line over 88 columns) is."""
    marks = {"unused_import": ("import os", "os"), "unused_arg": ("strict", "strict"),
             "undefined": ("totls", "totls"), "unused_local": (f"{w.unused} = 0", w.unused),
             "return_none": ("        return None", "return")}
    out = []
    for kind, (needle, name) in marks.items():
        if kind not in w.faults:
            continue
        for k, text in enumerate(lines):
            if needle in text:
                out.append(Fault(kind, k + 1, text.index(name) + 1, name))
                break
    out += [Fault("long_line", k + 1, 89, str(len(t))) for k, t in enumerate(lines)
            if len(t) > 88]
    return sorted(out, key=lambda f: f.line)


def repo_of(rng: np.random.Generator, path: str) -> str:
    """A repository that a module ``path`` of the code world belongs in ("expenses.py" ->
    "expense-tracker"), by its domain."""
    return str(choice(rng, list(REPOS.get(domain_of(path), ("api-server",)))))


SIBLINGS = ("__init__.py", "cli.py", "config.py", "models.py", "storage.py", "utils.py",
            "export.py", "report.py", "settings.py", "db.py")


def sibling_files(rng: np.random.Generator, path: str, n: int) -> list[str]:
    """``path`` and ``n - 1`` other modules of the same package, sorted as an explorer
    lists them."""
    others = [str(f) for f in rng.choice(SIBLINGS, n - 1, replace=False)]
    return sorted({path, *others})


# What a function of the code world does, by its name (this module): a review
# asks what fits it (an empty file for a loader, a blank field for a row parser, no match for
# a lookup), never "a test for parse_invoice() with an empty file".
KINDS = (("load_", "file"), ("parse_", "row"), ("find_", "lookup"), ("get", "lookup"),
         ("get_", "lookup"), ("lookup_", "lookup"), ("total_by_", "sum"), ("large_", "filter"),
         ("big_", "filter"), ("select_", "filter"), ("heavy_", "filter"), ("describe", "text"), ("main", "cli"),
         # the helpers of code_helpers a review asks the same of
         ("count_by_status", "sum"), ("status_counts", "sum"), ("tally_statuses", "sum"),
         ("clamp", "filter"), ("bounded", "filter"), ("within", "filter"))


def func_kind(func: str) -> str:
    """The kind of ``func`` a review comment is written for ("other" if none fits)."""
    return next((kind for head, kind in KINDS if func == head or
                 (head.endswith("_") and func.startswith(head))), "other")
