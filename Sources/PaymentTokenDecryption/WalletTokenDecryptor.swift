import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A wallet's token decryptor: it verifies a token the page posted, decrypts it for the merchant, records it with
/// the replay guard and checks it against the request, and answers with one face for every wallet.
///
/// `PaymentTokenDecryptor` (Apple Pay) and `GooglePayTokenDecryptor` (Google Pay) conform. A server that takes
/// both wallets holds one of each and hands each the JSON its page posted; what it charges with is the
/// ``PaymentRequestKit/DecryptedPayment`` either returns:
///
/// ```swift
/// func charge<Decryptor: WalletTokenDecryptor>(
///     _ token: Data, with decryptor: Decryptor, for request: Decryptor.Request, at now: Date
/// ) async throws(PaymentTokenError) -> String {
///     let payment = try await decryptor.decryptPayment(jsonData: token, now: now, request: request)
///     return "\(payment.wallet) \(payment.authenticationMethod), card ending \(payment.accountNumber.suffix(4))"
/// }
/// ```
///
/// The `async` entry is the first: it waits for a replay guard on the network without blocking a thread of Swift's
/// cooperative pool. The synchronous one is for servers not on Swift concurrency.
public protocol WalletTokenDecryptor: Sendable {
    /// The merchant's request a token answers: an Apple Pay JS `PaymentRequest`, a Google Pay
    /// `GooglePayPaymentDataRequest`.
    associatedtype Request: Sendable

    /// The wallet whose tokens the decryptor opens.
    var wallet: DecryptedPayment.Wallet { get }

    /// Verifies and decrypts a token given as the JSON the page posted, records it and checks it, without
    /// blocking a thread while the replay guard answers.
    ///
    /// - Throws: ``PaymentRequestKit/PaymentTokenError``, whose code says which step failed;
    ///   ``PaymentRequestKit/PaymentTokenError/Code/invalidToken``, with the report, for JSON that is not this
    ///   wallet's token, such as the other wallet's.
    func decryptPayment(jsonData data: Data, now: Date, request: Request?) async throws(PaymentTokenError)
        -> DecryptedPayment

    /// Verifies and decrypts a token given as JSON, as the `async` entry does, blocking while the replay guard
    /// answers.
    func decryptPayment(jsonData data: Data, now: Date, request: Request?) throws(PaymentTokenError)
        -> DecryptedPayment
}

extension PaymentTokenDecryptor: WalletTokenDecryptor {
    /// The Apple Pay JS request a token answers.
    public typealias Request = PaymentRequest

    /// Apple Pay.
    public var wallet: DecryptedPayment.Wallet { .applePay }

    /// Verifies and decrypts a payment (it has `token`), a payment token (it has `paymentData`) or the token's
    /// `paymentData` envelope, as the library recognises it, and checks it against `request`.
    public func decryptPayment(jsonData data: Data, now: Date, request: PaymentRequest? = nil)
        async throws(PaymentTokenError) -> DecryptedPayment
    {
        let (envelope, transactionIdentifier) = try Self.opened(data)
        return DecryptedPayment(
            try await decrypt(envelope, now: now, request: request, transactionIdentifier: transactionIdentifier))
    }

    /// Verifies and decrypts a payment, a payment token or an envelope, blocking while the replay guard answers.
    public func decryptPayment(jsonData data: Data, now: Date, request: PaymentRequest? = nil)
        throws(PaymentTokenError) -> DecryptedPayment
    {
        let (envelope, transactionIdentifier) = try Self.opened(data)
        return DecryptedPayment(
            try decrypt(envelope, now: now, request: request, transactionIdentifier: transactionIdentifier))
    }

    /// The envelope a payment, a token or an envelope holds, read once, with the token's transaction identifier.
    static func opened(_ data: Data) throws(PaymentTokenError) -> (PaymentTokenEnvelope, String?) {
        let document: PaymentDocument
        do {
            document = try PaymentDocument(jsonData: data, as: [.payment, .paymentToken, .paymentTokenEnvelope])
        } catch {
            // The library's report says what the document is when it is another kind, a Google Pay token say.
            throw PaymentTokenError(
                .invalidToken, "The document is not a payment, a payment token or its envelope",
                report: (error as? DecodingError)?.validationReport)
        }
        switch document.value {
        case let payment as Payment: return (try envelope(of: payment.token), payment.token.transactionIdentifier)
        case let token as PaymentToken: return (try envelope(of: token), token.transactionIdentifier)
        case let envelope as PaymentTokenEnvelope: return (envelope, nil)
        default: throw PaymentTokenError(.invalidToken, "The document is a \(document.kind), not a token")
        }
    }
}

extension GooglePayTokenDecryptor: WalletTokenDecryptor {
    /// The Google Pay request a token answers.
    public typealias Request = GooglePayPaymentDataRequest

    /// Google Pay.
    public var wallet: DecryptedPayment.Wallet { .googlePay }

    /// Verifies and decrypts a Google Pay payment method token given as its JSON, and checks its message.
    public func decryptPayment(jsonData data: Data, now: Date, request: GooglePayPaymentDataRequest? = nil)
        async throws(PaymentTokenError) -> DecryptedPayment
    {
        DecryptedPayment(try await decrypt(jsonData: data, now: now, request: request))
    }

    /// Verifies and decrypts a Google Pay payment method token, blocking while the replay guard answers.
    public func decryptPayment(jsonData data: Data, now: Date, request: GooglePayPaymentDataRequest? = nil)
        throws(PaymentTokenError) -> DecryptedPayment
    {
        DecryptedPayment(try decrypt(jsonData: data, now: now, request: request))
    }
}
