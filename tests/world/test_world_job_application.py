"""job_application: no stepper over the one-page form (r77 0009), the start date, the work-permit question and the letter's
styling agree with the form and the job."""

from tests.world.world_helpers import sampled

_AVAILABLE = {"en": "to start at", "de": "anfangen", "fr": "disponible pour rejoindre",
              "es": "preaviso", "it": "disponibile a entrare", "nl": "Ik kan"}


def test_form_world_agrees():
    for lang, seed, p in sampled("job_application", 30):
        assert "steps" not in p and "step" not in p, (lang, seed)  # one page, no stepper
        letter = " ".join(p["letter"])
        if p["start"] and lang in ("en", "fr", "it"):
            assert _AVAILABLE[lang] not in letter, (lang, seed, letter)
        question = p["labels"]["authorized"]
        for other in ("UK", "Ireland", "Canada", "Australia"):
            assert other not in question, (lang, seed, question)
        names = (p["company"], p["employer"])
        for text, marks in zip(p["letter"], p["marks"], strict=True):
            for start, end, *_ in marks:
                span = text[start:end]
                assert span in names or span.replace(",", "").replace(".", "").isdigit(), \
                    (lang, seed, span)


def test_one_page_form_draws_no_stepper():
    """r77 0009: "1 Persoonsgegevens" active while the CV, the letter and the final submit
    button stood on the same page."""
    from tests.world.world_helpers import rendered

    for seed in range(6):
        lang = ("en", "de", "fr", "es", "it", "nl")[seed]
        _, geo = rendered("job_application", lang, seed)
        assert not [s for s in geo.shapes if s.kind == "step"], (lang, seed)
        assert not [r for r in geo.regions if r.name == "steps"], (lang, seed)
