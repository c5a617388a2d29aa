"""The English grammar on paraphrases the templates do not use, on quoting quirks, and on
instructions that must not parse."""

from __future__ import annotations

import pytest

from generator.verify import ParseError, parse_instruction
from generator.verify.grammar import LexiconError, lexicon
from generator.verify.parser import extract_quotes


def parse(text):
    return parse_instruction(text, "en")


@pytest.mark.parametrize("text,quoted", [
    ("Click the word 'don't'.", ["don't"]),
    ("Click ‘don’t’ please", ["don’t"]),
    ("Click the sender's “Reply” button", ["Reply"]),
    ('Click "a" then "b"', ["a", "b"]),
    ("Click `main()` now", ["main()"]),
    ("Click the word “  spaced   out ”.", ["spaced out"]),
    ('Click the word "fox.', []),
])
def test_quotes(text, quoted):
    lex = lexicon("en")
    _, quotes = extract_quotes(text, lex.QUOTES, lex.CODE_QUOTES)
    assert [q.text for q in quotes] == quoted


def test_code_quotes_are_marked():
    q = parse("Click `main` in the editor.")
    assert q.quotes[0].code and q.word.text == "main"


@pytest.mark.parametrize("text,kind,form", [
    ("Tap on “Inbox”", "word", "point"),
    ("Hit the “Send” button in the toolbar.", "word", "point"),
    ("Put your cursor in front of “fox”.", "caret_before", "point"),
    ("Set the insertion point behind “fox”, please.", "caret_after", "point"),
    ("What are the coordinates of the bounding rectangle of “fox”?", "word", "bbox"),
    ("Mark the third letter “t” of “settlement” with a box.", "char", "bbox"),
    ("Click the semicolon right after “noon”.", "mark", "point"),
    ("Click the ',' after “noon”.", "mark", "point"),
    ("Click between the words “big” and “dog”.", "between_words", "point"),
    ("Click between the letter “l” and the letter “e” of “settlement”.", "caret_between",
     "point"),
    ("Click the very beginning of the row starting with “Total”.", "line_start", "point"),
    ("Put the caret after the last character of the line which ends with “done.”",
     "line_end", "point"),
    ("Click right after the sentence which ends with “today.”", "sentence_end", "point"),
    ("Click the empty line underneath the paragraph ending with “today.”", "blank", "point"),
    ("Give the bounding box of the due date.", "field", "bbox"),
])
def test_paraphrases(text, kind, form):
    q = parse(text)
    assert (q.kind, q.form) == (kind, form)


def test_region_names_are_not_cues():
    q = parse("Click “Go” in the search box.")
    assert (q.kind, q.form, q.word.region[0]) == ("word", "point", "region")
    assert q.word.region[1].startswith("search box")
    q = parse("Could you mark “Go” in the sidebar with a bounding box?")
    assert q.form == "bbox" and q.word.region[1].startswith("sidebar")


def test_sender_names_end_before_the_frame():
    q = parse("Where does the paragraph beginning “I think” in the message from Ann Lee "
              "start? Click there.")
    assert q.kind == "para_start" and q.span.region == ("message", "ann lee start ? click "
                                                                   "there .")


def test_qualifier_after_a_caret_word():
    q = parse("Put the caret just before the word “fox” that follows “brown”.")
    assert q.kind == "caret_before" and q.word.context == ("after", "brown")
    q = parse("Click the comma after “fox” right after “brown”.")
    assert q.kind == "mark" and q.word.context == ("after", "brown")


@pytest.mark.parametrize("text", [
    "Do something nice.",
    "Click here.",
    "Put the caret on “fox”.",
    "Click before and after “fox”.",
    "Click “fox” and “dog”.",
    "Put the caret at the start of the sentence that begins with “We”.",
    "Click the word “fox” in “the big dog” “again”.",
])
def test_unparsed(text):
    with pytest.raises(ParseError):
        parse(text)


def test_unknown_language():
    with pytest.raises(LexiconError):
        parse_instruction("Klicke auf „Fuchs“.", "xx")
