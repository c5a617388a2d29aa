"""What people write about a sampled module (``code_world``) and its change (``code_diff``):
a pull request's description and review thread, and the commits a blame view shows. Every
line names the function, field or number the code holds, so the prose and the code agree."""

from __future__ import annotations

import datetime
import re
from typing import Any

import numpy as np

from generator.content import Content
from generator.rng import choice
from surfaces.kit.code_diff import NUMBER, OLDER_WORDS, Change, _enclosing

CODE_SPAN = re.compile(r"\b[\w/]+\.py\b|\b\w+\(\)")


def code_marks(text: str) -> list[list[Any]]:
    """Code font on the function names (``load()``) and file paths a line names."""
    return [[m.start(), m.end(), "code", ""] for m in CODE_SPAN.finditer(text)]


def _number_key(line: str) -> str:
    """What the changed number of ``line`` is, as the sentence naming it: an exit code
    ("return 2"), a column width ("{name:<20}"), where the arguments start
    ("sys.argv[1:]"), else a threshold or limit."""
    if re.match(r"\s*(return|sys\.exit\()\s*\d+\)?\s*$", line):
        return "wdev_pr.desc_exit"
    if "sys.argv[" in line:
        return "wdev_pr.desc_argv"
    if _field(line):
        return "wdev_pr.desc_width"
    return "wdev_pr.desc_number"


def _field(line: str) -> str:
    """The field of the first width in an f-string ("customer" of "{order.customer:<20}")."""
    m = re.search(r"\{(?:\w+\.)?(\w+):[<>^]?\d", line)
    return m.group(1) if m else ""


def edit_line(content: Content, change: Change) -> str:
    """One sentence on what the edited line now does, from its old and new text."""
    func = change.edited
    if "-" not in change.ops:  # a line was added: a log call
        return content.ui("wdev_pr.desc_log", func=func)
    k = change.ops.index("-")
    old, new = change.lines[k], change.lines[k + 1]
    if ".strip()" in new and ".strip()" not in old:
        field = re.search(r"\[\"(\w+)\"\]\.strip\(\)", new)
        return content.ui("wdev_pr.desc_strip", func=func, field=field.group(1) if field else "")
    a, b = NUMBER.search(old), NUMBER.search(new)
    if a and b and a.group(0) != b.group(0):
        return content.ui(_number_key(new), func=func, old=a.group(0), new=b.group(0),
                          field=_field(new))
    for word, before in OLDER_WORDS.items():
        if re.search(rf"\b{word}\b", new) and re.search(rf"\b{before}\b", old):
            # a docstring or a usage line is no log message
            key = "wdev_pr.desc_doc" if new.strip().startswith('"""') else \
                "wdev_pr.desc_usage" if "print(" in new else "wdev_pr.desc_words"
            return content.ui(key, func=func, old=before, new=word)
    return content.ui("wdev_pr.desc_log", func=func)


def previous_function(lines: list[str], name: str) -> str:
    """The function defined just above ``name`` in ``lines`` ("" if none)."""
    names = [m.group(1) for t in lines
             if (m := re.match(r"(?:async def|def|class) (\w+)", t))]
    k = names.index(name) if name in names else 0
    return names[k - 1] if k > 0 else ""


def pr_description(rng: np.random.Generator, content: Content, change: Change, path: str,
                   module_lines: list[str], mod: str) -> list[str]:
    """The PR's description: what it changes, its tests, compatibility, the issue it closes."""
    func = change.added or change.edited
    if change.added:
        prev = previous_function(module_lines, change.added)
        first = content.ui("wdev_pr.desc_add", func=func, file=path, prev=prev)
        if not prev:
            first = content.ui("wdev_pr.desc_add", func=func, file=path, prev=func)
            first = re.sub(r",[^,]*\(\)\.$", ".", first)
    elif change.edited:
        first = edit_line(content, change)
    else:
        first = content.ui("wdev_pr.desc_tweak", file=path)
    rest = [content.ui("wdev_pr.desc_tests", func=func, mod=mod)] if func else []
    rest.append(content.ui("wdev_pr.desc_compat", file=path))
    if rng.random() < 0.6:
        rest.append(content.ui("wdev_pr.desc_closes", issue=int(rng.integers(40, 900))))
    return [" ".join([first] + rest[:1]), " ".join(rest[1:])] if len(rest) > 1 else \
        [" ".join([first] + rest)]


def blame_commits(rng: np.random.Generator, content: Content, lines: list[str], file: str,
                  people: list[str], start: datetime.date) -> list[dict[str, Any]]:
    """Per line, the commit that last touched it: the first version of the file (oldest,
    by its first author) owns most lines; later commits each touch one function, the
    imports or a constant, and their message says which."""
    first = {"author": people[0], "day": start,
             "message": content.ui("wdev_blame.initial", file=file)}
    owner = [first] * len(lines)
    day = start
    for _ in range(int(rng.integers(4, 8))):
        k = int(rng.integers(0, len(lines)))
        if not lines[k].strip() or _in_class_body(lines, k):
            continue
        day = day + datetime.timedelta(days=int(rng.integers(3, 60)))
        touched = _touch(rng, content, lines, k)
        if touched is None:
            continue
        span, message = touched
        commit = {"author": choice(rng, people), "day": day, "message": message}
        for j in span:
            owner[j] = commit
    return owner


def _in_class_body(lines: list[str], k: int) -> bool:
    """Whether line ``k`` is a field of a class (not inside one of its methods)."""
    name = _enclosing(lines, k)
    return bool(name) and any(t.startswith(f"class {name}") for t in lines) and \
        lines[k].startswith(" ") and not lines[k].startswith("        ")


def _touch(rng: np.random.Generator, content: Content, lines: list[str],
           k: int) -> tuple[range, str] | None:
    """The lines a later commit changed around line ``k``, and its message."""
    text = lines[k]
    func = _enclosing(lines, k)
    if text.startswith(("import ", "from ")):
        j = k
        while j + 1 < len(lines) and lines[j + 1].startswith(("import ", "from ")):
            j += 1
        return range(k, j + 1), content.ui("wdev_blame.imports")
    if re.match(r"[A-Z_]+ = ", text):
        return range(k, k + 1), content.ui("wdev_blame.constant", name=text.split()[0])
    if not func or text.startswith(("class ", "@")):
        return None  # module-level code a later commit has no reason to touch
    if text.startswith(("def ", "async def ")):
        j = k + 1
        while j < len(lines) and (not lines[j].strip() or lines[j].startswith(" ")):
            j += 1
        while j > k and not lines[j - 1].strip():
            j -= 1
        if rng.random() < 0.5:
            return range(k, j), content.ui("wdev_blame.add_fn", func=func)
        return range(k, k + 1), content.ui("wdev_blame.types_fn", func=func)
    if '"""' in text:
        return range(k, k + 1), content.ui("wdev_blame.doc_fn", func=func)
    if "log." in text:
        return range(k, k + 1), content.ui("wdev_blame.log_fn", func=func)
    key = choice(rng, ["wdev_blame.fix_fn", "wdev_blame.refactor_fn"])
    j, end = k + 1, min(len(lines), k + int(rng.integers(1, 4)))
    while j < end and lines[j].startswith(" "):
        j += 1
    return range(k, j), content.ui(key, func=func)
