"""Developer tools belong to firms that would run them (review w14: an npm package "used in
production at Hillcrest Solar Co.", a cleaning firm's cron dashboard archiving shop orders):
the owner a dev-tool page names (cron project, API host, server project, metrics site, code
host org, the readme's firm) is ``surfaces.kit.listed.dev_owner``'s, a software house or a
name that claims no trade."""

from __future__ import annotations

import numpy as np
from world_helpers import sampled

from generator.content import Content
from surfaces.kit.listed import SOFTWARE_WORDS, claims_other_trade, short_name, trade_words

SEEDS = 12


def _trades(lang: str) -> list[str]:
    return trade_words(Content(lang, np.random.default_rng(0)))


def _other_trade_in(owner: str, trades: list[str]) -> list[str]:
    """Trade words (5+ letters, not software's) inside a handle or domain ("henryroofing")."""
    low = owner.casefold().replace(" ", "")
    return [t for t in trades if len(t) >= 5 and t.casefold() in low
            and not t.casefold().startswith(SOFTWARE_WORDS)]


OWNERS = {
    "cron_schedule": lambda p: p["project"],
    "api_client": lambda p: p["url"].split("/")[2].removeprefix("api."),
    "server_inventory": lambda p: p["project"].rsplit("-", 1)[0],
    "metrics_dashboard": lambda p: p["company"],
    "pull_request_list": lambda p: p["org"],
    "git_blame": lambda p: p["org"],
}


def test_dev_tool_owners_are_software_firms() -> None:
    bad = []
    for name, owner_of in OWNERS.items():
        for lang, seed, p in sampled(name, SEEDS):
            owner, trades = owner_of(p), _trades(lang)
            if claims_other_trade(owner, trades, SOFTWARE_WORDS) or _other_trade_in(owner, trades):
                bad.append((name, lang, seed, owner))
    assert not bad, bad


def test_readme_names_a_software_firm(monkeypatch) -> None:
    """"Used in production at {company}" names a firm that runs software, not a roofer:
    every firm name drawn while the page is sampled that the readme prints."""
    from surfaces import registry

    drawn: list[str] = []
    company = Content.company
    monkeypatch.setattr(Content, "company", lambda self: drawn.append(company(self)) or drawn[-1])
    seen = 0
    for lang in registry.get("package_registry").languages:
        trades = _trades(lang)
        for seed in range(SEEDS):
            drawn.clear()
            p = registry.get("package_registry")().sample(
                np.random.default_rng([seed, 5]), Content(lang, np.random.default_rng([seed, 11])))
            text = " ".join(b["text"] for b in p["blocks"])
            for firm in set(drawn):
                if firm in text:
                    seen += 1
                    assert not claims_other_trade(firm, trades, SOFTWARE_WORDS), (lang, seed, firm)
    assert seen


def test_short_name_ends_on_a_word() -> None:
    assert short_name("Hecht & Lang GmbH & Co. KG") == "Hecht & Lang GmbH"
    assert short_name("Trailhead Accounting Group") == "Trailhead Accounting"
    assert len(short_name("Brunner & Schreiner GmbH & Co. KG")) <= 22
