"""The body of a business letter written about one purpose: the reader's own letter
acknowledged, the purpose's core (an application approved, a contract due for renewal, an
appointment moved, a payment received), a further line or two and a close, never a shuffle
of every kind of letter sentence."""

from __future__ import annotations

import numpy as np

from generator.content import Content
from surfaces.kit.phrases import repeated_phrases
from surfaces.kit.typography import surname_of

# the purposes in the order of the [titles] letter of every language
PURPOSES = ("account", "application", "renewal", "appointment", "payment")


def sample_purpose(rng: np.random.Generator) -> int:
    return int(rng.integers(len(PURPOSES)))


def dear(content: Content, recipient: str) -> str:
    """The formal salutation: by title and surname where the first name tells the sex."""
    sex = content.sex_of(recipient)
    key = {"m": "wf.dear_m", "f": "wf.dear_f"}.get(sex or "", "wf.dear_x")
    # a list of one form: French writes "Madame," without the name the others need
    return content.ui_list(key)[0].format(
        last=surname_of(content.data.FAKER_LOCALE, recipient), name=recipient)


def letter_subject(content: Content, purpose: int) -> str:
    """The subject line that names the letter's purpose."""
    return content.title_at("letter", purpose)


def _tail(rng: np.random.Generator, content: Content, head: str, base: set[str]
          ) -> tuple[str, str]:
    """The further lines and the close of a letter opening with ``head``, repeating none of
    its phrases (``base``: the phrases ``head`` repeats itself); no further lines
    when no draw is free of one."""
    close = content.sentence("letter.close")
    for _ in range(6):
        if repeated_phrases(f"{head} {close}") <= base:
            break
        close = content.sentence("letter.close")
    for _ in range(4):
        # only lines not written or skipped yet (a skipped line stays unsaid)
        k = min(int(rng.integers(1, 3)), content.fresh("letter.more"))
        if k > 1:  # two lines: not both naming the handler (one alone may be any line)
            _one_handler(rng, content)
            k = min(k, content.fresh("letter.more"))
        if not k:
            break
        more = " ".join(content.sentences("letter.more", k))
        if repeated_phrases(f"{head} {more} {close}") <= base:
            return more, close
    return "", close


def _one_handler(rng: np.random.Generator, content: Content) -> None:
    """At most one further line names the person now handling the matter (review 99: "X
    suivra personnellement votre dossier. Votre dossier est désormais suivi par X"): the
    lines naming a person state one fact, so all but one drawn at random are skipped."""
    named = [i for i, t in enumerate(content.data.SENTENCES["letter.more"])
             if "{fullname}" in t or "{name}" in t]
    if len(named) > 1:
        keep = named[int(rng.integers(len(named)))]
        content.skip("letter.more", tuple(i for i in named if i != keep))


def letter_body(rng: np.random.Generator, content: Content, purpose: int,
                moved: str = "") -> list[str]:
    """Three or four paragraphs: opening, the purpose's core, further lines, the close;
    ``moved`` (an appointment letter) is the sentence naming the new date, written for the
    letter, in place of the stock "moved to the following Tuesday"."""
    topic = f"letter.{PURPOSES[purpose]}"
    if PURPOSES[purpose] == "payment":  # a settled account: nobody need call (r70 0025:
        content.skip("letter.more", (0,))  # "compte à jour", then "prendra contact")
    if moved and PURPOSES[purpose] == "appointment":
        content.skip(topic, (0,))
    # "please quote your customer number" gives the number (r66 0023)
    custno = f"{int(rng.integers(10, 99))}{int(rng.integers(0, 100000)):05d}"
    core = " ".join(([moved] if moved and PURPOSES[purpose] == "appointment" else []) +
                    content.sentences(topic, content.fresh(topic), ordered=True,
                                      custno=custno))
    # the reader's letter was about this letter's own matter (not "your order" over an
    # approved application)
    about = content.ui_list("h_letter.about")[purpose]
    base = repeated_phrases(core)  # the opening does not repeat the core's words either
    for _ in range(6):
        opening = content.sentence("letter.open", about=about)
        if repeated_phrases(f"{opening} {core}") <= base:
            break
    # the further lines and the close share no phrase with the rest ("queda a su
    # disposición" above "Quedamos a su disposición", review 42): redrawn, else left out
    base = repeated_phrases(f"{opening} {core}")  # kept when no draw avoids it
    more, close = _tail(rng, content, f"{opening} {core}", base)
    if not more:
        return [f"{opening} {core}", close]
    if rng.random() < 0.4:
        return [f"{opening} {core}", more, close]
    return [opening, core, more, close]
