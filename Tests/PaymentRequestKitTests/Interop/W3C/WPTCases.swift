import Foundation

/// The web-platform-tests' cases for `new PaymentRequest(...)` that JSON can say, each with what WPT expects the
/// constructor to do: `"ok"`, or the name of the exception it throws.
///
/// From `web-platform-tests/wpt`'s `payment-request/`:
/// - `payment-request-ctor-currency-code-checks.https.html` (at 5fbed425): ECMA-402's well-formed and malformed
///   currency codes in the total, a display item, a shipping option, a modifier's total and its additional display
///   item. Its shipping options come without `requestShipping`, which since W3C's #610 leaves them unread; here
///   they ask for shipping, as its RangeError expects.
/// - `payment-request-ctor-pmi-handling.https.html` (at 12cee7a7): URL-based and standardized payment method
///   identifiers, valid and not. The array `["foo", "bar", "bas"]` is the string it becomes, `"foo,bar,bas"`.
/// - `payment-request-constructor.https.sub.html` (at 765a20a1): the invalid amounts for the total, display items
///   and shipping options, negative and high-precision display items, numbers for values, an empty `methodData`,
///   and `data` that is not an object. Its display item cases have a valid total here: WPT's own pass an amount
///   as the total, which throws whatever the item holds. The amount whose `toString()` gives `" 1.0"` has no JSON.
///
/// The browser test runs these too, so Chromium, WPT and the library are compared on every case.
enum WPTCases {
    static let all = currencyCases + methodCases + amountCases + otherCases

    static let wellFormedCurrencies = ["BOB", "EUR", "usd", "XdR", "xTs"]
    static let malformedCurrencies = ["", "€", "$", "SFr.", "DM", "KR₩", "702", "ßP", "ınr"]

    static let currencyCases: [(name: String, json: String, exception: String)] =
        (wellFormedCurrencies + malformedCurrencies).flatMap { code in
            let expected = wellFormedCurrencies.contains(code) ? "ok" : "RangeError"
            let amount = { (value: String) in #"{"currency":\#(string(code)),"value":"\#(value)"}"# }
            let documents = [
                ("total", W3CCases.document(total: #"{"label":"Total","amount":\#(amount("1.00"))}"#)),
                (
                    "display item",
                    W3CCases.document(
                        details: #","displayItems":[{"label":"valid currency","amount":\#(amount("123"))}]"#)
                ),
                (
                    "shipping option",
                    W3CCases.document(
                        details:
                            #","shippingOptions":[{"id":"test","label":"shipping option","amount":\#(amount("5.00")),"selected":true}]"#,
                        options: #"{"requestShipping":true}"#)
                ),
                (
                    "modifier total",
                    W3CCases.document(
                        details:
                            #","modifiers":[{"supportedMethods":"https://wpt.fyi","total":{"label":"Total due","amount":\#(amount("68.00"))}}]"#
                    )
                ),
                (
                    "additional display item",
                    W3CCases.document(
                        details:
                            #","modifiers":[{"supportedMethods":"https://wpt.fyi","additionalDisplayItems":[{"label":"additionalItem","amount":\#(amount("3.00"))}]}]"#
                    )
                ),
            ]
            return documents.map { ("currency \(string(code)) in the \($0.0)", $0.1, expected) }
        }

    static let validMethods = [
        "https://wpt", "https://wpt.fyi/", "https://wpt.fyi/payment", "https://wpt.fyi/payment-request",
        "https://wpt.fyi/payment-request?", "https://wpt.fyi/payment-request?this=is",
        "https://wpt.fyi/payment-request?this=is&totally", "https://wpt.fyi:443/payment-request?this=is&totally",
        "https://wpt.fyi:443/payment-request?this=is&totally#fine",
        "https://:@wpt.fyi:443/payment-request?this=is&totally#👍", " \thttps://wpt\n ", "https://xn--c1yn36f",
        "https://點看",
        // Standardized identifiers, well formed though no browser supports them.
        "e", "n6jzof05mk2g4lhxr-u-q-w1-c-i-pa-ty-bdvs9-ho-ae7-p-md8-s-wq3-h-qd-e-q-sa", "a-b-q-n-s-pw0", "m-u", "s-l5",
        "k9-f", "m-l", "u4-n-t", "i488jh6-g18-fck-yb-v7-i", "x-x-t-t-c34-o", "basic-card",
    ]
    static let invalidMethods = [
        "basic-💳", "¡basic-*-card!", "Basic-Card", "0", "-", "--", "a--b", "-a--b", "a-b-", "0-", "0-a", "a0--", "A-",
        "A-B", "A-b", "a-0", "a-0b", " a-b", "\t\na-b", "a-b ", "a-b\n\t", "basic-card?not-really",
        "basic-card://not-ok", "basic card", "/basic card/", "BaSicCarD", "BASIC-CARD", " basic-card ",
        "this is not supported", " ", "foo,var", "foo,bar,bas",
        // URL-based identifiers that are not https URLs without credentials.
        "https://username@example.com/pay", "https://:password@example.com/pay",
        "https://username:password@example.com/pay", "http://username:password@example.com/pay",
        "http://foo.com:100000000/pay", "not-https://wpt.fyi/payment-request", "../realitive/url",
        "/absolute/../path?", "https://",
    ]

    static let methodCases: [(name: String, json: String, exception: String)] =
        (validMethods.map { ($0, "ok") } + invalidMethods.map { ($0, "RangeError") }).map { method, expected in
            (
                "payment method identifier \(string(method))",
                W3CCases.document(methods: #"[{"supportedMethods":\#(string(method))}]"#), expected
            )
        }

    /// WPT's `invalidAmounts`; `null` is WebIDL's string "null".
    static let invalidAmounts = [
        #""-""#, #""notdigits""#, #""ALSONOTDIGITS""#, #""10.""#, #"".99""#, #""-10.""#, #""-.99""#, #""10-""#,
        #""1-0""#, #""1.0.0""#, #""1/3""#, #""""#, #"" 1.0  ""#, #"" 1.0 ""#, #""1.0 ""#, #""USD$1.0""#, #""$1.0""#,
        "null",
    ]
    /// WPT's `invalidTotalAmounts`: the invalid amounts, and negative ones, `-10` a JavaScript number.
    static let invalidTotalAmounts = invalidAmounts + [#""-1""#, #""-1.0""#, #""-1.00""#, #""-1000.000""#, "-10"]

    static let amountCases: [(name: String, json: String, exception: String)] =
        invalidTotalAmounts.map { value in
            (
                "total value \(value)",
                W3CCases.document(total: #"{"label":"","amount":{"currency":"USD","value":\#(value)}}"#), "TypeError"
            )
        }
        + invalidAmounts.flatMap { value in
            [
                (
                    "display item value \(value)",
                    W3CCases.document(
                        details: #","displayItems":[{"label":"","amount":{"currency":"USD","value":\#(value)}}]"#),
                    "TypeError"
                ),
                (
                    "shipping option value \(value)",
                    W3CCases.document(
                        details:
                            #","shippingOptions":[{"id":"default","label":"","amount":{"currency":"USD","value":\#(value)},"selected":false}]"#,
                        options: #"{"requestShipping":true}"#),
                    "TypeError"
                ),
            ]
        }

    static let otherCases: [(name: String, json: String, exception: String)] = {
        let large = String(repeating: "1", count: 510)
        return [
            (
                "negative display items, whatever the total",
                W3CCases.document(
                    details:
                        #","displayItems":[{"label":"","amount":{"currency":"USD","value":"-1000"}},{"label":"","amount":{"currency":"AUD","value":"-2000.00"}}]"#
                ), "ok"
            ),
            (
                "high-precision values",
                W3CCases.document(
                    total: #"{"label":"","amount":{"currency":"USD","value":"\#(large).\#(large)"}}"#,
                    details:
                        #","displayItems":[{"label":"","amount":{"currency":"USD","value":"-\#(large)"}},{"label":"","amount":{"currency":"AUD","value":"-\#(large).\#(large)"}}]"#
                ), "ok"
            ),
            (
                "a number as the total's value",
                W3CCases.document(total: #"{"label":"Default Number Total","amount":{"currency":"USD","value":1.0}}"#),
                "ok"
            ),
            ("an empty methodData", W3CCases.document(methods: "[]"), "TypeError"),
            (
                "method data that is a list",
                W3CCases.document(methods: #"[{"supportedMethods":"https://wpt.fyi/payment-request","data":[]}]"#), "ok"
            ),
            (
                "method data with an object",
                W3CCases.document(
                    methods: #"[{"supportedMethods":"https://wpt.fyi/payment-request","data":{"object":{}}}]"#), "ok"
            ),
            (
                "method data that is a string",
                W3CCases.document(
                    methods: #"[{"supportedMethods":"https://wpt.fyi/payment-request","data":"a string"}]"#),
                "TypeError"
            ),
            (
                "method data that is null",
                W3CCases.document(methods: #"[{"supportedMethods":"https://wpt.fyi/payment-request","data":null}]"#),
                "TypeError"
            ),
        ]
    }()

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: (try? encoder.encode(text)) ?? Data(), as: UTF8.self)
    }
}
