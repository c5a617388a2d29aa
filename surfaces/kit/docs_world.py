"""The product a documentation page is about, sampled before its text: a name, the command
that runs it, its version and the one before, its config file, log path, environment
variable and port. ``pin_docs_world`` pins them as the ``hn_*`` slots the ``docs``
sentences write from, so two products' docs never print the same sentence."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.kit import Content, choice

EXTS = ("toml", "yaml", "json", "ini")
ENV = ("CONFIG", "HOME", "LOG_LEVEL", "PROFILE", "DATA_DIR")
PORTS = (3000, 4000, 5000, 7070, 8000, 8080, 8443, 8888, 9000, 9090)


def docs_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """One product: ``tool`` (its name), ``cli``, ``ver``/``old`` (current and an earlier
    release), ``file``, ``log``, ``env``, ``port`` and ``sub`` (a subcommand)."""
    tools = content.data.SLOTS["hn_tool"]
    if content.lang == "fr":  # "de Anvil" would want "d'Anvil": a name French writes "de"
        tools = [t for t in tools if t[0] not in "AEIOUY"]
    tool = choice(rng, tools)
    cli = tool.lower()
    major, minor = int(rng.integers(1, 7)), int(rng.integers(0, 13))
    old = f"{major - 1}.{int(rng.integers(0, 10))}" if major > 1 or minor == 0 \
        else f"{major}.{int(rng.integers(0, max(1, minor)))}"
    if old == f"{major}.{minor}" or major == 1 and minor == 0:
        old = "0.9"
    ext = choice(rng, list(EXTS))
    log = choice(rng, [f"logs/{cli}.log", f"/var/log/{cli}/", f"~/.{cli}/logs/"])
    return {"tool": tool, "cli": cli, "ver": f"{major}.{minor}", "old": old,
            "file": choice(rng, [f"{cli}.{ext}", f"{cli}.config.{ext}", f".{cli}rc"]),
            "log": log, "env": f"{cli.upper()}_{choice(rng, list(ENV))}",
            "port": str(int(choice(rng, list(PORTS)))), "sub": content.word("hn_sub")}


def pin_docs_world(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    """``docs_world`` sampled and pinned as the ``hn_*`` slots; returns the world."""
    world = docs_world(rng, content)
    content.pin(**{f"hn_{k}": v for k, v in world.items()})
    return world
