"""r92 row 12 (subtitle_editor): the dialogue fits the frame shown (a dry night: nobody is
"soaked" or out "in this weather") and the waveform shows a playhead at the current time."""

from __future__ import annotations

import re

from tests.world.world_helpers import rendered, sampled

# weather the frame would have to show (rain, a storm, wet clothes)
WEATHER = re.compile(r"\b(rain|weather|soak\w*|wet|Regen|Wetter|nass|pluie|temps \?|"
                     r"ruisselle\w*|lluvia|tiempo\?|chorreando|pioggia|tempo\?|regen|weer\?|"
                     r"doorweekt)\b", re.I)


def test_the_dialogue_names_no_weather_the_frame_does_not_show():
    for lang, seed, p in sampled("subtitle_editor", 40):
        for _, _, text in p["cues"]:
            assert not WEATHER.search(text), (lang, seed, text)


def test_the_waveform_has_a_playhead_at_the_current_time():
    for lang in ("en", "es", "de"):
        for seed in range(6):
            p, geo = rendered("subtitle_editor", lang, seed)
            wave = next(r.box for r in geo.regions if r.name == "waveform")
            heads = [s.box for s in geo.shapes if s.kind == "playhead"]
            assert heads, (lang, seed)
            cues, sel = p["cues"], p["sel"]
            t0 = cues[max(0, sel - 1)][0] - 500
            span = cues[min(len(cues) - 1, sel + 2)][1] - t0 + 500
            x = wave[0] + (p["pos"] - t0) * (wave[2] - wave[0]) / span
            a, b = cues[sel][:2]
            assert a <= p["pos"] <= b
            assert all(h[0] - 6 <= x <= h[2] + 6 and wave[1] <= h[1] for h in heads), \
                (lang, seed, heads, x)
