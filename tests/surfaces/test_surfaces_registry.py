"""The surface registry: invalid surfaces are refused with a message naming their module,
and an installed plugin (an entry point in ``pointerbench_text.surfaces``) is discovered
and listed by the CLI (tests/surfaces/test_plugins.py builds with it)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from plugin_site import cli, install

from surfaces import registry
from surfaces.base import Surface
from surfaces.registry import SurfaceError

PLUGIN_NAME = "note_card"


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


def test_unknown_text_role_is_refused() -> None:
    with pytest.raises(SurfaceError, match=rf"{__name__}\.RoleTypo declares unknown text_roles "
                                           r"\['prsoe'\]"):
        _make("RoleTypo", name="tmp_role_typo", family="web", regions=("body",),
              text_roles=("prsoe", "chrome"))
    assert "tmp_role_typo" not in registry.names()


def test_unknown_family_is_refused() -> None:
    with pytest.raises(SurfaceError, match=rf"{__name__}\.FamilyTypo has an unknown family "
                                           r"'documnets'"):
        _make("FamilyTypo", name="tmp_family_typo", family="documnets", regions=("body",))


def test_plugin_content_may_not_redefine_a_language_key() -> None:
    with pytest.raises(SurfaceError, match=rf"{__name__}\.Clash: locale_data\['en'\]\['ui'\] "
                                           r"key 'mailui.reply' is already defined"):
        _make("Clash", name="tmp_clash", family="web", regions=("body",),
              locale_data={"en": {"ui": {"mailui.reply": "Answer"}}})
    assert "tmp_clash" not in registry.names()


def test_unsupported_category_the_roles_exclude_is_refused() -> None:
    with pytest.raises(SurfaceError, match=rf"{__name__}\.Moot declares \['blank_line'\] "
                                           r"unsupported, but its text roles"):
        _make("Moot", name="tmp_moot", family="web", regions=("body",),
              text_roles=("text", "chrome"), unsupported_categories=("blank_line",))


def test_unsupported_category_is_never_planned() -> None:
    from generator.config import BuildConfig
    from generator.resolve import resolve, surfaces_for

    cls = _make("NoBlank", name="tmp_no_blank", family="web", regions=("body",),
                text_roles=("prose", "chrome"), unsupported_categories=("blank_line",),
                typing_regions=("body",))  # a caret category needs text being typed
    try:
        assert cls.supports("paragraph_end") and not cls.supports("blank_line")
        options = surfaces_for(resolve(BuildConfig(n=10, seed=1)))
        assert "tmp_no_blank" in options("paragraph_end", "en")
        assert "tmp_no_blank" not in options("blank_line", "en")
    finally:
        registry.unregister("tmp_no_blank")


@pytest.fixture
def plugin_site(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    install(site, "example_plugin")
    return site


def test_plugin_is_discovered_in_process(plugin_site: Path, monkeypatch: pytest.MonkeyPatch
                                         ) -> None:
    monkeypatch.syspath_prepend(str(plugin_site))
    try:
        surfaces = registry.reload()
        assert PLUGIN_NAME in surfaces
        assert surfaces[PLUGIN_NAME].__module__ == "pbt_example_plugin"
        plugin = registry.plugin_of(PLUGIN_NAME)
        assert plugin is not None and (plugin.distribution, plugin.version) == \
            ("pbt-example-plugin", "0.1.0")
        assert PLUGIN_NAME not in registry.builtin_names()
    finally:
        registry.unregister(PLUGIN_NAME)
        sys.modules.pop("pbt_example_plugin", None)
    assert PLUGIN_NAME not in registry.names()


def test_plugin_is_listed_and_checked_by_the_cli(plugin_site: Path, tmp_path: Path) -> None:
    listed = cli(["surfaces", "--json"], plugin_site, tmp_path)
    assert listed.returncode == 0, listed.stderr
    rows = {r["name"]: r for r in json.loads(listed.stdout)}
    assert rows[PLUGIN_NAME]["family"] == "documents"
    assert rows[PLUGIN_NAME]["regions"] == ["memo", "footer"]
    assert rows[PLUGIN_NAME]["languages"] == ["en", "de"]


def test_unknown_surface_in_check_is_an_error(tmp_path: Path) -> None:
    result = cli(["surfaces", "check", "no_such_surface"], tmp_path / "none", tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: unknown surface 'no_such_surface'")
    assert "gmail_inbox" in lines[0]
