/// Google Pay's `PaymentData`: what `loadPaymentData` resolves with, and what a page posts to its server.
///
/// Read one with ``init(jsonData:)`` and check it against the request the page was shown with
/// ``validate(answering:)``: a page can post anything, and only what the request offered may be charged. The
/// members are Google Pay's API reference (developers.google.com/pay/api/web/reference/response-objects).
public struct GooglePayPaymentData: Sendable, Hashable {
    /// The payer's email address, when the request asked for it.
    public var email: String?
    /// The shipping address, when the request asked for it.
    public var shippingAddress: GooglePayAddress?
    /// The card and its token.
    public var paymentMethodData: PaymentMethodData
    /// The id of the shipping option the payer chose (`shippingOptionData.id`).
    public var shippingOptionId: String?
    /// The codes of the offers the payer applied (`offerData.redemptionCodes`).
    public var offerRedemptionCodes: [String]?

    /// Creates payment data.
    public init(
        email: String? = nil, shippingAddress: GooglePayAddress? = nil, paymentMethodData: PaymentMethodData,
        shippingOptionId: String? = nil, offerRedemptionCodes: [String]? = nil
    ) {
        self.email = email
        self.shippingAddress = shippingAddress
        self.paymentMethodData = paymentMethodData
        self.shippingOptionId = shippingOptionId
        self.offerRedemptionCodes = offerRedemptionCodes
    }

    /// `PaymentMethodData`: the card the payer chose.
    public struct PaymentMethodData: Sendable, Hashable {
        /// The payment method: `CARD`.
        public var type: String
        /// The text Google asks the merchant to show as the funding source, such as "Visa •••• 1234"; not to be
        /// parsed.
        public var description: String?
        /// The card.
        public var info: CardInfo
        /// The token, in the form the request's tokenization asked for.
        public var tokenizationData: TokenizationData

        /// Creates payment method data.
        public init(
            type: String = "CARD", description: String? = nil, info: CardInfo, tokenizationData: TokenizationData
        ) {
            self.type = type
            self.description = description
            self.info = info
            self.tokenizationData = tokenizationData
        }
    }

    /// `CardInfo`.
    public struct CardInfo: Sendable, Hashable {
        /// The network, such as `VISA`: one of the request's `allowedCardNetworks`.
        public var cardNetwork: String
        /// Usually the card's last four digits; not to be shown to the payer.
        public var cardDetails: String
        /// `UNKNOWN`, `CREDIT`, `DEBIT` or `PREPAID`, when Google gives it.
        public var cardFundingSource: String?
        /// What Google verified, when the request set `assuranceDetailsRequired`.
        public var assuranceDetails: AssuranceDetails?
        /// The billing address, when the request asked for it.
        public var billingAddress: GooglePayAddress?

        /// Creates card information.
        public init(
            cardNetwork: String, cardDetails: String, cardFundingSource: String? = nil,
            assuranceDetails: AssuranceDetails? = nil, billingAddress: GooglePayAddress? = nil
        ) {
            self.cardNetwork = cardNetwork
            self.cardDetails = cardDetails
            self.cardFundingSource = cardFundingSource
            self.assuranceDetails = assuranceDetails
            self.billingAddress = billingAddress
        }
    }

    /// `AssuranceDetails`: when both are true, Google's reference says the credential needs no step-up.
    public struct AssuranceDetails: Sendable, Hashable {
        /// Whether possession of the card was validated.
        public var accountVerified: Bool?
        /// Whether the cardholder was identified and verified.
        public var cardHolderAuthenticated: Bool?

        /// Creates assurance details.
        public init(accountVerified: Bool? = nil, cardHolderAuthenticated: Bool? = nil) {
            self.accountVerified = accountVerified
            self.cardHolderAuthenticated = cardHolderAuthenticated
        }
    }

    /// `PaymentMethodTokenizationData`.
    public struct TokenizationData: Sendable, Hashable {
        /// `PAYMENT_GATEWAY` or `DIRECT`, as the request's tokenization.
        public var type: String
        /// The token: for `DIRECT`, a Google Pay payment method token (``GooglePayToken``) as JSON text; for a
        /// gateway, whatever the gateway defines.
        public var token: String

        /// Creates tokenization data.
        public init(type: String, token: String) {
            self.type = type
            self.token = token
        }
    }
}
