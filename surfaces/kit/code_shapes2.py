"""More program shapes (see ``code_shapes``): an HTTP route module, a tokenizer, a pytest
file, an async fetcher and a config loader; and the table of shapes ``code_world`` draws
from, with the faults each can carry and the file name it is saved under."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.kit.code_shapes import (
    Lines,
    amount_of,
    dead_local,
    extra_arg,
    imports,
    long_log,
    mark_arg,
    result_line,
)


def _none_return(out: Lines, indent: str = "        ") -> None:
    if out.has("return_none"):
        out.slip("return_none", f"{indent}return None", "return")
    else:
        out.add(f"{indent}return None")


# ------------------------------------------------------------------ Flask-style routes
def routes(rng: np.random.Generator, w: Any) -> Lines:
    out = Lines(rng, w)
    k = w.key if w.key not in ("key", "page", "payload", "found") else "key"
    short = out.maybe()  # Flask 2's @bp.get() or the older @bp.route(..., methods=[...])
    names = ["logging", "from dataclasses import asdict", "from http import HTTPStatus"]
    if w.kind == "money":
        names.append("from decimal import Decimal")
    out.add(f'"""{out.pick("HTTP routes", "REST endpoints", "JSON API")} for '
            f'{w.plural}."""', "", "from __future__ import annotations", "")
    imports(out, names)
    model = out.pick("models", "domain", "schema")
    out.add("", "from flask import Blueprint, abort, jsonify, request", "",
            f"from .{model} import {w.cls}", "",
            f'bp = Blueprint("{w.plural}", __name__, url_prefix="/api/{w.plural}")',
            "log = logging.getLogger(__name__)",
            f"STORE: dict[int, {w.cls}] = {{}}",
            f"PAGE_SIZE = {int(out.pick(20, 25, 50, 100))}",
            f'REQUIRED = ("{w.group}", "{w.amount}")')
    out.gap()
    ret = w.cls if out.has("return_none") else w.opt(w.cls)
    out.add(f"def find_{w.one}({k}: int) -> {ret}:", f"    {w.one} = STORE.get({k})",
            f'    if {w.one} is None or {w.one}.status == "{w.closed}":')
    _none_return(out)
    out.add(f"    return {w.one}")
    out.gap()
    route = (lambda verb, rule: f'@bp.{verb}("{rule}")') if short else (
        lambda verb, rule: f'@bp.route("{rule}", methods=["{verb.upper()}"])')
    out.add(route("get", "/"), f"def list_{w.plural}():",
            '    page = request.args.get("page", 1, type=int)',
            f'    {w.group} = request.args.get("{w.group}")')
    dead_local(out)
    out.add(f"    found = [x for x in STORE.values() if not {w.group} or x.{w.group} == {w.group}]",
            "    start = (page - 1) * PAGE_SIZE",
            '    body = {"items": [asdict(x) for x in found[start:start + PAGE_SIZE]],',
            '            "total": len(found), "page": page}')
    result_line(out, "body", "jsonify(body)")
    out.gap()
    out.add(route("get", f"/<int:{k}>"), f"def get_{w.one}({k}: int):",
            f"    {w.one} = find_{w.one}({k})", f"    if {w.one} is None:",
            "        abort(HTTPStatus.NOT_FOUND)", f"    return jsonify(asdict({w.one}))")
    out.gap()
    _create(out, w, route)
    if out.maybe(0.6):
        out.gap()
        out.add(route("patch", f"/<int:{k}>"), f"def update_{w.one}({k}: int):",
                f"    {w.one} = find_{w.one}({k})", f"    if {w.one} is None:",
                "        abort(HTTPStatus.NOT_FOUND)",
                "    changes = request.get_json(silent=True) or {}",
                f'    if "{w.group}" in changes:',
                f'        {w.one}.{w.group} = str(changes["{w.group}"]).strip()',
                '    if "status" in changes:', '        ' + w.one + '.status = changes["status"]',
                f"    return jsonify(asdict({w.one}))")
    if out.maybe(0.6):
        out.gap()
        out.add(route("delete", f"/<int:{k}>"), f"def cancel_{w.one}({k}: int):",
                f"    {w.one} = find_{w.one}({k})", f"    if {w.one} is None:",
                "        abort(HTTPStatus.NOT_FOUND)", f'    {w.one}.status = "{w.closed}"',
                f'    log.info("{w.one} %s canceled", {k})',
                '    return "", HTTPStatus.NO_CONTENT')
    return out


def _create(out: Lines, w: Any, route: Any) -> None:
    out.add(route("post", "/"), f"def create_{w.one}():",
            "    payload = request.get_json(silent=True) or {}",
            "    missing = [name for name in REQUIRED if name not in payload]",
            "    if missing:",
            '        body = {"error": "missing fields", "fields": missing}',
            "        return jsonify(body), HTTPStatus.BAD_REQUEST",
            "    key = max(STORE, default=0) + 1",
            f'    {w.one} = {w.cls}(key, payload["{w.group}"], '
            f'{amount_of(w, "payload[" + chr(34) + w.amount + chr(34) + "]")})',
            f"    STORE[key] = {w.one}")
    long_log(out, f"created {w.one} %s for %s", f"created {w.one} %s for %s from a POST "
             "request with a JSON body", f"key, {w.one}.{w.group}")
    out.add(f"    return jsonify(asdict({w.one})), HTTPStatus.CREATED")


# ----------------------------------------------------------------------- a tokenizer
def tokenizer(rng: np.random.Generator, w: Any) -> Lines:
    out = Lines(rng, w)
    cond = out.pick("Condition", "Clause", "Term", "Filter")
    w.shape_cls = cond
    out.add(f'"""{out.pick("Tokenizer and parser", "A small parser", "Parse")} for '
            f'{w.one} search queries such as ``{w.group}:north {w.amount}>=50``."""', "",
            "from __future__ import annotations", "")
    imports(out, ["re", "from dataclasses import dataclass", "from enum import Enum"])
    out.add("", "", "class Kind(Enum):", '    NUMBER = "number"', '    OP = "op"',
            '    WORD = "word"', "", "",
            'TOKEN = re.compile(r"\\s*(?:(?P<number>\\d+(?:\\.\\d+)?)"',
            '                   r"|(?P<op>>=|<=|!=|[:<>=])|(?P<word>[\\w-]+))")',
            f'FIELDS = ("{w.group}", "{w.amount}", "status")', "", "",
            "@dataclass(frozen=True)", "class Token:", "    kind: Kind", "    text: str",
            "    pos: int", "", "", "@dataclass(frozen=True)", f"class {cond}:",
            "    field: str", "    op: str", "    value: str", "", "",
            "class QueryError(ValueError):",
            f'    """{out.pick("A query that cannot be read.", "Raised on a malformed query.")}"""')
    out.gap()
    toks = out.pick("tokens", "result", "found")
    out.add(f"def tokenize(text: str{extra_arg(out)}) -> list[Token]:")
    mark_arg(out)
    out.add(f"    {toks}: list[Token] = []", "    pos = 0", "    while pos < len(text):",
            "        m = TOKEN.match(text, pos)", "        if m is None or m.end() == pos:")
    if out.has("long_line"):
        out.slip("long_line", '            raise QueryError(f"unexpected character '
                 '{text[pos]!r} at position {pos} of the query")', "")
    else:
        out.add('            raise QueryError(f"unexpected {text[pos]!r} at {pos}")')
    out.add("        kind = Kind(m.lastgroup)",
            f"        {toks}.append(Token(kind, m.group(m.lastgroup), m.start(m.lastgroup)))",
            "        pos = m.end()")
    result_line(out, toks)
    out.gap()
    ret = cond if out.has("return_none") else w.opt(cond)
    out.add(f"def parse_{w.one}_term(tokens: list[Token], at: int) -> {ret}:",
            "    if at + 2 >= len(tokens):")
    _none_return(out)
    out.add("    name, op, value = tokens[at:at + 3]",
            "    if name.text not in FIELDS or op.kind is not Kind.OP:",
            '        raise QueryError(f"bad term at {name.pos}")',
            f"    return {cond}(name.text, op.text, value.text)")
    out.gap()
    out.add(f"def parse(text: str) -> list[{cond}]:", "    tokens = tokenize(text)",
            f"    terms: list[{cond}] = []")
    dead_local(out)
    out.add("    at = 0", "    while at < len(tokens):",
            f"        term = parse_{w.one}_term(tokens, at)", "        if term is None:",
            '            raise QueryError("query ends inside a term")',
            "        terms.append(term)", "        at += 3", "    return terms")
    return out
