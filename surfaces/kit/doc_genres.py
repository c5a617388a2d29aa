"""A written document of one of several genres sampled as one world, in one shape.

The documents surfaces (notion_page, doc_comments, markdown_notes, pdf_viewer, word_processor)
told one story on every page, a department's quarterly report (review r56 0015/0022/0023);
``sample_document`` draws the genre first: a quarterly report (report_world), a project
status update (status_world), meeting minutes or an incident post-mortem (meeting_docs), a
project brief or onboarding notes (plan_docs), each with its own sections, and gives every
one as ``title``, ``subject`` (what it is about: a department, a project, a topic ...),
``day`` (the document's date), ``city``, ``sections`` (four, each ``{"heading", "texts"}``,
the second and fourth also ``paras``, one perhaps a ``table``), ``org`` (the firm:
``org(bare=True)`` without its legal form), ``file`` (a file name), ``notes`` (footnotes a
printed copy may carry), ``whole`` (phrases never styled in part) and ``appendix`` (the line
that points to the appendix pages, given their label)."""

from __future__ import annotations

from typing import Any

import numpy as np

from surfaces.kit import Content, choice
from surfaces.kit.meeting_docs import (
    minutes_sections,
    minutes_world,
    postmortem_sections,
    postmortem_world,
)
from surfaces.kit.plan_docs import (
    brief_sections,
    brief_world,
    onboarding_sections,
    onboarding_world,
)
from surfaces.kit.report_world import report_org, report_sections, report_world, tradeless_firm
from surfaces.kit.status_world import status_org, status_sections, status_world

GENRES = ("report", "status", "minutes", "postmortem", "brief", "onboarding")


def _report(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    w = report_world(rng, content)
    secs = report_sections(rng, content, w)
    return {"genre": "report", "world": w, "sections": secs, "day": w["day"],
            "city": w["city"], "title": content.ui("hp.title", dept=w["dept"], period=w["period"]),
            "subject": w["dept"],
            "org": lambda bare=False: report_org(rng, content, w, bare=bare),
            "file": f"{w['dept'].replace(' ', '_')}_Q{w['q']}_{w['year']}",
            "notes": [content.fill(n) for n in content.ui_list("hp.notes")],
            "whole": [w["period"], w["prev"], w["next"]],
            "appendix": lambda pages, n: content.ui("hp.appendix", pages=pages)}


def _status(rng: np.random.Generator, content: Content) -> dict[str, Any]:
    w = status_world(rng, content)
    return {"genre": "status", "world": w, "sections": status_sections(rng, content, w),
            "day": w["day"], "city": w["city"],
            "title": str(choice(rng, content.ui_list("qs.title"))).format(project=w["project"]),
            "subject": w["project"],
            "org": lambda bare=False: status_org(rng, content),
            "file": f"{content.ui('qs.file')}_{w['day']:%Y-%m-%d}", "notes": [],
            "whole": [m["name"] for m in w["milestones"]],
            # the plan's tasks counted from the rows the appendix pages hold (``n``)
            "appendix": lambda pages, n: content.ui("qs.appendix", pages=pages, n=str(n))}


# genre: (world, sections, the world's subject, its labels' key prefix)
MORE = {"minutes": (minutes_world, minutes_sections, "topic", "hg.mt"),
        "postmortem": (postmortem_world, postmortem_sections, "service", "hg.pm"),
        "brief": (brief_world, brief_sections, "project", "hg.br"),
        "onboarding": (onboarding_world, onboarding_sections, "team", "hg.ob")}


def _more(rng: np.random.Generator, content: Content, genre: str) -> dict[str, Any]:
    """A document of one of the genres of ``MORE``, titled from its world."""
    world, sections, subject, key = MORE[genre]
    w = world(rng, content)
    fill = {"subject": w[subject], "date": content.format_date(w["day"]),
            "name": w["people"][0], "team": w.get("team", "")}
    title = str(choice(rng, content.ui_list(f"{key}.title"))).format(**fill)
    stem = content.ui(f"{key}.file")
    return {"genre": genre, "world": w, "sections": sections(rng, content, w), "day": w["day"],
            "city": w["city"], "title": title, "subject": w[subject],
            "org": lambda bare=False: tradeless_firm(content),
            "file": f"{stem}_{w['day']:%Y-%m-%d}", "notes": [], "whole": [],
            "appendix": lambda pages, n: content.ui(f"{key}.appendix", pages=pages, n=str(n))}


def sample_document(rng: np.random.Generator, content: Content,
                    genres: tuple[str, ...] = GENRES) -> dict[str, Any]:
    """One document of a genre drawn from ``genres``, its town pinned for the page."""
    genre = str(choice(rng, list(genres)))
    doc = _report(rng, content) if genre == "report" else _status(rng, content) \
        if genre == "status" else _more(rng, content, genre)
    content.pin(city=doc["city"])  # one document, one town
    return doc
