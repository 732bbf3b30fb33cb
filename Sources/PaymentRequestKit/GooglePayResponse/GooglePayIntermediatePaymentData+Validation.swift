#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePayIntermediatePaymentData {
    /// Checks that the callback comes from the request: a trigger it asked to be called back about, a network it
    /// allows, a shipping address it asked for in a country it allows, and a shipping option it offered (or
    /// Google's placeholder). The offers applied are not checked: the callback is where the page accepts or
    /// refuses them.
    public func validate(answering request: GooglePayPaymentDataRequest) -> ValidationReport {
        report(answering: request)
    }
}

extension GooglePayIntermediatePaymentData: GooglePayAnswer {
    static func read(_ check: inout GooglePayDocumentCheck, _ root: JSONElement) -> Self? {
        check.readIntermediatePaymentData(root)
    }

    func record(against request: GooglePayPaymentDataRequest, in check: GooglePayDocumentCheck) {
        check.checkCallback(self, request)
    }
}

extension GooglePayDocumentCheck {
    mutating func readIntermediatePaymentData(_ root: JSONElement) -> GooglePayIntermediatePaymentData? {
        typealias Data = GooglePayIntermediatePaymentData
        typealias Key = Data.WireKeys
        guard let members = topLevel(root, "an IntermediatePaymentData") else { return nil }
        let document = known(members, .document, Key.self)
        let trigger = enumeration(
            document[Key.callbackTrigger], Key.callbackTrigger.path, as: Data.CallbackTrigger.self, required: true)
        var type: String?
        var network: String?
        let methodPath = Key.paymentMethodData.path
        if let method = object(document[Key.paymentMethodData], methodPath, known: Data.MethodKeys.self) {
            type = readPaymentMethodType(method[Data.MethodKeys.type], methodPath / Data.MethodKeys.type)
            let infoPath = methodPath / Data.MethodKeys.info
            if let info = object(method[Data.MethodKeys.info], infoPath, known: Data.InfoKeys.self) {
                network = cardNetwork(info[Data.InfoKeys.cardNetwork], infoPath / Data.InfoKeys.cardNetwork)
            }
        } else if document[Key.paymentMethodData] == nil {
            add(.googlePayMemberMissing, methodPath, "paymentMethodData is required")
        }
        let address = readAddress(document[Key.shippingAddress], Key.shippingAddress.path, intermediate: true)
        let option = readSelection(document[Key.shippingOptionData], Key.shippingOptionData.path)
        let offers = readOfferData(document[Key.offerData], Key.offerData.path)
        guard let trigger, let type else { return nil }
        return Data(
            callbackTrigger: trigger, paymentMethodType: type, cardNetwork: network, shippingAddress: address,
            shippingOptionId: option, offerRedemptionCodes: offers)
    }

    /// The checks of a callback against the request it comes from.
    func checkCallback(_ data: GooglePayIntermediatePaymentData, _ request: GooglePayPaymentDataRequest) {
        typealias Key = GooglePayIntermediatePaymentData.WireKeys
        if let intent = data.callbackTrigger.intent, !request.callbackIntents.contains(intent) {
            add(
                .googlePayCallbackTriggerNotRequested, Key.callbackTrigger.path,
                "The request's callbackIntents (\(request.callbackIntents.joined(separator: ", "))) do not include \(intent)"
            )
        }
        if let network = data.cardNetwork {
            checkNetwork(
                network, request.cardPaymentMethod,
                at: Key.paymentMethodData / GooglePayIntermediatePaymentData.MethodKeys.info
                    / GooglePayIntermediatePaymentData.InfoKeys.cardNetwork)
        }
        if let address = data.shippingAddress {
            if request.shippingAddressRequired {
                checkShippingCountry(address, request, at: Key.shippingAddress.path)
            } else {
                add(
                    .googlePayAnswerNotRequested, Key.shippingAddress.path,
                    "The request did not set shippingAddressRequired")
            }
        }
        if let id = data.shippingOptionId {
            checkShippingOption(
                id, request.shippingOptionParameters, at: Key.shippingOptionData / SelectionKeys.id, placeholder: true)
        }
    }
}
