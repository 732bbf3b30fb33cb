extension GooglePaySessionSnapshot {
    /// Checks the snapshot as restoring it does: its offer is a Google Pay request the library accepts, and its
    /// members fit together as a session would have left them.
    ///
    /// A snapshot is the server's own record, but a store can be corrupted or edited; one no session could have
    /// written is refused (`session.snapshot.inconsistent`), never trusted. The offer's violations come at
    /// `paymentDataRequest.` paths.
    public func validate() -> ValidationReport {
        violationLog().report
    }

    func violationLog() -> ViolationLog {
        let log = ViolationLog()
        log.absorb(GooglePayDocumentCheck(exported: offer).log, under: WireKeys.paymentDataRequest.path)
        SessionSnapshotReader<WireKeys>.checkHeader(
            version: version, current: Self.currentVersion, revision: revision, state: state,
            among: GooglePaySession.states,
            keys: (.version, .revision, .state), into: log)
        checkMembers(into: log)
        return log
    }

    /// The checks that the state, the pending callback and the selection fit together and with the offer.
    func checkMembers(into log: ViolationLog) {
        func inconsistent(_ key: WireKeys, _ message: String) {
            log.add(.sessionSnapshotInconsistent, { key.path }, { message })
        }
        let waiting = GooglePaySession.states.contains(state) && GooglePaySession.waitsForUpdate(state)
        switch pendingCallback {
        case let trigger? where GooglePaySession.state(waitingFor: trigger) != state:
            inconsistent(
                .pendingCallback,
                "A \(trigger.rawValue) callback waits in state \(GooglePaySession.state(waitingFor: trigger).rawValue), not \(state.rawValue)"
            )
        case nil where waiting:
            inconsistent(.pendingCallback, "The \(state.rawValue) state waits for a callback's update, so it names one")
        default: break
        }
        if let shippingOptionId,
            !(offer.shippingOptionParameters?.shippingOptions.contains { $0.id == shippingOptionId } ?? false)
        {
            inconsistent(
                .shippingOptionId, "\(quoted(shippingOptionId)) is not a shipping option the snapshot's offer has")
        }
    }
}
