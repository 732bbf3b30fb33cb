extension PaymentRequestUpdate {
    /// Checks the update with the request's rules, at the update's paths (`newTotal.amount`), in the currency of
    /// the request it updates, and its errors against what the sheet honours for its ``kind``.
    ///
    /// The total, the line items and the sum are checked as for a request (a pending item counts as zero), as are
    /// the shipping methods, special requests and token contexts it carries; PassKit's limits of 100 summary items
    /// and 100 shipping methods hold for updates too. WebKit re-checks less (the shipping methods only of shipping
    /// contact and coupon code updates, and none of the special requests), but PassKit sees every field, and an
    /// update that breaks a request's rule would make the request it leaves break it.
    public func validate(currency: CurrencyCode, for context: ValidationContext) -> ValidationReport {
        violationLog(currency: currency, context: context, checkErrors: true).report
    }

    func violationLog(currency: CurrencyCode, context: ValidationContext, checkErrors: Bool) -> ViolationLog {
        // The update's fields in a request of their own; what is not the update's (networks, capabilities) is
        // given valid values and its violations left out.
        var request = PaymentRequest(
            countryCode: .us, currencyCode: currency, supportedNetworks: [.visa], merchantCapabilities: .threeDSecure,
            lineItems: newLineItems, total: newTotal)
        request.shippingMethods = newShippingMethods
        request.recurringPaymentRequest = newRecurringPaymentRequest
        request.automaticReloadPaymentRequest = newAutomaticReloadPaymentRequest
        request.deferredPaymentRequest = newDeferredPaymentRequest
        request.disbursementRequest = newDisbursementRequest
        request.multiTokenContexts = newMultiTokenContexts
        let validator = RequestValidator(
            currency: currency, context: ValidationContext(platform: .web, now: context.now))
        validator.validate(request)
        let log = ViolationLog()
        for violation in validator.found.violations {
            guard let path = Self.updatePath(violation) else { continue }
            log.add(violation.rule, { path }, { violation.message })
        }
        if checkErrors {
            for (index, error) in errors.enumerated() where !error.isHonored(in: kind.completion) {
                log.add(
                    .sessionErrorIgnored, { WireKeys.errors[index] },
                    {
                        kind == .shippingMethod
                            ? "A shipping method update has no errors; Safari ignores them"
                            : "The sheet ignores \(error.code)\(error.contactField.map { " naming \($0.rawValue)" } ?? "") in complete\(kind.completion.rawValue.prefix(1).uppercased() + kind.completion.rawValue.dropFirst())"
                    })
            }
        }
        return log
    }

    /// The update's name for each member of a request it carries.
    private static let renamed: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            (PaymentRequest.WireKeys.total, WireKeys.newTotal), (.lineItems, .newLineItems),
            (.shippingMethods, .newShippingMethods), (.multiTokenContexts, .newMultiTokenContexts),
            (.recurringPaymentRequest, .newRecurringPaymentRequest),
            (.automaticReloadPaymentRequest, .newAutomaticReloadPaymentRequest),
            (.deferredPaymentRequest, .newDeferredPaymentRequest), (.disbursementRequest, .newDisbursementRequest),
        ].map { ($0.name, $1.name) })

    /// A request's violation at the update's path, read from its keys, or `nil` for one about what the update
    /// does not carry.
    static func updatePath(_ violation: Violation) -> ValidationPath? {
        guard var components = violation.location?.components, case .key(let first)? = components.first else {
            return violation.path.isEmpty && violation.rule == .paymentRequestsExclusive ? .document : nil
        }
        guard let update = renamed[first] else { return nil }
        components[0] = .key(update)
        return ValidationPath(components: components)
    }
}
