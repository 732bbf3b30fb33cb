extension PaymentAuthorizationResult {
    /// Checks the result against the session rules: statuses Apple deprecated, errors the sheet ignores in
    /// `completePayment`, a success that is not final, and order details that Wallet never reads because the
    /// status is not success (`PKPaymentOrderDetails`).
    public func validate() -> ValidationReport {
        violationLog().report
    }

    func violationLog() -> ViolationLog {
        let log = ViolationLog()
        if status.isDeprecated {
            log.add(
                .sessionStatusDeprecated, { WireKeys.status.path },
                { "\(status) is deprecated; answer STATUS_FAILURE with an ApplePayError, as Safari converts it" })
        }
        if status == .success, !errors.isEmpty {
            log.add(
                .sessionSuccessWithErrors, { WireKeys.errors.path },
                {
                    "STATUS_SUCCESS with errors does not end the session: the sheet stays open for the customer to fix them"
                })
        }
        if orderDetails != nil, status != .success {
            log.add(
                .sessionOrderDetailsNotSuccess, { WireKeys.orderDetails.path },
                { "Order details with \(status.constantName): the device retrieves them only after STATUS_SUCCESS" })
        }
        for (index, error) in errors.enumerated() where !error.isHonored(in: .payment) {
            log.add(
                .sessionErrorIgnored, { WireKeys.errors[index] },
                {
                    "The sheet ignores \(error.code)\(error.contactField.map { " naming \($0.rawValue)" } ?? "") in completePayment"
                })
        }
        return log
    }
}
