/// Where in a document a violation is, as keys and indices: `lineItems[2].amount`.
///
/// Checks build paths from a format's wire keys (`RequestKey.lineItems[2] / ItemKey.amount`), and only when they
/// report a violation. A violation keeps its path in this form as well as rendered, so that a document that holds
/// another (a W3C request's Apple Pay method data) can report at its own paths by reading the keys, not by
/// taking a rendered path apart.
@usableFromInline package struct ValidationPath: Hashable, Sendable {
    @usableFromInline package var components: [PathComponent]

    @inlinable package init(components: [PathComponent]) {
        self.components = components
    }

    /// The document itself.
    @usableFromInline package static let document = ValidationPath(components: [])

    /// The path in the form `lineItems[2].amount`.
    @inlinable package var rendered: String { components.rendered }

    /// The path of an element of the list at this path: `lineItems[2]`.
    @inlinable package subscript(index: Int) -> ValidationPath {
        ValidationPath(components: components + [.index(index)])
    }

    /// The path of a member of the object at this path.
    @inlinable package static func / (path: ValidationPath, name: String) -> ValidationPath {
        ValidationPath(components: path.components + [.key(name)])
    }

    /// The path of what lies at `other` inside the value at this path.
    @inlinable package func appending(_ other: ValidationPath) -> ValidationPath {
        ValidationPath(components: components + other.components)
    }

    /// The path of what lies at the steps `rest` inside the value at this path.
    @inlinable package func appending(_ rest: some Sequence<PathComponent>) -> ValidationPath {
        ValidationPath(components: components + rest)
    }
}

/// One step of a path into a document: an object key or an array index.
@usableFromInline package enum PathComponent: Hashable, Sendable {
    case key(String)
    case index(Int)
}

extension Sequence<PathComponent> {
    /// The path in the form `lineItems[2].amount`.
    @inlinable package var rendered: String {
        var text = ""
        for component in self {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
