import Foundation
import Testing

@testable import PaymentRequestKit

/// What an app's side decides of its in-app requests: the entitled merchant identifiers and the deployment target.
@Suite struct AppContextTests {
    static func app(_ target: PlatformVersion?, entitled: Set<String>? = nil) -> ValidationContext {
        ValidationContext(
            platform: .inApp, now: Fixtures.now, deploymentTarget: target, entitledMerchantIdentifiers: entitled)
    }

    /// A request that uses only what its deployment target has, and an identifier the app is entitled to, passes.
    @Test(arguments: [
        ("subscription", PlatformVersion(16)), ("coffee-shop", PlatformVersion(18)),
        ("taxi", PlatformVersion(14)), ("apple-minimal", PlatformVersion(9)),
    ])
    func whatTheTargetHasPasses(example: String, target: PlatformVersion) {
        var request = Fixtures.example(example)
        request.merchantIdentifier = "merchant.com.example.coffee"
        let report = request.validate(for: Self.app(target, entitled: ["merchant.com.example.coffee"]))
        #expect(
            !report.violations.contains {
                $0.code == "deploymentTarget.unavailable" || $0.code == "merchantIdentifier.notEntitled"
            }, "\(report)")
    }

    /// Every use newer than the target is reported, each at its own path, with the release that introduced it.
    @Test func everyNewerUseIsReported() {
        var request = Fixtures.example("coffee-shop")
        request.merchantIdentifier = "merchant.com.example.coffee"
        let report = request.validate(for: Self.app(PlatformVersion(14, 5)))
        let found = report.violations.filter { $0.code == "deploymentTarget.unavailable" }
        #expect(
            found.map(\.path) == ["supportsCouponCode", "couponCode", "merchantCategoryCode"], "\(report)")
        #expect(
            found.last?.message
                == "PKPaymentRequest's merchantCategoryCode arrived in iOS 18.0; the app's deployment target is iOS 14.5"
        )
        // Web pages have no deployment target; an unknown target or entitlement checks nothing.
        #expect(!request.validate(for: .web(now: Fixtures.now)).violations.contains { $0.code.hasPrefix("deployment") })
        #expect(!request.validate(for: Self.app(nil)).violations.contains { $0.code.hasPrefix("deployment") })
    }

    @Test(arguments: [
        ("16", PlatformVersion(16)), ("16.4", PlatformVersion(16, 4)), ("12.1.1", PlatformVersion(12, 1, 1)),
        ("09.0", PlatformVersion(9)),
    ])
    func versionsAreRead(text: String, version: PlatformVersion) {
        #expect(PlatformVersion(text) == version)
        #expect(PlatformVersion(version.description) == version)
    }

    @Test(arguments: ["", "16.", ".4", "16.4.1.2", "16,4", "v16", "16.-1", "123456", " 16"])
    func notVersionsAreRefused(text: String) {
        #expect(PlatformVersion(text) == nil)
    }

    @Test func versionsCompareAsReleases() {
        #expect(PlatformVersion(9, 2) < PlatformVersion(10))
        #expect(PlatformVersion(16, 3, 1) < PlatformVersion(16, 4))
        #expect(!(PlatformVersion(16, 4) < PlatformVersion(16, 4)))
    }
}
