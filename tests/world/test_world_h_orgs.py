"""Organisations, topics and stories hang together: a control is owned by the department
that runs it, a firm shares links on its own drive, a shop sells what it trades in."""

import re

import numpy as np

from generator.content import Content
from tests.world.world_helpers import sampled

# IT and security controls: passwords, network and access rights, accounts
IT_WORDS = {"en": r"password|network|access rights|permissions|account",
            "de": r"passw|netzwerk|zugriffsrecht|berechtigung|konten",
            "fr": r"mot de passe|mots de passe|réseau|droits d'accès|comptes",
            "es": r"contraseña|red interna|permisos|derechos de acceso|cuentas",
            "it": r"password|rete|permessi|diritti di accesso|account",
            "nl": r"wachtwoord|netwerk|rechten|accounts|inloggegevens"}
IT_DEPTS = re.compile(r"\bIT\b|ICT|informati|sicurezza|seguridad|sécurité", re.I)


def test_it_controls_are_owned_by_it_not_by_facilities_or_hr():
    for lang, seed, p in sampled("compliance_checklist", 40):
        depts = Content(lang, np.random.default_rng(0))._slot("doc_dept")
        others = [d for d in depts if not IT_DEPTS.search(d)]
        for item in p["items"]:
            text = item["text"]
            if re.search(IT_WORDS[lang], text, re.I):
                named = [d for d in others if re.search(rf"\b{re.escape(d)}\b", text)]
                assert not named, (lang, seed, text, named)


def test_a_workspace_shares_links_on_one_drive():
    for name in ("thread_replies", "slack_like", "teams_chat"):
        for lang, seed, p in sampled(name, 30):
            hosts = set(re.findall(r"https://(drive\.[\w.-]+)/", repr(p)))
            assert len(hosts) <= 1, (name, lang, seed, hosts)


# groceries: a shop selling headphones, lamps and backpacks never says it sells them
GROCERY = {"en": r"grocer|fresh produce|fruit", "de": r"lebensmittel|frisch|obst|gemüse",
           "fr": r"courses|produits frais|marché|épicerie", "es": r"compras de cada semana|fresco|frutas",
           "it": r"spesa|frutta|verdura|freschi|dispensa", "nl": r"boodschappen|vers|groente"}


def test_a_shop_headline_fits_its_catalogue():
    for lang, seed, p in sampled("support_chat", 40):
        assert not re.search(GROCERY[lang], p["hero"] + " " + p["hero_sub"], re.I), (
            lang, seed, p["hero"], p["cards"])


ANDROID = r"Pixel|Galaxy|Xiaomi|Moto G|OnePlus|Fairphone|Android"


def test_app_store_reviews_name_the_stores_phones():
    for lang, seed, p in sampled("app_store_listing", 30):
        text = repr(p["reviews"])
        assert not re.search(ANDROID, text), (lang, seed, text)


def test_engineers_channels_talk_of_build_work():
    seen = 0
    for lang, seed, p in sampled("slack_like", 60):
        slots = Content(lang, np.random.default_rng(0)).data.SLOTS
        if p["channel"] not in (slots["chat_channel"][3], slots["chat_channel"][9]):
            continue
        seen += 1
        others = set(slots["chat_task"]) - set(slots["chat_task_dev"])
        for m in p["messages"]:
            named = [t for t in others if re.search(rf"(?<!\w){re.escape(t)}(?!\w)", m["text"])]
            assert not named, (lang, seed, p["channel"], m["text"])
    assert seen > 10


def test_an_event_is_organised_by_a_club_or_the_towns_traders():
    for lang, seed, p in sampled("event_page", 30):
        city = p["address"].rsplit(", ", 1)[-1]
        org = p["organiser"]
        assert city in org or city[1:] in org, (lang, seed, org, p["address"])
        if p["kind"] == 0:
            assert re.search(r"jazz|kultur|cultu|arts", org, re.I), (lang, seed, org)
        assert lang != "fr" or not re.search(r"\bde [AEIOU]", org), (lang, seed, org)


ORIGIN = r"started out as|als Ersatz|né pour|nació para|nato per|ontstaan als"


def test_a_readme_features_section_lists_features():
    for lang, seed, p in sampled("package_registry", 30):
        blocks = p["blocks"] if "blocks" in p else p["readme"]
        if len(blocks) > 2:
            assert not re.search(ORIGIN, blocks[2]["text"]), (lang, seed, blocks[2])


def test_a_patch_release_only_fixes_and_releases_fall_on_working_days():
    import datetime

    from surfaces.kit.holidays import is_working_day
    for lang, seed, p in sampled("changelog_page", 30):
        for r in p["releases"]:
            if not r["version"].endswith(".0"):
                assert [k for k, _ in r["sections"]] in ([], ["fixed"]), (lang, seed, r)
            day = datetime.date.fromisoformat(r["iso"])
            assert is_working_day(lang, day), (lang, seed, r["version"], r["iso"])


def test_in_dutch_the_birthday_person_treats():
    """"Ik trakteer" is the birthday person's line in the Netherlands, never the
    congratulator's (the scene's even turns are the congratulator's)."""
    scenes = Content("nl", np.random.default_rng(0)).data.SLOTS["w8_chat_scene"]
    for scene in scenes:
        turns = scene["turns"]
        if "Gefeliciteerd" in turns[0]:
            assert not any("trakteer" in t for t in turns[::2]), turns


# "return the completed form": the form is the enclosed one
RETURN_FORM = {"en": (r"return .{0,30}form|form and return", r"enclosed"),
               "de": (r"Formular .{0,30}zurück", r"beiliegend"),
               "fr": (r"retourner (le formulaire|le bulletin|le document)", r"ci-joint"),
               "es": (r"(devolviera|remitiera|hiciera llegar|devuelva|remita|haga llegar) el "
                      r"(formulario|impreso|documento)", r"adjunto"),
               "it": (r"modulo", r"allegato"), "nl": (r"formulier", r"bijgevoegd")}


def test_a_business_letter_is_dated_on_a_working_day_and_names_its_enclosure():
    import datetime

    from surfaces.kit.holidays import is_working_day
    for lang, seed, p in sampled("scanned_letter", 40):
        day = datetime.date.fromisoformat(p["iso"])
        assert is_working_day(lang, day), (lang, seed, p["date"])
        if p["ref"]:  # an American letter has no reference lines
            year = int(p["ref"][1].rsplit("/", 1)[1])
            assert year in (day.year % 100, (day.year - 1) % 100 if day.month == 1 else -1), (
                lang, seed, p["ref"], p["date"])
        asks, named = RETURN_FORM[lang]
        for text in p["texts"]:
            if re.search(asks, text):
                assert re.search(named, text), (lang, seed, text)


def test_a_letter_repeats_no_phrase_of_three_words():
    from surfaces.kit.phrases import repeated_phrases
    assert repeated_phrases("Queda a su disposición. Quedamos a su disposición.") == {
        "a su disposición"}
    for lang, seed, p in sampled("scanned_letter", 40):
        text = " ".join(p["texts"])
        assert not repeated_phrases(text), (lang, seed, repeated_phrases(text), text)


def test_medications_fit_the_patients_age_and_conditions():
    import datetime

    # hmed.drugs 11 sumatriptan, 12 propranolol; rec_diagnosis 1 hypertension, 2 asthma
    barred_by = {11: {1}, 12: {2}}
    for lang, seed, p in sampled("patient_record", 60):
        for drug in p["med_ids"]:
            assert not barred_by.get(drug, set()) & set(p["problem_ids"]), (
                lang, seed, p["meds"], p["problems"])
        if 7 in p["problem_ids"]:  # migraine: a triptan, not advised over 65
            assert p["age_n"] <= 65, (lang, seed, p["age_n"], p["meds"])
            onset = datetime.date.fromisoformat(p["since_days"][p["problem_ids"].index(7)])
            dob = datetime.date.fromisoformat(p["dob_iso"])
            assert (onset - dob).days < 60 * 365.25, (lang, seed, p["dob_iso"], onset)


BUDGET_KEPT = r"kept to the budget|Kostenrahmen eingehalten|tenu le budget|cumplido el presupuesto|" \
              r"rispettato il budget|binnen het budget gebleven"


def test_news_quotes_fit_the_phase_and_sections_fit_the_topic():
    for lang, seed, p in sampled("website_article", 40):
        world = p["world"]
        if world["kind"] in (0, 2):  # approved or just starting: nothing is finished yet
            assert not re.search(BUDGET_KEPT, " ".join(p["texts"])), (lang, seed, p["texts"])
        slots = Content(lang, np.random.default_rng(0)).data.SLOTS
        topic = slots["w6n_topic"].index(world["topic"])
        if topic == 4:  # the school extension: news, never business
            assert p["active"] == 0, (lang, seed, p["kicker"])


BUSINESS = r"\b(company|business|firm|Unternehm\w*|Firma|entreprise|empresa|azienda|bedrijf)\b"


def test_speaker_notes_are_not_about_business_in_other_subjects():
    for lang, seed, p in sampled("lecture_slide", 40):
        if re.search(r"Econ|Wirtschaft|Économ|Econom|Economie", p["file"]):
            continue
        text = " ".join(p["notes"])
        assert not re.search(BUSINESS, text, re.I), (lang, seed, p["file"], text)


def test_croquettes_are_drawn_fried_not_as_meatballs_or_soup():
    from surfaces.kit.food import dish_kind
    for title in ("Croquetas de jamón", "Kroketten", "Croquettes de poisson",
                  "Crocchette di patate"):
        assert dish_kind(title) in ("fried", ""), (title, dish_kind(title))
    for lang, seed, p in sampled("recipe_card", 40):
        if re.search(r"croquet|kroket|crocchett", p["title"], re.I):
            assert dish_kind(p["title"]) == "fried", (lang, seed, p["title"])


STADIUM = r"stadium|stadion|estadio|stadio|sportpark"


def test_a_stadium_in_the_news_has_a_name():
    for lang in ("en", "de", "es", "it", "nl"):
        topics = Content(lang, np.random.default_rng(0)).data.SLOTS["web_topic"]
        for topic in topics:
            if re.search(STADIUM, topic, re.I):
                words = topic.split()[1:]
                assert any(w[:1].isupper() for w in words), (lang, topic)
    for lang, seed, p in sampled("search_page", 30):
        text = repr(p)
        assert not re.search(r"(old|alte|antiguo|vecchio|oude) (stadium|Stadion|estadio|stadio|"
                             r"stadion)\b(?! (am|de|Comunale))", text), (lang, seed)


def test_novel_replies_answer_the_line_before():
    """A turn that answers the other's line goes on with a line of its own, never with a
    reaction to the other ("Maybe you're right. You always do this, Ines.")."""
    for name in ("book_page", "ereader"):
        for lang, seed, p in sampled(name, 25):
            slots = Content(lang, np.random.default_rng(0)).data.SLOTS
            react = slots["nv_quote"][0].split("{")[0].strip()
            replies = [r.split("{")[0].strip(" ,") for r in
                       [*slots["nv_reply"], *slots["nv_reply_q"]]]
            texts = p.get("texts") or [t for pg in p.get("pages", []) for t in pg["paragraphs"]]
            assert texts, (name, lang, seed)
            for para in texts:
                at = para.find(react)
                if at > 0:
                    before = para[:at]
                    assert not any(r and r in before[-len(r) - 6:] for r in replies), (
                        name, lang, seed, para)
