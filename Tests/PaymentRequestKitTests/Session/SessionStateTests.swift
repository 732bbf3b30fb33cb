import Foundation
import Testing

@testable import PaymentRequestKit

/// Every transition WebKit allows, and every one it refuses, from every state.
@Suite struct SessionStateTests {
    typealias Session = PaymentSheetSession<ManualClock>

    static let request = Fixtures.coffeeShop()
    static let total = request.total
    static let payment = Payment(token: try! PaymentToken(paymentMethod: PaymentMethod(network: "Visa")))

    static func session(in state: PaymentSheetState, clock: ManualClock = ManualClock()) throws -> Session {
        var session = try Session(request: request, context: .web(now: Fixtures.now), clock: clock)
        guard state != .idle else { return session }
        try session.begin()
        switch state {
        case .shippingContactSelected: try session.receive(.shippingContactSelected(PaymentContact()))
        case .shippingMethodSelected: try session.receive(.shippingMethodSelected(Fixtures.expressShipping))
        case .paymentMethodSelected: try session.receive(.paymentMethodSelected(PaymentMethod()))
        case .couponCodeChanged: try session.receive(.couponCodeChanged("SAVE"))
        case .authorized: try session.receive(.paymentAuthorized(payment))
        case .completed:
            try session.receive(.paymentAuthorized(payment))
            try session.completePayment(PaymentAuthorizationResult(status: .success))
        case .aborted: try session.abort()
        case .cancelled: try session.receive(.cancelled(nil))
        default: break
        }
        #expect(session.state == state)
        return session
    }

    struct Call: Sendable, CustomTestStringConvertible {
        var name: String
        /// The states that allow the call, and the state it leads to.
        var allowed: [PaymentSheetState: PaymentSheetState]
        var refusal: PaymentSheetSessionError.Code
        var perform: @Sendable (inout Session) throws -> Void
        var testDescription: String { name }
    }

    static let all = PaymentSheetState.allCases
    static let running = all.filter { !$0.isFinal && $0 != .idle }

    static func update(_ kind: PaymentRequestUpdate.Kind) -> PaymentRequestUpdate {
        PaymentRequestUpdate(kind, newTotal: request.total, newLineItems: request.lineItems)
    }

    static let calls: [Call] = [
        Call(name: "begin", allowed: [.idle: .active], refusal: .invalidAccess) { try $0.begin() },
        Call(name: "shippingcontactselected", allowed: [.active: .shippingContactSelected], refusal: .unexpectedEvent) {
            try $0.receive(.shippingContactSelected(PaymentContact()))
        },
        Call(name: "shippingmethodselected", allowed: [.active: .shippingMethodSelected], refusal: .unexpectedEvent) {
            try $0.receive(.shippingMethodSelected(Fixtures.standardShipping))
        },
        Call(name: "paymentmethodselected", allowed: [.active: .paymentMethodSelected], refusal: .unexpectedEvent) {
            try $0.receive(.paymentMethodSelected(PaymentMethod()))
        },
        Call(name: "couponcodechanged", allowed: [.active: .couponCodeChanged], refusal: .unexpectedEvent) {
            try $0.receive(.couponCodeChanged("X"))
        },
        Call(name: "paymentauthorized", allowed: [.active: .authorized], refusal: .unexpectedEvent) {
            try $0.receive(.paymentAuthorized(payment))
        },
        Call(
            name: "cancel", allowed: Dictionary(uniqueKeysWithValues: running.map { ($0, .cancelled) }),
            refusal: .unexpectedEvent
        ) { try $0.receive(.cancelled(PaymentSessionError(code: "unknown"))) },
        Call(name: "validatemerchant", allowed: [.active: .active], refusal: .unexpectedEvent) {
            try $0.receive(.merchantValidation(validationURL: URL(string: "https://apple-pay-gateway.apple.com/x")!))
        },
        Call(
            name: "completeShippingContactSelection", allowed: [.shippingContactSelected: .active],
            refusal: .invalidAccess
        ) {
            try $0.complete(update(.shippingContact))
        },
        Call(
            name: "completeShippingMethodSelection", allowed: [.shippingMethodSelected: .active],
            refusal: .invalidAccess
        ) {
            try $0.complete(update(.shippingMethod))
        },
        Call(
            name: "completePaymentMethodSelection", allowed: [.paymentMethodSelected: .active], refusal: .invalidAccess
        ) {
            try $0.complete(update(.paymentMethod))
        },
        Call(name: "completeCouponCodeChange", allowed: [.couponCodeChanged: .active], refusal: .invalidAccess) {
            try $0.complete(update(.couponCode))
        },
        Call(name: "completePayment(SUCCESS)", allowed: [.authorized: .completed], refusal: .invalidAccess) {
            try $0.completePayment(PaymentAuthorizationResult(status: .success))
        },
        Call(name: "completePayment(PIN required)", allowed: [.authorized: .active], refusal: .invalidAccess) {
            try $0.completePayment(PaymentAuthorizationResult(status: .pinRequired))
        },
        Call(name: "completePayment(FAILURE with errors)", allowed: [.authorized: .active], refusal: .invalidAccess) {
            try $0.completePayment(PaymentAuthorizationResult(status: .failure, errors: [ApplePayError(.unknown)]))
        },
        Call(name: "completePayment(FAILURE)", allowed: [.authorized: .completed], refusal: .invalidAccess) {
            try $0.completePayment(PaymentAuthorizationResult(status: .failure))
        },
        Call(name: "completePayment(status 3)", allowed: [.authorized: .active], refusal: .invalidAccess) {
            try $0.completePayment(PaymentAuthorizationResult(status: .invalidShippingPostalAddress))
        },
        Call(
            name: "abort", allowed: Dictionary(uniqueKeysWithValues: running.map { ($0, .aborted) }),
            refusal: .invalidAccess
        ) { try $0.abort() },
    ]

    @Test(arguments: calls)
    func everyTransitionFromEveryState(call: Call) throws {
        for state in PaymentSheetState.allCases {
            var session = try Self.session(in: state)
            do {
                try call.perform(&session)
                #expect(call.allowed[state] == session.state, "\(call.name) from \(state) gave \(session.state)")
            } catch {
                #expect(call.allowed[state] == nil, "\(call.name) from \(state) was refused: \(error)")
                let error = try #require(error as? PaymentSheetSessionError)
                #expect(error.code == call.refusal)
                #expect(error.state == state)
                #expect(session.state == state, "a refused call changes nothing")
            }
        }
    }

    @Test func merchantValidationIsCompletedOnceWhilePending() throws {
        var session = try Self.session(in: .active)
        #expect(throws: PaymentSheetSessionError.self) { try session.completeMerchantValidation() }
        try session.receive(.merchantValidation(validationURL: URL(string: "https://apple-pay-gateway.apple.com/x")!))
        #expect(session.merchantValidationState == .validating)
        try session.completeMerchantValidation()
        #expect(session.merchantValidationState == .complete)
        #expect(throws: PaymentSheetSessionError.self) { try session.completeMerchantValidation() }
        // Aborted while the merchant was being validated: InvalidStateError.
        var aborted = try Self.session(in: .active)
        try aborted.receive(.merchantValidation(validationURL: URL(string: "https://apple-pay-gateway.apple.com/x")!))
        try aborted.abort()
        do {
            try aborted.completeMerchantValidation()
            Issue.record("completed after an abort")
        } catch PaymentSheetSessionError.Code.invalidState {
        } catch { Issue.record("\(error)") }
    }

    @Test func anInvalidRequestMakesNoSession() {
        var request = Self.request
        request.total.amount = Fixtures.amount("-1.00")
        #expect {
            try Session(request: request, context: .web(now: Fixtures.now), clock: ManualClock())
        } throws: { error in
            (error as? PaymentSheetSessionError)?.code == .invalidRequest
                && (error as? PaymentSheetSessionError)?.report?.errors.contains { $0.code == "total.negative" } == true
        }
    }

    @Test func updatesAreValidatedAndApplied() throws {
        var session = try Self.session(in: .shippingMethodSelected)
        var bad = Self.update(.shippingMethod)
        bad.newTotal.amount = Fixtures.amount("-1.00")
        do {
            try session.complete(bad)
            Issue.record("accepted an update whose total is negative")
        } catch {
            #expect(error.code == .invalidUpdate)
            #expect(error.report?.errors.map(\.path) == ["newTotal.amount"])
        }
        #expect(session.state == .shippingMethodSelected)
        var express = Self.update(.shippingMethod)
        express.newLineItems[3] = .final("Express Shipping", Fixtures.expressShipping.amount)
        express.newTotal.amount = try express.newLineItems.map(\.amountOrZero).sum()
        try session.complete(express)
        #expect(session.state == .active)
        #expect(session.request.total == express.newTotal)
        #expect(session.request.lineItems[3].label == "Express Shipping")
        // The wrong kind for what is pending.
        try session.receive(.couponCodeChanged("X"))
        do {
            try session.complete(Self.update(.shippingMethod))
        } catch {
            #expect(error.code == .invalidAccess)
            #expect(error.message == "The session waits for a couponCode update, not a shippingMethod one")
        }
    }

    @Test func eachHandlerHasThirtySeconds() throws {
        let clock = ManualClock()
        var session = try Self.session(in: .shippingContactSelected, clock: clock)
        clock.advance(by: .seconds(30))
        try session.complete(Self.update(.shippingContact))
        try session.receive(.paymentAuthorized(Self.payment))
        clock.advance(by: .seconds(31))
        do {
            try session.completePayment(PaymentAuthorizationResult(status: .success))
            Issue.record("completed too late")
        } catch PaymentSheetSessionError.Code.completedTooLate {
        } catch { Issue.record("\(error)") }
        #expect(session.state == .authorized)
        #expect(Session.handlerTimeLimit == .seconds(30))
    }

    /// Apple Pay JS versions 1 and 2: a shipping method completion with a status other than SUCCESS cancels the
    /// payment; a shipping contact one turns the status into an error.
    @Test func legacyCompletions() throws {
        var session = try Self.session(in: .shippingMethodSelected)
        try session.completeLegacy(status: .failure, update: Self.update(.shippingMethod))
        #expect(session.state == .cancelled)
        var ok = try Self.session(in: .shippingMethodSelected)
        try ok.completeLegacy(status: .success, update: Self.update(.shippingMethod))
        #expect(ok.state == .active)
        var contact = try Self.session(in: .shippingContactSelected)
        try contact.completeLegacy(status: .invalidShippingPostalAddress, update: Self.update(.shippingContact))
        #expect(contact.state == .active)
    }
}
