#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The payment token (`ApplePayPaymentToken`, `PKPaymentToken`): the card, the transaction, and the encrypted
/// payment data, carried as it is for the processor.
///
/// Two tokens are equal when their payment data has the same members and values, in any order, numbers compared by
/// value (`1e2` is `100`).
public struct PaymentToken: Sendable, Hashable {
    /// The card.
    public var paymentMethod: PaymentMethod
    /// The transaction's identifier, the upper-case hex of the payment data's `header.transactionId`.
    public var transactionIdentifier: String?
    /// The payment data (`EC_v1` or `RSA_v1` envelope), member for member, where the token's document holds it:
    /// validation reads the envelope there, without writing it out and parsing it again.
    let paymentDataElement: JSONElement?
    var paymentData: JSONValue? { paymentDataElement.map { $0.tape.value($0.node) } }

    /// The transaction identifier of the iOS Simulator's tokens, which carry no payment data.
    public static let simulatedTransactionIdentifier = "Simulated Identifier"

    /// Whether this is the iOS Simulator's token: its transaction identifier is ``simulatedTransactionIdentifier``
    /// and its payment data is missing or an empty object, so there is nothing to verify or decrypt (rule
    /// `token.simulated`).
    public var isSimulated: Bool {
        guard transactionIdentifier == Self.simulatedTransactionIdentifier else { return false }
        guard let paymentDataElement else { return true }
        return paymentDataElement.tape.keys(paymentDataElement.node).first { _ in true } == nil
    }

    /// Creates a token; `paymentData` is the envelope's JSON object, if any.
    ///
    /// - Throws: A `DecodingError` when `paymentData` is given and is not a JSON object.
    public init(paymentMethod: PaymentMethod, transactionIdentifier: String? = nil, paymentData: Data? = nil) throws {
        self.paymentMethod = paymentMethod
        self.transactionIdentifier = transactionIdentifier
        paymentDataElement = try paymentData.map { try JSONElement.object(jsonData: $0) }
    }

    init(paymentMethod: PaymentMethod, transactionIdentifier: String?, paymentDataElement: JSONElement?) {
        self.paymentMethod = paymentMethod
        self.transactionIdentifier = transactionIdentifier
        self.paymentDataElement = paymentDataElement
    }

    /// Whether two tokens have the same card, transaction and payment data, its members in any order and its
    /// numbers by value.
    public static func == (lhs: PaymentToken, rhs: PaymentToken) -> Bool {
        lhs.paymentMethod == rhs.paymentMethod && lhs.transactionIdentifier == rhs.transactionIdentifier
            && lhs.paymentData?.canonical == rhs.paymentData?.canonical
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(paymentMethod)
        hasher.combine(transactionIdentifier)
        hasher.combine(paymentData?.canonical)
    }

    /// The payment data as compact JSON, its members in the order they came; `nil` when there is none.
    var paymentDataJSON: Data? {
        paymentData.map { value in
            var writer = JSONWriter(capacity: 1024)
            writer.write(value)
            return Data(writer.bytes)
        }
    }
}
