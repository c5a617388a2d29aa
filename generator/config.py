"""Build configuration: presets, the user's restrictions, and their resolution and checks."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from generator import languages
from generator.targets.categories import CATEGORIES, CHROME_LABEL_WEIGHT, SELECTION_CATEGORIES

SPLIT_NAMES = ("train", "validation", "test")
ALL_LANGUAGES = languages.codes()


class ConfigError(ValueError):
    """Bad build input; the CLI prints it as one line and exits 2."""


def _default_effects() -> dict[str, float]:
    from generator.effects import DEFAULT_PROBABILITIES

    return dict(DEFAULT_PROBABILITIES)


@dataclass(frozen=True)
class Preset:
    name: str
    description: str
    category_weights: dict[str, float]
    language_weights: dict[str, float]
    dark_theme: float = 0.35  # probability of the dark theme where a surface has one
    # Post-render effects, each an independent coin (see generator/effects).
    effects: dict[str, float] = field(default_factory=_default_effects)
    screens: bool = False  # draw screen sizes and device scales (generator/screens.py)
    # A plugin's preset draws only the surfaces of its plugin; the built-in presets leave
    # this empty and draw only the built-in surfaces.
    surfaces: tuple[str, ...] = ()


def _v1_weights() -> dict[str, float]:
    weights = {name: float(cat.v1_count) for name, cat in CATEGORIES.items()}
    weights["chrome_label"] = float(CHROME_LABEL_WEIGHT)
    return weights


_MIX = {"en": 5.0, "de": 1.0, "fr": 1.0, "es": 1.0, "it": 1.0, "nl": 1.0}
def _per_data_type() -> dict[str, float]:
    """Equal weight per data type, shared equally by its categories: the 21 invoice
    categories weigh as much as the one punctuation category's data type, so a training
    set is not half invoices."""
    sizes: dict[str, int] = {}
    for cat in CATEGORIES.values():
        sizes[cat.data_type] = sizes.get(cat.data_type, 0) + 1
    return {name: 1.0 / sizes[cat.data_type] for name, cat in CATEGORIES.items()}


PRESETS: dict[str, Preset] = {
    "pointerbench-text": Preset(
        "pointerbench-text", "The Pointerbench-Text mix: v1 category weights, 50% English.",
        _v1_weights(), dict(_MIX)),
    "uniform": Preset(
        "uniform", "Every data type, and every category within its data type, and every "
        "language equally often, on screens from tablet to 2560x1440 at device scales 1 to 2 "
        "(for training sets).",
        _per_data_type(), {lang: 1.0 for lang in ALL_LANGUAGES}, screens=True),
    # SPEC 13: a drag benchmark, every selection category equally often, 50% English.
    "selection": Preset(
        "selection", "Selection (drag) targets: every select_* category, 50% English.",
        {name: float(name in SELECTION_CATEGORIES) for name in CATEGORIES}, dict(_MIX)),
}
DEFAULT_PRESET = "pointerbench-text"
PRESET_KEYS = ("description", "category_weights", "language_weights", "dark_theme", "screens")


def all_presets() -> dict[str, Preset]:
    """The built-in presets, then those the loaded plugins registered under their names."""
    from generator.surfaceset import registry

    plugin = getattr(registry, "presets", dict)()
    return {**PRESETS, **{k: v for k, v in plugin.items() if k not in PRESETS}}


def preset_of(name: str) -> Preset:
    """The preset ``name`` (a built-in one without asking the surface registry)."""
    return PRESETS[name] if name in PRESETS else all_presets()[name]


def plugin_preset(name: str, spec: Any, surfaces: tuple[str, ...],
                  surface_languages: tuple[str, ...]) -> Preset:
    """The preset a plugin declares (a dict of PRESET_KEYS, only ``description`` required),
    drawing only ``surfaces``; ConfigError saying what is wrong. Category weights default to
    1 for every category, language weights to 1 for every language the surfaces write; a
    language the generator lacks is dropped (the plugin may know more than we do)."""
    if not isinstance(spec, dict) or not isinstance(spec.get("description"), str):
        raise ConfigError(f"preset {name!r} must be a dict with a 'description' string")
    unknown = sorted(set(spec) - set(PRESET_KEYS))
    if unknown:
        raise ConfigError(f"preset {name!r} has unknown key(s) {', '.join(unknown)}; valid: "
                          f"{', '.join(PRESET_KEYS)}")
    cats = spec.get("category_weights") or {c: 1.0 for c in CATEGORIES}
    langs = spec.get("language_weights") or {lang: 1.0 for lang in surface_languages}
    for kind, weights, valid in (("category", cats, CATEGORIES), ("language", langs, None)):
        bad = [k for k, w in weights.items() if not isinstance(w, int | float) or w < 0
               or (valid is not None and k not in valid)]
        if bad:
            raise ConfigError(f"preset {name!r} has unknown {kind}(s) or bad weights: {bad}")
    return Preset(name, spec["description"],
                  {c: float(cats.get(c, 0.0)) for c in CATEGORIES},
                  {lang: float(w) for lang, w in langs.items() if lang in ALL_LANGUAGES},
                  dark_theme=float(spec.get("dark_theme", 0.35)),
                  screens=bool(spec.get("screens", False)), surfaces=surfaces)


@dataclass(frozen=True)
class BuildConfig:
    n: int
    seed: int
    split: str = "test"
    preset: str = DEFAULT_PRESET
    categories: tuple[str, ...] = ()
    surfaces: tuple[str, ...] = ()
    languages: tuple[str, ...] = ()
    with_geometry: bool = False
    workers: int = 1
    # Filled by resolve(): what the build really draws from, after restrictions.
    category_weights: dict[str, float] = field(default_factory=dict)
    language_weights: dict[str, float] = field(default_factory=dict)
    surface_names: tuple[str, ...] = ()
    exclude_digest: str = ""  # digest of the fingerprints of --exclude datasets
    # Training-set options (generator/multi.py, generator/negatives.py); at their defaults
    # they are left out of identity(), so a default build's bytes do not change.
    targets_per_page: int = 1
    negatives: float = 0.0

    def identity(self) -> dict[str, Any]:
        """Everything that determines the output (``workers`` does not)."""
        data = asdict(self)
        data.pop("workers")
        for key, default in TRAINING_DEFAULTS.items():
            if data[key] == default:
                data.pop(key)
        return data

    @property
    def multi(self) -> bool:
        """Rows carry a ``targets`` list (SPEC 12) instead of the one-target row of SPEC 2."""
        return self.targets_per_page > 1 or self.negatives > 0


TRAINING_DEFAULTS: dict[str, Any] = {"targets_per_page": 1, "negatives": 0.0}
MAX_TARGETS_PER_PAGE = 32


def check_training(targets_per_page: int, negatives: float) -> None:
    if not 1 <= targets_per_page <= MAX_TARGETS_PER_PAGE:
        raise ConfigError(f"--targets-per-page must be from 1 to {MAX_TARGETS_PER_PAGE}, "
                          f"got {targets_per_page}")
    if not 0.0 <= negatives < 1.0:
        raise ConfigError(f"--negatives must be a fraction from 0 to below 1, got {negatives}")


def check_basic(n: int, seed: int, split: str, preset: str, workers: int) -> None:
    if n <= 0:
        raise ConfigError(f"--n must be a positive integer, got {n}")
    if n > 100_000_000:
        raise ConfigError(f"--n {n} is too large (at most 100,000,000 per build)")
    if seed < 0 or seed >= 2**63:
        raise ConfigError(f"--seed must be an integer from 0 to 2**63-1, got {seed}")
    if split not in SPLIT_NAMES:
        raise ConfigError(f"unknown split {split!r}; expected one of {', '.join(SPLIT_NAMES)}")
    if preset not in PRESETS:
        known = all_presets()
        if preset not in known:
            raise ConfigError(f"unknown preset {preset!r}; expected one of {', '.join(known)}")
    if workers < 1 or workers > 256:
        raise ConfigError(f"--workers must be between 1 and 256, got {workers}")


def check_names(kind: str, asked: tuple[str, ...], valid: tuple[str, ...] | list[str]) -> None:
    unknown = [a for a in asked if a not in valid]
    if unknown:
        raise ConfigError(f"unknown {kind} {', '.join(map(repr, unknown))}; valid: "
                          f"{', '.join(valid)}")


CONFIG_KEYS = ("n", "seed", "split", "preset", "workers", "categories", "surfaces",
               "languages", "with_geometry", "targets_per_page", "negatives")


def load_config_file(path: str) -> dict[str, Any]:
    """The build options of a JSON config file (the same names as the flags, with
    underscores); a file that does not parse or holds unknown keys is a ConfigError."""
    import json
    from pathlib import Path

    def no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        keys = [k for k, _ in pairs]
        twice = sorted({k for k in keys if keys.count(k) > 1})
        if twice:
            raise ConfigError(f"--config {path}: option {', '.join(twice)} given twice")
        return dict(pairs)

    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"), object_pairs_hook=no_duplicates)
    except OSError as exc:
        raise ConfigError(f"--config {path}: cannot read it ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise ConfigError(f"--config {path}: not UTF-8 text (a JSON file of build options "
                          "is expected)") from None
    except json.JSONDecodeError as exc:
        raise ConfigError(f"--config {path}: not valid JSON (line {exc.lineno}, column "
                          f"{exc.colno}: {exc.msg})") from None
    if not isinstance(data, dict):
        raise ConfigError(f"--config {path}: expected a JSON object of build options")
    unknown = sorted(set(data) - set(CONFIG_KEYS))
    if unknown:
        raise ConfigError(f"--config {path}: unknown option {', '.join(unknown)}; valid: "
                          f"{', '.join(CONFIG_KEYS)}")
    for key, value in data.items():
        if isinstance(value, list):
            data[key] = ",".join(str(v) for v in value)
        elif key == "with_geometry":
            if not isinstance(value, bool):
                raise ConfigError(f"--config {path}: with_geometry must be true or false")
        else:
            data[key] = str(value)
    return data


def parse_list(value: str | None) -> tuple[str, ...]:
    if not value:
        return ()
    return tuple(dict.fromkeys(v.strip() for v in value.split(",") if v.strip()))
