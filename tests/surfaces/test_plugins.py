"""Plugins are opt-in and safe (issue 19, SPEC 10).

The example plugin (tests/plugins/example_plugin, the one the README shows) and a plugin
whose module raises at import (tests/plugins/broken_plugin) are installed beside the
project into a temporary site directory (a dist-info with entry points, as pip leaves it):
the default benchmark's bytes do not change and build.json names no plugin; a build naming
the example plugin records its distribution and version; the broken plugin costs every
other command one warning line, and naming it is one error line with exit 2.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from pathlib import Path

import pytest
from plugin_site import cli, install, install_module

from generator import __version__
from surfaces import registry

GOLDEN = Path(__file__).resolve().parents[1] / "pipeline" / "test_pipeline_golden.py"


def _golden_small() -> str:
    spec = importlib.util.spec_from_file_location("golden_digests", GOLDEN)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.GOLDEN_SMALL[__version__]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("plugins") / "site"
    install(path, "example_plugin")
    install(path, "broken_plugin")
    return path


def _build_json(out: Path) -> dict:
    return json.loads((out / "build.json").read_text())


def test_default_build_is_unchanged_by_installed_plugins(site: Path, tmp_path: Path) -> None:
    out = tmp_path / "default"
    done = cli(["build", "--n", "20", "--seed", "90211", "--out", str(out)], site, tmp_path)
    assert done.returncode == 0, done.stderr
    assert hashlib.sha256((out / "SHA256SUMS").read_bytes()).hexdigest() == _golden_small()
    info = _build_json(out)
    assert info["plugins"] == []
    assert "note_card" not in info["surface_families"]
    warnings = done.stderr.strip().splitlines()
    assert len(warnings) == 1, done.stderr
    assert warnings[0].startswith("warning: surface plugin pbt-broken-plugin 0.3.0 "
                                  "(entry point broken_card = pbt_broken_plugin)")
    assert "no_such_dependency" in warnings[0]


def test_named_plugin_is_built_and_recorded(site: Path, tmp_path: Path) -> None:
    out = tmp_path / "plugin"
    done = cli(["build", "--n", "6", "--seed", "4", "--surfaces", "note_card", "--out",
                str(out)], site, tmp_path)
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in (out / "data" / "test" / "metadata.jsonl").open()]
    assert len(rows) == 6 and {r["surface"] for r in rows} == {"note_card"}
    # the plugin declares en and de: the preset's other languages are skipped for it
    assert {r["language"] for r in rows} <= {"en", "de"}
    assert _build_json(out)["plugins"] == [{
        "distribution": "pbt-example-plugin", "version": "0.1.0",
        "entry_point": "note_card = pbt_example_plugin", "surfaces": ["note_card"]}]


def test_the_plugin_preset_draws_the_plugin_and_records_it(site: Path, tmp_path: Path) -> None:
    out = tmp_path / "preset"
    done = cli(["build", "--n", "8", "--seed", "6", "--preset", "note_card", "--out",
                str(out)], site, tmp_path)
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in (out / "data" / "test" / "metadata.jsonl").open()]
    assert len(rows) == 8 and {r["surface"] for r in rows} == {"note_card"}
    assert {r["language"] for r in rows} <= {"en", "de"}
    info = _build_json(out)
    assert info["config"]["preset"] == "note_card"
    assert info["config"]["language_weights"] == {"en": 3.0, "de": 1.0}
    assert [p["distribution"] for p in info["plugins"]] == ["pbt-example-plugin"]
    # without the plugin the preset does not exist: one error line naming the presets
    gone = cli(["build", "--n", "2", "--preset", "note_card", "--out", str(tmp_path / "x")],
               tmp_path / "empty_site", tmp_path)
    assert gone.returncode == 2
    assert gone.stderr.strip().splitlines() == [
        "error: unknown preset 'note_card'; expected one of pointerbench-text, uniform, "
        "selection"], gone.stderr


def test_plugin_region_names_reach_the_instruction_and_the_verifier(site: Path,
                                                                   tmp_path: Path) -> None:
    """The example plugin names its region "memo" itself ("note card", "auf dem
    Notizzettel"): instructions use the phrase, and the verifier, run without the plugin,
    reads it from the geometry (without it there, exactly those rows fail)."""
    import gzip
    import shutil

    from generator.verify.dataset import verify_dataset

    out = tmp_path / "memo"
    done = cli(["build", "--n", "30", "--seed", "2", "--surfaces", "note_card",
                "--with-geometry", "--out", str(out)], site, tmp_path)
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in (out / "data" / "test" / "metadata.jsonl").open()]
    named = [r for r in rows if "the note card" in r["instruction"]
             or "auf dem Notizzettel" in r["instruction"]]
    assert named and not any("memo" in r["instruction"] for r in rows)
    assert verify_dataset(out).failed == 0
    bare = tmp_path / "bare"
    shutil.copytree(out, bare)
    for path in (bare / "geometry" / "test").glob("*.json.gz"):
        data = json.loads(gzip.decompress(path.read_bytes()))
        data["meta"].pop("region_names")
        path.write_bytes(gzip.compress(json.dumps(data).encode()))
    assert verify_dataset(bare).failed == len(named)


def test_built_in_presets_never_draw_plugin_surfaces(monkeypatch: pytest.MonkeyPatch,
                                                     tmp_path: Path) -> None:
    from generator.config import PRESETS, BuildConfig, all_presets
    from generator.resolve import resolve

    install(tmp_path / "site", "example_plugin")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    try:
        registry.reload()
        assert "note_card" in registry.load_all() and "note_card" in all_presets()
        for name in PRESETS:
            drawn = resolve(BuildConfig(n=10, seed=1, preset=name)).surface_names
            assert "note_card" not in drawn and len(drawn) > 20, name
        mine = resolve(BuildConfig(n=10, seed=1, preset="note_card"))
        assert mine.surface_names == ("note_card",)
        assert mine.language_weights == {"en": 3.0, "de": 1.0}
        # --surfaces still wins over the preset's own surfaces
        assert resolve(BuildConfig(n=10, seed=1, preset="note_card",
                                   surfaces=("gmail_inbox",))).surface_names == ("gmail_inbox",)
    finally:
        registry.unregister("note_card")
        sys.modules.pop("pbt_example_plugin", None)
        monkeypatch.undo()
        registry.reload()


def test_naming_a_broken_plugin_is_one_error_line(site: Path, tmp_path: Path) -> None:
    done = cli(["build", "--n", "2", "--surfaces", "broken_card", "--out",
                str(tmp_path / "x")], site, tmp_path)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: surface 'broken_card' comes from "
                                                   "the plugin pbt-broken-plugin 0.3.0")
    assert "ImportError" in lines[0] and not (tmp_path / "x").exists()


def test_a_language_the_plugin_lacks_is_an_error_when_named(site: Path, tmp_path: Path) -> None:
    done = cli(["build", "--n", "2", "--surfaces", "note_card", "--languages", "fr", "--out",
                str(tmp_path / "x")], site, tmp_path)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert lines[-1] == "error: no chosen surface writes language fr", done.stderr


def test_surfaces_check_runs_the_harness_on_a_plugin(site: Path, tmp_path: Path) -> None:
    done = cli(["surfaces", "check", "note_card", "--n", "2"], site, tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[0].split() == ["note_card", "ok"]
    assert "checks: languages, params, determinism, regions, canvas, examples" in done.stdout


BAD_REGION = '''
from surfaces.base import Surface


class Odd(Surface):
    name, family, regions, languages = "odd_card", "documents", ("no such place",), ("en",)

    def sample(self, rng, content):
        return {}

    def compose(self, params, theme):
        return self.new_page(theme)
'''
BAD_PRESET = BAD_REGION.replace('("no such place",)', '("body",)').replace(
    "    def sample", "    preset = {'description': 'x', 'category_weights': {'no_cat': 1}}\n\n"
    "    def sample")
HALF_NAMED = BAD_REGION.replace('("en",)', '("en", "de")').replace(
    "    def sample", "    region_names = {'en': {'no such place': 'odd place'}}\n\n"
    "    def sample")
NO_LANGUAGES = BAD_REGION.replace(', languages = "odd_card"', ' = "odd_card"').replace(
    ', ("en",)', '').replace('("no such place",)', '("body",)')


@pytest.mark.parametrize(("source", "reason"), [
    ("X = 1\n", "SurfaceError: entry point odd = pbt_odd registers no surface"),
    (BAD_REGION, "SurfaceError: surface pbt_odd.Odd declares unknown regions ['no such place']"),
    (BAD_PRESET, "SurfaceError: surface pbt_odd.Odd: preset 'odd' has unknown category(s) "
                 "or bad weights: ['no_cat']"),
    (HALF_NAMED, "SurfaceError: surface pbt_odd.Odd declares unknown regions ['no such place']"),
    (NO_LANGUAGES, "SurfaceError: surface pbt_odd.Odd is a plugin and must declare its "
                   "languages"),
])
def test_a_plugin_that_fails_to_register_is_skipped(source: str, reason: str, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    site = tmp_path / "site"
    install_module(site, "pbt-odd", "odd", "pbt_odd", source)
    monkeypatch.syspath_prepend(str(site))
    try:
        surfaces = registry.reload()
        plugin = registry.broken()["odd"]
        assert plugin.error.startswith(reason), plugin.error
        assert plugin.distribution == "pbt-odd" and "odd_card" not in surfaces
        assert "gmail_inbox" in surfaces  # the built-ins are all there
    finally:
        sys.modules.pop("pbt_odd", None)
        monkeypatch.undo()
        registry.reload()
