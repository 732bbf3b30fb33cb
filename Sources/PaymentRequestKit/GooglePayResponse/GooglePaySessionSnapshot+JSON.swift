#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GooglePaySessionSnapshot: CheckedDocument, ReadableSessionSnapshot {
    @usableFromInline package init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        self = try Self.decoding(root, codingPath: codingPath)
    }

    /// Reads a snapshot, its offer by Google Pay's own checker, and checks that its members fit together.
    static func read(_ root: JSONElement) -> (ViolationLog, Self?) {
        let reader = SessionSnapshotReader<WireKeys>(root)
        let version = reader.version(.version, current: currentVersion)
        let revision = reader.revision(.revision)
        let state = reader.named(.state, among: GooglePaySession.states, required: true)
        let offer = reader.offer(.paymentDataRequest) { element in
            let check = GooglePayDocumentCheck(element)
            return (check.log, check.request)
        }
        let pending = reader.named(
            .pendingCallback, among: GooglePayIntermediatePaymentData.CallbackTrigger.allCases, required: false)
        let option = reader.string(.shippingOptionId)
        let merchantData = reader.data(.merchantData)
        guard let state, let offer, reader.isObject else { return (reader.log, nil) }
        let snapshot = Self(
            state: state, offer: offer, pendingCallback: pending, shippingOptionId: option, revision: revision,
            merchantData: merchantData, version: version)
        snapshot.checkMembers(into: reader.log)
        return (reader.log, snapshot)
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.version, number: String(version))
            if revision != 0 { object.add(.revision, number: String(revision)) }
            object.add(.state, state.rawValue)
            object.add(.paymentDataRequest) { offer.write(to: &$0) }
            object.add(.pendingCallback, pendingCallback?.rawValue)
            object.add(.shippingOptionId, shippingOptionId)
            object.add(.merchantData, merchantData?.base64EncodedString())
        }
    }

    /// The members of a snapshot, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, WireKey {
        case version, revision, state, paymentDataRequest, pendingCallback, shippingOptionId, merchantData
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline static var unknownKeyNote: String {
            "is not a member of a Google Pay session snapshot, the library's own format"
        }
    }
}

extension GooglePaySessionSnapshot: JSONDocument {
    /// The snapshot's JSON form: `version`, `revision` once stored, `state`, `paymentDataRequest` (the offer in
    /// its canonical form), then `pendingCallback`, `shippingOptionId` and `merchantData` when there are any.
    public static let jsonFormat = JSONDocumentFormat<GooglePaySessionSnapshot>.checked
}
