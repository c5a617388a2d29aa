"""The independent verifier (SPEC 7): checks an example the way a dataset reader could.

Inputs are only what a reader has: the final image, the page geometry and the row
(instruction, language, category, bbox, point, answer_type). It parses the instruction
with its own per-language grammar (``generator/locales/<lang>/verifier/lexicon.toml``),
enumerates every candidate on the page the instruction could mean, recomputes the SPEC 3 box of the one candidate, and
checks the pixels. It never imports the target sampler, the instruction templates or the
surfaces (generator.targets, generator.instructions, surfaces): a test enforces it.

Public API::

    verify(image, geometry, row) -> Verdict(ok, reason, detail, candidates)
    parse_instruction(text, lang) -> Query        (ParseError when it does not parse)
    resolve(geometry, row) -> (Query, [Candidate])
    verify_dataset(out) -> Report                 (re-verify a written dataset)
    REASONS                                       (every rejection reason, in check order)
"""

from generator.verify.core import REASONS, Verdict, resolve, verify
from generator.verify.dataset import DatasetError, Report, verify_dataset
from generator.verify.parser import ParseError, parse_instruction
from generator.verify.query import Query

__all__ = ["REASONS", "DatasetError", "ParseError", "Query", "Report", "Verdict",
           "parse_instruction", "resolve", "verify", "verify_dataset"]
