// Codable for the parts of a request that a server keeps in its own types, in their Apple Pay JS shape: decoding
// applies the strict decoder's rules (and reports every problem in one DecodingError, whose underlying error is
// their report); encoding writes amounts in their shortest form, as a part does not know the request's currency.

extension PaymentSummaryItem: WireValue, Codable {
    /// Decodes an `ApplePayLineItem`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayLineItem`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension ShippingMethod: WireValue, Codable {
    /// Decodes an `ApplePayShippingMethod`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayShippingMethod`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension PaymentContact: WireValue, Codable {
    func wire(_ currency: CurrencyCode?) -> JSONValue { wire }
    /// Decodes an `ApplePayPaymentContact`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayPaymentContact`.
    public func encode(to encoder: any Encoder) throws { try wire.encode(to: encoder) }
}

extension RecurringPaymentRequest {
    /// Decodes an `ApplePayRecurringPaymentRequest`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayRecurringPaymentRequest`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension AutomaticReloadPaymentRequest {
    /// Decodes an `ApplePayAutomaticReloadPaymentRequest`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayAutomaticReloadPaymentRequest`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension DeferredPaymentRequest {
    /// Decodes an `ApplePayDeferredPaymentRequest`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayDeferredPaymentRequest`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}

extension PaymentTokenContext: WireValue, Codable {
    /// Decodes an `ApplePayPaymentTokenContext`.
    public init(from decoder: any Decoder) throws { try self.init(wireFrom: decoder) }
    /// Encodes an `ApplePayPaymentTokenContext`.
    public func encode(to encoder: any Encoder) throws { try wire(nil).encode(to: encoder) }
}
