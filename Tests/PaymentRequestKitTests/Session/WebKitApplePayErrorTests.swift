import Foundation
import Testing

@testable import PaymentRequestKit

/// WebKit's own test of `new ApplePayError(code, contactField, message)` (`LayoutTests/http/tests/ssl/applepay/
/// ApplePayError.html` at 4c3fb13c): an error Safari constructs reads from JSON, and one it refuses does not, with
/// the rule that says why. The arguments become the members `code` and `contactField`; `new ApplePayError()` is an
/// error without a code.
@Suite struct WebKitApplePayErrorTests {
    static let cases: [(json: String, refusal: String?)] =
        [
            (#"{}"#, "json.missingKey"),
            (#"{"code":[]}"#, "json.type"),
            (#"{"code":""}"#, "json.unknownValue"),
            (#"{"code":"unknown","contactField":[]}"#, "json.type"),
            (#"{"code":"unknown","contactField":""}"#, "json.unknownValue"),
        ]
        + [
            "unknown", "shippingContactInvalid", "billingContactInvalid", "addressUnserviceable", "couponCodeInvalid",
            "couponCodeExpired",
        ].map { (#"{"code":"\#($0)"}"#, nil) }
        + [
            "phoneNumber", "emailAddress", "name", "phoneticName", "postalAddress", "addressLines", "locality",
            "postalCode", "administrativeArea", "country", "countryCode",
        ].map {
            (#"{"code":"unknown","contactField":"\#($0)"}"#, nil)
        }

    @Test(arguments: cases)
    func readsWhatSafariConstructs(json: String, refusal: String?) {
        // The error as an authorization result carries it, so that the report names the rule.
        let result = #"{"status":1,"errors":[\#(json)]}"#
        let report = PaymentAuthorizationResult.validate(jsonData: Data(result.utf8))
        let decodingErrors = report.violations.filter { $0.severity == .error && $0.rule.stage == .decoding }
        #expect(decodingErrors.map(\.code) == (refusal.map { [$0] } ?? []), "\(json)")
        let decoded = try? JSONDecoder().decode(ApplePayError.self, from: Data(json.utf8))
        #expect((decoded != nil) == (refusal == nil), "\(json)")
    }
}
