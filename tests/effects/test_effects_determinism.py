"""Effects are a pure function of their params, params are JSON, and sampling only uses the
Generator it is given."""

from __future__ import annotations

import io
import json

import numpy as np
import pytest
from PIL import Image

from generator.effects import (
    DEFAULT_PROBABILITIES,
    apply_effects,
    check_probabilities,
    describe,
    overlays,
    sample_effects,
)

ALL_ON = {name: 1.0 for name in DEFAULT_PROBABILITIES}
PAGE = (1024, 768)
TARGET = (400, 300, 460, 317)


def _page() -> Image.Image:
    pixels = np.full((768, 1024, 3), 250, dtype=np.uint8)
    pixels[100:400, 100:700] = (30, 60, 200)
    pixels[200:210, 50:900] = 0
    return Image.fromarray(pixels, "RGB")


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def _sample(seed: int, **kw) -> dict:
    args = {"page_size": PAGE, "target_box": TARGET, "caret_x": 430,
            "target_lines": [(100, 300, 900, 317)], "surface": "scanned_letter",
            "probabilities": ALL_ON, **kw}
    return sample_effects(np.random.default_rng(seed), **args)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_same_params_give_identical_bytes_and_params_are_json(seed: int) -> None:
    params = _sample(seed)
    assert params == _sample(seed)
    assert all(params[name] for name in ("blur", "grain", "jpeg"))
    assert params["distractors"], "with every probability at 1 a distractor is placed"
    loaded = json.loads(json.dumps(params))
    assert loaded == params
    image = _page()
    first = _png(apply_effects(image, params))
    assert first == _png(apply_effects(image, loaded))
    assert first == _png(apply_effects(_page(), params))
    assert first != _png(image)
    assert _png(image) == _png(_page()), "apply_effects must not modify its input"


def test_different_seeds_differ_and_grain_seed_matters() -> None:
    assert _sample(1) != _sample(2)
    params = {"grain": {"seed": 5, "sigma": 4.0, "chroma": 0.0}}
    other = {"grain": {"seed": 6, "sigma": 4.0, "chroma": 0.0}}
    assert _png(apply_effects(_page(), params)) != _png(apply_effects(_page(), other))


def test_the_global_numpy_rng_is_neither_used_nor_moved() -> None:
    state = np.random.get_state()
    params = _sample(3)
    apply_effects(_page(), params)
    after = np.random.get_state()
    assert state[0] == after[0] and np.array_equal(state[1], after[1]) and state[2:] == after[2:]


def test_probabilities_are_checked_and_zero_means_no_effect() -> None:
    with pytest.raises(ValueError, match="unknown effect"):
        check_probabilities({"vignette": 0.5})
    with pytest.raises(ValueError, match="must be in"):
        check_probabilities({"grain": 1.5})
    assert check_probabilities(None) == DEFAULT_PROBABILITIES
    none = _sample(4, probabilities={name: 0.0 for name in DEFAULT_PROBABILITIES})
    assert describe(none) == [] and overlays(none) == []
    assert _png(apply_effects(_page(), none)) == _png(_page())


def test_blur_only_on_scanned_surfaces() -> None:
    for seed in range(5):
        assert _sample(seed, surface="gmail_thread", family="mail")["blur"] is None
        assert _sample(seed, surface="fax_cover", family="documents")["blur"] is not None
        assert _sample(seed, surface="anything", family="scan")["blur"] is not None
        assert _sample(seed, surface="x", blur_surfaces=("x",))["blur"] is not None


def test_default_rates_are_roughly_the_documented_ones() -> None:
    counts = dict.fromkeys(DEFAULT_PROBABILITIES, 0)
    n = 400
    rng = np.random.default_rng(11)
    for _ in range(n):
        params = sample_effects(rng, page_size=PAGE, target_box=TARGET, surface="scanned_letter",
                                caret_slots=[(600, 500, 517), (700, 600, 617)])
        for name in describe(params):
            counts[name] += 1
    # a scan always carries sensor grain (r81 0002); elsewhere grain keeps its rate
    for name, p in {**DEFAULT_PROBABILITIES, "grain": 1.0}.items():
        assert abs(counts[name] / n - p) < 0.08, (name, counts[name] / n, p)
    grain = sum(bool(sample_effects(rng, page_size=PAGE, target_box=TARGET, surface="plain_text",
                                    captured=True)["grain"]) for _ in range(n))
    assert abs(grain / n - DEFAULT_PROBABILITIES["grain"]) < 0.08, grain / n
    # a crisp app UI (no scan, no camera) never gets grain
    assert not any(sample_effects(rng, page_size=PAGE, target_box=TARGET, surface="plain_text",
                                  probabilities={"grain": 1.0})["grain"] for _ in range(40))


def test_overlays_list_every_distractor_box() -> None:
    params = _sample(7)
    listed = overlays(params)
    assert [o["box"] for o in listed] == [d["box"] for d in params["distractors"]]
    assert {o["kind"] for o in listed} <= {"caret", "cursor"}


@pytest.mark.parametrize("only", [("distractors",), ("distractors", "grain"),
                                  ("blur", "distractors"), ()])
def test_a_consumed_page_gives_the_same_pixels_and_only_it_is_painted(only) -> None:
    """``consume=True`` (the pipeline's call) paints distractors on the page itself instead
    of a copy: same result, and the input changes only when it was consumed."""
    full = _sample(1)
    params = {name: (full[name] if name in only else None) for name in full}
    params["distractors"] = full["distractors"] if "distractors" in only else []
    expected = _png(apply_effects(_page(), params))
    page = _page()
    assert _png(apply_effects(page, params, consume=True)) == expected
    # distractors are drawn on the consumed page itself unless blur made a new image first
    painted = "distractors" in only and "blur" not in only
    assert (_png(page) != _png(_page())) == painted
