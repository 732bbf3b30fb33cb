/// The keys of an Apple Pay JS dictionary: the request and its members, and what the page and the sheet exchange.
@usableFromInline protocol ApplePayJSKey: WireKey {}

extension ApplePayJSKey {
    /// Safari converts a page's object to the dictionary member by member, and never reads another.
    @usableFromInline package static var unknownKeyNote: String {
        "is not a key Apple Pay JS knows here; Safari ignores it"
    }
}
