import Foundation
import Testing

@testable import PaymentRequestKit

/// One registry of codes: every code the library can emit, a rule's or an error's, is found by
/// `ValidationRule.rule(withCode:)` with its severity, message, source and platform sentence.
@Suite struct CodeRegistryTests {
    /// Every code of every error type, spelled as it is emitted, with the code its type carries.
    static let errorCodes: [(code: String, carried: String)] = [
        ("amount.syntax", AmountError.Code.syntax.rawValue),
        ("amount.outOfRange", AmountError.Code.outOfRange.rawValue),
        ("amount.overflow", AmountError.Code.overflow.rawValue),
        ("amount.minorUnits", AmountError.Code.minorUnits.rawValue),
        ("amount.invalidArgument", AmountError.Code.invalidArgument.rawValue),
        ("rate.syntax", AmountError.Code.rateSyntax.rawValue),
        ("rate.outOfRange", AmountError.Code.rateOutOfRange.rawValue),
        ("session.invalidAccess", PaymentSheetSessionError.Code.invalidAccess.rawValue),
        ("session.invalidState", PaymentSheetSessionError.Code.invalidState.rawValue),
        ("session.invalidRequest", PaymentSheetSessionError.Code.invalidRequest.rawValue),
        ("session.invalidUpdate", PaymentSheetSessionError.Code.invalidUpdate.rawValue),
        ("session.unexpectedEvent", PaymentSheetSessionError.Code.unexpectedEvent.rawValue),
        ("session.refusedEvent", PaymentSheetSessionError.Code.refusedEvent.rawValue),
        ("session.invalidSnapshot", PaymentSheetSessionError.Code.invalidSnapshot.rawValue),
        ("session.completedTooLate", PaymentSheetSessionError.Code.completedTooLate.rawValue),
        ("session.conflict", PaymentSheetSessionError.Code.conflict.rawValue),
        ("session.storeUnavailable", PaymentSheetSessionError.Code.storeUnavailable.rawValue),
        ("session.storeTimedOut", PaymentSheetSessionError.Code.storeTimedOut.rawValue),
        ("session.invalidMerchantSession", PaymentSheetSessionError.Code.invalidMerchantSession.rawValue),
        ("token.invalidToken", PaymentTokenError.Code.invalidToken.rawValue),
        ("token.signatureNotVerified", PaymentTokenError.Code.signatureNotVerified.rawValue),
        ("token.noMatchingKey", PaymentTokenError.Code.noMatchingKey.rawValue),
        ("token.decryptionFailed", PaymentTokenError.Code.decryptionFailed.rawValue),
        ("token.replayed", PaymentTokenError.Code.replayed.rawValue),
        ("token.invalidPaymentData", PaymentTokenError.Code.invalidPaymentData.rawValue),
        ("token.invalidKey", PaymentTokenError.Code.invalidKey.rawValue),
        ("token.unsupportedVersion", PaymentTokenError.Code.unsupportedVersion.rawValue),
        ("replayGuard.full", PaymentTokenError.Code.replayGuardFull.rawValue),
        ("replayGuard.unavailable", PaymentTokenError.Code.replayGuardUnavailable.rawValue),
        ("replayGuard.timedOut", PaymentTokenError.Code.replayGuardTimedOut.rawValue),
        ("replayGuard.storeForgot", PaymentTokenError.Code.replayGuardStoreForgot.rawValue),
        ("replayGuard.storeUnsafe", PaymentTokenError.Code.replayGuardStoreUnsafe.rawValue),
        ("googlePay.recipientMismatch", PaymentTokenError.Code.googlePayRecipientMismatch.rawValue),
        ("googlePay.noRootKey", PaymentTokenError.Code.googlePayNoRootKey.rawValue),
        (
            "googlePay.intermediateSignatureNotVerified",
            PaymentTokenError.Code.googlePayIntermediateSignatureNotVerified.rawValue
        ),
        ("googlePay.intermediateKeyExpired", PaymentTokenError.Code.googlePayIntermediateKeyExpired.rawValue),
        (
            "googlePay.messageSignatureNotVerified",
            PaymentTokenError.Code.googlePayMessageSignatureNotVerified.rawValue
        ),
        ("googlePay.messageExpired", PaymentTokenError.Code.googlePayMessageExpired.rawValue),
        ("googlePay.tagMismatch", PaymentTokenError.Code.googlePayTagMismatch.rawValue),
    ]

    @Test(arguments: errorCodes.map(\.code))
    func everyErrorCodeIsFound(code: String) throws {
        let carried = try #require(Self.errorCodes.first { $0.code == code }).carried
        #expect(carried == code)
        let rule = try #require(ValidationRule.rule(withCode: code), "\(code) is not in the registry")
        #expect(rule.severity == .error)
        #expect(!rule.summary.isEmpty && !rule.platformBehaviour.isEmpty)
        // The arithmetic's own codes and the other errors' are operations; the three of amounts in documents are
        // the request's decoding rules.
        #expect(
            (rule.stage == .operation) != ["amount.syntax", "amount.outOfRange", "amount.minorUnits"].contains(code))
    }

    /// The error rules are exactly the codes the error types carry, and every one is in `all`, once.
    @Test func theErrorRulesAreTheErrorsCodes() {
        let own = Set(Self.errorCodes.map(\.code)).subtracting([
            "amount.syntax", "amount.outOfRange", "amount.minorUnits",
        ])
        #expect(Set(ValidationRule.errorRules.map(\.code)) == own)
        let all = ValidationRule.all.map(\.code)
        #expect(Set(all).count == all.count)
        #expect(own.isSubset(of: Set(all)))
        #expect(ValidationRule.rule(withCode: "no.such.code") == nil)
        for rule in ValidationRule.all { #expect(ValidationRule.rule(withCode: rule.code) == rule) }
    }

    /// The arithmetic's errors, made for real, carry their codes.
    @Test func theArithmeticsErrorsCarryTheirCodes() throws {
        func code(_ body: () throws -> Any) -> String? {
            do {
                _ = try body()
                return nil
            } catch {
                return (error as? AmountError)?.code.rawValue
            }
        }
        let largest = try Amount(parsing: "999999999999999999")
        #expect(code { try largest + largest } == "amount.overflow")
        #expect(code { try largest.allocated(into: 0, in: .usd) } == "amount.invalidArgument")
        #expect(code { try Rate(parsing: "7.25") } == "rate.syntax")
        #expect(code { try Rate(parsing: "150%") } == "rate.outOfRange")
    }

    /// Reading a report back finds each code's rule in the registry; the engine writes it from the violation.
    @Test func aReportReadBackHasItsRules() throws {
        let report = ValidationReport(violations: [
            Violation(rule: .totalNegative, path: "total.amount", message: "negative"),
            Violation(rule: .documentAmbiguous, path: "", message: "two kinds"),
        ])
        let decoded = try JSONDecoder().decode(ValidationReport.self, from: report.jsonData())
        #expect(decoded == report)
        #expect(decoded.violations.map(\.rule.source) == [.safari, .library])
    }

    /// A token error's JSON writes its violations as a report does, byte for byte, and through Codable the same.
    @Test func aTokenErrorWritesItsViolationsAsAReportDoes() throws {
        let report = ValidationReport(violations: [
            Violation(rule: .tokenSignatureSigningTime, path: "signature", message: "too \"late\"")
        ])
        let error = PaymentTokenError(.invalidToken, "The token fails its checks", report: report)
        let json = String(decoding: error.jsonData(), as: UTF8.self)
        #expect(
            json
                == #"{"code":"token.invalidToken","message":"The token fails its checks","violations":[{"code":"token.signature.signingTime","severity":"error","path":"signature","message":"too \"late\""}]}"#
        )
        let reportJSON = String(decoding: report.jsonData(), as: UTF8.self)
        #expect(json.hasSuffix(String(reportJSON.drop { $0 != "[" })))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let viaCodable = try JSONSerialization.jsonObject(with: encoder.encode(error)) as? NSDictionary
        #expect(viaCodable == (try JSONSerialization.jsonObject(with: error.jsonData()) as? NSDictionary))
    }

    /// The layering check sees a member a higher folder declares, used from the engine through its type or bare
    /// in an extension: it plants such uses in a copy of the library and expects each to be reported.
    @Test func theLayeringCheckCatchesUpwardUses() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Scripts/check-layers.py").path, "--self-test"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("planted upward uses is reported"))
    }
}
