#!/usr/bin/env python3
"""Opens Google Pay tokens that `payreq token --mint` wrote, as a recipient written apart from the library would.

Usage: Scripts/check-minted-google-pay.py DIR...

Each DIR is what `payreq token --mint KIND --out DIR` wrote: manifest.json names the token, the message it
carries, the root signing keys, the merchant's key, the recipient and the clock. The recipient here is written from
Google's "Payment data cryptography for merchants" guide and Tink's PaymentMethodTokenRecipient, with Python's
`cryptography` (Debian's python3-cryptography): it shares no code with the Swift minting, the Swift decryptor or
Scripts/make-google-pay-vectors.py. For each token it
  1. takes the root keys of the token's protocol that have not expired (an ECv1 key may have no expiry);
  2. for ECv2 and ECv2SigningOnly, verifies a signature of the intermediate signing key by a root key over the
     length-prefixed ("Google", protocolVersion, signedKey), and checks that the key has not expired;
  3. verifies the message's signature, by the intermediate key (or for ECv1 a root key), over the length-prefixed
     ("Google", recipient, protocolVersion, signedMessage);
  4. for ECv1 and ECv2, derives the keys with HKDF-SHA256 over the ephemeral point and the ECDH secret (info
     "Google"; 16-byte AES and HMAC keys for ECv1, 32-byte for ECv2), checks the HMAC-SHA256 tag of the ciphertext
     and decrypts it with AES-CTR from a zero IV;
  5. checks that the message has not expired, and that it is the manifest's plaintext byte for byte.
A token without "negative" must pass every step; a negative token must fail at its own step and no other.

Exit status 0 when every token behaves so, 1 otherwise.
"""
import base64
import json
import struct
import sys
from datetime import datetime
from pathlib import Path

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import constant_time, hashes, hmac, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from minted_tokens import Refused, report

# The step at which each negative token must fail.
NEGATIVE_STEP = {
    "other-recipient": "message signature",
    "expired-intermediate-key": "intermediate key expiry",
    "expired-message": "message expiry",
    "tag-over-other-data": "tag",
}


def length_prefixed(*parts):
    return b"".join(struct.pack("<I", len(part.encode())) + part.encode() for part in parts)


def verified_by_any(keys, signature_b64, data):
    signature = base64.b64decode(signature_b64)
    for key in keys:
        try:
            key.verify(signature, data, ec.ECDSA(hashes.SHA256()))
            return True
        except InvalidSignature:
            continue
    return False


def public_key(b64):
    return serialization.load_der_public_key(base64.b64decode(b64))


def open_token(folder):
    manifest = json.loads((folder / "manifest.json").read_text())
    token = json.loads((folder / manifest["token"]).read_text())
    now_ms = int(datetime.fromisoformat(manifest["now"].replace("Z", "+00:00")).timestamp() * 1000)
    version = token["protocolVersion"]
    recipient = manifest["recipient"]
    roots = [
        public_key(key["keyValue"])
        for key in json.loads((folder / manifest["rootKeys"]).read_text())["keys"]
        if key["protocolVersion"] == version
        and (int(key["keyExpiration"]) > now_ms if key.get("keyExpiration") else version == "ECv1")
    ]
    if not roots:
        raise Refused("root keys", f"no root key for {version}")
    if version == "ECv1":
        message_keys = roots
    else:
        intermediate = token["intermediateSigningKey"]
        signed_key = intermediate["signedKey"]
        data = length_prefixed("Google", version, signed_key)
        if not any(verified_by_any(roots, signature, data) for signature in intermediate["signatures"]):
            raise Refused("intermediate key signature", "no root key verifies the intermediate signing key")
        key = json.loads(signed_key)
        if int(key["keyExpiration"]) <= now_ms:
            raise Refused("intermediate key expiry", f"the key expired at {key['keyExpiration']}")
        message_keys = [public_key(key["keyValue"])]
    signed_message = token["signedMessage"]
    if not verified_by_any(message_keys, token["signature"],
                           length_prefixed("Google", recipient, version, signed_message)):
        raise Refused("message signature", "the message's signature does not verify for " + recipient)
    if version == "ECv2SigningOnly":
        plaintext = signed_message.encode()
    else:
        sealed = json.loads(signed_message)
        merchant = serialization.load_pem_private_key((folder / manifest["merchantKey"]).read_bytes(), None)
        point = base64.b64decode(sealed["ephemeralPublicKey"])
        shared = merchant.exchange(ec.ECDH(), ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), point))
        size = 16 if version == "ECv1" else 32
        keys = HKDF(hashes.SHA256(), 2 * size, None, b"Google").derive(point + shared)
        ciphertext = base64.b64decode(sealed["encryptedMessage"])
        mac = hmac.HMAC(keys[size:], hashes.SHA256())
        mac.update(ciphertext)
        if not constant_time.bytes_eq(mac.finalize(), base64.b64decode(sealed["tag"])):
            raise Refused("tag", "the tag is not the ciphertext's")
        decryptor = Cipher(algorithms.AES(keys[:size]), modes.CTR(bytes(16))).decryptor()
        plaintext = decryptor.update(ciphertext) + decryptor.finalize()
    message = json.loads(plaintext)
    if int(message["messageExpiration"]) <= now_ms:
        raise Refused("message expiry", f"the message expired at {message['messageExpiration']}")
    if plaintext != (folder / manifest["plaintext"]).read_bytes():
        raise Refused("plaintext", "the message is not the manifest's plaintext")
    return version, len(plaintext)


def expected_step(manifest):
    negative = manifest.get("negative")
    if negative == "unknown-root":
        return "message signature" if manifest["kind"] == "google-ecv1" else "intermediate key signature"
    return NEGATIVE_STEP.get(negative)


def described(folder):
    version, count = open_token(folder)
    return f"opened ({version}, {count} bytes of message, equal to the manifest's plaintext)"


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(2)
    sys.exit(report(sys.argv[1:], described, expected_step))
