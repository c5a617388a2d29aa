"""How much running text two builds share, and how much one build repeats itself.

``pointerbench-text overlap A B`` reads the geometry sidecars of both builds (built with
``--with-geometry``) and reports, for B against A: the share of B's pages holding a
sentence of eight words or more that A also holds, the share holding a paragraph of twelve
words or more that A holds, the share of B's 8+-word sentence instances that repeat an
earlier page of B (a sentence printed twice on one page, as a pull quote or a source
pane and its preview do, counts once there: ``count_repeats``), and B's distinct 8+-word
sentences per language. Text is compared
normalised (generator.fingerprints.normalise). This is the measure behind issue 18's
targets; ``check-disjoint`` stays the exact page and paragraph check.
"""

from __future__ import annotations

import gzip
import json
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import typer

from generator.fingerprints import normalise

SENTENCE_WORDS = 8
PARAGRAPH_WORDS = 12


def _pages(out: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """(language, geometry JSON) of every page of every split of ``out``."""
    for meta in sorted((out / "data").glob("*/metadata.jsonl")):
        split = meta.parent.name
        for line in meta.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            stem = row["file_name"].removesuffix(".png")
            path = out / "geometry" / split / f"{stem}.json.gz"
            if not path.is_file():
                raise FileNotFoundError(f"{path} is missing: build {out} with --with-geometry")
            yield row["language"], json.loads(gzip.decompress(path.read_bytes()))


def page_texts(geo: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The normalised 8+-word sentences and 12+-word paragraphs of one page."""
    glyphs = geo["glyphs"]
    columns = geo["columns"]["glyphs"]  # the geometry sidecar names its table columns
    char, sent, para, line = (columns.index(k) for k in ("char", "sentence", "paragraph",
                                                           "line"))
    sentences: dict[int, list[str]] = defaultdict(list)
    paragraphs: dict[int, list[str]] = defaultdict(list)
    last_line: dict[tuple[str, int], int] = {}

    def add(groups: dict[int, list[str]], kind: str, key: int, g: list[Any]) -> None:
        # a wrapped line drops the space it broke at: put it back, so one sentence reads
        # the same however its lines wrap ("rattled the windows", not "rattled thewindows")
        before = last_line.get((kind, key))
        if before is not None and before != g[line] and groups[key][-1] not in " -\u00ad":
            groups[key].append(" ")
        last_line[(kind, key)] = g[line]
        groups[key].append(g[char])

    for g in glyphs:
        if g[sent] >= 0:
            add(sentences, "s", g[sent], g)
        if g[para] >= 0:
            add(paragraphs, "p", g[para], g)

    def long(groups: dict[int, list[str]], words: int) -> list[str]:
        texts = (normalise("".join(chars)) for chars in groups.values())
        return [t for t in texts if len(t.split(" ")) >= words]

    return long(sentences, SENTENCE_WORDS), long(paragraphs, PARAGRAPH_WORDS)


def measure(a: Path, b: Path) -> dict[str, Any]:
    """The overlap report of B against A (see the module docstring)."""
    a_sentences: set[str] = set()
    a_paragraphs: set[str] = set()
    for _, geo in _pages(a):
        sentences, paragraphs = page_texts(geo)
        a_sentences.update(sentences)
        a_paragraphs.update(paragraphs)
    pages = shared_sentence = shared_paragraph = 0
    per_page: list[list[str]] = []
    distinct: dict[str, set[str]] = defaultdict(set)
    for lang, geo in _pages(b):
        sentences, paragraphs = page_texts(geo)
        pages += 1
        shared_sentence += any(s in a_sentences for s in sentences)
        shared_paragraph += any(p in a_paragraphs for p in paragraphs)
        per_page.append(sentences)
        distinct[lang].update(sentences)
    instances, repeats, twice = count_repeats(per_page)
    return {"pages": pages, "pages_sharing_sentence_pct": share(shared_sentence, pages),
            "pages_sharing_paragraph_pct": share(shared_paragraph, pages),
            "sentence_instances": instances, "repeated_instances_pct": share(repeats, instances),
            "pages_printing_a_sentence_twice": twice,
            "distinct_sentences": dict(sorted(Counter({k: len(v) for k, v in
                                                      distinct.items()}).items()))}


def count_repeats(pages: list[list[str]]) -> tuple[int, int, int]:
    """(instances, repeats, pages printing a sentence twice) of the pages' sentences. A
    sentence counts once per page: a page that prints it twice by design (a pull quote
    lifted from its article, a source pane and its preview) shows one sentence, not a
    repeat of the pool; a repeat is a sentence an earlier page already printed."""
    seen: set[str] = set()
    instances = repeats = twice = 0
    for sentences in pages:
        unique = list(dict.fromkeys(sentences))
        twice += len(unique) < len(sentences)
        for s in unique:
            instances += 1
            repeats += s in seen
            seen.add(s)
    return instances, repeats, twice


def share(k: int, n: int) -> float:
    """``k`` of ``n`` in percent, two decimals."""
    return round(100 * k / n, 2) if n else 0.0


def register(app: typer.Typer) -> None:
    @app.command("overlap")
    def overlap_command(
        a: Path = typer.Argument(..., help="The reference build (e.g. the benchmark)."),
        b: Path = typer.Argument(..., help="The build to measure (e.g. a training set)."),
        json_out: Path = typer.Option(None, "--json", help="Write the report as JSON."),
    ) -> None:
        """Sentences and paragraphs B shares with A, and how often B repeats itself."""
        try:
            report = measure(a, b)
        except (OSError, ValueError, KeyError) as exc:
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(2) from None
        if json_out:
            json_out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
        typer.echo(f"{report['pages']} pages of {b} against {a}:")
        typer.echo(f"  share an 8+-word sentence with A: {report['pages_sharing_sentence_pct']}%")
        typer.echo(f"  share a 12+-word paragraph with A: {report['pages_sharing_paragraph_pct']}%")
        typer.echo(f"  8+-word sentence instances repeated inside B: "
                   f"{report['repeated_instances_pct']}% of {report['sentence_instances']} "
                   f"({report['pages_printing_a_sentence_twice']} pages print one twice)")
        typer.echo("  distinct 8+-word sentences by language: " + ", ".join(
            f"{k} {v}" for k, v in report["distinct_sentences"].items()))
