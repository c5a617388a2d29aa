"""One project directory for a terminal session: what ``ls -la``, ``git status`` and ``tail``
all read from, so the commands of one session agree with each other.

The tree is plain data (a list of entry dicts: name, dir, size, links, age in minutes): a
directory's link count is 2 plus its subdirectories (``.`` counts every directory listed,
``..`` at least this one), ``.git`` is there because the session uses git, ``.gitignore``
keeps ``logs/`` and ``.pytest_cache/`` out of ``git status``, and each file's size comes from
the range files of its kind really have (a Makefile of a few KB, a lock file of hundreds).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.rng import choice

# bytes a file of each name plausibly holds (low, high)
FILE_SIZES: dict[str, tuple[int, int]] = {
    "README.md": (1_000, 12_000), "pyproject.toml": (600, 3_000), "Makefile": (500, 4_000),
    "setup.cfg": (300, 2_500), ".gitignore": (40, 900), "requirements.txt": (80, 1_200),
    "CHANGELOG.md": (800, 24_000), ".editorconfig": (120, 600), "poetry.lock": (40_000,
                                                                                 600_000),
    "notes.txt": (40, 2_000), "tox.ini": (200, 1_800), "Dockerfile": (250, 2_200),
}
# MIT (with its copyright line) or Apache 2.0 (fixed text)
LICENCE_SIZES = ((1_060, 1_100), (11_357, 11_358))
# directories: (lowest, highest) number of subdirectories each holds
DIR_SUBDIRS: dict[str, tuple[int, int]] = {
    "src": (0, 2), "tests": (0, 2), "docs": (0, 3), "logs": (0, 0), "scripts": (0, 0),
    ".pytest_cache": (1, 1), ".venv": (3, 3), ".github": (1, 1),
}
OPTIONAL_FILES = ("pyproject.toml", "Makefile", "setup.cfg", "requirements.txt",
                  "CHANGELOG.md", "LICENSE", ".editorconfig", "poetry.lock", "tox.ini",
                  "Dockerfile")
OPTIONAL_DIRS = ("docs", "scripts", ".venv", ".github")
SOURCE_SIZES = (500, 30_000)  # a Python module of the project
MINUTES_A_YEAR = 60 * 24 * 365


def file_size(rng: np.random.Generator, name: str) -> int:
    if name == "LICENSE":
        low, high = LICENCE_SIZES[int(rng.integers(0, 2))]
    else:
        low, high = FILE_SIZES.get(name, SOURCE_SIZES)
    return int(rng.integers(low, high))


def sample_tree(rng: np.random.Generator, untracked: bool, modified: bool
                ) -> list[dict[str, Any]]:
    """The project directory's entries in ``ls -la`` order (``.`` and ``..`` first, then by
    name as a UTF-8 locale sorts them: leading dots and case ignored). ``untracked`` adds
    the ``notes.txt`` git reports as untracked; ``modified`` makes ``src`` recently written."""
    files = {"README.md", ".gitignore"} | {
        str(choice(rng, list(OPTIONAL_FILES))) for _ in range(int(rng.integers(2, 6)))}
    if "poetry.lock" in files:  # poetry locks what pyproject.toml asks for
        files.add("pyproject.toml")
    if untracked:
        files.add("notes.txt")
    dirs = {"src", "tests", "logs", ".pytest_cache"} | {
        d for d in OPTIONAL_DIRS if rng.random() < 0.35}
    project_age = int(rng.integers(30 * 24 * 60, 2 * MINUTES_A_YEAR))
    entries = []
    for name in sorted(files | dirs | {".git"}, key=lambda n: (n.lstrip(".").lower(), n)):
        is_dir = name not in files
        age = int(rng.integers(5, project_age))
        if name == ".git":  # rewritten by every commit and every status: minutes to days old
            age = int(rng.integers(2, 3 * 24 * 60))
        elif name == "src" and modified:
            age = int(rng.integers(3, 8 * 60))
        if is_dir:
            low, high = DIR_SUBDIRS.get(name, (5, 6))  # .git: hooks info logs objects refs
            subdirs = int(rng.integers(low, high + 1))
            entries.append({"name": name, "dir": True, "size": 4096, "links": 2 + subdirs,
                            "age": age})
        elif name == ".gitignore":  # what cat prints, byte for byte what ls counts
            lines = gitignore_lines(rng, dirs)
            entries.append({"name": name, "dir": False, "links": 1, "age": age,
                            "size": len("\n".join(lines)) + 1, "lines": lines})
        else:
            entries.append({"name": name, "dir": False, "size": file_size(rng, name),
                            "links": 1, "age": age})
    # "." changes whenever a file is created or renamed into it: as new as its newest file
    here = {"name": ".", "dir": True, "size": 4096,
            "age": min(e["age"] for e in entries if not e["dir"]),
            "links": 2 + sum(e["dir"] for e in entries)}
    siblings = int(rng.integers(1, 9))  # this project and the others in ~/projects
    parent = {"name": "..", "dir": True, "size": 4096, "links": 2 + siblings,
              "age": int(rng.integers(here["age"], project_age + 1))}
    return [here, parent] + entries


def gitignore_lines(rng: np.random.Generator, dirs: set[str]) -> list[str]:
    """The project's .gitignore: what git must not report (caches, logs, the virtualenv when
    there is one) and some build output; never the untracked notes git does report."""
    lines = ["__pycache__/", "*.py[cod]", ".pytest_cache/", "logs/"]
    if ".venv" in dirs:
        lines.append(".venv/")
    extra = ["dist/", "build/", "*.egg-info/", ".coverage", "htmlcov/", ".mypy_cache/"]
    return lines + [e for e in extra if rng.random() < 0.4]


def names_in(tree: list[dict[str, Any]]) -> set[str]:
    return {e["name"] for e in tree}
