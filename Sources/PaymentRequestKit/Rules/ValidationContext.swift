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

    /// Creates a context.
    public init(platform: Platform, now: Date) {
        self.platform = platform
        self.now = now
    }

    /// A context for Apple Pay on the Web at a given date.
    public static func web(now: Date) -> ValidationContext { ValidationContext(platform: .web, now: now) }
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
