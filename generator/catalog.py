"""The ``surfaces`` command group: list the registered surfaces and check them end to end.

``pointerbench-text surfaces [--json]`` lists every registered surface (built-in or plugin)
with its family, regions, languages and themes. ``pointerbench-text surfaces check [NAME ...]
[--n K] [--seed S]`` runs the surface harness (generator/surface_check.py: the checks the
tests run on every surface) and K examples through the real pipeline (sample, render,
target, instruction, verify) on each named surface (all by default), printing each problem.
``pointerbench-text surfaces candidates [NAME ...] [--pages P] [--below R]`` lists the
(surface, category) pairs whose pages offer a candidate less often than R (see
generator/candidates.py): each such page is wasted by a build.
"""

from __future__ import annotations

import json
from typing import Any

import typer


def _fail(message: str) -> None:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(2)


def _int(name: str, value: str, low: int) -> int:
    try:
        out = int(value.replace("_", ""))
    except ValueError:
        _fail(f"{name} must be an integer, got {value!r}")
        raise AssertionError from None
    if out < low:
        _fail(f"{name} must be at least {low}, got {out}")
    return out


def _known(names: list[str] | None) -> list[str]:
    """The named surfaces (all when none), or a one-line error for an unknown one."""
    from generator.surfaceset import registry

    known = list(registry.load_all())
    broken = registry.broken()
    for name in names or ():
        if name in broken and name not in known:
            _fail(f"surface {name!r} comes from the plugin {broken[name].describe()}, which "
                  f"failed to load: {broken[name].error}")
    registry.warn_broken(tuple(names or ()))
    names = list(dict.fromkeys(names or known))
    unknown = [x for x in names if x not in known]
    if unknown:
        _fail(f"unknown surface {', '.join(map(repr, unknown))}; valid: {', '.join(known)}")
    return names


def surface_rows() -> list[dict[str, Any]]:
    """One plain record per registered surface, in name order."""
    from generator.surfaceset import registry

    registry.warn_broken()
    return [{"name": name, "family": cls.family, "regions": list(cls.regions),
             "languages": list(cls.languages), "themes": list(cls.themes),
             "text_roles": list(cls.text_roles), "invoice": bool(cls.invoice),
             "unsupported_categories": list(cls.unsupported_categories)}
            for name, cls in registry.load_all().items()]


def check_surface(name: str, n: int, seed: int) -> list[str]:
    """Every harness check of surface ``name`` (generator/surface_check.py, the same checks
    the tests run), with ``n`` examples through the real pipeline; the problems found."""
    from generator.surface_check import Harness

    return [str(p) for p in Harness(name).run(k=n, seed=seed)]


def _print_checks(names: list[str], k: int, seed: int) -> int:
    """Check each surface, print 'ok' or each problem; return how many surfaces failed."""
    width = max(len(x) for x in names) + 2
    failures = 0
    for name in names:
        problems = check_surface(name, k, seed)
        failures += bool(problems)
        typer.echo(f"{name:<{width}}{'FAILED' if problems else 'ok'}")
        for problem in problems:
            typer.echo(f"  {problem}")
    return failures


def register(app: typer.Typer) -> None:
    group = typer.Typer(help="List and check the registered surfaces.", no_args_is_help=False)
    app.add_typer(group, name="surfaces")

    @group.callback(invoke_without_command=True)
    def list_surfaces(ctx: typer.Context,
                      as_json: bool = typer.Option(False, "--json", help="A JSON list.")) -> None:
        """List the surfaces: name, family, regions, languages, themes."""
        if ctx.invoked_subcommand is not None:
            return
        rows = surface_rows()
        if as_json:
            typer.echo(json.dumps(rows, ensure_ascii=False, indent=1))
            return
        width = max(len(r["name"]) for r in rows) + 2
        typer.echo(f"{'name':<{width}}{'family':<15}{'themes':<12}{'languages':<19}regions")
        for r in rows:
            typer.echo(f"{r['name']:<{width}}{r['family']:<15}{','.join(r['themes']):<12}"
                       f"{','.join(r['languages']):<19}{', '.join(r['regions'])}")
        typer.echo(f"{len(rows)} surfaces")

    @group.command("candidates")
    def candidates(names: list[str] = typer.Argument(None, help="Surfaces (default all)."),
                   pages: str = typer.Option("20", "--pages", help="Pages per surface."),
                   seed: str = typer.Option("0", "--seed", help="Build seed."),
                   below: str = typer.Option("0.5", "--below", help="List rates under this."),
                   ) -> None:
        """List (surface, category) pairs whose pages rarely offer a candidate."""
        from generator.candidates import low_pairs

        names = _known(names)
        k, s = _int("--pages", pages, 1), _int("--seed", seed, 0)
        try:
            rate = float(below)
        except ValueError:
            _fail(f"--below must be a number, got {below!r}")
            raise AssertionError from None
        rows = low_pairs(names, k, s, rate)
        for name, category, hits in rows:
            typer.echo(f"{name:<26}{category:<22}{hits}/{k}")
        typer.echo(f"{len(rows)} pairs under {rate:g} on {len(names)} surfaces ({k} pages each)")

    @group.command("check")
    def check(names: list[str] = typer.Argument(None, help="Surfaces to check (default all)."),
              n: str = typer.Option("3", "--n", help="Examples per surface."),
              seed: str = typer.Option("1", "--seed", help="Build seed.")) -> None:
        """Run the surface harness (the tests' checks) and K examples per surface; print
        each problem and where; exit 1 if any surface fails."""
        from generator.surface_check import CHECKS

        names = _known(names)
        k, s = _int("--n", n, 1), _int("--seed", seed, 0)
        failures = _print_checks(names, k, s)
        typer.echo(f"{len(names) - failures} of {len(names)} surfaces ok (checks: "
                   f"{', '.join(CHECKS)}; {k} examples each)")
        if failures:
            raise typer.Exit(1)
