"""The photographic finish of a picture (a ``ShapeOp`` of kind "photo", ``Page.photo``).

The kit paints pictures as flat vector shapes (a sky, hills, a sofa, a plate); real
screenshots show photographs. The finish is applied by the renderer to the pixels already
drawn in the op's box, at the op's place in the stacking order, so text and badges drawn
after it stay crisp. In order:

- soft focus: the hard vector edges are blurred a little (a lens), the upper band (the
  background: the sky and far hills, the wall behind a sofa) more (depth of field);
- surface texture: fractal value noise modulates the flat fills (foliage, plaster, wood,
  fabric and clouds are never one colour), in large patches, mid-scale blotches and fine grain;
- lens: red and blue fringes half a pixel apart (chromatic softness);
- light: a gradient along a light direction, a warm or cool grade, a gentle contrast
  curve, slightly lower saturation (cartoon colours are too pure) and a vignette;
- film grain: per-pixel luminance noise.

Looks "webcam" (a laptop camera: its exposure and white balance differ from shot to shot)
and "cinema" (a film still: shadows teal, highlights orange, dark corners); "defocus" only
blurs (the room behind a person, finished before the person is drawn).

Everything is drawn from the op's ``seed`` and ``look`` (a key of ``LOOKS``)
and the box size, so the same op always gives the same bytes. The noise grids are tiny
(a few hundred values, resized with bicubic interpolation) and the grain is a cached tile,
so a picture costs well under a millisecond at thumbnail size.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
from PIL import Image, ImageChops, ImageEnhance, ImageFilter

from generator.page.people import heads_of, people_gain
from generator.page.props import props_gain

Box = tuple[int, int, int, int]

# per look: texture amplitude, light gradient, vignette, far-band blur (in box fractions
# of the short side), grain sigma (8-bit levels), exposure
LOOKS: dict[str, tuple[float, float, float, float, float, float]] = {
    "outdoor": (0.045, 0.22, 0.22, 0.008, 1.5, 1.02),
    "indoor": (0.04, 0.28, 0.28, 0.006, 1.7, 1.0),
    "night": (0.035, 0.12, 0.38, 0.005, 2.4, 0.96),
    "studio": (0.02, 0.26, 0.24, 0.0, 1.3, 1.03),  # a plate: all in focus
    "product": (0.02, 0.26, 0.24, 0.0, 1.3, 1.03),  # a product on a sweep: lit, grounded
    "building": (0.045, 0.22, 0.22, 0.0, 1.5, 1.02),  # a facade: one plane, all in focus
    "portrait": (0.04, 0.26, 0.28, 0.0, 1.7, 1.0),  # people: faces in the upper half stay sharp
    "webcam": (0.03, 0.3, 0.3, 0.0, 2.6, 1.0),  # a laptop camera: noisy, uneven, soft
    "cinema": (0.045, 0.24, 0.46, 0.006, 2.0, 0.98),  # a film still: graded, dark corners
}
# per look: the white balance's spread (steps of _curve) and the exposure's (a share): a
# webcam's automatic white balance and exposure differ from call to call
SPREAD = {"webcam": (9, 0.1), "cinema": (2, 0.04)}
MID = 1.0  # the mid-scale texture's share (blotches of plaster, soil, leaves, fabric)
DEFOCUS = 0.012  # look "defocus" (a background behind a person): blur radius, short side
TILE = 384  # period of the cached fine-texture and grain tiles (stored twice as wide)
WRAP = 4  # cells of the periodic grid wrapped around it before the fine texture is resized
LOW = 4  # the smooth maps (light, vignette, patches, relief) are computed at 1/LOW size
SATURATION = 0.88  # cartoon colours are too pure
CONTRAST = 0.10  # the S-curve's strength
HEADROOM = 1.2  # brightness above white the light may give before the point table's shoulder
GLOW_FROM = 150  # night: brighter than this blooms
LEAVES = 0.26  # the foliage texture's strength (leaves: lit clumps and dark gaps)
LEAF_SIGMA = 1.1  # the leaves' texture: its features' size (a Gaussian's sigma, pixels)
FINE = 0.4  # the fine texture's share of a look's texture amplitude (more reads as sandpaper)


@lru_cache(maxsize=1)
def _noise() -> tuple[np.ndarray, np.ndarray]:
    """Fine texture (features of a few pixels: the grain of wood, the weave of fabric,
    leaves) and film grain, unit-scale TILE-periodic fields; one pair for every photo
    (a fixed seed: the tiles are plain data, a photo's seed picks where it reads them)."""
    rng = np.random.default_rng(20240517)
    cells = TILE // 3
    grid = rng.random((cells, cells), dtype=np.float32) * 2 - 1
    # resized from a periodic grid: a periodic field. Only one period is resized (the box),
    # from the grid wrapped by WRAP cells (bicubic reads 2 cells either side): a ninth of
    # the work of resizing the 3 x 3 tiled grid and cropping its centre, equal to it
    # within a float32 rounding step (tests/page/test_page_photo_cache.py)
    grid = np.pad(grid, WRAP, mode="wrap")
    fine = np.asarray(Image.fromarray(grid, mode="F").resize(
        (TILE, TILE), Image.BICUBIC, box=(WRAP, WRAP, WRAP + cells, WRAP + cells)))
    return fine, rng.standard_normal((TILE, TILE)).astype(np.float32)


@lru_cache(maxsize=1)
def _leaves() -> np.ndarray:
    """Leaves: TILE-periodic isotropic noise (white noise smoothed by a Gaussian of
    LEAF_SIGMA px, in the Fourier domain), as strong as the fine texture: no grid of cells,
    so a lawn or a tree reads as leaves, not as the square mosaic of a bicubic grid (r95
    row 03: "visibly pixelated, blocky trees" on a cover banner)."""
    rng = np.random.default_rng(20240518)
    f = np.fft.fftfreq(TILE)
    lowpass = np.exp(-2 * (np.pi * LEAF_SIGMA) ** 2 * (f[:, None] ** 2 + f[None, :] ** 2))
    field = np.fft.ifft2(np.fft.fft2(rng.standard_normal((TILE, TILE))) * lowpass).real
    return (field * (_noise()[0].std() / field.std())).astype(np.float32)


@lru_cache(maxsize=8)
def _leaf_tile(scale: float) -> np.ndarray:
    return np.tile(scale * _leaves(), (2, 2)).astype(np.float32)


@lru_cache(maxsize=8)
def _texture_tile(amount: float, scale: float = 0.0) -> np.ndarray:
    """The gain of the fine texture at ``amount`` (``scale``: the field times ``scale``,
    around 0), 2 TILE square."""
    if scale:
        return np.tile(scale * _noise()[0], (2, 2)).astype(np.float32)
    return np.tile(1 + amount * _noise()[0], (2, 2)).astype(np.float32)


@lru_cache(maxsize=8)
def _grain_tile(sigma: float) -> Image.Image:
    """Grain of ``sigma`` levels around 128 (added with ImageChops.add, offset -128)."""
    g = np.clip(np.round(128 + sigma * _noise()[1]), 0, 255).astype(np.uint8)
    return Image.fromarray(np.tile(g, (2, 2)), "L").convert("RGB")


def _offset(seed: int) -> tuple[int, int]:
    return seed % TILE, (seed // TILE) % TILE


def _texture(amount: float, h: int, w: int, seed: int, scale: float = 0.0,
             leaves: bool = False) -> np.ndarray:
    tile = _leaf_tile(round(scale, 6)) if leaves else _texture_tile(amount, round(scale, 6))
    oy, ox = _offset(seed)
    if h > TILE or w > TILE:  # a large photo on a scaled screen: repeat the tile
        tile = np.tile(tile, (h // TILE + 1, w // TILE + 1))
    return tile[oy:oy + h, ox:ox + w]


def _grain(sigma: float, h: int, w: int, seed: int) -> Image.Image:
    tile = _grain_tile(sigma)
    oy, ox = _offset(seed)
    if h > TILE or w > TILE:
        big = Image.new("RGB", (w + ox, h + oy))
        for ty in range(0, h + oy, 2 * TILE):
            for tx in range(0, w + ox, 2 * TILE):
                big.paste(tile, (tx, ty))
        tile = big
    return tile.crop((ox, oy, ox + w, oy + h))


def _field(rng: np.random.Generator, h: int, w: int, cells: int) -> np.ndarray:
    """Smooth value noise in -1..1 with about ``cells`` features across the long side."""
    long = max(h, w)
    gh, gw = max(2, round(cells * h / long) + 1), max(2, round(cells * w / long) + 1)
    grid = rng.random((gh, gw), dtype=np.float32) * 2 - 1
    return np.asarray(Image.fromarray(grid, mode="F").resize((w, h), Image.BICUBIC))


def _relief(small: Image.Image, angle: float) -> np.ndarray:
    """Volume: every shape is lit on the side facing the light and shaded on the other
    (the slope of its blurred brightness along the light direction), as a rounded object
    is; a flat fill far from any edge stays as it is. At 1/LOW size."""
    radius = max(1.0, min(small.size) / 30)
    soft = np.asarray(small.convert("L").filter(ImageFilter.GaussianBlur(radius)),
                      dtype=np.float32) / 255.0
    dy, dx = np.gradient(soft)
    slope = (dx * np.cos(angle) + dy * np.sin(angle)) * radius
    return np.clip(slope, -0.5, 0.5)


def _smooth_gain(rng: np.random.Generator, small: Image.Image, look: tuple, strength: float,
                 w: int, h: int, heads: tuple = (), product: bool = False) -> np.ndarray:
    """Light from a direction, vignette, large patches of texture and relief, computed at
    1/LOW size and resized to the box."""
    tex_a, light_a, vig, _, _, exposure = look
    sw, sh = small.size
    angle = rng.uniform(-2.4, -0.7)  # the light comes from above, left or right
    ys = np.linspace(-1, 1, sh, dtype=np.float32)[:, None]
    xs = np.linspace(-1, 1, sw, dtype=np.float32)[None, :]
    toward = (xs * np.cos(angle) + ys * np.sin(angle)) * (-0.5)
    r2 = (xs * xs + ys * ys) * 0.5
    gain = 1 + strength * (light_a * toward - vig * r2 * r2 + 0.35 * _relief(small, angle))
    patches = 0.6 * _field(rng, sh, sw, 3) + 0.2 * _field(rng, sh, sw, 12) + \
        MID * _field(rng, sh, sw, max(12, min(sw, sh) // 3))
    gain *= (1 + strength * tex_a * patches) * (exposure / HEADROOM)
    side = 1.0 if angle < -1.57 else -1.0  # the light from the right (1) or the left
    if heads:  # people: their heads and bodies lit as round (generator.page.people)
        gain *= people_gain((sw, sh), (w, h), list(heads), side)
    if product:  # a product: its volume and contact shadow (page.props)
        gain *= props_gain(np.asarray(small, np.float32), side)
    gain = Image.fromarray(gain.astype(np.float32), mode="F")  # mode F reads float32 only
    return np.asarray(gain.resize((w, h), Image.BILINEAR))


def _far(crop: Image.Image, small: Image.Image, far: float) -> Image.Image:
    """More blur towards the top (the far band: sky, far hills, the wall behind a sofa),
    fading out by mid-height; the band below is left as it is."""
    w, h = crop.size
    radius = far * min(small.size)
    if far * min(w, h) < 0.9:
        return crop
    top = h // 2
    back = small.filter(ImageFilter.GaussianBlur(max(0.3, radius))).resize((w, h), Image.BILINEAR)
    band = Image.composite(back.crop((0, 0, w, top)), crop.crop((0, 0, w, top)), _ramp(w, top))
    crop = crop.copy()
    crop.paste(band, (0, 0))
    return crop


def _soft(arr: np.ndarray) -> np.ndarray:
    """Lens softness: each pixel half its own, an eighth of each neighbour's (edges clamp)."""
    out = np.empty_like(arr)  # up + down, left, right: the sums of an edge-padded copy
    np.add(arr[:-2], arr[2:], out=out[1:-1])
    np.add(arr[0], arr[1], out=out[0])
    np.add(arr[-2], arr[-1], out=out[-1])
    out[:, 1:] += arr[:, :-1]
    out[:, 0] += arr[:, 0]
    out[:, :-1] += arr[:, 1:]
    out[:, -1] += arr[:, -1]
    out *= 0.125
    out += 0.5 * arr
    return out


@lru_cache(maxsize=64)
def _ramp(w: int, h: int) -> Image.Image:
    """The far band's blur weight: full at the top, none at the bottom of the band."""
    t = np.clip(1.0 - np.linspace(0, 1, h, dtype=np.float32), 0, 1)
    col = np.round(255 * t * t).astype(np.uint8)[:, None]
    return Image.fromarray(np.repeat(col, w, axis=1), "L")


@lru_cache(maxsize=64)
def _curve(warm_step: int, strength: float, teal: float = 0.0) -> list[int]:
    """A point table: a warm or cool grade (``warm_step`` in -4..4) and a gentle S-curve;
    ``teal`` > 0 a film grade (shadows towards teal, highlights towards orange)."""
    v = np.arange(256, dtype=np.float64) / 255.0 * HEADROOM
    knee = 0.8  # highlights roll off instead of clipping: a white plate keeps its shading
    v = np.where(v < knee, v, knee + (1 - knee) * np.tanh((v - knee) / (1 - knee)))
    v = v + CONTRAST * strength * v * (1 - v) * (2 * v - 1)
    out = []
    split = teal * (v - 0.45)  # < 0 in the shadows, > 0 in the highlights
    for ch, lean in ((1 + warm_step * 0.009, 1.0), (1.0, 0.25), (1 - warm_step * 0.009, -1.0)):
        out += [int(x) for x in np.clip(np.round((v * ch + lean * split) * 255), 0, 255)]
    return out


@lru_cache(maxsize=1)
def _glow_table() -> list[int]:
    return [max(0, min(255, (v - GLOW_FROM) * 3)) for v in range(256)] * 3


def _glow(small: Image.Image, w: int, h: int, strength: float) -> Image.Image:
    """Night: lit windows, lamps and the moon bloom into soft halos (lens glare)."""
    bright = small.point(_glow_table())
    halo = bright.filter(ImageFilter.GaussianBlur(max(1.0, min(small.size) / 14)))
    if strength != 1:
        halo = halo.point(lambda v: round(v * strength))
    return halo.resize((w, h), Image.BILINEAR)


def _foliage(gain: np.ndarray, small: Image.Image, strength: float, w: int, h: int,
             seed: int) -> None:
    """Leaves and grass are never a fill: where the picture is green (trees, lawns,
    hedges), a strong fine texture of lit leaves and dark gaps between them, in place."""
    px = np.asarray(small, dtype=np.int16)
    green = px[:, :, 1] - np.maximum(px[:, :, 0], px[:, :, 2])
    if int(green.max()) < 8:
        return
    mask = Image.fromarray(np.clip(green * 12, 0, 255).astype(np.uint8), "L")
    amount = np.asarray(mask.resize((w, h), Image.BILINEAR), dtype=np.float32)
    amount *= _texture(0.0, h, w, seed // 3 + 101, LEAVES * strength / 255.0, leaves=True)
    amount += 1.0
    gain *= amount


def _fringe(arr: np.ndarray) -> None:
    """Lens fringes, in place: red half a pixel right, blue half a pixel left (a soft
    chromatic aberration)."""
    arr[:, 1:, 0] += arr[:, :-1, 0]
    arr[:, 1:, 0] *= 0.5
    arr[:, :-1, 2] += arr[:, 1:, 2]
    arr[:, :-1, 2] *= 0.5


def finish(image: Image.Image, box: Box, seed: int, look: str, strength: float = 1.0,
           points: tuple = ()) -> None:
    """Give the pixels of ``image`` inside ``box`` a photographic finish, in place; look
    "defocus" only blurs (the room behind a person in a video call, drawn before them);
    ``points``: the heads of the people in it (generator.page.people), lit as round."""
    x1, y1 = max(0, box[0]), max(0, box[1])
    x2, y2 = min(image.width, box[2]), min(image.height, box[3])
    w, h = x2 - x1, y2 - y1
    if w < 8 or h < 8:
        return
    crop = image.crop((x1, y1, x2, y2))
    if look == "defocus":  # blurred at half size: as soft, a quarter of the work
        half = crop.reduce(2).filter(ImageFilter.GaussianBlur(max(0.5, DEFOCUS * min(w, h) / 2)))
        image.paste(half.resize((w, h), Image.BILINEAR), (x1, y1))
        return
    params = LOOKS.get(look, LOOKS["outdoor"])
    rng = np.random.default_rng([seed & 0xFFFFFFFF, w, h])
    wb, ev = SPREAD.get(look, (4, 0.0))
    if ev:
        params = (*params[:5], params[5] * (1 + float(rng.uniform(-ev, ev))))
    small = crop.reduce(LOW)
    gain = _smooth_gain(rng, small, params, strength, w, h, heads_of(points, x1, y1),
                        look == "product")
    gain = gain * _texture(round(FINE * strength * params[0], 4), h, w, seed)
    if look not in ("studio", "product", "portrait", "webcam"):
        _foliage(gain, small, strength, w, h, seed)
    arr = _soft(np.asarray(_far(crop, small, params[3]), dtype=np.float32))
    arr *= gain[:, :, None]
    if w >= 96 and h >= 64:  # a lens, not a vector drawing: colour fringes at the edges
        _fringe(arr)
    np.clip(arr, 0, 255, out=arr)
    out = Image.fromarray(arr.astype(np.uint8), "RGB")
    out = ImageEnhance.Color(out).enhance(1 - (1 - SATURATION) * strength)
    out = out.point(_curve(int(rng.integers(-wb, wb + 1)), strength,
                           0.16 * strength if look == "cinema" else 0.0))
    if look == "night":
        out = ImageChops.screen(out, _glow(small, w, h, strength))
    out = ImageChops.add(out, _grain(round(params[4] * strength, 2), h, w, seed // 7), 1.0, -128)
    image.paste(out, (x1, y1))
