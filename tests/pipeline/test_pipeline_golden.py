"""Golden digests: any change that alters the output fails here until the digest and the
generator version are bumped on purpose (and REPRODUCE.md with them)."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from generator import __version__

# sha256 of SHA256SUMS of `build --n 20 --seed 90211` (no geometry), per generator version.
GOLDEN_SMALL = {
    "0.1.0": "25c1b343dabe1eb9bd978a3a01fd2f0109f0ca898b94de1c581d60b42f03223e",
    "0.2.0": "81e52d02fc49610a08c8322dfa0beccf6d6824911df7b78977424791b10a4536",
    "0.3.0": "48bcde69e3b19a60e0c76d729b55c0a71ef2fb8870dfb9a7e833ac5d6c597530",
    "0.4.0": "02b9e100ca575837431c33d4021efceeeb0c66b03efc97a467b951cec6dbb5ee",
    "0.5.0": "732e9ab2b075343479c56f26d082be997112dc5ec008b0fcb3b550cfbc866daf",
    "0.6.0": "98486ef1afbd3056d2486febcdf41ab362f74b05bfe22ce945fa1160e9989052",
    "0.7.0": "befda83d9e5af77160463e845a548d8ea7db751d152822cc2e738167745b4742",
    "0.8.0": "d30c58a95460d884c99ada464e6accdeb4173c0e4f77f6d213dc093c90710e90",
    "0.9.0": "66720d66ab7728340e05b954754a18c8428758d5f4d1e45ad865a67680124bb2",
    "0.10.0": "a645bcf0442887af95958676d4a94659c0478baf6292fca01296442e761ca54b",
    "0.11.0": "fc4ee820a7dda2fe8daa844e2826a16154952e321a63932463ba79e5cce13435",
    "0.12.0": "8ae49ec6d2e5f9e37d984094b4f5dfea2dc2e8fc27299344e94ca582c4eb670d",
    "0.13.0": "4595795a0ed245a5bcd3cb08ccdfda0b5c57a4e7a0c56e48bef2fa6d0fae2bc9",
    "0.14.0": "53c03845376ac008e10484b98f67d4579c65b833ee12c55d02462bd7b3bf855b",
    "0.15.0": "0e107f1dc44f03405ec3939e6ebb196a370e8e09fa4d81f4265586df62b2a624",
    "0.16.0": "266fe134d0987ec75d22bc8b919d563b318a98fc814302009b2599746c36ff04",
    "0.17.0": "74d2f441880f19c08946696565d371f6729c8bff9bdb0b26c6085a2583ac1df7",
    "0.18.0": "5357b50a32d28a9675493f3f7648dbebcfd697785e90439ae3a2cb87d7f5cd0b",
    "0.19.0": "5bdd30b33e4d0e10a72704b3cfa2a143045dbe717221e4c0c7fed1ccac737fcb",
    "0.20.0": "7da8855b4843eef9d372aa64b126b775395fb2fd9ccaacd1c7fbef7622ba02fd",
    "0.21.0": "e69e45241dab235f670c9215610acdcf57dbdbd4db79dbf956735ce22a21c65a",
    "0.22.0": "5cb9c05bc91bf601ac35a09fd4f6a85cce34ddc9021c720dee44e66dbbff5ee3",
    "0.23.0": "037c4006ac6b14c6edec2743690fdfa2226e1d8d8984be7ea6b81ebab53fef8e",
    "0.24.0": "a0a65b080b02ced909dc762d55228a7beb85ea61385a2b44d333db4da6705afe",
    "0.25.0": "837967e0b54d9f01251fb34a4955ea9bda74c2b01c8dbde5e31a9a26e696c91b",
    "0.26.0": "7b5f7025fc2d19bfb31319f5d637fd6d5f92ad7eab3a4e35ea3df7e89064c361",
    "0.26.1": "c3c8a5b286c1021e372e433c0b6c1eae4f5e4a2d1df49fdfc9c6c445b3d01c30",
    "0.27.0": "db1d0661867a7f041bf25585616030ce81870bdd575b941015ae73819a1f3d96",
    "0.27.1": "8110c05158c2ca50fc381a85bf623447691f819573822cb8f88a84839e39735a",
    "0.28.0": "b7b1a39fa2e2d4656e21b6408cdaa5b14f5058f8177b9da0e52b96536a7c4d60",
    "0.28.1": "c9578378691fee0fc564b1d49da7b2ca0c4537f4adcb5b0a9f2e55206d6d3afe",
}
# The same without eval.py's line: the pages, metadata and card alone (a scorer change moves
# GOLDEN_SMALL but must not move this).
GOLDEN_SMALL_DATA = {
    "0.2.0": "0ba3f7d7c6c06e476b7ca9bfd973ae94d41ed4ce38355aab92528c2cb9ed009b",
    "0.3.0": "ca1ff9c1d4e2fa93b700e6711b181a2f27dec33ca7237f4005bae3046a626dc1",
    "0.4.0": "c48120762ec67e5f28387600b22e5af8f3b91f4ba2b2703b46099b8874a683f7",
    "0.5.0": "1891f706ffb94873cd64f76ca33baa6202e76a3d0a239f72d43da76bdde3620e",
    "0.6.0": "fc7b7734131081d7d281985c8034cb9cbab38ba16febb595bd3159fd7cf2d6af",
    "0.7.0": "9b340198d35adba9ac710fce7cf981de8114157fd0ac316e2a40889b35628c7b",
    "0.8.0": "b245c790c476cea4e8475691e5e907ee3d2caac8d2216cfa93d5e905bde0ef22",
    "0.9.0": "117984a2426fd5e8662021c447830861d65b6d56181fcb93198294edc86387bd",
    "0.10.0": "b150ff303e8fdb7e965af30d3fdf23645e376e961fb8a0a422e1f45e84bcd7a4",
    "0.11.0": "c8bdafb9b18c36602888342ca5559ba184402e28f7a252a702aa7762c23bcf2e",
    "0.12.0": "1ca94af487815ef69508c3babd99a3e3def9376e6438c917dd9f3075ba8293bd",
    "0.13.0": "a1bc76a86b4172ade8e2e98d8481eb8a7e6383caa29203b35a1f2b7a2e0104bd",
    "0.14.0": "5dd3fa72ec4df2b8a3e879fb551b296dbbb2ba952cb4485b512dcac6ec2a2975",
    "0.15.0": "02860828031c47b111b6b13f238bba692e2a3cc70f708ce6d69f5649557e151f",
    "0.16.0": "ac9bcbd5ffb69ea9a15289deeb12fa2020946fe4f925c9562e3e945b54b8b9f4",
    "0.17.0": "dbd0a622487b9f9ac6accab55aeea2d04844611d91ae1ceeac03603863dcce7f",
    "0.18.0": "2ff01f2ead531f519579e096694c1e72e492f0345ee5afc95bb28a067f030b9e",
    "0.19.0": "c2192b446c974c8f47fb1ab64e572fbeb32ca9e821caf20d20f7033420c9e191",
    "0.20.0": "22969665ac74b7a632425c703bdc026e9408c8e3f2f9a2d10ce492250d6331b4",
    "0.21.0": "0f67f9ac16f54276350b9f79f11d87f6cbd4aeedd7afd684d011c06c6ea8672f",
    "0.22.0": "ef530f1904e3544d90cf11f411be12e57e8590723c3bcb27bf88b01f9e17a8a6",
    "0.23.0": "75af4f14bfb96058f6cc9a45b3f95169c574806b876dcac12c6df1ff5d3c7b05",
    "0.24.0": "704464587a5069e83f8a5561d4d036d8c7f485ca30ae910e1e17f808109aad2c",
    "0.25.0": "2fb07b50e7f520f5d59d506acddb1b8b8f608ef05d0ccbc4e55dd6fa03c63656",
    "0.26.0": "b4ebe369822e926c1feeeafdc315f4ab21975a0354612dcb813891b10d3b59c1",
    "0.26.1": "3283d6d21eeb62557d109d036a3c5d6b152aac662c19a0ad0a94f5bcd2fa0fe5",
    "0.27.0": "2932e038023c39d8870584eb3b75a857dd27cf8910292080849d88e2836294f1",
    "0.27.1": "c1e0426f297cb3bf6c1c2ee673bc5b172ad1191be8f0cd35bb3a8151cb278047",
    "0.28.0": "152a5adca1a03818934b3ad4d64910fd24993c750185b72a7d2e276d15515ad3",
    "0.28.1": "92a001edc2b1c5b9e6490416a1ee4aafefe6a9f43e070596314a370a1d3ed17a",
}
# The same for the release build in REPRODUCE.md (--n 500 --seed 90211), too slow to run
# here; it must appear in REPRODUCE.md for the current version.
GOLDEN_RELEASE = {
    "0.1.0": "d9789c4814b7d7c8fa6a8a0ecce369ec2d01f2eb395cc07e414ca0a9e1982d46",
    "0.2.0": "0710acfb4c91ac5e94ca247738f5120ef67c2f0152d775de5c8f3b0cda1a8f21",
    "0.3.0": "9c79b492a16fe119ef1dfe91e91c12254ee1781b50ff1df17b0a922939ba73a3",
    "0.4.0": "878dfbd1f2499080ef56d66a0705acca1dcfbf573fc3e88bb6ec179fe504286e",
    "0.5.0": "6e54fa20235166d5da7bfd122bd7f7507e043a46843caaf3fc5118e1b9484b22",
    "0.6.0": "b26925f0082714f5faac89897a548d61f666f97209f7d9df76973e786970a4c1",
    "0.7.0": "b6480262b32227a4a7337a57cbe3d5e7e8c9674d102a732165ef24a6c234eb79",
    "0.8.0": "8709270bb3b7778a95e39522a4fd154c8adae6045f927f9e0d4d0796d4cd2a05",
    "0.9.0": "a2a421285d1a8f8ff9729024c8371d1c22e72a6c7b8fe64393a358534271e878",
    "0.10.0": "95854ff56104650b5b6c7a5be1f001a2fcea81d2a6060ccf89285df731ec67fe",
    "0.11.0": "892e624d55f0c5d075752fbaa8f8f1b752fcc88eec11f7523386182b7ba91750",
    "0.12.0": "b4f25cf8e0a625b889a809c2a3bbc1666e307ea67c023d5cca1c13c458c95e1f",
    "0.13.0": "50ce01bd5eb32aa4a138851f928cf2664004c144c5a9ed7492e9e35801222430",
    "0.14.0": "819d9a2236bfcb4532e6d0b3c0c276cdd2ae8309f8d0e4739c6cf0622c56d494",
    "0.15.0": "4da979d2fa8f3f3dfd40a48faa3cf0f82fe21c2cb96903ab152c6e567105225f",
    "0.16.0": "b4685816189a1d8a82f8e6d70478015598458d471ae88bf3f07d325fab068f77",
    "0.17.0": "a53d084daa6e64a90c7d020148f4667d64da3bfc342dd7320d90acbfc2a4b8a8",
    "0.18.0": "1c67812bd556cacd1a5a555a2d202a68460545eaf09eaad6e416cc1b9aa1e7e5",
    "0.19.0": "ddab788cae0363ba68b26fe52b0ff52ac9f3c9f5d6d50c632fdb54fadec059b3",
    "0.20.0": "da2269751090a180a500fa92bfd6334b9420cfb7ceef7de4629146d1c73b5850",
    "0.21.0": "31ef28281c1117c551ed82a2656e109d526501910c652f5b268a693bd2662925",
    "0.22.0": "f8d60b78019907e5616c475fd0746c905bf9cc09d3dc408af6708de1f3e32c27",
    "0.23.0": "960782274994172b5d554234753f652b7765f864feb1182f4e7e0b517fe738b1",
    "0.24.0": "b0ed252c3f9b36b2f903722f9af4990bdd0b9e356797c395ea43657fd9a8922a",
    "0.25.0": "60b52be20f84289b7dd15d139862b8ced704e8347ffa3d803af6209944c75231",
    "0.26.0": "3d3f5c4aed5f896b0fecf26a7cb3f739576f6d43088d0ac9a33b1bb754373b3b",
    "0.26.1": "feafbe78fb66c86ba9aada2ff50ce4f0ab7583820c7d9b11ebc45f91d76128f8",
    "0.27.0": "3aa953a60e70eb2330ecac90db44d6901c877925cdffc56a817190b1c4b27932",
    "0.27.1": "952360aa105f2ab8c4f91669608702fab4f251ee48aa845b802b093333d2c174",
    "0.28.0": "57378e12007ef2c2628ee0d3da08c8725240a3c47465d26df4c7522d9faeafbe",
    "0.28.1": "d66bfe30b3532e2f3dc54e00c468130874951f9bef7cd5614bd443ec7df99991",
}
REPRODUCE = Path(__file__).resolve().parents[2] / "REPRODUCE.md"

BUMP = ("the output changed: if on purpose, bump generator.__version__ and record the new "
        "digests here and in REPRODUCE.md")


def test_small_build_matches_the_golden_digest(tmp_path: Path) -> None:
    from generator.build import run_build
    from generator.config import BuildConfig

    assert __version__ in GOLDEN_SMALL, f"no golden digest for version {__version__}"
    out = tmp_path / "golden"
    run_build(BuildConfig(n=20, seed=90211), out, overwrite=False, command="golden")
    sums = (out / "SHA256SUMS").read_text()
    data = "".join(line + "\n" for line in sums.splitlines() if not line.endswith(" eval.py"))
    assert hashlib.sha256(data.encode()).hexdigest() == GOLDEN_SMALL_DATA[__version__], BUMP
    digest = hashlib.sha256(sums.encode()).hexdigest()
    assert digest == GOLDEN_SMALL[__version__], BUMP


def test_reproduce_md_names_the_release_command_and_digest() -> None:
    text = REPRODUCE.read_text(encoding="utf-8")
    assert re.search(r"build --preset pointerbench-text --seed 90211 --n 500 --split test", text)
    assert GOLDEN_RELEASE[__version__] in text, "REPRODUCE.md lacks this version's digest"
    assert f"generator {__version__}" in text
