/// An event a browser fires on a `PaymentRequest` while its sheet is open, as the page posts it to its server:
/// what the event's handler reads before it calls `updateWith()`.
public enum W3CPaymentRequestEvent: Sendable, Hashable {
    /// `shippingaddresschange`: the request's `shippingAddress`, as redacted as the browser gives it.
    case shippingAddressChange(W3CAddress)
    /// `shippingoptionchange`: the request's `shippingOption`, the id of the selected option.
    case shippingOptionChange(String)
    /// `paymentmethodchange`: the event's `methodName` (its `methodDetails` are the method's own).
    case paymentMethodChange(methodName: String)

    /// The event's name, as the browser fires it.
    public var type: String {
        switch self {
        case .shippingAddressChange: "shippingaddresschange"
        case .shippingOptionChange: "shippingoptionchange"
        case .paymentMethodChange: "paymentmethodchange"
        }
    }

    /// The session state in which the event waits for the page's `updateWith()`.
    var state: PaymentSheetState {
        switch self {
        case .shippingAddressChange: .shippingContactSelected
        case .shippingOptionChange: .shippingMethodSelected
        case .paymentMethodChange: .paymentMethodSelected
        }
    }

    /// Checks that a sheet showing `request` could have fired the event: a shipping event only for a request that
    /// asks for shipping, an option and a method the request offers. Each problem is the rule a response with the
    /// same member breaks, at the member's path (`shippingOption`, `methodName`).
    public func validate(against request: W3CPaymentRequest) -> ValidationReport {
        var check = W3CDocumentCheck()
        typealias Key = W3CPaymentResponse.WireKeys
        switch self {
        case .shippingAddressChange, .shippingOptionChange:
            guard request.options.requestShipping else {
                let key: Key = if case .shippingOptionChange = self { .shippingOption } else { .shippingAddress }
                check.steps.append(
                    .w3cResponseNotRequested, at: key.path,
                    "The request did not set requestShipping, so the browser fires no \(type)")
                break
            }
            if case .shippingOptionChange(let id) = self {
                check.checkShippingOptionOffered(id, request, at: Key.shippingOption.path)
            }
        case .paymentMethodChange(let name):
            check.checkMethodOffered(name, request, at: Key.methodName.path)
        }
        return ValidationReport(capping: [check.steps], dropped: 0)
    }
}
