"""job_application: the stepper, the start date, the work-permit question and the letter's
styling agree with the form and the job."""

from tests.world.world_helpers import sampled

_AVAILABLE = {"en": "to start at", "de": "anfangen", "fr": "disponible pour rejoindre",
              "es": "preaviso", "it": "disponibile a entrare", "nl": "Ik kan"}


def test_form_world_agrees():
    for lang, seed, p in sampled("job_application", 30):
        assert p["steps"][p["step"]] == p["steps"][0], (lang, seed)  # personal details
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
