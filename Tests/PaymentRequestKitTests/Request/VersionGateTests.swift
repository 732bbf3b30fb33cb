import Foundation
import Testing

@testable import PaymentRequestKit

/// Each Apple Pay JS version gate, on both sides: one version below it the change is reported, from it on not.
@Suite struct VersionGateTests {
    struct Gate: Sendable, CustomTestStringConvertible {
        var name: String
        /// The first version that accepts the change.
        var version: Int
        /// What is reported one version below, as `code@path`.
        var below: [String]
        var change: @Sendable (inout PaymentRequest) -> Void

        var testDescription: String { "\(name) from version \(version)" }
    }

    static let url = URL(string: "https://example.com/manage")!

    static let gates: [Gate] = [
        Gate(name: "jcb", version: 2, below: ["supportedNetworks.version@supportedNetworks[4]"]) {
            $0.supportedNetworks.append(.jcb)
        },
        Gate(name: "carteBancaire", version: 3, below: ["supportedNetworks.version@supportedNetworks[4]"]) {
            $0.supportedNetworks.append(.carteBancaire)
        },
        // The newer names are not gated: Safari accepts them at any version, and Apple's table dates them.
        Gate(name: "carteBancaires", version: 3, below: ["supportedNetworks.newerThanVersion@supportedNetworks[4]"]) {
            $0.supportedNetworks.append(.carteBancaires)
        },
        Gate(name: "cartesBancaires", version: 4, below: ["supportedNetworks.newerThanVersion@supportedNetworks[4]"]) {
            $0.supportedNetworks.append(.cartesBancaires)
        },
        Gate(
            name: "phoneticName", version: 3,
            below: [
                "contactFields.version@requiredBillingContactFields",
                "contactFields.version@requiredShippingContactFields",
            ]
        ) {
            $0.requiredBillingContactFields = [.phoneticName]
            $0.requiredShippingContactFields = [.name, .phoneticName]
        },
        Gate(name: "supportedCountries", version: 3, below: ["applePayJSVersion.feature@supportedCountries"]) {
            $0.supportedCountries = [.us]
        },
        Gate(name: "zero total", version: 4, below: ["applePayJSVersion.feature@total.amount"]) {
            $0.lineItems = []
            $0.total.amount = .zero
        },
        Gate(name: "coupon code", version: 12, below: ["applePayJSVersion.feature@supportsCouponCode"]) {
            $0.supportsCouponCode = true
        },
        Gate(
            name: "shippingContactEditingMode", version: 12,
            below: ["applePayJSVersion.feature@shippingContactEditingMode"]
        ) {
            $0.shippingContactEditingMode = .available
        },
        Gate(
            name: "dateComponentsRange", version: 12,
            below: ["applePayJSVersion.feature@shippingMethods[0].dateComponentsRange"]
        ) {
            var method = Fixtures.standardShipping
            method.dateComponentsRange = DateComponentsRange(start: .init(days: 1), end: .init(days: 3))
            $0.shippingMethods = [method]
        },
        Gate(name: "recurring timing", version: 12, below: ["applePayJSVersion.feature@lineItems[0].paymentTiming"]) {
            $0.lineItems[0].timing = .recurring(RecurringSchedule(intervalUnit: .month))
        },
        Gate(
            name: "automaticReload timing", version: 14,
            below: ["applePayJSVersion.feature@lineItems[0].paymentTiming"]
        ) {
            $0.lineItems[0].timing = .automaticReload(threshold: Fixtures.amount("1.00"))
        },
        Gate(
            name: "recurringPaymentRequest", version: 14,
            below: ["applePayJSVersion.feature@recurringPaymentRequest"]
        ) {
            $0.total.timing = .recurring(RecurringSchedule(intervalUnit: .month))
            $0.recurringPaymentRequest = RecurringPaymentRequest(
                paymentDescription: "Plan", regularBilling: $0.total, managementURL: url)
        },
        Gate(name: "multiTokenContexts", version: 14, below: ["applePayJSVersion.feature@multiTokenContexts"]) {
            $0.multiTokenContexts = [
                PaymentTokenContext(
                    merchantIdentifier: "m", externalIdentifier: "e", merchantName: "Shop", amount: $0.total.amount!)
            ]
        },
    ]

    static func codes(_ request: PaymentRequest, version: Int) -> [String] {
        request.validate(for: .web(now: Fixtures.now, applePayJSVersion: version)).violations.map {
            "\($0.code)@\($0.path)"
        }
    }

    @Test(arguments: gates)
    func bothSidesOfTheGate(gate: Gate) {
        var request = plainShop()
        #expect(Self.codes(request, version: 1) == [], "the base is valid in every version")
        gate.change(&request)
        #expect(Self.codes(request, version: gate.version - 1) == gate.below)
        #expect(Self.codes(request, version: gate.version) == [])
        #expect(Self.codes(request, version: ValidationContext.newestApplePayJSVersion) == [])
        // In an app there is no Apple Pay JS version.
        var inApp = ValidationContext.inApp(now: Fixtures.now)
        inApp.applePayJSVersion = 1
        request.merchantIdentifier = "merchant.com.example"
        #expect(request.validate(for: inApp).violations.filter { $0.code.contains("ersion") } == [])
    }

    /// Every network Apple's table dates, one version before it and at it.
    @Test(arguments: PaymentNetwork.known.map(\.network).filter { ($0.applePayJSVersion ?? 1) > 1 })
    func networksByVersion(network: PaymentNetwork) {
        var request = plainShop()
        request.supportedNetworks = [.visa, network]
        let version = network.applePayJSVersion!
        // Safari gates jcb and the old name carteBancaire; the newer names only have Apple's dates.
        let gated = network == .jcb || network == .carteBancaire
        let below = Self.codes(request, version: version - 1)
        if gated && version - 1 < (network == .jcb ? 2 : 3) {
            #expect(below == ["supportedNetworks.version@supportedNetworks[1]"])
        } else {
            #expect(below == ["supportedNetworks.newerThanVersion@supportedNetworks[1]"])
        }
        #expect(Self.codes(request, version: version) == [])
    }

    @Test(arguments: [0, -1, 16, 100])
    func unsupportedVersions(version: Int) {
        #expect(Self.codes(plainShop(), version: version) == ["applePayJSVersion.unsupported@"])
    }

    @Test(arguments: 1...15)
    func supportedVersions(version: Int) {
        #expect(Self.codes(plainShop(), version: version) == [])
    }
}
