"""Reader r70 (seed 70070): the defects of its pages, each guarded over many seeds and
every language the surface speaks."""

from __future__ import annotations

import unicodedata

import numpy as np

from generator.content import Content, names
from generator.content.provider import LANGUAGES


def _marks(text: str) -> int:
    return sum(1 for c in unicodedata.normalize("NFKD", text) if unicodedata.combining(c))


def test_surnames_are_spelt_as_their_bearers_write_them():
    """r70 0008 "Aarón Múñiz": no misspelt Faker surname, and no spelling short of an
    accent beside the full one ("Nuñez" beside "Núñez")."""
    for lang in LANGUAGES:
        content = Content(lang, np.random.default_rng(0))
        for provider in content.fake.factories[0].providers:
            for attr in names.NAME_LISTS:
                listed = list(getattr(provider, attr, None) or ())
                if not listed or not isinstance(listed[0], str):
                    continue
                assert "Múñiz" not in listed and "Iñiguez" not in listed, (lang, attr)
                most: dict[str, int] = {}
                for n in listed:
                    key = names.strip_accents(n)
                    most[key] = max(most.get(key, 0), _marks(n))
                short = [n for n in listed if _marks(n) < most[names.strip_accents(n)]]
                assert not short, (lang, attr, short[:5])
        drawn = {content.last_name() for _ in range(3000)}
        assert not drawn & {"Múñiz", "Nuñez", "Ibañez", "Iñiguez"}, lang


def test_invoice_names_a_project_only_over_its_work():
    """r70 0000 "Conform onze offerte voor project klantportaal" over a domain renewal, a
    certificate and an SEO audit; r70 0026 "project vernieuwing blog" over a homepage
    redesign: the project named in the prose is the lines' job."""
    from world_helpers import sampled

    from surfaces.invoice.items import PROJECT_WORK
    named = 0
    for lang, seed, p in sampled("invoice", 60):
        doc = p["doc"]
        project = doc["world"]["project"]
        prose = " ".join([p["texts"]["intro"], *p["texts"]["terms"], p["texts"]["thanks"]])
        keys = {item["key"] for item in doc["items"]}
        if project.lower() in prose.lower():
            named += 1
            assert keys & PROJECT_WORK.get(doc["trade"], set()), (lang, seed, project, keys)
        if "home" in keys:
            assert "blog" not in project.lower(), (lang, seed, project)
    assert named > 20


def _seconds(dur: str) -> int:
    import re
    nums = [int(n) for n in re.findall(r"\d+", dur)]
    return nums[0] * 60 + nums[1] if len(nums) == 2 else nums[0]


def test_cron_run_time_fits_the_command():
    """r70 0006: "certbot renew --quiet" ran "9 min 55 s" ("environ 10 min"): a job runs
    as long as its kind of work takes."""
    from world_helpers import sampled
    quick = ("certbot", "logrotate", "df -h", "find /tmp", "fx/import_rates")
    slow = ("backup.sh", "archive_orders")
    for lang, seed, p in sampled("cron_schedule", 40):
        for job in p["jobs"]:
            secs = _seconds(job["dur"])
            assert secs >= 1, (lang, seed, job)
            if job["cmd"].startswith(quick) or any(q in job["cmd"] for q in quick):
                assert secs < 60, (lang, seed, job["cmd"], job["dur"])
            if any(s in job["cmd"] for s in slow):
                assert secs >= 120, (lang, seed, job["cmd"], job["dur"])
            assert " 0 s" not in job["dur"], (lang, seed, job["dur"])
