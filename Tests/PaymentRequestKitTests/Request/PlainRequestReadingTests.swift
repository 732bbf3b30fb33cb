import Foundation
import Testing

@testable import PaymentRequestKit

/// A request in the common shape is read in one pass (`init(plain:)`), and any other by the wire decoder; either
/// way the request and the report are the wire decoder's.
@Suite struct PlainRequestReadingTests {
    static let context = ValidationContext.web(now: Fixtures.now)

    /// Every member the plain reader reads, each with a plain value.
    static let everyPlainMember = """
        {"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa","masterCard","amex"],\
        "merchantCapabilities":["supports3DS","supportsDebit"],"total":{"label":"Shop","amount":"12.50"},\
        "lineItems":[{"label":"Tea","amount":"2.50","type":"final"},{"label":"Tax","amount":"0.75","type":"pending"},\
        {"label":"Tip","type":"pending"}],\
        "shippingMethods":[{"label":"Post","detail":"3 days","amount":"0.00","identifier":"post"},\
        {"label":"Courier","detail":"Today","amount":"9.25","identifier":"courier"}],"shippingType":"delivery",\
        "requiredBillingContactFields":["postalAddress","name"],"requiredShippingContactFields":["email","phone"],\
        "billingContact":{"phoneNumber":"+1 555 0100","emailAddress":"a@example.com","givenName":"Ada",\
        "familyName":"Lovelace","phoneticGivenName":"Ay-da","phoneticFamilyName":"Love-lace",\
        "addressLines":["1 Main Street","Flat 2"],"subLocality":"Downtown","locality":"Springfield",\
        "postalCode":"62701","subAdministrativeArea":"Sangamon","administrativeArea":"IL","country":"USA",\
        "countryCode":"US"},"shippingContact":{"addressLines":[],"countryCode":"US"},\
        "merchantIdentifier":"merchant.com.example","supportedCountries":["US","CA"],"couponCode":"TEA",\
        "applicationData":"eyJvcmRlciI6NDJ9"}
        """

    /// The five members Safari requires, and nothing else.
    static let minimal = """
        {"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],\
        "merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1.00"}}
        """

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var document: String
        /// Whether the plain reader reads it; otherwise the wire decoder does.
        var plainlyRead: Bool
        var testDescription: String { name }
    }

    /// The minimal document with `old` replaced by `new`.
    static func minimal(_ old: String, _ new: String) -> String {
        precondition(minimal.contains(old))
        return minimal.replacingOccurrences(of: old, with: new)
    }

    static let rows: [Row] = [
        Row(name: "every plain member", document: everyPlainMember, plainlyRead: true),
        Row(name: "the required members", document: minimal, plainlyRead: true),
        Row(name: "white space between the tokens", document: minimal(",", " ,\n\t"), plainlyRead: true),
        Row(
            name: "the country last",
            document: minimal(#""countryCode":"US","#, "").replacingOccurrences(
                of: "}}", with: #"},"countryCode":"US"}"#),
            plainlyRead: true),
        // Plain, with problems for validation to report: the report is validation's alone.
        Row(name: "a negative total", document: minimal(#""1.00""#, #""-1.00""#), plainlyRead: true),
        Row(name: "an empty label", document: minimal(#""Shop""#, #""""#), plainlyRead: true),
        Row(name: "no networks", document: minimal(#"["visa"]"#, "[]"), plainlyRead: true),
        Row(name: "too many decimals", document: minimal(#""1.00""#, #""1.005""#), plainlyRead: true),
        // Safari matches network names without regard to case, and so does the library (PaymentNetwork).
        Row(name: "a network in another case", document: minimal(#""visa""#, #""Visa""#), plainlyRead: true),
        // For the wire decoder, which reports them or reads what the plain reader does not.
        Row(name: "an unknown key", document: minimal(#"{"country"#, #"{"colour":"red","country"#), plainlyRead: false),
        Row(name: "an amount as a number", document: minimal(#""1.00""#, "1.00"), plainlyRead: false),
        Row(name: "an amount not in the grammar", document: minimal(#""1.00""#, #""1.0.0""#), plainlyRead: false),
        Row(name: "an escaped label", document: minimal(#""Shop""#, #""Sh\u006fp""#), plainlyRead: false),
        Row(name: "a label in UTF-8", document: minimal(#""Shop""#, #""Café""#), plainlyRead: false),
        Row(
            name: "a key twice", document: minimal(#"{"country"#, #"{"countryCode":"US","country"#), plainlyRead: false),
        Row(name: "no total", document: minimal(#","total":{"label":"Shop","amount":"1.00"}"#, ""), plainlyRead: false),
        Row(name: "an unknown network", document: minimal(#""visa""#, #""visaa""#), plainlyRead: false),
        Row(name: "a country in lower case", document: minimal(#""US""#, #""us""#), plainlyRead: false),
        Row(name: "an unknown capability", document: minimal(#""supports3DS""#, #""supports4DS""#), plainlyRead: false),
        Row(
            name: "a pending item without an amount",
            document: minimal(
                #""amount":"1.00"}"#, #""amount":"1.00"},"lineItems":[{"label":"Tip","type":"pending","amount":""}]"#),
            plainlyRead: false),
        Row(
            name: "an unknown item type",
            document: minimal(#""amount":"1.00"}"#, #""amount":"1.00","type":"later"}"#), plainlyRead: false),
        Row(
            name: "an item's timing",
            document: minimal(#""amount":"1.00"}"#, #""amount":"1.00","paymentTiming":"immediate"}"#),
            plainlyRead: false),
        Row(
            name: "a selected shipping method",
            document: minimal(
                #""amount":"1.00"}"#,
                #""amount":"1.00"},"shippingMethods":[{"label":"a","detail":"b","amount":"0.00","identifier":"c","selected":true}]"#
            ),
            plainlyRead: false),
        Row(
            name: "a shipping method without a detail",
            document: minimal(
                #""amount":"1.00"}"#,
                #""amount":"1.00"},"shippingMethods":[{"label":"a","amount":"0.00","identifier":"c"}]"#),
            plainlyRead: false),
        Row(name: "null", document: minimal(#"{"country"#, #"{"couponCode":null,"country"#), plainlyRead: false),
        Row(
            name: "application data not in Base64",
            document: minimal(#"{"country"#, #"{"applicationData":"***","country"#), plainlyRead: false),
        Row(
            name: "a contact's number",
            document: minimal(#"{"country"#, #"{"billingContact":{"postalCode":62701},"country"#), plainlyRead: false),
        Row(name: "something after the document", document: minimal + " {}", plainlyRead: false),
        Row(name: "a byte-order mark", document: "\u{FEFF}" + minimal, plainlyRead: false),
        Row(name: "not JSON", document: "{", plainlyRead: false),
    ]

    @Test(arguments: rows)
    func aRequestReadsAsTheWireDecoderReadsIt(row: Row) throws {
        let data = Data(row.document.utf8)
        let plain = PaymentRequest.plainlyRead(data, limits: .default)
        #expect((plain != nil) == row.plainlyRead)
        if let plain { #expect(plain == (try PaymentRequest.wireDecoded(from: data, limits: .default))) }
        #expect(
            (try? PaymentRequest(jsonData: data)) == (try? PaymentRequest.wireDecoded(from: data, limits: .default)))
        #expect(
            PaymentRequest.validate(jsonData: data, for: .init(Self.context))
                == PaymentDocument.validate(
                    ParsedJSON(jsonData: data), as: [.applePayRequest], for: .init(Self.context)
                ).report)
    }

    /// The plain rows with problems for validation have them in the report.
    @Test func validationJudgesAPlainRequest() {
        let report = PaymentRequest.validate(
            jsonData: Data(Self.minimal(#""1.00""#, #""-1.00""#).utf8), for: .init(Self.context))
        #expect(report.violations.map(\.code) == ["total.negative"])
    }

    /// The library's own requests, written compact and pretty-printed, and the example documents.
    static var documents: [(name: String, data: Data)] {
        let requests = Fixtures.realistic.flatMap { name, request in
            [(name, request.jsonData()), (name + " pretty-printed", request.jsonData(prettyPrinted: true))]
        }
        let examples = FuzzRegressionTests.files(in: "Examples/Requests")
        return requests
            + examples.compactMap { path in
                FileManager.default.contents(atPath: FuzzRegressionTests.root.appendingPathComponent(path).path).map {
                    (path, $0)
                }
            }
    }

    @Test func everyRequestWeHaveReadsAlike() throws {
        let documents = Self.documents
        #expect(documents.count >= 20)
        var plainlyRead = 0
        for (name, data) in documents {
            if let plain = PaymentRequest.plainlyRead(data, limits: .default) {
                plainlyRead += 1
                #expect(plain == (try PaymentRequest.wireDecoded(from: data, limits: .default)), "\(name)")
            }
            #expect(
                PaymentRequest.validate(jsonData: data, for: .init(Self.context))
                    == PaymentDocument.validate(
                        ParsedJSON(jsonData: data), as: [.applePayRequest], for: .init(Self.context)
                    ).report, "\(name)")
        }
        // The coffee shop, the taxi and the store pickup, each both ways, and the plain examples.
        #expect(plainlyRead >= 6)
    }

    /// Limits the plain reader does not check as it goes keep it away; those it checks stop it. Either way the
    /// report is the wire decoder's.
    @Test(arguments: [
        JSONDecodingLimits(maxDocumentBytes: 100), JSONDecodingLimits(maxDepth: 2),
        JSONDecodingLimits(maxStringBytes: 4),
        JSONDecodingLimits(maxValueCount: 10),
    ])
    func theLimitsAreTheWireDecoders(limits: JSONDecodingLimits) {
        let data = Data(Self.everyPlainMember.utf8)
        #expect(PaymentRequest.plainlyRead(data, limits: limits) == nil)
        let report = PaymentRequest.validate(jsonData: data, for: .init(Self.context), limits: limits)
        #expect(report.violations.map(\.code) == ["json.limit"])
        #expect(
            report
                == PaymentDocument.validate(
                    ParsedJSON(jsonData: data, limits: limits), as: [.applePayRequest], for: .init(Self.context)
                ).report)
    }

    /// A member a plain reader does not read stops the reader itself, as an element its caller gives up on does, so
    /// that nothing completes whichever level gave up: without the stop, the member's value would be read next.
    @Test(arguments: [
        ("item", #"{"label":"x","paymentTiming":"immediate"}"#),
        ("shipping method", #"{"label":"x","selected":"immediate"}"#),
        ("request", #"{"countryCode":"US","supportsCouponCode":"immediate"}"#),
    ])
    func aMemberTheReaderDoesNotReadStopsIt(kind: String, document: String) {
        Array(document.utf8).withUnsafeBufferPointer { buffer in
            guard var reader = PlainJSONReader(buffer, maxStringBytes: 100) else {
                Issue.record("no reader")
                return
            }
            let read =
                switch kind {
                case "item": PaymentSummaryItem(plain: &reader) != nil
                case "shipping method": ShippingMethod(plain: &reader) != nil
                default: PaymentRequest(plain: &reader) != nil
                }
            let next = reader.string()
            let atEnd = reader.isAtEnd()
            #expect(!read)
            #expect(next == nil)
            #expect(!atEnd)
        }
    }
}
