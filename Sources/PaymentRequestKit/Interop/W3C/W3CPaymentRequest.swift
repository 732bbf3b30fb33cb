#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The three arguments of the W3C Payment Request API's `new PaymentRequest(methodData, details, options)`, as
/// one JSON document `{ "methodData", "details", "options" }`.
///
/// Amounts are strings, as in the API: a currency code and a valid decimal monetary value. Shipping options,
/// the payer options and the shipping type come from the 2017–2021 specification, which the 2021 revision
/// dropped but Chrome and Safari still implement. Make one from a ``PaymentRequest`` with
/// ``PaymentRequest/w3cPaymentRequest(merchantIdentifier:applePayJSVersion:validatingFor:)``, and check a document with
/// ``validate(jsonData:for:limits:)``.
public struct W3CPaymentRequest: Sendable, Hashable {
    /// Apple Pay's payment method identifier.
    public static let applePayMethod = "https://apple.com/apple-pay"

    /// The payment methods, each with its method-specific data.
    public var methodData: [MethodData]
    /// The total, the display items, the shipping options and the modifiers.
    public var details: Details
    /// What the browser collects from the payer.
    public var options: Options

    /// Creates the arguments of `new PaymentRequest(...)`.
    public init(methodData: [MethodData], details: Details, options: Options = Options()) {
        self.methodData = methodData
        self.details = details
        self.options = options
    }

    /// A `PaymentMethodData`: a payment method identifier and its data.
    public struct MethodData: Sendable, Hashable {
        /// The payment method identifier, such as ``W3CPaymentRequest/applePayMethod``.
        public var supportedMethods: String
        var dataValue: CarriedJSON?

        /// The method's data as compact JSON, or `nil` when there is none.
        public var data: Data? { dataValue.map { Data($0.value.bytes()) } }

        /// Creates method data from the method's identifier and its data as JSON.
        ///
        /// - Throws: ``PaymentRequestValidationError`` with `json.malformed` or `json.limit` when `data` is not
        ///   a JSON document within ``JSONDecodingLimits/default``.
        public init(supportedMethods: String, data: Data? = nil) throws(PaymentRequestValidationError) {
            self.supportedMethods = supportedMethods
            guard let data else { return }
            do throws(Violation) {
                dataValue = CarriedJSON(value: try JSONValue.document(data, limits: .default))
            } catch {
                // At the method data's path: the parser's path inside the data, under `data`.
                let path = WireKeys.data.path.appending(error.location ?? .document)
                throw PaymentRequestValidationError(
                    report: ValidationReport(violations: [
                        Violation(rule: error.rule, location: path, message: error.message)
                    ]))
            }
        }

        init(supportedMethods: String, dataValue: JSONValue?) {
            self.supportedMethods = supportedMethods
            self.dataValue = dataValue.map(CarriedJSON.init)
        }

        /// Method data read from a document, its data left where the document's tape holds it.
        init(supportedMethods: String, data: JSONElement?) {
            self.supportedMethods = supportedMethods
            dataValue = data.map(CarriedJSON.init(element:))
        }
    }

    /// A `PaymentCurrencyAmount`: a currency code and a value, both strings.
    public struct CurrencyAmount: Sendable, Hashable {
        /// The currency code, in capitals once the browser has canonicalized it.
        public var currency: String
        /// The value, a valid decimal monetary value such as `"10.50"`.
        public var value: String

        /// Creates an amount.
        public init(currency: String, value: String) {
            self.currency = currency
            self.value = value
        }
    }

    /// A `PaymentItem`: the total or a display item.
    public struct Item: Sendable, Hashable {
        /// What the item is, for people.
        public var label: String
        /// The amount.
        public var amount: CurrencyAmount
        /// Whether the amount is not final yet.
        public var pending: Bool

        /// Creates an item.
        public init(label: String, amount: CurrencyAmount, pending: Bool = false) {
            self.label = label
            self.amount = amount
            self.pending = pending
        }
    }

    /// A `PaymentShippingOption`.
    public struct ShippingOption: Sendable, Hashable {
        /// The identifier the page gets back when the payer chooses the option.
        public var id: String
        /// What the option is, for people.
        public var label: String
        /// What it costs.
        public var amount: CurrencyAmount
        /// Whether it is the default; when several are, the browser takes the last.
        public var selected: Bool

        /// Creates a shipping option.
        public init(id: String, label: String, amount: CurrencyAmount, selected: Bool = false) {
            self.id = id
            self.label = label
            self.amount = amount
            self.selected = selected
        }
    }

    /// A `PaymentDetailsModifier`: what changes for one payment method.
    public struct Modifier: Sendable, Hashable {
        /// The payment method the modifier applies to.
        public var supportedMethods: String
        /// The total for that method, replacing the details' total.
        public var total: Item?
        /// Items shown for that method besides the display items.
        public var additionalDisplayItems: [Item]
        var dataValue: CarriedJSON?

        /// The method-specific data as compact JSON, such as an `ApplePayModifier`, or `nil`.
        public var data: Data? { dataValue.map { Data($0.value.bytes()) } }

        /// Creates a modifier from its method-specific data as JSON.
        ///
        /// - Throws: ``PaymentRequestValidationError`` when `data` is not a JSON document.
        public init(
            supportedMethods: String, total: Item? = nil, additionalDisplayItems: [Item] = [], data: Data? = nil
        ) throws(PaymentRequestValidationError) {
            let method = try MethodData(supportedMethods: supportedMethods, data: data)
            self.init(
                supportedMethods: supportedMethods, total: total, additionalDisplayItems: additionalDisplayItems,
                dataValue: method.dataValue?.value)
        }

        init(supportedMethods: String, total: Item?, additionalDisplayItems: [Item], dataValue: JSONValue?) {
            self.init(
                supportedMethods: supportedMethods, total: total, additionalDisplayItems: additionalDisplayItems,
                carried: dataValue.map(CarriedJSON.init))
        }

        init(supportedMethods: String, total: Item?, additionalDisplayItems: [Item], carried: CarriedJSON?) {
            self.supportedMethods = supportedMethods
            self.total = total
            self.additionalDisplayItems = additionalDisplayItems
            self.dataValue = carried
        }
    }

    /// A `PaymentDetailsInit`.
    public struct Details: Sendable, Hashable {
        /// The request's identifier; the browser makes one when it is `nil`.
        public var id: String?
        /// The total, which must not be negative.
        public var total: Item
        /// The items shown above the total.
        public var displayItems: [Item]
        /// The shipping options, used when ``Options/requestShipping`` is true.
        public var shippingOptions: [ShippingOption]
        /// What changes for particular payment methods.
        public var modifiers: [Modifier]

        /// Creates the details.
        public init(
            id: String? = nil, total: Item, displayItems: [Item] = [], shippingOptions: [ShippingOption] = [],
            modifiers: [Modifier] = []
        ) {
            self.id = id
            self.total = total
            self.displayItems = displayItems
            self.shippingOptions = shippingOptions
            self.modifiers = modifiers
        }
    }

    /// A `PaymentOptions`: what the browser collects.
    public struct Options: Sendable, Hashable {
        /// Whether to collect the payer's name.
        public var requestPayerName: Bool
        /// Whether to collect the payer's email address.
        public var requestPayerEmail: Bool
        /// Whether to collect the payer's phone number.
        public var requestPayerPhone: Bool
        /// Whether to collect a shipping address, and offer the shipping options.
        public var requestShipping: Bool
        /// How the sheet words the shipping address.
        public var shippingType: ShippingType

        /// Creates options; nothing is requested by default.
        public init(
            requestPayerName: Bool = false, requestPayerEmail: Bool = false, requestPayerPhone: Bool = false,
            requestShipping: Bool = false, shippingType: ShippingType = .shipping
        ) {
            self.requestPayerName = requestPayerName
            self.requestPayerEmail = requestPayerEmail
            self.requestPayerPhone = requestPayerPhone
            self.requestShipping = requestShipping
            self.shippingType = shippingType
        }
    }

    /// A `PaymentShippingType`: `shipping`, `delivery` or `pickup`, compared exactly as WebIDL enumerations are.
    public struct ShippingType: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        /// The enumeration's string.
        public let rawValue: String

        /// The shipping type with this string, or `nil` when the enumeration has no such value.
        public init?(rawValue: String) {
            guard ["shipping", "delivery", "pickup"].contains(rawValue) else { return nil }
            self.rawValue = rawValue
        }

        private init(known: String) { rawValue = known }

        /// The string.
        public var description: String { rawValue }

        /// An address to ship to; the default.
        public static var shipping: ShippingType { ShippingType(known: "shipping") }
        /// An address to deliver to, usually faster than shipping.
        public static var delivery: ShippingType { ShippingType(known: "delivery") }
        /// An address to pick something up from, such as for laundry.
        public static var pickup: ShippingType { ShippingType(known: "pickup") }
    }
}
