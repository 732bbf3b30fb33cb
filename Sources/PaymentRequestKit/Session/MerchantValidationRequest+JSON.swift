#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension MerchantValidationRequest: WireDocument {
    /// The keys of the body, all required.
    @usableFromInline package enum WireKeys: Int, WireKey {
        case merchantIdentifier, displayName, initiative, initiativeContext
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package static var unknownKeyNote: String {
            "is not a member of Apple's payment session request"
        }
        @usableFromInline package var isUsuallyPresent: Bool { true }
    }

    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        merchantIdentifier = object.collectRequiredString(.merchantIdentifier) ?? ""
        displayName = object.collectRequiredString(.displayName) ?? ""
        initiative =
            object.collectRequired(.initiative) { value throws(WireFailure) in
                try decoding.enumeration(value, Initiative.self)
            } ?? .web
        initiativeContext = object.collectRequiredString(.initiativeContext) ?? ""
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.merchantIdentifier, merchantIdentifier)
            object.add(.displayName, displayName)
            object.add(.initiative, initiative.rawValue)
            object.add(.initiativeContext, initiativeContext)
        }
    }
}

extension MerchantValidationRequest {

}

extension MerchantValidationRequest: JSONDocument {
    /// The merchant validation body: its four members, all required, in a fixed order.
    public static let jsonFormat = JSONDocumentFormat<MerchantValidationRequest>.wire
}
