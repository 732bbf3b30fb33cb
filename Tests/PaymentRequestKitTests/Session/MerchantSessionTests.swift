import Foundation
import Testing

@testable import PaymentRequestKit

/// Apple's merchant session: read byte for byte, checked against the body that asked for it, and refused when it
/// answers another request or can no longer be used.
@Suite struct MerchantSessionTests {
    static let folder = PaymentDocumentKindTests.examples.appendingPathComponent("Session")
    static let body = MerchantValidationRequest.web(
        merchantIdentifier: "merchant.com.bluebottle", displayName: "Blue Bottle Coffee",
        domain: "shop.bluebottle.example")
    static let hash = "351FF51A34A0D3E6990955D59B86310230D15F77AE084075ADCFDCFAE265495D"

    static func example() throws -> MerchantSession {
        try MerchantSession(jsonData: Data(contentsOf: folder.appendingPathComponent("merchant-session.json")))
    }

    @Test func theMerchantIdentifierHashIsSHA256InUpperCaseHex() {
        // python3 -c 'import hashlib; print(hashlib.sha256(b"merchant.com.bluebottle").hexdigest().upper())'
        #expect(MerchantSession.merchantIdentifierHash("merchant.com.bluebottle") == Self.hash)
    }

    @Test func aSessionReadsAndWritesByteForByte() throws {
        let session = try Self.example()
        #expect(session.merchantIdentifier == Self.hash)
        #expect(session.expirationDate.timeIntervalSince(session.creationDate) == 3600)
        let compact =
            #"{"epochTimestamp":1795262400000,"expiresAt":1795266000000,"merchantSessionIdentifier":"SSH6A1B8F0E4D2C4A7E9F3B5D8C1E2A4F6B_916523AAED1343F5BC5815E12BEE9250AFFDC1A17C46B0DE5A943F0F94927C24","nonce":"9c283350","merchantIdentifier":"351FF51A34A0D3E6990955D59B86310230D15F77AE084075ADCFDCFAE265495D","domainName":"shop.bluebottle.example","displayName":"Blue Bottle Coffee","signature":"308006092a864886f70d010702a0803080020101310d300b0609608648016503040201308006092a864886f70d0107010000a080308203e330820388a003020102020824","operationalAnalyticsIdentifier":"Blue Bottle Coffee:351FF51A34A0D3E6990955D59B86310230D15F77AE084075ADCFDCFAE265495D","retries":0,"pspId":"351FF51A34A0D3E6990955D59B86310230D15F77AE084075ADCFDCFAE265495D"}"#
        #expect(session.jsonString() == compact)
        #expect(try MerchantSession(jsonData: Data(compact.utf8)) == session)
        #expect(try JSONDecoder().decode(MerchantSession.self, from: Data(compact.utf8)) == session)
        #expect(session.validate(against: Self.body, now: Fixtures.now).violations.isEmpty)
        let minimal = MerchantSession(
            epochTimestamp: 1, expiresAt: 2, merchantSessionIdentifier: "s", nonce: "n", merchantIdentifier: "m",
            domainName: nil, displayName: "d", signature: "00")
        #expect(
            minimal.jsonString()
                == #"{"epochTimestamp":1,"expiresAt":2,"merchantSessionIdentifier":"s","nonce":"n","merchantIdentifier":"m","displayName":"d","signature":"00"}"#
        )
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var body: MerchantValidationRequest? = MerchantSessionTests.body
        var now = Fixtures.now
        var change: @Sendable (inout MerchantSession) -> Void = { _ in }
        var expected: [String]
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "honest: the session Apple made for the body", expected: []),
        Row(
            name: "honest: the domain and the hash in another case",
            change: {
                $0.domainName = "Shop.BlueBottle.example"
                $0.merchantIdentifier = $0.merchantIdentifier.lowercased()
            }, expected: []),
        Row(
            name: "a session for another domain", change: { $0.domainName = "evil.example" },
            expected: ["merchantSession.domainName.mismatch@domainName"]),
        Row(
            name: "a web session without a domain", change: { $0.domainName = nil },
            expected: ["merchantSession.domainName.mismatch@domainName"]),
        Row(
            name: "honest: an app's session without a domain",
            body: MerchantValidationRequest(
                merchantIdentifier: "merchant.com.bluebottle", displayName: "Blue Bottle Coffee", initiative: .inApp,
                initiativeContext: "com.bluebottle.app"),
            change: { $0.domainName = nil }, expected: []),
        Row(
            name: "another display name", change: { $0.displayName = "Blue Bottle" },
            expected: ["merchantSession.displayName.mismatch@displayName"]),
        Row(
            name: "another merchant's session",
            change: { $0.merchantIdentifier = MerchantSession.merchantIdentifierHash("merchant.com.other") },
            expected: ["merchantSession.merchantIdentifier.mismatch@merchantIdentifier"]),
        Row(
            name: "an expired session", now: Fixtures.now.addingTimeInterval(3600),
            expected: ["merchantSession.expired@expiresAt"]),
        Row(
            name: "honest: one second before it expires", now: Fixtures.now.addingTimeInterval(3599), expected: []),
        Row(
            name: "a session that expires before it was made", change: { $0.expiresAt = $0.epochTimestamp },
            expected: ["merchantSession.expired@expiresAt"]),
        Row(
            name: "a signature that is not hex", change: { $0.signature = "MIAGCSqGSIb3DQEHAqCA" },
            expected: ["merchantSession.signature.encoding@signature"]),
        Row(
            name: "a signature of half a byte", change: { $0.signature = "308" },
            expected: ["merchantSession.signature.encoding@signature"]),
        Row(
            name: "an empty signature", change: { $0.signature = "" },
            expected: ["merchantSession.signature.encoding@signature"]),
        Row(
            name: "honest: alone, without the body", body: nil, change: { $0.domainName = "evil.example" }, expected: []
        ),
    ]

    @Test(arguments: rows)
    func sessionsAgainstTheirBody(row: Row) throws {
        var session = try Self.example()
        row.change(&session)
        let report = session.validate(against: row.body, now: row.now)
        #expect(report.violations.map { "\($0.code)@\($0.path)" } == row.expected)
        #expect(report.violations.allSatisfy { $0.severity == .error })
    }

    @Test func theMessagesSayWhatTheSessionIsFor() throws {
        var session = try Self.example()
        session.domainName = "evil.example\u{202E}"
        session.merchantIdentifier = "00"
        #expect(
            session.validate(against: Self.body, now: Fixtures.now.addingTimeInterval(7200)).violations.map(\.message)
                == [
                    #"The session is for "evil.example\u{202e}", not "shop.bluebottle.example", the initiative context sent"#,
                    #"\#("\"00\"") is not the SHA-256 of "merchant.com.bluebottle", \#(Self.hash)"#,
                    "The session expired at 2026-11-21T13:00:00Z, before 2026-11-21T14:00:00Z",
                ])
    }

    @Test(arguments: [
        (#"{"epochTimestamp":"1795262400000"}"#, "json.type@epochTimestamp"),
        (#"{"expiresAt":1.5}"#, "json.type@expiresAt"),
        (#"{"retries":-1.25}"#, "json.type@retries"),
        (#"{"signature":null}"#, "json.type@signature"),
        (#"{"nonce":9}"#, "json.type@nonce"),
    ])
    func sessionsThatMustNotDecode(change: String, expected: String) throws {
        // The example with one member replaced: every other member stays valid.
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("merchant-session.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let replacement = try #require(try JSONSerialization.jsonObject(with: Data(change.utf8)) as? [String: Any])
        object.merge(replacement) { $1 }
        let changed = try JSONSerialization.data(withJSONObject: object)
        let report = MerchantSession.validate(
            jsonData: changed, for: .init(now: Fixtures.now, merchantValidationRequest: Self.body))
        #expect(report.errors.map { "\($0.code)@\($0.path)" } == [expected])
        #expect(throws: DecodingError.self) { try MerchantSession(jsonData: changed) }
    }

    @Test func missingMembersAndUnknownOnes() {
        let report = MerchantSession.validate(
            jsonData: Data(#"{"epochTimestamp":1795262400000,"expiresAt":1795266000000,"colour":"red"}"#.utf8),
            for: .init(now: Fixtures.now, merchantValidationRequest: nil))
        #expect(
            report.violations.map { "\($0.code)@\($0.path)" } == [
                "json.unknownKey@colour", "json.missingKey@merchantSessionIdentifier", "json.missingKey@nonce",
                "json.missingKey@merchantIdentifier", "json.missingKey@displayName", "json.missingKey@signature",
                "merchantSession.requestMissing@",
            ])
        #expect(
            report.violations.first?.message
                == #""colour" is not a member Apple's merchant sessions are known to have"#)
    }

    /// `PaymentDocument` tells a session by its keys, and checks it against the body in its context.
    @Test func oneCallReadsASession() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("merchant-session.json"))
        #expect(PaymentDocumentKind(jsonData: data) == .merchantSession)
        let checked = PaymentDocument.validate(
            jsonData: data, for: PaymentDocument.Context(now: Fixtures.now, merchantValidationRequest: Self.body))
        #expect(checked.report.violations.isEmpty)
        let alone = PaymentDocument.validate(jsonData: data, for: PaymentDocument.Context(now: Fixtures.now))
        #expect(alone.report.violations.map(\.code) == ["merchantSession.requestMissing"])
        var other = Self.body
        other.initiativeContext = "evil.example"
        let refused = PaymentDocument.validate(
            jsonData: data, for: PaymentDocument.Context(now: Fixtures.now, merchantValidationRequest: other))
        #expect(refused.report.errors.map(\.code) == ["merchantSession.domainName.mismatch"])
    }

    /// The payment sheet session passes a merchant session on only when it answers the body, and records when it
    /// expires, in its snapshot too.
    @Test func theSheetSessionChecksAndRecordsIt() throws {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
        var session = try SessionStateTests.session(in: .active)
        try session.receive(.merchantValidation(validationURL: URL(string: "https://apple-pay-gateway.apple.com/x")!))
        var other = try Self.example()
        other.domainName = "evil.example"
        do {
            try session.completeMerchantValidation(with: other, for: Self.body)
            Issue.record("passed on a session for another domain")
        } catch {
            #expect(error.code.rawValue == "session.invalidMerchantSession")
            #expect(error.report?.errors.map(\.code) == ["merchantSession.domainName.mismatch"])
        }
        #expect(session.merchantValidationState == .validating)
        #expect(session.merchantSessionExpiration == nil)

        let report = try session.completeMerchantValidation(with: Self.example(), for: Self.body)
        #expect(report.violations.isEmpty)
        #expect(session.merchantValidationState == .complete)
        #expect(session.merchantSessionExpiration == Date(timeIntervalSince1970: 1_795_266_000))

        let snapshot = session.snapshot(at: Fixtures.now)
        #expect(snapshot.jsonString().hasSuffix(#","merchantSessionExpiration":"2026-11-21T13:00:00Z"}"#))
        let restored = try SessionStateTests.Session(
            restoring: PaymentSheetSnapshot(jsonData: snapshot.jsonData()), context: .web(now: Fixtures.now),
            clock: ManualClock(), at: Fixtures.now)
        #expect(restored.merchantSessionExpiration == session.merchantSessionExpiration)

        // A snapshot whose merchant validation is still pending has no merchant session's expiry.
        var edited = snapshot
        edited.merchantValidationState = .validating
        edited.deadline = Fixtures.now
        #expect(
            edited.validate(for: .web(now: Fixtures.now)).violations.map { "\($0.code)@\($0.path)" } == [
                "session.snapshot.inconsistent@merchantSessionExpiration"
            ])
    }
}
