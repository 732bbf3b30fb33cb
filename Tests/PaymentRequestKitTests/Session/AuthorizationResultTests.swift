import Foundation
import Testing

@testable import PaymentRequestKit

/// Statuses, errors and the authorization result: both raw forms, the legacy conversions, what the sheet honours,
/// and the result's JSON.
@Suite struct AuthorizationResultTests {
    @Test(arguments: [
        (0, "STATUS_SUCCESS", true), (1, "STATUS_FAILURE", true), (2, "STATUS_INVALID_BILLING_POSTAL_ADDRESS", false),
        (3, "STATUS_INVALID_SHIPPING_POSTAL_ADDRESS", false), (4, "STATUS_INVALID_SHIPPING_CONTACT", false),
        (5, "STATUS_PIN_REQUIRED", false), (6, "STATUS_PIN_INCORRECT", false), (7, "STATUS_PIN_LOCKOUT", false),
    ])
    func statusesBothWays(number: Int, constant: String, final: Bool) throws {
        let status = try #require(PaymentAuthorizationStatus(rawValue: number))
        #expect(status.constantName == constant)
        #expect(PaymentAuthorizationResult(status: status).isFinal == final)
        #expect(status.isDeprecated == (2...4).contains(number))
        #expect(PaymentAuthorizationStatus.allCases[number] == status)
    }

    @Test func statusesOutsideTheRangeDoNotExist() {
        for number in [-1, 8, 100] { #expect(PaymentAuthorizationStatus(rawValue: number) == nil) }
        #expect(!PaymentAuthorizationResult(status: .failure, errors: [ApplePayError(.unknown)]).isFinal)
    }

    @Test(arguments: [
        ("unknown", -1, ApplePayError.Domain.payment), ("shippingContactInvalid", 1, .payment),
        ("billingContactInvalid", 2, .payment), ("addressUnserviceable", 3, .payment),
        ("couponCodeInvalid", 4, .payment),
        ("couponCodeExpired", 5, .payment), ("unsupportedCard", 1, .disbursement),
        ("recipientContactInvalid", 2, .disbursement),
    ])
    func errorCodesBothWays(name: String, passKit: Int, domain: ApplePayError.Domain) throws {
        let code = try #require(ApplePayError.Code(rawValue: name))
        #expect(code.passKitCode == passKit)
        #expect(code.domain == domain)
        #expect(ApplePayError.Code(passKitCode: passKit, domain: domain) == code)
    }

    @Test func errorCodesMatchInPatterns() {
        let error = ApplePayError(.addressUnserviceable, message: "We do not deliver there")
        switch error {
        case ApplePayError.Code.shippingContactInvalid: Issue.record("matched the wrong code")
        case ApplePayError.Code.addressUnserviceable: break
        default: Issue.record("matched nothing")
        }
        #expect(ApplePayError.Code(rawValue: "AddressUnserviceable") == nil)
        #expect(ApplePayError.Code(passKitCode: 9) == nil)
    }

    /// Safari's conversion of statuses 2 to 4 in `completePayment`, and of a legacy selection's status.
    @Test(arguments: [
        (PaymentAuthorizationStatus.invalidBillingPostalAddress, ApplePayError(.billingContactInvalid)),
        (.invalidShippingPostalAddress, ApplePayError(.shippingContactInvalid, contactField: .postalAddress)),
        (.invalidShippingContact, ApplePayError(.shippingContactInvalid)),
    ])
    func legacyStatusesBecomeFailureWithAnError(status: PaymentAuthorizationStatus, error: ApplePayError) {
        let given = ApplePayError(.unknown, message: "later")
        let result = PaymentAuthorizationResult(status: status, errors: [given]).normalized
        #expect(result == PaymentAuthorizationResult(status: .failure, errors: [error, given]))
        #expect(PaymentAuthorizationResult.legacySelectionError(for: status) == error)
    }

    @Test func otherStatusesAreLeftAsTheyAre() {
        for status in [PaymentAuthorizationStatus.success, .failure, .pinRequired, .pinIncorrect, .pinLockout] {
            #expect(PaymentAuthorizationResult(status: status).normalized == PaymentAuthorizationResult(status: status))
        }
        #expect(PaymentAuthorizationResult.legacySelectionError(for: .success) == nil)
        for status in [PaymentAuthorizationStatus.failure, .pinRequired, .pinIncorrect, .pinLockout] {
            #expect(PaymentAuthorizationResult.legacySelectionError(for: status) == ApplePayError(.unknown))
        }
    }

    @Test(arguments: [
        (ChargeOutcome.approved, PaymentAuthorizationResult(status: .success)),
        (.pinNotEntered, PaymentAuthorizationResult(status: .pinRequired)),
        (.wrongPIN, PaymentAuthorizationResult(status: .pinIncorrect)),
        (.tooManyPINTries, PaymentAuthorizationResult(status: .pinLockout)),
        (.declined(nil), PaymentAuthorizationResult(status: .failure)),
        (
            .declined(ApplePayError(.billingContactInvalid, contactField: .postalCode, message: "Check the ZIP code")),
            PaymentAuthorizationResult(
                status: .failure,
                errors: [
                    ApplePayError(.billingContactInvalid, contactField: .postalCode, message: "Check the ZIP code")
                ])
        ),
    ])
    func chargeOutcomes(outcome: ChargeOutcome, result: PaymentAuthorizationResult) {
        #expect(PaymentAuthorizationResult(outcome) == result)
    }

    /// Apple's table of `ApplePayErrorContactField`: where a shipping or billing contact error may name a field.
    @Test(arguments: ApplePayError.ContactField.allCases)
    func contactFieldsHonouredByCompletion(field: ApplePayError.ContactField) {
        let shipping = ApplePayError(.shippingContactInvalid, contactField: field)
        let billing = ApplePayError(.billingContactInvalid, contactField: field)
        let inShippingUpdate: Set<ApplePayError.ContactField> = [
            .postalAddress, .subLocality, .locality, .postalCode, .subAdministrativeArea, .administrativeArea, .country,
            .countryCode,
        ]
        #expect(shipping.isHonored(in: .shippingContactSelection) == inShippingUpdate.contains(field))
        #expect(shipping.isHonored(in: .payment))
        #expect(billing.isHonored(in: .payment) == (field != .phoneNumber && field != .emailAddress))
        #expect(!billing.isHonored(in: .shippingContactSelection))
        #expect(!ApplePayError(.addressUnserviceable, contactField: field).isHonored(in: .shippingContactSelection))
        #expect(!ApplePayError(.unknown, contactField: field).isHonored(in: .payment))
    }

    @Test func codesHonouredByCompletion() {
        #expect(ApplePayError(.couponCodeExpired).isHonored(in: .couponCodeChange))
        #expect(!ApplePayError(.couponCodeExpired).isHonored(in: .payment))
        #expect(ApplePayError(.addressUnserviceable).isHonored(in: .shippingContactSelection))
        #expect(!ApplePayError(.addressUnserviceable).isHonored(in: .couponCodeChange))
        #expect(ApplePayError(.unsupportedCard).isHonored(in: .payment))
        for completion in ApplePayError.Completion.allCases {
            #expect(!ApplePayError(.unknown).isHonored(in: completion) == (completion == .shippingMethodSelection))
        }
    }

    static let order = PaymentOrderDetails(
        orderTypeIdentifier: "order.com.example", orderIdentifier: "A-1",
        webServiceURL: URL(string: "https://example.com/orders")!, authenticationToken: "token")

    @Test func resultsEncodeByteForByte() throws {
        let success = PaymentAuthorizationResult(status: .success, orderDetails: Self.order)
        let json =
            #"{"status":0,"orderDetails":{"orderTypeIdentifier":"order.com.example","orderIdentifier":"A-1","webServiceURL":"https://example.com/orders","authenticationToken":"token"}}"#
        #expect(String(decoding: success.jsonData(), as: UTF8.self) == json)
        #expect(try PaymentAuthorizationResult(jsonData: Data(json.utf8)) == success)
        #expect(try JSONDecoder().decode(PaymentAuthorizationResult.self, from: Data(json.utf8)) == success)
        let failure = PaymentAuthorizationResult(
            status: .failure, errors: [ApplePayError(.shippingContactInvalid, contactField: .postalCode, message: "No")]
        )
        let text =
            #"{"status":1,"errors":[{"code":"shippingContactInvalid","contactField":"postalCode","message":"No"}]}"#
        #expect(String(decoding: failure.jsonData(), as: UTF8.self) == text)
        #expect(try PaymentAuthorizationResult(jsonData: Data(text.utf8)) == failure)
    }

    @Test(arguments: [
        (#"{"status":8}"#, ["session.status.invalid@status"]),
        (#"{"status":"0"}"#, ["json.type@status"]),
        (#"{}"#, ["json.missingKey@status"]),
        (#"{"status":1,"errors":[{"code":"paymentDeclined"}]}"#, ["json.unknownValue@errors[0].code"]),
        (#"{"status":1,"errors":[{"contactField":"name"}]}"#, ["json.missingKey@errors[0].code"]),
        (
            #"{"status":1,"errors":[{"code":"unknown","contactField":"zip"}]}"#,
            ["json.unknownValue@errors[0].contactField"]
        ),
        (
            #"{"status":0,"orderDetails":{"orderTypeIdentifier":"o","orderIdentifier":"1","authenticationToken":"t"}}"#,
            ["json.missingKey@orderDetails.webServiceURL"]
        ),
        (
            #"{"status":0,"orderDetails":{"orderTypeIdentifier":"o","orderIdentifier":"1","webServiceURL":"not a url","authenticationToken":"t"}}"#,
            ["url.invalid@orderDetails.webServiceURL"]
        ),
    ])
    func resultsThatMustNotDecode(json: String, expected: [String]) {
        let report = PaymentAuthorizationResult.validate(jsonData: Data(json.utf8))
        #expect(report.errors.map { "\($0.code)@\($0.path)" } == expected)
        #expect(throws: DecodingError.self) { try PaymentAuthorizationResult(jsonData: Data(json.utf8)) }
    }

    @Test(arguments: [
        (PaymentAuthorizationResult(status: .invalidShippingContact), ["session.status.deprecated@status"]),
        (
            PaymentAuthorizationResult(status: .success, errors: [ApplePayError(.shippingContactInvalid)]),
            ["session.success.withErrors@errors"]
        ),
        (
            PaymentAuthorizationResult(status: .failure, errors: [ApplePayError(.couponCodeInvalid)]),
            ["session.error.ignored@errors[0]"]
        ),
        (
            PaymentAuthorizationResult(
                status: .failure, errors: [ApplePayError(.billingContactInvalid, contactField: .emailAddress)]),
            ["session.error.ignored@errors[0]"]
        ),
        (PaymentAuthorizationResult(status: .failure, errors: [ApplePayError(.billingContactInvalid)]), []),
        (PaymentAuthorizationResult(status: .pinRequired), []),
        (PaymentAuthorizationResult(status: .success, orderDetails: Self.order), []),
        (
            PaymentAuthorizationResult(status: .failure, orderDetails: Self.order),
            ["session.orderDetails.notSuccess@orderDetails"]
        ),
        (
            PaymentAuthorizationResult(status: .pinRequired, orderDetails: Self.order),
            ["session.orderDetails.notSuccess@orderDetails"]
        ),
    ])
    func resultRules(result: PaymentAuthorizationResult, expected: [String]) {
        #expect(result.validate().violations.map { "\($0.code)@\($0.path)" } == expected)
    }
}
