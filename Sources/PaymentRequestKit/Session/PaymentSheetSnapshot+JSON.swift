#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PaymentSheetSnapshot: WireDocument {
    /// The members of a snapshot, in the order the writer uses.
    @usableFromInline package enum WireKeys: Int, WireKey {
        case version, revision, state, merchantValidationState, request, selectedShippingMethod, deadline
        case merchantData, merchantSessionExpiration
        @usableFromInline package static let table = WireKeyTable(Self.self)
        @usableFromInline package static var unknownKeyNote: String {
            "is not a member of a session snapshot, the library's own format"
        }
        @usableFromInline package var isUsuallyPresent: Bool {
            [.version, .state, .merchantValidationState, .request].contains(self)
        }
        @usableFromInline package var shape: WireShape {
            switch self {
            case .version, .revision: .wholeNumber
            case .request: .object(PaymentRequest.WireKeys.table)
            default: .string
            }
        }
    }

    /// The request's checks that need an unreadable value, at the request's paths inside the snapshot.
    @usableFromInline package static func dependsOnUnreadable(_ violation: Violation, problems: [Violation]) -> Bool {
        let prefix = WireKeys.request.name
        // Whether the members fit together can be judged only when each was read.
        if violation.rule == .sessionSnapshotInconsistent {
            return problems.contains { problem in
                [WireKeys.state, .merchantValidationState, .request].contains { problem.path.isAt(orUnder: $0.name) }
            }
        }
        // The request's violations, read at the request's own paths: their keys without the first.
        func inner(_ violation: Violation) -> Violation? {
            guard let components = violation.location?.components, components.first == .key(prefix) else { return nil }
            return Violation(
                rule: violation.rule, location: ValidationPath(components: Array(components.dropFirst())),
                message: violation.message)
        }
        guard let violation = inner(violation) else { return false }
        return PaymentRequest.dependsOnUnreadable(violation, problems: problems.compactMap(inner))
    }

    /// Reads a snapshot; a version other than 1 ends the reading, as its members may mean something else.
    @usableFromInline package init(wire value: JSONNode, _ decoding: WireDecoding) throws(WireFailure) {
        let object = try decoding.object(value, WireKeys.self)
        version = try object.required(
            .version, missing: .jsonMissingKey, message: "A snapshot needs its version"
        ) { value throws(WireFailure) in
            let version = try decoding.int(value)
            guard version == Self.currentVersion else {
                throw decoding.fail(
                    .sessionSnapshotVersion,
                    "Version \(version) is not a snapshot version this library reads (it writes and reads version \(Self.currentVersion))"
                )
            }
            return version
        }
        revision =
            object.collectOptional(.revision) { value throws(WireFailure) in
                let revision = try decoding.int(value)
                guard revision >= 0 else {
                    throw decoding.fail(
                        .sessionSnapshotInconsistent, "A revision counts saves from 0; \(revision) is not one")
                }
                return revision
            } ?? 0
        state =
            object.collectRequired(.state) { value throws(WireFailure) in
                try Self.named(value, PaymentSheetState.self, decoding)
            } ?? .idle
        merchantValidationState =
            object.collectRequired(.merchantValidationState) { value throws(WireFailure) in
                try Self.named(value, MerchantValidationState.self, decoding)
            } ?? .idle
        request =
            object.collectRequired(.request) { value throws(WireFailure) in
                try PaymentRequest(wire: value, decoding)
            } ?? PaymentRequest(countryCode: .us, currencyCode: .usd, supportedNetworks: [], total: .placeholder)
        selectedShippingMethod = object.collectOptional(.selectedShippingMethod) { value throws(WireFailure) in
            try decoding.string(value)
        }
        deadline = object.collectOptional(.deadline) { value throws(WireFailure) in try decoding.date(value) }
        merchantData = object.collectOptional(.merchantData) { value throws(WireFailure) in
            // A session writes it as Base64: anything else was edited in the store.
            try decoding.base64(value, rule: .sessionSnapshotInconsistent)
        }
        merchantSessionExpiration = object.collectOptional(.merchantSessionExpiration) {
            value throws(WireFailure) in try decoding.date(value)
        }
    }

    private static func named<T: RawRepresentable & CaseIterable>(
        _ value: JSONNode, _: T.Type, _ decoding: WireDecoding
    ) throws(WireFailure) -> T where T.RawValue == String {
        let text = try decoding.string(value)
        guard let result = T(rawValue: text) else {
            throw decoding.fail(
                .jsonUnknownValue,
                "\(quoted(text)) is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return result
    }

    @usableFromInline package func write<Output: JSONOutput>(to output: inout Output) {
        output.object(WireKeys.self) { object in
            object.add(.version, number: String(version))
            // Written once stored, so that a snapshot never stored keeps the bytes it always had.
            if revision != 0 { object.add(.revision, number: String(revision)) }
            object.add(.state, state.rawValue)
            object.add(.merchantValidationState, merchantValidationState.rawValue)
            object.add(.request) { request.write(to: &$0) }
            if let selectedShippingMethod { object.add(.selectedShippingMethod, selectedShippingMethod) }
            if let deadline { object.add(.deadline, ISO8601.format(deadline)) }
            object.add(.merchantData, merchantData?.base64EncodedString())
            object.add(.merchantSessionExpiration, merchantSessionExpiration.map(ISO8601.format))
        }
    }
}

extension PaymentSheetSnapshot {

}

extension PaymentSheetSnapshot: JSONDocument {
    /// The snapshot's JSON form: `version`, `state`, `merchantValidationState`, `request`, then
    /// `selectedShippingMethod` and `deadline` when there are any; the request in its canonical form.
    public static let jsonFormat = JSONDocumentFormat<PaymentSheetSnapshot>.wire
}
