#!/usr/bin/env python3
"""Makes the TEST payment token vectors in Examples/Tokens/Test, run by hand; its output is committed.

Nothing here is Apple's: a TEST root, intermediate and leaf carry Apple's marker extensions
(1.2.840.113635.100.6.2.14 and 1.2.840.113635.100.6.29), merchant certificates carry the merchant identifier
extension (1.2.840.113635.100.6.32), and EC_v1 and RSA_v1 tokens are encrypted to them and signed as Apple
signs: a detached CMS signature over ephemeralPublicKey (or wrappedKey) || data || transactionId ||
applicationData. The copies under mutations.json break one keyless check each.

Needs Python's `cryptography` (pip install cryptography). Usage: python3 Scripts/make-token-vectors.py
"""

import base64
import calendar
import datetime
import hashlib
import json
import os
import pathlib

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, padding, rsa
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.serialization import pkcs7
from cryptography.x509.oid import NameOID

OUT = pathlib.Path(__file__).resolve().parent.parent / "Examples" / "Tokens" / "Test"
LEAF_MARKER = x509.ObjectIdentifier("1.2.840.113635.100.6.29")
INTERMEDIATE_MARKER = x509.ObjectIdentifier("1.2.840.113635.100.6.2.14")
MERCHANT_ID_FIELD = x509.ObjectIdentifier("1.2.840.113635.100.6.32")
NULL = b"\x05\x00"
MERCHANT_ID = "merchant.com.example.test"

NOW = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
YEAR = datetime.timedelta(days=365)


def name(common_name):
    return x509.Name([
        x509.NameAttribute(NameOID.COMMON_NAME, common_name),
        x509.NameAttribute(NameOID.ORGANIZATIONAL_UNIT_NAME, "TEST - not Apple"),
        x509.NameAttribute(NameOID.ORGANIZATION_NAME, "PaymentRequestKit test vectors"),
        x509.NameAttribute(NameOID.COUNTRY_NAME, "US"),
    ])


def certificate(subject, key, issuer, issuer_key, *, ca, extensions=(), not_before=None, not_after=None):
    builder = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(issuer.subject if issuer is not None else subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(not_before or NOW - YEAR)
        .not_valid_after(not_after or NOW + 10 * YEAR)
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
    )
    authority = issuer_key.public_key() if issuer_key is not None else key.public_key()
    builder = builder.add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(authority), critical=False)
    for oid, value in extensions:
        builder = builder.add_extension(x509.UnrecognizedExtension(oid, value), critical=False)
    return builder.sign(issuer_key or key, hashes.SHA256())


def pem(cert):
    return cert.public_bytes(serialization.Encoding.PEM).decode()


def der(cert):
    return cert.public_bytes(serialization.Encoding.DER)


def key_pem(key):
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()


def sign(signed, signer, signer_key, extra=(), more_signers=()):
    builder = pkcs7.PKCS7SignatureBuilder().set_data(signed).add_signer(signer, signer_key, hashes.SHA256())
    for cert, key in more_signers:
        builder = builder.add_signer(cert, key, hashes.SHA256())
    for cert in extra:
        builder = builder.add_certificate(cert)
    return builder.sign(serialization.Encoding.DER, [pkcs7.PKCS7Options.DetachedSignature, pkcs7.PKCS7Options.Binary])


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    root_key = ec.generate_private_key(ec.SECP384R1())
    root = certificate(name("TEST Root CA - not Apple Root CA - G3"), root_key, None, None, ca=True)
    intermediate_key = ec.generate_private_key(ec.SECP256R1())
    intermediate = certificate(
        name("TEST Application Integration CA"), intermediate_key, root, root_key, ca=True,
        extensions=[(INTERMEDIATE_MARKER, NULL)])
    leaf_key = ec.generate_private_key(ec.SECP256R1())
    leaf = certificate(
        name("TEST ecc-smp-broker-sign"), leaf_key, intermediate, intermediate_key, ca=False,
        extensions=[(LEAF_MARKER, NULL)])

    # RSA_v1 tokens are signed by an RSA leaf, as Apple's rsa-smp-broker-sign certificate signs them.
    rsa_leaf_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    rsa_leaf = certificate(
        name("TEST rsa-smp-broker-sign"), rsa_leaf_key, intermediate, intermediate_key, ca=False,
        extensions=[(LEAF_MARKER, NULL)])

    merchant_hash = hashlib.sha256(MERCHANT_ID.encode()).hexdigest().upper()
    # Apple's merchant certificates hold the identifier's hash as 64 hex characters in a UTF8String.
    merchant_field = b"\x0c\x40" + merchant_hash.encode()
    merchant_ec_key = ec.generate_private_key(ec.SECP256R1())
    merchant_ec = certificate(
        name(f"TEST Merchant ID: {MERCHANT_ID}"), merchant_ec_key, root, root_key, ca=False,
        extensions=[(MERCHANT_ID_FIELD, merchant_field)])
    merchant_rsa_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    merchant_rsa = certificate(
        name(f"TEST Merchant ID: {MERCHANT_ID} (RSA)"), merchant_rsa_key, root, root_key, ca=False,
        extensions=[(MERCHANT_ID_FIELD, merchant_field)])

    plaintext = json.dumps({
        "applicationPrimaryAccountNumber": "4111111111111111",
        # The last day of the month two years on: the card's expiry, YYMMDD.
        "applicationExpirationDate": (NOW + 2 * YEAR).strftime("%y%m")
        + "%02d" % calendar.monthrange((NOW + 2 * YEAR).year, (NOW + 2 * YEAR).month)[1],
        "currencyCode": "840",
        "transactionAmount": 1000,
        "deviceManufacturerIdentifier": "040010030273",
        "paymentDataType": "3DSecure",
        "paymentData": {"onlinePaymentCryptogram": "Af9x/QwAA/DjmU65oyc1MAABAAA=", "eciIndicator": "5"},
    }, separators=(",", ":")).encode()

    def spki(key):
        return key.public_key().public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)

    def envelope(version, key_name, key_bytes, data, merchant, application_data, signature_maker):
        transaction = os.urandom(32)
        hashed = hashlib.sha256(application_data).digest() if application_data is not None else b""
        signed = key_bytes + data + transaction + hashed
        header = {key_name: base64.b64encode(key_bytes).decode(),
                  "publicKeyHash": base64.b64encode(hashlib.sha256(spki_of(merchant)).digest()).decode(),
                  "transactionId": transaction.hex()}
        if application_data is not None:
            header["applicationData"] = hashed.hex()
        return {"data": base64.b64encode(data).decode(), "signature": base64.b64encode(signature_maker(signed)).decode(),
                "header": header, "version": version}

    def spki_of(cert):
        return cert.public_key().public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)

    def apple_signature(signed):
        return sign(signed, leaf, leaf_key, extra=[intermediate])

    merchant_id_hash = bytes.fromhex(merchant_hash)
    vectors = {}

    def ec_token(application_data=None, leading_zero=False):
        while True:
            ephemeral = ec.generate_private_key(ec.SECP256R1())
            shared = ephemeral.exchange(ec.ECDH(), merchant_ec_key.public_key())
            if not leading_zero or shared[0] == 0:
                break
        key = hashlib.sha256(b"\x00\x00\x00\x01" + shared + b"\x0did-aes256-GCM" + b"Apple" + merchant_id_hash).digest()
        data = AESGCM(key).encrypt(b"\x00" * 16, plaintext, None)
        token = envelope("EC_v1", "ephemeralPublicKey", spki(ephemeral), data, merchant_ec, application_data,
                         apple_signature)
        return token, shared, key

    ec_plain, shared, symmetric = ec_token()
    vectors["ec-token.json"] = ec_plain
    ec_app, _, _ = ec_token(application_data=b"order-1001")
    vectors["ec-token-application-data.json"] = ec_app
    ec_zero, zero_shared, _ = ec_token(leading_zero=True)
    vectors["ec-token-leading-zero.json"] = ec_zero

    aes_key = os.urandom(16)
    wrapped = merchant_rsa_key.public_key().encrypt(
        aes_key, padding.OAEP(mgf=padding.MGF1(algorithm=hashes.SHA256()), algorithm=hashes.SHA256(), label=None))
    rsa_data = AESGCM(aes_key).encrypt(b"\x00" * 16, plaintext, None)
    vectors["rsa-token.json"] = envelope(
        "RSA_v1", "wrappedKey", wrapped, rsa_data, merchant_rsa, None,
        lambda signed: sign(signed, rsa_leaf, rsa_leaf_key, extra=[intermediate]))

    # One keyless check broken in each, signed over the same bytes as ec-token.json.
    signed = (base64.b64decode(ec_plain["header"]["ephemeralPublicKey"]) + base64.b64decode(ec_plain["data"])
              + bytes.fromhex(ec_plain["header"]["transactionId"]))
    other_root_key = ec.generate_private_key(ec.SECP384R1())
    other_root = certificate(name("TEST Root CA - not Apple Root CA - G3"), other_root_key, None, None, ca=True)
    other_intermediate_key = ec.generate_private_key(ec.SECP256R1())
    other_intermediate = certificate(
        name("TEST Application Integration CA"), other_intermediate_key, other_root, other_root_key, ca=True,
        extensions=[(INTERMEDIATE_MARKER, NULL)])
    other_leaf = certificate(
        name("TEST ecc-smp-broker-sign"), leaf_key, other_intermediate, other_intermediate_key, ca=False,
        extensions=[(LEAF_MARKER, NULL)])
    stranger_key = ec.generate_private_key(ec.SECP256R1())
    stranger_intermediate = certificate(
        name("TEST Application Integration CA"), stranger_key, root, root_key, ca=True,
        extensions=[(INTERMEDIATE_MARKER, NULL)])
    unrelated_leaf = certificate(
        name("TEST ecc-smp-broker-sign"), leaf_key, stranger_intermediate, stranger_key, ca=False,
        extensions=[(LEAF_MARKER, NULL)])
    expired_leaf = certificate(
        name("TEST ecc-smp-broker-sign"), leaf_key, intermediate, intermediate_key, ca=False,
        extensions=[(LEAF_MARKER, NULL)], not_before=NOW - 3 * YEAR, not_after=NOW - YEAR)
    both_key = ec.generate_private_key(ec.SECP256R1())
    both = certificate(
        name("TEST both markers"), both_key, root, root_key, ca=False,
        extensions=[(LEAF_MARKER, NULL), (INTERMEDIATE_MARKER, NULL)])
    stray = certificate(name("TEST stray"), ec.generate_private_key(ec.SECP256R1()), root, root_key, ca=False)
    mutations = {
        "made-up root": (sign(signed, other_leaf, leaf_key, extra=[other_intermediate]), ["token.signature.root"]),
        "leaf not issued by the intermediate": (
            sign(signed, unrelated_leaf, leaf_key, extra=[intermediate]), ["token.signature.chain"]),
        "expired leaf": (sign(signed, expired_leaf, leaf_key, extra=[intermediate]), ["token.signature.validity"]),
        "one certificate with both markers": (sign(signed, both, both_key), ["token.signature.certificates"]),
        "a stray certificate": (
            sign(signed, leaf, leaf_key, extra=[intermediate, stray]), ["token.signature.certificates"]),
        "two signers": (
            # The second signer's certificate travels with it, so the intermediate is not added again.
            sign(signed, leaf, leaf_key, more_signers=[(intermediate, intermediate_key)]),
            ["token.signature.signers"]),
        "the root too, as pedicel allows": (sign(signed, leaf, leaf_key, extra=[intermediate, root]), []),
        "signed over other bytes": (sign(signed + b"!", leaf, leaf_key, extra=[intermediate]), []),
    }

    # Keys the decryptor must refuse, each with a certificate of its own: a curve other than P-256, a short RSA key.
    p384_key = ec.generate_private_key(ec.SECP384R1())
    p384 = certificate(name("TEST merchant on P-384"), p384_key, root, root_key, ca=False,
                       extensions=[(MERCHANT_ID_FIELD, merchant_field)])
    short_key = rsa.generate_private_key(public_exponent=65537, key_size=1024)
    short = certificate(name("TEST merchant with RSA-1024"), short_key, root, root_key, ca=False,
                        extensions=[(MERCHANT_ID_FIELD, merchant_field)])
    (OUT / "refused-p384-certificate.pem").write_text(pem(p384))
    (OUT / "refused-p384-key.pem").write_text(key_pem(p384_key))
    (OUT / "refused-rsa1024-certificate.pem").write_text(pem(short))
    (OUT / "refused-rsa1024-key.pem").write_text(key_pem(short_key))

    for file, token in vectors.items():
        (OUT / file).write_text(json.dumps(token, indent=2) + "\n")
    (OUT / "test-root.pem").write_text(pem(root))
    (OUT / "merchant-ec-certificate.pem").write_text(pem(merchant_ec))
    (OUT / "merchant-ec-key.pem").write_text(key_pem(merchant_ec_key))
    (OUT / "merchant-rsa-certificate.pem").write_text(pem(merchant_rsa))
    (OUT / "merchant-rsa-key.pem").write_text(key_pem(merchant_rsa_key))
    (OUT / "plaintext.json").write_text(plaintext.decode() + "\n")
    (OUT / "mutations.json").write_text(json.dumps({
        name_: {"signature": base64.b64encode(sig).decode(), "expected": expected}
        for name_, (sig, expected) in mutations.items()
    }, indent=2) + "\n")
    (OUT / "manifest.json").write_text(json.dumps({
        "generated": NOW.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "merchantIdentifier": MERCHANT_ID,
        "merchantIdentifierHash": merchant_hash,
        "ec-token.json": {"sharedSecret": shared.hex(), "symmetricKey": symmetric.hex()},
        "ec-token-leading-zero.json": {"sharedSecret": zero_shared.hex()},
        "rsa-token.json": {"symmetricKey": aes_key.hex()},
        "applicationData": base64.b64encode(b"order-1001").decode(),
        "testRootFingerprint": hashlib.sha256(der(root)).hexdigest().upper(),
    }, indent=2) + "\n")
    print(f"Wrote the TEST vectors to {OUT}")


if __name__ == "__main__":
    main()
