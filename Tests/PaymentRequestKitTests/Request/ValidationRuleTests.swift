import Foundation
import Testing

@testable import PaymentRequestKit

/// One case per rule: a change to a valid request that breaks exactly that rule, with the code and path expected.
struct RuleCase: Sendable, CustomTestStringConvertible {
    var code: String
    var path: String
    /// What else the change must break, as `code@path`; a change usually breaks one rule alone.
    var also: [String] = []
    var platform: ValidationContext.Platform = .web
    /// The page's Apple Pay JS version.
    var version = ValidationContext.newestApplePayJSVersion
    /// An app's deployment target and entitled merchant identifiers, for in-app cases.
    var deploymentTarget: PlatformVersion? = nil
    var entitled: Set<String>? = nil
    var base: @Sendable () -> PaymentRequest = Fixtures.coffeeShop
    var mutate: @Sendable (inout PaymentRequest) -> Void

    var testDescription: String { "\(code) at \(path.isEmpty ? "(document)" : path)" }

    /// The context the broken request is judged in.
    var context: ValidationContext {
        ValidationContext(
            platform: platform, now: Fixtures.now, applePayJSVersion: version, deploymentTarget: deploymentTarget,
            entitledMerchantIdentifiers: entitled)
    }
}

/// The hotel's deferred payment, as its app sends it.
private func appHotel() -> PaymentRequest {
    var request = hotel()
    request.merchantIdentifier = "merchant.com.example.hotel"
    return request
}

/// Apple's smallest request, as an app with Apple's form of merchant identifier sends it.
private func appMinimal() -> PaymentRequest {
    var request = Fixtures.example("apple-minimal")
    request.merchantIdentifier = "merchant.com.example.coffee"
    // The networks of iOS 8.0: Discover arrived in 9.0.
    request.supportedNetworks = [.visa, .masterCard, .amex]
    return request
}

private let amount = Fixtures.amount

func hotel() -> PaymentRequest {
    let stay = PaymentSummaryItem(
        label: "Two Nights", amount: amount("240.00"), timing: .deferred(date: Fixtures.date("2026-12-24T15:00:00Z")))
    var request = PaymentRequest(
        countryCode: .fr, currencyCode: .eur, supportedNetworks: [.visa, .cartesBancaires], lineItems: [stay],
        total: .final("Hotel du Parc", amount("240.00")))
    request.deferredPaymentRequest = DeferredPaymentRequest(
        paymentDescription: "Hotel du Parc booking",
        deferredBilling: stay,
        managementURL: URL(string: "https://hotel.example/booking")!,
        freeCancellationDate: Fixtures.date("2026-12-22T12:00:00Z"),
        freeCancellationDateTimeZone: "Europe/Paris"
    )
    return request
}

func transitCard() -> PaymentRequest {
    let reload = PaymentSummaryItem(
        label: "Card Top-Up", amount: amount("20.00"), timing: .automaticReload(threshold: amount("5.00")))
    var request = PaymentRequest(
        countryCode: .us, currencyCode: .usd, supportedNetworks: [.visa], lineItems: [reload],
        total: .final("Metro Transit", amount("20.00")))
    request.automaticReloadPaymentRequest = AutomaticReloadPaymentRequest(
        paymentDescription: "Automatic top-up",
        automaticReloadBilling: reload,
        managementURL: URL(string: "https://metro.example/card")!
    )
    return request
}

/// A request with nothing newer than Apple Pay JS version 1, for the version gates.
func plainShop() -> PaymentRequest {
    PaymentRequest(
        countryCode: .us, currencyCode: .usd, supportedNetworks: [.visa, .masterCard, .amex, .discover],
        merchantCapabilities: [.threeDSecure], lineItems: [.final("Latte", amount("4.50"))],
        total: .final("Blue Bottle Coffee", amount("4.50")))
}

/// A payout of 500.00 less a 1.50 fee for instant funds out.
func payout() -> PaymentRequest {
    var summary = PaymentSummaryBuilder(merchantName: "Rideshare Payouts", currency: .usd)
    try! summary.addItem("Weekly Earnings", amount: amount("500.00"))
    try! summary.addInstantFundsOutFee("Instant Transfer Fee", amount: amount("1.50"))
    try! summary.addDisbursement("You Receive")
    return try! PaymentRequest(
        disbursementFrom: summary, countryCode: .us, supportedNetworks: [.visa, .masterCard],
        requiredRecipientContactFields: [.name])
}

/// A request in Albanian lek: two decimals in ISO 4217, none in CLDR's data, which PassKit rounds to.
private func albania() -> PaymentRequest {
    PaymentRequest(
        countryCode: .al, currencyCode: .all, supportedNetworks: [.visa],
        lineItems: [.final("Guesthouse", amount("1000.00"))], total: .final("Bujtina", amount("1000.00")))
}

func marketplace() -> PaymentRequest {
    var request = Fixtures.coffeeShop()
    request.multiTokenContexts = [
        PaymentTokenContext(
            merchantIdentifier: "merchant.com.bluebottle", externalIdentifier: "cafe",
            merchantName: "Blue Bottle Coffee", amount: amount("20.00")),
        PaymentTokenContext(
            merchantIdentifier: "merchant.com.roaster", externalIdentifier: "beans", merchantName: "Roaster",
            merchantDomain: "roaster.example", amount: amount("5.74")),
    ]
    return request
}

private let url = URL(string: "https://example.com/manage")!

let ruleCases: [RuleCase] = [
    RuleCase(code: "contactFields.unknown", path: "requiredShippingContactFields") {
        $0.requiredShippingContactFields = ContactFields(rawValue: 0x41)
    },
    RuleCase(code: "contactFields.unknown", path: "requiredBillingContactFields") {
        $0.requiredBillingContactFields.formUnion(ContactFields(rawValue: 1 << 9))
    },
    RuleCase(code: "applePayLaterAvailability.deprecated", path: "applePayLaterAvailability") {
        $0.applePayLaterAvailability = .unavailableRecurringTransaction
    },
    RuleCase(code: "shippingMethods.selected.multiple", path: "shippingMethods[1].selected") {
        $0.shippingMethods[0].isSelected = true
        $0.shippingMethods[1].isSelected = true
    },
    RuleCase(code: "shippingMethods.selected.lineItem", path: "lineItems[3]") {
        $0.shippingMethods[1].isSelected = true
    },
    RuleCase(code: "disbursement.firstItem", path: "lineItems[0].disbursementLineItemType", base: payout) {
        $0.lineItems.swapAt(0, 1)
    },
    RuleCase(code: "disbursement.lastItem", path: "lineItems[3]", base: payout) {
        $0.lineItems.append(.final("Tip", amount("5.00")))
    },
    RuleCase(code: "disbursement.multipleItems", path: "lineItems[2].disbursementLineItemType", base: payout) {
        $0.lineItems.insert($0.lineItems[1], at: 1)
    },
    RuleCase(code: "disbursement.instantFundsOut", path: "merchantCapabilities", base: payout) {
        $0.merchantCapabilities.remove(.instantFundsOut)
    },
    RuleCase(code: "disbursement.instantFundsOut", path: "merchantCapabilities", base: payout) {
        $0.lineItems.remove(at: 1)
    },
    RuleCase(code: "disbursement.amount.negative", path: "lineItems[2].amount", base: payout) {
        $0.lineItems[2].amount = amount("-1.00")
    },
    RuleCase(code: "disbursement.itemsWithoutRequest", path: "lineItems[0].disbursementLineItemType") {
        $0.lineItems[0].disbursementType = .disbursement
    },
    RuleCase(code: "applePayJSVersion.unsupported", path: "", version: 16) { _ in },
    RuleCase(code: "applePayJSVersion.unsupported", path: "", version: 0) { _ in },
    RuleCase(code: "supportedNetworks.version", path: "supportedNetworks[4]", version: 1, base: plainShop) {
        $0.supportedNetworks.append(.jcb)
    },
    RuleCase(code: "supportedNetworks.version", path: "supportedNetworks[4]", version: 2, base: plainShop) {
        $0.supportedNetworks.append(.carteBancaire)
    },
    RuleCase(code: "supportedNetworks.newerThanVersion", path: "supportedNetworks[4]", version: 13, base: plainShop) {
        $0.supportedNetworks.append(.bancontact)
    },
    RuleCase(code: "contactFields.version", path: "requiredShippingContactFields", version: 2, base: plainShop) {
        $0.requiredShippingContactFields.insert(.phoneticName)
    },
    RuleCase(code: "applePayJSVersion.feature", path: "supportsCouponCode", version: 11, base: plainShop) {
        $0.supportsCouponCode = true
    },
    RuleCase(
        code: "report.truncated", path: "", also: (4..<104).map { "supportedNetworks.unknown@supportedNetworks[\($0)]" }
    ) {
        $0.supportedNetworks += (0..<150).map { PaymentNetwork(jsName: "network\($0)") }
    },
    RuleCase(code: "url.notHTTPS", path: "recurringPaymentRequest.managementURL", base: Fixtures.subscription) {
        $0.recurringPaymentRequest?.managementURL = URL(string: "javascript:alert(1)")!
    },
    RuleCase(code: "url.notHTTPS", path: "recurringPaymentRequest.tokenNotificationURL", base: Fixtures.subscription) {
        $0.recurringPaymentRequest?.tokenNotificationURL = URL(string: "http://example.com/tokens")!
    },
    RuleCase(code: "url.notHTTPS", path: "automaticReloadPaymentRequest.managementURL", base: transitCard) {
        $0.automaticReloadPaymentRequest?.managementURL = URL(string: "file:///etc/passwd")!
    },
    RuleCase(code: "url.notHTTPS", path: "deferredPaymentRequest.managementURL", base: hotel) {
        $0.deferredPaymentRequest?.managementURL = URL(string: "ftp://example.com/")!
    },
    // A link the customer follows: Safari accepts http, so it is a warning.
    RuleCase(code: "url.managementNotHTTPS", path: "recurringPaymentRequest.managementURL", base: Fixtures.subscription)
    {
        $0.recurringPaymentRequest?.managementURL = URL(string: "http://example.com/manage")!
    },
    RuleCase(code: "url.managementNotHTTPS", path: "deferredPaymentRequest.managementURL", base: hotel) {
        $0.deferredPaymentRequest?.managementURL = URL(string: "HTTP://example.com/manage")!
    },
    RuleCase(code: "label.controlCharacters", path: "lineItems[2].label") {
        $0.lineItems[2].label = "Loyalty\u{1B}[2J Discount"
    },
    RuleCase(code: "label.controlCharacters", path: "total.label") { $0.total.label = "Blue Bottle\u{85}Coffee" },
    RuleCase(code: "label.hiddenCharacters", path: "lineItems[0].label") {
        $0.lineItems[0].label = "Latte \u{202E}05.4"
    },
    RuleCase(code: "label.hiddenCharacters", path: "shippingMethods[1].label") {
        $0.shippingMethods[1].label = "Express\u{200B}Shipping"
    },
    RuleCase(code: "merchantIdentifier.missing", path: "merchantIdentifier", platform: .inApp) {
        $0.merchantIdentifier = nil
    },
    RuleCase(code: "merchantIdentifier.missing", path: "merchantIdentifier", platform: .inApp) {
        $0.merchantIdentifier = ""
    },
    RuleCase(code: "merchantIdentifier.format", path: "merchantIdentifier", platform: .inApp) {
        $0.merchantIdentifier = "com.example"
    },
    RuleCase(code: "merchantIdentifier.format", path: "merchantIdentifier", platform: .inApp) {
        $0.merchantIdentifier = "merchant.com.example shop"
    },
    RuleCase(
        code: "merchantIdentifier.notEntitled", path: "merchantIdentifier", platform: .inApp,
        entitled: ["merchant.com.example.coffee", "merchant.com.example.coffee.staging"], base: appMinimal
    ) { $0.merchantIdentifier = "merchant.com.example.tea" },
    // Each kind of thing PassKit introduced after the deployment target: a network, a capability, a field, a
    // pending item's type.
    RuleCase(
        code: "deploymentTarget.unavailable", path: "supportedNetworks[3]", platform: .inApp,
        deploymentTarget: PlatformVersion(14), base: appMinimal
    ) { $0.supportedNetworks.append(.mir) },
    RuleCase(
        code: "deploymentTarget.unavailable", path: "merchantCapabilities", platform: .inApp,
        deploymentTarget: PlatformVersion(8, 4), base: appMinimal
    ) { $0.merchantCapabilities.insert(.debit) },
    RuleCase(
        code: "deploymentTarget.unavailable", path: "supportedCountries", platform: .inApp,
        deploymentTarget: PlatformVersion(10, 3), base: appMinimal
    ) { $0.supportedCountries = [.us] },
    RuleCase(
        code: "deploymentTarget.unavailable", path: "deferredPaymentRequest", platform: .inApp,
        deploymentTarget: PlatformVersion(16, 3, 1), base: appHotel
    ) { _ in },
    RuleCase(
        code: "deploymentTarget.unavailable", path: "total.type", platform: .inApp,
        deploymentTarget: PlatformVersion(8, 0), base: appMinimal
    ) { $0.total.type = .pending },
    RuleCase(
        code: "currencyCode.noMinorUnits", path: "currencyCode",
        also: [
            "amount.minorUnits@total.amount", "amount.minorUnits@lineItems[4].amount",
            "amount.minorUnits@shippingMethods[1].amount",
        ]
    ) { $0.currencyCode = .xau },
    RuleCase(code: "currencyCode.fund", path: "currencyCode") { $0.currencyCode = .clf },
    RuleCase(code: "merchantCapabilities.empty", path: "merchantCapabilities") { $0.merchantCapabilities = [] },
    // Safari wants one of 3DS, EMV, credit and debit; instant funds out alone is "Missing merchant capabilities."
    RuleCase(code: "merchantCapabilities.empty", path: "merchantCapabilities") {
        $0.merchantCapabilities = [.instantFundsOut]
    },
    RuleCase(code: "merchantCapabilities.unknown", path: "merchantCapabilities") {
        $0.merchantCapabilities = MerchantCapabilities(rawValue: 0x61)
    },
    RuleCase(code: "merchantCapabilities.no3DS", path: "merchantCapabilities") {
        $0.merchantCapabilities = [.credit, .debit]
    },
    RuleCase(code: "merchantCapabilities.emvWithoutChinaUnionPay", path: "merchantCapabilities") {
        $0.merchantCapabilities.insert(.emv)
    },
    RuleCase(code: "supportedNetworks.empty", path: "supportedNetworks") { $0.supportedNetworks = [] },
    RuleCase(code: "supportedNetworks.unknown", path: "supportedNetworks[4]") {
        $0.supportedNetworks.append(PaymentNetwork(jsName: "bitcoin"))
    },
    RuleCase(code: "supportedNetworks.duplicate", path: "supportedNetworks[4]") { $0.supportedNetworks.append(.visa) },
    RuleCase(code: "total.label.missing", path: "total.label") { $0.total.label = "" },
    RuleCase(code: "total.amount.missing", path: "total.amount") { $0.total.amount = nil },
    RuleCase(code: "total.amount.missing", path: "total.amount", base: Fixtures.taxiRide) { $0.total.amount = nil },
    RuleCase(code: "total.negative", path: "total.amount") {
        $0.lineItems = [.final("Refund", amount("-5.00"))]
        $0.total.amount = amount("-5.00")
    },
    RuleCase(code: "total.sum", path: "total.amount") { $0.total.amount = amount("30.00") },
    RuleCase(code: "total.label.generic", path: "total.label") { $0.total.label = "Grand Total" },
    RuleCase(code: "lineItem.amount.missing", path: "lineItems[0].amount", also: ["total.sum@total.amount"]) {
        $0.lineItems[0].amount = nil
    },
    // A pending item counts as zero in the sum, as Safari discards its amount: the total no longer adds up.
    RuleCase(code: "lineItem.pendingAmount", path: "lineItems[1].amount", also: ["total.sum@total.amount"]) {
        $0.lineItems[1].type = .pending
    },
    RuleCase(code: "total.sum", path: "total.amount") {
        $0.lineItems[1].type = .pending
        $0.lineItems[1].amount = .zero
    },
    RuleCase(code: "lineItems.tooMany", path: "lineItems") {
        $0.lineItems = Array(repeating: .final("Sticker", .zero), count: 100)
        $0.total.amount = .zero
    },
    RuleCase(code: "amount.minorUnits", path: "lineItems[0].amount", also: ["total.sum@total.amount"]) {
        $0.lineItems[0].amount = amount("9.001")
    },
    RuleCase(code: "amount.minorUnits", path: "total.amount", also: ["total.sum@total.amount"]) {
        $0.total.amount = amount("25.745")
    },
    RuleCase(code: "amount.minorUnits", path: "shippingMethods[1].amount") {
        $0.shippingMethods[1].amount = amount("5.999")
    },
    RuleCase(code: "label.empty", path: "lineItems[2].label") { $0.lineItems[2].label = "" },
    RuleCase(code: "label.format", path: "lineItems[2].label") { $0.lineItems[2].label = "Loyalty Discount." },
    RuleCase(code: "label.format", path: "shippingMethods[0].label") { $0.shippingMethods[0].label = "Standard " },
    RuleCase(code: "label.format", path: "total.label") { $0.total.label = " Blue Bottle Coffee" },
    RuleCase(code: "shippingMethods.tooMany", path: "shippingMethods") {
        $0.shippingMethods = (0...100).map { ShippingMethod(label: "Method", amount: .zero, identifier: "m\($0)") }
    },
    RuleCase(code: "shippingMethod.identifier.missing", path: "shippingMethods[1].identifier") {
        $0.shippingMethods[1].identifier = ""
    },
    RuleCase(code: "shippingMethod.identifier.duplicate", path: "shippingMethods[1].identifier") {
        $0.shippingMethods[1].identifier = "standard"
    },
    RuleCase(code: "shippingMethod.amount.negative", path: "shippingMethods[1].amount") {
        $0.shippingMethods[1].amount = amount("-0.50")
    },
    RuleCase(code: "shippingMethod.dateRange.invalid", path: "shippingMethods[0].dateComponentsRange") {
        $0.shippingMethods[0].dateComponentsRange?.start.months = 13
    },
    RuleCase(code: "shippingMethod.dateRange.invalid", path: "shippingMethods[0].dateComponentsRange") {
        $0.shippingMethods[0].dateComponentsRange?.start.days = 30
    },
    RuleCase(code: "billingContact.postalAddressNotRequired", path: "billingContact") {
        $0.requiredBillingContactFields = [.name]
    },
    RuleCase(code: "contact.countryCode.invalid", path: "shippingContact.countryCode") {
        $0.shippingContact = PaymentContact(postalAddress: PaymentContact.PostalAddress(countryCode: "USA"))
    },
    RuleCase(code: "contact.countryCode.invalid", path: "shippingContact.countryCode") {
        $0.shippingContact = PaymentContact(postalAddress: PaymentContact.PostalAddress(countryCode: "ZZ"))
    },
    RuleCase(code: "contact.emailAddress.invalid", path: "shippingContact.emailAddress") {
        $0.shippingContact = PaymentContact(emailAddress: "not-an-email")
    },
    RuleCase(code: "contact.phoneNumber.invalid", path: "shippingContact.phoneNumber") {
        $0.shippingContact = PaymentContact(phoneNumber: "abc")
    },
    RuleCase(code: "storePickup.address.missing", path: "shippingContact", base: Fixtures.storePickup) {
        $0.shippingContact = nil
    },
    RuleCase(code: "storePickup.address.missing", path: "requiredShippingContactFields", base: Fixtures.storePickup) {
        $0.requiredShippingContactFields = [.name, .phone]
    },
    RuleCase(code: "couponCode.notShown", path: "couponCode") {
        $0.supportsCouponCode = false
        $0.couponCode = "WELCOME10"
    },
    RuleCase(code: "applicationData.tooLarge", path: "applicationData") {
        $0.applicationData = Data(repeating: 7, count: 1025)
    },
    RuleCase(code: "paymentRequests.exclusive", path: "", base: Fixtures.subscription) {
        $0.deferredPaymentRequest = hotel().deferredPaymentRequest
    },
    RuleCase(code: "paymentRequests.exclusive", path: "", base: transitCard) {
        $0.recurringPaymentRequest = Fixtures.subscription().recurringPaymentRequest
    },
    RuleCase(
        code: "multiTokenContexts.exclusive", path: "multiTokenContexts",
        also: ["multiTokenContexts.sum@multiTokenContexts"], base: Fixtures.subscription
    ) {
        $0.multiTokenContexts = marketplace().multiTokenContexts
    },
    RuleCase(
        code: "multiTokenContexts.exclusive", path: "multiTokenContexts",
        also: ["multiTokenContexts.sum@multiTokenContexts"], base: hotel
    ) {
        $0.multiTokenContexts = marketplace().multiTokenContexts
    },
    RuleCase(code: "multiTokenContexts.sum", path: "multiTokenContexts", base: marketplace) {
        $0.multiTokenContexts[1].amount = amount("5.73")
    },
    RuleCase(code: "multiTokenContexts.incomplete", path: "multiTokenContexts[0]", base: marketplace) {
        $0.multiTokenContexts[0].merchantName = ""
    },
    RuleCase(code: "multiTokenContexts.amount.negative", path: "multiTokenContexts[1].amount", base: marketplace) {
        $0.multiTokenContexts[1].amount = amount("-1.00")
        $0.multiTokenContexts[0].amount = amount("26.74")
    },
    RuleCase(
        code: "paymentDescription.empty", path: "recurringPaymentRequest.paymentDescription",
        base: Fixtures.subscription
    ) { $0.recurringPaymentRequest?.paymentDescription = "" },
    RuleCase(
        code: "paymentDescription.empty", path: "automaticReloadPaymentRequest.paymentDescription", base: transitCard
    ) { $0.automaticReloadPaymentRequest?.paymentDescription = "" },
    RuleCase(code: "paymentDescription.missing", path: "deferredPaymentRequest.paymentDescription", base: hotel) {
        $0.deferredPaymentRequest?.paymentDescription = ""
    },
    RuleCase(
        code: "billingAgreement.tooLong", path: "recurringPaymentRequest.billingAgreement", base: Fixtures.subscription
    ) {
        $0.recurringPaymentRequest?.billingAgreement = String(repeating: "a", count: 501)
    },
    RuleCase(
        code: "billing.timing", path: "recurringPaymentRequest.regularBilling.paymentTiming",
        base: Fixtures.subscription
    ) {
        $0.recurringPaymentRequest?.regularBilling.timing = .immediate
    },
    RuleCase(
        code: "billing.timing", path: "automaticReloadPaymentRequest.automaticReloadBilling.paymentTiming",
        base: transitCard
    ) {
        $0.automaticReloadPaymentRequest?.automaticReloadBilling.timing = .immediate
    },
    RuleCase(code: "billing.timing", path: "deferredPaymentRequest.deferredBilling.paymentTiming", base: hotel) {
        $0.deferredPaymentRequest?.deferredBilling.timing = .immediate
    },
    RuleCase(
        code: "billing.label.missing", path: "recurringPaymentRequest.regularBilling.label", base: Fixtures.subscription
    ) {
        $0.recurringPaymentRequest?.regularBilling.label = ""
    },
    RuleCase(
        code: "recurring.intervalCount", path: "lineItems[1].recurringPaymentIntervalCount", base: Fixtures.subscription
    ) {
        $0.lineItems[1].timing = .recurring(RecurringSchedule(intervalCount: 0))
    },
    RuleCase(
        code: "recurring.intervalCount", path: "recurringPaymentRequest.regularBilling.recurringPaymentIntervalCount",
        base: Fixtures.subscription
    ) {
        $0.recurringPaymentRequest?.regularBilling.timing = .recurring(RecurringSchedule(intervalCount: -1))
    },
    RuleCase(
        code: "recurring.startAfterEnd", path: "lineItems[0].recurringPaymentStartDate", base: Fixtures.subscription
    ) {
        $0.lineItems[0].timing = .recurring(
            RecurringSchedule(
                startDate: Fixtures.date("2027-01-02T00:00:00Z"), endDate: Fixtures.date("2027-01-01T00:00:00Z")))
    },
    RuleCase(
        code: "deferred.dateNotInFuture", path: "deferredPaymentRequest.deferredBilling.deferredPaymentDate",
        also: ["deferred.beforeFreeCancellation@deferredPaymentRequest.deferredBilling.deferredPaymentDate"],
        base: hotel
    ) {
        $0.deferredPaymentRequest?.deferredBilling.timing = .deferred(date: Fixtures.now)
    },
    RuleCase(code: "deferred.dateNotInFuture", path: "lineItems[0].deferredPaymentDate", base: hotel) {
        $0.lineItems[0].timing = .deferred(date: Fixtures.date("2026-01-01T00:00:00Z"))
    },
    RuleCase(
        code: "deferred.freeCancellation.incomplete", path: "deferredPaymentRequest.freeCancellationDate", base: hotel
    ) {
        $0.deferredPaymentRequest?.freeCancellationDateTimeZone = nil
    },
    RuleCase(
        code: "deferred.freeCancellation.incomplete", path: "deferredPaymentRequest.freeCancellationDateTimeZone",
        base: hotel
    ) {
        $0.deferredPaymentRequest?.freeCancellationDate = nil
    },
    RuleCase(
        code: "deferred.beforeFreeCancellation", path: "deferredPaymentRequest.deferredBilling.deferredPaymentDate",
        base: hotel
    ) {
        $0.deferredPaymentRequest?.freeCancellationDate = Fixtures.date("2026-12-25T00:00:00Z")
    },
    RuleCase(code: "date.outOfRange", path: "lineItems[1].recurringPaymentStartDate", base: Fixtures.subscription) {
        $0.lineItems[1].timing = .recurring(RecurringSchedule(startDate: Date(timeIntervalSince1970: 1e300)))
    },
    RuleCase(
        code: "deferred.freeCancellationDateTimeZone.invalid",
        path: "deferredPaymentRequest.freeCancellationDateTimeZone",
        base: hotel
    ) {
        $0.deferredPaymentRequest?.freeCancellationDateTimeZone = "Mars/Olympus_Mons"
    },
    // Identifiers are case-sensitive, as the database spells them.
    RuleCase(
        code: "deferred.freeCancellationDateTimeZone.invalid",
        path: "deferredPaymentRequest.freeCancellationDateTimeZone",
        base: hotel
    ) {
        $0.deferredPaymentRequest?.freeCancellationDateTimeZone = "europe/paris"
    },
    RuleCase(
        code: "amount.passKitDigits", path: "lineItems[0].amount", also: ["amount.passKitDigits@total.amount"],
        base: albania
    ) {
        $0.lineItems[0].amount = amount("1000.50")
        $0.total.amount = amount("1000.50")
    },
    RuleCase(code: "date.outOfRange", path: "deferredPaymentRequest.freeCancellationDate", base: hotel) {
        $0.deferredPaymentRequest?.freeCancellationDate = Date(timeIntervalSince1970: .nan)
    },
    RuleCase(
        code: "automaticReload.threshold.negative", path: "lineItems[0].automaticReloadPaymentThresholdAmount",
        base: transitCard
    ) {
        $0.lineItems[0].timing = .automaticReload(threshold: amount("-5.00"))
    },
    RuleCase(
        code: "amount.minorUnits",
        path: "automaticReloadPaymentRequest.automaticReloadBilling.automaticReloadPaymentThresholdAmount",
        base: transitCard
    ) {
        $0.automaticReloadPaymentRequest?.automaticReloadBilling.timing = .automaticReload(threshold: amount("5.001"))
    },
]

@Suite struct ValidationRuleTests {
    @Test(arguments: Fixtures.realistic.map(\.name))
    func realisticRequestsValidateClean(name: String) throws {
        let request = try #require(Fixtures.realistic.first { $0.name == name }).request
        let report = request.validate(for: .web(now: Fixtures.now))
        #expect(report.violations.isEmpty, "\(report)")
        #expect(report.isValid)
        #expect(throws: Never.self) { try request.validated(for: .web(now: Fixtures.now)) }
    }

    @Test func otherValidRequestsValidateClean() {
        for request in [hotel(), transitCard(), marketplace()] {
            let report = request.validate(for: .web(now: Fixtures.now))
            #expect(report.violations.isEmpty, "\(report)")
        }
    }

    /// What Apple's documentation describes satisfies its rules: EMV for China UnionPay, no initial coupon as an
    /// empty string, an initial coupon with the coupon field.
    @Test(arguments: ["EMV with China UnionPay", "an empty initial coupon code", "a coupon code with its field"])
    func documentedUsesPass(use: String) {
        var request = Fixtures.coffeeShop()
        switch use {
        case "EMV with China UnionPay":
            request.merchantCapabilities.insert(.emv)
            request.supportedNetworks.append(.chinaUnionPay)
        case "an empty initial coupon code":
            request.supportsCouponCode = false
            request.couponCode = ""
        default:
            request.supportsCouponCode = true
            request.couponCode = "WELCOME10"
        }
        let report = request.validate(for: .web(now: Fixtures.now))
        #expect(report.violations.isEmpty, "\(report)")
    }

    @Test(arguments: ruleCases)
    func ruleBrokenAndSatisfied(ruleCase: RuleCase) throws {
        let context = ruleCase.context
        let valid = ruleCase.base()
        // The base satisfies the rule in the newest version; VersionGateTests checks each gate on both sides.
        #expect(
            !valid.validate(for: ValidationContext(platform: ruleCase.platform, now: Fixtures.now)).violations
                .contains { $0.code == ruleCase.code },
            "the base request satisfies the rule")
        var broken = valid
        ruleCase.mutate(&broken)
        let report = broken.validate(for: context)
        // Exactly the violations expected, no fewer and no more.
        #expect(
            Set(report.violations.map { "\($0.code)@\($0.path)" })
                == Set(["\(ruleCase.code)@\(ruleCase.path)"] + ruleCase.also), "\(report)")
        let match = report.violations.first { $0.code == ruleCase.code && $0.path == ruleCase.path }
        let violation = try #require(match, "expected \(ruleCase.code) at \(ruleCase.path); got \(report)")
        #expect(violation.severity == ValidationRule.rule(withCode: ruleCase.code)?.severity)
        #expect(!violation.message.isEmpty)
        let expected = [ruleCase.code] + ruleCase.also.map { String($0.split(separator: "@")[0]) }
        #expect(report.isValid == !expected.contains { ValidationRule.rule(withCode: $0)?.severity == .error })
    }

    /// Validation names fields by the wire keys, which the coding enums spell once; a path with a key they do
    /// not have is a typo.
    @Test func everyPathIsMadeOfWireKeys() {
        let tables = [
            PaymentRequest.WireKeys.table, PaymentSummaryItem.WireKeys.table, ShippingMethod.WireKeys.table,
            DateComponentsRange.WireKeys.table, DateComponentsRange.DateComponents.WireKeys.table,
            PaymentContact.WireKeys.table, RecurringPaymentRequest.WireKeys.table,
            AutomaticReloadPaymentRequest.WireKeys.table, DeferredPaymentRequest.WireKeys.table,
            PaymentTokenContext.WireKeys.table,
        ]
        let keys = Set(tables.flatMap(\.names))
        for ruleCase in ruleCases {
            var broken = ruleCase.base()
            ruleCase.mutate(&broken)
            for violation in broken.validate(for: ruleCase.context).violations {
                let components = violation.path.split(separator: ".").map { $0.split(separator: "[")[0] }
                #expect(components.allSatisfy { keys.contains(String($0)) }, "\(violation.path)")
            }
        }
    }

    @Test func everyValidationRuleHasABreakingCase() {
        let covered = Set(ruleCases.map(\.code))
        let rules = ValidationRule.paymentRequestRules.filter { $0.stage == .validation }.map(\.code)
        for code in rules {
            #expect(covered.contains(code), "no test breaks \(code)")
        }
    }

    @Test func rulesHaveUniqueCodes() {
        #expect(Set(ValidationRule.all.map(\.code)).count == ValidationRule.all.count)
    }

    @Test func webRequestsNeedNoMerchantIdentifier() {
        var request = Fixtures.coffeeShop()
        request.merchantIdentifier = nil
        #expect(request.validate(for: .web(now: Fixtures.now)).violations.isEmpty)
        #expect(Fixtures.coffeeShop().validate(for: .inApp(now: Fixtures.now)).violations.isEmpty)
    }

    @Test func everyViolationIsReportedNotTheFirst() {
        var request = Fixtures.coffeeShop()
        request.merchantCapabilities = []
        request.supportedNetworks = []
        request.total.label = ""
        request.lineItems[0].amount = amount("9.001")
        request.shippingMethods[1].identifier = ""
        let codes = request.validate(for: .web(now: Fixtures.now)).violations.map(\.code)
        #expect(
            codes == [
                "merchantCapabilities.empty", "supportedNetworks.empty", "total.label.missing", "total.sum",
                "amount.minorUnits", "shippingMethod.identifier.missing",
            ]
        )
    }

    @Test func pendingTotalSkipsTheSumRule() {
        var request = Fixtures.taxiRide()
        request.total.amount = amount("40.00")
        #expect(request.validate(for: .web(now: Fixtures.now)).violations.isEmpty)
        request.total.type = .final
        #expect(request.validate(for: .web(now: Fixtures.now)).violations.map(\.code) == ["total.sum"])
    }

    /// A line item charges for a shipping method only when its whole label is the method's; one of the same length
    /// and first letter does not (the check compares a bit made from those first).
    @Test(arguments: [
        ("Standard Shipping", 1, ["shippingMethods.selected.lineItem@lineItems[3]"]),
        ("Standard Shippinh", 1, []), ("Standard Shipping", 0, []), ("standard Shipping", 1, []),
    ])
    func lineItemChargesForAMethodByItsWholeLabel(label: String, selected: Int, violations: [String]) {
        var request = Fixtures.coffeeShop()
        request.lineItems[3].label = label
        request.shippingMethods[selected].isSelected = true
        let report = request.validate(for: .web(now: Fixtures.now))
        #expect(report.violations.map { "\($0.code)@\($0.path)" } == violations)
    }

    /// The same with more methods than a scan is used for.
    @Test func lineItemChargesForOneOfManyMethods() {
        var request = Fixtures.coffeeShop()
        request.shippingMethods = (0..<20).map {
            ShippingMethod(label: "Method \($0)", amount: amount("0.00"), identifier: "m\($0)")
        }
        request.lineItems[3].label = "Method 7"
        #expect(
            request.validate(for: .web(now: Fixtures.now)).violations.map { "\($0.code)@\($0.path)" } == [
                "shippingMethods.selected.lineItem@lineItems[3]"
            ])
        request.lineItems[3].label = "Method 0"
        #expect(request.validate(for: .web(now: Fixtures.now)).violations.isEmpty)
    }

    @Test func dateRulesUseTheGivenDate() {
        let request = hotel()
        #expect(request.validate(for: .web(now: Fixtures.now)).isValid)
        #expect(!request.validate(for: .web(now: Fixtures.date("2027-01-01T00:00:00Z"))).isValid)
    }

    @Test func throwingConvenienceCarriesTheReport() {
        var request = Fixtures.coffeeShop()
        request.total.amount = amount("-1.00")
        #expect {
            try request.validated(for: .web(now: Fixtures.now))
        } throws: { error in
            (error as? PaymentRequestValidationError)?.report.errors.map(\.code).contains("total.negative") == true
        }
    }

    @Test func violationDescriptionIsPayreqsLine() {
        let violation = Violation(
            rule: .totalNegative, path: "total.amount", message: "Total amount must not be negative")
        #expect(violation.description == "error total.amount: Total amount must not be negative [total.negative]")
    }
}

@Suite struct ExtremeDateTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, 253_402_300_800, -62_135_596_801])
    func datesThatCannotBeWrittenAreReportedAndNeverTrap(seconds: Double) throws {
        var request = Fixtures.subscription()
        request.lineItems[1].timing = .recurring(RecurringSchedule(startDate: Date(timeIntervalSince1970: seconds)))
        #expect(request.validate(for: .web(now: Fixtures.now)).violations.map(\.code).contains("date.outOfRange"))
        let decoded = try PaymentRequest(jsonData: request.jsonData())
        #expect(decoded.lineItems.count == 2)
    }

    @Test func theLimitsThemselvesRoundTrip() throws {
        for text in [
            "0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z", "1969-12-31T23:59:59.5Z", "2024-02-29T12:00:00+05:30",
        ] {
            let date = try #require(ISO8601.parse(text))
            #expect(ISO8601.isRepresentable(date))
            #expect(ISO8601.parse(ISO8601.format(date)) == date)
        }
        #expect(ISO8601.format(Fixtures.date("2024-02-29T12:00:00+05:30")) == "2024-02-29T06:30:00Z")
        #expect(ISO8601.format(Fixtures.date("1969-12-31T23:59:59.5Z")) == "1969-12-31T23:59:59.500Z")
        for bad in [
            "2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01T00:00:00.1234Z",
            "2024-01-01 00:00:00Z", "2024-01-01T00:00:00+5:30",
        ] {
            #expect(ISO8601.parse(bad) == nil, "\(bad)")
        }
    }
}

@Suite struct LargeRequestTests {
    @Test func duplicateIdentifiersAmongManyMethods() {
        var request = Fixtures.coffeeShop()
        request.shippingMethods = (0..<50).map { ShippingMethod(label: "Method", amount: .zero, identifier: "m\($0)") }
        request.shippingMethods.append(ShippingMethod(label: "Again", amount: .zero, identifier: "m7"))
        let report = request.validate(for: .web(now: Fixtures.now))
        #expect(report.violations.map(\.code) == ["shippingMethod.identifier.duplicate"])
        #expect(report.violations.map(\.path) == ["shippingMethods[50].identifier"])
    }

    @Test func hundredThousandShippingMethodsValidateInOnePass() {
        var request = Fixtures.coffeeShop()
        request.shippingMethods = (0..<100_000).map {
            ShippingMethod(label: "Method", amount: .zero, identifier: "m\($0)")
        }
        #expect(request.validate(for: .web(now: Fixtures.now)).violations.map(\.code) == ["shippingMethods.tooMany"])
    }
}
