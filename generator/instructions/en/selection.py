"""English templates of the selection (drag) categories, SPEC 13 (slots: instructions/
drag.py). A selection always runs from the caret before the first character of the text
named to the caret after its last one; the templates say "select" / "highlight" / "drag
across" and name the text like the click categories do ({word}, {line}, {para},
{sentence}), or from its first to its last word ({qa}, {qb}, both included), or a part
of one token ({substring}), or a labelled value ({field})."""

from generator.instructions.en.invoice import PHRASES as _INVOICE

SUBSTRING = {
    "decimals": ["the digits after the decimal point in {host}",
                 "the decimal places of {host}", "the decimals of the number {host}"],
    "domain": ["the domain of the email address {host}", "the domain name in {host}",
               "the domain part of the address {host}"],
    "extension": ["the file extension of {host}, without the dot",
                  "the extension of the file name {host} (not the dot)",
                  "the file extension in {host}, without the dot"],
    "part": ["only {sub} in {host}", "just the part {sub} of {host}",
             "the part {sub} inside the word {host}"],
}
FIELDS = {name: list(phrases) for name, phrases in _INVOICE.items()}

TEMPLATES = {
    "select_word": [
        "Select {word}.",
        "Highlight {word} by dragging across it.",
        "Drag across {word} to select it.",
        "Please select {word} with the mouse.",
        "target: select {word}",
        "Could you select {word}?",
        "Select {word}, from its first letter to its last.",
        "Highlight {word}.",
    ],
    "select_range": [
        "Mark the text from {qa} to {qb} as selected.",
        "Select the text from {qa} to {qb}.",
        "Highlight everything from {qa} through {qb}.",
        "Drag to select from {qa} to {qb}, both included.",
        "Select the passage that runs from {qa} to {qb}.",
        "target: selection from {qa} to {qb}",
        "Could you select the text from the word {qa} up to the word {qb}?",
        "Please highlight the words from {qa} to {qb}, inclusive.",
    ],
    "select_sentence": [
        "Select {sentence} in full.",
        "Mark {sentence} as selected, from its first word to its last.",
        "Select {sentence}.",
        "Highlight {sentence}, final punctuation included.",
        "Drag across {sentence} to select all of it.",
        "Please select the whole of {sentence}.",
        "target: select {sentence}",
        "Could you highlight {sentence}?",
    ],
    "select_line": [
        "Select {line} in full.",
        "Mark {line} as selected, from its first character to its last.",
        "Select {line}.",
        "Highlight all of {line}.",
        "Drag across {line} to select the whole line.",
        "Please select the whole of {line}.",
        "target: select {line}",
        "Could you highlight {line}?",
    ],
    "select_paragraph": [
        "Select {para} in full.",
        "Mark {para} as selected, from its first word to its last.",
        "Select {para}.",
        "Highlight all of {para}.",
        "Drag to select the whole of {para}.",
        "Please select {para}, every line of it.",
        "target: select {para}",
        "Could you highlight {para}?",
    ],
    "select_substring": [
        "Select {substring} with the mouse.",
        "Mark {substring} as selected.",
        "Select {substring}.",
        "Highlight {substring}.",
        "Drag to select {substring}.",
        "Please select {substring} and nothing else.",
        "target: select {substring}",
        "Could you highlight {substring}?",
    ],
    "select_field_value": [
        "Select the {field} with the mouse.",
        "Mark the {field} as selected.",
        "Select the {field}.",
        "Highlight the {field} (the value only, not its label).",
        "Drag across the {field} to select it.",
        "Please select the value of the {field}.",
        "target: select the {field}",
        "Could you highlight the {field}?",
    ],
}
