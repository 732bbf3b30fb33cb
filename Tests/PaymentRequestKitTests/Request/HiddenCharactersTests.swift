import Foundation
import Testing

@testable import PaymentRequestKit

/// `label.hiddenCharacters`: bidirectional controls and invisible characters in the labels of every format, with
/// the exact message, and the characters that right-to-left scripts and emoji need, which pass.
@Suite struct HiddenCharactersTests {
    static let now = Fixtures.now

    static func applePay(_ label: String) -> [String] {
        var request = Fixtures.coffeeShop()
        request.lineItems[0].label = label
        return request.validate(for: .web(now: now)).violations.map { "\($0.code)@\($0.path): \($0.message)" }
    }

    static func example(_ name: String, replacing label: String, with hidden: String) throws -> Data {
        let url = PaymentDocumentKindTests.examples.appendingPathComponent("Interop/\(name)")
        return try Data(contentsOf: url).replacingFirst(#""label": "\#(label)""#, with: #""label": "\#(hidden)""#)
    }

    @Test(arguments: [
        (
            "Latte \u{202E}05.4",
            #"label.hiddenCharacters@lineItems[0].label: The label "Latte \u{202e}05.4" contains U+202E RIGHT-TO-LEFT OVERRIDE, which reorders the text after it when shown"#
        ),
        (
            "Lat\u{200B}te\u{FEFF}",
            #"label.hiddenCharacters@lineItems[0].label: The label "Lat\u{200b}te\u{feff}" contains U+200B ZERO WIDTH SPACE, which shows as nothing and 1 more such character"#
        ),
        (
            "\u{2067}Latte\u{2069}",
            #"label.hiddenCharacters@lineItems[0].label: The label "\u{2067}Latte\u{2069}" contains U+2067 RIGHT-TO-LEFT ISOLATE, which reorders the text after it when shown and 1 more such character"#
        ),
        (
            "Caf\u{AD}fè",
            #"label.hiddenCharacters@lineItems[0].label: The label "Caf\u{ad}fè" contains U+00AD SOFT HYPHEN, which shows as nothing"#
        ),
    ])
    func applePayLabelsThatHide(label: String, expected: String) {
        #expect(Self.applePay(label) == [expected])
    }

    /// Right-to-left text with its marks, a Persian word with its non-joiner, an emoji family and a flag pass.
    @Test(arguments: [
        "קפה\u{200F} (2)", "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}", "Family 👨‍👩‍👧",
        "Café 🇫🇷", "Latte", "Ünïcödé Latte",
    ])
    func labelsThatShowWhatTheySay(label: String) {
        #expect(Self.applePay(label) == [])
    }

    @Test func theW3CLabelsOfEveryMethod() throws {
        let data = try Self.example("coffee-shop.w3c.json", replacing: "Latte", with: #"Latte \u202E05.4"#)
        let report = W3CPaymentRequest.validate(jsonData: data, for: .web(now: Self.now))
        #expect(
            report.violations.map { "\($0.code)@\($0.path)" } == [
                "label.hiddenCharacters@details.displayItems[0].label"
            ])
        // With a method other than Apple Pay, the W3C check itself finds it.
        let other = try Data(
            contentsOf: PaymentDocumentKindTests.examples.appendingPathComponent("Interop/coffee-shop.w3c.json")
        ).replacingFirst(#""https://apple.com/apple-pay""#, with: #""https://example.com/pay""#)
            .replacingFirst(#""label": "Latte""#, with: #""label": "\u200BLatte""#)
        #expect(
            W3CPaymentRequest.validate(jsonData: other, for: .web(now: Self.now)).violations.filter {
                $0.code == "label.hiddenCharacters"
            }.map(\.path.description) == ["details.displayItems[0].label"])
    }

    @Test func theGooglePayLabels() throws {
        var data = try Self.example("coffee-shop.google-pay.json", replacing: "Latte", with: #"Latte \u202E05.4"#)
        data = data.replacingFirst(
            #""totalPriceLabel": "Blue Bottle Coffee""#, with: #""totalPriceLabel": "Blue\u2060Bottle Coffee""#)
        let report = GooglePayPaymentDataRequest.validate(jsonData: data)
        #expect(
            report.violations.map { "\($0.code)@\($0.path): \($0.message)" } == [
                #"label.hiddenCharacters@transactionInfo.totalPriceLabel: The label "Blue\u{2060}Bottle Coffee" contains U+2060 WORD JOINER, which shows as nothing"#,
                #"label.hiddenCharacters@transactionInfo.displayItems[0].label: The label "Latte \u{202e}05.4" contains U+202E RIGHT-TO-LEFT OVERRIDE, which reorders the text after it when shown"#,
            ])
    }

    /// A message that quotes untrusted text can neither be reordered nor hide part of itself.
    @Test func quotesEscapeWhatWouldHide() {
        #expect(quoted("a\u{202E}b\u{200B}c\u{200D}d") == "\"a\\u{202e}b\\u{200b}c\u{200D}d\"")
        #expect(Unicode.Scalar(0xAD)!.codePoint == "U+00AD")
        #expect(Unicode.Scalar(0x1F600)!.codePoint == "U+1F600")
    }
}
