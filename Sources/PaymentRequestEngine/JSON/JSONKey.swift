/// A coding key for any object key or array index of a document.
@usableFromInline package struct JSONKey: CodingKey, Sendable {
    @usableFromInline package var stringValue: String
    @usableFromInline package var intValue: Int?

    @usableFromInline package init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    @usableFromInline package init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    @usableFromInline package init(_ component: PathComponent) {
        switch component {
        case .key(let key): self.init(stringValue: key)
        case .index(let index): self.init(intValue: index)
        }
    }
}
