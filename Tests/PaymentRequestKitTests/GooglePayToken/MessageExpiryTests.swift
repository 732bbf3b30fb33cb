import Foundation
import Testing

@testable import PaymentRequestKit

/// Tink's `assertNotExpired`, which `unseal` applies to the message it opened: only a JSON object's
/// `messageExpiration` is judged, as a string or a number of milliseconds, its name read with escapes decoded.
@Suite struct MessageExpiryTests {
    static let now = Date(timeIntervalSince1970: 1_795_780_800)

    @Test(
        arguments: [
            (#"{"messageExpiration":"1795780800001"}"#, nil),
            (#"{"messageExpiration":1795780800001}"#, nil),
            (#"{"\u006dessageExpiration":"1795780800001"}"#, nil),
            (#"{"messageExpiration":"1795780800000"}"#, "googlePay.messageExpired"),
            (#"{"messageExpiration":1795780800000}"#, "googlePay.messageExpired"),
            (#"{"\u006dessageExpiration":"1795780800000"}"#, "googlePay.messageExpired"),
            (#"{"messageExpiration":"soon"}"#, "googlePay.messageExpired"),
            (#"{"messageExpiration":null}"#, "googlePay.messageExpired"),
            (#"{"messageId":"m"}"#, nil),
            ("plaintext", nil),
            (#"["messageExpiration", 1]"#, nil),
        ] as [(String, String?)])
    func aJSONMessageIsJudgedByItsExpiry(message: String, code: String?) {
        do {
            try GooglePayToken.refuseExpired(Data(message.utf8), now: Self.now)
            #expect(code == nil, "\(message) was not refused")
        } catch {
            #expect(error.code.rawValue == code, "\(message): \(error)")
        }
    }
}
