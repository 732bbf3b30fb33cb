import Foundation
import Testing

@testable import PaymentRequestEngine
@testable import PaymentRequestKit

/// The DER reader and the certificate parser on real and hostile bytes: errors, never traps.
@Suite struct DERReaderTests {
    static func parse(_ bytes: [UInt8]) -> String? {
        do {
            _ = try X509Certificate(der: bytes)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func theTestChainParses() throws {
        let leaf = try X509Certificate(der: Array(ProvisioningFixtures.leaf))
        let intermediate = try X509Certificate(der: Array(ProvisioningFixtures.intermediate))
        let root = try X509Certificate(der: Array(ProvisioningFixtures.root))
        #expect(leaf.issuer == intermediate.subject)
        #expect(intermediate.issuer == root.subject)
        #expect(root.issuer == root.subject)
        // UTCTime before 2050, GeneralizedTime from 2050, as RFC 5280 requires.
        #expect(leaf.notBefore == Fixtures.date("2024-01-01T00:00:00Z"))
        #expect(leaf.notAfter == Fixtures.date("2050-01-01T00:00:00Z"))
        #expect(intermediate.notAfter == Fixtures.date("2040-01-01T00:00:00Z"))
    }

    @Test func everyTruncationIsAnErrorNotATrap() {
        let leaf = Array(ProvisioningFixtures.leaf)
        for length in 0..<leaf.count {
            #expect(Self.parse(Array(leaf.prefix(length))) != nil, "truncated to \(length) bytes")
        }
    }

    @Test func everySingleByteChangeEndsInAResult() {
        // Flipping each byte either still parses (a changed name or key) or names what broke; it never traps.
        let leaf = Array(ProvisioningFixtures.leaf)
        var failures = 0
        for offset in leaf.indices {
            var bytes = leaf
            bytes[offset] ^= 0xFF
            if Self.parse(bytes) != nil { failures += 1 }
        }
        #expect(failures > 0)
    }

    @Test(
        arguments: [
            ([0x30, 0x84, 0x7F, 0xFF, 0xFF, 0xFF], "claims 2147483647 bytes"),
            ([0x30, 0x85, 1, 0, 0, 0, 0], "at most 4 are read"),
            ([0x30, 0x80, 0x00, 0x00], "indefinite length"),
            ([0x30, 0x81, 0x05, 1, 2, 3, 4, 5], "more bytes than needed"),
            ([0x30, 0x82], "truncated length"),
            ([0x31, 0x00], "should have tag 0x30 but has 0x31"),
            ([0x3F, 0x81, 0x01, 0x00], "multi-byte tag"),
            ([0x30, 0x00, 0x00], "bytes after the certificate"),
            ([0x30, 0x00], "The to-be-signed certificate is missing"),
        ] as [([UInt8], String)])
    func hostileLengthsAndTags(bytes: [UInt8], message: String) {
        let error = Self.parse(bytes)
        #expect(error?.contains(message) == true, "\(error ?? "parsed")")
    }

    @Test func hugeCertificatesAreRefusedBeforeReading() {
        let huge = [UInt8](repeating: 0x30, count: X509Certificate.maxBytes + 1)
        #expect(Self.parse(huge)?.contains("at most 65536 are read") == true)
    }

    @Test func deepNestingIsReadWithoutRecursion() {
        // 10 000 nested sequences: the reader reads only the levels a certificate has, so depth costs nothing.
        var bytes = [UInt8]()
        for _ in 0..<10_000 { bytes += [0x30, 0x80] }
        #expect(Self.parse(bytes) != nil)
    }

    @Test(arguments: [
        ("2401011200Z", "not in the form"), ("240101120000", "not in the form"),
        ("241301120000Z", "not a valid date"), ("240230120000Z", "not a valid date"),
        ("240101240000Z", "not a valid date"), ("24010112000AZ", "not in the form"),
    ])
    func strictTimes(text: String, message: String) {
        let element = DERReader.Element(
            tag: DERReader.utcTime, contents: Array(text.utf8)[...], encoded: [][...])
        #expect {
            try X509Certificate.time(element, "The date")
        } throws: { error in
            (error as? DERReader.Failure)?.message.contains(message) == true
        }
    }

    @Test func utcTimeCenturies() throws {
        func time(_ text: String, _ tag: UInt8 = DERReader.utcTime) throws -> Date {
            try X509Certificate.time(DERReader.Element(tag: tag, contents: Array(text.utf8)[...], encoded: [][...]), "")
        }
        #expect(try time("500101000000Z") == Fixtures.date("1950-01-01T00:00:00Z"))
        #expect(try time("491231235959Z") == Fixtures.date("2049-12-31T23:59:59Z"))
        #expect(try time("20240229120000Z", DERReader.generalizedTime) == Fixtures.date("2024-02-29T12:00:00Z"))
    }
}

/// The completion deadline, on a clock the test moves.
@Suite struct CompletionDeadlineTests {
    @Test func twentySecondsForAddingACard() throws {
        let clock = ManualClock()
        let deadline = CompletionDeadline.addPaymentPass(clock: clock)
        #expect(deadline.limit == .seconds(20))
        clock.advance(by: .seconds(19))
        #expect(deadline.remaining == .seconds(1))
        #expect(!deadline.hasExpired)
        try deadline.checkInTime()
        clock.advance(by: .seconds(1))
        try deadline.checkInTime()
        clock.advance(by: .milliseconds(500))
        #expect(deadline.hasExpired)
        #expect(deadline.remaining == .zero)
        #expect {
            try deadline.checkInTime()
        } throws: { error in
            (error as? CompletionDeadlineError)?.description
                == "The completion handler answered after 20.500 s; PassKit waits 20 s at most"
        }
    }

    @Test func theDeadlineInstant() {
        let clock = ManualClock()
        clock.advance(by: .seconds(100))
        let deadline = CompletionDeadline(clock: clock, limit: .seconds(30))
        #expect(deadline.deadline == ManualClock.Instant(offset: .seconds(130)))
    }
}

/// PassKit's raw values and the error's matching.
@Suite struct ProvisioningValueTests {
    @Test func rawValues() {
        #expect(PaymentPassEncryptionScheme.eccV2.rawValue == "ECC_V2")
        #expect(PaymentPassEncryptionScheme.rsaV2.rawValue == "RSA_V2")
        #expect(PaymentPassEncryptionScheme("ecc_v2") == nil)
        #expect(PaymentPassEncryptionScheme("RSA_V2") == .rsaV2)
        #expect(PaymentPassEncryptionScheme.allCases == [.eccV2, .rsaV2])
        #expect(AddPaymentPassStyle.payment.rawValue == 0)
        #expect(AddPaymentPassStyle.access.rawValue == 1)
        #expect(AddPaymentPassStyle(rawValue: 2) == nil)
        #expect(AddPaymentPassStyle(name: "access") == .access)
        #expect(AddPaymentPassError.unsupported.rawValue == 0)
        #expect(AddPaymentPassError.userCancelled.rawValue == 1)
        #expect(AddPaymentPassError.systemCancelled.rawValue == 2)
        #expect(AddPaymentPassError(rawValue: 9).name == "code 9")
    }

    @Test func errorsMatchInCatchPatterns() {
        // The same function as in AddPaymentPassError's documentation.
        func explain(_ error: any Error) -> String {
            switch error {
            case AddPaymentPassError.userCancelled: "The customer closed the sheet."
            case AddPaymentPassError.unsupported: "This device cannot add the card."
            default: "Adding the card failed."
            }
        }
        #expect(explain(AddPaymentPassError.userCancelled) == "The customer closed the sheet.")
        #expect(explain(AddPaymentPassError.unsupported) == "This device cannot add the card.")
        #expect(explain(AddPaymentPassError.systemCancelled) == "Adding the card failed.")
        #expect(explain(CocoaError(.fileNoSuchFile)) == "Adding the card failed.")
        #expect(
            AddPaymentPassError.userCancelled.description == "The customer cancelled adding the card (userCancelled, 1)"
        )
    }
}
