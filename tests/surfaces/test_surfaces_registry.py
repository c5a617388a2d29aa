"""The surface registry: invalid surfaces are refused with a message naming their module,
and an installed plugin (an entry point in ``pointerbench_text.surfaces``) is discovered,
listed by the CLI and built like a built-in surface."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from surfaces import registry
from surfaces.base import Surface
from surfaces.registry import SurfaceError

PLUGIN_DIR = Path(__file__).parent / "plugin_pkg"
PLUGIN_NAME = "plugin_note_card"


def _body(self: Any, *args: Any) -> Any:
    raise NotImplementedError


def _make(class_name: str, **attrs: Any) -> type:
    namespace = {"__module__": __name__, "sample": _body, "compose": _body, **attrs}
    return type(class_name, (Surface,), namespace)


def test_duplicate_name_is_refused() -> None:
    registry.load_all()  # the built-in gmail_thread is registered first
    with pytest.raises(SurfaceError, match=rf"{__name__}\.Dup.*already registered"):
        _make("Dup", name="gmail_thread", family="mail", regions=("body",))


def test_missing_attribute_is_refused() -> None:
    with pytest.raises(SurfaceError, match=rf"{__name__}\.NoFamily lacks the attribute 'family'"):
        _make("NoFamily", name="tmp_no_family", regions=("body",))
    assert "tmp_no_family" not in registry.names()


def test_surface_without_regions_is_refused() -> None:
    with pytest.raises(SurfaceError, match=rf"{__name__}\.NoRegions must list the regions"):
        _make("NoRegions", name="tmp_no_regions", family="web", regions=())


def test_missing_method_is_refused() -> None:
    with pytest.raises(SurfaceError, match=rf"{__name__}\.NoCompose does not implement compose"):
        type("NoCompose", (Surface,), {"__module__": __name__, "name": "tmp_no_compose",
                                       "family": "web", "regions": ("body",),
                                       "sample": _body})


def test_bad_name_is_refused() -> None:
    with pytest.raises(SurfaceError, match=rf"{__name__}\.BadName has an invalid name"):
        _make("BadName", name="Bad-Name", family="web", regions=("body",))


def test_unknown_unsupported_category_is_refused() -> None:
    with pytest.raises(SurfaceError, match=rf"{__name__}\.Typo declares unknown unsupported "
                                           r"categories \['blank_lines'\]"):
        _make("Typo", name="tmp_typo", family="web", regions=("body",),
              text_roles=("prose", "chrome"), unsupported_categories=("blank_lines",))
    assert "tmp_typo" not in registry.names()


def test_unsupported_category_the_roles_exclude_is_refused() -> None:
    with pytest.raises(SurfaceError, match=rf"{__name__}\.Moot declares \['blank_line'\] "
                                           r"unsupported, but its text roles"):
        _make("Moot", name="tmp_moot", family="web", regions=("body",),
              text_roles=("text", "chrome"), unsupported_categories=("blank_line",))


def test_unsupported_category_is_never_planned() -> None:
    from generator.config import BuildConfig
    from generator.resolve import resolve, surfaces_for

    cls = _make("NoBlank", name="tmp_no_blank", family="web", regions=("body",),
                text_roles=("prose", "chrome"), unsupported_categories=("blank_line",))
    try:
        assert cls.supports("paragraph_end") and not cls.supports("blank_line")
        options = surfaces_for(resolve(BuildConfig(n=10, seed=1)))
        assert "tmp_no_blank" in options("paragraph_end", "en")
        assert "tmp_no_blank" not in options("blank_line", "en")
    finally:
        registry.unregister("tmp_no_blank")


def _install(site: Path) -> None:
    """What ``pip install`` leaves behind: the module and a dist-info with entry points."""
    site.mkdir(parents=True, exist_ok=True)
    (site / "pbt_plugin_demo.py").write_text((PLUGIN_DIR / "pbt_plugin_demo.py").read_text())
    info = site / "pbt_plugin_demo-0.1.0.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pbt-plugin-demo\n"
                                   "Version: 0.1.0\n")
    (info / "entry_points.txt").write_text(
        f"[pointerbench_text.surfaces]\n{PLUGIN_NAME} = pbt_plugin_demo\n")


@pytest.fixture
def plugin_site(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    _install(site)
    return site


def test_plugin_is_discovered_in_process(plugin_site: Path, monkeypatch: pytest.MonkeyPatch
                                         ) -> None:
    monkeypatch.syspath_prepend(str(plugin_site))
    try:
        surfaces = registry.reload()
        assert PLUGIN_NAME in surfaces
        assert surfaces[PLUGIN_NAME].__module__ == "pbt_plugin_demo"
    finally:
        registry.unregister(PLUGIN_NAME)
        sys.modules.pop("pbt_plugin_demo", None)
    assert PLUGIN_NAME not in registry.names()


def _cli(args: list[str], site: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(site), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def test_plugin_is_listed_and_built_by_the_cli(plugin_site: Path, tmp_path: Path) -> None:
    listed = _cli(["surfaces", "--json"], plugin_site, tmp_path)
    assert listed.returncode == 0, listed.stderr
    rows = {r["name"]: r for r in json.loads(listed.stdout)}
    assert rows[PLUGIN_NAME]["family"] == "documents"
    assert rows[PLUGIN_NAME]["regions"] == ["card", "footer"]

    out = tmp_path / "out"
    built = _cli(["build", "--n", "3", "--seed", "4", "--surfaces", PLUGIN_NAME, "--out",
                  str(out)], plugin_site, tmp_path)
    assert built.returncode == 0, built.stderr
    rows = [json.loads(line) for line in (out / "data" / "test" / "metadata.jsonl").open()]
    assert len(rows) == 3 and {r["surface"] for r in rows} == {PLUGIN_NAME}

    checked = _cli(["surfaces", "check", PLUGIN_NAME, "--n", "2"], plugin_site, tmp_path)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert f"{PLUGIN_NAME}" in checked.stdout and "ok" in checked.stdout


def test_unknown_surface_in_check_is_an_error(tmp_path: Path) -> None:
    result = _cli(["surfaces", "check", "no_such_surface"], tmp_path / "none", tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: unknown surface 'no_such_surface'")
    assert "gmail_inbox" in lines[0]
