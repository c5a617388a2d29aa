"""Chrome is computed from what the page shows (wave 9, g_chrome).

Terminal: one project tree per session, so ``ls -la`` link counts are 2 + subdirectories,
``.git`` is listed where git runs, file sizes fit their kind, and what git status names is in
the tree. Plain text: the file name is a valid, uncut slug of the title, paragraphs are apart
and open differently, and the status bar's Ln/Col is where the drawn caret is. Git blame: the
contributors count is the authors in view, each with initials of their own.
"""

from __future__ import annotations

import re

import numpy as np

from generator.content import Content
from generator.page import make_theme
from surfaces import registry
from surfaces.git_blame import shown_hunks
from surfaces.kit.messages import initials
from surfaces.kit.shell_tree import FILE_SIZES, LICENCE_SIZES, SOURCE_SIZES
from surfaces.plain_text import text_rows
from tests.world.world_helpers import sampled

LS_ROW = re.compile(r"^([d-])rw\S+\s+(\d+) \S+ \S+\s+(\d+) \S+ +\d+ +\S+ (.+)$")


def _text(line) -> str:
    return "".join(s[0] for s in line)


def _ls_rows(texts: list[str]) -> list[tuple[bool, int, int, str]] | None:
    for k, t in enumerate(texts):
        if t.endswith("ls -la"):
            rows = []
            for row in texts[k + 2:]:
                m = LS_ROW.match(row)
                if not m:
                    return rows
                kind, links, size, name = m.groups()
                rows.append((kind == "d", int(links), int(size), name))
    return None


def _size_ok(name: str, size: int) -> bool:
    if name == "LICENSE":
        return any(low <= size < high for low, high in LICENCE_SIZES)
    low, high = FILE_SIZES.get(name, SOURCE_SIZES)
    return low <= size < high


def test_ls_reads_the_sessions_tree() -> None:
    seen = 0
    for lang, seed, p in sampled("terminal", 25):
        texts = [_text(line) for line in p["lines"]]
        rows = _ls_rows(texts)
        assert rows, (lang, seed)
        seen += 1
        names = [r[3] for r in rows]
        assert names == [e["name"] for e in p["tree"]], (lang, seed, names)
        subdirs = sum(is_dir for is_dir, _, _, name in rows if name not in (".", ".."))
        links = {name: n for _, n, _, name in rows}
        assert links["."] == 2 + subdirs, (lang, seed, links["."], subdirs)
        assert links[".."] >= 3, (lang, seed)  # ".." holds at least this project
        assert ".git" in names and ".gitignore" in names, (lang, seed)
        assert all(n >= 2 for is_dir, n, _, _ in rows if is_dir), (lang, seed)
        for is_dir, _, size, name in rows:
            assert size == 4096 if is_dir else _size_ok(name, size), (lang, seed, name, size)
        if "poetry.lock" in names:
            assert "pyproject.toml" in names, (lang, seed)
        git = p["git"]
        assert all(name in names for name in git["untracked"]), (lang, seed)
        assert all(name.split("/")[0] in names for name in git["modified"]), (lang, seed)
        at = texts.index(next(t for t in texts if t.endswith("cat .gitignore")))
        ignored = texts[at + 1:at + 1 + len(next(
            e for e in p["tree"] if e["name"] == ".gitignore")["lines"])]
        size = next(n for _, _, n, name in rows if name == ".gitignore")
        assert len("\n".join(ignored)) + 1 == size, (lang, seed, ignored, size)
        assert "logs/" in ignored and ("notes.txt" not in ignored), (lang, seed)
        assert ".venv/" in ignored or ".venv" not in names, (lang, seed)
        shown = [t for t in texts if t.startswith("?? ")]
        assert [t[3:] for t in shown] == git["untracked"] or not any(
            t.endswith("git status -sb") for t in texts), (lang, seed, shown)
    assert seen


def _compose(name: str, lang: str, seed: int):
    cls = registry.get(name)
    content = Content(lang, np.random.default_rng([seed, 11]))
    params = cls().sample(np.random.default_rng([seed, 5]), content)
    return params, cls().compose(params, make_theme(seed % 2 == 1, "blue"))


def _words(block) -> str:
    return " ".join("".join(g.char for g in line.glyphs) for line in block.laid.lines)


def _caret_row_col(page) -> tuple[int, int, str, str]:
    """Row (1-based) and column of the caret among the written rows, with the row's text
    before and after it."""
    caret = next(op for op in page.ops if getattr(op, "name", "") == "caret")
    x, top = caret.box[0], caret.box[1]
    rows = text_rows(page)
    for k, row in enumerate(rows):
        if row is not None and row.baseline - row.ascent == top:
            chars = "".join(g.char for g in row.glyphs)
            col = sum(1 for g in row.glyphs if round(g.pen) < x)
            return k + 1, col + 1, chars[:col], chars[col:]
    raise AssertionError("the caret is on no written row")


def _file_lines(params) -> list[str]:
    """The text file's lines as saved: heading and its underline, then the paragraphs, each a
    single line however it wraps on screen, a blank line between them when the page shows one."""
    texts = list(params["texts"])
    lines: list[str] = []
    if params["underline"]:
        head = texts.pop(0)
        lines += [head, params["underline"] * len(head)] + ([""] if params["gap"] else [])
    for k, text in enumerate(texts):
        lines += ([""] if k and params["gap"] else []) + [text]
    return lines


def test_notepad_status_bar_is_where_the_caret_is() -> None:
    """Notepad's "Ln, Col" names the file's line and the column in it: with word wrap on, a
    paragraph wrapped over three rows is still one line (r76 0003), so the status bar's line,
    cut at its column, reads the caret's row text on either side."""
    seen = wrapped = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(14):
            params, page = _compose("plain_text", lang, seed)
            if not params["windows"]:
                continue
            row, col, before, after = _caret_row_col(page)
            status = [_words(b) for b in page.text_blocks()
                      if re.search(r"\d+\D+\d+", _words(b)) and b.role == "chrome"]
            ln, cn = (int(n) for n in re.findall(r"\d+", status[-1])[:2])
            line = _file_lines(params)[ln - 1]
            where = (lang, seed, status[-1], row, col, line)
            assert line[:cn - 1].endswith(before) and line[cn - 1:].startswith(after), where
            assert ln <= row and cn >= col, where
            wrapped += cn > col
            seen += 1
    assert seen > 20 and wrapped > 3


def test_paragraphs_are_apart_and_open_differently() -> None:
    for lang in ("en", "de", "nl"):
        for seed in range(8):
            params, page = _compose("plain_text", lang, seed)
            rows = text_rows(page)
            prose = next(b for b in page.text_blocks() if b.role == "prose").laid.lines
            for a, b in zip(prose, prose[1:], strict=False):
                if a.paragraph != b.paragraph:  # a blank row's height between them
                    assert b.baseline - a.baseline >= 2 * a.pitch - 1, (lang, seed)
            assert rows.count(None) >= len({ln.paragraph for ln in prose}) - 1
    for lang, seed, p in sampled("plain_text", 20):
        texts = p["texts"][1:] if p["underline"] else p["texts"]
        openings = [tuple(t.lower().split()[:2]) for t in texts]
        assert len(openings) == len(set(openings)), (lang, seed, openings)


def test_text_file_names_are_valid_and_uncut() -> None:
    for lang, seed, p in sampled("plain_text", 25):
        name = p["file"]
        if not name.endswith(".txt"):
            continue  # "Untitled"
        stem = name[:-4]
        assert not re.search(r'[:/\\?*<>|"]', name), (lang, seed, name)
        assert stem and stem == stem.lower() and " " not in stem, (lang, seed, name)
        assert len(stem) <= 32, (lang, seed, name)


def test_blame_counts_the_authors_in_view() -> None:
    seen = 0
    for lang in ("en", "de", "fr", "es", "it", "nl"):
        for seed in range(10):
            params, page = _compose("git_blame", lang, seed)
            drawn = {r.label for r in page.regions if r.name.startswith("hunk ")}
            assert {h["author"] for h in shown_hunks(params, page.height)} == drawn
            label = next(_words(b) for b in page.text_blocks()
                         if _words(b) in params["contributors"])
            assert int(re.search(r"\d+", label).group()) == len(drawn), (lang, seed, label)
            seen += len(drawn) > 1
    assert seen


def test_blame_authors_have_their_own_initials_and_colours() -> None:
    for lang, seed, p in sampled("git_blame", 25):
        authors = {h["author"]: h["colour"] for h in p["hunks"]}
        assert len({initials(a) for a in authors}) == len(authors), (lang, seed, authors)
        assert len(set(authors.values())) == len(authors), (lang, seed)


def test_file_manager_status_bar_is_the_listing() -> None:
    from surfaces.file_manager import status_items

    for lang, seed, p in sampled("file_manager", 20):
        rows = p["rows"]
        assert 0 <= p["selected"] < min(len(rows), 12), (lang, seed)  # the selection in view
        left, right = status_items(p)
        counts = [int(n) for n in re.findall(r"\d+", left[0])]
        assert len(rows) in counts, (lang, seed, left, len(rows))
        if p["style"] == "explorer":  # "1 item selected  593 KB": the selected row's size
            row = rows[p["selected"]]
            assert left[1].startswith(p["one_selected"]), (lang, seed, left)
            assert left[1].endswith(row["size"]) or row["kind"] == "folder", (lang, seed)
        else:
            assert left[0].endswith(p["free"]) and not right, (lang, seed, left)


def test_files_named_for_a_past_year_date_from_it() -> None:
    import datetime

    for lang, seed, p in sampled("file_manager", 20):
        now = datetime.date.fromisoformat(p["now"][:10])
        for row in p["rows"]:
            m = re.search(r"\b(20\d\d)\b", row["name"])
            if m and int(m.group(1)) < now.year:
                assert m.group(1) in row["when"], (lang, seed, row["name"], row["when"])
