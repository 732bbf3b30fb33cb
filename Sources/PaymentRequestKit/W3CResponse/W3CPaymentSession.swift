#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A Payment Request API session as a merchant's server runs it: the request the page constructed, each event
/// the page posts checked against it, the `updateWith()` that answers it, and the response checked against the
/// request as the updates left it.
///
/// The page is untrusted. ``receive(_:)`` refuses an event no browser showing the request could have fired (a
/// shipping option or method the request does not offer); ``complete(_:now:)`` applies only an update the browser
/// accepts (``W3CPaymentDetailsUpdate/validate(answering:now:)``); ``respond(_:now:)`` refuses a response that
/// does not answer the request or names another shipping option than the events selected. The session hands the
/// server the merchant's own values: ``selectedShippingOption`` is the offered option, and ``amountToCharge`` the
/// total the payer saw for the method that paid, as the updates left it.
///
/// A server answers each event in a separate HTTP request, so it stores the session between them
/// (``snapshot()``, ``init(restoring:context:)``) in a ``PaymentSheetSessionStore``, which saves by
/// compare-and-set.
///
/// The session's states are ``PaymentSheetState``'s: ``PaymentSheetState/active`` while the sheet shows the
/// request; ``PaymentSheetState/shippingContactSelected``, ``PaymentSheetState/shippingMethodSelected`` or
/// ``PaymentSheetState/paymentMethodSelected`` while an event waits for `updateWith()`;
/// ``PaymentSheetState/authorized`` from the response until the page's `complete()` or `retry()`; then
/// ``PaymentSheetState/completed``, ``PaymentSheetState/aborted`` (the page's `abort()`) or
/// ``PaymentSheetState/cancelled`` (the payer closed the sheet).
public struct W3CPaymentSession: Sendable, Hashable {
    /// The session's state.
    public private(set) var state: PaymentSheetState = .active
    /// The request as the accepted updates left it: what the merchant offers now.
    public private(set) var request: W3CPaymentRequest
    /// The id of the selected shipping option: the request's selected one, then the one each
    /// `shippingoptionchange` selects, and an update's selected one when it replaces the options (the Payment
    /// Request API's rule).
    public private(set) var selectedShippingOptionId: String?
    /// The payment method of the response, once there is one.
    public private(set) var methodName: String?
    /// The revision of the snapshot the session was restored from: 0 for a session never stored.
    public private(set) var revision = 0
    /// The merchant's own state kept with the session (a cart, an applied coupon), stored and restored with it.
    public var merchantData: Data?
    /// The platform, date and Apple Pay version the request is checked for.
    public let context: ValidationContext

    /// The states a W3C session takes.
    static let states: [PaymentSheetState] = [
        .active, .shippingContactSelected, .shippingMethodSelected, .paymentMethodSelected, .authorized, .completed,
        .aborted, .cancelled,
    ]

    /// Creates a session for the request the page constructs and shows, which the constructor must accept.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidRequest`` and the
    ///   report when the request has errors.
    public init(request: W3CPaymentRequest, context: ValidationContext) throws(PaymentSheetSessionError) {
        _ = try W3CDocumentCheck(exported: request).report(for: context).accepted(
            or: .invalidRequest, in: .idle, "The W3C payment request is not valid")
        self.request = request
        self.context = context
        selectedShippingOptionId = Self.selection(in: request)
    }

    /// A session as a snapshot describes it, already checked against `context`.
    init(checked snapshot: W3CPaymentSessionSnapshot, context: ValidationContext) {
        state = snapshot.state
        request = snapshot.request
        selectedShippingOptionId = snapshot.shippingOptionId
        methodName = snapshot.methodName
        revision = snapshot.revision
        merchantData = snapshot.merchantData
        self.context = context
    }

    /// The id of the request's selected shipping option: the last marked selected, as the Payment Request API
    /// takes it; none when no option is, or shipping is not requested.
    static func selection(in request: W3CPaymentRequest) -> String? {
        guard request.options.requestShipping else { return nil }
        return request.details.shippingOptions.last(where: \.selected)?.id
    }

    /// The selected shipping option, as the merchant offers it.
    public var selectedShippingOption: W3CPaymentRequest.ShippingOption? {
        selectedShippingOptionId.flatMap { id in request.details.shippingOptions.first { $0.id == id } }
    }

    /// The amount to charge, once the response named its method: the total of the method's modifier, when one
    /// has a total, or else the request's, as the updates left them.
    ///
    /// Charge this, never a figure from the page. A pending total is an estimate the merchant settles later.
    public var amountToCharge: W3CPaymentRequest.CurrencyAmount? {
        guard let methodName else { return nil }
        let modifier = request.details.modifiers.last { $0.supportedMethods == methodName && $0.total != nil }
        return (modifier?.total ?? request.details.total).amount
    }

    private func refuse(_ code: PaymentSheetSessionError.Code, _ message: String) -> PaymentSheetSessionError {
        PaymentSheetSessionError(code: code, state: state, message: message)
    }

    /// Takes an event the page posts, while the sheet shows the request, checks it against the request, and waits
    /// for its update.
    ///
    /// - Returns: The event's report: its warnings, as an event with errors is refused and leaves the session as
    ///   it was.
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/unexpectedEvent`` when an event
    ///   or the response is pending or the session has ended, and ``PaymentSheetSessionError/Code/refusedEvent``
    ///   with the report for an event that does not fit the request.
    @discardableResult
    public mutating func receive(_ event: W3CPaymentRequestEvent) throws(PaymentSheetSessionError) -> ValidationReport {
        guard state == .active else {
            throw refuse(.unexpectedEvent, "The browser fires \(event.type) only while the sheet waits on the payer")
        }
        let report = try event.validate(against: request).accepted(
            or: .refusedEvent, in: state, "The \(event.type) event does not fit what the merchant offered")
        if case .shippingOptionChange(let id) = event { selectedShippingOptionId = id }
        state = event.state
        return report
    }

    /// Answers the pending event with the update the page passes to `updateWith()`, which the browser must accept
    /// for the request; the session then holds the request as updated.
    ///
    /// - Returns: The update's report: its warnings, as an update with errors is refused.
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidAccess`` when no event
    ///   waits, and ``PaymentSheetSessionError/Code/invalidUpdate`` with the report for an update with errors.
    @discardableResult
    public mutating func complete(_ update: W3CPaymentDetailsUpdate, now: Date = Date())
        throws(PaymentSheetSessionError) -> ValidationReport
    {
        guard W3CPaymentSession.waitsForUpdate(state) else {
            throw refuse(.invalidAccess, "No event waits for updateWith()")
        }
        let report = try update.validate(answering: request, now: now).accepted(
            or: .invalidUpdate, in: state, "The update is not one the browser accepts")
        request = update.applied(to: request)
        if update.shippingOptions != nil { selectedShippingOptionId = Self.selection(in: request) }
        state = .active
        return report
    }

    /// Whether a state waits for the page's `updateWith()`.
    static func waitsForUpdate(_ state: PaymentSheetState) -> Bool {
        [.shippingContactSelected, .shippingMethodSelected, .paymentMethodSelected].contains(state)
    }

    /// The update that answers the pending event with a summary's total and line items, and the other members
    /// given.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidAccess`` when no event
    ///   waits, and ``PaymentSheetSessionError/Code/invalidUpdate`` when the summary is in another currency than
    ///   the request's total or its total overflows.
    public func update(
        from summary: PaymentSummaryBuilder, shippingOptions: [W3CPaymentRequest.ShippingOption]? = nil,
        error: String? = nil
    ) throws(PaymentSheetSessionError) -> W3CPaymentDetailsUpdate {
        guard Self.waitsForUpdate(state) else { throw refuse(.invalidAccess, "No event waits for updateWith()") }
        let (lineItems, total) = try summary.updateItems(in: request.details.total.amount.currency, state: state)
        return W3CPaymentDetailsUpdate(
            total: W3CPaymentRequest.Item(total, currency: summary.currency),
            displayItems: lineItems.map { W3CPaymentRequest.Item($0, currency: summary.currency) },
            shippingOptions: shippingOptions, error: error)
    }

    /// Takes the response the page posts (what `show()` resolved with, `PaymentResponse.toJSON()`), checks it
    /// against the request as the updates left it, and waits for the page's `complete()` or `retry()`.
    ///
    /// Beyond ``W3CPaymentResponse/validate(answering:)``: Apple Pay's details are checked as a ``Payment`` at
    /// `now`, and the shipping option is the one the events selected (`w3c.session.shippingOption.changed`).
    ///
    /// - Parameters:
    ///   - response: The response the page posts.
    ///   - now: When the response is checked: Apple Pay's payment in it carries a token whose age is judged.
    /// - Returns: The response's report: its warnings, as a response with errors is refused.
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/unexpectedEvent`` while an event
    ///   waits or after the session ended, and ``PaymentSheetSessionError/Code/refusedEvent`` with the report for a
    ///   response that does not answer the request.
    @discardableResult
    public mutating func respond(_ response: W3CPaymentResponse, now: Date = Date()) throws(PaymentSheetSessionError)
        -> ValidationReport
    {
        guard state == .active else {
            throw refuse(.unexpectedEvent, "A response comes only while the sheet waits on the payer")
        }
        var check = W3CDocumentCheck()
        check.checkApplePayDetails(response.details, methodName: response.methodName, now: now)
        check.checkResponse(response, request)
        if request.options.requestShipping, response.shippingOption != selectedShippingOptionId {
            check.steps.append(
                .w3cSessionShippingOptionChanged, at: W3CPaymentResponse.WireKeys.shippingOption.path,
                "\(response.shippingOption.map { quoted($0) } ?? "No option") is not the option the events selected, \(selectedShippingOptionId.map { quoted($0) } ?? "none")"
            )
        }
        let report = try ValidationReport(capping: [check.steps], dropped: 0).accepted(
            or: .refusedEvent, in: state, "The response does not answer what the merchant offered")
        methodName = response.methodName
        state = .authorized
        return report
    }

    /// What the page passes to `complete()`.
    public enum Completion: String, Sendable, Hashable, CaseIterable {
        case success, fail, unknown
    }

    /// Ends the session with the page's `complete()`, after the response: whatever the result, the sheet closes.
    public mutating func complete(_ result: Completion) throws(PaymentSheetSessionError) {
        guard state == .authorized else { throw refuse(.invalidAccess, "No response waits for complete()") }
        state = .completed
    }

    /// Asks the payer to correct the response (`retry()`): the sheet reopens with the errors, and the session
    /// waits for a new response.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidAccess`` when no response
    ///   waits, and ``PaymentSheetSessionError/Code/invalidUpdate`` with the report for errors the browser refuses
    ///   (a message longer than it takes).
    public mutating func retry(_ errors: W3CPaymentValidationErrors) throws(PaymentSheetSessionError) {
        guard state == .authorized else { throw refuse(.invalidAccess, "No response waits for retry()") }
        _ = try W3CPaymentValidationErrors.validate(jsonData: errors.jsonData()).accepted(
            or: .invalidUpdate, in: state, "The errors are not ones the browser accepts")
        state = .active
        methodName = nil
    }

    /// Ends the session from the page (`abort()`), before the response.
    public mutating func abort() throws(PaymentSheetSessionError) {
        guard !state.isFinal, state != .authorized else {
            throw refuse(.invalidAccess, "There is no sheet to abort")
        }
        state = .aborted
    }

    /// Ends the session when the page reports that the payer closed the sheet (`show()` rejected with an
    /// `AbortError`).
    public mutating func cancel() throws(PaymentSheetSessionError) {
        guard !state.isFinal else { throw refuse(.unexpectedEvent, "The session has ended") }
        state = .cancelled
    }
}
