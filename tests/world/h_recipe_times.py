"""Read the durations a recipe step states, per language, and what each one is: cooking
(boil, fry, bake, simmer), hands-on work (knead, beat) or waiting (rest, chill, rise, soak).
Used by test_world_h_recipe.py (review w12: 'CUISSON 30 min' above 20 minutes of boiling and
'une vingtaine de minutes' in the oven)."""

from __future__ import annotations

import itertools
import re

from generator.content.grammar import _options, _parts

NUMBERS = {
    "en": "a 1 an 1 one 1 two 2 three 3 four 4 five 5 six 6 seven 7 eight 8 nine 9 ten 10 "
          "twelve 12 fifteen 15 twenty 20 twenty-five 25 thirty 30 forty 40 forty-five 45 "
          "fifty 50 sixty 60 ninety 90 eleven 11 fourteen 14 eighteen 18 thirty-five 35 "
          "fifty-five 55",
    "de": "eine 1 einer 1 einen 1 ein 1 zwei 2 drei 3 vier 4 fünf 5 sechs 6 sieben 7 acht 8 "
          "neun 9 zehn 10 zwölf 12 fünfzehn 15 zwanzig 20 fünfundzwanzig 25 dreißig 30 "
          "vierzig 40 fünfundvierzig 45 fünfzig 50 sechzig 60 achtzehn 18 fünfunddreißig 35 "
          "anderthalb 1.5 eineinhalb 1.5",
    "fr": "une 1 un 1 deux 2 trois 3 quatre 4 cinq 5 six 6 sept 7 huit 8 neuf 9 dix 10 "
          "douze 12 quinze 15 vingt 20 vingt-cinq 25 trente 30 quarante 40 "
          "quarante-cinq 45 cinquante 50 soixante 60 dix-huit 18 trente-cinq 35",
    "es": "una 1 un 1 dos 2 tres 3 cuatro 4 cinco 5 seis 6 siete 7 ocho 8 nueve 9 diez 10 "
          "doce 12 quince 15 veinte 20 veinticinco 25 treinta 30 cuarenta 40 cincuenta 50 "
          "sesenta 60 dieciocho 18",
    "it": "un 1 una 1 uno 1 due 2 tre 3 quattro 4 cinque 5 sei 6 sette 7 otto 8 nove 9 "
          "dieci 10 dodici 12 quindici 15 venti 20 venticinque 25 trenta 30 quaranta 40 "
          "cinquanta 50 sessanta 60 diciotto 18 trentacinque 35",
    "nl": "een 1 één 1 twee 2 drie 3 vier 4 vijf 5 zes 6 zeven 7 acht 8 negen 9 tien 10 "
          "twaalf 12 vijftien 15 twintig 20 vijfentwintig 25 dertig 30 veertig 40 vijftig 50 "
          "zestig 60 achttien 18 vijfendertig 35 anderhalf 1.5 tweeënhalf 2.5",
}
# phrases that name a duration without a plain number, as minutes
PHRASES = {
    "en": [(r"an hour and a half|one and a half hours|1½ hours", 90),
           (r"three quarters of an hour", 45), (r"half an hour|half-hour", 30),
           (r"a quarter of an hour", 15), (r"a couple of minutes", 2),
           (r"overnight|a night\b|the night", 480), (r"several hours|a few hours", 180)],
    "de": [(r"eine(?:n|r)? Dreiviertelstunde", 45), (r"eine(?:r)? halben? Stunde", 30),
           (r"eine(?:r)? Viertelstunde", 15), (r"über Nacht|eine Nacht|die Nacht", 480),
           (r"gut(?:e)? (?:eine )?Stunde", 60),
           (r"mehrere Stunden|einige Stunden|ein paar Stunden", 180)],
    "fr": [(r"une heure et demie", 90), (r"trois quarts d'heure", 45),
           (r"une demi-heure", 30), (r"un quart d'heure", 15),
           (r"une vingtaine de minutes", 20), (r"une dizaine de minutes", 10),
           (r"une quinzaine de minutes", 15), (r"une trentaine de minutes", 30),
           (r"une quarantaine de minutes", 40), (r"une bonne heure", 60), (r"toute la nuit|une nuit|la nuit", 480),
           (r"plusieurs heures|quelques heures", 180)],
    "es": [(r"una hora y media", 90), (r"hora y media", 90), (r"tres cuartos de hora", 45),
           (r"media hora", 30), (r"un cuarto de hora", 15),
           (r"toda la noche|una noche|la noche|hasta el día siguiente", 480),
           (r"varias horas|unas horas|algunas horas", 180)],
    "it": [(r"un'ora e mezz[ao]", 90), (r"tre quarti d'ora", 45),
           (r"mezz'ora|mezza ora", 30), (r"un quarto d'ora", 15),
           (r"un paio di minuti", 2), (r"una ventina di minuti", 20), (r"una decina di minuti", 10),
           (r"una quindicina di minuti", 15), (r"una trentina di minuti", 30),
           (r"tutta la notte|una notte|per la notte", 480),
           (r"diverse ore|qualche ora|alcune ore", 180)],
    "nl": [(r"anderhalf uur", 90), (r"drie kwartier", 45), (r"tweeënhalf uur", 150), (r"een half ?uur|half ?uur", 30),
           (r"een kwartier|kwartier", 15), (r"een nacht|de hele nacht|'s nachts", 480),
           (r"een paar uur|enkele uren", 180)],
}
HOURS = r"(?:hours?|hrs?|Stunden?|Std\.?|heures?|horas?|or[ae]|uur|uren|h)"
MINUTES = r"(?:minutes?|mins?\.?|Minuten?|Min\.?|minutos?|minuti|minuto|minuten|minuut)"
RANGE = r"(?:to|or|-|–|bis|oder|à|ou|a|o|tot|of)"
AND = r"(?:and|und|et|y|e|en)"
# a time inside another one ("for the last ten minutes", "every half hour"): no new time
INSIDE = re.compile(r"\blast\b|letzten|dernières|avant la fin|últimos|ultimi|laatste|"
                    r"\bevery\b|\balle\b|toutes les|\bcada\b|\bogni\b|\belke?\b|"
                    r"\bbefore serving(?! (?:at least|for))", re.I)


def _numbers(lang: str) -> dict[str, float]:
    return {w: float(n) for w, n in zip(*[iter(NUMBERS[lang].split())] * 2, strict=True)}


def _number(token: str, table: dict[str, float]) -> float | None:
    token = token.casefold().replace(",", ".")
    if re.fullmatch(r"\d+(?:\.\d+)?", token):
        return float(token)
    return table.get(token)


def durations(text: str, lang: str) -> list[tuple[int, int, int]]:
    """Every duration ``text`` states as (start, end, minutes); a range counts by its top,
    '1 h 30' and '1 hour 20 minutes' count as one."""
    table = _numbers(lang)
    found: list[tuple[int, int, int]] = []
    for pat, mins in PHRASES[lang]:
        for m in re.finditer(pat, text, re.I):
            found.append((m.start(), m.end(), mins))
        text = re.sub(pat, lambda m: "#" * len(m.group(0)), text, flags=re.I)
    word = r"(?<![\w'])(?:\d+(?:[.,]\d+)?|[^\W\d_]+(?:-[^\W\d_]+)?'?)"
    unit = re.compile(rf"(?:({word})\s*{RANGE}\s*)?({word})(½)?(?:\s+|(?<=[\d'½]))"
                      rf"(?:{AND} (?:a )?half )?({HOURS}|{MINUTES})(?!\w)"
                      rf"(\s*(?:{AND}\s+)?(\d+|{word})\s*{MINUTES}?(?!\w))?", re.I)
    for m in unit.finditer(text):
        top = _number(m.group(2).rstrip("'").removesuffix("-"), table)
        if top is None:
            continue
        hours = re.fullmatch(HOURS, m.group(4), re.I) is not None
        mins = top * (60 if hours else 1) + (30 if m.group(3) else 0)
        if hours and re.search(rf"{AND} (?:a )?half", m.group(0), re.I):
            mins += 30
        end = m.end(4)
        if hours and m.group(5):
            extra = _number(m.group(6), table)
            if extra is not None and (re.search(MINUTES, m.group(5), re.I)
                                      or m.group(6).isdigit()):
                mins += extra
                end = m.end(5)
        found.append((m.start(), end, int(round(mins))))
    return sorted(found)


WAIT = re.compile(
    r"\brest|\bcool|chill|fridge|refrigerat|marinat|\brise|prove|soak|overnight|infuse|"
    r"\bstand\b|\bset\b|room temperature|\bleave|lassen|laisse|dej[aeá]|lascia|\blaten\b|\blaat\b|"
    r"ruhen|abkühl|auskühl|kühl|marinier|gehen|ziehen|einweichen|quellen|Nacht|"
    r"Zimmertemperatur|fest werden|"
    r"repos|refroidi|réfrigérateur|frigo|au frais|mariner|macérer|lever|pousser|tremper|"
    r"gonfler|infuser|nuit|température ambiante|prendre\b|"
    r"repos|enfri|nevera|frigor|refriger|marinar|levar|leud|remojo|noche|temperatura ambiente|"
    r"cuajar|"
    r"riposa|raffredd|frigo|marinare|lievit|ammollo|notte|rassodare|"
    r"\brust|afkoel|koelkast|koel|marineer|rijzen|weken|nacht|kamertemperatuur|opstijven", re.I)
COOK = re.compile(
    r"simmer|boil|bake|roast|fry|cook|grill|brais|poach|steam|toast|stew|sear|brown|sizzl|"
    r"kochen|köcheln|garen|backen|braten|brat|schmoren|dünsten|dämpfen|sieden|grillen|"
    r"rösten|\bgar\b|"
    r"cuire|cuisson|mijot|bouilli|bouillant|ébulli|rôti|frire|fondre|griller|revenir|dorer|braiser|pocher|"
    r"blanchi|enfourn|"
    r"cocer|coce|hervir|hierv|hornea|asar|freír|fríe|sofr|dorar|guisar|cocin|rehog|"
    r"cuoc|cuoci|bollire|bolli|forno|infornare|inforna|arrostire|friggere|soffrig|rosolar|"
    r"brasare|stufare|sobbollire|"
    r"koken|kook|bakken|bak\b|braden|braad|sudderen|smoren|stoven|grillen|pocheren|roosteren|"
    r"fruiten|frituur|frit|garen|oven|\btrekken|\btrek\b|laag vuur", re.I)
HANDS = re.compile(r"knead|beat|whisk|whip|mix|blend|rub|kneten|schlagen|"
                   r"pétri|battre|fouett|amasa|bati|impast|montare|sbatt|"
                   r"kneden|klop", re.I)
# where one clause of a step ends and the next begins; a comma only parts a clause that
# says what it does ("Bake, covered, for 40 minutes" reads its verb before the commas)
CLAUSE = re.compile(r"[;.]|\b(?:then|and then|meanwhile|dann|danach|inzwischen|puis|"
                    r"ensuite|pendant ce temps|luego|después|mientras|poi|quindi|"
                    r"nel frattempo|daarna|dan|ondertussen|intussen|while|während|pendant que|mentre|"
                    r"terwijl)\b", re.I)
COMMA = re.compile(r",|\b(?:and|und|et|y|e|en)\b")
# a wait done ahead: "take the chicken out of the fridge half an hour before"
AHEAD = re.compile(r"\s*(?:before\b(?! the end| serving)|beforehand|vorher|im Voraus|"
                   r"avant\b(?! la fin| de servir)|à l'avance|antes\b(?! de servir)|"
                   r"prima\b(?! di servire)|van tevoren)", re.I)


def _around(text: str, start: int, end: int, cut: re.Pattern[str]) -> tuple[int, int]:
    bounds = [0, *(m.end() for m in cut.finditer(text)), len(text)]
    return max(b for b in bounds if b <= start), min(b for b in bounds if b >= end)


def kind(text: str, start: int, end: int, lang: str) -> str | None:
    """What the duration at text[start:end] times: 'cook', 'hands', 'wait' or None (a time
    inside another one, 'for the last ten minutes', 'every half hour')."""
    before = text[max(0, start - 30):start]
    lo, hi = _around(text, start, end, CLAUSE)
    wide = text[lo:hi]
    if INSIDE.search(before) or INSIDE.search(wide):
        return None
    a, b = _around(wide, start - lo, end - lo, COMMA)
    if AHEAD.match(text, end):
        return "wait"
    # a wait named right after its time, verb last ("zehn Minuten abkühlen lassen")
    near = re.split(r"\b(?:and|und|et|y|e|en|o|or|oder|ou|of)\b", wide[end - lo:b])[0][:30]
    if lang in ("de", "nl") and WAIT.search(near) and not COOK.search(near):
        return "wait"
    for clause in (wide[a:b], wide):
        if WAIT.search(clause) and not COOK.search(clause):
            return "wait"
        if COOK.search(clause):
            return "cook"
        if HANDS.search(clause):
            return "hands"
    return "cook"


def kinds(text: str, lang: str) -> dict[str, int]:
    """The minutes ``text`` states per kind: 'cook', 'hands' and 'wait'."""
    out = {"cook": 0, "hands": 0, "wait": 0}
    for start, end, mins in durations(text, lang):
        k = kind(text, start, end, lang)
        if k:
            out[k] += mins
    return out


def expansions(template: str) -> list[str]:
    """Every text a step template can give (its {a|b} alternatives, nested ones too)."""
    pieces: list[list[str]] = []
    for kind, piece in _parts(template):
        if kind == "text":
            pieces.append([piece])
        elif piece.startswith("@") or len(_options(piece)) == 1:
            pieces.append(["{" + piece + "}"])
        else:
            pieces.append([t for o in _options(piece) for t in expansions(o)])
    return ["".join(p) for p in itertools.product(*pieces)]
