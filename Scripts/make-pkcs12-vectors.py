#!/usr/bin/env python3
"""Writes the PKCS #12 files of the decryption tests, from the TEST merchant certificate and key beside them, and a
TEST merchant identity certificate (self-signed, RSA 2048, extended key usage clientAuth) with its key.

  Examples/Tokens/Test/merchant-ec.p12         AES-256-CBC with PBKDF2 and an HMAC-SHA256 MAC: OpenSSL 3's default
  Examples/Tokens/Test/merchant-ec-3des.p12    3DES and a SHA-1 MAC, as older keychains export
  Examples/Tokens/Test/merchant-ec-rc2.p12     RC2-40 for the certificate: OpenSSL 3's legacy provider only
  Examples/Tokens/Test/merchant-ec-nomac.p12   no MAC, so nothing checks the file before it is decrypted
  Examples/Tokens/Test/merchant-ec-maciter.p12 the first file with its MAC's iteration count raised to 1 000 001
  Examples/Tokens/Test/merchant-ec-part-iterations.p12  the encrypted certificate part's PBKDF2 asks 2^31 - 1
                                               iterations, and the MAC, computed again, verifies; padded by a
                                               part of filler to just under 64 KiB, a file's limit
  Examples/Tokens/Test/merchant-ec-part-iterations-16k.p12  the same at 16 KiB, the hostile suite's baseline for
                                               the memory the extra bytes cost
  Examples/Tokens/Test/merchant-ec-key-iterations.p12   the shrouded key's PBKDF2 asks 2^31 - 1, MAC verifying
  Examples/Tokens/Test/merchant-ec-total-iterations.p12 both ask 1 000 000, each within the cap, together past it
  Examples/Tokens/Test/merchant-identity-certificate.pem and merchant-identity-key.pem

The pass phrase of each is "test-passphrase". Each run writes new salts, so the bytes change; the tests read the
files, never their bytes.

Usage: python3 Scripts/make-pkcs12-vectors.py [--iterations-only]   (needs the openssl command, Debian's openssl
package). With --iterations-only, only the three files of raised iteration counts are written again, from a new
export, leaving the others as they are.
"""
import hashlib
import hmac
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TEST = ROOT / "Examples/Tokens/Test"
PASS = "pass:test-passphrase"


def export(name, *options):
    subprocess.run(
        [
            "openssl", "pkcs12", "-export", *options,
            "-in", str(TEST / "merchant-ec-certificate.pem"), "-inkey", str(TEST / "merchant-ec-key.pem"),
            "-passout", PASS, "-out", str(TEST / name),
        ],
        check=True,
    )


def der_read(data, start=0):
    """One DER element at `start`: (tag, header length, content length)."""
    tag, first = data[start], data[start + 1]
    if first < 0x80:
        return tag, 2, first
    count = first & 0x7F
    return tag, 2 + count, int.from_bytes(data[start + 2:start + 2 + count], "big")


def der_parse(data):
    """A DER document as a tree: (tag, children) for constructed elements and for OCTET STRINGs whose contents are
    themselves one whole DER element, (tag, bytes) otherwise."""
    elements = []
    index = 0
    while index < len(data):
        tag, header, length = der_read(data, index)
        content = data[index + header:index + header + length]
        if tag & 0x20:
            elements.append((tag, der_parse(content)))
        elif tag == 0x04 and len(content) > 2 and content[0] == 0x30:
            try:
                inner_tag, inner_header, inner_length = der_read(content)
                nested = inner_header + inner_length == len(content)
            except IndexError:
                nested = False
            elements.append((tag, der_parse(content)) if nested else (tag, bytes(content)))
        else:
            elements.append((tag, bytes(content)))
        index += header + length
    return elements


def der_write(elements):
    output = b""
    for tag, value in elements:
        content = der_write(value) if isinstance(value, list) else value
        length = len(content)
        if length < 0x80:
            header = bytes([tag, length])
        else:
            size = (length.bit_length() + 7) // 8
            header = bytes([tag, 0x80 | size]) + length.to_bytes(size, "big")
        output += header + content
    return output


def pbkdf2_iterations(elements):
    """Every PBKDF2 parameter sequence of the tree (an 8-byte salt, then the iteration count), in document order."""
    found = []
    for tag, value in elements:
        if isinstance(value, list):
            if tag == 0x30 and len(value) >= 2 and value[0][0] == 0x04 and value[1][0] == 0x02:
                found.append(value)
            found += pbkdf2_iterations(value)
    return found


def pkcs12_kdf(password, salt, identifier, iterations, size):
    """RFC 7292, appendix B.2, with SHA-256: the key of the file's MAC."""
    u, v = 32, 64
    password = (password + "\0").encode("utf-16-be")
    d = bytes([identifier]) * v
    s = (salt * ((v + len(salt) - 1) // len(salt)))[: v * ((len(salt) + v - 1) // v)]
    p = (password * ((v + len(password) - 1) // len(password)))[: v * ((len(password) + v - 1) // v)]
    i = bytearray(s + p)
    key = b""
    while len(key) < size:
        a = d + bytes(i)
        for _ in range(iterations):
            a = hashlib.sha256(a).digest()
        key += a
        b = (a * ((v + u - 1) // u))[:v]
        for start in range(0, len(i), v):
            block = int.from_bytes(i[start:start + v], "big") + int.from_bytes(b, "big") + 1
            i[start:start + v] = (block % (1 << (8 * v))).to_bytes(v, "big")
    return key[:size]


# A SafeBag of a type no reader knows (OID 1.2.3.4), whose value is an OCTET STRING of filler: PKCS12_parse skips it.
FILLER_BAG_TYPE = (0x06, bytes([0x2A, 0x03, 0x04]))
DATA_TYPE = (0x06, bytes.fromhex("2A864886F70D010701"))


def raise_part_iterations(target, counts, padded_to=None):
    """A new export whose PBKDF2 iteration counts (the certificate part's, then the key's) are `counts`, where not
    None, with the MAC (SHA-256, 2048 iterations) computed again over the changed contents, so that it verifies.
    With `padded_to`, a part of one filler bag brings the file to about that many bytes, the largest a reader takes,
    so that the hostile suite measures the refusal at the size it is judged by."""
    export(target, "-macalg", "sha256")
    pfx = der_parse((TEST / target).read_bytes())
    version, auth_safe, mac_data = pfx[0][1]
    for parameters, count in zip(pbkdf2_iterations(auth_safe[1]), counts):
        if count is not None:
            parameters[1] = (0x02, count.to_bytes((count.bit_length() + 8) // 8, "big"))
    if padded_to:
        parts = auth_safe[1][1][1][0][1][0][1]
        filler = bytes(max(0, padded_to - len(der_write(pfx)) - 40))
        bag = (0x30, [FILLER_BAG_TYPE, (0xA0, [(0x04, filler)])])
        parts.append((0x30, [DATA_TYPE, (0xA0, [(0x04, [(0x30, [bag])])])]))
    content = der_write(auth_safe[1][1][1][0][1])
    digest, salt, iterations = mac_data[1]
    key = pkcs12_kdf("test-passphrase", salt[1], 3, int.from_bytes(iterations[1], "big"), 32)
    digest[1][1] = (0x04, hmac.new(key, content, hashlib.sha256).digest())
    (TEST / target).write_bytes(der_write(pfx))


if "--iterations-only" in sys.argv[1:]:
    raise_part_iterations("merchant-ec-part-iterations.p12", [2**31 - 1, None], padded_to=(64 << 10) - 64)
    raise_part_iterations("merchant-ec-part-iterations-16k.p12", [2**31 - 1, None], padded_to=16 << 10)
    raise_part_iterations("merchant-ec-key-iterations.p12", [None, 2**31 - 1])
    raise_part_iterations("merchant-ec-total-iterations.p12", [1_000_000, 1_000_000])
    raise SystemExit(0)

export("merchant-ec.p12")
export("merchant-ec-3des.p12", "-certpbe", "PBE-SHA1-3DES", "-keypbe", "PBE-SHA1-3DES", "-macalg", "sha1")
export("merchant-ec-rc2.p12", "-legacy")
export("merchant-ec-nomac.p12", "-nomac")


def raise_mac_iterations(source, target):
    """The MAC's iteration count, the PFX's last INTEGER (2048, 02 02 08 00), made 1 000 001 (02 03 0F 42 41):
    the MacData and the PFX each grow by a byte. The MAC no longer verifies, which the count is checked before."""
    data = bytearray((TEST / source).read_bytes())
    assert data[-4:] == bytes([0x02, 0x02, 0x08, 0x00]), "the MAC's iteration count is not 2048"
    data[-4:] = bytes([0x02, 0x03, 0x0F, 0x42, 0x41])
    # The PFX: 30 82 hi lo; the MacData: the last SEQUENCE with a one-byte length, found from its end.
    assert data[0] == 0x30 and data[1] == 0x82
    length = int.from_bytes(data[2:4], "big") + 1
    data[2:4] = length.to_bytes(2, "big")
    for start in range(len(data) - 6, 4, -1):
        if data[start] == 0x30 and data[start + 1] < 0x80 and start + 2 + data[start + 1] == len(data) - 1:
            data[start + 1] += 1
            break
    else:
        raise SystemExit("no MacData found")
    (TEST / target).write_bytes(bytes(data))


raise_mac_iterations("merchant-ec.p12", "merchant-ec-maciter.p12")


subprocess.run(
    [
        "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "3650",
        "-keyout", str(TEST / "merchant-identity-key.pem"), "-out", str(TEST / "merchant-identity-certificate.pem"),
        "-subj", "/UID=merchant.com.example.test/CN=TEST Merchant ID: merchant.com.example.test"
        "/OU=TEST - not Apple/O=PaymentRequestKit test vectors/C=US",
        "-addext", "extendedKeyUsage=clientAuth", "-addext", "keyUsage=critical,digitalSignature",
        # The merchant identifier hash, as Apple's certificates carry it: SHA-256 of merchant.com.example.test.
        "-addext", "1.2.840.113635.100.6.32=ASN1:UTF8String:"
        "6CF5CA32D5A15BEC2E94C582B5C4193570EDEDA3597658E08F9C2B7A8DD223F1",
    ],
    check=True,
    capture_output=True,
)

raise_part_iterations("merchant-ec-part-iterations.p12", [2**31 - 1, None], padded_to=(64 << 10) - 64)
raise_part_iterations("merchant-ec-part-iterations-16k.p12", [2**31 - 1, None], padded_to=16 << 10)
raise_part_iterations("merchant-ec-key-iterations.p12", [None, 2**31 - 1])
raise_part_iterations("merchant-ec-total-iterations.p12", [1_000_000, 1_000_000])
