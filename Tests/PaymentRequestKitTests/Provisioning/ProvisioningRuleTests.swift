import Foundation
import Testing

@testable import PaymentRequestKit

/// A rule broken by changing one value: the exact violations (code and path) it must produce.
struct ProvisioningRuleCase: Sendable, CustomTestStringConvertible {
    var name: String
    var expected: [String]
    var report: @Sendable () -> ValidationReport

    var testDescription: String { name }
}

private func configurationCase(
    _ name: String, _ expected: [String],
    _ change: @escaping @Sendable (inout AddPaymentPassRequestConfiguration) -> Void
) -> ProvisioningRuleCase {
    ProvisioningRuleCase(name: name, expected: expected) {
        var configuration = ProvisioningFixtures.configuration()
        change(&configuration)
        return configuration.validate()
    }
}

private func inputCase(
    _ name: String, _ expected: [String], now: Date = Fixtures.now,
    policy: IssuerEncryptionChainPolicy = ProvisioningFixtures.testPolicy,
    _ change: @escaping @Sendable (inout AddPaymentPassRequestInput) -> Void
) -> ProvisioningRuleCase {
    ProvisioningRuleCase(name: name, expected: expected) {
        var input = ProvisioningFixtures.input()
        change(&input)
        return input.validate(now: now, policy: policy)
    }
}

private func passCase(
    _ name: String, _ expected: [String], scheme: PaymentPassEncryptionScheme? = .eccV2,
    _ change: @escaping @Sendable (inout AddPaymentPassRequest) -> Void
) -> ProvisioningRuleCase {
    ProvisioningRuleCase(name: name, expected: expected) {
        var request = ProvisioningFixtures.passRequest()
        change(&request)
        return request.validate(for: scheme)
    }
}

/// The leaf with one byte changed at `offset`.
private func mutatedLeaf(_ offset: Int, to byte: UInt8) -> Data {
    var bytes = [UInt8](ProvisioningFixtures.leaf)
    bytes[offset] = byte
    return Data(bytes)
}

let provisioningRuleCases: [ProvisioningRuleCase] = [
    configurationCase("no name, no suffix", ["provisioning.nameOrSuffix.missing@"]) {
        $0.cardholderName = nil
        $0.primaryAccountSuffix = ""
    },
    configurationCase("no name", ["provisioning.cardholderName.missing@cardholderName"]) { $0.cardholderName = "" },
    configurationCase("no suffix", ["provisioning.primaryAccountSuffix.missing@primaryAccountSuffix"]) {
        $0.primaryAccountSuffix = nil
    },
    configurationCase("three digits", ["provisioning.primaryAccountSuffix.format@primaryAccountSuffix"]) {
        $0.primaryAccountSuffix = "242"
    },
    configurationCase("letters", ["provisioning.primaryAccountSuffix.format@primaryAccountSuffix"]) {
        $0.primaryAccountSuffix = "42a2"
    },
    configurationCase("full number", ["provisioning.primaryAccountSuffix.tooLong@primaryAccountSuffix"]) {
        $0.primaryAccountSuffix = "4242424242424242"
    },
    configurationCase("empty card detail", ["provisioning.cardDetail.empty@cardDetails[1].value"]) {
        $0.cardDetails.append(LabeledValue(label: "Tier", value: ""))
    },
    configurationCase("unknown network", ["provisioning.paymentNetwork.unknown@paymentNetwork"]) {
        $0.paymentNetwork = PaymentNetwork("Acme")
    },
    inputCase("empty chain", ["provisioning.certificateChain.empty@certificateChain"]) { $0.certificateChain = [] },
    inputCase("leaf only", ["provisioning.certificateChain.short@certificateChain"]) {
        $0.certificateChain = [ProvisioningFixtures.leaf]
    },
    inputCase(
        "eleven certificates",
        ["provisioning.certificateChain.tooLong@certificateChain"]
            + (0..<9).map { "provisioning.certificateChain.order@certificateChain[\($0)]" }
            // Apple's policy: more than three, and a leaf where the intermediate goes.
            + [
                "provisioning.certificateChain.policyLength@certificateChain",
                "provisioning.certificateChain.intermediate@certificateChain[1]",
            ]
    ) {
        $0.certificateChain = Array(repeating: ProvisioningFixtures.leaf, count: 11)
    },
    // Apple's issuer encryption policy: the TEST chain's intermediate is not Apple's.
    inputCase(
        "not Apple's intermediate", ["provisioning.certificateChain.intermediate@certificateChain[1]"], policy: .apple
    ) {
        _ in
    },
    inputCase("a leaf without the marker and key usage", ["provisioning.certificateChain.leaf@certificateChain[0]"]) {
        $0.certificateChain = [ProvisioningFixtures.intermediate, ProvisioningFixtures.root]
    },
    inputCase("four certificates", ["provisioning.certificateChain.policyLength@certificateChain"]) {
        $0.certificateChain = [
            ProvisioningFixtures.leaf, ProvisioningFixtures.intermediate, ProvisioningFixtures.root,
            ProvisioningFixtures.root,
        ]
    },
    inputCase("not a certificate", ["provisioning.certificate.invalid@certificateChain[1]"]) {
        $0.certificateChain[1] = Data("not DER".utf8)
    },
    inputCase("truncated certificate", ["provisioning.certificate.invalid@certificateChain[0]"]) {
        $0.certificateChain[0] = ProvisioningFixtures.leaf.prefix(100)
    },
    inputCase(
        "wrong order",
        [
            "provisioning.certificateChain.order@certificateChain[0]",
            "provisioning.certificateChain.intermediate@certificateChain[1]",
            "provisioning.certificateChain.leaf@certificateChain[0]",
        ]
    ) {
        $0.certificateChain = [ProvisioningFixtures.intermediate, ProvisioningFixtures.leaf]
    },
    inputCase("skips the intermediate", ["provisioning.certificateChain.order@certificateChain[0]"]) {
        $0.certificateChain = [ProvisioningFixtures.leaf, ProvisioningFixtures.root]
    },
    inputCase(
        "before the leaf's validity", ["provisioning.certificate.notValidNow@certificateChain[0]"],
        now: Fixtures.date("2023-06-01T00:00:00Z")
    ) { _ in },
    inputCase(
        "after the intermediate's validity", ["provisioning.certificate.notValidNow@certificateChain[1]"],
        now: Fixtures.date("2041-06-01T00:00:00Z")
    ) { _ in },
    inputCase("empty nonce", ["provisioning.nonce.missing@nonce"]) { $0.nonce = Data() },
    inputCase("hex nonce", ["provisioning.nonce.length@nonce"]) { $0.nonce = Data("8f3a19c4".utf8) },
    inputCase("empty signature", ["provisioning.nonceSignature.missing@nonceSignature"]) {
        $0.nonceSignature = Data()
    },
    passCase("no pass data", ["provisioning.encryptedPassData.missing@encryptedPassData"]) {
        $0.encryptedPassData = nil
    },
    passCase("empty pass data", ["provisioning.encryptedPassData.missing@encryptedPassData"]) {
        $0.encryptedPassData = Data()
    },
    passCase("no activation data", ["provisioning.activationData.missing@activationData"]) {
        $0.activationData = nil
    },
    passCase("huge pass data", ["provisioning.data.tooLarge@encryptedPassData"]) {
        $0.encryptedPassData = Data(count: 64 << 10 + 1)
    },
    passCase("ECC without its key", ["provisioning.ephemeralPublicKey.missing@ephemeralPublicKey"]) {
        $0.ephemeralPublicKey = nil
    },
    passCase(
        "RSA without its key",
        [
            "provisioning.key.unexpected@ephemeralPublicKey", "provisioning.wrappedKey.missing@wrappedKey",
        ], scheme: .rsaV2
    ) { _ in },
    passCase("ECC with both keys", ["provisioning.key.unexpected@wrappedKey"]) { $0.wrappedKey = Data([1, 2]) },
    passCase("implied ECC, both keys", ["provisioning.key.unexpected@wrappedKey"], scheme: nil) {
        $0.wrappedKey = Data([1, 2])
    },
    passCase("implied ECC, no key", ["provisioning.ephemeralPublicKey.missing@ephemeralPublicKey"], scheme: nil) {
        $0.ephemeralPublicKey = nil
    },
]

@Suite struct ProvisioningRuleTests {
    static func codes(_ report: ValidationReport) -> [String] {
        report.violations.map { "\($0.code)@\($0.path)" }
    }

    @Test func theFixturesSatisfyEveryRule() {
        #expect(ProvisioningFixtures.configuration().validate().violations.isEmpty)
        #expect(
            ProvisioningFixtures.input().validate(now: Fixtures.now, policy: ProvisioningFixtures.testPolicy)
                .violations.isEmpty)
        // The root after the intermediate is the third Apple's policy allows.
        var withRoot = ProvisioningFixtures.input()
        withRoot.certificateChain.append(ProvisioningFixtures.root)
        #expect(withRoot.validate(now: Fixtures.now, policy: ProvisioningFixtures.testPolicy).violations.isEmpty)
        #expect(ProvisioningFixtures.passRequest().validate(for: .eccV2).violations.isEmpty)
        #expect(ProvisioningFixtures.passRequest().validate().violations.isEmpty)
        let rsa = AddPaymentPassRequest(
            encryptedPassData: Data([1]), activationData: Data([2]), wrappedKey: Data(count: 256))
        #expect(rsa.validate(for: .rsaV2).violations.isEmpty)
        #expect(rsa.validate().violations.isEmpty)
        #expect(rsa.impliedEncryptionScheme == .rsaV2)
    }

    @Test(arguments: provisioningRuleCases)
    func ruleBrokenAndSatisfied(ruleCase: ProvisioningRuleCase) {
        // Exactly these violations, no more: the unchanged fixture, which has none, is the satisfying side.
        #expect(Self.codes(ruleCase.report()) == ruleCase.expected)
    }

    @Test func everyProvisioningRuleHasABreakingCase() {
        let broken = Set(provisioningRuleCases.flatMap(\.expected).map { String($0.split(separator: "@")[0]) })
        let rules = ValidationRule.provisioningRules.filter { $0.stage == .validation }.map(\.code)
        #expect(rules.filter { !broken.contains($0) } == [])
    }

    @Test func suffixEdges() {
        for (suffix, codes) in [
            ("4242", [String]()), ("42424", []), ("424242", ["provisioning.primaryAccountSuffix.tooLong"]),
            ("424", ["provisioning.primaryAccountSuffix.format"]),
            ("٤٢٤٢", ["provisioning.primaryAccountSuffix.format"]),
        ] {
            var configuration = ProvisioningFixtures.configuration()
            configuration.primaryAccountSuffix = suffix
            #expect(configuration.validate().violations.map(\.code) == codes, "\(suffix)")
        }
    }

    @Test func rulesHaveUniqueCodesAcrossTheLibrary() {
        #expect(Set(ValidationRule.all.map(\.code)).count == ValidationRule.all.count)
        #expect(ValidationRule.rule(withCode: "provisioning.nonce.length") == .provisioningNonceLength)
    }

    @Test func descriptionRedactsTheCardholderName() {
        let text = String(describing: ProvisioningFixtures.configuration())
        #expect(!text.contains("Jane"))
        #expect(text.contains("cardholderName: <redacted>"))
        #expect(text.contains("\"4242\""))
    }
}
