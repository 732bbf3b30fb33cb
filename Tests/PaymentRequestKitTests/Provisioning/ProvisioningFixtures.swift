import Foundation

@testable import PaymentRequestKit

/// Provisioning values that satisfy every rule, for the tests to break one rule at a time.
enum ProvisioningFixtures {
    static func data(_ base64: String) -> Data { Data(base64Encoded: base64)! }

    static let leaf = data(TestCertificates.leaf)
    static let intermediate = data(TestCertificates.intermediate)
    static let root = data(TestCertificates.root)
    /// The TEST chain's policy: Apple's, with the TEST root in place of Apple's and its intermediate's name.
    static let testPolicy = IssuerEncryptionChainPolicy.testRoot(
        named: "CN=TEST Root CA, O=PaymentRequestKit TEST ONLY, C=US")

    static func configuration() -> AddPaymentPassRequestConfiguration {
        AddPaymentPassRequestConfiguration(
            encryptionScheme: .eccV2,
            cardholderName: "Jane Appleseed",
            primaryAccountSuffix: "4242",
            cardDetails: [LabeledValue(label: "Card", value: "Metal")],
            localizedDescription: "Blue Bank Visa",
            paymentNetwork: .visa
        )
    }

    static func input() -> AddPaymentPassRequestInput {
        AddPaymentPassRequestInput(
            encryptionScheme: .eccV2,
            certificateChain: [leaf, intermediate],
            nonce: Data([0x8F, 0x3A, 0x19, 0xC4]),
            nonceSignature: Data(repeating: 7, count: 72)
        )
    }

    static func passRequest() -> AddPaymentPassRequest {
        AddPaymentPassRequest(
            encryptedPassData: Data("ciphertext".utf8),
            activationData: Data("activation".utf8),
            ephemeralPublicKey: Data([0x04] + Array(repeating: 1, count: 64))
        )
    }
}

/// A clock a test moves by hand.
final class ManualClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }

    func advance(by duration: Duration) { lock.withLock { current = current.advanced(by: duration) } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        lock.withLock { current = max(current, deadline) }
    }
}
