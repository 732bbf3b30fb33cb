#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension MerchantValidationRequest {
    /// The hosts of Apple's Apple Pay servers, the only ones a merchant's server should post its merchant
    /// identity to.
    ///
    /// Apple's "Setting Up Your Server" (Apple Pay on the Web) asks for a strict allow list: the global gateway
    /// `apple-pay-gateway.apple.com` and the China gateway `cn-apple-pay-gateway.apple.com`, the sandbox gateways,
    /// and the regional pods that earlier versions of that page listed and that Safari has sent as the
    /// `validationURL` (`apple-pay-gateway-nc-pod1` to `-pod5`, `apple-pay-gateway-pr-pod1` to `-pod5`,
    /// `cn-apple-pay-gateway-sh-pod1` to `-pod3`, `cn-apple-pay-gateway-tj-pod1` to `-pod3`). Apple also lists IP
    /// addresses for firewalls; a validation URL with an IP address is refused, as Apple's URLs name hosts.
    public static let appleServerHosts: [String] = {
        func pods(_ prefix: String, _ count: Int) -> [String] {
            (1...count).map { "\(prefix)-pod\($0).apple.com" }
        }
        return ["apple-pay-gateway.apple.com", "cn-apple-pay-gateway.apple.com"]
            + ["apple-pay-gateway-cert.apple.com", "cn-apple-pay-gateway-cert.apple.com"]
            + pods("apple-pay-gateway-nc", 5) + pods("apple-pay-gateway-pr", 5)
            + pods("cn-apple-pay-gateway-sh", 3) + pods("cn-apple-pay-gateway-tj", 3)
    }()

    /// Whether a `validationURL` from the page is one of Apple's Apple Pay servers, so that the merchant's server
    /// may post its merchant identity there.
    ///
    /// The URL must be `https`, on port 443 (or none), without user name or password, and its host one of
    /// ``appleServerHosts``, ignoring case. The page is untrusted: posting the merchant identity certificate to a
    /// host the page chose would be server-side request forgery (rule `session.event.validationURL.notApple`).
    public static func isAppleServerURL(_ url: URL) -> Bool {
        validationURLProblem(url) == nil
    }

    /// Checks a `validationURL` from the page, as ``isAppleServerURL(_:)``, with the reason in the violation.
    public static func validate(validationURL url: URL) -> ValidationReport {
        let log = ViolationLog()
        checkValidationURL(url, at: PaymentSheetEvent.WireKeys.validationURL.path, in: log)
        return log.report
    }

    static func checkValidationURL(_ url: URL, at path: @autoclosure () -> ValidationPath, in log: ViolationLog) {
        if let problem = validationURLProblem(url) {
            log.add(
                .sessionEventValidationURL, path,
                {
                    "\(quoted(url.absoluteString)) is not one of Apple's Apple Pay servers: \(problem); the merchant identity must not be posted there"
                })
        }
    }

    /// Why a URL is not an Apple Pay server, or `nil` when it is one.
    ///
    /// The authority is read from the URL's text as well as from Foundation's parse, and both must agree, so that
    /// no parser difference (a percent-encoded dot, a backslash, a user name) lets another host through.
    static func validationURLProblem(_ url: URL) -> String? {
        let text = url.absoluteString
        let scheme = "https://"
        guard text.utf8.count > scheme.utf8.count,
            String(decoding: text.utf8.prefix(scheme.utf8.count), as: UTF8.self).lowercased() == scheme
        else { return "it is not https" }
        let authority = text.utf8.dropFirst(scheme.utf8.count).prefix { byte in
            byte != UInt8(ascii: "/") && byte != UInt8(ascii: "?") && byte != UInt8(ascii: "#")
        }
        if authority.contains(UInt8(ascii: "@")) || url.user != nil || url.password != nil {
            return "it carries credentials"
        }
        var host = Substring(String(decoding: authority, as: UTF8.self))
        if let colon = host.lastIndex(of: ":") {
            guard host[host.index(after: colon)...] == "443" else { return "its port is not 443" }
            host = host[..<colon]
        }
        guard url.port == nil || url.port == 443 else { return "its port is not 443" }
        let name = host.lowercased()
        guard Self.appleServerHosts.contains(name), url.host?.lowercased() == name else {
            return "its host \(quoted(String(host))) is not on Apple's list"
        }
        return nil
    }
}
