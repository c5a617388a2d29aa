"""The one point where the engine meets the surfaces it draws.

The engine (``generator``) never imports the ``surfaces`` package at module level: layers
point one way, surfaces depend on the engine. The top layer (the CLI, a test, a worker
initialiser) installs the registry of surfaces a build may use with ``install``; engine
modules use the ``registry`` proxy below, which forwards to the installed one. When nothing
was installed (a library call such as ``run_build`` from a notebook, or a spawned worker),
the built-in registry ``surfaces.registry`` is installed on first use.

A registry provides: ``load_all()`` (name -> surface class, built-in and loaded plugins),
``get(name)``, ``names()``, ``builtin_names()``, ``plugin_of(name)`` (distribution facts or
None), ``broken()`` / ``warn_broken(named)`` for plugins that failed to load, and
optionally ``presets()`` (name -> generator.config.Preset registered by plugins).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

_installed: Any = None


def install(source: Any) -> None:
    """Use ``source`` (a module or object with the functions above) as the surface registry."""
    global _installed
    _installed = source


def current() -> Any:
    """The installed registry (the built-in one unless another was installed)."""
    if _installed is None:
        install(_default())
    return _installed


def _default() -> ModuleType:
    import importlib

    return importlib.import_module("surfaces.registry")


class _Proxy:
    """``registry.get(name)`` etc. on whichever registry is installed when it is called."""

    def __getattr__(self, attr: str) -> Any:
        return getattr(current(), attr)


registry = _Proxy()
