"""Spaces a line never breaks at: inside a grouped number and before its sign ("756 000",
"12 %"), and the French spaces that keep a mark with its word ("question ?", "« Bonjour »").
The engine joins such a run into one unit; a unit wider than its box breaks only inside its
words (``engine._cut_point``)."""

from __future__ import annotations


def glue_numbers(tokens):
    """Join a grouped number ("756 000", "1 234 567") and a percent or euro sign after a
    number ("12 %", "40 €") into one token, so a line never breaks inside them."""
    out: list = []
    glue_next = False
    for i, token in enumerate(tokens):
        if glue_next:
            out[-1] = out[-1] + token  # the number's next group (or its sign)
            glue_next = False
            continue
        if (len(token) == 1 and token[0][0] == " " and out and i + 1 < len(tokens)
                and out[-1][-1][0].isdigit()
                and (tokens[i + 1][0][0].isdigit() or tokens[i + 1][0][0] in "%€")):
            out[-1] = out[-1] + token
            glue_next = True
            continue
        out.append(token)
    return out


# French typography sets a (narrow) no-break space before ? ! : ; » and after «: a line never
# starts with one of those marks nor ends on an opening guillemet (readers of 0.25.0: a lone
# "?" on a line of a French message preview). A text written with plain spaces ("Une question
# ?") keeps the space with its mark as such a space would. Only a token of marks alone is
# glued: German »Zitat« (» opening a word) and "Zitat« sagte" (« closing one) break as before.
CLOSING = frozenset("?!:;»")
MARK_RUN = frozenset("?!:;»….,)]")


def _closing(token) -> bool:
    return token[0][0] in CLOSING and all(ch in MARK_RUN for ch, _, _ in token)


def _opening(token) -> bool:
    return token[-1][0] == "«" and (len(token) == 1 or not token[-2][0].isalnum())


def glue_guillemets(tokens):
    """Join a space to the mark token after it (?, !, :, ;, », as in "question ?") and to the
    word after an opening « ("« Bonjour"), so no line breaks at such a space."""
    out: list = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if (token[0][0] == " " and out and out[-1][0][0] != " " and i + 1 < len(tokens)
                and (_closing(tokens[i + 1]) or _opening(out[-1]))):
            out[-1] = out[-1] + token + tokens[i + 1]
            i += 2
            continue
        out.append(token)
        i += 1
    return out
