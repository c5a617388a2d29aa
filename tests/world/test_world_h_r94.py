"""Review r94 (seed 94094): what a careful reader found wrong, checked over many pages."""

from __future__ import annotations

import re

from world_helpers import sampled

from generator import languages
from surfaces.kit.numbers import format_percent


def _num(text: str) -> float:
    return float(text.replace(",", ""))


def test_us_sales_tax_is_the_rate_times_the_lines_flagged_taxable() -> None:
    """r94 0011: "Sales tax 1.26" (6 % of the whole 20.96) under a basket whose only "T"
    line cost 1.16. Each tax line names its rate and is that rate of its flagged lines."""
    rates = languages.fact("en", "tax", dict)
    seen = 0
    for lang, seed, p in sampled("store_receipt", 60):
        if lang != "en" or not p["us"]:
            continue
        town = p["city"].split(",")[0]
        flagged = {" T": 0.0, " F": 0.0}
        for item in p["items"]:
            flagged[item.get("code", "")] = flagged.get(item.get("code", ""), 0.0) + \
                item["value"]
        assert flagged.get("", 0.0) == 0 or not rates.get("food_rates", {}).get(town), seed
        total = 0.0
        for label, amount in p["vats"]:
            m = re.fullmatch(r"(Sales tax|Food tax) (\d+(?:\.\d+)?)%", label)
            assert m, (seed, label)
            base = flagged[" T" if m[1] == "Sales tax" else " F"]
            assert abs(round(base * float(m[2]) / 100, 2) - _num(amount)) < 0.006, \
                (seed, label, amount, base)
            total += _num(amount)
        assert abs(total - _num(p["tax"])) < 0.006, seed
        seen += 1
    assert seen > 20, seen


def test_us_receipt_reads_american() -> None:
    """r94 0011: "Tel. (208) ..." and "win a $50 voucher" on a Boise till."""
    for lang, seed, p in sampled("store_receipt", 40):
        if lang != "en":
            continue
        assert not p["phone"].startswith("Tel"), (seed, p["phone"])
        assert "voucher" not in " ".join(p["policy"]), seed


def test_viewer_zoom_is_written_as_the_language_writes_a_percentage() -> None:
    """r94 0011/0012: "90 %" in an English viewer, "110%" in a German one."""
    for name in ("store_receipt", "pdf_form", "pdf_viewer", "doc_comments",
                 "file_save_dialog", "magazine_spread"):
        for lang, seed, p in sampled(name, 6):
            zoom = p["owner"]["zoom"] if "owner" in p else p["zoom"]
            value = int(re.match(r"\d+", zoom)[0])
            assert zoom == format_percent(value, lang, 0), (name, lang, seed, zoom)


def test_a_review_reads_as_its_stars() -> None:
    """r94 0018: a three-star review titled "Does the job, nothing more" closing with "I
    would order this robot vacuum again without hesitation". Five and four stars praise,
    three are mixed (a fact praised at most, never a glowing verdict), two and one complain."""
    from surfaces.review_page import GLOWING
    for lang, seed, p in sampled("review_page", 40):
        for r in p["reviews"]:
            tones = [t for t, _ in r["said"]]
            if r["stars"] <= 2:
                assert set(tones) == {"bad"}, (lang, seed, r)
            elif r["stars"] == 3:
                assert "bad" not in tones and "mixed" in tones, (lang, seed, r)
                assert not [i for t, i in r["said"] if t == "good" and i in GLOWING], \
                    (lang, seed, r["text"])
            else:
                assert "bad" not in tones, (lang, seed, r)


def test_histogram_bars_are_as_long_as_their_shares() -> None:
    """r94 0018: the 4 % one-star bar drawn as wide as the 1 % two-star bar."""
    from world_helpers import composed_pages

    from surfaces.kit.media import GOLD
    for lang, seed, page in composed_pages("review_page", range(6), ["en", "de"]):
        tracks = [o.box for o in page.ops if getattr(o, "name", "") == "bar"
                  and o.fill != GOLD]
        fills = [o.box for o in page.ops if getattr(o, "name", "") == "bar"
                 and o.fill == GOLD]
        assert len(tracks) == 5, (lang, seed)
        track = tracks[0][2] - tracks[0][0]
        by_row = {b[1]: b[2] - b[0] for b in fills}
        widths = [by_row.get(t[1], 0) for t in tracks]
        assert max(widths) <= track, (lang, seed, widths)
        # widths in the order of the shares, each within a pixel of share x track
        texts = ["".join(g.char for ln in o.laid.lines for g in ln.glyphs)
                 for o in page.ops if hasattr(o, "laid") and o.laid.box[0] > tracks[0][2]]
        pcts = [int(t.rstrip("% \u00a0\u202f")) for t in texts
                if re.fullmatch(r"\d+\s?%", t)][:5]
        for w, pct in zip(widths, pcts, strict=True):
            assert abs(w - track * pct / 100) <= 1.01, (lang, seed, widths, pcts)


def test_a_trip_page_keeps_one_convention() -> None:
    """r94 0005: dates, clock times and the map's scale all follow the page's locale: an
    American page (en) writes 10/4/2024, 6:20 AM and feet or miles; every other page
    writes its own numeric dates, a 24-hour clock and metres or kilometres."""
    import datetime

    from surfaces.kit.numbers import format_date, territory
    from surfaces.kit.street_grid import metres_per_px, scale_bar
    for lang, seed, p in sampled("trip_itinerary", 12):
        us = territory(lang) == "US"
        start = datetime.date.fromisoformat(p["start"])
        first, _, last = p["dates"].partition(" – ")
        assert first == format_date(start, lang) and last, (lang, seed, p["dates"])
        for day in p["days"]:
            shown = day["title"].split(" · ")[-1]
            assert shown == format_date(start + datetime.timedelta(days=day["n"] - 1), lang)
            for item in day["items"]:
                assert bool(re.search(r"\d (AM|PM)$", item[1])) == us, (lang, seed, item)
        _, label = scale_bar(p["lang"], metres_per_px((0, 0, 400, 300), p["grid"]))
        assert (label.split()[-1] in ("ft", "mi")) == us, (lang, seed, label)


def test_a_filled_form_names_itself_one_way_and_dates_one_way() -> None:
    """r94 0012: an "Antrag auf Kostenerstattung" asking consent to be contacted "zu dieser
    Anfrage", and "8. März 1981", "30. Juli 2024", "15. Aug. 2024" on one form."""
    import datetime

    from surfaces.kit.numbers import format_date
    for lang, seed, p in sampled("pdf_form", 25):
        text = " ".join(p["checks"])
        assert "{" not in text and "}" not in text, (lang, seed, text)
        if lang == "de" and "Antrag" in p["title"]:
            assert "Anfrage" not in text + " ".join(p["notes"]), (lang, seed, text)
        born = datetime.date.fromisoformat(p["born"])
        assert dict(p["fields"]).get(next(k for k, _ in p["fields"][2:3])) == \
            format_date(born, lang), (lang, seed, p["fields"][2])
        dates = [p["date"]] + [v for _, v, _ in p["details"]
                               if re.search(r"\b(19|20)\d\d$", v) and "," not in v]
        numeric = format_date(born, lang)
        shape = re.sub(r"\d+", "9", numeric)
        for d in dates:
            assert re.sub(r"\d+", "9", d) == shape, (lang, seed, d, numeric)


def test_a_comment_quotes_a_whole_clause() -> None:
    """r94 0003: "Is “is scheduled for May 27” still correct after the last update?", the
    predicate cut from "The last milestone, “Website live”, is scheduled for May 27": a
    comment never quotes what follows a quoted name set off by commas."""
    from surfaces.kit.doc_threads import LEAD_IN
    for lang, seed, p in sampled("doc_comments", 30):
        for c in p["comments"]:
            start, _ = p["anchors"][str(c["para"])]
            before = p["texts"][int(c["para"])][:start]
            assert not re.search(r"[”»\"]\s*,\s*$", before), (lang, seed, c["about"])
            # nor a sentence's opening phrase ("Pour toute question sur le projet,")
            after = p["texts"][int(c["para"])][start + len(c["about"]):]
            assert not (LEAD_IN.match(c["about"]) and after.startswith(",")), \
                (lang, seed, c["about"])


def test_a_tickets_browsers_are_of_one_release_window() -> None:
    """r94 0019: "Edge 120" (December 2023) beside "Firefox 126 on Ubuntu 24.04" (May 2024):
    each version maps to its release month; a ticket's two lie at most two months apart,
    and Ubuntu 24.04 (late April 2024) only beside versions of May 2024."""
    release = {("Chrome", str(v)): v - 120 for v in range(119, 132)}
    release.update({("Edge", str(v)): v - 120 for v in range(119, 132)})
    release.update({("Firefox", str(v)): v - 121 for v in range(120, 133)})
    release.update({("Safari", v): m for v, m in (("17.1", -1), ("17.2", 0), ("17.3", 1),
                                                  ("17.4", 3), ("17.5", 5), ("17.6", 7),
                                                  ("18.0", 9), ("18.1", 10))})
    for lang, seed, p in sampled("issue_ticket", 20):
        envs = [re.search(r"(Chrome|Firefox|Safari|Edge) ([\d.]+)", e) for e in p["env"]]
        months = [release[(m[1], m[2])] for m in envs]
        assert max(months) - min(months) <= 2, (lang, seed, p["env"])
        for e, m in zip(p["env"], months, strict=True):
            assert "24.04" not in e or m >= 4, (lang, seed, p["env"])
            assert "macOS 15" not in e or m >= 9, (lang, seed, p["env"])
            ios = re.search(r"iOS (\d+)", e)
            assert not ios or f"Safari {ios[1]}." in e, (lang, seed, p["env"])


def test_code_pages_draw_distinct_program_shapes() -> None:
    """r94: code_editor, ide_problems_panel and diff_viewer printed one skeleton (describe()
    returning an f-string, an "...Index" class, defaultdict totals skipping one status with
    continue) with renamed identifiers. Modules now differ in shape (argparse or sys.argv,
    validation, JSON export, a CSV report, a filtered or a continue loop, three describe()
    layouts), each compiles and imports nothing it does not use (but a planted "os")."""
    import numpy as np

    from surfaces.kit.code_world import sample_module
    shapes = set()
    for seed in range(60):
        module = sample_module(np.random.default_rng([seed, 94]), faults=seed % 4)
        source = "\n".join(module.lines)
        compile(source, module.path, "exec")
        planted = {f.name for f in module.faults if f.kind == "unused_import"}
        for line in module.lines:
            m = re.fullmatch(r"import (\w+)", line)
            if m and m[1] not in planted:
                assert f"{m[1]}." in source, (seed, m[1])
        defs = tuple(re.sub(r"_\w+", "", d) for d in module.functions)
        shapes.add((defs, "argparse" in source, "continue" in source,
                    next((t for t in module.lines if "return" in t and "describe" in source
                          and t.strip().startswith("return") and "f\"" in t), "")[:12]))
    assert len(shapes) >= 30, len(shapes)
