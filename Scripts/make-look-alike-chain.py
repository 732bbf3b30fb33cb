#!/usr/bin/env python3
"""Makes a look-alike of the TEST token chain in Examples/Tokens/Test, run by hand; its output is committed.

The verified-chain cache must never take a chain for another because they look alike. This copies the TEST EC_v1
token's leaf and intermediate as an attacker would: the same subjects, issuers, serial numbers, validity and Apple's
marker extensions, under a root with the TEST root's name, but with keys of its own. It signs the TEST token's
signed bytes with the look-alike leaf, so that the token differs from the genuine one in its chain alone.

Writes look-alike-token.json (the TEST EC_v1 token with the look-alike signature) and look-alike-root.pem.
Needs Python's `cryptography`. Usage: python3 Scripts/make-look-alike-chain.py
"""

import base64
import json
import pathlib

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.serialization import pkcs7

FOLDER = pathlib.Path(__file__).resolve().parent.parent / "Examples" / "Tokens" / "Test"
LEAF_MARKER = x509.ObjectIdentifier("1.2.840.113635.100.6.29")


def copy(original, key, issuer_name, issuer_key):
    builder = (
        x509.CertificateBuilder()
        .subject_name(original.subject)
        .issuer_name(issuer_name)
        .public_key(key.public_key())
        .serial_number(original.serial_number)
        .not_valid_before(original.not_valid_before_utc)
        .not_valid_after(original.not_valid_after_utc)
    )
    for extension in original.extensions:
        if isinstance(extension.value, x509.AuthorityKeyIdentifier):
            value = x509.AuthorityKeyIdentifier.from_issuer_public_key(issuer_key.public_key())
        elif isinstance(extension.value, x509.SubjectKeyIdentifier):
            value = x509.SubjectKeyIdentifier.from_public_key(key.public_key())
        else:
            value = extension.value
        builder = builder.add_extension(value, critical=extension.critical)
    return builder.sign(issuer_key, hashes.SHA256())


def main():
    token = json.loads((FOLDER / "ec-token.json").read_text())
    genuine_root = x509.load_pem_x509_certificate((FOLDER / "test-root.pem").read_bytes())
    certificates = pkcs7.load_der_pkcs7_certificates(base64.b64decode(token["signature"]))
    leaf = next(c for c in certificates if any(e.oid == LEAF_MARKER for e in c.extensions))
    intermediate = next(c for c in certificates if c is not leaf)

    root_key = ec.generate_private_key(ec.SECP384R1())
    root = (
        x509.CertificateBuilder()
        .subject_name(genuine_root.subject)
        .issuer_name(genuine_root.subject)
        .public_key(root_key.public_key())
        .serial_number(genuine_root.serial_number)
        .not_valid_before(genuine_root.not_valid_before_utc)
        .not_valid_after(genuine_root.not_valid_after_utc)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(root_key.public_key()), critical=False)
        .sign(root_key, hashes.SHA256())
    )
    intermediate_key = ec.generate_private_key(ec.SECP256R1())
    look_alike_intermediate = copy(intermediate, intermediate_key, root.subject, root_key)
    leaf_key = ec.generate_private_key(ec.SECP256R1())
    look_alike_leaf = copy(leaf, leaf_key, look_alike_intermediate.subject, intermediate_key)

    header = token["header"]
    signed = (base64.b64decode(header["ephemeralPublicKey"]) + base64.b64decode(token["data"])
              + bytes.fromhex(header["transactionId"]))
    signature = (
        pkcs7.PKCS7SignatureBuilder().set_data(signed).add_signer(look_alike_leaf, leaf_key, hashes.SHA256())
        .add_certificate(look_alike_intermediate)
        .sign(serialization.Encoding.DER, [pkcs7.PKCS7Options.DetachedSignature, pkcs7.PKCS7Options.Binary])
    )
    look_alike = dict(token, signature=base64.b64encode(signature).decode())
    (FOLDER / "look-alike-token.json").write_text(json.dumps(look_alike, indent=2) + "\n")
    (FOLDER / "look-alike-root.pem").write_bytes(root.public_bytes(serialization.Encoding.PEM))


if __name__ == "__main__":
    main()
