"""What a masculine form next to a woman looks like in French, Italian and Spanish text: the
patterns the agreement tests (test_world_a_lang.py) look for once every person slot of a
template holds a woman's name (``FEM`` in a pattern stands for that name) and the speaker
``me`` and addressee ``you`` of a message are women. A hit is a participle or adjective in the
masculine where ``{@slot:m|f}`` (generator/content/grammar.py) should have chosen."""

from __future__ import annotations

import re

# role -> patterns, FEM standing for the alternation of the women's names: "her" a woman a
# text names, "me" the woman who writes it, "you" the woman it is written to. The "me" and
# "you" patterns apply to the topics whose surfaces pass ``me``/``you`` (SPOKEN) and to
# those surfaces' pages.
MASCULINE: dict[str, dict[str, list[str]]] = {
    "fr": {
        "her": [r"FEM,? (?:ne )?(?:est|a été|s'est|s'en est|était|sera|reste)(?: \w+)? \w+é(?!e)\b",
                r"\b(?:[Mm]on|[Ll]e) (?:voisin|ami|collègue|directeur|docteur|cousin) FEM",
                r"FEM[^.]{0,40}\b(?:directeur|président) général\b"],
        "me": [r"\b(?:[Jj]e suis|[Jj]'étais)(?: \w+)? (?:arrivé|rentré|parti|désolé|navré|partant|"
               r"content|ravi|sûr|absent|prêt|satisfait|heureux|soulagé|disposé|présent)(?!e)\b",
               r"(?:^|[.!?{] )Bien (?:arrivé|rentré)(?!e)\b",
               r"(?:^|[.!?] )(?:Désolé|Navré|Content)(?!e)\b", r"m'avoir ramené(?!e)\b"],
        "you": [r"tu sois bien arrivé(?!e)\b"],
    },
    "it": {
        "her": [r"FEM,? (?:è|è stato|era|sarà|si è)(?: \w+)? \w+(?:ato|uto|ito)\b",
                r"FEM[^.]{0,30}amministratore delegato", r"FEM è (?:entrato|uscito)\b"],
        "me": [r"\b(?:[Ss]ono|[Ee]ro) (?:\w+ )?(?:stato|arrivato|tornato|partito|riuscito|"
               r"divertito|atterrato|contento|sicuro|pronto|soddisfatto|disposto)\b",
               r"(?:^|[.!?] )Appena (?:arrivato|atterrato)\b"],
        "you": [r"(?:^|[.!?{] )Tranquillo\b", r"\bsei (?:riuscito|arrivato)\b"],
    },
    "es": {
        "her": [r"FEM,? (?:fue|ha sido|está|estaba|es)(?: \w+)? \w+(?:ado|ido)\b",
                r"FEM[^.]{0,30}(?:consejero delegado|director financiero|nuevo presidente)",
                r"\b(?:vecino|amigo|compañero) FEM"],
        "me": [r"\b(?:[Ee]stoy|[Ee]staría) (?:muy |tan )?(?:listo|cansado|seguro|ocupado|"
               r"contento|dispuesto|encantado|satisfecho)\b"],
        "you": [r"(?:^|[.!?{] )Tranquilo,"],
    },
}


# the topics and slots written as one person's message, filled with ``me`` (and ``you``)
SPOKEN = ("chat.casual", "chat.agent", "chat.customer", "chat.meeting", "gsoc_chat_pair",
          "gsoc_mail_reply", "hchat_say", "hchat_ex", "hchat_lunch", "hchat_call_say",
          "hchat_call_ex", "mailui.body", "review.good", "review.bad", "records.cover_letter")


def masculine_hits(lang: str, text: str, names: list[str],
                   roles: tuple[str, ...] = ("her", "me", "you")) -> list[str]:
    """The pieces of ``text`` that put a masculine form on a woman: one of ``names`` ("her"),
    its writer ("me") or its reader ("you"), as ``roles`` ask."""
    fem = "(?:" + "|".join(re.escape(n) for n in names) + ")"
    rules = MASCULINE.get(lang, {})
    return [m.group(0) for role in roles for pattern in rules.get(role, [])
            for m in re.finditer(pattern.replace("FEM", fem), text)]
