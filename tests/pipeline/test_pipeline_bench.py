"""The benchmark: nested stage timing is charged to the innermost stage, and a tiny bench
run reports every figure the issue asks for (speed itself is never asserted here)."""

from __future__ import annotations

import pytest

from generator import bench, timing


@pytest.fixture()
def fake_clock(monkeypatch):
    now = [0.0]
    monkeypatch.setattr(timing.time, "perf_counter", lambda: now[0])
    timing.totals(reset=True)
    timing.enable()
    yield now
    timing.enable(False)
    timing.totals(reset=True)


def test_nested_stages_charge_time_to_the_innermost_stage(fake_clock) -> None:
    with timing.stage("compose"):
        fake_clock[0] += 1.0
        with timing.stage("layout"):
            fake_clock[0] += 2.0
        fake_clock[0] += 0.5
        with timing.stage("layout"):
            fake_clock[0] += 0.25
        with timing.stage("render"):
            fake_clock[0] += 4.0
    with timing.stage("encode"):
        fake_clock[0] += 3.0
    assert timing.totals() == {"compose": 1.5, "layout": 2.25, "render": 4.0, "encode": 3.0}


def test_a_stage_left_by_an_exception_still_counts_and_resumes_its_parent(fake_clock) -> None:
    with timing.stage("sample"):
        fake_clock[0] += 1.0
        with pytest.raises(ValueError), timing.stage("verify"):
            fake_clock[0] += 2.0
            raise ValueError
        fake_clock[0] += 1.0
    assert timing.totals() == {"sample": 2.0, "verify": 2.0}


def test_timing_off_records_nothing(fake_clock) -> None:
    timing.enable(False)
    with timing.stage("compose"):
        fake_clock[0] += 1.0
    assert timing.totals() == {}


def test_a_small_bench_reports_speed_floor_ratio_stages_and_memory() -> None:
    result = bench.run_bench(n=4, workers=1, seed=3, memory_n=6)
    text = bench.report(result)
    assert result["examples_per_s"] > 0 and result["floor_per_example_ms"] > 0
    assert result["ratio"] == pytest.approx(result["per_example_ms"]
                                            / result["floor_per_example_ms"])
    assert result["peak_rss_mb"] > 30 and result["peak_rss_large"][0] == 6
    for name in ("compose", "layout", "render", "sample", "verify", "encode", "write"):
        assert result["stages_ms"][name] > 0, name
        assert f"{name} " in text
    assert "ratio to the floor" in text and "at n=6" in text


def test_repeated_bench_reports_the_run_with_the_median_ratio() -> None:
    result = bench.run_bench(n=2, workers=1, seed=3, repeat=2)
    ratios = result["ratios"]
    assert len(ratios) == 2 and ratios == sorted(ratios)
    assert result["ratio"] == pytest.approx(ratios[1], abs=1e-3)  # the upper median of two
    assert "the median of 2 runs" in bench.report(result)
