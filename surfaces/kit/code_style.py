"""How one author writes any module (wave 23): with or without type hints, with one-line
docstrings or none, ``%``-style or f-string log calls, a comment over a loop. Applied to a
sampled module after it is built, so two pages of one program shape differ in more than
their names. Planted faults keep their lines: ``marks`` (kind, 0-based line, name) move
with the lines they mark."""

from __future__ import annotations

import re

import numpy as np

DEF = re.compile(r"^(\s*)(async def|def) (\w+)\((.*)\)( -> .+)?:$")
ANNOTATED = re.compile(r"^(\s+)(\w+): [^=]+ = (.+)$")
LOG = re.compile(r'^(\s*)(log\.\w+)\("([^"]*)", (.+)\)$')
Marks = list[tuple[str, int, str]]


def _split_params(text: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for c in text:
        depth += c in "[(" and 1 or (c in "])" and -1 or 0)
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
    return out + ([cur.strip()] if cur.strip() else [])


def _bare_param(p: str) -> str:
    """``name: T = d`` -> ``name=d``; ``*rows: str`` -> ``*rows``."""
    name, _, rest = p.partition(":")
    if "=" in p and ":" in name + ":" and rest:
        return f"{name.strip()}={p.rsplit('=', 1)[1].strip()}"
    return name.strip() if rest else p


def _in_function(lines: list[str], k: int) -> bool:
    """Whether line ``k`` is in a function body (not a class's field list)."""
    for t in reversed(lines[:k]):
        m = DEF.match(t)
        if m and len(m.group(1)) < len(lines[k]) - len(lines[k].lstrip()):
            return True
        if t.startswith("class "):
            return False
    return False


def strip_hints(lines: list[str], marks: Marks) -> list[str]:
    """The module as an author who writes no type hints in functions writes it."""
    out = list(lines)
    for k, t in enumerate(out):
        m = DEF.match(t)
        if m:
            params = ", ".join(_bare_param(p) for p in _split_params(m.group(4)))
            out[k] = f"{m.group(1)}{m.group(2)} {m.group(3)}({params}):"
        elif (a := ANNOTATED.match(t)) and _in_function(out, k):
            out[k] = f"{a.group(1)}{a.group(2)} = {a.group(3)}"
    return _prune_imports(out, marks)


def _prune_imports(lines: list[str], marks: Marks) -> list[str]:
    """``from x import a, b`` keeps only the names the module still uses (a mark below a
    dropped line moves up with its line)."""
    body = "\n".join(t for t in lines if not t.startswith("from "))
    out, gone = [], []
    for k, t in enumerate(lines):
        m = re.match(r"from ([\w.]+) import (.+)$", t)
        if m and m.group(1) != "__future__" and not t.startswith("from ."):
            names = [n for n in m.group(2).split(", ") if re.search(rf"\b{n}\b", body)]
            if not names:
                gone.append(k)
                continue
            t = f"from {m.group(1)} import {', '.join(names)}"
        out.append(t)
    marks[:] = [(kind, j - sum(1 for g in gone if g < j), n) for kind, j, n in marks]
    return out


def f_string_logs(lines: list[str]) -> list[str]:
    """``log.info("read %d rows from %s", n, path)`` -> ``log.info(f"read {n} rows ...")``."""
    out = []
    for t in lines:
        m = LOG.match(t)
        args = _split_params(m.group(4)) if m else []
        holes = re.findall(r"%[sdr]", m.group(3)) if m else []
        if m and args and len(args) == len(holes) and "{" not in m.group(3) \
                and '"' not in m.group(4):
            text = m.group(3)
            for a, h in zip(args, holes, strict=True):
                text = text.replace(h, "{" + a + ("!r" if h == "%r" else "") + "}", 1)
            t = f'{m.group(1)}{m.group(2)}(f"{text}")'
        out.append(t)
    return out


VERB = {"load": "Load", "parse": "Parse", "read": "Read", "find": "Find", "get": "Get",
        "list": "List", "create": "Create", "fetch": "Fetch", "build": "Build",
        "tokenize": "Split", "scan": "Scan", "main": "Run",
        "count": "Count", "total": "Total", "add": "Add", "remove": "Remove",
        "update": "Update", "cancel": "Cancel", "validate": "Check", "lookup": "Look up"}


# what a one-word function works on ("tokenize" -> "Split the query into tokens.")
ALONE = {"tokenize": "the query into tokens", "scan": "the text into lexemes",
         "main": "the command line", "lookup": "one record by its key"}


def docstrings(rng: np.random.Generator, lines: list[str], marks: Marks) -> list[str]:
    """A one-line docstring under some functions that lack one, said from the name."""
    out: list[str] = []
    added: list[int] = []
    for k, t in enumerate(lines):
        out.append(t)
        m = DEF.match(t)
        if not m or k + 1 < len(lines) and '"""' in lines[k + 1] or m.group(3).startswith(
                ("_", "test")) or rng.random() < 0.4:
            continue
        words = m.group(3).split("_")
        verb = VERB.get(words[0])
        if not verb:
            continue
        rest = " ".join(words[1:]) or ALONE.get(words[0], "")
        if not rest or rest in ("json", "dict"):
            continue
        text = f"{verb} {rest}."
        out.append(f'{m.group(1)}    """{text}"""')
        added.append(k)
    # a mark below an added docstring moves down one line per docstring above it
    marks[:] = [(kind, j + sum(1 for a in added if a < j), n) for kind, j, n in marks]
    return out


def restyle(rng: np.random.Generator, lines: list[str], marks: Marks,
            faults: set[str]) -> list[str]:
    """``lines`` as this page's author writes them (see the module docstring)."""
    if rng.random() < 0.4 and "return_none" not in faults:
        lines = strip_hints(lines, marks)
    if rng.random() < 0.5:
        lines = f_string_logs(lines)
    if rng.random() < 0.5:
        lines = docstrings(rng, lines, marks)
    return lines
