import Testing

@testable import PaymentRequestKit

/// The pure decisions around a payment: what to show, how to confirm a charge, and how to reverse it.
@Suite struct DecisionTests {
    typealias Status = ApplePayAvailability.CredentialStatus

    @Test(arguments: [
        (false, Bool?.none, Status?.none, ApplePayAvailability.hide),
        (true, nil, nil, .showBuyButton),
        (true, true, nil, .showBuyButton),
        (true, false, nil, .showSetUpButton),
        (false, false, nil, .hide),
        (true, false, .paymentCredentialsAvailable, .showBuyButton),
        (false, nil, .paymentCredentialsAvailable, .showBuyButton),
        (true, true, .paymentCredentialsUnavailable, .showSetUpButton),
        (true, true, .applePayUnsupported, .hide),
        (true, nil, .paymentCredentialStatusUnknown, .showBuyButton),
        (true, false, .paymentCredentialStatusUnknown, .showSetUpButton),
        (false, nil, .paymentCredentialStatusUnknown, .hide),
    ])
    func availability(canPay: Bool, activeCard: Bool?, status: Status?, decision: ApplePayAvailability) {
        #expect(
            ApplePayAvailability(
                canMakePayments: canPay, canMakePaymentsWithActiveCard: activeCard, credentialStatus: status)
                == decision)
    }

    @Test(arguments: [
        (ReversalDecision.ChargeState.notSent, true, ReversalDecision.nothing),
        (.notSent, false, .nothing),
        (.pending, true, .voidOnceResultKnown),
        (.pending, false, .refundOnceResultKnown),
        (.authorized, true, .void),
        (.authorized, false, .refund),
        (.captured, true, .refund),
        (.captured, false, .refund),
    ])
    func reversal(charge: ReversalDecision.ChargeState, voids: Bool, decision: ReversalDecision) {
        #expect(ReversalDecision(charge: charge, processorSupportsVoids: voids) == decision)
    }

    @Test func chargeConfirmationWaitsThreeSecondsThenPolls() {
        let clock = ManualClock()
        let confirmation = ChargeConfirmation(clock: clock, serialNumber: "SN-42")
        #expect(confirmation.nextStep(known: nil) == .wait(remaining: .seconds(3)))
        clock.advance(by: .milliseconds(2_500))
        #expect(confirmation.nextStep(known: nil) == .wait(remaining: .milliseconds(500)))
        #expect(confirmation.nextStep(known: .succeeded) == .settled(.succeeded))
        clock.advance(by: .milliseconds(500))
        #expect(confirmation.nextStep(known: nil) == .poll(serialNumber: "SN-42"))
        #expect(confirmation.nextStep(known: .failed) == .settled(.failed))
        #expect(ChargeConfirmation<ManualClock>.pollAfter == .seconds(3))
    }

    /// A settled outcome feeds the authorization result and the reversal.
    @Test func outcomesFeedTheResultAndTheReversal() {
        #expect(PaymentAuthorizationResult(ChargeOutcome.approved).isFinal)
        #expect(ReversalDecision(charge: .authorized, processorSupportsVoids: true) == .void)
    }
}
