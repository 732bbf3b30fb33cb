extension MerchantValidationRequest {
    /// Checks the body: a merchant identifier, a display name of 1 to 64 characters, and for the web a domain.
    public func validate() -> ValidationReport {
        violationLog().report
    }

    func violationLog() -> ViolationLog {
        let log = ViolationLog()
        if merchantIdentifier.isEmpty {
            log.add(
                .merchantValidationFieldEmpty, { WireKeys.merchantIdentifier.path },
                { "The merchant identifier is empty" })
        }
        if displayName.isEmpty {
            log.add(.merchantValidationFieldEmpty, { WireKeys.displayName.path }, { "The display name is empty" })
        } else if displayName.count > 64 {
            log.add(
                .merchantValidationDisplayNameTooLong, { WireKeys.displayName.path },
                { "The display name has \(displayName.count) characters; Apple takes at most 64" })
        }
        if initiativeContext.isEmpty {
            log.add(
                .merchantValidationFieldEmpty, { WireKeys.initiativeContext.path },
                { "The initiative context is empty" })
        } else if initiative == .web, !Self.isDomain(initiativeContext) {
            log.add(
                .merchantValidationDomain, { WireKeys.initiativeContext.path },
                {
                    "\(quoted(initiativeContext)) is not a domain name; give the page's host alone, such as \"shop.example.com\", without scheme, port or path"
                })
        }
        return log
    }

    /// A host name: dot-separated labels of ASCII letters, digits and hyphens, not starting or ending with a
    /// hyphen, at most 253 characters.
    static func isDomain(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard text.utf8.count <= 253, labels.count >= 2 else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.utf8.count <= 63 && label.first != "-" && label.last != "-"
                && label.utf8.allSatisfy { byte in
                    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                        || byte == UInt8(ascii: "-")
                }
        }
    }
}
