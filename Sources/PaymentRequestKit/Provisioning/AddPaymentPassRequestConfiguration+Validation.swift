extension AddPaymentPassRequestConfiguration {
    /// Checks the configuration against PassKit's and Apple's rules and returns every violation.
    ///
    /// PassKit's header requires a cardholder name or an account suffix; Apple's documentation asks for both,
    /// and for the suffix to be the last four or five digits. A suffix longer than five characters is an error
    /// of this library's: the configuration travels unencrypted, so it must never carry a card number.
    public func validate() -> ValidationReport {
        violationLog().report
    }

    /// The violations, in a log that caps them.
    func violationLog() -> ViolationLog {
        let log = ViolationLog()
        let name = cardholderName ?? ""
        let suffix = primaryAccountSuffix ?? ""
        if name.isEmpty, suffix.isEmpty {
            log.append(
                Violation(
                    rule: .provisioningNameOrSuffixMissing, path: "",
                    message: "Supply a cardholder name, a primary account suffix, or both"))
        } else if name.isEmpty {
            log.append(
                .provisioningCardholderNameMissing, at: WireKeys.cardholderName.path,
                "The cardholder name is missing; Apple's documentation asks for it")
        } else if suffix.isEmpty {
            log.append(
                .provisioningSuffixMissing, at: WireKeys.primaryAccountSuffix.path,
                "The primary account suffix is missing; Apple's documentation asks for it")
        }
        if suffix.unicodeScalars.count > 5 {
            log.append(
                .provisioningSuffixTooLong, at: WireKeys.primaryAccountSuffix.path,
                "The suffix has \(suffix.unicodeScalars.count) characters; send the last four or five digits only, never the card number"
            )
        } else if !suffix.isEmpty,
            suffix.utf8.count < 4 || !suffix.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        {
            log.append(
                .provisioningSuffixFormat, at: WireKeys.primaryAccountSuffix.path,
                "\(quoted(suffix)) is not the last four or five digits of a card number")
        }
        for (index, detail) in cardDetails.enumerated() {
            for (key, text) in [(LabeledValue.WireKeys.label, detail.label), (.value, detail.value)] where text.isEmpty
            {
                log.add(
                    .provisioningCardDetailEmpty, { WireKeys.cardDetails[index] / key },
                    { "The card detail's \(key.name) is empty" })
            }
        }
        if let paymentNetwork, !paymentNetwork.isKnown {
            log.append(
                .provisioningNetworkUnknown, at: WireKeys.paymentNetwork.path,
                "\(quoted(paymentNetwork.rawValue)) is not a network PassKit defines")
        }
        return log
    }
}
