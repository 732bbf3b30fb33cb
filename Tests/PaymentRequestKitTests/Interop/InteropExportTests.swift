import Foundation
import Testing

@testable import PaymentRequestKit

/// Exports to the W3C Payment Request API and to Google Pay: byte-exact, valid, and refused where the other
/// format cannot say the same thing.
@Suite struct InteropExportTests {
    static let gateway = GooglePayPaymentDataRequest.TokenizationSpecification.paymentGateway(
        "example", merchantId: "m-1")

    /// Compares with the fixture; `REGENERATE_INTEROP_FIXTURES=1 swift test` writes the fixtures instead.
    static func expectFixture(_ data: Data, _ name: String) throws {
        let url = InteropFixtures.directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["REGENERATE_INTEROP_FIXTURES"] != nil {
            try (data + Data("\n".utf8)).write(to: url)
        }
        let expected = try Data(contentsOf: url)
        #expect(data + Data("\n".utf8) == expected, "\(name)")
    }

    @Test(arguments: InteropFixtures.exportable.map(\.name))
    func w3cExportMatchesItsFixtureAndConstructs(name: String) throws {
        let request = InteropFixtures.exportable.first { $0.name == name }!.request
        // Validated at the fixtures' date: the hotel's deferred date must be in the future.
        let export = try request.w3cPaymentRequest(
            merchantIdentifier: "merchant.com.example", validatingFor: .web(now: Fixtures.now))
        try Self.expectFixture(export.jsonData(prettyPrinted: true), "\(name).w3c.json")
        let report = W3CPaymentRequest.validate(
            jsonData: export.jsonData(), for: .web(now: Fixtures.now, applePayJSVersion: 15))
        #expect(report.errors.isEmpty, "\(report)")
        #expect(try W3CPaymentRequest(jsonData: export.jsonData()) == export)
        #expect(try JSONDecoder().decode(W3CPaymentRequest.self, from: JSONEncoder().encode(export)) == export)
    }

    @Test(arguments: InteropFixtures.exportable.map(\.name))
    func googlePayExportMatchesItsFixtureAndIsValid(name: String) throws {
        let request = InteropFixtures.exportable.first { $0.name == name }!.request
        // Networks Google does not offer for a fixture (Discover and JCB without PAN_ONLY, Maestro outside Brazil)
        // are left out, as the export says.
        let options = GooglePayPaymentDataRequest.ExportOptions(omitsNetworksNotOffered: true)
        let export = try request.googlePayPaymentDataRequest(
            tokenizationSpecification: Self.gateway, options: options, validatingFor: .web(now: Fixtures.now))
        try Self.expectFixture(export.jsonData(prettyPrinted: true), "\(name).google-pay.json")
        #expect(GooglePayPaymentDataRequest.validate(jsonData: export.jsonData()).violations.isEmpty)
        let leftOut = Set(request.googlePayNetworksNotOffered(options: options).map(\.path))
        #expect(
            export.cardPaymentMethod.allowedCardNetworks.count + leftOut.count
                >= Set(request.supportedNetworks.compactMap(\.googlePayCardNetwork)).count)
        #expect(try GooglePayPaymentDataRequest(jsonData: export.jsonData()) == export)
        #expect(
            try JSONDecoder().decode(GooglePayPaymentDataRequest.self, from: JSONEncoder().encode(export)) == export)
    }

    @Test func pendingTotalsMapToEachFormat() throws {
        let taxi = try Fixtures.taxiRide().w3cPaymentRequest()
        #expect(taxi.details.total.pending)
        let estimated = try Fixtures.taxiRide().googlePayPaymentDataRequest(
            tokenizationSpecification: Self.gateway, options: .init(omitsNetworksNotOffered: true))
        #expect(estimated.transactionInfo.totalPriceStatus == .estimated)
        // A pending total with no amount is refused by Safari and PassKit, so it is not exported either.
        #expect(
            Self.refusal {
                _ = try InteropFixtures.unknownTotal().googlePayPaymentDataRequest(
                    tokenizationSpecification: Self.gateway)
            } == ["total.amount.missing@total.amount"])
        #expect(
            Self.refusal { _ = try InteropFixtures.unknownTotal().w3cPaymentRequest() } == [
                "total.amount.missing@total.amount"
            ])
    }

    @Test func zeroAndThreeDecimalCurrencies() throws {
        let yen = try InteropFixtures.yen().googlePayPaymentDataRequest(
            tokenizationSpecification: Self.gateway, options: .init(allowsPANOnly: true))
        #expect(yen.transactionInfo.totalPrice == "3600")
        #expect(yen.cardPaymentMethod.allowedCardNetworks == ["JCB", "VISA", "MASTERCARD"])
        // Without PAN_ONLY, Google offers no JCB card: the export refuses, or leaves JCB out when asked to.
        #expect(
            Self.refusal {
                _ = try InteropFixtures.yen().googlePayPaymentDataRequest(tokenizationSpecification: Self.gateway)
            }
                == ["export.googlePay.networkNotOffered@supportedNetworks[0]"])
        let dinar = try InteropFixtures.dinar("12.500").googlePayPaymentDataRequest(
            tokenizationSpecification: Self.gateway)
        #expect(dinar.transactionInfo.totalPrice == "12.50")
        #expect(try InteropFixtures.dinar("12.345").w3cPaymentRequest().details.total.amount.value == "12.345")
        #expect(throws: PaymentRequestValidationError.self) {
            try InteropFixtures.dinar("12.345").googlePayPaymentDataRequest(tokenizationSpecification: Self.gateway)
        }
        do {
            _ = try InteropFixtures.dinar("12.345").googlePayPaymentDataRequest(tokenizationSpecification: Self.gateway)
        } catch {
            #expect(
                error.report.violations.map { "\($0.code)@\($0.path)" } == [
                    "export.googlePay.precision@lineItems[0].amount", "export.googlePay.precision@total.amount",
                ])
        }
    }

    static func refusal(_ body: () throws -> Void) -> [String] {
        do {
            try body()
            return []
        } catch {
            return ((error as? PaymentRequestValidationError)?.report.violations ?? []).map { "\($0.code)@\($0.path)" }
        }
    }

    @Test func refusesWhatTheOtherFormatCannotSay() {
        // W3C shipping always collects an address; a pickup that does not display the store's has no W3C form.
        var pickup = Fixtures.storePickup()
        pickup.requiredShippingContactFields = [.name, .phone]
        #expect(
            Self.refusal { _ = try pickup.w3cPaymentRequest() } == ["export.shippingWithoutAddress@shippingMethods"])
        var negative = plainShop()
        negative.total = .final("Blue Bottle Coffee", Fixtures.amount("-1.00"))
        // An invalid request is refused with its own report, warnings included, before anything is exported.
        #expect(
            Self.refusal { _ = try negative.w3cPaymentRequest() } == [
                "total.negative@total.amount", "total.sum@total.amount",
            ])
        #expect(
            Self.refusal { _ = try negative.googlePayPaymentDataRequest(tokenizationSpecification: Self.gateway) } == [
                "total.negative@total.amount", "total.sum@total.amount",
            ])
        var domestic = plainShop()
        domestic.supportedNetworks = [.mada, .mir]
        domestic.merchantCapabilities = [.emv]
        #expect(
            Self.refusal { _ = try domestic.googlePayPaymentDataRequest(tokenizationSpecification: Self.gateway) } == [
                "export.googlePay.noAuthMethods@merchantCapabilities", "export.googlePay.noNetworks@supportedNetworks",
            ])
        #expect(
            Self.refusal {
                _ = try Fixtures.taxiRide().googlePayPaymentDataRequest(
                    tokenizationSpecification: Self.gateway,
                    options: .init(checkoutOption: .completeImmediatePurchase, omitsNetworksNotOffered: true))
            } == ["googlePay.checkoutOption.notFinal@transactionInfo.checkoutOption"])
    }

    @Test func optionsAndVersionsFollowTheRequest() throws {
        let coffee = try Fixtures.coffeeShop().w3cPaymentRequest()
        #expect(coffee.options.requestShipping && coffee.options.requestPayerName)
        #expect(coffee.details.shippingOptions.filter(\.selected).count == 1)
        #expect(
            try Fixtures.subscription().w3cPaymentRequest().methodData[0].data.map {
                String(decoding: $0, as: UTF8.self)
            }?.hasPrefix(#"{"version":14,"#) == true)
        let debitOnly = { () -> PaymentRequest in
            var request = plainShop()
            request.merchantCapabilities = [.threeDSecure, .debit]
            return request
        }()
        let google = try debitOnly.googlePayPaymentDataRequest(
            tokenizationSpecification: Self.gateway, options: .init(allowsPANOnly: true))
        #expect(!google.cardPaymentMethod.allowCreditCards)
        #expect(google.cardPaymentMethod.allowedAuthMethods == ["PAN_ONLY", "CRYPTOGRAM_3DS"])
    }

    @Test func w3cDocumentThatDoesNotConstructDoesNotDecode() {
        let json = W3CCases.document(total: W3CCases.amount("USD", "-1"))
        #expect(throws: DecodingError.self) { try W3CPaymentRequest(jsonData: Data(json.utf8)) }
        do {
            _ = try W3CPaymentRequest(jsonData: Data(json.utf8))
        } catch let error as DecodingError {
            #expect(error.validationReport?.violations.map(\.code) == ["w3c.total.negative"])
        } catch {
            Issue.record("\(error)")
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(W3CPaymentRequest.self, from: Data(json.utf8)) }
    }

    @Test func networksTable() {
        #expect(PaymentNetwork.visa.googlePayCardNetwork == "VISA")
        #expect(PaymentNetwork.masterCard.googlePayCardNetwork == "MASTERCARD")
        #expect(PaymentNetwork.cartesBancaires.googlePayCardNetwork == nil)
        let mapped = PaymentNetwork.known.compactMap { $0.network.googlePayCardNetwork }
        #expect(Set(mapped).isSubset(of: GooglePayDocumentCheck.cardNetworks))
        #expect(mapped.count == 9)
    }

    /// A document built by hand writes what a page passes to the constructor, and method data must be JSON.
    @Test func documentBuiltByHand() throws {
        let usd = { (value: String) in W3CPaymentRequest.CurrencyAmount(currency: "USD", value: value) }
        let document = W3CPaymentRequest(
            methodData: [try .init(supportedMethods: "https://pay.example/pay", data: Data(#"{"b":[1,2]}"#.utf8))],
            details: .init(
                id: "order-1", total: .init(label: "Shop", amount: usd("5.00")),
                shippingOptions: [.init(id: "std", label: "Standard", amount: usd("0.00"), selected: true)],
                modifiers: [
                    try .init(
                        supportedMethods: "https://pay.example/pay", total: .init(label: "Shop", amount: usd("4.50")))
                ]),
            options: .init(requestShipping: true, shippingType: try #require(.init(rawValue: "delivery"))))
        #expect(
            document.jsonString()
                == #"{"methodData":[{"supportedMethods":"https://pay.example/pay","data":{"b":[1,2]}}],"details":{"id":"order-1","total":{"label":"Shop","amount":{"currency":"USD","value":"5.00"}},"shippingOptions":[{"id":"std","label":"Standard","amount":{"currency":"USD","value":"0.00"},"selected":true}],"modifiers":[{"supportedMethods":"https://pay.example/pay","total":{"label":"Shop","amount":{"currency":"USD","value":"4.50"}}}]},"options":{"requestShipping":true,"shippingType":"delivery"}}"#
        )
        #expect(try W3CPaymentRequest(jsonData: document.jsonData()) == document)
        #expect(W3CPaymentRequest.ShippingType(rawValue: "Delivery") == nil)
        // Refused at the path inside the data where the parser stopped.
        #expect(
            Self.refusal { _ = try W3CPaymentRequest.MethodData(supportedMethods: "basic-card", data: Data("{".utf8)) }
                == ["json.malformed@data"])
        #expect(
            Self.refusal {
                _ = try W3CPaymentRequest.MethodData(supportedMethods: "basic-card", data: Data(#"{"a":[1,]}"#.utf8))
            } == ["json.malformed@data.a[1]"])
        #expect(
            Self.refusal {
                _ = try W3CPaymentRequest.MethodData(supportedMethods: "basic-card", data: Data(#"[1,]"#.utf8))
            } == ["json.malformed@data[1]"])
    }

    /// Every export is valid in its format, for generated requests as for the examples; the fuzz target checks
    /// the same on mutated documents.
    @Test func everyExportOfAGeneratedRequestIsValid() {
        var generator = RequestGenerator(seed: 21)
        var exported = (web: 0, google: 0)
        for _ in 0..<3000 {
            let request = generator.request()
            var failures = [String]()
            FuzzChecks.checkExports(of: request, &failures)
            #expect(failures.isEmpty, "\(request.jsonString())")
            let context = ValidationContext.web(now: FuzzChecks.now)
            if (try? request.w3cPaymentRequest(validatingFor: context)) != nil { exported.web += 1 }
            if (try? request.googlePayPaymentDataRequest(
                tokenizationSpecification: Self.gateway, options: .init(allowsPANOnly: true), validatingFor: context))
                != nil
            {
                exported.google += 1
            }
        }
        // Most generated requests break a rule (minor units, capabilities, billing), and an invalid request is not
        // exported; enough of the rest export for the check to mean something.
        #expect(exported.web >= 20 && exported.google >= 5, "\(exported)")
    }

    /// The billing address format: FULL by default, as Apple Pay's postal address; MIN when asked for; read back as
    /// written, and Google's MIN when a document omits it.
    @Test func billingAddressFormats() throws {
        var request = Fixtures.coffeeShop()
        request.requiredBillingContactFields = [.postalAddress]
        let full = try request.googlePayPaymentDataRequest(
            tokenizationSpecification: Self.gateway, options: .init(allowsPANOnly: true),
            validatingFor: .web(now: Fixtures.now))
        #expect(full.jsonString().contains(#""billingAddressParameters":{"format":"FULL"}"#))
        let minimal = try request.googlePayPaymentDataRequest(
            tokenizationSpecification: Self.gateway, options: .init(allowsPANOnly: true, billingAddressFormat: .min),
            validatingFor: .web(now: Fixtures.now))
        #expect(minimal.jsonString().contains(#""billingAddressParameters":{"format":"MIN"}"#))
        #expect(GooglePayPaymentDataRequest.validate(jsonData: minimal.jsonData()).violations.isEmpty)
        #expect(try GooglePayPaymentDataRequest(jsonData: minimal.jsonData()) == minimal)
        let omitted = minimal.jsonString().replacingOccurrences(
            of: #""billingAddressParameters":{"format":"MIN"}"#, with: #""billingAddressParameters":{}"#)
        #expect(
            try GooglePayPaymentDataRequest(jsonData: Data(omitted.utf8)).cardPaymentMethod.billingAddressFormat == .min
        )
    }

    /// Networks Google offers only somewhere, or only with some auth methods: the export refuses or leaves them out,
    /// and the validator warns about them in a document.
    @Test(arguments: [
        (PaymentNetwork.elo, CountryCode.br, true, [String]()),
        (.elo, .us, true, ["googlePay.network.country", "googlePay.network.country"]),
        (.maestro, .de, true, ["googlePay.network.country"]),
        // Google takes MAESTRO only beside MASTERCARD, which the request does not list; ELECTRON has its VISA.
        (.maestro, .br, true, ["googlePay.network.requires"]),
        (.electron, .br, true, []),
        (.interac, .ca, false, []),
        (.interac, .us, false, ["googlePay.network.country"]),
        (.discover, .us, false, ["googlePay.network.authMethod"]),
        (.discover, .us, true, []),
        (.jcb, .jp, false, ["googlePay.network.authMethod"]),
    ])
    func networksGoogleOffersByCountry(
        network: PaymentNetwork, country: CountryCode, panOnly: Bool, notOffered: [String]
    ) throws {
        var request = plainShop()
        request.countryCode = country
        request.supportedNetworks = [.visa, network]
        let options = GooglePayPaymentDataRequest.ExportOptions(allowsPANOnly: panOnly)
        #expect(request.googlePayNetworksNotOffered(options: options).map(\.code) == notOffered)
        if notOffered.isEmpty {
            let export = try request.googlePayPaymentDataRequest(
                tokenizationSpecification: Self.gateway, options: options)
            #expect(GooglePayPaymentDataRequest.validate(jsonData: export.jsonData()).violations.isEmpty)
            // Elo goes with its debit companion.
            #expect(
                export.cardPaymentMethod.allowedCardNetworks.contains("ELO_DEBIT") == (network == .elo), "\(network)")
        } else {
            #expect(throws: PaymentRequestValidationError.self) {
                try request.googlePayPaymentDataRequest(tokenizationSpecification: Self.gateway, options: options)
            }
            var omitting = options
            omitting.omitsNetworksNotOffered = true
            let export = try request.googlePayPaymentDataRequest(
                tokenizationSpecification: Self.gateway, options: omitting)
            #expect(export.cardPaymentMethod.allowedCardNetworks == ["VISA"])
        }
    }

    /// The validator's network warnings on a document, each at its place in the list.
    @Test func theValidatorWarnsOfNetworksGoogleDoesNotOffer() throws {
        var request = plainShop()
        request.countryCode = .br
        request.supportedNetworks = [.visa, .elo]
        let export = try request.googlePayPaymentDataRequest(
            tokenizationSpecification: Self.gateway, options: .init(allowsPANOnly: true))
        var text = export.jsonString()
        #expect(GooglePayPaymentDataRequest.validate(jsonData: Data(text.utf8)).violations.isEmpty)
        text = text.replacingOccurrences(of: #","ELO_DEBIT""#, with: "")
            .replacingOccurrences(of: #""countryCode":"BR""#, with: #""countryCode":"US""#)
            .replacingOccurrences(of: #""PAN_ONLY","#, with: "")
        #expect(
            GooglePayPaymentDataRequest.validate(jsonData: Data(text.utf8)).violations.map { "\($0.code)@\($0.path)" }
                == [
                    "googlePay.network.country@allowedPaymentMethods[0].parameters.allowedCardNetworks[1]",
                    "googlePay.network.companion@allowedPaymentMethods[0].parameters.allowedCardNetworks[1]",
                ])
    }

    /// Google's `CardNetwork` reference: a debit network of Brazil's combo cards only with its credit network.
    @Test(arguments: [
        (["MASTERCARD", "MAESTRO"], [String]()),
        (["MAESTRO"], ["googlePay.network.requires@0"]),
        (["VISA", "ELECTRON"], []),
        (["MASTERCARD", "ELECTRON"], ["googlePay.network.requires@1"]),
        (["ELO", "ELO_DEBIT"], []),
        (["ELO_DEBIT"], ["googlePay.network.requires@0"]),
        (["VISA", "ELO"], ["googlePay.network.companion@1"]),
    ])
    func debitNetworksNeedTheirCreditNetworks(networks: [String], expected: [String]) throws {
        var request = plainShop()
        request.countryCode = .br
        let export = try request.googlePayPaymentDataRequest(
            tokenizationSpecification: Self.gateway, options: .init(allowsPANOnly: true))
        let list = networks.map { "\"\($0)\"" }.joined(separator: ",")
        let text = export.jsonString().replacingOccurrences(
            of: #""allowedCardNetworks":["#
                + export.cardPaymentMethod.allowedCardNetworks.map { "\"\($0)\"" }
                .joined(separator: ","),
            with: #""allowedCardNetworks":["# + list)
        let prefix = "allowedPaymentMethods[0].parameters.allowedCardNetworks["
        #expect(
            GooglePayPaymentDataRequest.validate(jsonData: Data(text.utf8)).violations.map {
                "\($0.code)@\($0.path.description.dropFirst(prefix.count).dropLast())"
            } == expected)
    }
}
