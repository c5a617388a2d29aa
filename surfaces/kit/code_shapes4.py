"""Second forms of the program shapes (see ``code_shapes``): FastAPI routes, a unittest
TestCase, a hand-written scanner, an INI config reader and an argparse tool with
subcommands; as real projects write the same kind of module more than one way."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.kit.code_shapes import (
    Lines,
    dead_local,
    extra_arg,
    imports,
    long_log,
    mark_arg,
    result_line,
)
from surfaces.kit.code_shapes2 import _none_return


# ----------------------------------------------------------------------- FastAPI routes
def fastapi(rng: np.random.Generator, w: Any) -> Lines:
    out = Lines(rng, w)
    k = w.key if w.key not in ("key", "limit", "offset", "body") else f"{w.one}_key"
    out.add(f'"""{out.pick("API routes", "FastAPI endpoints", "Endpoints")} for '
            f'{w.plural}."""', "", "from __future__ import annotations", "")
    imports(out, ["logging"])
    out.add("", "from fastapi import APIRouter, HTTPException, Query, status",
            "from pydantic import BaseModel, Field", "",
            f'router = APIRouter(prefix="/{w.plural}", tags=["{w.plural}"])',
            "log = logging.getLogger(__name__)", "", "",
            f"class {w.cls}In(BaseModel):", f"    {w.group}: str = Field(min_length=1)",
            f"    {w.amount}: {'float' if w.kind != 'int' else 'int'} = Field(ge=0)", "", "",
            f"class {w.cls}({w.cls}In):", f"    {w.ident}: int",
            f'    status: str = "{w.statuses[0]}"', "", "",
            f"DB: dict[int, {w.cls}] = {{}}")
    out.gap()
    ret = w.cls if out.has("return_none") else f"{w.cls} | None"
    out.add(f"def lookup({k}: int) -> {ret}:", f"    found = DB.get({k})",
            f'    if found is not None and found.status == "{w.closed}":')
    _none_return(out)
    out.add("    return found")
    out.gap()
    out.add(f'@router.get("/", response_model=list[{w.cls}])',
            f"async def list_{w.plural}(", "    limit: int = Query(50, le=500),",
            "    offset: int = 0,", f"    {w.group}: str | None = None,", f") -> list[{w.cls}]:",
            f"    rows = [x for x in DB.values() if {w.group} is None or x.{w.group} == {w.group}]")
    dead_local(out)
    result_line(out, "rows", "rows[offset:offset + limit]")
    out.gap()
    out.add(f'@router.get("/{{{k}}}")', f"async def read_{w.one}({k}: int) -> {w.cls}:",
            f"    {w.one} = lookup({k})", f"    if {w.one} is None:",
            f'        raise HTTPException(status.HTTP_404_NOT_FOUND, "no such {w.one}")',
            f"    return {w.one}")
    out.gap()
    out.add('@router.post("/", status_code=status.HTTP_201_CREATED)',
            f"async def add_{w.one}(body: {w.cls}In) -> {w.cls}:",
            f"    new = {w.cls}({w.ident}=len(DB) + 1, **body.model_dump())",
            f"    DB[new.{w.ident}] = new")
    long_log(out, f"added {w.one} %s", f"added {w.one} %s for %s with the defaults "
             "for every field left out", f"new.{w.ident}, new.{w.group}")
    out.add("    return new")
    if out.maybe(0.6):
        out.gap()
        out.add(f'@router.delete("/{{{k}}}", status_code=status.HTTP_204_NO_CONTENT)',
                f"async def remove_{w.one}({k}: int) -> None:",
                f"    if DB.pop({k}, None) is None:",
                f'        raise HTTPException(status.HTTP_404_NOT_FOUND, "no such {w.one}")')
    return out


# ------------------------------------------------------------------- a unittest TestCase
def unittest_case(rng: np.random.Generator, w: Any) -> Lines:
    out = Lines(rng, w)
    pkg = out.pick("app", "core", "lib")
    out.add(f'"""Unit tests for {pkg}.{w.plural}."""', "", "from __future__ import annotations",
            "")
    setup = out.pick("cleanup", "teardown", "context")
    imports(out, ["tempfile", "unittest", "from pathlib import Path"] +
            (["from decimal import Decimal"] if w.kind == "money" else []) +
            (["shutil"] if setup == "teardown" else []))
    out.add("", f"from {pkg}.{w.plural} import {w.cls}, load_{w.plural}, "
            f"total_by_{w.group}", "", "")
    a, b = (str(g) for g in rng.choice(["north", "south", "depot", "web", "shop", "main"],
                                       2, replace=False))
    out.add(f"class {w.cls}Tests(unittest.TestCase):", "    def setUp(self) -> None:",
            *{"cleanup": ["        self.tmp = tempfile.TemporaryDirectory()",
                          "        self.addCleanup(self.tmp.cleanup)",
                          f'        self.path = Path(self.tmp.name) / "{w.plural}.csv"'],
              "teardown": ["        self.folder = Path(tempfile.mkdtemp())",
                           f'        self.path = self.folder / "{w.plural}.csv"'],
              "context": ["        folder = self.enterContext(tempfile.TemporaryDirectory())",
                          f'        self.path = Path(folder, "{w.plural}.csv")']}[setup],
            "        self.items = [", f'            {w.cls}(1, "{a}", {w.num("10.0")}),',
            f'            {w.cls}(2, "{b}", {w.num("4.5")}),',
            f'            {w.cls}(3, "{a}", {w.num("2.0")}, "{w.closed}"),', "        ]", "",
            *(["    def tearDown(self) -> None:",
               "        shutil.rmtree(self.folder, ignore_errors=True)", ""]
              if setup == "teardown" else []),
            "    def write(self, *rows: str) -> None:",
            f'        text = "\\n".join(["{w.ident},{w.group},{w.amount},status", *rows])',
            '        self.path.write_text(text + "\\n", encoding="utf-8")')
    pool = [_u_reads, _u_bad, _u_totals, _u_empty, _u_strip, _u_statuses, _u_missing,
            _u_order, _u_positive]
    forced = {"unused_arg": _u_reads, "unused_local": _u_reads, "long_line": _u_bad,
              "undefined": _u_totals}
    order = [pool[k] for k in rng.permutation(len(pool))]
    keep = set(order[:int(rng.integers(7, 10))]) | {f for kind, f in forced.items()
                                                   if out.has(kind)}
    for method in order:
        if method in keep:
            out.add("")
            method(out, w, a, b)
    out.add("", "", 'if __name__ == "__main__":', "    unittest.main()")
    return out


def _u_reads(out: Lines, w: Any, a: str, b: str) -> None:
    out.add(f"    def test_reads_rows(self{extra_arg(out)}) -> None:")
    mark_arg(out)
    out.add(f'        self.write("1,{a},3,{w.statuses[0]}", "2,{b},4,{w.statuses[1]}")',
            f"        loaded = load_{w.plural}(self.path)")
    dead_local(out, "        ")
    out.add("        self.assertEqual(len(loaded), 2)",
            f'        self.assertEqual(loaded[1].{w.group}, "{b}")')


def _u_bad(out: Lines, w: Any, a: str, b: str) -> None:
    out.add("    def test_skips_bad_rows(self) -> None:")
    if out.has("long_line"):
        out.slip("long_line", f'        self.write("1,{a},three,{w.statuses[0]}", "2,{b},4,'
                 f'{w.statuses[1]}", "not,a,row,{w.statuses[0]}")', "")
    else:
        out.add(f'        self.write("1,{a},three,", "2,{b},4,")')
    out.add(f"        self.assertEqual([x.{w.ident} for x in load_{w.plural}(self.path)], [2])")


def _u_totals(out: Lines, w: Any, a: str, b: str) -> None:
    out.add(f"    def test_totals_skip_{w.closed}(self) -> None:",
            f"        totals = total_by_{w.group}(self.items)")
    if out.has("undefined"):
        out.slip("undefined", f'        self.assertEqual(sorted(totls), ["{min(a, b)}", '
                 f'"{max(a, b)}"])', "totls")
    else:
        out.add(f'        self.assertEqual(sorted(totals), ["{min(a, b)}", "{max(a, b)}"])')
    out.add(f'        self.assertEqual(totals["{a}"], self.items[0].{w.amount})')


def _u_empty(out: Lines, w: Any, a: str, b: str) -> None:
    out.add("    def test_empty_file(self) -> None:", "        self.write()",
            f"        self.assertEqual(load_{w.plural}(self.path), [])")


def _u_strip(out: Lines, w: Any, a: str, b: str) -> None:
    out.add(f"    def test_{w.group}_is_stripped(self) -> None:",
            f'        self.write("7,  {a}  ,1,{w.statuses[0]}")',
            f"        [{w.one}] = load_{w.plural}(self.path)",
            f'        self.assertEqual({w.one}.{w.group}, "{a}")')


def _u_statuses(out: Lines, w: Any, a: str, b: str) -> None:
    out.add("    def test_every_open_status_counts(self) -> None:",
            f'        for status in ({", ".join(repr(x).replace(chr(39), chr(34)) for x in w.statuses)}):',
            "            with self.subTest(status=status):",
            "                self.items[1].status = status",
            f"                totals = total_by_{w.group}(self.items)",
            f'                self.assertIn("{b}", totals)')


def _u_missing(out: Lines, w: Any, a: str, b: str) -> None:
    out.add("    def test_missing_file_raises(self) -> None:",
            "        with self.assertRaises(FileNotFoundError):",
            f'            load_{w.plural}(self.path.with_name("nowhere.csv"))')


def _u_order(out: Lines, w: Any, a: str, b: str) -> None:
    out.add("    def test_keeps_file_order(self) -> None:",
            f'        self.write("5,{a},1,", "3,{b},2,", "9,{a},3,")',
            f"        ids = [x.{w.ident} for x in load_{w.plural}(self.path)]",
            "        self.assertEqual(ids, [5, 3, 9])")


def _u_positive(out: Lines, w: Any, a: str, b: str) -> None:
    out.add(f"    def test_{w.amount}_is_read_as_a_number(self) -> None:",
            f'        self.write("1,{a},{3 if w.kind == "int" else 2.5},{w.statuses[0]}")',
            f"        [{w.one}] = load_{w.plural}(self.path)",
            f"        self.assertGreater({w.one}.{w.amount}, 0)")


# ---------------------------------------------------------------- a hand-written scanner
def _lexeme(out: Lines) -> list[str]:
    fields = ["    kind: str", "    text: str", "    start: int"]
    if out.w.lexeme_form == "namedtuple":
        return ["class Lexeme(NamedTuple):", *fields, "", "    @property",
                "    def end(self) -> int:", "        return self.start + len(self.text)"]
    head = "@dataclass(frozen=True, slots=True)" if out.w.lexeme_form == "slots" else \
        "@dataclass"
    return [head, "class Lexeme:", *fields, "", "    def __str__(self) -> str:",
            '        return f"{self.kind}({self.text!r})"']


def _scan_error(out: Lines) -> list[str]:
    if out.maybe():
        return ["class ScanError(Exception):",
                "    def __init__(self, text: str, at: int) -> None:",
                '        super().__init__(f"unexpected {text[at]!r} at column {at + 1}")',
                "        self.at = at"]
    return ["class ScanError(ValueError):", '    """The text holds a character no token starts with."""',
            "", "    @classmethod", "    def at(cls, text: str, pos: int) -> ScanError:",
            '        line_start = text.rfind("\\n", 0, pos) + 1',
            '        return cls(f"column {pos - line_start + 1}: unexpected {text[pos]!r}")']


def _scan(out: Lines, lazy: bool) -> None:
    """scan(): a list it returns, or (``lazy``) a generator."""
    if lazy:
        out.add("def scan(text: str) -> Iterator[Lexeme]:", "    at = 0")
    else:
        out.add("def scan(text: str) -> list[Lexeme]:", "    lexemes: list[Lexeme] = []",
                "    at = 0")
    dead_local(out)
    out.add("    while at < len(text):", "        if text[at].isspace():", "            at += 1",
            "            continue",
            "        op = next((o for o in OPERATORS if text.startswith(o, at)), None)",
            "        if op:", '            lexemes.append(Lexeme("op", op, at))',
            "            at += len(op)", "            continue",
            "        if text[at].isdigit():", "            end, kind = read_number(text, at), \"number\"",
            '        elif text[at].isalpha() or text[at] == "_":',
            "            end = read_word(text, at)",
            '            kind = "keyword" if text[at:end] in KEYWORDS else "word"',
            "        else:", "            raise ScanError(text, at)"
            if "def __init__(self, text" in "\n".join(out.lines) else
            "            raise ScanError.at(text, at)",
            "        lexemes.append(Lexeme(kind, text[at:end], at))", "        at = end")
    if lazy:
        out.lines[-19:] = [t.replace("lexemes.append(", "yield ").replace("))", ")")
                           if "lexemes.append(" in t else t for t in out.lines[-19:]]
    else:
        result_line(out, "lexemes")


def scanner(rng: np.random.Generator, w: Any) -> Lines:
    out = Lines(rng, w)
    out.add(f'"""A scanner for {w.one} {out.pick("filters", "queries", "search strings")}, '
            f'written by hand (no regular expressions)."""', "",
            "from __future__ import annotations", "")
    record = out.pick("dataclass", "namedtuple", "slots")
    w.lexeme_form = record
    lazy = not out.has("undefined") and out.maybe()  # scan() yields its lexemes
    imports(out, (["from dataclasses import dataclass"] if record != "namedtuple" else
                  ["from typing import NamedTuple"]) +
            (["from collections.abc import Iterator"] if lazy else []))
    ops = ">=", "<=", "!=", ":", "=", "<", ">"
    out.add("", f"OPERATORS = ({', '.join(repr(o).replace(chr(39), chr(34)) for o in ops)})",
            'KEYWORDS = frozenset({"and", "or", "not"})', "", "",
            *_lexeme(out), "", "", *_scan_error(out))
    out.gap()
    out.add(f"def read_number(text: str, at: int{extra_arg(out)}) -> int:")
    mark_arg(out)
    if out.maybe():
        out.add("    end = at", '    while end < len(text) and (text[end].isdigit() or '
                'text[end] == "."):', "        end += 1", "    return end")
        out.gap()
        out.add("def read_word(text: str, at: int) -> int:", "    end = at",
                '    while end < len(text) and (text[end].isalnum() or text[end] in "_-"):',
                "        end += 1", "    return end")
    else:
        out.add('    digits = len(text[at:]) - len(text[at:].lstrip("0123456789."))',
                "    return at + digits")
        out.gap()
        out.add("def read_word(text: str, at: int) -> int:", "    for end in range(at, len(text)):",
                '        if not (text[end].isalnum() or text[end] in "_-"):',
                "            return end", "    return len(text)")
    out.gap()
    _scan(out, lazy)
    out.gap()
    ret = "Lexeme" if out.has("return_none") else "Lexeme | None"
    w.shape_cls = "Lexeme"
    out.add(f"def first_word(text: str) -> {ret}:",
            '    words = [x for x in scan(text) if x.kind == "word"]', "    if not words:")
    _none_return(out)
    out.add("    return words[0]")
    if out.has("long_line"):
        out.gap()
        out.slip("long_line", "def describe_lexemes(text: str) -> str:  # used by the "
                 f"debug view of the {w.one} search box", "")
        out.add('    return " ".join(f"{x.kind}:{x.text}" for x in scan(text))')
    return out
