/// A problem the merchant reports to the payment sheet, with the contact field it concerns (`ApplePayError`,
/// `PKPaymentError`).
///
/// The sheet shows the message beside the field and lets the customer correct it. Which fields a code may name
/// depends on the completion (``isHonored(in:)``): Safari passes the rest on, and the sheet ignores them.
public struct ApplePayError: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var code: Code
    /// The contact field the problem is in, if any.
    public var contactField: ContactField?
    /// A message for the customer, localised by the merchant; may be empty.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, contactField: ContactField? = nil, message: String = "") {
        self.code = code
        self.contactField = contactField
        self.message = message
    }

    /// The code, the field and the message.
    public var description: String {
        code.rawValue + (contactField.map { " (\($0.rawValue))" } ?? "") + (message.isEmpty ? "" : ": \(message)")
    }

    /// What kind of problem an error reports; an open set, matched in a `catch`-like `switch` with `~=`.
    public struct Code: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        /// The Apple Pay JS name, such as `"shippingContactInvalid"`.
        public let rawValue: String

        /// A code by its Apple Pay JS name; `nil` for a name Safari does not know.
        public init?(rawValue: String) {
            guard Self.table.contains(where: { $0.name == rawValue }) else { return nil }
            self.rawValue = rawValue
        }

        private init(known: String) {
            rawValue = known
        }

        /// Something else went wrong (`PKPaymentUnknownError`, -1).
        public static var unknown: Code { Code(known: "unknown") }
        /// The shipping contact is not valid (`PKPaymentShippingContactInvalidError`, 1).
        public static var shippingContactInvalid: Code { Code(known: "shippingContactInvalid") }
        /// The billing contact is not valid (`PKPaymentBillingContactInvalidError`, 2).
        public static var billingContactInvalid: Code { Code(known: "billingContactInvalid") }
        /// The merchant cannot deliver to the address (`PKPaymentShippingAddressUnserviceableError`, 3).
        public static var addressUnserviceable: Code { Code(known: "addressUnserviceable") }
        /// The coupon code is not valid (`PKPaymentCouponCodeInvalidError`, 4; Apple Pay JS version 12).
        public static var couponCodeInvalid: Code { Code(known: "couponCodeInvalid") }
        /// The coupon code has expired (`PKPaymentCouponCodeExpiredError`, 5; Apple Pay JS version 12).
        public static var couponCodeExpired: Code { Code(known: "couponCodeExpired") }
        /// A disbursement cannot go to this card (`PKDisbursementError`, 1).
        public static var unsupportedCard: Code { Code(known: "unsupportedCard") }
        /// A disbursement's recipient contact is not valid (`PKDisbursementError`, 2).
        public static var recipientContactInvalid: Code { Code(known: "recipientContactInvalid") }

        // (name, PassKit code, domain), WebKit's toPKPaymentErrorCode and the disbursement errors.
        private static let table: [(name: String, passKitCode: Int, domain: Domain)] = [
            ("unknown", -1, .payment), ("shippingContactInvalid", 1, .payment), ("billingContactInvalid", 2, .payment),
            ("addressUnserviceable", 3, .payment), ("couponCodeInvalid", 4, .payment),
            ("couponCodeExpired", 5, .payment), ("unsupportedCard", 1, .disbursement),
            ("recipientContactInvalid", 2, .disbursement),
        ]

        /// Every code Safari knows.
        public static var allCases: [Code] { table.map { Code(known: $0.name) } }

        /// PassKit's error code in the code's domain.
        public var passKitCode: Int { Self.table.first { $0.name == rawValue }!.passKitCode }

        /// The error domain: payments (`PKPaymentErrorDomain`) or disbursements (`PKDisbursementErrorDomain`).
        public var domain: Domain { Self.table.first { $0.name == rawValue }!.domain }

        /// The code from PassKit's number in a domain; `nil` for a number the domain does not define.
        public init?(passKitCode: Int, domain: Domain = .payment) {
            guard let entry = Self.table.first(where: { $0.passKitCode == passKitCode && $0.domain == domain }) else {
                return nil
            }
            rawValue = entry.name
        }

        /// The Apple Pay JS name.
        public var description: String { rawValue }

        /// Matches an error's code in a `switch` or `catch` pattern.
        public static func ~= (code: Code, error: ApplePayError) -> Bool { code == error.code }
    }

    /// The domain of an error code.
    public enum Domain: String, Sendable, Hashable, CaseIterable {
        /// `PKPaymentErrorDomain`.
        case payment
        /// `PKDisbursementErrorDomain` (WebKit's `ApplePayError::Domain::Disbursement`).
        case disbursement
    }

    /// A contact field an error names (`ApplePayErrorContactField`); the address parts map to PassKit's postal
    /// address keys.
    public enum ContactField: String, Sendable, Hashable, CaseIterable {
        case phoneNumber, emailAddress, name, phoneticName, postalAddress, addressLines, subLocality, locality
        case postalCode, subAdministrativeArea, administrativeArea, country, countryCode

        /// Whether the field is the postal address or a part of it.
        public var isAddress: Bool { ![.phoneNumber, .emailAddress, .name, .phoneticName].contains(self) }
    }

    /// Which `complete...` call an error travels with.
    public enum Completion: String, Sendable, Hashable, CaseIterable {
        /// `completeShippingContactSelection`.
        case shippingContactSelection
        /// `completeShippingMethodSelection`, whose update has no errors.
        case shippingMethodSelection
        /// `completePaymentMethodSelection`.
        case paymentMethodSelection
        /// `completeCouponCodeChange`.
        case couponCodeChange
        /// `completePayment`.
        case payment
    }

    /// Whether the sheet acts on the error in a completion, as Apple documents `ApplePayErrorContactField`.
    ///
    /// In a shipping contact update, `shippingContactInvalid` may name the postal address or its parts, but not
    /// the street lines, the name, the phone or the email, which the sheet has not revealed yet; `billingContactInvalid`
    /// and a field's errors about the name, phone or email belong to `completePayment`. `addressUnserviceable` and
    /// `unknown` name no field. Coupon errors go with a coupon code change.
    public func isHonored(in completion: Completion) -> Bool {
        switch code {
        case .unknown:
            return contactField == nil && completion != .shippingMethodSelection
        case .addressUnserviceable:
            return contactField == nil && [.shippingContactSelection, .payment].contains(completion)
        case .shippingContactInvalid:
            guard let field = contactField else { return [.shippingContactSelection, .payment].contains(completion) }
            switch completion {
            case .payment: return true
            case .shippingContactSelection: return field.isAddress && field != .addressLines
            default: return false
            }
        case .billingContactInvalid:
            guard completion == .payment else { return false }
            return contactField.map { $0 != .phoneNumber && $0 != .emailAddress } ?? true
        case .couponCodeInvalid, .couponCodeExpired:
            return contactField == nil && completion == .couponCodeChange
        case .recipientContactInvalid:
            return [.shippingContactSelection, .payment].contains(completion)
        default:
            return contactField == nil && completion == .payment
        }
    }
}
