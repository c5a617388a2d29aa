"""A log does not print one commit-subject template over and over (the reviewer counted
"Ongebruikte … verwijderd" four times in one log): each template at most once."""

import re

from generator.content.provider import locale_data
from surfaces.git_log import strip_ref
from tests.world.world_helpers import sampled, template_regex


def test_no_commit_template_repeats_in_a_log():
    for lang, seed, p in sampled("git_log", 6):
        subjects = [strip_ref(r["subject"]) for r in p["rows"] if not r["subject"].startswith("Merge")]
        for template in locale_data(lang).SENTENCES["devtools.commit"]:
            rx = re.compile(template_regex(template) + r"$")
            hits = [s for s in subjects if rx.match(s)]
            assert len(hits) <= 1, (lang, seed, template, hits)
