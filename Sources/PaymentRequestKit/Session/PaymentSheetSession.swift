/// A payment sheet session as Safari runs it, without a sheet: events in, completions out, each checked as WebKit
/// checks it.
///
/// Drive it with the events a test scripts, or that a server receives from its page, and answer them as the page
/// would. The session knows its state (``PaymentSheetState``), refuses what WebKit refuses with a typed error
/// naming the state (``PaymentSheetSessionError``), validates each update against the request's rules before
/// applying it, and keeps the request as updated (``request``). Each handler has 30 seconds, measured on an
/// injected clock (``handlerTimeLimit``), so that a test can say "completed too late" without waiting.
/// <doc:HandlingThePaymentSheet> walks through a whole session.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct PaymentSheetSession<C: Clock>: Sendable where C.Duration == Duration {
    /// The session's state.
    public private(set) var state: PaymentSheetState = .idle
    /// Where the merchant validation is.
    public private(set) var merchantValidationState: MerchantValidationState = .idle
    /// The request as the accepted updates left it.
    public private(set) var request: PaymentRequest
    /// The platform, date and version the request and updates are checked for.
    public let context: ValidationContext
    /// The clock handlers are timed on.
    public let clock: C
    /// The deadline of the event waiting for an answer, if any.
    public private(set) var deadline: CompletionDeadline<C>?

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
    }

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

    /// Takes an event from the sheet, in the state that allows it, and starts its handler's deadline.
    ///
    /// Merchant validation, the selections, the coupon code and the authorization come while the session is
    /// active; a cancel may come in any state before the end, even after an authorization.
    public mutating func receive(_ event: PaymentSheetEvent) throws(PaymentSheetSessionError) {
        if case .cancelled = event {
            guard !state.isFinal, state != .idle else {
                throw refuse(.unexpectedEvent, "A cancel comes only while the session runs")
            }
            state = .cancelled
            deadline = nil
            return
        }
        guard state == .active else {
            throw refuse(.unexpectedEvent, "The sheet sends \(event.type) only while the session is active")
        }
        switch event {
        case .merchantValidation:
            merchantValidationState = .validating
        case .shippingContactSelected: state = .shippingContactSelected
        case .shippingMethodSelected: state = .shippingMethodSelected
        case .paymentMethodSelected: state = .paymentMethodSelected
        case .couponCodeChanged: state = .couponCodeChanged
        case .paymentAuthorized: state = .authorized
        case .cancelled: break
        }
        deadline = CompletionDeadline(clock: clock, limit: Self.handlerTimeLimit)
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
