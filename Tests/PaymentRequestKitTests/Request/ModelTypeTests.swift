import Testing

@testable import PaymentRequestKit

@Suite struct ModelTypeTests {
    @Test func merchantCapabilityRawValuesArePassKits() {
        #expect(MerchantCapabilities.threeDSecure.rawValue == 1)
        #expect(MerchantCapabilities.emv.rawValue == 2)
        #expect(MerchantCapabilities.credit.rawValue == 4)
        #expect(MerchantCapabilities.debit.rawValue == 8)
        #expect(MerchantCapabilities.instantFundsOut.rawValue == 128)
        let set: MerchantCapabilities = [.threeDSecure, .debit]
        #expect(set.jsNames == ["supports3DS", "supportsDebit"])
        #expect(MerchantCapabilities(jsName: "supportsEMV") == .emv)
        #expect(MerchantCapabilities(jsName: "supports3ds") == nil)
        #expect(
            MerchantCapabilities(rawValue: 0x61).description == "[.threeDSecure, MerchantCapabilities(rawValue: 96)]")
    }

    @Test func contactFieldRawValuesArePassKitsAddressFields() {
        #expect(ContactFields.postalAddress.rawValue == 1)
        #expect(ContactFields.phone.rawValue == 2)
        #expect(ContactFields.email.rawValue == 4)
        #expect(ContactFields.name.rawValue == 8)
        #expect(ContactFields.all.rawValue == 15)
        #expect(ContactFields(jsName: "phoneticName") == .phoneticName)
        #expect(ContactFields.all.jsNames == ["postalAddress", "phone", "email", "name"])
    }

    @Test(arguments: [
        ("amex", PaymentNetwork.amex), ("AMEX", .amex), ("AmEx", .amex), ("masterCard", .masterCard),
        ("mastercard", .masterCard), ("jcb", .jcb), ("cartesBancaires", .cartesBancaires), ("mada", .mada),
        ("girocard", .girocard), ("postFinance", .postFinance), ("POSTFINANCEAG", .postFinance),
    ])
    func networksMatchJSNamesCaseInsensitively(jsName: String, network: PaymentNetwork) {
        #expect(PaymentNetwork(jsName: jsName) == network)
        #expect(network.isKnown)
    }

    @Test func networkNames() {
        #expect(PaymentNetwork.amex.rawValue == "AmEx")
        #expect(PaymentNetwork.amex.jsName == "amex")
        #expect(PaymentNetwork.masterCard.jsName == "masterCard")
        #expect(PaymentNetwork.idCredit.rawValue == "iD")
        #expect(PaymentNetwork.quicPay.rawValue == "QUICPay")
        let unknown = PaymentNetwork(jsName: "bitcoin")
        #expect(!unknown.isKnown)
        #expect(unknown.jsName == "bitcoin")
        #expect(PaymentNetwork.known.count == 36)
        for name in ["waon", "nanaco", "tmoney", "WAON"] { #expect(PaymentNetwork(jsName: name).isKnown) }
    }

    /// Whether a network is known is settled when it is made, by every initialiser alike.
    @Test func everyListedNetworkIsKnownHoweverItIsMade() {
        for (network, jsName) in PaymentNetwork.known {
            #expect(network.isKnown, "\(network)")
            #expect(PaymentNetwork(rawValue: network.rawValue.uppercased()).isKnown, "\(network)")
            #expect(PaymentNetwork(jsName: jsName).isKnown, "\(network)")
        }
        for name in ["bitcoin", "", "visa ", "K\u{212A}"] {
            #expect(!PaymentNetwork(rawValue: name).isKnown, "\(name)")
            #expect(!PaymentNetwork(jsName: name).isKnown, "\(name)")
        }
    }

    /// Every network has its release: the Apple Pay JS version where Apple's table lists one, and the iOS release.
    @Test(arguments: [
        (PaymentNetwork.amex, 1, "8.0"), (.jcb, 2, "10.1"), (.cartesBancaires, 4, "11.2"), (.elo, 5, "12.1.1"),
        (.mir, 11, "14.5"), (.dankort, 13, "15.1"), (.bancontact, 14, "16.0"), (.bankAxept, 15, "17.5"),
    ])
    func networkReleases(network: PaymentNetwork, version: Int, iOS: String) {
        #expect(network.applePayJSVersion == version)
        #expect(network.introducedIniOS == iOS)
    }

    @Test func networksWithoutAnApplePayJSVersionStillHaveTheirRelease() {
        #expect(PaymentNetwork.waon.applePayJSVersion == nil)
        #expect(PaymentNetwork.waon.introducedIniOS == "15.0")
        #expect(PaymentNetwork.tmoney.introducedIniOS == "17.0")
        #expect(PaymentNetwork.myDebit.introducedIniOS == nil)
        #expect(PaymentNetwork(jsName: "bitcoin").applePayJSVersion == nil)
        #expect(PaymentNetwork.known.allSatisfy { $0.network.introducedIniOS != nil || $0.network == .myDebit })
    }

    @Test func bitmasksDescribeThemselvesFromOneTable() {
        #expect(String(describing: ContactFields([.postalAddress, .email])) == "[.postalAddress, .email]")
        #expect(
            String(describing: ContactFields(rawValue: 0x45)) == "[.postalAddress, .email, ContactFields(rawValue: 64)]"
        )
        #expect(ContactFields(rawValue: 0x45).unknownBits == 64)
        #expect(ContactFields.all.unknownBits == 0)
        #expect(
            String(describing: MerchantCapabilities(rawValue: 0x69))
                == "[.threeDSecure, .debit, MerchantCapabilities(rawValue: 96)]")
        #expect(String(describing: MerchantCapabilities.instantFundsOut) == "[.instantFundsOut]")
    }

    @Test func networksCompareIgnoringCaseAndKeepTheirSpelling() throws {
        #expect(PaymentNetwork("visa") == .visa)
        #expect(PaymentNetwork("VISA").rawValue == "VISA")
        #expect(PaymentNetwork("amex").isKnown)
        #expect(PaymentNetwork("MASTERCARD").jsName == "masterCard")
        #expect(Set([PaymentNetwork("visa"), .visa, PaymentNetwork("Visa")]).count == 1)
        #expect(PaymentNetwork("bitcoin") == PaymentNetwork("BitCoin"))
        #expect(PaymentNetwork("bitcoin") != .visa)
        // The premise: each known network's JS name is its PassKit string in another case.
        for (network, jsName) in PaymentNetwork.known {
            #expect(PaymentNetwork(jsName) == network, "\(jsName)")
        }
        // Looked up by name or a static member, a network is one value with one hash, and no two entries are.
        let lookedUp = PaymentNetwork.known.map { PaymentNetwork(jsName: $0.jsName) }
        for (index, network) in lookedUp.enumerated() {
            #expect(network == PaymentNetwork.known[index].network)
            #expect(network.hashValue == PaymentNetwork.known[index].network.hashValue)
            #expect(lookedUp.filter { $0 == network }.count == 1, "\(network)")
        }
        for network in [PaymentNetwork.amex, .visa, .postFinance, .idCredit] {
            #expect(lookedUp.filter { $0 == network }.count == 1, "\(network)")
            #expect(Set(lookedUp).contains(network))
        }
        // Any spelling round-trips through JSON as an equal network.
        var request = Fixtures.coffeeShop()
        request.supportedNetworks = [PaymentNetwork("VISA"), PaymentNetwork("masterCard"), PaymentNetwork("Bitcoin")]
        #expect(try PaymentRequest(jsonData: request.jsonData()).supportedNetworks == request.supportedNetworks)
    }

    @Test func networkNamesFoldOnlyASCIICase() {
        #expect(PaymentNetwork(jsName: "BANKAXEPT") == .bankAxept)
        #expect(PaymentNetwork(jsName: "bankaxept") == .bankAxept)
        // The Kelvin sign lowercases to "k" under Unicode rules; Safari folds ASCII only.
        let kelvin = PaymentNetwork(jsName: "ban\u{212A}Axept")
        #expect(kelvin != .bankAxept)
        #expect(!kelvin.isKnown)
        #expect(PaymentNetwork(jsName: "V\u{130}SA") != .visa)
    }

    @Test func enumRawValues() {
        #expect(ShippingType.allCases.map(\.passKitRawValue) == [0, 1, 2, 3])
        #expect(ShippingContactEditingMode.available.passKitRawValue == 1)
        #expect(ShippingContactEditingMode.storePickup.passKitRawValue == 2)
        #expect(PaymentSummaryItemType.pending.passKitRawValue == 1)
        #expect(MerchantCategoryCode(rawValue: 742)?.description == "0742")
        #expect(MerchantCategoryCode(rawValue: 10_000) == nil)
        #expect(MerchantCategoryCode(rawValue: -1) == nil)
    }
}
