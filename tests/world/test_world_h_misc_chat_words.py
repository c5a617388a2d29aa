"""Chat lines a person would type: no message says one word twice a few words apart
("je vois bien votre commande" after "Très bien", "erg goed, goed gedaan", "review my
changes to the sprint review slides", "Casa ... a casa tua"), except parallel sentences
("Option one: ... Option two: ...") and links."""

import re

import pytest
from world_helpers import sampled, strings

SURFACES = ("teams_chat", "support_chat", "video_call_chat")
WINDOW = 6  # words after a word in which it must not come back
# function words a sentence may well say twice ("Hecho para durar, pensado para ti")
FUNCTION = set("""that this with from have your will what then than there they them were
been into just also vous nous pour dans avec votre vos sans plus mais sont cette para como
pero este esta eso esto tiene todo todos sobre della delle dello degli sono come anche nella
nelle alla alle sulla questo questa dass nicht noch eine einen einem einer sind wird haben
auch oder aber wenn sich dich mich dein deine voor niet zijn maar naar deze heeft worden
kunnen jullie onze""".split())


def _echo(text: str) -> str | None:
    """The word ``text`` repeats within WINDOW words, or None; a word opening two sentences
    ("Option one. Option two.") is a parallel, not an echo."""
    text = re.sub(r"https?://\S+", " ", text)
    tokens = [(m.group().lower(), bool(re.search(r"(^|[.!?:]\s*)$", text[:m.start()])))
              for m in re.finditer(r"\w+", text)]
    for i, (word, opens) in enumerate(tokens):
        if len(word) < 4 or word.isdigit() or word in FUNCTION:
            continue
        for other, opens2 in tokens[i + 1:i + 1 + WINDOW]:
            if other == word and not (opens and opens2):
                return word
    return None


@pytest.mark.parametrize("name", SURFACES)
def test_chat_lines_do_not_echo_a_word(name: str) -> None:
    bad = []
    for lang, seed, p in sampled(name, 30):
        for text in set(strings(p)):
            word = _echo(text)
            if word and len(text.split()) >= 4:
                bad.append((lang, seed, word, text))
    assert not bad, bad[:5]
