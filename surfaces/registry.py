"""The surface registry: validates surfaces as they register, finds built-ins and plugins.

Built-in surfaces are every module under ``surfaces/`` (no import list to edit); installed
plugins are loaded from the ``pointerbench_text.surfaces`` entry-point group, each entry
point naming a module (or a ``Surface`` subclass) to import. Plugins are opt-in: the presets
draw only ``builtin_names()``, a plugin surface enters a build only when named (``--surfaces``)
or drawn by the preset its plugin registers under the entry point's name (a ``preset`` dict
on one of its surfaces, see generator.config.plugin_preset). A plugin that
fails to import or to register, or registers nothing, is remembered in ``broken()`` and
skipped: ``warn_broken`` prints one warning line for it, and a build naming it fails.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import sys
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any

from generator.page.model import ROLES

ENTRY_POINT_GROUP = "pointerbench_text.surfaces"
REQUIRED = ("name", "family", "regions", "languages", "themes")
# The kinds of screen; effects and the catalog group surfaces by them.
FAMILIES = ("apps", "chat", "code", "commerce", "dashboards", "desktop", "documents", "forms",
            "mail", "media", "notifications", "productivity", "tables", "terminal", "web")
_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
_NOT_SURFACES = {"base", "registry", "kit"}

_REGISTRY: dict[str, type] = {}
_PLUGINS: dict[str, Plugin] = {}  # entry-point name -> what it loaded (or why it failed)
_WARNED: set[str] = set()
_LOADED = False


class SurfaceError(TypeError):
    """A surface that cannot be registered; the message names its module."""


@dataclass(frozen=True)
class Plugin:
    """One entry point of the ``pointerbench_text.surfaces`` group and what it registered."""

    name: str  # the entry point's name (by convention its surface's name)
    value: str  # what it points to: ``module`` or ``module:Class``
    distribution: str
    version: str
    surfaces: tuple[str, ...] = ()
    error: str = ""  # why it failed to load; empty when it loaded
    preset: Any = None  # the generator.config.Preset it registered under its name, if any

    def describe(self) -> str:
        return (f"{self.distribution} {self.version} (entry point {self.name} = "
                f"{self.value})")

    def record(self) -> dict[str, Any]:
        """What build.json says about a plugin that contributed pages."""
        return {"distribution": self.distribution, "version": self.version,
                "entry_point": f"{self.name} = {self.value}", "surfaces": list(self.surfaces)}


def register(cls: type) -> type:
    """Check ``cls`` and add it; a ``SurfaceError`` naming its module when it is invalid."""
    where = f"{cls.__module__}.{cls.__qualname__}"
    for attr in REQUIRED:
        if not hasattr(cls, attr):
            raise SurfaceError(f"surface {where} lacks the attribute {attr!r}")
    if not isinstance(cls.name, str) or not _NAME.match(cls.name):
        raise SurfaceError(f"surface {where} has an invalid name {cls.name!r} (snake_case)")
    if not cls.regions or not all(isinstance(r, str) for r in cls.regions):
        raise SurfaceError(f"surface {where} must list the regions it draws")
    _check_vocabulary(cls, where)
    _check_unsupported(cls, where)
    _check_typing_regions(cls, where)
    existing = _REGISTRY.get(cls.name)
    if existing is not None and existing is not cls:
        raise SurfaceError(f"surface name {cls.name!r} from {where} is already registered by "
                           f"{existing.__module__}.{existing.__qualname__}")
    _merge_locale_data(cls, where)
    _REGISTRY[cls.name] = cls
    return cls


def _check_typing_regions(cls: type, where: str) -> None:
    """Each region a surface types in is the first word of one of its regions."""
    firsts = {r.split(" ")[0] for r in cls.regions}
    stray = [r for r in getattr(cls, "typing_regions", ()) if r not in firsts]
    if stray:
        raise SurfaceError(f"surface {where} types in regions it does not draw: {stray} "
                           f"(typing_regions names the first word of one of its regions)")


def _merge_locale_data(cls: type, where: str) -> None:
    """Hand the surface's own content keys (``locale_data``) to the content provider."""
    data = getattr(cls, "locale_data", None) or {}
    if not isinstance(data, dict):
        raise SurfaceError(f"surface {where} must give locale_data as a dict by language")
    from generator.content import ContentError, locale_data, plugin_data

    for lang, tables in data.items():
        try:
            builtin = locale_data(lang)
        except (ContentError, ModuleNotFoundError):
            continue  # a language this generator lacks: the surface is skipped there
        try:
            plugin_data.add(where, lang, tables, builtin)
        except plugin_data.PluginDataError as exc:
            raise SurfaceError(str(exc)) from None


def _check_vocabulary(cls: type, where: str) -> None:
    """The family and text roles are names the engine knows (a typo is caught here)."""
    if cls.family not in FAMILIES:
        raise SurfaceError(f"surface {where} has an unknown family {cls.family!r}; valid: "
                           f"{', '.join(FAMILIES)}")
    roles = cls.text_roles
    if isinstance(roles, str) or not roles:
        raise SurfaceError(f"surface {where} must give text_roles as a tuple of role names")
    unknown = [r for r in roles if r not in ROLES]
    if unknown:
        raise SurfaceError(f"surface {where} declares unknown text_roles {unknown}; valid: "
                           f"{', '.join(ROLES)}")
    if isinstance(cls.languages, str) or not cls.languages:
        raise SurfaceError(f"surface {where} must give languages as a tuple of language codes")


def _check_unsupported(cls: type, where: str) -> None:
    """``unsupported_categories`` names known categories that the roles would allow."""
    from generator.targets.categories import CATEGORIES

    declared = cls.unsupported_categories
    if isinstance(declared, str) or not all(isinstance(c, str) for c in declared):
        raise SurfaceError(f"surface {where} must give unsupported_categories as a tuple of "
                           f"category names")
    unknown = [c for c in declared if c not in CATEGORIES]
    if unknown:
        raise SurfaceError(f"surface {where} declares unknown unsupported categories "
                           f"{unknown}; valid: {', '.join(CATEGORIES)}")
    moot = [c for c in declared if not cls.roles_allow(c)]
    if moot:
        raise SurfaceError(f"surface {where} declares {moot} unsupported, but its text roles "
                           f"{list(cls.text_roles)} cannot hold them anyway")


def load_all() -> dict[str, type]:
    """Import every built-in surface module and every installed plugin, once."""
    global _LOADED
    if not _LOADED:
        import surfaces

        for info in pkgutil.iter_modules(surfaces.__path__):
            if info.name not in _NOT_SURFACES and not info.name.startswith("_"):
                importlib.import_module(f"surfaces.{info.name}")
        known_regions = {r for cls in _REGISTRY.values() for r in cls.regions}
        for ep in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
            _PLUGINS[ep.name] = _load_plugin(ep, known_regions)
        _LOADED = True
    return dict(sorted(_REGISTRY.items()))


def _load_plugin(ep: Any, known_regions: set[str]) -> Plugin:
    """Import one entry point; on any failure, unregister what it added and say why."""
    dist = getattr(ep, "dist", None)
    facts = {"name": ep.name, "value": ep.value,
             "distribution": dist.name if dist is not None else "unknown",
             "version": dist.version if dist is not None else "unknown"}
    before = set(_REGISTRY)
    try:
        loaded = ep.load()
        owned = sorted(n for n, c in _REGISTRY.items() if n not in before
                       or c.__module__ == ep.module or c.__module__.startswith(ep.module + ".")
                       or c is loaded)
        if not owned:
            raise SurfaceError(f"entry point {ep.name} = {ep.value} registers no surface")
        for name in owned:
            _check_plugin_surface(_REGISTRY[name], known_regions)
        preset = _plugin_preset(ep.name, tuple(owned))
    except Exception as exc:  # a broken plugin is skipped, never fatal to other commands
        for name in set(_REGISTRY) - before:
            del _REGISTRY[name]
        reason = f"{type(exc).__name__}: {exc}".splitlines()[0] if str(exc) else type(exc).__name__
        return Plugin(**facts, error=reason)
    return Plugin(**facts, surfaces=tuple(owned), preset=preset)


def _plugin_preset(name: str, owned: tuple[str, ...]) -> Any:
    """The preset one of the plugin's surfaces declares (``preset = {...}``), registered
    under the entry point's name and drawing only the plugin's surfaces; None without one."""
    from generator.config import PRESETS, ConfigError, plugin_preset

    declared = [n for n in owned if "preset" in _own_attributes(_REGISTRY[n])]
    if not declared:
        return None
    if len(declared) > 1:
        raise SurfaceError(f"entry point {name}: only one surface may declare the plugin's "
                           f"preset, not {declared}")
    if name in PRESETS:
        raise SurfaceError(f"entry point {name}: a plugin preset cannot take the built-in "
                           f"preset name {name!r}")
    languages = tuple(dict.fromkeys(lang for n in owned for lang in _REGISTRY[n].languages))
    try:
        return plugin_preset(name, _REGISTRY[declared[0]].preset, owned, languages)
    except ConfigError as exc:
        where = f"{_REGISTRY[declared[0]].__module__}.{_REGISTRY[declared[0]].__qualname__}"
        raise SurfaceError(f"surface {where}: {exc}") from None


def _check_plugin_surface(cls: type, known_regions: set[str]) -> None:
    """A plugin surface draws regions every language can name (the built-in surfaces'
    region names, which the instruction templates and the verifier know) and declares its
    languages itself (a language added later is then skipped for it, never a KeyError)."""
    where = f"{cls.__module__}.{cls.__qualname__}"
    if "languages" not in _own_attributes(cls):
        raise SurfaceError(f"surface {where} is a plugin and must declare its languages")
    unknown = [r for r in cls.regions if r not in known_regions | _own_regions(cls, where)]
    if unknown:
        raise SurfaceError(f"surface {where} declares unknown regions {unknown}; use region "
                           f"names the languages know ({', '.join(sorted(known_regions))}) "
                           f"or name them in region_names for each of its languages")


def _own_regions(cls: type, where: str) -> set[str]:
    """The regions a plugin surface names itself in every language it declares
    (``region_names = {lang: {region: phrase}}``)."""
    names = getattr(cls, "region_names", None) or {}
    if not isinstance(names, dict) or not all(
            isinstance(table, dict) and all(isinstance(k, str) and isinstance(v, str) and v
                                            for k, v in table.items())
            for table in names.values()):
        raise SurfaceError(f"surface {where} must give region_names as {{language: "
                           f"{{region: phrase}}}}")
    tables = [set(names.get(lang, {})) for lang in cls.languages]
    return set.intersection(*tables) if tables else set()


def _own_attributes(cls: type) -> set[str]:
    """Attributes set by ``cls`` or its bases below the package's own classes."""
    names: set[str] = set()
    for klass in cls.__mro__:
        if klass.__module__.split(".")[0] == "surfaces":
            break
        names |= set(vars(klass))
    return names


def get(name: str) -> type:
    surfaces = load_all()
    if name not in surfaces:
        raise KeyError(name)
    return surfaces[name]


def names() -> list[str]:
    return list(load_all())


def plugins() -> dict[str, Plugin]:
    """Every entry point found, by entry-point name (loaded or broken)."""
    load_all()
    return dict(_PLUGINS)


def broken() -> dict[str, Plugin]:
    """The entry points that failed to load, by entry-point name."""
    return {k: p for k, p in plugins().items() if p.error}


def presets() -> dict[str, Any]:
    """The presets the loaded plugins registered, by name (the entry point's name)."""
    return {p.preset.name: p.preset for p in plugins().values() if p.preset is not None}


def plugin_of(name: str) -> Plugin | None:
    """The plugin that registered surface ``name``; None for a built-in surface."""
    return next((p for p in plugins().values() if name in p.surfaces), None)


def builtin_names() -> tuple[str, ...]:
    """The surfaces the presets draw: every registered surface no plugin brought."""
    brought = {n for p in plugins().values() for n in p.surfaces}
    return tuple(n for n in load_all() if n not in brought)


def warn_broken(named: tuple[str, ...] = ()) -> None:
    """One warning line on stderr per broken plugin (once per process), except those in
    ``named``: a build naming one fails with its reason instead."""
    for name, plugin in broken().items():
        if name not in named and name not in _WARNED:
            _WARNED.add(name)
            print(f"warning: surface plugin {plugin.describe()} failed to load and is "
                  f"skipped: {plugin.error}", file=sys.stderr)


def reload() -> dict[str, type]:
    """Look for built-ins and installed plugins again (tests install a plugin at run time)."""
    global _LOADED
    _LOADED = False
    _PLUGINS.clear()
    return load_all()


def unregister(name: str) -> None:
    """Forget surface ``name`` (tests remove the plugin they registered)."""
    _REGISTRY.pop(name, None)
