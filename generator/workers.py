"""The local engine: make a build's examples in worker processes, surviving a lost worker.

Workers write their own files (a page never crosses a pipe) and send back only the small
state records. A worker that dies (``kill -9``, the OOM killer) breaks the process pool:
the unfinished chunks are then run again on a fresh pool, and a pool that keeps breaking
ends the build with one line (the build stays resumable). A bounded window of chunks is in
flight at a time, so memory does not grow with n.
"""

from __future__ import annotations

import gc
import multiprocessing as mp
import signal
import sys
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from itertools import islice
from pathlib import Path
from typing import Any

from generator.config import BuildConfig
from generator.fingerprints import ExcludedSet
from generator.plan import Slot
from generator.signals import BuildStopped

# the young generation's threshold: collected every YOUNG net new container objects, not
# every 700 (a page leaves a few thousand glyph, word and box records, few in cycles)
YOUNG = 10_000
MAX_RESTARTS = 3  # fresh pools after lost workers before the build gives up
Record = tuple[int, dict[str, Any]]
_STATE: dict[str, Any] = {}


class WorkerLost(BuildStopped):
    """Worker processes kept dying (killed from outside, out of memory): the build stops,
    resumable."""


def init_worker(config: BuildConfig, excluded: ExcludedSet | None, out: Path,
                strict: bool = False, quiet: bool = True) -> None:
    from generator.fonts import fontbook
    from generator.resume import BuildState
    from generator.surfaceset import registry
    from generator.writer import DatasetWriter

    if quiet:  # the main process handles Ctrl-C and SIGTERM and stops the workers
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _STATE.update(config=config, excluded=excluded, strict=strict,
                  writer=DatasetWriter(out, config.split, config.with_geometry),
                  state=BuildState(out))
    fontbook()
    registry.load_all()
    _STATE["made"] = 0
    gc.set_threshold(YOUNG, *gc.get_threshold()[1:])
    settle(collect=False)  # what the imports left is small; a full walk of it is not


def settle(collect: bool = True) -> None:
    """Collect the garbage, then freeze what lives (gc.freeze: the modules, the fonts, the
    caches filled so far) out of the collector's sight. Python's full collections walk
    every live object, and a worker's caches (lexicons, glyph masks, Faker's lists) make
    each walk long; frozen, they are skipped, while freed objects still go by reference
    counting. Output never depends on it. Called at start and after the 1st, 2nd, 4th,
    8th... example, so the caches filled as new surfaces and languages come are frozen
    too, at a cost that grows with log n (a collection walks only what is not frozen)."""
    if collect:
        gc.collect()
    gc.freeze()


def work(index: int, slot: Slot) -> Record:
    from generator.examples import make_any_example as make_example
    from generator.saving import save_example

    example = make_example(_STATE["config"], slot, index, _STATE["excluded"],
                           strict=_STATE["strict"])
    record = save_example(_STATE["writer"], _STATE["state"], example)
    _STATE["made"] = made = _STATE.get("made", 0) + 1
    if made & (made - 1) == 0:  # a power of two
        settle()
    return record


def work_chunk(slots: list[tuple[int, Slot]]) -> list[Record]:
    return [work(index, slot) for index, slot in slots]


def local_records(config: BuildConfig, plan: Sequence[Slot], todo: Iterable[int], count: int,
                  excluded: ExcludedSet | None, out: Path,
                  strict: bool = False) -> Iterator[Record]:
    """Make, write and record the ``count`` examples of ``todo``; yield their records as
    they finish (in any order)."""
    if config.workers == 1:
        threshold = gc.get_threshold()
        init_worker(config, excluded, out, strict, quiet=False)
        try:
            for index in todo:
                yield work(index, plan[index])
        finally:  # this process goes on (a test, a library caller): collect as before
            gc.unfreeze()
            gc.set_threshold(*threshold)
        return
    # small chunks: a record is all that crosses the pipe, and the last chunks of a build
    # leave workers idle for as long as a chunk takes
    size = max(1, min(4, count // (config.workers * 64)))
    todo = iter(todo)
    fresh = iter(lambda: list(islice(todo, size)), [])
    yield from _Pool(config, excluded, out, strict).run(fresh, plan)


class _Pool:
    def __init__(self, config: BuildConfig, excluded: ExcludedSet | None, out: Path,
                 strict: bool):
        self.config, self.args = config, (config, excluded, out, strict)
        self.window = config.workers * 4
        self.executor: ProcessPoolExecutor | None = None

    def _start(self) -> ProcessPoolExecutor:
        method = "fork" if sys.platform.startswith("linux") else "spawn"
        self.executor = ProcessPoolExecutor(self.config.workers, mp.get_context(method),
                                            initializer=init_worker, initargs=self.args)
        return self.executor

    def run(self, fresh: Iterator[list[int]], plan: Sequence[Slot]) -> Iterator[Record]:
        retry: deque[list[int]] = deque()
        pending: dict[Future, list[int]] = {}
        restarts = 0
        executor = self._start()
        try:
            while True:
                while len(pending) < self.window:
                    chunk = retry.popleft() if retry else next(fresh, None)
                    if chunk is None:
                        break
                    pending[executor.submit(work_chunk, [(i, plan[i]) for i in chunk])] = chunk
                if not pending:
                    return
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                broken = False
                for future in done:
                    chunk = pending.pop(future)
                    try:
                        records = future.result()
                    except BrokenProcessPool:
                        retry.append(chunk)
                        broken = True
                    else:
                        yield from records
                if broken:  # every chunk in flight is lost with the pool: run them again
                    restarts += 1
                    if restarts > MAX_RESTARTS:
                        raise WorkerLost(
                            f"worker processes died {restarts} times (killed from outside, or "
                            "out of memory?); the examples written so far are kept: rerun the "
                            "same command with --resume, or with fewer --workers")
                    retry.extend(pending.values())
                    pending.clear()
                    self._stop()
                    executor = self._start()
        finally:
            self._stop()

    def _stop(self) -> None:
        """Stop the workers now (they die quietly on SIGTERM); used on success, on a broken
        pool and on an interrupt alike."""
        executor, self.executor = self.executor, None
        if executor is None:
            return
        processes = list((getattr(executor, "_processes", None) or {}).values())
        for process in processes:
            if process.is_alive():
                process.terminate()
        executor.shutdown(wait=True, cancel_futures=True)
