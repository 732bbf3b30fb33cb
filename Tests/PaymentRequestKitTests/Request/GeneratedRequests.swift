import Foundation
import TestSupport

@testable import PaymentRequestKit

/// Generates requests across everything the model can express, valid or not.
struct RequestGenerator {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(state: seed)
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    mutating func text() -> String {
        pick([
            "Latte", "", "Tax", "Café crème", "Line \"quoted\"", "Emoji 🍣", "Slash / back \\", "Tab\tnew\nline",
            " padded ",
        ])
    }

    mutating func optionalText() -> String? { chance(40) ? text() : nil }

    mutating func amount(digits: Int) -> Amount {
        let scale = Int.random(in: 0...min(18, digits + 1), using: &random)
        let significand = Int64.random(in: -999_999_999...999_999_999_999, using: &random)
        return (try? Amount(significand, scale: scale)) ?? .zero
    }

    mutating func date() -> Date {
        // Whole milliseconds, as the wire format (and JavaScript) keeps them.
        Date(timeIntervalSince1970: Double(Int64.random(in: 0...4_000_000_000_000, using: &random)) / 1000)
    }

    mutating func timing(digits: Int) -> PaymentTiming {
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            .recurring(
                RecurringSchedule(
                    startDate: chance(50) ? date() : nil,
                    endDate: chance(50) ? date() : nil,
                    intervalUnit: pick(RecurringIntervalUnit.allCases),
                    intervalCount: Int.random(in: -2...24, using: &random)
                )
            )
        case 1: .deferred(date: date())
        case 2: .automaticReload(threshold: amount(digits: digits))
        default: .immediate
        }
    }

    mutating func item(digits: Int) -> PaymentSummaryItem {
        PaymentSummaryItem(
            label: text(),
            amount: chance(90) ? amount(digits: digits) : nil,
            type: chance(80) ? .final : .pending,
            timing: timing(digits: digits),
            disbursementType: chance(10) ? pick(DisbursementLineItemType.allCases) : nil
        )
    }

    mutating func contact() -> PaymentContact {
        PaymentContact(
            name: .init(
                givenName: optionalText(), familyName: optionalText(), phoneticGivenName: optionalText(),
                phoneticFamilyName: optionalText()),
            postalAddress: .init(
                addressLines: chance(50) ? [text(), text()] : [], subLocality: optionalText(), locality: optionalText(),
                subAdministrativeArea: optionalText(), administrativeArea: optionalText(), postalCode: optionalText(),
                country: optionalText(), countryCode: optionalText()
            ),
            emailAddress: optionalText(),
            phoneNumber: optionalText()
        )
    }

    mutating func components() -> DateComponentsRange.DateComponents {
        .init(
            years: chance(70) ? Int.random(in: 2020...2030, using: &random) : nil,
            months: chance(70) ? Int.random(in: 0...13, using: &random) : nil,
            days: chance(70) ? Int.random(in: 1...31, using: &random) : nil,
            hours: chance(30) ? Int.random(in: 0...23, using: &random) : nil
        )
    }

    /// A network in any of its spellings: PassKit's string or its Apple Pay JS name, in any ASCII case, or a
    /// name no network has, also in any case.
    mutating func network() -> PaymentNetwork {
        let entry = pick(PaymentNetwork.known)
        let name =
            chance(85) ? (chance(50) ? entry.network.rawValue : entry.jsName) : pick(["bitcoin", "AcmePay", "x"])
        let spelled = String(
            name.map { character -> Character in
                guard chance(20) else { return character }
                return Character(chance(50) ? character.uppercased() : character.lowercased())
            })
        return PaymentNetwork(rawValue: spelled)
    }

    mutating func request() -> PaymentRequest {
        let currency = pick(CurrencyCode.allCases)
        let digits = currency.digits
        var request = PaymentRequest(
            merchantIdentifier: chance(50) ? "merchant.com.example" : nil,
            countryCode: pick(CountryCode.allCases),
            currencyCode: currency,
            supportedNetworks: (0..<Int.random(in: 0...4, using: &random)).map { _ in network() },
            merchantCapabilities: MerchantCapabilities(rawValue: UInt.random(in: 0...0xFF, using: &random) & 0x8F),
            lineItems: (0..<Int.random(in: 0...6, using: &random)).map { _ in item(digits: digits) },
            total: item(digits: digits)
        )
        request.shippingMethods = (0..<Int.random(in: 0...3, using: &random)).map { index in
            ShippingMethod(
                label: text(), amount: amount(digits: digits), identifier: "m\(index)", detail: text(),
                dateComponentsRange: chance(40) ? DateComponentsRange(start: components(), end: components()) : nil,
                isSelected: chance(30)
            )
        }
        request.shippingType = pick(ShippingType.allCases)
        request.shippingContactEditingMode = chance(30) ? pick(ShippingContactEditingMode.allCases) : nil
        request.requiredBillingContactFields = ContactFields(rawValue: UInt.random(in: 0...31, using: &random))
        request.requiredShippingContactFields = ContactFields(rawValue: UInt.random(in: 0...31, using: &random))
        request.billingContact = chance(30) ? contact() : nil
        request.shippingContact = chance(30) ? contact() : nil
        request.applicationData =
            chance(30)
            ? Data((0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
            : nil
        request.supportedCountries = chance(30) ? [pick(CountryCode.allCases), pick(CountryCode.allCases)] : []
        request.supportsCouponCode = chance(30)
        request.couponCode = optionalText()
        let url = URL(string: "https://example.com/manage?x=1")!
        if chance(20) {
            request.recurringPaymentRequest = RecurringPaymentRequest(
                paymentDescription: text(), regularBilling: item(digits: digits),
                trialBilling: chance(50) ? item(digits: digits) : nil,
                billingAgreement: optionalText(), managementURL: url, tokenNotificationURL: chance(50) ? url : nil
            )
        }
        if chance(15) {
            request.automaticReloadPaymentRequest = AutomaticReloadPaymentRequest(
                paymentDescription: text(), automaticReloadBilling: item(digits: digits),
                billingAgreement: optionalText(), managementURL: url
            )
        }
        if chance(15) {
            request.deferredPaymentRequest = DeferredPaymentRequest(
                paymentDescription: text(), deferredBilling: item(digits: digits), managementURL: url,
                freeCancellationDate: chance(50) ? date() : nil,
                freeCancellationDateTimeZone: chance(50) ? "Europe/Paris" : nil
            )
        }
        if chance(15) {
            request.multiTokenContexts = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                PaymentTokenContext(
                    merchantIdentifier: text(), externalIdentifier: text(), merchantName: text(),
                    merchantDomain: optionalText(), amount: amount(digits: digits))
            }
        }
        request.merchantCategoryCode =
            chance(30) ? MerchantCategoryCode(rawValue: Int16.random(in: 0...9999, using: &random)) : nil
        request.applePayLaterAvailability = chance(15) ? pick(ApplePayLaterAvailability.allCases) : nil
        request.features = (0..<Int.random(in: 0...2, using: &random)).map { _ in pick(ApplePayFeature.allCases) }
        if chance(15) {
            request.disbursementRequest = DisbursementRequest(
                requiredRecipientContactFields: ContactFields(rawValue: UInt.random(in: 0...31, using: &random)))
        }
        if chance(15) {
            // Keys in order and whole numbers, as JSONDecoder gives them, so that the Codable path keeps them too.
            request.installmentConfiguration = InstallmentConfiguration(
                object: .object([
                    .init(key: "featureType", value: .string("appleCard")), .init(key: "n", value: .number("-150")),
                    .init(key: "s", value: .array([.string(text()), .bool(true), .null])),
                ]))
        }
        return request
    }
}
