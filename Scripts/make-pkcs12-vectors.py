#!/usr/bin/env python3
"""Writes the PKCS #12 files of the decryption tests, from the TEST merchant certificate and key beside them, and a
TEST merchant identity certificate (self-signed, RSA 2048, extended key usage clientAuth) with its key.

  Examples/Tokens/Test/merchant-ec.p12         AES-256-CBC with PBKDF2 and an HMAC-SHA256 MAC: OpenSSL 3's default
  Examples/Tokens/Test/merchant-ec-3des.p12    3DES and a SHA-1 MAC, as older keychains export
  Examples/Tokens/Test/merchant-ec-rc2.p12     RC2-40 for the certificate: OpenSSL 3's legacy provider only
  Examples/Tokens/Test/merchant-ec-nomac.p12   no MAC, so nothing checks the file before it is decrypted
  Examples/Tokens/Test/merchant-ec-maciter.p12 the first file with its MAC's iteration count raised to 1 000 001
  Examples/Tokens/Test/merchant-identity-certificate.pem and merchant-identity-key.pem

The pass phrase of each is "test-passphrase". Each run writes new salts, so the bytes change; the tests read the
files, never their bytes.

Usage: python3 Scripts/make-pkcs12-vectors.py   (needs the openssl command, Debian's openssl package)
"""
import pathlib
import subprocess

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
