"""A change to a sampled module as a unified diff: a whole function added, and/or one line
edited (its older form removed above it), as a pull request makes them; never a random mix
of removed and added lines ("- import csv" while the file still uses csv)."""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

# what an older version of a log or usage string said
OLDER_WORDS = {"skipping": "ignoring", "loaded": "read", "malformed": "invalid",
               "usage": "Usage", "well-formed": "valid", "bad": "invalid",
               "found": "present"}
NUMBER = re.compile(r"(?<![\w.])(\d+)(\.\d+)?(?![\w.])")


@dataclass
class Change:
    lines: list[str]  # the unified view: context, removed and added lines
    ops: list[str]  # " ", "-" or "+" per line
    added: str  # the function added ("" if none)
    edited: str  # the function holding the edited line ("" if at module level or none)


def older(line: str) -> str:
    """How ``line`` read before the change (itself when there is nothing to change)."""
    m = NUMBER.search(line)
    if m and "range" not in line:
        whole, frac = int(m.group(1)), m.group(2) or ""
        before = str(whole * 2 if whole < 50 else whole // 2) + frac
        return line[:m.start()] + before + line[m.end():]
    for new, old in OLDER_WORDS.items():
        if re.search(rf"\"[^\"]*\b{re.escape(new)}\b", line):
            return re.sub(rf"\b{re.escape(new)}\b", old, line, count=1)
    if ".strip()" in line:
        return line.replace(".strip()", "", 1)
    return line


def _blocks(lines: list[str]) -> list[tuple[int, int]]:
    """Top-level functions wholly inside ``lines`` (with their blank tail); a class is
    never added (the functions above already use it)."""
    out = []
    for i, text in enumerate(lines):
        if not text.startswith(("def ", "async def ")):
            continue
        j = i + 1
        while i > 0 and lines[i - 1].startswith("@"):  # a function comes with its decorators
            i -= 1
        while j < len(lines) and (not lines[j].strip() or lines[j].startswith(" ")):
            j += 1
        if j < len(lines):
            out.append((i, j))
    return out


def _enclosing(lines: list[str], k: int) -> str:
    for text in reversed(lines[:k + 1]):
        m = re.match(r"(?:async def|def|class) (\w+)", text)
        if m:
            return m.group(1)
        if text and not text.startswith((" ", "@")):
            return ""
    return ""


def unified_change(rng: np.random.Generator, lines: list[str]) -> Change:
    """One pull request's change to the window ``lines`` of the new file."""
    ops = [" "] * len(lines)
    added = ""
    blocks = _blocks(lines)
    if blocks and rng.random() < 0.6:
        i, j = blocks[int(rng.integers(len(blocks)))]
        ops[i:j] = ["+"] * (j - i)
        added = re.search(r"def (\w+)", "\n".join(lines[i:j])).group(1)
    # a fix changes code: never only a docstring or a comment (r67 0016: "Fix load_orders()"
    # over one docstring line)
    edits = [k for k, t in enumerate(lines) if ops[k] == " " and t.strip()
             and not t.strip().startswith(('"""', "'''", "#"))
             and not t.rstrip().endswith(":") and older(t) != t]
    edited = ""
    out, out_ops = list(lines), list(ops)
    if edits and (not added or rng.random() < 0.5):
        k = edits[int(rng.integers(len(edits)))]
        edited = _enclosing(lines, k)
        out = lines[:k] + [older(lines[k])] + lines[k:]
        out_ops = ops[:k] + ["-", "+"] + ops[k + 1:]
    elif not added:  # nothing to edit in view: a line is added
        k = next((k for k, t in enumerate(lines) if t.strip().startswith("log.")), 0)
        out_ops[k] = "+"
        edited = _enclosing(lines, k)
    return Change(out, out_ops, added, edited)
