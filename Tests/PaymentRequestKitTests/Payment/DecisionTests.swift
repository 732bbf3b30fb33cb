import Foundation
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

    /// A server follows the plan on the clock: the first poll at 3 s, then one every 2 s; the sheet answered with a
    /// failure 2 s before its 30 s end, sooner than the next poll; polling after that; reconciliation at 10 minutes.
    @Test func thePollingPlanMeetsTheSheetsDeadline() {
        let clock = ManualClock()
        // The paymentauthorized event arrived 1 s before the charge was sent: its 30 s end 29 s after.
        let sheetDeadline = clock.now.advanced(by: .seconds(29))
        var confirmation = ChargeConfirmation(clock: clock, serialNumber: "SN-7", sheetDeadline: sheetDeadline)
        #expect(confirmation.answerSheetBy == clock.now.advanced(by: .seconds(27)))
        #expect(confirmation.nextStep(known: nil) == .wait(remaining: .seconds(3)))
        var polls = [Duration]()
        var elapsed = Duration.zero
        // Each step is followed as a server would: wait what it says, poll when it says.
        while elapsed < .seconds(27) {
            switch confirmation.nextStep(known: nil) {
            case .wait(let remaining):
                clock.advance(by: remaining)
                elapsed += remaining
            case .poll(let serial):
                #expect(serial == "SN-7")
                polls.append(elapsed)
                confirmation.recordPoll()
            default:
                Issue.record("an unexpected step at \(elapsed)")
                return
            }
        }
        #expect(polls == [3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25].map { Duration.seconds($0) })
        // At 25 s the next poll is due at 27 s, which is also when the sheet must be answered: the sheet first.
        #expect(confirmation.nextStep(known: nil) == .answerSheetWithFailure)
        confirmation.recordSheetAnswered()
        #expect(confirmation.nextStep(known: nil) == .poll(serialNumber: "SN-7"))
        confirmation.recordPoll()
        #expect(confirmation.nextStep(known: nil) == .wait(remaining: .seconds(2)))
        // The charge succeeded after all: it is settled, and the session, answered with a failure, reverses it.
        #expect(confirmation.nextStep(known: .succeeded) == .settled(.succeeded))
        clock.advance(by: .seconds(573))
        #expect(confirmation.nextStep(known: nil) == .reconcile)
        #expect(confirmation.nextStep(known: .failed) == .settled(.failed))
    }

    /// A wait never runs past the moment the sheet must be answered.
    @Test func aWaitEndsWhenTheSheetMustBeAnswered() {
        let clock = ManualClock()
        var confirmation = ChargeConfirmation(
            clock: clock, serialNumber: "SN-8",
            plan: ChargePollingPlan(firstPoll: .seconds(3), interval: .seconds(5), sheetMargin: .seconds(1)),
            sheetDeadline: clock.now.advanced(by: .seconds(6)))
        clock.advance(by: .seconds(3))
        #expect(confirmation.nextStep(known: nil) == .poll(serialNumber: "SN-8"))
        confirmation.recordPoll()
        #expect(confirmation.nextStep(known: nil) == .wait(remaining: .seconds(2)))
        clock.advance(by: .seconds(2))
        #expect(confirmation.nextStep(known: nil) == .answerSheetWithFailure)
    }

    /// Void first where the window allows, read the answer, refund only when the void is refused.
    @Test(arguments: [
        (
            ReversalDecision.ChargeState.captured, 3600.0, ReversalDecision.VoidWindow.within(86_400),
            ReversalDecision.void
        ),
        (.captured, 90_000, .within(86_400), .refund),
        (.authorized, 60, .none, .refund),
        (.authorized, 60, .within(86_400), .void),
        (.pending, 60, .within(86_400), .voidOnceResultKnown),
        (.pending, 60, .none, .refundOnceResultKnown),
        (.notSent, 60, .within(86_400), .nothing),
    ])
    func reversalByTheChargesAge(
        charge: ReversalDecision.ChargeState, age: Double, window: ReversalDecision.VoidWindow,
        decision: ReversalDecision
    ) {
        let chargedAt = Fixtures.now
        let now = chargedAt.addingTimeInterval(age)
        #expect(ReversalDecision(charge: charge, chargedAt: chargedAt, now: now, voids: window) == decision)
    }

    @Test(arguments: [
        (ReversalDecision.void, ReversalDecision.VoidAnswer.voided, ReversalDecision.nothing),
        (.void, .refused, .refund),
        (.void, .noAnswer, .void),
        (.voidOnceResultKnown, .refused, .refund),
        (.voidOnceResultKnown, .voided, .nothing),
        (.refund, .refused, .refund),
        (.nothing, .voided, .nothing),
    ])
    func theVoidsAnswerDecidesTheNextStep(
        decision: ReversalDecision, answer: ReversalDecision.VoidAnswer, next: ReversalDecision
    ) {
        #expect(decision.next(after: answer) == next)
    }

    /// A settled outcome feeds the authorization result and the reversal.
    @Test func outcomesFeedTheResultAndTheReversal() {
        #expect(PaymentAuthorizationResult(ChargeOutcome.approved).isFinal)
        #expect(ReversalDecision(charge: .authorized, processorSupportsVoids: true) == .void)
    }
}

/// Whether an issuer's app shows Add to Apple Wallet for a card, from the passes already on each device.
@Suite struct PaymentPassAvailabilityTests {
    typealias Destinations = PaymentPassAvailability.Destinations

    @Test(arguments: [
        (true, [String](), [String]?.none, PaymentPassAvailability.showAddButton(.thisDevice)),
        (true, ["card-1"], nil, .hideAlreadyAdded),
        (true, ["card-1"], ["card-2"], .showAddButton(.pairedWatch)),
        (true, ["card-2"], ["card-1"], .showAddButton(.thisDevice)),
        (true, [], [], .showAddButton([.thisDevice, .pairedWatch])),
        (true, ["card-1"], ["card-1"], .hideAlreadyAdded),
        (false, [], [], .hideUnsupported),
        (false, ["card-1"], nil, .hideUnsupported),
    ])
    func decision(canAdd: Bool, device: [String], watch: [String]?, decision: PaymentPassAvailability) {
        #expect(
            PaymentPassAvailability(
                primaryAccountIdentifier: "card-1", canAddPaymentPass: canAdd, passesOnThisDevice: device,
                passesOnPairedWatch: watch) == decision)
    }
}
