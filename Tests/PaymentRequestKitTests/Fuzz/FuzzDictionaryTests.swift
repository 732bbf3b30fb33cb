import Foundation
import Testing

@testable import PaymentRequestKit

/// The fuzzer's dictionary holds every key of every wire format the library reads, so that a new member is fuzzed
/// from the day it is added.
@Suite struct FuzzDictionaryTests {
    static let dictionary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/wire-keys.dict")

    /// Every key of a table and of the tables its members' shapes lead to.
    static func keys(_ table: WireKeyTable, into names: inout Set<String>, seen: inout Set<[String]>) {
        guard seen.insert(table.names).inserted else { return }
        names.formUnion(table.names)
        for shape in table.shapes {
            if let nested = shape.keys { keys(nested, into: &names, seen: &seen) }
        }
    }

    @Test func everyWireKeyIsInTheDictionary() throws {
        var names = Set<String>()
        var seen = Set<[String]>()
        let tables = [
            PaymentRequest.WireKeys.table, PaymentRequestUpdate.WireKeys.table,
            PaymentAuthorizationResult.WireKeys.table, PaymentSheetEvent.WireKeys.table,
            MerchantValidationRequest.WireKeys.table, MerchantSession.WireKeys.table,
            AddPaymentPassRequestConfiguration.WireKeys.table,
            AddPaymentPassRequestInput.WireKeys.table, AddPaymentPassRequest.WireKeys.table,
            Payment.WireKeys.table, PaymentToken.WireKeys.table, PaymentTokenEnvelope.WireKeys.table,
            PaymentTokenEnvelope.Header.WireKeys.table, DecryptedPaymentData.WireKeys.table,
            PaymentSheetSnapshot.WireKeys.table,
            // The formats read without a wire decoder, whose keys still come from tables.
            W3CPaymentRequest.WireKeys.table, W3CPaymentRequest.MethodData.WireKeys.table,
            W3CPaymentRequest.Options.WireKeys.table, W3CPaymentRequest.Details.WireKeys.table,
            W3CPaymentRequest.Item.WireKeys.table, W3CPaymentRequest.ShippingOption.WireKeys.table,
            W3CPaymentRequest.Modifier.WireKeys.table, W3CPaymentRequest.CurrencyAmount.WireKeys.table,
            GooglePayToken.WireKeys.table, GooglePayToken.IntermediateSigningKey.WireKeys.table,
            GooglePaySealedMessage.WireKeys.table, GooglePaySignedKey.WireKeys.table,
            GooglePayRootSigningKeys.WireKeys.table, GooglePayRootSigningKeys.Key.WireKeys.table,
            GooglePayPaymentMessage.WireKeys.table, GooglePayPaymentMessage.PaymentMethodDetails.WireKeys.table,
            GooglePayPaymentDataRequest.WireKeys.table, GooglePayPaymentDataRequest.ShippingAddressParameterKeys.table,
            GooglePayPaymentDataRequest.MerchantInfo.WireKeys.table,
            GooglePayPaymentDataRequest.CardPaymentMethod.WireKeys.table,
            GooglePayPaymentDataRequest.CardPaymentMethod.ParameterKeys.table,
            GooglePayPaymentDataRequest.CardPaymentMethod.BillingAddressParameterKeys.table,
            GooglePayPaymentDataRequest.CardPaymentMethod.TokenizationKeys.table,
            GooglePayPaymentDataRequest.TransactionInfo.WireKeys.table,
            GooglePayPaymentDataRequest.DisplayItem.WireKeys.table,
            GooglePayPaymentDataRequest.ShippingOptionParameters.WireKeys.table,
            GooglePayPaymentDataRequest.SelectionOption.WireKeys.table,
            GooglePayPaymentDataRequest.OfferInfoKeys.table, GooglePayPaymentDataRequest.OfferDetail.WireKeys.table,
            GooglePayPaymentData.WireKeys.table, GooglePayPaymentData.PaymentMethodData.WireKeys.table,
            GooglePayPaymentData.PaymentMethodData.TokenizationKeys.table, GooglePayPaymentData.CardInfo.WireKeys.table,
            GooglePayPaymentData.CardInfo.AssuranceKeys.table, GooglePayAddress.WireKeys.table,
            GooglePayIntermediatePaymentData.WireKeys.table, GooglePayIntermediatePaymentData.MethodKeys.table,
            GooglePayPaymentDataRequestUpdate.WireKeys.table, GooglePayPaymentAuthorizationResult.WireKeys.table,
            GooglePayPaymentDataError.WireKeys.table, GooglePayDocumentCheck.SelectionKeys.table,
            GooglePayDocumentCheck.OfferDataKeys.table, W3CPaymentResponse.WireKeys.table, W3CAddress.WireKeys.table,
            W3CPaymentDetailsUpdate.WireKeys.table, W3CPaymentValidationErrors.WireKeys.table,
            W3CDocumentCheck.AddressErrorKeys.table, W3CDocumentCheck.PayerErrorKeys.table,
            GooglePaySessionSnapshot.WireKeys.table, W3CPaymentSessionSnapshot.WireKeys.table,
        ]
        for table in tables { Self.keys(table, into: &names, seen: &seen) }
        let entries = try String(contentsOf: Self.dictionary, encoding: .utf8)
        let missing = names.filter { !entries.contains("\"\\\"\($0)\\\"\"") }.sorted()
        #expect(
            missing.isEmpty,
            "Add to Fuzz/wire-keys.dict:\n\(missing.map { "\"\\\"\($0)\\\"\"" }.joined(separator: "\n"))")
    }
}
