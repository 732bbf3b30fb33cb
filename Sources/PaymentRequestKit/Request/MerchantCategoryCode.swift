/// A merchant category code of ISO 18245, such as 5812 for restaurants (`PKPaymentRequest.MerchantCategoryCode`).
public struct MerchantCategoryCode: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The four-digit code.
    public let rawValue: Int16

    /// Creates a code; returns `nil` unless it is in 0...9999.
    public init?(rawValue: Int16) {
        guard (0...9999).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// The code as four digits, for example `"0742"`.
    public var description: String {
        let digits = String(rawValue)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
