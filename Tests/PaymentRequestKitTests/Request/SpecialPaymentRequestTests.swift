import Foundation
import Testing

@testable import PaymentRequestKit

/// The three special requests share one shape: the shared members are read, written and validated once.
@Suite struct SpecialPaymentRequestTests {
    static let url = URL(string: "https://example.com/manage")!
    static let http = URL(string: "http://example.com/manage")!

    static func item(_ timing: PaymentTiming) -> PaymentSummaryItem {
        PaymentSummaryItem(label: "Plan", amount: Fixtures.amount("9.99"), timing: timing)
    }

    static let recurring = RecurringPaymentRequest(
        paymentDescription: "Plan", regularBilling: item(.recurring(RecurringSchedule(intervalUnit: .month))),
        managementURL: url)
    static let reload = AutomaticReloadPaymentRequest(
        paymentDescription: "Plan", automaticReloadBilling: item(.automaticReload(threshold: Fixtures.amount("5.00"))),
        managementURL: url)
    static let deferred = DeferredPaymentRequest(
        paymentDescription: "Plan", deferredBilling: item(.deferred(date: Fixtures.date("2027-01-01T00:00:00Z"))),
        managementURL: url)

    /// Breaks the shared members through the protocol, and reads the billing item through it.
    static func broken<Request: SpecialPaymentRequest>(_ request: Request) -> Request {
        var request = request
        request.paymentDescription = ""
        request.tokenNotificationURL = http
        request.billing.label = ""
        return request
    }

    static func codes(_ request: PaymentRequest) -> [String] {
        request.validate(for: .web(now: Fixtures.now)).violations.map { "\($0.code)@\($0.path)" }
    }

    static func base() -> PaymentRequest {
        var request = Fixtures.coffeeShop()
        request.lineItems = []
        request.shippingMethods = []
        request.total = .final("Coffee Club", Fixtures.amount("9.99"))
        return request
    }

    @Test(arguments: ["recurringPaymentRequest", "automaticReloadPaymentRequest", "deferredPaymentRequest"])
    func theSharedMembersAreValidatedAtEachKindsPaths(key: String) {
        var request = Self.base()
        // A deferred payment's description is required, so an empty one is missing rather than empty.
        var emptyDescription = "paymentDescription.empty"
        let billing: String
        switch key {
        case "recurringPaymentRequest":
            request.recurringPaymentRequest = Self.broken(Self.recurring)
            billing = "regularBilling"
        case "automaticReloadPaymentRequest":
            request.automaticReloadPaymentRequest = Self.broken(Self.reload)
            billing = "automaticReloadBilling"
        default:
            request.deferredPaymentRequest = Self.broken(Self.deferred)
            billing = "deferredBilling"
            emptyDescription = "paymentDescription.missing"
        }
        #expect(
            Self.codes(request) == [
                "\(emptyDescription)@\(key).paymentDescription",
                "url.notHTTPS@\(key).tokenNotificationURL",
                "billing.label.missing@\(key).\(billing).label",
            ])
    }

    @Test func billingIsEachKindsOwnItem() {
        var recurring = Self.recurring
        recurring.billing.label = "Monthly"
        #expect(recurring.regularBilling.label == "Monthly")
        var reload = Self.reload
        reload.billing.label = "Top-up"
        #expect(reload.automaticReloadBilling.label == "Top-up")
        var deferred = Self.deferred
        deferred.billing.label = "Stay"
        #expect(deferred.deferredBilling.label == "Stay")
    }

    static func canonical(_ value: some WireValue) -> String {
        var writer = JSONWriter()
        writer.write(value.wire(.usd))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func theSharedMembersAreWrittenInEachKindsKeyOrder() throws {
        var recurring = Self.recurring
        recurring.trialBilling = Self.item(.recurring(RecurringSchedule(intervalUnit: .day)))
        recurring.billingAgreement = "Terms"
        let json = Self.canonical(recurring)
        #expect(
            json
                == #"{"paymentDescription":"Plan","regularBilling":{"label":"Plan","amount":"9.99","paymentTiming":"recurring","recurringPaymentIntervalUnit":"month","recurringPaymentIntervalCount":1},"trialBilling":{"label":"Plan","amount":"9.99","paymentTiming":"recurring","recurringPaymentIntervalUnit":"day","recurringPaymentIntervalCount":1},"billingAgreement":"Terms","managementURL":"https://example.com/manage"}"#
        )
        #expect(try JSONDecoder().decode(RecurringPaymentRequest.self, from: Data(json.utf8)) == recurring)
        var deferred = Self.deferred
        deferred.freeCancellationDate = Fixtures.date("2026-12-30T00:00:00Z")
        deferred.freeCancellationDateTimeZone = "Europe/Paris"
        let text = Self.canonical(deferred)
        #expect(
            text
                == #"{"paymentDescription":"Plan","deferredBilling":{"label":"Plan","amount":"9.99","paymentTiming":"deferred","deferredPaymentDate":"2027-01-01T00:00:00Z"},"managementURL":"https://example.com/manage","freeCancellationDate":"2026-12-30T00:00:00Z","freeCancellationDateTimeZone":"Europe/Paris"}"#
        )
        #expect(try JSONDecoder().decode(DeferredPaymentRequest.self, from: Data(text.utf8)) == deferred)
    }
}
