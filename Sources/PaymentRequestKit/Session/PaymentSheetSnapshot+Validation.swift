extension PaymentSheetSnapshot {
    /// Checks the snapshot as restoring it does: its request validates for the context, and its members fit
    /// together as a session would have left them.
    ///
    /// A snapshot is the server's own record, but a store can be corrupted or edited; one no session could have
    /// written is refused (`session.snapshot.inconsistent`), never trusted. The request's violations come at
    /// `request.` paths (`request.total.amount`).
    public func validate(for context: ValidationContext) -> ValidationReport {
        violationLog(for: context).report
    }

    func violationLog(for context: ValidationContext) -> ViolationLog {
        let log = ViolationLog()
        log.absorb(request.violationLog(for: context), under: WireKeys.request.path)
        if version != Self.currentVersion {
            log.add(
                .sessionSnapshotVersion, { WireKeys.version.path },
                {
                    "Version \(version) is not a snapshot version this library reads (it writes and reads version \(Self.currentVersion))"
                })
        }
        func inconsistent(_ key: WireKeys, _ message: String) {
            log.add(.sessionSnapshotInconsistent, { key.path }, { message })
        }
        if revision < 0 { inconsistent(.revision, "A revision counts saves from 0; \(revision) is not one") }
        if state == .idle, merchantValidationState != .idle {
            inconsistent(
                .merchantValidationState,
                "A session that has not begun has not validated its merchant (\(merchantValidationState.rawValue))")
        }
        if let selectedShippingMethod,
            !request.shippingMethods.contains(where: { $0.identifier == selectedShippingMethod })
        {
            inconsistent(
                .selectedShippingMethod,
                "\(quoted(selectedShippingMethod)) is not a shipping method the snapshot's request offers")
        }
        let waits = state.pendingUpdate != nil || state == .authorized || merchantValidationState == .validating
        if deadline != nil, !waits || state.isFinal {
            inconsistent(
                .deadline,
                "A deadline with nothing waiting for an answer (state \(state.rawValue), merchant validation \(merchantValidationState.rawValue))"
            )
        }
        if merchantSessionExpiration != nil, merchantValidationState != .complete {
            inconsistent(
                .merchantSessionExpiration,
                "A merchant session's expiry before the merchant validation completed (\(merchantValidationState.rawValue))"
            )
        }
        if deadline == nil, state.pendingUpdate != nil || state == .authorized {
            inconsistent(.deadline, "The \(state.rawValue) state waits for an answer, so it has a deadline")
        }
        return log
    }
}
