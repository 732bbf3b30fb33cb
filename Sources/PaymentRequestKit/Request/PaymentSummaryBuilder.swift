/// Builds the line items and the grand total of a payment request, so that nobody adds up amounts by hand.
///
/// Add items, discounts, a shipping method and tax in the order they should appear; the builder checks each
/// amount against the currency's minor units, computes tax at a rate with a stated rounding rule, and totals
/// everything exactly. The total is labelled with the merchant's name, as Apple asks, and comes last in
/// ``paymentSummaryItems()``. Pending items stay pending and count as zero, as Safari counts them: it discards a
/// pending line item's amount.
///
/// ```swift
/// var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle", currency: .usd)
/// try summary.addItem("Latte", unitPrice: Amount(parsing: "4.50"), quantity: 2)
/// try summary.addDiscount("Loyalty Discount", amount: Amount(parsing: "1.00"))
/// try summary.addTax("Sales Tax", rate: Rate(parsing: "7.25%"), rounding: .toNearestOrEven)
/// let request = try PaymentRequest(countryCode: .us, supportedNetworks: [.visa], summary: summary)
/// ```
public struct PaymentSummaryBuilder: Sendable, Hashable {
    /// The currency of every amount.
    public let currency: CurrencyCode
    /// The business name shown on the total, as it appears on the customer's bank statement.
    public var merchantName: String
    /// The line items so far, in order.
    public private(set) var lineItems: [PaymentSummaryItem] = []
    /// Whether the total is an estimate (a taxi fare, a metered charge); the sheet then shows it as pending.
    public var isTotalPending = false

    /// Starts an empty summary.
    public init(merchantName: String, currency: CurrencyCode) {
        self.merchantName = merchantName
        self.currency = currency
    }

    /// Adds a final item.
    /// - Throws: ``AmountError`` when the amount does not fit the currency's minor units.
    public mutating func addItem(_ label: String, amount: Amount) throws(AmountError) {
        try checkFits(amount)
        lineItems.append(.final(label, amount))
    }

    /// Adds a final item for a quantity of a unit price; the label stays as given.
    ///
    /// A quantity is a count of items, so it cannot be negative: a refund or a discount is a negative price
    /// (``addDiscount(_:amount:)``), never a negative count.
    /// - Throws: ``AmountError`` with code ``AmountError/Code/invalidArgument`` for a negative quantity, and when
    ///   the price does not fit the currency or the product overflows.
    public mutating func addItem(_ label: String, unitPrice: Amount, quantity: Int) throws(AmountError) {
        guard quantity >= 0 else {
            throw AmountError(
                code: .invalidArgument,
                message: "The quantity of \(quoted(label)) is \(quantity); a quantity cannot be negative")
        }
        try checkFits(unitPrice)
        lineItems.append(.final(label, try unitPrice.multiplied(byQuantity: quantity)))
    }

    /// Adds a discount of a fixed amount, given as a positive number and shown as a negative line item.
    /// - Throws: ``AmountError`` when the amount does not fit the currency.
    public mutating func addDiscount(_ label: String, amount: Amount) throws(AmountError) {
        try checkFits(amount)
        lineItems.append(.final(label, amount.magnitude.negated()))
    }

    /// Adds a discount of a percentage of the items so far (for example `Rate(parsing: "10%")`), rounded to
    /// the currency's minor units under `rule`, as a negative line item.
    /// - Throws: ``AmountError`` when a computation overflows.
    public mutating func addDiscount(_ label: String, rate: Rate, rounding rule: FloatingPointRoundingRule)
        throws(AmountError)
    {
        let discount = try subtotal().multiplied(by: rate, rounding: rule, in: currency)
        lineItems.append(.final(label, discount.magnitude.negated()))
    }

    /// Adds a pending item, whose amount the sheet does not show; it counts as zero in the total, as Safari discards
    /// a pending item's amount. An estimate, if given, travels with the item for a server's own use.
    /// - Throws: ``AmountError`` when the estimate does not fit the currency.
    public mutating func addPendingItem(_ label: String, estimate: Amount? = nil) throws(AmountError) {
        if let estimate { try checkFits(estimate) }
        lineItems.append(.pending(label, estimate: estimate))
    }

    /// Adds the selected shipping method as a line item with its label and amount.
    /// - Throws: ``AmountError`` when the amount does not fit the currency.
    public mutating func addShipping(_ method: ShippingMethod) throws(AmountError) {
        try checkFits(method.amount)
        lineItems.append(.final(method.label, method.amount))
    }

    /// Adds tax at a rate on the sum of the line items so far, rounded to the currency's minor units under
    /// `rule`. Add shipping before the tax when shipping is taxed, after it when it is not.
    /// - Throws: ``AmountError`` when a computation overflows.
    public mutating func addTax(_ label: String, rate: Rate, rounding rule: FloatingPointRoundingRule)
        throws(AmountError)
    {
        let tax = try subtotal().multiplied(by: rate, rounding: rule, in: currency)
        lineItems.append(.final(label, tax))
    }

    /// The sum of the line items so far, counting a pending item as zero, and leaving out a disbursement's
    /// fee and payout.
    /// - Throws: ``AmountError`` when the sum overflows.
    public func subtotal() throws(AmountError) -> Amount {
        try lineItems.lazy.filter { $0.disbursementType == nil }.map { $0.type == .pending ? .zero : $0.amountOrZero }
            .sum()
    }

    /// The grand total: the sum of the line items, or a disbursement's payout, labelled with the merchant's name.
    /// - Throws: ``AmountError`` when the sum overflows.
    public func total() throws(AmountError) -> PaymentSummaryItem {
        let amount =
            if let payout = lineItems.last(where: { $0.disbursementType == .disbursement })?.amount {
                payout
            } else {
                try subtotal()
            }
        return PaymentSummaryItem(label: merchantName, amount: amount, type: isTotalPending ? .pending : .final)
    }

    /// Adds the fee a disbursement charges for instant funds out; the payout is reduced by it.
    ///
    /// A request with this fee needs ``MerchantCapabilities/instantFundsOut``, which
    /// ``PaymentRequest/init(disbursementFrom:countryCode:supportedNetworks:merchantCapabilities:requiredRecipientContactFields:)``
    /// adds.
    /// - Throws: ``AmountError`` when the amount does not fit the currency.
    public mutating func addInstantFundsOutFee(_ label: String, amount: Amount) throws(AmountError) {
        try checkFits(amount)
        lineItems.append(PaymentSummaryItem(label: label, amount: amount, disbursementType: .instantFundsOutFee))
    }

    /// Adds a disbursement's payout, last: the sum of the plain items less the instant-funds-out fee.
    ///
    /// PassKit wants the payout as the last item and not negative; a request built from this summary passes
    /// the disbursement rules when nothing is added after it.
    /// - Throws: ``AmountError`` when the sum overflows, or the fee is more than the items.
    public mutating func addDisbursement(_ label: String) throws(AmountError) {
        let fees = try lineItems.lazy.filter { $0.disbursementType == .instantFundsOutFee }.map(\.amountOrZero).sum()
        let items = try subtotal()
        let payout = try items - fees
        guard !payout.isNegative else {
            throw AmountError(
                code: .invalidArgument,
                message:
                    "The fee \(fees.formatted(for: currency)) is more than the \(items.formatted(for: currency)) to pay out"
            )
        }
        lineItems.append(PaymentSummaryItem(label: label, amount: payout, disbursementType: .disbursement))
    }

    /// PassKit's summary items: the line items, then the total last.
    /// - Throws: ``AmountError`` when the sum overflows.
    public func paymentSummaryItems() throws(AmountError) -> [PaymentSummaryItem] {
        lineItems + [try total()]
    }

    private func checkFits(_ amount: Amount) throws(AmountError) {
        guard amount.fits(currency) else {
            throw AmountError(
                code: .minorUnits,
                message: "\(amount) has more decimals than the \(currency.digits) minor units of \(currency)"
            )
        }
    }
}

extension PaymentRequest {
    /// Creates a disbursement, a payout to the customer's card, from a summary that ends with
    /// ``PaymentSummaryBuilder/addDisbursement(_:)``.
    ///
    /// The line items are the summary's, the total is the payout, and ``MerchantCapabilities/instantFundsOut``
    /// is added to the capabilities when the summary has an instant-funds-out fee, as PassKit requires.
    /// - Throws: ``AmountError`` when a sum overflows.
    public init(
        disbursementFrom summary: PaymentSummaryBuilder,
        countryCode: CountryCode,
        supportedNetworks: [PaymentNetwork],
        merchantCapabilities: MerchantCapabilities = .threeDSecure,
        requiredRecipientContactFields: ContactFields = []
    ) throws(AmountError) {
        var capabilities = merchantCapabilities
        if summary.lineItems.contains(where: { $0.disbursementType == .instantFundsOutFee }) {
            capabilities.insert(.instantFundsOut)
        }
        try self.init(
            countryCode: countryCode, supportedNetworks: supportedNetworks, merchantCapabilities: capabilities,
            summary: summary)
        disbursementRequest = DisbursementRequest(requiredRecipientContactFields: requiredRecipientContactFields)
    }

    /// Creates a payment request whose line items and total come from a summary builder.
    /// - Throws: ``AmountError`` when the total overflows.
    public init(
        merchantIdentifier: String? = nil,
        countryCode: CountryCode,
        supportedNetworks: [PaymentNetwork],
        merchantCapabilities: MerchantCapabilities = .threeDSecure,
        summary: PaymentSummaryBuilder
    ) throws(AmountError) {
        self.init(
            merchantIdentifier: merchantIdentifier,
            countryCode: countryCode,
            currencyCode: summary.currency,
            supportedNetworks: supportedNetworks,
            merchantCapabilities: merchantCapabilities,
            lineItems: summary.lineItems,
            total: try summary.total()
        )
    }
}
