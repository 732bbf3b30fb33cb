/// The status a merchant answers an authorization, or an update, with (`ApplePaySession.STATUS_*`,
/// `PKPaymentAuthorizationStatus`).
///
/// Safari and PassKit use the same numbers, 0 to 7. Since Apple Pay JS version 3 (iOS 11), only ``success`` and
/// ``failure`` are meant to be used, with ``ApplePayError``s for the details; Safari still takes 2 to 4 and turns
/// them into ``failure`` with an error (``PaymentAuthorizationResult/normalized``). The PIN statuses keep the sheet
/// open.
public struct PaymentAuthorizationStatus: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The number, 0 to 7.
    public let rawValue: Int

    /// A status by its number; `nil` outside 0 to 7, which Safari refuses (InvalidAccessError).
    public init?(rawValue: Int) {
        guard (0...7).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(known: Int) {
        rawValue = known
    }

    /// The payment succeeded (`STATUS_SUCCESS`, 0).
    public static var success: Self { Self(known: 0) }
    /// The payment failed (`STATUS_FAILURE`, 1).
    public static var failure: Self { Self(known: 1) }
    /// Deprecated: the billing address is not valid (`STATUS_INVALID_BILLING_POSTAL_ADDRESS`, 2).
    public static var invalidBillingPostalAddress: Self { Self(known: 2) }
    /// Deprecated: the shipping address is not valid (`STATUS_INVALID_SHIPPING_POSTAL_ADDRESS`, 3).
    public static var invalidShippingPostalAddress: Self { Self(known: 3) }
    /// Deprecated: the shipping contact is not valid (`STATUS_INVALID_SHIPPING_CONTACT`, 4).
    public static var invalidShippingContact: Self { Self(known: 4) }
    /// The card needs its PIN; the sheet asks for it (`STATUS_PIN_REQUIRED`, 5).
    public static var pinRequired: Self { Self(known: 5) }
    /// The PIN was wrong; the sheet asks again (`STATUS_PIN_INCORRECT`, 6).
    public static var pinIncorrect: Self { Self(known: 6) }
    /// Too many wrong PINs; the card is locked for now (`STATUS_PIN_LOCKOUT`, 7).
    public static var pinLockout: Self { Self(known: 7) }

    /// Every status, by number.
    public static var allCases: [Self] { (0...7).map(Self.init(known:)) }

    /// The `ApplePaySession` constant's name, such as `"STATUS_SUCCESS"`.
    public var constantName: String {
        [
            "STATUS_SUCCESS", "STATUS_FAILURE", "STATUS_INVALID_BILLING_POSTAL_ADDRESS",
            "STATUS_INVALID_SHIPPING_POSTAL_ADDRESS", "STATUS_INVALID_SHIPPING_CONTACT", "STATUS_PIN_REQUIRED",
            "STATUS_PIN_INCORRECT", "STATUS_PIN_LOCKOUT",
        ][rawValue]
    }

    /// Whether Apple deprecated the status (2 to 4) in favour of ``failure`` with an ``ApplePayError``.
    public var isDeprecated: Bool { (2...4).contains(rawValue) }

    /// Whether the status asks the customer for a PIN, which keeps the sheet open.
    public var isPINStatus: Bool { rawValue >= 5 }

    /// The constant's name and number.
    public var description: String { "\(constantName) (\(rawValue))" }
}
