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
    /// Safari enforces a few gates by version as errors (`jcb` from 2, Cartes Bancaires and `phoneticName` from
    /// 3) and ignores a field newer than the version silently, which is a warning. In-app requests have no
    /// version; it is not used for them.
    public var applePayJSVersion: Int

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
    public init(platform: Platform, now: Date, applePayJSVersion: Int = Self.newestApplePayJSVersion) {
        self.platform = platform
        self.now = now
        self.applePayJSVersion = applePayJSVersion
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
