/// A payment network, such as Visa or American Express, as an extensible string type.
///
/// The raw value is PassKit's `PKPaymentNetwork` string (`"AmEx"`, `"MasterCard"`, `"iD"`, `"QUICPay"`,
/// `"mada"`); ``jsName`` is the Apple Pay JS name (`"amex"`, `"masterCard"`). Safari matches JS names against
/// PassKit's strings case-insensitively, and so does ``init(jsName:)``. A network this library does not know can
/// still be held (Apple adds networks every year); validation reports it as unknown.
///
/// Networks compare case-insensitively (ASCII) and keep the spelling they were given, as `HTTPField.Name` does:
/// `PaymentNetwork("visa") == .visa`, and `PaymentNetwork("VISA").rawValue` is `"VISA"`.
public struct PaymentNetwork: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// PassKit's string for the network, for example `"AmEx"`.
    public let rawValue: String

    /// What equality and hashing compare: the known network's PassKit string in ASCII lower case, or the raw
    /// value in ASCII lower case; computed once, when the network is made.
    private let key: String

    /// Creates a network from PassKit's string. Any string is accepted; see ``isKnown``.
    public init(rawValue: String) {
        self.rawValue = rawValue
        let lowercased = asciiLowercased(rawValue)
        key = Self.byLowercasedName[lowercased]?.key ?? lowercased
    }

    /// Creates a network from PassKit's string. Any string is accepted; see ``isKnown``.
    public init(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    /// A known network, from its PassKit string: no lookup, so that the lookup table itself can be built.
    private init(passKit: String) {
        rawValue = passKit
        key = asciiLowercased(passKit)
    }

    /// Creates a network from an Apple Pay JS name, matched case-insensitively as Safari does.
    ///
    /// `"amex"`, `"AMEX"` and `"AmEx"` are all ``amex``. A name that matches no known network is kept as it is.
    public init(jsName: String) {
        // ASCII case folding, as Safari compares network names: Unicode folding would make the Kelvin sign
        // (U+212A) match "k".
        self = Self.byLowercasedName[asciiLowercased(jsName)] ?? PaymentNetwork(rawValue: jsName)
    }

    /// The Apple Pay JS name: lower camel case of PassKit's string (`"amex"`, `"masterCard"`, `"jcb"`).
    public var jsName: String { Self.jsNames[self] ?? rawValue }

    /// Whether the network is one that Apple lists.
    public var isKnown: Bool { Self.jsNames[self] != nil }

    /// PassKit's string.
    public var description: String { rawValue }

    /// Whether two networks are the same: any spelling of a known network's PassKit string or Apple Pay JS name,
    /// in any ASCII case, is that network (`"PostFinanceAG"`, `"postFinance"`); other names compare ignoring
    /// ASCII case.
    public static func == (lhs: PaymentNetwork, rhs: PaymentNetwork) -> Bool { lhs.key == rhs.key }

    /// Hashes the network consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// American Express (`AmEx`, JS `amex`).
    public static var amex: PaymentNetwork { PaymentNetwork(passKit: "AmEx") }
    /// Bancomat (`Bancomat`, JS `bancomat`; deprecated for ``pagoBancomat``).
    public static var bancomat: PaymentNetwork { PaymentNetwork(passKit: "Bancomat") }
    /// Bancontact (`Bancontact`, JS `bancontact`).
    public static var bancontact: PaymentNetwork { PaymentNetwork(passKit: "Bancontact") }
    /// BankAxept (`BankAxept`, JS `bankAxept`).
    public static var bankAxept: PaymentNetwork { PaymentNetwork(passKit: "BankAxept") }
    /// Cartes Bancaires, the legacy spelling (`CarteBancaire`, JS `carteBancaire`; deprecated).
    public static var carteBancaire: PaymentNetwork { PaymentNetwork(passKit: "CarteBancaire") }
    /// Cartes Bancaires, the intermediate spelling (`CarteBancaires`, JS `carteBancaires`; deprecated).
    public static var carteBancaires: PaymentNetwork { PaymentNetwork(passKit: "CarteBancaires") }
    /// Cartes Bancaires (`CartesBancaires`, JS `cartesBancaires`).
    public static var cartesBancaires: PaymentNetwork { PaymentNetwork(passKit: "CartesBancaires") }
    /// China UnionPay (`ChinaUnionPay`, JS `chinaUnionPay`).
    public static var chinaUnionPay: PaymentNetwork { PaymentNetwork(passKit: "ChinaUnionPay") }
    /// Dankort (`Dankort`, JS `dankort`).
    public static var dankort: PaymentNetwork { PaymentNetwork(passKit: "Dankort") }
    /// Discover (`Discover`, JS `discover`).
    public static var discover: PaymentNetwork { PaymentNetwork(passKit: "Discover") }
    /// eftpos (`Eftpos`, JS `eftpos`).
    public static var eftpos: PaymentNetwork { PaymentNetwork(passKit: "Eftpos") }
    /// Visa Electron (`Electron`, JS `electron`).
    public static var electron: PaymentNetwork { PaymentNetwork(passKit: "Electron") }
    /// Elo (`Elo`, JS `elo`).
    public static var elo: PaymentNetwork { PaymentNetwork(passKit: "Elo") }
    /// girocard (`girocard`, JS `girocard`).
    public static var girocard: PaymentNetwork { PaymentNetwork(passKit: "girocard") }
    /// Himyan (`Himyan`, JS `himyan`).
    public static var himyan: PaymentNetwork { PaymentNetwork(passKit: "Himyan") }
    /// iD (`iD`, JS `iD`).
    public static var idCredit: PaymentNetwork { PaymentNetwork(passKit: "iD") }
    /// Interac (`Interac`, JS `interac`).
    public static var interac: PaymentNetwork { PaymentNetwork(passKit: "Interac") }
    /// Jaywan (`Jaywan`, JS `jaywan`).
    public static var jaywan: PaymentNetwork { PaymentNetwork(passKit: "Jaywan") }
    /// JCB (`JCB`, JS `jcb`).
    public static var jcb: PaymentNetwork { PaymentNetwork(passKit: "JCB") }
    /// mada (`mada`, JS `mada`).
    public static var mada: PaymentNetwork { PaymentNetwork(passKit: "mada") }
    /// Maestro (`Maestro`, JS `maestro`).
    public static var maestro: PaymentNetwork { PaymentNetwork(passKit: "Maestro") }
    /// Mastercard (`MasterCard`, JS `masterCard`).
    public static var masterCard: PaymentNetwork { PaymentNetwork(passKit: "MasterCard") }
    /// Meeza (`Meeza`, JS `meeza`).
    public static var meeza: PaymentNetwork { PaymentNetwork(passKit: "Meeza") }
    /// Mir (`Mir`, JS `mir`).
    public static var mir: PaymentNetwork { PaymentNetwork(passKit: "Mir") }
    /// MyDebit (`MyDebit`, JS `myDebit`).
    public static var myDebit: PaymentNetwork { PaymentNetwork(passKit: "MyDebit") }
    /// NAPAS (`NAPAS`, JS `napas`).
    public static var napas: PaymentNetwork { PaymentNetwork(passKit: "NAPAS") }
    /// PagoBancomat (`PagoBancomat`, JS `pagoBancomat`).
    public static var pagoBancomat: PaymentNetwork { PaymentNetwork(passKit: "PagoBancomat") }
    /// PostFinance (`PostFinanceAG`, JS `postFinance`).
    public static var postFinance: PaymentNetwork { PaymentNetwork(passKit: "PostFinanceAG") }
    /// Store and private-label cards (`PrivateLabel`, JS `privateLabel`).
    public static var privateLabel: PaymentNetwork { PaymentNetwork(passKit: "PrivateLabel") }
    /// QUICPay (`QUICPay`, JS `quicPay`).
    public static var quicPay: PaymentNetwork { PaymentNetwork(passKit: "QUICPay") }
    /// Suica (`Suica`, JS `suica`).
    public static var suica: PaymentNetwork { PaymentNetwork(passKit: "Suica") }
    /// Visa (`Visa`, JS `visa`).
    public static var visa: PaymentNetwork { PaymentNetwork(passKit: "Visa") }
    /// V Pay (`VPay`, JS `vPay`).
    public static var vPay: PaymentNetwork { PaymentNetwork(passKit: "VPay") }

    /// Every network Apple lists, with its Apple Pay JS name.
    public static let known: [(network: PaymentNetwork, jsName: String)] = [
        (.amex, "amex"), (.bancomat, "bancomat"), (.bancontact, "bancontact"), (.bankAxept, "bankAxept"),
        (.carteBancaire, "carteBancaire"), (.carteBancaires, "carteBancaires"), (.cartesBancaires, "cartesBancaires"),
        (.chinaUnionPay, "chinaUnionPay"), (.dankort, "dankort"), (.discover, "discover"), (.eftpos, "eftpos"),
        (.electron, "electron"), (.elo, "elo"), (.girocard, "girocard"), (.himyan, "himyan"), (.idCredit, "iD"),
        (.interac, "interac"), (.jaywan, "jaywan"), (.jcb, "jcb"), (.mada, "mada"), (.maestro, "maestro"),
        (.masterCard, "masterCard"), (.meeza, "meeza"), (.mir, "mir"), (.myDebit, "myDebit"), (.napas, "napas"),
        (.pagoBancomat, "pagoBancomat"), (.postFinance, "postFinance"), (.privateLabel, "privateLabel"),
        (.quicPay, "quicPay"), (.suica, "suica"), (.visa, "visa"), (.vPay, "vPay"),
    ]

    private static let jsNames: [PaymentNetwork: String] = Dictionary(
        uniqueKeysWithValues: known.map { ($0.network, $0.jsName) }
    )

    // Safari compares case-insensitively against PassKit's strings; the JS names differ from those only in case,
    // except postFinance (PassKit "PostFinanceAG"), which both spellings reach.
    private static let byLowercasedName: [String: PaymentNetwork] = {
        var names = [String: PaymentNetwork]()
        for (network, jsName) in known {
            names[asciiLowercased(network.rawValue)] = network
            names[asciiLowercased(jsName)] = network
        }
        return names
    }()
}

/// The text with A-Z lowered, and nothing else: Safari compares network names in ASCII.
private func asciiLowercased(_ text: String) -> String {
    guard text.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return text }
    return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
}
