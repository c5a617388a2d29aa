"""Page-wide guards no reader would fault, over every registered surface x its languages.

1. **No clause twice.** A reviewer read "red clay dug a few miles away" twice on one magazine
   page, "Tras 22 semanas … Después de 22 semanas" on a review, a footer's invoice number
   three times. Here a page is sampled and composed (compose lays out every string it draws,
   so nothing is rasterised) and its *running text* is read:

   - running text is a text block of role ``prose`` or ``text`` with 8 or more words that
     are not numbers or IDs (lines joined, a hyphen broken at a line end mended): the
     paragraphs, sentences, messages, snippets and captions a reader reads as sentences.
     Role ``chrome``, ``structural``, ``field`` and ``code`` blocks (menus, tabs, buttons,
     headings, table cells, form fields, source code) and shorter blocks (labels, names,
     subjects, amounts, "#3413 opened 2 days ago by anna") are UI that may repeat;
   - web and mail addresses, URL slugs and file paths are dropped; a list row "Subject –
     snippet" whose subject is under 8 words is read as its snippet alone;
   - a word is a run of letters, digits and underscores (apostrophes inside kept: an
     identifier such as total_by_category is one word), lowercased; punctuation is
     dropped, so "22 semanas" and "22 semanas." are alike;
   - the same block drawn twice (a subject in a list and over the reading pane) counts once,
     a "Re:"/"AW:"/"RE :" reply prefix is dropped first, and a block that is the start of
     another (a preview cut with "…", a snippet of the open mail's body) counts as that one;
   - a 5-word run is excused when it is names and numbers (2+ words with a capital, a
     digit or an underscore, the rest lowercase words of at most 4 letters: "18 East
     Wisconsin Avenue Milwaukee", "University of Texas at Austin", "in Alphen aan den
     Rijn"), or when one of its places is inside quotation marks (a pull quote, a comment
     quoting the text it is about, a dictionary's example quoting the article);
   - what is left must not hold any 5-word run twice (in one block or across blocks).

   ``GENRE_REPEATS`` lists the surfaces whose genre repeats on purpose (a patent's claims,
   a rewriting tool's before and after, search results echoing the query, a song's chorus).
   Three seeds a language: the file runs in about 40 s on one core (compose, no raster).

2. **US pages spell American.** An English page is set in a US town (generator/locales/en),
   so what it draws — from the toml and from strings in surfaces/*.py alike — has no
   British spelling (the BRITISH regex of test_world_a_mix1_us, extended). Only the surfaces
   whose world is British by design are left out (``BRITISH_BY_DESIGN_SURFACES``).
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest
from world_helpers import page_params

from generator.page import make_theme
from surfaces import registry
from tests.world.test_world_a_mix1_us import BRITISH

RUNNING_ROLES = ("prose", "text")
MIN_WORDS = 8  # a block of fewer words is a label, a name, a subject: UI that may repeat
RUN = 5
SEEDS = (0, 1, 2)

GENRE_REPEATS = {
    "website_article": "a news page restates its story's facts by design: the standfirst's "
                       "figures are in the body, the caption names the project ('the new park by "
                       "the station')",
    "court_filing": "a pleading introduces each party by the same formula ('vertreten durch ihre "
                    "gesetzlichen Vertreter', 'en la personne de son représentant légal') and "
                    "names the parties in full where the law wants them named",
    "patent_page": "claims restate the abstract and each other by law ('The kettle as "
                   "recited in claim 1, wherein …')",
    "translation_app": "the rewrite panel shows the same message before and after",
    "music_lyrics": "a chorus is sung again ('Say it one more time')",
    "contract_page": "a contract names its subject the same way each time ('the print and "
                     "copy services')",
    "patient_record": "directions are formulas ('Swallow one tablet once a day' for two drugs)",
    "regex_tester": "the test text is lines of one pattern for the regex to match",
    "search_page": "results and 'People also ask' echo the query ('the indoor pool in Chicago')",
    "realestate_listing": "each card is another agency's listing of another home ('apartment on "
                          "the 3rd floor' on two cards)",
    "latex_editor": "a paper names its variable each time ('el brillo de la pantalla')",
    "job_application": "the letter and its consent clause both name the firm ('Logistica Porcu "
                       "& C. e figli')",
    "pull_request_list": "each row's meta line is the list's chrome (fr '#2585 ouverte il y a 8 "
                         "jours par marie-claude')",
    "issue_ticket": "a reply echoes the question ('in Edge on Windows 11'), an 'Actual result' "
                    "restates the summary",
}

BRITISH_BY_DESIGN_SURFACES = {
    "invoice": "a British firm's invoice by design (pounds, VAT; invoice.toml)",
    "dictionary_entry": "a British dictionary's headwords and examples (records.toml)",
    "dictionary_popup": "a British dictionary's headwords and examples (records.toml)",
    "book_page": "the novels' story world is an English village (h_story.toml)",
    "ereader": "the novels' story world is an English village (h_story.toml)",
}
# test_world_a_mix1_us's list, and the spellings reviewers read since
BRITISH_TOO = re.compile(r"\b(trialled|travelled|modelled|labelled|signalled|jewellery|aluminium|"
                         r"whilst|amongst|enrol|enrols|enrolment|fulfil|fulfils|fulfilment)\b", re.I)

_WORD = re.compile(r"\w+(?:['’]\w+)*")  # an identifier (total_by_category) is one word
# a quote the page cuts short ("„Der Haushaltsplan wird … Rechnungsausschus…") is still a quote
_QUOTED = re.compile(r"“[^”]*(?:”|…$)|«[^»]*(?:»|…$)|„[^“”]*(?:[“”]|…$)|\"[^\"]*\"|‘[^’]*’(?!\w)|‹[^›]*›")
# web and mail addresses, URL slugs ("› la-rehabilitation-des-halles") are not prose
_ADDRESS = re.compile(r"\S+://\S+|\S+@\S+|\bwww\.\S+|\S*[a-z0-9]-[a-z0-9]+-[a-z0-9]\S*|"
                      r"\S*/\w+/\S*")  # and file paths (/usr/local/etc/syncdir.conf)
_REPLY = re.compile(r"(?<![^\s:(\[])(?:re|aw|wg|fw|fwd|tr|r|rif|antw|sv)\s*:\s*", re.I)


def _block_text(block) -> str:
    out = ""
    for line in block.laid.lines:
        text = "".join(g.char for g in line.glyphs)
        if out.endswith("-") and out[-2:-1].isalpha() and text[:1].islower():
            out = out[:-1] + text  # a word hyphenated at the line end
        else:
            out = f"{out} {text}" if out else text
    return out.strip()


@cache
def page_texts(name: str, lang: str, seed: int) -> tuple[tuple[str, str], ...]:
    """(role, text) of every text block one composed page draws."""
    cls = registry.get(name)
    params = page_params(name, lang, seed)  # the run's sampled page when another file drew it
    page = cls().compose(params, make_theme(seed % 2 == 1, "blue"))
    return tuple((b.role, _block_text(b)) for b in page.text_blocks())


def _label_and_text(text: str) -> str:
    """A list row "Subject – snippet" reads as a label and its text: the text alone."""
    head, dash, tail = text.partition(" – ")
    return tail if dash and _count(head) < MIN_WORDS else text


def _count(text: str) -> int:
    """Words of ``text`` that are not numbers or IDs ("#3413", "2:30", "T3")."""
    return sum(not any(c.isdigit() for c in w) for w in _WORD.findall(text))


def _running(texts) -> list[str]:
    """The page's running text, each block once, previews folded into what they preview."""
    blocks = []
    for role, text in texts:
        text = _label_and_text(_REPLY.sub("", _ADDRESS.sub(" ", text)))
        if role in RUNNING_ROLES and _count(text) >= MIN_WORDS:
            blocks.append(text)
    blocks = list(dict.fromkeys(blocks))
    keys = [[w.lower() for w in _WORD.findall(t.rstrip("…. "))] for t in blocks]
    kept = []
    for i, key in enumerate(keys):
        cut = key[:-1] if blocks[i].rstrip().endswith("…") else key  # a cut last word
        if not any(j != i and len(other) > len(cut) and other[:len(cut)] == cut
                   for j, other in enumerate(keys)):
            kept.append(blocks[i])
    return kept


def _names_only(words: list[str]) -> bool:
    """Whether a run is names and numbers: 2+ words with a capital or a digit ("Windows 11",
    "macOS"), the rest short lowercase words ("in Alphen aan den Rijn", "de la Frontera")."""
    named = [w for w in words if any(c.isupper() or c.isdigit() or c == "_" for c in w)]
    return len(named) >= 2 and all(len(w) <= 4 for w in words if w not in named)


def repeats(texts) -> list[str]:
    """The 5-word runs of running text a page holds twice (see the module docstring)."""
    quoted, places = set(), defaultdict(int)
    for text in _running(texts):
        for part in _QUOTED.findall(text):
            words = [w.lower() for w in _WORD.findall(part)]
            quoted |= {tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1)}
        words = _WORD.findall(text)
        for i in range(len(words) - RUN + 1):
            if not _names_only(words[i:i + RUN]):
                places[tuple(w.lower() for w in words[i:i + RUN])] += 1
    return sorted(" ".join(run) for run, n in places.items() if n > 1 and run not in quoted)


def _surfaces(skip: dict[str, str]) -> list[str]:
    return [n for n in registry.names() if n not in skip]


@pytest.mark.parametrize("name", _surfaces(GENRE_REPEATS))
def test_no_clause_twice_on_a_page(name):
    found = []
    for lang in registry.get(name).languages:
        for seed in SEEDS:
            found += [f"{lang} seed {seed}: {run!r}" for run in repeats(page_texts(name, lang, seed))]
    assert not found, found


def test_the_guard_catches_a_repeat():
    page = (("prose", "The potter uses red clay dug a few miles away from the studio."),
            ("prose", "Like his father, he shapes red clay dug a few miles away by hand."),
            ("chrome", "Reply"), ("chrome", "Reply"),
            ("text", "Invoice INV-2041 · Sandstone Inc · 18 East Wisconsin Avenue Milwaukee"),
            ("text", "Paid with thanks: INV-2041 · Sandstone Inc · 18 East Wisconsin Avenue Milwaukee"))
    assert repeats(page) == ["clay dug a few miles", "dug a few miles away",
                             "red clay dug a few"]


def _british(text: str) -> list[str]:
    return [m.group(0) for rx in (BRITISH, BRITISH_TOO) for m in rx.finditer(text)]


@pytest.mark.parametrize("name", _surfaces(BRITISH_BY_DESIGN_SURFACES))
def test_us_pages_draw_american_spelling(name):
    found = [f"seed {seed}: {word!r} in {text[:80]!r}" for seed in SEEDS
             for _, text in page_texts(name, "en", seed) for word in _british(text)]
    assert not found, found


def test_surface_code_writes_american_spelling():
    """Strings written in surfaces/*.py (words a page may draw: with a space or a capital;
    not docstrings, not keys such as "colour" or "grey")."""
    found = []
    for path in sorted((Path(__file__).resolve().parents[2] / "surfaces").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(node.body[0].value) for node in ast.walk(tree)
                if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef) and node.body
                and isinstance(node.body[0], ast.Expr)}
        found += [f"{path.name}:{node.lineno}: {word}" for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and id(node) not in docs and (" " in node.value or node.value[:1].isupper())
                  for word in _british(node.value)]
    assert not found, found


def test_the_spelling_guard_catches_british():
    assert _british("The centre trialled a new colour plan whilst it was closed.") == [
        "centre", "colour", "trialled", "whilst"]
