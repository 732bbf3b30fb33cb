#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension MerchantSession: WireDocument {
    /// The members of Apple's answer, in the order the writer uses.
    @usableFromInline package enum WireKeys: Int, WireKey {
        case epochTimestamp, expiresAt, merchantSessionIdentifier, nonce, merchantIdentifier, domainName
        case displayName, signature, operationalAnalyticsIdentifier, retries, pspId
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package static var unknownKeyNote: String {
            "is not a member Apple's merchant sessions are known to have"
        }
        @usableFromInline package var shape: WireShape {
            switch self {
            case .epochTimestamp, .expiresAt, .retries: .wholeNumber
            default: .string
            }
        }
        @usableFromInline package var isUsuallyPresent: Bool {
            switch self {
            case .operationalAnalyticsIdentifier, .retries, .pspId, .domainName: false
            default: true
            }
        }
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        func milliseconds(_ key: WireKeys) -> Int {
            object.collectRequired(key) { value throws(WireFailure) in try decoding.int(value) } ?? 0
        }
        self.init(
            epochTimestamp: milliseconds(.epochTimestamp), expiresAt: milliseconds(.expiresAt),
            merchantSessionIdentifier: object.collectRequiredString(.merchantSessionIdentifier) ?? "",
            nonce: object.collectRequiredString(.nonce) ?? "",
            merchantIdentifier: object.collectRequiredString(.merchantIdentifier) ?? "",
            domainName: object.collectOptionalString(.domainName),
            displayName: object.collectRequiredString(.displayName) ?? "",
            signature: object.collectRequiredString(.signature) ?? "",
            operationalAnalyticsIdentifier: object.collectOptionalString(.operationalAnalyticsIdentifier),
            retries: object.collectOptional(.retries) { value throws(WireFailure) in try decoding.int(value) },
            pspId: object.collectOptionalString(.pspId))
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.epochTimestamp, number: String(epochTimestamp))
            object.add(.expiresAt, number: String(expiresAt))
            object.add(.merchantSessionIdentifier, merchantSessionIdentifier)
            object.add(.nonce, nonce)
            object.add(.merchantIdentifier, merchantIdentifier)
            object.add(.domainName, domainName)
            object.add(.displayName, displayName)
            object.add(.signature, signature)
            object.add(.operationalAnalyticsIdentifier, operationalAnalyticsIdentifier)
            if let retries { object.add(.retries, number: String(retries)) }
            object.add(.pspId, pspId)
        }
    }
}

extension MerchantSession {

}

extension MerchantSession: JSONDocument {
    /// Apple's merchant session: the members it is known to have, in a fixed order, absent ones left out.
    public static let jsonFormat = JSONDocumentFormat<MerchantSession>.wire
}
