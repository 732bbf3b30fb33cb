import Foundation
import PaymentRequestKit
import Testing

/// The iOS Simulator's token ("Simulated Identifier", no payment data) gets one clear error, `token.simulated`,
/// wherever it is read, rather than the envelope's missing keys; a token that only looks like it is checked as any.
@Suite struct SimulatedTokenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Tokens")
    static let now = Date(timeIntervalSince1970: 1_795_262_400)

    static func codes(_ report: ValidationReport) -> [String] { report.violations.map { "\($0.code)@\($0.path)" } }

    static func token(identifier: String, paymentData: String?) -> String {
        #"{"paymentMethod":{"displayName":"Simulated Instrument","network":"Visa","type":"credit"},"transactionIdentifier":"\#(identifier)""#
            + (paymentData.map { #","paymentData":\#($0)"# } ?? "") + "}"
    }

    @Test(arguments: [
        // The Simulator's, with its payment data empty or missing: one error.
        (token(identifier: "Simulated Identifier", paymentData: "{}"), ["token.simulated@transactionIdentifier"]),
        (token(identifier: "Simulated Identifier", paymentData: nil), ["token.simulated@transactionIdentifier"]),
        // Another identifier with no payment data: the envelope's own problems, as before.
        (token(identifier: "ABCD", paymentData: nil), ["json.missingKey@paymentData"]),
    ])
    func theSimulatorsTokenIsNamed(json: String, expected: [String]) {
        #expect(Self.codes(PaymentToken.validate(jsonData: Data(json.utf8), for: .init(now: Self.now))) == expected)
    }

    /// A token whose identifier is the Simulator's but which carries an envelope is checked as any token.
    @Test func anEnvelopeIsCheckedWhateverTheIdentifier() throws {
        let envelope = try String(
            contentsOf: Self.folder.appendingPathComponent("gala-payment-data.json"), encoding: .utf8)
        let json = Self.token(identifier: "Simulated Identifier", paymentData: envelope)
        let token = try PaymentToken(jsonData: Data(json.utf8))
        #expect(!token.isSimulated)
        #expect(
            !Self.codes(PaymentToken.validate(jsonData: Data(json.utf8), for: .init(now: Self.now))).contains {
                $0.hasPrefix("token.simulated")
            })
    }

    /// The example payment, through `Payment` and `PaymentDocument`: recognised as a payment, one error at its path.
    @Test func theExamplePaymentIsReportedAsTheSimulators() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("simulator-payment.json"))
        let payment = try Payment(jsonData: data)
        #expect(payment.token.isSimulated)
        #expect(
            Self.codes(Payment.validate(jsonData: data, for: .init(now: Self.now))) == [
                "token.simulated@token.transactionIdentifier"
            ])
        let report = PaymentDocument.validate(jsonData: data, for: PaymentDocument.Context(now: Self.now))
        #expect(report.kind == .payment)
        #expect(Self.codes(report.report) == ["token.simulated@token.transactionIdentifier"])
        #expect(report.report.violations.first?.message.contains("TEST root") == true)
        #expect(throws: DecodingError.self) { try payment.token.envelope() }
        do {
            _ = try payment.token.envelope()
        } catch let error as DecodingError {
            #expect(error.validationReport.map(Self.codes) == ["token.simulated@transactionIdentifier"])
        }
    }
}
