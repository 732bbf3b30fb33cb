import Foundation
import Testing

@testable import PaymentRequestKit

/// WebKit's own tests of `new ApplePaySession(version, request)`, run against the library's report: Safari throws
/// exactly where the library reports an error, and accepts where it reports none, or only a refusal the library
/// makes for its own reason (rules whose source is ``ValidationRule/Source/library``, each with that reason in the
/// rules table).
///
/// The cases are those of WebKit's `LayoutTests/http/tests/ssl/applepay/ApplePaySession.html` (at f933c408),
/// `ApplePaySessionV3.html` (at 24ff76d9), `ApplePaySessionV4.html` and `ApplePaySessionV5.html` (at 4d83abe3)
/// that JSON can say:
/// - `delete request.x` and `request.x = undefined` are one case, the member left out;
/// - `[undefined]` and an `applicationData` whose `toString` throws have no JSON, and are left out;
/// - the whole document `{ }` is a case of its own (member `""`).
///
/// One case follows WebKit's code rather than its test: the test still expects a total of `10000000000.00` to
/// throw "Total amount is too big.", a check WebKit removed in 2024 (WebKit/WebKit#30376, bug 276087), leaving the
/// maximum to PassKit, whose bound the library checks as `amount.outOfRange`. A zero total below version 4, which
/// older revisions of the test refused, is gone from it for the same reason; the library warns, as Apple's
/// documentation asks (`applePayJSVersion.feature`).
///
/// Where Safari's message names the problem (not WebIDL's generic "Type error." or "Value is not a sequence."),
/// a reported rule's ``ValidationRule/platformBehaviour`` quotes it, so that the rules table says what Safari says.
@Suite struct WebKitLayoutTests {
    typealias Case = WebKitCase

    static let cases: [Case] =
        (2...5).flatMap(wholeDocumentCases) + memberCases.joined()
        + ["requiredBillingContactFields", "requiredShippingContactFields"].flatMap(contactFieldCases)

    /// At every version, `{ }` throws for its first missing member, and WebKit's `validRequest()` passes.
    static func wholeDocumentCases(_ version: Int) -> [Case] {
        [
            .throws(
                version, "", #"{}"#,
                [
                    "countryCode.missing@countryCode", "currencyCode.missing@currencyCode",
                    "json.missingKey@supportedNetworks", "json.missingKey@merchantCapabilities",
                    "json.missingKey@total",
                ]),
            .accepts(version, "", nil, []),
        ]
    }

    /// Values WebIDL cannot convert to the member's type (a string, a number or `null` for a list or a
    /// dictionary): Safari throws "Type error." or "Value is not a sequence.", and the library reports the JSON type.
    static func notOfItsType(_ member: String, _ values: String..., version: Int = 2) -> [Case] {
        values.map { .throws(version, member, $0, ["json.type@\(member)"]) }
    }

    /// WebKit tries the same values for the country and the currency code.
    static func codeCases(_ member: String, _ kind: String) -> [Case] {
        let message = "is not a valid \(kind) code."
        return notOfItsType(member, #"7"#) + [
            .throws(2, member, nil, ["\(member).missing@\(member)"]),
            .throws(2, member, #""invalid""#, ["\(member).invalid@\(member)"], message: message),
            .throws(2, member, #""""#, ["\(member).invalid@\(member)"], message: message),
            .throws(
                2, member, #"null"#, ["json.null.string@\(member)", "\(member).invalid@\(member)"], message: message),
        ]
    }

    /// WebKit tries the same values for both required lists: not a list, left out, and empty, each of which throws.
    static func requiredListCases(_ member: String, emptyMessage: String) -> [Case] {
        notOfItsType(member, #""""#, #"null"#, #"7"#) + [
            .throws(2, member, nil, ["json.missingKey@\(member)"]),
            .throws(2, member, #"[]"#, ["\(member).empty@\(member)"], message: emptyMessage),
        ]
    }

    /// WebKit tries the same values for both lists of contact fields; `phoneticName` needs version 3.
    static func contactFieldCases(_ member: String) -> [Case] {
        [
            .accepts(2, member, nil, []),
            .throws(2, member, #""""#, ["json.type@\(member)"]),
            .throws(2, member, #"null"#, ["json.type@\(member)"]),
            .throws(2, member, #"7"#, ["json.type@\(member)"]),
            .throws(2, member, #"{}"#, ["json.type@\(member)"]),
            .throws(2, member, #"[""]"#, ["json.unknownValue@\(member)[0]"]),
            .throws(2, member, #"[null]"#, ["json.null.string@\(member)[0]", "json.unknownValue@\(member)[0]"]),
            .throws(2, member, #"[{}]"#, ["json.type@\(member)[0]"]),
            .throws(2, member, #"["invalid"]"#, ["json.unknownValue@\(member)[0]"]),
            .throws(
                2, member, #"["phoneticName"]"#, ["contactFields.version@\(member)"],
                message: "is not a valid contact field."),
            .accepts(2, member, #"["email","name","phone","postalAddress"]"#, []),
            .accepts(2, member, #"["email","email"]"#, []),
            .accepts(2, member, #"[]"#, []),
        ]
    }

    /// Each member's cases, in the order of WebKit's test.
    static let memberCases: [[Case]] = [
        // countryCode and currencyCode: WebIDL makes null and 7 the strings "null" and "7", which are not codes.
        codeCases("countryCode", "country"),
        codeCases("currencyCode", "currency"),
        // supportedNetworks: names compare without case, as WebKit's validatedPaymentNetwork does; jcb from
        // version 2, carteBancaire from 3.
        requiredListCases("supportedNetworks", emptyMessage: "At least one supported network must be provided.") + [
            .throws(
                2, "supportedNetworks", #"["invalidNetwork"]"#,
                ["supportedNetworks.unknown@supportedNetworks[0]"], message: "is not a valid payment network."),
            .throws(
                2, "supportedNetworks", #"["invalidNetwork","visa"]"#,
                ["supportedNetworks.unknown@supportedNetworks[0]"], message: "is not a valid payment network."),
            .throws(
                2, "supportedNetworks", #"["carteBancaire"]"#,
                ["supportedNetworks.version@supportedNetworks[0]"], message: "is not a valid payment network."),
            .accepts(2, "supportedNetworks", #"["visa","visa"]"#, ["supportedNetworks.duplicate@supportedNetworks[1]"]),
            .accepts(2, "supportedNetworks", #"["vIsa","MasterCard","JCB"]"#, []),
        ],
        // merchantCapabilities.
        requiredListCases("merchantCapabilities", emptyMessage: "At least one merchant capability must be provided.")
            + [
                .throws(
                    2, "merchantCapabilities", #"["invalidCapability"]"#, ["json.unknownValue@merchantCapabilities[0]"]),
                .throws(
                    2, "merchantCapabilities", #"["invalidCapability","supports3DS"]"#,
                    ["json.unknownValue@merchantCapabilities[0]"]),
                .accepts(2, "merchantCapabilities", #"["supports3DS","supports3DS"]"#, []),
            ],
        // total: a pending total keeps its amount.
        notOfItsType("total", #""""#, #"7"#, #"[]"#) + [
            .throws(2, "total", nil, ["json.missingKey@total"]),
            .throws(
                2, "total", #"null"#, ["json.missingKey@total.label", "total.amount.missing@total.amount"],
                message: "is not a valid amount."),
            .throws(
                2, "total", #"{}"#, ["json.missingKey@total.label", "total.amount.missing@total.amount"],
                message: "is not a valid amount."),
            .throws(
                2, "total", #"{"label":"label"}"#, ["total.amount.missing@total.amount"],
                message: "is not a valid amount."),
            .throws(
                2, "total", #"{"label":"label","amount":"amount"}"#, ["amount.syntax@total.amount"],
                message: "is not a valid amount."),
            .throws(
                2, "total", #"{"label":"label","amount":"-10.00"}"#, ["total.negative@total.amount"],
                message: "Total amount must not be negative."),
            .accepts(2, "total", #"{"label":"label","amount":"10000000000.00"}"#, []),
            .throws(
                2, "total", #"{"label":"label","amount":"10.00","type":"invalid"}"#, ["json.unknownValue@total.type"]),
            .accepts(2, "total", #"{"label":"label","amount":"10.00","type":"pending"}"#, []),
        ],
        // lineItems: a pending item needs no amount.
        notOfItsType("lineItems", #""""#, #"null"#, #"7"#, #"{}"#) + [
            .accepts(2, "lineItems", nil, []),
            .accepts(2, "lineItems", #"[{"label":"label","type":"pending"}]"#, ["total.sum@total.amount"]),
            .accepts(2, "lineItems", #"[]"#, []),
            .throws(2, "lineItems", #"[""]"#, ["json.type@lineItems[0]"]),
            .throws(
                2, "lineItems", #"[null]"#,
                ["json.missingKey@lineItems[0].label", "lineItem.amount.missing@lineItems[0].amount"],
                message: "is not a valid amount."),
            .throws(
                2, "lineItems", #"[{}]"#,
                ["json.missingKey@lineItems[0].label", "lineItem.amount.missing@lineItems[0].amount"],
                message: "is not a valid amount."),
            .throws(
                2, "lineItems", #"[{"label":"label"}]"#,
                ["total.sum@total.amount", "lineItem.amount.missing@lineItems[0].amount"],
                message: "is not a valid amount."
            ),
            .throws(
                2, "lineItems", #"[{"label":"label","amount":""}]"#,
                ["amount.syntax@lineItems[0].amount"], message: "is not a valid amount."),
            .throws(
                2, "lineItems", #"[{"label":"label","amount":"10.00","type":"invalid"}]"#,
                ["json.unknownValue@lineItems[0].type"]),
        ],
        // billingContact: null is an empty dictionary.
        notOfItsType("billingContact", #""""#, #"7"#) + [
            .accepts(2, "billingContact", #"null"#, ["billingContact.postalAddressNotRequired@billingContact"]),
            .accepts(2, "billingContact", nil, []),
            .accepts(2, "billingContact", #"{}"#, ["billingContact.postalAddressNotRequired@billingContact"]),
            .accepts(
                2, "billingContact", #"{"subLocality":"","subAdministrativeArea":""}"#,
                ["billingContact.postalAddressNotRequired@billingContact"]),
        ],
        // shippingContact.
        notOfItsType("shippingContact", #""""#, #"7"#) + [
            .accepts(2, "shippingContact", #"null"#, []),
            .accepts(2, "shippingContact", nil, []),
            .accepts(2, "shippingContact", #"{}"#, []),
            .accepts(2, "shippingContact", #"{"subLocality":"","subAdministrativeArea":""}"#, []),
        ],
        // shippingType.
        notOfItsType("shippingType", #"7"#, #"{}"#) + [
            .accepts(2, "shippingType", nil, []),
            .accepts(2, "shippingType", #""shipping""#, []),
            .accepts(2, "shippingType", #""delivery""#, []),
            .accepts(2, "shippingType", #""storePickup""#, []),
            .accepts(2, "shippingType", #""servicePickup""#, []),
            .throws(2, "shippingType", #""""#, ["json.unknownValue@shippingType"]),
            .throws(2, "shippingType", #""invalid""#, ["json.unknownValue@shippingType"]),
            .throws(2, "shippingType", #"null"#, ["json.null.string@shippingType", "json.unknownValue@shippingType"]),
        ],
        // shippingMethods: Safari needs each key but takes "" for an identifier; the library needs one that names
        // the method.
        notOfItsType("shippingMethods", #""""#, #""invalid""#, #"null"#, #"7"#, #"{}"#) + [
            .accepts(2, "shippingMethods", nil, []),
            .accepts(2, "shippingMethods", #"[]"#, []),
            .throws(
                2, "shippingMethods", #"[{}]"#,
                [
                    "json.missingKey@shippingMethods[0].label", "json.missingKey@shippingMethods[0].detail",
                    "json.missingKey@shippingMethods[0].amount", "json.missingKey@shippingMethods[0].identifier",
                ]),
            .throws(
                2, "shippingMethods", #"[{"amount":""}]"#,
                [
                    "json.missingKey@shippingMethods[0].label", "json.missingKey@shippingMethods[0].detail",
                    "amount.syntax@shippingMethods[0].amount", "json.missingKey@shippingMethods[0].identifier",
                ]),
            .throws(
                2, "shippingMethods", #"[{"amount":"","detail":""}]"#,
                [
                    "json.missingKey@shippingMethods[0].label", "amount.syntax@shippingMethods[0].amount",
                    "json.missingKey@shippingMethods[0].identifier",
                ]),
            .throws(
                2, "shippingMethods", #"[{"amount":"","detail":"","identifier":""}]"#,
                [
                    "json.missingKey@shippingMethods[0].label", "amount.syntax@shippingMethods[0].amount",
                    "shippingMethod.identifier.missing@shippingMethods[0].identifier",
                ]),
            .throws(
                2, "shippingMethods", #"[{"amount":"","detail":"","identifier":"","label":""}]"#,
                [
                    "amount.syntax@shippingMethods[0].amount", "label.empty@shippingMethods[0].label",
                    "shippingMethod.identifier.missing@shippingMethods[0].identifier",
                ], message: "is not a valid amount."),
            .throws(
                2, "shippingMethods", #"[{"amount":"-1","detail":"","identifier":"","label":""}]"#,
                [
                    "label.empty@shippingMethods[0].label", "shippingMethod.amount.negative@shippingMethods[0].amount",
                    "shippingMethod.identifier.missing@shippingMethods[0].identifier",
                ], message: "Shipping method amount must be greater than or equal to zero."),
            .accepts(
                2, "shippingMethods", #"[{"amount":"10.00","detail":"","identifier":"","label":""}]"#,
                [
                    "label.empty@shippingMethods[0].label",
                    "shippingMethod.identifier.missing@shippingMethods[0].identifier",
                ]),
            .accepts(
                2, "shippingMethods",
                #"[{"amount":"10.00","detail":"","identifier":"","label":""},{"amount":"10.00","detail":"","identifier":"","label":""}]"#,
                [
                    "label.empty@shippingMethods[0].label",
                    "shippingMethod.identifier.missing@shippingMethods[0].identifier",
                    "label.empty@shippingMethods[1].label",
                    "shippingMethod.identifier.missing@shippingMethods[1].identifier",
                ]),
        ],
        // applicationData: Safari turns any value into a string and drops what is not Base64; the library refuses
        // it, as the token then loses its hash.
        [
            .accepts(2, "applicationData", nil, []),
            .accepts(2, "applicationData", #""""#, []),
            .accepts(2, "applicationData", #""invalid""#, ["applicationData.base64@applicationData"]),
            .accepts(2, "applicationData", #"7"#, ["json.type@applicationData"]),
            .accepts(2, "applicationData", #"null"#, ["json.null.string@applicationData"]),
            .accepts(2, "applicationData", #"{}"#, ["json.type@applicationData"]),
        ],
        // supportedCountries (version 3).
        notOfItsType("supportedCountries", #""""#, #"7"#, #"null"#, version: 3) + [
            .throws(
                3, "supportedCountries", #"["invalid"]"#,
                ["supportedCountries.invalid@supportedCountries[0]"], message: "is not a valid country code."),
            .throws(
                3, "supportedCountries", #"["US","invalid"]"#,
                ["supportedCountries.invalid@supportedCountries[1]"], message: "is not a valid country code."),
            .throws(3, "supportedCountries", #"["US",7]"#, ["json.type@supportedCountries[1]"]),
            .accepts(3, "supportedCountries", nil, []),
            .accepts(3, "supportedCountries", #"[]"#, []),
            .accepts(3, "supportedCountries", #"["US"]"#, []),
            .accepts(3, "supportedCountries", #"["US","US"]"#, []),
        ],
        // total from version 4: zero.
        [
            .accepts(4, "total", #"{"label":"label","amount":"0"}"#, [])
        ],
    ]

    /// WebKit's `validRequest()`, which from version 4 on also lists `carteBancaire`, with the case's change.
    static func document(_ testCase: Case) -> String {
        if testCase.isWholeDocument, let value = testCase.value { return value }
        let networks =
            testCase.version >= 4 ? #"["visa","masterCard","carteBancaire"]"# : #"["visa","masterCard"]"#
        return Case.object(
            testCase.changing([
                ("countryCode", #""US""#), ("currencyCode", #""USD""#), ("supportedNetworks", networks),
                ("merchantCapabilities", #"["supports3DS"]"#), ("total", #"{"label":"Your Label","amount":"10.00"}"#),
            ]))
    }

    static func report(_ testCase: Case) -> ValidationReport {
        PaymentRequest.validate(
            jsonData: Data(document(testCase).utf8), for: .web(now: Fixtures.now, applePayJSVersion: testCase.version))
    }

    /// Safari's exceptions here are all `TypeError`; the Apple Pay JS rules name none, as they are not the W3C
    /// constructor's.
    @Test(arguments: cases)
    func theReportIsExactAndAgreesWithSafari(_ testCase: Case) {
        testCase.check(Self.report(testCase), rulesNameExceptions: false)
    }

    /// Each WebKit case Safari accepts that the library refuses, with the rule that says why; the list is short
    /// and every entry is deliberate.
    @Test func theLibraryRefusesOnlyWhatItsTableExplains() {
        let refused = Self.cases.filter { $0.safari == .accepts }.flatMap { testCase in
            Self.report(testCase).violations.filter { $0.severity == .error }.map(\.code)
        }
        #expect(
            Set(refused) == ["json.type", "applicationData.base64", "shippingMethod.identifier.missing"],
            "\(refused)")
    }

    @Test func everyVersionAndMemberOfWebKitsTestsIsHere() {
        #expect(Set(Self.cases.map(\.version)) == [2, 3, 4, 5])
        #expect(
            Set(Self.cases.map(\.member)) == [
                "", "countryCode", "currencyCode", "supportedNetworks", "merchantCapabilities", "total", "lineItems",
                "requiredBillingContactFields", "billingContact", "requiredShippingContactFields", "shippingContact",
                "shippingType", "shippingMethods", "applicationData", "supportedCountries",
            ])
        #expect(Self.cases.count == 141)
    }
}

extension WebKitCase {
    static func accepts(_ version: Int, _ member: String, _ value: String?, _ expected: [String]) -> WebKitCase {
        WebKitCase(version: version, member: member, value: value, safari: .accepts, expected: expected)
    }

    static func `throws`(
        _ version: Int, _ member: String, _ value: String?, _ expected: [String], message: String? = nil
    ) -> WebKitCase {
        WebKitCase(
            version: version, member: member, value: value, safari: .throws(.typeError, message: message),
            expected: expected)
    }
}
