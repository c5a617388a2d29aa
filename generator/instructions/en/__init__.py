"""English instruction templates."""

QUOTES = [("\u201c", "\u201d"), ('"', '"'), ("'", "'"), ("\u2018", "\u2019")]

TEMPLATES = {
    "word_center": [
        "Click the word {q}.",
        "Click on {q}.",
        "Please click the word {q}.",
        "Where is the word {q}? Click on it.",
        "target: word {q}",
        "Point to the word {q}.",
        "Could you click on {q}?",
        "Tap the word {q}.",
        "Select the word {q} by clicking in its middle.",
        "Find {q} on the screen and click it.",
    ],
}
