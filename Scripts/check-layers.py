#!/usr/bin/env python3
"""Checks that the library's domain folders depend on each other one way only.

Usage: Scripts/check-layers.py [--list] [--root DIR] [--self-test]

The engine (Sources/PaymentRequestEngine: support, validation, JSON, DER) is a target of its own, so the compiler
keeps it from naming any domain type. Above it, the domain is one module, in which the compiler lets any file use
any type; this script holds the line there. Each folder of Sources/PaymentRequestKit has a tier (LAYERS below). A
file may name the types, free functions, rules (`ValidationRule` static members) and members declared in its own
folder, in a lower tier, or in a folder its folder is explicitly allowed to use (ALSO); what the engine declares,
every folder may use. Members are seen where a file names them through their type (`ValidationRule.all`,
`PaymentDocumentKind.known`), and bare inside the type's own block or an extension of it (`all` in an extension
of ValidationRule); a dotted name (`.all`) could be any type's, and is not judged. Comments and string literals
are ignored, so documentation may mention any type. A rule's code is spelled once, in its definition, in the
engine and the domain alike.

A document type's description of itself, `Type+Document.swift` in the type's folder, belongs to the Documents
tier: it names the context every kind is checked with, which names the documents one kind is checked against.

--root DIR checks another copy of the repository. --self-test copies the library to a temporary folder, plants
an upward use of each kind (a type, a rule, a member through its type, a member named bare in an extension, a
call of a registry function) in the lowest domain folder, and checks that each is reported.

Exit status 0 when every file keeps to the rule, 1 with one line per offence otherwise; --list prints each
folder's declarations instead.
"""

import re
import sys
from pathlib import Path

import shutil
import subprocess
import tempfile

ROOT = Path(__file__).resolve().parent.parent
if "--root" in sys.argv:
    ROOT = Path(sys.argv[sys.argv.index("--root") + 1]).resolve()
LIBRARY = ROOT / "Sources" / "PaymentRequestKit"
ENGINE = ROOT / "Sources" / "PaymentRequestEngine"

# Lower tiers first. Folders of one tier may not use each other unless ALSO says so.
LAYERS = {
    "Money": 3,
    "Request": 4,
    "Payment": 5,
    "Provisioning": 5,
    "Session": 6,
    # A merchant certificate's facts; the merchant identifier's hash is read as the payment's KDF reads it.
    "Credentials": 6,
    "Interop/W3C": 7,
    "Interop/GooglePay": 7,
    # Only the list of both formats' rules.
    "Interop": 8,
    # Google Pay's token: read as the payment's token is, its message matched against a PaymentDataRequest.
    "GooglePayToken": 8,
    # Google Pay's answers to a PaymentDataRequest: the payment data holds a token, read as Google Pay's.
    "GooglePayResponse": 9,
    # The W3C answers to a Payment Request: Apple Pay's details in a response are read as a Payment.
    "W3CResponse": 9,
    # One face for every wallet's decrypted payment, over Apple Pay's data and Google Pay's message.
    "Wallets": 9,
    # What tells every document apart, so it names them all.
    "Documents": 10,
    # The module's own file at its top, which re-exports the engine.
    ".": 11,
}
# Same-tier or upward uses that are part of the design, each with its reason.
ALSO = {
    # Nothing here: every folder keeps to the tiers.
}

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|fileprivate|private|final|indirect|package)\s+)*"
    r"(struct|enum|class|protocol|typealias|actor|func)\s+([A-Za-z_][A-Za-z0-9_]*)",
    re.M,
)
RULE = re.compile(r"static\s+(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*=\s*ValidationRule\(")
RULE_EXTENSION = re.compile(r"^extension\s+ValidationRule\b", re.M)
RULE_CODE = re.compile(r'ValidationRule\(\s*(?:error:\s*)?"([^"]+)"')
STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
IDENTIFIER = re.compile(r"(\.?)\b([A-Za-z_][A-Za-z0-9_]*)\b")
# A type's own block or an extension of it, at the top level: `extension ValidationRule {`, `public struct X {`.
CONTAINER = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|fileprivate|private|final|indirect|package)\s+)*"
    r"(?:extension|struct|enum|class|actor|protocol)\s+([A-Za-z_][A-Za-z0-9_.]*)"
)
# A member of a type, one level in: functions, properties, subscripts aside (they are used through values).
MEMBER = re.compile(
    r"^    (?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|fileprivate|private|static|class|final|mutating|"
    r"nonisolated|override|package|lazy|convenience|required)(?:\([a-z]+\))?\s+)*"
    r"(?:func|var|let)\s+`?([A-Za-z_][A-Za-z0-9_]*)"
)
QUALIFIED = re.compile(r"\b([A-Z][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)\b")


def strip(source: str) -> str:
    """The source with comments and string literals blanked out, line structure kept."""
    out = []
    i, n = 0, len(source)
    while i < n:
        if source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
        elif source.startswith("/*", i):
            j = source.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * source.count("\n", i, j))
            i = j
        elif source.startswith('"""', i):
            j = source.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('""' + "\n" * source.count("\n", i, j))
            i = j
        elif source[i] == '"':
            j = i + 1
            while j < n and source[j] != '"' and source[j] != "\n":
                j += 2 if source[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(source[i])
            i += 1
    return "".join(out)


def _opens_definition(source: str, number: int) -> bool:
    """Whether line `number` (1-based) is the first argument line of a `ValidationRule(` definition."""
    lines = source.splitlines()
    return number >= 2 and lines[number - 2].rstrip().endswith("ValidationRule(")


def folder_of(path: Path) -> str:
    parts = path.relative_to(LIBRARY).parts
    # A document type describes itself beside its type (`Type+Document.swift`), in the words of the tier that
    # lists every document: the description names the context every kind is checked with.
    if path.name.endswith("+Document.swift"):
        return "Documents"
    if len(parts) == 1:
        return "."
    return "/".join(parts[:2]) if parts[0] == "Interop" and len(parts) > 2 else parts[0]


def main() -> int:
    files = sorted(LIBRARY.rglob("*.swift"))
    stripped = {path: strip(path.read_text()) for path in files}
    unknown = {folder_of(path) for path in files} - LAYERS.keys()
    if unknown:
        print(f"check-layers: folders without a tier: {', '.join(sorted(unknown))} (add them to LAYERS)")
        return 1

    declared: dict[str, str] = {}  # name -> folder
    rules: dict[str, str] = {}
    # (type, member) -> the folders that declare a member of that name on the type: the type's own folder, or
    # one that extends it.
    members: dict[tuple[str, str], set[str]] = {}
    for path, text in stripped.items():
        folder = folder_of(path)
        container = None
        for line in text.splitlines():
            # Top-level declarations only: nested types are named through their outer type.
            match = DECLARATION.match(line)
            if match and not line.startswith((" ", "\t")):
                declared.setdefault(match.group(2), folder)
            opened = CONTAINER.match(line)
            if opened and not line.startswith((" ", "\t")):
                container = opened.group(1).split(".")[0]
            elif line.startswith("}"):
                container = None
            member = MEMBER.match(line)
            if member and container:
                members.setdefault((container, member.group(1)), set()).add(folder)
        if RULE_EXTENSION.search(text):
            for name in RULE.findall(text):
                rules.setdefault(name, folder)

    if "--list" in sys.argv:
        for folder in sorted(LAYERS, key=LAYERS.get):
            names = sorted(n for n, f in declared.items() if f == folder)
            rule_names = sorted(n for n, f in rules.items() if f == folder)
            print(f"{folder} (tier {LAYERS[folder]}): {' '.join(names)}")
            if rule_names:
                print(f"  rules: {' '.join(rule_names)}")
        return 0

    def allowed(user: str, owner: str) -> bool:
        if user == owner:
            return True
        if owner in ALSO.get(user, set()):
            return True
        return LAYERS[owner] < LAYERS[user]

    def member_owner(user: str, owners: set[str]) -> str | None:
        """The folder a member comes from when none the user may see declares it, else None."""
        if any(allowed(user, owner) for owner in owners):
            return None
        return min(owners, key=LAYERS.get)

    offences = []
    for path, text in stripped.items():
        user = folder_of(path)
        seen = set()

        def offend(number: int, what: str, owner: str) -> None:
            if (what, owner) in seen:
                return
            seen.add((what, owner))
            offences.append(
                f"{path.relative_to(ROOT)}:{number}: {user} (tier {LAYERS[user]}) names {what}, "
                f"which {owner} (tier {LAYERS[owner]}) declares"
            )

        container = None
        for number, line in enumerate(text.splitlines(), start=1):
            opened = CONTAINER.match(line)
            if opened and not line.startswith((" ", "\t")):
                container = opened.group(1).split(".")[0]
            elif line.startswith("}"):
                container = None
            for type_name, name in QUALIFIED.findall(line):
                owners = members.get((type_name, name))
                owner = member_owner(user, owners) if owners else None
                if owner is not None:
                    offend(number, f"{type_name}.{name}", owner)
            for dot, name in IDENTIFIER.findall(line):
                if dot and name in rules:
                    owner = rules[name]
                    if not allowed(user, owner):
                        offend(number, f"rule .{name}", owner)
                elif not dot:
                    owner = declared.get(name)
                    if owner is not None and not allowed(user, owner):
                        offend(number, name, owner)
                    # Inside a type's block or extension, its members are named bare: `all` in an extension of
                    # ValidationRule is ValidationRule.all.
                    owners = members.get((container, name)) if container else None
                    owner = member_owner(user, owners) if owners else None
                    if owner is not None:
                        offend(number, f"{container}.{name}", owner)
    # A rule's code is spelled once, in its definition: code elsewhere asks for the rule itself.
    spelled = files + sorted(ENGINE.rglob("*.swift"))
    codes = {code for path in spelled for code in RULE_CODE.findall(path.read_text())}
    for path in spelled:
        source = path.read_text()
        for number, line in enumerate(source.splitlines(), start=1):
            code_part = line.split("//")[0] if '"' not in line else line
            if line.lstrip().startswith("//"):
                continue
            for text in STRING.findall(code_part):
                if text in codes and not RULE_CODE.search(line) and not _opens_definition(source, number):
                    offences.append(f"{path.relative_to(ROOT)}:{number}: the rule code {text!r} is spelled outside its definition")
    for offence in offences:
        print(offence)
    if offences:
        print(f"check-layers: {len(offences)} offences against the one-way order of folders or the one spelling of rule codes")
        return 1
    print(
        f"check-layers: {len(files)} domain files; every folder uses only its own and lower tiers, and every rule code "
        f"is spelled once in {len(spelled)} files"
    )
    return 0


# Each planted file, in the lowest domain folder, and what the report must name for it.
PLANTED = {
    "Money/PlantedRegistry.swift": (
        "extension ValidationReport {\n    var planted: Int { ValidationRule.all.count }\n}\n",
        "ValidationRule.all",
    ),
    "Money/PlantedLookup.swift": (
        "func plantedLookup() -> Bool { ValidationRule.rule(withCode: \"x\") != nil }\n",
        "ValidationRule.rule",
    ),
    "Money/PlantedType.swift": ("func plantedType() -> Any { PaymentRequest.self }\n", "names PaymentRequest,"),
    "Money/PlantedRule.swift": ("func plantedRule() -> ValidationRule { .totalNegative }\n", "rule .totalNegative"),
    "Money/PlantedBareMember.swift": (
        "extension ValidationRule {\n    static var planted: Int { all.count + errorRules.count }\n}\n",
        "ValidationRule.all",
    ),
}


def self_test() -> int:
    """Plants an upward use of each kind in a copy of the library, and checks that each is reported."""
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder)
        shutil.copytree(LIBRARY, copy / "Sources" / "PaymentRequestKit")
        shutil.copytree(ENGINE, copy / "Sources" / "PaymentRequestEngine")
        clean = subprocess.run(
            [sys.executable, __file__, "--root", str(copy)], capture_output=True, text=True)
        if clean.returncode != 0:
            print(f"check-layers --self-test: the unplanted copy fails:\n{clean.stdout}")
            return 1
        for relative, (source, _) in PLANTED.items():
            (copy / "Sources" / "PaymentRequestKit" / relative).write_text(source)
        planted = subprocess.run(
            [sys.executable, __file__, "--root", str(copy)], capture_output=True, text=True)
        missed = [
            f"{relative} ({expected})"
            for relative, (_, expected) in PLANTED.items()
            if not any(relative in line and expected in line for line in planted.stdout.splitlines())
        ]
        if planted.returncode != 1 or missed:
            print(f"check-layers --self-test: planted upward uses not reported: {', '.join(missed)}")
            print(planted.stdout)
            return 1
    print(f"check-layers --self-test: each of the {len(PLANTED)} planted upward uses is reported")
    return 0


if __name__ == "__main__":
    sys.exit(self_test() if "--self-test" in sys.argv else main())
