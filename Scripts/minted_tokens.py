"""What the two outside checks of minted tokens share: reading each folder's verdict against its manifest.

Scripts/check-minted-apple-pay.py and Scripts/check-minted-google-pay.py each open a token their own way; this
module only runs them over folders and says whether each good token opened and each negative token failed at its
own step. It shares no code with the library.
"""
import json
from pathlib import Path


class Refused(Exception):
    """A token that failed a step of verification, named."""

    def __init__(self, step, why):
        super().__init__(f"{step}: {why}")
        self.step = step


def report(folders, open_token, expected_step):
    """Opens each folder's token with `open_token(folder)`, which returns a description or raises Refused, and
    prints one line each. `expected_step(manifest)` is the step a negative token must fail at, or None. Returns the
    exit status: 0 when every token behaved so, 1 otherwise."""
    failures = 0
    for folder in map(Path, folders):
        manifest = json.loads((folder / "manifest.json").read_text())
        negative = manifest.get("negative")
        expected = expected_step(manifest)
        try:
            opened = open_token(folder)
            if expected:
                print(f"{folder}: {negative} opened, though it must fail at the {expected}")
                failures += 1
            else:
                print(f"{folder}: {opened}")
        except Refused as refusal:
            if expected == refusal.step:
                print(f"{folder}: {negative} refused at its step, the {refusal}")
            else:
                print(f"{folder}: refused at the {refusal}" + (f", not at the {expected}" if expected else ""))
                failures += 1
    return 1 if failures else 0
