#!/usr/bin/env python3
"""Verifies and opens Apple Pay tokens that `payreq token --mint` wrote, apart from the library.

Usage: Scripts/check-minted-apple-pay.py DIR...

Each DIR is what `payreq token --mint apple-ec|apple-rsa --out DIR` wrote: manifest.json names the token, the
payment data it seals, the TEST root, the merchant's key and certificate, and the clock. Written from Apple's
"Payment token format reference", with `openssl cms` (Debian's openssl) for the signature and Python's
`cryptography` (Debian's python3-cryptography) for the rest: it shares no code with the Swift minting, the Swift
decryptor or Scripts/make-token-vectors.py. For each token it
  1. checks that header.publicKeyHash is the SHA-256 of the merchant certificate's public key;
  2. rebuilds the signed content, ephemeralPublicKey (EC_v1) or wrappedKey (RSA_v1), then data, transactionId and
     applicationData, and verifies the detached CMS signature with `openssl cms -verify` under the TEST root,
     at the clock (`-attime`);
  3. checks that the signing time is within five minutes of the clock;
  4. restores the key: EC_v1 by ECDH with the ephemeral key and the NIST single-step KDF with SHA-256 over the
     shared secret, "\\x0did-aes256-GCM", "Apple" and the merchant identifier's hash (from the certificate's
     extension 1.2.840.113635.100.6.32); RSA_v1 by RSA-OAEP with SHA-256; then opens the data with AES-GCM under a
     16-byte zero IV, and compares it with the manifest's plaintext.
A token without "negative" must pass every step; a negative token must fail at its own step.

Exit status 0 when every token behaves so, 1 otherwise.
"""
import base64
import hashlib
import json
import subprocess
import sys
import tempfile
from datetime import datetime, timezone
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, padding
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from minted_tokens import Refused, report

MERCHANT_ID_FIELD = x509.ObjectIdentifier("1.2.840.113635.100.6.32")
NEGATIVE_STEP = {
    "tampered-data": "signature",
    "tampered-signature": "signature",
    "other-root": "signature",
    "expired-leaf": "signature",
    "not-yet-valid-leaf": "signature",
    "signing-time-outside-window": "signing time",
    "other-merchant-key": "public key hash",
}


def open_token(folder):
    manifest = json.loads((folder / "manifest.json").read_text())
    token = json.loads((folder / manifest["token"]).read_text())
    envelope = token["paymentData"]
    header = envelope["header"]
    now = datetime.fromisoformat(manifest["now"].replace("Z", "+00:00"))
    certificate = x509.load_pem_x509_certificate((folder / manifest["merchantCertificate"]).read_bytes())
    spki = certificate.public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    if base64.b64decode(header["publicKeyHash"]) != hashlib.sha256(spki).digest():
        raise Refused("public key hash", "header.publicKeyHash is not the merchant certificate's key's")
    key_bytes = base64.b64decode(header["ephemeralPublicKey"] if envelope["version"] == "EC_v1" else header["wrappedKey"])
    data = base64.b64decode(envelope["data"])
    content = key_bytes + data + bytes.fromhex(header["transactionId"]) + bytes.fromhex(header.get("applicationData", ""))
    with tempfile.TemporaryDirectory() as work:
        signature, signed = Path(work, "signature.der"), Path(work, "content.bin")
        signature.write_bytes(base64.b64decode(envelope["signature"]))
        signed.write_bytes(content)
        verified = subprocess.run(
            ["openssl", "cms", "-verify", "-binary", "-inform", "DER", "-in", str(signature), "-content", str(signed),
             "-CAfile", str(folder / manifest["trustRoot"]), "-purpose", "any", "-attime", str(int(now.timestamp())),
             "-out", "/dev/null"], capture_output=True, text=True)
        if verified.returncode != 0:
            raise Refused("signature", "openssl cms -verify: " + verified.stderr.strip().splitlines()[-1])
        printed = subprocess.run(
            ["openssl", "cms", "-cmsout", "-print", "-inform", "DER", "-in", str(signature)],
            capture_output=True, text=True, check=True).stdout
    lines = printed.splitlines()
    at = next(i for i, line in enumerate(lines) if "signingTime" in line)
    stamp = next(line for line in lines[at:] if "UTCTIME:" in line).split("UTCTIME:")[1].strip()
    signing_time = datetime.strptime(stamp, "%b %d %H:%M:%S %Y %Z").replace(tzinfo=timezone.utc)
    if abs((signing_time - now).total_seconds()) > 300:
        raise Refused("signing time", f"signed at {signing_time.isoformat()}, more than 300 s from {now.isoformat()}")
    merchant = serialization.load_pem_private_key((folder / manifest["merchantKey"]).read_bytes(), None)
    if envelope["version"] == "EC_v1":
        ephemeral = serialization.load_der_public_key(key_bytes)
        shared = merchant.exchange(ec.ECDH(), ephemeral)
        field = certificate.extensions.get_extension_for_oid(MERCHANT_ID_FIELD).value.value
        merchant_hash = bytes.fromhex(field[2:].decode())
        symmetric = hashlib.sha256(
            b"\x00\x00\x00\x01" + shared + b"\x0did-aes256-GCM" + b"Apple" + merchant_hash).digest()
    else:
        symmetric = merchant.decrypt(
            key_bytes, padding.OAEP(mgf=padding.MGF1(algorithm=hashes.SHA256()), algorithm=hashes.SHA256(), label=None))
    plaintext = AESGCM(symmetric).decrypt(b"\x00" * 16, data, None)
    if plaintext != (folder / manifest["plaintext"]).read_bytes():
        raise Refused("plaintext", "the payment data is not the manifest's plaintext")
    return envelope["version"], len(plaintext)


def expected_step(manifest):
    return NEGATIVE_STEP.get(manifest.get("negative"))


def described(folder):
    version, count = open_token(folder)
    return f"verified and opened ({version}, {count} bytes, equal to the manifest's plaintext)"


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(2)
    sys.exit(report(sys.argv[1:], described, expected_step))
