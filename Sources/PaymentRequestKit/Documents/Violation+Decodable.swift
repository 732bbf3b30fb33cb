#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Reading a report back needs the registry, to give each code its rule; the engine writes reports from what each
// violation holds, and never looks a code up.

extension Violation: Decodable {
    /// Decodes a violation from `{"code", "severity", "path", "message"}`, the shape `payreq validate --json`
    /// prints.
    ///
    /// A code this library defines takes its rule, whose severity must match; another code (a tool's own, such
    /// as `payreq`'s `file.unreadable`) is kept with the severity given.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let code = try container.decode(String.self, forKey: .code)
        let severityName = try container.decode(String.self, forKey: .severity)
        guard let severity = ValidationRule.Severity(rawValue: severityName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .severity, in: container,
                debugDescription: "\(quoted(severityName)) is not a severity (error, warning) [json.unknownValue]")
        }
        guard !code.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .code, in: container, debugDescription: "A violation needs a code [json.missingKey]")
        }
        let exception = try container.decodeIfPresent(String.self, forKey: .exception).map {
            ScriptException(rawValue: $0)
        }
        let rule =
            ValidationRule.rule(withCode: code)
            ?? ValidationRule(
                code: code, severity: severity, source: .library, stage: .validation, summary: "", exception: exception)
        guard rule.exception == exception else {
            throw DecodingError.dataCorruptedError(
                forKey: .exception, in: container,
                debugDescription:
                    "\(code) throws \(rule.exception?.rawValue ?? "nothing"), not \(exception?.rawValue ?? "nothing") [json.unknownValue]"
            )
        }
        let moment = try container.decodeIfPresent(String.self, forKey: .thrownAt)
        guard moment == (rule.exceptionMoment == .constructor ? nil : rule.exceptionMoment?.rawValue) else {
            throw DecodingError.dataCorruptedError(
                forKey: .thrownAt, in: container,
                debugDescription:
                    "\(code) is thrown at \(rule.exceptionMoment?.rawValue ?? "no moment"), not \(moment ?? "the constructor") [json.unknownValue]"
            )
        }
        guard rule.severity == severity else {
            throw DecodingError.dataCorruptedError(
                forKey: .severity, in: container,
                debugDescription: "\(code) is \(rule.severity.rawValue), not \(severityName) [json.unknownValue]")
        }
        self.init(
            rule: rule, path: try container.decode(String.self, forKey: .path),
            message: try container.decode(String.self, forKey: .message))
    }
}

extension ValidationReport: Decodable {
    /// Decodes a report from `{"valid", "violations"}`, the object `payreq validate --json` prints for one file
    /// without its `file` key; `valid` must agree with the violations.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let valid = try container.decode(Bool.self, forKey: .valid)
        self.init(violations: try container.decode([Violation].self, forKey: .violations))
        guard valid == isValid else {
            throw DecodingError.dataCorruptedError(
                forKey: .valid, in: container,
                debugDescription: "\"valid\" is \(valid), but the violations say \(isValid) [json.unknownValue]")
        }
    }
}
