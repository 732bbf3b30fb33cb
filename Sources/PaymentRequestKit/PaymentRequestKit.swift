// The engine's public words (ValidationReport, Violation, ValidationRule, JSONDecodingLimits, JSONDocument,
// SHA256) are this library's: a caller imports PaymentRequestKit alone. The engine's other declarations are
// `package`, for this package's targets only.
@_exported public import PaymentRequestEngine
