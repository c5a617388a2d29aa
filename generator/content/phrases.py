"""Phrases a careful writer would not repeat: the same three words or more twice in one
passage ("queda a su disposición ... Quedamos a su disposición", review 42; "vende maquinaria
en todo el mundo. El grupo emplea a unas 37.000 personas en todo el mundo", review 46)."""

from __future__ import annotations

import re
from collections.abc import Callable

# The words that carry no content of their own in the six languages (articles, prepositions,
# pronouns, auxiliaries, conjunctions, quantifiers): a phrase made only of them ("of the",
# "de la", "in der", "is het") is grammar, not something said twice.
FUNCTION_WORDS = frozenset("""
a an the of to in on at for and or but is are was were be been has have had do does did it its
my your our their his her him them they we you he she this that these those there here with
from by as not no so if then than all any some each every very more most will would can could
should may might must also just into over about up out after before when what which who whom
le la les l un une des du de d à au aux et ou mais est sont était ont a été être avoir il elle
ils elles on nous vous je tu me te se sa son ses leur leurs ce cet cette ces qui que qu dans
par pour sur avec sans en y ne pas plus tout tous toute toutes très n'a n'ont n'est n'était
der die das den dem des ein eine einen einem einer eines und oder aber ist sind war waren hat
haben wird werden wurde ich du er sie es wir ihr man sich mein dein sein unser euer zu im am
an auf aus bei mit nach von vor für über um bis durch als wie nicht kein keine auch noch schon
nur sehr alle allen aller jede jeder jedes dieser diese dieses dass
el los las lo uno una unos unas y e o u pero es son era fue ha han he hay yo tú él ella ellos
ellas nosotros usted ustedes su sus mi mis tu tus nuestro nuestra del al con por para sin sobre
entre hasta desde como más muy también ya todo toda todos todas este esta estos estas ese esa
il i gli un uno una ed o ma è sono era ha hanno ho io lui lei noi voi loro si ci mi ti di da
nel nella nei nelle della dello degli delle dei al alla allo ai agli alle col con per tra fra
su sul sulla come più molto anche già tutto tutta tutti tutte questo questa questi queste che
non
de het een en of maar is zijn was waren heeft hebben wordt worden werd ik jij je hij zij ze
wij we u mijn jouw jullie zijn haar ons onze hun van te in op aan bij met voor naar uit om
over door tot als dan niet geen ook nog al alle elk elke dit dat deze die er heel meer zeer
""".split())


def content_word(word: str) -> bool:
    """Whether ``word`` says something (not an article, preposition, pronoun...)."""
    word = word.casefold()
    return len(word) >= 3 and word not in FUNCTION_WORDS


# where a phrase ends: a mark of punctuation, or a word of code ("yarrow.config.json")
_BREAK = re.compile(r"[,;:.!?()\[\]{}«»\"“”„‘’'–—/|]+(?=\s|$)|(?<=\s)[«»\"“”„‘’–—(]+|^[«»\"“”„‘’(]+")
_CODE = re.compile(r"[._/@#=<>(){}\[\]\\]")
_TOKEN = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")


def _clauses(text: str) -> list[list[str]]:
    """The runs of plain words in ``text``, as written: punctuation and code end a run."""
    runs: list[list[str]] = [[]]
    for piece in _BREAK.sub(" | ", text).split():
        if piece == "|" or _CODE.search(piece.strip("'’")):
            runs.append([])
            continue
        runs[-1].extend(_TOKEN.findall(piece))
    return [run for run in runs if run]


def _said(gram: tuple[str, ...], terms: frozenset[str] = frozenset()) -> bool:
    """Whether a phrase as written says something: a word of content that is not part of a
    name ("Jerez de la Frontera", "Hecht & Lang SE" are names a page may repeat) nor of a
    legal text's defined ``terms`` (defined_terms)."""
    return any(content_word(w) and not w[0].isupper() and not w.isdigit()
               and w.casefold() not in terms for w in gram)


def _phrases(text: str, n: int,
             terms: frozenset[str] = frozenset()) -> list[list[tuple[str, ...]]]:
    """Per run of words, its phrases of ``n`` words that say something (casefolded)."""
    return [[tuple(w.casefold() for w in run[i:i + n]) for i in range(len(run) - n + 1)
             if _said(tuple(run[i:i + n]), terms)] for run in _clauses(text)]


# an article that brings in a new thing ("a housing", "un boîtier", "ein Gehäuse")
_INDEFINITE = frozenset("a an un une uno una ein eine einen einem einer eines een".split())
# the words of obligation of contract drafting ("The Client shall pay ..."), and the terms
# every pleading and contract defines in lower case: its parties' roles ("la défenderesse",
# "la convenuta", "der Beklagte") and the agreement itself ("deze overeenkomst")
DRAFTING_WORDS = frozenset("""shall plaintiff defendant beklagte beklagten klägerin kläger
klagende défenderesse demanderesse défendeur demandeur demandada demandante demandado
convenuta convenuto attrice attore gedaagde eiser eiseres overeenkomst contrat contrato
contratto vertrag vertrags vertrages""".split())


def defined_terms(*texts: str) -> frozenset[str]:
    """The words of a legal text's defined terms: what ``texts`` bring in with an indefinite
    article ("a filter cartridge", "un bac à poussière": the content words of the next
    three) and the drafting's words of obligation ("shall"). Legal drafting repeats its
    terms by design (a claim's "the housing" refers back to "a housing", a contract's "the
    Supplier shall" is the same party each time): with them, repeated_phrases counts a
    phrase only when it says something besides a defined term (capitalised terms such as
    "the Client" are names already)."""
    out = set(DRAFTING_WORDS)
    for text in texts:
        for run in _clauses(text):
            for i, word in enumerate(run):
                if re.split(r"['’]", word.casefold())[-1] in _INDEFINITE:  # "qu’un"
                    out.update(w.casefold() for w in run[i + 1:i + 4] if content_word(w))
    return frozenset(out)


def repeated_phrases(text: str, n: int = 3, terms: frozenset[str] = frozenset()) -> set[str]:
    """The phrases of ``n`` words (a word of content among them, not of a legal text's
    defined ``terms``) that ``text`` says twice without the two overlapping ("en todo el
    mundo ... en todo el mundo")."""
    first: dict[tuple[str, ...], tuple[int, int]] = {}
    out: set[str] = set()
    for r, grams in enumerate(_phrases(text, n, terms)):
        for i, gram in enumerate(grams):
            seen = first.setdefault(gram, (r, i))
            if seen[0] != r or i - seen[1] >= n:
                out.add(" ".join(gram))
    return out


def repeated_phrase(text: str, n: int = 3) -> str:
    """A phrase of ``n`` words that ``text`` says twice ("" when none)."""
    return min(repeated_phrases(text, n), default="")


def draw_sentences(fill: Callable[[int], str], order: list[int], k: int,
                   strict: bool) -> list[tuple[int, str]]:
    """Up to ``k`` (template, sentence) pairs written by ``fill``, three rounds over the
    templates ``order``, no sentence twice; ``strict``: one round (no template twice), none
    that says again a phrase of the ones before ("Ich habe es mir eingetragen. Ich habe es
    an ... weitergeleitet")."""
    out: list[tuple[int, str]] = []
    seen: set[str] = set()
    for i in order * (1 if strict else 3):
        s = fill(i)
        said = " ".join(t for _, t in out)
        if s not in seen and (not strict or not out or
                              repeated_phrases(f"{said} {s}") <= repeated_phrases(said)):
            seen.add(s)
            out.append((i, s))
        if len(out) == k:
            break
    return out
