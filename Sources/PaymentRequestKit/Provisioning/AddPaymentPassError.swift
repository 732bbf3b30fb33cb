#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why adding a card to Wallet ended without a card, as PassKit's `PKAddPaymentPassError`.
///
/// The raw value is PassKit's error code. Match it in a `catch` or `switch` as swift-system's `Errno` is matched:
///
/// ```swift
/// func explain(_ error: any Error) -> String {
///     switch error {
///     case AddPaymentPassError.userCancelled: "The customer closed the sheet."
///     case AddPaymentPassError.unsupported: "This device cannot add the card."
///     default: "Adding the card failed."
///     }
/// }
/// ```
public struct AddPaymentPassError: Error, Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// PassKit's error code.
    public let rawValue: Int

    /// Creates an error from PassKit's code; codes PassKit adds later are kept as they are.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The device or the card cannot be used to add a pass (`PKAddPaymentPassError.unsupported`, 0).
    public static var unsupported: AddPaymentPassError { AddPaymentPassError(rawValue: 0) }
    /// The customer cancelled (`PKAddPaymentPassError.userCancelled`, 1).
    public static var userCancelled: AddPaymentPassError { AddPaymentPassError(rawValue: 1) }
    /// The system cancelled, for example because the request was not valid or came too late
    /// (`PKAddPaymentPassError.systemCancelled`, 2).
    public static var systemCancelled: AddPaymentPassError { AddPaymentPassError(rawValue: 2) }

    /// PassKit's name for the code, such as `"userCancelled"`.
    public var name: String {
        switch rawValue {
        case 0: "unsupported"
        case 1: "userCancelled"
        case 2: "systemCancelled"
        default: "code \(rawValue)"
        }
    }

    /// A sentence that says what happened.
    public var description: String {
        switch rawValue {
        case 0: "The card cannot be added to Wallet on this device (unsupported, 0)"
        case 1: "The customer cancelled adding the card (userCancelled, 1)"
        case 2: "The system cancelled adding the card (systemCancelled, 2)"
        default: "Adding the card failed with PassKit error code \(rawValue)"
        }
    }

    /// Whether an error is this one, so that a code can be a `catch` or `case` pattern.
    public static func ~= (pattern: AddPaymentPassError, value: any Error) -> Bool {
        (value as? AddPaymentPassError) == pattern
    }
}

// Foundation's `localizedDescription` is this sentence rather than "The operation could not be completed".
extension AddPaymentPassError: LocalizedError {
    /// A sentence that says what happened, as ``description``.
    public var errorDescription: String? { description }
}
