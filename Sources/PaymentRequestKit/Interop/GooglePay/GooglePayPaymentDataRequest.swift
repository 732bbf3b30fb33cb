/// A Google Pay `PaymentDataRequest`, for a card payment: what `PaymentsClient.loadPaymentData` takes.
///
/// Make one from a ``PaymentRequest`` with
/// ``PaymentRequest/googlePayPaymentDataRequest(tokenizationSpecification:merchantInfo:options:validatingFor:)`` and check a
/// document with ``validate(jsonData:for:limits:)``. Prices are strings in Google's grammar, with no decimals or exactly
/// two. The field texts are Google Pay's API reference (developers.google.com/pay/api/web/reference).
public struct GooglePayPaymentDataRequest: Sendable, Hashable {
    /// The merchant's name and identifier.
    public var merchantInfo: MerchantInfo
    /// The card payment method: its networks, auth methods and tokenization.
    public var cardPaymentMethod: CardPaymentMethod
    /// The currency, country, total and display items.
    public var transactionInfo: TransactionInfo
    /// Whether to collect an email address.
    public var emailRequired: Bool
    /// Whether to collect a shipping address.
    public var shippingAddressRequired: Bool
    /// Whether the shipping address comes with a phone number.
    public var shippingPhoneNumberRequired: Bool
    /// The countries a shipping address may be in (`shippingAddressParameters.allowedCountryCodes`); empty for
    /// any country Google Pay supports.
    public var allowedShippingCountryCodes: [String]
    /// How much of the shipping address Google Pay returns: ``BillingAddressFormat/full``, Google's default, or
    /// ``BillingAddressFormat/fullISO3166``.
    public var shippingAddressFormat: BillingAddressFormat
    /// The shipping options, when the payer chooses one.
    public var shippingOptionParameters: ShippingOptionParameters?
    /// The offers the page proposes (`offerInfo.offers`).
    public var offers: [OfferDetail]
    /// The callbacks the page handles, such as `SHIPPING_ADDRESS` or `PAYMENT_AUTHORIZATION`: an error in a
    /// callback's answer must name one of them.
    public var callbackIntents: [String]

    /// Creates a request.
    public init(
        merchantInfo: MerchantInfo, cardPaymentMethod: CardPaymentMethod, transactionInfo: TransactionInfo,
        emailRequired: Bool = false, shippingAddressRequired: Bool = false, shippingPhoneNumberRequired: Bool = false,
        allowedShippingCountryCodes: [String] = [], shippingAddressFormat: BillingAddressFormat = .full,
        shippingOptionParameters: ShippingOptionParameters? = nil, offers: [OfferDetail] = [],
        callbackIntents: [String] = []
    ) {
        self.merchantInfo = merchantInfo
        self.cardPaymentMethod = cardPaymentMethod
        self.transactionInfo = transactionInfo
        self.emailRequired = emailRequired
        self.shippingAddressRequired = shippingAddressRequired
        self.shippingPhoneNumberRequired = shippingPhoneNumberRequired
        self.allowedShippingCountryCodes = allowedShippingCountryCodes
        self.shippingAddressFormat = shippingAddressFormat
        self.shippingOptionParameters = shippingOptionParameters
        self.offers = offers
        self.callbackIntents = callbackIntents
    }

    /// An `OfferDetail`: a code the payer may redeem.
    public struct OfferDetail: Sendable, Hashable {
        /// The code that identifies the offer when the payer applies it.
        public var redemptionCode: String
        /// What the offer is, shown to the payer; Google asks for fewer than 60 characters.
        public var description: String

        /// Creates an offer.
        public init(redemptionCode: String, description: String) {
            self.redemptionCode = redemptionCode
            self.description = description
        }
    }

    /// `MerchantInfo`.
    public struct MerchantInfo: Sendable, Hashable {
        /// The name shown to the payer.
        public var merchantName: String?
        /// Google's merchant identifier, required in production.
        public var merchantId: String?

        /// Creates merchant information.
        public init(merchantName: String? = nil, merchantId: String? = nil) {
            self.merchantName = merchantName
            self.merchantId = merchantId
        }
    }

    /// A `PaymentMethod` of type `CARD`.
    public struct CardPaymentMethod: Sendable, Hashable {
        /// `PAN_ONLY`, `CRYPTOGRAM_3DS`, or both.
        public var allowedAuthMethods: [String]
        /// Google's card network names, such as `VISA`.
        public var allowedCardNetworks: [String]
        /// Whether credit cards are allowed; Google's default is true.
        public var allowCreditCards: Bool
        /// Whether prepaid cards are allowed; Google's default is true.
        public var allowPrepaidCards: Bool
        /// Whether Google Pay returns `assuranceDetails` with the card.
        public var assuranceDetailsRequired: Bool
        /// Whether to collect a billing address.
        public var billingAddressRequired: Bool
        /// Whether the billing address comes with a phone number.
        public var billingPhoneNumberRequired: Bool
        /// How much of the billing address to collect.
        public var billingAddressFormat: BillingAddressFormat
        /// How the payment data is tokenized: the processor's parameters.
        public var tokenizationSpecification: TokenizationSpecification

        /// Creates a card payment method.
        public init(
            allowedAuthMethods: [String], allowedCardNetworks: [String], allowCreditCards: Bool = true,
            allowPrepaidCards: Bool = true, assuranceDetailsRequired: Bool = false,
            billingAddressRequired: Bool = false, billingPhoneNumberRequired: Bool = false,
            billingAddressFormat: BillingAddressFormat = .full, tokenizationSpecification: TokenizationSpecification
        ) {
            self.allowPrepaidCards = allowPrepaidCards
            self.assuranceDetailsRequired = assuranceDetailsRequired
            self.billingAddressFormat = billingAddressFormat
            self.allowedAuthMethods = allowedAuthMethods
            self.allowedCardNetworks = allowedCardNetworks
            self.allowCreditCards = allowCreditCards
            self.billingAddressRequired = billingAddressRequired
            self.billingPhoneNumberRequired = billingPhoneNumberRequired
            self.tokenizationSpecification = tokenizationSpecification
        }
    }

    /// How much of an address Google Pay collects (`BillingAddressParameters.format`, and
    /// `ShippingAddressParameters.format`, which takes the last two).
    public enum BillingAddressFormat: String, Sendable, Hashable, CaseIterable {
        /// Name, country and postal code: Google's default for a billing address.
        case min = "MIN"
        /// The whole address, for when the order needs it.
        case full = "FULL"
        /// The whole address with the ISO 3166-2 code of its administrative area, `iso3166AdministrativeArea`.
        case fullISO3166 = "FULL-ISO3166"
    }

    /// A `PaymentMethodTokenizationSpecification`: the processor's, passed through as it is.
    public struct TokenizationSpecification: Sendable, Hashable {
        /// `PAYMENT_GATEWAY` or `DIRECT`.
        public var type: String
        /// The gateway's or the direct integration's parameters; written in key order.
        public var parameters: [String: String]

        /// Creates a tokenization specification.
        public init(type: String, parameters: [String: String]) {
            self.type = type
            self.parameters = parameters
        }

        /// A payment gateway's specification, `{"gateway": ..., "gatewayMerchantId": ...}`.
        public static func paymentGateway(_ gateway: String, merchantId: String) -> TokenizationSpecification {
            TokenizationSpecification(
                type: "PAYMENT_GATEWAY", parameters: ["gateway": gateway, "gatewayMerchantId": merchantId])
        }
    }

    /// `TransactionInfo`.
    public struct TransactionInfo: Sendable, Hashable {
        /// The ISO 4217 alphabetic currency code.
        public var currencyCode: String
        /// The ISO 3166-1 alpha-2 code of the acquirer's country; required in the European Economic Area.
        public var countryCode: String?
        /// Whether the total is final, estimated or not known yet.
        public var totalPriceStatus: TotalPriceStatus
        /// The total, absent when its status is ``TotalPriceStatus/notCurrentlyKnown``.
        public var totalPrice: String?
        /// The total's label in the cart.
        public var totalPriceLabel: String?
        /// The cart's items.
        public var displayItems: [DisplayItem]
        /// The wording of the pay button; `nil` for Google's default.
        public var checkoutOption: CheckoutOption?

        /// Creates transaction information.
        public init(
            currencyCode: String, countryCode: String? = nil, totalPriceStatus: TotalPriceStatus,
            totalPrice: String? = nil, totalPriceLabel: String? = nil, displayItems: [DisplayItem] = [],
            checkoutOption: CheckoutOption? = nil
        ) {
            self.currencyCode = currencyCode
            self.countryCode = countryCode
            self.totalPriceStatus = totalPriceStatus
            self.totalPrice = totalPrice
            self.totalPriceLabel = totalPriceLabel
            self.displayItems = displayItems
            self.checkoutOption = checkoutOption
        }
    }

    /// A `DisplayItem` of the cart.
    public struct DisplayItem: Sendable, Hashable {
        /// What the item is.
        public var label: String
        /// Its kind.
        public var type: DisplayItemType
        /// Its price, which may be negative.
        public var price: String
        /// Whether the price is final or pending; `nil` means final.
        public var status: DisplayItemStatus?

        /// Creates a display item.
        public init(label: String, type: DisplayItemType, price: String, status: DisplayItemStatus? = nil) {
            self.label = label
            self.type = type
            self.price = price
            self.status = status
        }
    }

    /// `ShippingOptionParameters`.
    public struct ShippingOptionParameters: Sendable, Hashable {
        /// Every shipping option; at least one.
        public var shippingOptions: [SelectionOption]
        /// The default option's id; without it, the first option is the default.
        public var defaultSelectedOptionId: String?

        /// Creates shipping option parameters.
        public init(shippingOptions: [SelectionOption], defaultSelectedOptionId: String? = nil) {
            self.shippingOptions = shippingOptions
            self.defaultSelectedOptionId = defaultSelectedOptionId
        }
    }

    /// A `SelectionOption`: one shipping option.
    public struct SelectionOption: Sendable, Hashable {
        /// A unique identifier.
        public var id: String
        /// What the option is.
        public var label: String
        /// More about it.
        public var description: String?

        /// Creates a shipping option.
        public init(id: String, label: String, description: String? = nil) {
            self.id = id
            self.label = label
            self.description = description
        }
    }

    /// `TransactionInfo.totalPriceStatus`.
    public enum TotalPriceStatus: String, Sendable, Hashable, CaseIterable {
        /// For a capability check; the total is absent. Not for transactions in the EEA.
        case notCurrentlyKnown = "NOT_CURRENTLY_KNOWN"
        /// The total may change, for example with the tax of the billing address.
        case estimated = "ESTIMATED"
        /// The total does not change.
        case final = "FINAL"
    }

    /// `TransactionInfo.checkoutOption`.
    public enum CheckoutOption: String, Sendable, Hashable, CaseIterable {
        /// Google's standard wording for the status.
        case `default` = "DEFAULT"
        /// "Pay now": the payment is charged at once; only with a final total.
        case completeImmediatePurchase = "COMPLETE_IMMEDIATE_PURCHASE"
    }

    /// `DisplayItem.type`.
    public enum DisplayItemType: String, Sendable, Hashable, CaseIterable {
        /// A regular line item.
        case lineItem = "LINE_ITEM"
        /// The subtotal of the regular items.
        case subtotal = "SUBTOTAL"
        /// The tax collected.
        case tax = "TAX"
        /// A discount.
        case discount = "DISCOUNT"
        /// A shipping option's cost.
        case shippingOption = "SHIPPING_OPTION"
    }

    /// `DisplayItem.status`.
    public enum DisplayItemStatus: String, Sendable, Hashable, CaseIterable {
        /// The price is final.
        case final = "FINAL"
        /// The sheet shows "pending" instead of the price.
        case pending = "PENDING"
    }
}
