// The fuzz harness's invariants. This file is compiled twice: into the test target, which replays every input
// in Fuzz/Regressions, and with the library's sources into the libFuzzer target (Scripts/fuzz.sh, -D FUZZING).
import Foundation

#if !FUZZING
    @testable import PaymentRequestKit
#endif

/// Every invariant the fuzzer checks on one input, returning those broken; a trap anywhere is a finding too.
enum FuzzChecks {
    /// 2026-11-21T12:00:00Z, so that date rules do not depend on the day the fuzzer runs.
    static let now = Date(timeIntervalSince1970: 1_795_262_400)

    static func failures(_ data: Data) -> [String] {
        var failures = [String]()
        checkRequest(data, &failures)
        checkProvisioning(data, &failures)
        checkSession(data, &failures)
        checkRecognition(data, &failures)
        checkAmountText(String(decoding: data.prefix(64), as: UTF8.self), &failures)
        _ = try? X509Certificate(der: [UInt8](data.prefix(X509Certificate.maxBytes)))
        // The BER reader of the token's signature, and the token's documents.
        _ = try? CMSSignedData(ber: [UInt8](data.prefix(CMSSignedData.maxBytes)))
        // The keyless chain checks over any signature bytes, and the certificate readers of the decryption product.
        var envelope = PaymentTokenEnvelope.fuzzBase
        envelope.signature = data.prefix(CMSSignedData.maxBytes)
        _ = envelope.validateSignatureContainer(now: now)
        _ = PaymentTokenEnvelope.merchantIdentifierHash(certificate: data)
        _ = PaymentTokenEnvelope.publicKeyHash(certificate: data)
        _ = try? PaymentTokenRoot.untrustedTestRoot(certificate: data)
        _ = PaymentTokenEnvelope.validate(jsonData: data)
        _ = PaymentTokenEnvelope.validate(jsonData: data, now: now)
        _ = DecryptedPaymentData.validate(jsonData: data, now: now)
        return failures
    }

    /// The session's documents: events, updates, results and merchant validation bodies decode within their
    /// reports' caps, and what decodes re-encodes to a value that decodes to itself.
    static func checkSession(_ data: Data, _ failures: inout [String]) {
        func roundTrip<T: Equatable>(_ name: String, _ decode: (Data) throws -> T, _ encode: (T) -> Data) {
            guard let value = try? decode(data) else { return }
            if (try? decode(encode(value))) != value { failures.append("\(name): decode(encode(x)) != x") }
        }
        roundTrip("event", { try PaymentSheetEvent(jsonData: $0) }, { $0.jsonData() })
        roundTrip("result", { try PaymentAuthorizationResult(jsonData: $0) }, { $0.jsonData() })
        roundTrip("merchant validation", { try MerchantValidationRequest(jsonData: $0) }, { $0.jsonData() })
        roundTrip(
            "update", { try PaymentRequestUpdate(jsonData: $0, kind: .couponCode) }, { $0.jsonData(currency: .eur) })
        roundTrip("snapshot", { try PaymentSheetSnapshot(jsonData: $0) }, { $0.jsonData() })
        roundTrip("w3c", { try W3CPaymentRequest(jsonData: $0) }, { $0.jsonData() })
        roundTrip("google pay", { try GooglePayPaymentDataRequest(jsonData: $0) }, { $0.jsonData() })
        let reports = [
            W3CPaymentRequest.validate(jsonData: data, for: .web(now: now, applePayJSVersion: 15)),
            GooglePayPaymentDataRequest.validate(jsonData: data),
            PaymentSheetEvent.validate(jsonData: data), PaymentAuthorizationResult.validate(jsonData: data),
            PaymentRequestUpdate.validate(jsonData: data, kind: .shippingContact, currency: .usd, for: .web(now: now)),
            PaymentSheetEvent.validate(jsonData: data, against: offer),
            PaymentSheetSnapshot.validate(jsonData: data, for: .web(now: now)),
        ]
        if reports.contains(where: { $0.violations.count > ValidationReport.maxViolations + 1 }) {
            failures.append("a session report is not capped")
        }
        checkStoredSession(data, &failures)
    }

    /// The merchant's offer that events are checked against: one shipping method, debit cards only, a shipping
    /// address required, no coupon codes.
    static let offer: PaymentRequest = {
        var request = PaymentRequest(
            countryCode: .us, currencyCode: .usd, supportedNetworks: [.visa],
            merchantCapabilities: [.threeDSecure, .debit],
            total: .final("Shop", 10))
        request.shippingMethods = [ShippingMethod(label: "Ground", amount: 5, identifier: "ground")]
        request.requiredShippingContactFields = [.postalAddress]
        return request
    }()

    /// A stored session restores or is refused, never trusted in part: what restores snapshots to a document that
    /// restores to the same session, and takes or refuses an event without trapping.
    static func checkStoredSession(_ data: Data, _ failures: inout [String]) {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
        let context = ValidationContext.web(now: now)
        guard
            var session = try? PaymentSheetSession(restoring: data, context: context, clock: ContinuousClock(), at: now)
        else { return }
        let snapshot = session.snapshot(at: now)
        guard
            let again = try? PaymentSheetSession(
                restoring: snapshot.jsonData(), context: context, clock: ContinuousClock(), at: now)
        else {
            failures.append("a restored session's snapshot does not restore")
            return
        }
        if again.state != session.state || again.request != session.request
            || again.selectedShippingMethod != session.selectedShippingMethod
        {
            failures.append("a snapshot restores to another session")
        }
        if let event = try? PaymentSheetEvent(jsonData: data) {
            _ = try? session.receive(event)
        }
    }

    /// The strict and the Codable paths: round trips, agreement, validation and arithmetic on what decodes.
    /// Telling a document's kind apart never traps, and its two answers agree.
    static func checkRecognition(_ data: Data, _ failures: inout [String]) {
        let kinds = PaymentDocumentKind.candidates(jsonData: data)
        if Set(kinds).count != kinds.count { failures.append("a kind is a candidate twice") }
        if (PaymentDocumentKind(jsonData: data) != nil) != (kinds.count == 1) {
            failures.append("init(jsonData:) and candidates(jsonData:) disagree")
        }
    }

    static func checkRequest(_ data: Data, _ failures: inout [String]) {
        let strict = Result { try PaymentRequest(jsonData: data) }
        if case .success(let request) = strict {
            let encoded = request.jsonData()
            if let again = try? PaymentRequest(jsonData: encoded) {
                if again != request { failures.append("decode(encode(x)) != x") }
                if again.jsonData() != encoded { failures.append("encoding is not idempotent") }
            } else {
                failures.append("the encoding of a decoded request does not decode")
            }
            for context in [ValidationContext.web(now: now), .inApp(now: now)] {
                let report = request.validate(for: context)
                if report.violations.count > ValidationReport.maxViolations + 1 { failures.append("report not capped") }
            }
            checkArithmetic(on: request, &failures)
            checkExports(of: request, &failures)
        }
        let codable = Result { try JSONDecoder().decode(PaymentRequest.self, from: data) }
        switch (strict, codable) {
        case (.success(let left), .success(let right)):
            if left != right { failures.append("the strict and Codable paths decode different requests") }
        case (.success, .failure(let error)):
            failures.append("the strict path decodes and the Codable path fails: \(error)")
        case (.failure(let error), .success):
            // The one allowed disagreement: bytes a Decoder never shows (duplicates, trailing commas, encodings),
            // and the strict path's limits.
            let code = violation(in: error)?.code
            if code != "json.malformed", code != "json.limit" {
                failures.append("the Codable path decodes and the strict path fails with \(code ?? "\(error)")")
            }
        case (.failure, .failure):
            break
        }
        let report = PaymentRequest.validate(jsonData: data, for: .web(now: now))
        if report.violations.count > ValidationReport.maxViolations + 1 { failures.append("JSON report not capped") }
        if case .success = strict,
            !report.violations.allSatisfy({ $0.rule.stage == .validation || $0.severity == .warning })
        {
            failures.append("a request that decodes is reported with a decoding error")
        }
    }

    /// Every export the library makes is valid in its format: what it writes, its own validator accepts.
    static func checkExports(of request: PaymentRequest, _ failures: inout [String]) {
        let context = ValidationContext.web(now: now)
        if let web = try? request.w3cPaymentRequest(validatingFor: context) {
            let report = W3CPaymentRequest.validate(jsonData: web.jsonData(), for: context)
            if !report.isValid { failures.append("a W3C export is invalid: \(report.errors.prefix(3))") }
        }
        let gateway = GooglePayPaymentDataRequest.TokenizationSpecification.paymentGateway("gateway", merchantId: "m")
        if let google = try? request.googlePayPaymentDataRequest(
            tokenizationSpecification: gateway, options: .init(allowsPANOnly: true), validatingFor: context)
        {
            let report = GooglePayPaymentDataRequest.validate(jsonData: google.jsonData())
            if !report.isValid { failures.append("a Google Pay export is invalid: \(report.errors.prefix(3))") }
        }
    }

    /// What a server does with a decoded request's amounts: none of it may trap.
    static func checkArithmetic(on request: PaymentRequest, _ failures: inout [String]) {
        let currency = request.currencyCode
        var amounts = request.lineItems.compactMap(\.amount) + request.shippingMethods.map(\.amount)
        amounts += request.multiTokenContexts.map(\.amount)
        if let total = request.total.amount { amounts.append(total) }
        for amount in amounts.prefix(16) {
            checkAmount(amount, currency, &failures)
        }
        let sum = try? Amount.sum(amounts)
        let reversed = try? Amount.sum(amounts.reversed())
        if sum != reversed { failures.append("the sum depends on the order of the amounts") }
    }

    static func checkAmountText(_ text: String, _ failures: inout [String]) {
        guard let amount = try? Amount(parsing: text) else { return }
        for currency in [CurrencyCode.usd, .jpy, .kwd, .clf] { checkAmount(amount, currency, &failures) }
    }

    static func checkAmount(_ amount: Amount, _ currency: CurrencyCode, _ failures: inout [String]) {
        if Amount(amount.description) != amount { failures.append("\(amount) does not read back from its description") }
        if amount.fits(currency), (try? Amount(parsing: amount.formatted(for: currency))) != amount {
            failures.append("\(amount) does not read back from its \(currency) form")
        }
        if let units = try? amount.minorUnits(in: currency), (try? Amount(minorUnits: units, of: currency)) != amount {
            failures.append("\(amount) does not come back from \(units) minor units of \(currency)")
        }
        if let parts = try? amount.allocated(into: 3, in: currency), (try? Amount.sum(parts)) != amount {
            failures.append("allocating \(amount) in three does not add up")
        }
        if let parts = try? amount.allocated(byWeights: [1, 0, 7, 2], in: currency), (try? Amount.sum(parts)) != amount
        {
            failures.append("allocating \(amount) by weights does not add up")
        }
        _ = try? amount.multiplied(byQuantity: 7)
        _ = try? amount.multiplied(by: Rate(percent: 7), rounding: .toNearestOrEven, in: currency)
        _ = amount.rounded(to: currency, rule: .toNearestOrAwayFromZero)
        if let sum = try? amount + amount, (try? sum - amount) != amount { failures.append("\(amount) + x - x != x") }
        _ = -amount
        _ = amount < .zero
    }

    /// The three provisioning documents: round trips, agreement, validation.
    static func checkProvisioning(_ data: Data, _ failures: inout [String]) {
        let report = ProvisioningDocumentKind.validate(jsonData: data, now: now)
        if report.violations.count > ValidationReport.maxViolations + 1 {
            failures.append("provisioning report not capped")
        }
        roundTrip(
            data, AddPaymentPassRequestConfiguration.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(data, AddPaymentPassRequestInput.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(data, AddPaymentPassRequest.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        if let input = try? AddPaymentPassRequestInput(jsonData: data) { _ = input.validate(now: now) }
    }

    static func roundTrip<T: Codable & Equatable>(
        _ data: Data, _ type: T.Type, _ decode: (Data) throws -> T, _ encode: (T) -> Data, _ failures: inout [String]
    ) {
        let strict = try? decode(data)
        if let value = strict {
            let encoded = encode(value)
            if (try? decode(encoded)) != value { failures.append("\(T.self): decode(encode(x)) != x") }
        }
        if let codable = try? JSONDecoder().decode(T.self, from: data), let strict, codable != strict {
            failures.append("\(T.self): the strict and Codable paths disagree")
        }
    }

    /// The first problem a decoding error reports.
    static func violation(in error: any Error) -> Violation? {
        (error as? DecodingError)?.validationReport?.errors.first
    }
}

extension PaymentTokenEnvelope {
    /// An envelope whose signature the fuzzer replaces.
    static var fuzzBase: PaymentTokenEnvelope {
        try! PaymentTokenEnvelope(
            jsonData: Data(
                #"{"version":"EC_v1","data":"AA==","signature":"AA==","header":{"ephemeralPublicKey":"AA==","publicKeyHash":"AA==","transactionId":"00"}}"#
                    .utf8))
    }
}
