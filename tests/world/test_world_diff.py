"""diff_viewer: the hunk is a diff a program makes, the comment speaks of the lines shown."""

from __future__ import annotations

import re

from world_helpers import sampled


def _text(tokens: list[list[str]]) -> str:
    return "".join(t for t, _ in tokens)


def test_a_block_is_added_or_removed_with_its_whole_body() -> None:
    for lang, seed, p in sampled("diff_viewer", 25):
        lines = [_text(t) for t in p["code"]]
        for i, (line, op) in enumerate(zip(lines, p["ops"], strict=True)):
            if op == " " or not line.rstrip().endswith(":"):
                continue
            indent = len(line) - len(line.lstrip())
            for body, body_op in zip(lines[i + 1:], p["ops"][i + 1:], strict=True):
                if body.strip() and len(body) - len(body.lstrip()) <= indent:
                    break
                if body.strip():
                    assert body_op == op, (lang, seed, line, body)


def test_a_comment_naming_a_line_names_one_of_the_hunk() -> None:
    # a comment names a line only on a diff that neither adds nor edits a function (a
    # constant changed); since wave 23's program shapes that is rare, so the check runs on
    # every such page, and there must be some
    funcless = 0
    for lang, seed, p in sampled("diff_viewer", 40):
        shown = len(p["code"]) - p["dels"]
        funcless += not p["func"]
        for n in re.findall(r"\b(\d+)\b", p["comment"]):
            if int(n) >= 10 and not p["func"]:  # a line number, not "two" as a digit
                assert p["start"] <= int(n) < p["start"] + shown, (lang, seed, p["comment"])
    assert funcless


def test_a_docstring_says_what_its_function_does() -> None:
    docs = 0
    for lang, seed, p in sampled("diff_viewer", 10):
        lines = [_text(t) for t in p["code"]]
        for prev, line in zip(lines, lines[1:], strict=False):
            m = re.match(r"\s*def (\w+?)_(\w+)\(", prev)
            doc = re.match(r'\s*"""(.*)"""', line)
            if m and doc:
                verb, thing = m.groups()
                docs += 1
                noun = thing.split("_")[-1].rstrip("s")
                # or the record class it returns ("Build a SpendRow": qq2's class names)
                made = re.search(r"-> (?:Optional\[)?(\w+)", prev)
                said = doc.group(1).lower()
                assert noun in said or (made and made.group(1).lower() in said), \
                    (lang, seed, prev, line)
    assert docs


def test_the_diff_is_one_change_its_title_names() -> None:
    """review: random "-"/"+" lines ("- import csv" while csv is still used) under a title
    about another component. The diff adds a whole function and/or edits one line (its
    older form just above it), and the title names that function."""
    for lang, seed, p in sampled("diff_viewer", 10):
        lines = [_text(t) for t in p["code"]]
        ops = p["ops"]
        for k, op in enumerate(ops):
            if op == "-":
                assert ops[k + 1] == "+", (lang, seed, lines[k])
        removed = ops.count("-")
        assert removed <= 1, (lang, seed)
        added = [lines[k] for k, op in enumerate(ops) if op == "+"]
        names = re.findall(r"(?:def|class) (\w+)", "\n".join(added))
        assert all(n in p["title"] for n in names[:1]) or not names, (lang, seed, p["title"])
        # a module of the code world, named after its domain ("orders.py", "test_orders.py",
        # "order_model.py", "fetch_orders.py")
        assert re.search(r"(order|invoice|shipment|ticket|booking|expense|reading|member)",
                         p["files"][p["active"]].split("/")[-1]), p["files"]
