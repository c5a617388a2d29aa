"""Install the test plugins (tests/plugins/*) the way ``pip install`` would, without pip.

``install(site, "example_plugin")`` copies the plugin's module into ``site`` and writes a
``<name>-<version>.dist-info`` with its METADATA and entry_points.txt, read from the
plugin's own pyproject.toml; with ``site`` on PYTHONPATH (or sys.path),
``importlib.metadata.entry_points`` sees the plugin as an installed distribution. This works
on a clean clone and in CI with no network and no write access to the venv.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

PLUGINS = Path(__file__).parent / "plugins"


def install(site: Path, plugin: str) -> dict:
    """Install tests/plugins/<plugin> into ``site``; return its [project] table."""
    source = PLUGINS / plugin
    project = tomllib.loads((source / "pyproject.toml").read_text())["project"]
    site.mkdir(parents=True, exist_ok=True)
    for module in source.glob("*.py"):
        shutil.copy(module, site / module.name)
    dist = project["name"].replace("-", "_")
    info = site / f"{dist}-{project['version']}.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {project['name']}\n"
                                   f"Version: {project['version']}\n")
    lines = ["[pointerbench_text.surfaces]"]
    lines += [f"{k} = {v}" for k, v in project["entry-points"]["pointerbench_text.surfaces"]
              .items()]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n")
    return project


def cli(args: list[str], site: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run ``pointerbench-text ARGS`` with ``site`` on PYTHONPATH (the plugins installed)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(site), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return subprocess.run([sys.executable, "-m", "generator", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)


def install_module(site: Path, dist: str, entry_point: str, module: str, source: str) -> None:
    """Install a one-module distribution ``dist`` 0.1.0 whose entry point ``entry_point``
    names ``module`` (holding ``source``): for plugins that should fail to register."""
    site.mkdir(parents=True, exist_ok=True)
    (site / f"{module}.py").write_text(source)
    info = site / f"{dist.replace('-', '_')}-0.1.0.dist-info"
    info.mkdir(exist_ok=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 0.1.0\n")
    (info / "entry_points.txt").write_text(f"[pointerbench_text.surfaces]\n"
                                           f"{entry_point} = {module}\n")
