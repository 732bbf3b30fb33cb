#!/usr/bin/env python3
"""Writes the Google Pay token vectors in Examples/Tokens/GooglePay (run by hand; the output is committed).

Two published vectors, copied as their sources give them:
  tink-ecv1-*      Tink's CIPHERTEXT_EC_V1 (PaymentMethodTokenRecipientTest.java), recipient "someRecipient",
                   plaintext "plaintext"; the root key has no expiry, as in Tink's test.
  dotnet-ecv2-*    Google's .NET TestECv2 (PaymentMethodTokenRecipientTest.cs), recipient "gateway:ariane", at its
                   fixed clock 1542319793000 ms; plaintext "plaintext".
Both use Tink's merchant key (MERCHANT_PRIVATE_KEY_PKCS8_BASE64).

Then tokens sealed here with Python's `cryptography` and test keys made from fixed seeds, at the clock
2026-11-27T12:00:00Z, for recipient "merchant:12345678901234567890": a good ECv2 token of each auth method, an
ECv2SigningOnly token, and one token per failure the decryptor names (see CASES below). Nothing here is a secret:
every key is a test key, and signatures are deterministic (RFC 6979), so a run writes the same bytes.
"""
import base64, hashlib, json, os, struct, sys
from cryptography.hazmat.primitives import hashes, hmac, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

OUT = os.path.join(os.path.dirname(__file__), "..", "Examples", "Tokens", "GooglePay")
NOW_MS = 1795780800000  # 2026-11-27T12:00:00Z
DAY = 86_400_000
RECIPIENT = "merchant:12345678901234567890"

TINK_MERCHANT_KEY = ("MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgCPSuFr4iSIaQprjjchHPyDu2NXFe0vDBoTpPkYaK9dehRANC"
                     "AATnaFz/vQKuO90pxsINyVNWojabHfbx9qIJ6uD7Q7ZSxmtyo/Ez3/o2kDT8g0pIdyVIYktCsq65VoQIDWSh2Bdm")
TINK_ALTERNATE_MERCHANT_KEY = ("MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgOUIzccyJ3rTx6SVmXrWdtwUP0NU26nvc8KIYw2GmY"
                               "ZKhRANCAAR5AjmTNAE93hQEQE+PryLlgr6Q7FXyNXoZRk+1Fikhq61mFhQ9s14MOwGBxd5O6Jwn/sdUrWxkYk3idtNEN1Rz")


def write(name, text):
    with open(os.path.join(OUT, name), "w") as f:
        f.write(text if text.endswith("\n") else text + "\n")


def pem_of_pkcs8(b64):
    body = "\n".join(b64[i:i + 64] for i in range(0, len(b64), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----\n"


def published():
    write("tink-merchant-key.pem", pem_of_pkcs8(TINK_MERCHANT_KEY))
    write("tink-alternate-merchant-key.pem", pem_of_pkcs8(TINK_ALTERNATE_MERCHANT_KEY))
    tink_token = ('{"protocolVersion":"ECv1","signedMessage":"{\\"tag\\":\\"ZVwlJt7dU8Plk0+r8rPF8DmPTvDiOA1UAoNjDV+SqDE\\\\u003d\\",'
                  '\\"ephemeralPublicKey\\":\\"BPhVspn70Zj2Kkgu9t8+ApEuUWsI/zos5whGCQBlgOkuYagOis7qsrcbQrcprjvTZO3XOU+Qbcc28FSgsRtcgQE\\\\u003d\\",'
                  '\\"encryptedMessage\\":\\"12jUObueVTdy\\"}","signature":"MEQCIDxBoUCoFRGReLdZ/cABlSSRIKoOEFoU3e27c14vMZtfAiBtX3pGMEpnw6mSAbnagCCgHlCk3NcFwWYEyxIE6KGZVA\\u003d\\u003d"}')
    json.loads(tink_token)
    write("tink-ecv1-token.json", tink_token)
    write("tink-ecv1-root-keys.json", json.dumps({"keys": [{
        "keyValue": "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEPYnHwS8uegWAewQtlxizmLFynwHcxRT1PK07cDA6/C4sXrVI1SzZCUx8U8S0LjMrT6ird/VW7be3Mz6t/srtRQ==",
        "protocolVersion": "ECv1"}]}))
    dotnet_token = ('{"protocolVersion":"ECv2","signature":"MEUCIG39tbaQPwJe28U+UMsJmxUBUWSkwlOv9Ibohacer+CoAiEA8Wuq3lLUCwLQ06D2kErxaMg3b/oLDFbd2gcFze1zDqU=",'
                    '"intermediateSigningKey":{"signedKey":"{\\"keyExpiration\\":\\"1542394027316\\",\\"keyValue\\":\\"MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE/1+3HBVSbdv+j7NaArdgMyoSAM43yRydzqdg1TxodSzA96Dj4Mc1EiKroxxunavVIvdxGnJeFViTzFvzFRxyCw\\\\u003d\\\\u003d\\"}",'
                    '"signatures":["MEYCIQDcXCoB4fYJF3EolxrE2zB+7THZCfKA7cWxSztKceXTCgIhAN/d5eBgx/1A6qKBdH0IS7/aQ7dO4MuEt26OrLCUxZnl"]},'
                    '"signedMessage":"{\\"tag\\":\\"TjkIKzIOvCrFvjf7/aeeL8/FZJ3tigaNnerag68hIaw\\\\u003d\\",\\"ephemeralPublicKey\\":\\"BLJoTmxP2z7M2N6JmaN786aJcT/L/OJfuJKQdIXcceuBBZ00sf5nm2+snxAJxeJ4HYFTdNH4MOJrH58GNDJ9lJw\\\\u003d\\",\\"encryptedMessage\\":\\"mleAf23XkKjj\\"}"}')
    json.loads(dotnet_token)
    write("dotnet-ecv2-token.json", dotnet_token)
    write("dotnet-ecv2-root-keys.json", json.dumps({"keys": [{
        "keyValue": "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEvhuz8WZo0DhP7Lg1AQtpQpm2i7Gr6yBa+i6mVOwz3iepodYVDE9YGLzUwoL8AEsPUz/26Pg3lofL2u04/edeXg==",
        "protocolVersion": "ECv2", "keyExpiration": "2154841200000"}]}))


def key_from_seed(label):
    value = int.from_bytes(hashlib.sha256(b"PaymentRequestKit Google Pay test key " + label.encode()).digest(), "big")
    return ec.derive_private_key(value % (2**256 - 2**224 - 1) or 1, ec.SECP256R1())


def spki_b64(key):
    return base64.b64encode(key.public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)).decode()


def point(key, compressed=False):
    return key.public_key().public_bytes(
        serialization.Encoding.X962,
        serialization.PublicFormat.CompressedPoint if compressed else serialization.PublicFormat.UncompressedPoint)


def length_value(*parts):
    out = b""
    for part in parts:
        data = part.encode()
        out += struct.pack("<I", len(data)) + data
    return out


def sign(key, data):
    return base64.b64encode(key.sign(data, ec.ECDSA(hashes.SHA256(), deterministic_signing=True))).decode()


def seal(plaintext, merchant_public, version, ephemeral, compressed=False):
    shared = ephemeral.exchange(ec.ECDH(), merchant_public)
    epk = point(ephemeral)
    aes, mac = (16, 16) if version == "ECv1" else (32, 32)
    keys = HKDF(hashes.SHA256(), aes + mac, b"", b"Google").derive(epk + shared)
    encryptor = Cipher(algorithms.AES(keys[:aes]), modes.CTR(bytes(16))).encryptor()
    ciphertext = encryptor.update(plaintext.encode()) + encryptor.finalize()
    h = hmac.HMAC(keys[aes:], hashes.SHA256())
    h.update(ciphertext)
    tag = h.finalize()
    shown = point(ephemeral, compressed) if compressed else epk
    return json.dumps({"encryptedMessage": base64.b64encode(ciphertext).decode(),
                       "ephemeralPublicKey": base64.b64encode(shown).decode(),
                       "tag": base64.b64encode(tag).decode()}, separators=(",", ":"))


def message(auth="PAN_ONLY", expiration=NOW_MS + 5 * 60_000, message_id="AH2EjtfTESTMESSAGE000001", **extra):
    details = {"expirationYear": 2030, "expirationMonth": 12, "pan": "4111111111111111", "authMethod": auth}
    if auth == "CRYPTOGRAM_3DS":
        details.update({"cryptogram": "AAAAAA8qP9gIAAAAAAAAAAAAAAA=", "eciIndicator": "05"})
    body = {"messageExpiration": str(expiration), "messageId": message_id, "paymentMethod": "CARD",
            "paymentMethodDetails": details}
    body.update(extra)
    return json.dumps(body, separators=(",", ":"))


def token(version="ECv2", plaintext=None, recipient=RECIPIENT, root=None, intermediate=None, key_expiration=None,
          merchant=None, ephemeral_label="ephemeral", compressed=False, sign_key_with=None, sign_message_with=None,
          extra_member=False):
    root = root or key_from_seed("root ECv2")
    intermediate = intermediate or key_from_seed("intermediate")
    merchant = merchant or key_from_seed("merchant")
    plaintext = plaintext if plaintext is not None else message()
    if version == "ECv2SigningOnly":
        signed_message = plaintext
    else:
        signed_message = seal(plaintext, merchant.public_key(), version, key_from_seed(ephemeral_label), compressed)
    result = {}
    if version != "ECv1":
        signed_key = json.dumps({"keyValue": spki_b64(intermediate),
                                 "keyExpiration": str(key_expiration or NOW_MS + 7 * DAY)}, separators=(",", ":"))
        result["intermediateSigningKey"] = {
            "signedKey": signed_key,
            "signatures": [sign(sign_key_with or root, length_value("Google", version, signed_key))]}
        message_signer = sign_message_with or intermediate
    else:
        message_signer = sign_message_with or root
    result["signature"] = sign(message_signer, length_value("Google", recipient, version, signed_message))
    result["protocolVersion"] = version
    result["signedMessage"] = signed_message
    if extra_member:
        result["extra"] = "Tink refuses this"
    return json.dumps(result, separators=(",", ":"))


def generated():
    merchant = key_from_seed("merchant")
    write("merchant-key.pem", merchant.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()).decode())
    write("merchant-key-sec1.pem", merchant.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.TraditionalOpenSSL,
        serialization.NoEncryption()).decode())
    other = key_from_seed("other merchant")
    write("other-merchant-key.pem", other.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()).decode())
    write("root-keys.json", json.dumps({"keys": [
        {"keyValue": spki_b64(key_from_seed("root ECv1")), "protocolVersion": "ECv1"},
        {"keyValue": spki_b64(key_from_seed("root ECv2")), "protocolVersion": "ECv2",
         "keyExpiration": str(NOW_MS + 365 * DAY)},
        {"keyValue": spki_b64(key_from_seed("root ECv2SigningOnly")), "protocolVersion": "ECv2SigningOnly",
         "keyExpiration": str(NOW_MS + 365 * DAY)},
        {"keyValue": spki_b64(key_from_seed("old root ECv2")), "protocolVersion": "ECv2",
         "keyExpiration": str(NOW_MS - DAY)},
    ]}, indent=2))
    # The request these tokens answer.
    write("request.json", json.dumps({
        "apiVersion": 2, "apiVersionMinor": 0,
        "merchantInfo": {"merchantName": "Example Merchant", "merchantId": "12345678901234567890"},
        "allowedPaymentMethods": [{"type": "CARD", "parameters": {
            "allowedAuthMethods": ["PAN_ONLY", "CRYPTOGRAM_3DS"], "allowedCardNetworks": ["VISA", "MASTERCARD"]},
            "tokenizationSpecification": {"type": "DIRECT", "parameters": {
                "protocolVersion": "ECv2",
                "publicKey": base64.b64encode(point(merchant)).decode()}}}],
        "transactionInfo": {"totalPriceStatus": "FINAL", "totalPrice": "12.34", "currencyCode": "USD",
                            "countryCode": "US"}}, indent=2))
    cases = {
        # Tokens that verify and decrypt.
        "ecv2-pan-only": token(),
        "ecv2-cryptogram-3ds": token(plaintext=message("CRYPTOGRAM_3DS", message_id="AH2EjtfTESTMESSAGE000002"),
                                      ephemeral_label="ephemeral 2"),
        "ecv2-signing-only": token("ECv2SigningOnly", root=key_from_seed("root ECv2SigningOnly"),
                                   plaintext=message(message_id="AH2EjtfTESTMESSAGE000003")),
        "ecv1": token("ECv1", root=key_from_seed("root ECv1"), plaintext=message(message_id="AH2EjtfTESTMESSAGE000004")),
        # One per failure the decryptor names.
        "wrong-recipient-gateway": token(recipient="gateway:12345678901234567890"),
        "root-key-unknown": token(root=key_from_seed("a root Google never published")),
        "intermediate-signature-forged": token(sign_key_with=key_from_seed("forger")),
        "intermediate-expired": token(key_expiration=NOW_MS - 1),
        "message-signature-forged": token(sign_message_with=key_from_seed("forger")),
        "message-expired": token(plaintext=message(expiration=NOW_MS)),
        "sealed-to-another-key": token(merchant=key_from_seed("other merchant")),
        "compressed-ephemeral-key": token(compressed=True),
        "extra-member": token(extra_member=True),
        "message-not-json": token(plaintext="plaintext"),
    }
    # A PAN_ONLY message that carries a cryptogram: the field set its auth method forbids.
    bad = json.loads(message(message_id="AH2EjtfTESTMESSAGE000005"))
    bad["paymentMethodDetails"]["cryptogram"] = "AAAAAA8qP9gIAAAAAAAAAAAAAAA="
    cases["message-pan-only-with-cryptogram"] = token(plaintext=json.dumps(bad, separators=(",", ":")))
    for name, text in cases.items():
        write(f"{name}.json", text)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    published()
    generated()
    print("wrote", len(os.listdir(OUT)), "files to", os.path.normpath(OUT), file=sys.stderr)
