#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePayPaymentDataRequestUpdate {
    /// Checks the update against the request it updates: the transaction's currency, country, total label and
    /// checkout option kept, and an error's intent among the request's callback intents.
    public func validate(answering request: GooglePayPaymentDataRequest) -> ValidationReport {
        report(answering: request)
    }
}

extension GooglePayPaymentDataRequestUpdate: GooglePayAnswer {
    static func read(_ check: inout GooglePayDocumentCheck, _ root: JSONElement) -> Self? { check.readUpdate(root) }

    func record(against request: GooglePayPaymentDataRequest, in check: GooglePayDocumentCheck) {
        check.checkUpdate(self, request)
    }
}

extension GooglePayDocumentCheck {
    mutating func readUpdate(_ root: JSONElement) -> GooglePayPaymentDataRequestUpdate? {
        typealias Key = GooglePayPaymentDataRequestUpdate.WireKeys
        guard let members = topLevel(root, "a PaymentDataRequestUpdate") else { return nil }
        let document = known(members, .document, Key.self)
        let transaction = document[Key.newTransactionInfo].flatMap {
            readTransactionInfo($0, Key.newTransactionInfo.path)
        }
        let options = readShippingOptions(
            document[Key.newShippingOptionParameters], Key.newShippingOptionParameters.path, required: false)
        let offers = document[Key.newOfferInfo].map { readOffers($0, Key.newOfferInfo.path) }
        let error = readPaymentDataError(document[Key.error], Key.error.path)
        return GooglePayPaymentDataRequestUpdate(
            newTransactionInfo: transaction, newShippingOptionParameters: options, newOffers: offers, error: error)
    }

    /// The checks of an update against the request it updates.
    func checkUpdate(_ update: GooglePayPaymentDataRequestUpdate, _ request: GooglePayPaymentDataRequest) {
        typealias Key = GooglePayPaymentDataRequestUpdate.WireKeys
        typealias InfoKey = GooglePayPaymentDataRequest.TransactionInfo.WireKeys
        if let info = update.newTransactionInfo {
            let offered = request.transactionInfo
            let kept: [(InfoKey, String?, String?)] = [
                (.currencyCode, info.currencyCode, offered.currencyCode),
                (.countryCode, info.countryCode, offered.countryCode),
                (.totalPriceLabel, info.totalPriceLabel, offered.totalPriceLabel),
                (.checkoutOption, info.checkoutOption?.rawValue, offered.checkoutOption?.rawValue),
            ]
            for (key, new, old) in kept where new != old {
                add(
                    .googlePayUpdateTransactionInfoChanged, Key.newTransactionInfo / key,
                    "\(key.name) is \(new.map { quoted($0) } ?? "absent") and was \(old.map { quoted($0) } ?? "absent"); an update may change only totalPrice, totalPriceStatus, transactionNote and displayItems"
                )
            }
        }
        if let error = update.error { checkIntent(error, at: Key.error.path, handled: request.callbackIntents) }
    }
}
