"""A written document of one of several genres sampled as one world, in one shape.

The documents surfaces (notion_page, doc_comments, markdown_notes, pdf_viewer, word_processor)
told one story on every page, a department's quarterly report (review r56 0015/0022/0023);
``sample_document`` draws the genre first, a quarterly report (report_world) or a project
status update (status_world), and gives both as ``title``, ``day`` (the document's date),
``city``, ``sections`` (four, each ``{"heading", "texts"}``, the second and fourth also
``paras``, the third perhaps a ``table``), ``org`` (the firm: ``org(bare=True)`` without its
legal form), ``file`` (a file name), ``notes`` (footnotes a printed copy may carry) and ``whole``
(phrases never styled in part) and ``appendix`` (the line
that points to the appendix pages, given their label)."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.report_world import report_org, report_sections, report_world
from surfaces.kit.status_world import status_org, status_sections, status_world

GENRES = ("report", "status")


def _report(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    w = report_world(rng, content)
    secs = report_sections(rng, content, w)
    return {"genre": "report", "world": w, "sections": secs, "day": w["day"],
            "city": w["city"], "title": content.ui("hp.title", dept=w["dept"], period=w["period"]),
            "org": lambda bare=False: report_org(rng, content, w, bare=bare),
            "file": f"{w['dept'].replace(' ', '_')}_Q{w['q']}_{w['year']}",
            "notes": [content.fill(n) for n in content.ui_list("hp.notes")],
            "whole": [w["period"], w["prev"], w["next"]],
            "appendix": lambda pages, n: content.ui("hp.appendix", pages=pages)}


def _status(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    w = status_world(rng, content)
    return {"genre": "status", "world": w, "sections": status_sections(rng, content, w),
            "day": w["day"], "city": w["city"],
            "title": content.ui("qs.title", project=w["project"]),
            "org": lambda bare=False: status_org(rng, content),
            "file": f"{content.ui('qs.file')}_{w['day']:%Y-%m-%d}", "notes": [],
            "whole": [m["name"] for m in w["milestones"]],
            # the plan's tasks counted from the rows the appendix pages hold (``n``)
            "appendix": lambda pages, n: content.ui("qs.appendix", pages=pages, n=str(n))}


def sample_document(rng: np.random.Generator, content: Content,
                    genres: tuple[str, ...] = GENRES) -> dict[str, Any]:
    """One document of a genre drawn from ``genres``, its town pinned for the page."""
    genre = str(choice(rng, list(genres)))
    doc = _report(rng, content) if genre == "report" else _status(rng, content)
    content.pin(city=doc["city"])  # one document, one town
    return doc
