#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A payment sheet session as Safari runs it, without a sheet: events in, completions out, each checked as WebKit
/// checks it, and each event checked against what the merchant offered.
///
/// Drive it with the events a test scripts, or that a server receives from its page, and answer them as the page
/// would. The session knows its state (``PaymentSheetState``), refuses what WebKit refuses with a typed error
/// naming the state (``PaymentSheetSessionError``), validates each update against the request's rules before
/// applying it, and keeps the request as updated (``request``). Each handler has 30 seconds, measured on an
/// injected clock (``handlerTimeLimit``), so that a test can say "completed too late" without waiting.
///
/// For a merchant's server the page is untrusted: ``receive(_:)`` refuses an event no sheet showing the request
/// could have sent (a shipping method the request never offered, a card type the capabilities exclude), and the
/// session hands the server the merchant's own values: ``selectedShippingMethod`` is the offered method, never
/// the page's copy, and ``amountToCharge`` is the current total. A server answers each event in a separate HTTP
/// request, so it stores the session between them as a ``PaymentSheetSnapshot`` (``snapshot(at:)`` and
/// ``init(restoring:context:clock:at:)``). <doc:HandlingThePaymentSheet> walks through a whole session.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct PaymentSheetSession<C: Clock>: Sendable where C.Duration == Duration {
    /// The session's state.
    public private(set) var state: PaymentSheetState = .idle
    /// Where the merchant validation is.
    public private(set) var merchantValidationState: MerchantValidationState = .idle
    /// The request as the accepted updates left it: what the merchant offers now.
    public private(set) var request: PaymentRequest {
        didSet { selectedShippingMethod = Self.selection(selectedShippingMethod?.identifier, in: request) }
    }
    /// The shipping method the customer has selected, as the merchant offered it (its label, amount and dates are
    /// the request's, never the page's): the request's default until a selection, `nil` when it offers none.
    public private(set) var selectedShippingMethod: ShippingMethod?
    /// The platform, date and version the request and updates are checked for.
    public let context: ValidationContext
    /// The clock handlers are timed on.
    public let clock: C
    /// The deadline of the event waiting for an answer, if any.
    public private(set) var deadline: CompletionDeadline<C>?
    /// The revision of the snapshot the session was restored from, which its next snapshot carries: 0 for a
    /// session never stored.
    public private(set) var revision = 0
    /// The merchant's own state kept with the session (a cart, an applied coupon), stored and restored with its
    /// snapshot.
    public var merchantData: Data?
    /// When the merchant session the page was given expires, once
    /// ``completeMerchantValidation(with:for:)`` checked it; `nil` before, or when the merchant validation was
    /// completed without one.
    public private(set) var merchantSessionExpiration: Date?

    /// How long a handler has to answer: 30 seconds, after which the sheet shows that the payment could not be
    /// completed (Apple's documentation of each `on...` handler).
    public static var handlerTimeLimit: Duration { .seconds(30) }

    /// Creates a session for a request, which must validate, as `new ApplePaySession` checks it.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidRequest`` and the
    ///   report when the request has errors.
    public init(request: PaymentRequest, context: ValidationContext, clock: C) throws(PaymentSheetSessionError) {
        let report = request.validate(for: context)
        guard report.isValid else {
            throw PaymentSheetSessionError(
                code: .invalidRequest, state: .idle, message: "The payment request is not valid", report: report)
        }
        self.request = request
        self.context = context
        self.clock = clock
        selectedShippingMethod = Self.selection(nil, in: request)
    }

    /// A session as a snapshot describes it, already checked against `context`.
    init(
        checked snapshot: PaymentSheetSnapshot, context: ValidationContext, clock: C,
        deadline: CompletionDeadline<C>?
    ) {
        state = snapshot.state
        merchantValidationState = snapshot.merchantValidationState
        request = snapshot.request
        self.context = context
        self.clock = clock
        self.deadline = deadline
        revision = snapshot.revision
        merchantData = snapshot.merchantData
        merchantSessionExpiration = snapshot.merchantSessionExpiration
        selectedShippingMethod = Self.selection(snapshot.selectedShippingMethod, in: snapshot.request)
    }

    /// The offered method with the identifier, or else the request's default: the method marked selected, or
    /// the first (Apple Pay JS's rule).
    static func selection(_ identifier: String?, in request: PaymentRequest) -> ShippingMethod? {
        identifier.flatMap { identifier in request.shippingMethods.first { $0.identifier == identifier } }
            ?? request.shippingMethods.first(where: \.isSelected) ?? request.shippingMethods.first
    }

    /// The amount to charge: the current total's, in the request's currency (``PaymentRequest/currencyCode``).
    ///
    /// Charge this, never a figure from the page: it is the total the merchant offered, as the accepted updates
    /// left it. A total marked pending is an estimate the merchant settles later.
    public var amountToCharge: Amount { request.total.amount ?? .zero }

    private func refuse(_ code: PaymentSheetSessionError.Code, _ message: String) -> PaymentSheetSessionError {
        PaymentSheetSessionError(code: code, state: state, message: message)
    }

    /// Starts the session (`begin()`), from idle only.
    public mutating func begin() throws(PaymentSheetSessionError) {
        guard state == .idle else {
            throw refuse(.invalidAccess, state.isFinal ? "The session has ended" : "Payment session is already active.")
        }
        state = .active
    }

    /// Takes an event from the sheet, in the state that allows it, checks it against what the merchant offered,
    /// and starts its handler's deadline.
    ///
    /// Merchant validation, the selections, the coupon code and the authorization come while the session is
    /// active; a cancel may come in any state before the end, even after an authorization. An event no sheet
    /// showing the request could have sent is refused and leaves the session as it was
    /// (``PaymentSheetEvent/validate(against:)`` lists the checks); a selected shipping method becomes
    /// ``selectedShippingMethod`` as the merchant offered it.
    ///
    /// - Returns: The event's report: its warnings (a shipping method whose label or amount differs from the
    ///   offer, an authorized payment that lacks a required contact field), as an event with errors is refused.
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/unexpectedEvent`` in a state
    ///   that does not take the event, and ``PaymentSheetSessionError/Code/refusedEvent`` with the report for an
    ///   event that does not fit the offer.
    @discardableResult
    public mutating func receive(_ event: PaymentSheetEvent) throws(PaymentSheetSessionError) -> ValidationReport {
        if case .cancelled = event {
            guard !state.isFinal, state != .idle else {
                throw refuse(.unexpectedEvent, "A cancel comes only while the session runs")
            }
            state = .cancelled
            deadline = nil
            return ValidationReport(violations: [])
        }
        guard state == .active else {
            throw refuse(.unexpectedEvent, "The sheet sends \(event.type) only while the session is active")
        }
        let report = event.validate(against: request)
        guard report.isValid else {
            throw PaymentSheetSessionError(
                code: .refusedEvent, state: state,
                message: "The \(event.type) event does not fit what the merchant offered", report: report)
        }
        switch event {
        case .merchantValidation:
            merchantValidationState = .validating
        case .shippingContactSelected: state = .shippingContactSelected
        case .shippingMethodSelected(let method):
            selectedShippingMethod = PaymentSheetEvent.offered(method, in: request)
            state = .shippingMethodSelected
        case .paymentMethodSelected: state = .paymentMethodSelected
        case .couponCodeChanged: state = .couponCodeChanged
        case .paymentAuthorized: state = .authorized
        case .cancelled: break
        }
        deadline = CompletionDeadline(clock: clock, limit: Self.handlerTimeLimit)
        return report
    }

    /// Passes the merchant session on (`completeMerchantValidation`), while the merchant is being validated.
    public mutating func completeMerchantValidation() throws(PaymentSheetSessionError) {
        if state == .aborted, merchantValidationState == .validating {
            throw refuse(.invalidState, "The session was aborted while the merchant was being validated")
        }
        guard state == .active, merchantValidationState == .validating else {
            throw refuse(.invalidAccess, "No merchant validation is pending")
        }
        try checkDeadline()
        merchantValidationState = .complete
        deadline = nil
    }

    /// Checks Apple's merchant session against the body the server posted, and passes it on
    /// (`completeMerchantValidation`), recording when it expires (``merchantSessionExpiration``).
    ///
    /// ```swift
    /// let body = MerchantValidationRequest.web(
    ///     merchantIdentifier: "merchant.com.bluebottle", displayName: "Blue Bottle Coffee",
    ///     domain: "shop.bluebottle.example")
    /// // POST body.jsonData() to the validation URL; Apple answers with the session's JSON.
    /// let merchantSession = try MerchantSession(jsonData: answer)
    /// try session.completeMerchantValidation(with: merchantSession, for: body)
    /// // Hand the page Apple's bytes, `answer`, as they came.
    /// ```
    ///
    /// The session is checked at the context's date (``MerchantSession/validate(against:now:)``). One that
    /// answers another request or has expired is refused, and the merchant validation stays pending, so that the
    /// server can ask Apple again within the handler's time.
    ///
    /// - Returns: The merchant session's report: its warnings, as a session with errors is refused.
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidMerchantSession`` and
    ///   the report, or the errors of ``completeMerchantValidation()``.
    @discardableResult
    public mutating func completeMerchantValidation(
        with merchantSession: MerchantSession, for body: MerchantValidationRequest
    ) throws(PaymentSheetSessionError) -> ValidationReport {
        if state == .aborted, merchantValidationState == .validating {
            throw refuse(.invalidState, "The session was aborted while the merchant was being validated")
        }
        guard state == .active, merchantValidationState == .validating else {
            throw refuse(.invalidAccess, "No merchant validation is pending")
        }
        try checkDeadline()
        let report = merchantSession.validate(against: body, now: context.now)
        guard report.isValid else {
            throw PaymentSheetSessionError(
                code: .invalidMerchantSession, state: state,
                message: "Apple's merchant session is not for this page", report: report)
        }
        try completeMerchantValidation()
        merchantSessionExpiration = merchantSession.expirationDate
        return report
    }

    /// Answers the pending selection or coupon code change with an update, which must be of that kind and
    /// validate; the session then holds the updated request.
    ///
    /// - Returns: The update's report: its warnings, as an update with errors is refused.
    @discardableResult
    public mutating func complete(_ update: PaymentRequestUpdate) throws(PaymentSheetSessionError) -> ValidationReport {
        guard let pending = state.pendingUpdate, pending == update.kind else {
            throw refuse(
                .invalidAccess,
                state.pendingUpdate.map {
                    "The session waits for a \($0.rawValue) update, not a \(update.kind.rawValue) one"
                }
                    ?? "No \(update.kind.rawValue) update is pending")
        }
        try checkDeadline()
        let report = update.validate(currency: request.currencyCode, for: context)
        guard report.isValid else {
            throw PaymentSheetSessionError(
                code: .invalidUpdate, state: state, message: "The update is not valid", report: report)
        }
        request = update.applied(to: request)
        state = .active
        deadline = nil
        return report
    }

    /// The update that answers the pending event with a summary's total and line items, in the kind the event
    /// waits for.
    ///
    /// - Throws: ``PaymentSheetSessionError`` with ``PaymentSheetSessionError/Code/invalidAccess`` when no event
    ///   waits for an update, and ``PaymentSheetSessionError/Code/invalidUpdate`` when the summary is in another
    ///   currency than the request or its total overflows.
    public func update(
        from summary: PaymentSummaryBuilder, newShippingMethods: [ShippingMethod] = [], errors: [ApplePayError] = []
    ) throws(PaymentSheetSessionError) -> PaymentRequestUpdate {
        guard let kind = state.pendingUpdate else { throw refuse(.invalidAccess, "No update is pending") }
        guard summary.currency == request.currencyCode else {
            throw refuse(
                .invalidUpdate,
                "The summary is in \(summary.currency) but the request is in \(request.currencyCode)")
        }
        do {
            return try PaymentRequestUpdate(
                kind, summary: summary, newShippingMethods: newShippingMethods, errors: errors)
        } catch {
            throw refuse(.invalidUpdate, "The summary's total cannot be computed: \(error)")
        }
    }

    /// An update's JSON, as the page passes it to its `complete...` call, with amounts in the request's currency.
    public func jsonData(of update: PaymentRequestUpdate, prettyPrinted: Bool = false) -> Data {
        update.jsonData(currency: request.currencyCode, prettyPrinted: prettyPrinted)
    }

    /// An update's JSON text; see ``jsonData(of:prettyPrinted:)``.
    public func jsonString(of update: PaymentRequestUpdate, prettyPrinted: Bool = false) -> String {
        update.jsonString(currency: request.currencyCode, prettyPrinted: prettyPrinted)
    }

    /// Answers a pending selection in the form of Apple Pay JS versions 1 and 2, with a status.
    ///
    /// For a shipping method, any status but SUCCESS cancels the payment, as Safari does; for the others the status
    /// becomes an error of the update (``PaymentAuthorizationResult/legacySelectionError(for:)``).
    public mutating func completeLegacy(
        status: PaymentAuthorizationStatus, update: PaymentRequestUpdate
    ) throws(PaymentSheetSessionError) {
        if state == .shippingMethodSelected, update.kind == .shippingMethod, status != .success {
            try checkDeadline()
            state = .cancelled
            deadline = nil
            return
        }
        var update = update
        if let error = PaymentAuthorizationResult.legacySelectionError(for: status) {
            update.errors.insert(error, at: 0)
        }
        try complete(update)
    }

    /// Answers the authorization (`completePayment`): a final result completes the session; any other (errors, or
    /// a PIN status) keeps the sheet open for the customer, and the session active.
    public mutating func completePayment(_ result: PaymentAuthorizationResult) throws(PaymentSheetSessionError) {
        guard state == .authorized else { throw refuse(.invalidAccess, "No authorization is pending") }
        try checkDeadline()
        let result = result.normalized
        state = result.isFinal ? .completed : .active
        deadline = nil
    }

    /// Ends the session from the page (`abort()`), before it has ended.
    public mutating func abort() throws(PaymentSheetSessionError) {
        guard state != .idle, !state.isFinal else { throw refuse(.invalidAccess, "There is no session to abort") }
        state = .aborted
    }

    private func checkDeadline() throws(PaymentSheetSessionError) {
        guard let deadline else { return }
        do {
            try deadline.checkInTime()
        } catch {
            throw refuse(.completedTooLate, "\(error)")
        }
    }
}
