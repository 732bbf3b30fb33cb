#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentToken {
    /// Checks the token's envelope and its signature's container, without keys, and against the request when it
    /// is given; paths are the token's (`paymentData.header.publicKeyHash`).
    public func validate(now: Date, request: PaymentRequest? = nil) -> ValidationReport {
        violationLog(now: now, request: request, at: .document).report
    }

    func violationLog(now: Date, request: PaymentRequest?, at prefix: ValidationPath) -> ViolationLog {
        // One clear error rather than the envelope's missing keys: nothing here was ever a payment.
        if isSimulated { return Self.simulatedLog(at: prefix) }
        let log = ViolationLog()
        let base = prefix / WireKeys.paymentData
        guard let paymentDataElement else {
            log.add(.jsonMissingKey, { base }, { "The token has no payment data" })
            return log
        }
        // The envelope's own check, at the token's paths: its structure and, when it decoded cleanly, its
        // signature. It reads the payment data where the token's document holds it.
        let report = PaymentTokenEnvelope.validate(
            paymentDataElement, now: now, transactionIdentifier: transactionIdentifier, request: request)
        for violation in report.violations { log.add(violation, under: base) }
        return log
    }
}

extension PaymentToken {
    /// The one violation of the iOS Simulator's token, at its transaction identifier.
    static func simulatedLog(at prefix: ValidationPath) -> ViolationLog {
        let log = ViolationLog()
        log.add(
            .tokenSimulated, { prefix / WireKeys.transactionIdentifier },
            {
                "This is the iOS Simulator's token (\"Simulated Identifier\", no payment data): it carries no payment to verify or decrypt. Test with a token minted under a TEST root"
            })
        return log
    }
}

extension PaymentToken: WireDocument {
    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) { write(to: &output, nil) }
}

extension Payment: WireDocument {
    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) { write(to: &output, nil) }
}

extension PaymentToken {

}

extension Payment {

}
