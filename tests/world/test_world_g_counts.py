"""Chrome that counts what is shown (g_counts): page numbers, line counts, trees, unread
marks and dates agree with the content the page renders."""

from __future__ import annotations

import re

from world_helpers import region_words, rendered, sampled

from generator.content import locale_data
from surfaces import registry


def _langs(name: str) -> list[str]:
    return [lang for lang in ("en", "de", "fr", "es", "it", "nl")
            if lang in registry.get(name).languages]


def _clause_number(label: str, ordinals: list[str]) -> int:
    """The number a clause heading prints: "3.", "§ 3", or an ordinal word ("TERCERA.–")."""
    digits = re.sub(r"\D", "", label)
    if digits:
        return int(digits)
    words = [o.casefold() for o in ordinals]
    return next(i + 1 for i, o in enumerate(words) if re.search(rf"\b{o}\b", label.casefold()))


def test_contract_folio_follows_the_clauses_on_the_page() -> None:
    """Clause 1 heads page 1; the final provisions whole on the page make it the last."""
    for lang in _langs("contract_page"):
        for seed in range(8):
            p, geo = rendered("contract_page", lang, seed)
            shown = [_clause_number(r.label, p["ordinals"]) for r in geo.regions
                     if r.name == "clause"]
            n, total = map(int, re.findall(r"\d+", " ".join(region_words(geo, "page number"))))
            assert shown, (lang, seed)
            assert (n == 1) == (shown[0] == 1), (lang, seed, shown, n)
            # the last page shows the final provisions; a page without them is not the last
            assert (total > n) or shown[-1] == 9, (lang, seed, shown, n, total)
            assert n <= 2 and total <= n + 2, (lang, seed)


def test_us_contract_has_no_civil_law_seat() -> None:
    text = " ".join(locale_data("en").SENTENCES["contract"])
    assert "has its seat" not in text and "VAT" not in text


def _minutes(clock: str) -> int:
    h, m = map(int, re.findall(r"\d+", clock)[:2])
    pm = re.search(r"[Pp]\.? ?[Mm]", clock)
    if re.search(r"[AaPp]\.? ?[Mm]", clock):
        h = h % 12 + 12 * bool(pm)
    return h * 60 + m


def test_bbs_callers_are_local_and_the_call_counter_fits_the_log() -> None:
    """"call number 87 today" needs a busy log, six calls over twelve hours a quiet one
    (that the callers live in the board's local area, several towns of it, is
    test_world_h_native's)."""
    for lang, seed, p in sampled("bbs_terminal", 30):
        times = [_minutes(c[2]) for c in p["callers"]]
        assert times == sorted(times, reverse=True) and times[-1] > 0, (lang, seed, times)
        number = int(re.findall(r"\d+", p["welcome"])[-1])
        gap = (times[0] - times[-1]) / 5
        implied = times[0] / max(gap, 1)
        assert number / 4 <= implied <= number * 4, (lang, seed, number, times)


def _composed(name: str, lang: str, seed: int):
    import numpy as np

    from generator.content import Content
    from generator.page import make_theme

    cls = registry.get(name)
    params = cls().sample(np.random.default_rng([seed, 5]),
                          Content(lang, np.random.default_rng([seed, 11])))
    return params, cls().compose(params, make_theme(seed % 2 == 1, "blue"))


def test_csv_line_count_is_the_lines_shown_or_a_scrollbar_says_more() -> None:
    for lang in _langs("csv_preview"):
        for seed in range(12):
            p, page = _composed("csv_preview", lang, seed)
            lines = int(re.findall(r"\d+", p["lines"])[0])
            assert lines == len(p["rows"]) + 1, (lang, seed)
            texts = [("".join(g.char for ln in b.laid.lines for g in ln.glyphs),
                      page.regions[b.region].name) for b in page.text_blocks()]
            numbers = [int(t) for t, region in texts if t.isdigit() and
                       (region == "raw" or region.startswith("cell A"))]
            shown = max(numbers) + (0 if p["raw"] else 1)  # the table numbers data rows
            scrolled = any(getattr(op, "name", "") == "scrollbar" for op in page.ops)
            assert shown == lines or (scrolled and shown < lines), (lang, seed, shown, lines)


def test_ide_problems_and_explorer_are_one_project_tree() -> None:
    """Each file the Problems panel groups is a file of the explorer's tree, under the
    folders its path names; the open file is in it."""
    for lang, seed, p in sampled("ide_problems_panel", 15):
        files = {path for _, _, path, folder in p["tree"] if not folder}
        folders = {path for _, _, path, folder in p["tree"] if folder}
        for g in p["groups"]:
            assert g["path"] in files, (lang, seed, g["path"], sorted(files))
            parts = g["path"].split("/")
            assert {"/".join(parts[:k]) for k in range(1, len(parts))} <= folders
        assert p["active"] in files, (lang, seed)


def test_memo_weekday_is_the_first_such_day_after_its_date() -> None:
    """"by Thursday" in a memo of Monday 24 March means 27 March, not 3 April."""
    import datetime

    for lang, seed, p in sampled("memo_page", 25):
        target = datetime.date.fromisoformat(str(p["target"])[:10])
        issued = datetime.date.fromisoformat(str(p["issued"])[:10])
        assert 2 <= (target - issued).days <= 6, (lang, seed, issued, target)
        assert issued.weekday() < 5 and target.weekday() < 5, (lang, seed)


def test_dialog_loss_follows_the_autosave_and_the_report_names_a_quarter_once() -> None:
    saves = 0
    for lang, seed, p in sampled("system_dialog", 40):
        since_open = locale_data(lang).UI["wf.save_loss"].strip("{}").split("|")[1]
        text = " ".join(p["message"])
        if p["kind"] == "save" and re.search(r"\b\d+\b", text):  # the autosave is told
            saves += 1
            assert since_open not in text, (lang, text)
        quarters = re.findall(r"\b(?:Q|T)\d \d{4}\b|\b\d\S* (?:trimestre|kwartaal|Quartal)"
                              r" \d{4}", p["doc_paras"][-1])
        assert len(quarters) == len(set(quarters)), (lang, seed, p["doc_paras"][-1])
    assert saves


def _dos_entries(value):
    if isinstance(value, list) and value and isinstance(value[0], list) and \
            len(value[0]) >= 4 and value[0][2] in ("file", "dir", "updir"):
        yield from value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _dos_entries(v)
    elif isinstance(value, list):
        for v in value:
            yield from _dos_entries(v)


def test_dos_file_sizes_fit_their_type() -> None:
    """A recipe in DOC is tens of KB at most, a text file a few KB, never 300 KB."""
    cap = {"TXT": 20000, "DOC": 60000, "WRI": 40000, "BAT": 2000, "WK1": 60000}
    seen = 0
    for lang, seed, p in sampled("dos_file_manager", 25):
        for e in _dos_entries(p):
            if e[2] == "file" and e[1] in cap:
                seen += 1
                assert int(e[3]) <= cap[e[1]], (lang, seed, e)
    assert seen


def test_appointment_day_is_an_open_day_and_the_practice_is_not_the_doctor() -> None:
    import datetime

    for lang, seed, p in sampled("appointment_portal", 25):
        assert p["day"] in p["free"], (lang, seed)
        assert all(datetime.date(p["year"], p["m"], d).weekday() < 5 for d in p["free"])
        surname = p["doctor_name"].split()[-1]
        assert not re.search(rf"\b{re.escape(surname)}\b", p["practice"]), (lang, seed)


def test_news_next_step_is_a_working_day_and_the_newest_items_are_unread() -> None:
    import datetime

    from surfaces.kit.holidays import public_holidays

    mostly = pages = 0
    for lang, _seed, p in sampled("rss_reader", 25):
        nxt = datetime.date.fromisoformat(p["world"]["next"])
        assert nxt.weekday() < 5 and nxt not in public_holidays(lang, nxt.year), (lang, nxt)
        total = sum(int(c) for c in p["counts"])
        newest = [i["unread"] for k, i in enumerate(p["items"][:6]) if k != p["selected"]]
        pages += 1
        mostly += sum(newest) >= len(newest) // 2 or total < 10
    assert mostly >= 0.9 * pages, (mostly, pages)


def test_calendar_shows_the_countrys_public_holidays() -> None:
    """Labor Day (the first Monday of September) is on an en calendar's September."""
    from surfaces.kit.holidays import public_holidays

    seen = 0
    for lang, seed, p in sampled("calendar_month", 25):
        for day, name in public_holidays(lang, p["year"]).items():
            if day.month == p["month"]:
                seen += 1
                assert p["events"][str(day.day)][0][1] == name, (lang, seed, name)
    assert seen


def test_moving_holidays_fall_on_their_days() -> None:
    import datetime

    from surfaces.kit.holidays import public_holidays

    en = public_holidays("en", 2026)
    assert en[datetime.date(2026, 9, 7)] == "Labor Day"
    assert en[datetime.date(2026, 11, 26)] == "Thanksgiving Day"
    assert datetime.date(2025, 4, 21) in public_holidays("de", 2025)  # Ostermontag
    assert datetime.date(2024, 5, 9) in public_holidays("fr", 2024)  # Ascension


def test_teletext_headlines_tell_distinct_stories() -> None:
    for lang, seed, p in sampled("teletext_page", 30):
        data = locale_data(lang)
        pool, story = data.SENTENCES["apps_tx_headline"], data.UI["w10gc.tx_story"]
        assert len(pool) == len(story), lang
        for (head, _), k in zip(p["heads"], p["entries"], strict=True):
            assert head.split()[-1] in pool[k] or "{" in pool[k], (lang, head, pool[k])
        told = [story[k] for k in p["entries"]]
        assert len(told) == len(set(told)), (lang, seed, p["heads"])


def test_server_filter_chip_names_the_hosts_environment_and_ips_share_subnets() -> None:
    import numpy as np

    from generator.content import Content

    words = {"prod": ("prod", "produ"), "stg": ("stag", "pré", "preprod", "accept"),
             "dev": ("develop", "entwickl", "desarrol", "dévelop", "svilupp", "ontwikkel")}
    for lang, seed, p in sampled("server_inventory", 20):
        envs = {r["env"] for r in p["rows"]}
        assert len(envs) == 1, (lang, seed)
        tag = p["tags"][0].lower()
        assert any(w in tag for w in words[envs.pop()]), (lang, seed, tag)
        nets = {r["ip"].rsplit(".", 2)[0] for r in p["rows"]}
        thirds = {int(r["ip"].split(".")[2]) for r in p["rows"]}
        assert len(nets) == 1 and thirds <= {0, 1, 2}, (lang, seed, thirds)
    assert Content("en", np.random.default_rng(0)).word_at("apps_srv_tag", 2) == "Development"


def test_lecture_has_one_guest_lecturer_and_slides_in_lecture_order() -> None:
    both = 0
    for lang, seed, p in sampled("lecture_slide", 40):
        text = " ".join(p["notes"])
        names = set(re.findall(
            r"(?:gastcollege van|gastles van|guest lecture by) ([A-Z]\w+ [A-Z][\w-]+)", text))
        both += len(re.findall("gastcollege van|gastles van", text)) >= 2
        assert len(names) <= 1, (lang, seed, names)
        assert p["deck"].index(p["title"]) == 1 and p["current"] == 2, (lang, seed)
    assert both, "no page names the guest lecture twice"
    bullets = [b for r in locale_data("nl").SLOTS["rec_lecture"] for b in r["bullets"]]
    assert not any(b.endswith("curves snijden") for b in bullets)
