"""Turn a sampled target into an instruction sentence in the example's language.

The target's ``ref`` is plain data (see generator/targets/*); this module picks a template
of the category and fills its slots from the language package's vocabulary:

  {word}      word reference (word_*, caret_*_word, structural_text, chrome_label, and the
              host word of char targets)       {char} character reference
  {c1} {c2}   the two quoted characters of caret_between_chars
  {mark}      punctuation reference            {pair} the two words of between_words
  {line} {para} {sentence}  unit references   {gap} blank-line reference
  {final}     the name of a sentence's final character (ref["final"]: "the full stop")
  {q}         the quoted ref["text"]           {fmt} a response-format hint (FORMATS)
  {where}     the trailing qualifiers of ref["qualifiers"] with a leading space ("" if none)
Other categories (invoice) may use {q}, {fmt} and {where}.
"""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

import numpy as np

from generator import languages
from generator.instructions.drag import DRAG_KINDS, drag_slots
from generator.instructions.options import options_for
from generator.instructions.orthography import respell
from generator.instructions.regions import authored, labelled
from generator.instructions.tokens import WORDLIKE, token_kind
from generator.languages import LanguageError
from generator.rng import choice
from generator.targets import Target

LANGUAGE_KEYS = ("QUOTES", "CODE_QUOTES", "ORDINALS", "STYLE_ADJ", "STYLE_SUFFIX", "COLOURS",
                 "CHAR_NOUNS", "MARKS", "PHRASES", "QUALIFIERS", "FORMATS", "REGIONS",
                 "TEMPLATES", "READONLY", "CARET_WORDS", "MULTILINE_WORDS", "GLYPH_WORDS", "FINAL", "AUTHORED",
                 "TOUCH", "POINTER_WORDS")
# the categories whose own words say "right before/after" a word: a neighbour clause there is
# a relative or bracketed one ("(das Wort nach »nennen«)"); between two characters of a word
# the plain "nach »nennen«" reads (r42 #9: "im Text »Sie« (folgend auf »nennen«)")
CARET_CATEGORIES = frozenset({"caret_before_word", "caret_after_word", "punctuation"})
TRAILING = ("sentence", "phrase", "after", "before", "region")
# quotation marks (what a reader calls a quoted text, a word or "the text …": tokens.py)
QUOTE_CHARS = frozenset("“”\"'‘’«»„‚‹›`")
SECOND_STOP = re.compile(r"([.!?…]\s?[“”\"'‘’«»‚‹›`])\.$")
# a word of the language, not an identifier: letters only, one of them beyond ASCII
LANGUAGE_WORD = re.compile(r"(?=.*[^\x00-\x7f])[^\W\d_]+\.?")
# a value printed in code, not an identifier: a number, a time or a date ("3630",
# "19:16:18.914"), a hash or trace id ("f9cfc301"), a code of capitals and digits ("A4",
# "INV-2031"). A writer quotes it in the language's own marks: "l'identifiant « f9cfc301 »",
# never markdown backticks around an id in a French sentence (r55 0015)
OPAQUE_VALUE = re.compile(r"[-+−]?\d[\d\s.,:/%\u202f\u00a0-]*|\d{4}-\d\d-\d\dT[\d:.]+Z?"
                          r"|(?=\D*\d)[0-9a-fA-F]{6,}"
                          r"|(?=[^\d]*\d)(?=.*[A-Z])[A-Z\d]+(?:-[A-Z\d]+)*")
# a text holding single quotation marks (not an apostrophe inside a word), or opening with
# the letters an apostrophe elides ("s-Hertogenbosch" of 's-Hertogenbosch): single outer
# marks would nest in the same style or read as the elision ('s-Hertogenbosch')
SINGLE_MARKS = "'‘’‚‹›"
SINGLE_QUOTING = re.compile(r"[‘‚‹›]|(?<![^\W_])['’]|['’](?![^\W_])|^(?:s|t|n|k)[\s-]",
                            re.IGNORECASE)


class InstructionError(LanguageError):
    def __str__(self) -> str:
        return str(self.args[0])


# a template's own article or noun before a pair's letters ("between the {c1} and the {c2}",
# "tra i caratteri {c1}"), dropped where the letters are named by place
DOUBLE_ARTICLE = re.compile(r"\b(?:the|de|dem|le|i caratteri) \{(c[12])\}")

def templates(lang: str) -> SimpleNamespace:
    """The instruction vocabulary and templates of ``lang`` (from its locale folder:
    instructions/{vocab,templates,regions}.toml and forms.py)."""
    try:
        return languages.instructions(lang)
    except LanguageError as exc:
        raise InstructionError(f"no instruction templates for language {lang!r}: {exc}") \
            from None


def available_languages() -> tuple[str, ...]:
    out = []
    for lang in languages.codes():
        try:
            templates(lang)
        except InstructionError:
            continue
        out.append(lang)
    return tuple(out)


class _Writer:
    """Builds the phrases of one instruction from one language package and one stream."""

    def __init__(self, module: SimpleNamespace, rng: np.random.Generator, clause: bool):
        self.m, self.rng, self.clause = module, rng, clause
        self.marks: tuple[str, str] | None = None  # one quotation style per instruction
        self.tight = False  # table clauses without their preposition: "in «Zoé» (row «5»)"
        self.trails: list[tuple[str, str]] = []  # (quoted word, the clause that follows it)

    def pick(self, options: list[str]) -> str:
        return choice(self.rng, options)

    def quote(self, text: str, code: bool = False) -> str:
        # a code fragment is quoted in the language's own marks like any text, never in
        # Markdown backticks (r68 0028: "Wilt u `Afhankelijkheden` aanwijzen?"); backticks
        # only for code that holds every quotation mark of the language
        fitting = [q for q in self.m.QUOTES if q[0] not in text and q[1] not in text]
        if not fitting and code and "`" not in text:
            left, right = self.pick(self.m.CODE_QUOTES)
            return f"{left}{text}{right}"
        # a pair marked "fallback" (French “ ”) only quotes a text holding the usual marks
        pairs = [q[:2] for q in fitting if len(q) == 2] or [q[:2] for q in fitting]
        if SINGLE_QUOTING.search(text):  # „update over ‘Dashboard’”, never '… ‘Dashboard’'
            pairs = [p for p in pairs if p[0] not in SINGLE_MARKS] or pairs
        if not pairs:
            raise InstructionError(f"no quotation marks fit {text!r}")
        if self.marks in pairs:  # a writer keeps the quotation marks it started with
            left, right = self.marks
        else:
            left, right = self.pick(pairs)
            self.marks = self.marks or (left, right)
        return f"{left}{text}{right}"

    def qualifier(self, q: dict[str, Any]) -> str:
        kind = q["type"]
        phrases = self.m.QUALIFIERS
        if kind == "region":
            if q.get("message"):
                return self.pick(authored(self.m, q["name"])).format(name=q["label"])
            if q.get("table") in ("row", "column"):  # a quoted header or row label
                key = f"{q['table']}_tight" if self.tight else q["table"]
                return self.pick(phrases.get(key, phrases[q["table"]])).format(
                    q=self.quote(q["label"]))
            if q["name"].startswith("cell ") and "cell" in phrases:  # "in cell C3"
                return self.pick(phrases["cell"]).format(address=q["name"][5:])
            name = q.get("phrase") or labelled(self.m, self.quote, q) \
                or self.m.REGIONS.get(q["name"], q["name"])
            return self.pick(phrases["region"]).format(region=name)
        if kind in ("after", "before") and self.clause:
            kind = f"{kind}_clause"
        if kind == "phrase" and f"phrase_{q.get('noun')}" in phrases:  # "in the file name"
            kind = f"phrase_{q['noun']}"
        return self.pick(phrases[kind]).format(s=self.quote(q["text"], q.get("code", False)))

    def where(self, quals: list[dict[str, Any]]) -> str:
        parts = [self.qualifier(q) for q in quals if q["type"] in TRAILING]
        return "".join(" " + p for p in parts)

    def relative(self, where: str) -> bool:
        """Whether ``where`` opens with a neighbour clause in its second (relative) form
        ("that follows «y»", "que precede a «y»"), which wants a noun before it."""
        heads = [f.split("{s}")[0].strip() for kind in ("after", "before")
                 for f in self.m.QUALIFIERS[kind][1:]]
        return any(h and where.strip().startswith(h) for h in heads)

    def style_words(self, q: dict[str, Any]) -> tuple[str, str]:
        colour = self.m.COLOURS.get(q.get("colour", ""), q.get("colour", ""))
        adj = self.pick(self.m.STYLE_ADJ[q["style"]]).format(colour=colour)
        suffix = self.pick(self.m.STYLE_SUFFIX[q["style"]]).format(colour=colour)
        return adj, suffix

    def word(self, ref: dict[str, Any]) -> str:
        quals, code = ref["qualifiers"], ref.get("code", False)
        q = self.quote(ref["text"], code)
        ordinal = next((x for x in quals if x["type"] == "ordinal"), None)
        style = next((x for x in quals if x["type"] == "style"), None)
        if ordinal is not None:
            forms = self.m.PHRASES["word_ordinal"]
            if token_kind(ref["text"], code) != "word":  # "the last '1,2'", never "the last
                noun = self.m.PHRASES["word"][0].split("{q}")[0].split()[-1].casefold()
                forms = [f for f in forms  # instance of the word '1,2'" (r60 0023)
                         if not any(w.startswith(noun) for w in str(f).casefold().split())]
            base = self.pick(forms).format(ord=self.m.ORDINALS[ordinal["n"]], q=q)
        elif style is not None:
            adj, suffix = self.style_words(style)
            # after "right after"/"before", a trailing "that is a link" would read as the
            # position's clause: a caret names the styled word by its adjective (first form)
            forms = self.m.PHRASES["word_style"][:1] if self.clause else \
                self.m.PHRASES["word_style"]
            if not WORDLIKE.fullmatch(ref["text"]):  # "„40“ in Fettdruck", not "das Wort"
                forms = self.m.PHRASES["token_style"]
            if style["style"] == "code":  # "l'identifiant `describe`", not "le mot en police…"
                forms = self.m.PHRASES["code_style"][:1 if self.clause else None]
            base = self.pick(forms).format(adj=adj, suffix=suffix, q=q)
        else:
            base = None
        where = self.where(quals)
        kind = token_kind(ref["text"], code)
        if base is None and ref.get("whole") and kind in ("word", "number"):
            base = self.m.PHRASES[kind][0].format(q=q)  # "the word «teken»" by «tekens»
        if base is None:  # not "the text 'Street' in the text '19 Tulare Street'"
            forms = [f for f in self.m.PHRASES[kind]
                     if not f.split("{q}")[0].split()[-1:] or
                     f.split("{q}")[0].split()[-1] not in where.split()] or \
                self.m.PHRASES[kind]
            if self.relative(where):  # "la palabra «buenos» que precede a …", not "en «buenos»
                forms = [f for f in forms if f.strip() != "{q}"] or forms  # que precede a"
            base = self.pick(forms).format(q=q)
        if where:
            self.trails.append((q, where.strip()))
        return base + where

    def char(self, ref: dict[str, Any]) -> str:
        c, n = self.quote(ref["char"]), len(self.trails)
        slots = {"c": c, "noun": self.m.CHAR_NOUNS[ref["char_kind"]],
                 "word": self.word(ref["word"])}
        clause = self.trails[-1][1] if len(self.trails) > n else ""
        if ref["ordinal"] is None:
            return self.unstack(self.pick(self.m.PHRASES["char"]), clause).format(**slots)
        return self.unstack(self.pick(self.m.PHRASES["char_ordinal"]), clause).format(
            ord=self.m.ORDINALS[ref["ordinal"]], **slots)

    def unstack(self, form: str, clause: str) -> str:
        """``form`` linking its ``{word}`` by the language's "of" (PHRASES["char_of"]) when
        the clause after the word opens with the form's own preposition: "the «e» of «emph»
        in the editor", "das »F« von »Freunde« im Text …", never "the «e» in «emph» in the
        editor" or "de „r” in het woord „Deventer” in de zin …"."""
        if not clause:
            return form
        head = _preposition(clause.split()[0])
        of = self.m.PHRASES["char_of"][0]
        cases = dict(getattr(form, "cases", None) or {})
        if "word" in cases:
            if _preposition(cases["word"]) != head:
                return form
            return type(form)(str(form), **{**cases, "word": of})
        m = re.search(r"(\S+) \{word\}", form)
        if not m or _preposition(m.group(1)) != head:
            return form
        text = form[:m.start(1)] + of + form[m.end(1):]
        return type(form)(text, **cases) if cases else type(form)(text)

    def mark(self, ref: dict[str, Any]) -> str:
        return self.pick(self.m.PHRASES["mark"]).format(
            name=self.pick(self.m.MARKS[ref["char"]]), word=self.word(ref["word"]))

    def pair(self, ref: dict[str, Any]) -> str:
        a, b = ref["texts"]
        code = ref.get("code", False)
        words = WORDLIKE.fullmatch(a) and WORDLIKE.fullmatch(b)
        base = self.pick(self.m.PHRASES["pair" if words else "pair_tokens"]).format(
            q=self.quote(a, code), q2=self.quote(b, code))
        return base + self.where(ref["qualifiers"])

    def unit(self, ref: dict[str, Any]) -> str:
        short = {"line": "line", "paragraph": "para", "sentence": "sentence"}[ref["kind"]]
        # a chat message of one paragraph is "the message ending in …" (r42 #11)
        key = f"{short}_{ref['anchor']}" + ("_message" if ref.get("message") else "")
        # never the unit's noun again inside the quote: not "de regel die eindigt op
        # „regel 188”" (r90 0008) where the language has another ("de tekstregel …")
        options = self.m.PHRASES[key]
        text = ref["text"].lower()
        phrase = self.pick([o for o in options if o.split()[1].lower() not in
                            re.findall(r"\w+", text)] or options)
        q = self.quote(ref["text"], ref.get("code", False))
        where = self.where(ref["qualifiers"])
        if "{where}" in phrase:  # its place inside the phrase: "die Zeile, die in der Lektion
            return phrase.format(q=q, where=where)  # mit „X“ beginnt" (r49 0001)
        base = phrase.format(q=q)
        if where and base[-1:].isalpha():  # a phrase ending in its verb takes a comma first
            base += ","
        return base + where

    def gap(self, ref: dict[str, Any]) -> str:
        key = {"between": "gap", "after": "gap_after", "before": "gap_before"}[ref["side"]]
        para1 = self.unit(ref["para1"]) if ref["para1"] else ""
        para2 = self.unit(ref["para2"]) if ref["para2"] else ""
        return self.pick(self.m.PHRASES[key]).format(para1=para1, para2=para2)


def _slots(w: _Writer, ref: dict[str, Any]) -> dict[str, str]:
    kind = ref.get("kind")
    if kind in DRAG_KINDS:
        return drag_slots(w, ref)
    if kind == "word":
        return {"word": w.word(ref)}
    if kind == "char":
        return {"char": w.char(ref)}
    if kind == "char_pair":
        c1, c2 = w.quote(ref["chars"][0]), w.quote(ref["chars"][1])
        if ref.get("double"):  # "between the first «e» and the second «e» in «een»"
            c1 = w.m.PHRASES["pair_first"][0].format(c=c1)
            c2 = w.m.PHRASES["pair_second"][0].format(c=c2)
        return {"c1": c1, "c2": c2, "word": w.word(ref["word"])}
    if kind == "mark":
        return {"mark": w.mark(ref)}
    if kind == "pair":
        return {"pair": w.pair(ref)}
    if kind == "sentence":  # its final mark by name: "right after the question mark"
        final = w.m.FINAL.get(ref.get("final", ""), w.m.FINAL["other"])
        return {"sentence": w.unit(ref), "final": final}
    if kind in ("line", "paragraph"):
        return {{"line": "line", "paragraph": "para"}[kind]: w.unit(ref)}
    if kind == "gap":
        return {"gap": w.gap(ref)}
    return {"where": w.where(ref.get("qualifiers", []))}


def _preposition(word: str) -> str:
    """A preposition with its article fused in, read as the bare one: German "im" is "in
    dem", Italian "nella", "nell'" are "in la", "in l'"."""
    word = word.casefold()
    return "in" if word in ("im", "ins") or word.startswith("nel") else word


def stacked(text: str, trails: list[tuple[str, str]]) -> bool:
    """Whether a clause opens with the preposition that already leads to the word before
    it: "entre « o » et « é » dans « Zoé » dans la ligne « 5 »", "in „Zoé“ in der Zeile",
    "in «Zoé» nella riga"."""
    for quoted, clause in trails:
        at = text.find(f"{quoted} {clause}")
        if at < 0:
            continue
        head = _preposition(clause.split()[0])
        if any(_preposition(w) == head for w in text[:at].split()[-3:]):  # "dans le mot"
            return True
    return False


def formats(options: list[str], template: str, slots: dict[str, str]) -> list[str]:
    """The format hints that read well where the template puts them: an answer verb takes
    "as …"/"in the form …", never a bare parenthesis ("Responde (esquinas …)."), and a hint
    right after a slot whose last words hold an "in" does not open with "in" again ("the
    letter «e» in the word «x» in the form x1, y1, …", "in cell G6 in the form …"), nor
    does one in parentheses follow a slot that ends in a parenthesis."""
    out = list(options)
    if re.search(r"[?]\s+\w+\{fmt\}", template):  # "…? Answer{fmt}."
        out = [f for f in out if not f.lstrip().startswith("(")] or out
    before = re.search(r"\{(\w+)\}\{fmt\}", template)
    if before and str(slots.get(before.group(1), "")).rstrip().endswith(")"):
        # one parenthesis at a time: never "«Ana» (en negrita) (esquinas …)" (r64 0010)
        out = [f for f in out if not f.lstrip().startswith("(")] or out
    if before:
        words = [w for w in str(slots.get(before.group(1), "")).split()
                 if not QUOTE_CHARS.intersection(w)][-4:]
        heads = {_preposition(w) for w in words}
        out = [f for f in out if _preposition(f.split()[0]) not in heads] or out
    return out


def render_instruction(target: Target, lang: str, rng: np.random.Generator) -> str:
    """The instruction for ``target`` in ``lang``; a table clause that would stack a second
    identical preposition ("in «Zoé» in the row for «5»") is written tight ("(«5» row)")."""
    state = rng.bit_generator.state
    text, writer = _render(target, lang, rng, False)
    if stacked(text, writer.trails):
        rng.bit_generator.state = state  # the same choices, only the table clause tight
        text, writer = _render(target, lang, rng, True)
    return text


def _render(target: Target, lang: str, rng: np.random.Generator,
            tight: bool) -> tuple[str, _Writer]:
    module = templates(lang)
    options = options_for(module, target)
    if not options:
        raise InstructionError(f"language {lang!r} has no templates for {target.category!r}")
    template = choice(rng, options)
    writer = _Writer(module, rng, target.category in CARET_CATEGORIES)
    writer.tight = tight
    slots = _slots(writer, target.ref)
    if target.ref.get("double"):  # the ordinal phrases bring their own article
        cases = dict(getattr(template, "cases", None) or {})  # a form keeps its cases
        template = type(template)(DOUBLE_ARTICLE.sub(r"{\1}", str(template)), **cases)
    if target.ref.get("kind") == "char_pair" and writer.trails:  # "zwischen »a« und »b« von …"
        template = writer.unstack(template, writer.trails[-1][1])
    if "{q}" in template and "text" in target.ref:
        slots["q"] = writer.quote(target.ref["text"], target.ref.get("code", False))
    if "{fmt}" in template:
        slots["fmt"] = writer.pick(formats(module.FORMATS, template, slots))
    try:
        text = template.format(**slots)
    except KeyError as exc:
        raise InstructionError(f"template {template!r} of {target.category!r} needs slot "
                               f"{exc.args[0]!r}, which a {target.ref.get('kind')!r} target "
                               f"does not fill") from exc
    # "sulla ultima" -> "sull'ultima", "de el" -> "del": once the sentence is whole
    text = respell(text, lang, [q[:2] for q in (*module.QUOTES, *module.CODE_QUOTES)])
    # a quote that ends the sentence with its own full stop takes no second one: "… ending
    # with “Grüßen.”", never "“Grüßen.”."
    return SECOND_STOP.sub(r"\1", text), writer
