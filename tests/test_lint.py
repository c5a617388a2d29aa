"""ruff over the code: its banned-api rules keep the global ``random`` and
``np.random.<function>`` out (every draw must come from the per-example Generator)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_is_clean_and_bans_global_randomness(tmp_path: Path) -> None:
    pytest.importorskip("ruff")
    run = [sys.executable, "-m", "ruff", "check", "--no-cache", "--quiet"]
    proc = subprocess.run([*run, "generator", "surfaces", "tests"], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    planted = tmp_path / "planted.py"
    planted.write_text("import random\n\nimport numpy as np\n\nx = random.random()\n"
                       "y = np.random.randint(3)\n")
    proc = subprocess.run([*run, "--config", str(ROOT / "pyproject.toml"), str(planted)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert proc.returncode != 0 and "TID251" in proc.stdout, proc.stdout
