"""The Dask engine: a build's examples as Dask tasks on a cluster sharing the output folder.

The index range is cut into chunks; each task renders, verifies and writes its chunk's
files straight into the shared output directory (atomically, then a state record per
example), and returns the small records; the driver writes metadata, card and digests at
the end. Every example depends only on (config, slot, index), so the output is the same
bytes as a local build, and a chunk lost with a dying worker is simply run again. With
``--format parquet`` the workers also write the Parquet shards, each as soon as its range of
examples is recorded (generator/shards.py), the same bytes as the local engine's.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from generator.config import BuildConfig, ConfigError
from generator.fingerprints import ExcludedSet
from generator.plan import Slot
from generator.resume import BuildState
from generator.saving import save_example
from generator.shards import ShardSet, write_shard
from generator.writer import DatasetWriter

INSTALL_HINT = "--engine dask needs Dask: pip install 'pointerbench-text[dask]'"
RETRIES = 3


def require_dask() -> None:
    try:
        import distributed  # noqa: F401
    except ImportError:
        raise ConfigError(INSTALL_HINT) from None


def run_chunk(config: BuildConfig, slots: list[tuple[int, Slot]],
              excluded: ExcludedSet | None, writer: DatasetWriter,
              state: BuildState, strict: bool = False) -> list[tuple[int, dict[str, Any]]]:
    """One Dask task: make, write and record every example of a chunk."""
    from generator.examples import make_any_example as make_example
    from generator.fonts import fontbook
    from generator.surfaceset import registry

    fontbook()
    registry.load_all()
    return [save_example(writer, state, make_example(config, slot, index, excluded,
                                                        strict=strict))
            for index, slot in slots]


def chunks(todo: list[int], workers: int) -> list[list[int]]:
    size = max(1, min(64, len(todo) // max(1, workers * 4)))
    return [todo[i:i + size] for i in range(0, len(todo), size)]


def dask_records(config: BuildConfig, plan: Sequence[Slot], todo: list[int],
                 excluded: ExcludedSet | None, writer: DatasetWriter, state: BuildState,
                 scheduler: str | None, strict: bool = False,
                 shards: ShardSet | None = None,
                 ready: Sequence[int] = ()) -> Iterator[tuple[int, dict[str, Any]]]:
    """Records of the examples at ``todo`` as their chunks finish (in any order); with
    ``shards``, each Parquet shard is written by a task on a worker once its examples are
    recorded (``ready``: shards complete already), and the last record is yielded only
    after the last shard is written."""
    from distributed import Client, LocalCluster, as_completed

    cluster = None
    if scheduler:
        try:
            client = Client(scheduler, timeout="20s")
        except OSError as exc:
            raise ConfigError(f"cannot reach the Dask scheduler {scheduler}: {exc}") from None
    else:
        cluster = LocalCluster(n_workers=config.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    try:
        shared = client.scatter(excluded, broadcast=True) if excluded else None
        futures = [client.submit(run_chunk, config, [(i, plan[i]) for i in chunk], shared,
                                 writer, state, strict, retries=RETRIES, pure=False)
                   for chunk in chunks(todo, config.workers)]
        futures += [client.submit(write_shard, shards.job(k), retries=RETRIES, pure=False)
                    for k in ready if shards is not None]
        running = as_completed(futures)
        for future in running:
            result = future.result()
            if isinstance(result, str):  # a shard written
                continue
            for index, record in result:
                for k in shards.saw(index) if shards is not None else ():
                    running.add(client.submit(write_shard, shards.job(k), retries=RETRIES,
                                              pure=False))
                yield index, record
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
