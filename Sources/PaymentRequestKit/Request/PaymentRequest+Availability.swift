#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentRequest {
    /// The iOS release in which PassKit introduced each request field, where it is later than iOS 8.0
    /// (`PKPaymentRequest`): Apple's documentation pages of the properties and the iOS 18 SDK's headers give them.
    static let fieldReleases: [(key: WireKeys, iOS: PlatformVersion, isUsed: @Sendable (PaymentRequest) -> Bool)] = [
        (.shippingType, PlatformVersion(8, 3), { $0.shippingType != .shipping }),
        (.billingContact, PlatformVersion(9), { $0.billingContact != nil }),
        (.shippingContact, PlatformVersion(9), { $0.shippingContact != nil }),
        (.requiredBillingContactFields, PlatformVersion(11), { !$0.requiredBillingContactFields.isEmpty }),
        (.requiredShippingContactFields, PlatformVersion(11), { !$0.requiredShippingContactFields.isEmpty }),
        (.supportedCountries, PlatformVersion(11), { !$0.supportedCountries.isEmpty }),
        (.shippingContactEditingMode, PlatformVersion(15), { $0.shippingContactEditingMode != nil }),
        (.supportsCouponCode, PlatformVersion(15), { $0.supportsCouponCode }),
        (.couponCode, PlatformVersion(15), { $0.couponCode != nil }),
        (.recurringPaymentRequest, PlatformVersion(16), { $0.recurringPaymentRequest != nil }),
        (.automaticReloadPaymentRequest, PlatformVersion(16), { $0.automaticReloadPaymentRequest != nil }),
        (.multiTokenContexts, PlatformVersion(16), { !$0.multiTokenContexts.isEmpty }),
        (.deferredPaymentRequest, PlatformVersion(16, 4), { $0.deferredPaymentRequest != nil }),
        (.applePayLaterAvailability, PlatformVersion(17), { $0.applePayLaterAvailability != nil }),
        (.disbursementRequest, PlatformVersion(17), { $0.disbursementRequest != nil }),
        (.merchantCategoryCode, PlatformVersion(18), { $0.merchantCategoryCode != nil }),
    ]

    /// The iOS release of each merchant capability later than iOS 8.0 (`PKMerchantCapability`).
    static let capabilityReleases: [(capability: MerchantCapabilities, name: String, iOS: PlatformVersion)] = [
        (.credit, "supportsCredit", PlatformVersion(9)), (.debit, "supportsDebit", PlatformVersion(9)),
        (.instantFundsOut, "supportsInstantFundsOut", PlatformVersion(17)),
    ]
}

extension RequestValidator {
    /// PassKit's availability of what an in-app request uses, against the app's deployment target.
    func validateAvailability(_ request: PaymentRequest, in target: PlatformVersion) {
        func check(_ release: PlatformVersion?, _ path: @autoclosure () -> ValidationPath, _ what: () -> String) {
            guard let release, target < release else { return }
            add(
                .deploymentTargetUnavailable, path(),
                "\(what()) arrived in iOS \(release); the app's deployment target is iOS \(target)")
        }
        for (index, network) in request.supportedNetworks.enumerated() {
            check(
                network.introducedIniOS.flatMap(PlatformVersion.init), PaymentRequest.WireKeys.supportedNetworks[index]
            ) { "The network \(network.jsName)" }
        }
        for entry in PaymentRequest.capabilityReleases where request.merchantCapabilities.contains(entry.capability) {
            check(entry.iOS, PaymentRequest.WireKeys.merchantCapabilities.path) { "The capability \(entry.name)" }
        }
        for entry in PaymentRequest.fieldReleases where entry.isUsed(request) {
            check(entry.iOS, entry.key.path) { "PKPaymentRequest's \(entry.key.name)" }
        }
        // A pending item's type, PKPaymentSummaryItemType, arrived with iOS 9.0.
        for index in -1..<request.lineItems.count {
            let item = index < 0 ? request.total : request.lineItems[index]
            guard item.type == .pending else { continue }
            let path = index < 0 ? PaymentRequest.WireKeys.total.path : PaymentRequest.WireKeys.lineItems[index]
            check(PlatformVersion(9), path / PaymentSummaryItem.WireKeys.type) { "A pending summary item" }
        }
    }
}
