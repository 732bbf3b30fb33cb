#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a payment request will be used, which decides some rules, and the current date for date rules.
public struct ValidationContext: Sendable, Hashable {
    /// The platform that will show the request.
    public var platform: Platform
    /// The current date, for rules such as "a deferred date is in the future"; passing it keeps validation
    /// deterministic.
    public var now: Date
    /// The Apple Pay JS version the page passes to `new ApplePaySession(version, request)`, for web requests.
    ///
    /// Safari enforces a few gates by version as errors (`jcb` from 2, `carteBancaire` and `phoneticName` from
    /// 3) and ignores a field newer than the version silently, which is a warning. In-app requests have no
    /// version; it is not used for them.
    public var applePayJSVersion: Int
    /// Whether a final total that is not the sum of the line items is an error rather than a warning.
    ///
    /// Neither Safari nor PassKit adds up the items, the W3C leaves it to the page, and receipts with a
    /// "VAT included" line do not add up by design, so `total.sum` is a warning; a server that wants every cart
    /// to add up sets this.
    public var requiresTotalToMatchLineItems: Bool
    /// The app's deployment target, for in-app requests: a network, merchant capability or request field that
    /// PassKit introduced in a later iOS is an error (`deploymentTarget.unavailable`); `nil` when unknown.
    public var deploymentTarget: PlatformVersion? {
        get { app?.value.deploymentTarget }
        set { setApp(deploymentTarget: newValue, entitledMerchantIdentifiers: entitledMerchantIdentifiers) }
    }
    /// The merchant identifiers of the app's `com.apple.developer.in-app-payments` entitlement, for in-app
    /// requests: a request's identifier must be one of them (`merchantIdentifier.notEntitled`); `nil` when unknown.
    public var entitledMerchantIdentifiers: Set<String>? {
        get { app?.value.entitledMerchantIdentifiers }
        set { setApp(deploymentTarget: deploymentTarget, entitledMerchantIdentifiers: newValue) }
    }
    // An app's side is kept behind a reference, `nil` without one: a context is copied into every check, and a web
    // page's has none.
    private var app: Indirect<AppSide>?

    /// What an app says of itself: its deployment target and its entitled merchant identifiers.
    struct AppSide: Hashable, Sendable {
        var deploymentTarget: PlatformVersion?
        var entitledMerchantIdentifiers: Set<String>?
    }

    private mutating func setApp(deploymentTarget: PlatformVersion?, entitledMerchantIdentifiers: Set<String>?) {
        let side = AppSide(deploymentTarget: deploymentTarget, entitledMerchantIdentifiers: entitledMerchantIdentifiers)
        app = side == AppSide() ? nil : Indirect(side)
    }

    /// The newest Apple Pay JS version, and the last: WebKit froze it at 15
    /// (`PaymentAPIVersion::current`: "This version number should not be changed anymore"); newer capabilities
    /// are announced as features instead.
    public static let newestApplePayJSVersion = 15

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - platform: The platform that will show the request.
    ///   - now: The current date.
    ///   - applePayJSVersion: The Apple Pay JS version of a web page; the newest, 15, by default.
    ///   - requiresTotalToMatchLineItems: Whether a final total that is not the line items' sum is an error.
    ///   - deploymentTarget: An app's iOS deployment target, for in-app requests.
    ///   - entitledMerchantIdentifiers: An app's entitled merchant identifiers, for in-app requests.
    public init(
        platform: Platform, now: Date, applePayJSVersion: Int = Self.newestApplePayJSVersion,
        requiresTotalToMatchLineItems: Bool = false, deploymentTarget: PlatformVersion? = nil,
        entitledMerchantIdentifiers: Set<String>? = nil
    ) {
        self.platform = platform
        self.now = now
        self.applePayJSVersion = applePayJSVersion
        self.requiresTotalToMatchLineItems = requiresTotalToMatchLineItems
        setApp(deploymentTarget: deploymentTarget, entitledMerchantIdentifiers: entitledMerchantIdentifiers)
    }

    /// A context for Apple Pay on the Web at a given date.
    public static func web(now: Date) -> ValidationContext { ValidationContext(platform: .web, now: now) }

    /// A context for Apple Pay on the Web at a given date, for a page that uses a given Apple Pay JS version.
    public static func web(now: Date, applePayJSVersion: Int) -> ValidationContext {
        ValidationContext(platform: .web, now: now, applePayJSVersion: applePayJSVersion)
    }
    /// A context for an app (PassKit) at a given date.
    public static func inApp(now: Date) -> ValidationContext { ValidationContext(platform: .inApp, now: now) }

    /// The platform that will show a request.
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        /// Apple Pay on the Web (Apple Pay JS): the merchant identifier comes from the merchant session.
        case web
        /// An app using PassKit: the request must carry its merchant identifier.
        case inApp
    }
}
