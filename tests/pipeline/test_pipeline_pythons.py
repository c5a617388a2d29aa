"""One benchmark, one digest, whatever the Python (issue 22, item 12): a few rows built
under every supported Python installed here (with the run-time dependencies importable)
give the same SHA256SUMS as this interpreter's build.

Interpreters are looked for as ``python3.X`` on PATH, in pyenv's versions folder, and in
``PBT_PYTHONS`` (paths separated by ``os.pathsep``, e.g. virtualenvs holding
requirements.lock); those that cannot import the dependencies are skipped."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.build import run_build
from generator.config import BuildConfig

ROOT = Path(__file__).resolve().parents[2]
SUPPORTED = ("3.11", "3.12", "3.13")  # pyproject: requires-python >= 3.11
DEPS = "import PIL, numpy, faker, fontTools, typer, rich, platform; print(platform.python_version())"


def candidates() -> dict[str, str]:
    """version -> interpreter path, one per supported minor version, dependencies present."""
    paths = [p for p in os.environ.get("PBT_PYTHONS", "").split(os.pathsep) if p]
    for minor in SUPPORTED:
        paths += [shutil.which(f"python{minor}") or ""]
        paths += sorted(glob.glob(os.path.expanduser(f"~/.pyenv/versions/{minor}.*/bin/python")))
    found: dict[str, str] = {}
    for path in paths:
        if not path or not os.access(path, os.X_OK):
            continue
        try:
            proc = subprocess.run([path, "-c", DEPS], capture_output=True, text=True,
                                  timeout=60, check=False)
        except (OSError, subprocess.SubprocessError):
            continue
        version = proc.stdout.strip()
        minor = ".".join(version.split(".")[:2])
        if proc.returncode == 0 and minor in SUPPORTED and minor not in found:
            found[minor] = path
    return found


def test_every_installed_python_gives_the_same_digest(tmp_path: Path) -> None:
    ours = tmp_path / "here"
    run_build(BuildConfig(n=3, seed=90211), ours, overwrite=False, command="py")
    expected = (ours / "SHA256SUMS").read_text()
    here = ".".join(map(str, sys.version_info[:2]))
    others = {v: p for v, p in candidates().items() if v != here}
    if not others:
        pytest.skip(f"no other supported Python with the dependencies (only {here})")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for version, python in sorted(others.items()):
        out = tmp_path / f"py{version}"
        proc = subprocess.run([python, "-m", "generator", "build", "--n", "3", "--seed", "90211",
                               "--out", str(out)], capture_output=True, text=True, env=env,
                              cwd=ROOT, timeout=300, check=False)
        assert proc.returncode == 0, f"Python {version}: {proc.stderr}"
        assert (out / "SHA256SUMS").read_text() == expected, f"Python {version} differs"
