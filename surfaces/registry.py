"""The surface registry: validates surfaces as they register, finds built-ins and plugins.

Built-in surfaces are every module under ``surfaces/`` (no import list to edit); installed
plugins are loaded from the ``pointerbench_text.surfaces`` entry-point group, each entry
point naming a module (or a ``Surface`` subclass) to import.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from importlib.metadata import entry_points
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from surfaces.base import Surface

ENTRY_POINT_GROUP = "pointerbench_text.surfaces"
REQUIRED = ("name", "family", "regions", "languages", "themes")
_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
_NOT_SURFACES = {"base", "registry", "kit"}

_REGISTRY: dict[str, type[Surface]] = {}
_LOADED = False


class SurfaceError(TypeError):
    """A surface that cannot be registered; the message names its module."""


def register(cls: type[Surface]) -> type[Surface]:
    where = f"{cls.__module__}.{cls.__qualname__}"
    for attr in REQUIRED:
        if not hasattr(cls, attr):
            raise SurfaceError(f"surface {where} lacks the attribute {attr!r}")
    if not isinstance(cls.name, str) or not _NAME.match(cls.name):
        raise SurfaceError(f"surface {where} has an invalid name {cls.name!r} (snake_case)")
    if not cls.regions or not all(isinstance(r, str) for r in cls.regions):
        raise SurfaceError(f"surface {where} must list the regions it draws")
    for method in ("sample", "compose"):
        if getattr(cls, method) is getattr(_base(), method):
            raise SurfaceError(f"surface {where} does not implement {method}()")
    _check_unsupported(cls, where)
    existing = _REGISTRY.get(cls.name)
    if existing is not None and existing is not cls:
        raise SurfaceError(f"surface name {cls.name!r} from {where} is already registered by "
                           f"{existing.__module__}.{existing.__qualname__}")
    _REGISTRY[cls.name] = cls
    return cls


def _check_unsupported(cls: type[Surface], where: str) -> None:
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


def _base() -> type[Surface]:
    from surfaces.base import Surface

    return Surface


def load_all() -> dict[str, type[Surface]]:
    """Import every built-in surface module and every installed plugin, once."""
    global _LOADED
    if not _LOADED:
        import surfaces

        for info in pkgutil.iter_modules(surfaces.__path__):
            if info.name not in _NOT_SURFACES and not info.name.startswith("_"):
                importlib.import_module(f"surfaces.{info.name}")
        for ep in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
            try:
                ep.load()
            except SurfaceError:
                raise
            except Exception as exc:  # a broken plugin must name itself
                raise SurfaceError(f"surface plugin {ep.name!r} ({ep.value}) failed to load: "
                                   f"{exc}") from exc
        _LOADED = True
    return dict(sorted(_REGISTRY.items()))


def get(name: str) -> type[Surface]:
    surfaces = load_all()
    if name not in surfaces:
        raise KeyError(name)
    return surfaces[name]


def names() -> list[str]:
    return list(load_all())


def reload() -> dict[str, type[Surface]]:
    """Look for built-ins and installed plugins again (tests install a plugin at run time)."""
    global _LOADED
    _LOADED = False
    return load_all()


def unregister(name: str) -> None:
    """Forget surface ``name`` (tests remove the plugin they registered)."""
    _REGISTRY.pop(name, None)
