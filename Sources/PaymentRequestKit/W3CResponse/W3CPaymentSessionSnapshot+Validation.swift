extension W3CPaymentSessionSnapshot {
    /// Checks the snapshot as restoring it does: its request is one the constructor accepts, with Apple Pay's rules
    /// for the context, and its members fit together as a session would have left them.
    ///
    /// A snapshot is the server's own record, but a store can be corrupted or edited; one no session could have
    /// written is refused (`session.snapshot.inconsistent`), never trusted. The request's violations come at
    /// `paymentRequest.` paths.
    public func validate(for context: ValidationContext) -> ValidationReport {
        violationLog(for: context).report
    }

    func violationLog(for context: ValidationContext) -> ViolationLog {
        let log = ViolationLog()
        for violation in W3CDocumentCheck(exported: request).report(for: context).violations {
            log.add(violation, under: WireKeys.paymentRequest.path)
        }
        SessionSnapshotReader<WireKeys>.checkHeader(
            version: version, current: Self.currentVersion, revision: revision, state: state,
            among: W3CPaymentSession.states,
            keys: (.version, .revision, .state), into: log)
        checkMembers(into: log)
        return log
    }

    /// The checks that the selection and the method fit the state and the request.
    func checkMembers(into log: ViolationLog) {
        func inconsistent(_ key: WireKeys, _ message: String) {
            log.add(.sessionSnapshotInconsistent, { key.path }, { message })
        }
        if let shippingOptionId {
            if !request.options.requestShipping {
                inconsistent(.shippingOptionId, "The snapshot's request does not ask for shipping")
            } else if !request.details.shippingOptions.contains(where: { $0.id == shippingOptionId }) {
                inconsistent(
                    .shippingOptionId,
                    "\(quoted(shippingOptionId)) is not a shipping option the snapshot's request offers")
            }
        }
        if let methodName {
            if !request.methodData.contains(where: { $0.supportedMethods == methodName }) {
                inconsistent(.methodName, "\(quoted(methodName)) is not a method the snapshot's request offers")
            }
            if state != .authorized && state != .completed {
                inconsistent(.methodName, "A response's method before any response (state \(state.rawValue))")
            }
        } else if state == .authorized {
            inconsistent(.methodName, "The authorized state follows a response, which names its method")
        }
    }
}
