"""The last program shapes (see ``code_shapes``): a pytest file, an async fetcher and a
config loader; ``SHAPES``, what ``code_world`` draws a page's module from; and ``Module``
and ``Fault``, the module drawn and its planted slips (here, not in code_world, so that
the two modules do not import each other)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from generator.rng import choice
from surfaces.kit.code_helpers import add_helpers, add_test_helpers
from surfaces.kit.code_shapes import (
    Lines,
    cli,
    dead_local,
    extra_arg,
    imports,
    long_log,
    mark_arg,
    model,
    result_line,
)
from surfaces.kit.code_shapes2 import _none_return, routes, tokenizer
from surfaces.kit.code_shapes4 import fastapi, scanner, unittest_case
from surfaces.kit.code_style import restyle


# ---------------------------------------------------------------------- a pytest file
def tests(rng: np.random.Generator, w: Any) -> Lines:
    out = Lines(rng, w)
    pkg = out.pick("app", "src", "core", w.plural)
    names = ["from pathlib import Path"]
    if w.kind == "money":
        names.append("from decimal import Decimal")
    out.add(f'"""Tests for {out.pick("loading and totalling", "the reader of", "reading")} '
            f'{w.plural}."""', "", "from __future__ import annotations", "")
    imports(out, names)
    out.add("", "import pytest", "", f"from {pkg}.{w.plural} import {w.cls}, load_{w.plural}, "
            f"total_by_{w.group}", "", f'HEADER = "{w.ident},{w.group},{w.amount},status"')
    out.gap()
    groups = [str(g) for g in rng.choice(["north", "south", "east", "west", "central",
                                          "online", "retail"], 2, replace=False)]
    vals = [w.num(f"{v}.{c}") for v, c in zip(rng.integers(2, 400, 3), ("50", "0", "25"), strict=True)]
    fix = out.pick("sample", f"some_{w.plural}", w.plural)
    out.add("@pytest.fixture", f"def {fix}() -> list[{w.cls}]:", "    return [",
            f'        {w.cls}(1, "{groups[0]}", {vals[0]}),',
            f'        {w.cls}(2, "{groups[1]}", {vals[1]}),',
            f'        {w.cls}(3, "{groups[0]}", {vals[2]}, status="{w.closed}"),', "    ]")
    out.gap()
    out.add("@pytest.fixture", "def export(tmp_path: Path) -> Path:",
            f'    path = tmp_path / "{w.plural}.csv"',
            f'    rows = [HEADER, "1,{groups[0]},12.5,{w.statuses[0]}", "2,{groups[1]},7,"]',
            '    path.write_text("\\n".join(rows) + "\\n", encoding="utf-8")', "    return path")
    tests_ = [_t_load, _t_bad, _t_totals, _t_empty, _t_param, _t_strip, _t_missing]
    order = rng.permutation(len(tests_))[:int(rng.integers(6, 8))]
    need = {"unused_arg": _t_load, "undefined": _t_totals, "unused_local": _t_load,
            "long_line": _t_bad}
    keep = {tests_[k] for k in order} | {f for kind, f in need.items() if out.has(kind)}
    for k in order.tolist() + [j for j in range(len(tests_)) if j not in order]:
        if tests_[k] in keep:
            out.gap()
            tests_[k](out, w, fix, groups)
    return out


def _t_load(out: Lines, w: Any, fix: str, groups: list[str]) -> None:
    out.add(f"def test_load_reads_every_row(export: Path{extra_arg(out)}) -> None:")
    mark_arg(out)
    out.add(f"    {w.plural} = load_{w.plural}(export)")
    dead_local(out)
    out.add(f"    assert [x.{w.ident} for x in {w.plural}] == [1, 2]",
            f'    assert {w.plural}[0].{w.group} == "{groups[0]}"',
            f'    assert {w.plural}[1].status == "{w.statuses[0]}"')


def _t_bad(out: Lines, w: Any, fix: str, groups: list[str]) -> None:
    out.add("def test_load_skips_malformed_rows(tmp_path: Path) -> None:",
            '    path = tmp_path / "broken.csv"')
    if out.has("long_line"):
        out.slip("long_line", f'    path.write_text(HEADER + "\\n1,{groups[0]},not-a-number,'
                 f'{w.statuses[0]}\\n2,{groups[1]},3,{w.statuses[1]}\\n", encoding="utf-8")', "")
    else:
        out.add(f'    path.write_text(HEADER + "\\n1,{groups[0]},x,\\n2,{groups[1]},3,\\n")')
    out.add(f"    assert [x.{w.ident} for x in load_{w.plural}(path)] == [2]")


def _t_totals(out: Lines, w: Any, fix: str, groups: list[str]) -> None:
    out.add(f"def test_totals_leave_out_{w.closed}({fix}: list[{w.cls}]) -> None:",
            f"    totals = total_by_{w.group}({fix})")
    if out.has("undefined"):
        out.slip("undefined", f'    assert set(totls) == {{"{groups[0]}", "{groups[1]}"}}',
                 "totls")
    else:
        out.add(f'    assert set(totals) == {{"{groups[0]}", "{groups[1]}"}}')
    out.add(f'    assert totals["{groups[0]}"] == {fix}[0].{w.amount}')


def _t_empty(out: Lines, w: Any, fix: str, groups: list[str]) -> None:
    out.add("def test_empty_export_gives_nothing(tmp_path: Path) -> None:",
            '    path = tmp_path / "empty.csv"', '    path.write_text(HEADER + "\\n")',
            f"    assert load_{w.plural}(path) == []", f"    assert total_by_{w.group}([]) == {{}}")


def _t_param(out: Lines, w: Any, fix: str, groups: list[str]) -> None:
    out.add('@pytest.mark.parametrize("status", ["' + '", "'.join(w.statuses) + '"])',
            f"def test_open_{w.plural}_count(status: str, {fix}: list[{w.cls}]) -> None:",
            f"    {w.one} = {fix}[0]", f"    {w.one}.status = status",
            f"    assert total_by_{w.group}([{w.one}])[{w.one}.{w.group}] == {w.one}.{w.amount}")


def _t_strip(out: Lines, w: Any, fix: str, groups: list[str]) -> None:
    out.add(f"def test_{w.group}_is_stripped(tmp_path: Path) -> None:",
            f'    path = tmp_path / "{w.plural}.csv"',
            f'    path.write_text(HEADER + "\\n7,  {groups[1]}  ,1,{w.statuses[0]}\\n")',
            f"    [{w.one}] = load_{w.plural}(path)",
            f'    assert {w.one}.{w.group} == "{groups[1]}"')


def _t_missing(out: Lines, w: Any, fix: str, groups: list[str]) -> None:
    out.add("def test_missing_file_raises(tmp_path: Path) -> None:",
            "    with pytest.raises(FileNotFoundError):",
            f'        load_{w.plural}(tmp_path / "nowhere.csv")')


# -------------------------------------------------------------------- an async fetcher
def fetcher(rng: np.random.Generator, w: Any) -> Lines:
    out = Lines(rng, w)
    lib = out.pick("httpx", "aiohttp")
    retry = out.has("long_line") or out.maybe(0.55)
    out.add(f'"""Fetch {w.plural} from the {out.pick("partner", "upstream", "legacy")} API, '
            f'{out.pick("page by page", "concurrently", "with retries")}."""', "",
            "from __future__ import annotations", "")
    imports(out, ["asyncio", "logging", "from dataclasses import dataclass"])
    out.add("", f"import {lib}", "", "log = logging.getLogger(__name__)",
            f'BASE_URL = "https://api.{out.pick("example.com", "example.org", "internal")}'
            f'/v{int(rng.integers(1, 4))}/{w.plural}"',
            f"PAGE_SIZE = {int(out.pick(50, 100, 200))}",
            *([f"RETRIES = {int(rng.integers(2, 6))}"] if retry else []), "", "", "@dataclass",
            f"class {w.cls}:", f"    {w.ident}: int", f"    {w.group}: str",
            f"    {w.amount}: float", "    status: str")
    client = "httpx.AsyncClient" if lib == "httpx" else "aiohttp.ClientSession"
    get = ("resp = await client.get(url, params=params)" if lib == "httpx" else
           "async with client.get(url, params=params) as resp:")
    out.gap()
    out.add(f"async def get_json(client: {client}, url: str, params: dict[str, int]"
            f"{extra_arg(out)}) -> dict:")
    mark_arg(out)
    if not retry:  # no retries: one call, one check
        out.add(("    resp = await client.get(url, params=params)" if lib == "httpx" else
                 "    async with client.get(url, params=params) as resp:"),
                *(["    resp.raise_for_status()", "    return resp.json()"] if lib == "httpx"
                  else ["        resp.raise_for_status()", "        return await resp.json()"]))
        _fetch_rest(out, w, client)
        return out
    out.add("    for attempt in range(1, RETRIES + 1):", "        try:")
    if lib == "httpx":
        out.add(f"            {get}", "            resp.raise_for_status()",
                "            return resp.json()", f"        except {lib}.HTTPError as exc:")
    else:
        out.add(f"            {get}", "                resp.raise_for_status()",
                "                return await resp.json()", f"        except {lib}.ClientError as exc:")
    long_log(out, "attempt %d for %s failed: %s", "attempt %d for %s failed: %s, waiting "
             "before the next try", "attempt, url, exc", indent="            ",
             call="log.warning")
    out.add("            await asyncio.sleep(2 ** attempt)",
            '    raise RuntimeError(f"giving up on {url}")')
    _fetch_rest(out, w, client)
    return out


def _fetch_rest(out: Lines, w: Any, client: str) -> None:
    out.gap()
    ret = w.cls if out.has("return_none") else w.opt(w.cls)
    out.add(f"def to_{w.one}(item: dict) -> {ret}:", f'    if "{w.ident}" not in item:')
    _none_return(out)
    out.add(f'    return {w.cls}(int(item["{w.ident}"]), item.get("{w.group}", ""),',
            f'                 float(item.get("{w.amount}", 0)), item.get("status", ""))')
    out.gap()
    if out.maybe():  # every page at once
        out.add(f"async def fetch_{w.plural}(client: {client}, pages: int = "
                f"{int(out.rng.integers(3, 9))}) -> list[{w.cls}]:",
                "    calls = [get_json(client, BASE_URL, {\"page\": n, \"size\": PAGE_SIZE})",
                "             for n in range(1, pages + 1)]",
                "    results = await asyncio.gather(*calls)")
        dead_local(out)
        out.add('    items = [item for data in results for item in data.get("items", [])]',
                f"    {w.plural} = [to_{w.one}(item) for item in items]")
        result_line(out, w.plural, f"[x for x in {w.plural} if x is not None]")
    else:
        out.add(f"async def fetch_{w.plural}(client: {client}) -> list[{w.cls}]:",
                f"    {w.plural}: list[{w.cls}] = []", "    page = 1")
        dead_local(out)
        out.add("    while True:",
                '        data = await get_json(client, BASE_URL, {"page": page, "size": PAGE_SIZE})',
                '        for item in data.get("items", []):',
                f"            {w.one} = to_{w.one}(item)",
                f"            if {w.one} is not None:", f"                {w.plural}.append({w.one})",
                '        if not data.get("next"):', "            break", "        page += 1")
        result_line(out, w.plural)
    out.gap()
    out.add("async def main() -> None:", f"    async with {client}() as client:",
            f"        {w.plural} = await fetch_{w.plural}(client)",
            f'    print(f"fetched {{len({w.plural})}} {w.plural}")', "", "",
            'if __name__ == "__main__":', "    asyncio.run(main())")


# -------------------------------------------------------------------- a config loader
def config(rng: np.random.Generator, w: Any) -> Lines:
    out = Lines(rng, w)
    cls = out.pick("Settings", "Config", "AppConfig", "ServiceConfig")
    w.shape_cls = cls
    out.add(f'"""{out.pick("Settings", "Configuration")} for the {w.plural} service: a TOML '
            f'file, then {out.pick("environment overrides", "the environment")}."""', "",
            "from __future__ import annotations", "")
    imports(out, ["logging", "os", "tomllib", "from dataclasses import dataclass, field",
                  "from pathlib import Path"], unused="json")
    prefix = w.plural.upper() + "_"
    out.add("", "log = logging.getLogger(__name__)", f'ENV_PREFIX = "{prefix}"',
            f'DEFAULT_PATH = Path("{out.pick("config", "etc", "conf")}/{w.plural}.toml")',
            "", "", "class ConfigError(Exception):",
            f'    """{out.pick("The settings file is missing or wrong.", "Bad settings.")}"""',
            "", "", "@dataclass(frozen=True)", "class Database:",
            f'    url: str = "postgresql://localhost/{w.plural}"',
            f"    pool_size: int = {int(rng.integers(2, 21))}",
            f"    timeout: float = {float(out.pick(2.5, 5.0, 10.0, 30.0))}", "", "",
            "@dataclass(frozen=True)", f"class {cls}:", "    debug: bool = False",
            f'    log_level: str = "{out.pick("INFO", "WARNING", "DEBUG")}"',
            f"    {w.group}_default: str = \"\"",
            "    database: Database = field(default_factory=Database)")
    out.gap()
    out.add("def as_bool(text: str) -> bool:",
            '    return text.strip().lower() in {"1", "true", "yes", "on"}')
    out.gap()
    out.add(f"def read_file(path: Path{extra_arg(out)}) -> dict:")
    mark_arg(out)
    out.add("    try:", '        with path.open("rb") as fh:', "            return tomllib.load(fh)",
            "    except FileNotFoundError:")
    long_log(out, "no settings at %s", "no settings file at %s, so every setting keeps "
             "its default value", "path", indent="        ", call="log.warning")
    out.add("        return {}", "    except tomllib.TOMLDecodeError as exc:",
            '        raise ConfigError(f"{path}: {exc}") from exc')
    out.gap()
    ret = cls if out.has("return_none") else w.opt(cls)
    out.add(f"def load(path: Path = DEFAULT_PATH) -> {ret}:", "    raw = read_file(path)",
            '    if raw.get("disabled"):')
    _none_return(out)
    out.add('    db = raw.get("database", {})')
    dead_local(out)
    out.add(f'    settings = {cls}(', '        debug=as_bool(os.environ.get(ENV_PREFIX + "DEBUG", '
            'str(raw.get("debug", False)))),',
            '        log_level=os.environ.get(ENV_PREFIX + "LOG_LEVEL", raw.get("log_level", "INFO")),',
            f'        {w.group}_default=raw.get("{w.group}_default", ""),',
            '        database=Database(url=os.environ.get(ENV_PREFIX + "DB_URL", db.get("url", "")),',
            '                          pool_size=int(db.get("pool_size", 5))),', "    )",
            '    if settings.database.pool_size < 1:',
            '        raise ConfigError("database.pool_size must be at least 1")')
    result_line(out, "settings")
    return out


# name, builder, the faults it can carry, the file name it is saved under
SHAPES = (
    ("cli", cli, ("unused_import", "unused_arg", "undefined", "return_none", "unused_local",
                  "long_line"), ("{plural}_cli.py", "summarize_{plural}.py", "{one}_report.py")),
    ("model", model, ("unused_import", "unused_arg", "undefined", "return_none",
                      "unused_local", "long_line"), ("{one}_model.py", "{one}_models.py")),
    ("routes", routes, ("unused_import", "undefined", "return_none", "unused_local",
                        "long_line"), ("{plural}_api.py", "{one}_routes.py", "{plural}_views.py")),
    ("tokenizer", tokenizer, ("unused_import", "unused_arg", "undefined", "return_none",
                              "unused_local", "long_line"), ("{one}_query.py", "{one}_parser.py")),
    ("tests", tests, ("unused_import", "unused_arg", "undefined", "unused_local", "long_line"),
     ("test_{plural}.py",)),
    ("fetcher", fetcher, ("unused_import", "unused_arg", "undefined", "return_none",
                          "unused_local", "long_line"), ("fetch_{plural}.py", "{one}_client.py")),
    ("fastapi", fastapi, ("unused_import", "undefined", "return_none", "unused_local",
                          "long_line"), ("{plural}_router.py", "{one}_endpoints.py")),
    ("unittest", unittest_case, ("unused_import", "unused_arg", "undefined", "unused_local",
                                 "long_line"), ("test_{plural}.py", "test_{one}_io.py")),
    ("scanner", scanner, ("unused_import", "unused_arg", "undefined", "return_none",
                          "unused_local", "long_line"), ("{one}_lexer.py", "{one}_scan.py")),
    ("config", config, ("unused_import", "unused_arg", "undefined", "return_none",
                        "unused_local", "long_line"), ("{one}_settings.py", "{plural}_config.py")),
)


@dataclass
class Fault:
    kind: str
    line: int  # 1-based
    col: int  # 1-based
    name: str  # the identifier (or width for long_line)


@dataclass
class Module:
    path: str
    lines: list[str]
    functions: list[str]
    faults: list[Fault] = field(default_factory=list)
    cls: str = ""
    singular: str = ""
    shape: str = "report"  # which program shape (SHAPES) it is


# the share of pages whose module is one of the other shapes (a CLI, a model, routes, ...)
SHAPE_SHARE = 10 / 11


def shaped(rng: np.random.Generator, w: Any, shape: tuple) -> Any:
    """The ``Module`` of one of the shapes, its planted faults where they are."""
    name, build, _, paths = shape
    w.optional = False  # "X | None", as the __future__ import allows
    out = build(rng, w)
    if name not in ("tests", "unittest"):
        add_helpers(rng, w, out.lines, out.marks)
    else:  # a test module holds tests and test utilities
        add_test_helpers(rng, w, out.lines, out.marks)
    lines = restyle(rng, out.lines, out.marks, w.faults)
    found = [Fault(kind, k + 1, lines[k].index(n) + 1, n) for kind, k, n in out.marks
             if kind != "long_line"]
    found += [Fault("long_line", k + 1, 89, str(len(t))) for k, t in enumerate(lines)
              if len(t) > 88]
    defined = [m.group(1) for t in lines if (m := re.match(r"(?:async def|def|class) (\w+)", t))]
    path = str(choice(rng, list(paths))).format(plural=w.plural, one=w.one)
    return Module(path, lines, defined, sorted(found, key=lambda f: f.line),
                  getattr(w, "shape_cls", w.cls), w.one, name)


DOMAINS = ("orders", "invoices", "shipments", "tickets", "bookings", "expenses", "readings",
           "members")


def domain_of(path: str) -> str:
    """The domain a module's file is named after ("order_model.py", "fetch_orders.py" ->
    "orders"; "" if none): ``code_world.repo_of`` picks its repository by it."""
    stem = path.rsplit("/", 1)[-1][:-3]
    return next((d for d in DOMAINS if d in stem or d[:-1] in stem.split("_")), "")
