"""Program shapes beyond the CSV report of ``code_world`` (wave 23: every code page printed
one skeleton, a record class, a "...Index" class, ``describe()`` and defaultdict totals,
with renamed identifiers). Each shape is a small module of its own kind over the page's
domain: a command-line script, a dataclass model with validation, an HTTP route module, a
config loader (here), a tokenizer, a pytest file and an async fetcher (``code_shapes2``).
A shape says which linter slips it can carry (``SUPPORTS``); its builder plants exactly
those asked for and records where, as ``code_world``'s report does."""

from __future__ import annotations

from typing import Any

import numpy as np


class Lines:
    """A module written line by line; ``slip`` writes a line that holds a planted fault
    and remembers where its name is."""

    def __init__(self, rng: np.random.Generator, w: Any) -> None:
        self.rng, self.w, self.lines = rng, w, []
        self.marks: list[tuple[str, int, str]] = []  # kind, 0-based line, name

    def add(self, *lines: str) -> None:
        self.lines.extend(lines)

    def slip(self, kind: str, line: str, name: str) -> None:
        self.marks.append((kind, len(self.lines), name))
        self.lines.append(line)

    def has(self, kind: str) -> bool:
        return kind in self.w.faults

    def pick(self, *options: Any) -> Any:
        return options[int(self.rng.integers(len(options)))]

    def maybe(self, p: float = 0.5) -> bool:
        return bool(self.rng.random() < p)

    def gap(self) -> None:
        self.add("", "")


def imports(out: Lines, names: list[str], unused: str = "os") -> None:
    """The import block (stdlib, sorted as isort writes it) with the unused one planted."""
    plain = sorted({n for n in names if not n.startswith("from ")} |
                   ({unused} if out.has("unused_import") else set()))
    froms = sorted(n for n in names if n.startswith("from "))
    for name in plain:
        if name == unused and out.has("unused_import"):
            out.slip("unused_import", f"import {name}", name)
        else:
            out.add(f"import {name}")
    out.add(*froms)


def amount_of(w: Any, expr: str) -> str:
    return {"money": f"Decimal({expr})", "float": f"float({expr})", "int": f"int({expr})"}[w.kind]


def typo(name: str) -> str:
    """A name as a hurried hand types it ("totals" -> "totls")."""
    inner = [i for i, c in enumerate(name) if c in "aeiou" and 0 < i < len(name) - 1]
    k = inner[-1] if inner else len(name) - 1
    return name[:k] + name[k + 1:]


def result_line(out: Lines, name: str, expr: str = "", indent: str = "    ") -> None:
    """``return <name>`` (or ``return <expr>`` over it) with the undefined-name typo."""
    text = expr or name
    if out.has("undefined"):
        bad = typo(name)
        out.slip("undefined", f"{indent}return {text.replace(name, bad, 1)}", bad)
    else:
        out.add(f"{indent}return {text}")


def dead_local(out: Lines, indent: str = "    ") -> None:
    if out.has("unused_local"):
        out.slip("unused_local", f"{indent}{out.w.unused} = 0", out.w.unused)


def long_log(out: Lines, short: str, long: str, args: str, indent: str = "    ",
             call: str = "log.info") -> None:
    if out.has("long_line"):
        out.slip("long_line", f'{indent}{call}("{long}", {args})', str(0))
    else:
        out.add(f'{indent}{call}("{short}", {args})')


def extra_arg(out: Lines) -> str:
    """The parameter an author added and never read (ARG001), else ""."""
    if not out.has("unused_arg"):
        return ""
    return ", strict: bool = False"


def mark_arg(out: Lines) -> None:
    """Record the unused argument on the line just written."""
    if out.has("unused_arg"):
        out.marks.append(("unused_arg", len(out.lines) - 1, "strict"))


# ---------------------------------------------------------------- a command-line script
def cli(rng: np.random.Generator, w: Any) -> Lines:
    out = Lines(rng, w)
    sep = out.pick(";", ",", "\\t", "|")
    names = ["argparse", "logging", "sys", "from pathlib import Path",
             "from typing import NamedTuple"]
    if w.kind == "money":
        names.append("from decimal import Decimal, InvalidOperation")
    as_json = out.maybe()
    if as_json:
        names.append("json")
    if "Sequence" in w.sig:
        names.append("from collections.abc import Sequence")
    if "Optional" in w.sig:
        names[names.index("from typing import NamedTuple")] += ", Optional"
    out.add(f'"""{out.pick("Command-line", "CLI", "Small")} tool: '
            f'{out.pick("summarize", "report on", "check")} {w.plural} '
            f'{out.pick("from text exports", "per " + w.group.replace("_", " "), "in files")}."""',
            "", "from __future__ import annotations", "")
    imports(out, names)
    out.add("", f"log = logging.getLogger({out.pick('__name__', repr(w.plural))})",
            f'SEPARATOR = "{sep}"', f"DEFAULT_LIMIT = {int(rng.integers(5, 50))}", "", "")
    out.add(f"class {w.cls}(NamedTuple):", f"    {w.ident}: str", f"    {w.group}: str",
            f"    {w.amount}: {w.type}")
    out.gap()
    ret = w.cls if out.has("return_none") else w.opt(w.cls)
    errors = "(ValueError, InvalidOperation)" if w.kind == "money" else "ValueError"
    out.add(f"def parse_{w.one}(line: str) -> {ret}:",
            "    fields = [f.strip() for f in line.split(SEPARATOR)]",
            "    if len(fields) != 3:")
    if out.has("return_none"):
        out.slip("return_none", "        return None", "return")
    else:
        out.add("        return None")
    out.add("    try:", f"        {w.amount} = {amount_of(w, 'fields[2]')}",
            f"    except {errors}:", "        return None",
            f"    return {w.cls}(fields[0], fields[1], {w.amount})")
    out.gap()
    _cli_load(out, w)
    out.gap()
    _cli_main(out, w, as_json)
    return out


def _cli_load(out: Lines, w: Any) -> None:
    out.add(f"def load_{w.plural}({w.src}: Path{extra_arg(out)}) -> list[{w.cls}]:")
    mark_arg(out)
    out.add(f"    {w.plural}: list[{w.cls}] = []")
    body = ["if not line.strip() or line.startswith(\"#\"):", "    continue",
            f"{w.one} = parse_{w.one}(line)", f"if {w.one} is None:",
            f'    log.warning("%s:%d: cannot read {w.one}", {w.src}, number)', "    continue",
            f"{w.plural}.append({w.one})"]
    if out.maybe():
        out.add(f'    with {w.src}.open(encoding="utf-8") as fh:',
                "        for number, line in enumerate(fh, start=1):",
                *(f"            {t}" for t in body))
    else:
        out.add(f'    text = {w.src}.read_text(encoding="utf-8")',
                "    for number, line in enumerate(text.splitlines(), 1):",
                *(f"        {t}" for t in body))
    long_log(out, f"read %d {w.plural} from %s", f"read %d {w.plural} from %s, skipping "
             "comments and blank lines on the way", f"len({w.plural}), {w.src}",
             call="log.debug")
    result_line(out, w.plural)


def _cli_main(out: Lines, w: Any, as_json: bool) -> None:
    group = w.group.replace("_", "-")
    out.add("def build_parser() -> argparse.ArgumentParser:",
            f'    parser = argparse.ArgumentParser(description="{out.pick("Summarize", "Total")} '
            f'{w.plural} by {w.group.replace("_", " ")}.")',
            f'    parser.add_argument("files", nargs="+", type=Path, help="{w.one} exports")',
            f'    parser.add_argument("--{group}", help="only this {w.group.replace("_", " ")}")',
            '    parser.add_argument("-n", "--limit", type=int, default=DEFAULT_LIMIT)')
    if as_json:
        out.add('    parser.add_argument("--json", action="store_true", help="print JSON")')
    out.add('    parser.add_argument("-v", "--verbose", action="store_true")',
            "    return parser")
    out.gap()
    a = w.args
    out.add(f"def main({w.argv}: {w.sig}) -> int:",
            f"    {a} = build_parser().parse_args({w.argv})",
            f"    logging.basicConfig(level=logging.DEBUG if {a}.verbose else logging.INFO)",
            f"    totals: dict[str, {w.type}] = {{}}")
    dead_local(out)
    out.add(f"    for path in {a}.files:", "        if not path.is_file():",
            '            log.error("not a file: %s", path)', "            return 1",
            f"        for {w.one} in load_{w.plural}(path):",
            f"            if {a}.{w.group} and {w.one}.{w.group} != {a}.{w.group}:",
            "                continue",
            f"            totals[{w.one}.{w.group}] = totals.get({w.one}.{w.group}, 0) + "
            f"{w.one}.{w.amount}")
    out.add(f"    ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)"
            f"[:{a}.limit]")
    if as_json:
        out.add(f"    if {a}.json:", "        json.dump(dict(ranked), sys.stdout, default=str)",
                "        return 0")
    out.add(f"    for key, {w.pair[0]} in ranked:", f'        print(f"{{key:<24}} {{{w.pair[0]}}}")',
            "    return 0", "", "", 'if __name__ == "__main__":', "    sys.exit(main())")


# ------------------------------------------------------- a dataclass model with validation
def model(rng: np.random.Generator, w: Any) -> Lines:
    out = Lines(rng, w)
    pattern = out.maybe(0.6)
    names = ["from dataclasses import asdict, dataclass, field, replace",
             "from datetime import date", "from typing import Any"]
    if pattern:
        names.append("re")
    if w.kind == "money":
        names.append("from decimal import Decimal")
    out.add(f'"""The {w.one} {out.pick("model", "record", "entity")} and '
            f'{out.pick("its checks", "how it is validated", "its validation")}."""', "",
            "from __future__ import annotations", "")
    imports(out, names)
    statuses = ", ".join(f'"{s}"' for s in (*w.statuses, w.closed))
    out.add("", f"STATUSES = ({statuses})",
            f"MAX_{w.amount.upper()} = {w.num(str(int(float(w.limit)) * 40))}")
    if pattern:
        out.add(f'{w.ident.upper()}_PATTERN = re.compile(r"^[A-Z]{{2}}-\\d{{4,8}}$")')
    out.gap()
    err = out.pick("ValidationError", f"Invalid{w.cls}", f"{w.cls}Error")
    a = "an" if w.one[0] in "aeiou" else "a"
    out.add(f"class {err}(ValueError):", f'    """{a.capitalize()} {w.one} that fails a check."""', "",
            "    def __init__(self, field_name: str, message: str) -> None:",
            '        super().__init__(f"{field_name}: {message}")',
            "        self.field_name = field_name")
    out.gap()
    ident_type = "str" if pattern else "int"
    out.add("@dataclass", f"class {w.cls}:", f"    {w.ident}: {ident_type}",
            f"    {w.group}: str", f"    {w.amount}: {w.type}",
            f'    status: str = "{w.statuses[0]}"',
            "    created: date = field(default_factory=date.today)")
    if out.maybe():
        out.add("    tags: list[str] = field(default_factory=list)")
    out.add("", "    def __post_init__(self) -> None:",
            f"        self.{w.group} = self.{w.group}.strip()")
    if pattern:
        out.add(f"        if not {w.ident.upper()}_PATTERN.match(self.{w.ident}):",
                f'            raise {err}("{w.ident}", f"bad reference {{self.{w.ident}!r}}")')
    else:
        out.add(f"        if self.{w.ident} <= 0:",
                f'            raise {err}("{w.ident}", "must be positive")')
    out.add(f"        if not 0 <= self.{w.amount} <= MAX_{w.amount.upper()}:")
    long = f'            raise {err}("{w.amount}", f"{{self.{w.amount}}} is outside the ' \
           f'allowed range for a {w.one}")'
    if out.has("long_line"):
        out.slip("long_line", long, "")
    else:
        out.add(f'            raise {err}("{w.amount}", "out of range")')
    out.add("        if self.status not in STATUSES:",
            f'            raise {err}("status", f"unknown status {{self.status!r}}")')
    _model_methods(out, w)
    _model_functions(out, w, err, ident_type)
    return out


def _model_methods(out: Lines, w: Any) -> None:
    methods = [["    @property", "    def is_closed(self) -> bool:",
                f'        return self.status == "{w.closed}"'],
               [f"    def with_status(self, status: str) -> {w.cls}:",
                "        return replace(self, status=status)"],
               ["    def to_dict(self) -> dict[str, Any]:", "        data = asdict(self)",
                '        data["created"] = self.created.isoformat()',
                f'        data["{w.amount}"] = str(self.{w.amount})', "        return data"]]
    order = out.rng.permutation(len(methods))
    for k in order[:int(out.rng.integers(2, 4))]:
        out.add("", *methods[k])
    used = ["dataclass", "field"] + [n for n in ("asdict", "replace")
                                     if any(f"{n}(self" in t for t in out.lines)]
    out.lines = [f"from dataclasses import {', '.join(sorted(used))}"
                 if t.startswith("from dataclasses") else t for t in out.lines]


def _model_functions(out: Lines, w: Any, err: str, ident_type: str) -> None:
    out.gap()
    ret = w.cls if out.has("return_none") else w.opt(w.cls)
    conv = "str" if ident_type == "str" else "int"
    out.add(f"def parse_{w.one}(data: dict[str, Any]{extra_arg(out)}) -> {ret}:")
    mark_arg(out)
    out.add(f'    """{out.pick("Build", "Make", "Read")} {"an" if w.one[0] in "aeio" else "a"} '
            f'{w.one} from a JSON object; None if it is empty."""', "    if not data:")
    if out.has("return_none"):
        out.slip("return_none", "        return None", "return")
    else:
        out.add("        return None")
    out.add(f"    return {w.cls}(", f'        {w.ident}={conv}(data["{w.ident}"]),',
            f'        {w.group}=str(data.get("{w.group}", "")),',
            f'        {w.amount}={amount_of(w, f"data[{chr(34)}{w.amount}{chr(34)}]")},',
            f'        status=data.get("status", "{w.statuses[0]}"),', "    )")
    out.gap()
    good, bad = out.pick(("good", "errors"), ("valid", "problems"), ("accepted", "rejected"))
    out.add(f"def validate_all(raw: list[dict[str, Any]]) -> tuple[list[{w.cls}], list[str]]:",
            f"    {good}: list[{w.cls}] = []", f"    {bad}: list[str] = []")
    dead_local(out)
    out.add("    for number, data in enumerate(raw, start=1):", "        try:",
            f"            {w.one} = parse_{w.one}(data)", f"        except ({err}, KeyError) as exc:",
            f'            {bad}.append(f"row {{number}}: {{exc}}")', "            continue",
            f"        if {w.one} is not None:", f"            {good}.append({w.one})")
    result_line(out, bad, f"{good}, {bad}")
