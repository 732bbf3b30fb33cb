// A whole payment sheet session, driven by a script of the events a sheet would send: the customer picks an
// address the shop cannot deliver to, then one it can, then express shipping, enters a coupon, and authorizes;
// the card first needs its PIN, then the charge goes through. Each answer is checked before the sheet sees it,
// and printed as the JSON the page would pass to its complete... call.

import Foundation
import PaymentRequestKit

/// The shop's own logic: the summary for a shipping method and a coupon, with 7.25 % tax on the goods.
func summary(shipping: ShippingMethod, coupon: String?) throws -> PaymentSummaryBuilder {
    var summary = PaymentSummaryBuilder(merchantName: "Blue Bottle Coffee", currency: .usd)
    try summary.addItem("Whole Bean Coffee", unitPrice: Amount(parsing: "18.00"), quantity: 2)
    if coupon == "WELCOME10" {
        try summary.addDiscount("Welcome Discount", rate: Rate(parsing: "10%"), rounding: .toNearestOrEven)
    }
    try summary.addTax("Sales Tax", rate: Rate(parsing: "7.25%"), rounding: .toNearestOrEven)
    try summary.addShipping(shipping)
    return summary
}

guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { fatalError("needs a Clock") }

do {
    let ground = ShippingMethod(
        label: "Ground", amount: try Amount(parsing: "5.00"), identifier: "ground", detail: "5 to 7 days")
    let express = ShippingMethod(
        label: "Express", amount: try Amount(parsing: "15.00"), identifier: "express", detail: "Tomorrow")
    var request = try PaymentRequest(
        countryCode: .us, supportedNetworks: [.visa, .masterCard, .amex],
        merchantCapabilities: [.threeDSecure, .credit, .debit], summary: try summary(shipping: ground, coupon: nil))
    request.shippingMethods = [ground, express]
    request.requiredShippingContactFields = [.postalAddress, .name, .email]
    request.supportsCouponCode = true

    var session = try PaymentSheetSession(request: request, context: .web(now: Date()), clock: ContinuousClock())
    try session.begin()
    try session.receive(
        .merchantValidation(
            validationURL: URL(string: "https://apple-pay-gateway.apple.com/paymentservices/paymentSession")!))
    // The server posts MerchantValidationRequest to Apple with its merchant identity certificate, and passes the
    // opaque session it gets back on to the page.
    let body = MerchantValidationRequest.web(
        merchantIdentifier: "merchant.com.bluebottle", displayName: "Blue Bottle Coffee",
        domain: "shop.bluebottle.example")
    print("merchant validation body: \(String(decoding: body.jsonData(), as: UTF8.self))")
    try session.completeMerchantValidation()

    // An address in Alaska: the shop does not deliver there. Each update comes from the shop's summary in one
    // call, in the kind the pending event waits for and the request's currency.
    let alaska = PaymentContact(
        postalAddress: .init(locality: "Anchorage", administrativeArea: "AK", postalCode: "99501", countryCode: "us"))
    try session.receive(.shippingContactSelected(alaska.redactedForPaymentSheet))
    let unserviceable = try session.update(
        from: try summary(shipping: ground, coupon: nil),
        errors: [ApplePayError(.addressUnserviceable, message: "We do not deliver to Alaska")])
    print("shipping contact (Alaska): \(session.jsonString(of: unserviceable))")
    try session.complete(unserviceable)

    // An address in California, which the sheet reveals only in part.
    let cupertino = PaymentContact(
        name: .init(givenName: "Jane", familyName: "Appleseed"),
        postalAddress: .init(
            addressLines: ["1 Infinite Loop"], locality: "Cupertino", administrativeArea: "CA",
            postalCode: "95014-2083", countryCode: "US"))
    try session.receive(.shippingContactSelected(cupertino.redactedForPaymentSheet))
    let california = try session.update(from: try summary(shipping: ground, coupon: nil))
    print("shipping contact (California): \(session.jsonString(of: california))")
    try session.complete(california)

    // The session hands over the shop's own method (its price is the shop's, whatever the page sent).
    try session.receive(.shippingMethodSelected(express))
    let expressUpdate = try session.update(from: try summary(shipping: session.selectedShippingMethod!, coupon: nil))
    print("shipping method (Express): \(session.jsonString(of: expressUpdate))")
    try session.complete(expressUpdate)

    try session.receive(.couponCodeChanged("WELCOME10"))
    let couponUpdate = try session.update(from: try summary(shipping: express, coupon: "WELCOME10"))
    print("coupon code (WELCOME10): \(session.jsonString(of: couponUpdate))")
    try session.complete(couponUpdate)
    print("amount to charge: \(session.amountToCharge.formatted(for: .usd))")

    // The customer authorizes; the processor wants the PIN, so the sheet asks for it and the customer authorizes
    // again; then the charge is approved.
    let token = try PaymentToken(paymentMethod: PaymentMethod(displayName: "Visa 0492", network: "Visa", type: .debit))
    for outcome in [ChargeOutcome.pinNotEntered, .approved] {
        try session.receive(.paymentAuthorized(Payment(token: token, shippingContact: cupertino)))
        let result = PaymentAuthorizationResult(outcome)
        print("authorization result: \(String(decoding: result.jsonData(), as: UTF8.self)) (final: \(result.isFinal))")
        try session.completePayment(result)
        print("session: \(session.state)")
    }
    exit(session.state == .completed ? 0 : 1)
} catch {
    print("The session failed: \(error)")
    exit(1)
}
