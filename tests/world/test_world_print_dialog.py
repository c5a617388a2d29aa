"""A print dialog's sheet count follows from its job: the pages printed (all, or the range
typed in), times the copies, halved when printed on both sides; the preview shows the first
page printed of the document's real length."""

from __future__ import annotations

import re

from world_helpers import sampled


def test_print_sheets_follow_the_job() -> None:
    for lang, seed, p in sampled("print_dialog", 25):
        job = p["job"]
        printed = job["last"] - job["first"] + 1
        per_copy = (printed + 1) // 2 if job["duplex"] else printed
        assert job["sheets"] == per_copy * job["copies"], (lang, seed, job)
        assert int(re.findall(r"\d+", p["sheets"])[0]) == job["sheets"], (lang, seed)
        copies = next((v for _, v, kind in p["rows"] if kind == "spin"), "1")  # PDF: none
        assert int(copies) == job["copies"], (lang, seed)
        n, total = (int(x) for x in re.findall(r"\d+", p["page_of"])[:2])
        assert 1 <= job["first"] <= n <= job["last"] <= total == job["pages"], (lang, seed)
        assert p["side"] == int(job["duplex"]), (lang, seed)
        if not job["all"]:
            assert any(v == f"{job['first']}-{job['last']}" for _, v, _ in p["rows"])


def test_the_paper_is_mostly_the_countrys_own() -> None:
    """A4 in Europe, Letter in the US; "Lettre US" on most French dialogs read as a glitch."""
    from collections import Counter, defaultdict

    papers: dict[str, Counter] = defaultdict(Counter)
    for lang, _seed, p in sampled("print_dialog", 60):
        papers[lang][p["more_rows"][0][1]] += 1
    for lang, count in papers.items():
        default = "Letter" if lang == "en" else "A4"
        assert count.most_common(1)[0][0] == default, (lang, count)
        assert count[default] >= 0.7 * sum(count.values()), (lang, count)


def test_print_sheets_follow_what_the_dialog_shows() -> None:
    """The reader works the sheet count out from the figures in view: the pages field (all =
    the preview's total), the copies, and the sides only when "More settings" is open; a
    collapsed dialog printing 1-3 x 3 copies reads "9 sheets", never a hidden duplex's 6."""
    for lang, seed, p in sampled("print_dialog", 40):
        pages = next(v for _, v, kind in p["rows"] if kind in ("text", "select")
                     and re.fullmatch(r"\d+-\d+", v)) if not p["job"]["all"] else None
        total = int(re.findall(r"\d+", p["page_of"])[1])
        first, last = (int(x) for x in pages.split("-")) if pages else (1, total)
        copies = int(next((v for _, v, kind in p["rows"] if kind == "spin"), "1"))
        both = p["expanded"] and not p["pdf"] and p["side"] == 1
        printed = last - first + 1
        sheets = ((printed + 1) // 2 if both else printed) * copies
        shown = int(re.findall(r"\d+", p["sheets"])[0])
        assert shown == sheets, (lang, seed, p["sheets"], pages, copies, p["expanded"])
        assert int(re.findall(r"\d+", p["page_of"])[0]) == first, (lang, seed)
