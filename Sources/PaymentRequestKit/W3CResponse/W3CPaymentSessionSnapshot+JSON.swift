#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension W3CPaymentSessionSnapshot: CheckedDocument, ReadableSessionSnapshot {
    @usableFromInline package init(_ root: JSONElement, codingPath: [any CodingKey]) throws {
        self = try Self.decoding(root, codingPath: codingPath)
    }

    /// The report of a snapshot's JSON, with its request's Apple Pay rules for the context, and the snapshot when
    /// it has no error.
    static func reading(_ parsed: ParsedJSON, for context: ValidationContext) -> (
        report: ValidationReport, value: Self?
    ) {
        reading(parsed) { snapshot, log in
            for violation in W3CDocumentCheck(exported: snapshot.request).applePayViolations(for: context) ?? [] {
                log.add(violation, under: WireKeys.paymentRequest.path)
            }
        }
    }

    /// Reads a snapshot, its request by the constructor's own checks, and checks that its members fit together.
    static func read(_ root: JSONElement) -> (ViolationLog, Self?) {
        let reader = SessionSnapshotReader<WireKeys>(root)
        let version = reader.version(.version, current: currentVersion)
        let revision = reader.revision(.revision)
        let state = reader.named(.state, among: W3CPaymentSession.states, required: true)
        let request = reader.offer(.paymentRequest) { element in
            let check = W3CDocumentCheck(element)
            let log = ViolationLog()
            for violation in check.conversion + check.steps { log.add(violation, under: .document) }
            return (log, W3CPaymentRequest(accepted: check))
        }
        let option = reader.string(.shippingOptionId)
        let method = reader.string(.methodName)
        let merchantData = reader.data(.merchantData)
        guard let state, let request, reader.isObject else { return (reader.log, nil) }
        let snapshot = Self(
            state: state, request: request, shippingOptionId: option, methodName: method, revision: revision,
            merchantData: merchantData, version: version)
        snapshot.checkMembers(into: reader.log)
        return (reader.log, snapshot)
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.version, number: String(version))
            if revision != 0 { object.add(.revision, number: String(revision)) }
            object.add(.state, state.rawValue)
            object.add(.paymentRequest) { request.write(to: &$0) }
            object.add(.shippingOptionId, shippingOptionId)
            object.add(.methodName, methodName)
            object.add(.merchantData, merchantData?.base64EncodedString())
        }
    }

    /// The members of a snapshot, in the order the writer uses.
    @usableFromInline enum WireKeys: Int, WireKey {
        case version, revision, state, paymentRequest, shippingOptionId, methodName, merchantData
        @usableFromInline static let table = WireKeyTable(Self.self)
        @usableFromInline static var unknownKeyNote: String {
            "is not a member of a W3C payment session snapshot, the library's own format"
        }
    }
}

extension W3CPaymentSessionSnapshot: JSONDocument {
    /// The snapshot's JSON form: `version`, `revision` once stored, `state`, `paymentRequest` (the request in its
    /// canonical form), then `shippingOptionId`, `methodName` and `merchantData` when there are any.
    public static let jsonFormat = JSONDocumentFormat<W3CPaymentSessionSnapshot>.checked
}
