"""Pages of the record/office group written from one world: the dictionary popup opens on
the whole selected word of a story about one town's project, and more (see each test)."""

from __future__ import annotations

import re
import unicodedata

from world_helpers import rendered, sampled

UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})  # a German slug's spelling


def test_popup_selects_the_whole_looked_up_word() -> None:
    for lang, seed, p in sampled("dictionary_popup", 4):
        sel = p["texts"][0][p["offset"]:p["offset"] + len(p["word"])]
        assert sel == p["word"] and sel.lower() == p["headword"].lower(), (lang, seed, sel)
        assert p["example"] in p["texts"][0], (lang, seed)
        brand = unicodedata.normalize("NFKD", p["brand"].lower()).encode("ascii", "ignore")
        spelt = p["brand"].lower().translate(UMLAUTS)  # "Mönchengladbach" -> "moenchengladbach"
        assert any(re.sub(r"\W", "", b)[:3] in p["url"].replace(".", "")
                   for b in (brand.decode(), spelt)), \
            (lang, seed, p["url"])  # the masthead's own site (L'Écho -> lecho), not hotel.com


def test_popup_is_drawn_on_every_page() -> None:
    for lang, seed in (("es", 0), ("en", 5), ("nl", 7), ("de", 2), ("it", 9), ("fr", 3)):
        _, geo = rendered("dictionary_popup", lang, seed)
        assert any(r.name == "popover" for r in geo.regions), (lang, seed)


def _variants(template: str) -> set[str]:
    """Every expansion of a short ``{a|b}`` template (drawn until none is new)."""
    import numpy as np

    from generator.content import grammar
    rng = np.random.default_rng(0)
    return {grammar.expand(template, rng) for _ in range(200)}


def test_progress_note_never_reports_one_thing_twice_otherwise() -> None:
    """Rhinitis disturbs sleep, iron upsets the stomach: the general "sleep unchanged",
    "no side effects" lines are not written next to them."""
    import numpy as np

    from generator.content import Content
    from surfaces.kit.clinic import SKIP_COMMON
    seen = 0
    for lang, seed, p in sampled("patient_record", 15):
        c = p["problem_ids"][0]
        if c not in SKIP_COMMON:
            continue
        templates = Content(lang, np.random.default_rng(0)).data.SENTENCES["hmed.note_common"]
        note = " ".join(p["note"])
        for i in SKIP_COMMON[c]:
            for v in _variants(templates[i]):
                assert v.rstrip(".") not in note, (lang, seed, v)
        seen += 1
    assert seen


def test_inhaler_puffs_agree_with_their_number() -> None:
    bad = re.compile(r"\b(?:1|one) (?:puffs|Hübe|bouffées|inhalaciones|erogazioni|pufjes)\b")
    for lang, seed, p in sampled("patient_record", 15):
        for sig in p["sigs"]:
            assert not bad.search(sig), (lang, seed, sig)
        assert not re.search(r"\b1 times\b", " ".join(p["note"])), (lang, seed)


def test_patient_note_is_not_an_editor() -> None:
    _, geo = rendered("patient_record", "fr", 0)
    assert not [r for r in geo.regions if r.name.split(" ")[0] == "note"]


def test_vault_entries_have_the_fields_of_their_kind() -> None:
    """A home Wi-Fi has a network name (no e-mail login, no website), a bank or supplier a
    customer number, a site a username or address; the site is a named one."""
    from surfaces.password_manager import _fields
    for lang, seed, p in sampled("password_manager", 12):
        for it in p["items"]:
            fields = dict(_fields(it, "•", "123 456"))
            if it["kind"] == 2:  # home Wi-Fi
                assert "@" not in it["user"] and "website" not in fields, (lang, seed, it)
                assert "network" in fields and "security" in fields
            elif it["kind"] in (0, 5, 8, 9):  # bank, insurer, supplier, library
                # (a German insured's number is a KVNR: a letter and nine digits)
                kvnr = lang == "de" and it["kind"] == 5
                assert re.fullmatch(r"[A-Z]\d{9}" if kvnr else r"\d+", it["user"]), (lang, seed, it)
            else:
                assert it["user"] and not it["user"].isdigit(), (lang, seed, it)
            site = fields.get("website", "")
            assert not re.search(r"//(bank|tax|energy|health|stream|cloud|library)\.[a-z]+$", site), \
                (lang, seed, site)
            assert "{" not in site and (it["kind"] == 2 or site.startswith("http")), site


def test_voicemail_times_fit_the_time_it_was_left() -> None:
    """A parcel that "came at" a time came before the call; "call me back before" a time
    that is after it."""
    import numpy as np

    from generator.content import Content
    checked = 0
    for lang, seed, p in sampled("voicemail_list", 12):
        templates = Content(lang, np.random.default_rng(0)).data.SLOTS["hm_vm_person"]
        parcel, back = templates[3], templates[7]
        for it in p["items"]:
            left = _minutes(it["when"].split(" ", 1)[1])
            for template, later in ((parcel, False), (back, True)):
                pre = template.split("{past}" if not later else "{later}")[0].split("}")[-1]
                if pre and pre in it["text"]:
                    said = it["text"].split(pre, 1)[1]
                    t = _minutes(said[:12])
                    assert (t > left) if later else (t < left), (lang, seed, it["when"],
                                                                 it["text"])
                    checked += 1
    assert checked


def _minutes(text: str) -> int:
    """Minutes since midnight of a clock time ("3:05 PM", "15.05", "15 h 05", "15:05")."""
    m = re.search(r"(\d{1,2})(?:\D{1,3}(\d{2}))?(\s*[AP]M)?", text.strip())
    h, mm = int(m.group(1)), int(m.group(2) or 0)
    if "PM" in (m.group(3) or "") and h < 12:
        h += 12
    return h * 60 + mm


def test_dutch_names_are_common_ones() -> None:
    from generator import languages
    common = set(languages.fact("nl", "people.last_names", list))
    for lang, seed, p in sampled("voicemail_list", 6):
        if lang != "nl":
            continue
        for it in p["items"]:
            if it["known"]:
                assert it["name"].split(" ", 1)[1] in common, (seed, it["name"])


def test_markdown_note_is_a_work_note_without_stock_lines() -> None:
    """The open note is about one department's quarter (wave 11: no loose stock lines at
    all, "It helps to read the draft aloud" read as filler): titled for it, and holding no
    line of the stock "note" pool."""
    from world_helpers import template_regex

    from generator.content import Content
    from generator.content.provider import locale_data
    from surfaces.kit.doc_genres import MORE
    for lang, seed, p in sampled("markdown_notes", 8):
        data = locale_data(lang)
        ui = Content(lang, __import__("numpy").random.default_rng(0)).ui
        if p["genre"] == "report":
            assert p["title"] == ui("hp.title", dept=p["dept"], period=p["period"]), (lang, seed)
        elif p["genre"] in MORE:  # h_docs' genres: titled from their own world (doc_genres)
            titles = Content(lang, __import__("numpy").random.default_rng(0)).ui_list(
                f"{MORE[p['genre']][3]}.title")
            assert any(re.fullmatch(template_regex(t), p["title"]) for t in titles), \
                (lang, seed, p["title"])
        assert p["notes"][p["active"]] == p["title"]
        text = " ".join(p["texts"] + p["more"] + [p["quote"]])
        for t in data.SENTENCES["note"]:
            assert not re.search(template_regex(t), text), (lang, seed, t)


def test_order_thumbnails_show_the_stated_colour() -> None:
    from generator.content.provider import locale_data
    from surfaces.kit.products import SHOP_COLOURS
    for lang, seed, p in sampled("order_confirmation", 10):
        colours = locale_data(lang).SLOTS["shop_colour"]
        assert len(colours) == len(SHOP_COLOURS)
        for it in p["items"]:
            assert it["variant"].endswith(colours[it["colour"]]) or \
                colours[it["colour"]] in it["variant"], (lang, seed, it)


def test_order_footer_keeps_clear_of_the_address() -> None:
    for lang, seed in (("it", 0), ("en", 1), ("de", 2), ("fr", 3)):
        _, geo = rendered("order_confirmation", lang, seed)
        foot = [r.box for r in geo.regions if r.name == "footer"]
        det = [r.box for r in geo.regions if r.name == "details"]
        if foot and det:
            assert foot[0][1] >= det[0][3] + 10, (lang, seed, foot, det)


def test_alert_ages_switch_to_hours_at_the_hour_and_pods_are_kubernetes_shaped() -> None:
    for lang, seed, p in sampled("alert_list", 10):
        for a in p["alerts"]:
            digits = int(re.search(r"\d+", a["age"]).group(0))
            if a["minutes"] >= 60:
                assert digits == max(1, round(a["minutes"] / 60)), (lang, seed, a["age"])
            for pod in re.findall(r"\b[a-z][a-z-]*-[a-z0-9]{9,10}-[a-z0-9]{5}\b", a["text"]):
                assert re.fullmatch(r"[a-z-]+-[b-z2-9]{9,10}-[b-z2-9]{5}", pod), pod
    text = " ".join(a["text"] for _, _, p in sampled("alert_list", 10) for a in p["alerts"])
    assert re.search(r"-[b-z2-9]{9,10}-[b-z2-9]{5}\b", text)


def test_inbox_subject_lines_come_back_only_after_all_were_used() -> None:
    from world_helpers import decontract, template_regex

    from generator.content.provider import locale_data
    from surfaces.kit.messages import PERSONAL_SUBJECTS
    for lang, seed, p in sampled("gmail_inbox", 3):
        subjects = locale_data(lang).TITLES["mailui.subject"]
        regs = [re.compile(template_regex(subjects[i], True) + "$") for i in PERSONAL_SUBJECTS]
        first = [max((k for k, r in enumerate(regs) if r.match(decontract(m["subject"]))),
                     default=-1)
                 for m in p["mails"]]  # the most specific line ("RE: dates for" over "RE:")
        cycles = -(-len(p["mails"]) // len(PERSONAL_SUBJECTS))
        assert max(first.count(k) for k in set(first) if k >= 0) <= cycles, \
            (lang, seed, [m["subject"] for m in p["mails"]])


def test_admin_table_is_sorted_by_name() -> None:
    for lang, seed, p in sampled("admin_user_table", 6):
        names = [u["name"] for u in p["users"]]
        # accents and case ignored, as a console sorts ("Adélaïde" before "Adrien")
        from surfaces.admin_user_table import name_key
        assert names == sorted(names, key=name_key), (lang, seed)


def test_typed_pdf_forms_ask_for_no_capitals_or_ink() -> None:
    """A form filled in on screen (mixed case, a blue signature) asks for no block capitals
    or black ink; Spanish approval is "aprobado por"; no sole-member firm "y asociados"."""
    ink = re.compile(r"capital|\bink\b|Druckbuchstaben|schwarze|majuscule|encre|mayúscula|tinta"
                     r"|stampatello|penna|blokletter|inkt", re.I)
    for lang, seed, p in sampled("pdf_form", 8):
        text = repr(p)
        assert not ink.search(" ".join(str(v) for v in p.values() if isinstance(v, (str, list)))
                              ), (lang, seed)
        assert "sido aprobado mi" not in text and "S.L.U." not in text, (lang, seed)


def test_anonymous_survey_says_the_address_is_not_shared() -> None:
    for lang, seed in (("de", 0), ("en", 1)):
        p, geo = rendered("survey_form", lang, seed)
        words = " ".join(w.text for w in geo.words)
        assert p["labels"]["not_shared"].split()[0] in words, (lang, seed)


def test_memo_bolds_only_its_whole_date_and_bullets_add_to_the_opening() -> None:
    for lang, seed, p in sampled("memo_page", 8):
        marks = [m for ms in p["marks"] for m in ms]
        assert len(marks) <= 1 and all(m[2] == "bold" for m in marks), (lang, seed, marks)
        for k, ms in enumerate(p["marks"]):
            for a, b, _, _ in ms:
                assert " " in p["texts"][k][a:b], (lang, seed, p["texts"][k][a:b])
        said = {w.lower() for w in re.findall(r"\w{4,}", " ".join(p["texts"]))}
        for item in p["bullets"]:
            ws = [w.lower() for w in re.findall(r"\w{4,}", item)]
            assert sum(w in said for w in ws) < 0.6 * len(ws), (lang, seed, item)


def test_print_preview_shows_its_document() -> None:
    for lang, seed in (("en", 0), ("de", 3)):
        p, geo = rendered("print_dialog", lang, seed)
        ids = {r.id for r in geo.regions if r.name == "preview"}
        words = [w.text for w in geo.words if geo.glyphs[w.glyphs[0]].region in ids]
        assert p["doc"].split()[0] in words, (lang, seed, words)
        # an app behind it: its toolbar's icons
        assert sum(s.kind == "icon" and s.box[3] <= 64 for s in geo.shapes) >= 5


def test_installer_logo_is_the_apps_initial() -> None:
    p, geo = rendered("installer_wizard", "en", 1)
    ids = {r.id for r in geo.regions if r.name == "title bar"}
    words = [w.text for w in geo.words if geo.glyphs[w.glyphs[0]].region in ids]
    assert words[0] == p["app"][0], words


def test_dictionary_examples_wear_the_languages_quotation_marks() -> None:
    from generator import languages
    for lang, seed in (("nl", 0), ("de", 1), ("fr", 2)):
        _, geo = rendered("dictionary_entry", lang, seed)
        chars = "".join(g.char for g in geo.glyphs)
        left, right = languages.fact(lang, "quotes", list)
        assert left in chars and "\u201c" not in chars.replace(left, "").replace(right, ""), \
            (lang, seed)


def test_popup_quotes_no_example_about_another_project() -> None:
    from generator.content.provider import locale_data
    from surfaces.dictionary_popup import OFF_TOPIC
    for lang, seed, p in sampled("dictionary_popup", 4):
        entries = locale_data(lang).SLOTS["office_dict"]
        off = {entries[i]["example"].rstrip(".") for i in OFF_TOPIC[lang]}
        assert not any(o in p["example"] for o in off), (lang, seed, p["example"])
