"""A small clinical world shared by the patient record and the prescription: the condition
seen first (one rec_diagnosis), then the drugs that treat it with their strength and
directions, the day's measurements, and the note written from them
(generator/locales/*/content/h_med.toml)."""

from __future__ import annotations

from typing import Any

import numpy as np

from generator.content import Content
from generator.content.names import surname_of
from surfaces.kit import choice
from surfaces.kit.numbers import format_number, format_percent, locale_fact, territory, ui_list
from surfaces.kit.phrases import repeated_phrases

# hmed.drugs, same order: (dose form, strengths, doses a day; 0 = when needed)
DRUGS = [("tab", (500, 850, 1000), 2), ("tab", (10, 20, 40), 1), ("tab", (2.5, 5, 10), 1),
         ("tab", (5, 10), 1), ("inh", (100,), 0), ("inh", (100, 200), 4), ("tab", (25, 50, 75, 100), 1),
         ("tab", (200,), 1), ("tab", (250, 500), 2), ("tab", (200, 400), 0), ("tab", (10,), 1),
         ("tab", (50, 100), 0), ("tab", (40, 80), 2), ("cap", (20, 40), 1), ("tab", (50, 100), 1),
         ("cap", (500,), 3)]
INHALERS = (4, 5)
NSAIDS = (8, 9)
AMOXICILLIN, OMEPRAZOLE, SERTRALINE = 15, 13, 14
# rec_diagnosis index -> (drugs always given, drugs one of which may be added)
# (a persistent asthma takes a controller, the inhaled corticosteroid, beside its reliever:
# r56, "mild persistent asthma" on salbutamol alone)
TREATS = {0: ([0], [1]), 1: ([2, 3], [1]), 2: ([4, 5], []), 3: ([6], []), 4: ([7], []),
          5: ([8, 9], [13]), 6: ([10], []), 7: ([11], [12])}
# drugs a condition rules out (rec_diagnosis index): no triptan with high blood pressure,
# no propranolol (a beta-blocker) for an asthmatic
BARRED_BY = {11: {1}, 12: {2}}
# the oldest patient a condition's drugs suit (triptans are not advised over 65; a record
# goes back at most eight years, so a migraine was not first found after 60 either)
OLDEST = {7: 60}
# rec_allergy (same order): penicillin, peanuts, latex, sulfonamides, shellfish, ibuprofen
ALLERGY_BARS = {0: (AMOXICILLIN,), 5: NSAIDS}


def compatible(conditions: list[int]) -> list[int]:
    """``conditions`` without one whose own drug another of them rules out (no migraine
    beside high blood pressure: its triptan is barred); the first always stays."""
    out = conditions[:1]
    for c in conditions[1:]:
        rules_out = any(c in BARRED_BY.get(d, set()) for k in out for d in TREATS[k][0])
        if not rules_out and not any(BARRED_BY.get(d, set()) & {*out, c} for d in TREATS[c][0]):
            out.append(c)
    return out


def drugs_for(rng: np.random.Generator, conditions: list[int]) -> list[int]:
    """The drugs of each condition: one of its alternatives (two blood-pressure drugs, two
    painkillers), maybe one add-on none of the other conditions rules out; no drug twice."""
    out: list[int] = []
    for c in conditions:
        need, extra = TREATS[c]
        picks = [int(choice(rng, need))] if c in (1, 5) else list(need)
        extra = [d for d in extra if not BARRED_BY.get(d, set()) & set(conditions)]
        if extra and rng.random() < 0.5:
            picks.append(int(choice(rng, extra)))
        out += [d for d in picks if d not in out]
    return out


def drug_name(content: Content, rng: np.random.Generator, index: int) -> str:
    """The drug's name with a strength of its own ("Metformin 850 mg")."""
    dose = float(choice(rng, DRUGS[index][1]))
    text = format_number(dose, content.lang, 0 if dose == int(dose) else 1, group=False)
    return ui_list(content, "hmed.drugs")[index].replace("#", text)


def sig(content: Content, index: int) -> str:
    """The drug's directions, worded afresh on each page."""
    return content.ui(f"hmed.sig.{index}")


def vitals(rng: np.random.Generator, lang: str, condition: int,
           pulse: str = "{n} bpm") -> dict[str, Any]:
    """A follow-up's vital signs: no fever, normal saturation; higher pressure for a
    hypertensive patient; the pulse in the unit ``pulse`` the country's records print
    (w21.pulse: "72 lpm" in Spain, "72/min" in Germany)."""
    high = condition == 1
    sys_bp = int(rng.integers(132, 158) if high else rng.integers(112, 136))
    dia = int(rng.integers(82, 96) if high else rng.integers(68, 86))
    temp, kg = float(rng.integers(361, 374)) / 10, float(rng.integers(520, 1100)) / 10
    # an American chart reads °F, lb and "96%" (r91 0014: "36.3 °C", "109.2 kg", "SpO2 96 %"
    # beside "DOB: 7/28/1980"); the percent sign is spaced as the language's CLDR pattern
    if territory(lang) == "US":
        shown = [f"{format_number(temp * 9 / 5 + 32, lang, 1)} °F",
                 f"{format_number(kg * 2.20462, lang, 0)} lb"]
    else:
        shown = [f"{format_number(temp, lang, 1)} °C", f"{format_number(kg, lang, 1)} kg"]
    return {"bp": (sys_bp, dia), "shown": [
        f"{sys_bp}/{dia} mmHg", pulse.format(n=int(rng.integers(58, 90))), *shown,
        format_percent(int(rng.integers(96, 100)), lang, 0)]}


def measures(rng: np.random.Generator, lang: str, condition: int,
             bp: tuple[int, int]) -> dict[str, str]:
    """The day's values the note quotes for ``condition`` (the pressure is the vital sign's;
    a status says whether the value is on target)."""
    num = lambda x, d=1: format_number(x, lang, d, group=False)  # noqa: E731
    if condition == 0:
        v = float(rng.integers(60, 88)) / 10
        return {"v": num(v), "ok": str(v <= 7.0)}
    if condition == 1:
        home = (bp[0] - int(rng.integers(4, 12)), bp[1] - int(rng.integers(2, 6)))
        return {"v": f"{bp[0]}/{bp[1]}", "ok": str(bp[0] < 140 and bp[1] < 90),
                "home": f"{home[0]}/{home[1]}"}
    if condition == 2:
        # a controlled asthma: the peak flow is 85-95 % of the patient's best (r40 read
        # "about 2 % of best", the reliever's uses a week in the percentage's place); no
        # night symptoms, so the reliever is never "mostly at night" beside "no night
        # waking" (r49), and an annual review is due in twelve months, not six
        return {"v": str(int(rng.integers(38, 62)) * 10), "n": str(int(rng.integers(2, 5))),
                "pct": str(5 * int(rng.integers(17, 20))), "ok": "True"}
    if condition == 3:
        return {"v": num(float(rng.integers(8, 40)) / 10), "ok": "True"}
    if condition == 4:
        hb = float(rng.integers(108, 128)) / 10  # g/dl; the Dutch write mmol/l
        return {"v": num(hb * 0.6206 if lang == "nl" else hb), "n": str(int(rng.integers(18, 45))),
                "ok": "True"}
    if condition == 5:
        now = int(rng.integers(2, 5))
        return {"v": str(now), "prev": str(now + int(rng.integers(2, 4))), "ok": "True"}
    if condition == 7:
        n = int(rng.integers(2, 6))
        return {"n": str(n), "prev": str(n + int(rng.integers(2, 5))), "ok": "True",
                "v": f"{bp[0]}/{bp[1]}"}
    return {"ok": "True"}


def note(rng: np.random.Generator, content: Content, problems: list[str], condition: int,
         values: dict[str, str]) -> list[str]:
    """The progress note on the condition seen today (``problems[0]``): what the patient
    reports, the day's value, the examination, other problems, the plan."""
    def lower(s: str) -> str:
        if locale_fact(content.lang, "capitalised_nouns"):
            return s
        return "ij" + s[2:] if s.startswith("IJ") else s[0].lower() + s[1:]

    status = content.ui("hmed.status." + ("ok" if values["ok"] == "True" else "high"))
    fixed = {k: v for k, v in values.items() if k != "ok"} | {"status": status}
    c = condition
    first = _reports(rng, content, c, content.ui("hmed.note_open",
                                                diagnosis=lower(problems[0])), fixed)
    second = [content.ui(f"hmed.val.{c}", **_all(fixed))]
    common = _common(rng, content, c, int(rng.integers(2, 4)))
    agrees = [t for t, i in common if i == AGREES]  # "Agrees with the plan." after the plan
    second += [t for t, i in common if i != AGREES]
    if len(problems) > 1 and rng.random() < 0.6:
        second.append(content.ui("hmed.also", other=lower(problems[1])))
    plan = content.sentences(f"hmed.plan.{c}", 2, **fixed) + agrees
    return [" ".join(first), " ".join(second), " ".join(plan)]


def _reports(rng: np.random.Generator, content: Content, condition: int, opening: str,
             fixed: dict[str, str]) -> list[str]:
    """The opening and the condition's report lines, each drawn until it says no phrase of
    those before ("Estornudos en la época de polen ... Duerme peor en plena época de
    polen", "visita di controllo" twice)."""
    templates = content.data.SENTENCES[f"hmed.note.{condition}"]
    out = [opening]
    for i in rng.permutation(len(templates)):
        said = " ".join(out)
        for _ in range(8):
            line = content.fill(templates[int(i)], **fixed)
            if repeated_phrases(f"{said} {line}") <= repeated_phrases(said):
                break
        out.append(line)
    return out


# hmed.note_common (same order in every language): sleep and appetite, medication (no
# side effects), heart and lungs, the plan; a condition whose own lines speak of one of
# them skips it: anaemia's tiredness and the iron's upset stomach, rhinitis' sleep and
# chest, migraine's poor sleep
SLEEP, MEDS, EXAM, AGREES = 0, 1, 2, 3
SKIP_COMMON = {4: {SLEEP, MEDS}, 6: {SLEEP, EXAM}, 7: {SLEEP}}


def _common(rng: np.random.Generator, content: Content, condition: int,
            k: int) -> list[tuple[str, int]]:
    """``k`` of the general lines, none that the condition's own lines already report
    otherwise ("sleep disturbed" then "sleep unchanged")."""
    templates = content.data.SENTENCES["hmed.note_common"]
    keep = [i for i in range(len(templates)) if i not in SKIP_COMMON.get(condition, set())]
    picks = sorted(int(i) for i in rng.permutation(keep)[:k])
    return [(content.fill(templates[i]), i) for i in picks]


def _all(fixed: dict[str, str]) -> dict[str, str]:
    """Every value a measurement line may name (unused ones are ignored by str.format)."""
    return {"v": "", "n": "", "prev": "", "home": "", "pct": ""} | fixed


def doctor(content: Content, rng: np.random.Generator) -> tuple[str, str]:
    """A doctor: the name, and the name with the title of their sex ("Dra. Ana Ruiz")."""
    female = bool(rng.random() < 0.5)
    first = content.fake.first_name_female() if female else content.fake.first_name_male()
    towns = set(content.data.SLOTS["cities"])
    last = next((n for n in (content.last_name() for _ in range(6)) if n not in towns),
                content.last_name())  # "Vasco Cáceres" would read as a town in the notes
    name = f"{first} {last}"
    return name, ui_list(content, "hmed.doctor")[female].format(name=name)


def practice(content: Content, rng: np.random.Generator, doctor: str) -> str:
    """The practice's name, after its doctor ("Praxis Dr. Weber")."""
    template = str(choice(rng, ui_list(content, "hmed.practice")))
    return template.format(name=surname_of(content.data.FAKER_LOCALE, doctor))
