#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DecryptedPaymentData {
    /// Checks the data, and when the request is given, that the payment is the one it asked for: its currency,
    /// its amount, a payment data type its capabilities allow, and for a multi-token payment each merchant's share.
    public func validate(now: Date, request: PaymentRequest? = nil) -> ValidationReport {
        violationLog(now: now, request: request).report
    }

    func violationLog(now: Date, request: PaymentRequest?) -> ViolationLog {
        let log = ViolationLog()
        let pan = applicationPrimaryAccountNumber.utf8
        if !(12...19).contains(pan.count) || !pan.allSatisfy({ (0x30...0x39).contains($0) }) {
            log.add(
                .decryptedPANInvalid, { WireKeys.applicationPrimaryAccountNumber.path },
                { "The account number is not 12 to 19 digits (\(pan.count) characters)" })
        } else if pan.first == UInt8(ascii: "0") {
            // ISO/IEC 7812: the major industry identifier, the first digit, is never 0 on a payment card.
            log.add(
                .decryptedPANInvalid, { WireKeys.applicationPrimaryAccountNumber.path },
                { "The account number starts with 0; a card number's first digit is 1 to 9" })
        }
        if !Self.isHex(deviceManufacturerIdentifier) {
            log.add(
                .decryptedHexInvalid, { WireKeys.deviceManufacturerIdentifier.path },
                { "\(quoted(deviceManufacturerIdentifier, limit: 40)) is not hexadecimal" })
        }
        switch payload {
        case .threeDSecure(_, let eci?):
            let digits = eci.utf8
            if !(1...2).contains(digits.count) || !digits.allSatisfy({ (0x30...0x39).contains($0) }) {
                log.add(
                    .decryptedECIInvalid, { WireKeys.paymentData / PayloadKeys.eciIndicator },
                    { "\(quoted(eci, limit: 40)) is not an ECI indicator of one or two digits" })
            }
        case .emv(_, let pin?):
            if !Self.isHex(pin) {
                log.add(
                    .decryptedHexInvalid, { WireKeys.paymentData / PayloadKeys.encryptedPINData },
                    { "\(quoted(pin, limit: 40)) is not hexadecimal" })
            }
        default: break
        }
        if let expiry = Self.expiry(applicationExpirationDate) {
            // The card works through the last day of the expiry month, whatever day the date gives.
            if now >= expiry {
                log.add(
                    .decryptedExpired, { WireKeys.applicationExpirationDate.path },
                    { "The card expired: \(applicationExpirationDate) is before \(ISO8601.format(now))" })
            }
        } else {
            log.add(
                .decryptedExpirationDateInvalid, { WireKeys.applicationExpirationDate.path },
                { "\(quoted(applicationExpirationDate)) is not a date YYMMDD" })
        }
        let currency = Int(currencyCode).flatMap { currencyCode.count == 3 ? CurrencyCode(numericCode: $0) : nil }
        if currency == nil {
            log.add(
                .decryptedCurrencyInvalid, { WireKeys.currencyCode.path },
                { "\(quoted(currencyCode)) is not an ISO 4217 numeric code of three digits" })
        }
        guard let request else { return log }
        if let currency, currency != request.currencyCode {
            log.add(
                .decryptedCurrencyMismatch, { WireKeys.currencyCode.path },
                { "The payment is in \(currency) (\(currencyCode)); the request was in \(request.currencyCode)" })
        }
        if let total = request.total.amount {
            // A total that has no exact count of minor units (more decimals than the currency has) cannot equal
            // any payment: it is a mismatch, never a check skipped.
            switch Result(catching: { try total.minorUnits(in: request.currencyCode) }) {
            case .success(let expected) where expected == transactionAmount: break
            case .success(let expected):
                log.add(
                    .decryptedAmountMismatch, { WireKeys.transactionAmount.path },
                    {
                        "The payment is \(transactionAmount) minor units; the request's total \(total.formatted(for: request.currencyCode)) is \(expected)"
                    })
            case .failure:
                log.add(
                    .decryptedAmountMismatch, { WireKeys.transactionAmount.path },
                    {
                        "The payment is \(transactionAmount) minor units; the request's total \(total) has no exact count of \(request.currencyCode)'s minor units, so no payment matches it"
                    })
            }
        }
        let allowed: MerchantCapabilities = payload.typeName == "EMV" ? .emv : .threeDSecure
        if !request.merchantCapabilities.contains(allowed) {
            log.add(
                .decryptedTypeCapability, { WireKeys.paymentDataType.path },
                { "The payment data is \(payload.typeName), which the request's capabilities do not include" })
        }
        if !request.multiTokenContexts.isEmpty || !authenticationResponses.isEmpty {
            let expected = request.multiTokenContexts.map { context in
                "\(context.merchantIdentifier)=\((try? context.amount.minorUnits(in: request.currencyCode)).map(String.init) ?? "?")"
            }.sorted()
            let actual = authenticationResponses.map { "\($0.merchantIdentifier)=\($0.transactionAmount)" }.sorted()
            if expected != actual {
                log.add(
                    .decryptedAuthenticationResponsesMismatch, { WireKeys.authenticationResponses.path },
                    {
                        "The authentication responses (\(actual.joined(separator: ", "))) are not the request's token contexts (\(expected.joined(separator: ", ")))"
                    })
            }
        }
        return log
    }

    /// Whether text is hexadecimal digits, an even number of them, at least two.
    static func isHex(_ text: String) -> Bool {
        let bytes = text.utf8
        return !bytes.isEmpty && bytes.count % 2 == 0
            && bytes.allSatisfy {
                (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0)
            }
    }

    /// The first instant after the expiry month of `YYMMDD`, in UTC; `nil` when the text is not such a date.
    static func expiry(_ text: String) -> Date? {
        let digits = text.utf8.map { Int($0) - 48 }
        guard digits.count == 6, digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
        let year = 2000 + digits[0] * 10 + digits[1]
        let month = digits[2] * 10 + digits[3]
        let day = digits[4] * 10 + digits[5]
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        let next = month == 12 ? (year + 1, 1) : (year, month + 1)
        let monthText = next.1 < 10 ? "0\(next.1)" : "\(next.1)"
        return ISO8601.parse("\(next.0)-\(monthText)-01T00:00:00Z")
    }
}
