"""English instruction templates for the 19 text categories (invoice ones: en/invoice.py).

Grammar (the same keys exist in every language package; the verifier's parser reads this
vocabulary). An instruction is ``TEMPLATES[category]`` filled with reference phrases:

- quoted strings are always the exact page text (whitespace runs collapsed to one space);
  quotes are one pair of QUOTES whose characters do not occur in the quoted text, and
  CODE_QUOTES (backticks) for text of a code block or a code-styled word.
- ``{word}``: a word reference, ``PHRASES["word"]`` / ``["word_style"]`` /
  ``["word_ordinal"]``, followed by at most one context qualifier and/or one region
  qualifier (``QUALIFIERS``), in that order. Word matching is case-insensitive on the
  whole word (segmentation of generator/page/segment.py).
- ``{char}``: ``PHRASES["char"]`` / ``["char_ordinal"]`` = a character (case-sensitive,
  counted inside its host word) in a ``{word}`` reference.
- ``{mark}``: ``PHRASES["mark"]``: punctuation mark directly after its anchor word.
- ``{line}``, ``{para}``, ``{sentence}``: referenced by their quoted first words
  (``*_start`` phrases) or last words (``*_end`` phrases), optionally + a region qualifier.
- ``{pair}``: ``PHRASES["pair"]``: two adjacent words separated only by spaces.
- ``{gap}``: ``PHRASES["gap"]``: the empty line between two paragraphs.

Qualifier semantics (checked for uniqueness by the sampler against the page geometry):
  ordinal  -- the n-th (or last) word with that text in page order (glyph order) within
              the scope set by the trailing region or sentence qualifier (or the whole
              page); only used when all of them lie in one text block (and a sentence
              scope is a sentence whose text occurs once). For punctuation it counts every
              occurrence of the anchor word, followed by the mark or not. For characters:
              the n-th occurrence of that exact character inside the host word.
  style    -- every glyph of the word has the flag (bold, italic, underline, highlight,
              strike, link, code, faded) or the colour name (styles[i]["color_name"]).
  sentence -- the word lies in a sentence whose whole text is the quote.
  phrase   -- the word lies inside an occurrence of the quoted run of words.
  after    -- the word immediately before it in the same block is the quoted word.
  before   -- the word immediately after it in the same block is the quoted word.
  region   -- the word's block lies in the region called so: "in the {region}" uses
              regions[].name (through REGIONS); "in the message from {name}" uses
              regions[].label of a region whose kind is "message". A region is only named
              when the name picks it alone, has no trailing number and no grammar word
              (start, end, before, after, line, ...).
"""

QUOTES = [("\u201c", "\u201d"), ('"', '"'), ("'", "'"), ("\u2018", "\u2019")]
CODE_QUOTES = [("`", "`")]

ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
            7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", -1: "last"}

# Style qualifiers. ADJ forms go before the noun ("the bold word 'x'"), SUFFIX forms after
# the quote ("'x' in bold"). "{colour}" is one of COLOURS' values.
STYLE_ADJ = {
    "bold": ["bold"],
    "italic": ["italic"],
    "underline": ["underlined"],
    "highlight": ["highlighted"],
    "strike": ["struck-through"],
    "link": ["linked"],
    "code": ["code-formatted"],
    "faded": ["faded", "greyed-out"],
    "colour": ["{colour}"],
}
STYLE_SUFFIX = {
    "bold": ["in bold", "set in bold"],
    "italic": ["in italics", "set in italics"],
    "underline": ["that is underlined"],
    "highlight": ["that is highlighted"],
    "strike": ["that is struck-through"],
    "link": ["in the link", "that is a link"],
    "code": ["in code", "formatted as code"],
    "faded": ["that is faded", "that is greyed-out"],
    "colour": ["in {colour}", "coloured {colour}"],
}
COLOURS = {"red": "red", "green": "green", "blue": "blue", "orange": "orange",
           "purple": "purple", "teal": "teal"}

# Character nouns by kind (letter, digit); punctuation mark names by character.
CHAR_NOUNS = {"letter": "letter", "digit": "digit"}
MARKS = {
    ".": ["full stop", "period"],
    ",": ["comma"],
    ":": ["colon"],
    ";": ["semicolon"],
    "!": ["exclamation mark"],
    "?": ["question mark"],
    "\u2026": ["ellipsis"],
}

# Reference phrases. Slots: {q} quoted text, {adj} style adjective, {suffix} style suffix,
# {ord} ordinal word, {c} quoted character, {noun} a CHAR_NOUNS value, {word} a word
# reference, {name} a MARKS name, {q2} a second quoted text, {para1}/{para2} paragraph refs.
PHRASES = {
    "word": ["the word {q}", "{q}", "the text {q}"],
    "word_style": ["the {adj} word {q}", "the word {q} {suffix}", "{q} {suffix}"],
    "word_ordinal": ["the {ord} occurrence of {q}", "the {ord} {q}",
                     "the {ord} instance of the word {q}"],
    "char": ["the {c} in {word}", "the {noun} {c} in {word}", "the {c} of {word}"],
    "char_ordinal": ["the {ord} {c} in {word}", "the {ord} {noun} {c} in {word}",
                     "the {ord} {c} of {word}"],
    "mark": ["the {name} after {word}", "the {name} right after {word}",
             "the {name} that follows {word}"],
    "pair": ["{q} and {q2}", "the words {q} and {q2}"],
    "line_start": ["the line that begins with {q}", "the line starting with {q}",
                   "the line beginning {q}"],
    "line_end": ["the line that ends with {q}", "the line ending in {q}",
                 "the line ending with {q}"],
    "para_start": ["the paragraph that begins with {q}", "the paragraph starting with {q}",
                   "the paragraph beginning {q}"],
    "para_end": ["the paragraph that ends with {q}", "the paragraph ending in {q}",
                 "the paragraph ending with {q}"],
    "sentence_start": ["the sentence that begins with {q}", "the sentence starting with {q}"],
    "sentence_end": ["the sentence that ends with {q}", "the sentence ending in {q}"],
    "gap": ["the empty line between {para1} and {para2}",
            "the blank line between {para1} and {para2}"],
    "gap_after": ["the empty line after {para1}", "the blank line below {para1}"],
    "gap_before": ["the empty line before {para2}", "the blank line above {para2}"],
}

# Trailing qualifiers. {s} is a quoted text; {region} a region name; {name} a sender label.
# "after_clause"/"before_clause" are the forms used inside caret and punctuation templates
# (so "just before X" never reads as a context qualifier).
QUALIFIERS = {
    "sentence": ["in the sentence {s}"],
    "phrase": ["in the phrase {s}"],
    "after": ["right after {s}", "that follows {s}"],
    "before": ["right before {s}", "that precedes {s}"],
    "after_clause": ["that follows {s}", "that comes right after {s}"],
    "before_clause": ["that precedes {s}", "that comes right before {s}"],
    "region": ["in the {region}"],
    "message": ["in the message from {name}"],
}

# How region names (geometry.regions[].name, English page data) are said in qualifiers;
# a name not listed here is used as it is ("in the {region}").
REGIONS = {
    "search": "search box",
    "compose": "compose area",
    "navigation": "navigation bar",
}

# Response-format hints for bbox rows, appended by some templates through {fmt}.
FORMATS = [
    " as top-left then bottom-right",
    " as [x1, y1, x2, y2]",
    " as top-left and bottom-right corners",
    " in the form x1, y1, x2, y2",
]

_CLICK = [
    "Click {ref}.",
    "Click on {ref}.",
    "Please click {ref}.",
    "Where is {ref}? Click on it.",
    "target: {ref}",
    "Point to {ref}.",
    "Could you click on {ref}?",
    "Tap {ref}.",
    "Find {ref} and click it.",
    "Can you point at {ref}?",
]

TEMPLATES = {
    "word_center": [t.replace("{ref}", "{word}") for t in _CLICK] + [
        "Select {word} by clicking in its middle.",
    ],
    "char_center": [t.replace("{ref}", "{char}") for t in _CLICK] + [
        "Click exactly on {char}.",
    ],
    "punctuation": [t.replace("{ref}", "{mark}") for t in _CLICK] + [
        "Click precisely on {mark}.",
    ],
    "structural_text": [t.replace("{ref}", "{word}") for t in _CLICK] + [
        "Select {word} with a single click.",
    ],
    "chrome_label": [t.replace("{ref}", "{word}") for t in _CLICK] + [
        "Select {word} with a single click.",
        "Hit {word}.",
    ],
    "caret_before_word": [
        "Put the caret just before {word}.",
        "Place the text cursor immediately before {word}.",
        "Click right before {word} to put the cursor there.",
        "Where would the caret go to type in front of {word}? Click there.",
        "target: caret before {word}",
        "Please place the insertion point directly in front of {word}.",
        "Could you set the cursor just before {word}?",
        "Move the caret to the position right before {word}.",
        "Click at the start of {word}, before its first letter.",
    ],
    "caret_after_word": [
        "Put the caret just after {word}.",
        "Place the text cursor immediately after {word}.",
        "Click right after {word} to put the cursor there.",
        "Where would the caret go to continue typing after {word}? Click there.",
        "target: caret after {word}",
        "Please place the insertion point directly behind {word}.",
        "Could you set the cursor just after {word}?",
        "Move the caret to the position right after {word}.",
        "Click at the end of {word}, after its last character.",
    ],
    "caret_between_chars": [
        "Put the caret between {c1} and {c2} in {word}.",
        "Place the text cursor between the {c1} and the {c2} of {word}.",
        "Click between {c1} and {c2} in {word}.",
        "Where is the boundary between {c1} and {c2} in {word}? Click it.",
        "target: caret between {c1} and {c2} in {word}",
        "Please put the insertion point between {c1} and {c2} in {word}.",
        "Could you place the cursor between {c1} and {c2} in {word}?",
        "Move the caret so it sits between {c1} and {c2} in {word}.",
    ],
    "between_words": [
        "Click in the space between {pair}.",
        "Put the caret in the space between {pair}.",
        "Click the gap between {pair}.",
        "Where is the space between {pair}? Click it.",
        "target: space between {pair}",
        "Please click in the gap that separates {pair}.",
        "Could you click between {pair}?",
        "Place the cursor in the blank between {pair}.",
    ],
    "line_start": [
        "Put the caret at the start of {line}.",
        "Click at the beginning of {line}.",
        "Place the text cursor at the very start of {line}.",
        "Where does {line} start? Click there.",
        "target: start of {line}",
        "Please put the insertion point at the beginning of {line}.",
        "Could you place the cursor at the start of {line}?",
        "Move the caret to the beginning of {line}.",
    ],
    "line_end": [
        "Put the caret at the end of {line}.",
        "Click at the end of {line}.",
        "Place the text cursor at the very end of {line}.",
        "Where does {line} end? Click there.",
        "target: end of {line}",
        "Please put the insertion point at the end of {line}.",
        "Could you place the cursor at the end of {line}?",
        "Move the caret to the end of {line}.",
    ],
    "sentence_boundary": [
        "Put the caret right after the final punctuation of {sentence}.",
        "Click just after the end of {sentence}.",
        "Place the text cursor immediately after {sentence}.",
        "Where does {sentence} end? Click right after its last mark.",
        "target: caret after {sentence}",
        "Please put the insertion point right after the end of {sentence}.",
        "Could you place the cursor just after {sentence}?",
        "Move the caret to the end of {sentence}, after its final mark.",
    ],
    "paragraph_start": [
        "Put the caret at the start of {para}.",
        "Click at the very beginning of {para}.",
        "Place the text cursor before the first word of {para}.",
        "Where does {para} start? Click there.",
        "target: start of {para}",
        "Please put the insertion point at the beginning of {para}.",
        "Could you place the cursor at the start of {para}?",
        "Move the caret to the beginning of {para}.",
    ],
    "paragraph_end": [
        "Put the caret at the end of {para}.",
        "Click right after the last character of {para}.",
        "Place the text cursor at the very end of {para}.",
        "Where does {para} end? Click there.",
        "target: end of {para}",
        "Please put the insertion point at the end of {para}.",
        "Could you place the cursor at the end of {para}?",
        "Move the caret after the last character of {para}.",
    ],
    "blank_line": [
        "Click {gap}.",
        "Click on {gap}.",
        "Put the caret on {gap}.",
        "Where is {gap}? Click on it.",
        "target: {gap}",
        "Please click {gap}.",
        "Could you click on {gap}?",
        "Place the cursor on {gap}.",
    ],
    "word_bbox": [
        "Return the bounding box of {word}.",
        "Give the bounding box of {word}{fmt}.",
        "Draw a box around {word}.",
        "What is the bounding box of {word}? Answer{fmt}.",
        "target: bbox of {word}",
        "Please give the box that encloses {word}{fmt}.",
        "Could you mark {word} with a bounding box?",
        "Output the coordinates of {word}{fmt}.",
    ],
    "char_bbox": [
        "Return the bounding box of {char}.",
        "Give the bounding box of {char}{fmt}.",
        "Draw a box around {char}.",
        "What is the bounding box of {char}? Answer{fmt}.",
        "target: bbox of {char}",
        "Please give the box that encloses {char}{fmt}.",
        "Could you mark {char} with a bounding box?",
        "Output the coordinates of {char}{fmt}.",
    ],
    "line_bbox": [
        "Return the bounding box of {line}.",
        "Give the bounding box of {line}{fmt}.",
        "Draw a box around {line}.",
        "What is the bounding box of {line}? Answer{fmt}.",
        "target: bbox of {line}",
        "Please give the box that encloses {line}{fmt}.",
        "Could you mark {line} with a bounding box?",
        "Output the coordinates of {line}{fmt}.",
    ],
    "paragraph_bbox": [
        "Return the bounding box of {para}.",
        "Give the bounding box of {para}{fmt}.",
        "Draw a box around {para}.",
        "What is the bounding box of {para}? Answer{fmt}.",
        "target: bbox of {para}",
        "Please give the box that encloses {para}{fmt}.",
        "Could you mark {para} with a bounding box?",
        "Output the coordinates of {para}{fmt}.",
    ],
}
