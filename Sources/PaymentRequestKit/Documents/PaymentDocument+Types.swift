#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Every document type the library reads, listed once: each describes itself in its own folder
// (`Type+Document.swift`), so adding a kind is its folder and one line here.

extension PaymentDocument {
    /// Every document type, in the order a format's kinds are tried: of kinds whose keys fit a document equally
    /// well, the first listed wins.
    static let types: [any PaymentDocumentRepresentable.Type] = [
        PaymentRequest.self,
        PaymentRequestUpdate.self,
        PaymentAuthorizationResult.self,
        PaymentSheetEvent.self,
        PaymentSheetSnapshot.self,
        MerchantValidationRequest.self,
        MerchantSession.self,
        AddPaymentPassRequestConfiguration.self,
        AddPaymentPassRequestInput.self,
        AddPaymentPassRequest.self,
        DecryptedPaymentData.self,
        Payment.self,
        PaymentToken.self,
        PaymentTokenEnvelope.self,
        W3CPaymentRequest.self,
        W3CPaymentResponse.self,
        W3CPaymentDetailsUpdate.self,
        W3CPaymentValidationErrors.self,
        W3CPaymentSessionSnapshot.self,
        GooglePayPaymentDataRequest.self,
        GooglePayPaymentData.self,
        GooglePayIntermediatePaymentData.self,
        GooglePayPaymentDataRequestUpdate.self,
        GooglePayPaymentAuthorizationResult.self,
        GooglePaySessionSnapshot.self,
        GooglePayToken.self,
        GooglePayRootSigningKeys.self,
        GooglePayPaymentMessage.self,
    ]

    /// What the list knows of each kind, in its order.
    static let entries: [Entry] = types.map { Entry($0) }

    /// One kind's description, without its document type.
    struct Entry: Sendable {
        let type: any PaymentDocumentRepresentable.Type
        let kind: PaymentDocumentKind
        let phrase: String
        let format: String
        let isFormatDefault: Bool
        let keys: [String]

        init<Document: PaymentDocumentRepresentable>(_ type: Document.Type) {
            let description = Document.documentDescription
            self.type = type
            kind = description.kind
            phrase = description.phrase
            format = description.formatName
            isFormatDefault = description.isFormatDefault
            keys = description.keys
        }
    }
}
