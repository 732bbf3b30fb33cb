#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A Google Pay session as a merchant's server runs it: the offer the page showed, each callback the page posts
/// checked against it, the update that answers it, and the payment data checked against the offer as the updates
/// left it.
///
/// The page is untrusted. ``receive(_:)`` refuses a callback no sheet showing the offer could have sent (a trigger
/// the offer did not ask for, a shipping option or country it does not have); ``complete(_:)`` applies only an
/// update Google Pay accepts; ``authorize(_:)`` refuses payment data that does not answer the offer, names
/// another shipping option than the one the callbacks selected, or applies a code no update accepted. The session
/// hands the server the merchant's own values: ``selectedShippingOption`` is the offered option, and
/// ``amountToCharge`` the offer's total as the updates left it.
///
/// A server answers each callback in a separate HTTP request, so it stores the session between them
/// (``snapshot()``, ``init(restoring:)``) in a ``PaymentSheetSessionStore``, which saves by compare-and-set.
///
/// The session's states are ``PaymentSheetState``'s: ``PaymentSheetState/active`` while the sheet shows the offer;
/// ``PaymentSheetState/shippingContactSelected`` (an `INITIALIZE` or `SHIPPING_ADDRESS` callback),
/// ``PaymentSheetState/shippingMethodSelected`` (`SHIPPING_OPTION`) or ``PaymentSheetState/couponCodeChanged``
/// (`OFFER`) while a callback waits for its update; ``PaymentSheetState/authorized`` while payment data waits for
/// the page's `PaymentAuthorizationResult` (with the `PAYMENT_AUTHORIZATION` callback); then
/// ``PaymentSheetState/completed`` or ``PaymentSheetState/cancelled``.
public struct GooglePaySession: Sendable, Hashable {
    /// The session's state.
    public private(set) var state: PaymentSheetState = .active
    /// The offer as the accepted updates left it: what the merchant offers now.
    public private(set) var offer: GooglePayPaymentDataRequest {
        didSet { selectedShippingOption = Self.selection(selectedShippingOption?.id, in: offer) }
    }
    /// The callback waiting for the page's update.
    public private(set) var pendingCallback: GooglePayIntermediatePaymentData.CallbackTrigger?
    /// The shipping option the payer selected, as the merchant offered it: the offer's default until a
    /// `SHIPPING_OPTION` callback, `nil` when it offers none.
    public private(set) var selectedShippingOption: GooglePayPaymentDataRequest.SelectionOption?
    /// The revision of the snapshot the session was restored from: 0 for a session never stored.
    public private(set) var revision = 0
    /// The merchant's own state kept with the session (a cart, an applied coupon), stored and restored with it.
    public var merchantData: Data?

    /// The states a Google Pay session takes.
    static let states: [PaymentSheetState] = [
        .active, .shippingContactSelected, .shippingMethodSelected, .couponCodeChanged, .authorized, .completed,
        .cancelled,
    ]

    /// Creates a session for the offer the page passes to `loadPaymentData`, which must be a request the library
    /// accepts; the sheet is showing it.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidRequest`` and the
    ///   report when the offer has errors.
    public init(offer: GooglePayPaymentDataRequest) throws(PaymentSheetSessionError) {
        _ = try GooglePayDocumentCheck(exported: offer).log.report.accepted(
            or: .invalidRequest, in: .idle, "The Google Pay request is not valid")
        self.offer = offer
        selectedShippingOption = Self.selection(nil, in: offer)
    }

    /// A session as a snapshot describes it, already checked.
    init(checked snapshot: GooglePaySessionSnapshot) {
        state = snapshot.state
        offer = snapshot.offer
        pendingCallback = snapshot.pendingCallback
        revision = snapshot.revision
        merchantData = snapshot.merchantData
        selectedShippingOption = Self.selection(snapshot.shippingOptionId, in: snapshot.offer)
    }

    /// The offered option with the id, or else the offer's default (`defaultSelectedOptionId`, or the first).
    static func selection(_ id: String?, in offer: GooglePayPaymentDataRequest) -> GooglePayPaymentDataRequest
        .SelectionOption?
    {
        guard let parameters = offer.shippingOptionParameters else { return nil }
        let options = parameters.shippingOptions
        return (id ?? parameters.defaultSelectedOptionId).flatMap { id in options.first { $0.id == id } }
            ?? options.first
    }

    /// The state in which a callback waits for its update.
    static func state(waitingFor trigger: GooglePayIntermediatePaymentData.CallbackTrigger) -> PaymentSheetState {
        switch trigger {
        case .initialize, .shippingAddress: .shippingContactSelected
        case .shippingOption: .shippingMethodSelected
        case .offer: .couponCodeChanged
        }
    }

    /// Whether a state waits for a callback's update.
    static func waitsForUpdate(_ state: PaymentSheetState) -> Bool {
        [.shippingContactSelected, .shippingMethodSelected, .couponCodeChanged].contains(state)
    }

    /// The amount to charge: the offer's total price as the updates left it, in its currency; `nil` while the
    /// total is not known (`NOT_CURRENTLY_KNOWN`).
    ///
    /// Charge this, never a figure from the page. An `ESTIMATED` total is one the merchant settles later.
    public var amountToCharge: Amount? {
        offer.transactionInfo.totalPrice.flatMap { try? Amount(parsing: $0) }
    }

    private func refuse(_ code: PaymentSheetSessionError.Code, _ message: String) -> PaymentSheetSessionError {
        PaymentSheetSessionError(code: code, state: state, message: message)
    }

    /// Takes a callback the page posts (what `onPaymentDataChanged` received), while the sheet shows the offer,
    /// checks it against the offer, and waits for its update.
    ///
    /// - Returns: The callback's report: its warnings, as a callback with errors is refused and leaves the session
    ///   as it was.
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/unexpectedEvent`` when a
    ///   callback or the payment is pending or the session has ended, and
    ///   ``PaymentSheetSessionError/Code/refusedEvent`` with the report for a callback that does not fit the offer.
    @discardableResult
    public mutating func receive(_ callback: GooglePayIntermediatePaymentData) throws(PaymentSheetSessionError)
        -> ValidationReport
    {
        guard state == .active else {
            throw refuse(.unexpectedEvent, "The sheet calls back only while it shows the offer, with nothing pending")
        }
        let report = try callback.validate(answering: offer).accepted(
            or: .refusedEvent, in: state,
            "The \(callback.callbackTrigger.rawValue) callback does not fit what the merchant offered")
        if let id = callback.shippingOptionId,
            let option = offer.shippingOptionParameters?.shippingOptions.first(where: { $0.id == id })
        {
            selectedShippingOption = option
        }
        pendingCallback = callback.callbackTrigger
        state = Self.state(waitingFor: callback.callbackTrigger)
        return report
    }

    /// Answers the pending callback with an update, which must be one Google Pay accepts for the offer; the
    /// session then holds the offer as updated.
    ///
    /// - Returns: The update's report: its warnings, as an update with errors is refused.
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidAccess`` when no callback
    ///   waits, and ``PaymentSheetSessionError/Code/invalidUpdate`` with the report for an update with errors.
    @discardableResult
    public mutating func complete(_ update: GooglePayPaymentDataRequestUpdate) throws(PaymentSheetSessionError)
        -> ValidationReport
    {
        guard pendingCallback != nil else { throw refuse(.invalidAccess, "No callback waits for an update") }
        let report = try update.validate(answering: offer).accepted(
            or: .invalidUpdate, in: state, "The update is not one Google Pay accepts")
        offer = update.applied(to: offer)
        pendingCallback = nil
        state = .active
        return report
    }

    /// The update that answers the pending callback with a summary's total and line items as the new transaction
    /// information (its price, status and display items; the rest of the offer's transaction stays, as Google Pay
    /// requires), and the other members given.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidAccess`` when no callback
    ///   waits, and ``PaymentSheetSessionError/Code/invalidUpdate`` when the summary is in another currency than
    ///   the offer, its total overflows, or an amount has a third decimal Google Pay's prices do not have.
    public func update(
        from summary: PaymentSummaryBuilder,
        newShippingOptionParameters: GooglePayPaymentDataRequest.ShippingOptionParameters? = nil,
        newOffers: [GooglePayPaymentDataRequest.OfferDetail]? = nil, error: GooglePayPaymentDataError? = nil
    ) throws(PaymentSheetSessionError) -> GooglePayPaymentDataRequestUpdate {
        guard pendingCallback != nil else { throw refuse(.invalidAccess, "No callback waits for an update") }
        let (lineItems, total) = try summary.updateItems(in: offer.transactionInfo.currencyCode, state: state)
        var inexact: String?
        let computed = GooglePayPaymentDataRequest.TransactionInfo(
            total: total, lineItems: lineItems, currency: summary.currency
        ) { amount, _ in
            let (text, exact) = GooglePayPaymentDataRequest.TransactionInfo.price(amount, in: summary.currency)
            if !exact { inexact = text }
            return text
        }
        if let inexact {
            throw refuse(
                .invalidUpdate, "\(inexact) \(summary.currency) has a third decimal; Google Pay prices have two")
        }
        // An update may change only the price, its status and the items: the rest stays the offer's.
        var transactionInfo = offer.transactionInfo
        transactionInfo.totalPrice = computed.totalPrice
        transactionInfo.totalPriceStatus = computed.totalPriceStatus
        transactionInfo.displayItems = computed.displayItems
        return GooglePayPaymentDataRequestUpdate(
            newTransactionInfo: transactionInfo, newShippingOptionParameters: newShippingOptionParameters,
            newOffers: newOffers, error: error)
    }

    /// Takes the payment data the page posts (what `loadPaymentData` resolved with, or `onPaymentAuthorized`
    /// received), checks it against the offer as the updates left it, and ends the session, or, with the
    /// `PAYMENT_AUTHORIZATION` callback, waits for the page's result.
    ///
    /// Beyond ``GooglePayPaymentData/validate(answering:)``: with the `SHIPPING_OPTION` callback, the shipping
    /// option is the one the last callback selected (`googlePay.session.shippingOption.changed`); with the `OFFER`
    /// callback, each applied code is an offer the last update left in place (`googlePay.session.offer.notAccepted`).
    ///
    /// - Returns: The payment data's report: its warnings, as payment data with errors is refused.
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/unexpectedEvent`` while a
    ///   callback waits or after the session ended, and ``PaymentSheetSessionError/Code/refusedEvent`` with the
    ///   report for payment data that does not answer the offer.
    @discardableResult
    public mutating func authorize(_ paymentData: GooglePayPaymentData) throws(PaymentSheetSessionError)
        -> ValidationReport
    {
        guard state == .active else {
            throw refuse(
                .unexpectedEvent, "Payment data comes only while the sheet shows the offer, with nothing pending")
        }
        let report = try GooglePayDocumentCheck.report { check in
            paymentData.record(against: offer, in: check)
            check.checkSession(paymentData, offer: offer, selected: selectedShippingOption)
        }.accepted(or: .refusedEvent, in: state, "The payment data does not answer what the merchant offered")
        state = offer.callbackIntents.contains("PAYMENT_AUTHORIZATION") ? .authorized : .completed
        return report
    }

    /// Answers the authorization with the page's result (what `onPaymentAuthorized` returns): `SUCCESS` completes
    /// the session; `ERROR` keeps the sheet open for the payer, and the session active.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidAccess`` when no payment
    ///   waits for its result, and ``PaymentSheetSessionError/Code/invalidUpdate`` with the report for a result
    ///   whose error the offer's callbacks cannot show.
    public mutating func completePayment(_ result: GooglePayPaymentAuthorizationResult)
        throws(PaymentSheetSessionError)
    {
        guard state == .authorized else { throw refuse(.invalidAccess, "No payment waits for its result") }
        _ = try result.validate(answering: offer).accepted(
            or: .invalidUpdate, in: state, "The result is not one Google Pay accepts")
        state = result.transactionState == .success ? .completed : .active
    }

    /// Ends the session when the page reports that the payer closed the sheet (`loadPaymentData` rejected with
    /// `CANCELED`), in any state before the end.
    public mutating func cancel() throws(PaymentSheetSessionError) {
        guard !state.isFinal else { throw refuse(.unexpectedEvent, "The session has ended") }
        state = .cancelled
        pendingCallback = nil
    }
}

extension GooglePayDocumentCheck {
    /// The checks of payment data against what the session's callbacks selected and its updates accepted.
    func checkSession(
        _ data: GooglePayPaymentData, offer: GooglePayPaymentDataRequest,
        selected: GooglePayPaymentDataRequest.SelectionOption?
    ) {
        typealias Key = GooglePayPaymentData.WireKeys
        if offer.callbackIntents.contains("SHIPPING_OPTION"), let id = data.shippingOptionId, let selected,
            id != selected.id
        {
            add(
                .googlePaySessionShippingOptionChanged, Key.shippingOptionData / SelectionKeys.id,
                "\(quoted(id)) is not the option the callbacks selected, \(quoted(selected.id))")
        }
        guard offer.callbackIntents.contains("OFFER"), let codes = data.offerRedemptionCodes else { return }
        let accepted = Set(offer.offers.map(\.redemptionCode))
        for (index, code) in codes.enumerated() where !accepted.contains(code) {
            add(
                .googlePaySessionOfferNotAccepted, (Key.offerData / OfferDataKeys.redemptionCodes)[index],
                "\(quoted(code)) is not among the offers the last update accepted")
        }
    }
}
