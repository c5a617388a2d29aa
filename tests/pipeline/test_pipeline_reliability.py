"""Nothing lost (issue 22): a killed worker, a signal, a second build on the same folder,
damaged files before a resume. Each case ends in a dataset equal to a clean build, or in one
line and a state that resumes to it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest
from typer.testing import CliRunner

from generator.cli import app

ARGS = ["build", "--n", "16", "--seed", "11"]


def _cli(*args: str, **kw) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "generator", *args], capture_output=True,
                          text=True, timeout=300, **kw)


def _start(out: Path, *extra: str, **kw) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "generator", *ARGS, *extra,
                             "--out", str(out)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **kw)


def _wait_for_rows(out: Path, k: int, proc: subprocess.Popen[str]) -> None:
    rows = out / ".state" / "rows"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if rows.is_dir() and len(list(rows.iterdir())) >= k:
            return
        time.sleep(0.02)
    raise AssertionError("the build made no rows in time (or finished too early)")


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory) -> str:
    from generator.build import run_build
    from generator.config import BuildConfig

    out = tmp_path_factory.mktemp("clean") / "out"  # ARGS, built in this process
    run_build(BuildConfig(n=16, seed=11), out, overwrite=False, command="test")
    return (out / "SHA256SUMS").read_text()


def test_a_killed_worker_is_replaced_and_its_examples_rerun(tmp_path: Path, clean: str) -> None:
    out = tmp_path / "out"
    proc = _start(out, "--workers", "2")
    _wait_for_rows(out, 2, proc)
    workers = psutil.Process(proc.pid).children()
    assert workers, "no worker processes to kill"
    os.kill(workers[0].pid, signal.SIGKILL)
    _, err = proc.communicate(timeout=600)  # a hang fails here
    assert proc.returncode == 0, err
    assert (out / "SHA256SUMS").read_text() == clean


def test_workers_that_keep_dying_end_the_build_resumably(tmp_path: Path, clean: str,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from generator import workers
    from generator.config import BuildConfig
    from generator.plan import make_plan
    from generator.resolve import resolve, surfaces_for

    def die(index, slot):  # every worker dies on its first example (the pool forks)
        os._exit(9)

    monkeypatch.setattr(workers, "work", die)
    config = resolve(BuildConfig(n=6, seed=11, workers=2))
    plan = make_plan(6, 11, "test", config.category_weights, config.language_weights,
                     surfaces_for(config))
    started = time.monotonic()
    with pytest.raises(workers.WorkerLost, match="--resume"):
        list(workers.local_records(config, plan, range(6), 6, None, tmp_path))
    assert time.monotonic() - started < 120


@pytest.mark.parametrize(("sig", "code", "group"), [(signal.SIGTERM, 143, False),
                                                    (signal.SIGINT, 130, True)])
def test_a_signal_stops_quietly_and_the_build_resumes(tmp_path: Path, clean: str, sig: int,
                                                       code: int, group: bool) -> None:
    out = tmp_path / "out"
    proc = _start(out, "--workers", "2", start_new_session=True)
    _wait_for_rows(out, 2, proc)
    if group:  # Ctrl-C in a terminal: every process of the group gets SIGINT
        os.killpg(proc.pid, sig)
    else:
        os.kill(proc.pid, sig)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == code, err
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1 and "--resume" in lines[0], err
    assert "Traceback" not in err and "Error" not in err
    done = _cli(*ARGS, "--out", str(out), "--resume")
    assert done.returncode == 0, done.stderr
    assert (out / "SHA256SUMS").read_text() == clean


def test_a_second_build_on_a_running_one_is_refused(tmp_path: Path, clean: str) -> None:
    out = tmp_path / "out"
    first = _start(out)
    _wait_for_rows(out, 1, first)
    for extra in ((), ("--overwrite",)):  # in-process: it reaches the lock at once
        second = CliRunner().invoke(app, ["build", "--n", "16", "--seed", "12", *extra,
                                          "--out", str(out)])
        assert second.exit_code == 2, second.output
        assert f"pid {first.pid}" in second.output and second.exception is None or \
            isinstance(second.exception, SystemExit)
    assert first.poll() is None, "the first build ended before the second was tried"
    _, err = first.communicate(timeout=600)
    assert first.returncode == 0, err
    assert (out / "SHA256SUMS").read_text() == clean
    check = subprocess.run(["sha256sum", "--quiet", "-c", "SHA256SUMS"], cwd=out)
    assert check.returncode == 0


def test_overwrite_never_deletes_a_folder_this_tool_did_not_write(tmp_path: Path) -> None:
    proj = tmp_path / "proj"
    (proj / "src").mkdir(parents=True)
    (proj / "build.json").write_text('{"scripts": {}}')
    (proj / "src" / "main.c").write_text("int main(void) { return 0; }\n")
    (proj / ".incomplete").write_text("mine")
    proc = _cli("build", "--n", "2", "--overwrite", "--out", str(proj))
    assert proc.returncode == 2 and "does not look like a dataset" in proc.stderr
    assert (proj / "src" / "main.c").exists() and (proj / "build.json").exists()
    assert not (proj / ".pointerbench-text").exists()


def test_resume_remakes_deleted_and_damaged_files(tmp_path: Path, clean: str) -> None:
    out = tmp_path / "out"
    proc = _start(out)
    _wait_for_rows(out, 6, proc)
    proc.kill()
    proc.communicate()
    pngs = sorted((out / "data" / "test").glob("*.png"))
    pngs[0].unlink()
    pngs[1].write_bytes(pngs[1].read_bytes()[:-40] + b"\0" * 40)
    (out / ".state" / "rows" / "2.json").write_text("{broken")
    done = _cli(*ARGS, "--out", str(out), "--resume")
    assert done.returncode == 0, done.stderr
    assert (out / "SHA256SUMS").read_text() == clean


def test_resume_on_a_missing_or_empty_folder_starts_the_build(tmp_path: Path) -> None:
    missing, empty = tmp_path / "missing", tmp_path / "empty"
    empty.mkdir()
    for out in (missing, empty):
        proc = _cli("build", "--n", "2", "--seed", "4", "--resume", "--out", str(out))
        assert proc.returncode == 0, proc.stderr
        assert (out / "data/test/metadata.jsonl").exists()
    again = _cli("build", "--n", "2", "--seed", "4", "--resume", "--out", str(missing))
    assert again.returncode == 2 and "nothing to resume" in again.stderr
