#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A request for payment: who is paid, in which currency, how, for what, and what to ask the customer.
///
/// This is PassKit's `PKPaymentRequest` as a value type, shaped like Apple Pay JS's `ApplePayPaymentRequest`:
/// the grand ``total`` is kept apart from the ``lineItems``, as in the JavaScript dictionary, and
/// ``paymentSummaryItems`` gives PassKit's view, the line items followed by the total, last.
///
/// Build one directly, or let ``PaymentSummaryBuilder`` compute the total from the items. Check it with
/// ``validate(for:)``, which reports every problem Safari or PassKit would reject and what Apple's
/// documentation asks; encode it for a web page with ``jsonData(prettyPrinted:)``.
public struct PaymentRequest: Sendable, Hashable {
    /// The Apple Pay merchant identifier, for example `"merchant.com.example"`.
    ///
    /// Required in apps. On the web it comes from the merchant session, so Apple Pay JS's dictionary has no such
    /// key; this library carries it as an optional extra key.
    public var merchantIdentifier: String?
    /// The merchant's country (principal place of business).
    public var countryCode: CountryCode
    /// The currency of every amount in the request.
    public var currencyCode: CurrencyCode
    /// The networks accepted, in order of preference (for co-badged cards).
    public var supportedNetworks: [PaymentNetwork]
    /// The capabilities the merchant supports; include ``MerchantCapabilities/threeDSecure``.
    public var merchantCapabilities: MerchantCapabilities
    /// The lines of the sheet above the total: items, discounts (negative), shipping, tax.
    public var lineItems: [PaymentSummaryItem]
    /// The grand total, labelled with the merchant's name as it appears on bank statements.
    public var total: PaymentSummaryItem
    /// The shipping methods offered; the first is selected by default.
    public var shippingMethods: [ShippingMethod]
    /// How the order reaches the customer.
    public var shippingType: ShippingType
    /// Whether the customer may edit the shipping contact; `nil` leaves the platform's default.
    public var shippingContactEditingMode: ShippingContactEditingMode?
    /// The billing contact fields asked for; a billing contact only ever carries a postal address.
    public var requiredBillingContactFields: ContactFields
    /// The shipping contact fields asked for.
    public var requiredShippingContactFields: ContactFields
    /// A billing contact to start from; requires `.postalAddress` in ``requiredBillingContactFields``.
    public var billingContact: PaymentContact?
    /// A shipping contact to start from.
    public var shippingContact: PaymentContact?
    /// Data of the merchant's, whose hash the payment token carries; at most 1024 bytes.
    public var applicationData: Data?
    /// The countries whose cards are accepted; empty means all.
    public var supportedCountries: [CountryCode]
    /// Whether the sheet offers a coupon code field.
    public var supportsCouponCode: Bool
    /// A coupon code to start with; apply it to the items yourself, as no change event is sent for it.
    public var couponCode: String?
    /// A recurring payment, such as a subscription.
    public var recurringPaymentRequest: RecurringPaymentRequest?
    /// An automatic reload of a stored balance.
    public var automaticReloadPaymentRequest: AutomaticReloadPaymentRequest?
    /// A payment taken later.
    public var deferredPaymentRequest: DeferredPaymentRequest?
    /// Shares of the payment for several merchants.
    public var multiTokenContexts: [PaymentTokenContext]
    /// The merchant category code (ISO 18245).
    public var merchantCategoryCode: MerchantCategoryCode?
    /// Whether Apple Pay Later may be offered; deprecated by Apple.
    public var applePayLaterAvailability: ApplePayLaterAvailability?
    /// Apple Card installments offered with the purchase, carried as they are.
    public var installmentConfiguration: InstallmentConfiguration?
    /// The features the page asks Safari about.
    public var features: [ApplePayFeature]
    /// A payout to the customer's card rather than a payment; its parts are the line items.
    public var disbursementRequest: DisbursementRequest?
}

// The initialisers are in an extension so that the struct keeps its memberwise initialiser, which the others
// delegate to: an initialiser that sets each member itself builds the request aside, then copies it whole
// (retaining every string and array) and destroys the first, which cost decoding 1 900 instructions a request.
extension PaymentRequest {
    /// Creates a payment request with the required fields; set the others as properties.
    public init(
        merchantIdentifier: String? = nil,
        countryCode: CountryCode,
        currencyCode: CurrencyCode,
        supportedNetworks: [PaymentNetwork],
        merchantCapabilities: MerchantCapabilities = .threeDSecure,
        lineItems: [PaymentSummaryItem] = [],
        total: PaymentSummaryItem
    ) {
        self.init(
            merchantIdentifier: merchantIdentifier, countryCode: countryCode, currencyCode: currencyCode,
            supportedNetworks: supportedNetworks, merchantCapabilities: merchantCapabilities, lineItems: lineItems,
            total: total, shippingMethods: [], shippingType: .shipping, requiredBillingContactFields: [],
            requiredShippingContactFields: [], supportedCountries: [], supportsCouponCode: false,
            multiTokenContexts: [], features: [])
    }

    /// Creates a payment request from PassKit-style summary items, whose last item is the grand total.
    ///
    /// Returns `nil` for an empty array: PassKit requires at least the total.
    public init?(
        merchantIdentifier: String? = nil,
        countryCode: CountryCode,
        currencyCode: CurrencyCode,
        supportedNetworks: [PaymentNetwork],
        merchantCapabilities: MerchantCapabilities = .threeDSecure,
        paymentSummaryItems: [PaymentSummaryItem]
    ) {
        guard let total = paymentSummaryItems.last else { return nil }
        self.init(
            merchantIdentifier: merchantIdentifier,
            countryCode: countryCode,
            currencyCode: currencyCode,
            supportedNetworks: supportedNetworks,
            merchantCapabilities: merchantCapabilities,
            lineItems: Array(paymentSummaryItems.dropLast()),
            total: total
        )
    }

    /// PassKit's `paymentSummaryItems`: the line items, then the grand total last.
    ///
    /// Setting it treats the last item as the total and the others as line items; setting an empty array
    /// leaves the request unchanged.
    public var paymentSummaryItems: [PaymentSummaryItem] {
        get { lineItems + [total] }
        set {
            guard let last = newValue.last else { return }
            total = last
            lineItems = Array(newValue.dropLast())
        }
    }
}
