"""Render a build's dataset card (README.md) from its real counts.

The card is deterministic: every table is sorted, nothing depends on the
clock, and the same ``build`` and ``rows`` always give the same text.  Counts
come from ``rows`` (the metadata actually written); ``build["counts"]`` is
used only when no rows are given.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable

from generator import languages

AXES = ("data_type", "category", "language", "surface", "difficulty", "answer_type")
DIFFICULTY_ORDER = ("easy", "medium", "hard")
DEFAULT_TITLE = "Pointerbench-Text"
CITATION_TITLE = "Pointerbench-Text: A GUI Grounding Benchmark for Text"
FIELD_MEANINGS = {
    "file_name": "PNG file of the page, relative to `data/<split>/`",
    "id": "unique example id: `pbt_<digits>` for the test split, "
          "`pbt-<split>_<digits>` otherwise",
    "instruction": "the pointing instruction, written in `language`",
    "bbox": "target box `[x1, y1, x2, y2]`, integer absolute pixels, "
            "top-left then bottom-right",
    "point": "the box centre, rounded; always inside `bbox`",
    "answer_type": "`point` (answer with one point) or `bbox` (answer with a box)",
    "eval": "the scoring rule of this row (see Evaluation); authoritative for scoring",
    "data_type": "target family: word, char, punctuation, caret, chrome, bbox or invoice",
    "category": "fine-grained target category",
    "surface": "the kind of application page rendered (email thread, invoice, ...)",
    "language": "ISO 639-1 code of both the instruction and the page's running text",
    "difficulty": "`easy` / `medium` / `hard`, a deterministic function of box "
                  "area, font size, text contrast, repeats of the quoted text and "
                  "data type",
    "image_size": "`[width, height]` of the image in pixels",
    "scale": "device scale of the screen the page was drawn for (training presets): every "
             "size, stroke and font is this many pixels per logical pixel",
}


@dataclass
class RowSummary:
    """What the card reads from the metadata rows, gathered one row at a time, so a build
    of a million rows never holds them all: counts by axis, each category's data and
    answer type, the row keys in order of appearance and the box-rule thresholds."""

    n: int = 0
    counts: dict[str, Counter] = field(default_factory=lambda: {a: Counter() for a in AXES})
    categories: dict[str, tuple[str, str]] = field(default_factory=dict)
    keys: list[str] = field(default_factory=list)
    thresholds: set[tuple[float, float]] = field(default_factory=set)

    def add(self, row: dict) -> None:
        self.n += 1
        for axis in AXES:
            value = row.get(axis)
            self.counts[axis][str(value) if value is not None else "?"] += 1
        self.categories.setdefault(str(row.get("category")), (
            str(row.get("data_type", "?")), str(row.get("answer_type", "?"))))
        self.keys += [key for key in row if key not in self.keys]
        rule = row.get("eval")
        if isinstance(rule, dict) and rule.get("type") == "iou":
            self.thresholds.add((rule.get("min_coverage", 0.9), rule.get("min_precision", 0.7)))

    @classmethod
    def of(cls, rows: Iterable[dict]) -> RowSummary:
        summary = cls()
        for row in rows:
            summary.add(row)
        return summary


def card_counts(build: dict, rows: RowSummary) -> dict[str, dict[str, int]]:
    """Counts by axis, plus ``surface_family``; from the rows, else build["counts"]."""
    if rows.n:
        counts = {axis: dict(counter) for axis, counter in rows.counts.items()}
    else:
        given = build.get("counts") or {}
        counts = {axis: {str(k): int(v) for k, v in (given.get(axis) or {}).items()}
                  for axis in AXES}
    families = build.get("surface_families") or {}
    family_counts: Counter = Counter()
    for surface, n in counts["surface"].items():
        family_counts[str(families.get(surface, surface))] += n
    counts["surface_family"] = dict(family_counts)
    return counts


def _sorted_keys(axis: str, keys: Iterable[str]) -> list[str]:
    if axis == "difficulty":
        order = {name: i for i, name in enumerate(DIFFICULTY_ORDER)}
        return sorted(keys, key=lambda k: (order.get(k, len(order)), k))
    return sorted(keys)


def _cell(value: Any) -> str:
    return str(value).replace("|", "\\|")


def _table(header: list[str], body: list[list[Any]], numeric_from: int = 1) -> str:
    """A markdown table; columns from ``numeric_from`` on are right-aligned."""
    rule = ["---" if i < numeric_from else "---:" for i in range(len(header))]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(rule) + "|"]
    lines += ["| " + " | ".join(_cell(v) for v in row) + " |" for row in body]
    return "\n".join(lines)


def _share(n: int, total: int) -> str:
    return f"{100 * n / total:.1f}%" if total else "0.0%"


def _axis_table(axis: str, title: str, counts: dict[str, int], total: int) -> str:
    body = [[f"`{k}`", counts[k], _share(counts[k], total)]
            for k in _sorted_keys(axis, counts)]
    return _table([title, "n", "share"], body)


def _size_category(n: int) -> str:
    for limit, label in ((10**3, "n<1K"), (10**4, "1K<n<10K"), (10**5, "10K<n<100K"),
                         (10**6, "100K<n<1M"), (10**7, "1M<n<10M"), (10**8, "10M<n<100M")):
        if n < limit:
            return label
    return "100M<n<1B"


def _front_matter(split: str, n: int, counts: dict[str, dict[str, int]], title: str) -> str:
    languages = [code for code in sorted(counts["language"])
                 if re.fullmatch(r"[a-z]{2,3}", code)]
    lines = ["---", "license: cc-by-4.0", f"pretty_name: {json.dumps(title)}",
             "task_categories:", "- image-text-to-text"]
    if languages:
        lines += ["language:"] + [f"- {code}" for code in languages]
    lines += ["tags:", "- gui-grounding", "- computer-use", "- screenshots", "- pointing",
              "- synthetic", "size_categories:", f"- {_size_category(n)}",
              "configs:", "- config_name: default", "  data_files:",
              f"  - split: {json.dumps(split)}", f"    path: {json.dumps(f'data/{split}/*')}",
              "---"]
    return "\n".join(lines)


def _intro(build: dict, n: int, split: str, title: str, screens: bool = False) -> str:
    gen = build.get("generator") or {}
    parts = [f"# {title}", ""]
    teaser = build.get("teaser")
    if teaser:
        parts += [f"![teaser]({teaser if isinstance(teaser, str) else 'teaser.png'})", ""]
    config = build.get("config") or {}
    if config.get("targets_per_page", 1) > 1 or config.get("negatives", 0):  # SPEC 12 rows
        parts.append(
            f"A synthetic GUI-grounding training set: **{build.get('n')}** rendered "
            f"application pages (split `{split}`, seed `{build.get('seed')}`) with **{n}** "
            "pointing instructions in all, in each row's `targets` list (an `absent` target "
            "names text that is not on the page). Built by "
            f"`{gen.get('name', 'pointerbench-text')}` {gen.get('version', '?')}; the exact "
            "command is under [Reproducing this build](#reproducing-this-build).")
        return "\n".join(parts)
    size = "" if screens else "1024x768 "  # training screens: sizes and scales vary
    parts.append(
        f"A synthetic GUI-grounding dataset: **{n}** rendered {size}application "
        f"pages (split `{split}`, seed `{build.get('seed')}`), each with one pointing "
        "instruction whose answer is a point or a box in absolute pixels. Built by "
        f"`{gen.get('name', 'pointerbench-text')}` {gen.get('version', '?')}; the exact "
        "command is under "
        "[Reproducing this build](#reproducing-this-build).")
    return "\n".join(parts)


def _category_table(rows: RowSummary, counts: dict[str, int], total: int) -> str:
    info = rows.categories
    keys = sorted(counts, key=lambda k: (info.get(k, ("?", "?"))[0], k))
    body = [[f"`{k}`", *(f"`{v}`" for v in info.get(k, ("?", "?"))), counts[k],
             _share(counts[k], total)] for k in keys]
    return _table(["category", "data_type", "answer", "n", "share"], body, numeric_from=3)


def _family_table(build: dict, counts: dict[str, dict[str, int]], total: int) -> str:
    families = build.get("surface_families") or {}
    members: dict[str, set[str]] = {}
    for surface in counts["surface"]:
        members.setdefault(str(families.get(surface, surface)), set()).add(surface)
    fam = counts["surface_family"]
    body = [[f"`{k}`", len(members.get(k, ())), fam[k], _share(fam[k], total)]
            for k in sorted(fam)]
    return _table(["surface family", "surfaces", "n", "share"], body)


def _counts_section(build: dict, rows: RowSummary, counts: dict, total: int) -> str:
    lang = counts["language"]
    lang_body = [[f"`{k}`", _language_name(k), lang[k], _share(lang[k], total)]
                 for k in sorted(lang)]
    return "\n\n".join([
        "## Contents",
        f"{total} examples, {len(counts['category'])} categories, "
        f"{len(counts['surface'])} surfaces in {len(counts['surface_family'])} families, "
        f"{len(lang)} languages.",
        "### By answer type\n\n" + _axis_table("answer_type", "answer_type",
                                                counts["answer_type"], total),
        "### By data type\n\n" + _axis_table("data_type", "data_type",
                                              counts["data_type"], total),
        "### By category\n\n" + _category_table(rows, counts["category"], total),
        "### By language\n\n" + _table(["language", "name", "n", "share"], lang_body, 2),
        "### By surface family\n\n" + _family_table(build, counts, total),
        "### By difficulty\n\n" + _axis_table("difficulty", "difficulty",
                                               counts["difficulty"], total),
    ])


def _schema_section(rows: RowSummary) -> str:
    present = rows.keys
    keys = [k for k in FIELD_MEANINGS if k in present or not rows.n]
    keys += sorted(k for k in present if k not in FIELD_MEANINGS)
    body = [[f"`{k}`", FIELD_MEANINGS.get(k, "additional field (see `build.json`)")]
            for k in keys]
    return "\n\n".join([
        "## Schema",
        "Each split is a folder `data/<split>/` of PNG files and one `metadata.jsonl` "
        "row per file; loaded with `datasets`, the image is the `image` column.",
        _table(["field", "meaning"], body, numeric_from=2),
    ])


def _thresholds(rows: RowSummary) -> str:
    pairs = sorted(rows.thresholds) or [(0.9, 0.7)]
    return "; ".join(f"`min_coverage` {c}, `min_precision` {p}" for c, p in pairs)


def _eval_section(rows: RowSummary) -> str:
    return "\n\n".join([
        "## Evaluation",
        "Each row's `eval` object is the scoring rule; a missing or unreadable "
        "prediction counts as a miss.",
        "- `point_in_bbox` (point rows): the predicted point `(x, y)` is a hit iff "
        "`x1 <= x <= x2` and `y1 <= y <= y2` (edges inclusive).\n"
        "- `iou` (bbox rows): the predicted box, corners sorted, is a hit iff "
        "`intersection / gt_area >= min_coverage` and "
        "`intersection / pred_area >= min_precision`. A zero-area prediction is a "
        f"miss. Thresholds in this build: {_thresholds(rows)}. (The name `iou` is kept "
        "for compatibility with the released scorer protocol.)",
        "Accuracy is reported overall and by answer type, data type, category, "
        "surface, language and difficulty.",
    ])


def _usage_section(split: str, cli: str) -> str:
    return "\n\n".join([
        "## Loading",
        "```python\nfrom datasets import load_dataset\n\n"
        "# data_dir is this dataset's data/ folder\n"
        f'ds = load_dataset("imagefolder", data_dir="data", split={json.dumps(split)})\n'
        'print(ds[0]["instruction"], ds[0]["answer_type"], ds[0]["bbox"])\n```',
        "## Scoring",
        "`eval.py` in this folder is the standalone scorer (Python standard library "
        "only). Write one JSON object per line with the example's `id` and either a "
        "`point` or a `bbox` (for bbox rows a raw answer string in `prediction` also works):",
        '```json\n{"id": "pbt_0000", "point": [638, 385]}\n'
        '{"id": "pbt_0001", "bbox": [193, 643, 807, 688]}\n```',
        "```bash\npython eval.py --show-system-prompt   # recommended system prompt\n"
        f"python eval.py --predictions preds.jsonl --split {split} --json report.json\n"
        f"{cli} eval --predictions preds.jsonl --gt . --split {split}   # same numbers\n"
        f"{cli} baseline oracle . --split {split} > oracle.jsonl       # sanity check\n```",
    ])


def _build_section(build: dict) -> str:
    # No git commit here: the card is in SHA256SUMS, which must not change with every
    # commit or with an install that has no git; build.json records the commit.
    gen = build.get("generator") or {}
    facts = [["generator", f"`{gen.get('name', '?')}` {gen.get('version', '?')}"],
             ["seed", f"`{build.get('seed')}`"],
             ["split", f"`{build.get('split')}`"], ["n", f"`{build.get('n')}`"]]
    # Nor the versions of Python and the libraries: the card is in SHA256SUMS, whose digest
    # must say whether the benchmark differs, not whether the machine does (the same data
    # comes out of Python 3.11 to 3.13); build.json records them.
    parts = ["## Reproducing this build",
             "Same generator version, config, seed and pinned dependencies give "
             "byte-identical files (checked by `SHA256SUMS`):",
             f"```bash\n{build.get('command', '')}\n```",
             _table(["", "value"], facts, numeric_from=2),
             "The versions of Python and of the libraries that built it, and the wall time, "
             "are in `build.json` (`versions`, `wall_time_s`), which `SHA256SUMS` leaves out: "
             "its digest covers what defines the benchmark (images, metadata, fingerprints, "
             "geometry, this card, `eval.py`), nothing that describes the machine."]
    rejections = build.get("rejections") or {}
    by_reason = rejections.get("by_reason", rejections) if isinstance(rejections, dict) else {}
    by_reason = {k: v for k, v in by_reason.items() if isinstance(v, int)}
    if by_reason:
        parts.append("Pages rejected (no valid target, or refused by the verifier) and "
                     "resampled:\n\n" + _table(
                         ["reason", "n"], [[f"`{k}`", by_reason[k]] for k in sorted(by_reason)]))
    config = json.dumps(build.get("config") or {}, indent=2, sort_keys=True,
                        ensure_ascii=False, default=str)
    parts.append(f"<details><summary>Resolved config</summary>\n\n```json\n{config}\n```"
                 "\n\n</details>")
    return "\n\n".join(parts)


def _license_and_citation(build: dict, title: str) -> str:
    gen = build.get("generator") or {}
    bibtex = "\n".join([
        "@misc{pointerbench_text,",
        f"  title        = {{{CITATION_TITLE}}},",
        "  author       = {{Pointerbench-Text contributors}},",
        f"  version      = {{{gen.get('version', '?')}}},",
        f"  note         = {{{title}, generated by {gen.get('name', 'pointerbench-text')} "
        f"{gen.get('version', '?')}, seed {build.get('seed')}, "
        f"split {build.get('split')}}},",
        "}",
    ])
    return "\n\n".join([
        "## Licence",
        "The data (images and metadata) is released under the Creative Commons "
        "Attribution 4.0 International licence (CC BY 4.0). All page content is "
        "synthetic; the fonts used to render it are distributed with the generator "
        "under their own licences.",
        "## Citation",
        f"```bibtex\n{bibtex}\n```",
    ])


def render_card(build: dict, rows: list[dict] | RowSummary) -> str:
    """The dataset card (README.md) of ``build`` whose metadata rows are ``rows`` (or
    their summary)."""
    if not isinstance(rows, RowSummary):
        rows = RowSummary.of(rows)
    counts = card_counts(build, rows)
    n = rows.n if rows.n else int(build.get("n") or sum(counts["category"].values()))
    split = str(build.get("split") or "test")
    title = str(build.get("pretty_name") or DEFAULT_TITLE)
    cli = str((build.get("generator") or {}).get("name") or "pointerbench-text")
    sections = [
        _front_matter(split, n, counts, title),
        _intro(build, n, split, title, "scale" in rows.keys),
        _counts_section(build, rows, counts, n),
        _schema_section(rows),
        _eval_section(rows),
        _usage_section(split, cli),
        _build_section(build),
        _license_and_citation(build, title),
    ]
    return "\n\n".join(sections) + "\n"


def _language_name(code: str) -> str:
    """The English name of a language of the registry (a code it lacks is shown as is)."""
    try:
        return languages.name(code)
    except languages.LanguageError:
        return code
