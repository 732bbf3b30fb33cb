// The fuzz harness's invariants. This file is compiled twice: into the test target, which replays every input
// in Fuzz/Regressions, and with the library's sources into the libFuzzer target (Scripts/fuzz.sh, -D FUZZING).
import Foundation

#if !FUZZING
    @testable import PaymentRequestKit
#endif

#if FUZZING
    /// The checks Fuzz/FuzzMain.swift runs in this target.
    typealias FuzzTarget = FuzzChecks
#endif

/// Every invariant the fuzzer checks on one input, returning those broken; a trap anywhere is a finding too.
enum FuzzChecks {
    /// 2026-11-21T12:00:00Z, so that date rules do not depend on the day the fuzzer runs.
    static let now = Date(timeIntervalSince1970: 1_795_262_400)

    /// One format the fuzzer reads, with its invariants.
    struct Format: Sendable {
        var name: String
        var check: @Sendable (Data, inout [String]) -> Void
    }

    /// Every reader of untrusted bytes, each with its invariants: decode(encode(x)) == x where the format round
    /// trips, a capped report, exports that validate, and no trap anywhere.
    static let formats: [Format] = [
        Format(name: "request", check: { checkRequest($0, &$1) }),
        Format(name: "provisioning", check: { checkProvisioning($0, &$1) }),
        Format(name: "recognition", check: { checkRecognition($0, &$1) }),
        Format(name: "amount text", check: { checkAmountText(String(decoding: $0.prefix(64), as: UTF8.self), &$1) }),
        Format(name: "event", check: { checkEvent($0, &$1) }),
        Format(name: "update", check: { checkUpdate($0, &$1) }),
        Format(name: "authorization result", check: { checkResult($0, &$1) }),
        Format(name: "merchant validation", check: { checkMerchantValidation($0, &$1) }),
        Format(name: "snapshot", check: { checkSnapshot($0, &$1) }),
        Format(name: "w3c", check: { checkW3C($0, &$1) }),
        Format(name: "google pay", check: { checkGooglePay($0, &$1) }),
        Format(name: "payment and token", check: { checkPayment($0, &$1) }),
        Format(name: "envelope and decrypted data", check: { checkTokenDocuments($0, &$1) }),
        Format(name: "DER", check: { checkDER($0, &$1) }),
        Format(name: "google pay token", check: { checkGooglePayToken($0, &$1) }),
        Format(name: "google pay response", check: { checkGooglePayResponse($0, &$1) }),
        Format(name: "w3c response", check: { checkW3CResponse($0, &$1) }),
        Format(name: "wallet sessions", check: { checkWalletSessions($0, &$1) }),
        // Last, so that the formats before keep their bytes, which saved inputs begin with.
        Format(name: "plain request", check: { checkRequest(PlainRequestRecipe.document(from: $0), &$1) }),
    ]

    /// Every format's invariants on the whole input: what the tests replay.
    static func failures(_ data: Data) -> [String] {
        var failures = [String]()
        for format in formats { format.check(data, &failures) }
        return failures
    }

    /// The fuzzer's entry: the first byte chooses the format, and the rest is the input, so that each execution
    /// runs one reader and libFuzzer's coverage feedback steers each reader's inputs apart.
    static func failures(selecting data: Data) -> [String] {
        guard let first = data.first else { return [] }
        let format = formats[Int(first) % formats.count]
        var failures = [String]()
        // A copy, so that the reader gets a Data that starts at index 0 as a file's would.
        format.check(Data(data.dropFirst()), &failures)
        return failures.map { "\(format.name): \($0)" }
    }

    static func checkDER(_ data: Data, _ failures: inout [String]) {
        _ = try? X509Certificate(der: [UInt8](data.prefix(X509Certificate.maxBytes)))
        // The BER reader of the token's signature.
        _ = try? CMSSignedData(ber: [UInt8](data.prefix(CMSSignedData.maxBytes)))
        // The keyless chain checks over any signature bytes, and the certificate readers of the decryption product.
        var envelope = PaymentTokenEnvelope.fuzzBase
        envelope.signature = data.prefix(CMSSignedData.maxBytes)
        _ = envelope.validateSignatureContainer(now: now)
        _ = PaymentTokenEnvelope.merchantIdentifierHash(certificate: data)
        _ = PaymentTokenEnvelope.publicKeyHash(certificate: data)
        _ = try? PaymentTokenRoot.untrustedTestRoot(certificate: data)
        // The merchant certificate's facts and checks, which read its names, key and key usages too.
        if let certificate = try? MerchantCertificate(data: data) {
            checkCapped([certificate.validate(now: now)], "merchant certificate", &failures)
        }
    }

    static func checkTokenDocuments(_ data: Data, _ failures: inout [String]) {
        roundTrip(data, PaymentTokenEnvelope.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(data, DecryptedPaymentData.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        checkCapped(
            [
                PaymentTokenEnvelope.validate(jsonData: data),
                PaymentTokenEnvelope.validate(jsonData: data, for: .init(now: now)),
                DecryptedPaymentData.validate(jsonData: data, for: .init(now: now)),
            ], "token document", &failures)
    }

    static func checkPayment(_ data: Data, _ failures: inout [String]) {
        roundTrip(data, Payment.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(data, PaymentToken.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        checkCapped(
            [
                Payment.validate(jsonData: data, for: .init(now: now)),
                PaymentToken.validate(jsonData: data, for: .init(now: now)),
            ], "payment",
            &failures)
    }

    static func checkCapped(_ reports: [ValidationReport], _ name: String, _ failures: inout [String]) {
        if reports.contains(where: { $0.violations.count > ValidationReport.maxViolations + 1 }) {
            failures.append("a \(name) report is not capped")
        }
    }

    /// What decodes re-encodes to a value that decodes to itself.
    static func roundTrip<T: Equatable>(
        _ data: Data, _ name: String, _ decode: (Data) throws -> T, _ encode: (T) -> Data,
        _ failures: inout [String]
    ) {
        guard let value = try? decode(data) else { return }
        if (try? decode(encode(value))) != value { failures.append("\(name): decode(encode(x)) != x") }
    }

    static func checkEvent(_ data: Data, _ failures: inout [String]) {
        roundTrip(data, PaymentSheetEvent.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        checkCapped(
            [
                PaymentSheetEvent.validate(jsonData: data),
                PaymentSheetEvent.validate(jsonData: data, for: .init(request: offer)),
            ],
            "event", &failures)
        // An event a live session over the offer receives, whatever it claims.
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *), let event = try? PaymentSheetEvent(jsonData: data),
            var session = try? PaymentSheetSession(request: offer, context: .web(now: now), clock: ContinuousClock())
        {
            try? session.begin()
            _ = try? session.receive(event)
        }
    }

    static func checkUpdate(_ data: Data, _ failures: inout [String]) {
        roundTrip(
            data, "update", { try PaymentRequestUpdate(jsonData: $0, kind: .couponCode) },
            { $0.jsonData(currency: .eur) }, &failures)
        checkCapped(
            [
                PaymentRequestUpdate.validate(
                    jsonData: data, for: .init(.web(now: now), updateKind: .shippingContact, currency: .usd))
            ], "update", &failures)
    }

    static func checkResult(_ data: Data, _ failures: inout [String]) {
        roundTrip(data, PaymentAuthorizationResult.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        checkCapped([PaymentAuthorizationResult.validate(jsonData: data)], "result", &failures)
    }

    static func checkMerchantValidation(_ data: Data, _ failures: inout [String]) {
        roundTrip(data, MerchantValidationRequest.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        checkCapped([MerchantValidationRequest.validate(jsonData: data)], "merchant validation", &failures)
        // Apple's answer to the body, read from the same bytes: both are the merchant validation's documents.
        roundTrip(data, MerchantSession.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        let body = MerchantValidationRequest.web(
            merchantIdentifier: "merchant.com.example", displayName: "Shop", domain: "shop.example")
        checkCapped(
            [MerchantSession.validate(jsonData: data, for: .init(now: now, merchantValidationRequest: body))],
            "merchant session", &failures)
    }

    static func checkSnapshot(_ data: Data, _ failures: inout [String]) {
        roundTrip(data, PaymentSheetSnapshot.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        checkCapped([PaymentSheetSnapshot.validate(jsonData: data, for: .web(now: now))], "snapshot", &failures)
        checkStoredSession(data, &failures)
    }

    static func checkW3C(_ data: Data, _ failures: inout [String]) {
        roundTrip(data, W3CPaymentRequest.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        checkCapped(
            [W3CPaymentRequest.validate(jsonData: data, for: .web(now: now, applePayJSVersion: 15))], "w3c",
            &failures)
    }

    static func checkGooglePay(_ data: Data, _ failures: inout [String]) {
        roundTrip(data, GooglePayPaymentDataRequest.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        checkCapped([GooglePayPaymentDataRequest.validate(jsonData: data)], "google pay", &failures)
    }

    /// The W3C answers, read alone and against a request that asks for shipping and the payer's email.
    static func checkW3CResponse(_ data: Data, _ failures: inout [String]) {
        roundTrip(data, W3CPaymentResponse.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(data, W3CPaymentDetailsUpdate.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(data, W3CPaymentValidationErrors.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        let request = W3CPaymentRequest(
            methodData: [try! .init(supportedMethods: W3CPaymentRequest.applePayMethod)],
            details: .init(
                id: "r", total: .init(label: "T", amount: .init(currency: "USD", value: "1")),
                shippingOptions: [.init(id: "a", label: "A", amount: .init(currency: "USD", value: "0"))]),
            options: .init(requestPayerEmail: true, requestShipping: true))
        let context = PaymentDocument.Context(now: now, w3cRequest: request)
        checkCapped(
            [
                W3CPaymentResponse.validate(jsonData: data, for: context),
                W3CPaymentDetailsUpdate.validate(jsonData: data, for: context),
                W3CPaymentValidationErrors.validate(jsonData: data),
            ], "w3c response", &failures)
    }

    /// Google Pay's answers, read alone and against an offer with every member they are checked against.
    static func checkGooglePayResponse(_ data: Data, _ failures: inout [String]) {
        roundTrip(data, GooglePayPaymentData.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(
            data, GooglePayIntermediatePaymentData.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(
            data, GooglePayPaymentDataRequestUpdate.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(
            data, GooglePayPaymentAuthorizationResult.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        let offer = GooglePayPaymentDataRequest(
            merchantInfo: .init(merchantName: "Shop"),
            cardPaymentMethod: .init(
                allowedAuthMethods: ["PAN_ONLY"], allowedCardNetworks: ["VISA"], allowCreditCards: false,
                billingAddressRequired: true, billingPhoneNumberRequired: true, billingAddressFormat: .min,
                tokenizationSpecification: .paymentGateway("example", merchantId: "m")),
            transactionInfo: .init(currencyCode: "USD", totalPriceStatus: .final, totalPrice: "1.00"),
            emailRequired: true, shippingAddressRequired: true, allowedShippingCountryCodes: ["US"],
            shippingOptionParameters: .init(shippingOptions: [.init(id: "a", label: "A")]),
            offers: [.init(redemptionCode: "X", description: "X")], callbackIntents: ["SHIPPING_ADDRESS"])
        let context = PaymentDocument.Context(googlePayRequest: offer)
        checkCapped(
            [
                GooglePayPaymentData.validate(jsonData: data),
                GooglePayPaymentData.validate(jsonData: data, for: context),
                GooglePayIntermediatePaymentData.validate(jsonData: data, for: context),
                GooglePayPaymentDataRequestUpdate.validate(jsonData: data, for: context),
                GooglePayPaymentAuthorizationResult.validate(jsonData: data, for: context),
            ], "google pay response", &failures)
    }

    /// Google Pay's and the W3C API's stored sessions restore or are refused, never trusted in part: what restores
    /// snapshots to a document that restores to the same session, and takes or refuses what the page posts
    /// without trapping.
    static func checkWalletSessions(_ data: Data, _ failures: inout [String]) {
        roundTrip(data, GooglePaySessionSnapshot.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(data, W3CPaymentSessionSnapshot.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        let context = ValidationContext.web(now: now)
        checkCapped(
            [
                GooglePaySessionSnapshot.validate(jsonData: data),
                W3CPaymentSessionSnapshot.validate(jsonData: data, for: .init(now: now)),
            ], "wallet sessions", &failures)
        if var google = try? GooglePaySession(restoring: data) {
            if (try? GooglePaySession(restoring: google.snapshot().jsonData())) != google {
                failures.append("a Google Pay session's snapshot restores to another session")
            }
            if let callback = try? GooglePayIntermediatePaymentData(jsonData: data) {
                _ = try? google.receive(callback)
            }
            if let update = try? GooglePayPaymentDataRequestUpdate(jsonData: data) { _ = try? google.complete(update) }
            if let payment = try? GooglePayPaymentData(jsonData: data) { _ = try? google.authorize(payment) }
        }
        if var w3c = try? W3CPaymentSession(restoring: data, context: context) {
            if (try? W3CPaymentSession(restoring: w3c.snapshot().jsonData(), context: context)) != w3c {
                failures.append("a W3C session's snapshot restores to another session")
            }
            if let update = try? W3CPaymentDetailsUpdate(jsonData: data) { _ = try? w3c.complete(update, now: now) }
            if let response = try? W3CPaymentResponse(jsonData: data) { _ = try? w3c.respond(response, now: now) }
        }
    }

    /// Google Pay's token, its root keys and its decrypted message: the three documents of its decryption, each
    /// read from the same bytes, and the token's strings read as the documents they hold.
    static func checkGooglePayToken(_ data: Data, _ failures: inout [String]) {
        roundTrip(data, GooglePayToken.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(data, GooglePayRootSigningKeys.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(data, GooglePayPaymentMessage.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(data, GooglePaySealedMessage.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        roundTrip(data, GooglePaySignedKey.self, { try .init(jsonData: $0) }, { $0.jsonData() }, &failures)
        let request = GooglePayPaymentDataRequest(
            merchantInfo: .init(merchantId: "12345678901234567890"),
            cardPaymentMethod: .init(
                allowedAuthMethods: ["PAN_ONLY"], allowedCardNetworks: ["VISA"],
                tokenizationSpecification: .init(type: "DIRECT", parameters: [:])),
            transactionInfo: .init(currencyCode: "USD", totalPriceStatus: .final, totalPrice: "1.00"))
        checkCapped(
            [
                GooglePayToken.validate(jsonData: data),
                GooglePayRootSigningKeys.validate(jsonData: data, for: .init(now: now)),
                GooglePayPaymentMessage.validate(
                    jsonData: data,
                    for: .init(
                        now: now, googlePayRequest: request, googlePayRecipient: .merchant("12345678901234567890"))),
            ], "google pay token", &failures)
        // A token that reads cleanly reads the same from what it writes, its inner documents included.
        if let token = try? GooglePayToken(jsonData: data) {
            let again = try? GooglePayToken(jsonData: token.jsonData())
            if again?.sealedMessage != token.sealedMessage
                || again?.intermediateSigningKey != token.intermediateSigningKey
            {
                failures.append("google pay token: the inner documents changed on a round trip")
            }
        }
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
    /// Telling a document's kind apart never traps, and every answer follows the one policy.
    static func checkRecognition(_ data: Data, _ failures: inout [String]) {
        let kinds = PaymentDocumentKind.candidates(jsonData: data)
        if Set(kinds).count != kinds.count { failures.append("a kind is a candidate twice") }
        if PaymentDocumentKind(jsonData: data) != PaymentDocument.validate(jsonData: data).kind {
            failures.append("init(jsonData:) and PaymentDocument.validate recognise different kinds")
        }
        if kinds.count == 1, PaymentDocumentKind(jsonData: data) != kinds[0] {
            failures.append("init(jsonData:) and candidates(jsonData:) disagree")
        }
        checkDocumentDispatch(data, candidates: kinds, &failures)
        // A member name is read with its escapes decoded, as JSON.parse reads it, in every reader.
        if ParsedJSON(jsonData: data).isValidJSON {
            let context = PaymentDocument.Context(now: now)
            if said(PaymentDocument.validate(jsonData: reescapingNames(data), for: context))
                != said(PaymentDocument.validate(jsonData: data, for: context))
            {
                failures.append("a document and its re-escaped member names read differently")
            }
        }
    }

    /// What a report says, violation by violation, with the kind it was read as.
    static func said(_ report: PaymentDocumentReport) -> [String] {
        ["kind: \(report.kind?.rawValue ?? "-")"] + report.report.violations.map { "\($0.code)@\($0.path)" }
    }

    /// The document with the first letter of every member name written as a `\u` escape: `"type"` as
    /// `"\u0074ype"`. Strings that are values are left as they are.
    static func reescapingNames(_ data: Data) -> Data {
        var output = [UInt8]()
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            var after = end + 1
            while after < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[after]) { after += 1 }
            let isName = after < bytes.count && bytes[after] == UInt8(ascii: ":")
            let first = index + 1
            // Letters only: a name that starts with an escape (`\\`) would have its backslash's partner left to
            // pair with the next byte, which writes another name.
            if isName, first < end, (0x41...0x5A).contains(bytes[first]) || (0x61...0x7A).contains(bytes[first]) {
                output += Array("\"\\u00".utf8) + Array(String(bytes[first], radix: 16, uppercase: false).utf8)
                output += bytes[(first + 1)...end]
            } else {
                output += bytes[index...min(end, bytes.count - 1)]
            }
            index = end + 1
        }
        return Data(output)
    }

    /// PaymentDocument's dispatch: it reads a document as the kind its keys say (or a request when they say
    /// none), the one-pass path and the parsed path agree, its decoder agrees with its report, and reading among a
    /// format's kinds or as one kind never traps and stays capped.
    static func checkDocumentDispatch(_ data: Data, candidates: [PaymentDocumentKind], _ failures: inout [String]) {
        let context = PaymentDocument.Context(now: now)
        let result = PaymentDocument.validate(jsonData: data, for: context)
        let parsed = ParsedJSON(jsonData: data)
        if let kind = result.kind, kind != (candidates.first ?? .applePayRequest) || candidates.count > 1 {
            failures.append("PaymentDocument read \(kind), where the keys say \(candidates)")
        }
        if result.kind == nil, parsed.isValidJSON, candidates.count <= 1 {
            failures.append("PaymentDocument refused a JSON document whose keys decide")
        }
        if PaymentDocument.validate(parsed, for: context).report != result.report {
            failures.append("PaymentDocument's one-pass and parsed reports differ")
        }
        if let document = result.document {
            switch Result(catching: { try PaymentDocument(jsonData: data) }) {
            case .success(let decoded):
                if decoded.kind != document.kind || decoded.jsonData() != document.jsonData() {
                    failures.append("PaymentDocument's decoder and its report read different documents")
                }
            case .failure(let error):
                failures.append("PaymentDocument's report has a document its decoder refuses: \(error)")
            }
        }
        checkCapped([result.report], "document", &failures)
        for name in PaymentDocumentKind.formatNames {
            let among = PaymentDocument.validate(parsed, as: PaymentDocumentKind.kinds(named: name), for: context)
            checkCapped([among.report], "\(name) document", &failures)
            if let kind = among.kind, PaymentDocumentKind.kinds(named: name)?.contains(kind) != true {
                failures.append("reading among \(name)'s kinds gave \(kind)")
            }
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
        checkCodable(data, strict, &failures)
        let report = PaymentRequest.validate(jsonData: data, for: .web(now: now))
        if report.violations.count > ValidationReport.maxViolations + 1 { failures.append("JSON report not capped") }
        checkPlainReading(data, report: report, &failures)
        if case .success = strict,
            !report.violations.allSatisfy({ $0.rule.stage == .validation || $0.severity == .warning })
        {
            failures.append("a request that decodes is reported with a decoding error")
        }
    }

    /// The one-pass reader of a request's common shape reads only what the wire decoder reads without a problem,
    /// to the same request, and the report is the wire decoder's.
    static func checkPlainReading(_ data: Data, report: ValidationReport, _ failures: inout [String]) {
        if let plain = PaymentRequest.plainlyRead(data, limits: .default) {
            switch Result(catching: { try PaymentRequest.wireDecoded(from: data, limits: .default) }) {
            case .success(let wire) where wire == plain: break
            case .success: failures.append("the plain reader reads another request than the wire decoder")
            case .failure(let error):
                failures.append("the plain reader reads a document the wire decoder refuses: \(error)")
            }
        }
        if PaymentDocument.validate(ParsedJSON(jsonData: data), as: [.applePayRequest], for: .web(now: now)).report
            != report
        {
            failures.append("the report differs from the wire decoder's")
        }
    }

    /// Every export the library makes is valid in its format: what it writes, its own validator accepts.
    static func checkExports(of request: PaymentRequest, _ failures: inout [String]) {
        let context = ValidationContext.web(now: now)
        if let web = try? request.w3cPaymentRequest(validatingFor: context) {
            let report = W3CPaymentRequest.validate(jsonData: web.jsonData(), for: .init(context))
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
        let report = PaymentDocument.validate(
            jsonData: data, as: PaymentDocumentKind.kinds(named: "provisioning"), for: PaymentDocument.Context(now: now)
        ).report
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
        let strict = Result { try decode(data) }
        if case .success(let value) = strict {
            let encoded = encode(value)
            if (try? decode(encoded)) != value { failures.append("\(T.self): decode(encode(x)) != x") }
        }
        checkCodable(data, strict, &failures)
    }

    /// The strict and the `Codable` paths agree: both decode, to the same value, or both refuse. Allowed: bytes
    /// `JSONDecoder` never shows (duplicate keys, trailing commas, other encodings), which only the strict path
    /// refuses, the strict path's limits, and a number past what `Decimal` holds.
    static func checkCodable<T: Decodable & Equatable>(
        _ data: Data, _ strict: Result<T, any Error>, _ failures: inout [String]
    ) {
        let codable = Result { try JSONDecoder().decode(T.self, from: data) }
        switch (strict, codable) {
        case (.success(let left), .success(let right)):
            if left != right, !holdsNumberPastDecimal(data) {
                failures.append("\(T.self): the strict and Codable paths decode different values")
            }
        case (.success, .failure(let error)):
            if !holdsNumberPastDecimal(data) {
                failures.append("\(T.self): the strict path decodes and the Codable path fails: \(error)")
            }
        case (.failure(let error), .success):
            let code = violation(in: error)?.code
            if code != "json.malformed", code != "json.limit", !holdsNumberPastDecimal(data) {
                failures.append(
                    "\(T.self): the Codable path decodes and the strict path fails with \(code ?? "\(error)")")
            }
        case (.failure, .failure):
            break
        }
    }

    /// Whether a document holds a number that `Decimal` cannot hold exactly (more than 38 significant digits, or
    /// a power of ten past its range): `JSONDecoder` hands such a number over rounded, so JSON carried member for
    /// member (a token's payment data) reads differently through `Codable`, the one way the paths may disagree.
    static func holdsNumberPastDecimal(_ data: Data) -> Bool {
        guard let tree = try? JSONValue.document(data, limits: .default) else { return false }
        func past(_ value: JSONValue) -> Bool {
            switch value {
            case .number(let text):
                // Past what canonicalNumber adds up, an exponent keeps its spelling, capital E included.
                let parts = JSONValue.canonicalNumber(text).split(whereSeparator: { $0 == "e" || $0 == "E" })
                guard parts.count == 2 else { return false }
                // A parsed number whose exponent does not fit Int is past any Decimal (JSONDecoder refuses it).
                guard let exponent = Int(parts[1]) else { return true }
                let digits = parts[0].filter(\.isNumber).count
                return digits > 38 || exponent < -128 || exponent + digits > 128
            case .array(let elements): return elements.contains(where: past)
            case .object(let members): return members.contains { past($0.value) }
            default: return false
            }
        }
        return past(tree)
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
