extension PaymentPassEncryptionScheme {
    static func wire(_ value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) -> PaymentPassEncryptionScheme {
        let text = try decoding.string(value)
        guard let scheme = PaymentPassEncryptionScheme(text) else {
            throw decoding.fail(.jsonUnknownValue, "\(quoted(text)) is not an encryption scheme (ECC_V2, RSA_V2)")
        }
        return scheme
    }
}
