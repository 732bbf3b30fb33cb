/// Documents for `new PaymentRequest(...)`, each with the violations the library reports for it, in order, as
/// `code@path`. The browser test runs the same documents in Chromium.
enum W3CCases {
    static let apple =
        #"{"supportedMethods":"https://apple.com/apple-pay","data":{"version":3,"merchantIdentifier":"merchant.com.example","countryCode":"US","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"]}}"#

    static let other = #"{"supportedMethods":"https://pay.example/pay"}"#

    static func document(
        methods: String = "[\(other)]",
        total: String = #"{"label":"Shop","amount":{"currency":"USD","value":"10.00"}}"#,
        details: String = "", options: String = "{}"
    ) -> String {
        #"{"methodData":\#(methods),"details":{"total":\#(total)\#(details)},"options":\#(options)}"#
    }

    static func amount(_ currency: String, _ value: String) -> String {
        #"{"label":"Shop","amount":{"currency":"\#(currency)","value":"\#(value)"}}"#
    }

    static let long = String(repeating: "x", count: 1025)
    static let longValue = String(repeating: "1", count: 1025)
    static let highPrecision = String(repeating: "1", count: 510) + "." + String(repeating: "1", count: 510)
    static let manyItems = "[" + Array(repeating: amount("USD", "1"), count: 1025).joined(separator: ",") + "]"

    static let table: [(name: String, json: String, expected: [String])] = [
        ("valid", document(), []),
        ("valid with Apple Pay", document(methods: "[\(apple)]"), []),
        (
            "Apple Pay with a display item in another currency (Safari: TypeError at show())",
            document(
                methods: "[\(apple)]",
                details: #","displayItems":[{"label":"Tax","amount":{"currency":"EUR","value":"10.00"}}]"#),
            ["w3c.applePay.currencyMismatch@details.displayItems[0].amount.currency"]
        ),
        (
            "Apple Pay with a shipping option in another currency",
            document(
                methods: "[\(apple)]",
                details: #","shippingOptions":[{"id":"a","label":"Ground","amount":{"currency":"eur","value":"1"}}]"#,
                options: #"{"requestShipping":true}"#),
            ["w3c.applePay.currencyMismatch@details.shippingOptions[0].amount.currency"]
        ),
        (
            "Apple Pay with its amounts in the total's currency, in lower case",
            document(
                methods: "[\(apple)]",
                details: #","displayItems":[{"label":"Tax","amount":{"currency":"usd","value":"10.00"}}]"#),
            []
        ),
        (
            "Apple Pay modifier in another currency (Safari: TypeError when it applies)",
            document(
                methods: "[\(apple)]",
                details:
                    #","modifiers":[{"supportedMethods":"https://apple.com/apple-pay","total":{"label":"Debit","amount":{"currency":"EUR","value":"9"}},"additionalDisplayItems":[{"label":"Fee","amount":{"currency":"GBP","value":"1"}}]}]"#
            ),
            [
                "w3c.applePay.modifierCurrencyMismatch@details.modifiers[0].total.amount.currency",
                "w3c.applePay.modifierCurrencyMismatch@details.modifiers[0].additionalDisplayItems[0].amount.currency",
            ]
        ),
        (
            "another method's display items in another currency, without Apple Pay",
            document(details: #","displayItems":[{"label":"Tax","amount":{"currency":"EUR","value":"1"}}]"#), []
        ),
        ("lower-case currency", document(total: amount("usd", "10.00")), []),
        ("well-formed non-ISO currency", document(total: amount("XBT", "1")), []),
        ("high-precision value", document(total: amount("USD", highPrecision)), []),
        (
            "empty label", document(total: amount("USD", "1").replacingOccurrences(of: "Shop", with: "")),
            ["w3c.label.empty@details.total.label"]
        ),
        ("no method data", document(methods: "[]"), ["w3c.methodData.empty@methodData"]),
        ("method data not a sequence", document(methods: other), ["w3c.member.type@methodData"]),
        (
            "method without identifier", document(methods: #"[{"data":{}}]"#),
            ["w3c.member.missing@methodData[0].supportedMethods"]
        ),
        (
            "data a string", document(methods: #"[{"supportedMethods":"basic-card","data":"a string"}]"#),
            ["w3c.member.type@methodData[0].data"]
        ),
        (
            "data null", document(methods: #"[{"supportedMethods":"basic-card","data":null}]"#),
            ["w3c.member.type@methodData[0].data"]
        ),
        ("data an array", document(methods: #"[{"supportedMethods":"basic-card","data":[]}]"#), []),
        (
            "identifier with a space", document(methods: #"[{"supportedMethods":"basic card"}]"#),
            ["w3c.supportedMethods.invalid@methodData[0].supportedMethods"]
        ),
        (
            "http identifier", document(methods: #"[{"supportedMethods":"http://pay.example/"}]"#),
            ["w3c.supportedMethods.invalid@methodData[0].supportedMethods"]
        ),
        ("http loopback identifier", document(methods: #"[{"supportedMethods":"http://localhost/pay"}]"#), []),
        // URL-based identifiers are parsed as the URL Standard parses them before the checks.
        (
            "identifier with spaces around it",
            document(methods: #"[{"supportedMethods":"  https://pay.example/pay "}]"#), []
        ),
        (
            "identifier with a leading control",
            document(methods: #"[{"supportedMethods":"\u0001https://pay.example/"}]"#), []
        ),
        (
            "identifier with a tab and a newline inside",
            document(methods: #"[{"supportedMethods":"https://pay.ex\tam\nple/"}]"#), []
        ),
        (
            "identifier with empty credentials", document(methods: #"[{"supportedMethods":"https://@pay.example/"}]"#),
            []
        ),
        (
            "identifier with an empty user and password",
            document(methods: #"[{"supportedMethods":"https://:@pay.example/"}]"#), []
        ),
        ("identifier in upper case", document(methods: #"[{"supportedMethods":"HTTPS://PAY.EXAMPLE/PAY"}]"#), []),
        ("identifier without slashes", document(methods: #"[{"supportedMethods":"https:pay.example/pay"}]"#), []),
        ("identifier with backslashes", document(methods: #"[{"supportedMethods":"https:\\\\pay.example\\pay"}]"#), []),
        (
            "identifier with a user name", document(methods: #"[{"supportedMethods":"https://user@pay.example/"}]"#),
            ["w3c.supportedMethods.invalid@methodData[0].supportedMethods"]
        ),
        (
            "identifier with a password", document(methods: #"[{"supportedMethods":"https://:secret@pay.example/"}]"#),
            ["w3c.supportedMethods.invalid@methodData[0].supportedMethods"]
        ),
        (
            "identifier with only spaces", document(methods: #"[{"supportedMethods":"   "}]"#),
            ["w3c.supportedMethods.invalid@methodData[0].supportedMethods"]
        ),
        (
            "Apple Pay named with spaces around it, its data checked as Safari's",
            document(
                methods:
                    #"[{"supportedMethods":" https://apple.com/apple-pay ","data":{"version":3,"merchantIdentifier":"merchant.com.example","countryCode":"US","supportedNetworks":[],"merchantCapabilities":["supports3DS"]}}]"#
            ),
            ["supportedNetworks.empty@methodData[0].data.supportedNetworks"]
        ),
        (
            "identifier with credentials", document(methods: #"[{"supportedMethods":"https://a:b@pay.example/"}]"#),
            ["w3c.supportedMethods.invalid@methodData[0].supportedMethods"]
        ),
        (
            "duplicate identifiers", document(methods: "[\(other),\(other)]"),
            ["w3c.supportedMethods.duplicate@methodData[1].supportedMethods"]
        ),
        ("no details", #"{"methodData":[\#(apple)]}"#, ["w3c.member.missing@details"]),
        ("no total", #"{"methodData":[\#(other)],"details":{"id":"order-1"}}"#, ["w3c.member.missing@details.total"]),
        ("total without amount", document(total: #"{"label":"Shop"}"#), ["w3c.member.missing@details.total.amount"]),
        (
            "currency of two letters", document(total: amount("US", "1.00")),
            ["w3c.currency.invalid@details.total.amount.currency"]
        ),
        (
            "currency with a non-ASCII letter", document(total: amount("ÉUR", "1.00")),
            ["w3c.currency.invalid@details.total.amount.currency"]
        ),
        (
            "value with three dots", document(total: amount("USD", "1.0.0")),
            ["w3c.value.syntax@details.total.amount.value"]
        ),
        (
            "value with a trailing point", document(total: amount("USD", "10.")),
            ["w3c.value.syntax@details.total.amount.value"]
        ),
        (
            "value with a space", document(total: amount("USD", " 1.0")),
            ["w3c.value.syntax@details.total.amount.value"]
        ),
        (
            "both invalid: the currency first", document(total: amount("¡INVALID!", "A1.0")),
            ["w3c.currency.invalid@details.total.amount.currency", "w3c.value.syntax@details.total.amount.value"]
        ),
        ("negative total", document(total: amount("USD", "-1.00")), ["w3c.total.negative@details.total.amount.value"]),
        ("minus zero total", document(total: amount("USD", "-0")), ["w3c.total.negative@details.total.amount.value"]),
        (
            "value a number", document(total: #"{"label":"Shop","amount":{"currency":"USD","value":1.50}}"#),
            ["w3c.member.coerced@details.total.amount.value"]
        ),
        (
            "value null", document(total: #"{"label":"Shop","amount":{"currency":"USD","value":null}}"#),
            ["w3c.member.coerced@details.total.amount.value", "w3c.value.syntax@details.total.amount.value"]
        ),
        (
            "label too long", document(total: amount("USD", "1").replacingOccurrences(of: "Shop", with: long)),
            ["w3c.string.tooLong@details.total.label"]
        ),
        (
            "value too long", document(total: amount("USD", longValue)),
            ["w3c.string.tooLong@details.total.amount.value"]
        ),
        ("request id too long", document(details: #","id":"\#(long)""#), ["w3c.string.tooLong@details.id"]),
        ("negative display item", document(details: #","displayItems":[\#(amount("USD", "-5.00"))]"#), []),
        ("display item in another currency", document(details: #","displayItems":[\#(amount("AUD", "1"))]"#), []),
        (
            "display item currency a symbol", document(details: #","displayItems":[\#(amount("€", "1"))]"#),
            ["w3c.currency.invalid@details.displayItems[0].amount.currency"]
        ),
        (
            "display items not a sequence", document(details: #","displayItems":\#(amount("USD", "1"))"#),
            ["w3c.member.type@details.displayItems"]
        ),
        (
            "too many display items", document(details: #","displayItems":\#(manyItems)"#),
            ["w3c.list.tooLong@details.displayItems"]
        ),
        (
            "duplicate shipping ids",
            document(
                details:
                    #","shippingOptions":[{"id":"a","label":"A","amount":{"currency":"USD","value":"0"}},{"id":"a","label":"B","amount":{"currency":"USD","value":"1"}}]"#,
                options: #"{"requestShipping":true}"#),
            ["w3c.shippingOption.id.duplicate@details.shippingOptions[1].id"]
        ),
        (
            "duplicate shipping ids, shipping not requested",
            document(
                details:
                    #","shippingOptions":[{"id":"a","label":"A","amount":{"currency":"USD","value":"0"}},{"id":"a","label":"B","amount":{"currency":"USD","value":"1"}}]"#
            ),
            ["w3c.shippingOptions.ignored@details.shippingOptions"]
        ),
        (
            "duplicates after an empty id",
            document(
                details:
                    #","shippingOptions":[{"id":"","label":"A","amount":{"currency":"USD","value":"0"}},{"id":"a","label":"B","amount":{"currency":"USD","value":"1"}},{"id":"a","label":"C","amount":{"currency":"USD","value":"1"}}]"#,
                options: #"{"requestShipping":true}"#),
            ["w3c.shippingOption.id.empty@details.shippingOptions[0].id"]
        ),
        (
            "negative shipping option",
            document(
                details: #","shippingOptions":[{"id":"a","label":"A","amount":{"currency":"USD","value":"-3"}}]"#,
                options: #"{"requestShipping":true}"#),
            []
        ),
        (
            "negative shipping option for Apple Pay",
            document(
                methods: "[\(apple)]",
                details: #","shippingOptions":[{"id":"a","label":"A","amount":{"currency":"USD","value":"-3"}}]"#,
                options: #"{"requestShipping":true}"#),
            ["shippingMethod.amount.negative@details.shippingOptions[0].amount.value"]
        ),
        (
            "two selected shipping options",
            document(
                details:
                    #","shippingOptions":[{"id":"a","label":"A","amount":{"currency":"USD","value":"0"},"selected":true},{"id":"b","label":"B","amount":{"currency":"USD","value":"1"},"selected":true}]"#,
                options: #"{"requestShipping":true}"#),
            ["w3c.shippingOptions.selectedMultiple@details.shippingOptions[1]"]
        ),
        (
            "shipping type in capitals", document(options: #"{"requestShipping":true,"shippingType":"Pickup"}"#),
            ["w3c.shippingType.invalid@options.shippingType"]
        ),
        (
            "request shipping a string", document(options: #"{"requestShipping":"yes"}"#),
            ["w3c.member.coerced@options.requestShipping"]
        ),
        ("options null", document(options: "null"), []),
        (
            "modifier with a negative total",
            document(
                details:
                    #","modifiers":[{"supportedMethods":"https://apple.com/apple-pay","total":\#(amount("USD", "-1"))}]"#
            ),
            ["w3c.total.negative@details.modifiers[0].total.amount.value"]
        ),
        (
            "modifier with an invalid identifier",
            document(
                details: #","modifiers":[{"supportedMethods":"not valid"}]"#),
            ["w3c.supportedMethods.invalid@details.modifiers[0].supportedMethods"]
        ),
        (
            "modifier item with a bad value",
            document(
                details:
                    #","modifiers":[{"supportedMethods":"basic-card","additionalDisplayItems":[\#(amount("USD", "x"))]}]"#
            ),
            ["w3c.value.syntax@details.modifiers[0].additionalDisplayItems[0].amount.value"]
        ),
        (
            "method data before the total",
            document(
                methods: #"[{"supportedMethods":"basic card"}]"#, total: amount("USD", "-1")),
            [
                "w3c.supportedMethods.invalid@methodData[0].supportedMethods",
                "w3c.total.negative@details.total.amount.value",
            ]
        ),
        (
            "method data before a missing total",
            #"{"methodData":[{"supportedMethods":"basic card"}],"details":{"id":"x"}}"#,
            ["w3c.supportedMethods.invalid@methodData[0].supportedMethods", "w3c.member.missing@details.total"]
        ),
        (
            "conversion before the constructor's steps",
            document(
                methods: #"[{"supportedMethods":"basic card"}]"#, options: #"{"shippingType":"boat"}"#),
            [
                "w3c.shippingType.invalid@options.shippingType",
                "w3c.supportedMethods.invalid@methodData[0].supportedMethods",
            ]
        ),
        ("unknown member", document(details: #","displayItem":[]"#), ["w3c.unknownKey@details.displayItem"]),
        (
            "Apple Pay data without version",
            document(
                methods:
                    #"[{"supportedMethods":"https://apple.com/apple-pay","data":{"countryCode":"US","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"]}}]"#
            ),
            ["w3c.applePay.version.missing@methodData[0].data"]
        ),
        (
            "Apple Pay data with a bad country",
            document(
                methods:
                    #"[{"supportedMethods":"https://apple.com/apple-pay","data":{"version":3,"countryCode":"USA","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"]}}]"#
            ),
            ["countryCode.invalid@methodData[0].data.countryCode"]
        ),
        (
            "Apple Pay data with a total",
            document(
                methods:
                    #"[{"supportedMethods":"https://apple.com/apple-pay","data":{"version":3,"countryCode":"US","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{}}}]"#
            ),
            ["w3c.applePay.ignoredKey@methodData[0].data.total"]
        ),
        (
            "Apple Pay total in minor units", document(methods: "[\(apple)]", total: amount("JPY", "100.5")),
            ["amount.minorUnits@details.total.amount.value"]
        ),
    ]
}
