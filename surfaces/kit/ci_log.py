"""The output of one CI step (runner, git, pip, ruff, pytest, build, upload), as tools print
it in English whatever the page's language, timed inside the step's duration."""

from __future__ import annotations

import numpy as np

FILES = ["src/app/client.py", "src/app/models.py", "src/app/views.py", "src/app/utils.py",
         "src/app/config.py", "tests/test_client.py", "tests/test_models.py"]
RUFF = ["F401 `os` imported but unused", "E501 Line too long (104 > 100)",
        "F841 Local variable `result` is assigned to but never used",
        "ARG001 Unused function argument: `timeout`",
        "I001 Import block is un-sorted or un-formatted"]
EXIT = "Error: Process completed with exit code"
TOOK = "\x00took"  # the pytest duration, written once the log's timestamps are drawn
PACKAGES = ["requests==2.32.3", "urllib3==2.2.3", "pydantic==2.9.2", "sqlalchemy==2.0.35",
            "httpx==0.27.2", "pytest==8.3.3", "ruff==0.6.9", "build==1.2.2", "click==8.1.7"]


def _fixed_lines(step: str, sha: str, branch: str) -> list[tuple[str, str]]:
    """The lines of the steps that print the same every run (runner set-up, checkout)."""
    if step == "setup":
        return [("Current runner version: '2.320.0'", "fg"), ("Operating System", "fg"),
                ("  Ubuntu 24.04.1 LTS", "dim"), ("Runner Image: ubuntu-24.04", "fg"),
                ("Prepare workflow directory", "fg"), ("Prepare all required actions", "fg"),
                ("Download action repository 'actions/checkout@v4'", "fg"),
                ("Download action repository 'actions/setup-python@v5'", "fg"),
                ("Complete job name", "fg")]
    if step == "checkout":
        return [("Syncing repository", "fg"), ("git version 2.47.0", "dim"),
                ("Initializing the repository", "fg"), ("Fetching the repository", "fg"),
                (f"git -c protocol.version=2 fetch --no-tags --prune --depth=1 origin {sha}",
                 "dim"), ("Determining the checkout info", "fg"),
                (f"git checkout --progress --force -B {branch} refs/remotes/origin/{branch}",
                 "dim"), (f"HEAD is now at {sha}", "fg")]
    return []


def _texts(rng: np.random.Generator, key: str, fail: bool, secs: int, sha: str,
           branch: str) -> list[tuple[str, str]]:
    """(text, colour) lines of the step ``key`` (a term.step_* key)."""
    step = key.rsplit("_", 1)[-1]
    fixed = _fixed_lines(step, sha, branch)
    if fixed:
        return fixed
    if step == "install":
        pkgs = [PACKAGES[int(i)] for i in rng.permutation(len(PACKAGES))[:6]]
        return ([("pip install -r requirements.txt", "dim")]
                + [(f"Collecting {p}", "fg") for p in pkgs]
                + [(f"Successfully installed {len(pkgs) + int(rng.integers(8, 40))} packages",
                    "green")])
    if step == "lint":
        out = [("ruff check .", "dim")]
        if fail:
            bad = [FILES[int(i)] for i in rng.permutation(len(FILES))[:3]]
            out += [(f"{f}:{int(rng.integers(3, 300))}:{int(rng.integers(1, 40))}: "
                     f"{RUFF[int(i)]}", "red")
                    for f, i in zip(bad, rng.permutation(len(RUFF)), strict=False)]
            return out + [(f"Found {len(bad)} errors.", "red"),
                          ("Error: Process completed with exit code 1.", "red")]
        return out + [("All checks passed!", "green"), ("ruff format --check .", "dim"),
                      (f"{int(rng.integers(40, 300))} files already formatted", "fg")]
    if step == "test":
        n = int(rng.integers(80, 600))
        out = [("pytest -q", "dim")] + [
            (f"{'.' * 40} [{int(100 * k / 6):3d}%]", "fg") for k in range(1, 7)]
        took = TOOK  # filled in by step_lines from the summary line's own timestamp
        if fail:
            return out + [("FAILED tests/test_client.py::test_retry_on_timeout - "
                           "AssertionError", "red"),
                          (f"1 failed, {n - 1} passed in {took}", "red"),
                          ("Error: Process completed with exit code 1.", "red")]
        return out + [(f"{n} passed in {took}", "green")]
    if step == "build":
        version = f"{int(rng.integers(0, 4))}.{int(rng.integers(0, 20))}.{int(rng.integers(0, 9))}"
        out = [("python -m build", "dim"), ("* Creating isolated environment: venv+pip...", "fg"),
               ("* Installing packages in isolated environment:", "fg"),
               ("  - setuptools >= 64", "dim"), ("* Building sdist...", "fg")]
        if fail:
            return out + [("error: package directory 'src/app/assets' does not exist", "red"),
                          ("ERROR Backend subprocess exited when trying to invoke build_sdist",
                           "red"), ("Error: Process completed with exit code 1.", "red")]
        return out + [("* Building wheel...", "fg"),
                      (f"Successfully built app-{version}.tar.gz and "
                       f"app-{version}-py3-none-any.whl", "green")]
    size = int(rng.integers(20_000, 4_000_000))
    if fail:
        return [("With the provided path, there will be 2 files uploaded", "fg"),
                ("Error: Failed to CreateArtifact: Received non-retryable error", "red")]
    return [("With the provided path, there will be 2 files uploaded", "fg"),
            ("Artifact name is valid!", "fg"), ("Root directory input is valid!", "fg"),
            (f"Uploaded bytes {size}", "fg"),
            (f"Artifact dist has been successfully uploaded! Final size is {size} bytes.",
             "green")]


def step_lines(rng: np.random.Generator, key: str, fail: bool, secs: int, sha: str,
               branch: str) -> list[tuple[float, str, str]]:
    """(seconds since the step started, text, colour) of the step's log, all within ``secs``."""
    texts = _texts(rng, key, fail, secs, sha, branch)
    times = sorted(float(t) for t in rng.uniform(0, max(secs, 1) * 0.98, len(texts)))
    times[0] = 0.0
    times[-1] = max(times[-1], max(secs, 1) * 0.97)  # the last line closes the step
    times = [round(t, 3) for t in times]
    if texts[-1][0].startswith(EXIT) and len(texts) > 2:
        # the runner reports the exit code right after the tool's last words
        times[-2] = round(max(times[-3], times[-1] - float(rng.uniform(0.02, 0.4))), 3)
    summary = next((k for k, (text, _) in enumerate(texts) if TOOK in text), -1)
    if summary >= 0:
        # pytest measures from its start (the 'pytest -q' line) to just before its summary
        took = int((times[summary] - times[0]) * float(rng.uniform(0.9, 0.99)) * 100) / 100
        texts[summary] = (texts[summary][0].replace(TOOK, f"{took:.2f}s"), texts[summary][1])
    return [(t, text, colour) for t, (text, colour) in zip(times, texts, strict=True)]

