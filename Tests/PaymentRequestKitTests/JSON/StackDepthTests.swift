import Foundation
import Testing

@testable import PaymentRequestKit

/// Decoding on a thread with a 512 KiB stack, the size of a secondary thread on Apple platforms: nesting up to
/// the ceiling decodes, deeper nesting ends in `json.limit`, and nothing exhausts the stack on either path.
@Suite struct StackDepthTests {
    static let stackSize = 512 << 10

    /// Runs `body` on a new thread whose stack is exactly 512 KiB, and waits for it.
    static func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let started = startThread(stackSize: stackSize) {
            body()
            done.signal()
        }
        #expect(started)
        if started { done.wait() }
    }

    /// A valid request whose unknown key `deep` holds arrays nested `depth` levels below the document.
    static func document(depth: Int) -> Data {
        let nested = String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
        return Data(
            (#"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1.00"},"couponCode":"#
                + nested + "}").utf8)
    }

    static func isDepthLimit(_ error: any Error) -> Bool {
        guard case DecodingError.dataCorrupted(let context) = error else { return false }
        return ((context.underlyingError as? OtherProblems)?.report.errors.first)?.code == "json.limit"
    }

    @Test func theCeilingHolds() {
        #expect(JSONDecodingLimits(maxDepth: .max).maxDepth == JSONDecodingLimits.maximumDepth)
        #expect(JSONDecodingLimits(maxDepth: -5).maxDepth == 0)
        var limits = JSONDecodingLimits()
        limits.maxDepth = 1 << 40
        #expect(limits.maxDepth == 64)
        limits.maxDepth = 40
        #expect(limits.maxDepth == 40)
    }

    @Test func bothPathsStayWithinASmallStack() {
        let limits = JSONDecodingLimits(maxDepth: .max)
        Self.onSmallStack {
            // The strict path at its ceiling, and far beyond it.
            // At the ceiling the nesting is read, and judged: a coupon code is a string, not an array.
            #expect { try PaymentRequest(jsonData: Self.document(depth: 64), limits: limits) } throws: {
                FuzzChecks.violation(in: $0)?.code == "json.type"
            }
            #expect { try PaymentRequest(jsonData: Self.document(depth: 65), limits: limits) } throws: {
                Self.isDepthLimit($0)
            }
            #expect { try PaymentRequest(jsonData: Self.document(depth: 100_000), limits: limits) } throws: {
                Self.isDepthLimit($0)
            }
            let report = PaymentRequest.validate(jsonData: Self.document(depth: 100_000), for: .web(now: Fixtures.now))
            #expect(report.violations.map(\.code) == ["json.limit"])
            // The Codable path through Foundation's JSONDecoder: the depth the report found crashing (445), and
            // the deepest Foundation itself reads.
            #expect { try JSONDecoder().decode(PaymentRequest.self, from: Self.document(depth: 64)) } throws: {
                FuzzChecks.violation(in: $0)?.code == "json.type"
            }
            for depth in [65, 445, 511] {
                #expect { try JSONDecoder().decode(PaymentRequest.self, from: Self.document(depth: depth)) } throws: {
                    Self.isDepthLimit($0)
                }
            }
            #expect(throws: (any Error).self) {
                try JSONDecoder().decode(PaymentRequest.self, from: Self.document(depth: 100_000))
            }
            // A key Apple Pay JS does not know is not read by the Codable path at all, however deep it nests.
            let unknown = String(decoding: Self.document(depth: 445), as: UTF8.self)
                .replacingOccurrences(of: "couponCode", with: "deep")
            #expect(throws: Never.self) { try JSONDecoder().decode(PaymentRequest.self, from: Data(unknown.utf8)) }
        }
    }
}
