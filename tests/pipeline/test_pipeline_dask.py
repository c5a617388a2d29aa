"""The Dask engine writes the same bytes as the local engine, even when a worker dies."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import pytest
from build_helpers import build_dataset

from generator.build import run_build
from generator.config import BuildConfig

distributed = pytest.importorskip("distributed")


def _kill_one_worker_when_rows_appear(cluster, rows: Path, after: int,
                                      killed: list[int]) -> threading.Thread:
    def killer() -> None:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if rows.is_dir() and len(list(rows.iterdir())) >= after:
                nanny = next(iter(cluster.workers.values()))
                pid = nanny.process.process.pid
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
                return
            time.sleep(0.02)

    thread = threading.Thread(target=killer, daemon=True)
    thread.start()
    return thread


def test_dask_build_with_a_killed_worker_matches_the_local_build(tmp_path: Path) -> None:
    local, remote = tmp_path / "local", tmp_path / "dask"
    # 20 rows: the worker dies after 4 are written, so 16 are left to reschedule
    build_dataset(local, n=20, seed=21)
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    try:
        killed: list[int] = []
        killer = _kill_one_worker_when_rows_appear(cluster, remote / ".state" / "rows", 4,
                                                   killed)
        config = BuildConfig(n=20, seed=21, workers=2, with_geometry=True)
        run_build(config, remote, overwrite=False, command="test", engine="dask",
                  scheduler=cluster.scheduler_address)
        killer.join(timeout=1)
    finally:
        cluster.close()
    assert killed, "no worker was killed while the build ran"
    assert (local / "SHA256SUMS").read_text() == (remote / "SHA256SUMS").read_text()


def test_unknown_engine_is_a_config_error(tmp_path: Path) -> None:
    from generator.config import ConfigError

    with pytest.raises(ConfigError, match="unknown engine"):
        run_build(BuildConfig(n=2, seed=1), tmp_path / "x", False, "t", engine="spark")


def test_dask_engine_without_dask_exits_2_with_the_install_hint(tmp_path: Path) -> None:
    import subprocess
    import sys

    code = ("import sys; sys.modules['distributed'] = None; sys.argv = ['pointerbench-text', "
            f"'build', '--n', '2', '--engine', 'dask', '--out', {str(tmp_path / 'o')!r}]; "
            "from generator.cli import main; main()")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 2
    assert "pip install 'pointerbench-text[dask]'" in proc.stderr
    assert not (tmp_path / "o").exists()
