/// A payment network, such as Visa or American Express, as an extensible string type.
///
/// The raw value is PassKit's `PKPaymentNetwork` string (`"AmEx"`, `"MasterCard"`, `"iD"`, `"QUICPay"`,
/// `"mada"`); ``jsName`` is the Apple Pay JS name (`"amex"`, `"masterCard"`). Safari matches JS names against
/// PassKit's strings case-insensitively, and so does ``init(jsName:)``. A network this library does not know can
/// still be held (Apple adds networks every year); validation reports it as unknown.
public struct PaymentNetwork: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// PassKit's string for the network, for example `"AmEx"`.
    public let rawValue: String

    /// Creates a network from PassKit's string. Any string is accepted; see ``isKnown``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a network from PassKit's string. Any string is accepted; see ``isKnown``.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a network from an Apple Pay JS name, matched case-insensitively as Safari does.
    ///
    /// `"amex"`, `"AMEX"` and `"AmEx"` are all ``amex``. A name that matches no known network is kept as it is.
    public init(jsName: String) {
        // ASCII case folding, as Safari compares network names: Unicode folding would make the Kelvin sign
        // (U+212A) match "k".
        let folded = String(decoding: jsName.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        self = Self.byLowercasedName[folded] ?? PaymentNetwork(rawValue: jsName)
    }

    /// The Apple Pay JS name: lower camel case of PassKit's string (`"amex"`, `"masterCard"`, `"jcb"`).
    public var jsName: String { Self.jsNames[self] ?? rawValue }

    /// Whether the network is one that Apple lists.
    public var isKnown: Bool { Self.jsNames[self] != nil }

    /// PassKit's string.
    public var description: String { rawValue }

    /// American Express (`AmEx`, JS `amex`).
    public static var amex: PaymentNetwork { PaymentNetwork(rawValue: "AmEx") }
    /// Bancomat (`Bancomat`, JS `bancomat`; deprecated for ``pagoBancomat``).
    public static var bancomat: PaymentNetwork { PaymentNetwork(rawValue: "Bancomat") }
    /// Bancontact (`Bancontact`, JS `bancontact`).
    public static var bancontact: PaymentNetwork { PaymentNetwork(rawValue: "Bancontact") }
    /// BankAxept (`BankAxept`, JS `bankAxept`).
    public static var bankAxept: PaymentNetwork { PaymentNetwork(rawValue: "BankAxept") }
    /// Cartes Bancaires, the legacy spelling (`CarteBancaire`, JS `carteBancaire`; deprecated).
    public static var carteBancaire: PaymentNetwork { PaymentNetwork(rawValue: "CarteBancaire") }
    /// Cartes Bancaires, the intermediate spelling (`CarteBancaires`, JS `carteBancaires`; deprecated).
    public static var carteBancaires: PaymentNetwork { PaymentNetwork(rawValue: "CarteBancaires") }
    /// Cartes Bancaires (`CartesBancaires`, JS `cartesBancaires`).
    public static var cartesBancaires: PaymentNetwork { PaymentNetwork(rawValue: "CartesBancaires") }
    /// China UnionPay (`ChinaUnionPay`, JS `chinaUnionPay`).
    public static var chinaUnionPay: PaymentNetwork { PaymentNetwork(rawValue: "ChinaUnionPay") }
    /// Dankort (`Dankort`, JS `dankort`).
    public static var dankort: PaymentNetwork { PaymentNetwork(rawValue: "Dankort") }
    /// Discover (`Discover`, JS `discover`).
    public static var discover: PaymentNetwork { PaymentNetwork(rawValue: "Discover") }
    /// eftpos (`Eftpos`, JS `eftpos`).
    public static var eftpos: PaymentNetwork { PaymentNetwork(rawValue: "Eftpos") }
    /// Visa Electron (`Electron`, JS `electron`).
    public static var electron: PaymentNetwork { PaymentNetwork(rawValue: "Electron") }
    /// Elo (`Elo`, JS `elo`).
    public static var elo: PaymentNetwork { PaymentNetwork(rawValue: "Elo") }
    /// girocard (`girocard`, JS `girocard`).
    public static var girocard: PaymentNetwork { PaymentNetwork(rawValue: "girocard") }
    /// Himyan (`Himyan`, JS `himyan`).
    public static var himyan: PaymentNetwork { PaymentNetwork(rawValue: "Himyan") }
    /// iD (`iD`, JS `iD`).
    public static var idCredit: PaymentNetwork { PaymentNetwork(rawValue: "iD") }
    /// Interac (`Interac`, JS `interac`).
    public static var interac: PaymentNetwork { PaymentNetwork(rawValue: "Interac") }
    /// Jaywan (`Jaywan`, JS `jaywan`).
    public static var jaywan: PaymentNetwork { PaymentNetwork(rawValue: "Jaywan") }
    /// JCB (`JCB`, JS `jcb`).
    public static var jcb: PaymentNetwork { PaymentNetwork(rawValue: "JCB") }
    /// mada (`mada`, JS `mada`).
    public static var mada: PaymentNetwork { PaymentNetwork(rawValue: "mada") }
    /// Maestro (`Maestro`, JS `maestro`).
    public static var maestro: PaymentNetwork { PaymentNetwork(rawValue: "Maestro") }
    /// Mastercard (`MasterCard`, JS `masterCard`).
    public static var masterCard: PaymentNetwork { PaymentNetwork(rawValue: "MasterCard") }
    /// Meeza (`Meeza`, JS `meeza`).
    public static var meeza: PaymentNetwork { PaymentNetwork(rawValue: "Meeza") }
    /// Mir (`Mir`, JS `mir`).
    public static var mir: PaymentNetwork { PaymentNetwork(rawValue: "Mir") }
    /// MyDebit (`MyDebit`, JS `myDebit`).
    public static var myDebit: PaymentNetwork { PaymentNetwork(rawValue: "MyDebit") }
    /// NAPAS (`NAPAS`, JS `napas`).
    public static var napas: PaymentNetwork { PaymentNetwork(rawValue: "NAPAS") }
    /// PagoBancomat (`PagoBancomat`, JS `pagoBancomat`).
    public static var pagoBancomat: PaymentNetwork { PaymentNetwork(rawValue: "PagoBancomat") }
    /// PostFinance (`PostFinanceAG`, JS `postFinance`).
    public static var postFinance: PaymentNetwork { PaymentNetwork(rawValue: "PostFinanceAG") }
    /// Store and private-label cards (`PrivateLabel`, JS `privateLabel`).
    public static var privateLabel: PaymentNetwork { PaymentNetwork(rawValue: "PrivateLabel") }
    /// QUICPay (`QUICPay`, JS `quicPay`).
    public static var quicPay: PaymentNetwork { PaymentNetwork(rawValue: "QUICPay") }
    /// Suica (`Suica`, JS `suica`).
    public static var suica: PaymentNetwork { PaymentNetwork(rawValue: "Suica") }
    /// Visa (`Visa`, JS `visa`).
    public static var visa: PaymentNetwork { PaymentNetwork(rawValue: "Visa") }
    /// V Pay (`VPay`, JS `vPay`).
    public static var vPay: PaymentNetwork { PaymentNetwork(rawValue: "VPay") }

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
            names[network.rawValue.lowercased()] = network
            names[jsName.lowercased()] = network
        }
        return names
    }()
}
