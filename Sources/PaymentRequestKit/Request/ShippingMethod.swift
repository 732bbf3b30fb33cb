/// A way to deliver the order, with its cost, as the customer picks it on the sheet.
///
/// PassKit's `PKShippingMethod` and Apple Pay JS's `ApplePayShippingMethod`. The selected method, or the first
/// when none is, is the default selection. The identifier is not shown; it tells the merchant which method was chosen, so it must be
/// present and, in this library's rules, unique. The amount must not be negative.
public struct ShippingMethod: Sendable, Hashable {
    /// What the customer reads, for example "Express".
    public var label: String
    /// The cost; zero or more.
    public var amount: Amount
    /// The merchant's identifier for the method; not shown.
    public var identifier: String
    /// A detail line, for example "Arrives in 1–2 days".
    public var detail: String
    /// When the delivery is expected, as a range of calendar dates.
    public var dateComponentsRange: DateComponentsRange?
    /// Whether the method is the default selection (`selected`, Apple Pay JS version 13): at most one is, and
    /// without one the first method is. WebKit makes it PassKit's `defaultMethod`.
    public var isSelected: Bool

    /// Creates a shipping method.
    public init(
        label: String, amount: Amount, identifier: String, detail: String = "",
        dateComponentsRange: DateComponentsRange? = nil, isSelected: Bool = false
    ) {
        self.label = label
        self.amount = amount
        self.identifier = identifier
        self.detail = detail
        self.dateComponentsRange = dateComponentsRange
        self.isSelected = isSelected
    }
}

/// A range of calendar dates, such as an expected delivery window (`PKDateComponentsRange`,
/// `ApplePayDateComponentsRange`).
public struct DateComponentsRange: Sendable, Hashable {
    /// The first day of the range.
    public var start: DateComponents
    /// The last day of the range.
    public var end: DateComponents

    /// Creates a range.
    public init(start: DateComponents, end: DateComponents) {
        self.start = start
        self.end = end
    }

    /// Gregorian calendar fields of a date, as Apple Pay JS's `ApplePayDateComponents`; each may be absent.
    public struct DateComponents: Sendable, Hashable {
        /// The year, for example 2026.
        public var years: Int?
        /// The month, 1 to 12.
        public var months: Int?
        /// The day of the month, 1 to 31.
        public var days: Int?
        /// The hour, 0 to 23.
        public var hours: Int?

        /// Creates date components.
        public init(years: Int? = nil, months: Int? = nil, days: Int? = nil, hours: Int? = nil) {
            self.years = years
            self.months = months
            self.days = days
            self.hours = hours
        }
    }
}

/// How the order reaches the customer, which sets the sheet's wording (`PKShippingType`, `shippingType`).
public enum ShippingType: String, Sendable, Hashable, CaseIterable {
    /// Shipping (PassKit 0). The default.
    case shipping
    /// Delivery (PassKit 1).
    case delivery
    /// Pick-up at a store (PassKit 2).
    case storePickup
    /// Pick-up of a service (PassKit 3).
    case servicePickup

    /// PassKit's raw value.
    public var passKitRawValue: UInt {
        switch self {
        case .shipping: 0
        case .delivery: 1
        case .storePickup: 2
        case .servicePickup: 3
        }
    }
}

/// Whether the customer may edit the shipping contact (`PKShippingContactEditingMode`,
/// `shippingContactEditingMode`).
public enum ShippingContactEditingMode: String, Sendable, Hashable, CaseIterable {
    /// The customer may edit it (`"available"`; Apple Pay JS also accepts the deprecated `"enabled"`; PassKit 1).
    case available
    /// The address is the store's and can't be edited (`"storePickup"`, PassKit 2).
    case storePickup

    /// PassKit's raw value.
    public var passKitRawValue: UInt { self == .available ? 1 : 2 }
}
