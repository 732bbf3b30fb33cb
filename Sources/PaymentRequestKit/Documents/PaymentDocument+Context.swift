#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentDocument {
    /// What checking a document needs besides its bytes: the time, the platform and Apple Pay JS version of a
    /// request, and what a document that answers another is checked against.
    ///
    /// Every member has a default, so that `PaymentDocument.validate(jsonData:)` needs nothing else; a server
    /// that checks what its page posts gives the ``request`` the page was shown.
    public struct Context: Sendable, Hashable {
        /// What a request's rules need, and every kind's date rules: the current date, the platform, the Apple Pay
        /// JS version, and whether a total must be the sum of the items.
        public var validationContext: ValidationContext
        // What a document is checked against is kept behind one reference, `nil` while every member has its
        // default: a context is copied into every document's check, and inline (a request alone is 1.2 KB) copying
        // it cost more than checking a small request.
        private var answered: Indirect<Answered>?

        /// The members of a context that name what a document answers.
        struct Answered: Sendable, Hashable {
            var request: PaymentRequest? = nil
            var updateKind: PaymentRequestUpdate.Kind? = nil
            var currency: CurrencyCode? = nil
            var passEncryptionScheme: PaymentPassEncryptionScheme? = nil
            var merchantValidationRequest: MerchantValidationRequest? = nil
            var issuerEncryptionPolicy: IssuerEncryptionChainPolicy = .apple
            var transactionIdentifier: String? = nil
            var googlePayRequest: GooglePayPaymentDataRequest? = nil
            var googlePayRecipient: GooglePayRecipient? = nil
            var w3cRequest: W3CPaymentRequest? = nil
        }

        /// A member of ``Answered``, or its default.
        private func answered<Member>(_ member: KeyPath<Answered, Member>) -> Member {
            (answered?.value ?? Answered())[keyPath: member]
        }

        /// Sets a member of ``Answered``, keeping no storage while every member has its default.
        private mutating func setAnswered<Member>(_ member: WritableKeyPath<Answered, Member>, _ value: Member) {
            var members = answered?.value ?? Answered()
            members[keyPath: member] = value
            answered = members == Answered() ? nil : Indirect(members)
        }

        /// The request a document answers or belongs to: an event is checked against what it offers, a token and
        /// its decrypted data against what it asked for, and an update's amounts in its currency.
        public var request: PaymentRequest? {
            get { answered(\.request) }
            set { setAnswered(\.request, newValue) }
        }
        /// The event an update answers, which decides the errors the sheet honours; `nil` when unknown.
        public var updateKind: PaymentRequestUpdate.Kind? {
            get { answered(\.updateKind) }
            set { setAnswered(\.updateKind, newValue) }
        }
        /// An update's currency, when there is no ``request`` to take it from.
        public var currency: CurrencyCode? {
            get { answered(\.currency) }
            set { setAnswered(\.currency, newValue) }
        }
        /// The scheme a pass request must follow, or `nil` for the one its key implies.
        public var passEncryptionScheme: PaymentPassEncryptionScheme? {
            get { answered(\.passEncryptionScheme) }
            set { setAnswered(\.passEncryptionScheme, newValue) }
        }
        /// The body a merchant session answers: its domain, display name and merchant identifier are checked
        /// against the session's.
        public var merchantValidationRequest: MerchantValidationRequest? {
            get { answered(\.merchantValidationRequest) }
            set { setAnswered(\.merchantValidationRequest, newValue) }
        }
        /// What a generate-request input's certificate chain must be: Apple's issuer encryption policy by default,
        /// or a test PKI's.
        public var issuerEncryptionPolicy: IssuerEncryptionChainPolicy {
            get { answered(\.issuerEncryptionPolicy) }
            set { setAnswered(\.issuerEncryptionPolicy, newValue) }
        }
        /// The token's `transactionIdentifier`, which an envelope's header must repeat; `nil` when unknown.
        public var transactionIdentifier: String? {
            get { answered(\.transactionIdentifier) }
            set { setAnswered(\.transactionIdentifier, newValue) }
        }
        /// The Google Pay request a decrypted Google Pay message answers: its auth methods and recipient.
        public var googlePayRequest: GooglePayPaymentDataRequest? {
            get { answered(\.googlePayRequest) }
            set { setAnswered(\.googlePayRequest, newValue) }
        }
        /// The recipient a Google Pay token was verified for, matched against ``googlePayRequest``.
        public var googlePayRecipient: GooglePayRecipient? {
            get { answered(\.googlePayRecipient) }
            set { setAnswered(\.googlePayRecipient, newValue) }
        }

        /// The W3C request a payment response or details update answers: its methods, id, options, shipping
        /// options and currency.
        public var w3cRequest: W3CPaymentRequest? {
            get { answered(\.w3cRequest) }
            set { setAnswered(\.w3cRequest, newValue) }
        }

        /// Creates a context; every member has a default.
        public init(
            now: Date = Date(), platform: ValidationContext.Platform = .web,
            applePayJSVersion: Int = ValidationContext.newestApplePayJSVersion,
            requiresTotalToMatchLineItems: Bool = false, request: PaymentRequest? = nil,
            updateKind: PaymentRequestUpdate.Kind? = nil, currency: CurrencyCode? = nil,
            passEncryptionScheme: PaymentPassEncryptionScheme? = nil,
            merchantValidationRequest: MerchantValidationRequest? = nil, transactionIdentifier: String? = nil,
            googlePayRequest: GooglePayPaymentDataRequest? = nil, googlePayRecipient: GooglePayRecipient? = nil,
            w3cRequest: W3CPaymentRequest? = nil
        ) {
            self.init(
                ValidationContext(
                    platform: platform, now: now, applePayJSVersion: applePayJSVersion,
                    requiresTotalToMatchLineItems: requiresTotalToMatchLineItems),
                request: request, updateKind: updateKind, currency: currency,
                passEncryptionScheme: passEncryptionScheme, merchantValidationRequest: merchantValidationRequest,
                transactionIdentifier: transactionIdentifier, googlePayRequest: googlePayRequest,
                googlePayRecipient: googlePayRecipient, w3cRequest: w3cRequest)
        }

        /// Creates a context with a request's validation context; every other member has a default.
        public init(
            _ validationContext: ValidationContext, request: PaymentRequest? = nil,
            updateKind: PaymentRequestUpdate.Kind? = nil, currency: CurrencyCode? = nil,
            passEncryptionScheme: PaymentPassEncryptionScheme? = nil,
            merchantValidationRequest: MerchantValidationRequest? = nil, transactionIdentifier: String? = nil,
            googlePayRequest: GooglePayPaymentDataRequest? = nil, googlePayRecipient: GooglePayRecipient? = nil,
            w3cRequest: W3CPaymentRequest? = nil
        ) {
            self.validationContext = validationContext
            // Each member through its setter: only the ones given make storage.
            if let request { self.request = request }
            self.updateKind = updateKind
            self.currency = currency
            self.passEncryptionScheme = passEncryptionScheme
            self.merchantValidationRequest = merchantValidationRequest
            self.transactionIdentifier = transactionIdentifier
            self.googlePayRequest = googlePayRequest
            self.googlePayRecipient = googlePayRecipient
            self.w3cRequest = w3cRequest
        }

        /// The current date, for date rules, certificates and a token's signing time.
        public var now: Date { validationContext.now }

        /// The context of a page in Safari at `now`, for the newest Apple Pay JS version.
        public static func web(now: Date) -> Self { Self(validationContext: .web(now: now)) }

        /// The context of a page in Safari at `now`, for an Apple Pay JS version.
        public static func web(now: Date, applePayJSVersion: Int) -> Self {
            Self(validationContext: .web(now: now, applePayJSVersion: applePayJSVersion))
        }

        /// The context of an app at `now`, as PassKit judges a request.
        public static func inApp(now: Date) -> Self { Self(validationContext: .inApp(now: now)) }

        /// A context with every member but the validation context at its default.
        private init(validationContext: ValidationContext) {
            self.validationContext = validationContext
        }
    }
}
