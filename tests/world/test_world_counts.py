"""Counts printed on a page match the items the page shows."""

from __future__ import annotations

import re

import numpy as np
from world_helpers import region_words, rendered, sampled, written_from

from generator.content import Content


def test_alert_list_firing_count_is_the_alerts_shown() -> None:
    for seed in range(4):
        for lang in ("en", "fr"):
            _, geo = rendered("alert_list", lang, seed)
            shown = [r for r in geo.regions if r.kind == "alert"]
            numbers = [w for w in region_words(geo, "tab bar") if w.isdigit()]
            assert numbers and int(numbers[0]) == len(shown), (lang, seed, numbers, len(shown))


def _drawn_rows(geo) -> int:
    rows = {re.fullmatch(r"cell [A-Z]+(\d+)", r.name).group(1) for r in geo.regions
            if re.fullmatch(r"cell [A-Z]+\d+", r.name)}
    return len(rows)


def test_pagers_count_the_rows_drawn() -> None:
    for name in ("data_table", "admin_user_table"):
        for seed in range(5):
            params, geo = rendered(name, ("en", "de", "es")[seed % 3], seed)
            numbers = [int(re.sub(r"\D", "", n))
                       for n in re.findall(r"\d(?:[\d.,\u202f\u00a0 ]*\d)?", params["showing"])]
            # "1-10 of 817", or the last page "351-358 of 358"
            first, last, total = numbers[:3]
            assert last - first + 1 == _drawn_rows(geo), (name, seed, params["showing"])
            assert first == 1 and total > last or last == total, (name, seed)


def test_a_browser_shows_the_page_of_its_active_tab() -> None:
    from world_helpers import sampled

    for lang, seed, p in sampled("browser_tabs", seeds=5):
        assert p["tabs"][p["active"]] == p["title"], (lang, seed)
        from surfaces.kit.web import path_slug as _slug

        assert p["url"].count("/") == 3 and p["url"].split("/")[-1] == _slug(p["title"])


def test_server_inventory_counts_the_servers_shown() -> None:
    for seed in range(4):
        params, geo = rendered("server_inventory", ("en", "es")[seed % 2], seed)
        assert _drawn_rows(geo) == len(params["rows"]), seed
        assert sum(params["counts"].values()) == len(params["rows"])
        hosts = {r["host"].split("-")[-2] for r in params["rows"]}
        assert len(hosts) == 1  # one region, printed as the rows' location
        assert len({r["loc"] for r in params["rows"]}) == 1


def test_flight_results_pass_the_filters_shown() -> None:
    from world_helpers import sampled

    for lang, seed, p in sampled("flight_booking", seeds=6):
        for r in p["results"]:
            assert p["stop_on"][r["stops"]], (lang, seed)
            assert p["airlines"].index(r["airline"]) != p["airline_off"]
        cheapest = min(p["results"], key=lambda r: r["value"])["price"]
        assert p["sort_prices"][1] == cheapest


def test_hotels_listed_pass_the_checked_filter() -> None:
    from world_helpers import sampled

    for lang, seed, p in sampled("hotel_listing", seeds=8):
        for hotel in p["hotels"]:
            if p["checked"] == 0:
                assert hotel["cancel"], (lang, seed)
            elif p["checked"] == 1:
                assert hotel["breakfast"], (lang, seed)
            else:
                assert p["amenities"][0] in hotel["perks"], (lang, seed)


def test_photo_gallery_album_is_one_trip():
    from world_helpers import sampled
    for lang, seed, p in sampled("photo_gallery", 15):
        fields = dict((k, v) for k, v in p["fields"])
        city = list(fields.values())[-1]
        assert p["sub"].endswith(p["counts"][0]), (lang, seed, p["sub"], p["counts"][0])
        taken = list(fields.values())[-2]
        assert taken.startswith(p["sub"].split(" · ")[0]), (lang, seed, taken, p["sub"])
        others = [c for c in Content(lang, np.random.default_rng(0))._slot("cities")
                  if c not in city and city not in c]
        for photo in p["photos"]:
            named = [c for c in others if re.search(rf"\b{re.escape(c)}\b", photo["caption"])]
            assert not named, (lang, seed, photo["caption"], city)


def test_job_application_letter_names_only_the_job_town():
    from world_helpers import sampled
    for lang, seed, p in sampled("job_application", 15):
        others = [c for c in Content(lang, np.random.default_rng(0))._slot("cities")
                  if c not in p["city"] and p["city"] not in c]
        text = " ".join(p["letter"])
        named = [c for c in others if re.search(rf"\b{re.escape(c)}\b", text)]
        assert not named, (lang, seed, p["city"], named)


def test_course_outline_runs_in_teaching_order():
    from world_helpers import sampled
    for lang, seed, p in sampled("course_platform", 4):
        titles = Content(lang, np.random.default_rng(0)).data.TITLES["records.lesson"]
        assert p["lessons"][0] == titles[5] and p["lessons"][-1] == titles[4], (lang, seed)
        assert titles[7] not in p["lessons"], (lang, seed)


def test_settings_rows_stand_under_their_section():
    for seed in range(4):
        params, geo = rendered("settings_panel", "en", seed)
        if "phone" in params:
            continue
        lines = [geo.line_text(line) for line in geo.lines]
        for row in params["rows"]:
            if row["label"] not in lines:
                continue  # cut by the page's height
            above = lines[:lines.index(row["label"])]
            headings = [t for t in above if t in params["nav"][1:]]
            assert headings and headings[-1] == params["nav"][row["section"]], (seed, row)


def test_docs_page_title_is_the_open_page():
    from world_helpers import sampled
    for lang, seed, p in sampled("docs_site", 6):
        assert p["title"] == p["side"][p["active"]], (lang, seed)


def test_file_names_fit_their_kind_and_size():
    from world_helpers import sampled

    from surfaces.file_manager import EXT, NAME_KINDS
    for lang, seed, p in sampled("file_manager", 8):
        names = Content(lang, np.random.default_rng(0))._slot("apps_fm_file")
        for row in p["rows"]:
            if row["kind"] == "folder":
                continue
            stem, ext = row["name"].rsplit(".", 1)
            assert ext == EXT[row["kind"]], (lang, seed, row)
            # a camera's own name, an archive named after its folder (h_r99 saved_name)
            if re.match(r"(IMG|DSC|VID)_\d", stem):
                assert row["kind"] in ("image", "video"), (lang, seed, row)
                continue
            if row["kind"] == "zip" and stem.startswith(p["folder"] + " "):
                continue
            k = next(i for i, n in enumerate(names) if stem == n or stem.startswith(n + " ")
                     or stem.endswith(" " + n))  # "2023-02-20 contract draft"
            assert row["kind"] in NAME_KINDS[k], (lang, seed, row)


def test_server_inventory_tags_names_and_sizes_agree() -> None:
    from surfaces.server_inventory import SIZES
    tags = {"prod": 0, "stg": 1, "dev": 2}
    for lang, seed, p in sampled("server_inventory", 5):
        envs = {r["host"].split("-")[1] for r in p["rows"]}
        assert len(envs) == 1, (lang, seed)
        env = envs.pop()
        word = Content(lang, np.random.default_rng(0)).word_at("apps_srv_tag", tags[env])
        assert p["tags"] == [word], (lang, seed, p["tags"], env)
        for r in p["rows"]:
            role = r["host"].split("-")[0]
            # (the size of its role in its environment; the domain controller is Windows)
            assert role == "ad" and r["os"].startswith("Windows") or \
                (r["cores"], r["mem_gb"]) in SIZES[role][tags[env]], r
            assert r["mem_gb"] >= r["cores"], r
        hosts = [r["host"] for r in p["rows"]]
        assert len(set(hosts)) == len(hosts), (lang, seed)
        assert len({r["ip"].rsplit(".", 2)[0] for r in p["rows"]}) == 1  # one private network


def test_alert_rows_fit_their_rule() -> None:
    from surfaces.alert_list import RULE_MIN_MINUTES, RULE_SEVERITY, RULES
    for lang, seed, p in sampled("alert_list", 6):
        order = ["critical", "warning", "info"]
        keys = [(order.index(a["severity"]), a["minutes"]) for a in p["alerts"]]
        assert keys == sorted(keys), (lang, seed)
        for a in p["alerts"]:
            k = RULES.index(a["rule"])
            assert a["severity"] in RULE_SEVERITY[k] and a["minutes"] >= RULE_MIN_MINUTES[k]
            assert a["labels"][0] in ("env=prod", "env=staging"), a["labels"]
            n = a["minutes"] if a["minutes"] < 60 else max(1, round(a["minutes"] / 60))
            assert str(n) in a["age"], (lang, seed, a)


def test_alert_text_describes_its_rule_in_every_language() -> None:
    from surfaces.alert_list import RULES
    marks = {"HighCPUUsage": "CPU", "HighErrorRate": "5xx", "CertificateExpiry": "TLS",
             "SlowResponses": "p95", "PodRestarting": "pod"}
    for lang, seed, p in sampled("alert_list", 2):
        texts = Content(lang, np.random.default_rng(0)).ui_list("gops.alert.texts")
        assert len(texts) == len(RULES)
        for rule, word in marks.items():
            assert word.lower() in texts[RULES.index(rule)].lower(), (lang, rule)
        for a in p["alerts"]:  # the rule's text, written about the alert's service
            assert written_from(a["text"], [texts[RULES.index(a["rule"])]], single=True), a
            assert a["service"] in a["text"], (lang, seed, a)
