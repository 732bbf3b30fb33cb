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
            MerchantValidationRequest.WireKeys.table, AddPaymentPassRequestConfiguration.WireKeys.table,
            AddPaymentPassRequestInput.WireKeys.table, AddPaymentPassRequest.WireKeys.table,
            Payment.WireKeys.table, PaymentToken.WireKeys.table, PaymentTokenEnvelope.WireKeys.table,
            PaymentTokenEnvelope.Header.WireKeys.table, DecryptedPaymentData.WireKeys.table,
            PaymentSheetSnapshot.WireKeys.table,
        ]
        for table in tables { Self.keys(table, into: &names, seen: &seen) }
        names.formUnion(W3CPaymentRequest.topLevelKeys)
        names.formUnion(GooglePayPaymentDataRequest.topLevelKeys)
        let entries = try String(contentsOf: Self.dictionary, encoding: .utf8)
        let missing = names.filter { !entries.contains("\"\\\"\($0)\\\"\"") }.sorted()
        #expect(
            missing.isEmpty,
            "Add to Fuzz/wire-keys.dict:\n\(missing.map { "\"\\\"\($0)\\\"\"" }.joined(separator: "\n"))")
    }
}
